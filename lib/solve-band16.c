/*
 * solve-band16.c: the fast engine for 16x16 grids, the band engine of
 * solve-band.c on 64-bit words.
 *
 * A band of a 16x16 grid is four rows of sixteen cells: 64 cells, one
 * word. For each value and band, f holds the cells where the value can
 * still go (bit 16r+c: row r of the band, column c). Inside a band the
 * value goes once in each row and once in each box: its 4x4 presence
 * (which rows can hold it in which box) must allow a one-to-one match of
 * rows and boxes, and a table keeps only the row-box pairs of some match
 * (hidden singles and locked candidates, and more, in one step). The same
 * holds for the bands and columns of a stack. A row left with one cell
 * solves it; bit-sliced counts find naked singles. The search branches on
 * a cell with the fewest candidates, or on the first open cell in reading
 * order for the least solution, in turn with a search led by a witness
 * solution (qleastof). Once two bands are solved, the fast searches of
 * the least solution also check that each box of the open bands can still
 * match its values to its cells: a part of the grid without a solution
 * there most often fails in a box (with two bands solved and a third
 * completed, the last can always be when it holds no given: its columns
 * and values form a regular bipartite graph, whose edges can be coloured
 * with its rows), which that check sees at once where the search cell by
 * cell took millions of guesses. The tables are built once, for all
 * threads. The engine allocates no memory.
 */
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

#define ROWS64 0x0001000100010001ull	/* one column of a band */
#define PICK_HALL (PICK_FIRST + 1)	/* PICK_FAST, and qboxes */

static pthread_once_t tablesonce = PTHREAD_ONCE_INIT;
static unsigned char boxesT[65536];	/* a row of 16 -> boxes it touches */
static uint16_t matchT[65536];	/* 4x4 presence -> pairs of a match */
static uint16_t nibT[16];	/* 4 bits -> their nibbles in 16 bits */

/* Builds the tables; run once through pthread_once. */
static void
tablesinit(void)
{
	int p[4], a, b, c, d, r, s;
	uint32_t x, w, m;

	for (x = 0; x < 16; x++) {
		m = 0;
		for (s = 0; s < 4; s++)
			if (x & 1u << s)
				m |= 0xFu << (4 * s);
		nibT[x] = (uint16_t)m;
	}
	for (x = 0; x < 65536; x++) {
		m = 0;
		for (s = 0; s < 4; s++)
			if (x & 0xFu << (4 * s))
				m |= 1u << s;
		boxesT[x] = (unsigned char)m;
		/* bit 4r+s of x: row r can hold the value in box s */
		m = 0;
		for (a = 0; a < 4; a++)
			for (b = 0; b < 4; b++)
				for (c = 0; c < 4; c++) {
					if (a == b || a == c || b == c)
						continue;
					d = 6 - a - b - c;
					p[0] = a;
					p[1] = b;
					p[2] = c;
					p[3] = d;
					w = 0;
					for (r = 0; r < 4; r++)
						w |= 1u << (4 * r + p[r]);
					if ((x & w) == w)
						m |= w;
				}
		matchT[x] = (uint16_t)m;
	}
}

/* The engine's state: f[4v+b], cells of band b open to value v. */
struct qstate {
	uint64_t f[64];
	uint64_t p[64];		/* f as last propagated */
	uint64_t u[4];		/* unsolved cells of each band */
};

/* The 4x4 presence of band word a: bit 4r+s, row r has cells in box s. */
static inline uint32_t
qpres(uint64_t a)
{
	return boxesT[a & 0xFFFF] | (uint32_t)boxesT[(a >> 16) & 0xFFFF] << 4 |
	    (uint32_t)boxesT[(a >> 32) & 0xFFFF] << 8 |
	    (uint32_t)boxesT[a >> 48] << 12;
}

