/*
 * grid.c: the grid of the three sizes, its geometry, its candidates and
 * its conflicts in words.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "sdk.h"

static struct sdk_geom geoms[3];
static pthread_once_t geomonce = PTHREAD_ONCE_INIT;

/* Returns 1 when n is a side the toolkit knows (4, 9 or 16), else 0. */
int
sdk_size_ok(int n)
{
	return n == 4 || n == 9 || n == 16;
}

/* Returns the side for a grid of ncells cells, or 0 when there is none. */
int
sdk_size_from_cells(size_t ncells)
{
	switch (ncells) {
	case 16:
		return 4;
	case 81:
		return 9;
	case 256:
		return 16;
	}
	return 0;
}

static int
boxof(int n)
{
	return n == 4 ? 2 : n == 9 ? 3 : 4;
}

static void
geominit(struct sdk_geom *g, int n)
{
	int b = boxof(n), i, r, c, h, k, np;

	g->n = n;
	g->box = b;
	g->ncells = n * n;
	g->nhouses = 3 * n;
	g->npeers = 3 * (n - 1) - 2 * (b - 1);
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			i = r * n + c;
			h = (r / b) * b + c / b;
			g->house[r][c] = i;
			g->house[n + c][r] = i;
			g->house[2 * n + h][(r % b) * b + c % b] = i;
			g->cellhouse[i][0] = r;
			g->cellhouse[i][1] = n + c;
			g->cellhouse[i][2] = 2 * n + h;
		}
	for (i = 0; i < n * n; i++) {
		unsigned char seen[SDK_MAXCELLS];

		memset(seen, 0, sizeof(seen));
		seen[i] = 1;
		np = 0;
		for (h = 0; h < 3; h++)
			for (k = 0; k < n; k++) {
				int p = g->house[g->cellhouse[i][h]][k];

				if (!seen[p]) {
					seen[p] = 1;
					g->peer[i][np++] = p;
				}
			}
	}
}

/* Builds the geometry of the three sizes, once. */
static void
geomall(void)
{
	geominit(&geoms[0], 4);
	geominit(&geoms[1], 9);
	geominit(&geoms[2], 16);
}

/*
 * Returns the geometry of side n, or NULL for an unknown side. The tables
 * are built once, on first use, and are then only read: any thread may
 * call it at any time.
 */
const struct sdk_geom *
sdk_geom(int n)
{
	int k = n == 4 ? 0 : n == 9 ? 1 : n == 16 ? 2 : -1;

	if (k < 0)
		return NULL;
	pthread_once(&geomonce, geomall);
	return &geoms[k];
}

/* Makes g an empty grid of side n. Returns 0, or -1 for a bad side. */
int
sdk_grid_init(struct sdk_grid *g, int n)
{
	if (!sdk_size_ok(n))
		return -1;
	g->n = n;
	g->box = boxof(n);
	g->ncells = n * n;
	memset(g->cell, 0, sizeof(g->cell));
	sdk_geom(n);
	return 0;
}

/*
 * Returns the value of a cell character of the canonical stream: 0 for
 * '.' or '0', 1..16 for '1'-'9', 'A'-'G' and 'a'-'g', -1 for anything else.
 */
int
sdk_char_value(int c)
{
	/* 0..16, or -1 - 1: a table, as grids are read a cell at a time. */
	static const signed char value[256] = {
		['.'] = 1, ['0'] = 1, ['1'] = 2, ['2'] = 3, ['3'] = 4,
		['4'] = 5, ['5'] = 6, ['6'] = 7, ['7'] = 8, ['8'] = 9,
		['9'] = 10, ['A'] = 11, ['B'] = 12, ['C'] = 13, ['D'] = 14,
		['E'] = 15, ['F'] = 16, ['G'] = 17, ['a'] = 11, ['b'] = 12,
		['c'] = 13, ['d'] = 14, ['e'] = 15, ['f'] = 16, ['g'] = 17
	};

	return c >= 0 && c < 256 ? value[c] - 1 : -1;
}

/* Returns the canonical character of value v: '.', '1'-'9', 'A'-'G'. */
int
sdk_value_char(int v)
{
	/* '?' for a value past 16: no reader takes it for a cell. */
	static const char ch[] = ".123456789ABCDEFG";

	if (v <= 0)
		return '.';
	return v <= SDK_MAXN ? ch[v] : '?';
}

static void
showchar(char *buf, size_t size, int c)
{
	if (c > ' ' && c < 127)
		snprintf(buf, size, "'%c'", c);
	else
		snprintf(buf, size, "byte 0x%02X", (unsigned)(unsigned char)c);
}

/*
 * Reads a grid in the canonical form (16, 81 or 256 cell characters).
 * Returns 0, or -1 with the reason in err.
 */
int
sdk_grid_parse(struct sdk_grid *g, const char *s, size_t len, char *err,
    size_t errsize)
{
	int n = sdk_size_from_cells(len), v;
	size_t i;
	char ch[16];

	if (n == 0) {
		snprintf(err, errsize,
		    "expected 16, 81 or 256 cells, found %zu", len);
		return -1;
	}
	sdk_grid_init(g, n);
	for (i = 0; i < len; i++) {
		v = sdk_char_value((unsigned char)s[i]);
		if ((unsigned)v <= (unsigned)n) {
			g->cell[i] = (unsigned char)v;
			continue;
		}
		if (v < 0) {
			showchar(ch, sizeof(ch), s[i]);
			snprintf(err, errsize, "bad character %s in cell %zu",
			    ch, i + 1);
			return -1;
		}
		if (v > n) {
			snprintf(err, errsize,
			    "value %c out of range for %dx%d in cell %zu",
			    s[i], n, n, i + 1);
			return -1;
		}
	}
	return 0;
}

