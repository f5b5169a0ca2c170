/*
 * parse-grid.c: the readers of grids read over several lines. Each line
 * is classified as a row of cells, a separator or neither; rows are
 * gathered into a grid (plain, boxed, the sdk-play board, pencil marks,
 * decimal or comma-separated values, a puzzle and its solution side by
 * side). Also the sized format (the size, then N*N integers) and the
 * digits format (cells split over lines in any way).
 */
#include <ctype.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/* Row classification. */

/* Returns 1, and fills r, when the line is a separator: dashes, '=', frames. */
int
sdk_pg_issepline(const char *s, size_t len, struct sdk_pg_row *r)
{
	size_t i;
	int dash = 0, other = 0, inner = 0, corner = 0, run = 0, maxrun = 0;

	for (i = 0; i < len; i++) {
		int c = (unsigned char)s[i];

		if (c == '-') {
			dash++;
			if (++run > maxrun)
				maxrun = run;
			continue;
		}
		run = 0;
		if (c == '=' || c == '+' || c == '|' || c == '*')
			other++;
		else if (c == '.' || c == ':' || c == '\'')
			corner++;	/* HoDoKu frames: .---.  :---+  '---' */
		else if (!sdk_pq_isblankc(c))
			return 0;
	}
	if (dash == 0 && !memchr(s, '=', len))
		return 0;
	if (corner && maxrun < 3)
		return 0;
	other += corner;
	r->kind = R_SEP;
	r->dashes = dash;
	r->dashonly = 0;
	if (other == 0) {
		size_t a = 0, b = len;

		while (a < b && sdk_pq_isblankc((unsigned char)s[a]))
			a++;
		while (b > a && sdk_pq_isblankc((unsigned char)s[b - 1]))
			b--;
		for (i = a; i < b; i++)
			inner |= sdk_pq_isblankc((unsigned char)s[i]);
		r->dashonly = 1 + inner;
	}
	return 1;
}

/*
 * Rewrites the box-drawing characters of Unicode (U+2500 to U+257F, in
 * UTF-8) in the line as the ASCII a grid is drawn with: horizontal lines
 * as '-', vertical ones as '|', corners and crossings as '+'. Returns the
 * new length.
 */
size_t
sdk_pg_boxchars(char *s, size_t len)
{
	static const unsigned short hor[] = { 0x00, 0x01, 0x04, 0x05, 0x08,
		0x09, 0x4C, 0x4D, 0x50, 0x74, 0x76, 0x78, 0x7A, 0x7C, 0x7E };
	static const unsigned short ver[] = { 0x02, 0x03, 0x06, 0x07, 0x0A,
		0x0B, 0x4E, 0x4F, 0x51, 0x75, 0x77, 0x79, 0x7B, 0x7D, 0x7F };
	size_t i, k = 0, m;
	unsigned u;

	for (i = 0; i < len; i++) {
		unsigned char a = s[i], b, c;

		if (a != 0xE2 || i + 2 >= len) {
			s[k++] = s[i];
			continue;
		}
		b = s[i + 1];
		c = s[i + 2];
		if ((b != 0x94 && b != 0x95) || c < 0x80 || c > 0xBF) {
			s[k++] = s[i];
			continue;
		}
		u = (unsigned)(b - 0x94) << 6 | (c - 0x80);
		s[k] = '+';
		for (m = 0; m < sizeof(hor) / sizeof(hor[0]); m++) {
			if (hor[m] == u)
				s[k] = '-';
			if (ver[m] == u)
				s[k] = '|';
		}
		k++;
		i += 2;
	}
	return k;
}

/* The side -z or --box gives, or 0. */
int
sdk_pg_optside(const struct sdk_parser *p)
{
	return p->o.size != 0 ? p->o.size : p->o.bh * p->o.bw;
}

/* The side a name line gives, else -z or --box, or 0. */
int
sdk_pg_givenside(const struct sdk_parser *p)
{
	return p->nm_n != 0 ? p->nm_n : sdk_pg_optside(p);
}

/*
 * A row of the sdk-play board: "| .5 .3  4 |    .7    |          |", in
 * stacks of b cells, as many as the first holds (a side of nb b cells);
 * under a name line (p->nm_n), of its side and boxes,
 * or for a jigsaw grid each cell a stack, a blank instead of its bar
 * where no region ends.
 */
