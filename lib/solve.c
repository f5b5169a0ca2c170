/*
 * solve.c: the front door of the exact solvers: sdk_solve and its kin,
 * the hunt that every engine shares, and the choice of engine.
 *
 * The fast method has six engines, none of which allocates memory:
 * 9x9 grids use the band engine (solve-band.c), 16x16 grids its 64-bit
 * form (solve-band16.c), 12x12 grids of 3x4 or 4x3 boxes and no variant
 * its form for oblong boxes (solve-rect.c) or, on processors with
 * AVX-512, a word engine (solve-twelve.c), 8x8 grids of 2x4 or 4x2
 * boxes and no variant a word a value (solve-eight.c), 4x4 grids and
 * every other shape the bit engine (solve-bits.c). On those other shapes
 * of side 12 or 16, a count to one or two, or a search for the least
 * solution, that the bit engine has not ended in SAT_AFTER guesses goes
 * to clause learning (solve-sat.c), and so do a count up to SAT_COUNTS
 * and -a's solutions in order when it finds no new one in COUNT_STALL
 * guesses (bitsthen). The tactics and simple methods are those of
 * the classic programs (solve-classic.c).
 *
 * Every fast engine can branch on the first empty cell in reading order
 * with values upwards: the first solution found that way is the
 * lexicographically least, the canonical answer, because propagation
 * never removes a solution.
 */
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/*
 * Guesses of the bit engine, on a grid of side 12 or more, before a count
 * to one or two hands over to clause learning (solve-sat.c): a few of the
 * checks of sdk-gen on 16x16 jigsaw and X windoku grids took millions.
 * At least 1: a budget of 0 is none to the engines.
 */
#ifndef SAT_AFTER
#define SAT_AFTER 2000
#endif
#if SAT_AFTER < 1
#error "SAT_AFTER must be at least 1"
#endif

/*
 * The counts and -a (a limit up to this) that go to clause learning when
 * the bit engine runs out of guesses; past it, or with no limit, solutions
 * found one search each would cost more than backtracking's, and the
 * bit engine's would all be kept.
 */
#ifndef SAT_COUNTS
#define SAT_COUNTS 1000
#endif
/* A count past two and -a: the bit engine's guesses from each solution. */
#ifndef COUNT_STALL
#define COUNT_STALL 20000
#endif
/* The same for the least solution. */
#ifndef LEAST_AFTER
#define LEAST_AFTER SAT_AFTER
#endif
#if LEAST_AFTER < 1
#error "LEAST_AFTER must be at least 1"
#endif

/* Sets up a hunt. */
static void
hunt_init(struct hunt *h, int pick, long limit)
{
	memset(h, 0, sizeof(*h));
	h->pick = pick;
	h->limit = limit > 0 ? limit : 0;
}

/*
 * The hunt of bitsthen's bit engine, the sink it stands in for, and
 * whether that sink asked to stop.
 */
struct chain {
	struct hunt *h;
	int (*found)(const struct sdk_grid *sol, void *arg);
	void *arg;
	int quit;
};

/* bitsthen's sink: keeps each solution in barred, then hands it on. */
static int
keepbarred(const struct sdk_grid *sol, void *arg)
{
	struct chain *c = arg;

	sdk_hunt_bar(c->h, sol);
	if (c->found != NULL && c->found(sol, c->arg) != 0)
		c->quit = 1;
	return c->quit;
}

/*
 * Runs the bit engine on g for the hunt h within after guesses, and when
 * they run out, then (clause learning) from the start. Both are complete,
 * so the answer is the same either way, but clause learning is at most a
 * few hundred thousand decisions where the guesses of the other can run
 * to millions: for a count with no sink (sdk_sat_run), and for the least
 * solution (PICK_FIRST, a count to one, no sink: sdk_sat_least), whose
 * search in reading order on a hard grid of many solutions can take
 * millions of guesses too. A count past two, or the least solutions
 * handed to a sink (-a), give the bit engine COUNT_STALL guesses instead,
 * from the start and again from each solution it finds (backtracking
 * finds solutions that lie together fast, clause learning makes one
 * search each); clause learning then bars the solutions found and goes
 * on.
 */
static void
bitsthen(const struct sdk_grid *g, struct hunt *h, long after,
    void (*then)(const struct sdk_grid *, struct hunt *))
{
	struct chain c;
	long g0 = h->guesses;

	if (h->limit <= 2 && h->found == NULL) {
		h->budget = g0 + after;
		sdk_bits_run(g, h);
		h->budget = 0;
		if (h->guesses - g0 <= after || h->count >= h->limit)
			return;
		h->count = 0;
		h->stop = 0;
		then(g, h);
		return;
	}
	h->budget = g0 + COUNT_STALL;
	h->stall = COUNT_STALL;
	h->barred = NULL;
	h->nbarred = 0;
	c.h = h;
	c.found = h->found;
	c.arg = h->arg;
	c.quit = 0;
	h->found = keepbarred;
	h->arg = &c;
	sdk_bits_run(g, h);
	h->budget = h->stall = 0;
	h->found = c.found;
	h->arg = c.arg;
	if (h->stop && !c.quit && h->count < h->limit) {
		h->stop = 0;
		then(g, h);
	}
	free(h->barred);
	h->barred = NULL;
	h->nbarred = 0;
}