/* The cells of a band for the row-box pairs y (bit 4r+s). */
static inline uint64_t
qcells(uint32_t y)
{
	return (uint64_t)nibT[y & 15] | (uint64_t)nibT[(y >> 4) & 15] << 16 |
	    (uint64_t)nibT[(y >> 8) & 15] << 32 |
	    (uint64_t)nibT[y >> 12] << 48;
}

/* Returns 1 when x has one bit set or none. */
static inline int
qone(uint64_t x)
{
	return (x & (x - 1)) == 0;
}

/*
 * Propagates value v inside band b: rows and boxes matched, and a row
 * with one cell left solves that cell. Returns 0, or -1 on a
 * contradiction.
 */
static int
qband(struct qstate *s, int v, int b)
{
	int k = 4 * v + b;
	uint64_t a = s->f[k], sing = 0, r, nw;
	uint32_t y;
	int i;

	y = matchT[qpres(a)];
	if (y == 0)
		return -1;
	a &= qcells(y);
	for (i = 0; i < 64; i += 16) {
		r = a & 0xFFFFull << i;
		if (qone(r))
			sing |= r;
	}
	s->f[k] = s->p[k] = a;
	nw = sing & s->u[b];
	if (nw != 0) {
		s->u[b] &= ~nw;
		for (i = b; i < 64; i += 4)
			if (i != k)
				s->f[i] &= ~nw;
	}
	return 0;
}

/* The columns of band word a that hold a cell: 16 bits. */
static inline uint32_t
qcols(uint64_t a)
{
	a |= a >> 32;
	a |= a >> 16;
	return (uint32_t)(a & 0xFFFF);
}

/*
 * Propagates value v: inside each band, then inside each stack (bands
 * and columns matched), until they agree. Returns 0, or -1 on a
 * contradiction.
 */
static int
qvalue(struct qstate *s, int v)
{
	uint64_t *f = &s->f[4 * v], *p = &s->p[4 * v];
	uint32_t c[4], keep[4], y;
	int b, st;

	for (;;) {
		for (b = 0; b < 4; b++)
			if (f[b] != p[b] && qband(s, v, b) < 0)
				return -1;
		for (b = 0; b < 4; b++) {
			c[b] = qcols(f[b]);
			keep[b] = 0;
		}
		for (st = 0; st < 16; st += 4) {
			y = ((c[0] >> st) & 15) | ((c[1] >> st) & 15) << 4 |
			    ((c[2] >> st) & 15) << 8 | ((c[3] >> st) & 15) << 12;
			if ((y = matchT[y]) == 0)
				return -1;
			for (b = 0; b < 4; b++)
				keep[b] |= ((y >> (4 * b)) & 15) << st;
		}
		for (b = 0; b < 4; b++) {
			uint64_t m = keep[b];

			f[b] &= m | m << 16 | m << 32 | m << 48;
		}
		if (f[0] == p[0] && f[1] == p[1] && f[2] == p[2] &&
		    f[3] == p[3])
			return 0;
	}
}

/* The row and box in a band of the cell x (one bit). */
static inline uint64_t
qrowbox(uint64_t x)
{
	int pos = sdk_lowbit64(x);

	return 0xFFFFull << (pos & ~15) | (0xFull << (pos & 12)) * ROWS64;
}

/*
 * Propagates until nothing changes: the values, then naked singles.
 * Returns 0, or -1 on a contradiction.
 */
static int
qprop(struct qstate *s)
{
	uint64_t one, two, x, ns;
	int v, b, k, changed, placed;

	for (;;) {
		do {
			changed = 0;
			for (v = 0; v < 16; v++) {
				k = 4 * v;
				if (s->f[k] == s->p[k] &&
				    s->f[k + 1] == s->p[k + 1] &&
				    s->f[k + 2] == s->p[k + 2] &&
				    s->f[k + 3] == s->p[k + 3])
					continue;
				if (qvalue(s, v) < 0)
					return -1;
				changed = 1;
			}
		} while (changed);
		placed = 0;
		for (b = 0; b < 4; b++) {
			if (s->u[b] == 0)
				continue;
			one = two = 0;
			for (k = b; k < 64; k += 4) {
				two |= one & s->f[k];
				one |= s->f[k];
			}
			if (s->u[b] & ~one)
				return -1;
			for (ns = s->u[b] & ~two; ns != 0; ns &= ns - 1) {
				x = ns & -ns;
				for (k = b; k < 64 && !(s->f[k] & x); k += 4)
					;
				if (k >= 64)
					return -1;
				/* the row and box of x, but x, lose the value */
				s->f[k] &= ~qrowbox(x) | x;
				placed = 1;
			}
		}
		if (!placed)
			return 0;
	}
}

