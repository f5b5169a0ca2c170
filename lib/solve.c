/*
 * solve.c: the exact solvers of the toolkit, the conflicts of a grid in
 * words, and the parallel record loop of the tools that solve.
 *
 * The fast method has two engines. 9x9 grids use a band engine: for each
 * digit and each band of three rows, a 27-bit word holds the cells where
 * the digit can still go. Table lookups do the work of the constraints
 * inside a band (each row and each box of the band holds the digit once,
 * which gives hidden singles and locked candidates in one step), a box
 * whose digit sits in one column clears that column in the other bands,
 * and bit-sliced counts find naked singles and two-candidate cells to
 * branch on. 4x4 and 16x16 grids use a cell engine: a candidate mask per
 * cell, naked and hidden singles, branching on the cell with the fewest
 * candidates. Neither allocates memory.
 *
 * Both engines can branch on the first empty cell in reading order with
 * values upwards: the first solution found that way is the
 * lexicographically least, the canonical answer, because propagation
 * never removes a solution.
 */
#include <sys/stat.h>

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sdk.h"

#define B27 0x7FFFFFFu
#define COL27 0x40201u		/* one column of a band */
#define BOX27 0x1C0E07u		/* one box of a band */

/* How a search picks the cell to branch on, and when it stops. */
enum {
	PICK_FAST,		/* fewest candidates */
	PICK_FIRST		/* first empty cell in reading order */
};

/* What every search shares: limits, counts and the solution sink. */
struct hunt {
	int pick;
	long limit;		/* stop at this many solutions; 0: none */
	long count;
	long guesses;
	int stop;
	long budget;		/* stop after this many guesses; 0: none */
	struct sdk_grid *first;	/* the first solution, when not NULL */
	int (*found)(const struct sdk_grid *sol, void *arg);
	void *arg;
	struct sdk_grid work;	/* a solution being reported */
};

static pthread_once_t tablesonce = PTHREAD_ONCE_INIT;
static uint32_t shrinkT[512];	/* a row of 9 bits -> boxes it touches */
static uint32_t complexT[512];	/* row x box presence -> allowed cells */
static uint16_t stackT[512];	/* band x column presence -> allowed */
static uint32_t colT9[512];	/* 9 column bits -> those columns of a band */
static uint32_t keepT[27];	/* place at pos: clear the rest of row, box */
static uint32_t colT[27];	/* clear the column of pos */
static unsigned char othA[27], othB[27];	/* same digit, other bands */
static unsigned char popT[256];

/* Returns the index of the lowest set bit of x (x != 0). */
static inline int
lowbit(uint32_t x)
{
#ifdef __GNUC__
	return __builtin_ctz(x);
#else
	int k = 0;

	while (!(x & 1)) {
		x >>= 1;
		k++;
	}
	return k;
#endif
}

/* Returns the number of bits set in the 16-bit value x. */
static inline int
pop16(unsigned x)
{
	return popT[x & 0xFF] + popT[(x >> 8) & 0xFF];
}

