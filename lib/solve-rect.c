/*
 * solve-rect.c: the band engine of solve-band16.c for 12x12 grids, whose
 * boxes are rectangles: R rows by C columns, 3x4 or 4x3.
 *
 * A band of R rows is one 64-bit word of R x 12 cells. For each value and
 * band, f holds the cells where the value can still go (bit 12r+c: row r
 * of the band, column c). Inside a band the value goes once in each row
 * and once in each of its 12 / C = R boxes: its R x R presence (which rows
 * can hold it in which box) must allow a one-to-one match of rows and
 * boxes, and a table keeps only the row-box pairs of some match (hidden
 * singles and locked candidates, and more, in one step). The same holds
 * in a stack of C columns, for its 12 / R = C bands and C columns. A row
 * left with one cell solves it; bit-sliced counts find naked singles. The
 * search branches on a cell with the fewest candidates (of those with
 * two, the one with the most open peers and peers of two; a hint's value
 * first, for sdk_solve_exists_near), or on the first open cell in reading
 * order, values upwards, for the least solution and for -a; that search
 * asks a short fewest-candidates search before each guess once it has
 * made 256, as the bit engine does. The tables are built once, for all
 * threads. The engine allocates no memory.
 */
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

#define RN 12			/* the side */
#define RMAXB 4			/* bands at most: 12 / 3 */
#define RWORDS (RN * RMAXB)

static pthread_once_t tablesonce = PTHREAD_ONCE_INIT;
static unsigned char boxesT[5][1 << RN];	/* [C][a row] -> its boxes */
static uint16_t expT[5][16];	/* [C][boxes] -> their columns */
static uint16_t match3T[512];	/* 3x3 presence -> pairs of a match */
static uint16_t match4T[65536];	/* 4x4 presence -> pairs of a match */

/*
 * The functions below take the box shape as R (rows) and C (columns),
 * constants at each call for the compiler: a band has R rows, there are
 * NB = 12 / R = C bands, and a band has 12 / C = R boxes.
 */
#define NB (RN / R)
#define ROWM ((1ull << RN) - 1)
#define BANDM ((1ull << (R * RN)) - 1)
#define ROWREP (R == 3 ? 0x001001001ull : 0x001001001001ull)
#define CM ((1u << C) - 1)
#define MR (R == 3 ? match3T : match4T)
#define MC (C == 3 ? match3T : match4T)

/* Fills t with the pairs of a match of every k x k presence (bit ki+j). */
static void
matchinit(uint16_t *t, int k)
{
	uint32_t perms[24] = { 0 }, x, m;
	int p[4], n = 0, i, j, a, lim = 1, dup;

	/* The k! permutations, as masks: p counts up in base k. */
	for (i = 0; i < k; i++)
		lim *= k;
	for (a = 0; a < lim; a++) {
		for (i = 0, x = (uint32_t)a; i < k; i++, x /= (uint32_t)k)
			p[i] = (int)(x % (uint32_t)k);
		for (dup = 0, i = 0; i < k; i++)
			for (j = 0; j < i; j++)
				dup |= p[i] == p[j];
		if (dup)
			continue;
		for (m = 0, i = 0; i < k; i++)
			m |= 1u << (k * i + p[i]);
		perms[n++] = m;
	}
	for (x = 0; x < 1u << (k * k); x++) {
		m = 0;
		for (i = 0; i < n; i++)
			if ((x & perms[i]) == perms[i])
				m |= perms[i];
		t[x] = (uint16_t)m;
	}
}

/* Builds the tables; run once through pthread_once. */
static void
tablesinit(void)
{
	uint32_t x, m;
	int c, s;

	for (c = 3; c <= 4; c++) {
		for (x = 0; x < 1u << RN; x++) {
			m = 0;
			for (s = 0; s < RN / c; s++)
				if (x >> (c * s) & ((1u << c) - 1))
					m |= 1u << s;
			boxesT[c][x] = (unsigned char)m;
		}
		for (x = 0; x < 16; x++) {
			m = 0;
			for (s = 0; s < 4 && c * (s + 1) <= RN; s++)
				if (x & 1u << s)
					m |= ((1u << c) - 1) << (c * s);
			expT[c][x] = (uint16_t)m;
		}
	}
	matchinit(match3T, 3);
	matchinit(match4T, 4);
}

/* The engine's state: f[nb v + b], cells of band b open to value v. */
struct rstate {
	uint64_t f[RWORDS];
	uint64_t p[RWORDS];	/* f as last propagated */
	uint64_t u[RMAXB];	/* unsolved cells of each band */
};


/* The row and box in a band of the cell at pos. */
ALWAYS uint64_t
rrowbox(int pos, int R, int C)
{
	int row = pos / RN, col = pos % RN;

	return ROWM << (RN * row) |
	    ((uint64_t)CM << (C * (col / C))) * ROWREP;
}

