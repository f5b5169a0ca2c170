/*
 * cand.c: candidate grids (pencil-mark puzzles, sukaku): their line of
 * the canonical stream, and what can be wrong with one.
 *
 * In a candidate grid the candidates are the puzzle: a cell may hold
 * only one of its candidates. A cell with one candidate is not a given;
 * it is a cell with one candidate, and stays one on the stream.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/* The nine places of a 9x9 cell for each set of candidates. */
static char places9[512][9];
static pthread_once_t places9once = PTHREAD_ONCE_INIT;

static void
places9init(void)
{
	unsigned m;
	int v;

	for (m = 0; m < 512; m++)
		for (v = 0; v < 9; v++)
			places9[m][v] = m >> v & 1 ? (char)('1' + v) : '.';
}

/* Returns the side n of a candidate line of len characters, or 0. */
int
sdk_cand_size(size_t len)
{
	if (len == 4 * 4 * 4)
		return 4;
	if (len == 9 * 9 * 9)
		return 9;
	if (len == 16 * 16 * 16)
		return 16;
	return 0;
}

/*
 * Reads the candidate line s of len characters, without a shape: g gets
 * its classic size with every cell empty, cand the candidates
 * (sdk_cand_parse_cells). Returns 0, or -1 with the reason in err.
 */
int
sdk_cand_parse(struct sdk_grid *g, uint16_t *cand, const char *s,
    size_t len, char *err, size_t errsize)
{
	int n = sdk_cand_size(len);

	if (n == 0) {
		snprintf(err, errsize, "a candidate line has 64, 729 or 4096 "
		    "characters, not %zu", len);
		return -1;
	}
	sdk_grid_init(g, n);
	return sdk_cand_parse_cells(g, cand, s, len, err, errsize);
}

/*
 * Reads the places of a candidate grid whose shape g already has (its
 * cells are emptied): len must be n places for each cell. Each place v
 * of a cell holds v's character (1-9, A-G, a-g) or '.' or '0' for no
 * candidate. Returns 0, or -1 with the reason in err.
 */
int
sdk_cand_parse_cells(struct sdk_grid *g, uint16_t *cand, const char *s,
    size_t len, char *err, size_t errsize)
{
	static const char vc[] = ".123456789ABCDEFG";
	static const char lc[] = ".123456789abcdefg";
	int n = g->n, i, v;

	if (len != (size_t)n * (size_t)g->ncells) {
		snprintf(err, errsize, "expected %d places of a candidate "
		    "grid, found %zu", n * g->ncells, len);
		return -1;
	}
	memset(g->cell, 0, sizeof(g->cell));
	if (n == 9)
		pthread_once(&places9once, places9init);
	for (i = 0; i < g->ncells; i++) {
		const char *p = s + n * i;
		unsigned m = 0;

		if (n == 9) {
			/* the places as written: what is not '.' a candidate */
			for (v = 0; v < 9; v++)
				m |= (unsigned)(p[v] != '.') << v;
			if (memcmp(p, places9[m], 9) == 0) {
				cand[i] = (uint16_t)m;
				continue;
			}
			m = 0;
		}
		for (v = 1; v <= n; v++) {
			int c = p[v - 1];

			if (c == '.')
				continue;
			if (c == vc[v] || c == lc[v])
				m |= 1u << (v - 1);
			else if (c != '0') {
				snprintf(err, errsize, "bad character at "
				    "position %d of a candidate line: want "
				    "%c or '.'", n * i + v, sdk_value_char(v));
				return -1;
			}
		}
		cand[i] = (uint16_t)m;
	}
	return 0;
}

/* Writes the candidate line of cand, side n, into buf (n*n*n + 1). */
void
sdk_cand_format(int n, const uint16_t *cand, char *buf)
{
	static const char vc[] = "123456789ABCDEFG";
	int i, v;

	if (n == 9) {
		pthread_once(&places9once, places9init);
		for (i = 0; i < 81; i++, buf += 9)
			memcpy(buf, places9[cand[i] & 511], 9);
		*buf = '\0';
		return;
	}
	for (i = 0; i < n * n; i++) {
		unsigned m = cand[i];

		for (v = 0; v < n; v++)
			*buf++ = m >> v & 1 ? vc[v] : '.';
	}
	*buf = '\0';
}

/*
 * Writes the candidate grid cand of the shape of g into buf
 * (SDK_CAND_TEXT bytes): its shape, if not classic, then its places.
 * Returns its length.
 */
