/*
 * canon-puz9.c: the minlex form of a 9x9 puzzle (no digit twice in a row
 * or column, not full), the number of its automorphisms and, when that is
 * one, the transform: the form of canon.c, found breadth first.
 *
 * The form is written a row at a time. After each row the search keeps
 * every way to the least rows so far, as states: the transposition, the
 * rows taken, the labels, and the columns as far as the rows decide them.
 * Columns empty in every row so far are alike: in each stack they come
 * first, one cell, and whole stacks empty so far come first, alike too
 * (their order is left open: deferred). Each row of the result is the
 * least string any state makes with any row it may take: in each cell of
 * alike columns (or stack of alike stacks) the empty cells first, then the
 * digits labelled already, least first, then the new ones, in order. Only
 * the states and rows that make it go on; new digits tied in one cell,
 * and stacks tied with new digits, are branched on, in every order. Empty
 * rows of a band, or of two empty bands, are alike: one of them is
 * followed for all. A state of the last row is a way to the form: the
 * number of transforms it stands for is its weight times the orders of its
 * alike columns and stacks.
 */
#include <stdint.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

#define MAXST 256		/* states kept at a row: more, and canon.c does it */
#define NEW 15			/* the label of a digit not labelled yet */

/* A way to the least rows so far. */
struct pst {
	long long w;		/* transforms alike it stands for */
	unsigned char t;	/* transposed */
	unsigned char g;	/* result stacks 0 to g - 1 are deferred */
	unsigned char next;	/* labels given */
	unsigned char band;	/* source band of the last row */
	unsigned short used;	/* source rows taken, a bit each */
	unsigned char stk[3];	/* result stack -> source stack */
	unsigned char e[3];	/* result stack -> its first e columns alike */
	unsigned char col[9];	/* place -> source column */
	unsigned char lab[10];	/* value -> label, NEW: none; lab[0] is 0 */
	unsigned char rowof[9];	/* result row -> source row */
	unsigned short labd;	/* values labelled, a bit each */
};

/* A row some state may take. */
struct cand {
	short s;
	unsigned char r;
};

/* The whole search. */
struct p9 {
	unsigned char src[2][9][9];	/* as is, transposed */
	unsigned mask[2][9];	/* row -> its givens, a bit a column */
	unsigned dig[2][9];	/* row -> its values, a bit each */
	unsigned char pos[2][9][10];	/* row, value -> its column */
	unsigned dm;		/* the values of the row being taken */
	const unsigned char *pr;	/* and their columns, by value */
	unsigned erow[2];	/* empty rows, a bit each */
	unsigned eband[2];	/* empty bands */
	int n[2];		/* states at this row and the next */
	struct pst *st[2];	/* they, in one half of pool each */
	struct pst pool[2][MAXST];
	struct cand cand[MAXST * 9];
};

static const unsigned char perm2[2][3] = { { 0, 1, 2 }, { 1, 0, 2 } };
static const unsigned char perm3[6][3] = {
	{ 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 },
	{ 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 }
};
static const int fact[4] = { 1, 1, 2, 6 };

/* Sorts a, b, c (labels) and returns them as a code, a nibble each. */
static inline unsigned
code3(unsigned a, unsigned b, unsigned c)
{
	unsigned lo = a < b ? a : b, hi = a < b ? b : a, mid;

	mid = hi < c ? hi : c;
	hi = hi < c ? c : hi;
	return (lo < mid ? lo : mid) << 8 | (lo < mid ? mid : lo) << 4 | hi;
}

/* Sorts the k values of v (k at most 3), least first, without branches. */
static inline void
sortcodes(unsigned *v, int k)
{
	unsigned a, b, c, m;

	if (k < 2)
		return;
	a = v[0] < v[1] ? v[0] : v[1];
	b = v[0] < v[1] ? v[1] : v[0];
	if (k == 3) {
		c = v[2];
		m = b < c ? b : c;
		v[2] = b < c ? c : b;
		b = a < m ? m : a;
		a = a < m ? a : m;
	}
	v[0] = a;
	v[1] = b;
}

