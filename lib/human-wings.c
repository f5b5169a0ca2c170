/*
 * human-wings.c: the wings and uniqueness techniques of the technique
 * engine: skyscraper, two-string kite, empty rectangle, XY- and XYZ-wing,
 * W-wing, the unique rectangles and BUG+1.
 */
#include <string.h>

#include "internal.h"

/*
 * Skyscraper: two parallel strong links on v with one end of each in the
 * same line; a cell that sees both other ends (the tops) loses v.
 */
int
sdk_hum_skyscraper(struct sdk_human *h, struct sdk_step *st)
{
	int n = h->n, v, cols, i, j, t, a[2], b[2], top[2], x, y;

	for (v = 1; v <= n; v++)
		for (cols = 0; cols < 2; cols++)
			for (i = 0; i < n; i++) {
				if (!sdk_hum_stronglink(h, cols * n + i, v,
				    &a[0], &b[0]))
					continue;
				for (j = i + 1; j < n; j++) {
					if (!sdk_hum_stronglink(h,
					    cols * n + j, v, &a[1], &b[1]))
						continue;
					/* The cross line of the ends. */
					for (t = 0; t < 4; t++) {
						x = t & 1 ? b[0] : a[0];
						y = t & 2 ? b[1] : a[1];
						if (h->geo->cellhouse[x][!cols] ==
						    h->geo->cellhouse[y][!cols])
							break;
					}
					if (t == 4)
						continue;
					top[0] = x == a[0] ? b[0] : a[0];
					top[1] = y == a[1] ? b[1] : a[1];
					if (h->geo->cellhouse[top[0]][!cols] ==
					    h->geo->cellhouse[top[1]][!cols])
						continue;
					sdk_hum_begin(h, st,
					    SDK_TECH_SKYSCRAPER);
					if (sdk_hum_rmseen(h, st, top, 2,
					    v) == 0)
						continue;
					sdk_hum_say(st, "%d in ", v);
					sdk_hum_saylines(st,
					    1u << i | 1u << j, cols);
					sdk_hum_say(st, ", base ");
					sdk_hum_saycell(st, x);
					sdk_hum_say(st, "-");
					sdk_hum_saycell(st, y);
					sdk_hum_say(st, ", tops ");
					sdk_hum_saycells(st, top, 2);
					return 1;
				}
			}
	return 0;
}

/*
 * Two-string kite: strong links on v in a row and a column, with one end
 * of each in the same box; a cell that sees both other ends loses v.
 */
int
sdk_hum_kite(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, v, r, c, t, a[2], b[2], p, q, ends[2];

	for (v = 1; v <= n; v++)
		for (r = 0; r < n; r++) {
			if (!sdk_hum_stronglink(h, r, v, &a[0], &a[1]))
				continue;
			for (c = 0; c < n; c++) {
				if (!sdk_hum_stronglink(h, n + c, v, &b[0],
				    &b[1]))
					continue;
				if (a[0] == b[0] || a[0] == b[1] ||
				    a[1] == b[0] || a[1] == b[1])
					continue;
				for (t = 0; t < 4; t++) {
					p = t & 1;
					q = t >> 1;
					if (geo->cellhouse[a[p]][2] !=
					    geo->cellhouse[b[q]][2])
						continue;
					ends[0] = a[!p];
					ends[1] = b[!q];
					sdk_hum_begin(h, st,
					    SDK_TECH_TWO_STRING_KITE);
					if (sdk_hum_rmseen(h, st, ends, 2,
					    v) == 0)
						continue;
					sdk_hum_say(st, "%d in row %d (", v,
					    r + 1);
					sdk_hum_saycell(st, a[0]);
					sdk_hum_say(st, "=");
					sdk_hum_saycell(st, a[1]);
					sdk_hum_say(st, ") and column %d (",
					    c + 1);
					sdk_hum_saycell(st, b[0]);
					sdk_hum_say(st, "=");
					sdk_hum_saycell(st, b[1]);
					sdk_hum_say(st, ") joined in ");
					sdk_hum_sayhouse(h, st,
					    geo->cellhouse[a[p]][2]);
					return 1;
				}
			}
		}
	return 0;
}

/*
 * Returns 1 when a strong link of v in line l (a column when cols), one
 * end a in row r (column c when cols) and the other e, makes cell tgt
 * lose v in an empty rectangle of box (or region) bx. A box's rectangle
 * takes links from lines outside its stack (band) whose far end is
 * outside its band (stack); a jigsaw region's, links whose end a and
 * target lie outside it.
 */