size_t
sdk_cand_format_grid(const struct sdk_grid *g, const uint16_t *cand,
    char *buf)
{
	size_t len = sdk_grid_shape_format(g, buf);

	sdk_cand_format(g->n, cand, buf + len);
	return len + (size_t)g->n * (size_t)g->ncells;
}

/*
 * Finds what is wrong with candidate grid cand of the shape of g: cells
 * without a candidate, values with no place in a house (its extra houses
 * too), and two cells of a house that can only hold the same value; each
 * once, in that order, by cell or house. Stores up to max of them in f.
 * Returns how many there are.
 */
int
sdk_cand_faults(const struct sdk_grid *g, const uint16_t *cand,
    struct sdk_cand_fault *f, int max)
{
	struct sdk_geom space;
	const struct sdk_geom *geo = sdk_grid_geom(g, &space);
	int n = g->n, i, h, k, j, v, nf = 0;

/* A fault; house_ is -1 (no house) or the house h of hkind_ and hnum_. */
#define ADD(kind_, cell_, cell2_, house_, hkind_, hnum_, value_) do {	\
	if (nf < max) {							\
		f[nf].kind = (kind_);					\
		f[nf].cell = (cell_);					\
		f[nf].cell2 = (cell2_);					\
		f[nf].house = (house_);					\
		f[nf].hkind = (hkind_);					\
		f[nf].hnum = (hnum_);					\
		f[nf].value = (value_);					\
	}								\
	nf++;								\
} while (0)

	for (i = 0; i < n * n; i++)
		if (cand[i] == 0)
			ADD(SDK_CAND_EMPTY, i, -1, -1, -1, -1, 0);
	for (h = 0; h < geo->nhouses; h++) {
		unsigned any = 0;

		for (k = 0; k < n; k++)
			any |= cand[geo->house[h][k]];
		for (v = 1; v <= n; v++)
			if (!(any & 1u << (v - 1)))
				ADD(SDK_CAND_NOPLACE, -1, -1, h, geo->kind[h],
				    geo->num[h], v);
	}
	for (h = 0; h < geo->nhouses; h++) {
		unsigned seen = 0, dup = 0;

		/* the values that two cells of one candidate share, first */
		for (k = 0; k < n; k++) {
			unsigned c = cand[geo->house[h][k]];

			if (c != 0 && (c & (c - 1)) == 0) {
				dup |= seen & c;
				seen |= c;
			}
		}
		for (k = 0; dup != 0 && k < n; k++) {
			int a = geo->house[h][k];

			if (!(cand[a] & dup) || (cand[a] & (cand[a] - 1)) != 0)
				continue;
			for (j = k + 1; j < n; j++) {
				int b = geo->house[h][j];

				if (cand[b] == cand[a]) {
					ADD(SDK_CAND_TWICE, a, b, h,
					    geo->kind[h], geo->num[h],
					    sdk_lowbit(cand[a]) + 1);
					dup &= ~(unsigned)cand[a];
					break;
				}
			}
		}
	}
#undef ADD
	return nf;
}

/*
 * Writes fault f of a candidate grid of side n in words into buf, its
 * house named as sdk_house_name names it.
 */
void
sdk_cand_fault_format(int n, const struct sdk_cand_fault *f, char *buf,
    size_t size)
{
	char house[32];

	if (f->kind == SDK_CAND_EMPTY) {
		snprintf(buf, size, "r%dc%d has no candidate", f->cell / n + 1,
		    f->cell % n + 1);
		return;
	}
	sdk_house_name(f->hkind, f->hnum, house, sizeof(house));
	if (f->kind == SDK_CAND_NOPLACE)
		snprintf(buf, size, "%s has no place for %d", house, f->value);
	else
		snprintf(buf, size, "%s: r%dc%d and r%dc%d can only hold %d",
		    house, f->cell / n + 1, f->cell % n + 1, f->cell2 / n + 1,
		    f->cell2 % n + 1, f->value);
}

/*
 * Stores in g (already of side n) the cells of cand with one candidate
 * as givens, the reduction of a candidate grid to a puzzle. Returns how
 * many cells have one candidate.
 */
int
sdk_cand_givens(int n, const uint16_t *cand, struct sdk_grid *g)
{
	int i, k = 0;

	for (i = 0; i < n * n; i++) {
		g->cell[i] = 0;
		if (sdk_popcount(cand[i]) == 1) {
			g->cell[i] = (unsigned char)(sdk_lowbit(cand[i]) + 1);
			k++;
		}
	}
	return k;
}
