/*
 * solve-twelve.c: the engine of 12x12 grids of 3x4 or 4x3 boxes and no
 * variant on processors with AVX-512 (solve-rect.c serves the others,
 * and SDK_SIMD=0): solve-eight.c's way, each value's cells in words and
 * every house of a value looked at at once, with eight values to a
 * vector register. A grid of 4x3 boxes is held as it is, one of 3x4
 * boxes transposed (its boxes become 4x3). For each value, three words
 * hold its open cells, four rows each: row r in word r / 4, its twelve
 * cells at bits 16(r % 4) to 16(r % 4) + 11, so that a word is a band of
 * boxes. A cell placed keeps its own value alone; u holds the cells not
 * placed yet. A word of all twelve values is two registers, the second
 * with four more values that hold every cell, so that no rule finds
 * anything in them, and keep it.
 *
 * Each round: a count of each row's cells finds its hidden single or its
 * lack of the value; a band's four rows fold onto the first (a column's
 * four cells, counted to one and two), which folds in threes onto a
 * box's first column (the boxes), and the bands together give the
 * columns. Naked singles by bit-sliced counts across the values (lanes
 * folded onto the first). The singles of a round are placed together, as
 * in solve-eight.c (two singles of one value in one house leave another
 * value with no place there, which a later round finds). Locked
 * candidates when no single is left: rows and boxes, columns and boxes.
 * The search is that of solve-eight.c (the busiest two-candidate cell
 * counts its row and box in its band and its column in the others), with
 * solve-rect.c's short search that refutes a dead end of the search in
 * reading order once it has made 256 guesses. It
 * takes about 0.6 of the CPU time of solve-rect.c on minimal puzzles, the
 * same answers, about as many guesses; a portable form of the same rules
 * took 1.6 times as long, so other processors keep solve-rect.c.
 */
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

#if defined(__GNUC__) && defined(__x86_64__)
#define TWELVE_X512 1
#endif

#ifdef TWELVE_X512
#include <immintrin.h>

#define X512 __attribute__((target( \
    "avx512f,avx512dq,avx512bw,avx512vl,avx512bitalg")))

#define TN 12				/* the side, and the values */
#define TW 3				/* words a value */
#define TSLOTS 16			/* values a word has room for */
#define LANES 0x0001000100010001ull	/* bit 0 of each row (lane) */
#define CELLS 0x0fff0fff0fff0fffull	/* the cells of a word */
#define GROUPS 0x0249024902490249ull	/* a box's first column, each row */
#define ROW 0x0fffull			/* one row */
#define BOXC 0x0249ull			/* the boxes' first columns */

struct tstate {
	uint64_t f[TW][TSLOTS];	/* word w of value v: its open cells */
	uint64_t u[TW];		/* the cells not placed */
};

/* Eight words: a word of eight values (the compiler's vector type). */
typedef uint64_t v8u __attribute__((vector_size(64), aligned(8),
    may_alias));

/* Folds three bits onto the first (a and t as SDK_FOLD). */
#define FOLD3(a, t) do { \
	(t) |= (t) >> 1 | (t) >> 2 | ((a) & (a) >> 1) | \
	    ((a) & (a) >> 2) | ((a) >> 1 & (a) >> 2); \
	(a) |= (a) >> 1 | (a) >> 2; \
} while (0)

/* Whether x holds a cell. */
X512 static inline int
xany(v8u x)
{
	return _mm512_test_epi64_mask((__m512i)x, (__m512i)x) != 0;
}

/* The lanes of register r that are values. */
X512 static inline v8u
xmask(int r)
{
	v8u m = { ~0ull, ~0ull, ~0ull, ~0ull, 0, 0, 0, 0 };

	if (r == 0)
		m |= ~m;
	return m;
}

/* The eight words at d. */
X512 static inline v8u
xload(const uint64_t *d)
{
	return *(const v8u *)d;
}

/* Stores x at d (eight words). */
X512 static inline void
xstore(uint64_t *d, v8u x)
{
	*(v8u *)d = x;
}

/* The lanes of x in the order of idx. */
X512 static inline v8u
xperm(v8u x, __m512i idx)
{
	return (v8u)_mm512_permutexvar_epi64(idx, (__m512i)x);
}