static int
erlink(const struct sdk_human *h, int v, int bx, int r, int c, int cols,
    int l, int *a, int *e, int *tgt)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, x, far, band = 0, stack = 0;
	int jig = h->var & SDK_VAR_JIGSAW;

	if (!jig) {
		band = bx / (n / h->bw);
		stack = bx % (n / h->bw);
		if (cols ? l / h->bw == stack : l / h->bh == band)
			return 0;
	} else if (l == (cols ? c : r))
		return 0;
	if (!sdk_hum_stronglink(h, cols * n + l, v, a, e))
		return 0;
	if (cols ? *e / n == r : *e % n == c) {
		x = *a;
		*a = *e;
		*e = x;
	}
	if (cols ? *a / n != r : *a % n != c)
		return 0;
	far = cols ? *e / n : *e % n;
	*tgt = cols ? far * n + c : r * n + far;
	if (jig)
		return far != (cols ? r : c) &&
		    geo->cellhouse[*a][2] != 2 * n + bx &&
		    geo->cellhouse[*tgt][2] != 2 * n + bx;
	return cols ? far / h->bh != band : far / h->bw != stack;
}

/*
 * Empty rectangle: the places of v in a box (or jigsaw region) all lie in
 * one row and one column of it; a strong link on v from that row
 * (column) ends in a line where the cell in that column (row) loses v.
 */
int
sdk_hum_emptyrect(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, v, bx, r, c, k, x, cnt, r0, r1, c0, c1;
	int inr, inc, l, cols, a, e, tgt, link[2];

	for (v = 1; v <= n; v++)
		for (bx = 0; bx < n; bx++) {
			if (h->var & SDK_VAR_JIGSAW) {
				r0 = c0 = 0;
				r1 = c1 = n;
			} else {
				r0 = bx / (n / h->bw) * h->bh;
				c0 = bx % (n / h->bw) * h->bw;
				r1 = r0 + h->bh;
				c1 = c0 + h->bw;
			}
			cnt = 0;
			for (k = 0; k < n; k++)
				if (h->cand[geo->house[2 * n + bx][k]] & BIT(v))
					cnt++;
			if (cnt < 2)
				continue;
			for (r = r0; r < r1; r++)
				for (c = c0; c < c1; c++) {
					inr = inc = 0;
					for (k = 0; k < n; k++) {
						x = geo->house[2 * n + bx][k];
						if (!(h->cand[x] & BIT(v)))
							continue;
						if (x / n != r && x % n != c)
							break;
						inr += x / n == r && x % n != c;
						inc += x % n == c && x / n != r;
					}
					if (k < n || inr == 0 || inc == 0)
						continue;
					/*
					 * cols 1: a strong link in a column l
					 * outside the stack, one end in row
					 * r; the cell of the other end's row
					 * in column c loses v. cols 0: the
					 * same, turned.
					 */
					for (cols = 1; cols >= 0; cols--)
						for (l = 0; l < n; l++) {
							if (!erlink(h, v, bx, r,
							    c, cols, l, &a, &e,
							    &tgt))
								continue;
							sdk_hum_begin(h, st,
							    SDK_TECH_EMPTY_RECTANGLE);
							if (!sdk_hum_rm(h, st,
							    tgt, v))
								continue;
							link[0] = a;
							link[1] = e;
							sdk_hum_say(st,
							    "%d in ", v);
							sdk_hum_sayhouse(h, st,
							    2 * n + bx);
							sdk_hum_say(st, " lies "
							    "in row %d and "
							    "column %d, strong "
							    "link ", r + 1,
							    c + 1);
							sdk_hum_saycell(st,
							    link[0]);
							sdk_hum_say(st, "=");
							sdk_hum_saycell(st,
							    link[1]);
							return 1;
						}
				}
		}
	return 0;
}

/*
 * XY-wing: a pivot x/y sees pincers x/z and y/z; a cell that sees both
 * pincers loses z. XYZ-wing (xyz set): a pivot x/y/z, pincers x/z and y/z;
 * a cell that sees all three loses z.
 */
