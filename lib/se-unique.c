/*
 * se-unique.c: Sudoku Explainer's uniqueness techniques. Unique loops
 * (rectangles are loops of four) of two values through cells that hold
 * both, of types 1 to 4, the easiest kept; and the bivalue universal
 * grave (BUG) of types 1 to 4. Both assume the puzzle has one solution.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* SE's order of house kinds (block, row, column) in our cellhouse. */
static const int settype[3] = { 2, 0, 1 };

#define MAXLOOPS 256		/* loops kept from one cell */
#define MAXFOUND 256		/* unique loop steps kept in one search */

/* The house of kind t (SE's order) of cell c. */
static int
house(const struct sdk_human *h, int c, int t)
{
	return h->geo->cellhouse[c][settype[t]];
}

/* The place of cell c in house hs. */
static int
indexof(const struct sdk_human *h, int hs, int c)
{
	int k;

	for (k = 0; k < h->n; k++)
		if (h->geo->house[hs][k] == c)
			return k;
	return -1;
}

/* The loops found from one cell. */
struct loops {
	int n;
	int len[MAXLOOPS];
	unsigned char cell[MAXLOOPS][SDK_MAXCELLS];
};

/*
 * SE's checkForLoops: extends loop (len cells) with cells holding v1 and
 * v2, through a house of another kind each time; extra values are
 * allowed in two cells, or in more when they all have the same one.
 * ex gathers the extra values of the cells tried from here, in turn.
 */
static void
search(const struct sdk_human *h, int c, unsigned both, int *loop, int len,
    int allowed, unsigned ex, int last, struct loops *out)
{
	int t, k, j;

	loop[len++] = c;
	for (t = 0; t < 3; t++) {
		int hs = house(h, c, t);

		if (t == last)
			continue;
		for (k = 0; k < h->n; k++) {
			int next = h->geo->house[hs][k], in = 0, card;
			unsigned m = h->cand[next];

			if (next == loop[0] && len >= 4) {
				if (out->n < MAXLOOPS) {
					out->len[out->n] = len;
					for (j = 0; j < len; j++)
						out->cell[out->n][j] =
						    (unsigned char)loop[j];
					out->n++;
				}
				continue;
			}
			for (j = 0; j < len && !in; j++)
				in = loop[j] == next;
			if (in || (m & both) != both)
				continue;
			ex |= m & ~both;
			card = sdk_hum_pop(m);
			if (card == 2 || sdk_hum_pop(ex) == 1 || allowed > 0)
				search(h, next, both, loop, len, allowed -
				    (card > 2), ex, t, out);
		}
	}
}

/*
 * SE's isValidLoop: the houses of the cells at odd places and those at
 * even places are the same sets, none twice in one. All the houses of a
 * shape count: a diagonal or window through one cell of the loop alone
 * would break its deadly pattern.
 */
static int
validloop(const struct sdk_human *h, const unsigned char *loop, int len)
{
	uint64_t odd = 0, even = 0;
	int i, t;

	for (i = 0; i < len; i++)
		for (t = 0; t < h->geo->ncellhouse[loop[i]]; t++) {
			uint64_t b = (uint64_t)1 <<
			    h->geo->cellhouse[loop[i]][t];
			uint64_t *set = i % 2 ? &odd : &even;

			if (*set & b)
				return 0;
			*set |= b;
		}
	return odd == even;
}

/* A unique loop step found, before SE sorts them. */
struct ulfound {
	int kind;		/* 1, 2, 30 (naked), 31 (hidden), 4 */
	int rating;
	int len;
	unsigned char cell[SDK_MAXCELLS];
	struct sdk_step st;
};

struct ulsearch {
	const struct sdk_human *h;
	const unsigned char *loop;
	int len, v1, v2;
	struct ulfound *found;
	int nfound;
};