/* Builds the lookup tables; run once through pthread_once. */
static void
tablesinit(void)
{
	static const int perm[6][3] = {
		{ 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 },
		{ 1, 2, 0 }, { 2, 0, 1 }, { 2, 1, 0 }
	};
	uint32_t x, m, t;
	int p, r, s, pos, c;

	for (x = 0; x < 256; x++)
		popT[x] = (unsigned char)sdk_popcount(x);
	for (x = 0; x < 512; x++) {
		shrinkT[x] = (x & 7 ? 1 : 0) | (x & 070 ? 2 : 0) |
		    (x & 0700 ? 4 : 0);
		m = 0;
		for (s = 0; s < 9; s++)
			if (x & 1u << s)
				m |= COL27 << s;
		colT9[x] = m;
		/*
		 * x has bit 3r+s when row r of the band can hold the digit in
		 * box s; keep the row-box pairs of every way to put the digit
		 * once in each row and once in each box.
		 */
		m = 0;
		for (p = 0; p < 6; p++) {
			for (r = 0; r < 3; r++)
				if (!(x & 1u << (3 * r + perm[p][r])))
					break;
			if (r < 3)
				continue;
			for (r = 0; r < 3; r++)
				m |= 7u << (9 * r + 3 * perm[p][r]);
		}
		complexT[x] = m;
		/*
		 * The same for a stack: x has bit 3b+c when band b can hold
		 * the digit in column c of the stack.
		 */
		t = 0;
		for (r = 0; r < 3; r++)
			for (s = 0; s < 3; s++)
				if (m & 1u << (9 * r + 3 * s))
					t |= 1u << (3 * r + s);
		stackT[x] = (uint16_t)t;
	}
	for (pos = 0; pos < 27; pos++) {
		r = pos / 9;
		c = pos % 9;
		keepT[pos] = (B27 & ~((0x1FFu << (9 * r)) |
		    (BOX27 << (3 * (c / 3))))) | 1u << pos;
		colT[pos] = B27 & ~(COL27 << c);
		othA[pos] = (unsigned char)(pos / 3 * 3 + (pos % 3 + 1) % 3);
		othB[pos] = (unsigned char)(pos / 3 * 3 + (pos % 3 + 2) % 3);
	}
}

/* Makes sure the tables are built. */
static void
tables(void)
{
	pthread_once(&tablesonce, tablesinit);
}

/*
 * Records one solution: counts it, keeps the first, hands it on. Sets
 * h->stop when the limit is reached or the sink asks to stop.
 */
static void
hunt_found(struct hunt *h, const struct sdk_grid *sol)
{
	h->count++;
	if (h->count == 1 && h->first != NULL)
		*h->first = *sol;
	if (h->found != NULL && h->found(sol, h->arg) != 0)
		h->stop = 1;
	if (h->limit > 0 && h->count >= h->limit)
		h->stop = 1;
}

/* The band engine for 9x9. f[3d+b]: cells of band b open to digit d. */
struct bstate {
	uint32_t f[27];
	uint32_t p[27];		/* f as last propagated */
	uint32_t u[3];		/* unsolved cells of each band */
};

/*
 * Propagates the constraints inside band b for digit d: each row and each
 * box of the band holds d once. A row left with one cell solves it: the
 * other digits leave that cell. Returns 0, or -1 on a contradiction.
 */
static inline int
bband(struct bstate *s, int d, int b)
{
	int k = 3 * d + b;
	uint32_t a = s->f[k], sh, r, sing, nw;

	sh = shrinkT[a & 0x1FF] | shrinkT[(a >> 9) & 0x1FF] << 3 |
	    shrinkT[a >> 18] << 6;
	a &= complexT[sh];
	if (a == 0)
		return -1;
	s->f[k] = s->p[k] = a;
	sing = 0;
	r = a & 0x1FF;
	if ((r & (r - 1)) == 0)
		sing |= r;
	r = a & 0x3FE00;
	if ((r & (r - 1)) == 0)
		sing |= r;
	r = a & 0x7FC0000;
	if ((r & (r - 1)) == 0)
		sing |= r;
	nw = sing & s->u[b];
	if (nw != 0) {
		uint32_t *g = &s->f[b];

		s->u[b] &= ~nw;
		nw = ~nw;
		g[0] &= nw;
		g[3] &= nw;
		g[6] &= nw;
		g[9] &= nw;
		g[12] &= nw;
		g[15] &= nw;
		g[18] &= nw;
		g[21] &= nw;
		g[24] &= nw;
		s->f[k] = a;
	}
	return 0;
}

/*
 * Propagates the constraints of digit d: inside each band, then inside
 * each stack (each column and each box of a stack holds d once), until
 * they agree. Returns 0, or -1 on a contradiction.
 */
