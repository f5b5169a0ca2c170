/*
 * se-basic.c: Sudoku Explainer's producers up to the wings: singles, the
 * direct techniques, locked candidates, naked and hidden sets, fish and
 * XY(Z)-wings, each in SE's order of houses, values and cells. The ones a
 * nested chain also uses report every step they find through a callback,
 * with what the step rests on (struct sdk_se_why).
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

/*
 * SE's house numbers: blocks (or jigsaw regions), rows and columns, each
 * 0..n-1; then the extra houses of a shape, 0..sdk_se_nhouse - 1.
 */
int
sdk_se_house(const struct sdk_human *h, int type, int i)
{
	switch (type) {
	case SDK_SE_BLOCK:
		return 2 * h->n + i;
	case SDK_SE_ROW:
		return i;
	case SDK_SE_EXTRA:
		return 3 * h->n + i;
	default:
		return h->n + i;
	}
}

/* Returns the number of houses of kind type (SDK_SE_*) in h. */
int
sdk_se_nhouse(const struct sdk_human *h, int type)
{
	return type == SDK_SE_EXTRA ? h->geo->nhouses - 3 * h->n : h->n;
}

/* The places of each value in each house (bit k: house cell k). */
struct places {
	unsigned w[SDK_MAXHOUSES][SDK_MAXN + 1];
};

static void
places(const struct sdk_human *h, struct places *pl)
{
	int hs, k;

	memset(pl, 0, sizeof *pl);
	for (hs = 0; hs < h->geo->nhouses; hs++)
		for (k = 0; k < h->n; k++) {
			unsigned m = h->cand[h->geo->house[hs][k]];

			while (m) {
				pl->w[hs][__builtin_ctz(m) + 1] |= 1u << k;
				m &= m - 1;
			}
		}
}

#define WHERE(hs, v) (pl.w[hs][v])

/* Returns the number of empty cells of house hs. */
static int
empties(const struct sdk_human *h, int hs)
{
	int k, e = 0;

	for (k = 0; k < h->n; k++)
		e += h->cell[h->geo->house[hs][k]] == 0;
	return e;
}

/* Starts st as a step of family tech rated r, named name. */
void
sdk_se_begin(const struct sdk_human *h, struct sdk_step *st, int tech,
    int r, const char *name)
{
	st->tech = tech;
	st->rating = r;
	st->n = h->n;
	st->nact = 0;
	st->ncells = 0;
	snprintf(st->text, sizeof st->text, "%s", name);
}

/* Returns the next k-subset of n bits after m in SE's order, 0 at the end. */
unsigned
sdk_se_nextcomb(unsigned m, int n)
{
	unsigned low = m & -m, ripple = m + low;
	unsigned next = ripple | (((m ^ ripple) >> 2) / low);

	return next >> n ? 0 : next;
}

/*
 * Hidden single: houses with one empty cell first, blocks, columns, rows,
 * then the extra houses (a window rated as a block, a diagonal as a line).
 */
int
sdk_se_hiddensingle(const struct sdk_human *h, struct sdk_step *st)
{
	static const int types[4] = { SDK_SE_BLOCK, SDK_SE_COL, SDK_SE_ROW,
	    SDK_SE_EXTRA };
	struct places pl;
	int alone, t, i, v;

	places(h, &pl);
	for (alone = 1; alone >= 0; alone--)
		for (t = 0; t < 4; t++)
			for (i = 0; i < sdk_se_nhouse(h, types[t]); i++) {
				int hs = sdk_se_house(h, types[t], i);

				for (v = 1; v <= h->n; v++) {
					unsigned m = WHERE(hs, v);
					int c;

					if (sdk_hum_pop(m) != 1 ||
					    (empties(h, hs) == 1) != alone)
						continue;
					c = h->geo->house[hs][sdk_hum_lowval(m)
					    - 1];
					sdk_se_begin(h, st, SDK_SE_HIDDEN_SINGLE,
					    alone ? 10 : t == 0 ||
					    h->geo->kind[hs] ==
					    SDK_HOUSE_WINDOW ? 12 : 15,
					    "Hidden Single");
					sdk_hum_act(st, SDK_ACT_PLACE, c, v);
					return 1;
				}
			}
	return 0;
}

