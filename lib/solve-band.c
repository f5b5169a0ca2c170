/*
 * solve-band.c: the fast engine for 9x9 grids.
 *
 * For each digit and each band of three rows, a 27-bit word holds the
 * cells where the digit can still go. Table lookups do the work of the
 * constraints inside a band (each row and each box of the band holds the
 * digit once, which gives hidden singles and locked candidates in one
 * step), a box whose digit sits in one column clears that column in the
 * other bands, bit-sliced counts find naked singles, and triads (three
 * digits certain in a minirow fill it) close the propagation. The search
 * branches as tdoku's does: in the band or stack whose digits have the
 * fewest ways left (a way: a box for each row, or a column for each band),
 * on whether the digit with the fewest ways goes in one minirow. The
 * least solution still branches on the first open cell in reading order.
 * The tables are built once, for all threads. The engine allocates no
 * memory.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/*
 * On x86-64 with GCC or Clang, the propagation of tdoku's branching has a
 * second form for processors with AVX-512 (bxprop): the 27 words of all
 * digits and bands in two registers, triads included. It reaches the
 * same state as the portable form, so the searches, their guesses and
 * answers are the same; SDK_SIMD=0 in the environment keeps the portable
 * one.
 */
#if defined(__GNUC__) && defined(__x86_64__)
#define BAND_X512 1
#include <immintrin.h>
#endif

#define B27 0x7FFFFFFu
#define COL27 0x40201u		/* one column of a band */
#define BOX27 0x1C0E07u		/* one box of a band */

static pthread_once_t tablesonce = PTHREAD_ONCE_INIT;
#ifdef BAND_X512
static int x512;		/* bxprop serves: AVX-512, SDK_SIMD not 0 */
#endif
static uint32_t shrinkT[512];	/* a row of 9 bits -> boxes it touches */
static uint32_t complexT[512];	/* row x box presence -> allowed cells */
static uint16_t stackT[512];	/* band x column presence -> allowed */
static uint32_t colT9[512];	/* 9 column bits -> the columns in a band */
static uint32_t keepT[27];	/* place at pos: clear the rest of row, box */
static uint32_t colT[27];	/* clear the column of pos */
static unsigned char othA[27], othB[27];	/* same digit, other bands */
/*
 * A digit's places in a band as a 3x3 presence x: bit 3r+s when row r of
 * the band can hold it in box s (in a stack: bit 3b+c when band b can hold
 * it in column c). A "way" is one of the six choices of a box for each
 * row (a column for each band) that the presence allows.
 */
static unsigned char nwaysT[512];	/* how many ways x allows */
static uint32_t certT[512];	/* the bits of x in every way */
static unsigned char splitT[512];	/* the bit of x to branch on */
static uint32_t minirowT[512];	/* bits 3r+s -> their cells in a band */
static uint32_t minicolT[512][4];	/* bits 3b+c -> their cells in band b
					   of stack 0 (shift for the others) */

static const int perm[6][3] = {
	{ 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 },
	{ 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 }
};

/*
 * Fills nwaysT, certT and splitT for presence x: the branch bit is the one
 * in the number of ways nearest half of them, so both sides of a branch
 * keep about half the ways.
 */
static void
waysinit(uint32_t x)
{
	int p, r, n = 0, in[9] = { 0 }, best = -1, bi = 0, d;
	uint32_t cert = 0x1FF, w;

	for (p = 0; p < 6; p++) {
		w = 0;
		for (r = 0; r < 3; r++)
			w |= 1u << (3 * r + perm[p][r]);
		if ((x & w) != w)
			continue;
		n++;
		cert &= w;
		for (r = 0; r < 9; r++)
			in[r] += (w >> r) & 1;
	}
	for (r = 0; r < 9; r++) {
		if (in[r] == 0 || in[r] == n)
			continue;
		d = 2 * in[r] - n;
		d = d < 0 ? -d : d;
		if (best < 0 || d < best) {
			best = d;
			bi = r;
		}
	}
	nwaysT[x] = (unsigned char)n;
	certT[x] = n ? cert : 0;
	splitT[x] = (unsigned char)bi;
}

/* Builds the lookup tables; run once through pthread_once. */
static void
tablesinit(void)
{
	uint32_t x, m, t;
	int p, r, s, pos, c;

	for (x = 0; x < 512; x++) {
		shrinkT[x] = (x & 7 ? 1 : 0) | (x & 070 ? 2 : 0) |
		    (x & 0700 ? 4 : 0);
		m = 0;
		for (s = 0; s < 9; s++)
			if (x & 1u << s)
				m |= COL27 << s;
		colT9[x] = m;
		/*
		 * x has bit 3r+s when row r of the band can hold the digit in
		 * box s; keep the row-box pairs of every way to put the digit
		 * once in each row and once in each box.
		 */
		m = 0;
		for (p = 0; p < 6; p++) {
			for (r = 0; r < 3; r++)
				if (!(x & 1u << (3 * r + perm[p][r])))
					break;
			if (r < 3)
				continue;
			for (r = 0; r < 3; r++)
				m |= 7u << (9 * r + 3 * perm[p][r]);
		}
		complexT[x] = m;
		/*
		 * The same for a stack: x has bit 3b+c when band b can hold
		 * the digit in column c of the stack.
		 */
		t = 0;
		for (r = 0; r < 3; r++)
			for (s = 0; s < 3; s++)
				if (m & 1u << (9 * r + 3 * s))
					t |= 1u << (3 * r + s);
		stackT[x] = (uint16_t)t;
		waysinit(x);
		m = 0;
		for (r = 0; r < 9; r++)
			if (x & 1u << r)
				m |= 7u << (9 * (r / 3) + 3 * (r % 3));
		minirowT[x] = m;
		for (r = 0; r < 3; r++)
			minicolT[x][r] = ((x >> 3 * r) & 7) * COL27;
	}
#ifdef BAND_X512
	{
		const char *e = getenv("SDK_SIMD");

		x512 = __builtin_cpu_supports("avx512f") &&
		    (e == NULL || strcmp(e, "0") != 0);
	}
#endif
	for (pos = 0; pos < 27; pos++) {
		r = pos / 9;
		c = pos % 9;
		keepT[pos] = (B27 & ~((0x1FFu << (9 * r)) |
		    (BOX27 << (3 * (c / 3))))) | 1u << pos;
		colT[pos] = B27 & ~(COL27 << c);
		othA[pos] = (unsigned char)(pos / 3 * 3 + (pos % 3 + 1) % 3);
		othB[pos] = (unsigned char)(pos / 3 * 3 + (pos % 3 + 2) % 3);
	}
}

