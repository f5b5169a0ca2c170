/*
 * canon.c: the minlex canonical form of a grid of any size, the transform
 * that takes the grid there and the number of its automorphisms.
 *
 * Of all the grids that transposition, band, row-in-band, stack and
 * column-in-stack permutations make of a grid, each with its digits
 * relabelled in the order they first appear in reading order, the form is
 * the least as a string, an empty cell before any digit.
 *
 * The search writes the form a cell at a time in reading order and drops
 * a branch as soon as its prefix is above the least one found. Rows are
 * chosen one by one (any row of an unused band first in a band, then the
 * rows left in that band), only those that make the least next row;
 * stacks when row 1 reaches them; but columns inside a stack are never
 * tried one by one: they are kept as an ordered partition, cells of
 * columns still alike, that each row refines. An empty cell goes first;
 * among digits, the one with the least label; the only choice left is
 * which of several digits not yet labelled comes first, and that one is
 * branched on. Columns still together at the end are alike in every row,
 * so each such cell of k columns stands for k! transforms that give the
 * same string. The first HEAD rows are searched breadth first: the search
 * goes on only from the ways to the least of them. Empty rows of a band,
 * empty bands and empty stacks are alike (swapping two maps the grid onto
 * itself), so one of them is followed for all. A full grid without
 * conflicts takes the labels of its row 1 from the places its columns will
 * have, decided in row 2 (walklazy).
 */
#include <limits.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

#define TIGHT INT_MAX		/* lesspos: the prefix equals the best */
#define HEAD 2			/* rows searched breadth first */
#define BEAM 128		/* states kept at row HEAD */

/* Where a search is after its first HEAD rows, to go on from there. */
struct state {
	int t;
	long long mult;
	int rowof[HEAD];
	unsigned rowused;
	int next;
	unsigned char col[SDK_MAXN];
	unsigned char cut[SDK_MAXN + 1];
	unsigned char lab[SDK_MAXN + 1];
};

/* The state of one search. */
struct ctx {
	int n, b, pat;		/* side, box side, pattern mode */
	unsigned char src[2][SDK_MAXN][SDK_MAXN];	/* as is, transposed */
	unsigned char cur[SDK_MAXCELLS];		/* the string so far */
	unsigned char best[SDK_MAXCELLS];		/* least string found */
	int lesspos;		/* where cur went below best, or TIGHT */
	unsigned long gen;	/* changes when best does */
	long long count;	/* transforms that give best */
	int t;			/* transposed */
	int rowof[SDK_MAXN];	/* result row -> source row */
	unsigned rowused;	/* source rows used, a bit each */
	int stk[SDK_MAXN];	/* result stack -> source stack, -1: none */
	unsigned stkused;
	unsigned char col[SDK_MAXN];	/* result column -> source column */
	unsigned char cut[SDK_MAXN + 1];	/* a cell starts here */
	unsigned char lab[SDK_MAXN + 1];	/* value -> label, 0: none */
	int next;		/* labels given */
	struct sdk_xform x;	/* the transform to best */
	unsigned char best0[SDK_MAXN];	/* the least row 1 */
	unsigned rmask[2][SDK_MAXN];	/* row -> its givens, a bit a column */
	int lazy;		/* a grid: labels wait for row 2 */
	int dup;		/* a digit twice in a line: walk alone picks */
	unsigned char col0[SDK_MAXN + 1];	/* value -> column, row 1 */
	long long mult;		/* ways alike to the way followed */
	/*
	 * Lines alike in every cell: [0] empty, [1] full (in pattern mode
	 * alone); rows, bands and stacks, as is and transposed.
	 */
	unsigned erow[2][2];
	unsigned eband[2][2];
	unsigned estk[2][2];
	unsigned char div[SDK_MAXN + 1];	/* k -> k / b */
	unsigned bandrows[SDK_MAXN];	/* band -> its rows, a bit each */
	int head;		/* searching the first HEAD rows */
	int tailset;		/* best is set past its first HEAD rows */
	int nbeam;
	struct state beam[BEAM];	/* the ways to the least HEAD rows */
};

static void walk(struct ctx *c, int i, int q);
static void walklazy(struct ctx *c, int i, int q);
static void nextrow(struct ctx *c, int i);
static void push(struct ctx *c);

static const long long fact[5] = { 1, 1, 2, 6, 24 };

