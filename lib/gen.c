/*
 * gen.c: the generator of sdk-gen. A puzzle is made from the seeded PRNG
 * alone: a random solution grid is filled, then the symmetry orbits of
 * its cells are emptied in a random order, each one only when the puzzle
 * keeps a single solution. A pass over every orbit gives a minimal puzzle
 * (no orbit can go); an exact clue count stops the pass there and starts
 * again on a fresh grid when the pass ends above it, within a bounded
 * number of tries.
 *
 * Uniqueness is checked cheaply: the puzzle before a removal has the one
 * solution S, so after emptying the cells of an orbit any other solution
 * differs from S in one of those cells. The puzzle stays unique exactly
 * when no value other than S's, among those the givens allow there, in
 * one of those cells leads to a solution; a cell whose givens allow S's
 * value alone needs no search at all.
 *
 * The classic method reproduces the random-fill generator of the classic
 * game with the C library's srand() and rand().
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sdk.h"

/* The names of -y, in SDK_SYM_* order. */
static const char *const symnames[SDK_SYM_COUNT] = {
	"none", "rot180", "rot90", "mirror", "flip", "diagonal",
	"antidiagonal", "dihedral", "random"
};

/* The cell orbits of one symmetry on one size. */
struct orbits {
	int norbits;
	int start[SDK_MAXCELLS + 1];	/* orbit k: cell[start[k]..start[k+1]) */
	int cell[SDK_MAXCELLS];
};

/* A grid being filled at random: the values and the values of each house. */
struct fill {
	const struct sdk_geom *geo;
	struct sdk_rng *rng;
	unsigned all;
	unsigned used[3 * SDK_MAXN];
	unsigned char cell[SDK_MAXCELLS];
	long nodes, budget;
};

/* Returns the symmetry called name, or -1 when there is none. */
int
sdk_sym_lookup(const char *name)
{
	int k;

	for (k = 0; k < SDK_SYM_COUNT; k++)
		if (strcmp(name, symnames[k]) == 0)
			return k;
	return -1;
}

/* Returns the name of symmetry sym. */
const char *
sdk_sym_name(int sym)
{
	return sym >= 0 && sym < SDK_SYM_COUNT ? symnames[sym] : "?";
}

/* Returns the cell that cell i of side n maps to under transform t. */
static int
transform(int t, int n, int i)
{
	int r = i / n, c = i % n, m = n - 1;

	switch (t) {
	case SDK_SYM_ROT180:
		return (m - r) * n + (m - c);
	case SDK_SYM_ROT90:
		return c * n + (m - r);
	case SDK_SYM_MIRROR:
		return r * n + (m - c);
	case SDK_SYM_FLIP:
		return (m - r) * n + c;
	case SDK_SYM_DIAGONAL:
		return c * n + r;
	case SDK_SYM_ANTIDIAGONAL:
		return (m - c) * n + (m - r);
	}
	return i;
}

/*
 * Builds the orbits of symmetry sym (not random) on side n, numbered by
 * their first cell in reading order, cells upwards within each.
 */
static void
orbits_make(struct orbits *o, int n, int sym)
{
	int gens[2], ngens = 1, ncells = n * n, seen[SDK_MAXCELLS];
	int i, k, g, j, len, t;

	gens[0] = sym;
	if (sym == SDK_SYM_DIHEDRAL) {
		gens[0] = SDK_SYM_ROT90;
		gens[1] = SDK_SYM_MIRROR;
		ngens = 2;
	}
	memset(seen, 0, sizeof(seen));
	o->norbits = 0;
	len = 0;
	for (i = 0; i < ncells; i++) {
		if (seen[i])
			continue;
		o->start[o->norbits++] = len;
		k = len;
		o->cell[len++] = i;
		seen[i] = 1;
		/* Close the orbit under the generators. */
		for (; k < len; k++)
			for (g = 0; g < ngens; g++) {
				j = sym == SDK_SYM_NONE ? o->cell[k] :
				    transform(gens[g], n, o->cell[k]);
				if (!seen[j]) {
					seen[j] = 1;
					o->cell[len++] = j;
				}
			}
		/* Sort the orbit's cells (at most 8). */
		for (k = o->start[o->norbits - 1] + 1; k < len; k++)
			for (j = k; j > o->start[o->norbits - 1] &&
			    o->cell[j - 1] > o->cell[j]; j--) {
				t = o->cell[j];
				o->cell[j] = o->cell[j - 1];
				o->cell[j - 1] = t;
			}
	}
	o->start[o->norbits] = len;
}