/* Makes sure the tables are built. */
static void
tables(void)
{
	pthread_once(&tablesonce, tablesinit);
}

/*
 * The band engine for 9x9. f[3d+b]: cells of band b open to digit d. The
 * arrays run past their 27 (or 3) words so that the AVX-512 form stores
 * whole registers.
 */
struct bstate {
	uint32_t f[32];
	uint32_t p[32];		/* f as last propagated */
	uint16_t bp[32];	/* the presence of f[k] at its last band step */
	uint16_t sp[32];	/* sp[3d+st]: digit d's in stack st, as well */
	uint32_t u[16];		/* unsolved cells of each band */
};

/*
 * Propagates the constraints inside band b for digit d: each row and each
 * box of the band holds d once. A row left with one cell solves it: the
 * other digits leave that cell. Returns 0, or -1 on a contradiction.
 */
static inline int
bband(struct bstate *s, int d, int b)
{
	int k = 3 * d + b;
	uint32_t a = s->f[k], sh, r, sing, nw;

	sh = shrinkT[a & 0x1FF] | shrinkT[(a >> 9) & 0x1FF] << 3 |
	    shrinkT[a >> 18] << 6;
	a &= complexT[sh];
	if (a == 0)
		return -1;
	s->f[k] = s->p[k] = a;
	s->bp[k] = (uint16_t)sh;	/* the same ways as its matched bits */
	/* Branch-free: whether a row is solved is hard to predict. */
	r = a & 0x1FF;
	sing = r & -(uint32_t)((r & (r - 1)) == 0);
	r = a & 0x3FE00;
	sing |= r & -(uint32_t)((r & (r - 1)) == 0);
	r = a & 0x7FC0000;
	sing |= r & -(uint32_t)((r & (r - 1)) == 0);
	nw = sing & s->u[b];
	{
		uint32_t *g = &s->f[b];

		s->u[b] &= ~nw;
		nw = ~nw;
		g[0] &= nw;
		g[3] &= nw;
		g[6] &= nw;
		g[9] &= nw;
		g[12] &= nw;
		g[15] &= nw;
		g[18] &= nw;
		g[21] &= nw;
		g[24] &= nw;
		s->f[k] = a;
	}
	return 0;
}

/*
 * Propagates the constraints of digit d: inside each band, then inside
 * each stack (each column and each box of a stack holds d once), until
 * they agree. Returns 0, or -1 on a contradiction.
 */
static inline int
bdigit(struct bstate *s, int d)
{
	uint32_t *f = &s->f[3 * d], *p = &s->p[3 * d];
	uint16_t *sp = &s->sp[3 * d];
	uint32_t c0, c1, c2, a0, a1, a2, x, y, g0, g1, g2;

	if (f[0] != p[0] && bband(s, d, 0) < 0)
		return -1;
	if (f[1] != p[1] && bband(s, d, 1) < 0)
		return -1;
	if (f[2] != p[2] && bband(s, d, 2) < 0)
		return -1;
	for (;;) {
		c0 = (f[0] | f[0] >> 9 | f[0] >> 18) & 0x1FF;
		c1 = (f[1] | f[1] >> 9 | f[1] >> 18) & 0x1FF;
		c2 = (f[2] | f[2] >> 9 | f[2] >> 18) & 0x1FF;
		x = (c0 & 7) | (c1 & 7) << 3 | (c2 & 7) << 6;
		if ((y = stackT[x]) == 0)
			return -1;
		sp[0] = (uint16_t)y;
		a0 = y & 7;
		a1 = (y >> 3) & 7;
		a2 = y >> 6;
		x = ((c0 >> 3) & 7) | (c1 & 070) | ((c2 >> 3) & 7) << 6;
		if ((y = stackT[x]) == 0)
			return -1;
		sp[1] = (uint16_t)y;
		a0 |= (y & 7) << 3;
		a1 |= y & 070;
		a2 |= (y >> 6) << 3;
		x = (c0 >> 6) | (c1 >> 6) << 3 | (c2 >> 6) << 6;
		if ((y = stackT[x]) == 0)
			return -1;
		sp[2] = (uint16_t)y;
		a0 |= (y & 7) << 6;
		a1 |= (y & 070) << 3;
		a2 |= (y >> 6) << 6;
		f[0] &= colT9[a0];
		f[1] &= colT9[a1];
		f[2] &= colT9[a2];
		if (f[0] == p[0] && f[1] == p[1] && f[2] == p[2])
			return 0;
		/*
		 * The stacks took cells away. When the bands then take none,
		 * the stacks have nothing more to take either (a stack step
		 * keeps what it keeps): no second stack step to see that.
		 */
		g0 = f[0];
		g1 = f[1];
		g2 = f[2];
		if (g0 != p[0] && bband(s, d, 0) < 0)
			return -1;
		if (g1 != p[1] && bband(s, d, 1) < 0)
			return -1;
		if (g2 != p[2] && bband(s, d, 2) < 0)
			return -1;
		if (f[0] == g0 && f[1] == g1 && f[2] == g2)
			return 0;
	}
}

/* Adds x to the bit-sliced counts one, two, three, four (or more). */
#define COUNT4(x) do {						\
	uint32_t x_ = (x);					\
	four |= three & x_;					\
	three |= two & x_;					\
	two |= one & x_;					\
	one |= x_;						\
} while (0)

/*
 * Triads: a digit whose every way in a band puts it in one minirow (three
 * cells of a row in a box) is certain there, and so in a stack's
 * minicolumns. Three digits certain in a minirow fill it: the other digits
 * leave its cells; four cannot fit. Returns 1 when it removed candidates,
 * 0 when not, -1 on a contradiction.
 */