/*
 * Returns the least row r can make as the next row of state s, a nibble a
 * cell, the first highest, its new digits all NEW: the states of a row
 * have the same labels given, so the keys sort as the rows (the new
 * digits of two rows are numbered alike up to where they differ, and there
 * a new digit is above any label). In a cell of alike columns the empty
 * cells come first, then the labels, least first; deferred stacks are one
 * such cell each, put in order.
 */
static uint64_t
rowkey(const struct p9 *z, const struct pst *s, int r, uint64_t least)
{
	const unsigned char *row = z->src[s->t][r], *lab = s->lab;
	const unsigned char *col = s->col;
	unsigned code[3], a, b, c, m = z->mask[s->t][r];
	uint64_t key = 0;
	int j, g = s->g;

	if (m == 0)
		return 0;
	/*
	 * The least row so far has its first stack empty: a row that fills
	 * it (every deferred stack, when they are several) is above it.
	 */
	if (least >> 24 == 0) {
		for (a = 1, j = 0; j < (g > 1 ? g : 1); j++)
			a &= (m >> 3 * s->stk[j] & 7) != 0;
		if (a)
			return UINT64_MAX;
	}
	for (j = 0; j < 3; j++) {
		a = lab[row[col[3 * j]]];
		b = lab[row[col[3 * j + 1]]];
		c = lab[row[col[3 * j + 2]]];
		if (s->e[j] == 3)
			code[j] = code3(a, b, c);
		else if (s->e[j] == 2)
			code[j] = (a < b ? a << 4 | b : b << 4 | a) << 4 | c;
		else
			code[j] = a << 8 | b << 4 | c;
		if (j + 1 < g)
			continue;
		if (j + 1 == g && g > 1) {
			sortcodes(code, g);
			key = (uint64_t)code[0] << 12 | code[1];
			if (g == 2)
				key = key << 12;
			else
				key = key << 24 | code[2];
		} else
			key |= (uint64_t)code[j] << 12 * (2 - j);
		/* Above the least row already: the rest cannot mend it. */
		if (key >> 12 * (2 - j) > least >> 12 * (2 - j))
			return UINT64_MAX;
	}
	return key;
}

/* A range of places, or of stacks, whose order is branched on. */
struct tie {
	unsigned char kind;	/* 0: places, 1: stacks */
	unsigned char start, len;
};

/*
 * Sorts the e columns of s at place p, alike so far, by what row gives
 * them: the empty ones first (they stay alike: returns how many), then
 * the labels, then the new digits, recorded as a tie when more than one.
 */
static int
sortcell(struct pst *s, const unsigned char *row, int p, int e,
    struct tie *tie, int *ntie)
{
	unsigned v[3], t;
	int i, z = 0, nn = 0;

	for (i = 0; i < e; i++) {
		t = s->lab[row[s->col[p + i]]];
		z += t == 0;
		nn += t == NEW;
		v[i] = t << 4 | s->col[p + i];
	}
	sortcodes(v, e);
	for (i = 0; i < e; i++)
		s->col[p + i] = (unsigned char)(v[i] & 15);
	if (nn > 1) {
		tie[*ntie].kind = 0;
		tie[*ntie].start = (unsigned char)(p + e - nn);
		tie[*ntie].len = (unsigned char)nn;
		++*ntie;
	}
	return z;
}

/*
 * Labels the new digits of row in n, the next free state, in the order of
 * their places, and takes it as one of the next row (z->pr: its columns
 * of each value).
 */
static void
finish(struct p9 *z, struct pst *n, const unsigned char *row)
{
	unsigned nm = 0, fm = 0, f, fresh = z->dm & ~(unsigned)n->labd;
	int p;

	z->n[1]++;
	if (fresh == 0)
		return;
	n->labd |= (unsigned short)fresh;
	if ((fresh & (fresh - 1)) == 0) {
		n->lab[sdk_lowbit(fresh)] = ++n->next;
		return;
	}
	/* The columns of the new digits, then their places. */
	for (f = fresh; f != 0; f &= f - 1)
		fm |= 1u << z->pr[sdk_lowbit(f)];
	for (p = 0; p < 9; p++)
		nm |= (fm >> n->col[p] & 1) << p;
	for (; nm != 0; nm &= nm - 1)
		n->lab[row[n->col[sdk_lowbit(nm)]]] = ++n->next;
}