static int
boardrow(struct sdk_parser *p, const char *s, size_t len, struct sdk_pg_row *r)
{
	int b, box, k, pos, nb, jig = p->nm_var & SDK_VAR_JIGSAW;
	const char *bar = len > 1 ? memchr(s + 1, '|', len - 1) : NULL;

	/* stacks as wide as the first: b cells each, nb of them */
	b = bar != NULL && (bar - s) % 3 == 2 ? (int)(bar - s) / 3 : 0;
	nb = b > 0 && (len - 1) % (size_t)(3 * b + 2) == 0 ?
	    (int)((len - 1) / (size_t)(3 * b + 2)) : 0;
	if (nb == 0 || !sdk_side_ok(nb * b))
		nb = 0;
	if (p->nm_n != 0 || p->o.bw != 0) {
		/* the boxes of the name line, else of --box */
		b = p->nm_n == 0 ? p->o.bw : jig ? 1 : p->nm_bw;
		nb = sdk_pg_givenside(p) / b;
		if (len != (size_t)(1 + nb * (3 * b + 2)))
			nb = 0;
	}
	if (nb == 0 || s[0] != '|')
		return 0;
	pos = 1;
	r->count = 0;
	for (box = 0; box < nb; box++) {
		for (k = 0; k < b; k++, pos += 3) {
			int m = s[pos + 1], v = (unsigned char)s[pos + 2];

			if (s[pos] != ' ' || (m != ' ' && m != '.'))
				return 0;
			if (v == ' ') {
				if (m == '.')
					return 0;
				v = '.';
			} else if (!sdk_pq_iscell(p, v) ||
			    (m == '.' && sdk_pq_isempty(v)))
				return 0;
			r->given[r->count] = m == '.';
			r->cell[r->count++] = v;
		}
		if (s[pos] != ' ' || (s[pos + 1] != '|' && !(jig &&
		    box < nb - 1 && s[pos + 1] == ' ')))
			return 0;
		pos += 2;
	}
	r->kind = R_ROW;
	r->board = 1;
	return 1;
}

/*
 * Returns 1 when c cells make a row: N, or 2N (a puzzle and its
 * solution) for the classic sides; 6, 10 and 12 (and 8 with -z 8 or
 * --box) for the others, and 2N for them under a name line of side N,
 * or with -z or --box.
 */
int
sdk_pg_validcount(const struct sdk_parser *p, int c)
{
	return c == 4 || c == 9 || c == 16 || c == 8 || c == 18 || c == 32 ||
	    c == 6 || c == 10 || c == 12 || (p->nm_n > 9 && c == 2 * p->nm_n) ||
	    (p->nm_n == 0 && sdk_pg_optside(p) > 9 &&
	    c == 2 * sdk_pg_optside(p));
}

/*
 * Returns 1 when the characters of s from a to b are four blanks or more
 * and nothing else: the gap --grid puts between a puzzle's row and its
 * solution's.
 */
static int
pairgap(const char *s, size_t a, size_t b)
{
	size_t i;

	for (i = a; i < b; i++)
		if (s[i] != ' ' && s[i] != '\t')
			return 0;
	return b >= a + 4;
}

/* Reads an integer token; returns its value, or -1. */
int
sdk_pg_intok(const char *s, size_t len)
{
	size_t i;
	int v = 0;

	if (len == 0 || len > 3 || (len > 1 && s[0] == '0'))
		return -1;
	for (i = 0; i < len; i++) {
		if (!isdigit((unsigned char)s[i]))
			return -1;
		v = v * 10 + s[i] - '0';
	}
	return v;
}

/* Puts the value v (0..16) in r as a raw character. */
static void
addval(struct sdk_pg_row *r, int v)
{
	if (r->count < 2 * SDK_MAXN)
		r->cell[r->count] = sdk_value_char(v);
	r->count++;
}