/*
 * Propagates value v inside band b: rows and boxes matched, and a row
 * with one cell left solves that cell. Returns 0, or -1 on a
 * contradiction.
 */
ALWAYS int
rband(struct rstate *s, int v, int b, int R, int C)
{
	int k = NB * v + b, r, i;
	uint64_t a = s->f[k], sing = 0, x, nw, cells = 0;
	uint32_t pres = 0, y;

	for (r = 0; r < R; r++)
		pres |= (uint32_t)boxesT[C][(a >> (RN * r)) & ROWM] <<
		    (R * r);
	if ((y = MR[pres]) == 0)
		return -1;
	for (r = 0; r < R; r++)
		cells |= (uint64_t)expT[C][(y >> (R * r)) &
		    ((1u << R) - 1)] << (RN * r);
	a &= cells;
	/* Branch-free: whether a row is solved is hard to predict. */
	for (r = 0; r < R; r++) {
		x = a & ROWM << (RN * r);
		sing |= x & -(uint64_t)((x & (x - 1)) == 0);
	}
	nw = sing & s->u[b];
	if (nw != 0) {
		s->u[b] &= ~nw;
		for (i = b; i < RN * NB; i += NB)
			s->f[i] &= ~nw;
	}
	s->f[k] = s->p[k] = a;
	return 0;
}

/*
 * Propagates value v: inside each band, then inside each stack (bands
 * and columns matched), until they agree. Returns 0, or -1 on a
 * contradiction.
 */
ALWAYS int
rvalue(struct rstate *s, int v, int R, int C)
{
	uint64_t *f = &s->f[NB * v], *p = &s->p[NB * v], a, g[RMAXB];
	uint32_t col[RMAXB], keep[RMAXB], x, y;
	int b, st, r, ch;

	for (b = 0; b < NB; b++)
		if (f[b] != p[b] && rband(s, v, b, R, C) < 0)
			return -1;
	for (;;) {
		for (b = 0; b < NB; b++) {
			for (a = 0, r = 0; r < R; r++)
				a |= f[b] >> (RN * r);
			col[b] = (uint32_t)(a & ROWM);
			keep[b] = 0;
		}
		for (st = 0; st < RN; st += C) {
			for (x = 0, b = 0; b < NB; b++)
				x |= ((col[b] >> st) & CM) << (C * b);
			if ((y = MC[x]) == 0)
				return -1;
			for (b = 0; b < NB; b++)
				keep[b] |= ((y >> (C * b)) & CM) << st;
		}
		for (ch = 0, b = 0; b < NB; b++) {
			f[b] &= keep[b] * ROWREP;
			ch |= f[b] != p[b];
		}
		if (!ch)
			return 0;
		/*
		 * The stacks took cells away. When the bands then take none,
		 * the stacks have nothing more to take either (a stack step
		 * keeps what it keeps): no second stack step to see that.
		 */
		for (b = 0; b < NB; b++)
			g[b] = f[b];
		for (b = 0; b < NB; b++)
			if (g[b] != p[b] && rband(s, v, b, R, C) < 0)
				return -1;
		for (ch = 0, b = 0; b < NB; b++)
			ch |= f[b] != g[b];
		if (!ch)
			return 0;
	}
}

/*
 * Propagates until nothing changes: the values, then naked singles.
 * Returns 0, or -1 on a contradiction.
 */
ALWAYS int
rprop(struct rstate *s, int R, int C)
{
	uint64_t one, two, x, ns;
	int v, b, k, changed, placed, nk = RN * NB;

	for (;;) {
		do {
			changed = 0;
			for (v = 0; v < RN; v++) {
				for (b = 0; b < NB; b++)
					if (s->f[NB * v + b] !=
					    s->p[NB * v + b])
						break;
				if (b == NB)
					continue;
				if (rvalue(s, v, R, C) < 0)
					return -1;
				changed = 1;
			}
		} while (changed);
		placed = 0;
		for (b = 0; b < NB; b++) {
			if (s->u[b] == 0)
				continue;
			one = two = 0;
			for (k = b; k < nk; k += NB) {
				two |= one & s->f[k];
				one |= s->f[k];
			}
			if (s->u[b] & ~one)
				return -1;
			for (ns = s->u[b] & ~two; ns != 0; ns &= ns - 1) {
				x = ns & -ns;
				for (k = b; k < nk && !(s->f[k] & x);
				    k += NB)
					;
				if (k >= nk)
					return -1;
				/* the row and box of x, but x, lose the value */
				s->f[k] &= ~rrowbox(sdk_lowbit64(x), R, C) | x;
				placed = 1;
			}
		}
		if (!placed)
			return 0;
	}
}