/* Is a step of this kind on the same cells found already (SE's equals)? */
static int
seen(const struct ulsearch *u, int kind)
{
	int i, j, k;

	for (i = 0; i < u->nfound; i++) {
		const struct ulfound *f = &u->found[i];
		int all = 1;

		if (f->kind != kind || f->len != u->len)
			continue;
		for (j = 0; j < u->len && all; j++) {
			int in = 0;

			for (k = 0; k < f->len && !in; k++)
				in = f->cell[k] == u->loop[j];
			all = in;
		}
		if (all)
			return 1;
	}
	return 0;
}

/* Keeps step st of kind rated base + add when it removes something. */
static void
keep(struct ulsearch *u, int kind, int add, const struct sdk_step *st)
{
	int len = u->len, base = 45, type = kind >= 30 ? 3 : kind;
	struct ulfound *f;
	char name[64];

	if (st->nact == 0 || u->nfound >= MAXFOUND || seen(u, kind))
		return;
	if (len >= 10)
		base += 3;
	base += len >= 8 ? 2 : len >= 6 ? 1 : 0;
	f = &u->found[u->nfound++];
	f->kind = kind;
	f->rating = base + add;
	f->len = len;
	memcpy(f->cell, u->loop, (size_t)len);
	f->st = *st;
	if (len > 6)
		snprintf(name, sizeof name, "Unique Loop %d type %d", len, type);
	else
		snprintf(name, sizeof name, "Unique %s type %d", len == 4 ?
		    "Rectangle" : "Loop", type);
	sdk_se_begin(u->h, &f->st, SDK_SE_UNIQUE_LOOP, f->rating, name);
	memcpy(f->st.act, st->act, (size_t)st->nact * sizeof *st->act);
	f->st.nact = st->nact;
}

/* Does cell c see every cell of list (of k), and is it none of them? */
static int
seesall(const struct sdk_human *h, int c, const int *list, int k)
{
	int i;

	for (i = 0; i < k; i++)
		if (!sdk_hum_sees(h, c, list[i]))
			return 0;
	return 1;
}

/* Type 2: the extra value goes from the cells that see all extra cells. */
static void
type2(struct ulsearch *u, const int *extra, int ne)
{
	const struct sdk_human *h = u->h;
	struct sdk_step st;
	unsigned both = BIT(u->v1) | BIT(u->v2);
	int v = sdk_hum_lowval(h->cand[extra[0]] & ~both), c;

	memset(&st, 0, sizeof st);
	for (c = 0; c < h->ncells; c++)
		if (seesall(h, c, extra, ne))
			sdk_hum_rm(h, &st, c, v);
	keep(u, 2, 0, &st);
}

/* Does the list hold a but not b before it (SE's containsFirst)? */
static int
containsfirst(const int *idx, int k, int a, int b)
{
	int i, has = 0;

	for (i = 0; i < k; i++) {
		if (idx[i] == a)
			has = 1;
		else if (idx[i] == b)
			return 0;
	}
	return has;
}

/*
 * Type 3, hidden form: v1, v2 and degree - 2 other values (not extra
 * ones) have degree places in house hs leaving c2 out; the other values
 * of those places go, c1 and c2 aside.
 */