/* Adds a copy of s as finish does. Returns -1 when they are too many. */
static int
add(struct p9 *z, const struct pst *s, const unsigned char *row)
{
	if (z->n[1] == MAXST)
		return -1;
	z->st[1][z->n[1]] = *s;
	finish(z, &z->st[1][z->n[1]], row);
	return 0;
}

/* Adds s in every order of its ties from k on. */
static int
branch(struct p9 *z, const struct pst *s, const unsigned char *row,
    const struct tie *tie, int ntie, int k)
{
	const unsigned char (*perm)[3];
	struct pst n;
	int np, i, j, q, a, b;

	if (k == ntie)
		return add(z, s, row);
	a = tie[k].start;
	b = tie[k].len;
	perm = b == 2 ? perm2 : perm3;
	np = b == 2 ? 2 : 6;
	for (i = 0; i < np; i++) {
		n = *s;
		for (j = 0; j < b; j++) {
			q = perm[i][j];
			if (tie[k].kind == 0) {
				n.col[a + j] = s->col[a + q];
				continue;
			}
			n.stk[a + j] = s->stk[a + q];
			n.e[a + j] = s->e[a + q];
			memcpy(n.col + 3 * (a + j), s->col + 3 * (a + q), 3);
		}
		if (branch(z, &n, row, tie, ntie, k + 1) < 0)
			return -1;
	}
	return 0;
}

/*
 * Adds the states that state s makes with row r at row i, of weight w.
 * Returns -1 when they are too many.
 */
static int
expand(struct p9 *z, const struct pst *s, int r, int i, long long w)
{
	const unsigned char *row = z->src[s->t][r];
	struct pst *n, base;
	struct tie tie[12], stie;
	unsigned code[3];
	int ntie = 0, j, k, p, g = 0, st;

	/* One tie of stacks at most (three that tie, or two): it goes first. */
	stie.len = 0;
	ntie = 1;
	if (z->n[1] == MAXST)
		return -1;
	/* In place, in the next free state: ties make copies of it. */
	n = &z->st[1][z->n[1]];
	*n = *s;
	n->w = w;
	n->rowof[i] = (unsigned char)r;
	n->used |= (unsigned short)(1u << r);
	n->band = (unsigned char)(r / 3);
	z->dm = z->dig[s->t][r];
	z->pr = z->pos[s->t][r];
	if (z->mask[s->t][r] == 0) {
		/* An empty row changes nothing else. */
		z->n[1]++;
		return 0;
	}
	if (s->g > 0) {
		/* The deferred stacks by what row gives them, empty first. */
		for (j = 0; j < s->g; j++) {
			p = s->stk[j] * 3;
			code[j] = code3(s->lab[row[p]], s->lab[row[p + 1]],
			    s->lab[row[p + 2]]) << 4 | s->stk[j];
		}
		sortcodes(code, s->g);
		for (j = 0; j < s->g; j++) {
			st = code[j] & 15;
			n->stk[j] = (unsigned char)st;
			for (k = 0; k < 3; k++)
				n->col[3 * j + k] = (unsigned char)(3 * st + k);
			if (code[j] >> 4 == 0) {
				g++;
				continue;
			}
			n->e[j] = (unsigned char)sortcell(n, row, 3 * j, 3,
			    tie, &ntie);
			/* Stacks that tie: new digits alike. */
			if (j > 0 && code[j] >> 4 == code[j - 1] >> 4) {
				if (stie.len == 0) {
					stie.kind = 1;
					stie.start = (unsigned char)(j - 1);
					stie.len = 1;
				}
				stie.len++;
			}
		}
		n->g = (unsigned char)g;
	}
	for (j = s->g; j < 3; j++)
		if (s->e[j] > 1)
			n->e[j] = (unsigned char)sortcell(n, row, 3 * j,
			    s->e[j], tie, &ntie);
		else if (s->e[j] == 1 && row[s->col[3 * j]] != 0)
			n->e[j] = 0;
	if (ntie == 1 && stie.len == 0) {
		finish(z, n, row);
		return 0;
	}
	base = *n;
	/* The stacks first: the place ties inside them go with them. */
	if (stie.len > 0) {
		tie[0] = stie;
		return branch(z, &base, row, tie, ntie, 0);
	}
	return branch(z, &base, row, tie + 1, ntie - 1, 0);
}

