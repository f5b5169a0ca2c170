/*
 * solve-cell.c: the fast engine for 4x4 grids and every shape that is not
 * classic (9x9 and 16x16 grids have solve-band.c and solve-band16.c): a
 * candidate mask per cell, naked and hidden singles over every house,
 * locked candidates where two houses cross, branching on the cell with
 * the fewest candidates. It allocates no memory.
 */
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

static pthread_once_t poponce = PTHREAD_ONCE_INIT;
static unsigned char popT[256];

/* Builds the bit count table; run once through pthread_once. */
static void
popinit(void)
{
	uint32_t x;

	for (x = 0; x < 256; x++)
		popT[x] = (unsigned char)sdk_popcount(x);
}

/* Returns the number of bits set in the 16-bit value x. */
static inline int
pop16(unsigned x)
{
	return popT[x & 0xFF] + popT[(x >> 8) & 0xFF];
}

/* The cell engine for 4x4 and 16x16 (and any size). */
struct gstate {
	uint16_t cand[SDK_MAXCELLS];
	unsigned char done[SDK_MAXCELLS];
	int left;
};

/* Where two houses cross in two cells or more (shapes not classic). */
struct gcross {
	unsigned char a, b;		/* the houses */
	unsigned char ncell;		/* the cells they share */
	unsigned char cell[SDK_MAXN];
};

#define MAXCROSS (SDK_MAXHOUSES * SDK_MAXHOUSES / 2)

struct gctx {
	const struct sdk_geom *geo;
	const struct sdk_grid *like;	/* the shape of a solution */
	int n;
	unsigned all;
	int classic;
	int ncross;
	struct gcross *cross;
};

/*
 * Puts the value bit in cell i and propagates naked singles. Returns 0,
 * or -1 on a contradiction.
 */
static int
gassign(struct gstate *s, const struct gctx *c, int i, unsigned bit)
{
	const struct sdk_geom *geo = c->geo;
	int q[SDK_MAXCELLS], nq = 0, j, p;

	if (!(s->cand[i] & bit))
		return -1;
	s->cand[i] = (uint16_t)bit;
	q[nq++] = i;
	while (nq > 0) {
		i = q[--nq];
		if (s->done[i])
			continue;
		s->done[i] = 1;
		s->left--;
		bit = s->cand[i];
		for (j = 0; j < geo->npeer[i]; j++) {
			p = geo->peer[i][j];
			if (!(s->cand[p] & bit))
				continue;
			if (s->done[p])
				return -1;
			s->cand[p] &= ~bit;
			if (s->cand[p] == 0)
				return -1;
			if ((s->cand[p] & (s->cand[p] - 1)) == 0)
				q[nq++] = p;
		}
	}
	return 0;
}

/*
 * Removes the values m from cell i of s, placing the value left when one
 * is. Returns 1 when it removed any, 0 when none, -1 on a contradiction.
 */
static int
gremove(struct gstate *s, const struct gctx *c, int i, unsigned m)
{
	unsigned x;

	if (!(s->cand[i] & m))
		return 0;
	if (s->done[i])
		return -1;
	x = s->cand[i] & ~m;
	if (x == 0)
		return -1;
	s->cand[i] = (uint16_t)x;
	if ((x & (x - 1)) == 0 && gassign(s, c, i, x) < 0)
		return -1;
	return 1;
}

/*
 * Locked candidates: a value whose places in a box lie in one row (or
 * column) leaves the rest of that row; a value whose places in a row (or
 * column) lie in one box leaves the rest of that box. Works on the
 * segments where a line crosses a box. Returns 1 when it removed
 * candidates, 0 when not, -1 on a contradiction.
 */
