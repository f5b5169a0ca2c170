/*
 * grid.c: the grid of the three sizes, its geometry, its candidates and
 * its conflicts in words.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

static struct sdk_geom geoms[3];
static pthread_once_t geomonce = PTHREAD_ONCE_INIT;

/*
 * The other shapes' geometries, built on first use under shapelock: by
 * side (sides[]), rows of a box and var
 * (without SDK_VAR_JIGSAW, whose maps are the grid's own).
 */
static const int sides[] = { 4, 6, 8, 9, 10, 12, 16 };
#define NSIDES (int)(sizeof(sides) / sizeof(sides[0]))
static struct sdk_geom *shapes[NSIDES][SDK_MAXN + 1][4];
static pthread_mutex_t shapelock = PTHREAD_MUTEX_INITIALIZER;

static int smallnum(const char *s, size_t len);

/* Returns 1 when n is a classic side (4, 9 or 16), else 0. */
int
sdk_size_ok(int n)
{
	return n == 4 || n == 9 || n == 16;
}

/*
 * Returns 1 when n is a side of some shape the toolkit knows (4, 6, 8, 9,
 * 10, 12 or 16), else 0.
 */
int
sdk_side_ok(int n)
{
	int k;

	for (k = 0; k < NSIDES; k++)
		if (sides[k] == n)
			return 1;
	return 0;
}

/*
 * Returns the rows of the boxes a side has unless told otherwise (the
 * columns are n over it): 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 4x4.
 */
int
sdk_side_boxrows(int n)
{
	switch (n) {
	case 9:
	case 12:
		return 3;
	case 16:
		return 4;
	}
	return 2;
}

/* Returns the article before the number n: "an" 8x8, "a" 9x9. */
const char *
sdk_side_article(int n)
{
	return n == 8 || n == 11 || n == 18 ? "an" : "a";
}

/*
 * Returns the side for a grid of ncells cells written without a shape,
 * or 0 when there is none: 16, 81 and 256 cells, the classic grids.
 */
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

/* Returns the side of square boxes of side n (0: n is not a square). */
static int
squareof(int n)
{
	return n == 4 ? 2 : n == 9 ? 3 : n == 16 ? 4 : 0;
}

/* Adds house h of kind and number to g, its cells to come. */
static void
addhouse(struct sdk_geom *g, int kind, int num)
{
	g->kind[g->nhouses] = (unsigned char)kind;
	g->num[g->nhouses] = (unsigned char)num;
	g->nhouses++;
}

/*
 * Builds the geometry of the shape of s (made by sdk_grid_shape, whose
 * side, boxes, extra houses and region map it takes): its houses, the
 * houses of each cell and each cell's peers.
 */
