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
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The names of -y, in SDK_SYM_* order. */
static const char *const symnames[SDK_SYM_COUNT] = {
	"none", "rot180", "rot90", "mirror", "flip", "diagonal",
	"antidiagonal", "dihedral", "random"
};

/*
 * Random fills of a shape that is not classic before the solver fills,
 * and the solver's guesses on each when the fills are bounded.
 */
#define FILL_SOLVE 4
#define FILL_BUDGET 500

/* A grid being filled at random: the values and the values of each house. */
struct fill {
	const struct sdk_geom *geo;
	struct sdk_rng *rng;
	unsigned all;
	unsigned used[SDK_MAXHOUSES];
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

/*
 * Returns the cell that cell i of side n goes to under symmetry t (one of
 * SDK_SYM_ROT180 to SDK_SYM_ANTIDIAGONAL; i itself for any other).
 */
int
sdk_sym_cell(int t, int n, int i)
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
void
sdk_orbits_make(struct sdk_orbits *o, int n, int sym)
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
				    sdk_sym_cell(gens[g], n, o->cell[k]);
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
	struct sdk_orbits o;
	unsigned char can[SDK_MAXCELLS + 1];
	int k, s, size;

	sdk_orbits_make(&o, n, sym);
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

/* Sets *bh and *bw to the rows and columns of the boxes of o. */
static void
gen_boxes(const struct sdk_gen_opts *o, int *bh, int *bw)
{
	*bh = o->bh;
	*bw = o->bw;
	if (*bh == 0 || *bw == 0) {
		*bh = sdk_side_boxrows(o->n);
		*bw = o->n / *bh;
	}
}

/*
 * Writes the name of the shape of o into buf, as sdk_grid_shape_name
 * does: "9x9", "6x6 (2x3 boxes)", "9x9 jigsaw X".
 */
void
sdk_gen_shape_name(const struct sdk_gen_opts *o, char *buf, size_t size)
{
	struct sdk_grid g;

	memset(&g, 0, sizeof(g));
	g.n = o->n;
	g.var = o->var;
	if (!(o->var & SDK_VAR_JIGSAW))
		gen_boxes(o, &g.bh, &g.bw);
	g.box = !(g.var & SDK_VAR_JIGSAW) && g.bh == g.bw ? g.bh : 0;
	sdk_grid_shape_name(&g, buf, size);
}

/*
 * Returns 1 when symmetry sym maps the shape of o onto itself, else 0:
 * every symmetry on square boxes, with the diagonals of X and the windows
 * of windoku or without them; the half turn and the two mirrors (rot180,
 * mirror, flip) on boxes that are not square, which a quarter turn or a
 * reflection in a diagonal turns on their side; none alone on a jigsaw
 * grid, whose regions are random. random fits when one of the
 * symmetries it draws from fits.
 */
int
sdk_gen_sym_fits(const struct sdk_gen_opts *o, int sym)
{
	int bh, bw, s;

	if (sym == SDK_SYM_NONE)
		return 1;
	if (sym < 0 || sym >= SDK_SYM_COUNT || (o->var & SDK_VAR_JIGSAW))
		return 0;
	if (sym == SDK_SYM_RANDOM) {
		for (s = SDK_SYM_ROT180; s < SDK_SYM_RANDOM; s++)
			if (sdk_gen_sym_fits(o, s))
				return 1;
		return 0;
	}
	gen_boxes(o, &bh, &bw);
	return bh == bw || sym == SDK_SYM_ROT180 || sym == SDK_SYM_MIRROR ||
	    sym == SDK_SYM_FLIP;
}

/*
 * Returns the fewest givens a puzzle of the shape of o with a single
 * solution can have, as far as the toolkit knows: 17 for a classic 9x9
 * grid, 4 for a classic 4x4 one, else n - 1 (with two values absent,
 * swapping them makes a second solution).
 */
int
sdk_gen_clues_least(const struct sdk_gen_opts *o)
{
	int bh, bw;

	gen_boxes(o, &bh, &bw);
	if (o->var == 0 && bh == bw && o->n == 9)
		return 17;
	if (o->var == 0 && bh == bw && o->n == 4)
		return 4;
	return o->n - 1;
}

/*
 * Tells whether sdk_gen can be asked for o->clues givens (0: a minimal
 * puzzle) on the shape of o with symmetry o->symmetry. Returns 0 when it
 * can, -1 when the count is impossible: below sdk_gen_clues_least, above
 * n * n, or out of reach of the orbits of the symmetry (of every
 * symmetry that fits the shape, for random), or the symmetry does not
 * fit the shape.
 */
int
sdk_gen_clues_ok(const struct sdk_gen_opts *o)
{
	int n = o->n, sym = o->symmetry, clues = o->clues, s;

	if (!sdk_side_ok(n) || !sdk_gen_sym_fits(o, sym))
		return -1;
	if (clues == 0)
		return 0;
	if (clues > n * n || clues < sdk_gen_clues_least(o) || clues < 1)
		return -1;
	if (sym != SDK_SYM_RANDOM)
		return sym_reaches(n, sym, clues) ? 0 : -1;
	for (s = SDK_SYM_ROT180; s < SDK_SYM_RANDOM; s++)
		if (sdk_gen_sym_fits(o, s) && sym_reaches(n, s, clues))
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
	unsigned m = 0;
	int k;

	for (k = 0; k < f->geo->ncellhouse[i]; k++)
		m |= f->used[h[k]];
	return f->all & ~m;
}

/* Sets (on) or clears the value bit b in the houses of cell i of f. */
static void
fill_mark(struct fill *f, int i, unsigned b, int on)
{
	const unsigned char *h = f->geo->cellhouse[i];
	int k;

	for (k = 0; k < f->geo->ncellhouse[i]; k++)
		if (on)
			f->used[h[k]] |= b;
		else
			f->used[h[k]] &= ~b;
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
		k = sdk_hum_pop(m);
		if (k < bestk) {
			best = i;
			bestk = k;
			bm = m;
			if (k <= 1)
				break;
		}
	}
	while (bm != 0) {
		k = sdk_hum_pop(bm);
		b = nthbit(bm, k == 1 ? 0 : (int)sdk_rng_below(f->rng, k));
		bm &= ~b;
		f->cell[best] = (unsigned char)bitvalue(b);
		fill_mark(f, best, b, 1);
		if ((r = fill_rec(f, left - 1)) != 0)
			return r;
		fill_mark(f, best, b, 0);
		f->cell[best] = 0;
	}
	return 0;
}