/*
 * The cells of the two registers x of a word that at least one value
 * holds (into *c1), and two: each lane folded onto lane 0, four lanes
 * then two then one.
 */
X512 static inline void
xcount(const v8u *x, uint64_t *c1, uint64_t *c2)
{
	const __m512i s4 = _mm512_set_epi64(3, 2, 1, 0, 7, 6, 5, 4);
	const __m512i s2 = _mm512_set_epi64(5, 4, 7, 6, 1, 0, 3, 2);
	const __m512i s1 = _mm512_set_epi64(6, 7, 4, 5, 2, 3, 0, 1);
	v8u h = x[1] & xmask(1), a = x[0] | h, t = x[0] & h, b;

	b = xperm(a, s4);
	t |= xperm(t, s4) | (a & b);
	a |= b;
	b = xperm(a, s2);
	t |= xperm(t, s2) | (a & b);
	a |= b;
	b = xperm(a, s1);
	t |= xperm(t, s1) | (a & b);
	a |= b;
	*c1 = a[0];
	*c2 = t[0];
}

/*
 * The rows of x with one cell, spread to their cells; adds to *bad (not
 * 0: a row without a cell).
 */
X512 static inline v8u
xrows(v8u x, uint64_t *bad)
{
	__m512i c = _mm512_popcnt_epi16((__m512i)x);

	*bad |= _mm512_cmpeq_epi16_mask(c, _mm512_setzero_si512());
	return (v8u)_mm512_maskz_set1_epi16(_mm512_cmpeq_epi16_mask(c,
	    _mm512_set1_epi16(1)), 0x0fff);
}

/* The rows of x with a cell, spread to their cells. */
X512 static inline v8u
xrowsany(v8u x)
{
	return (v8u)_mm512_maskz_set1_epi16(_mm512_test_epi16_mask(
	    (__m512i)x, (__m512i)x), 0x0fff);
}

/* The cell of the grid at word w, bit p (tr: held transposed). */
ALWAYS int
tcell(int w, int p, int tr)
{
	int r = 4 * w + p / 16, c = p % 16;

	return tr ? TN * c + r : TN * r + c;
}

/* The word and bit of grid cell i (tr: held transposed). */
ALWAYS void
tplace(int i, int tr, int *w, int *p)
{
	int r = i / TN, c = i % TN, t;

	if (tr) {
		t = r;
		r = c;
		c = t;
	}
	*w = r / 4;
	*p = 16 * (r % 4) + c;
}

/*
 * Propagates until nothing changes. Returns 0, or -1 on a contradiction;
 * with u empty, s is then a solution.
 */
