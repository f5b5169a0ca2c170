/*
 * human-chains.c: the chains of the technique engine: X-chain, XY-chain,
 * the forcing chain (on copies of the grid, struct board), and the guess
 * when nothing else applies.
 */
#include <string.h>

#include "internal.h"

/* A copy of the grid for the forcing chains. */
struct board {
	unsigned char cell[SDK_MAXCELLS];
	uint16_t cand[SDK_MAXCELLS];
};

/*
 * The length bonus of Sudoku Explainer: a tenth for each step of the
 * length beyond 4, 6, 8, 12, 16, 24, 32 ...
 */
static int
lengthbonus(int len)
{
	int ceil = 4, odd = 0, add = 0;

	while (len > ceil) {
		add++;
		ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
		odd = !odd;
	}
	return add;
}

/*
 * X-chain: on one value, strong links joined by weak ones, from cell a to
 * cell z: one of a and z holds the value, so a cell that sees both loses
 * it. The shortest chain with an elimination is taken.
 */
int
sdk_hum_xchain(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, v, a, i, j, t, x, y, z, w, e1, e2, qh, qt;
	int best = 0, bestv = 0, bestpath[2 * SDK_MAXCELLS];
	int bestnp = 0, ends[2];
	short onpar[SDK_MAXCELLS], offpar[SDK_MAXCELLS], depth[SDK_MAXCELLS];
	short queue[SDK_MAXCELLS];
	int strong[SDK_MAXCELLS][SDK_MAXCELLHOUSES];

	for (v = 1; v <= n; v++) {
		for (x = 0; x < h->ncells; x++)
			for (t = 0; t < SDK_MAXCELLHOUSES; t++) {
				strong[x][t] = -1;
				if (t >= geo->ncellhouse[x])
					continue;
				if (!(h->cand[x] & BIT(v)) ||
				    !sdk_hum_stronglink(h,
				    geo->cellhouse[x][t], v, &e1, &e2))
					continue;
				strong[x][t] = e1 == x ? e2 : e1;
			}
		for (a = 0; a < h->ncells; a++) {
			if (!(h->cand[a] & BIT(v)))
				continue;
			for (x = 0; x < h->ncells; x++)
				onpar[x] = offpar[x] = -1;
			qh = qt = 0;
			offpar[a] = a;
			onpar[a] = a;
			for (t = 0; t < geo->ncellhouse[a]; t++) {
				y = strong[a][t];
				if (y >= 0 && onpar[y] < 0) {
					onpar[y] = a;
					depth[y] = 1;
					queue[qt++] = y;
				}
			}
			while (qh < qt) {
				z = queue[qh++];
				if (best && 4 * depth[z] - 1 >= best)
					break;
				if (depth[z] >= 2) {
					ends[0] = a;
					ends[1] = z;
					st->nact = 0;
					if (sdk_hum_rmseen(h, st, ends, 2,
					    v) > 0) {
						best = 4 * depth[z] - 1;
						bestv = v;
						bestnp = 0;
						/* Walk back z, its off, ... a. */
						y = z;
						while (1) {
							bestpath[bestnp++] = y;
							w = onpar[y];
							bestpath[bestnp++] = w;
							if (w == a)
								break;
							y = offpar[w];
						}
						break;
					}
				}
				if (depth[z] >= 12)
					continue;
				for (i = 0; i < geo->npeer[z]; i++) {
					y = geo->peer[z][i];
					if (!(h->cand[y] & BIT(v)) ||
					    offpar[y] >= 0)
						continue;
					offpar[y] = z;
					for (j = 0; j < geo->ncellhouse[y];
					    j++) {
						w = strong[y][j];
						if (w < 0 || onpar[w] >= 0)
							continue;
						onpar[w] = y;
						depth[w] = depth[z] + 1;
						queue[qt++] = w;
					}
				}
			}
		}
	}
	if (!best)
		return 0;
	sdk_hum_begin(h, st, SDK_TECH_X_CHAIN);
	ends[0] = bestpath[bestnp - 1];
	ends[1] = bestpath[0];
	sdk_hum_rmseen(h, st, ends, 2, bestv);
	st->rating += lengthbonus(bestnp);
	sdk_hum_say(st, "%d: ", bestv);
	for (i = bestnp - 1; i >= 0; i--) {
		sdk_hum_saycell(st, bestpath[i]);
		if (i > 0)
			sdk_hum_say(st, (bestnp - 1 - i) % 2 == 0 ? "=" : "-");
	}
	return 1;
}

