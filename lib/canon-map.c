/*
 * canon-map.c: the transforms of a grid that keep it a sudoku: their text
 * form, applying one, a random one, and the symmetries of a pattern of
 * givens as it stands.
 *
 * The text form is T:ROWS:COLS:DIGITS, e.g. 0:123456789:123456789:123456789
 * for the identity on 9x9: T is 1 to transpose first, ROWS names for each
 * row of the result the row it comes from, COLS the same for columns, and
 * DIGITS what digit 1, 2, ... become (values 10 to 16 as A to G).
 */
#include <stdio.h>
#include <string.h>

#include "sdk.h"

/* Sets x to the identity on side n. */
void
sdk_xform_identity(struct sdk_xform *x, int n)
{
	int k;

	memset(x, 0, sizeof(*x));
	x->n = n;
	for (k = 0; k < n; k++) {
		x->row[k] = (unsigned char)k;
		x->col[k] = (unsigned char)k;
	}
	for (k = 0; k <= n; k++)
		x->digit[k] = (unsigned char)k;
}

/*
 * Writes in out the grid g transformed by x: transposed when x says so,
 * then row i of out is row row[i], column j column col[j], and each digit
 * v is digit[v]. x must be of the side of g.
 */
void
sdk_xform_apply(const struct sdk_xform *x, const struct sdk_grid *g,
    struct sdk_grid *out)
{
	int n = g->n, i, j, r, k;
	struct sdk_grid t = *g;

	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++) {
			r = x->row[i];
			k = x->col[j];
			t.cell[i * n + j] = x->digit[x->transpose ?
			    g->cell[k * n + r] : g->cell[r * n + k]];
		}
	*out = t;
}

/* Writes x in its text form in buf, of at least 3 * SDK_MAXN + 5 bytes. */
void
sdk_xform_format(const struct sdk_xform *x, char *buf)
{
	char *s = buf;
	int k;

	*s++ = x->transpose ? '1' : '0';
	*s++ = ':';
	for (k = 0; k < x->n; k++)
		*s++ = (char)sdk_value_char(x->row[k] + 1);
	*s++ = ':';
	for (k = 0; k < x->n; k++)
		*s++ = (char)sdk_value_char(x->col[k] + 1);
	*s++ = ':';
	for (k = 1; k <= x->n; k++)
		*s++ = (char)sdk_value_char(x->digit[k]);
	*s = '\0';
}

/*
 * Reads a permutation of 1..n from s (n characters) into p as 0..n-1 (or
 * 1..n when one is set). Returns 0, or -1 when it is not one.
 */
static int
perm(const char *s, size_t len, int n, int one, unsigned char *p)
{
	unsigned seen = 0;
	int k, v;

	if (len != (size_t)n)
		return -1;
	for (k = 0; k < n; k++) {
		v = sdk_char_value((unsigned char)s[k]);
		if (v < 1 || v > n || seen & 1u << v)
			return -1;
		seen |= 1u << v;
		p[k] = (unsigned char)(one ? v : v - 1);
	}
	return 0;
}

/* Returns 0 when p (0..n-1) keeps the bands (of side b) whole, else -1. */
static int
keepsbands(const unsigned char *p, int n, int b)
{
	int k;

	for (k = 0; k < n; k++)
		if (p[k] / b != p[k - k % b] / b)
			return -1;
	return 0;
}

/*
 * Reads the text form s of a transform on side n into x. Returns 0, or -1
 * with the reason in err.
 */
int
sdk_xform_parse(struct sdk_xform *x, int n, const char *s, char *err,
    size_t errsize)
{
	const char *f[4], *e;
	size_t len[4];
	int k, b;

	if (!sdk_size_ok(n)) {
		snprintf(err, errsize, "bad size %d", n);
		return -1;
	}
	b = n == 4 ? 2 : n == 9 ? 3 : 4;
	if (strncmp(s, "map=", 4) == 0)
		s += 4;
	for (k = 0; k < 4; k++) {
		f[k] = s;
		e = strchr(s, ':');
		len[k] = e != NULL ? (size_t)(e - s) : strlen(s);
		if ((e == NULL) != (k == 3)) {
			snprintf(err, errsize, "map is not T:ROWS:COLUMNS:"
			    "DIGITS");
			return -1;
		}
		s = e + 1;
	}
	sdk_xform_identity(x, n);
	if (len[0] != 1 || (f[0][0] != '0' && f[0][0] != '1')) {
		snprintf(err, errsize, "map: transposition is not 0 or 1");
		return -1;
	}
	x->transpose = f[0][0] == '1';
	if (perm(f[1], len[1], n, 0, x->row) < 0 ||
	    keepsbands(x->row, n, b) < 0) {
		snprintf(err, errsize, "map: rows are not %d rows that keep "
		    "the bands", n);
		return -1;
	}
	if (perm(f[2], len[2], n, 0, x->col) < 0 ||
	    keepsbands(x->col, n, b) < 0) {
		snprintf(err, errsize, "map: columns are not %d columns that "
		    "keep the stacks", n);
		return -1;
	}
	if (perm(f[3], len[3], n, 1, x->digit + 1) < 0) {
		snprintf(err, errsize, "map: digits are not a permutation of "
		    "%d digits", n);
		return -1;
	}
	return 0;
}

/* Sets x to a transform of side n drawn at random from rng, all alike. */
void
sdk_xform_random(struct sdk_xform *x, int n, struct sdk_rng *rng)
{
	int band[SDK_MAXN], in[SDK_MAXN], k, i, b;

	b = n == 4 ? 2 : n == 9 ? 3 : 4;
	sdk_xform_identity(x, n);
	x->transpose = (int)sdk_rng_below(rng, 2);
	for (i = 0; i < 2; i++) {
		unsigned char *p = i == 0 ? x->row : x->col;

		for (k = 0; k < b; k++)
			band[k] = k;
		sdk_rng_shuffle(rng, band, b);
		for (k = 0; k < n; k++) {
			if (k % b == 0) {
				int j;

				for (j = 0; j < b; j++)
					in[j] = j;
				sdk_rng_shuffle(rng, in, b);
			}
			p[k] = (unsigned char)(band[k / b] * b + in[k % b]);
		}
	}
	for (k = 0; k < n; k++)
		in[k] = k + 1;
	sdk_rng_shuffle(rng, in, n);
	for (k = 0; k < n; k++)
		x->digit[k + 1] = (unsigned char)in[k];
}

/*
 * Returns the symmetries of the pattern of givens of g as it stands: bit
 * sym set for each of SDK_SYM_ROT180 to SDK_SYM_ANTIDIAGONAL that maps
 * the givens onto the givens.
 */
unsigned
sdk_sym_pattern(const struct sdk_grid *g)
{
	unsigned set = 0;
	int sym, i;

	for (sym = SDK_SYM_ROT180; sym <= SDK_SYM_ANTIDIAGONAL; sym++) {
		for (i = 0; i < g->ncells; i++)
			if ((g->cell[i] != 0) !=
			    (g->cell[sdk_sym_cell(sym, g->n, i)] != 0))
				break;
		if (i == g->ncells)
			set |= 1u << sym;
	}
	return set;
}