static void
hidden3(struct ulsearch *u, int hs, int i1, int i2, unsigned extra,
    int degree)
{
	const struct sdk_human *h = u->h;
	unsigned both = BIT(u->v1) | BIT(u->v2), comb;
	int rem[SDK_MAXN], nrem = 0, n = h->n, v, k, j;

	for (v = 1; v <= n; v++)
		if (!(both & BIT(v)) && !(extra & BIT(v)))
			rem[nrem++] = v;
	if (degree - 2 > nrem)
		return;
	comb = degree == 2 ? 0 : (1u << (degree - 2)) - 1;
	for (;;) {
		unsigned vals = both, pos = 0;
		int ok = 1;
		struct sdk_step st;

		for (j = 0; j < nrem; j++)
			if (comb >> j & 1)
				vals |= BIT(rem[j]);
		for (v = 1; v <= n && ok; v++)
			if (vals & BIT(v)) {
				unsigned m = 0;

				for (k = 0; k < n; k++)
					if (k != i2 && (h->cand[h->geo->house[hs][k]]
					    & BIT(v)))
						m |= 1u << k;
				if (m == 0)
					ok = 0;
				pos |= m;
			}
		if (ok && sdk_hum_pop(pos) == degree) {
			int cnt;

			pos &= ~(1u << i1 | 1u << i2);
			cnt = sdk_hum_pop(pos);
			memset(&st, 0, sizeof st);
			for (k = 0; k < n; k++)
				if (pos >> k & 1)
					for (v = 1; v <= n; v++)
						if (!(vals & BIT(v)))
							sdk_hum_rm(h, &st,
							    h->geo->house[hs][k], v);
			keep(u, 31, cnt - 1, &st);
		}
		if (degree == 2 || (comb = sdk_se_nextcomb(comb, nrem)) == 0)
			break;
	}
}

/*
 * Type 3: the extra values of c1 and c2 act as one cell in a naked set
 * with other cells of a house they share, or v1 and v2 with other values
 * form a hidden set there.
 */
static void
type3(struct ulsearch *u, int c1, int c2)
{
	const struct sdk_human *h = u->h;
	unsigned both = BIT(u->v1) | BIT(u->v2);
	unsigned extra = (h->cand[c1] | h->cand[c2]) & ~both;
	int n = h->n, degree, t, k, i, v;

	for (degree = sdk_hum_pop(extra); degree <= n - 2; degree++)
		for (t = 0; t < 3; t++) {
			int hs = house(h, c1, t), empty = 0;
			int i1 = indexof(h, hs, c1), i2 = indexof(h, hs, c2);
			unsigned comb;

			if (hs != house(h, c2, t))
				continue;
			for (k = 0; k < n; k++)
				empty += h->cell[h->geo->house[hs][k]] == 0;
			if (degree * 2 <= empty)
				for (comb = (1u << degree) - 1; comb;
				    comb = sdk_se_nextcomb(comb, n)) {
					int idx[SDK_MAXN], m = 0, ok = 1;
					unsigned naked, all = 0;
					struct sdk_step st;

					for (k = 0; k < n; k++)
						if (comb >> k & 1)
							idx[m++] = k;
					if (!containsfirst(idx, m, i1, i2))
						continue;
					naked = extra & h->cand[c1] & h->cand[c2];
					for (i = 0; i < m; i++) {
						unsigned p = idx[i] == i1 ? extra :
						    h->cand[h->geo->house[hs][idx[i]]];

						if (idx[i] != i1)
							naked |= p;
						if (sdk_hum_pop(p) <= 1)
							ok = 0;
						all |= p;
					}
					if (sdk_hum_pop(naked) != degree || !ok ||
					    sdk_hum_pop(all) != degree)
						continue;
					memset(&st, 0, sizeof st);
					for (k = 0; k < n; k++) {
						int c = h->geo->house[hs][k];

						if (c == c1 || c == c2 ||
						    (comb >> k & 1))
							continue;
						for (v = 1; v <= n; v++)
							if (all & BIT(v))
								sdk_hum_rm(h, &st, c,
								    v);
					}
					keep(u, 30, degree - 1, &st);
				}
			if (degree * 2 < empty)
				hidden3(u, hs, i1, i2, extra, degree);
		}
}