/* Returns 1 when the orbits of sym on side n can add up to clues cells. */
static int
sym_reaches(int n, int sym, int clues)
{
	struct orbits o;
	unsigned char can[SDK_MAXCELLS + 1];
	int k, s, size;

	orbits_make(&o, n, sym);
	memset(can, 0, sizeof(can));
	can[0] = 1;
	for (k = 0; k < o.norbits; k++) {
		size = o.start[k + 1] - o.start[k];
		for (s = n * n; s >= size; s--)
			if (can[s - size])
				can[s] = 1;
	}
	return clues >= 0 && clues <= n * n && can[clues];
}

/*
 * Tells whether sdk_gen can be asked for clues givens (0: a minimal
 * puzzle) on side n with symmetry sym. Returns 0 when it can, -1 when the
 * count is impossible: below 17 for 9x9, below 4 for 4x4, above n * n,
 * or out of reach of the orbits of the symmetry (of every symmetry, for
 * random).
 */
int
sdk_gen_clues_ok(int n, int sym, int clues)
{
	int s;

	if (!sdk_size_ok(n) || sym < 0 || sym >= SDK_SYM_COUNT)
		return -1;
	if (clues == 0)
		return 0;
	if (clues > n * n || (n == 9 && clues < 17) || (n == 4 && clues < 4) ||
	    clues < 1)
		return -1;
	if (sym != SDK_SYM_RANDOM)
		return sym_reaches(n, sym, clues) ? 0 : -1;
	for (s = SDK_SYM_ROT180; s < SDK_SYM_RANDOM; s++)
		if (sym_reaches(n, s, clues))
			return 0;
	return -1;
}

/* Returns the (k+1)-th lowest set bit of m, as a bit. */
static unsigned
nthbit(unsigned m, int k)
{
	while (k-- > 0)
		m &= m - 1;
	return m & -m;
}

/* Returns the value (1..16) of the single set bit b. */
static int
bitvalue(unsigned b)
{
	int v = 1;

	while (b >>= 1)
		v++;
	return v;
}

/* The values that the peers of cell i of f allow. */
static unsigned
fill_allowed(const struct fill *f, int i)
{
	const unsigned char *h = f->geo->cellhouse[i];

	return f->all & ~(f->used[h[0]] | f->used[h[1]] | f->used[h[2]]);
}

/*
 * Fills the empty cells of f, left of them, by backtracking on the cell
 * with the fewest values (the first such in reading order), trying its
 * values in a random order. Returns 1 when the grid is full, 0 on a dead
 * end, -1 when the node budget is spent.
 */
static int
fill_rec(struct fill *f, int left)
{
	const unsigned char *h;
	unsigned m, bm = 0, b;
	int i, k, best = -1, bestk = SDK_MAXN + 1, r;

	if (left == 0)
		return 1;
	if (++f->nodes > f->budget)
		return -1;
	for (i = 0; i < f->geo->ncells; i++) {
		if (f->cell[i] != 0)
			continue;
		m = fill_allowed(f, i);
		k = sdk_popcount(m);
		if (k < bestk) {
			best = i;
			bestk = k;
			bm = m;
			if (k <= 1)
				break;
		}
	}
	h = f->geo->cellhouse[best];
	while (bm != 0) {
		k = sdk_popcount(bm);
		b = nthbit(bm, k == 1 ? 0 : (int)sdk_rng_below(f->rng, k));
		bm &= ~b;
		f->cell[best] = (unsigned char)bitvalue(b);
		f->used[h[0]] |= b;
		f->used[h[1]] |= b;
		f->used[h[2]] |= b;
		if ((r = fill_rec(f, left - 1)) != 0)
			return r;
		f->used[h[0]] &= ~b;
		f->used[h[1]] &= ~b;
		f->used[h[2]] &= ~b;
		f->cell[best] = 0;
	}
	return 0;
}

/*
 * Makes g a random full grid of side n from rng: the first row is a
 * random permutation, the rest is filled by randomized backtracking,
 * started again (with the generator where it is) on the rare search that
 * runs too long.
 */