static int
btriads(struct bstate *s)
{
	uint32_t cert[9], one, two, three, four, m, open, oc[3];
	int b, d, st, ch = 0;

	for (b = 0; b < 3; b++) {
		if (s->u[b] == 0)
			continue;
		one = two = three = four = 0;
		for (d = 0; d < 9; d++) {
			cert[d] = certT[s->bp[3 * d + b]];
			COUNT4(cert[d]);
		}
		if (four != 0)
			return -1;
		/* A solved minirow has nothing left to clear. */
		m = s->u[b];
		three &= shrinkT[m & 0x1FF] | shrinkT[(m >> 9) & 0x1FF] << 3 |
		    shrinkT[m >> 18] << 6;
		if (three == 0)
			continue;
		for (d = 0; d < 9; d++) {
			m = s->f[3 * d + b] & minirowT[three & ~cert[d]];
			s->f[3 * d + b] &= ~m;
			ch |= m != 0;
		}
	}
	open = s->u[0] | s->u[1] | s->u[2];
	for (b = 0; b < 3; b++) {
		m = s->u[b];
		oc[b] = (m | m >> 9 | m >> 18) & 0x1FF;	/* open columns */
	}
	for (st = 0; st < 3; st++) {
		if (!(open & BOX27 << 3 * st))
			continue;
		one = two = three = four = 0;
		for (d = 0; d < 9; d++) {
			cert[d] = certT[s->sp[3 * d + st]];
			COUNT4(cert[d]);
		}
		if (four != 0)
			return -1;
		three &= (oc[0] >> 3 * st & 7) | (oc[1] >> 3 * st & 7) << 3 |
		    (oc[2] >> 3 * st & 7) << 6;
		if (three == 0)
			continue;
		for (d = 0; d < 9; d++) {
			const uint32_t *c = minicolT[three & ~cert[d]];

			for (b = 0; b < 3; b++) {
				m = s->f[3 * d + b] & c[b] << 3 * st;
				s->f[3 * d + b] &= ~m;
				ch |= m != 0;
			}
		}
	}
	return ch;
}

/* Adds x to the bit-sliced counts one (one or more), two (two or more). */
#define ONETWO(x) do {						\
	uint32_t x_ = (x);					\
	two |= one & x_;					\
	one |= x_;						\
} while (0)

#ifdef BAND_X512
/*
 * The AVX-512 form of the propagation. A lane holds a word f[k], the
 * cells of a digit in a band. The table lookups of the portable form
 * become bit arithmetic on all lanes at once: a minirow's presence sits
 * at bit 9r + 3s; turning the rows moves it by 9 bits, turning the boxes
 * of a row by 3; a row and box pair is kept when the other two rows can
 * take the other two boxes, which is what complexT keeps. A stack's
 * columns turn the same way inside each group of three, across the
 * digit's three lanes.
 */
#define X512 __attribute__((target("avx512f")))
#define XOR3 0xFE		/* ternary logic: a | b | c */
#define XSEL 0xCA		/* a ? b : c, bit by bit */
#define XORAND 0xF8		/* a | (b & c) */

/* The presence of every digit of register a: a minirow's at bit 9r + 3s. */
X512 static inline __m512i
xpres(__m512i a)
{
	return _mm512_and_si512(_mm512_ternarylogic_epi32(a,
	    _mm512_srli_epi32(a, 1), _mm512_srli_epi32(a, 2), XOR3),
	    _mm512_set1_epi32(0x1249249));
}

/* The band step on every digit of register a: the cells complexT keeps. */
X512 static inline __m512i
xband(__m512i a)
{
	const __m512i mp = _mm512_set1_epi32(0x1249249);
	const __m512i m01 = _mm512_set1_epi32(0x241209);
	const __m512i m0 = _mm512_set1_epi32(0x40201);
	__m512i p, b1, b2, r1b1, r1b2, r2b1, r2b2, k;

	/* b1: each box takes the next box's presence, b2 the one after */
	p = xpres(a);
	b1 = _mm512_and_si512(_mm512_ternarylogic_epi32(m01,
	    _mm512_srli_epi32(p, 3), _mm512_slli_epi32(p, 6), XSEL), mp);
	b2 = _mm512_and_si512(_mm512_ternarylogic_epi32(m0,
	    _mm512_srli_epi32(p, 6), _mm512_slli_epi32(p, 3), XSEL), mp);
	/* r1: each row takes the next row's, r2 the one after */
	r1b1 = _mm512_or_si512(_mm512_srli_epi32(b1, 9),
	    _mm512_slli_epi32(b1, 18));
	r1b2 = _mm512_or_si512(_mm512_srli_epi32(b2, 9),
	    _mm512_slli_epi32(b2, 18));
	r2b1 = _mm512_or_si512(_mm512_srli_epi32(b1, 18),
	    _mm512_slli_epi32(b1, 9));
	r2b2 = _mm512_or_si512(_mm512_srli_epi32(b2, 18),
	    _mm512_slli_epi32(b2, 9));
	k = _mm512_and_si512(p, _mm512_ternarylogic_epi32(
	    _mm512_and_si512(r1b1, r2b2), r1b2, r2b1, XORAND));
	return _mm512_and_si512(a, _mm512_ternarylogic_epi32(k,
	    _mm512_slli_epi32(k, 1), _mm512_slli_epi32(k, 2), XOR3));
}

/* The cells of a alone in their row (each row of a has one or more). */
X512 static inline __m512i
xrowsing(__m512i a)
{
	const __m512i m0 = _mm512_set1_epi32(0x40201);
	__m512i t, y, e, sr;

	/* a row keeps a cell after its lowest one: it has two or more */
	t = _mm512_and_si512(a, _mm512_sub_epi32(a, m0));
	y = _mm512_or_si512(t, _mm512_srli_epi32(t, 1));
	y = _mm512_or_si512(y, _mm512_srli_epi32(y, 2));
	y = _mm512_or_si512(y, _mm512_srli_epi32(y, 4));
	y = _mm512_or_si512(y, _mm512_srli_epi32(t, 8));
	sr = _mm512_andnot_si512(y, m0);
	e = _mm512_or_si512(sr, _mm512_slli_epi32(sr, 1));
	e = _mm512_or_si512(e, _mm512_slli_epi32(e, 2));
	e = _mm512_or_si512(e, _mm512_slli_epi32(e, 4));
	e = _mm512_or_si512(e, _mm512_slli_epi32(sr, 8));
	return _mm512_and_si512(a, e);
}

/* Each column of a group of three takes the next one's (xturn2: after). */
X512 static inline __m512i
xturn(__m512i x)
{
	return _mm512_ternarylogic_epi32(_mm512_set1_epi32(0xDB),
	    _mm512_srli_epi32(x, 1), _mm512_slli_epi32(x, 2), XSEL);
}