/* A row of comma-separated values (Debian's csv, or a decimal grid). */
static int
csvrow(struct sdk_parser *p, const char *s, size_t len, struct sdk_pg_row *r)
{
	size_t i = 0, j, a, b;
	int v;

	r->count = 0;
	for (;;) {
		for (j = i; j < len && s[j] != ','; j++)
			;
		for (a = i; a < j && sdk_pq_isblankc((unsigned char)s[a]); a++)
			;
		for (b = j; b > a &&
		    sdk_pq_isblankc((unsigned char)s[b - 1]); b--)
			;
		if (b > a + 1 && s[a] == '"' && s[b - 1] == '"') {
			a++;
			b--;
		}
		if (a == b)
			addval(r, 0);
		else if ((v = sdk_pg_intok(s + a, b - a)) >= 0) {
			if (v > SDK_MAXN && !r->range)
				r->range = v;
			addval(r, v);
		}
		else if (b == a + 1 && sdk_pq_iscell(p, (unsigned char)s[a])) {
			if (r->count < 2 * SDK_MAXN)
				r->cell[r->count] = s[a];
			r->count++;
		} else
			return 0;
		if (r->count > 2 * SDK_MAXN)
			return 0;
		if (j == len)
			break;
		i = j + 1;
	}
	r->kind = R_ROW;
	return sdk_pg_validcount(p, r->count);
}

/*
 * Classifies a line as a row of cells, a separator, or neither. Tokens
 * are split on blanks, '|' and '!'.
 */
void
sdk_pg_classify(struct sdk_parser *p, const char *s, size_t len,
    struct sdk_pg_row *r)
{
	size_t tok[MAXTOK], tlen[MAXTOK], i, j;
	int nt = 0, k, ints = 1, big = 0, cand = 1, multi = 0, braces = 0;
	int range = 0, side;

	memset(r, 0, sizeof(*r));
	if (len == 0)
		return;
	if (boardrow(p, s, len, r))
		return;
	if (sdk_pg_issepline(s, len, r))
		return;
	if (memchr(s, ',', len) != NULL) {
		if (!csvrow(p, s, len, r))
			r->kind = R_NONE;
		return;
	}
	for (i = 0; i < len; i = j) {
		while (i < len && (sdk_pq_isblankc((unsigned char)s[i]) ||
		    s[i] == '|' || s[i] == '!'))
			i++;
		if (i == len)
			break;
		for (j = i; j < len && !sdk_pq_isblankc((unsigned char)s[j]) &&
		    s[j] != '|' && s[j] != '!'; j++)
			;
		if (nt == MAXTOK)
			return;
		tok[nt] = i;
		tlen[nt++] = j - i;
	}
	if (nt == 0)
		return;
	for (k = 0; k < nt; k++) {
		const char *t = s + tok[k];
		size_t n = tlen[k];
		unsigned seen = 0;
		int v;

		if ((v = sdk_pg_intok(t, n)) < 0)
			ints = 0;
		else if (v > SDK_MAXN && !range)
			range = v;
		else if (v >= 10)
			big = 1;
		if (n >= 2 && t[0] == '{' && t[n - 1] == '}') {
			braces = 1;
			t++;
			n -= 2;
		}
		if (n > 1)
			multi = 1;
		if (n == 0)
			cand = 0;
		for (i = 0; i < n; i++) {
			v = sdk_pq_cellval((unsigned char)t[i], C_NORMAL);
			if (v <= 0 || v > nt || (seen & 1u << v))
				cand = 0;
			else
				seen |= 1u << v;
		}
	}
	side = sdk_pg_givenside(p);
	if (ints && (big || range) && (nt == 16 || nt == 32 ||
	    (side > 9 && (nt == side || nt == 2 * side)))) {
		/* A row of integers; one past 16 is reported with its row. */
		for (k = 0; k < nt; k++)
			addval(r, sdk_pg_intok(s + tok[k], tlen[k]));
		r->range = range;
		r->ints = 1;
		r->kind = R_ROW;
		return;
	}
	/*
	 * pencil marks: a classic side, or under a name line its side; not
	 * four groups of four digits, a 4x4 grid on a line ("1234 3412 ..."),
	 * nor four cells of two digits with a wide gap in the middle, the row
	 * of a 4x4 pair of --grid whose row is given whole ("32 14    32 14")
	 */
	if ((braces || multi) && cand && (nt == 4 || nt == 9 || nt == 16 ||
	    nt == p->nm_n) && (braces || nt != 4 || tlen[0] != 4 ||
	    tlen[1] != 4 || tlen[2] != 4 || tlen[3] != 4) &&
	    (braces || nt != 4 || tlen[0] != 2 || tlen[1] != 2 ||
	    tlen[2] != 2 || tlen[3] != 2 || !pairgap(s, tok[1] + 2, tok[2]))) {
		for (k = 0; k < nt; k++) {
			const char *t = s + tok[k];
			size_t n = tlen[k];

			if (n >= 2 && t[0] == '{') {
				t++;
				n -= 2;
			}
			r->mask[r->count] = 0;
			for (i = 0; i < n; i++)
				r->mask[r->count] |= (uint16_t)(1u <<
				    (sdk_pq_cellval((unsigned char)t[i],
				    C_NORMAL) - 1));
			r->cell[r->count++] = n == 1 ? t[0] : '.';
		}
		r->pm = 1;
		r->kind = R_ROW;
		return;
	}
	for (k = 1; k < nt && tlen[k] == tlen[0]; k++)
		;
	if (nt > 1 && k == nt && tlen[0] > 1)
		r->group = (int)tlen[0];	/* "1-- ---", --grid style */
	for (k = 0; k < nt; k++) {
		/* The cells before the first bar that follows some. */
		if (r->bar == 0 && k > 0 && r->count > 0 &&
		    memchr(s + tok[k - 1] + tlen[k - 1], '|',
		    tok[k] - tok[k - 1] - tlen[k - 1]) != NULL)
			r->bar = r->count;
		for (i = tok[k]; i < tok[k] + tlen[k]; i++) {
			if (!sdk_pq_iscell(p, (unsigned char)s[i]))
				return;
			if (r->count < 2 * SDK_MAXN)
				r->cell[r->count] = s[i];
			r->count++;
		}
	}
	r->kind = R_ROW;
}