int
sdk_hum_xywing(struct sdk_human *h, struct sdk_step *st, int xyz)
{
	const struct sdk_geom *geo = h->geo;
	int p, i, j, a, b, z, c[3];
	unsigned pm, am, bm;

	for (p = 0; p < h->ncells; p++) {
		pm = h->cand[p];
		if (h->cell[p] || sdk_hum_pop(pm) != (xyz ? 3 : 2))
			continue;
		for (i = 0; i < geo->npeer[p]; i++) {
			a = geo->peer[p][i];
			am = h->cand[a];
			if (h->cell[a] || sdk_hum_pop(am) != 2 ||
			    sdk_hum_pop(am & pm) != (xyz ? 2 : 1))
				continue;
			for (j = i + 1; j < geo->npeer[p]; j++) {
				b = geo->peer[p][j];
				bm = h->cand[b];
				if (h->cell[b] || sdk_hum_pop(bm) != 2 ||
				    bm == am)
					continue;
				if (xyz) {
					if ((bm & ~pm) != 0 || (am | bm) != pm)
						continue;
				} else if ((bm & pm) != (pm & ~am) ||
				    (bm & ~pm) != (am & ~pm))
					continue;
				z = sdk_hum_lowval(am & bm);
				c[0] = a;
				c[1] = b;
				c[2] = p;
				sdk_hum_begin(h, st, xyz ? SDK_TECH_XYZ_WING :
				    SDK_TECH_XY_WING);
				if (sdk_hum_rmseen(h, st, c, xyz ? 3 : 2,
				    z) == 0)
					continue;
				sdk_hum_say(st, "pivot ");
				sdk_hum_saycell(st, p);
				sdk_hum_say(st, " (");
				sdk_hum_sayvals(st, pm);
				sdk_hum_say(st, "), pincers ");
				sdk_hum_saycell(st, a);
				sdk_hum_say(st, " (");
				sdk_hum_sayvals(st, am);
				sdk_hum_say(st, ") and ");
				sdk_hum_saycell(st, b);
				sdk_hum_say(st, " (");
				sdk_hum_sayvals(st, bm);
				sdk_hum_say(st, ")");
				return 1;
			}
		}
	}
	return 0;
}

/*
 * W-wing: two cells x/y that do not see each other, joined by a strong
 * link on x whose ends see one each; a cell that sees both loses y.
 */
int
sdk_hum_wwing(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int a, b, t, hs, x, y, e1, e2, c[2];
	unsigned m;

	for (a = 0; a < h->ncells; a++) {
		m = h->cand[a];
		if (h->cell[a] || sdk_hum_pop(m) != 2)
			continue;
		for (b = a + 1; b < h->ncells; b++) {
			if (h->cell[b] || h->cand[b] != m ||
			    sdk_hum_sees(h, a, b))
				continue;
			for (t = 0; t < 2; t++) {
				x = t ? sdk_hum_lowval(m & (m - 1)) :
				    sdk_hum_lowval(m);
				y = sdk_hum_lowval(m & ~BIT(x));
				for (hs = 0; hs < geo->nhouses; hs++) {
					if (!sdk_hum_stronglink(h, hs, x, &e1,
					    &e2) || e1 == a || e1 == b ||
					    e2 == a || e2 == b)
						continue;
					if (!(sdk_hum_sees(h, e1, a) &&
					    sdk_hum_sees(h, e2, b)) &&
					    !(sdk_hum_sees(h, e1, b) &&
					    sdk_hum_sees(h, e2, a)))
						continue;
					c[0] = a;
					c[1] = b;
					sdk_hum_begin(h, st, SDK_TECH_W_WING);
					if (sdk_hum_rmseen(h, st, c, 2, y) == 0)
						break;
					sdk_hum_saycells(st, c, 2);
					sdk_hum_say(st, " hold ");
					sdk_hum_sayvals(st, m);
					sdk_hum_say(st, ", strong link on %d ",
					    x);
					sdk_hum_saycell(st, e1);
					sdk_hum_say(st, "=");
					sdk_hum_saycell(st, e2);
					return 1;
				}
			}
		}
	}
	return 0;
}

/*
 * Naked set in house hs with the extra values E of a unique rectangle's
 * roof (cells r0, r1) as one more cell: m other cells whose values with E
 * make m+1 values; the other cells of the house lose them.
 */