/*
 * Fills the grid of f (a random first row, no more) by the bit engine of
 * the fast solver, after n more values at random cells, each among those
 * its peers allow, within budget guesses (0: no limit): for the shapes
 * whose random fill keeps running too long (16x16 windoku, jigsaw maps).
 * Returns 0 with the grid in g, or -1 when those values admit no
 * solution or the budget ran out.
 */
static int
fill_solve(struct fill *f, const struct sdk_grid *like, struct sdk_grid *g,
    long budget)
{
	struct sdk_grid t;
	struct hunt h;
	unsigned m, b;
	int j, i, n = like->n;

	sdk_grid_init_like(&t, like);
	for (j = 0; j < n; j++) {
		i = n + (int)sdk_rng_below(f->rng, (uint32_t)(n * n - n));
		if (f->cell[i] != 0 || (m = fill_allowed(f, i)) == 0)
			continue;
		b = nthbit(m, (int)sdk_rng_below(f->rng,
		    (uint32_t)sdk_hum_pop(m)));
		f->cell[i] = (unsigned char)bitvalue(b);
		fill_mark(f, i, b, 1);
	}
	memcpy(t.cell, f->cell, (size_t)(n * n));
	memset(&h, 0, sizeof(h));
	h.pick = PICK_FAST;
	h.lockall = 1;
	h.limit = 1;
	h.budget = budget;
	h.first = g;
	sdk_bits_run(&t, &h);
	return h.count == 1 ? 0 : -1;
}

