/*
 * canon-grid.c: the minlex form of a full 9x9 grid without conflicts, the
 * number of its automorphisms and, when that is one, the transform.
 *
 * Row 1 of the form is always 123456789: the digits are labelled by the
 * places of their columns in row 1. So each of the 36 ways to choose rows
 * 1 and 2 (transposed or not, a row, another row of its band) gives row 2
 * as the columns of row 1 that hold its digits, written through the column
 * order: at place p, one more than the place of the column of row 1 that
 * holds the digit row 2 has in the column put at p. The least row 2 is
 * written a place at a time: a column whose place is not decided yet is
 * put at the first free place of its stack (the least there is), the
 * stacks taking the first free place in the order they are met; only the
 * columns that give the least digit at a place are followed. Once row 2 is
 * written every column has its place, and the other rows are decided: row
 * 3 is the third of the band, rows 4 to 9 the other two bands, each sorted,
 * the band with the least row first.
 */
#include <stdint.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/* The state of one search. */
struct g9 {
	unsigned char src[2][9][9];	/* as is, transposed */
	int t, row[3];		/* the band of rows 1 to 3, source rows */
	unsigned char colof1[10];	/* digit -> its column in row 1 */
	unsigned char f[9];	/* column -> column of row 1, row 2's digit */
	signed char pos[9];	/* source column -> place, -1: none */
	signed char col[9];	/* place -> source column, -1: none */
	signed char sstk[3];	/* source stack -> result stack, -1 */
	signed char rstk[3];	/* result stack -> source stack, -1 */
	unsigned char fill[3];	/* places taken in each result stack */
	unsigned char cur[9];	/* row 2, places plus one */
	unsigned char best2[9];	/* the least row 2 */
	uint64_t best[8];	/* the least rows 2 to 9, 4 bits a cell */
	int have;		/* best is set */
	unsigned long gen;	/* changes when best does */
	long long count;	/* ways to best */
	int wantx;
	struct sdk_xform x;	/* a way to best */
};

/* Returns row r (of the search's side) packed through the column order. */
static uint64_t
packrow(const struct g9 *s, const unsigned char *row)
{
	uint64_t k = 0;
	int p;

	for (p = 0; p < 9; p++)
		k = k << 4 | (uint64_t)(s->pos[s->colof1[row[s->col[p]]]] + 1);
	return k;
}

/* Sorts the three keys of k and their rows of r, least first. */
static void
sort3(uint64_t *k, int *r)
{
	uint64_t tk;
	int tr, i, j;

	for (i = 1; i < 3; i++)
		for (j = i; j > 0 && k[j - 1] > k[j]; j--) {
			tk = k[j];
			k[j] = k[j - 1];
			k[j - 1] = tk;
			tr = r[j];
			r[j] = r[j - 1];
			r[j - 1] = tr;
		}
}

/*
 * Every column has its place and row 2 is written: writes the other rows,
 * compares the whole with the best (tight: row 2 is the best's).
 */