/* Naked single: the first cell in reading order with one candidate. */
int
sdk_se_nakedsingle(const struct sdk_human *h, struct sdk_step *st)
{
	int c;

	for (c = 0; c < h->ncells; c++)
		if (h->cell[c] == 0 && sdk_hum_pop(h->cand[c]) == 1) {
			sdk_se_begin(h, st, SDK_SE_NAKED_SINGLE, 23,
			    "Naked Single");
			sdk_hum_act(st, SDK_ACT_PLACE, c,
			    sdk_hum_lowval(h->cand[c]));
			return 1;
		}
	return 0;
}

/* Returns 1 when cell c lies in house hs. */
static int
inhouse(const struct sdk_human *h, int c, int hs)
{
	const unsigned char *ch = h->geo->cellhouse[c];

	return ch[0] == hs || ch[1] == hs || ch[2] == hs ||
	    (h->geo->ncellhouse[c] > 3 && sdk_hum_inhouse(h, c, hs));
}

/*
 * Returns the places (bit k: cell k of house a) where house a meets
 * house b in two cells or more, 0 when they do not: a square block and a
 * line (either way round) on a classic grid, any two houses on a shape.
 */
static unsigned
meet(const struct sdk_human *h, int a, int b)
{
	int n = h->n, bx = h->box, blk, line, row, k;
	unsigned run = (1u << bx) - 1, m = 0;

	if (bx == 0 || (h->var & SDK_VAR_JIGSAW) || a >= 3 * n ||
	    b >= 3 * n) {
		if (a == b)
			return 0;
		for (k = 0; k < n; k++)
			if (inhouse(h, h->geo->house[a][k], b))
				m |= 1u << k;
		return sdk_hum_pop(m) >= 2 ? m : 0;
	}
	if (a >= 2 * n) {
		blk = a - 2 * n;
		line = b;
	} else {
		blk = b - 2 * n;
		line = a;
	}
	row = line < n;
	if (!row)
		line -= n;
	if (row ? line / bx != blk / bx : line / bx != blk % bx)
		return 0;
	if (a >= 2 * n) {
		if (row)
			return run << (line % bx * bx);
		for (k = 0; k < bx; k++)
			m |= 1u << (k * bx + line % bx);
		return m;
	}
	return run << ((row ? blk % bx : blk / bx) * bx);
}

/* Adds the removals of v from the cells of hs outside house out. */
static void
rmoutside(const struct sdk_human *h, struct sdk_step *st, int hs, int out,
    int v)
{
	int k;

	for (k = 0; k < h->n; k++) {
		int c = h->geo->house[hs][k];

		if (!inhouse(h, c, out))
			sdk_hum_rm(h, st, c, v);
	}
}

/*
 * The one place of v (places m) in h3 that locking in h1 and h2 leaves:
 * outside h2, or in h1 too (a shape's houses of one kind may cross), or
 * -1.
 */
static int
lastplace(const struct sdk_human *h, unsigned m, int h3, int h2, int h1)
{
	int k, c = -1, cnt = 0;

	if (sdk_hum_pop(m) <= 1)
		return -1;
	for (k = 0; k < h->n; k++)
		if (m >> k & 1 && (!inhouse(h, h->geo->house[h3][k], h2) ||
		    inhouse(h, h->geo->house[h3][k], h1))) {
			c = h->geo->house[h3][k];
			cnt++;
		}
	return cnt == 1 ? c : -1;
}

/*
 * Locked candidates (SE's Locking): a value of house r1 confined to its
 * crossing with r2 goes from the rest of r2. Direct: only when that
 * leaves a hidden single in a house of r1's kind, placed at once.
 */