/*
 * Sets s up from grid gr: each given keeps its value's row, box and
 * column free of it and its cell free of the other values. Returns 0, or
 * -1 when the givens contradict each other.
 */
ALWAYS int
rinit(struct rstate *s, const struct sdk_grid *gr, int R, int C)
{
	uint64_t occ[RMAXB], dig[RWORDS], x, col;
	int i, k, b, pos, o, v, band = R * RN;

	for (k = 0; k < RWORDS; k++) {
		s->f[k] = BANDM;
		s->p[k] = ~0ull;
		dig[k] = 0;
	}
	for (b = 0; b < RMAXB; b++)
		occ[b] = 0;
	for (i = 0; i < RN * RN; i++) {
		if (gr->cell[i] == 0)
			continue;
		b = i / band;
		pos = i % band;
		x = 1ull << pos;
		v = gr->cell[i] - 1;
		k = NB * v + b;
		if (!(s->f[k] & x))
			return -1;
		s->f[k] &= ~rrowbox(pos, R, C) | x;
		col = (1ull << (pos % RN)) * ROWREP;
		for (o = NB * v; o < NB * (v + 1); o++)
			if (o != k)
				s->f[o] &= ~col;
		occ[b] |= x;
		dig[k] |= x;
	}
	for (k = 0; k < RN * NB; k++)
		s->f[k] &= ~(occ[k % NB] & ~dig[k]);
	for (b = 0; b < RMAXB; b++)
		s->u[b] = b < NB ? BANDM & ~occ[b] : 0;
	return 0;
}

/* Hands the solution in s (every cell placed) to h. */
ALWAYS void
rfound(const struct rstate *s, const struct sdk_grid *like, struct hunt *h,
    int R)
{
	uint64_t x;
	int k, band = R * RN;

	sdk_grid_init_like(&h->work, like);
	for (k = 0; k < RN * NB; k++)
		for (x = s->f[k]; x != 0; x &= x - 1)
			h->work.cell[k % NB * band + sdk_lowbit64(x)] =
			    (unsigned char)(k / NB + 1);
	sdk_hunt_found(h, &h->work);
}

/*
 * Chooses the cell to branch on: the first open one in reading order for
 * PICK_FIRST, else one with the fewest candidates. Sets its band and
 * position; returns -1 when no cell is open.
 */
ALWAYS int
rpick(const struct rstate *s, int pick, int *bp, int *posp, int R, int C)
{
	uint64_t c1, c2, c3, c4, x, m, biv[RMAXB], any = 0, col, pr;
	int b, k, best = 99, n, pos, nk = RN * NB, o, d, most = -1;

	for (b = 0; b < NB; b++) {
		biv[b] = 0;
		if (s->u[b] == 0)
			continue;
		if (pick == PICK_FIRST) {
			*bp = b;
			*posp = sdk_lowbit64(s->u[b]);
			return 0;
		}
		c1 = c2 = c3 = 0;
		for (k = b; k < nk; k += NB) {
			x = s->f[k];
			c3 |= c2 & x;
			c2 |= c1 & x;
			c1 |= x;
		}
		biv[b] = s->u[b] & c2 & ~c3;
		any |= biv[b];
	}
	if (any != 0) {
		/*
		 * The cell of two candidates with the most open peers and
		 * peers of two: the guess that reaches furthest.
		 */
		for (b = 0; b < NB; b++)
			for (m = biv[b]; m != 0; m &= m - 1) {
				uint64_t ou = 0, ob = 0;

				pos = sdk_lowbit64(m);
				col = (1ull << (pos % RN)) * ROWREP;
				pr = rrowbox(pos, R, C) | col;
				/*
				 * The column in the other bands: each band's
				 * cells shifted to bits 0, 12, 24 (and 36),
				 * plus its own offset, for one count each.
				 */
				for (o = 0; o < NB; o++)
					if (o != b) {
						ou |= (s->u[o] >> (pos % RN) &
						    ROWREP) << o;
						ob |= (biv[o] >> (pos % RN) &
						    ROWREP) << o;
					}
				d = sdk_pop64(pr & s->u[b]) +
				    sdk_pop64(pr & biv[b]) + sdk_pop64(ou) +
				    sdk_pop64(ob);
				if (d > most) {
					most = d;
					*bp = b;
					*posp = pos;
				}
			}
		return 0;
	}
	for (b = 0; b < NB; b++) {
		if (s->u[b] == 0)
			continue;
		c1 = c2 = c3 = c4 = 0;
		for (k = b; k < nk; k += NB) {
			x = s->f[k];
			c4 |= c3 & x;
			c3 |= c2 & x;
			c2 |= c1 & x;
			c1 |= x;
		}
		if (best > 3 && (m = s->u[b] & c3 & ~c4) != 0) {
			best = 3;
			*bp = b;
			*posp = sdk_lowbit64(m);
		}
		if (best > 4 && (m = s->u[b] & c4) != 0) {
			for (x = m; x != 0; x &= x - 1) {
				pos = sdk_lowbit64(x);
				for (n = 0, k = b; k < nk; k += NB)
					n += (int)((s->f[k] >> pos) & 1);
				if (n < best) {
					best = n;
					*bp = b;
					*posp = pos;
				}
			}
		}
	}
	return best == 99 ? -1 : 0;
}