static void
fill_grid(struct sdk_grid *g, int n, struct sdk_rng *rng)
{
	struct fill f;
	int perm[SDK_MAXN], c;
	unsigned b;

	f.geo = sdk_geom(n);
	f.rng = rng;
	f.all = (1u << n) - 1;
	f.budget = 20L * n * n;
	for (;;) {
		memset(f.used, 0, sizeof(f.used));
		memset(f.cell, 0, sizeof(f.cell));
		for (c = 0; c < n; c++)
			perm[c] = c + 1;
		sdk_rng_shuffle(rng, perm, n);
		for (c = 0; c < n; c++) {
			b = 1u << (perm[c] - 1);
			f.cell[c] = (unsigned char)perm[c];
			f.used[f.geo->cellhouse[c][0]] |= b;
			f.used[f.geo->cellhouse[c][1]] |= b;
			f.used[f.geo->cellhouse[c][2]] |= b;
		}
		f.nodes = 0;
		if (fill_rec(&f, n * n - n) == 1)
			break;
	}
	sdk_grid_init(g, n);
	memcpy(g->cell, f.cell, (size_t)(n * n));
}

/*
 * Returns 1 when puzzle p, made from a puzzle with the single solution
 * sol by emptying the cells cells[0..k-1], still has a single solution,
 * else 0. p is changed on the way and restored.
 */
static int
still_unique(struct sdk_grid *p, const struct sdk_grid *sol, const int *cells,
    int k, long *checks)
{
	const struct sdk_geom *geo = sdk_geom(p->n);
	unsigned all = (1u << p->n) - 1, used, m, b;
	int j, q, c;

	for (j = 0; j < k; j++) {
		c = cells[j];
		used = 1u << (sol->cell[c] - 1);
		for (q = 0; q < geo->npeers; q++)
			if (p->cell[geo->peer[c][q]] != 0)
				used |= 1u << (p->cell[geo->peer[c][q]] - 1);
		for (m = all & ~used; m != 0; m &= m - 1) {
			b = m & -m;
			p->cell[c] = (unsigned char)bitvalue(b);
			(*checks)++;
			if (sdk_solve_count(p, 1, NULL, NULL) > 0) {
				p->cell[c] = 0;
				return 0;
			}
		}
		p->cell[c] = 0;
	}
	return 1;
}

/*
 * Returns 1 when some of the given orbits of puz other than orbit skip
 * hold exactly target cells together, else 0: emptying orbit skip keeps
 * an exact clue count within reach.
 */
static int
can_reach(const struct sdk_grid *puz, const struct orbits *o, int skip,
    int target)
{
	unsigned char can[SDK_MAXCELLS + 1];
	int k, t, size, total = 0, big = 0;

	if (target < 0)
		return 0;
	for (k = 0; k < o->norbits; k++)
		if (k != skip && puz->cell[o->cell[o->start[k]]] != 0) {
			size = o->start[k + 1] - o->start[k];
			total += size;
			big |= size != 1;
		}
	if (!big || target == 0)
		return target <= total;
	memset(can, 0, (size_t)target + 1);
	can[0] = 1;
	for (k = 0; k < o->norbits && !can[target]; k++) {
		if (k == skip || puz->cell[o->cell[o->start[k]]] == 0)
			continue;
		size = o->start[k + 1] - o->start[k];
		for (t = target; t >= size; t--)
			if (can[t - size])
				can[t] = 1;
	}
	return can[target];
}

/*
 * Empties the orbits of puz (unique, with solution sol) in the order
 * order[0..k-1] while it stays unique, skipping empty orbits, stopping at
 * clues givens when clues is not 0 and skipping orbits that would go
 * below it. left is the number of givens; returns the new one.
 */
static int
gen_pass(struct sdk_grid *puz, const struct sdk_grid *sol,
    const struct orbits *o, const int *order, int k, int clues, int left,
    long *checks)
{
	const int *cells;
	int i, j, size;

	for (i = 0; i < k && left != clues; i++) {
		size = o->start[order[i] + 1] - o->start[order[i]];
		cells = o->cell + o->start[order[i]];
		if (puz->cell[cells[0]] == 0 ||
		    (clues != 0 && !can_reach(puz, o, order[i], left - size -
		    clues)))
			continue;
		for (j = 0; j < size; j++)
			puz->cell[cells[j]] = 0;
		if (still_unique(puz, sol, cells, size, checks))
			left -= size;
		else
			for (j = 0; j < size; j++)
				puz->cell[cells[j]] = sol->cell[cells[j]];
	}
	return left;
}