X512 static inline __m512i
xturn2(__m512i x)
{
	return _mm512_ternarylogic_epi32(_mm512_set1_epi32(0x49),
	    _mm512_srli_epi32(x, 2), _mm512_slli_epi32(x, 1), XSEL);
}

/* The columns of each digit of band register a that hold it. */
X512 static inline __m512i
xcols(__m512i a)
{
	return _mm512_and_si512(_mm512_ternarylogic_epi32(a,
	    _mm512_srli_epi32(a, 9), _mm512_srli_epi32(a, 18), XOR3),
	    _mm512_set1_epi32(0x1FF));
}

/*
 * The registers of the AVX-512 form hold the words f[k] in their order:
 * the first f[0] to f[14] (digits 0 to 4), the second f[15] to f[26]
 * (digits 5 to 8), so that lane i is band i % 3 in both and a digit's
 * three bands sit side by side. XLANES: the lanes in use.
 */
static const __mmask16 xlanes[2] = { 0x7FFF, 0x0FFF };
static const __mmask16 xbandm[3] = { 0x1249, 0x2492, 0x4924 };

/* Lane i of the result: lane 3 (i / 3) + (i % 3 + n) % 3 of v. */
X512 static inline __m512i
xrot(__m512i v, int n)
{
	return _mm512_permutexvar_epi32(n == 1 ?
	    _mm512_setr_epi32(1, 2, 0, 4, 5, 3, 7, 8, 6, 10, 11, 9, 13, 14,
	    12, 15) :
	    _mm512_setr_epi32(2, 0, 1, 5, 3, 4, 8, 6, 7, 11, 9, 10, 14, 12,
	    13, 15), v);
}

/* Lane i of the result: lane i % 3 of v (a band's value on its lanes). */
X512 static inline __m512i
xspread(__m512i v)
{
	return _mm512_permutexvar_epi32(_mm512_setr_epi32(0, 1, 2, 0, 1, 2,
	    0, 1, 2, 0, 1, 2, 0, 1, 2, 0), v);
}

/* Lanes 0 to 2 of the result: the union of each band's lanes 0 to 14. */
X512 static inline __m512i
xfoldor(__m512i t)
{
	const __m512i z = _mm512_setzero_si512();

	t = _mm512_or_si512(t, _mm512_alignr_epi32(z, t, 9));
	t = _mm512_or_si512(t, _mm512_alignr_epi32(z, t, 6));
	return _mm512_or_si512(t, _mm512_alignr_epi32(z, t, 3));
}

/*
 * Bit-sliced counts of the digits of each cell, one and two (two or
 * more), in lanes 0 to 2 for bands 0 to 2. Each lane joins the fold
 * once: 15 lanes to 9, to 6, to 3.
 */
X512 static inline void
xfoldcount(const __m512i *f, __m512i *onep, __m512i *twop)
{
	const __m512i z = _mm512_setzero_si512();
	__m512i one, two, o, t;

	one = _mm512_or_si512(f[0], f[1]);
	two = _mm512_and_si512(f[0], f[1]);
	o = _mm512_alignr_epi32(z, one, 9);
	t = _mm512_alignr_epi32(z, two, 9);
	two = _mm512_maskz_ternarylogic_epi32(0x1FF, two, t,
	    _mm512_and_si512(one, o), XOR3);
	one = _mm512_maskz_or_epi32(0x1FF, one, o);
	o = _mm512_alignr_epi32(z, one, 6);
	t = _mm512_alignr_epi32(z, two, 6);
	two = _mm512_ternarylogic_epi32(two, t, _mm512_and_si512(one, o),
	    XOR3);
	one = _mm512_or_si512(one, o);
	o = _mm512_alignr_epi32(z, one, 3);
	t = _mm512_alignr_epi32(z, two, 3);
	*twop = _mm512_ternarylogic_epi32(two, t, _mm512_and_si512(one, o),
	    XOR3);
	*onep = _mm512_or_si512(one, o);
}

/* Presence bits 9r + 3s (as xpres gives them) to bits 3r + s. */
X512 static inline __m512i
xcompact(__m512i p)
{
	__m512i t;

	t = _mm512_and_si512(_mm512_ternarylogic_epi32(p,
	    _mm512_srli_epi32(p, 2), _mm512_srli_epi32(p, 4), XOR3),
	    _mm512_set1_epi32(0x1C0E07));
	return _mm512_ternarylogic_epi32(_mm512_and_si512(t,
	    _mm512_set1_epi32(7)), _mm512_and_si512(_mm512_srli_epi32(t, 6),
	    _mm512_set1_epi32(070)), _mm512_and_si512(_mm512_srli_epi32(t, 12),
	    _mm512_set1_epi32(0700)), XOR3);
}

/*
 * From 9-bit column sets c, lane 3d + n gets bits 3b + j: lane 3d + b
 * has column 3n + j. On the columns of f that is the presence of digit d
 * in stack n; on a stack's minicolumns (bits 3b + j), the columns of its
 * band b.
 */
X512 static inline __m512i
xstack(__m512i c)
{
	const __m512i m7 = _mm512_set1_epi32(7);
	const __m512i sh = _mm512_setr_epi32(0, 3, 6, 0, 3, 6, 0, 3, 6, 0,
	    3, 6, 0, 3, 6, 0);

	return _mm512_ternarylogic_epi32(_mm512_and_si512(_mm512_srlv_epi32(
	    _mm512_permutexvar_epi32(_mm512_setr_epi32(0, 0, 0, 3, 3, 3, 6,
	    6, 6, 9, 9, 9, 12, 12, 12, 15), c), sh), m7), _mm512_slli_epi32(
	    _mm512_and_si512(_mm512_srlv_epi32(_mm512_permutexvar_epi32(
	    _mm512_setr_epi32(1, 1, 1, 4, 4, 4, 7, 7, 7, 10, 10, 10, 13, 13,
	    13, 15), c), sh), m7), 3), _mm512_slli_epi32(_mm512_and_si512(
	    _mm512_srlv_epi32(_mm512_permutexvar_epi32(_mm512_setr_epi32(2,
	    2, 2, 5, 5, 5, 8, 8, 8, 11, 11, 11, 14, 14, 14, 15), c), sh), m7),
	    6), XOR3);
}

