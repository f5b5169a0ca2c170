/*
 * solve-eight.c: the engine for 8x8 grids of 2x4 or 4x2 boxes and no
 * variant. The grid is one 64-bit word, a byte a row (bit 8r+c: row r,
 * column c) and a box two rows by four columns; a grid of 4x2 boxes is
 * held transposed (bit 8c+r for row r, column c), which makes its boxes
 * 2x4 too. For each value, f holds the cells open to it, a cell placed
 * keeping its own value alone; u holds the cells not placed yet.
 *
 * Every rule looks at all the houses of a value at once, by shifts and
 * masks on its word: folding the bits of each row (by 4, 2 and 1), of
 * each column (by 32, 16 and 8) and of each box (by 8, 2 and 1) onto one
 * bit a house counts them to one and two, which finds hidden singles and
 * houses left without the value. Bit-sliced counts across the values
 * find naked singles. The singles of a round are placed together, their
 * peers losing the value. Two singles of one value in one house are not
 * looked for: a house that holds a value twice lacks another, which a
 * later round finds (at the latest the round that finds every cell
 * placed, which must see each value in each house before it counts a
 * solution). When no single is left, locked candidates: a row whose
 * value lies in one box, a box whose value lies in one row, column or
 * the other way round.
 *
 * The search branches as the bit engine's does: on a cell of two
 * candidates with the most open peers and peers of two, else of the
 * fewest, or on the first open cell in reading order (PICK_FIRST), values
 * upwards, a hint's value first (sdk_solve_exists_near). The engine
 * allocates no memory.
 */
#include <pthread.h>
#include <stdint.h>

#include "sdk.h"
#include "internal.h"

/*
 * On x86-64 with GCC or Clang the search is compiled twice, the second
 * time for processors with AVX-512, where the compiler runs the loops
 * over the eight values in one register. The two do the same integer
 * work, so they reach the same states, guesses and answers; SDK_SIMD=0
 * in the environment keeps the portable one.
 */
#if defined(__GNUC__) && defined(__x86_64__)
#define EIGHT_X512 1
#define X512 __attribute__((target("avx512f,avx512dq,avx512bw,avx512vl")))
#endif

#define EN 8				/* the side, and the values */
#define ROWS 0x0101010101010101ull	/* bit 0 of each row */
#define BOXES 0x0011001100110011ull	/* bits 0 and 4 of each even row */
#define EVEN 0x00ff00ff00ff00ffull	/* the even rows */
#define NIBS 0x1111111111111111ull	/* bit 0 of each half row */

/* The state of a search. */
struct estate {
	uint64_t f[EN];		/* value v: its open cells */
	uint64_t u;		/* the cells not placed */
};

/* The rows, columns and boxes of the cells of x, spread to all their
   cells. */
ALWAYS uint64_t
espread(uint64_t x)
{
	uint64_t r = x, c = x, b = x | x >> 8;

	r |= r >> 4;
	r |= r >> 2;
	r |= r >> 1;
	c |= c >> 32;
	c |= c >> 16;
	c |= c >> 8;
	b |= b >> 2;
	b |= b >> 1;
	return (r & ROWS) * 0xff | (c & 0xff) * ROWS | (b & BOXES) * 0x0f0f;
}

/* Transposes the 8x8 bit matrix x (bit 8r+c to bit 8c+r). */
ALWAYS uint64_t
etranspose(uint64_t x)
{
	uint64_t t;

	t = (x ^ (x >> 7)) & 0x00aa00aa00aa00aaull;
	x ^= t ^ (t << 7);
	t = (x ^ (x >> 14)) & 0x0000cccc0000ccccull;
	x ^= t ^ (t << 14);
	t = (x ^ (x >> 28)) & 0x00000000f0f0f0f0ull;
	x ^= t ^ (t << 28);
	return x;
}

/*
 * Locked candidates on x, the cells of one value: returns x less the
 * cells they take from it.
 */
ALWAYS uint64_t
elocked(uint64_t x)
{
	uint64_t h, other, mate, clr, cb, a, t, one, pc, k, kc, nb;

	/* Half rows: bit 8r+4h when row r holds the value in half h. */
	h = x | x >> 1;
	h |= h >> 2;
	h &= NIBS;
	other = (h & ROWS) << 4 | (h >> 4 & ROWS);	/* same row */
	mate = (h & EVEN) << 8 | (h >> 8 & EVEN);	/* same box */
	/*
	 * A row in one half: the other row of that box loses it there; a
	 * box in one row: that row loses it in its other half.
	 */
	a = h & ~other;
	clr = (a & EVEN) << 8 | (a >> 8 & EVEN);
	a = h & ~mate;
	clr |= (a & ROWS) << 4 | (a >> 4 & ROWS);
	clr *= 0xf;
	/* Columns of a band: bit 16b+c when band b holds it in column c. */
	cb = (x | x >> 8) & EVEN;
	/* A box in one column: the other bands lose that column. */
	a = cb;
	t = 0;
	SDK_FOLD(a, t, 2);
	SDK_FOLD(a, t, 1);
	one = a & ~t & BOXES;
	pc = cb & one * 0xf;
	k = pc | pc >> 32;
	k |= k >> 16;
	clr |= (k & 0xff) * ROWS & ~(pc | pc << 8);
	/* A column in one band: the rest of its box there loses it. */
	a = cb;
	t = 0;
	SDK_FOLD(a, t, 32);
	SDK_FOLD(a, t, 16);
	one = a & ~t & 0xff;
	kc = cb & one * 0x0001000100010001ull;
	nb = kc | kc >> 1;
	nb |= nb >> 2;
	nb &= NIBS;
	clr |= nb * 0x0f0f & ~(kc | kc << 8);
	return x & ~clr;
}