/* Copies len bytes: a loop, faster than memcpy for these few. */
static void
copy(unsigned char *dst, const unsigned char *src, int len)
{
	while (len-- > 0)
		*dst++ = *src++;
}

/*
 * Puts ch at position pos of the string. Returns -1 when the prefix is
 * now above the best, else 0.
 */
static int
emit(struct ctx *c, int pos, int ch)
{
	c->cur[pos] = (unsigned char)ch;
	if (c->lesspos < pos)
		return 0;
	if (ch > c->best[pos])
		return -1;
	if (ch < c->best[pos])
		c->lesspos = pos;
	return 0;
}

/* Records a whole string: a new best, or one more way to the best. */
static void
leaf(struct ctx *c)
{
	long long w = 1;
	int p, e, v, k;

	for (p = 0; p < c->n; p = e) {
		for (e = p + 1; !c->cut[e]; e++)
			;
		w *= fact[e - p];
	}
	if (c->lesspos == TIGHT) {
		c->count += w * c->mult;
		return;
	}
	memcpy(c->best, c->cur, (size_t)c->n * c->n);
	c->lesspos = TIGHT;
	c->gen++;
	c->tailset = 1;
	c->count = w * c->mult;
	c->x.n = c->n;
	c->x.transpose = c->t;
	for (p = 0; p < c->n; p++) {
		c->x.row[p] = (unsigned char)c->rowof[p];
		c->x.col[p] = c->col[p];
	}
	/* Digits that never appear take the labels left, in order. */
	k = c->next;
	c->x.digit[0] = 0;
	for (v = 1; v <= c->n; v++)
		c->x.digit[v] = c->pat ? (unsigned char)v :
		    c->lab[v] ? c->lab[v] : (unsigned char)++k;
}

/* Saves the state of the search in s. */
static void
save(const struct ctx *c, struct state *s)
{
	int k;

	s->t = c->t;
	s->mult = c->mult;
	for (k = 0; k < HEAD; k++)
		s->rowof[k] = c->rowof[k];
	s->rowused = c->rowused;
	s->next = c->next;
	memcpy(s->col, c->col, sizeof(s->col));
	memcpy(s->cut, c->cut, sizeof(s->cut));
	memcpy(s->lab, c->lab, sizeof(s->lab));
}

/* Puts the search back in state s. */
static void
restore(struct ctx *c, const struct state *s)
{
	int k;

	c->t = s->t;
	c->mult = s->mult;
	for (k = 0; k < HEAD; k++)
		c->rowof[k] = s->rowof[k];
	c->rowused = s->rowused;
	c->next = s->next;
	memcpy(c->col, s->col, sizeof(c->col));
	memcpy(c->cut, s->cut, sizeof(c->cut));
	memcpy(c->lab, s->lab, sizeof(c->lab));
}

/*
 * Goes on from each state of the beam to the whole string, and empties
 * the beam; the search is where it was after.
 */
static void
flush(struct ctx *c)
{
	struct state now;
	int k, old = c->lesspos;

	save(c, &now);
	/* The beam's rows: cur may hold rows of a way that lost since. */
	copy(c->cur, c->best, HEAD * c->n);
	c->head = 0;
	for (k = 0; k < c->nbeam; k++) {
		restore(c, &c->beam[k]);
		c->lesspos = c->tailset ? TIGHT : HEAD * c->n - 1;
		nextrow(c, HEAD - 1);
	}
	c->nbeam = 0;
	c->head = 1;
	restore(c, &now);
	c->lesspos = old;
}

/*
 * Keeps the state at the end of row HEAD when its rows are the least so
 * far: the search goes on from the states of the least rows alone, so that
 * it does not follow a way through rows that another way beats.
 */
static void
push(struct ctx *c)
{
	if (c->lesspos != TIGHT) {
		copy(c->best, c->cur, HEAD * c->n);
		c->lesspos = TIGHT;
		c->gen++;
		c->tailset = 0;
		c->count = 0;
		c->nbeam = 0;
	}
	if (c->nbeam == BEAM)
		flush(c);
	save(c, &c->beam[c->nbeam++]);
}

/*
 * Returns 1 when rows r and r2 (transposed when t is) are alike: both
 * empty (or in pattern mode both full), in one band or in two such bands,
 * so that swapping them maps the grid onto itself and the search need
 * follow only one of them.
 */
