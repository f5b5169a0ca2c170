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
 * Returns the places of mask (bit j: place j of line l, a column when
 * cols) whose cells lie outside box (or region) fb.
 */
static unsigned
outside(const struct sdk_human *h, int l, unsigned mask, int cols, int fb)
{
	int j, n = h->n;
	unsigned out = 0;

	for (j = 0; mask >> j; j++)
		if ((mask & 1u << j) && h->geo->cellhouse[cols ? j * n + l :
		    l * n + j][2] != 2 * n + fb)
			out |= 1u << j;
	return out;
}

/*
 * Fish of size k (X-wing, swordfish, jellyfish): k rows whose places for
 * v lie in k columns (or the other way round). Finned: the places outside
 * the k cover lines (the fins) all lie in one box (or jigsaw region), and
 * only the cells of that box on the cover lines lose v. Only rows and
 * columns make fish, on every shape; its other houses add no fin.
 */
int
sdk_hum_fish(struct sdk_human *h, struct sdk_step *st, int k, int finned)
{
	static const int basic[5] = { 0, 0, SDK_TECH_X_WING,
	    SDK_TECH_SWORDFISH, SDK_TECH_JELLYFISH };
	static const int fin[5] = { 0, 0, SDK_TECH_FINNED_X_WING,
	    SDK_TECH_FINNED_SWORDFISH, SDK_TECH_FINNED_JELLYFISH };
	int n = h->n, v, cols, i, m, idx[4], lines[SDK_MAXN];
	int fb, fins[SDK_MAXCELLS], nf;
	unsigned mask[SDK_MAXN], u, base, cn, avail, e, cover;

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
				/*
				 * fb: the box (or jigsaw region) of the fins;
				 * cn: the places outside it, which the cover
				 * lines must take.
				 */
				for (fb = 0; fb < n; fb++) {
					cn = 0;
					for (i = 0; i < k; i++)
						cn |= outside(h, lines[idx[i]],
						    mask[idx[i]], cols, fb);
					if (sdk_hum_pop(cn) > k)
						continue;
					avail = u & ~cn;
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