/* Runs the fast method on g with the hunt h set up. */
static void
fastrun(const struct sdk_grid *g, struct hunt *h)
{
	if (g->n == 9 && sdk_grid_classic(g))
		sdk_band_run(g, h);
	else if (g->n == 16 && sdk_grid_classic(g))
		sdk_band16_run(g, h);
	else if (g->n == 12 && g->var == 0 && (g->bh == 3 || g->bh == 4) &&
	    sdk_twelve_serves())
		sdk_twelve_run(g, h);
	else if (g->n == 12 && g->var == 0 && (g->bh == 3 || g->bh == 4))
		sdk_rect_run(g, h);
	else if (g->n == 8 && g->var == 0 && (g->bh == 2 || g->bh == 4))
		sdk_eight_run(g, h);
	else if (g->n == 9 && g->var != 0 && !h->lockall &&
	    sdk_nine_serves(g))	/* sdk-gen's fill (lockall) keeps the
					   bit engine: its grids stay those
					   of before */
		sdk_nine_run(g, h);
	else if (g->n >= 12 && h->pick == PICK_FAST && h->found == NULL &&
	    h->budget == 0 && !h->lockall && h->limit > 0 &&
	    h->limit <= SAT_COUNTS)
		bitsthen(g, h, SAT_AFTER, sdk_sat_run);
	else if (g->n >= 12 && h->pick == PICK_FIRST && h->found == NULL &&
	    h->budget == 0 && !h->lockall && h->limit == 1)
		bitsthen(g, h, LEAST_AFTER, sdk_sat_least);
	else if (g->n >= 12 && h->pick == PICK_FIRST && h->found != NULL &&
	    h->budget == 0 && !h->lockall && h->limit > 0 &&
	    h->limit <= SAT_COUNTS)
		bitsthen(g, h, LEAST_AFTER, sdk_sat_lex);
	else
		sdk_bits_run(g, h);
}

/*
 * Counts the solutions of g with the fast method, stopping at limit (0:
 * no limit). Stores the first solution found (any one) in first when it
 * is not NULL. Returns the count.
 */
long
sdk_solve_count(const struct sdk_grid *g, long limit, struct sdk_grid *first,
    struct sdk_solve_stats *st)
{
	return sdk_solve_count_cand(g, NULL, limit, first, st);
}

/*
 * sdk_solve_count on a candidate grid: each cell of g holds one of its
 * candidates in cand (NULL: any value).
 */
long
sdk_solve_count_cand(const struct sdk_grid *g, const uint16_t *cand,
    long limit, struct sdk_grid *first, struct sdk_solve_stats *st)
{
	struct hunt h;

	hunt_init(&h, PICK_FAST, limit);
	h.first = first;
	h.cand = cand;
	fastrun(g, &h);
	if (st != NULL)
		st->guesses += h.guesses;
	return h.count;
}

/*
 * Finds one solution of g as fast as possible, with no proof that it is
 * the only one. Returns 1 and stores it in sol, or 0 when there is none.
 */
int
sdk_solve_first(const struct sdk_grid *g, struct sdk_grid *sol,
    struct sdk_solve_stats *st)
{
	return sdk_solve_count(g, 1, sol, st) > 0;
}

/*
 * Returns 1 when g has a solution whose cell cell (empty in g) holds
 * another value than value, else 0: one search with value barred from
 * the cell.
 */
int
sdk_solve_exists_not(const struct sdk_grid *g, int cell, int value)
{
	return sdk_solve_exists_near(g, cell, value, NULL);
}

/*
 * sdk_solve_exists_not, the search trying first the values of near (a
 * solution of g, or NULL): another solution is most often close to it.
 */
int
sdk_solve_exists_near(const struct sdk_grid *g, int cell, int value,
    const struct sdk_grid *near)
{
	return sdk_solve_exists_mem(g, cell, value, near, NULL);
}

/*
 * sdk_solve_exists_near with a store of learnt clauses (NULL: none): when
 * the search goes to clause learning (a grid of side 12 or more that
 * backtracking does not end soon), it starts with the clauses that the
 * searches before it on grids of the same shape learnt, and adds its own
 * (solve-sat.c). The answer is the same: those clauses hold of every grid
 * of the shape.
 */
int
sdk_solve_exists_mem(const struct sdk_grid *g, int cell, int value,
    const struct sdk_grid *near, struct sdk_satmem *mem)
{
	struct hunt h;

	hunt_init(&h, PICK_FAST, 1);
	h.bancell = cell;
	h.banval = value;
	h.hint = near != NULL ? near->cell : NULL;
	h.mem = mem;
	fastrun(g, &h);
	return h.count > 0;
}