static void
geominit(struct sdk_geom *g, const struct sdk_grid *s)
{
	const unsigned char *region = s->var & SDK_VAR_JIGSAW ? s->region :
	    NULL;
	int n = s->n, bh = s->bh, bw = s->bw, var = s->var;
	int i, r, c, h, k, a, b, nw, np, fill[SDK_MAXN];
	short seen[SDK_MAXCELLS];

	/*
	 * Only what the loops below count on is cleared: the arrays are
	 * read up to their counts (a 26 KB memset was most of the cost of a
	 * jigsaw grid's geometry, built for each of its puzzles).
	 */
	g->nhouses = 0;
	g->npeers = 0;
	memset(g->ncellhouse, 0, sizeof(g->ncellhouse));
	g->n = n;
	g->bh = bh;
	g->bw = bw;
	g->var = var;
	g->box = s->box;
	g->ncells = s->ncells;
	for (h = 0; h < n; h++)
		addhouse(g, SDK_HOUSE_ROW, h);
	for (h = 0; h < n; h++)
		addhouse(g, SDK_HOUSE_COL, h);
	for (h = 0; h < n; h++) {
		addhouse(g, var & SDK_VAR_JIGSAW ? SDK_HOUSE_REGION :
		    SDK_HOUSE_BOX, h);
		fill[h] = 0;
	}
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			i = r * n + c;
			g->house[r][c] = i;
			g->house[n + c][r] = i;
			h = region != NULL ? region[i] :
			    (r / bh) * (n / bw) + c / bw;
			g->house[2 * n + h][fill[h]++] = i;
		}
	if (var & SDK_VAR_X) {
		for (k = 0; k < n; k++) {
			g->house[g->nhouses][k] = k * n + k;
			g->house[g->nhouses + 1][k] = k * n + n - 1 - k;
		}
		addhouse(g, SDK_HOUSE_DIAG, 0);
		addhouse(g, SDK_HOUSE_ANTI, 0);
	}
	if (var & SDK_VAR_WINDOKU) {
		/* Windows of a box's side, one cell in from the boxes. */
		b = squareof(n);
		nw = (n - 1) / (b + 1);
		for (a = 0; a < nw * nw; a++) {
			r = 1 + a / nw * (b + 1);
			c = 1 + a % nw * (b + 1);
			for (k = 0; k < n; k++)
				g->house[g->nhouses][k] =
				    (r + k / b) * n + c + k % b;
			addhouse(g, SDK_HOUSE_WINDOW, a);
		}
	}
	for (h = 0; h < g->nhouses; h++)
		for (k = 0; k < n; k++) {
			i = g->house[h][k];
			g->cellhouse[i][g->ncellhouse[i]++] = h;
		}
	/* seen[p] == i + 1: p is cell i or a peer of it already. */
	memset(seen, 0, sizeof(seen));
	for (i = 0; i < n * n; i++) {
		seen[i] = (short)(i + 1);
		np = 0;
		/* Each cell written, kept when new: no branch on it. */
		for (h = 0; h < g->ncellhouse[i]; h++)
			for (k = 0; k < n; k++) {
				int p = g->house[g->cellhouse[i][h]][k];
				int fresh = seen[p] != i + 1;

				seen[p] = (short)(i + 1);
				if (np < SDK_MAXPEERS)
					g->peer[i][np] = (unsigned char)p;
				np += fresh;
			}
		g->npeer[i] = np;
		if (i == 0 || np > g->npeers)
			g->npeers = np;
	}
}

/* Builds the geometry of the three classic sizes, once. */
static void
geomall(void)
{
	static const int side[] = { 4, 9, 16 };
	struct sdk_grid s;
	char err[80];
	int k;

	for (k = 0; k < 3; k++) {
		sdk_grid_shape(&s, side[k], 0, 0, 0, NULL, err, sizeof(err));
		geominit(&geoms[k], &s);
	}
}

/*
 * Returns the geometry of the classic grid of side n, or NULL for an
 * unknown side. The tables are built once, on first use, and are then
 * only read: any thread may call it at any time.
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

/*
 * Returns the geometry of the shape of g. A jigsaw grid's is built in
 * space (the caller's, as long as it lives); the others' are the
 * toolkit's, built once on first use, and space is not touched (it may
 * be NULL for a grid that is not jigsaw). Any thread may call it.
 */
const struct sdk_geom *
sdk_grid_geom(const struct sdk_grid *g, struct sdk_geom *space)
{
	struct sdk_geom **slot;
	int k;

	if (g->var & SDK_VAR_JIGSAW) {
		geominit(space, g);
		return space;
	}
	if (sdk_grid_classic(g))
		return sdk_geom(g->n);
	for (k = 0; k < NSIDES && sides[k] != g->n; k++)
		;
	if (k == NSIDES)
		return NULL;
	slot = &shapes[k][g->bh][g->var & 3];
	pthread_mutex_lock(&shapelock);
	if (*slot == NULL) {
		*slot = sdk_emalloc(sizeof(**slot));
		geominit(*slot, g);
	}
	pthread_mutex_unlock(&shapelock);
	return *slot;
}

/* Makes g an empty classic grid of side n. Returns 0, or -1 for a bad side. */
int
sdk_grid_init(struct sdk_grid *g, int n)
{
	if (!sdk_size_ok(n))
		return -1;
	g->n = n;
	g->box = squareof(n);
	g->bh = g->bw = g->box;
	g->var = 0;
	g->ncells = n * n;
	memset(g->cell, 0, sizeof(g->cell));
	sdk_geom(n);
	return 0;
}

/* Makes g an empty grid of the shape of like. */
void
sdk_grid_init_like(struct sdk_grid *g, const struct sdk_grid *like)
{
	if (g != like)
		*g = *like;
	memset(g->cell, 0, sizeof(g->cell));
}

/*
 * Returns the cell next to cell c of side n in direction k (0 up, 1
 * right, 2 down, 3 left), or -1 at the edge.
 */