/* The band (pb) and stack (ps) presences of the registers f. */
X512 static inline void
xpresvec(const __m512i *f, __m512i *pb, __m512i *ps)
{
	int h;

	for (h = 0; h < 2; h++) {
		pb[h] = xcompact(xpres(f[h]));
		ps[h] = xstack(xcols(f[h]));
	}
}

/*
 * Merges the counts d into c: c[i] has a bit when i + 1 or more of the
 * lanes counted have it (up to four).
 */
X512 static inline void
xmerge4(__m512i *c, const __m512i *d)
{
	c[3] = _mm512_or_si512(_mm512_or_si512(c[3], d[3]),
	    _mm512_ternarylogic_epi32(_mm512_and_si512(c[2], d[0]),
	    _mm512_and_si512(c[1], d[1]), _mm512_and_si512(c[0], d[2]),
	    XOR3));
	c[2] = _mm512_ternarylogic_epi32(c[2], d[2], _mm512_or_si512(
	    _mm512_and_si512(c[1], d[0]), _mm512_and_si512(c[0], d[1])),
	    XOR3);
	c[1] = _mm512_ternarylogic_epi32(c[1], d[1], _mm512_and_si512(c[0],
	    d[0]), XOR3);
	c[0] = _mm512_or_si512(c[0], d[0]);
}

/*
 * The counts of x (up to four) over the lanes of each band, or stack, in
 * lanes 0 to 2: each lane joins the fold once, 15 lanes to 9, 6, 3.
 */
X512 static inline void
xfold4(const __m512i *x, __m512i *c)
{
	const __m512i z = _mm512_setzero_si512();
	static const int sh[3] = { 9, 6, 3 };
	__m512i d[4];
	int i, j;

	c[0] = _mm512_or_si512(x[0], x[1]);
	c[1] = _mm512_and_si512(x[0], x[1]);
	c[2] = c[3] = z;
	for (j = 0; j < 3; j++) {
		for (i = 0; i < 4; i++)
			d[i] = sh[j] == 9 ? _mm512_alignr_epi32(z, c[i], 9) :
			    sh[j] == 6 ? _mm512_alignr_epi32(z, c[i], 6) :
			    _mm512_alignr_epi32(z, c[i], 3);
		xmerge4(c, d);
		if (j == 0)
			for (i = 0; i < 4; i++)
				c[i] = _mm512_maskz_mov_epi32(0x1FF, c[i]);
	}
}

/*
 * Clears the cells x | x << a | x << b from *f. Returns 1 when it took
 * any, else 0.
 */
X512 static inline int
xclear(__m512i *f, __m512i x, int a, int b)
{
	__m512i nf = _mm512_andnot_si512(_mm512_ternarylogic_epi32(x,
	    _mm512_slli_epi32(x, a), _mm512_slli_epi32(x, b), XOR3), *f);
	int ch = _mm512_cmpneq_epi32_mask(nf, *f) != 0;

	*f = nf;
	return ch;
}

/*
 * btriads on the registers f, with u the unsolved cells (lanes 0 to 2)
 * and pb, ps the presences. Returns -1 on a contradiction, else the
 * registers it changed (bit h for f[h]).
 */
X512 static int
xtriads(__m512i *f, __m512i u, const __m512i *pb, const __m512i *ps)
{
	const __m512i z = _mm512_setzero_si512();
	__m512i cert[2], c[4], three, x;
	__mmask16 open;
	int h, ch = 0;

	for (h = 0; h < 2; h++)
		cert[h] = _mm512_mask_i32gather_epi32(z, xlanes[h], pb[h],
		    certT, 4);
	xfold4(cert, c);
	open = _mm512_mask_test_epi32_mask(7, u, u);
	if (_mm512_mask_test_epi32_mask(open, c[3], c[3]))
		return -1;
	/* A solved minirow has nothing left to clear. */
	three = _mm512_and_si512(c[2], xcompact(xpres(u)));
	if (_mm512_mask_test_epi32_mask(7, three, three)) {
		three = xspread(three);
		for (h = 0; h < 2; h++) {
			/* bits 3r + s to the cells of their minirows */
			x = _mm512_andnot_si512(cert[h], three);
			x = _mm512_ternarylogic_epi32(_mm512_and_si512(x,
			    _mm512_set1_epi32(7)), _mm512_slli_epi32(
			    _mm512_and_si512(x, _mm512_set1_epi32(070)), 6),
			    _mm512_slli_epi32(_mm512_and_si512(x,
			    _mm512_set1_epi32(0700)), 12), XOR3);
			x = _mm512_ternarylogic_epi32(_mm512_and_si512(x,
			    _mm512_set1_epi32(0x40201)), _mm512_slli_epi32(
			    _mm512_and_si512(x, _mm512_set1_epi32(0x80402)), 2),
			    _mm512_slli_epi32(_mm512_and_si512(x,
			    _mm512_set1_epi32(0x100804)), 4), XOR3);
			ch |= xclear(&f[h], x, 1, 2) << h;
		}
	}
	for (h = 0; h < 2; h++)
		cert[h] = _mm512_mask_i32gather_epi32(z, xlanes[h], ps[h],
		    certT, 4);
	xfold4(cert, c);
	/* the open minicolumns of each stack */
	x = xstack(xcols(u));
	open = _mm512_mask_test_epi32_mask(7, x, x);
	if (_mm512_mask_test_epi32_mask(open, c[3], c[3]))
		return -1;
	three = _mm512_and_si512(c[2], x);
	if (_mm512_mask_test_epi32_mask(7, three, three)) {
		three = xspread(three);
		for (h = 0; h < 2; h++) {
			/* lane 3d + b: the columns to clear in band b */
			x = xstack(_mm512_andnot_si512(cert[h], three));
			ch |= xclear(&f[h], x, 9, 18) << h;
		}
	}
	return ch;
}

/*
 * Propagates s as bprop does: the band steps with their solved rows (on
 * both registers every round: a branch on which changed costs more than
 * the step), the stack steps, then naked singles once those settle, and
 * with triads set triads, until nothing changes. Returns 0, or -1 on a
 * contradiction.
 */