static void
leaf(struct g9 *s, int tight)
{
	unsigned char (*src)[9] = s->src[s->t];
	uint64_t k[8], bk[2][3];
	int br[2][3], band = s->row[0] / 3, b, nb, j, i, d, first;

	for (k[0] = 0, i = 0; i < 9; i++)
		k[0] = k[0] << 4 | s->cur[i];
	k[1] = packrow(s, src[s->row[2]]);
	if (tight && k[1] != s->best[1]) {
		if (k[1] > s->best[1])
			return;
		tight = 0;
	}
	for (nb = 0, b = 0; b < 3; b++) {
		if (b == band)
			continue;
		for (j = 0; j < 3; j++) {
			br[nb][j] = b * 3 + j;
			bk[nb][j] = packrow(s, src[b * 3 + j]);
		}
		sort3(bk[nb], br[nb]);
		nb++;
	}
	first = bk[1][0] < bk[0][0];
	for (j = 0; j < 3; j++) {
		k[2 + j] = bk[first][j];
		k[5 + j] = bk[!first][j];
	}
	if (tight) {
		for (i = 2; i < 8 && k[i] == s->best[i]; i++)
			;
		if (i < 8 && k[i] > s->best[i])
			return;
		if (i == 8) {
			s->count++;
			return;
		}
	}
	memcpy(s->best, k, sizeof(k));
	memcpy(s->best2, s->cur, 9);
	s->have = 1;
	s->gen++;
	s->count = 1;
	if (!s->wantx)
		return;
	s->x.n = 9;
	s->x.transpose = s->t;
	for (i = 0; i < 3; i++) {
		s->x.row[i] = (unsigned char)s->row[i];
		s->x.row[3 + i] = (unsigned char)br[first][i];
		s->x.row[6 + i] = (unsigned char)br[!first][i];
	}
	for (i = 0; i < 9; i++)
		s->x.col[i] = (unsigned char)s->col[i];
	s->x.digit[0] = 0;
	for (d = 1; d <= 9; d++)
		s->x.digit[d] = (unsigned char)(s->pos[s->colof1[d]] + 1);
}

/* Returns the digit column c would give row 2: all stacks have places. */
static int
value(const struct g9 *s, int c)
{
	int y = s->f[c], r;

	if (s->pos[y] >= 0)
		return s->pos[y] + 1;
	r = s->sstk[y / 3];
	return r * 3 + s->fill[r] + 1;
}

/* Gives source column c place p. */
static void
put(struct g9 *s, int c, int p)
{
	s->pos[c] = (signed char)p;
	s->col[p] = (signed char)c;
	s->fill[p / 3]++;
}

static void
unput(struct g9 *s, int c, int p)
{
	s->pos[c] = -1;
	s->col[p] = -1;
	s->fill[p / 3]--;
}

/*
 * Writes row 2 from place p on (3 or more: the stacks have their places),
 * the prefix equal to the best's when tight, below it when not.
 */
static void
walk(struct g9 *s, int p, int tight)
{
	int c, v, least, y, k, st, cand[3], nc = 0;
	unsigned long gen = s->gen;

	if (p == 9) {
		leaf(s, tight);
		return;
	}
	if (s->col[p] >= 0) {
		cand[nc++] = s->col[p];
		least = value(s, s->col[p]);
	} else {
		least = 10;
		st = s->rstk[p / 3] * 3;
		for (c = st; c < st + 3; c++) {
			if (s->pos[c] >= 0)
				continue;
			v = value(s, c);
			if (v < least) {
				least = v;
				nc = 0;
			}
			if (v == least)
				cand[nc++] = c;
		}
	}
	if (tight && least > s->best2[p])
		return;
	for (k = 0; k < nc; k++) {
		if (s->gen != gen)
			tight = 1;
		c = cand[k];
		if (s->col[p] < 0)
			put(s, c, p);
		else
			c = -1;
		y = s->f[s->col[p]];
		v = value(s, s->col[p]);
		if (s->pos[y] < 0)
			put(s, y, v - 1);
		else
			y = -1;
		s->cur[p] = (unsigned char)v;
		walk(s, p + 1, tight && v == s->best2[p]);
		if (y >= 0)
			unput(s, y, v - 1);
		if (c >= 0)
			unput(s, c, p);
	}
}

/*
 * Rows 1 to 3 are chosen, f is set: writes the least row 2 and goes on.
 * Each stack sends the digits of row 2 in its columns to the other two
 * stacks of row 1, three to one (a pure band) or two and one. Row 2 then
 * starts 456 (the three columns of the first stack, in any order, to the
 * three places of the second) or 457 (the two that go to one stack first,
 * in either order, then the third to the third stack): the first three
 * places need not be searched.
 */