static inline int
bdigit(struct bstate *s, int d)
{
	uint32_t *f = &s->f[3 * d], *p = &s->p[3 * d];
	uint32_t c0, c1, c2, a0, a1, a2, x, y;

	for (;;) {
		if (f[0] != p[0] && bband(s, d, 0) < 0)
			return -1;
		if (f[1] != p[1] && bband(s, d, 1) < 0)
			return -1;
		if (f[2] != p[2] && bband(s, d, 2) < 0)
			return -1;
		c0 = (f[0] | f[0] >> 9 | f[0] >> 18) & 0x1FF;
		c1 = (f[1] | f[1] >> 9 | f[1] >> 18) & 0x1FF;
		c2 = (f[2] | f[2] >> 9 | f[2] >> 18) & 0x1FF;
		x = (c0 & 7) | (c1 & 7) << 3 | (c2 & 7) << 6;
		if ((y = stackT[x]) == 0)
			return -1;
		a0 = y & 7;
		a1 = (y >> 3) & 7;
		a2 = y >> 6;
		x = ((c0 >> 3) & 7) | (c1 & 070) | ((c2 >> 3) & 7) << 6;
		if ((y = stackT[x]) == 0)
			return -1;
		a0 |= (y & 7) << 3;
		a1 |= y & 070;
		a2 |= (y >> 6) << 3;
		x = (c0 >> 6) | (c1 >> 6) << 3 | (c2 >> 6) << 6;
		if ((y = stackT[x]) == 0)
			return -1;
		a0 |= (y & 7) << 6;
		a1 |= (y & 070) << 3;
		a2 |= (y >> 6) << 6;
		f[0] &= colT9[a0];
		f[1] &= colT9[a1];
		f[2] &= colT9[a2];
		if (f[0] == p[0] && f[1] == p[1] && f[2] == p[2])
			return 0;
	}
}

/* Adds x to the bit-sliced counts one (one or more), two (two or more). */
#define ONETWO(x) do {						\
	uint32_t x_ = (x);					\
	two |= one & x_;					\
	one |= x_;						\
} while (0)

/* Propagates digit d when one of its blocks changed. */
#define DIGIT(d) do {						\
	if ((s->f[3 * (d)] != s->p[3 * (d)] ||			\
	    s->f[3 * (d) + 1] != s->p[3 * (d) + 1] ||		\
	    s->f[3 * (d) + 2] != s->p[3 * (d) + 2])) {		\
		if (bdigit(s, (d)) < 0)				\
			return -1;				\
		changed = 1;					\
	}							\
} while (0)

/*
 * Propagates until nothing changes: the blocks, then naked singles.
 * Returns 0, or -1 on a contradiction.
 */
static int
bprop(struct bstate *s)
{
	uint32_t one, two, x, ns;
	int k, b, changed, placed;

	for (;;) {
		do {
			changed = 0;
			DIGIT(0);
			DIGIT(1);
			DIGIT(2);
			DIGIT(3);
			DIGIT(4);
			DIGIT(5);
			DIGIT(6);
			DIGIT(7);
			DIGIT(8);
		} while (changed);
		placed = 0;
		for (b = 0; b < 3; b++) {
			if (s->u[b] == 0)
				continue;
			one = two = 0;
			ONETWO(s->f[b]);
			ONETWO(s->f[b + 3]);
			ONETWO(s->f[b + 6]);
			ONETWO(s->f[b + 9]);
			ONETWO(s->f[b + 12]);
			ONETWO(s->f[b + 15]);
			ONETWO(s->f[b + 18]);
			ONETWO(s->f[b + 21]);
			ONETWO(s->f[b + 24]);
			if (s->u[b] & ~one)
				return -1;
			ns = s->u[b] & ~two;
			while (ns != 0) {
				x = ns & -ns;
				ns ^= x;
				for (k = b; k < 27 && !(s->f[k] & x); k += 3)
					;
				if (k >= 27)
					return -1;
				s->f[k] &= keepT[lowbit(x)];
				placed = 1;
			}
		}
		if (!placed)
			return 0;
	}
}

/* Places digit d (0-based) in cell pos of band b. */
static inline void
bplace(struct bstate *s, int d, int b, int pos)
{
	s->f[3 * d + b] &= keepT[pos];
}