/*
 * Writes the canonical text of g into buf (ncells + 1 bytes), with '0'
 * for empty cells when zero is set.
 */
void
sdk_grid_format(const struct sdk_grid *g, char *buf, int zero)
{
	char ch[] = ".123456789ABCDEFG";
	int i, v;

	if (zero)
		ch[0] = '0';
	for (i = 0; i < g->ncells; i++) {
		v = g->cell[i];
		buf[i] = v <= SDK_MAXN ? ch[v] : '?';
	}
	buf[i] = '\0';
}

/* Appends the canonical text of grid g to b (no newline). */
void
sdk_buf_grid(struct sdk_buf *b, const struct sdk_grid *g)
{
	char text[SDK_MAXCELLS + 1];

	sdk_grid_format(g, text, 0);
	sdk_buf_add(b, text, g->ncells);
}

/* Returns the number of filled cells of g. */
int
sdk_grid_filled(const struct sdk_grid *g)
{
	int i, k = 0;

	for (i = 0; i < g->ncells; i++)
		k += g->cell[i] != 0;
	return k;
}

/* Returns 1 when some house of g holds a value twice, else 0. */
int
sdk_grid_conflict(const struct sdk_grid *g)
{
	const struct sdk_geom *geo = sdk_geom(g->n);
	int h, k;

	for (h = 0; h < geo->nhouses; h++) {
		unsigned seen = 0;

		for (k = 0; k < g->n; k++) {
			int v = g->cell[geo->house[h][k]];

			if (v == 0)
				continue;
			if (seen & 1u << (v - 1))
				return 1;
			seen |= 1u << (v - 1);
		}
	}
	return 0;
}

/*
 * Fills cand[i] with the candidates of each cell: bit v-1 is set when v
 * can go in cell i given the values of its peers. A filled cell has only
 * its own value.
 */
void
sdk_grid_candidates(const struct sdk_grid *g, uint16_t *cand)
{
	const struct sdk_geom *geo = sdk_geom(g->n);
	unsigned all = (1u << g->n) - 1, used[3 * SDK_MAXN];
	int h, i, k;

	for (h = 0; h < geo->nhouses; h++) {
		used[h] = 0;
		for (k = 0; k < g->n; k++) {
			int v = g->cell[geo->house[h][k]];

			if (v)
				used[h] |= 1u << (v - 1);
		}
	}
	for (i = 0; i < g->ncells; i++) {
		if (g->cell[i]) {
			cand[i] = 1u << (g->cell[i] - 1);
			continue;
		}
		cand[i] = all & ~(used[geo->cellhouse[i][0]] |
		    used[geo->cellhouse[i][1]] | used[geo->cellhouse[i][2]]);
	}
}

/* Returns the number of bits set in x. */
int
sdk_popcount(unsigned x)
{
#ifdef __GNUC__
	return __builtin_popcount(x);
#else
	int k = 0;

	for (; x; x &= x - 1)
		k++;
	return k;
#endif
}

/*
 * Finds the conflicts of g: each value held twice or more by a house,
 * houses in the order of struct sdk_geom (rows, columns, boxes), values
 * upwards. Stores up to max of them in c and returns how many there are.
 */
int
sdk_grid_conflicts(const struct sdk_grid *g, struct sdk_conflict *c, int max)
{
	const struct sdk_geom *geo = sdk_geom(g->n);
	int h, k, v, cnt, total = 0;

	for (h = 0; h < geo->nhouses; h++)
		for (v = 1; v <= g->n; v++) {
			cnt = 0;
			for (k = 0; k < g->n; k++)
				cnt += g->cell[geo->house[h][k]] == v;
			if (cnt < 2)
				continue;
			if (total < max) {
				c[total].house = h;
				c[total].value = v;
				c[total].ncells = 0;
				for (k = 0; k < g->n; k++)
					if (g->cell[geo->house[h][k]] == v)
						c[total].cell[c[total].ncells++]
						    = geo->house[h][k];
			}
			total++;
		}
	return total;
}

/* Writes the name of cell i of g, such as "r4c2", into buf. */
void
sdk_cell_name(const struct sdk_grid *g, int i, char *buf, size_t size)
{
	snprintf(buf, size, "r%dc%d", i / g->n + 1, i % g->n + 1);
}

/*
 * Writes conflict c of g in words into buf:
 * "row 4 holds 7 twice (r4c2, r4c8)".
 */
void
sdk_conflict_format(const struct sdk_grid *g, const struct sdk_conflict *c,
    char *buf, size_t size)
{
	static const char *kind[] = { "row", "column", "box" };
	char times[32], name[32];
	size_t len;
	int k;

	if (c->ncells == 2)
		snprintf(times, sizeof(times), "twice");
	else if (c->ncells == 3)
		snprintf(times, sizeof(times), "three times");
	else
		snprintf(times, sizeof(times), "%d times", c->ncells);
	snprintf(buf, size, "%s %d holds %d %s (", kind[c->house / g->n],
	    c->house % g->n + 1, c->value, times);
	for (k = 0; k < c->ncells; k++) {
		sdk_cell_name(g, c->cell[k], name, sizeof(name));
		len = strlen(buf);
		snprintf(buf + len, size - len, "%s%s", k ? ", " : "", name);
	}
	len = strlen(buf);
	snprintf(buf + len, size - len, ")");
}