/*
 * Makes g a random full grid of the shape of like (geometry geo) from
 * rng: the first row is a random permutation, the rest is filled by
 * randomized backtracking, started again (with the generator where it
 * is) on a search that runs too long, at most restarts times (0: no
 * limit). On a grid that is not classic, the starts after the first
 * FILL_SOLVE are finished by the solver from a few more random values
 * instead, within FILL_BUDGET guesses when restarts has a limit, else
 * within a budget that doubles from it at each start (the random values
 * can leave no solution, which an unbounded search may take hours to
 * prove on 16x16). Returns
 * 0, or -1 when every start ran too long (a jigsaw map may admit no grid
 * at all).
 */
int
sdk_gen_fill_like(struct sdk_grid *g, const struct sdk_grid *like,
    const struct sdk_geom *geo, struct sdk_rng *rng, int restarts)
{
	struct fill f;
	int perm[SDK_MAXN], c, n = like->n, k, solve;

	f.geo = geo;
	f.rng = rng;
	f.all = (1u << n) - 1;
	f.budget = 20L * n * n;
	solve = !sdk_grid_classic(like);
	for (k = 0;; k++) {
		if (restarts > 0 && k == restarts)
			return -1;
		memset(f.used, 0, sizeof(f.used));
		memset(f.cell, 0, sizeof(f.cell));
		for (c = 0; c < n; c++)
			perm[c] = c + 1;
		sdk_rng_shuffle(rng, perm, n);
		for (c = 0; c < n; c++) {
			f.cell[c] = (unsigned char)perm[c];
			fill_mark(&f, c, 1u << (perm[c] - 1), 1);
		}
		if (solve && k >= FILL_SOLVE) {
			if (fill_solve(&f, like, g, restarts > 0 ? FILL_BUDGET :
			    FILL_BUDGET << (k - FILL_SOLVE < 20 ? k - FILL_SOLVE :
			    20)) == 0)
				return 0;
			continue;
		}
		f.nodes = 0;
		if (fill_rec(&f, n * n - n) == 1)
			break;
	}
	sdk_grid_init_like(g, like);
	memcpy(g->cell, f.cell, (size_t)(n * n));
	return 0;
}

/* Makes g a random full classic grid of side n from rng. */
void
sdk_gen_fill(struct sdk_grid *g, int n, struct sdk_rng *rng)
{
	sdk_grid_init(g, n);
	sdk_gen_fill_like(g, g, sdk_geom(n), rng, 0);
}

/*
 * Returns 1 when puzzle p (geometry geo), made from a puzzle with the
 * single solution sol by emptying the cells cells[0..k-1], still has a
 * single solution, else 0. p is left as it was. The checks that go to
 * clause learning share what it learns through mem (NULL: they do not).
 */
int
sdk_gen_still_unique(struct sdk_grid *p, const struct sdk_grid *sol,
    const struct sdk_geom *geo, const int *cells, int k,
    struct sdk_satmem *mem)
{
	unsigned all = (1u << p->n) - 1, used;
	int j, q, c;

	for (j = 0; j < k; j++) {
		c = cells[j];
		used = 1u << (sol->cell[c] - 1);
		for (q = 0; q < geo->npeer[c]; q++)
			if (p->cell[geo->peer[c][q]] != 0)
				used |= 1u << (p->cell[geo->peer[c][q]] - 1);
		if ((all & ~used) != 0 &&
		    sdk_solve_exists_mem(p, c, sol->cell[c], sol, mem))
			return 0;
	}
	return 1;
}

/*
 * Returns 1 when some of the given orbits of puz other than orbit skip
 * hold exactly target cells together, else 0: emptying orbit skip keeps
 * an exact clue count within reach.
 */
static int
can_reach(const struct sdk_grid *puz, const struct sdk_orbits *o, int skip,
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
    const struct sdk_geom *geo, const struct sdk_orbits *o, const int *order,
    int k, int clues, int left, struct sdk_satmem *mem)
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
		if (sdk_gen_still_unique(puz, sol, geo, cells, size, mem))
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
    const struct sdk_geom *geo, const struct sdk_orbits *o, int clues,
    int left, long moves, struct sdk_rng *rng, struct sdk_satmem *mem)
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
		left = gen_pass(puz, sol, geo, o, given, ng, clues, left, mem);
	}
	return left;
}