/*
 * Row givens -> the numbers of givens of its stacks, sorted, 2 bits each,
 * the least first: they sort as the least rows 1 of the form they make.
 */
static const unsigned char rank1[512] = {
	 0,  1,  1,  2,  1,  2,  2,  3,  1,  5,  5,  6,  5,  6,  6,  7,
	 1,  5,  5,  6,  5,  6,  6,  7,  2,  6,  6, 10,  6, 10, 10, 11,
	 1,  5,  5,  6,  5,  6,  6,  7,  2,  6,  6, 10,  6, 10, 10, 11,
	 2,  6,  6, 10,  6, 10, 10, 11,  3,  7,  7, 11,  7, 11, 11, 15,
	 1,  5,  5,  6,  5,  6,  6,  7,  5, 21, 21, 22, 21, 22, 22, 23,
	 5, 21, 21, 22, 21, 22, 22, 23,  6, 22, 22, 26, 22, 26, 26, 27,
	 5, 21, 21, 22, 21, 22, 22, 23,  6, 22, 22, 26, 22, 26, 26, 27,
	 6, 22, 22, 26, 22, 26, 26, 27,  7, 23, 23, 27, 23, 27, 27, 31,
	 1,  5,  5,  6,  5,  6,  6,  7,  5, 21, 21, 22, 21, 22, 22, 23,
	 5, 21, 21, 22, 21, 22, 22, 23,  6, 22, 22, 26, 22, 26, 26, 27,
	 5, 21, 21, 22, 21, 22, 22, 23,  6, 22, 22, 26, 22, 26, 26, 27,
	 6, 22, 22, 26, 22, 26, 26, 27,  7, 23, 23, 27, 23, 27, 27, 31,
	 2,  6,  6, 10,  6, 10, 10, 11,  6, 22, 22, 26, 22, 26, 26, 27,
	 6, 22, 22, 26, 22, 26, 26, 27, 10, 26, 26, 42, 26, 42, 42, 43,
	 6, 22, 22, 26, 22, 26, 26, 27, 10, 26, 26, 42, 26, 42, 42, 43,
	10, 26, 26, 42, 26, 42, 42, 43, 11, 27, 27, 43, 27, 43, 43, 47,
	 1,  5,  5,  6,  5,  6,  6,  7,  5, 21, 21, 22, 21, 22, 22, 23,
	 5, 21, 21, 22, 21, 22, 22, 23,  6, 22, 22, 26, 22, 26, 26, 27,
	 5, 21, 21, 22, 21, 22, 22, 23,  6, 22, 22, 26, 22, 26, 26, 27,
	 6, 22, 22, 26, 22, 26, 26, 27,  7, 23, 23, 27, 23, 27, 27, 31,
	 2,  6,  6, 10,  6, 10, 10, 11,  6, 22, 22, 26, 22, 26, 26, 27,
	 6, 22, 22, 26, 22, 26, 26, 27, 10, 26, 26, 42, 26, 42, 42, 43,
	 6, 22, 22, 26, 22, 26, 26, 27, 10, 26, 26, 42, 26, 42, 42, 43,
	10, 26, 26, 42, 26, 42, 42, 43, 11, 27, 27, 43, 27, 43, 43, 47,
	 2,  6,  6, 10,  6, 10, 10, 11,  6, 22, 22, 26, 22, 26, 26, 27,
	 6, 22, 22, 26, 22, 26, 26, 27, 10, 26, 26, 42, 26, 42, 42, 43,
	 6, 22, 22, 26, 22, 26, 26, 27, 10, 26, 26, 42, 26, 42, 42, 43,
	10, 26, 26, 42, 26, 42, 42, 43, 11, 27, 27, 43, 27, 43, 43, 47,
	 3,  7,  7, 11,  7, 11, 11, 15,  7, 23, 23, 27, 23, 27, 27, 31,
	 7, 23, 23, 27, 23, 27, 27, 31, 11, 27, 27, 43, 27, 43, 43, 47,
	 7, 23, 23, 27, 23, 27, 27, 31, 11, 27, 27, 43, 27, 43, 43, 47,
	11, 27, 27, 43, 27, 43, 43, 47, 15, 31, 31, 47, 31, 47, 47, 63,
};