/*
 * Looks for fewer givens below the minimal puzzle puz (left givens,
 * solution sol) by moves of a random walk: a given orbit swapped for an
 * empty one of the same size, kept when the puzzle stays unique, then a
 * pass that empties what it can. Stops at clues givens or after moves
 * moves. Returns the number of givens.
 */
static int
gen_lower(struct sdk_grid *puz, const struct sdk_grid *sol,
    const struct orbits *o, int clues, int left, long moves,
    struct sdk_rng *rng, long *checks)
{
	int given[SDK_MAXCELLS], empty[SDK_MAXCELLS], ng, ne, k, g, h, j;
	long m;
	const int *gc, *hc;
	int size;

	for (m = 0; m < moves && left != clues; m++) {
		ng = ne = 0;
		for (k = 0; k < o->norbits; k++)
			if (puz->cell[o->cell[o->start[k]]] != 0)
				given[ng++] = k;
			else
				empty[ne++] = k;
		if (ng == 0 || ne == 0)
			break;
		g = given[sdk_rng_below(rng, ng)];
		h = empty[sdk_rng_below(rng, ne)];
		size = o->start[g + 1] - o->start[g];
		if (o->start[h + 1] - o->start[h] != size)
			continue;
		gc = o->cell + o->start[g];
		hc = o->cell + o->start[h];
		for (j = 0; j < size; j++) {
			puz->cell[gc[j]] = 0;
			puz->cell[hc[j]] = sol->cell[hc[j]];
		}
		(*checks)++;
		if (sdk_solve_count(puz, 2, NULL, NULL) != 1) {
			for (j = 0; j < size; j++) {
				puz->cell[hc[j]] = 0;
				puz->cell[gc[j]] = sol->cell[gc[j]];
			}
			continue;
		}
		ng = 0;
		for (k = 0; k < o->norbits; k++)
			if (puz->cell[o->cell[o->start[k]]] != 0 && k != h)
				given[ng++] = k;
		sdk_rng_shuffle(rng, given, ng);
		left = gen_pass(puz, sol, o, given, ng, clues, left, checks);
	}
	return left;
}

/*
 * One try: fills a solution grid and empties orbits in a random order
 * while the puzzle stays unique, stopping at clues givens when clues is
 * not 0, then walks below the minimal puzzle when it has more. Returns
 * the number of givens left.
 */
static int
gen_try(struct sdk_grid *puz, struct sdk_grid *sol, const struct orbits *o,
    int clues, long moves, struct sdk_rng *rng, long *checks)
{
	int order[SDK_MAXCELLS], k, left;

	fill_grid(sol, sol->n, rng);
	*puz = *sol;
	for (k = 0; k < o->norbits; k++)
		order[k] = k;
	sdk_rng_shuffle(rng, order, o->norbits);
	left = gen_pass(puz, sol, o, order, o->norbits, clues, sol->ncells,
	    checks);
	if (clues != 0 && left > clues)
		left = gen_lower(puz, sol, o, clues, left, moves, rng, checks);
	return left;
}

/*
 * Sets the bounds of the search for an exact clue count on side n: the
 * solution grids tried, and the moves of the walk below each one's
 * minimal puzzle.
 */
void
sdk_gen_bounds(int n, long *tries, long *moves)
{
	*tries = n == 4 ? 1000 : n == 9 ? 20 : 3;
	*moves = n == 4 ? 100 : n == 9 ? 20000 : 20;
}

/*
 * Makes one puzzle with the generator rng, as o asks: puz gets the
 * puzzle, sol its solution; st (which may be NULL) counts tries and
 * checks. Returns 0, or -1 when the clue count of o was not reached
 * within the bounds (puz then holds the last try).
 */
int
sdk_gen(const struct sdk_gen_opts *o, struct sdk_rng *rng,
    struct sdk_grid *puz, struct sdk_grid *sol, struct sdk_gen_stats *st)
{
	struct orbits orb;
	int sym = o->symmetry, can[SDK_SYM_COUNT], ncan = 0, s, left;
	long tries = 0, maxtries, moves, checks = 0;