static int
alike(const struct ctx *c, int t, int r, int r2)
{
	int k;

	for (k = 0; k < 1 + c->pat; k++)
		if ((c->erow[k][t] >> r & c->erow[k][t] >> r2 & 1) &&
		    (c->div[r] == c->div[r2] || (c->eband[k][t] >> c->div[r] &
		    c->eband[k][t] >> c->div[r2] & 1)))
			return 1;
	return 0;
}

/*
 * Follows row r at row i of the result, for m alike rows (see alike).
 */
static void
follow(struct ctx *c, int i, int r, long long m)
{
	long long old = c->mult;

	c->mult *= m;
	c->rowof[i] = r;
	c->rowused |= 1u << r;
	walk(c, i, 0);
	c->rowused &= ~(1u << r);
	c->mult = old;
}

/* The cells of columns, for rowstr: where each starts, its columns. */
struct cells {
	int n;
	unsigned char start[SDK_MAXN + 1];
	unsigned mask[SDK_MAXN];	/* source columns, a bit each */
};

/* Writes in cl the cells of columns of the search. */
static void
cells(const struct ctx *c, struct cells *cl)
{
	int p, e;
	unsigned m;

	for (cl->n = 0, p = 0; p < c->n; p = e) {
		for (m = 0, e = p; e == p || !c->cut[e]; e++)
			m |= 1u << c->col[e];
		cl->start[cl->n] = (unsigned char)p;
		cl->mask[cl->n++] = m;
	}
	cl->start[cl->n] = (unsigned char)c->n;
}

/*
 * Writes in str the string row r makes as the next row, cl the cells: in
 * each cell of columns the empty cells, then the digits labelled already
 * by label, then new labels. Compares it with bound, when not NULL, as it
 * goes: returns 1 as soon as it is above (str is then cut short), 0 when
 * equal, -1 when below or without bound. Only the givens of the row are
 * looked at, through the bits of the cells.
 */
static int
rowstr(const struct ctx *c, const struct cells *cl, int r,
    unsigned char *str, const unsigned char *bound)
{
	const unsigned char *row = c->src[c->t][r];
	unsigned labs, gm, mask = c->rmask[c->t][r];
	int p, e, k, z, v, j, next = c->next, cmp = bound ? 0 : -1;

	for (j = 0; j < cl->n; j++) {
		p = cl->start[j];
		e = cl->start[j + 1];
		z = e - p;
		labs = 0;
		for (gm = mask & cl->mask[j]; gm != 0; gm &= gm - 1) {
			z--;
			v = c->lab[row[sdk_lowbit(gm)]];
			labs |= (unsigned)(v != 0) << v;
		}
		/*
		 * Empty cells, the labels (one a digit: no digit is twice,
		 * so a set of them), new labels; one loop, not a memset.
		 */
		for (k = p; k < e; k++) {
			if (z > 0) {
				z--;
				v = 0;
			} else if (labs != 0) {
				v = sdk_lowbit(labs);
				labs &= labs - 1;
			} else
				v = c->pat ? 1 : ++next;
			str[k] = (unsigned char)v;
			if (cmp == 0 && v != bound[k]) {
				if (v > bound[k])
					return 1;
				cmp = -1;
			}
		}
	}
	return cmp;
}

/*
 * Goes on at row i + 1 with each row it may hold that makes the least
 * string there (the others can only lose), or ends the string.
 */
static void
nextrow(struct ctx *c, int i)
{
	unsigned char buf[2][SDK_MAXN];
	const unsigned char *bound;
	int r, b = c->b, cand[SDK_MAXN], nc = 0, k, j, lazy, w = 0;
	unsigned rows;
	long long m;
	struct cells cl;

	if (++i == c->n) {
		leaf(c);
		return;
	}
	if (c->head && i == HEAD) {
		push(c);
		return;
	}
	lazy = c->lazy && i == 1;
	/* Rows above the best row there lose at once. */
	bound = !lazy && c->lesspos >= i * c->n ? c->best + i * c->n : NULL;
	/* The rows of the bands not begun, or those left in this band. */
	if (c->div[i] * b == i)
		for (rows = 0, k = 0; k < b; k++) {
			if ((c->rowused & c->bandrows[k]) == 0)
				rows |= c->bandrows[k];
		}
	else
		rows = c->bandrows[c->div[c->rowof[i - 1]]] & ~c->rowused;
	if (!lazy && !c->dup)
		cells(c, &cl);
	for (; rows != 0; rows &= rows - 1) {
		r = sdk_lowbit(rows);
		if (!lazy && !c->dup) {
			k = rowstr(c, &cl, r, buf[w], bound);
			if (k > 0)
				continue;
			if (k < 0) {
				/* The least row so far: the other buffer next. */
				bound = buf[w];
				w ^= 1;
				nc = 0;
			}
		}
		cand[nc++] = r;
	}
	for (k = 0; k < nc; k++) {
		for (m = 1, j = 0; j < nc; j++)
			if (j != k && alike(c, c->t, cand[k], cand[j])) {
				if (j < k)
					break;
				m++;
			}
		if (j == nc)
			follow(c, i, cand[k], m);
	}
}