/*
 * Sets s up from grid g: each given keeps its value's row, box and column
 * free of it and its cell free of the other values. Returns 0, or -1 when
 * the givens contradict each other.
 */
static int
qinit(struct qstate *s, const struct sdk_grid *g)
{
	uint64_t occ[4] = { 0, 0, 0, 0 }, dig[64], x, col;
	int i, k, b, pos, o;

	for (k = 0; k < 64; k++) {
		s->f[k] = ~0ull;
		s->p[k] = 0;
		dig[k] = 0;
	}
	for (i = 0; i < 256; i++) {
		if (g->cell[i] == 0)
			continue;
		b = i / 64;
		pos = i % 64;
		x = 1ull << pos;
		k = 4 * (g->cell[i] - 1) + b;
		if (!(s->f[k] & x))
			return -1;
		s->f[k] &= ~qrowbox(x) | x;
		col = ROWS64 << (pos & 15);
		for (o = k - b; o < k - b + 4; o++)
			if (o != k)
				s->f[o] &= ~col;
		occ[b] |= x;
		dig[k] |= x;
	}
	for (k = 0; k < 64; k++)
		s->f[k] &= ~(occ[k % 4] & ~dig[k]);
	for (b = 0; b < 4; b++)
		s->u[b] = ~occ[b];
	return 0;
}

/* Writes the solved state s into grid g. */
static void
qgrid(const struct qstate *s, struct sdk_grid *g)
{
	uint64_t x;
	int k;

	sdk_grid_init(g, 16);
	for (k = 0; k < 64; k++)
		for (x = s->f[k]; x != 0; x &= x - 1)
			g->cell[k % 4 * 64 + sdk_lowbit64(x)] =
			    (unsigned char)(k / 4 + 1);
}

/*
 * Chooses the cell to branch on: the first open one in reading order for
 * PICK_FIRST, else one with the fewest candidates. Sets its band and
 * position; returns -1 when no cell is open.
 */
