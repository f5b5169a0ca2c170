/*
 * gen-rate.c: puzzles of a rating. A puzzle is made as sdk_gen makes it
 * and rated as Sudoku Explainer would rate it; then a local search on
 * the same solution grid walks it into the range asked for: an orbit of
 * clues added when it is too hard, and when it is too easy an orbit
 * emptied, or swapped for an empty one, each time keeping one solution,
 * the move kept when the rating does not go down. Rating stops as soon
 * as a puzzle is sure to be above the range, which keeps the search
 * cheap where the techniques are dear.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* What the searches of a run have done, for the progress meter. */
static pthread_mutex_t countmu = PTHREAD_MUTEX_INITIALIZER;
static long ntried, nkept;
static int nbest = -1, nbestd = 1 << 30;

/*
 * Counts one puzzle rated er (tenths; max + 1 stands for any rating above
 * max) and keeps the one nearest to [min, max].
 */
static void
count(int er, int min, int max)
{
	int d = er < min ? min - er : er > max ? er - max : 0;

	pthread_mutex_lock(&countmu);
	ntried++;
	if (er >= 0 && d < nbestd) {
		nbestd = d;
		nbest = er;
	}
	pthread_mutex_unlock(&countmu);
}

/* Counts one puzzle kept. */
static void
keep(void)
{
	pthread_mutex_lock(&countmu);
	nkept++;
	pthread_mutex_unlock(&countmu);
}

/*
 * Gives the puzzles rated so far, those kept and the rating nearest to
 * the range asked (-1 for none yet; the range's top + 1 for "above").
 */
void
sdk_gen_counts(long *tried, long *kept, int *best)
{
	pthread_mutex_lock(&countmu);
	*tried = ntried;
	*kept = nkept;
	*best = nbest;
	pthread_mutex_unlock(&countmu);
}

/*
 * The highest ratings (tenths) found on shapes that are not classic, by
 * searches of sdk_gen_rated towards 20.0 (sdk-gen(1), CAVEATS): the
 * side, SDK_VAR_* (-1: any without jigsaw), the rating. Boxes either way
 * round (2x3, 3x2) rate alike: SE's techniques do not see a transpose.
 */
static const struct {
	int n, var, er;
} highest[] = {
	{ 4, SDK_VAR_JIGSAW, 65 },
	{ 4, SDK_VAR_JIGSAW | SDK_VAR_X, 65 },
	{ 4, -1, 15 },
	{ 6, 0, 76 },
	{ 6, SDK_VAR_JIGSAW, 89 },
	{ 8, 0, 89 },
};

/*
 * The ratings (tenths) a puzzle of the shape of o can have with SE's
 * techniques: on a classic 4x4 grid hidden singles always do (1.0 or 1.2,
 * every 4x4 puzzle checked); no classic 9x9 puzzle is known above 11.9,
 * and 16x16 ones go higher. The other shapes go as high as searches
 * found (highest[]), and the ones not searched to 20.0.
 */
void
sdk_gen_rating_range(const struct sdk_gen_opts *o, int *min, int *max)
{
	int n = o->n, k;

	*min = 10;
	if (o->var == 0 && (o->bh == o->bw || o->bh == 0)) {
		*max = n == 4 ? 12 : n == 9 ? 119 : 200;
		return;
	}
	*max = 200;
	for (k = 0; k < (int)(sizeof(highest) / sizeof(highest[0])); k++)
		if (highest[k].n == n && (highest[k].var == o->var ||
		    (highest[k].var < 0 && !(o->var & SDK_VAR_JIGSAW)))) {
			*max = highest[k].er;
			return;
		}
}

/*
 * Returns 1 when a puzzle of the shape of o can be of level (-1: any) and
 * rated min to max (tenths); else 0, with why saying what there is.
 */
int
sdk_gen_reach(const struct sdk_gen_opts *o, int level, int min, int max,
    char *why, size_t size)
{
	char name[64];
	int lo, hi, l, first = -1, last = -1, a = min, b = max;

	sdk_gen_rating_range(o, &lo, &hi);
	if (level >= 0) {
		int x, y;

		sdk_se_band(level, &x, &y);
		if (x > a)
			a = x;
		if (y < b)
			b = y;
	}
	if (a <= b && b >= lo && a <= hi)
		return 1;
	for (l = 0; l < SDK_LEVEL_COUNT; l++) {
		int x, y;

		sdk_se_band(l, &x, &y);
		if (x <= hi && y >= lo) {
			if (first < 0)
				first = l;
			last = l;
		}
	}
	sdk_gen_shape_name(o, name, sizeof(name));
	if (level >= 0 && a > b && (min > 10 || max < 999))
		snprintf(why, size, "no %s puzzle is rated %d.%d-%d.%d",
		    sdk_level_name(level), min / 10, min % 10, max / 10,
		    max % 10);
	else
		snprintf(why, size, "no %s puzzle is %s: they rate %d.%d "
		    "to %d.%d (%s%s%s)", name, level >= 0 ?
		    sdk_level_name(level) : "rated so", lo / 10, lo % 10,
		    hi / 10, hi % 10, sdk_level_name(first), first == last ?
		    "" : " to ", first == last ? "" : sdk_level_name(last));
	return 0;
}

/*
 * Returns the symmetry of the clues of p among the ones sdk_gen uses on
 * the shape of g (sdk_gen_sym_fits), the largest group that fits, or
 * SDK_SYM_NONE.
 */