int
sdk_se_locking(const struct sdk_human *h, int direct, sdk_se_emit emit,
    void *arg)
{
	static const int pairs[11][2] = {
		{ SDK_SE_BLOCK, SDK_SE_COL }, { SDK_SE_BLOCK, SDK_SE_ROW },
		{ SDK_SE_COL, SDK_SE_BLOCK }, { SDK_SE_ROW, SDK_SE_BLOCK },
		/* a shape's: where extra houses cross the others */
		{ SDK_SE_EXTRA, SDK_SE_BLOCK }, { SDK_SE_EXTRA, SDK_SE_ROW },
		{ SDK_SE_EXTRA, SDK_SE_COL }, { SDK_SE_EXTRA, SDK_SE_EXTRA },
		{ SDK_SE_BLOCK, SDK_SE_EXTRA }, { SDK_SE_COL, SDK_SE_EXTRA },
		{ SDK_SE_ROW, SDK_SE_EXTRA },
	};
	struct places pl;
	struct sdk_step st;
	struct sdk_se_why why;
	int p, i1, i2, i3, v, n = h->n, np = sdk_hum_extra(h) ? 11 : 4;

	places(h, &pl);
	for (p = 0; p < np; p++)
		for (i1 = 0; i1 < sdk_se_nhouse(h, pairs[p][0]); i1++)
			for (i2 = 0; i2 < sdk_se_nhouse(h, pairs[p][1]);
			    i2++) {
				int r1 = sdk_se_house(h, pairs[p][0], i1);
				int r2 = sdk_se_house(h, pairs[p][1], i2);
				int blk = pairs[p][0] == SDK_SE_BLOCK ||
				    pairs[p][0] == SDK_SE_EXTRA;

				unsigned in = meet(h, r1, r2);

				if (in == 0)
					continue;
				for (v = 1; v <= n; v++) {
					unsigned m = WHERE(r1, v);

					if (sdk_hum_pop(m) <= 1 || (m & ~in))
						continue;
					memset(&why, 0, sizeof why);
					why.kind = SDK_SE_WHY_LOCK;
					why.value = v;
					why.nh = 1;
					why.h1[0] = r1;
					why.h2[0] = r2;
					if (!direct) {
						sdk_se_begin(h, &st, blk ?
						    SDK_SE_POINTING :
						    SDK_SE_CLAIMING, blk ? 26 :
						    28, blk ? "Pointing" :
						    "Claiming");
						rmoutside(h, &st, r2, r1, v);
						if (st.nact && emit(arg, &st,
						    &why))
							return 1;
						continue;
					}
					for (i3 = 0; i3 < sdk_se_nhouse(h,
					    pairs[p][0]); i3++) {
						int r3 = sdk_se_house(h,
						    pairs[p][0], i3), c;

						if (i3 == i1 ||
						    !meet(h, r3, r2))
							continue;
						c = lastplace(h, WHERE(r3, v), r3,
						    r2, r1);
						if (c < 0)
							continue;
						sdk_se_begin(h, &st, blk ?
						    SDK_SE_DIRECT_POINTING :
						    SDK_SE_DIRECT_CLAIMING,
						    blk ? 17 : 19, blk ?
						    "Direct Pointing" :
						    "Direct Claiming");
						/* SE's direct steps only place */
						sdk_hum_act(&st, SDK_ACT_PLACE,
						    c, v);
						if (emit(arg, &st, &why))
							return 1;
					}
				}
			}
	return 0;
}

static const char *const setnames[2][5] = {
	{ "", "", "Naked Pair", "Naked Triplet", "Naked Quad" },
	{ "", "", "Hidden Pair", "Hidden Triplet", "Hidden Quad" },
};

/*
 * Hidden sets of k values in a house (blocks, columns, rows). Direct
 * (k 2 or 3): only when removing the other values leaves a hidden single
 * of a value outside the set in the house, placed at once.
 */
int
sdk_se_hiddenset(const struct sdk_human *h, int k, int direct,
    sdk_se_emit emit, void *arg)
{
	static const int types[4] = { SDK_SE_BLOCK, SDK_SE_COL, SDK_SE_ROW,
	    SDK_SE_EXTRA };
	static const int tech[2][5] = {
		{ 0, 0, SDK_SE_HIDDEN_PAIR, SDK_SE_HIDDEN_TRIPLE,
		    SDK_SE_HIDDEN_QUAD },
		{ 0, 0, SDK_SE_DIRECT_HIDDEN_PAIR,
		    SDK_SE_DIRECT_HIDDEN_TRIPLE, 0 },
	};
	static const int rate[2][5] = {
		{ 0, 0, 34, 40, 54 }, { 0, 0, 20, 25, 0 },
	};
	struct places pl;
	struct sdk_step st;
	struct sdk_se_why why;
	int t, i, n = h->n;

	places(h, &pl);
	for (t = 0; t < 4; t++)
		for (i = 0; i < sdk_se_nhouse(h, types[t]); i++) {
			int hs = sdk_se_house(h, types[t], i);
			int e = empties(h, hs);
			unsigned vals;

			if (!(e > 2 * k || (direct && e > k)))
				continue;
			for (vals = (1u << k) - 1; vals;
			    vals = sdk_se_nextcomb(vals, n)) {
				unsigned pos = 0;
				int v, j, ok = 1;

				for (v = 1; v <= n && ok; v++)
					if (vals & BIT(v)) {
						unsigned m =
						    WHERE(hs, v);

						if (sdk_hum_pop(m) <= 1)
							ok = 0;
						pos |= m;
					}
				if (!ok || sdk_hum_pop(pos) != k)
					continue;
				sdk_se_begin(h, &st, tech[direct][k],
				    rate[direct][k], direct ? (k == 2 ?
				    "Direct Hidden Pair" :
				    "Direct Hidden Triplet") :
				    setnames[1][k]);
				for (j = 0; j < n; j++) {
					int c = h->geo->house[hs][j];

					if (!(pos >> j & 1))
						continue;
					for (v = 1; v <= n; v++)
						if (!(vals & BIT(v)))
							sdk_hum_rm(h, &st, c, v);
				}
				memset(&why, 0, sizeof why);
				why.kind = SDK_SE_WHY_HIDDEN;
				why.h1[0] = hs;
				why.vals = vals;
				if (!direct) {
					if (st.nact && emit(arg, &st, &why))
						return 1;
					continue;
				}
				for (v = 1; v <= n; v++) {
					unsigned m;

					if (vals & BIT(v))
						continue;
					m = WHERE(hs, v);
					if (sdk_hum_pop(m) <= 1 ||
					    sdk_hum_pop(m & ~pos) != 1)
						continue;
					st.nact = 0;	/* only the placement */
					sdk_hum_act(&st, SDK_ACT_PLACE,
					    h->geo->house[hs][sdk_hum_lowval(
					    m & ~pos) - 1], v);
					if (emit(arg, &st, &why))
						return 1;
					break;
				}
			}
		}
	return 0;
}

