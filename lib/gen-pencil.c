/*
 * gen-pencil.c: pencil-mark puzzles (sukaku): candidate grids with one
 * solution, to which no candidate taken away can come back without a
 * second solution.
 *
 * From a random full grid, its values alone as candidates (one solution),
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
 * Makes a pencil-mark puzzle of side n from rng: cand gets its candidates
 * and sol its solution. Returns the number of candidates taken away.
 */
int
sdk_gen_pencil(int n, struct sdk_rng *rng, uint16_t *cand,
    struct sdk_grid *sol)
{
	int wl[SDK_MAXCELLS * SDK_MAXN];
	uint16_t t[SDK_MAXCELLS];
	struct sdk_grid empty;
	int i, v, nw = 0, away = 0;

	sdk_gen_fill(sol, n, rng);
	sdk_grid_init(&empty, n);
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
 * Makes pencil-mark puzzle i of the run of seed, side n, from (seed, i)
 * alone, as sdk_gen_nth does. Returns the number of candidates taken
 * away.
 */
int
sdk_gen_pencil_nth(int n, uint64_t seed, long i, uint16_t *cand,
    struct sdk_grid *sol)
{
	struct sdk_rng rng;

	sdk_rng_seed2(&rng, seed, (uint64_t)i);
	return sdk_gen_pencil(n, &rng, cand, sol);
}