int
sdk_cell_next(int n, int c, int k)
{
	int r = c / n, col = c % n;

	switch (k) {
	case 0:
		return r > 0 ? c - n : -1;
	case 1:
		return col < n - 1 ? c + 1 : -1;
	case 2:
		return r < n - 1 ? c + n : -1;
	}
	return col > 0 ? c - 1 : -1;
}

/*
 * Returns 1 when region r of map (side n) has size cells and they are
 * connected through their sides, else 0.
 */
int
sdk_region_connected(const unsigned char *map, int n, int r, int size)
{
	unsigned char seen[SDK_MAXCELLS];
	int stack[SDK_MAXCELLS], top = 0, reached = 0, i, c, k, nb;

	for (i = 0; i < n * n && map[i] != r; i++)
		;
	if (i == n * n)
		return 0;
	memset(seen, 0, (size_t)(n * n));
	seen[i] = 1;
	stack[top++] = i;
	while (top > 0) {
		c = stack[--top];
		reached++;
		for (k = 0; k < 4; k++) {
			if ((nb = sdk_cell_next(n, c, k)) < 0 ||
			    seen[nb] || map[nb] != r)
				continue;
			seen[nb] = 1;
			stack[top++] = nb;
		}
	}
	return reached == size;
}

/* Returns the box, or jigsaw region, of the cell at row r, column c of g. */
int
sdk_grid_boxof(const struct sdk_grid *g, int r, int c)
{
	if (g->var & SDK_VAR_JIGSAW)
		return g->region[r * g->n + c];
	return r / g->bh * (g->n / g->bw) + c / g->bw;
}

/* Returns 1 when g is a classic grid (4x4, 9x9, 16x16, square boxes). */
int
sdk_grid_classic(const struct sdk_grid *g)
{
	return g->var == 0 && g->bh == g->bw && sdk_size_ok(g->n);
}

/* Returns 1 when a and b have the same shape, else 0. */
int
sdk_grid_sameshape(const struct sdk_grid *a, const struct sdk_grid *b)
{
	if (a->n != b->n || a->var != b->var)
		return 0;
	if (a->var & SDK_VAR_JIGSAW)
		return memcmp(a->region, b->region, (size_t)a->ncells) == 0;
	return a->bh == b->bh;
}

/*
 * Makes g an empty grid of side n with boxes of bh rows and bw columns
 * (0, 0: the side's own; ignored for jigsaw), the extra houses of var
 * and, for SDK_VAR_JIGSAW, the regions 0..n-1 of region[] (n cells each).
 * Returns 0, or -1 with the reason in err.
 */
int
sdk_grid_shape(struct sdk_grid *g, int n, int bh, int bw, int var,
    const unsigned char *region, char *err, size_t errsize)
{
	int count[SDK_MAXN], i;

	if (!sdk_side_ok(n)) {
		snprintf(err, errsize, "no grid has side %d", n);
		return -1;
	}
	if (var & SDK_VAR_JIGSAW) {
		bh = bw = 0;
		memset(count, 0, sizeof(count));
		for (i = 0; i < n * n; i++) {
			if (region[i] >= n) {
				snprintf(err, errsize, "region %d in a "
				    "grid of side %d", region[i] + 1, n);
				return -1;
			}
			count[region[i]]++;
		}
		for (i = 0; i < n; i++)
			if (count[i] != n) {
				snprintf(err, errsize, "region %d has %d "
				    "cells, not %d", i + 1, count[i], n);
				return -1;
			}
	} else {
		if (bh == 0 && bw == 0) {
			bh = sdk_side_boxrows(n);
			bw = n / bh;
		}
		if (bh * bw != n) {
			snprintf(err, errsize, "boxes of %dx%d do not tile "
			    "a grid of side %d", bh, bw, n);
			return -1;
		}
		if (bh < 2 || bw < 2) {
			snprintf(err, errsize, "boxes of %dx%d: a box has two "
			    "rows and two columns or more", bh, bw);
			return -1;
		}
	}
	if ((var & SDK_VAR_WINDOKU) && squareof(n) == 0) {
		snprintf(err, errsize, "windoku needs a side of 4, 9 or 16");
		return -1;
	}
	g->n = n;
	g->bh = bh;
	g->bw = bw;
	g->var = var;
	g->box = !(var & SDK_VAR_JIGSAW) && bh == bw ? bh : 0;
	g->ncells = n * n;
	memset(g->cell, 0, sizeof(g->cell));
	memset(g->region, 0, sizeof(g->region));
	if (var & SDK_VAR_JIGSAW)
		memcpy(g->region, region, (size_t)n * n);
	return 0;
}