/*
 * Readies the choice of a stack of row 0 for result stack q / b: returns
 * how many givens the least string has there, and counts in m[u] the
 * unused stacks of each class u of alike ones (empty stacks; full ones
 * too for a pattern), of which one is followed.
 */
static inline int
stackwant(const struct ctx *c, int q, long long *m)
{
	int s, k, u, want = 0;

	for (k = 0; k < c->b; k++)
		want += c->best0[q + k] != 0;
	m[0] = m[1] = 0;
	for (s = 0; s < c->b; s++)
		for (u = 0; u < 1 + c->pat; u++)
			if (!(c->stkused & 1u << s) &&
			    c->estk[u][c->t] >> s & 1)
				m[u]++;
	return want;
}

/*
 * Returns 1 when unused stack s of row 0 may go next: it holds want
 * givens and is not a second of alike stacks (first[u] keeps which class
 * was taken); sets c->mult for it from old, times the alike ones.
 */
static inline int
stacktake(struct ctx *c, int s, int want, int *first, const long long *m,
    long long old)
{
	const unsigned char *row = c->src[c->t][c->rowof[0]];
	int k, u, b = c->b, have = 0;

	if (c->stkused & 1u << s)
		return 0;
	for (k = 0; k < b; k++)
		have += row[s * b + k] != 0;
	if (have != want)
		return 0;
	c->mult = old;
	for (u = 0; u < 1 + c->pat; u++)
		if (c->estk[u][c->t] >> s & 1)
			break;
	if (u < 1 + c->pat) {
		if (!first[u])
			return 0;
		first[u] = 0;
		c->mult = old * m[u];
	}
	return 1;
}

/*
 * Places at result stack q / b of row 0 each unused stack that holds as
 * many givens of that row as the least string there has.
 */
static void
branchstack(struct ctx *c, int q)
{
	int s, k, b = c->b, want, first[2] = { 1, 1 };
	long long old = c->mult, m[2];

	want = stackwant(c, q, m);
	for (s = 0; s < b; s++) {
		if (!stacktake(c, s, want, first, m, old))
			continue;
		c->stk[q / b] = s;
		c->stkused |= 1u << s;
		for (k = 0; k < b; k++) {
			c->col[q + k] = (unsigned char)(s * b + k);
			c->cut[q + k] = k == 0;
		}
		walk(c, 0, q);
		c->stkused &= ~(1u << s);
	}
	c->mult = old;
	c->stk[q / b] = -1;
}

static void row0(struct ctx *c, int q);

/*
 * Row 1 of the form, the givens of its stack at result columns g to q + b
 * - 1: puts each in every order from place p on, each alone in its cell
 * and labelled in order (in pattern mode they stay one cell of 1s), and
 * goes on with the next stack.
 */
static void
row0perm(struct ctx *c, int q, int g, int p)
{
	const unsigned char *row = c->src[c->t][c->rowof[0]];
	int k, e = q + c->b;
	unsigned char t;

	if (c->pat || p >= e - 1) {
		if (!c->pat)
			for (k = g; k < e; k++)
				c->lab[row[c->col[k]]] =
				    (unsigned char)++c->next;
		row0(c, e);
		if (!c->pat)
			for (k = g; k < e; k++) {
				c->lab[row[c->col[k]]] = 0;
				c->next--;
			}
		return;
	}
	for (k = p; k < e; k++) {
		t = c->col[p];
		c->col[p] = c->col[k];
		c->col[k] = t;
		row0perm(c, q, g, p + 1);
		c->col[k] = c->col[p];
		c->col[p] = t;
	}
}

/*
 * Writes row 1 of the form, from result column q on, when no digit is
 * twice in a line: every way to it gives the same string, the least key
 * (see rowkey), so it is not compared a cell at a time. Each stack that
 * holds as many givens as the key there goes next (one of several empty
 * stacks), its empty cells first, alike, then its givens in every order.
 */
