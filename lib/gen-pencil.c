/*
 * gen-pencil.c: pencil-mark puzzles (sukaku): candidate grids with one
 * solution, to which no candidate taken away can come back without a
 * second solution.
 *
 * From a random full grid of the shape asked (sdk_gen_solution: sides 4
 * to 10 in sdk-gen), its values alone as candidates (one solution),
 * every other candidate is offered back in a random order and taken when
 * the solution stays unique: when no solution puts it in its cell, since
 * any other solution of the grid with it back is one of the grid without
 * it. A candidate refused then is refused for good, since taking others
 * only adds solutions. What is left is minimal.
 */
#include <string.h>

#include "sdk.h"
#include "internal.h"

/*
 * Makes a pencil-mark puzzle of the shape of o (its side, boxes, variant;
 * a jigsaw one on a random region map) from rng: cand gets its
 * candidates and sol its solution, whose shape is the puzzle's. Returns
 * the number of candidates taken away, or -3 when no jigsaw region map
 * took a grid.
 */
int
sdk_gen_pencil(const struct sdk_gen_opts *o, struct sdk_rng *rng,
    uint16_t *cand, struct sdk_grid *sol)
{
	int wl[SDK_MAXCELLS * SDK_MAXN];
	uint16_t t[SDK_MAXCELLS];
	struct sdk_grid empty;
	int i, v, n = o->n, nw = 0, away = 0;

	if (sdk_gen_solution(o, rng, sol) < 0)
		return -3;
	sdk_grid_init_like(&empty, sol);
	for (i = 0; i < sol->ncells; i++) {
		cand[i] = (uint16_t)(1u << (sol->cell[i] - 1));
		for (v = 0; v < n; v++)
			if (v != sol->cell[i] - 1)
				wl[nw++] = i * SDK_MAXN + v;
	}
	sdk_rng_shuffle(rng, wl, nw);
	memcpy(t, cand, sizeof(*t) * sol->ncells);
	for (i = 0; i < nw; i++) {
		int c = wl[i] / SDK_MAXN;
		uint16_t b = (uint16_t)(1u << wl[i] % SDK_MAXN);

		/* is there a solution with this value in its cell? */
		t[c] = b;
		if (sdk_solve_count_cand(&empty, t, 1, NULL, NULL) == 0)
			cand[c] |= b;
		else
			away++;
		t[c] = cand[c];
	}
	return away;
}

/*
 * Makes pencil-mark puzzle i of the run of seed, of the shape of o, from
 * (seed, i) alone, as sdk_gen_nth does. Returns as sdk_gen_pencil.
 */
int
sdk_gen_pencil_nth(const struct sdk_gen_opts *o, uint64_t seed, long i,
    uint16_t *cand, struct sdk_grid *sol)
{
	struct sdk_rng rng;

	sdk_rng_seed2(&rng, seed, (uint64_t)i);
	return sdk_gen_pencil(o, &rng, cand, sol);
}