/* Returns 1 when rows r and r2 of side t are empty and alike. */
static int
alike(const struct p9 *z, int t, int r, int r2)
{
	return (z->erow[t] >> r & z->erow[t] >> r2 & 1) && (r / 3 == r2 / 3 ||
	    (z->eband[t] >> (r / 3) & z->eband[t] >> (r2 / 3) & 1));
}

/*
 * Writes the form of g (9x9) in form when not NULL, the number of its
 * automorphisms in *autos when not NULL and, when x is not NULL, the
 * transform to the form in *x. Returns 0, or -1 when it leaves g to
 * canon.c: a digit twice in a line, a full grid, too many ways, or x
 * wanted and more than one automorphism.
 */
int
sdk_canon_puz9(const struct sdk_grid *g, struct sdk_grid *form,
    struct sdk_xform *x, long long *autos)
{
	struct p9 z;
	struct pst *s;
	unsigned rows, full = 0;
	uint64_t least, k, lo, hi;
	struct pst *tmp;
	long long count, w;
	int i, j, r, v, nc, c, c0, c1, filled = 0, a, b;

	memset(z.dig, 0, sizeof(z.dig));
	memset(z.mask, 0, sizeof(z.mask));
	memset(z.src, 0, sizeof(z.src));
	/*
	 * The givens as a set of cells, eight cells at a time (a bit each
	 * from the high bits of their bytes), then one at a time.
	 */
	for (i = 0, lo = hi = 0; i < 81; i += 8) {
		memcpy(&k, g->cell + i, 8);
		if (i == 80)
			k &= 0xff;
		k = (((k & UINT64_C(0x7f7f7f7f7f7f7f7f)) +
		    UINT64_C(0x7f7f7f7f7f7f7f7f)) | k) &
		    UINT64_C(0x8080808080808080);
		k = (k >> 7) * UINT64_C(0x0102040810204080) >> 56;
		if (i < 64)
			lo |= k << i;
		else
			hi |= k << (i - 64);
	}
	for (b = 0; b < 2; b++)
		for (k = b ? hi : lo; k != 0; k &= k - 1) {
			c = 64 * b + sdk_lowbit64(k);
			r = c / 9;
			j = c % 9;
			v = g->cell[c];
			z.src[0][r][j] = (unsigned char)v;
			z.src[1][j][r] = (unsigned char)v;
			filled++;
			z.mask[0][r] |= 1u << j;
			z.mask[1][j] |= 1u << r;
			if ((z.dig[0][r] | z.dig[1][j]) >> v & 1)
				return -1;
			z.dig[0][r] |= 1u << v;
			z.dig[1][j] |= 1u << v;
			z.pos[0][r][v] = (unsigned char)j;
			z.pos[1][j][v] = (unsigned char)r;
		}
	for (i = 0; i < 2; i++)
		for (z.erow[i] = 0, r = 0; r < 9; r++)
			if (z.mask[i][r] == 0)
				z.erow[i] |= 1u << r;
	if (filled == 81)
		return -1;
	for (i = 0; i < 2; i++)
		for (z.eband[i] = 0, b = 0; b < 3; b++)
			if ((z.erow[i] >> 3 * b & 7) == 7)
				z.eband[i] |= 1u << b;
	z.st[0] = z.pool[0];
	z.st[1] = z.pool[1];
	for (i = 0; i < 2; i++) {
		s = &z.st[0][i];
		memset(s, 0, sizeof(*s));
		s->w = 1;
		s->t = (unsigned char)i;
		s->g = 3;
		for (j = 0; j < 3; j++) {
			s->stk[j] = (unsigned char)j;
			s->e[j] = 3;
		}
		for (j = 0; j < 9; j++)
			s->col[j] = (unsigned char)j;
		memset(s->lab + 1, NEW, 9);
	}
	z.n[0] = 2;
	for (i = 0; i < 9; i++) {
		least = UINT64_MAX;
		nc = 0;
		for (j = 0; j < z.n[0]; j++) {
			s = &z.st[0][j];
			if (i % 3 == 0) {
				for (rows = 0, b = 0; b < 3; b++)
					if ((s->used >> 3 * b & 7) == 0)
						rows |= 7u << 3 * b;
			} else
				rows = 7u << 3 * s->band & ~s->used;
			if (z.n[0] == 1 && (rows & (rows - 1)) == 0) {
				/* Nothing to compare: no key. */
				z.cand[0].s = 0;
				z.cand[0].r = (unsigned char)sdk_lowbit(rows);
				least = NEW;	/* not known */
				nc = 1;
				break;
			}
			/* An empty row is the least there is, if any. */
			if ((rows & z.erow[s->t]) != 0)
				rows &= z.erow[s->t];
			else if (least == 0)
				continue;
			for (; rows != 0; rows &= rows - 1) {
				r = sdk_lowbit(rows);
				/* Rows empty so far: as row 1. */
				k = s->next == 0 ? rank1[z.mask[s->t][r]] :
				    rowkey(&z, s, r, least);
				if (k > least)
					continue;
				if (k < least) {
					least = k;
					nc = 0;
				}
				z.cand[nc].s = (short)j;
				z.cand[nc++].r = (unsigned char)r;
			}
		}
		z.n[1] = 0;
		for (c0 = 0; c0 < nc; c0 = c1) {
			for (c1 = c0 + 1; c1 < nc && z.cand[c1].s == z.cand[c0].s;
			    c1++)
				;
			s = &z.st[0][z.cand[c0].s];
			for (a = c0; a < c1; a++) {
				w = s->w;
				if (least == 0) {
					/* Empty rows: one of alike ones. */
					for (b = c0; b < c1; b++)
						if (b != a && alike(&z, s->t,
						    z.cand[a].r, z.cand[b].r)) {
							if (b < a)
								break;
							w += s->w;
						}
					if (b < c1)
						continue;
				}
				if (expand(&z, s, z.cand[a].r, i, w) < 0)
					return -1;
			}
		}
		tmp = z.st[0];
		z.st[0] = z.st[1];
		z.st[1] = tmp;
		z.n[0] = z.n[1];
	}
	for (count = 0, j = 0; j < z.n[0]; j++) {
		s = &z.st[0][j];
		w = s->w * fact[s->g];
		for (i = 0; i < 3; i++)
			w *= i < s->g ? 6 : fact[s->e[i]];
		count += w;
	}
	if (x != NULL && count != 1)
		return -1;
	if (form != NULL) {
		/* Any way to the form writes it: the givens, where they go. */
		unsigned char rto[9], cto[9];

		s = &z.st[0][0];
		sdk_grid_init(form, 9);
		for (i = 0; i < 9; i++) {
			rto[s->rowof[i]] = (unsigned char)(9 * i);
			cto[s->col[i]] = (unsigned char)i;
		}
		for (r = 0; r < 9; r++)
			for (rows = z.mask[s->t][r]; rows != 0;
			    rows &= rows - 1) {
				j = sdk_lowbit(rows);
				form->cell[rto[r] + cto[j]] =
				    s->lab[z.src[s->t][r][j]];
			}
	}
	if (autos != NULL)
		*autos = count;
	if (x != NULL) {
		s = &z.st[0][0];
		x->n = 9;
		x->transpose = s->t;
		for (i = 0; i < 9; i++) {
			x->row[i] = s->rowof[i];
			x->col[i] = s->col[i];
		}
		x->digit[0] = 0;
		for (v = 1; v <= 9; v++) {
			if (s->lab[v] == NEW)
				full |= 1u << v;
			x->digit[v] = s->lab[v];
		}
		for (r = s->next, v = 1; v <= 9; v++)
			if (full >> v & 1)
				x->digit[v] = (unsigned char)++r;
	}
	return 0;
}