/*
 * XY-chain: cells of two candidates each, each seeing the next and
 * sharing a value with it, from (x=y) at the start to (w=x) at the end:
 * one of the two ends holds x, so a cell that sees both loses x.
 */
int
sdk_hum_xychain(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int s, x, i, c, v, c2, w, sid, nid, qh, qt;
	int best = 0, bestx = 0, bestpath[SDK_MAXCELLS], bestnp = 0;
	int ends[2], np, path[SDK_MAXCELLS];
	short par[SDK_MAXCELLS * SDK_MAXN];
	short depth[SDK_MAXCELLS * SDK_MAXN], queue[SDK_MAXCELLS * SDK_MAXN];
	unsigned m;

	for (s = 0; s < h->ncells; s++) {
		m = h->cand[s];
		if (h->cell[s] || sdk_hum_pop(m) != 2)
			continue;
		for (i = 0; i < 2; i++) {
			x = i ? sdk_hum_lowval(m & (m - 1)) : sdk_hum_lowval(m);
			for (sid = 0; sid < h->ncells * 16; sid++)
				par[sid] = -1;
			qh = qt = 0;
			/* State c*16+v-1: cell c holds v. */
			sid = s * 16 + sdk_hum_lowval(m & ~BIT(x)) - 1;
			par[sid] = sid;
			depth[sid] = 1;
			queue[qt++] = sid;
			while (qh < qt) {
				sid = queue[qh++];
				c = sid / 16;
				v = sid % 16 + 1;
				if (best && 2 * depth[sid] >= best)
					break;
				if (depth[sid] >= 2 && v == x) {
					ends[0] = s;
					ends[1] = c;
					st->nact = 0;
					if (sdk_hum_rmseen(h, st, ends, 2,
					    x) > 0) {
						best = 2 * depth[sid];
						bestx = x;
						np = 0;
						for (nid = sid;; nid = par[nid]) {
							path[np++] = nid;
							if (par[nid] == nid)
								break;
						}
						bestnp = np;
						memcpy(bestpath, path,
						    np * sizeof(path[0]));
						break;
					}
				}
				if (depth[sid] >= 16)
					continue;
				for (w = 0; w < geo->npeer[c]; w++) {
					c2 = geo->peer[c][w];
					if (h->cell[c2] || c2 == s ||
					    sdk_hum_pop(h->cand[c2]) != 2 ||
					    !(h->cand[c2] & BIT(v)))
						continue;
					nid = c2 * 16 + sdk_hum_lowval(
					    h->cand[c2] & ~BIT(v)) - 1;
					if (par[nid] >= 0)
						continue;
					par[nid] = sid;
					depth[nid] = depth[sid] + 1;
					queue[qt++] = nid;
				}
			}
		}
	}
	if (!best)
		return 0;
	sdk_hum_begin(h, st, SDK_TECH_XY_CHAIN);
	ends[0] = bestpath[bestnp - 1] / 16;
	ends[1] = bestpath[0] / 16;
	sdk_hum_rmseen(h, st, ends, 2, bestx);
	st->rating += lengthbonus(2 * bestnp);
	for (i = bestnp - 1; i >= 0; i--) {
		c = bestpath[i] / 16;
		v = bestpath[i] % 16 + 1;
		sdk_hum_say(st, "(%d=%d)",
		    sdk_hum_lowval(h->cand[c] & ~BIT(v)), v);
		sdk_hum_saycell(st, c);
		if (i > 0)
			sdk_hum_say(st, "-");
	}
	return 1;
}

/*
 * Places v in cell c of board b, removing v from its peers; a peer left
 * with one candidate goes on the queue q (of *nq cells). Returns -1 when
 * a peer is left without a candidate.
 */
static int
bplace(const struct sdk_human *h, struct board *b, int c, int v,
    unsigned char *q, int *nq)
{
	const unsigned char *peer = h->geo->peer[c];
	int k, x, np = h->geo->npeer[c];
	unsigned bit = BIT(v);

	b->cell[c] = v;
	b->cand[c] = 0;
	for (k = 0; k < np; k++) {
		x = peer[k];
		if (!(b->cand[x] & bit))
			continue;
		b->cand[x] &= ~bit;
		if (b->cand[x] == 0)
			return -1;
		if (!(b->cand[x] & (b->cand[x] - 1)))
			q[(*nq)++] = x;
	}
	return 0;
}

/*
 * Places the naked singles on queue q of b, and the hidden singles, until
 * none is left or *len, the count of placements, reaches max. Returns -1
 * at a contradiction (a cell without a candidate, a value without a place
 * in a house), 1 when stopped at max, else 0.
 */