/*
 * Sets s up from grid g. Returns 0, or -1 when the givens contradict
 * each other.
 */
static int
binit(struct bstate *s, const struct sdk_grid *g)
{
	int i, k, b, pos, d;
	uint32_t x;

	for (k = 0; k < 27; k++) {
		s->f[k] = B27;
		s->p[k] = 0xFFFFFFFFu;
	}
	s->u[0] = s->u[1] = s->u[2] = B27;
	for (i = 0; i < 81; i++) {
		if (g->cell[i] == 0)
			continue;
		d = g->cell[i] - 1;
		b = i / 27;
		pos = i % 27;
		x = 1u << pos;
		k = 3 * d + b;
		if (!(s->f[k] & x))
			return -1;
		s->f[k] &= keepT[pos];
		s->f[othA[k]] &= colT[pos];
		s->f[othB[k]] &= colT[pos];
		for (k = b; k < 27; k += 3)
			if (k != 3 * d + b)
				s->f[k] &= ~x;
	}
	return 0;
}

/* Writes the solved state s into grid g. */
static void
bgrid(const struct bstate *s, struct sdk_grid *g)
{
	uint32_t x;
	int k;

	sdk_grid_init(g, 9);
	for (k = 0; k < 27; k++)
		for (x = s->f[k]; x != 0; x &= x - 1)
			g->cell[k % 3 * 27 + lowbit(x)] = k / 3 + 1;
}

/*
 * Chooses the cell to branch on: its band and position. Returns 0, or -1
 * when no cell is open (cannot happen on an unsolved state).
 */
static int
bpick(const struct bstate *s, int pick, int *bp, int *posp)
{
	uint32_t one, two, three, x, bi;
	int b, k, best = 99, cnt;

	if (pick == PICK_FIRST) {
		for (b = 0; b < 3; b++)
			if (s->u[b] != 0) {
				*bp = b;
				*posp = lowbit(s->u[b]);
				return 0;
			}
		return -1;
	}
	for (b = 0; b < 3; b++) {
		if (s->u[b] == 0)
			continue;
		one = two = three = 0;
		for (k = b; k < 27; k += 3) {
			x = s->f[k];
			three |= two & x;
			two |= one & x;
			one |= x;
		}
		bi = s->u[b] & two & ~three;
		if (bi != 0) {
			*bp = b;
			*posp = lowbit(bi);
			return 0;
		}
	}
	for (b = 0; b < 3; b++)
		for (x = s->u[b]; x != 0; x &= x - 1) {
			int pos = lowbit(x);

			cnt = 0;
			for (k = b; k < 27; k += 3)
				cnt += (s->f[k] >> pos) & 1;
			if (cnt < best) {
				best = cnt;
				*bp = b;
				*posp = pos;
			}
		}
	return best == 99 ? -1 : 0;
}

/* Searches from state s (which it may change). */
static void
bhunt(struct bstate *s, struct hunt *h)
{
	struct bstate t;
	int b, pos, d, last;
	uint32_t x;

	if (bprop(s) < 0)
		return;
	if ((s->u[0] | s->u[1] | s->u[2]) == 0) {
		bgrid(s, &h->work);
		hunt_found(h, &h->work);
		return;
	}
	if (bpick(s, h->pick, &b, &pos) < 0)
		return;
	x = 1u << pos;
	for (last = 8; last >= 0 && !(s->f[3 * last + b] & x); last--)
		;
	for (d = 0; d <= last; d++) {
		if (!(s->f[3 * d + b] & x))
			continue;
		h->guesses++;
		if (d == last) {
			bplace(s, d, b, pos);
			bhunt(s, h);
			return;
		}
		t = *s;
		bplace(&t, d, b, pos);
		bhunt(&t, h);
		if (h->stop)
			return;
	}
}

/* The cell engine for 4x4 and 16x16 (and any size). */
struct gstate {
	uint16_t cand[SDK_MAXCELLS];
	unsigned char done[SDK_MAXCELLS];
	int left;
};