/* Type 4: a house of c1 and c2 holds v1 (or v2) nowhere else. */
static void
type4(struct ulsearch *u, int c1, int c2)
{
	const struct sdk_human *h = u->h;
	int t, k, r1 = 0, r2 = 0, rem;
	struct sdk_step st;

	for (t = 0; t < 3; t++) {
		int hs = house(h, c1, t), has1 = 0, has2 = 0;

		if (hs != house(h, c2, t))
			continue;
		for (k = 0; k < h->n; k++) {
			int c = h->geo->house[hs][k];

			if (c == c1 || c == c2)
				continue;
			has1 |= (h->cand[c] & BIT(u->v1)) != 0;
			has2 |= (h->cand[c] & BIT(u->v2)) != 0;
		}
		r1 |= !has1;
		r2 |= !has2;
	}
	if (!r1 && !r2)
		return;
	rem = r1 ? u->v2 : u->v1;
	memset(&st, 0, sizeof st);
	sdk_hum_rm(h, &st, c1, rem);
	sdk_hum_rm(h, &st, c2, rem);
	keep(u, 4, 0, &st);
}

/* The steps of one valid loop, by the cells that hold extra values. */
static void
oneloop(struct ulsearch *u)
{
	const struct sdk_human *h = u->h;
	unsigned both = BIT(u->v1) | BIT(u->v2);
	int extra[SDK_MAXCELLS], ne = 0, i;
	struct sdk_step st;

	for (i = 0; i < u->len; i++)
		if (sdk_hum_pop(h->cand[u->loop[i]]) > 2)
			extra[ne++] = u->loop[i];
	if (ne == 1) {
		memset(&st, 0, sizeof st);
		sdk_hum_rm(h, &st, extra[0], u->v1);
		sdk_hum_rm(h, &st, extra[0], u->v2);
		keep(u, 1, 0, &st);
	} else if (ne > 2)
		type2(u, extra, ne);
	else if (ne == 2) {
		unsigned r = (h->cand[extra[0]] | h->cand[extra[1]]) & ~both;

		if (sdk_hum_pop(r) == 1)
			type2(u, extra, ne);
		else if (sdk_hum_pop(r) >= 2)
			type3(u, extra[0], extra[1]);
		type4(u, extra[0], extra[1]);
	}
}

/*
 * SE's UniqueLoops: from each two-value cell in reading order, the loops
 * of its two values; every step found, then the easiest (rating, then
 * type) in the order found.
 */
int
sdk_se_uniqueloop(const struct sdk_human *h, struct sdk_step *st)
{
	struct loops *lp = sdk_emalloc(sizeof *lp);
	struct ulfound *found = sdk_emalloc(MAXFOUND * sizeof *found);
	struct ulsearch u;
	int loop[SDK_MAXCELLS], c, i, best = -1;

	u.h = h;
	u.found = found;
	u.nfound = 0;
	for (c = 0; c < h->ncells; c++) {
		unsigned m = h->cand[c];

		if (sdk_hum_pop(m) != 2)
			continue;
		u.v1 = sdk_hum_lowval(m);
		u.v2 = sdk_hum_lowval(m & ~BIT(u.v1));
		lp->n = 0;
		search(h, c, m, loop, 0, 2, 0, -1, lp);
		for (i = 0; i < lp->n; i++) {
			if (!validloop(h, lp->cell[i], lp->len[i]))
				continue;
			u.loop = lp->cell[i];
			u.len = lp->len[i];
			oneloop(&u);
		}
	}
	for (i = 0; i < u.nfound; i++) {
		const struct ulfound *f = &found[i], *b = &found[best];
		int tf = f->kind >= 30 ? 3 : f->kind;

		if (best < 0 || f->rating < b->rating || (f->rating ==
		    b->rating && tf < (b->kind >= 30 ? 3 : b->kind)))
			best = i;
	}
	if (best >= 0)
		*st = found[best].st;
	free(lp);
	free(found);
	return best >= 0;
}


/* The house of kind t that holds all the cells of list, or -1. */
static int
commonhouse(const struct sdk_human *h, const int *list, int k, int t)
{
	int i, hs = house(h, list[0], t);

	for (i = 1; i < k; i++)
		if (house(h, list[i], t) != hs)
			return -1;
	return hs;
}

/* The grave found: its cells, their extra values, the cells seeing all. */
struct grave {
	int cells[SDK_MAXCELLS], ncells;
	unsigned extra[SDK_MAXCELLS];	/* by cell */
	unsigned all;			/* every extra value */
	int common[SDK_MAXCELLS], ncommon;	/* -1: not set yet */
};