static void rhunt34(struct rstate *s, const struct sdk_grid *like,
    struct hunt *h);
static void rhunt43(struct rstate *s, const struct sdk_grid *like,
    struct hunt *h);

/* The search of the shape R x C: rhunt34 or rhunt43. */
ALWAYS void
rhuntof(struct rstate *s, const struct sdk_grid *like, struct hunt *h, int R)
{
	if (R == 3)
		rhunt34(s, like, h);
	else
		rhunt43(s, like, h);
}

/*
 * Returns 1 when a short fewest-candidates search (64 guesses at most)
 * proves that state s has no solution: the reading-order search asks
 * before each guess once it has made 256, as the bit engine's does.
 */
static int
rrefuted(const struct rstate *s, const struct sdk_grid *like, int R)
{
	struct rstate t = *s;
	struct hunt p;

	sdk_hunt_refuter(&p);
	rhuntof(&t, like, &p, R);
	return p.count == 0 && p.guesses <= p.budget;
}

/* Searches from state s (which it may change). */
ALWAYS void
rhunt(struct rstate *s, const struct sdk_grid *like, struct hunt *h, int R,
    int C)
{
	struct rstate t;
	int b = 0, pos = 0, v, last, hv;
	uint64_t x, keep;

	for (;;) {
		if (rprop(s, R, C) < 0)
			return;
		if (h->budget > 0 && h->guesses > h->budget) {
			h->stop = 1;
			return;
		}
		if (rpick(s, h->pick, &b, &pos, R, C) < 0) {
			rfound(s, like, h, R);
			return;
		}
		if (h->pick == PICK_FIRST && h->guesses >= 256 &&
		    rrefuted(s, like, R))
			return;
		x = 1ull << pos;
		keep = ~rrowbox(pos, R, C) | x;
		hv = h->hint != NULL ? h->hint[b * R * RN + pos] - 1 : -1;
		if (hv >= 0 && (s->f[NB * hv + b] & x)) {
			/* The value of the hint first, then not that value. */
			h->guesses++;
			t = *s;
			t.f[NB * hv + b] &= keep;
			rhuntof(&t, like, h, R);
			if (h->stop)
				return;
			s->f[NB * hv + b] &= ~x;
			continue;
		}
		for (last = RN - 1; last >= 0 && !(s->f[NB * last + b] & x);
		    last--)
			;
		for (v = 0; v < last; v++) {
			if (!(s->f[NB * v + b] & x))
				continue;
			h->guesses++;
			t = *s;
			t.f[NB * v + b] &= keep;
			rhuntof(&t, like, h, R);
			if (h->stop)
				return;
		}
		/* The last value in s itself. */
		if (last < 0)
			return;
		h->guesses++;
		s->f[NB * last + b] &= keep;
	}
}

/* The search of each shape, R and C constants for the compiler. */
static void
rhunt34(struct rstate *s, const struct sdk_grid *like, struct hunt *h)
{
	rhunt(s, like, h, 3, 4);
}

static void
rhunt43(struct rstate *s, const struct sdk_grid *like, struct hunt *h)
{
	rhunt(s, like, h, 4, 3);
}

/* Sets the state of g up for the hunt h (R x C boxes) and runs it. */
ALWAYS void
rrun(const struct sdk_grid *g, struct hunt *h, int R, int C)
{
	struct rstate s;
	int i, d, band = R * RN;

	if (rinit(&s, g, R, C) < 0)
		return;
	if (h->banval > 0)
		s.f[NB * (h->banval - 1) + h->bancell / band] &=
		    ~(1ull << h->bancell % band);
	if (h->cand != NULL)
		for (i = 0; i < RN * RN; i++)
			for (d = 0; d < RN; d++)
				if (!(h->cand[i] & 1u << d))
					s.f[NB * d + i / band] &=
					    ~(1ull << i % band);
	rhuntof(&s, g, h, R);
}

/* Runs the engine on the 12x12 grid g (boxes 3x4 or 4x3, no variant). */
void
sdk_rect_run(const struct sdk_grid *g, struct hunt *h)
{
	pthread_once(&tablesonce, tablesinit);
	if (g->bh == 3)
		rrun(g, h, 3, 4);
	else
		rrun(g, h, 4, 3);
}