static int
propagate(const struct sdk_human *h, struct board *b, unsigned char *q,
    int nq, int *len, int max)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, c, hs, k, x, v, more;
	unsigned once, twice, placed, all = (1u << n) - 1, m;

	do {
		while (nq > 0) {
			c = q[--nq];
			if (b->cell[c])
				continue;
			if (*len >= max)
				return 1;
			(*len)++;
			if (bplace(h, b, c, sdk_hum_lowval(b->cand[c]), q,
			    &nq) < 0)
				return -1;
		}
		more = 0;
		for (hs = 0; hs < geo->nhouses; hs++) {
			once = twice = placed = 0;
			for (k = 0; k < n; k++) {
				x = geo->house[hs][k];
				placed |= b->cell[x] ? BIT(b->cell[x]) : 0;
				m = b->cand[x];
				twice |= once & m;
				once |= m;
			}
			if ((once | placed) != all)
				return -1;
			once &= ~twice & ~placed;
			if (once == 0)
				continue;
			v = sdk_hum_lowval(once);
			for (k = 0; k < n; k++) {
				x = geo->house[hs][k];
				if (b->cand[x] & BIT(v))
					break;
			}
			if (*len >= max)
				return 1;
			(*len)++;
			if (bplace(h, b, x, v, q, &nq) < 0)
				return -1;
			more = 1;
		}
	} while (more || nq > 0);
	return 0;
}

/* Copies the values and candidates of h to b. */
static void
bcopy(const struct sdk_human *h, struct board *b)
{
	memcpy(b->cell, h->cell, h->ncells);
	memcpy(b->cand, h->cand, h->ncells * sizeof(h->cand[0]));
}

/*
 * Sets b to h with v placed in c, propagated up to max placements;
 * returns as propagate, and sets *cut when stopped at max.
 */
static int
assume(const struct sdk_human *h, struct board *b, int c, int v, int *len,
    int max, int *cut)
{
	int rc;

	unsigned char q[SDK_MAXCELLS * 3];
	int nq = 0;

	bcopy(h, b);
	*len = 1;
	if (bplace(h, b, c, v, q, &nq) < 0)
		return -1;
	rc = propagate(h, b, q, nq, len, max);
	if (rc > 0)
		*cut = 1;
	return rc;
}

/*
 * Adds to st what two boards agree on and h does not hold yet: the values
 * both place and the candidates both remove. Returns the count.
 */
static int
common(const struct sdk_human *h, struct sdk_step *st, const struct board *b1,
    const struct board *b2)
{
	int c, v;
	unsigned e1, e2;

	for (c = 0; c < h->ncells; c++) {
		if (h->cell[c])
			continue;
		if (b1->cell[c] && b1->cell[c] == b2->cell[c]) {
			sdk_hum_act(st, SDK_ACT_PLACE, c, b1->cell[c]);
			continue;
		}
		e1 = b1->cell[c] ? BIT(b1->cell[c]) : b1->cand[c];
		e2 = b2->cell[c] ? BIT(b2->cell[c]) : b2->cand[c];
		for (v = 1; v <= h->n; v++)
			if ((h->cand[c] & BIT(v)) && !((e1 | e2) & BIT(v)))
				sdk_hum_act(st, SDK_ACT_REMOVE, c, v);
	}
	return st->nact;
}

/*
 * Forcing chain, one assumption deep, followed by at most max singles:
 * a candidate whose placement leads to a contradiction is removed; what
 * both values of a two-candidate cell, or both places of a value with two
 * places in a house, lead to is done. The shortest is taken.
 */