/*
 * Folds x by s1, s2 and s3 onto the bits of m, a bit a house: returns
 * those of the houses that hold one cell of x, and adds to *bad those of
 * the houses that hold none.
 */
ALWAYS uint64_t
eone(uint64_t x, int s1, int s2, int s3, uint64_t m, uint64_t *bad)
{
	uint64_t a = x, t = 0;

	SDK_FOLD(a, t, s1);
	SDK_FOLD(a, t, s2);
	SDK_FOLD(a, t, s3);
	*bad |= ~a & m;
	return a & ~t & m;
}

/*
 * Propagates until nothing changes. Returns 0, or -1 on a contradiction;
 * with u empty, s is then a solution.
 */
ALWAYS int
eprop(struct estate *s)
{
	uint64_t c1, c2, x, bad, hs[EN], sv[EN], k1, k2, ns, y;
	int v, ch;

	for (;;) {
		c1 = c2 = 0;
		for (v = 0; v < EN; v++) {
			c2 |= c1 & s->f[v];
			c1 |= s->f[v];
		}
		bad = ~c1;
		for (v = 0; v < EN; v++) {
			x = s->f[v];
			y = eone(x, 4, 2, 1, ROWS, &bad) * 0xff |
			    eone(x, 32, 16, 8, 0xff, &bad) * ROWS |
			    eone(x, 8, 2, 1, BOXES, &bad) * 0x0f0f;
			hs[v] = x & y;
		}
		if (bad != 0)
			return -1;
		if (s->u == 0)
			return 0;
		ns = c1 & ~c2 & s->u;
		k1 = k2 = 0;
		for (v = 0; v < EN; v++) {
			sv[v] = (hs[v] | (ns & s->f[v])) & s->u;
			k2 |= k1 & sv[v];
			k1 |= sv[v];
		}
		if (k2 != 0)
			return -1;	/* a cell the only place of two */
		if (k1 != 0) {
			for (v = 0; v < EN; v++)
				s->f[v] = (s->f[v] & ~k1 & ~espread(sv[v])) |
				    sv[v];
			s->u &= ~k1;
			continue;
		}
		for (ch = 0, v = 0; v < EN; v++) {
			x = elocked(s->f[v]);
			ch |= x != s->f[v];
			s->f[v] = x;
		}
		if (!ch)
			return 0;
	}
}

/* Returns the number of values open at bit p of s. */
ALWAYS int
ecount(const struct estate *s, int p)
{
	int v, c = 0;

	for (v = 0; v < EN; v++)
		c += (int)(s->f[v] >> p & 1);
	return c;
}

/*
 * Returns the bit of s to branch on (u not empty): the first open cell in
 * reading order for PICK_FIRST (tr: the grid is held transposed), else a
 * cell of two candidates with the most open peers and peers of two, else
 * the first of the fewest.
 */
ALWAYS int
epick(const struct estate *s, int pick, int tr)
{
	uint64_t c1 = 0, c2 = 0, c3 = 0, biv, m, pr;
	int v, p, d, best = -1, most = -1, n;

	if (pick == PICK_FIRST) {
		if (!tr)
			return sdk_lowbit64(s->u);
		p = sdk_lowbit64(etranspose(s->u));
		return 8 * (p & 7) + (p >> 3);
	}
	for (v = 0; v < EN; v++) {
		c3 |= c2 & s->f[v];
		c2 |= c1 & s->f[v];
		c1 |= s->f[v];
	}
	biv = s->u & c2 & ~c3;
	if (biv != 0) {
		for (m = biv; m != 0; m &= m - 1) {
			p = sdk_lowbit64(m);
			pr = espread(m & -m);
			d = sdk_pop64(pr & s->u) + sdk_pop64(pr & biv);
			if (d > most) {
				most = d;
				best = p;
			}
		}
		return best;
	}
	for (most = EN + 1, m = s->u; m != 0; m &= m - 1) {
		p = sdk_lowbit64(m);
		if ((n = ecount(s, p)) < most) {
			most = n;
			best = p;
		}
	}
	return best;
}

/* The grid cell of bit p (tr: the grid is held transposed). */
ALWAYS int
ecell(int p, int tr)
{
	return tr ? 8 * (p & 7) + (p >> 3) : p;
}

