/*
 * human-subsets.c: the subsets of the technique engine: naked and hidden
 * pairs, triples and quads.
 */
#include "internal.h"

/*
 * Naked subset of k cells: k cells of a house hold only k values between
 * them, so the other cells of every house they share lose those values.
 */
int
sdk_hum_nakedsubset(struct sdk_human *h, struct sdk_step *st, int k)
{
	static const int tech[5] = { 0, 0, SDK_TECH_NAKED_PAIR,
	    SDK_TECH_NAKED_TRIPLE, SDK_TECH_NAKED_QUAD };
	const struct sdk_geom *geo = h->geo;
	int n = h->n, hs, i, j, t, x, m, all, idx[4], cells[4], e[SDK_MAXN];
	int shared[SDK_MAXCELLHOUSES], nh;
	unsigned u;

	for (hs = 0; hs < geo->nhouses; hs++) {
		m = all = 0;
		for (i = 0; i < n; i++) {
			x = geo->house[hs][i];
			if (h->cell[x])
				continue;
			all++;
			if (sdk_hum_pop(h->cand[x]) <= k)
				e[m++] = x;
		}
		if (m < k || all <= k)
			continue;
		for (i = 0; i < k; i++)
			idx[i] = i;
		do {
			u = 0;
			for (i = 0; i < k; i++)
				u |= h->cand[e[idx[i]]];
			if (sdk_hum_pop(u) != k)
				continue;
			for (i = 0; i < k; i++)
				cells[i] = e[idx[i]];
			sdk_hum_begin(h, st, tech[k]);
			nh = 0;
			for (t = 0; t < geo->ncellhouse[cells[0]]; t++) {
				int hh = geo->cellhouse[cells[0]][t];

				for (i = 1; i < k; i++)
					if (!sdk_hum_inhouse(h, cells[i], hh))
						break;
				if (i < k)
					continue;
				shared[nh++] = hh;
				for (i = 0; i < n; i++) {
					x = geo->house[hh][i];
					for (j = 0; j < k; j++)
						if (x == cells[j])
							break;
					if (j < k)
						continue;
					for (j = 1; j <= n; j++)
						if (u & BIT(j))
							sdk_hum_rm(h, st, x, j);
				}
			}
			if (st->nact == 0)
				continue;
			sdk_hum_saycells(st, cells, k);
			for (i = 0; i < nh; i++) {
				sdk_hum_say(st, i == 0 ? " in " : " and ");
				sdk_hum_sayhouse(h, st, shared[i]);
			}
			sdk_hum_say(st, " hold only ");
			sdk_hum_sayvals(st, u);
			return 1;
		} while (sdk_hum_nextcomb(idx, k, m));
	}
	return 0;
}

/*
 * Hidden subset of k values: k values of a house have only k places
 * between them, so those cells lose their other candidates.
 */
int
sdk_hum_hiddensubset(struct sdk_human *h, struct sdk_step *st, int k)
{
	static const int tech[5] = { 0, 0, SDK_TECH_HIDDEN_PAIR,
	    SDK_TECH_HIDDEN_TRIPLE, SDK_TECH_HIDDEN_QUAD };
	const struct sdk_geom *geo = h->geo;
	int n = h->n, hs, i, j, v, m, all, idx[4], vals[SDK_MAXN];
	int cells[4], nc;
	unsigned pos[SDK_MAXN], u, w, vm;

	for (hs = 0; hs < geo->nhouses; hs++) {
		m = all = 0;
		for (v = 1; v <= n; v++) {
			w = sdk_hum_where(h, hs, v);
			if (w == 0)
				continue;
			all++;
			if (sdk_hum_pop(w) <= k) {
				vals[m] = v;
				pos[m++] = w;
			}
		}
		if (m < k || all <= k)
			continue;
		for (i = 0; i < k; i++)
			idx[i] = i;
		do {
			u = vm = 0;
			for (i = 0; i < k; i++) {
				u |= pos[idx[i]];
				vm |= BIT(vals[idx[i]]);
			}
			if (sdk_hum_pop(u) != k)
				continue;
			sdk_hum_begin(h, st, tech[k]);
			nc = 0;
			for (i = 0; i < n; i++) {
				int x = geo->house[hs][i];

				if (!(u & 1u << i))
					continue;
				cells[nc++] = x;
				for (j = 1; j <= n; j++)
					if (!(vm & BIT(j)))
						sdk_hum_rm(h, st, x, j);
			}
			if (st->nact == 0)
				continue;
			sdk_hum_sayvals(st, vm);
			sdk_hum_say(st, " in ");
			sdk_hum_sayhouse(h, st, hs);
			sdk_hum_say(st, " lie only in ");
			sdk_hum_saycells(st, cells, nc);
			return 1;
		} while (sdk_hum_nextcomb(idx, k, m));
	}
	return 0;
}
