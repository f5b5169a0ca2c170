/*
 * solve.c: libFuzzer target for the solvers and the technique engine on
 * any grid a record line can hold (what sdk-solve, sdk-validate, -e, -H
 * and -r are given). The fast search's count, first and canonical
 * solutions are checked against each other, the givens and the rules;
 * then, for a grid with a solution, every step of the technique engine is
 * checked against that solution (as --check does) until the grid is full,
 * and the rating walks the same way. On 16x16 only the first steps are
 * taken (-H).
 */
#include "common.h"

/* Returns 1 when sol is a full grid without conflict that keeps g's givens. */
static int
solves(const struct sdk_grid *g, const struct sdk_grid *sol)
{
	struct sdk_conflict c;
	int i;

	if (sol->n != g->n || !sdk_grid_filled(sol) ||
	    sdk_grid_conflicts(sol, &c, 1) != 0)
		return 0;
	for (i = 0; i < g->ncells; i++)
		if (g->cell[i] != 0 && g->cell[i] != sol->cell[i])
			return 0;
	return 1;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sdk_record r;
	struct sdk_grid first, canon, any;
	struct sdk_conflict c;
	static struct sdk_geom space;
	struct sdk_human h;
	struct sdk_step st;
	struct sdk_rating rt;
	const uint8_t *nl;
	char err[160];
	long k;
	int i, rc, conflicts, steps, empty;

	/* One line: the first. */
	if ((nl = memchr(data, '\n', size)) != NULL)
		size = (size_t)(nl - data);
	sdk_record_init(&r);
	if (sdk_record_parse(&r, (const char *)data, size, err,
	    sizeof(err)) != 1 || r.type != SDK_REC_GRID) {
		sdk_record_free(&r);
		return 0;
	}
	/*
	 * Some 16x16 grids with few givens take the search seconds, and far
	 * longer under the sanitizers (sdk-solve(1), CAVEATS): on 16x16 only
	 * grids with at most 64 empty cells are searched.
	 */
	for (i = empty = 0; i < r.grid.ncells; i++)
		empty += r.grid.cell[i] == 0;
	if (r.grid.n == 16 && empty > 64) {
		sdk_record_free(&r);
		return 0;
	}
	conflicts = sdk_grid_conflicts(&r.grid, &c, 1);
	k = sdk_solve_count(&r.grid, 2, &first, NULL);
	FUZZ_CHECK(k >= 0 && k <= 2);
	if (conflicts > 0)
		FUZZ_CHECK(k == 0);
	FUZZ_CHECK(sdk_solve_first(&r.grid, &any, NULL) == (k > 0));
	if (k == 0) {
		sdk_record_free(&r);
		return 0;
	}
	FUZZ_CHECK(sdk_solve_canonical(&r.grid, &canon, NULL) == k);
	FUZZ_CHECK(solves(&r.grid, &first));
	FUZZ_CHECK(solves(&r.grid, &canon));
	FUZZ_CHECK(solves(&r.grid, &any));
	if (k == 1) {
		FUZZ_CHECK(memcmp(first.cell, canon.cell, r.grid.ncells) == 0);
		FUZZ_CHECK(memcmp(any.cell, canon.cell, r.grid.ncells) == 0);
	}

	/* -e --check: every step is right, and the steps reach canon. */
	/* A jigsaw grid's geometry is built in the caller's space. */
	FUZZ_CHECK(sdk_human_init_shape(&h, &r.grid, NULL, &space) == 0);
	sdk_human_solution(&h, &canon);
	h.flags = (k == 1 ? SDK_HUMAN_UNIQUE : 0) | SDK_HUMAN_CHECK;
	steps = 0;
	while ((rc = sdk_human_step(&h, &st)) > 0) {
		char line[8192];

		FUZZ_CHECK(st.nact > 0 && st.nact <= SDK_STEP_MAXACT);
		FUZZ_CHECK(sdk_step_format(&st, line, sizeof(line)) > 0);
		sdk_human_apply(&h, &st);
		FUZZ_CHECK(++steps <= r.grid.ncells * r.grid.n);
		if (r.grid.n == 16 && steps == 3)
			break;
	}
	FUZZ_CHECK(rc >= 0);
	if (r.grid.n == 16) {
		sdk_record_free(&r);
		return 0;
	}
	FUZZ_CHECK(rc == 0);
	FUZZ_CHECK(sdk_human_solved(&h));
	for (i = 0; i < r.grid.ncells; i++)
		FUZZ_CHECK(h.cell[i] == canon.cell[i]);

	/* -r: the rating takes the same path. */
	FUZZ_CHECK(sdk_rate(&r.grid, &canon, (k == 1 ? SDK_HUMAN_UNIQUE : 0) |
	    SDK_HUMAN_CHECK, &rt) >= 0);
	FUZZ_CHECK(rt.steps == steps);
	sdk_record_free(&r);
	return 0;
}