/* Hands the solution in s to h. */
static void
efound(const struct estate *s, const struct sdk_grid *like, struct hunt *h,
    int tr)
{
	uint64_t x;
	int v;

	sdk_grid_init_like(&h->work, like);
	for (v = 0; v < EN; v++)
		for (x = s->f[v]; x != 0; x &= x - 1)
			h->work.cell[ecell(sdk_lowbit64(x), tr)] =
			    (unsigned char)(v + 1);
	sdk_hunt_found(h, &h->work);
}

/* Keeps value v alone at bit p of s. */
ALWAYS void
eset(struct estate *s, int p, int v)
{
	uint64_t bit = 1ull << p;
	int w;

	for (w = 0; w < EN; w++)
		if (w != v)
			s->f[w] &= ~bit;
}

static void esearchp(struct estate *s, const struct sdk_grid *like,
    struct hunt *h, int tr);
#ifdef EIGHT_X512
X512 static void esearchx(struct estate *s, const struct sdk_grid *like,
    struct hunt *h, int tr);
#endif

/*
 * A guess: searches a copy of s with value v at bit p, in the portable
 * form (x 0) or the AVX-512 one.
 */
ALWAYS void
ebranch(const struct estate *s, int p, int v, const struct sdk_grid *like,
    struct hunt *h, int tr, int x)
{
	struct estate t = *s;

	h->guesses++;
	eset(&t, p, v);
#ifdef EIGHT_X512
	if (x) {
		esearchx(&t, like, h, tr);
		return;
	}
#endif
	(void)x;
	esearchp(&t, like, h, tr);
}

/* Searches from state s (which it may change), in the form x. */
ALWAYS void
esearch(struct estate *s, const struct sdk_grid *like, struct hunt *h, int tr,
    int x)
{
	int p, v, last, hv;

	for (;;) {
		if (eprop(s) < 0)
			return;
		if (h->budget > 0 && h->guesses > h->budget) {
			h->stop = 1;
			return;
		}
		if (s->u == 0) {
			efound(s, like, h, tr);
			return;
		}
		p = epick(s, h->pick, tr);
		hv = h->hint != NULL ? h->hint[ecell(p, tr)] - 1 : -1;
		if (hv >= 0 && hv < EN && (s->f[hv] >> p & 1)) {
			/* The value of the hint first, then not that value. */
			ebranch(s, p, hv, like, h, tr, x);
			if (h->stop)
				return;
			s->f[hv] &= ~(1ull << p);
			continue;
		}
		for (last = EN - 1; last >= 0 && !(s->f[last] >> p & 1);
		    last--)
			;
		for (v = 0; v < last; v++) {
			if (!(s->f[v] >> p & 1))
				continue;
			ebranch(s, p, v, like, h, tr, x);
			if (h->stop)
				return;
		}
		/* The last value in s itself (none: eprop saw the cell
		   empty). */
		if (last < 0)
			return;
		h->guesses++;
		eset(s, p, last);
	}
}

/* The two forms of the search. */
static void
esearchp(struct estate *s, const struct sdk_grid *like, struct hunt *h, int tr)
{
	esearch(s, like, h, tr, 0);
}

#ifdef EIGHT_X512
X512 static void
esearchx(struct estate *s, const struct sdk_grid *like, struct hunt *h, int tr)
{
	esearch(s, like, h, tr, 1);
}

static pthread_once_t formonce = PTHREAD_ONCE_INIT;
static int x512;		/* the AVX-512 form serves */

/* Chooses the form, once. */
static void
forminit(void)
{
	x512 = sdk_simd_x512(0);
}
#endif

/* Runs the engine on the 8x8 grid g (boxes 2x4 or 4x2, no variant). */
void
sdk_eight_run(const struct sdk_grid *g, struct hunt *h)
{
	struct estate s;
	uint64_t given = 0, of[EN + 1] = { 0 }, bit;
	int i, v, tr = g->bh == 4;

	/* A given keeps its value alone (one past 8: none). */
	for (i = 0; i < EN * EN; i++)
		if (g->cell[i] != 0) {
			bit = 1ull << ecell(i, tr);
			given |= bit;
			of[g->cell[i] <= EN ? g->cell[i] - 1 : EN] |= bit;
		}
	for (v = 0; v < EN; v++)
		s.f[v] = ~given | of[v];
	s.u = ~0ull;
	if (h->cand != NULL)
		for (i = 0; i < EN * EN; i++)
			for (v = 0; v < EN; v++)
				if (!(h->cand[i] >> v & 1))
					s.f[v] &= ~(1ull << ecell(i, tr));
	if (h->banval > 0)
		s.f[h->banval - 1] &= ~(1ull << ecell(h->bancell, tr));
#ifdef EIGHT_X512
	pthread_once(&formonce, forminit);
	if (x512) {
		esearchx(&s, g, h, tr);
		return;
	}
#endif
	esearchp(&s, g, h, tr);
}