/* The multi-line grid. */

/* Starts a multi-line grid of rows of width cells at line. */
void
sdk_pg_gridstart(struct sdk_parser *p, int width, long line)
{
	memset(&p->g, 0, sizeof(p->g));
	p->g.width = width;
	p->g.n = sdk_pg_validcount(p, width) && (width == 8 || width == 18 ||
	    width == 32) ? width / 2 : width;
	if (width == 8 && (sdk_pg_optside(p) == 8 || p->nm_n == 8))
		p->g.n = 8;	/* an 8x8 grid, not a 4x4 pair */
	if (p->nm_n != 0 && (width == p->nm_n || width == 2 * p->nm_n))
		p->g.n = p->nm_n;	/* the side of the name line */
	else if (p->nm_n == 0 && sdk_pg_optside(p) != 0 &&
	    width == 2 * sdk_pg_optside(p))
		p->g.n = sdk_pg_optside(p);	/* a pair of that side */
	p->g.line = line;
	p->mode = M_GRID;
}

/* Emits the rows read so far as 4x4 puzzles, one a line. */
void
sdk_pg_gridlines(struct sdk_parser *p)
{
	struct sdk_grid g;
	int i;

	p->mode = M_IDLE;
	for (i = 0; i < p->g.rows; i++)
		if (sdk_pq_mkgrid(p, &g, p->g.raw[0] + 16 * i, 16,
		    p->g.line + i) == 0)
			sdk_pq_emit(p, p->g.line + i, &g, NULL);
}

/*
 * Ends a grid at its last row: queues the puzzle, or adds the [Solution]
 * to the pending record.
 */