static int
qpick(const struct qstate *s, int pick, int *bp, int *posp)
{
	uint64_t c1, c2, c3, c4, x, m;
	int b, k, best = 99, n, pos;

	for (b = 0; b < 4; b++) {
		if (s->u[b] == 0)
			continue;
		if (pick == PICK_FIRST) {
			*bp = b;
			*posp = sdk_lowbit64(s->u[b]);
			return 0;
		}
		c1 = c2 = c3 = c4 = 0;
		for (k = b; k < 64; k += 4) {
			x = s->f[k];
			c4 |= c3 & x;
			c3 |= c2 & x;
			c2 |= c1 & x;
			c1 |= x;
		}
		m = s->u[b] & c2 & ~c3;
		if (m != 0) {
			*bp = b;
			*posp = sdk_lowbit64(m);
			return 0;
		}
		if (best > 3 && (m = s->u[b] & c3 & ~c4) != 0) {
			best = 3;
			*bp = b;
			*posp = sdk_lowbit64(m);
		}
		if (best > 4 && (m = s->u[b] & c4) != 0) {
			for (x = m; x != 0; x &= x - 1) {
				pos = sdk_lowbit64(x);
				for (n = 0, k = b; k < 64; k += 4)
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

static void qhunt(struct qstate *s, struct hunt *h);

/* Kuhn's augmenting path for value v in adj, cells taken by mate. */
static int
qaugment(const uint16_t *adj, int *mate, uint32_t *seen, int v)
{
	uint32_t m = adj[v] & ~*seen;
	int c;

	while (m != 0) {
		c = sdk_lowbit64(m);
		m &= m - 1;
		*seen |= 1u << c;
		if (mate[c] < 0 || qaugment(adj, mate, seen, mate[c])) {
			mate[c] = v;
			return 1;
		}
	}
	return 0;
}

/*
 * Returns -1 when some box of an open band cannot take its sixteen values
 * in sixteen different cells (no matching of values and cells), else 0.
 */
static int
qboxes(const struct qstate *s)
{
	uint16_t adj[16];
	int mate[16], b, st, v, c;
	uint32_t seen;
	uint64_t a;

	for (b = 0; b < 4; b++) {
		if (s->u[b] == 0)
			continue;
		for (st = 0; st < 16; st += 4) {
			if (((s->u[b] >> st) & 0x000F000F000F000Full) == 0)
				continue;
			for (v = 0; v < 16; v++) {
				a = s->f[4 * v + b] >> st;
				adj[v] = (uint16_t)((a & 15) | (a >> 12 & 0xF0) |
				    (a >> 24 & 0xF00) | (a >> 36 & 0xF000));
			}
			for (c = 0; c < 16; c++)
				mate[c] = -1;
			for (v = 0; v < 16; v++) {
				seen = 0;
				if (!qaugment(adj, mate, &seen, v))
					return -1;
			}
		}
	}
	return 0;
}

/*
 * Returns 1 when a short fewest-candidates search (16 guesses at most,
 * counted in h's) proves that state s has no solution. The reading-order search asks
 * before each guess once it has made 256: alone, it can spend minutes in
 * a part of the grid without a solution that this search sees through in
 * a few guesses.
 */
static int
qrefuted(const struct qstate *s, struct hunt *h)
{
	struct qstate t = *s;
	struct hunt p;

	memset(&p, 0, sizeof(p));
	p.pick = PICK_HALL;
	p.limit = 1;
	p.budget = 16;
	qhunt(&t, &p);
	h->guesses += p.guesses;
	return p.count == 0 && p.guesses <= p.budget;
}

/* Searches from state s (which it may change). */
static void
qhunt(struct qstate *s, struct hunt *h)
{
	struct qstate t;
	int b, pos, v, last;
	uint64_t x;

	if (qprop(s) < 0)
		return;
	if ((s->u[0] | s->u[1] | s->u[2] | s->u[3]) == 0) {
		qgrid(s, &h->work);
		sdk_hunt_found(h, &h->work);
		return;
	}
	if (h->budget > 0 && h->guesses > h->budget) {
		h->stop = 1;
		return;
	}
	if (h->pick == PICK_FIRST && h->guesses >= 256 && qrefuted(s, h))
		return;
	if (h->pick == PICK_HALL && (s->u[0] == 0) + (s->u[1] == 0) +
	    (s->u[2] == 0) + (s->u[3] == 0) >= 2 && qboxes(s) < 0)
		return;
	if (qpick(s, h->pick, &b, &pos) < 0)
		return;
	x = 1ull << pos;
	for (last = 15; last >= 0 && !(s->f[4 * last + b] & x); last--)
		;
	for (v = 0; v <= last; v++) {
		if (!(s->f[4 * v + b] & x))
			continue;
		h->guesses++;
		if (v == last) {
			s->f[4 * v + b] &= ~qrowbox(x) | x;
			qhunt(s, h);
			return;
		}
		t = *s;
		t.f[4 * v + b] &= ~qrowbox(x) | x;
		qhunt(&t, h);
		if (h->stop)
			return;
	}
}

/*
 * Finds a solution of s (left as it is) with the fewest-candidates search
 * in at most *left guesses, which it takes from *left: stores it in w and
 * returns 1, returns 0 when there is none, -1 when the guesses ran out.
 */
static int
qwitness(const struct qstate *s, long *left, struct sdk_grid *w)
{
	struct qstate t = *s;
	struct hunt p;

	memset(&p, 0, sizeof(p));
	p.pick = PICK_HALL;
	p.limit = 1;
	p.first = w;
	p.budget = *left;
	qhunt(&t, &p);
	*left -= p.guesses;
	if (p.count > 0)
		return 1;
	return *left >= 0 ? 0 : -1;
}

/*
 * The least solution of s led by a witness, in at most budget guesses: at
 * each open cell in reading order, each value below the witness's is
 * tried with the fewest-candidates search, and the first with a solution
 * gives the next witness, so the search never enters a part of the grid
 * without a solution. Returns 1 when it found it (handed to h), 0 when s
 * has no solution, -1 when the guesses ran out.
 */
static int
qleast(struct qstate *s, struct hunt *h, long budget)
{
	struct qstate t;
	struct sdk_grid w, w2;
	uint64_t x;
	long left = budget;
	int b, pos, v, wv, k;

	if (qprop(s) < 0)
		return 0;
	if ((k = qwitness(s, &left, &w)) <= 0)
		return k;
	while ((s->u[0] | s->u[1] | s->u[2] | s->u[3]) != 0) {
		for (b = 0; s->u[b] == 0; b++)
			;
		pos = sdk_lowbit64(s->u[b]);
		x = 1ull << pos;
		wv = w.cell[b * 64 + pos] - 1;
		for (v = 0; v < wv; v++) {
			if (!(s->f[4 * v + b] & x))
				continue;
			t = *s;
			t.f[4 * v + b] &= ~qrowbox(x) | x;
			if (qprop(&t) < 0)
				continue;
			if ((k = qwitness(&t, &left, &w2)) < 0)
				return -1;
			if (k == 1) {
				w = w2;
				break;
			}
		}
		s->f[4 * v + b] &= ~qrowbox(x) | x;
		if (qprop(s) < 0)
			return 0;	/* cannot happen: w solves s */
	}
	h->guesses += budget - left;
	qgrid(s, &h->work);
	sdk_hunt_found(h, &h->work);
	return 1;
}

/*
 * The least solution of s: the reading-order search and the witness-led
 * one in turn, each with a budget of guesses that grows fourfold, until
 * one of them finishes. Each is fast where the other can take minutes:
 * the reading-order search on most grids, the witness-led one where an
 * early choice leaves no solution many rows later.
 */
static void
qleastof(const struct qstate *s, struct hunt *h)
{
	struct qstate t;
	struct hunt r;
	long budget;

	for (budget = 1024;; budget *= 4) {
		t = *s;
		r = *h;
		r.guesses = 0;
		r.budget = budget;
		qhunt(&t, &r);
		h->guesses += r.guesses;
		if (r.count > 0 || r.guesses <= budget) {
			h->count = r.count;
			h->stop = r.stop;
			return;
		}
		t = *s;
		if (qleast(&t, h, budget) >= 0)
			return;
		h->guesses += budget;
	}
}

/* Runs the 16x16 band engine on grid g with the hunt h set up. */
void
sdk_band16_run(const struct sdk_grid *g, struct hunt *h)
{
	struct qstate s;
	int i, d;

	pthread_once(&tablesonce, tablesinit);
	if (qinit(&s, g) < 0)
		return;
	if (h->banval > 0)
		s.f[4 * (h->banval - 1) + h->bancell / 64] &=
		    ~(1ull << h->bancell % 64);
	if (h->cand != NULL)
		for (i = 0; i < 256; i++)
			for (d = 0; d < 16; d++)
				if (!(h->cand[i] & 1u << d))
					s.f[4 * d + i / 64] &=
					    ~(1ull << i % 64);
	if (h->pick == PICK_FIRST && h->limit == 1 && h->found == NULL &&
	    h->budget == 0)
		qleastof(&s, h);
	else
		qhunt(&s, h);
}