static int
forcing1(struct sdk_human *h, struct sdk_step *st, int max, int *cut)
{
	const struct sdk_geom *geo = h->geo;
	struct board b1, b2;
	int c, v, len, l2, best = 0, kind = 0, bc = 0, bv = 0, bw = 0, hs;
	int e1, e2, x, y;

	/* kind 1: contradiction at (bc, bv). */
	for (c = 0; c < h->ncells; c++)
		for (v = 1; v <= h->n; v++) {
			if (!(h->cand[c] & BIT(v)))
				continue;
			if (assume(h, &b1, c, v, &len, best ? best - 1 :
			    max, cut) < 0) {
				best = len;
				kind = 1;
				bc = c;
				bv = v;
			}
		}
	/* kind 2: cell bc, values bv and bw; kind 3: house bc, value bv. */
	for (c = 0; c < h->ncells; c++) {
		if (h->cell[c] || sdk_hum_pop(h->cand[c]) != 2)
			continue;
		v = sdk_hum_lowval(h->cand[c]);
		x = sdk_hum_lowval(h->cand[c] & ~BIT(v));
		if (assume(h, &b1, c, v, &len, best ? best - 1 : max, cut) < 0 ||
		    assume(h, &b2, c, x, &l2, best ? best - 1 : max, cut) < 0)
			continue;
		if (l2 > len)
			len = l2;
		st->nact = 0;
		if (common(h, st, &b1, &b2) > 0) {
			best = len;
			kind = 2;
			bc = c;
			bv = v;
			bw = x;
		}
	}
	for (hs = 0; hs < geo->nhouses; hs++)
		for (v = 1; v <= h->n; v++) {
			if (!sdk_hum_stronglink(h, hs, v, &e1, &e2))
				continue;
			if (assume(h, &b1, e1, v, &len, best ? best - 1 :
			    max, cut) < 0 || assume(h, &b2, e2, v, &l2, best ?
			    best - 1 : max, cut) < 0)
				continue;
			if (l2 > len)
				len = l2;
			st->nact = 0;
			if (common(h, st, &b1, &b2) > 0) {
				best = len;
				kind = 3;
				bc = hs;
				bv = v;
			}
		}
	if (!best)
		return 0;
	sdk_hum_begin(h, st, SDK_TECH_FORCING_CHAIN);
	st->rating += lengthbonus(best);
	if (kind == 1) {
		sdk_hum_act(st, SDK_ACT_REMOVE, bc, bv);
		sdk_hum_saycell(st, bc);
		sdk_hum_say(st, "=%d leads by singles to a contradiction "
		    "in %d steps", bv, best);
		return 1;
	}
	if (kind == 2) {
		assume(h, &b1, bc, bv, &len, best, cut);
		assume(h, &b2, bc, bw, &len, best, cut);
		common(h, st, &b1, &b2);
		sdk_hum_saycell(st, bc);
		sdk_hum_say(st, "=%d and ", bv);
		sdk_hum_saycell(st, bc);
		sdk_hum_say(st, "=%d lead by singles to the same in %d "
		    "steps", bw, best);
		return 1;
	}
	sdk_hum_stronglink(h, bc, bv, &x, &y);
	assume(h, &b1, x, bv, &len, best, cut);
	assume(h, &b2, y, bv, &len, best, cut);
	common(h, st, &b1, &b2);
	sdk_hum_say(st, "%d in ", bv);
	sdk_hum_sayhouse(h, st, bc);
	sdk_hum_say(st, " at ");
	sdk_hum_saycell(st, x);
	sdk_hum_say(st, " or ");
	sdk_hum_saycell(st, y);
	sdk_hum_say(st, " leads by singles to the same in %d steps", best);
	return 1;
}

/*
 * Forcing chain: the shortest, searched with bounds on the singles that
 * double from 4 until no propagation reaches the bound.
 */
int
sdk_hum_forcing(struct sdk_human *h, struct sdk_step *st)
{
	int max, cut = 1;

	for (max = 4; cut && max < 2 * h->ncells; max *= 2) {
		cut = 0;
		if (forcing1(h, st, max, &cut))
			return 1;
	}
	return 0;
}

/*
 * Guess: no technique applies; the cell with the fewest candidates takes
 * its value in the solution (found here when h has none).
 */
int
sdk_hum_guess(struct sdk_human *h, struct sdk_step *st)
{
	struct sdk_grid g;
	int c, best = -1, v;

	for (c = 0; c < h->ncells; c++)
		if (!h->cell[c] && (best < 0 ||
		    sdk_hum_pop(h->cand[c]) < sdk_hum_pop(h->cand[best])))
			best = c;
	if (best < 0)
		return 0;
	if (!h->hassol) {
		sdk_grid_init(&g, h->n);
		memcpy(g.cell, h->cell, h->ncells);
		if (sdk_solve_count(&g, 1, &h->sol, NULL) < 1)
			return 0;
		h->hassol = 1;
	}
	v = h->sol.cell[best];
	if (!(h->cand[best] & BIT(v)))
		return 0;
	sdk_hum_begin(h, st, SDK_TECH_GUESS);
	sdk_hum_act(st, SDK_ACT_PLACE, best, v);
	sdk_hum_say(st, "no technique applies; ");
	sdk_hum_saycell(st, best);
	sdk_hum_say(st, " has the fewest candidates (");
	sdk_hum_sayvals(st, h->cand[best]);
	sdk_hum_say(st, "), the solution has %d", v);
	return 1;
}