X512 static int
tprop(struct tstate *s)
{
	v8u f[TW][2], hs[TW][2], sv[TW][2], ca[TW], ct[TW], pr[TW], cb[TW];
	v8u x, y, a, t, one, A, T, bad, z, col, sel, clr[TW], m;
	uint64_t c1[TW], c2[TW], k1[TW], k2[TW], ns[TW], any, badr;
	int w, o, r, ch;

	for (;;) {
		/* naked singles, and a cell without a value */
		any = 0;
		for (w = 0; w < TW; w++) {
			for (r = 0; r < 2; r++)
				f[w][r] = xload(&s->f[w][8 * r]);
			xcount(f[w], &c1[w], &c2[w]);
			any |= CELLS & ~c1[w];
			ns[w] = c1[w] & ~c2[w] & s->u[w];
		}
		if (any != 0)
			return -1;
		/* hidden singles, and a house without a value */
		bad = ((v8u){ 0 });
		badr = 0;
		for (r = 0; r < 2; r++) {
			for (w = 0; w < TW; w++) {
				x = f[w][r];
				/* rows */
				y = xrows(x, &badr);
				/* the band's columns, then its boxes */
				a = x;
				t = ((v8u){ 0 });
				SDK_FOLD(a, t, 32);
				SDK_FOLD(a, t, 16);
				ca[w] = a & ROW;
				ct[w] = t & ROW;
				FOLD3(a, t);
				bad |= ~a & BOXC;
				one = a & ~t & BOXC;
				one = (one << 3) - one;
				hs[w][r] = y | one | one << 16 | one << 32 |
				    one << 48;
			}
			A = ca[0] | ca[1] | ca[2];
			T = ct[0] | ct[1] | ct[2] | (ca[0] & ca[1]) |
			    (ca[0] & ca[2]) | (ca[1] & ca[2]);
			bad |= ~A & ROW;
			one = A & ~T;
			one |= one << 16 | one << 32 | one << 48;
			for (w = 0; w < TW; w++)
				hs[w][r] = (hs[w][r] | one) & f[w][r];
		}
		if (xany(bad) || badr != 0)
			return -1;
		any = s->u[0] | s->u[1] | s->u[2];
		if (any == 0)
			return 0;
		/* the singles of each value, and a cell the only place of two */
		for (w = 0; w < TW; w++) {
			for (r = 0; r < 2; r++)
				sv[w][r] = (hs[w][r] | (f[w][r] & ns[w])) &
				    s->u[w] & xmask(r);
			xcount(sv[w], &k1[w], &k2[w]);
		}
		if ((k2[0] | k2[1] | k2[2]) != 0)
			return -1;
		if ((k1[0] | k1[1] | k1[2]) != 0) {
			/* placed: their peers and their cells' other values
			   go */
			for (r = 0; r < 2; r++) {
				col = ((v8u){ 0 });
				for (w = 0; w < TW; w++) {
					x = sv[w][r];
					pr[w] = xrowsany(x);
					z = x | x >> 32;
					z = (z | z >> 16) & ROW;
					col |= z;
					z = (z | z >> 1 | z >> 2) & BOXC;
					z = (z << 3) - z;
					pr[w] |= z | z << 16 | z << 32 | z << 48;
				}
				col |= col << 16 | col << 32 | col << 48;
				m = xmask(r);
				for (w = 0; w < TW; w++) {
					x = (f[w][r] & ~k1[w] & ~pr[w] & ~col) |
					    sv[w][r];
					xstore(&s->f[w][8 * r], (x & m) |
					    (f[w][r] & ~m));
				}
			}
			for (w = 0; w < TW; w++)
				s->u[w] &= ~k1[w];
			continue;
		}
		/* locked candidates */
		ch = 0;
		for (r = 0; r < 2; r++) {
			for (w = 0; w < TW; w++) {
				x = f[w][r];
				/* a row's part in each box: bit 16l + 3j */
				a = (x | x >> 1 | x >> 2) & GROUPS;
				/* a row in one box: the box's other rows lose
				   it there */
				y = a;
				t = ((v8u){ 0 });
				SDK_FOLD(y, t, 6);
				SDK_FOLD(y, t, 3);
				one = y & ~t & LANES;
				sel = a & ((one << 12) - one);
				z = sel | sel >> 32;
				z = (z | z >> 16) & BOXC;
				z = (z | z << 16 | z << 32 | z << 48) & ~sel;
				clr[w] = (z << 3) - z;
				/* a box in one row: the row's other boxes lose
				   it */
				y = a;
				t = ((v8u){ 0 });
				SDK_FOLD(y, t, 32);
				SDK_FOLD(y, t, 16);
				one = y & ~t & BOXC;
				sel = a & (one | one << 16 | one << 32 |
				    one << 48);
				y = (sel | sel >> 3 | sel >> 6 | sel >> 9) &
				    LANES;
				z = (sel << 3) - sel;
				clr[w] |= ((y << 12) - y) & ~z;
				/* the band's columns */
				y = x | x >> 32;
				cb[w] = (y | y >> 16) & ROW;
			}
			for (w = 0; w < TW; w++) {
				/* a box in one column: the other bands lose
				   it */
				y = cb[w];
				t = ((v8u){ 0 });
				FOLD3(y, t);
				one = y & ~t & BOXC;
				z = cb[w] & ((one << 3) - one);
				z |= z << 16 | z << 32 | z << 48;
				for (o = 0; o < TW; o++)
					if (o != w)
						clr[o] |= z;
			}
			/* a column in one band: the rest of its box there
			   loses it */
			A = cb[0] | cb[1] | cb[2];
			T = (cb[0] & cb[1]) | (cb[0] & cb[2]) |
			    (cb[1] & cb[2]);
			for (w = 0; w < TW; w++) {
				sel = cb[w] & A & ~T;
				y = (sel | sel >> 1 | sel >> 2) & BOXC;
				y = ((y << 3) - y) & ~sel;
				clr[w] |= y | y << 16 | y << 32 | y << 48;
				x = f[w][r] & ~clr[w];
				ch |= xany(x ^ f[w][r]);
				xstore(&s->f[w][8 * r], x);
			}
		}
		if (!ch)
			return 0;
	}
}