static int
urnaked(struct sdk_human *h, struct sdk_step *st, int hs, int r0, int r1,
    unsigned extra, int *size)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, o[SDK_MAXN], no = 0, i, j, k, m, idx[3], v;
	unsigned u;

	for (i = 0; i < n; i++) {
		int x = geo->house[hs][i];

		if (!h->cell[x] && x != r0 && x != r1)
			o[no++] = x;
	}
	for (m = 1; m <= 3 && m < no; m++) {
		for (i = 0; i < m; i++)
			idx[i] = i;
		do {
			u = extra;
			for (i = 0; i < m; i++)
				u |= h->cand[o[idx[i]]];
			if (sdk_hum_pop(u) != m + 1)
				continue;
			st->nact = 0;
			for (i = 0; i < no; i++) {
				for (j = 0; j < m; j++)
					if (idx[j] == i)
						break;
				if (j < m)
					continue;
				for (v = 1; v <= n; v++)
					if (u & BIT(v))
						sdk_hum_rm(h, st, o[i], v);
			}
			if (st->nact == 0)
				continue;
			*size = m;
			sdk_hum_say(st, ", with ");
			for (k = 0; k < m; k++) {
				if (k > 0)
					sdk_hum_say(st, ", ");
				sdk_hum_saycell(st, o[idx[k]]);
			}
			sdk_hum_say(st, " a naked set of ");
			sdk_hum_sayvals(st, u);
			sdk_hum_say(st, " in ");
			sdk_hum_sayhouse(h, st, hs);
			return 1;
		} while (sdk_hum_nextcomb(idx, m, no));
	}
	return 0;
}

/*
 * Returns 1 when the rectangle q (r1c1, r1c2, r2c1, r2c2) lies in two
 * boxes (or jigsaw regions), two of its cells in each, and in no
 * diagonal or window: then a/b in all four, crosswise, would make a
 * second solution. A diagonal or window through it would break that.
 */
static int
deadly(const struct sdk_human *h, const int *q)
{
	const struct sdk_geom *geo = h->geo;
	int b[4], i;

	for (i = 0; i < 4; i++) {
		if (geo->ncellhouse[q[i]] > 3)
			return 0;
		b[i] = geo->cellhouse[q[i]][2];
	}
	return (b[0] == b[1] && b[2] == b[3] && b[0] != b[2]) ||
	    (b[0] == b[2] && b[1] == b[3] && b[0] != b[1]);
}

/*
 * Unique rectangles: four cells in two rows, two columns and two boxes
 * that would hold only a/b would let the puzzle have two solutions.
 * Type 1: three of them hold only a/b; the fourth loses a and b. Type 2:
 * two roof cells in a line hold a/b and the same one extra z; a cell that
 * sees both loses z. Type 3: the roof's extras make a naked set with
 * other cells of a house. Type 4: a is strong in a house of the roof; the
 * roof loses b. On X and windoku grids, only rectangles that no
 * diagonal or window crosses.
 */