static void
row0(struct ctx *c, int q)
{
	const unsigned char *row;
	int s, k, b = c->b, want, first[2] = { 1, 1 }, g, p;
	long long old = c->mult, m[2];

	if (q == c->n) {
		nextrow(c, 0);
		c->lesspos = c->gen != 0 ? TIGHT : -1;
		return;
	}
	row = c->src[c->t][c->rowof[0]];
	want = stackwant(c, q, m);
	for (s = 0; s < b; s++) {
		if (!stacktake(c, s, want, first, m, old))
			continue;
		c->stk[q / b] = s;
		c->stkused |= 1u << s;
		for (g = q, k = 0; k < b; k++)
			if (row[s * b + k] == 0)
				c->col[g++] = (unsigned char)(s * b + k);
		for (p = g, k = 0; k < b; k++)
			if (row[s * b + k] != 0)
				c->col[p++] = (unsigned char)(s * b + k);
		for (k = q; k < q + b; k++) {
			c->cut[k] = k == q || (k >= g && (!c->pat || k == g));
			c->cur[k] = (unsigned char)(k < g ? 0 : c->pat ? 1 :
			    c->next + 1 + k - g);
		}
		row0perm(c, q, g, g);
		c->stkused &= ~(1u << s);
	}
	c->mult = old;
	c->stk[q / b] = -1;
}

/*
 * Returns the place of source column y in the result, and in start the
 * first place of its cell.
 */
static int
place(const struct ctx *c, int y, int *start)
{
	int p, a;

	for (p = 0; c->col[p] != y; p++)
		;
	for (a = p; !c->cut[a]; a--)
		;
	*start = a;
	return p;
}

/*
 * Gives each value its label, the place of its column in row 1 plus one,
 * when the columns have places: a grid after its row 2. Undone by unlabel.
 */
static void
labelall(struct ctx *c)
{
	int v, a;

	for (v = 1; v <= c->n; v++)
		c->lab[v] = (unsigned char)(place(c, c->col0[v], &a) + 1);
	c->next = c->n;
}

static void
unlabel(struct ctx *c)
{
	memset(c->lab, 0, sizeof(c->lab));
	c->next = 0;
}

/*
 * The rows 1 and 2 of a full grid without conflicts. Row 1 reads 1, 2,
 * ..., n whatever the order of the columns in a stack, so it leaves each
 * stack one cell and each value the label of the place its column will
 * have. In row 2, a value is the least label the cell of its row-1 column
 * can still give, that column put first in its cell; columns whose values
 * tie are branched on, and each step leaves a column alone in its cell,
 * so that after row 2 every label is known.
 */
static void
walklazy(struct ctx *c, int i, int q)
{
	unsigned char save[SDK_MAXN], *row;
	int n = c->n, b = c->b, e, p, k, y, a, ya, least, ny;
	int old = c->lesspos, pos = i * n + q;
	unsigned long gen = c->gen;

	if (i == 0) {
		for (k = 0; k < b; k++)
			if (emit(c, pos + k, q + k + 1) < 0)
				goto out;
		walk(c, 0, q + b);
		goto out;
	}
	row = c->src[c->t][c->rowof[1]];
	for (e = q + 1; !c->cut[e]; e++)
		;
	for (least = INT_MAX, p = q; p < e; p++) {
		place(c, c->col0[row[c->col[p]]], &a);
		if (a + 1 < least)
			least = a + 1;
	}
	if (emit(c, pos, least) < 0)
		goto out;
	memcpy(save, c->col, (size_t)n);
	for (p = q; p < e; p++) {
		k = c->col[p];
		y = c->col0[row[k]];
		ya = place(c, y, &a);
		if (a + 1 != least)
			continue;
		/* Column k first in its cell, y first in its own. */
		c->col[p] = c->col[q];
		c->col[q] = (unsigned char)k;
		ny = c->cut[q + 1];
		c->cut[q + 1] = 1;
		ya = place(c, y, &a);
		c->col[ya] = c->col[a];
		c->col[a] = (unsigned char)y;
		k = c->cut[a + 1];
		c->cut[a + 1] = 1;
		if (q + 1 == n) {
			labelall(c);
			nextrow(c, 1);
			unlabel(c);
		} else
			walk(c, 1, q + 1);
		c->cut[a + 1] = (unsigned char)k;
		c->cut[q + 1] = (unsigned char)ny;
		memcpy(c->col, save, (size_t)n);
		c->lesspos = c->gen == gen ? old : TIGHT;
		if (emit(c, pos, least) < 0)
			break;
	}
out:
	c->lesspos = c->gen == gen ? old : TIGHT;
}

