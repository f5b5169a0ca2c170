/*
 * human-fish.c: the fish of the technique engine: X-wing, swordfish and
 * jellyfish, plain and finned.
 */
#include "internal.h"

/*
 * Fish of size k on value v with base lines base (bit i: line i of the
 * orientation cols) and cover lines cover: v leaves the cover lines
 * outside the base lines, in the cells of box fb (-1: any box).
 */
static void
fishelim(struct sdk_human *h, struct sdk_step *st, int v, int cols,
    unsigned base, unsigned cover, int fb)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, i, k, x;

	for (i = 0; i < n; i++) {
		if (!(cover & 1u << i))
			continue;
		for (k = 0; k < n; k++) {
			if (base & 1u << k)
				continue;
			x = geo->house[(cols ? 0 : n) + i][k];
			if (fb < 0 || geo->cellhouse[x][2] == 2 * n + fb)
				sdk_hum_rm(h, st, x, v);
		}
	}
}

/* Adds the cells of the base lines (columns when cols) that hold v. */
static void
usebase(const struct sdk_human *h, struct sdk_step *st, int v, int cols,
    unsigned base)
{
	int l;

	for (l = 0; l < h->n; l++)
		if (base >> l & 1)
			sdk_hum_usehouse(h, st, cols ? h->n + l : l, v);
}

/*
 * Fish of size k (X-wing, swordfish, jellyfish): k rows whose places for
 * v lie in k columns (or the other way round). Finned: the places outside
 * the k cover lines (the fins) all lie in one box, and only the cells of
 * that box lose v.
 */
int
sdk_hum_fish(struct sdk_human *h, struct sdk_step *st, int k, int finned)
{
	static const int basic[5] = { 0, 0, SDK_TECH_X_WING,
	    SDK_TECH_SWORDFISH, SDK_TECH_JELLYFISH };
	static const int fin[5] = { 0, 0, SDK_TECH_FINNED_X_WING,
	    SDK_TECH_FINNED_SWORDFISH, SDK_TECH_FINNED_JELLYFISH };
	int n = h->n, b = h->box, v, cols, i, m, idx[4], lines[SDK_MAXN];
	int fb, fins[SDK_MAXCELLS], nf;
	unsigned mask[SDK_MAXN], u, base, bm, cn, avail, e, cover;

	for (v = 1; v <= n; v++)
		for (cols = 0; cols < 2; cols++) {
			m = 0;
			for (i = 0; i < n; i++) {
				u = sdk_hum_where(h, cols * n + i, v);
				if (u != 0 && (finned ||
				    sdk_hum_pop(u) <= k)) {
					lines[m] = i;
					mask[m++] = u;
				}
			}
			if (m < k)
				continue;
			for (i = 0; i < k; i++)
				idx[i] = i;
			do {
				u = base = 0;
				for (i = 0; i < k; i++) {
					u |= mask[idx[i]];
					base |= 1u << lines[idx[i]];
				}
				if (!finned) {
					if (sdk_hum_pop(u) != k)
						continue;
					sdk_hum_begin(h, st, basic[k]);
					fishelim(h, st, v, cols, base, u, -1);
					if (st->nact == 0)
						continue;
					usebase(h, st, v, cols, base);
					sdk_hum_say(st, "%d in ", v);
					sdk_hum_saylines(st, base, cols);
					sdk_hum_say(st, " lies only in ");
					sdk_hum_saylines(st, u, !cols);
					return 1;
				}
				if (sdk_hum_pop(u) <= k)
					continue;
				/* fb: the box of the fins, by its band/stack. */
				for (fb = 0; fb < n; fb++) {
					int band = cols ? fb % b : fb / b;
					int stack = cols ? fb / b : fb % b;

					bm = ((1u << b) - 1) << (stack * b);
					cn = 0;
					for (i = 0; i < k; i++) {
						int l = lines[idx[i]];

						if (l / b == band)
							cn |= mask[idx[i]] & ~bm;
						else
							cn |= mask[idx[i]];
					}
					if (sdk_hum_pop(cn) > k)
						continue;
					avail = u & bm & ~cn;
					for (e = 0; e <= avail; e++) {
						if ((e & ~avail) != 0 ||
						    sdk_hum_pop(cn | e) != k)
							continue;
						cover = cn | e;
						if ((u & ~cover) == 0)
							continue;
						sdk_hum_begin(h, st, fin[k]);
						fishelim(h, st, v, cols, base,
						    cover, fb);
						if (st->nact == 0)
							continue;
						usebase(h, st, v, cols, base);
						nf = 0;
						for (i = 0; i < k; i++) {
							int l = lines[idx[i]];
							unsigned f = mask[idx[i]] &
							    ~cover;
							int j;

							for (j = 0; j < n; j++)
								if (f & 1u << j)
									fins[nf++] =
									    cols ?
									    j * n + l :
									    l * n + j;
						}
						sdk_hum_say(st, "%d in ", v);
						sdk_hum_saylines(st, base,
						    cols);
						sdk_hum_say(st,
						    " lies only in ");
						sdk_hum_saylines(st, cover,
						    !cols);
						sdk_hum_say(st,
						    " and the fin%s ",
						    nf > 1 ? "s" : "");
						sdk_hum_saycells(st, fins, nf);
						return 1;
					}
				}
			} while (sdk_hum_nextcomb(idx, k, m));
		}
	return 0;
}
