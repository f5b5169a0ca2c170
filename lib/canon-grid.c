/*
 * canon-grid.c: the minlex form of a full 9x9 grid without conflicts, the
 * number of its automorphisms and, when that is one, the transform.
 *
 * Row 1 of the form is always 123456789: the digits are labelled by the
 * places of their columns in row 1. So each of the 36 ways to choose rows
 * 1 and 2 (transposed or not, a row, another row of its band) gives row 2
 * as the columns of row 1 that hold its digits, written through the column
 * order: at place p, one more than the place of the column of row 1 that
 * holds the digit row 2 has in the column put at p. A column whose place
 * is not decided yet when row 2 needs it goes to the first free place of
 * its stack (the least there is). Row 2 then starts 456 or 457, and which
 * columns of the first stack come first decides all the rest of it: the
 * ways are sorted by a key of their first places, computed from the
 * columns alone, and only those with the least key are written. Once row
 * 2 is written every column has its place, and the other rows are
 * decided: row 3 is the third of the band, rows 4 to 9 the other two
 * bands, each sorted, the band with the least row first.
 */
#include <limits.h>
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

/*
 * Writes row 2 from place 3 on, the first stack's columns and the places
 * of their columns of row 1 set, and goes on to the other rows: tight when
 * the first three places are the best's. Nothing is left to choose: a free
 * column at a place of the second stack is the only one left there, and
 * one of the third sends the digit to a column of the first two, which
 * have their places by then (two free columns sent to one stack with free
 * places would tie, but there are none).
 */
static void
line(struct g9 *s, int tight)
{
	int p, c, st, v, least, at, y;

	for (p = 3; p < 9; p++) {
		if (s->col[p] < 0) {
			st = s->rstk[p / 3] * 3;
			least = 10;
			at = -1;
			for (c = st; c < st + 3; c++) {
				if (s->pos[c] >= 0)
					continue;
				v = value(s, c);
				if (v < least) {
					least = v;
					at = c;
				}
			}
			if (at < 0)
				return;	/* never: a free place has its column */
			put(s, at, p);
		}
		c = s->col[p];
		y = s->f[c];
		v = value(s, c);
		if (s->pos[y] < 0)
			put(s, y, v - 1);
		s->cur[p] = (unsigned char)v;
		if (tight && v != s->best2[p]) {
			if (v > s->best2[p])
				return;
			tight = 0;
		}
	}
	leaf(s, tight);
}

/*
 * Each stack sends the digits of row 2 in its columns to the other two
 * stacks of row 1, three to one (a pure band: every stack does) or two and
 * one. Returns the stack s0 sends two or three to.
 */
static int
major(const unsigned char *f, int s0)
{
	int cnt[3] = { 0, 0, 0 }, k;

	for (k = 0; k < 3; k++)
		cnt[f[s0 * 3 + k] / 3]++;
	for (k = 0; cnt[k] < 2; k++)
		;
	return k;
}

/*
 * Rows 1 to 3 and f are set: row 2 starts 456 in a pure band (the columns
 * of the first stack s0, in any order, to the three places of the second)
 * and 457 in another (c0 and c1, the two that go to one stack, first, in
 * either order, then the third to the third stack). Puts the columns of
 * the way that starts with s0, c0, c1 in their places and writes the rest.
 */
static void
branch(struct g9 *s, int s0, int c0, int c1, int tight)
{
	int x = major(s->f, s0), y = 3 - s0 - x, c2 = 9 * s0 + 3 - c0 - c1;
	int pure = s->f[c2] / 3 == x, j;

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
	s->cur[0] = 4;
	s->cur[1] = 5;
	s->cur[2] = (unsigned char)(pure ? 6 : 7);
	line(s, tight);
}

/*
 * Returns a key of row 2 of the way that starts with columns c0, c1, c2,
 * that sorts as the rows: in a pure band (which has 456789 first), places
 * 7 to 9 (the places of f[f[f[c]]] in the first stack), 4 bits each, after
 * a 6; in another, after a 7 (457), places 4 and 5. These hold f[c0] and
 * f[c1], so their digits are the places of f[f[c0]] and f[f[c1]]: in the
 * first stack (1 to 3), or in the third, 7 where f[c2] is, else the first
 * place free there.
 */