static int
glocked(struct gstate *s, const struct gctx *c)
{
	unsigned seg[SDK_MAXN][SDK_MAXN / 2], once, twice, m;
	int n = c->n, bx = c->geo->box, t, l, k, j, q, i, r, ch = 0;

	/* t 0: rows and their segments; t 1: columns. */
	for (t = 0; t < 2; t++) {
		for (l = 0; l < n; l++)
			for (k = 0; k < bx; k++) {
				m = 0;
				for (j = 0; j < bx; j++)
					m |= s->cand[t == 0 ? l * n + k * bx + j :
					    (k * bx + j) * n + l];
				seg[l][k] = m;
			}
		/* A line's value in one of its segments: the box loses it. */
		for (l = 0; l < n; l++) {
			once = twice = 0;
			for (k = 0; k < bx; k++) {
				twice |= once & seg[l][k];
				once |= seg[l][k];
			}
			once &= ~twice;
			for (k = 0; k < bx && once != 0; k++) {
				if ((m = seg[l][k] & once) == 0)
					continue;
				for (q = 0; q < bx; q++) {
					if (l / bx * bx + q == l)
						continue;
					for (j = 0; j < bx; j++) {
						i = t == 0 ? (l / bx * bx + q) *
						    n + k * bx + j : (k * bx +
						    j) * n + l / bx * bx + q;
						if ((r = gremove(s, c, i, m)) < 0)
							return -1;
						ch |= r;
					}
				}
			}
		}
		/* A box's value in one of its lines: the line loses it. */
		for (l = 0; l < n; l += bx)
			for (k = 0; k < bx; k++) {
				once = twice = 0;
				for (q = 0; q < bx; q++) {
					twice |= once & seg[l + q][k];
					once |= seg[l + q][k];
				}
				once &= ~twice;
				for (q = 0; q < bx && once != 0; q++) {
					if ((m = seg[l + q][k] & once) == 0)
						continue;
					for (j = 0; j < n; j++) {
						if (j / bx == k)
							continue;
						i = t == 0 ? (l + q) * n + j :
						    j * n + l + q;
						if ((r = gremove(s, c, i, m)) < 0)
							return -1;
						ch |= r;
					}
				}
			}
	}
	return ch;
}

/*
 * Locked candidates on any shape: where houses a and b cross, a value
 * whose places in a all lie in the crossing leaves the rest of b, and the
 * other way round. Returns 1 when it removed candidates, 0 when not, -1
 * on a contradiction.
 */
static int
glockedany(struct gstate *s, const struct gctx *c)
{
	const struct sdk_geom *geo = c->geo;
	unsigned char in[SDK_MAXCELLS];
	unsigned mi, ma, mb, m;
	int x, k, i, r, ch = 0, side;

	memset(in, 0, (size_t)geo->ncells);
	for (x = 0; x < c->ncross; x++) {
		const struct gcross *cr = &c->cross[x];

		mi = ma = mb = 0;
		for (k = 0; k < cr->ncell; k++) {
			mi |= s->cand[cr->cell[k]];
			in[cr->cell[k]] = 1;
		}
		for (k = 0; k < c->n; k++) {
			if (!in[geo->house[cr->a][k]])
				ma |= s->cand[geo->house[cr->a][k]];
			if (!in[geo->house[cr->b][k]])
				mb |= s->cand[geo->house[cr->b][k]];
		}
		for (side = 0; side < 2; side++) {
			int h = side ? cr->a : cr->b;

			m = mi & ~(side ? mb : ma);
			if (m == 0)
				continue;
			for (k = 0; k < c->n; k++) {
				i = geo->house[h][k];
				if (in[i])
					continue;
				if ((r = gremove(s, c, i, m)) < 0)
					goto fail;
				ch |= r;
			}
		}
		for (k = 0; k < cr->ncell; k++)
			in[cr->cell[k]] = 0;
	}
	return ch;
fail:
	return -1;
}

/*
 * Finds where the houses of geo cross in two cells or more, into cross
 * (MAXCROSS at most). Returns how many.
 */
static int
gcrossings(const struct sdk_geom *geo, struct gcross *cross)
{
	unsigned char where[SDK_MAXCELLS];
	int a, b, k, nc = 0, i;

	for (a = 0; a < geo->nhouses; a++) {
		memset(where, 0, (size_t)geo->ncells);
		for (k = 0; k < geo->n; k++)
			where[geo->house[a][k]] = 1;
		for (b = a + 1; b < geo->nhouses; b++) {
			struct gcross *cr = &cross[nc];

			cr->ncell = 0;
			for (k = 0; k < geo->n; k++) {
				i = geo->house[b][k];
				if (where[i])
					cr->cell[cr->ncell++] = (unsigned char)i;
			}
			if (cr->ncell < 2 || nc == MAXCROSS)
				continue;
			cr->a = (unsigned char)a;
			cr->b = (unsigned char)b;
			nc++;
		}
	}
	return nc;
}

/*
 * Propagates hidden singles (and the naked singles they cause) until
 * nothing changes, then locked candidates, and again while they remove
 * any. Returns 0, or -1 on a contradiction.
 */