X512 static int
bxprop(struct bstate *s, int triads)
{
	const __m512i zero = _mm512_setzero_si512();
	__m512i f[2], g[2], sing[2], pb[2], ps[2], c, c1, c2, k, u, ub, nw,
	    one, two;
	uint32_t lane[16] __attribute__((aligned(64)));
	uint32_t ns, x;
	__mmask16 km;
	int h, b, pres = 0;

	for (h = 0; h < 2; h++)
		f[h] = _mm512_maskz_loadu_epi32(xlanes[h], s->f + 15 * h);
	u = _mm512_maskz_loadu_epi32(7, s->u);
	for (;;) {
		f[0] = g[0] = xband(f[0]);
		f[1] = g[1] = xband(f[1]);
		if (_mm512_mask_cmpeq_epi32_mask(xlanes[0], f[0], zero) |
		    _mm512_mask_cmpeq_epi32_mask(xlanes[1], f[1], zero))
			return -1;
		sing[0] = xrowsing(f[0]);
		sing[1] = xrowsing(f[1]);
		/* A row left with one cell solves it. */
		ub = xspread(u);
		if (_mm512_test_epi32_mask(sing[0], ub) |
		    _mm512_test_epi32_mask(sing[1], ub)) {
			nw = _mm512_and_si512(u, xfoldor(_mm512_or_si512(sing[0],
			    sing[1])));
			u = _mm512_andnot_si512(nw, u);
			nw = xspread(nw);
			/* f & (sing | ~nw) */
			f[0] = _mm512_ternarylogic_epi32(f[0], sing[0], nw, 0xD0);
			f[1] = _mm512_ternarylogic_epi32(f[1], sing[1], nw, 0xD0);
		}
		for (h = 0; h < 2; h++) {
			c = xcols(f[h]);
			c1 = xrot(c, 1);
			c2 = xrot(c, 2);
			k = _mm512_and_si512(c, _mm512_or_si512(
			    _mm512_and_si512(xturn(c1), xturn2(c2)),
			    _mm512_and_si512(xturn2(c1), xturn(c2))));
			f[h] = _mm512_and_si512(f[h], _mm512_ternarylogic_epi32(
			    k, _mm512_slli_epi32(k, 9), _mm512_slli_epi32(k, 18),
			    XOR3));
		}
		if (_mm512_cmpneq_epi32_mask(f[0], g[0]) |
		    _mm512_cmpneq_epi32_mask(f[1], g[1]))
			continue;
		/*
		 * Naked singles: a cell of two digits claimed by both as
		 * their row's last is a contradiction too.
		 */
		xfoldcount(f, &one, &two);
		if (_mm512_mask_test_epi32_mask(7, _mm512_andnot_si512(one, u),
		    _mm512_set1_epi32(-1)) |
		    _mm512_mask_test_epi32_mask(7, _mm512_andnot_si512(u, two),
		    _mm512_set1_epi32((int)B27)))
			return -1;
		nw = _mm512_andnot_si512(two, u);
		if (_mm512_mask_test_epi32_mask(7, nw, nw)) {
			_mm512_store_si512(lane, nw);
			for (b = 0; b < 3; b++)
				for (ns = lane[b]; ns != 0; ns &= ns - 1) {
					x = ns & -ns;
					k = _mm512_set1_epi32((int)
					    keepT[sdk_lowbit(x)]);
					for (h = 0; h < 2; h++) {
						km = _mm512_mask_test_epi32_mask(
						    xbandm[b] & xlanes[h], f[h],
						    _mm512_set1_epi32((int)x));
						f[h] = _mm512_mask_and_epi32(
						    f[h], km, f[h], k);
					}
				}
			if (_mm512_cmpneq_epi32_mask(f[0], g[0]) |
			    _mm512_cmpneq_epi32_mask(f[1], g[1]))
				continue;
		}
		/* Settled: then triads, while they take cells. */
		if (!triads || !_mm512_mask_test_epi32_mask(7, u, u))
			break;
		xpresvec(f, pb, ps);
		if ((h = xtriads(f, u, pb, ps)) < 0)
			return -1;
		if (h == 0) {
			pres = 1;
			break;
		}
	}
	for (h = 0; h < 2; h++) {
		_mm512_storeu_si512(s->f + 15 * h, f[h]);
		_mm512_storeu_si512(s->p + 15 * h, f[h]);
	}
	_mm512_storeu_si512(s->u, u);
	if (!pres)
		xpresvec(f, pb, ps);
	for (h = 0; h < 2; h++) {
		_mm256_storeu_si256((__m256i *)(void *)(s->bp + 15 * h),
		    _mm512_cvtepi32_epi16(pb[h]));
		_mm256_storeu_si256((__m256i *)(void *)(s->sp + 15 * h),
		    _mm512_cvtepi32_epi16(ps[h]));
	}
	return 0;
}
#endif

/* Propagates digit d when one of its blocks changed. */
#define DIGIT(d) do {						\
	if ((s->f[3 * (d)] != s->p[3 * (d)] ||			\
	    s->f[3 * (d) + 1] != s->p[3 * (d) + 1] ||		\
	    s->f[3 * (d) + 2] != s->p[3 * (d) + 2])) {		\
		if (bdigit(s, (d)) < 0)				\
			return -1;				\
		changed = 1;					\
	}							\
} while (0)

/*
 * Propagates until nothing changes: the blocks, then naked singles, then
 * with triads set triads (the reading-order search does better without
 * them).
 * Returns 0, or -1 on a contradiction.
 */