	if (sym == SDK_SYM_RANDOM)
		for (s = SDK_SYM_ROT180; s < SDK_SYM_RANDOM; s++)
			if (o->clues == 0 || sym_reaches(o->n, s, o->clues))
				can[ncan++] = s;
	sdk_gen_bounds(o->n, &maxtries, &moves);
	if (o->tries > 0)
		maxtries = o->tries;
	if (o->moves > 0)
		moves = o->moves;
	sdk_grid_init(sol, o->n);
	do {
		/* A random symmetry is drawn again for each try. */
		if (o->symmetry == SDK_SYM_RANDOM || tries == 0) {
			if (o->symmetry == SDK_SYM_RANDOM)
				sym = ncan > 0 ?
				    can[sdk_rng_below(rng, ncan)] :
				    SDK_SYM_NONE;
			orbits_make(&orb, o->n, sym);
		}
		tries++;
		left = gen_try(puz, sol, &orb, o->clues, moves, rng, &checks);
	} while (o->clues != 0 && left != o->clues && tries < maxtries);
	if (st != NULL) {
		st->tries += tries;
		st->checks += checks;
		st->symmetry = sym;
	}
	return o->clues != 0 && left != o->clues ? -1 : 0;
}

/*
 * The classic randomized backtracking: fills cell i onwards in reading
 * order, at each cell taking among the legal values not yet tried there,
 * listed upwards, the one at index rand() % k (no call when k is 1).
 * Returns 1 when the grid is full, 0 when cell i has nothing left.
 */
static int
classic_fill(struct sdk_grid *g, int i)
{
	const struct sdk_geom *geo = sdk_geom(g->n);
	int vals[SDK_MAXN], tried[SDK_MAXN + 1], k, v, q, pick;

	if (i == g->ncells)
		return 1;
	memset(tried, 0, sizeof(tried));
	for (;;) {
		int legal[SDK_MAXN + 1];

		for (v = 1; v <= g->n; v++)
			legal[v] = !tried[v];
		for (q = 0; q < geo->npeers; q++)
			legal[g->cell[geo->peer[i][q]]] = 0;
		k = 0;
		for (v = 1; v <= g->n; v++)
			if (legal[v])
				vals[k++] = v;
		if (k == 0) {
			g->cell[i] = 0;
			return 0;
		}
		pick = k == 1 ? 0 : rand() % k;
		g->cell[i] = (unsigned char)vals[pick];
		if (classic_fill(g, i + 1))
			return 1;
		tried[vals[pick]] = 1;
	}
}

/*
 * The classic generator of the game, with the C library's rand() as the
 * caller seeded it (srand): fills sol of side n by classic randomized
 * backtracking, then keeps keep cells of it in puz, each picked as
 * x = rand() % n, then y = rand() % n (x the column), picked again while
 * it is already kept. The puzzle need not have a single solution.
 * Returns 0, or -1 for a bad side or keep count.
 */
int
sdk_gen_classic(int n, int keep, struct sdk_grid *puz, struct sdk_grid *sol)
{
	unsigned char kept[SDK_MAXCELLS];
	int h, x, y, i;

	if (sdk_grid_init(sol, n) < 0 || keep < 0 || keep > n * n)
		return -1;
	classic_fill(sol, 0);
	memset(kept, 0, sizeof(kept));
	for (h = 0; h < keep; h++) {
		do {
			x = rand() % n;
			y = rand() % n;
		} while (kept[y * n + x]);
		kept[y * n + x] = 1;
	}
	*puz = *sol;
	for (i = 0; i < n * n; i++)
		if (!kept[i])
			puz->cell[i] = 0;
	return 0;
}

/* Which puzzles a rated run keeps. */
struct filter {
	int on;
	int level;		/* SDK_LEVEL_*, -1: any */
	int min, max;		/* rating range in tenths */
	long tries;		/* puzzles made for each one kept, at most */
};

/* The run: workers make puzzles into a window of slots, written in order. */
struct slot {
	int state;		/* 0 free, 1 being made, 2 made */
	int rc;			/* 0, -1: clues not reached, -2: no rating */
	struct sdk_grid puz, sol;
};

struct run {
	const struct sdk_gen_run *r;
	const struct filter *f;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	struct slot *slot;
	long nslots;
	long next;		/* the next puzzle to hand out */
	long written;		/* puzzles written (or given up) so far */
	int stop;
};

/*
 * Makes puzzle i of run r into s from (seed, i) alone: with filter f on,
 * puzzles are made and rated until one passes, up to f->tries of them.
 * Sets s->rc: 0, -1 when a clue count was not reached, -2 when no puzzle
 * passed.
 */
static void
make(const struct sdk_gen_run *r, const struct filter *f, long i,
    struct slot *s)
{
	struct sdk_rng rng;
	struct sdk_rating rt;
	long t;