/* Adds cell c with extra value v to the grave (temp loses v there). */
static void
bugcell(const struct sdk_human *h, struct grave *g, int c, int v,
    uint16_t *temp)
{
	int list[3 * SDK_MAXN], m, i, j, k, in = 0;

	for (i = 0; i < g->ncells && !in; i++)
		in = g->cells[i] == c;
	if (!in)
		g->cells[g->ncells++] = c;
	g->extra[c] |= BIT(v);
	g->all |= BIT(v);
	temp[c] &= (uint16_t)~BIT(v);
	m = sdk_se_housecells(h, c, list);
	if (g->ncommon < 0) {
		memcpy(g->common, list, (size_t)m * sizeof *list);
		g->ncommon = m;
	} else {
		for (i = j = 0; i < g->ncommon; i++) {
			for (k = 0; k < m && list[k] != g->common[i]; k++)
				continue;
			if (k < m)
				g->common[j++] = g->common[i];
		}
		g->ncommon = j;
	}
	for (i = j = 0; i < g->ncommon; i++) {
		for (k = 0; k < g->ncells && g->cells[k] != g->common[i]; k++)
			continue;
		if (k == g->ncells)
			g->common[j++] = g->common[i];
	}
	g->ncommon = j;
}

/* Type 1: one grave cell: its other values go. */
static int
bug1(const struct sdk_human *h, const struct grave *g, struct sdk_step *st)
{
	int c = g->cells[0], v;

	sdk_se_begin(h, st, SDK_SE_BUG, 56, "BUG type 1");
	for (v = 1; v <= h->n; v++)
		if (!(g->all & BIT(v)))
			sdk_hum_rm(h, st, c, v);
	return 1;
}

/* Type 2: one extra value: it goes from the cells that see them all. */
static int
bug2(const struct sdk_human *h, const struct grave *g, struct sdk_step *st)
{
	int v = sdk_hum_lowval(g->all), i;

	if (g->ncommon <= 0)
		return 0;
	sdk_se_begin(h, st, SDK_SE_BUG, 57, "BUG type 2");
	for (i = 0; i < g->ncommon; i++)
		sdk_hum_rm(h, st, g->common[i], v);
	return st->nact > 0;
}

/*
 * Type 4: two grave cells in a house with one more value in common: each
 * keeps its extra values and that one.
 */
static int
bug4(const struct sdk_human *h, const struct grave *g, struct sdk_step *st)
{
	int c1 = g->cells[0], c2 = g->cells[1], t, v, w;
	unsigned common = h->cand[c1] & h->cand[c2] & ~g->all;

	if (sdk_hum_pop(common) != 1)
		return 0;
	v = sdk_hum_lowval(common);
	for (t = 0; t < 3; t++) {
		if (commonhouse(h, g->cells, 2, t) < 0)
			continue;
		sdk_se_begin(h, st, SDK_SE_BUG, 57, "BUG type 4");
		for (w = 1; w <= h->n; w++)
			if (w != v && !(g->extra[c1] & BIT(w)))
				sdk_hum_rm(h, st, c1, w);
		for (w = 1; w <= h->n; w++)
			if (w != v && !(g->extra[c2] & BIT(w)))
				sdk_hum_rm(h, st, c2, w);
		return 1;
	}
	return 0;
}

/*
 * Type 3: the extra values act as one cell of a naked set with cells of
 * a house all grave cells share, among those that see them all.
 */