/*
 * Finds the canonical solution of g, the lexicographically least. Returns
 * 0 when there is none, 1 when it is the only one, 2 when there are more;
 * sol holds it unless 0 is returned.
 */
int
sdk_solve_canonical(const struct sdk_grid *g, struct sdk_grid *sol,
    struct sdk_solve_stats *st)
{
	return sdk_solve_canonical_cand(g, NULL, sol, st);
}

/* sdk_solve_canonical on a candidate grid, as sdk_solve_count_cand. */
int
sdk_solve_canonical_cand(const struct sdk_grid *g, const uint16_t *cand,
    struct sdk_grid *sol, struct sdk_solve_stats *st)
{
	struct hunt h;
	long k;

	if (g->n == 9 && sdk_grid_classic(g)) {
		/* One run: the count's propagated start serves the least. */
		hunt_init(&h, PICK_FAST, 2);
		h.first = sol;
		h.canon = 1;
		h.cand = cand;
		sdk_band_run(g, &h);
		if (st != NULL)
			st->guesses += h.guesses;
		return (int)h.count;
	}
	k = sdk_solve_count_cand(g, cand, 2, sol, st);
	if (k < 2)
		return (int)k;
	hunt_init(&h, PICK_FIRST, 1);
	h.first = sol;
	h.cand = cand;
	fastrun(g, &h);
	if (st != NULL)
		st->guesses += h.guesses;
	return 2;
}

/*
 * Solves g with the method o->method, reporting every solution to
 * o->found in lexicographic order, up to o->limit. Returns the number of
 * solutions found (0 for givens that conflict).
 */
long
sdk_solve(const struct sdk_grid *g, const struct sdk_solve_opts *o,
    struct sdk_solve_stats *st)
{
	struct hunt h;

	hunt_init(&h, PICK_FIRST, o->limit);
	h.found = o->found;
	h.arg = o->arg;
	h.cand = o->cand;
	if (sdk_grid_conflict(g)) {
		if (o->method == SDK_METHOD_TACTICS && o->trace != NULL)
			o->trace("solver: the givens break a rule, unsolvable",
			    o->tracearg);
		return 0;
	}
	switch (o->cand != NULL ? SDK_METHOD_FAST : o->method) {
	case SDK_METHOD_TACTICS:
		sdk_tactics_run(g, &h, o->trace, o->tracearg);
		break;
	case SDK_METHOD_SIMPLE:
		sdk_simple_run(g, &h);
		break;
	default:
		fastrun(g, &h);
		break;
	}
	if (st != NULL)
		st->guesses += h.guesses;
	return h.count;
}

/* Returns the method named name (fast, tactics, simple), or -1. */
int
sdk_solve_method(const char *name)
{
	if (strcmp(name, "fast") == 0)
		return SDK_METHOD_FAST;
	if (strcmp(name, "tactics") == 0)
		return SDK_METHOD_TACTICS;
	if (strcmp(name, "simple") == 0)
		return SDK_METHOD_SIMPLE;
	return -1;
}

/*
 * Finds the givens of g, a puzzle with one solution, that can be removed
 * with the solution staying unique: sets cell[i] to 1 for each of them
 * (0 for the other cells) when cell is not NULL. Returns how many there
 * are; none means that g is minimal.
 */
int
sdk_solve_removable(const struct sdk_grid *g, unsigned char *cell)
{
	struct sdk_grid t = *g;
	int i, v, k = 0;

	for (i = 0; i < g->ncells; i++) {
		if (cell != NULL)
			cell[i] = 0;
		if ((v = g->cell[i]) == 0)
			continue;
		t.cell[i] = 0;
		if (sdk_solve_count(&t, 2, NULL, NULL) == 1) {
			if (cell != NULL)
				cell[i] = 1;
			k++;
		}
		t.cell[i] = (unsigned char)v;
	}
	return k;
}

/*
 * Finds the candidates that candidate grid cand (of g's size, with one
 * solution) lacks and that could come back with the solution staying
 * unique: back[i] gets them for cell i when back is not NULL. Returns how
 * many there are; none means that the grid is minimal. A candidate can
 * come back when no solution puts it in its cell, since every other
 * solution of the grid with it is one of the grid without it.
 */
int
sdk_solve_restorable(const struct sdk_grid *g, const uint16_t *cand,
    uint16_t *back)
{
	uint16_t t[SDK_MAXCELLS];
	unsigned all = (1u << g->n) - 1, m;
	int i, k = 0;

	memcpy(t, cand, sizeof(*t) * g->ncells);
	for (i = 0; i < g->ncells; i++) {
		if (back != NULL)
			back[i] = 0;
		for (m = all & ~cand[i]; m != 0; m &= m - 1) {
			t[i] = (uint16_t)(m & -m);
			if (sdk_solve_count_cand(g, t, 1, NULL, NULL) == 0) {
				if (back != NULL)
					back[i] |= (uint16_t)(m & -m);
				k++;
			}
		}
		t[i] = cand[i];
	}
	return k;
}
