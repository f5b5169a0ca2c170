/*
 * solve-classic.c: the methods of the classic programs. The three-tactic
 * solver (naked singles, hidden singles, then trying each value of the
 * first undecided cell), with the trace of its debug prints, and the
 * typewriter-order backtracking of the checker-solver.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

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
			    i % c->n + 1, sdk_lowbit(bit) + 1);
		k = tsolve(q, c);
		total += k;
		if (c->h->stop)
			break;
		if (k == 0 && c->trace != NULL)
			tline(c, "tactic 3: r%dc%d = %d failed", i / c->n + 1,
			    i % c->n + 1, sdk_lowbit(bit) + 1);
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
				w->cell[i] =
				    (unsigned char)(sdk_lowbit(p[i]) + 1);
			if (sdk_grid_conflict(w)) {
				if (c->trace != NULL)
					tline(c, "solver: the grid breaks a"
					    " rule, unsolvable");
				return 0;
			}
			if (c->trace != NULL)
				tline(c, "solver: solved");
			sdk_hunt_found(c->h, w);
			return 1;
		}
		c1 = ttactic(p, c, 1);
		c2 = ttactic(p, c, 2);
		if (!c1 && !c2)
			break;
	}
	return tthree(p, c);
}

/*
 * Runs the three-tactic solver on g with the hunt h set up, sending its
 * trace to trace with tracearg when trace is not NULL.
 */
void
sdk_tactics_run(const struct sdk_grid *g, struct hunt *h,
    void (*trace)(const char *line, void *arg), void *tracearg)
{
	uint16_t p[SDK_MAXCELLS];
	struct tctx c;
	int i;

	c.geo = sdk_geom(g->n);
	c.n = g->n;
	c.ncells = g->ncells;
	c.h = h;
	c.trace = trace;
	c.arg = tracearg;
	for (i = 0; i < g->ncells; i++)
		p[i] = (uint16_t)(g->cell[i] ? 1u << (g->cell[i] - 1) :
		    (1u << g->n) - 1);
	tsolve(p, &c);
}

/*
 * Runs the typewriter-order backtracking of the classic checker-solver on
 * g with the hunt h set up.
 */
void
sdk_simple_run(const struct sdk_grid *g, struct hunt *h)
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
			sdk_hunt_found(h, &h->work);
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