/* Naked sets of k cells in a house (blocks, columns, rows). */
int
sdk_se_nakedset(const struct sdk_human *h, int k, sdk_se_emit emit,
    void *arg)
{
	static const int types[4] = { SDK_SE_BLOCK, SDK_SE_COL, SDK_SE_ROW,
	    SDK_SE_EXTRA };
	static const int tech[5] = { 0, 0, SDK_SE_NAKED_PAIR,
		SDK_SE_NAKED_TRIPLE, SDK_SE_NAKED_QUAD };
	static const int rate[5] = { 0, 0, 30, 36, 50 };
	struct sdk_step st;
	struct sdk_se_why why;
	int t, i, n = h->n;

	for (t = 0; t < 4; t++)
		for (i = 0; i < sdk_se_nhouse(h, types[t]); i++) {
			int hs = sdk_se_house(h, types[t], i);
			unsigned pos;

			if (empties(h, hs) < 2 * k)
				continue;
			for (pos = (1u << k) - 1; pos;
			    pos = sdk_se_nextcomb(pos, n)) {
				unsigned vals = 0;
				int j, v, ok = 1, nc = 0;

				memset(&why, 0, sizeof why);
				for (j = 0; j < n && ok; j++)
					if (pos >> j & 1) {
						int c = h->geo->house[hs][j];

						if (sdk_hum_pop(h->cand[c]) <= 1)
							ok = 0;
						vals |= h->cand[c];
						why.cells[nc++] = c;
					}
				if (!ok || sdk_hum_pop(vals) != k)
					continue;
				sdk_se_begin(h, &st, tech[k], rate[k],
				    setnames[0][k]);
				for (j = 0; j < n; j++)
					if (!(pos >> j & 1))
						for (v = 1; v <= n; v++)
							if (vals & BIT(v))
								sdk_hum_rm(h, &st,
								    h->geo->house[hs][j],
								    v);
				why.kind = SDK_SE_WHY_NAKED;
				why.ncells = nc;
				why.vals = vals;
				if (st.nact && emit(arg, &st, &why))
					return 1;
			}
		}
	return 0;
}

/*
 * Basic fish of k lines (SE's Fisherman): columns as base first, then
 * rows; each set of k base lines, then each value.
 */