static int
bug3(const struct sdk_human *h, const struct grave *g, struct sdk_step *st)
{
	int t, degree, i, k, v;

	for (t = 0; t < 3; t++) {
		int hs = commonhouse(h, g->cells, g->ncells, t), rc[SDK_MAXN];
		int nr = 0;

		if (hs < 0)
			continue;
		for (i = 0; i < g->ncommon; i++)
			if (house(h, g->common[i], t) == hs)
				rc[nr++] = g->common[i];
		for (degree = 2; degree <= 6; degree++) {
			unsigned comb;

			if (nr < degree)
				continue;
			for (comb = (1u << (degree - 1)) - 1; comb;
			    comb = sdk_se_nextcomb(comb, nr)) {
				unsigned other = 0, all = g->all;
				int ok = sdk_hum_pop(g->all) > 1;

				for (k = 0; k < nr; k++)
					if (comb >> k & 1) {
						unsigned m = h->cand[rc[k]];

						other |= m;
						all |= m;
						ok &= sdk_hum_pop(m) > 1;
					}
				if (sdk_hum_pop(other) != degree || !ok ||
				    sdk_hum_pop(all) != degree)
					continue;
				sdk_se_begin(h, st, SDK_SE_BUG, 57 + degree - 1,
				    "BUG type 3");
				for (k = 0; k < nr; k++) {
					int c = rc[k], j, isbug = 0;

					for (j = 0; j < g->ncells; j++)
						isbug |= g->cells[j] == c;
					if ((comb >> k & 1) || isbug)
						continue;
					for (v = 1; v <= h->n; v++)
						if (all & BIT(v))
							sdk_hum_rm(h, st, c, v);
				}
				if (st->nact > 0)
					return 1;
			}
		}
	}
	return 0;
}

/*
 * SE's BivalueUniversalGrave: the cells whose extra values, once gone,
 * would leave every cell with two candidates and every value with two
 * places in each house (a grave with no single solution); one of them
 * must hold. Fills the step of type 1, 2, 4 or 3, in that order of
 * trying; returns 1, or 0.
 */
int
sdk_se_bug(const struct sdk_human *h, struct sdk_step *st)
{
	static const int typeorder[3] = { 0, 1, 2 };
	uint16_t temp[SDK_MAXCELLS];
	struct grave g;
	int t, i, k, v, c, n = h->n;

	memcpy(temp, h->cand, (size_t)h->ncells * sizeof *temp);
	g.ncells = 0;
	g.all = 0;
	g.ncommon = -1;
	memset(g.extra, 0, sizeof g.extra);
	for (t = 0; t < 3; t++)
		for (i = 0; i < n; i++) {
			int hs = sdk_se_house(h, typeorder[t], i);

			for (v = 1; v <= n; v++) {
				int pos[SDK_MAXN], np = 0, nb = 0, bc = -1;

				for (k = 0; k < n; k++)
					if (h->cand[h->geo->house[hs][k]] & BIT(v))
						pos[np++] = h->geo->house[hs][k];
				if (np == 0 || np == 2)
					continue;
				for (k = 0; k < np; k++)
					if (sdk_hum_pop(h->cand[pos[k]]) >= 3) {
						nb++;
						bc = pos[k];
					}
				if (nb == 0)
					return 0;
				if (nb != 1)
					continue;
				bugcell(h, &g, bc, v, temp);
				if (g.ncells > 1 && sdk_hum_pop(g.all) > 1 &&
				    g.ncommon == 0)
					return 0;
			}
		}
	for (c = 0; c < h->ncells; c++)
		if (h->cell[c] == 0 && sdk_hum_pop(temp[c]) != 2)
			return 0;
	for (i = 0; i < h->geo->nhouses; i++)
		for (v = 1; v <= n; v++) {
			int np = 0;

			for (k = 0; k < n; k++)
				np += (temp[h->geo->house[i][k]] & BIT(v)) != 0;
			if (np != 0 && np != 2)
				return 0;
		}
	if (g.ncells == 1)
		return bug1(h, &g, st);
	if (sdk_hum_pop(g.all) == 1)
		return bug2(h, &g, st) || (g.ncells == 2 && bug4(h, &g, st));
	if (g.ncommon > 0)
		return (g.ncells == 2 && bug4(h, &g, st)) || bug3(h, &g, st);
	return 0;
}