void
sdk_pg_gridend(struct sdk_parser *p)
{
	struct sdk_grid g, sol, given;
	struct sdk_pg_acc *a = &p->g;
	int i, k, nc = a->n * a->n, pair = a->width == 2 * a->n;
	struct sdk_pq_item *it;

	if (a->tent) {
		sdk_pg_gridlines(p);
		return;
	}
	p->mode = M_IDLE;
	p->hold = 0;
	if (a->bad)
		return;
	p->ibh = a->seprow;
	p->ibw = a->barcol;
	if (a->barcol == 0 && a->seprow == 0 && a->gapcol != 0) {
		/* the --grid style: groups of cells, blank lines between */
		p->ibh = a->blankrow;
		p->ibw = a->gapcol;
	}
	/*
	 * A grid of integers (a row had one of 10 or more): the 0 of its
	 * other rows, read as characters, is an empty cell too, never the 1
	 * of the hex rule.
	 */
	for (i = 0; i < nc && a->ints; i++)
		for (k = 0; k <= pair; k++)
			if (a->raw[k][i] == '0')
				a->raw[k][i] = '.';
	k = sdk_pq_mkgrid(p, &g, a->raw[0], nc, a->line) < 0 || (pair &&
	    sdk_pq_mkgrid(p, &sol, a->raw[1], nc, a->line) < 0);
	p->ibh = p->ibw = 0;
	if (k)
		return;
	if (a->solution) {
		/* The [Solution] section of the pending record. */
		it = &p->q[p->qlen - 1];
		if (it->rec.grid.n != g.n) {
			sdk_pq_perr(p, a->line,
			    "solution of %dx%d for a %dx%d puzzle",
			    g.n, g.n, it->rec.grid.n, it->rec.grid.n);
			return;
		}
		sdk_grid_format_cells(&g, a->raw[1], 0);
		sdk_record_addfield(&it->rec, a->raw[1], g.ncells);
		p->pending = 1;
		return;
	}
	if (a->board) {
		given = g;
		for (i = 0; i < nc; i++)
			if (!a->given[i])
				given.cell[i] = 0;
		if (p->o.givensonly || memcmp(given.cell, g.cell, nc) == 0)
			sdk_pq_emit(p, a->line, &given, NULL);
		else
			sdk_pq_emit(p, a->line, &given, &g);
	} else if (a->pm)
		sdk_pq_emit_cand(p, a->line, &g, a->cand);
	else
		sdk_pq_emit(p, a->line, &g, pair ? &sol : NULL);
	p->pending = 1;
}

/*
 * Ends a grid before its last row: a lone 16-cell line is a 4x4 puzzle,
 * else it is an error.
 */
void
sdk_pg_gridabort(struct sdk_parser *p)
{
	struct sdk_grid g;

	if (p->g.tent) {
		sdk_pg_gridlines(p);
		return;
	}
	if (p->g.width == 16 && p->g.rows == 1 && !p->g.bad &&
	    !p->g.solution && !p->g.board && p->o.size != 16) {
		/* One 16-cell line alone: a 4x4 puzzle after all. */
		if (sdk_pq_mkgrid(p, &g, p->g.raw[0], 16, p->g.line) == 0)
			sdk_pq_emit(p, p->g.line, &g, NULL);
	} else if (!p->g.bad && !p->g.solution)
		sdk_pq_perr(p, p->g.line, "expected %d rows, found %d", p->g.n,
		    p->g.rows);
	else if (p->g.solution && !p->g.bad)
		sdk_pq_perr(p, p->g.line, "expected %d solution rows, found %d",
		    p->g.n, p->g.rows);
	p->mode = M_IDLE;
	p->hold = 0;
}

/*
 * Returns the candidates of cell k of row r in a grid of side n: its
 * pencil marks, or a value alone, or every value for an empty cell.
 */
static uint16_t
rowmask(const struct sdk_pg_row *r, int k, int n)
{
	int v;

	if (r->pm)
		return r->mask[k];
	v = sdk_pq_cellval((unsigned char)r->cell[k], C_NORMAL);
	return (uint16_t)(v > 0 && v <= n ? 1u << (v - 1) : (1u << n) - 1);
}