/*
 * One try: fills the solution grid sol (of its shape, geometry geo)
 * unless filled is set, and empties orbits in a random order while the
 * puzzle stays unique (sdk_gen_order's on the shapes it serves, unless
 * even), stopping at clues givens when clues is not 0, then walks below
 * the minimal puzzle when it has more. A minimal puzzle's pass runs on
 * threads threads when that is more than one. Returns the number of
 * givens left.
 */
static int
gen_try(struct sdk_grid *puz, struct sdk_grid *sol,
    const struct sdk_geom *geo, const struct sdk_orbits *o, int filled,
    int clues, long moves, int threads, int even, struct sdk_rng *rng)
{
	int order[SDK_MAXCELLS], k, left;
	/* Clause learning runs on sides of 12 and more (solve.c). */
	struct sdk_satmem *mem = sol->n >= 12 ? sdk_satmem_new() : NULL;

	if (!filled)
		sdk_gen_fill_like(sol, sol, geo, rng, 0);
	*puz = *sol;
	for (k = 0; k < o->norbits; k++)
		order[k] = k;
	sdk_rng_shuffle(rng, order, o->norbits);
	if (sdk_gen_order_serves(sol) && !even)
		sdk_gen_order(order, o, geo, rng);
	if (threads > 1 && clues == 0)
		left = sdk_gen_pass_shared(puz, sol, geo, o, order,
		    o->norbits, sol->ncells, threads);
	else
		left = gen_pass(puz, sol, geo, o, order, o->norbits, clues,
		    sol->ncells, mem);
	if (clues != 0 && left > clues)
		left = gen_lower(puz, sol, geo, o, clues, left, moves, rng,
		    mem);
	sdk_satmem_free(mem);
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
	*tries = n == 4 ? 1000 : n <= 8 ? 50 : n == 9 ? 20 : 3;
	*moves = n == 4 ? 100 : n <= 8 ? 2000 : n == 9 ? 20000 : 20;
}

/* Region maps tried for a jigsaw grid, and fills tried on each one. */
#define JIGSAW_MAPS 1000
#define JIGSAW_FILLS 8

/*
 * Makes sol the empty grid of the shape of o (a jigsaw grid gets a
 * random region map from rng, its geometry built in space, and a full
 * grid filled on it: the first map that takes one within JIGSAW_FILLS
 * starts). Sets *filled when sol is full. Returns its geometry, or NULL
 * when no map of JIGSAW_MAPS took a grid.
 */
static const struct sdk_geom *
gen_shape(const struct sdk_gen_opts *o, struct sdk_rng *rng,
    struct sdk_grid *sol, struct sdk_geom *space, int *filled)
{
	unsigned char region[SDK_MAXCELLS];
	const struct sdk_geom *geo;
	char err[80];
	int bh, bw, k;

	*filled = 0;
	if (!(o->var & SDK_VAR_JIGSAW)) {
		gen_boxes(o, &bh, &bw);
		if (o->var == 0 && bh == bw)
			sdk_grid_init(sol, o->n);
		else if (sdk_grid_shape(sol, o->n, bh, bw, o->var, NULL, err,
		    sizeof(err)) < 0)
			return NULL;
		return sdk_grid_geom(sol, space);
	}
	for (k = 0; k < JIGSAW_MAPS; k++) {
		sdk_gen_jigsaw(o->n, rng, region);
		if (sdk_grid_shape(sol, o->n, 0, 0, o->var, region, err,
		    sizeof(err)) < 0)
			return NULL;
		geo = sdk_grid_geom(sol, space);
		if (sdk_gen_fill_like(sol, sol, geo, rng, JIGSAW_FILLS) == 0) {
			*filled = 1;
			return geo;
		}
	}
	return NULL;
}

/*
 * Makes sol a random full grid of the shape of o (a jigsaw grid on a
 * random region map) with the generator rng, as sdk_gen starts. Returns
 * 0, or -3 when no jigsaw region map took a grid.
 */