/*
 * Returns the word (into *wp) and bit of s to branch on (u not empty):
 * the first open cell in reading order for PICK_FIRST (tr: the grid is
 * held transposed), else a cell of two candidates with the most open
 * peers and peers of two, else the first of the fewest.
 */
ALWAYS int
tpick(const struct tstate *s, int pick, int tr, int *wp)
{
	uint64_t c1, c2, c3, biv[TW], m, rb, cm, col;
	int v, w, p, d, best = -1, most = -1, n, k;

	if (pick == PICK_FIRST) {
		if (!tr) {
			for (w = 0; s->u[w] == 0; w++)
				;
			*wp = w;
			return sdk_lowbit64(s->u[w]);
		}
		/* the first column held, then its first row */
		m = s->u[0] | s->u[1] | s->u[2];
		col = (m | m >> 32);
		col = (col | col >> 16) & ROW;
		p = sdk_lowbit64(col);
		for (w = 0; !(s->u[w] & LANES << p); w++)
			;
		*wp = w;
		return sdk_lowbit64(s->u[w] & LANES << p);
	}
	for (w = 0; w < TW; w++) {
		c1 = c2 = c3 = 0;
		for (v = 0; v < TN; v++) {
			c3 |= c2 & s->f[w][v];
			c2 |= c1 & s->f[w][v];
			c1 |= s->f[w][v];
		}
		biv[w] = s->u[w] & c2 & ~c3;
	}
	if ((biv[0] | biv[1] | biv[2]) != 0) {
		/*
		 * A cell's peers in its band are its row and box (its column
		 * there lies in the box), in the other bands its column.
		 */
		for (w = 0; w < TW; w++)
			for (m = biv[w]; m != 0; m &= m - 1) {
				p = sdk_lowbit64(m);
				rb = ROW << (p & ~15) |
				    (7ull << (p % 16 / 3 * 3)) * LANES;
				cm = LANES << (p % 16);
				d = sdk_pop64(s->u[w] & rb) +
				    sdk_pop64(biv[w] & rb);
				for (k = 0; k < TW; k++)
					if (k != w)
						d += sdk_pop64(s->u[k] & cm) +
						    sdk_pop64(biv[k] & cm);
				if (d > most) {
					most = d;
					best = p;
					*wp = w;
				}
			}
		return best;
	}
	for (most = TN + 1, w = 0; w < TW; w++)
		for (m = s->u[w]; m != 0; m &= m - 1) {
			p = sdk_lowbit64(m);
			for (n = 0, v = 0; v < TN; v++)
				n += (int)(s->f[w][v] >> p & 1);
			if (n < most) {
				most = n;
				best = p;
				*wp = w;
			}
		}
	return best;
}

/* Hands the solution in s to h. */
static void
tfound(const struct tstate *s, const struct sdk_grid *like, struct hunt *h,
    int tr)
{
	uint64_t x;
	int v, w;

	sdk_grid_init_like(&h->work, like);
	for (v = 0; v < TN; v++)
		for (w = 0; w < TW; w++)
			for (x = s->f[w][v]; x != 0; x &= x - 1)
				h->work.cell[tcell(w, sdk_lowbit64(x), tr)] =
				    (unsigned char)(v + 1);
	sdk_hunt_found(h, &h->work);
}

/* Keeps value v alone at word w, bit p of s. */
ALWAYS void
tset(struct tstate *s, int w, int p, int v)
{
	uint64_t bit = 1ull << p;
	int o;

	for (o = 0; o < TN; o++)
		if (o != v)
			s->f[w][o] &= ~bit;
}

X512 static void tsearch(struct tstate *s, const struct sdk_grid *like,
    struct hunt *h, int tr);

/* A guess: searches a copy of s with value v at word w, bit p. */
X512 static inline void
tbranch(const struct tstate *s, int w, int p, int v,
    const struct sdk_grid *like, struct hunt *h, int tr)
{
	struct tstate t = *s;

	h->guesses++;
	tset(&t, w, p, v);
	tsearch(&t, like, h, tr);
}

