/*
 * gen-order.c: the order in which the generator's pass tries to empty
 * the orbits of a grid of side 12 or 16 with extra houses or jigsaw
 * regions.
 *
 * Emptied in a uniform random order, those grids end in checks that are
 * hard searches: each given of a near-minimal puzzle is shown needed by
 * finding another solution without it, and with the empty cells spread
 * evenly that solution differs from the first in 60 cells or more, over
 * most values (minutes a puzzle for 16x16 X windoku and jigsaw X). A
 * slight pull towards the houses already emptier makes the empty cells
 * gather a little, the other solutions lie closer, and the checks become
 * quick: each next orbit is the one whose houses have, on the average
 * over its cells' houses, the fewest cells not yet in the order, after a
 * random offset of up to ORDER_NOISE times the side is added to each
 * count (so the pull is a tenth or so of the noise, and the givens stay
 * spread nearly as evenly as before: see README). Ties go to the orbit
 * first in the shuffled order.
 *
 * Jigsaw X grids lean harder (ORDER_NOISE_JX) and keep their diagonals
 * for last: the orbits with a cell on a diagonal come after all the
 * others, in the same leaning order among themselves. While the
 * diagonals are full, a check's other solution cannot move their values
 * and is found as on a jigsaw grid without them; the diagonals end with
 * more givens than the rest (about 18 of 32 on 16x16, where 57 givens
 * spread evenly would put 7 there) and the rows and columns without a
 * given become fewer. A minimal 16x16 jigsaw X puzzle: 18 to 0.8 CPU
 * seconds median (see README). On X windoku grids the same made the
 * checks slower (a minute or more), so they keep the plain lean.
 */
#include <stdint.h>

#include "sdk.h"
#include "internal.h"

#define ORDER_NOISE 10	/* the random offset's range, in sides */
#define ORDER_NOISE_JX 3	/* the same on jigsaw X grids */
#define ORDER_SCALE 64	/* fixed point of the averages */

/*
 * Returns 1 when the orbits of grids of this shape are emptied in the
 * order sdk_gen_order makes, else 0 (a uniform random order).
 */
int
sdk_gen_order_serves(const struct sdk_grid *g)
{
	return g->n >= 12 && (g->var & (SDK_VAR_X | SDK_VAR_WINDOKU |
	    SDK_VAR_JIGSAW)) != 0;
}

/*
 * Returns 1 when orbit k of o has a cell on a house of kind SDK_HOUSE_DIAG
 * or SDK_HOUSE_ANTI of geo, else 0.
 */
static int
on_diagonal(const struct sdk_orbits *o, int k, const struct sdk_geom *geo)
{
	int j, q, h;

	for (j = o->start[k]; j < o->start[k + 1]; j++)
		for (q = 0; q < geo->ncellhouse[o->cell[j]]; q++) {
			h = geo->cellhouse[o->cell[j]][q];
			if (geo->kind[h] == SDK_HOUSE_DIAG ||
			    geo->kind[h] == SDK_HOUSE_ANTI)
				return 1;
		}
	return 0;
}

/*
 * Reorders order[0..o->norbits-1] (a shuffled list of the orbits of o,
 * on the geometry geo) as the top of the file says, with rng.
 */
void
sdk_gen_order(int *order, const struct sdk_orbits *o,
    const struct sdk_geom *geo, struct sdk_rng *rng)
{
	int left[SDK_MAXHOUSES], out[SDK_MAXCELLS], i, k, j, q, c, best;
	unsigned char used[SDK_MAXCELLS] = { 0 }, late[SDK_MAXCELLS] = { 0 };
	long key, bestkey, sum, nh;
	int jx = (geo->var & SDK_VAR_JIGSAW) && (geo->var & SDK_VAR_X);
	uint32_t noise = (uint32_t)((jx ? ORDER_NOISE_JX : ORDER_NOISE) *
	    geo->n * ORDER_SCALE);

	for (i = 0; i < geo->nhouses; i++)
		left[i] = geo->n;
	for (k = 0; jx && k < o->norbits; k++)
		late[k] = (unsigned char)on_diagonal(o, order[k], geo);
	for (i = 0; i < o->norbits; i++) {
		best = -1;
		bestkey = 0;
		for (k = 0; k < o->norbits; k++) {
			/* An orbit kept for last waits while others are left. */
			if (used[k] || (best >= 0 && late[k] > late[best]))
				continue;
			sum = nh = 0;
			for (j = o->start[order[k]]; j < o->start[order[k] + 1];
			    j++) {
				c = o->cell[j];
				for (q = 0; q < geo->ncellhouse[c]; q++)
					sum += left[geo->cellhouse[c][q]];
				nh += geo->ncellhouse[c];
			}
			key = sum * ORDER_SCALE / (nh > 0 ? nh : 1) +
			    (long)sdk_rng_below(rng, noise);
			if (best < 0 || late[k] < late[best] || key < bestkey) {
				best = k;
				bestkey = key;
			}
		}
		if (best < 0)
			break;	/* not reached: an orbit is left */
		used[best] = 1;
		out[i] = order[best];
		for (j = o->start[order[best]]; j < o->start[order[best] + 1];
		    j++) {
			c = o->cell[j];
			for (q = 0; q < geo->ncellhouse[c]; q++)
				left[geo->cellhouse[c][q]]--;
		}
	}
	for (i = 0; i < o->norbits; i++)
		order[i] = out[i];
}