/* Adds a row to the grid being read; ends the grid at its last row. */
void
sdk_pg_gridrow(struct sdk_parser *p, const struct sdk_pg_row *r,
    const char *s, size_t len)
{
	struct sdk_pg_acc *a = &p->g;
	int k, n = a->n, base = a->rows * n;

	if (r->count != a->width) {
		if (!a->bad)
			sdk_pq_perr(p, p->in.lineno,
			    "row has %d cells, want %d", r->count, a->width);
		a->bad = 1;
	} else if (r->range) {
		if (!a->bad)
			sdk_pq_perr(p, p->in.lineno,
			    "value %d out of range for %dx%d", r->range, n, n);
		a->bad = 1;
	} else {
		if (a->rows == 0) {
			/* The first row: 1 2 3 ... may be column labels. */
			a->line = p->in.lineno;
			a->seq = r->count == n;
			for (k = 0; k < r->count; k++)
				if (sdk_pq_cellval((unsigned char)r->cell[k],
				    C_NORMAL) != k + 1)
					a->seq = 0;
		}
		for (k = 0; k < r->count; k++) {
			int half = k >= n, c = k - half * n;

			if (sdk_pq_cellval((unsigned char)r->cell[k],
			    C_NORMAL) > 4)
				a->tent = 0;
			a->raw[half][base + c] = r->cell[k];
			if (!half)
				a->cand[base + c] = rowmask(r, k, n);
			if (r->cell[k] == '-')
				a->dashempty = 1;
			if (r->board)
				a->given[base + c] = r->given[k];
		}
		if (r->board)
			a->board = 1;
		if (r->ints)
			a->ints = 1;
		if (r->pm)
			a->pm = 1;
		if (a->barcol == 0 && r->bar > 0 && r->bar < n)
			a->barcol = r->bar;
		if (a->gapcol == 0 && r->group > 0 && r->group < n &&
		    n % r->group == 0)
			a->gapcol = r->group;
	}
	a->prevlen = len < sizeof(a->prev) ? len : 0;
	memcpy(a->prev, s, a->prevlen);
	if (++a->rows == n)
		sdk_pg_gridend(p);
}

/* Returns 1 when a dash-only line has the shape of the previous row. */
int
sdk_pg_sameshape(const struct sdk_pg_acc *a, const char *s, size_t len)
{
	size_t i;

	if (len != a->prevlen)
		return 0;
	for (i = 0; i < len; i++)
		if (sdk_pq_isblankc((unsigned char)s[i]) !=
		    sdk_pq_isblankc((unsigned char)a->prev[i]))
			return 0;
	return 1;
}

/* Labels of rows and columns, and grids in the letters A-P. */

/*
 * Returns the length of the label of row k at the start of a line (the
 * letter A, B ... in either case, or the digit 1, 2 ...) with the blank,
 * '|', ':' or ')' after it, or 0 when the line starts with no such label.
 */
size_t
sdk_pg_rowlabel(const char *s, size_t len, int k)
{
	size_t i = 0;

	while (i < len && sdk_pq_isblankc((unsigned char)s[i]))
		i++;
	if (i + 1 >= len || k >= SDK_MAXN)
		return 0;
	if (s[i] != 'A' + k && s[i] != 'a' + k && !(k < 9 && s[i] == '1' + k))
		return 0;
	if (s[i + 1] == ':' || s[i + 1] == ')')
		return i + 2;
	return sdk_pq_isblankc((unsigned char)s[i + 1]) || s[i + 1] == '|' ?
	    i + 1 : 0;
}

/*
 * Returns N when the line is the column labels of a grid of N columns:
 * the letters A, B, C ... (or a, b, c ...) apart, and maybe '|'; else 0.
 */
int
sdk_pg_colheader(const char *s, size_t len)
{
	size_t i;
	int n = 0, base = 0;

	for (i = 0; i < len; i++) {
		int c = (unsigned char)s[i];

		if (sdk_pq_isblankc(c) || c == '|')
			continue;
		if (n == 0 && (c == 'A' || c == 'a'))
			base = c;
		if (c != base + n || (i + 1 < len &&
		    !sdk_pq_isblankc((unsigned char)s[i + 1]) &&
		    s[i + 1] != '|'))
			return 0;
		n++;
	}
	return n == 4 || n == 9 || n == 16 ? n : 0;
}

/*
 * Returns 1 when the line is a row of a 16x16 grid in the letters A-P:
 * 16 cells of A to P or '-', '.', apart or not, one of them past G.
 */