/*
 * Returns 1 when a short fewest-candidates search (64 guesses at most)
 * proves that state s has no solution: the reading-order search asks
 * before each guess once it has made 256, as solve-rect.c's does.
 */
X512 static int
trefuted(const struct tstate *s, const struct sdk_grid *like, int tr)
{
	struct tstate t = *s;
	struct hunt p;

	sdk_hunt_refuter(&p);
	tsearch(&t, like, &p, tr);
	return p.count == 0 && p.guesses <= p.budget;
}

/* Searches from state s (which it may change). */
X512 static void
tsearch(struct tstate *s, const struct sdk_grid *like, struct hunt *h, int tr)
{
	int w = 0, p, v, last, hv;

	for (;;) {
		if (tprop(s) < 0)
			return;
		if (h->budget > 0 && h->guesses > h->budget) {
			h->stop = 1;
			return;
		}
		if ((s->u[0] | s->u[1] | s->u[2]) == 0) {
			tfound(s, like, h, tr);
			return;
		}
		if (h->pick == PICK_FIRST && h->guesses >= 256 &&
		    trefuted(s, like, tr))
			return;
		p = tpick(s, h->pick, tr, &w);
		hv = h->hint != NULL ? h->hint[tcell(w, p, tr)] - 1 : -1;
		if (hv >= 0 && hv < TN && (s->f[w][hv] >> p & 1)) {
			/* The value of the hint first, then not that value. */
			tbranch(s, w, p, hv, like, h, tr);
			if (h->stop)
				return;
			s->f[w][hv] &= ~(1ull << p);
			continue;
		}
		for (last = TN - 1; last >= 0 && !(s->f[w][last] >> p & 1);
		    last--)
			;
		for (v = 0; v < last; v++) {
			if (!(s->f[w][v] >> p & 1))
				continue;
			tbranch(s, w, p, v, like, h, tr);
			if (h->stop)
				return;
		}
		if (last < 0)
			return;
		h->guesses++;
		tset(s, w, p, last);
	}
}

static pthread_once_t formonce = PTHREAD_ONCE_INIT;
static int x512;		/* the processor has what the engine needs */

/* Tells, once, whether the engine serves. */
static void
forminit(void)
{
	x512 = sdk_simd_x512(1);
}

/*
 * Returns 1 when the engine serves: the processor has AVX-512 (with the
 * counts of 16-bit lanes) and SDK_SIMD is not 0.
 */
int
sdk_twelve_serves(void)
{
	pthread_once(&formonce, forminit);
	return x512;
}

/*
 * Runs the engine on the 12x12 grid g (boxes 3x4 or 4x3, no variant);
 * sdk_twelve_serves must have said yes.
 */
void
sdk_twelve_run(const struct sdk_grid *g, struct hunt *h)
{
	struct tstate s;
	uint64_t given[TW] = { 0 }, of[TN + 1][TW], bit;
	int i, v, w, p, tr = g->bh == 3;

	memset(of, 0, sizeof(of));
	for (i = 0; i < TN * TN; i++)
		if (g->cell[i] != 0) {
			tplace(i, tr, &w, &p);
			bit = 1ull << p;
			given[w] |= bit;
			of[g->cell[i] <= TN ? g->cell[i] - 1 : TN][w] |= bit;
		}
	for (v = 0; v < TSLOTS; v++)
		for (w = 0; w < TW; w++)
			s.f[w][v] = v < TN ? CELLS & (~given[w] | of[v][w]) :
			    CELLS;
	for (w = 0; w < TW; w++)
		s.u[w] = CELLS;
	if (h->cand != NULL)
		for (i = 0; i < TN * TN; i++) {
			tplace(i, tr, &w, &p);
			for (v = 0; v < TN; v++)
				if (!(h->cand[i] >> v & 1))
					s.f[w][v] &= ~(1ull << p);
		}
	if (h->banval > 0) {
		tplace(h->bancell, tr, &w, &p);
		s.f[w][h->banval - 1] &= ~(1ull << p);
	}
	tsearch(&s, g, h, tr);
}

#else

int
sdk_twelve_serves(void)
{
	return 0;
}

void
sdk_twelve_run(const struct sdk_grid *g, struct hunt *h)
{
	(void)g;
	(void)h;
}
#endif