/*
 * Writes the shape of g as the stream writes it before the cells (sdk(5)):
 * nothing for a classic grid, else its terms each ended by ':', a box
 * "RxC", a region map "j=MAP", then "x" and "w". Returns its length; buf
 * holds SDK_GRID_TEXT bytes.
 */
size_t
sdk_grid_shape_format(const struct sdk_grid *g, char *buf)
{
	size_t len = 0;
	int i;

	buf[0] = '\0';
	if (sdk_grid_classic(g))
		return 0;
	if (g->var & SDK_VAR_JIGSAW) {
		buf[len++] = 'j';
		buf[len++] = '=';
		for (i = 0; i < g->ncells; i++)
			buf[len++] = (char)sdk_value_char(g->region[i] + 1);
		buf[len++] = ':';
	} else if (g->box == 0 || !sdk_size_ok(g->n))
		len += (size_t)sprintf(buf + len, "%dx%d:", g->bh, g->bw);
	if (g->var & SDK_VAR_X)
		len += (size_t)sprintf(buf + len, "x:");
	if (g->var & SDK_VAR_WINDOKU)
		len += (size_t)sprintf(buf + len, "w:");
	buf[len] = '\0';
	return len;
}

/*
 * Writes the name of the shape of g in words into buf: "9x9", "6x6 (2x3
 * boxes)", "9x9 jigsaw", "9x9 X windoku".
 */
void
sdk_grid_shape_name(const struct sdk_grid *g, char *buf, size_t size)
{
	snprintf(buf, size, "%dx%d%s%s%s%s", g->n, g->n,
	    g->var & SDK_VAR_JIGSAW ? " jigsaw" : "",
	    g->var & SDK_VAR_X ? " X" : "",
	    g->var & SDK_VAR_WINDOKU ? " windoku" : "", "");
	if (!(g->var & SDK_VAR_JIGSAW) && g->box == 0) {
		size_t len = strlen(buf);

		snprintf(buf + len, size - len, " (%dx%d boxes)", g->bh, g->bw);
	}
}

/*
 * Reads the box shape of an option: "RxC", R rows and C columns, whose
 * product is a side (2x3, 3x2, 3x3, 4x3 ...); with gen set, only the
 * shapes sdk-gen makes, SDK_GEN_BOXES. Returns 0, or -1.
 */
int
sdk_box_parse(const char *s, int gen, int *bh, int *bw)
{
	const char *x = strchr(s, 'x');
	char shape[8];

	if (x == NULL || (*bh = smallnum(s, (size_t)(x - s))) < 2 ||
	    (*bw = smallnum(x + 1, strlen(x + 1))) < 2 ||
	    !sdk_side_ok(*bh * *bw))
		return -1;
	if (!gen)
		return 0;
	snprintf(shape, sizeof(shape), "%dx%d", *bh, *bw);
	x = strstr(SDK_GEN_BOXES, shape);
	if (x == NULL || (x[3] != ',' && x[3] != '\0'))
		return -1;
	return 0;
}

/*
 * Reads the variant of an option: "x", "windoku" (or "w"), or both joined
 * by a comma, into SDK_VAR_X and SDK_VAR_WINDOKU; with gen set, only "x"
 * and "windoku", each any number of times, as sdk-gen takes them.
 * Returns them, or -1 with *bad and *badlen (when bad is not NULL) on
 * the word that is not one.
 */
int
sdk_variant_parse(const char *s, int gen, const char **bad,
    size_t *badlen)
{
	int var = 0, bit;
	size_t len;

	for (;;) {
		len = strcspn(s, ",");
		if (len == 1 && (*s == 'x' || (!gen && *s == 'X')))
			bit = SDK_VAR_X;
		else if ((!gen && len == 1 && (*s == 'w' || *s == 'W')) ||
		    (len == 7 && strncmp(s, "windoku", 7) == 0))
			bit = SDK_VAR_WINDOKU;
		else
			bit = 0;
		if (bit == 0 || (!gen && (var & bit))) {
			if (bad != NULL) {
				*bad = s;
				*badlen = len;
			}
			return -1;
		}
		var |= bit;
		if (s[len] == '\0')
			return var;
		s += len + 1;
	}
}