int
sdk_pg_aprow(const struct sdk_parser *p, const char *s, size_t len)
{
	size_t i;
	int n = 0, past = 0;

	if (p->o.format != SDK_FORMAT_AUTO && p->o.format != SDK_FORMAT_GRID)
		return 0;
	for (i = 0; i < len; i++) {
		int c = toupper((unsigned char)s[i]);

		if (sdk_pq_isblankc(c) || c == '|')
			continue;
		if (!(c >= 'A' && c <= 'P') && c != '-' && c != '.')
			return 0;
		past |= c >= 'H' && c <= 'P';
		n++;
	}
	return n == 16 && past;
}

/* Makes the dash-only line r a row of empty cells, one a dash. */
void
sdk_pg_dashrow(struct sdk_pg_row *r)
{
	int k;

	r->kind = R_ROW;
	r->count = r->dashes;
	for (k = 0; k < r->count && k < 2 * SDK_MAXN; k++)
		r->cell[k] = '-';
}

/* The sized format: the size, then N*N integers. */

/* Splits s on blanks: keeps up to max tokens, returns how many there are. */
int
sdk_pg_tokens(const char *s, size_t len, size_t *tok, size_t *tlen, int max)
{
	size_t i, j;
	int nt = 0;

	for (i = 0; i < len; i = j) {
		while (i < len && sdk_pq_isblankc((unsigned char)s[i]))
			i++;
		if (i == len)
			break;
		for (j = i; j < len &&
		    !sdk_pq_isblankc((unsigned char)s[j]); j++)
			;
		if (nt < max) {
			tok[nt] = i;
			tlen[nt] = j - i;
		}
		nt++;
	}
	return nt;
}

/* Takes the values of a sized puzzle on a line, from token from on. */
void
sdk_pg_sizedvalues(struct sdk_parser *p, const char *s, size_t len, int from)
{
	size_t tok[4 * SDK_MAXN + 1], tlen[4 * SDK_MAXN + 1];
	int nt, k, v, nc = p->szn * p->szn, maxtok = 4 * SDK_MAXN + 1;
	char ch[16];

	nt = sdk_pg_tokens(s, len, tok, tlen, maxtok);
	if (p->szfirst && from == 0 && nt == 2 * p->szn)
		p->szwidth = 2 * p->szn;
	if (nt - from > 0)
		p->szfirst = 0;
	for (k = from; k < nt; k++) {
		size_t a, l;
		int half, idx;

		if (k >= maxtok) {
			/* Past the tokens kept: read the rest afresh. */
			size_t off = tok[maxtok - 1] + tlen[maxtok - 1];

			sdk_pg_sizedvalues(p, s + off, len - off, 0);
			return;
		}
		a = tok[k];
		l = tlen[k];
		if (l > 1 && s[a] == '0')
			v = -1;
		else
			v = sdk_pg_intok(s + a, l);
		if (v < 0) {
			sdk_pq_showc(ch, sizeof(ch), s[a]);
			if (l == 1)
				sdk_pq_perr(p, p->in.lineno, "bad value %s",
				    ch);
			else
				sdk_pq_perr(p, p->in.lineno, "bad value '%.*s'",
				    (int)(l > 20 ? 20 : l), s + a);
			p->mode = M_TAIL;
			return;
		}
		if (v > p->szn) {
			sdk_pq_perr(p, p->in.lineno,
			    "value %d out of range for %dx%d", v, p->szn,
			    p->szn);
			p->mode = M_TAIL;
			return;
		}
		if (p->szwidth == 2 * p->szn) {
			int row = p->szcount / (2 * p->szn);
			int col = p->szcount % (2 * p->szn);

			half = col >= p->szn;
			idx = row * p->szn + col - half * p->szn;
		} else {
			half = 0;
			idx = p->szcount;
		}
		p->szraw[half][idx] = sdk_value_char(v);
		p->szcount++;
		if (p->szcount == nc * (p->szwidth / p->szn)) {
			struct sdk_grid g, sol;
			int pair = p->szwidth == 2 * p->szn;

			p->mode = M_TAIL;
			if (sdk_pq_mkgrid(p, &g, p->szraw[0], nc,
			    p->szline) < 0)
				return;
			if (pair && sdk_pq_mkgrid(p, &sol, p->szraw[1], nc,
			    p->szline) < 0)
				return;
			sdk_pq_emit(p, p->szline, &g, pair ? &sol : NULL);
			p->pending = 1;
			return;
		}
	}
}