struct gctx {
	const struct sdk_geom *geo;
	int n;
	unsigned all;
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
		for (j = 0; j < geo->npeers; j++) {
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
 * Propagates hidden singles (and the naked singles they cause) until
 * nothing changes. Returns 0, or -1 on a contradiction.
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
	if (h->pick == PICK_FIRST && c->n == 16 && h->guesses >= 256 &&
	    s->left > 0 && grefuted(s, c))
		return;
	if (s->left == 0) {
		sdk_grid_init(&h->work, c->n);
		for (i = 0; i < c->n * c->n; i++)
			h->work.cell[i] =
			    (unsigned char)(lowbit(s->cand[i]) + 1);
		hunt_found(h, &h->work);
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

/* Runs the fast method on g with the hunt h set up. */
static void
fastrun(const struct sdk_grid *g, struct hunt *h)
{
	tables();
	if (g->n == 9) {
		struct bstate s;

		if (binit(&s, g) == 0)
			bhunt(&s, h);
	} else {
		struct gstate s;
		struct gctx c;
		int i;

		c.geo = sdk_geom(g->n);
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
		gsearch(&s, &c, h);
	}
}

/* Sets up a hunt. */
static void
hunt_init(struct hunt *h, int pick, long limit)
{
	memset(h, 0, sizeof(*h));
	h->pick = pick;
	h->limit = limit > 0 ? limit : 0;
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
	struct hunt h;

	hunt_init(&h, PICK_FAST, limit);
	h.first = first;
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
 * Finds the canonical solution of g, the lexicographically least. Returns
 * 0 when there is none, 1 when it is the only one, 2 when there are more;
 * sol holds it unless 0 is returned.
 */
int
sdk_solve_canonical(const struct sdk_grid *g, struct sdk_grid *sol,
    struct sdk_solve_stats *st)
{
	struct hunt h;
	long k = sdk_solve_count(g, 2, sol, st);

	if (k < 2)
		return (int)k;
	hunt_init(&h, PICK_FIRST, 1);
	h.first = sol;
	fastrun(g, &h);
	if (st != NULL)
		st->guesses += h.guesses;
	return 2;
}

/* The three-tactic solver of the classic, and its trace. */
struct tctx {
	const struct sdk_geom *geo;
	int n, ncells;
	struct hunt *h;
	void (*trace)(const char *line, void *arg);
	void *arg;
};

/* Sends one line of trace, printf style. */
static void
tline(const struct tctx *c, const char *fmt, ...) SDK_PRINTF(2, 3);

static void
tline(const struct tctx *c, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	c->trace(buf, c->arg);
}

/* Writes the members of set m as value characters into buf; "0" if none. */
static void
setstr(unsigned m, char *buf)
{
	int v, k = 0;

	for (v = 1; m != 0; v++, m >>= 1)
		if (m & 1)
			buf[k++] = (char)sdk_value_char(v);
	if (k == 0)
		buf[k++] = '0';
	buf[k] = '\0';
}

/*
 * Traces the candidate grid p, one row a line, each set in a field of
 * n + 1 characters (the classic's showPuzzle), trailing blanks cut.
 */
static void
tgrid(const struct tctx *c, const uint16_t *p)
{
	char line[SDK_MAXN * (SDK_MAXN + 1) + 1], set[SDK_MAXN + 2];
	int r, col, len;

	for (r = 0; r < c->n; r++) {
		len = 0;
		for (col = 0; col < c->n; col++) {
			setstr(p[r * c->n + col], set);
			len += sprintf(line + len, "%-*s", c->n + 1, set);
		}
		while (len > 0 && line[len - 1] == ' ')
			len--;
		line[len] = '\0';
		c->trace(line, c->arg);
	}
}

/*
 * Tactic 1 on one section: a cell whose set is {K} removes K from the
 * other sets of the section. Returns 1 when a set changed.
 */
static int
tone_section(uint16_t *p, const unsigned char *sec, int n)
{
	int i, j, changed = 0;
	unsigned m;

	for (i = 0; i < n; i++) {
		m = p[sec[i]];
		if (m == 0 || (m & (m - 1)) != 0)
			continue;
		for (j = 0; j < n; j++)
			if (j != i && (p[sec[j]] & m)) {
				p[sec[j]] &= ~m;
				changed = 1;
			}
	}
	return changed;
}

/*
 * Tactic 2 on one section: a value that only one set of the section
 * holds makes that set a singleton. Returns 1 when a set changed.
 */
static int
ttwo_section(uint16_t *p, const unsigned char *sec, int n)
{
	int v, i, at, cnt, changed = 0;
	unsigned bit;

	for (v = 0; v < n; v++) {
		bit = 1u << v;
		cnt = 0;
		at = -1;
		for (i = 0; i < n; i++)
			if (p[sec[i]] & bit) {
				cnt++;
				at = i;
			}
		if (cnt == 1 && p[sec[at]] != bit) {
			p[sec[at]] = (uint16_t)bit;
			changed = 1;
		}
	}
	return changed;
}

/*
 * Runs one tactic on every row, column and box (row j, column j, box j
 * for j upwards, as the classic does), tracing the grid before and after
 * and each set that changed. Returns 1 when a set changed.
 */
static int
ttactic(uint16_t *p, const struct tctx *c, int which)
{
	uint16_t before[SDK_MAXCELLS];
	const char *name = which == 1 ? "tactic 1 (naked singles)" :
	    "tactic 2 (hidden singles)";
	char s1[SDK_MAXN + 2], s2[SDK_MAXN + 2];
	int j, k, i, changed = 0;

	if (c->trace != NULL) {
		memcpy(before, p, sizeof(before[0]) * c->ncells);
		tline(c, "%s: the puzzle before", name);
		tgrid(c, p);
	}
	for (j = 0; j < c->n; j++)
		for (k = 0; k < 3; k++) {
			const unsigned char *sec = c->geo->house[k * c->n + j];

			if (which == 1)
				changed |= tone_section(p, sec, c->n);
			else
				changed |= ttwo_section(p, sec, c->n);
		}
	if (c->trace != NULL) {
		tline(c, "%s: the puzzle after", name);
		tgrid(c, p);
		for (i = 0; i < c->ncells; i++)
			if (before[i] != p[i]) {
				setstr(before[i], s1);
				setstr(p[i], s2);
				tline(c, "%s: r%dc%d %s -> %s", name,
				    i / c->n + 1, i % c->n + 1, s1, s2);
			}
		tline(c, "%s: %s", name, changed ? "made progress" :
		    "made no progress");
	}
	return changed;
}

static long tsolve(uint16_t *p, const struct tctx *c);

/*
 * Tactic 3: tries each value of the first undecided cell in turn on a
 * copy, running the solver on it. Returns the solutions found.
 */
static long
tthree(uint16_t *p, const struct tctx *c)
{
	uint16_t q[SDK_MAXCELLS];
	long k, total = 0;
	int i;
	unsigned m, bit;

	for (i = 0; i < c->ncells; i++)
		if ((p[i] & (p[i] - 1)) != 0)
			break;
	if (i == c->ncells)
		return 0;
	for (m = p[i]; m != 0; m &= m - 1) {
		bit = m & -m;
		memcpy(q, p, sizeof(q[0]) * c->ncells);
		q[i] = (uint16_t)bit;
		c->h->guesses++;
		if (c->trace != NULL)
			tline(c, "tactic 3: r%dc%d = %d, trying", i / c->n + 1,
			    i % c->n + 1, lowbit(bit) + 1);
		k = tsolve(q, c);
		total += k;
		if (c->h->stop)
			break;
		if (k == 0 && c->trace != NULL)
			tline(c, "tactic 3: r%dc%d = %d failed", i / c->n + 1,
			    i % c->n + 1, lowbit(bit) + 1);
	}
	return total;
}

/*
 * The classic solver: tactics 1 and 2 until they make no progress, then
 * tactic 3. A grid of singletons that breaks a rule counts as no
 * solution (tactic 2 can make one). Returns the solutions found.
 */
static long
tsolve(uint16_t *p, const struct tctx *c)
{
	int i, single, empty, c1, c2;

	for (;;) {
		single = 1;
		empty = 0;
		for (i = 0; i < c->ncells; i++) {
			if (p[i] == 0)
				empty = 1;
			else if ((p[i] & (p[i] - 1)) != 0)
				single = 0;
		}
		if (empty) {
			if (c->trace != NULL)
				tline(c, "solver: a cell has no candidate,"
				    " unsolvable");
			return 0;
		}
		if (single) {
			struct sdk_grid *w = &c->h->work;

			sdk_grid_init(w, c->n);
			for (i = 0; i < c->ncells; i++)
				w->cell[i] = (unsigned char)(lowbit(p[i]) + 1);
			if (sdk_grid_conflict(w)) {
				if (c->trace != NULL)
					tline(c, "solver: the grid breaks a"
					    " rule, unsolvable");
				return 0;
			}
			if (c->trace != NULL)
				tline(c, "solver: solved");
			hunt_found(c->h, w);
			return 1;
		}
		c1 = ttactic(p, c, 1);
		c2 = ttactic(p, c, 2);
		if (!c1 && !c2)
			break;
	}
	return tthree(p, c);
}

/* The typewriter-order backtracking of the classic checker-solver. */
static void
simplerun(const struct sdk_grid *g, struct hunt *h)
{
	const struct sdk_geom *geo = sdk_geom(g->n);
	unsigned used[3 * SDK_MAXN];
	int blank[SDK_MAXCELLS], nb = 0, i, k, v, n = g->n;
	unsigned char hs[SDK_MAXCELLS][3];

	memset(used, 0, sizeof(used));
	h->work = *g;
	for (i = 0; i < g->ncells; i++) {
		for (k = 0; k < 3; k++)
			hs[i][k] = geo->cellhouse[i][k];
		if (g->cell[i] == 0)
			blank[nb++] = i;
		else
			for (k = 0; k < 3; k++)
				used[hs[i][k]] |= 1u << (g->cell[i] - 1);
	}
	k = 0;
	while (k >= 0) {
		if (k == nb) {
			hunt_found(h, &h->work);
			if (h->stop || nb == 0)
				return;
			k--;
			continue;
		}
		i = blank[k];
		v = h->work.cell[i];
		if (v != 0) {
			used[hs[i][0]] &= ~(1u << (v - 1));
			used[hs[i][1]] &= ~(1u << (v - 1));
			used[hs[i][2]] &= ~(1u << (v - 1));
		}
		for (v++; v <= n; v++)
			if (!((used[hs[i][0]] | used[hs[i][1]] |
			    used[hs[i][2]]) & 1u << (v - 1)))
				break;
		if (v > n) {
			h->work.cell[i] = 0;
			k--;
			continue;
		}
		h->guesses++;
		h->work.cell[i] = (unsigned char)v;
		used[hs[i][0]] |= 1u << (v - 1);
		used[hs[i][1]] |= 1u << (v - 1);
		used[hs[i][2]] |= 1u << (v - 1);
		k++;
	}
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
	if (sdk_grid_conflict(g)) {
		if (o->method == SDK_METHOD_TACTICS && o->trace != NULL)
			o->trace("solver: the givens break a rule, unsolvable",
			    o->tracearg);
		return 0;
	}
	switch (o->method) {
	case SDK_METHOD_TACTICS: {
		uint16_t p[SDK_MAXCELLS];
		struct tctx c;
		int i;

		c.geo = sdk_geom(g->n);
		c.n = g->n;
		c.ncells = g->ncells;
		c.h = &h;
		c.trace = o->trace;
		c.arg = o->tracearg;
		for (i = 0; i < g->ncells; i++)
			p[i] = (uint16_t)(g->cell[i] ? 1u << (g->cell[i] - 1) :
			    (1u << g->n) - 1);
		tsolve(p, &c);
		break;
	}
	case SDK_METHOD_SIMPLE:
		simplerun(g, &h);
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