/*
 * Returns the length of the shape terms that begin the first field s of
 * len bytes (through the last ':'), 0 when it has none.
 */
size_t
sdk_grid_shape_len(const char *s, size_t len)
{
	size_t i;

	if (memchr(s, ':', len) == NULL)
		return 0;
	for (i = len; i > 0; i--)
		if (s[i - 1] == ':')
			return i;
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

#define ONES UINT64_C(0x0101010101010101)

/* The bytes of x above 9, each as 0x80. */
static uint64_t
above9(uint64_t x)
{
	return (((x & 0x7f * ONES) + 0x76 * ONES) | x) & 0x80 * ONES;
}

/* The bytes of x that are not 0, each as 0x80. */
static uint64_t
nonzero(uint64_t x)
{
	return (((x & 0x7f * ONES) + 0x7f * ONES) | x) & 0x80 * ONES;
}

/*
 * Reads the cells of a grid whose shape g already has: len must be its
 * number of cells. Returns 0, or -1 with the reason in err.
 */
int
sdk_grid_parse_cells(struct sdk_grid *g, const char *s, size_t len,
    char *err, size_t errsize)
{
	int n = g->n, v;
	size_t i;
	unsigned bad = 0;
	char ch[16];

	if (len != (size_t)g->ncells) {
		snprintf(err, errsize, "expected %d cells, found %zu",
		    g->ncells, len);
		return -1;
	}
	/*
	 * Eight at a time while they are '.' and '0'-'9' (a side of 9 or
	 * more), then one at a time; on a bad cell, again to say which.
	 */
	i = 0;
	if (n >= 9)
		for (; i + 8 <= len; i += 8) {
			uint64_t x, dot;

			memcpy(&x, s + i, 8);
			x ^= '0' * ONES;
			dot = ~nonzero(x ^ ('.' ^ '0') * ONES) & 0x80 * ONES;
			if (above9(x) & ~dot)
				break;
			x &= ~((dot >> 7) * 0xff);
			memcpy(g->cell + i, &x, 8);
		}
	for (; i < len; i++) {
		v = sdk_char_value((unsigned char)s[i]);
		g->cell[i] = (unsigned char)v;
		bad |= (unsigned)v > (unsigned)n;
	}
	if (!bad)
		return 0;
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

/* Returns the integer of the len digits at s (at most two), or -1. */
static int
smallnum(const char *s, size_t len)
{
	if (len == 1 && s[0] >= '0' && s[0] <= '9')
		return s[0] - '0';
	if (len == 2 && s[0] >= '1' && s[0] <= '9' && s[1] >= '0' &&
	    s[1] <= '9')
		return (s[0] - '0') * 10 + s[1] - '0';
	return -1;
}

/*
 * Reads the shape terms of a first field (sdk(5)): s holds len bytes, each
 * term ended by ':'. Sets g to an empty grid of that shape, whose cells,
 * or places of a candidate grid, are to number ncells after them (they
 * tell the side when no term does). Returns 0, or -1 with the reason in
 * err.
 */
int
sdk_grid_parse_shape(struct sdk_grid *g, const char *s, size_t len,
    size_t ncells, char *err, size_t errsize)
{
	unsigned char region[SDK_MAXCELLS];
	int n = 0, bh = 0, bw = 0, var = 0, bit, v;
	size_t i, tl, x;
	const char *t;

	for (; len > 0; s += tl + 1, len -= tl + 1) {
		t = s;
		tl = (size_t)((const char *)memchr(s, ':', len) - s);
		bit = 0;
		if (tl == 1 && (t[0] == 'x' || t[0] == 'X'))
			bit = SDK_VAR_X;
		else if (tl == 1 && (t[0] == 'w' || t[0] == 'W'))
			bit = SDK_VAR_WINDOKU;
		else if (tl > 2 && (t[0] == 'j' || t[0] == 'J') &&
		    t[1] == '=') {
			bit = SDK_VAR_JIGSAW;
			x = tl - 2;
			for (n = 1; n < SDK_MAXN && (size_t)(n * n) < x; n++)
				;
			if ((size_t)(n * n) != x || !sdk_side_ok(n)) {
				snprintf(err, errsize, "a region map of %zu "
				    "cells (a side of 4, 6, 8, 9, 10, 12 or "
				    "16 squared)", x);
				return -1;
			}
			for (i = 0; i < x; i++) {
				v = sdk_char_value((unsigned char)t[2 + i]);
				if (v < 1 || v > n) {
					snprintf(err, errsize, "bad region "
					    "'%c' in cell %zu of the region "
					    "map", t[2 + i], i + 1);
					return -1;
				}
				region[i] = (unsigned char)(v - 1);
			}
		} else {
			const char *xp = memchr(t, 'x', tl);

			if (xp == NULL)
				xp = memchr(t, 'X', tl);	/* any case */

			if (xp == NULL || (bh = smallnum(t, (size_t)(xp -
			    t))) < 1 || (bw = smallnum(xp + 1, tl -
			    (size_t)(xp - t) - 1)) < 1) {
				snprintf(err, errsize, "unknown shape '%.*s' "
				    "(RxC, j=MAP, x or w)", tl > 40 ? 40 :
				    (int)tl, t);
				return -1;
			}
			bit = 8;
			n = bh * bw;
		}
		if (var & bit) {
			snprintf(err, errsize, "shape '%.*s' given twice",
			    tl > 40 ? 40 : (int)tl, t);
			return -1;
		}
		var |= bit;
	}
	if ((var & 8) && (var & SDK_VAR_JIGSAW)) {
		snprintf(err, errsize, "a jigsaw grid has no boxes");
		return -1;
	}
	if (n == 0) {
		n = sdk_size_from_cells(ncells);
		if (n == 0)
			n = sdk_cand_size(ncells);
		if (n == 0) {
			/*
			 * after x: or w:, told as the nearer length: cells up
			 * to a 16x16 grid's, places past them
			 */
			static const size_t want[] = { 16, 81, 256, 729,
				4096 };
			size_t best = 0, d, bd = (size_t)-1;

			for (i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
				d = ncells > want[i] ? ncells - want[i] :
				    want[i] - ncells;
				if ((ncells > 256) == (want[i] > 256) &&
				    d < bd) {
					bd = d;
					best = want[i];
				}
			}
			if (best > 256)
				snprintf(err, errsize, "expected %zu places of "
				    "a candidate grid, found %zu", best,
				    ncells);
			else
				snprintf(err, errsize, "expected %zu cells, "
				    "found %zu", best, ncells);
			return -1;
		}
	}
	if (sdk_grid_shape(g, n, bh, bw, var & 7, region, err, errsize) < 0)
		return -1;
	return 0;
}

/*
 * Reads a grid in the canonical form: its shape terms, if any, then its
 * cells (16, 81 or 256 for a classic grid). Returns 0, or -1 with the
 * reason in err.
 */
int
sdk_grid_parse(struct sdk_grid *g, const char *s, size_t len, char *err,
    size_t errsize)
{
	size_t sl = sdk_grid_shape_len(s, len);

	if (sl == 0) {
		int n = sdk_size_from_cells(len);

		if (n == 0) {
			snprintf(err, errsize,
			    "expected 16, 81 or 256 cells, found %zu", len);
			return -1;
		}
		sdk_grid_init(g, n);
	} else if (sdk_grid_parse_shape(g, s, sl, len - sl, err, errsize) < 0)
		return -1;
	return sdk_grid_parse_cells(g, s + sl, len - sl, err, errsize);
}

/*
 * Writes the cells of g into buf (ncells + 1 bytes), with '0' for empty
 * cells when zero is set.
 */
void
sdk_grid_format_cells(const struct sdk_grid *g, char *buf, int zero)
{
	/* Every byte: 0 past 16, written '?'. */
	static const char ch[256] = {
		'.', '1', '2', '3', '4', '5', '6', '7', '8', '9',
		'A', 'B', 'C', 'D', 'E', 'F', 'G'
	};
	int i = 0;
	uint64_t x;
	char c;

	/* Eight at a time while they are 9 or less: '0' + v, '.' for 0. */
	for (; i + 8 <= g->ncells; i += 8) {
		memcpy(&x, g->cell + i, 8);
		if (above9(x))
			break;
		x = (x | '0' * ONES) - (zero ? 0 :
		    ((~nonzero(x) & 0x80 * ONES) >> 7) * ('0' - '.'));
		memcpy(buf + i, &x, 8);
	}
	for (; i < g->ncells; i++) {
		c = ch[g->cell[i]];
		buf[i] = c ? c : '?';
	}
	if (zero)
		for (i = 0; i < g->ncells; i++)
			if (g->cell[i] == 0)
				buf[i] = '0';
	buf[g->ncells] = '\0';
}

/*
 * Writes the canonical text of g into buf (SDK_GRID_TEXT bytes): its
 * shape, if not classic, then its cells, '0' for an empty cell when zero
 * is set.
 */
void
sdk_grid_format(const struct sdk_grid *g, char *buf, int zero)
{
	sdk_grid_format_cells(g, buf + sdk_grid_shape_format(g, buf), zero);
}

/* Appends the canonical text of grid g to b (no newline). */
void
sdk_buf_grid(struct sdk_buf *b, const struct sdk_grid *g)
{
	char text[SDK_GRID_TEXT];
	size_t n = sdk_grid_shape_format(g, text);

	sdk_grid_format_cells(g, text + n, 0);
	sdk_buf_add(b, text, n + (size_t)g->ncells);
}

/* Appends the cells of grid g to b, without its shape (no newline). */
void
sdk_buf_cells(struct sdk_buf *b, const struct sdk_grid *g)
{
	char text[SDK_MAXCELLS + 1];

	sdk_grid_format_cells(g, text, 0);
	sdk_buf_add(b, text, (size_t)g->ncells);
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
	struct sdk_geom space;
	const struct sdk_geom *geo = sdk_grid_geom(g, &space);
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
	struct sdk_geom space;
	const struct sdk_geom *geo = sdk_grid_geom(g, &space);
	unsigned all = (1u << g->n) - 1, used[SDK_MAXHOUSES], m;
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
		m = 0;
		for (h = 0; h < geo->ncellhouse[i]; h++)
			m |= used[geo->cellhouse[i][h]];
		cand[i] = (uint16_t)(all & ~m);
	}
}

/* Returns the number of bits set in x. */
int
sdk_popcount(unsigned x)
{
	return sdk_pop64(x);
}

/*
 * Finds the conflicts of g: each value held twice or more by a house,
 * houses in the order of struct sdk_geom (rows, columns, boxes, the
 * extra houses), values
 * upwards. Stores up to max of them in c and returns how many there are.
 */
int
sdk_grid_conflicts(const struct sdk_grid *g, struct sdk_conflict *c, int max)
{
	struct sdk_geom space;
	const struct sdk_geom *geo = sdk_grid_geom(g, &space);
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
				c[total].kind = geo->kind[h];
				c[total].num = geo->num[h];
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
 * Writes the name of house kind number num in words into buf: "row 4",
 * "box 2", "region 5", "diagonal", "anti-diagonal", "window 3".
 */
void
sdk_house_name(int kind, int num, char *buf, size_t size)
{
	static const char *word[] = { "row", "column", "box", "region",
	    "diagonal", "anti-diagonal", "window" };

	if (kind == SDK_HOUSE_DIAG || kind == SDK_HOUSE_ANTI)
		snprintf(buf, size, "%s", word[kind]);
	else
		snprintf(buf, size, "%s %d", word[kind], num + 1);
}

/*
 * Writes conflict c of g in words into buf:
 * "row 4 holds 7 twice (r4c2, r4c8)", "diagonal holds 7 twice (...)".
 */
void
sdk_conflict_format(const struct sdk_grid *g, const struct sdk_conflict *c,
    char *buf, size_t size)
{
	char times[32], name[32], house[32];
	size_t len;
	int k;

	if (c->ncells == 2)
		snprintf(times, sizeof(times), "twice");
	else if (c->ncells == 3)
		snprintf(times, sizeof(times), "three times");
	else
		snprintf(times, sizeof(times), "%d times", c->ncells);
	sdk_house_name(c->kind, c->num, house, sizeof(house));
	snprintf(buf, size, "%s holds %d %s (", house, c->value, times);
	for (k = 0; k < c->ncells; k++) {
		sdk_cell_name(g, c->cell[k], name, sizeof(name));
		len = strlen(buf);
		snprintf(buf + len, size - len, "%s%s", k ? ", " : "", name);
	}
	len = strlen(buf);
	snprintf(buf + len, size - len, ")");
}