static int
gprop(struct gstate *s, const struct gctx *c)
{
	const struct sdk_geom *geo = c->geo;
	unsigned once, twice, m, hid, bit;
	int h, k, i, progress;

	do {
		progress = 0;
		for (h = 0; h < geo->nhouses; h++) {
			once = twice = 0;
			for (k = 0; k < c->n; k++) {
				m = s->cand[geo->house[h][k]];
				twice |= once & m;
				once |= m;
			}
			if (once != c->all)
				return -1;
			for (hid = once & ~twice; hid != 0; hid &= hid - 1) {
				bit = hid & -hid;
				for (k = 0; k < c->n; k++)
					if (s->cand[geo->house[h][k]] & bit)
						break;
				if (k == c->n)
					return -1;
				i = geo->house[h][k];
				if (s->done[i])
					continue;
				if (gassign(s, c, i, bit) < 0)
					return -1;
				progress = 1;
			}
		}
		if (!progress && s->left > 0 && (progress = c->classic ?
		    glocked(s, c) : glockedany(s, c)) < 0)
			return -1;
	} while (progress);
	return 0;
}

static void gsearch(struct gstate *s, const struct gctx *c, struct hunt *h);

/*
 * Returns 1 when a short fewest-candidates search (64 guesses at most)
 * proves that state s has no solution. On a 16x16 grid the reading-order
 * search asks before each guess once it has made 256: alone, it can
 * spend minutes in a part of the grid without a solution that this
 * search sees through in a few guesses.
 */
static int
grefuted(const struct gstate *s, const struct gctx *c)
{
	struct gstate t = *s;
	struct hunt p;

	memset(&p, 0, sizeof(p));
	p.pick = PICK_FAST;
	p.limit = 1;
	p.budget = 64;
	gsearch(&t, c, &p);
	return p.count == 0 && p.guesses <= p.budget;
}

/* Searches from state s (which it may change). */
static void
gsearch(struct gstate *s, const struct gctx *c, struct hunt *h)
{
	struct gstate t;
	int i, best = -1, bc = 99, k;
	unsigned m, bit;

	if (gprop(s, c) < 0)
		return;
	if (h->budget > 0 && h->guesses > h->budget) {
		h->stop = 1;
		return;
	}
	if (h->pick == PICK_FIRST && c->n >= 12 && h->guesses >= 256 &&
	    s->left > 0 && grefuted(s, c))
		return;
	if (s->left == 0) {
		sdk_grid_init_like(&h->work, c->like);
		for (i = 0; i < c->n * c->n; i++)
			h->work.cell[i] =
			    (unsigned char)(sdk_lowbit(s->cand[i]) + 1);
		sdk_hunt_found(h, &h->work);
		return;
	}
	for (i = 0; i < c->n * c->n; i++) {
		if (s->done[i])
			continue;
		if (h->pick == PICK_FIRST) {
			best = i;
			break;
		}
		k = pop16(s->cand[i]);
		if (k < bc) {
			bc = k;
			best = i;
			if (k == 2)
				break;
		}
	}
	if (best < 0)
		return;
	for (m = s->cand[best]; m != 0; m &= m - 1) {
		bit = m & -m;
		h->guesses++;
		if ((m & (m - 1)) == 0) {
			if (gassign(s, c, best, bit) == 0)
				gsearch(s, c, h);
			return;
		}
		t = *s;
		if (gassign(&t, c, best, bit) == 0)
			gsearch(&t, c, h);
		if (h->stop)
			return;
	}
}

/* Runs the cell engine on g with the hunt h set up. */
void
sdk_cell_run(const struct sdk_grid *g, struct hunt *h)
{
	struct gcross cross[MAXCROSS];
	struct sdk_geom space;
	struct gstate s;
	struct gctx c;
	int i;

	pthread_once(&poponce, popinit);
	c.geo = sdk_grid_geom(g, &space);
	c.like = g;
	c.classic = sdk_grid_classic(g);
	c.cross = cross;
	c.ncross = c.classic ? 0 : gcrossings(c.geo, cross);
	c.n = g->n;
	c.all = (1u << g->n) - 1;
	s.left = g->ncells;
	for (i = 0; i < g->ncells; i++) {
		s.cand[i] = (uint16_t)c.all;
		s.done[i] = 0;
	}
	for (i = 0; i < g->ncells; i++)
		if (g->cell[i] != 0 &&
		    gassign(&s, &c, i, 1u << (g->cell[i] - 1)) < 0)
			return;
	if (h->cand != NULL)
		for (i = 0; i < g->ncells; i++)
			if (gremove(&s, &c, i, c.all & ~h->cand[i]) < 0)
				return;
	gsearch(&s, &c, h);
}
