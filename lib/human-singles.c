/*
 * human-singles.c: the singles and locked candidates of the technique
 * engine: full house, hidden and naked singles, pointing and claiming.
 */
#include "internal.h"

/* Full house: the last empty cell of a house. */
int
sdk_hum_fullhouse(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int hs, k, x, last, empty;

	for (hs = 0; hs < geo->nhouses; hs++) {
		empty = 0;
		last = -1;
		for (k = 0; k < h->n; k++) {
			x = geo->house[hs][k];
			if (!h->cell[x]) {
				empty++;
				last = x;
			}
		}
		if (empty != 1 || sdk_hum_pop(h->cand[last]) != 1)
			continue;
		sdk_hum_begin(h, st, SDK_TECH_FULL_HOUSE);
		sdk_hum_act(st, SDK_ACT_PLACE, last,
		    sdk_hum_lowval(h->cand[last]));
		sdk_hum_saycell(st, last);
		sdk_hum_say(st, " is the last empty cell in ");
		sdk_hum_sayhouse(h, st, hs);
		return 1;
	}
	return 0;
}

/* Returns 1 for a house that hidden singles count as a box. */
static int
boxlike(const struct sdk_geom *geo, int hs)
{
	int k = geo->kind[hs];

	return k == SDK_HOUSE_BOX || k == SDK_HOUSE_REGION ||
	    k == SDK_HOUSE_WINDOW;
}

/*
 * Hidden single: a value with one place in a box (or a jigsaw region or a
 * window), or in a row or column (or a diagonal).
 */
int
sdk_hum_hiddensingle(struct sdk_human *h, struct sdk_step *st, int boxes)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, hs, k, v, x;
	unsigned once, twice, m;

	for (hs = 0; hs < geo->nhouses; hs++) {
		if (boxlike(geo, hs) != boxes)
			continue;
		once = twice = 0;
		for (k = 0; k < n; k++) {
			m = h->cand[geo->house[hs][k]];
			twice |= once & m;
			once |= m;
		}
		once &= ~twice;
		if (once == 0)
			continue;
		v = sdk_hum_lowval(once);
		for (k = 0; k < n; k++) {
			x = geo->house[hs][k];
			if (h->cand[x] & BIT(v))
				break;
		}
		sdk_hum_begin(h, st, boxes ? SDK_TECH_HIDDEN_SINGLE_BOX :
		    SDK_TECH_HIDDEN_SINGLE_LINE);
		sdk_hum_act(st, SDK_ACT_PLACE, x, v);
		sdk_hum_say(st, "the only place for %d in ", v);
		sdk_hum_sayhouse(h, st, hs);
		sdk_hum_say(st, " is ");
		sdk_hum_saycell(st, x);
		return 1;
	}
	return 0;
}

/* Naked single: a cell with one candidate. */
int
sdk_hum_nakedsingle(struct sdk_human *h, struct sdk_step *st)
{
	int c;

	for (c = 0; c < h->ncells; c++) {
		if (h->cell[c] || sdk_hum_pop(h->cand[c]) != 1)
			continue;
		sdk_hum_begin(h, st, SDK_TECH_NAKED_SINGLE);
		sdk_hum_act(st, SDK_ACT_PLACE, c, sdk_hum_lowval(h->cand[c]));
		sdk_hum_saycell(st, c);
		sdk_hum_say(st, " can only be %d", sdk_hum_lowval(h->cand[c]));
		return 1;
	}
	return 0;
}

/*
 * Locked candidates: the places of a value in a base house all lie in
 * another house (the cover), so the rest of the cover loses it. Pointing:
 * the base is a box, a region, a diagonal or a window (a cover of any
 * kind: a line, a box, ...). Claiming: the base is a row or column. Any
 * two houses that cross in two cells or more make a pair of them.
 */
int
sdk_hum_locked(struct sdk_human *h, struct sdk_step *st, int claiming)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, hs, v, k, t, x, first, cover;
	unsigned m;

	for (hs = claiming ? 0 : 2 * n; hs < (claiming ? 2 * n :
	    geo->nhouses); hs++)
		for (v = 1; v <= n; v++) {
			m = sdk_hum_where(h, hs, v);
			if (sdk_hum_pop(m) < 2)
				continue;
			first = geo->house[hs][sdk_lowbit(m)];
			for (t = 0; t < geo->ncellhouse[first]; t++) {
				cover = geo->cellhouse[first][t];
				if (cover == hs)
					continue;
				for (k = 0; k < n; k++)
					if ((m & 1u << k) && !sdk_hum_inhouse(h,
					    geo->house[hs][k], cover))
						break;
				if (k < n)
					continue;
				sdk_hum_begin(h, st, claiming ?
				    SDK_TECH_CLAIMING : SDK_TECH_POINTING);
				for (k = 0; k < n; k++) {
					x = geo->house[cover][k];
					if (!sdk_hum_inhouse(h, x, hs))
						sdk_hum_rm(h, st, x, v);
				}
				if (st->nact == 0)
					continue;
				sdk_hum_usehouse(h, st, hs, v);
				sdk_hum_say(st, "%d in ", v);
				sdk_hum_sayhouse(h, st, hs);
				sdk_hum_say(st, " lies only in ");
				sdk_hum_sayhouse(h, st, cover);
				return 1;
			}
		}
	return 0;
}