static int
patternsym(const struct sdk_gen_opts *g, const struct sdk_grid *p,
    struct sdk_orbits *o)
{
	static const int order[] = { SDK_SYM_DIHEDRAL, SDK_SYM_ROT90,
		SDK_SYM_ROT180, SDK_SYM_MIRROR, SDK_SYM_FLIP,
		SDK_SYM_DIAGONAL, SDK_SYM_ANTIDIAGONAL };
	int t, k, j;

	for (t = 0; t < (int)(sizeof order / sizeof order[0]); t++) {
		int ok = 1;

		if (!sdk_gen_sym_fits(g, order[t]))
			continue;
		sdk_orbits_make(o, p->n, order[t]);
		for (k = 0; k < o->norbits && ok; k++) {
			int given = p->cell[o->cell[o->start[k]]] != 0;

			for (j = o->start[k] + 1; j < o->start[k + 1]; j++)
				if ((p->cell[o->cell[j]] != 0) != given)
					ok = 0;
		}
		if (ok)
			return order[t];
	}
	sdk_orbits_make(o, p->n, SDK_SYM_NONE);
	return SDK_SYM_NONE;
}

/* Rates p, stopping above max; returns ER, max + 1 above max, -1. */
static int
rate(const struct sdk_grid *p, int max, struct sdk_serating *r)
{
	switch (sdk_se_rate_upto(p, max, r, NULL, NULL)) {
	case 0:
		return r->er;
	case 1:
		return max + 1;
	default:
		return -1;
	}
}

/* Picks at random an orbit whose cells are all given (want 1) or empty. */
static int
pickorbit(const struct sdk_grid *p, const struct sdk_orbits *o, int want,
    struct sdk_rng *rng)
{
	int list[SDK_MAXCELLS], n = 0, k;

	for (k = 0; k < o->norbits; k++)
		if ((p->cell[o->cell[o->start[k]]] != 0) == want)
			list[n++] = k;
	return n == 0 ? -1 : list[sdk_rng_below(rng, n)];
}

/* Sets the cells of orbit k of p from sol (on) or empties them. */
static void
setorbit(struct sdk_grid *p, const struct sdk_grid *sol,
    const struct sdk_orbits *o, int k, int on)
{
	int j;

	for (j = o->start[k]; j < o->start[k + 1]; j++)
		p->cell[o->cell[j]] = on ? sol->cell[o->cell[j]] : 0;
}

/*
 * One move of the walk from p (rated er) towards [min, max] into q:
 * returns 0, or -1 when no move can be made.
 */
static int
move(const struct sdk_grid *p, const struct sdk_grid *sol,
    const struct sdk_orbits *o, int er, int max, int fixed,
    struct sdk_rng *rng, struct sdk_grid *q)
{
	int a, b, tries;

	*q = *p;
	if (er > max && !fixed) {
		if ((a = pickorbit(q, o, 0, rng)) < 0)
			return -1;
		setorbit(q, sol, o, a, 1);
		return 0;
	}
	for (tries = 0; tries < 200; tries++) {
		*q = *p;
		if ((a = pickorbit(q, o, 1, rng)) < 0)
			return -1;
		setorbit(q, sol, o, a, 0);
		if (fixed || sdk_rng_below(rng, 4) != 0) {
			/* a swap: an empty orbit of the same size comes in */
			b = pickorbit(q, o, 0, rng);
			if (b < 0 || b == a || o->start[b + 1] - o->start[b] !=
			    o->start[a + 1] - o->start[a])
				continue;
			setorbit(q, sol, o, b, 1);
		}
		if (sdk_solve_count(q, 2, NULL, NULL) == 1)
			return 0;
	}
	return -1;
}

/*
 * Makes a puzzle rated f->min to f->max (and of level f->level when it
 * is not -1) from rng as o asks, into puz, sol and r: up to f->tries
 * solution grids, each walked at most moves moves. Returns 0, or -2
 * when none was found.
 */
int
sdk_gen_rated(const struct sdk_gen_opts *o, struct sdk_rng *rng,
    const struct sdk_gen_filter *f, long moves, struct sdk_grid *puz,
    struct sdk_grid *sol, struct sdk_serating *r)
{
	struct sdk_orbits *orb;
	struct sdk_grid q;
	struct sdk_serating rq;
	int min = f->min, max = f->max, t, er, eq;
	long m;

	if (f->level >= 0) {
		int lo, hi;

		sdk_se_band(f->level, &lo, &hi);
		if (lo > min)
			min = lo;
		if (hi < max)
			max = hi;
	}
	orb = sdk_emalloc(sizeof *orb);
	for (t = 0; t < f->tries; t++) {
		if (sdk_gen(o, rng, puz, sol) < 0)
			continue;
		patternsym(o, puz, orb);
		er = rate(puz, max, r);
		count(er, min, max);
		for (m = 0; m < moves && !(er >= min && er <= max); m++) {
			if (move(puz, sol, orb, er, max, o->clues != 0, rng,
			    &q) < 0)
				break;
			eq = rate(&q, max, &rq);
			count(eq, min, max);
			/* too hard: every added clue is kept; too easy: the
			 * moves that do not lower the rating */
			if (eq < 0 || (er <= max && eq < er))
				continue;
			*puz = q;
			*r = rq;
			er = eq;
		}
		if (er >= min && er <= max) {
			keep();
			free(orb);
			return 0;
		}
	}
	free(orb);
	return -2;
}