int
sdk_se_fish(const struct sdk_human *h, int k, sdk_se_emit emit, void *arg)
{
	static const int tech[5] = { 0, 0, SDK_SE_X_WING, SDK_SE_SWORDFISH,
		SDK_SE_JELLYFISH };
	static const int rate[5] = { 0, 0, 32, 38, 52 };
	static const char *const name[5] = { "", "", "X-Wing", "Swordfish",
		"Jellyfish" };
	struct places pl;
	struct sdk_step st;
	struct sdk_se_why why;
	int occ[SDK_MAXN + 1] = { 0 };
	int t, c, n = h->n;

	places(h, &pl);
	for (c = 0; c < h->ncells; c++)
		occ[h->cell[c]]++;
	for (t = 0; t < 2; t++) {
		int base = t == 0 ? SDK_SE_COL : SDK_SE_ROW;
		int cover = t == 0 ? SDK_SE_ROW : SDK_SE_COL;
		unsigned lines;

		for (lines = (1u << k) - 1; lines;
		    lines = sdk_se_nextcomb(lines, n)) {
			int v;

			for (v = 1; v <= n; v++) {
				unsigned common = 0;
				int j, ok = 1, nb = 0, nc = 0;

				if (occ[v] + 2 * k > n)
					continue;
				for (j = 0; j < n && ok; j++)
					if (lines >> j & 1) {
						unsigned m = WHERE(
						    sdk_se_house(h, base, j), v);

						if (sdk_hum_pop(m) <= 1)
							ok = 0;
						common |= m;
					}
				if (!ok || sdk_hum_pop(common) != k)
					continue;
				memset(&why, 0, sizeof why);
				why.kind = SDK_SE_WHY_LOCK;
				why.value = v;
				sdk_se_begin(h, &st, tech[k], rate[k], name[k]);
				for (j = 0; j < n; j++) {
					if (lines >> j & 1)
						why.h1[nb++] =
						    sdk_se_house(h, base, j);
					if (common >> j & 1)
						why.h2[nc++] =
						    sdk_se_house(h, cover, j);
				}
				why.nh = k;
				for (j = 0; j < k; j++) {
					int x;

					for (x = 0; x < n; x++) {
						int cc = h->geo->house[why.h2[j]]
						    [x];

						if (!(lines >> x & 1))
							sdk_hum_rm(h, &st, cc, v);
					}
				}
				if (st.nact && emit(arg, &st, &why))
					return 1;
			}
		}
	}
	return 0;
}

/*
 * Fills list with the cells that see c, in SE's order (block, row, then
 * column, each once); returns their number.
 */
int
sdk_se_housecells(const struct sdk_human *h, int c, int *list)
{
	static const int types[3] = { 2, 0, 1 };
	unsigned char seen[SDK_MAXCELLS];
	int t, k, m = 0;

	memset(seen, 0, (size_t)h->ncells);
	seen[c] = 1;
	for (t = 0; t < 3; t++) {
		int hs = h->geo->cellhouse[c][types[t]];

		for (k = 0; k < h->n; k++) {
			int x = h->geo->house[hs][k];

			if (!seen[x]) {
				seen[x] = 1;
				list[m++] = x;
			}
		}
	}
	return m;
}

/* XY-wing (xyz 0, 4.2) and XYZ-wing (xyz 1, 4.4): SE's first one. */
int
sdk_se_xywing(const struct sdk_human *h, int xyz, struct sdk_step *st)
{
	int list[3 * SDK_MAXN], c;

	for (c = 0; c < h->ncells; c++) {
		unsigned xy = h->cand[c];
		int m, a, b;

		if (sdk_hum_pop(xy) != 2 + xyz)
			continue;
		m = sdk_se_housecells(h, c, list);
		for (a = 0; a < m; a++) {
			unsigned xz = h->cand[list[a]];

			if (sdk_hum_pop(xz) != 2 || sdk_hum_pop(xy & ~xz) != 1)
				continue;
			for (b = 0; b < m; b++) {
				unsigned yz = h->cand[list[b]];
				unsigned all = xy | xz | yz, in = xy & xz & yz;
				int z, x, ok;

				if (sdk_hum_pop(yz) != 2 || sdk_hum_pop(all)
				    != 3)
					continue;
				ok = xyz ? sdk_hum_pop(in) == 1 :
				    sdk_hum_pop(in) == 0;
				if (!ok)
					continue;
				z = sdk_hum_lowval(xz & yz);
				sdk_se_begin(h, st, xyz ? SDK_SE_XYZ_WING :
				    SDK_SE_XY_WING, xyz ? 44 : 42,
				    xyz ? "XYZ-Wing" : "XY-Wing");
				for (x = 0; x < h->ncells; x++)
					if (x != c && x != list[a] &&
					    x != list[b] &&
					    sdk_hum_sees(h, x, list[a]) &&
					    sdk_hum_sees(h, x, list[b]) &&
					    (!xyz || sdk_hum_sees(h, x, c)))
						sdk_hum_rm(h, st, x, z);
				if (st->nact)
					return 1;
			}
		}
	}
	return 0;
}