int
sdk_hum_urect(struct sdk_human *h, struct sdk_step *st, int type)
{
	static const int tech[5] = { 0, SDK_TECH_UR1, SDK_TECH_UR2,
	    SDK_TECH_UR3, SDK_TECH_UR4 };
	const struct sdk_geom *geo = h->geo;
	int n = h->n, r1, r2, c1, c2, q[4], i, a, bb, nf, roof[2];
	int nr, t, size, u, w, e1, e2;
	unsigned common, ab, extra = 0;

	if (!(h->flags & SDK_HUMAN_UNIQUE))
		return 0;
	for (r1 = 0; r1 < n; r1++)
	for (r2 = r1 + 1; r2 < n; r2++)
	for (c1 = 0; c1 < n; c1++)
	for (c2 = c1 + 1; c2 < n; c2++) {
		q[0] = r1 * n + c1;
		q[1] = r1 * n + c2;
		q[2] = r2 * n + c1;
		q[3] = r2 * n + c2;
		if (!deadly(h, q))
			continue;
		common = ~0u;
		for (i = 0; i < 4; i++)
			common &= h->cand[q[i]];
		if (sdk_hum_pop(common) < 2)
			continue;
		for (a = 1; a <= n; a++)
		for (bb = a + 1; bb <= n; bb++) {
			ab = BIT(a) | BIT(bb);
			if ((common & ab) != ab)
				continue;
			nf = nr = 0;
			for (i = 0; i < 4; i++)
				if (h->cand[q[i]] != ab && nr < 2)
					roof[nr++] = q[i];
				else if (h->cand[q[i]] == ab)
					nf++;
			sdk_hum_begin(h, st, tech[type]);
			if (type == 1) {
				if (nf != 3)
					continue;
				sdk_hum_rm(h, st, roof[0], a);
				sdk_hum_rm(h, st, roof[0], bb);
			} else {
				if (nf != 2 || (roof[0] / n != roof[1] / n &&
				    roof[0] % n != roof[1] % n))
					continue;
				extra = (h->cand[roof[0]] | h->cand[roof[1]]) &
				    ~ab;
				if (type == 2) {
					if ((h->cand[roof[0]] & ~ab) != extra ||
					    (h->cand[roof[1]] & ~ab) != extra ||
					    sdk_hum_pop(extra) != 1 ||
					    sdk_hum_rmseen(h, st, roof, 2,
					    sdk_hum_lowval(extra)) == 0)
						continue;
				} else if (type == 4) {
					for (t = 0; t < 3 && st->nact == 0;
					    t++) {
						int hs = geo->cellhouse[roof[0]][t];

						if (hs != geo->cellhouse[roof[1]][t])
							continue;
						for (i = 0; i < 2; i++) {
							u = i ? bb : a;
							w = i ? a : bb;
							if (!sdk_hum_stronglink(
							    h, hs, u, &e1,
							    &e2) ||
							    !((e1 == roof[0] &&
							    e2 == roof[1]) ||
							    (e1 == roof[1] &&
							    e2 == roof[0])))
								continue;
							sdk_hum_rm(h, st,
							    roof[0], w);
							sdk_hum_rm(h, st,
							    roof[1], w);
							break;
						}
						if (st->nact == 0)
							continue;
						sdk_hum_saycells(st, q, 4);
						sdk_hum_say(st, " on ");
						sdk_hum_sayvals(st, ab);
						sdk_hum_say(st, ", %d only in ",
						    u);
						sdk_hum_saycells(st, roof, 2);
						sdk_hum_say(st, " in ");
						sdk_hum_sayhouse(h, st, hs);
						sdk_hum_sortacts(st);
						return 1;
					}
					continue;
				} else {
					for (t = 0; t < 3; t++) {
						int hs = geo->cellhouse[roof[0]][t];

						if (hs != geo->cellhouse[roof[1]][t])
							continue;
						st->text[0] = '\0';
						sdk_hum_saycells(st, q, 4);
						sdk_hum_say(st, " on ");
						sdk_hum_sayvals(st, ab);
						sdk_hum_say(st, ", extras ");
						sdk_hum_sayvals(st, extra);
						sdk_hum_say(st, " in ");
						sdk_hum_saycells(st, roof, 2);
						if (urnaked(h, st, hs, roof[0],
						    roof[1], extra, &size)) {
							st->rating += size - 1;
							return 1;
						}
					}
					continue;
				}
			}
			if (st->nact == 0)
				continue;
			sdk_hum_saycells(st, q, 4);
			sdk_hum_say(st, " on ");
			sdk_hum_sayvals(st, ab);
			if (type == 2) {
				sdk_hum_say(st, ", extra %d in ",
				    sdk_hum_lowval(extra));
				sdk_hum_saycells(st, roof, 2);
			}
			return 1;
		}
	}
	return 0;
}

/*
 * BUG+1: every empty cell but one holds two candidates and that one
 * three; the value that appears three times in its row must go there, or
 * the puzzle would have two solutions.
 */
int
sdk_hum_bug(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, c, tri = -1, v, hs, k, cnt[SDK_MAXN + 1], ok;
	uint16_t save;

	if (!(h->flags & SDK_HUMAN_UNIQUE))
		return 0;
	for (c = 0; c < h->ncells; c++) {
		if (h->cell[c] || sdk_hum_pop(h->cand[c]) == 2)
			continue;
		if (sdk_hum_pop(h->cand[c]) != 3 || tri >= 0)
			return 0;
		tri = c;
	}
	if (tri < 0)
		return 0;
	save = h->cand[tri];
	for (v = 1; v <= n; v++) {
		if (!(save & BIT(v)) ||
		    sdk_hum_pop(sdk_hum_where(h, geo->cellhouse[tri][0],
		    v)) != 3)
			continue;
		h->cand[tri] = save & ~BIT(v);
		ok = 1;
		for (hs = 0; hs < geo->nhouses && ok; hs++) {
			memset(cnt, 0, sizeof(cnt));
			for (k = 0; k < n; k++) {
				int x = geo->house[hs][k], w;

				for (w = 1; w <= n; w++)
					if (h->cand[x] & BIT(w))
						cnt[w]++;
			}
			for (k = 1; k <= n; k++)
				if (cnt[k] != 0 && cnt[k] != 2)
					ok = 0;
		}
		h->cand[tri] = save;
		if (!ok)
			continue;
		sdk_hum_begin(h, st, SDK_TECH_BUG1);
		sdk_hum_act(st, SDK_ACT_PLACE, tri, v);
		sdk_hum_say(st, "all empty cells but ");
		sdk_hum_saycell(st, tri);
		sdk_hum_say(st, " hold two candidates, and %d appears three "
		    "times in its row", v);
		return 1;
	}
	return 0;
}