/*
 * Returns 1 when the line starts a sized puzzle: a lone integer, or a size
 * followed by values that do not read as a row.
 */
int
sdk_pg_sizedstart(struct sdk_parser *p, const char *s, size_t len)
{
	size_t tok[MAXTOK], tlen[MAXTOK];
	int nt, k, first, v, side;

	nt = sdk_pg_tokens(s, len, tok, tlen, MAXTOK);
	if (nt == 0)
		return 0;
	side = sdk_pg_givenside(p);	/* a size besides 4, 9 and 16 */
	for (k = 0; k < nt && k < MAXTOK; k++)
		if (sdk_pg_intok(s + tok[k], tlen[k]) < 0 &&
		    !(p->o.format == SDK_FORMAT_SIZED &&
		    strspn(s + tok[k], "0123456789") >= tlen[k]))
			return 0;
	first = sdk_pg_intok(s + tok[0], tlen[0]);
	if (p->o.format != SDK_FORMAT_SIZED) {
		if (nt > 1) {
			/* a row of a grid of that side, not a size */
			if (!sdk_size_ok(first) &&
			    (p->nm_n == 0 || first != p->nm_n))
				return 0;
			for (k = 1; k < nt && k < MAXTOK; k++)
				if ((v = sdk_pg_intok(s + tok[k],
				    tlen[k])) < 0 || v > first)
					return 0;
			if (sdk_pg_validcount(p, nt) && !(nt == 9 && first == 4))
				return 0;
		}
	}
	if ((!sdk_size_ok(first) && (side == 0 || first != side)) ||
	    (p->o.size && first != p->o.size)) {
		sdk_pq_perr(p, p->in.lineno, "bad size %.*s",
		    (int)(tlen[0] > 20 ? 20 : tlen[0]), s + tok[0]);
		p->mode = M_TAIL;
		return 1;
	}
	p->mode = M_SIZED;
	p->szn = first;
	p->szcount = 0;
	p->szwidth = first;
	p->szfirst = 1;
	p->szline = p->in.lineno;
	sdk_pg_sizedvalues(p, s, len, 1);
	return 1;
}

/* The digits format: cells split over lines in any way. */

/* Returns the number of cells a digits run must reach. */
static int
digitswant(const struct sdk_parser *p)
{
	if (p->o.size)
		return p->o.size * p->o.size;
	return p->o.format == SDK_FORMAT_HEX || p->o.format == SDK_FORMAT_AP ?
	    256 : 81;
}

/* Reports a digits run that ended short, and closes it. */
void
sdk_pg_digitsend(struct sdk_parser *p)
{
	sdk_pq_perr(p, p->dgline, "expected %d cells, found %d", digitswant(p),
	    p->dgcount);
	p->mode = M_IDLE;
}

/*
 * Takes the digits and dots of a line as cells. A run must end at a line
 * end: a line that would carry it past N*N cells is refused (returns 0),
 * unless the digits format was asked for. Returns 1 when the line was
 * taken.
 */
int
sdk_pg_digitsline(struct sdk_parser *p, const char *s, size_t len)
{
	int want = digitswant(p), k = 0;
	struct sdk_grid g;
	size_t i;

	for (i = 0; i < len; i++)
		k += isdigit((unsigned char)s[i]) || s[i] == '.';
	if (k == 0)
		return p->mode == M_DIGITS;
	if (p->mode == M_DIGITS && p->dgcount + k > want &&
	    p->o.format != SDK_FORMAT_DIGITS)
		return 0;
	for (i = 0; i < len; i++) {
		if (!isdigit((unsigned char)s[i]) && s[i] != '.')
			continue;
		if (p->mode != M_DIGITS) {
			p->mode = M_DIGITS;
			p->dgcount = 0;
			p->dgline = p->in.lineno;
		}
		p->dg[p->dgcount++] = s[i];
		if (p->dgcount == want) {
			if (sdk_pq_mkgrid(p, &g, p->dg, want, p->dgline) == 0)
				sdk_pq_emit(p, p->dgline, &g, NULL);
			p->mode = M_IDLE;
			p->dgcount = 0;
		}
	}
	return 1;
}