/*
 * Writes row i in one pass when nothing is left to choose in it: no digit
 * twice in a line, and in each cell of columns at most one digit not
 * labelled yet (any number in pattern mode). Each cell puts its empty
 * cells first, alike still, then its digits, each alone by label, the new
 * one last (in pattern mode its givens, alike). Returns 0 when it could
 * not: walk does it a cell at a time then.
 */
static int
onepass(struct ctx *c, int i)
{
	const unsigned char *row = c->src[c->t][c->rowof[i]];
	unsigned char save[SDK_MAXN], cut[SDK_MAXN + 1], fresh[SDK_MAXN];
	int n = c->n, p, e, q, k, j, v, z, nf = 0, pos = i * n, old = c->lesspos;
	int nn, done = 1;
	unsigned long gen = c->gen;

	if (c->dup)
		return 0;
	memcpy(save, c->col, sizeof(save));
	memcpy(cut, c->cut, sizeof(cut));
	for (p = 0; p < n; p = e) {
		for (e = p + 1; !cut[e]; e++)
			;
		for (nn = 0, k = p, q = p; q < e; q++) {
			v = row[save[q]];
			if (v == 0)
				c->col[k++] = save[q];
			else
				nn += c->lab[v] == 0;
		}
		if (!c->pat && nn > 1) {
			/* Two new digits in a cell: walk chooses. */
			done = 0;
			goto out;
		}
		z = k - p;
		if (z > 0 && k < e)
			c->cut[k] = 1;
		for (q = p; q < e; q++) {
			v = row[save[q]];
			if (v == 0)
				continue;
			if (c->pat) {
				c->col[k++] = save[q];
				continue;
			}
			if (c->lab[v] == 0) {
				c->lab[v] = (unsigned char)++c->next;
				fresh[nf++] = (unsigned char)v;
			}
			/* In order of label: the new one is the greatest. */
			for (j = k++; j > p + z &&
			    c->lab[row[c->col[j - 1]]] > c->lab[v]; j--)
				c->col[j] = c->col[j - 1];
			c->col[j] = save[q];
		}
		for (q = p; q < e; q++) {
			v = row[c->col[q]];
			if (!c->pat && v != 0 && q > p)
				c->cut[q] = 1;
			if (emit(c, pos + q, v == 0 ? 0 : c->pat ? 1 :
			    c->lab[v]) < 0)
				goto out;
		}
	}
	nextrow(c, i);
out:
	while (nf > 0) {
		c->lab[fresh[--nf]] = 0;
		c->next--;
	}
	memcpy(c->col, save, sizeof(save));
	memcpy(c->cut, cut, sizeof(cut));
	c->lesspos = c->gen == gen ? old : TIGHT;
	return done;
}

/*
 * Writes row i (source row rowof[i]) from result column q on, refining the
 * cell of columns that starts at q, and goes on to the rest of the string.
 */