static int
prefix(const unsigned char *f, int c0, int c1, int c2, int pure)
{
	int y3 = f[f[c0]], y4 = f[f[c1]], v3, v4, y = f[c2] / 3;

	int i, v[3], z;

	if (pure) {
		/* 456789 and the places of f[f[f[c]]] in the first stack. */
		for (i = 0; i < 3; i++) {
			z = f[f[f[i == 0 ? c0 : i == 1 ? c1 : c2]]];
			v[i] = z == c0 ? 1 : z == c1 ? 2 : 3;
		}
		return 6 << 12 | v[0] << 8 | v[1] << 4 | v[2];
	}
	v3 = y3 == c0 ? 1 : y3 == c1 ? 2 : y3 == c2 ? 3 : y3 == f[c2] ? 7 : 8;
	v4 = y4 == c0 ? 1 : y4 == c1 ? 2 : y4 == c2 ? 3 : y4 == f[c2] ? 7 :
	    y3 / 3 == y && y3 != f[c2] ? 9 : 8;
	return 7 << 12 | v3 << 8 | v4 << 4;
}

/* Chooses rows 1 to 3 (transposed when t is) and sets f. */
static void
rows(struct g9 *s, int t, int r1, int r2)
{
	int j, band = r1 / 3 * 3;

	s->t = t;
	s->row[0] = r1;
	s->row[1] = r2;
	s->row[2] = 3 * band + 3 - r1 - r2;
	for (j = 0; j < 9; j++)
		s->colof1[s->src[t][r1][j]] = (unsigned char)j;
	for (j = 0; j < 9; j++)
		s->f[j] = s->colof1[s->src[t][r2][j]];
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
	struct {
		unsigned char t, r1, r2, s0, c0, c1;
	} way[2 * 9 * 2 * 3 * 6], *w;
	int t, r1, r2, i, j, s0, c0, c1, c2, xs, key, least = INT_MAX;
	int nw = 0, b, pure[2][3], anypure;
	unsigned m[2][3];
	uint64_t k;

	for (i = 0; i < 9; i++)
		for (j = 0; j < 9; j++) {
			s.src[0][i][j] = g->cell[i * 9 + j];
			s.src[1][j][i] = g->cell[i * 9 + j];
		}
	s.have = 0;
	s.count = 0;
	s.wantx = x != NULL;
	memset(s.best2, 10, sizeof(s.best2));
	/*
	 * The first four places of row 2 of each way, from f alone: the ways
	 * to the least of them are followed. Place 4 holds f[c0], so its
	 * digit is the place of f[f[c0]]: in the first stack (1 to 3), or in
	 * the third, 7 where f[c2] is, else 8 (7 in a pure band).
	 */
	/*
	 * A band is pure when row 2 sends each stack to one stack of row 1:
	 * the same for any two rows of it. Pure bands start row 2 with 456,
	 * the others with 457: when there is one, they alone are followed.
	 */
	for (anypure = 0, t = 0; t < 2; t++)
		for (b = 0; b < 3; b++) {
			for (j = 0; j < 6; j++)
				m[j / 3][j % 3] = 0;
			for (j = 0; j < 9; j++) {
				m[0][j / 3] |= 1u << s.src[t][3 * b][j];
				m[1][j / 3] |= 1u << s.src[t][3 * b + 1][j];
			}
			pure[t][b] = m[1][0] == m[0][1] || m[1][0] == m[0][2];
			pure[t][b] = pure[t][b] && (m[1][1] == m[0][0] ||
			    m[1][1] == m[0][2]);
			anypure |= pure[t][b];
		}
	for (t = 0; t < 2; t++)
		for (r1 = 0; r1 < 9; r1++)
			for (r2 = r1 / 3 * 3; r2 < r1 / 3 * 3 + 3; r2++) {
				if (r2 == r1 || pure[t][r1 / 3] != anypure)
					continue;
				rows(&s, t, r1, r2);
				for (s0 = 0; s0 < 3; s0++) {
					xs = major(s.f, s0);
					for (c0 = s0 * 3; c0 < s0 * 3 + 3; c0++)
					for (c1 = s0 * 3; c1 < s0 * 3 + 3; c1++) {
						if (c1 == c0 || s.f[c0] / 3 != xs ||
						    s.f[c1] / 3 != xs)
							continue;
						c2 = 9 * s0 + 3 - c0 - c1;
						key = prefix(s.f, c0, c1, c2,
						    anypure);
						if (key > least)
							continue;
						if (key < least) {
							least = key;
							nw = 0;
						}
						w = &way[nw++];
						w->t = (unsigned char)t;
						w->r1 = (unsigned char)r1;
						w->r2 = (unsigned char)r2;
						w->s0 = (unsigned char)s0;
						w->c0 = (unsigned char)c0;
						w->c1 = (unsigned char)c1;
					}
				}
			}
	for (i = 0; i < nw; i++) {
		w = &way[i];
		rows(&s, w->t, w->r1, w->r2);
		branch(&s, w->s0, w->c0, w->c1, s.have);
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