static int
bprop(struct bstate *s, int triads)
{
	uint32_t one, two, x, ns, m;
	int k, b, changed, placed;

#ifdef BAND_X512
	/*
	 * The AVX-512 form serves tdoku's branching, and the first
	 * propagation from the givens (every word changed: p is all ones).
	 */
	if (x512 && (triads || s->p[0] == 0xFFFFFFFFu))
		return bxprop(s, triads);
#endif
	for (;;) {
		do {
			changed = 0;
			DIGIT(0);
			DIGIT(1);
			DIGIT(2);
			DIGIT(3);
			DIGIT(4);
			DIGIT(5);
			DIGIT(6);
			DIGIT(7);
			DIGIT(8);
		} while (changed);
		placed = 0;
		for (b = 0; b < 3; b++) {
			if (s->u[b] == 0)
				continue;
			one = two = 0;
			ONETWO(s->f[b]);
			ONETWO(s->f[b + 3]);
			ONETWO(s->f[b + 6]);
			ONETWO(s->f[b + 9]);
			ONETWO(s->f[b + 12]);
			ONETWO(s->f[b + 15]);
			ONETWO(s->f[b + 18]);
			ONETWO(s->f[b + 21]);
			ONETWO(s->f[b + 24]);
			if (s->u[b] & ~one)
				return -1;
			ns = s->u[b] & ~two;
			/*
			 * Each naked single keeps its digit's row and box
			 * in the band clear (branch-free: the digit is hard
			 * to predict); u & ~one is empty, so a cell has one.
			 */
			while (ns != 0) {
				x = ns & -ns;
				ns ^= x;
				m = keepT[sdk_lowbit(x)];
				for (k = b; k < 27; k += 3)
					s->f[k] &= s->f[k] & x ? m : ~0u;
				placed = 1;
			}
		}
		if (placed)
			continue;
		if ((s->u[0] | s->u[1] | s->u[2]) == 0)
			return 0;
		if (!triads)
			return 0;
		if ((k = btriads(s)) <= 0)
			return k;
	}
}

/* Places digit d (0-based) in cell pos of band b. */
static inline void
bplace(struct bstate *s, int d, int b, int pos)
{
	s->f[3 * d + b] &= keepT[pos];
}

/*
 * Sets s up from grid g: each given keeps its digit's row, box and column
 * free of it and its cell free of the other digits; the givens are not
 * among the unsolved cells. Returns 0, or -1 when the givens contradict
 * each other.
 */
static int
binit(struct bstate *s, const struct sdk_grid *g)
{
	uint32_t occ[3], dig[27], x, y;
	int k, b, pos;

	for (k = 0; k < 27; k++) {
		s->f[k] = B27;
		s->p[k] = 0xFFFFFFFFu;
		dig[k] = 0;
	}
	for (b = 0; b < 3; b++) {
		/* The givens of the band first, branch-free: few, anywhere. */
		for (y = 0, pos = 0; pos < 27; pos++)
			y |= (uint32_t)(g->cell[27 * b + pos] != 0) << pos;
		occ[b] = y;
		for (; y != 0; y &= y - 1) {
			pos = sdk_lowbit(y);
			x = 1u << pos;
			k = 3 * (g->cell[27 * b + pos] - 1) + b;
			if (!(s->f[k] & x))
				return -1;
			s->f[k] &= keepT[pos];
			s->f[othA[k]] &= colT[pos];
			s->f[othB[k]] &= colT[pos];
			dig[k] |= x;
		}
	}
	for (k = 0; k < 27; k++)
		s->f[k] &= ~(occ[k % 3] & ~dig[k]);
	for (b = 0; b < 3; b++)
		s->u[b] = B27 & ~occ[b];
	return 0;
}

/* Writes the solved state s into grid g. */
static void
bgrid(const struct bstate *s, struct sdk_grid *g)
{
	uint32_t x;
	int k;

	sdk_grid_init(g, 9);
	for (k = 0; k < 27; k++)
		for (x = s->f[k]; x != 0; x &= x - 1)
			g->cell[k % 3 * 27 + sdk_lowbit(x)] = k / 3 + 1;
}

/*
 * Chooses the cell to branch on: its band and position. Returns 0, or -1
 * when no cell is open (cannot happen on an unsolved state).
 */
static int
bpick(const struct bstate *s, int pick, int *bp, int *posp)
{
	uint32_t one, two, three, x, bi;
	int b, k, best = 99, cnt;

	if (pick == PICK_FIRST) {
		for (b = 0; b < 3; b++)
			if (s->u[b] != 0) {
				*bp = b;
				*posp = sdk_lowbit(s->u[b]);
				return 0;
			}
		return -1;
	}
	for (b = 0; b < 3; b++) {
		if (s->u[b] == 0)
			continue;
		one = two = three = 0;
		for (k = b; k < 27; k += 3) {
			x = s->f[k];
			three |= two & x;
			two |= one & x;
			one |= x;
		}
		bi = s->u[b] & two & ~three;
		if (bi != 0) {
			*bp = b;
			*posp = sdk_lowbit(bi);
			return 0;
		}
	}
	for (b = 0; b < 3; b++)
		for (x = s->u[b]; x != 0; x &= x - 1) {
			int pos = sdk_lowbit(x);

			cnt = 0;
			for (k = b; k < 27; k += 3)
				cnt += (s->f[k] >> pos) & 1;
			if (cnt < best) {
				best = cnt;
				*bp = b;
				*posp = pos;
			}
		}
	return best == 99 ? -1 : 0;
}

/*
 * A binary branch: digit d in one minirow of a band (or minicolumn of a
 * stack), or not. The first side keeps f[3d+b] &= yes[b], the second
 * f[no_k] &= no.
 */
struct bbranch {
	int d;
	uint32_t yes[3];
	int no_k;
	uint32_t no;
};

/*
 * Chooses a branch as tdoku does: the band or stack whose digits have the
 * fewest ways in all (leaving out those with one way for every digit),
 * the digit there with the fewest ways, and a minirow or minicolumn that
 * splits its ways in two. Returns 0, or -1 when every band and stack is
 * settled.
 */
static int
bpickconf(const struct bstate *s, struct bbranch *br)
{
	const uint16_t *x;
	uint32_t open, m;
	int b, d, st, tot, best = 1000, unit = -1, bd = 0, bn = 99, n, r, i, j;

	for (b = 0; b < 3; b++) {
		if (s->u[b] == 0)
			continue;
		for (tot = 0, d = 0; d < 9; d++)
			tot += nwaysT[s->bp[3 * d + b]];
		if (tot > 9 && tot < best) {
			best = tot;
			unit = b;
		}
	}
	open = s->u[0] | s->u[1] | s->u[2];
	for (st = 0; st < 3; st++) {
		if (!(open & BOX27 << 3 * st))
			continue;
		for (tot = 0, d = 0; d < 9; d++)
			tot += nwaysT[s->sp[3 * d + st]];
		if (tot > 9 && tot < best) {
			best = tot;
			unit = 3 + st;
		}
	}
	if (unit < 0)
		return -1;
	x = unit < 3 ? s->bp + unit : s->sp + unit - 3;
	for (d = 0; d < 9; d++) {
		n = nwaysT[x[3 * d]];
		if (n >= 2 && n < bn) {
			bn = n;
			bd = d;
			if (n == 2)
				break;
		}
	}
	br->d = bd;
	br->yes[0] = br->yes[1] = br->yes[2] = B27;
	r = splitT[x[3 * bd]];
	i = r / 3;
	j = r % 3;
	if (unit < 3) {
		m = 7u << (9 * i + 3 * j);
		br->yes[unit] = ~((0x1FFu << 9 * i) | BOX27 << 3 * j) | m;
		br->no_k = 3 * bd + unit;
		br->no = ~m;
		return 0;
	}
	st = unit - 3;
	m = COL27 << (3 * st + j);
	for (b = 0; b < 3; b++)
		br->yes[b] = b == i ? ~(BOX27 << 3 * st) | m : ~m;
	br->no_k = 3 * bd + i;
	br->no = ~m;
	return 0;
}