static void
walk(struct ctx *c, int i, int q)
{
	unsigned char save[SDK_MAXN], *row;
	int n = c->n, e, p, k, m, v, best, at, old = c->lesspos, pos;
	unsigned long gen = c->gen;

	if (q == n) {
		nextrow(c, i);
		return;
	}
	if (i == 0 && c->div[q] * c->b == q && c->stk[c->div[q]] < 0) {
		branchstack(c, q);
		return;
	}
	if (c->lazy && i < 2) {
		walklazy(c, i, q);
		return;
	}
	if (q == 0 && i > 0 && onepass(c, i))
		return;
	row = c->src[c->t][c->rowof[i]];
	pos = i * n + q;
	for (e = q + 1; !c->cut[e]; e++)
		;
	copy(save + q, c->col + q, e - q);
	for (m = 0, p = q; p < e; p++)
		if (row[save[p]] == 0)
			c->col[q + m++] = save[p];
	if (m > 0 || c->pat) {
		/* Empty cells first, and in pattern mode the givens after. */
		if (m == 0)
			m = e - q;
		else
			for (k = q + m, p = q; p < e; p++)
				if (row[save[p]] != 0)
					c->col[k++] = save[p];
		for (k = 0; k < m; k++)
			if (emit(c, pos + k, row[c->col[q + k]] ? 1 : 0) < 0)
				goto out;
		if (q + m < e)
			c->cut[q + m] = 1;
		walk(c, i, q + m);
		if (q + m < e)
			c->cut[q + m] = 0;
		goto out;
	}
	/* A digit labelled already: the least label goes first. */
	for (best = 0, at = -1, p = q; p < e; p++) {
		v = c->lab[row[save[p]]];
		if (v != 0 && (at < 0 || v < best)) {
			best = v;
			at = p;
		}
	}
	copy(c->col + q, save + q, e - q);
	if (e - q > 1)
		c->cut[q + 1] = 1;
	if (at >= 0 && !c->dup) {
		/* One column holds the label. */
		c->col[q] = save[at];
		c->col[at] = save[q];
		if (emit(c, pos, best) == 0)
			walk(c, i, q + 1);
	} else if (at >= 0) {
		/* A digit twice in a line: each column of it may be first. */
		for (p = at; p < e; p++) {
			if (c->lab[row[save[p]]] != best)
				continue;
			c->col[q] = save[p];
			c->col[p] = save[q];
			if (emit(c, pos, best) == 0)
				walk(c, i, q + 1);
			c->lesspos = c->gen == gen ? old : TIGHT;
			c->col[p] = save[p];
		}
	} else {
		/* Only new digits: each may be the first. */
		for (p = q; p < e; p++) {
			c->col[q] = save[p];
			c->col[p] = save[q];
			v = row[save[p]];
			c->lab[v] = (unsigned char)++c->next;
			if (emit(c, pos, c->next) == 0)
				walk(c, i, q + 1);
			c->lab[v] = 0;
			c->next--;
			c->lesspos = c->gen == gen ? old : TIGHT;
			c->col[p] = save[p];
		}
	}
	if (e - q > 1)
		c->cut[q + 1] = 0;
out:
	copy(c->col + q, save + q, e - q);
	c->lesspos = c->gen == gen ? old : TIGHT;
}

/*
 * Returns the least string a row with givens mask (bit k: column k) can
 * start the form with, as a number that sorts the same: its stacks by their
 * number of givens, empty cells first in each, a bit a cell, the first cell
 * highest. (The digits of such a string are 1, 2, ... in order, so strings
 * compare as their patterns.)
 */
static unsigned
rowkey(int b, unsigned mask)
{
	static const unsigned char bits[16] = {
		0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4
	};
	int cnt[4], s, j, t;
	unsigned key = 0, box = (1u << b) - 1;

	for (s = 0; s < b; s++) {
		t = bits[mask >> s * b & box];
		for (j = s; j > 0 && cnt[j - 1] > t; j--)
			cnt[j] = cnt[j - 1];
		cnt[j] = t;
	}
	for (s = 0; s < b; s++)
		key = key << b | ((1u << cnt[s]) - 1);
	return key;
}

/*
 * Finds the form of g (in pattern mode, of its givens alone, each given
 * written as 1) and, when x is not NULL, a transform that takes g there,
 * and when autos is not NULL, the number of transforms that do.
 */
static int
canon(const struct sdk_grid *g, int pat, struct sdk_grid *form,
    struct sdk_xform *x, long long *autos)
{
	struct ctx c;
	unsigned key[2][SDK_MAXN], least = UINT_MAX, mask[2][SDK_MAXN];
	unsigned seen[2][SDK_MAXN], full, box;
	int n = g->n, t, r, k, u, v, filled = 0, dup = 0;
	long long m;