int
sdk_gen_solution(const struct sdk_gen_opts *o, struct sdk_rng *rng,
    struct sdk_grid *sol)
{
	struct sdk_geom space;
	const struct sdk_geom *geo;
	int filled;

	if ((geo = gen_shape(o, rng, sol, &space, &filled)) == NULL)
		return -3;
	if (!filled)
		sdk_gen_fill_like(sol, sol, geo, rng, 0);
	return 0;
}

/*
 * Makes one puzzle with the generator rng, as o asks: puz gets the
 * puzzle, sol its solution. Returns 0, -1 when the clue count of o was
 * not reached within the bounds (puz then holds the last try), -3 when no
 * jigsaw region map took a grid.
 */
int
sdk_gen(const struct sdk_gen_opts *o, struct sdk_rng *rng,
    struct sdk_grid *puz, struct sdk_grid *sol)
{
	struct sdk_orbits orb;
	struct sdk_geom space;
	const struct sdk_geom *geo;
	int sym = o->symmetry, can[SDK_SYM_COUNT], ncan = 0, s, left, filled;
	long tries = 0, maxtries, moves;

	if (sym == SDK_SYM_RANDOM)
		for (s = SDK_SYM_ROT180; s < SDK_SYM_RANDOM; s++)
			if (sdk_gen_sym_fits(o, s) && (o->clues == 0 ||
			    sym_reaches(o->n, s, o->clues)))
				can[ncan++] = s;
	sdk_gen_bounds(o->n, &maxtries, &moves);
	if (o->tries > 0)
		maxtries = o->tries;
	if (o->moves > 0)
		moves = o->moves;
	if ((geo = gen_shape(o, rng, sol, &space, &filled)) == NULL)
		return -3;
	do {
		/* A random symmetry is drawn again for each try. */
		if (o->symmetry == SDK_SYM_RANDOM || tries == 0) {
			if (o->symmetry == SDK_SYM_RANDOM)
				sym = ncan > 0 ?
				    can[sdk_rng_below(rng, ncan)] :
				    SDK_SYM_NONE;
			sdk_orbits_make(&orb, o->n, sym);
		}
		tries++;
		left = gen_try(puz, sol, geo, &orb, filled, o->clues, moves,
		    o->threads, o->even, rng);
		filled = 0;
	} while (o->clues != 0 && left != o->clues && tries < maxtries);
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
		for (q = 0; q < geo->npeer[i]; q++)
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

/*
 * Returns how many solution grids sdk_gen_nth walks, by default, to find
 * a puzzle that a filter keeps.
 */
long
sdk_gen_tries(int n)
{
	return n == 4 ? 20 : n <= 9 ? 50 : 5;
}

/*
 * Makes puzzle i of a run from (seed, i) alone, as o asks, into puz and
 * sol. With a filter f (not NULL), the puzzle is rated as Sudoku
 * Explainer would, and walked into f's level and range (sdk_gen_rated);
 * r (may be NULL) then gets its rating. Returns 0, -1 when the clue
 * count of o was not reached, -2 when no puzzle passed the filter, -3
 * when no jigsaw region map took a grid.
 */
int
sdk_gen_nth(const struct sdk_gen_opts *o, uint64_t seed, long i,
    const struct sdk_gen_filter *f, struct sdk_grid *puz,
    struct sdk_grid *sol, struct sdk_serating *r)
{
	struct sdk_rng rng;
	struct sdk_serating rt;
	long moves;
	int rc;

	sdk_rng_seed2(&rng, seed, (uint64_t)i);
	if (f == NULL) {
		rc = sdk_gen(o, &rng, puz, sol);
		return rc < 0 ? rc : 0;
	}
	moves = f->moves > 0 ? f->moves : o->n == 4 ? 50 : o->n == 9 ?
	    (f->level == SDK_LEVEL_EXTREME || f->min >= 90 ? 3000 : 300) :
	    100;
	if (sdk_gen_rated(o, &rng, f, moves, puz, sol, r ? r : &rt) < 0)
		return -2;
	return 0;
}