/*
 * The guesses the search in reading order may take before it gives way
 * to tdoku's branching (bleast).
 */
#define LEAST_FIRST 16
#define LEAST_GIVENS 30		/* and the givens it takes */

static void bsrch(struct bstate *s, struct hunt *h);

/* Searches from state s (which it may change). */
static void
bhunt(struct bstate *s, struct hunt *h)
{
	if (bprop(s, h->pick != PICK_FIRST) < 0)
		return;
	bsrch(s, h);
}

/* Searches from state s, propagated (which it may change). */
static void
bsrch(struct bstate *s, struct hunt *h)
{
	struct bstate t;
	struct bbranch br;
	int b, pos, d, last;
	uint32_t x;

	if (h->budget > 0 && h->guesses >= h->budget) {
		h->stop = 1;
		return;
	}
	if ((s->u[0] | s->u[1] | s->u[2]) == 0) {
		/* The grid only when it is kept or handed on. */
		if (h->found != NULL || (h->first != NULL && h->count == 0))
			bgrid(s, &h->work);
		sdk_hunt_found(h, &h->work);
		return;
	}
	if (h->pick != PICK_FIRST && bpickconf(s, &br) == 0) {
		h->guesses++;
		t = *s;
		for (b = 0; b < 3; b++)
			t.f[3 * br.d + b] &= br.yes[b];
		bhunt(&t, h);
		if (h->stop)
			return;
		h->guesses++;
		s->f[br.no_k] &= br.no;
		bhunt(s, h);
		return;
	}
	if (bpick(s, h->pick, &b, &pos) < 0)
		return;
	x = 1u << pos;
	for (last = 8; last >= 0 && !(s->f[3 * last + b] & x); last--)
		;
	for (d = 0; d <= last; d++) {
		if (!(s->f[3 * d + b] & x))
			continue;
		h->guesses++;
		if (d == last) {
			bplace(s, d, b, pos);
			bhunt(s, h);
			return;
		}
		t = *s;
		bplace(&t, d, b, pos);
		bhunt(&t, h);
		if (h->stop)
			return;
	}
}

/*
 * A grid of many givens that propagation leaves open most often has many
 * solutions. For it, the search in reading order runs first, on a copy of
 * the propagated state s, within LEAST_FIRST guesses: the first solution
 * it finds is the least, so a count to two that keeps the least is done
 * in one search, and it costs less than tdoku's branching there, with no
 * triads to find. Returns 1 when it ended in time (h holds its count and
 * first solution), else 0 with h as it was but for its guesses (the hunt
 * branches as tdoku does then).
 */
static int
bleast(const struct bstate *s, struct hunt *h)
{
	struct bstate q = *s;
	long g0 = h->guesses;
	int pick = h->pick;

	h->pick = PICK_FIRST;
	h->budget = g0 + LEAST_FIRST;
	bsrch(&q, h);
	h->budget = 0;
	h->pick = pick;
	if (h->guesses - g0 < LEAST_FIRST)
		return 1;
	h->count = 0;
	h->stop = 0;
	return 0;
}

/*
 * Runs the band engine on the 9x9 grid g with the hunt h set up. A count
 * that keeps no solution, or a search for one solution (limit 1), of a
 * grid of LEAST_GIVENS givens or more tries bleast first, and so does a
 * canonical hunt. With h->canon, it counts to two and leaves the least
 * solution in h->first: by bleast when it ends in time, else by a count
 * that, when it finds two, goes on to the least solution from the start
 * as propagated for the count, and leaves h->count at 2.
 */
void
sdk_band_run(const struct sdk_grid *g, struct hunt *h)
{
	struct bstate s, r;
	unsigned m;
	int i, d, given;

	tables();
	if (binit(&s, g) < 0)
		return;
	given = 81 - sdk_pop64(s.u[0]) - sdk_pop64(s.u[1]) - sdk_pop64(s.u[2]);
	if (h->banval > 0)
		s.f[3 * (h->banval - 1) + h->bancell / 27] &=
		    ~(1u << h->bancell % 27);
	if (h->cand != NULL)
		for (i = 0; i < 81; i++)
			for (m = ~(unsigned)h->cand[i] & 0x1FF; m != 0;
			    m &= m - 1) {
				d = sdk_lowbit(m);
				s.f[3 * d + i / 27] &= ~(1u << i % 27);
			}
	if (!h->canon) {
		/*
		 * A count, or the first solution (which is then the least):
		 * no solution is handed on.
		 */
		if (given < LEAST_GIVENS ||
		    (h->first != NULL && h->limit != 1) ||
		    h->found != NULL || h->hint != NULL || h->banval > 0 ||
		    h->budget > 0) {
			bhunt(&s, h);
			return;
		}
		if (bprop(&s, 0) < 0)
			return;
		if (bleast(&s, h))
			return;
		bhunt(&s, h);
		return;
	}
	/* Triads only for tdoku's branching: they cost bleast more. */
	if (given >= LEAST_GIVENS) {
		if (bprop(&s, 0) < 0)
			return;
		if (bleast(&s, h))
			return;
	}
	if (bprop(&s, 1) < 0)
		return;
	if ((s.u[0] | s.u[1] | s.u[2]) == 0) {
		bsrch(&s, h);
		return;
	}
	r = s;
	bsrch(&s, h);
	if (h->count < 2)
		return;
	h->pick = PICK_FIRST;
	h->limit = 1;
	h->count = 0;
	h->stop = 0;
	bhunt(&r, h);
	h->count = 2;
}