	sdk_rng_seed2(&rng, r->seed, (uint64_t)i);
	for (t = 0;; t++) {
		if (f->on && t >= f->tries) {
			s->rc = -2;
			return;
		}
		s->rc = sdk_gen(&r->gen, &rng, &s->puz, &s->sol, NULL);
		if (s->rc < 0 || !f->on)
			return;
		if (sdk_rate(&s->puz, &s->sol, SDK_HUMAN_UNIQUE, &rt) == 0 &&
		    (f->level < 0 || rt.level == f->level) &&
		    rt.rating >= f->min && rt.rating <= f->max)
			return;
	}
}

/* Makes puzzles until the count is reached or the run stops. */
static void *
worker(void *arg)
{
	struct run *u = arg;
	const struct sdk_gen_run *r = u->r;
	struct slot *s, made;
	long i;

	for (;;) {
		pthread_mutex_lock(&u->mu);
		while (!u->stop && u->next < r->count &&
		    u->next >= u->written + u->nslots)
			pthread_cond_wait(&u->cv, &u->mu);
		if (u->stop || u->next >= r->count) {
			pthread_mutex_unlock(&u->mu);
			return NULL;
		}
		i = u->next++;
		u->slot[i % u->nslots].state = 1;
		pthread_mutex_unlock(&u->mu);
		make(r, u->f, i, &made);
		pthread_mutex_lock(&u->mu);
		s = &u->slot[i % u->nslots];
		*s = made;
		s->state = 2;
		pthread_cond_broadcast(&u->cv);
		pthread_mutex_unlock(&u->mu);
	}
}