	if (!sdk_size_ok(n))
		return -1;
	if (!pat && n == 9 && sdk_canon_puz9(g, form, x, autos) == 0)
		return 0;
	full = (1u << n) - 1;
	for (r = 0; r < n; r++)
		mask[0][r] = mask[1][r] = seen[0][r] = seen[1][r] = 0;
	for (r = 0; r < n; r++)
		for (k = 0; k < n; k++) {
			v = g->cell[r * n + k];
			c.src[0][r][k] = (unsigned char)v;
			c.src[1][k][r] = (unsigned char)v;
			if (v == 0)
				continue;
			filled++;
			mask[0][r] |= 1u << k;
			mask[1][k] |= 1u << r;
			if ((seen[0][r] | seen[1][k]) >> v & 1)
				dup = 1;
			seen[0][r] |= 1u << v;
			seen[1][k] |= 1u << v;
		}
	if (!pat && n == 9 && !dup && filled == g->ncells &&
	    !sdk_grid_conflict(g)) {
		m = sdk_canon_grid9(g, form, x);
		if (autos != NULL)
			*autos = m;
		/* Several ways: the transform is the one the search finds. */
		if (x == NULL || m == 1)
			return 0;
	}
	c.n = n;
	c.b = g->box;
	c.pat = pat;
	c.gen = 0;
	c.count = 0;
	c.head = 1;
	c.tailset = 0;
	c.mult = 1;
	c.nbeam = 0;
	c.next = 0;
	memset(c.lab, 0, sizeof(c.lab));
	memset(c.cut, 0, sizeof(c.cut));
	sdk_xform_identity(&c.x, n);
	for (t = 0; t < 2; t++)
		for (r = 0; r < n; r++) {
			key[t][r] = rowkey(c.b, mask[t][r]);
			if (key[t][r] < least)
				least = key[t][r];
		}
	for (k = 0; k < n; k++)
		c.best0[k] = (unsigned char)(least >> (n - 1 - k) & 1);
	c.dup = !pat && dup;
	c.lazy = !pat && !dup && filled == g->ncells && !sdk_grid_conflict(g);
	c.lesspos = -1;
	for (k = 0; k <= n; k += c.b)
		c.cut[k] = 1;
	for (k = 0; k <= n; k++)
		c.div[k] = (unsigned char)(k / c.b);
	for (k = 0; k < n; k++) {
		c.rmask[0][k] = mask[0][k];
		c.rmask[1][k] = mask[1][k];
	}
	for (k = 0; k < c.b; k++)
		c.bandrows[k] = ((1u << c.b) - 1) << k * c.b;
	box = (1u << c.b) - 1;
	for (u = 0; u < 2; u++)
		for (t = 0; t < 2; t++) {
			c.erow[u][t] = c.eband[u][t] = c.estk[u][t] = 0;
			for (r = 0; r < n; r++)
				if (mask[t][r] == (u ? full : 0))
					c.erow[u][t] |= 1u << r;
		}
	for (u = 0; u < 2; u++)
		for (t = 0; t < 2; t++)
			for (k = 0; k < c.b; k++) {
				if ((c.erow[u][t] >> k * c.b & box) == box)
					c.eband[u][t] |= 1u << k;
				if ((c.erow[u][!t] >> k * c.b & box) == box)
					c.estk[u][t] |= 1u << k;
			}
	for (t = 0; t < 2; t++)
		for (r = 0; r < n; r++) {
			if (key[t][r] != least)
				continue;
			for (m = 1, k = 0; k < n; k++)
				if (k != r && key[t][k] == least &&
				    alike(&c, t, r, k)) {
					if (k < r)
						break;
					m++;
				}
			if (k < n)
				continue;
			c.mult = m;
			c.t = t;
			c.rowof[0] = r;
			for (k = 0; k < n; k++)
				c.col0[c.src[t][r][k]] = (unsigned char)k;
			c.rowused = 1u << r;
			c.stkused = 0;
			for (k = 0; k < c.b; k++)
				c.stk[k] = -1;
			if (c.dup || c.lazy)
				walk(&c, 0, 0);
			else
				row0(&c, 0);
		}
	flush(&c);
	if (form != NULL) {
		*form = *g;
		memcpy(form->cell, c.best, (size_t)n * n);
	}
	if (x != NULL)
		*x = c.x;
	if (autos != NULL)
		*autos = c.count;
	return 0;
}

/*
 * Writes in form the minlex form of g and, when x is not NULL, a transform
 * that takes g to it; when autos is not NULL, the number of transforms
 * that take g to itself. Returns 0, or -1 for a bad size.
 */
int
sdk_canon(const struct sdk_grid *g, struct sdk_grid *form,
    struct sdk_xform *x, long long *autos)
{
	return canon(g, 0, form, x, autos);
}

/*
 * Writes in form the least pattern of givens of g, each given written as
 * 1, and in x, when not NULL, a transform (digits kept) that takes the
 * givens of g there. Returns 0, or -1 for a bad size.
 */
int
sdk_canon_pattern(const struct sdk_grid *g, struct sdk_grid *form,
    struct sdk_xform *x)
{
	return canon(g, 1, form, x, NULL);
}