static void
top(struct g9 *s)
{
	int s0, x, y, c0, c1, c2, k, j, cnt[3], pure;
	unsigned char pre[3];

	for (k = 0; k < 3; k++)
		cnt[k] = 0;
	for (k = 0; k < 3; k++)
		cnt[s->f[k] / 3]++;
	pure = cnt[1] == 3 || cnt[2] == 3;
	pre[0] = 4;
	pre[1] = 5;
	pre[2] = pure ? 6 : 7;
	if (s->have && memcmp(pre, s->best2, 3) > 0)
		return;
	memcpy(s->cur, pre, 3);
	for (s0 = 0; s0 < 3; s0++) {
		for (k = 0; k < 3; k++)
			cnt[k] = 0;
		for (k = 0; k < 3; k++)
			cnt[s->f[s0 * 3 + k] / 3]++;
		for (x = 0; cnt[x] < 2; x++)
			;
		y = 3 - s0 - x;
		for (c0 = s0 * 3; c0 < s0 * 3 + 3; c0++)
			for (c1 = s0 * 3; c1 < s0 * 3 + 3; c1++) {
				if (c1 == c0 || s->f[c0] / 3 != x ||
				    s->f[c1] / 3 != x)
					continue;
				c2 = 3 * s0 * 3 + 3 - c0 - c1;
				memset(s->pos, -1, sizeof(s->pos));
				memset(s->fill, 0, sizeof(s->fill));
				s->sstk[s0] = 0;
				s->sstk[x] = 1;
				s->sstk[y] = 2;
				s->rstk[0] = (signed char)s0;
				s->rstk[1] = (signed char)x;
				s->rstk[2] = (signed char)y;
				for (j = 0; j < 9; j++)
					s->col[j] = -1;
				put(s, c0, 0);
				put(s, c1, 1);
				put(s, c2, 2);
				put(s, s->f[c0], 3);
				put(s, s->f[c1], 4);
				put(s, s->f[c2], pure ? 5 : 6);
				walk(s, 3, s->have &&
				    memcmp(pre, s->best2, 3) == 0);
			}
	}
}

/*
 * Writes the form of the full grid g (9x9, no conflicts) in form, the
 * number of its automorphisms in *autos and, when x is not NULL and that
 * number is one, the transform to the form in *x. Returns the number of
 * automorphisms.
 */
long long
sdk_canon_grid9(const struct sdk_grid *g, struct sdk_grid *form,
    struct sdk_xform *x)
{
	struct g9 s;
	int t, r1, r2, i, j, band;
	uint64_t k;

	for (i = 0; i < 9; i++)
		for (j = 0; j < 9; j++) {
			s.src[0][i][j] = g->cell[i * 9 + j];
			s.src[1][j][i] = g->cell[i * 9 + j];
		}
	s.have = 0;
	s.gen = 0;
	s.count = 0;
	s.wantx = x != NULL;
	memset(s.best2, 10, sizeof(s.best2));
	for (t = 0; t < 2; t++)
		for (r1 = 0; r1 < 9; r1++) {
			s.t = t;
			band = r1 / 3 * 3;
			for (j = 0; j < 9; j++)
				s.colof1[s.src[t][r1][j]] = (unsigned char)j;
			for (r2 = band; r2 < band + 3; r2++) {
				if (r2 == r1)
					continue;
				s.row[0] = r1;
				s.row[1] = r2;
				s.row[2] = 3 * band + 3 - r1 - r2;
				for (j = 0; j < 9; j++)
					s.f[j] = s.colof1[s.src[t][r2][j]];
				top(&s);
			}
		}
	if (form != NULL) {
		*form = *g;
		for (j = 0; j < 9; j++)
			form->cell[j] = (unsigned char)(j + 1);
		for (i = 0; i < 8; i++)
			for (k = s.best[i], j = 8; j >= 0; j--, k >>= 4)
				form->cell[(i + 1) * 9 + j] =
				    (unsigned char)(k & 15);
	}
	if (x != NULL && s.count == 1)
		*x = s.x;
	return s.count;
}