/* Returns the seconds between a and b. */
static double
elapsed(const struct timespec *a, const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) +
	    (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

/* The progress counter of -P. */
struct meter {
	int on, tty;
	long total;
	struct timespec t0, last;
};

/*
 * Shows done of m->total puzzles on stderr, with rate and ETA: in place
 * on a terminal (at most every 0.2 s), a line every 5 s otherwise, and a
 * last line when final is set.
 */
static void
meter_show(struct meter *m, long done, int final)
{
	struct timespec now;
	double t, rate;

	if (!m->on)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (!final && elapsed(&m->last, &now) < (m->tty ? 0.2 : 5.0))
		return;
	m->last = now;
	t = elapsed(&m->t0, &now);
	rate = t > 0 ? (double)done / t : 0.0;
	fprintf(stderr, "%s%s: %ld/%ld puzzles, %.1f/s, ", m->tty ? "\r" : "",
	    sdk_getprogname(), done, m->total, rate);
	if (final)
		fprintf(stderr, "%.1f s%s\n", t, m->tty ? "   " : "");
	else if (rate > 0)
		fprintf(stderr, "ETA %.0f s%s", (double)(m->total - done) / rate,
		    m->tty ? "   " : "\n");
	else
		fprintf(stderr, "ETA ?%s", m->tty ? "   " : "\n");
	fflush(stderr);
}

/* Writes one puzzle (and its solution with pair) as a record on stdout. */
static void
put(const struct sdk_gen_run *r, const struct sdk_grid *puz,
    const struct sdk_grid *sol)
{
	char buf[SDK_MAXCELLS + 1];

	sdk_grid_format(puz, buf, 0);
	fputs(buf, stdout);
	if (r->pair) {
		sdk_grid_format(sol, buf, 0);
		putchar('\t');
		fputs(buf, stdout);
	}
	putchar('\n');
	sdk_out_record();
}

/* Runs the classic method, in one thread (rand() is one sequence). */
static int
run_classic(const struct sdk_gen_run *r, struct meter *m)
{
	struct sdk_grid puz, sol;
	long i;

	srand((unsigned)r->seed);
	for (i = 0; i < r->count; i++) {
		if (sdk_gen_classic(r->gen.n, r->gen.clues, &puz, &sol) < 0) {
			sdk_warnx("bad size or clue count");
			return SDK_EXIT_ERR;
		}
		put(r, &puz, &sol);
		meter_show(m, i + 1, 0);
	}
	return SDK_EXIT_OK;
}

/*
 * Reports on stderr that puzzle i of r was not made: its clue count was
 * not reached (rc -1), or no puzzle passed filter f (rc -2).
 */
static void
failed(const struct sdk_gen_run *r, const struct filter *f, long i, int rc)
{
	char what[64];

	if (rc == -1) {
		sdk_warnx("puzzle %ld: %d clues not reached within the search "
		    "bounds", i, r->gen.clues);
		return;
	}
	if (f->level >= 0)
		snprintf(what, sizeof(what), "%s", sdk_level_name(f->level));
	else
		what[0] = '\0';
	if (f->min > 0 || f->max < 999)
		snprintf(what + strlen(what), sizeof(what) - strlen(what),
		    "%s%d.%d-%d.%d", what[0] ? ", " : "", f->min / 10,
		    f->min % 10, f->max / 10, f->max % 10);
	sdk_warnx("puzzle %ld: none of %ld puzzles tried was rated %s "
	    "(raise --tries)", i, f->tries, what);
}

/*
 * Writes r->count puzzles to stdout, as r asks, puzzle i made from
 * (r->seed, i) alone with r->jobs threads (0: one per processor), in
 * order. Stops at the first puzzle whose clue count was not reached,
 * with a message. Returns an exit status.
 */
int
sdk_gen_run(const struct sdk_gen_run *r)
{
	return sdk_gen_rated(r, -1, 0, 999, 0);
}

/*
 * sdk_gen_run keeping only puzzles of level (SDK_LEVEL_*, -1: any) rated
 * minrating to maxrating (tenths), each made from (r->seed, i) alone by
 * making and rating up to tries puzzles (0: no filter at all). Stops at
 * the first puzzle not found within the tries, with a message. Returns an
 * exit status.
 */
int
sdk_gen_rated(const struct sdk_gen_run *r, int level, int minrating,
    int maxrating, long tries)
{
	struct filter f;
	struct run u;
	struct meter m;
	struct slot *s;
	pthread_t *tid;
	long i, jobs = r->jobs, started = 0;
	int rc = SDK_EXIT_OK;

	f.on = tries > 0;
	f.level = level;
	f.min = minrating;
	f.max = maxrating;
	f.tries = tries;
	memset(&m, 0, sizeof(m));
	m.on = r->progress;
	m.tty = isatty(STDERR_FILENO);
	m.total = r->count;
	clock_gettime(CLOCK_MONOTONIC, &m.t0);
	m.last = m.t0;
	sdk_geom(r->gen.n);
	if (r->classic) {
		rc = run_classic(r, &m);
		meter_show(&m, r->count, 1);
		return rc;
	}
	if (jobs <= 0) {
		jobs = sysconf(_SC_NPROCESSORS_ONLN);
		if (jobs < 1)
			jobs = 1;
	}
	if (jobs > r->count)
		jobs = r->count > 0 ? r->count : 1;
	memset(&u, 0, sizeof(u));
	u.r = r;
	u.f = &f;
	u.nslots = 4 * jobs;
	u.slot = sdk_emalloc((size_t)u.nslots * sizeof(*u.slot));
	memset(u.slot, 0, (size_t)u.nslots * sizeof(*u.slot));
	tid = sdk_emalloc((size_t)jobs * sizeof(*tid));
	pthread_mutex_init(&u.mu, NULL);
	pthread_cond_init(&u.cv, NULL);
	for (i = 0; i < jobs; i++) {
		if (pthread_create(&tid[i], NULL, worker, &u) != 0) {
			if (started == 0)
				sdk_errx(SDK_EXIT_ERR, "cannot start a thread");
			break;
		}
		started++;
	}
	for (i = 0; i < r->count; i++) {
		struct slot done;

		pthread_mutex_lock(&u.mu);
		s = &u.slot[i % u.nslots];
		while (s->state != 2)
			pthread_cond_wait(&u.cv, &u.mu);
		done = *s;
		s->state = 0;
		if (done.rc < 0)
			u.stop = 1;
		else
			u.written++;
		pthread_cond_broadcast(&u.cv);
		pthread_mutex_unlock(&u.mu);
		if (done.rc < 0) {
			fflush(stdout);
			failed(r, &f, i + 1, done.rc);
			rc = SDK_EXIT_NO;
			break;
		}
		put(r, &done.puz, &done.sol);
		meter_show(&m, i + 1, 0);
	}
	for (i = 0; i < started; i++)
		pthread_join(tid[i], NULL);
	if (rc == SDK_EXIT_OK)
		meter_show(&m, r->count, 1);
	pthread_mutex_destroy(&u.mu);
	pthread_cond_destroy(&u.cv);
	free(tid);
	free(u.slot);
	return rc;
}
