/*
 * parse.c: the readers of sdk-parse. Lines are read one at a time and
 * each puzzle's format is detected as it comes (see sdk-parse(1) for the
 * rules); what is found is queued as records, comments and errors.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"

#define JSON_MAX SDK_TEXT_MAX		/* largest JSON or XML text held */
/*
 * The longest record written: half of what the readers of the stream take,
 * so that the fields the other tools add always fit.
 */
#define REC_MAX (SDK_LINE_MAX / 2)
#define MAXTOK 64			/* tokens looked at in a row */

enum { M_IDLE, M_GRID, M_SIZED, M_TAIL, M_DIGITS, M_CSV, M_JSON, M_XML,
	M_SKIP };
enum { C_NORMAL, C_HEX, C_AP };
enum { R_NONE, R_SEP, R_ROW };

static const struct {
	const char *name, *desc;
} formats[SDK_FMT_COUNT] = {
	{ "auto", "detect the format of each puzzle (the default)" },
	{ "line", "one puzzle per line: 16, 81 or 256 cells" },
	{ "csv", "a header line, then puzzle,solution rows; or N rows of N "
	    "comma-separated values" },
	{ "grid", "N lines of N cells, with or without separators" },
	{ "digits", "a run of cells split over lines in any way" },
	{ "sized", "the size, then N*N integers, 0 for empty" },
	{ "board", "the sdk-play board" },
	{ "sdk", "SadMan Sudoku .sdk" },
	{ "ss", "Simple Sudoku .ss" },
	{ "sdm", "SudoCue .sdm: one 81-digit puzzle per line" },
	{ "candidates", "a pencil-mark grid, or a 729-character line" },
	{ "hodoku", "HoDoKu library lines" },
	{ "json", "JSON objects or arrays" },
	{ "xml", "OpenSudoku XML collections" },
	{ "hex", "16x16 with values 0-F, . empty" },
	{ "ap", "16x16 with values A-P, - empty" },
};

struct item {
	int kind;		/* 1 record or comment, -1 error */
	long line;
	struct sdk_record rec;
	char msg[160];
};

/* One row of cells as found on a line. */
struct row {
	int kind;		/* R_NONE, R_SEP, R_ROW */
	int count;		/* cells */
	int dashonly;		/* separator made of '-' and blanks only */
	int dashes;
	int board;		/* a board row: given[] is meaningful */
	char cell[2 * SDK_MAXN];
	unsigned char given[2 * SDK_MAXN];
};

/* A multi-line grid being read. */
struct acc {
	int n, width, rows, bad, board, dashempty, solution;
	int tent;		/* 16-cell rows of values 1-4: maybe 4x4 lines */
	long line;
	char raw[2][SDK_MAXCELLS];
	unsigned char given[SDK_MAXCELLS];
	char prev[128];		/* the previous row's line, for its shape */
	size_t prevlen;
};

struct sdk_parser {
	struct sdk_lines in;
	struct sdk_parse_opts o;
	int mode;
	int pending;		/* the last queued record may take fields */
	int hold;		/* it is taking its [Solution] rows */
	struct acc g;
	/* sized */
	int szn, szcount, szwidth, szfirst;
	long szline;
	char szraw[2][SDK_MAXCELLS];
	/* digits */
	char dg[SDK_MAXCELLS];
	int dgcount;
	long dgline;
	/* csv */
	int csvpuz, csvsol;
	/* json and xml text */
	char *buf;
	size_t blen, bcap;
	long bline;
	int depth, instr, esc;
	/* the queue */
	struct item *q;
	size_t qhead, qlen, qcap;
	char err[160];
	long errline;
};

static void process(struct sdk_parser *p, char *s, size_t len);

const char *
sdk_format_name(int format)
{
	return format >= 0 && format < SDK_FMT_COUNT ? formats[format].name :
	    NULL;
}

const char *
sdk_format_desc(int format)
{
	return format >= 0 && format < SDK_FMT_COUNT ? formats[format].desc :
	    NULL;
}

/* Returns the SDK_FMT_* of a format name, or -1. */
int
sdk_format_lookup(const char *name)
{
	int i;

	for (i = 0; i < SDK_FMT_COUNT; i++)
		if (strcmp(name, formats[i].name) == 0)
			return i;
	return -1;
}

static int
isblankc(int c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

static int
isempty(int c)
{
	return c == '.' || c == '0' || c == '-' || c == '_' || c == '*' ||
	    c == 'x' || c == 'X';
}

/* Returns the value of cell character c in the given alphabet, or -1. */
static int
cellval(int c, int alpha)
{
	if (alpha == C_AP) {
		if (c >= 'A' && c <= 'P')
			return c - 'A' + 1;
		if (c >= 'a' && c <= 'p')
			return c - 'a' + 1;
		return c == '-' || c == '.' || c == '0' || c == '_' ||
		    c == '*' ? 0 : -1;
	}
	if (alpha == C_HEX) {
		if (c >= '0' && c <= '9')
			return c - '0' + 1;
		if (c >= 'A' && c <= 'F')
			return c - 'A' + 11;
		if (c >= 'a' && c <= 'f')
			return c - 'a' + 11;
		return c == '.' || c == '-' || c == '_' || c == '*' ? 0 : -1;
	}
	/* The canonical characters, and the other empty cells people use. */
	return isempty(c) ? 0 : sdk_char_value(c);
}

static int
iscell(struct sdk_parser *p, int c)
{
	if (p->o.format == SDK_FMT_AP)
		return cellval(c, C_AP) >= 0;
	if (p->o.format == SDK_FMT_HEX)
		return cellval(c, C_HEX) >= 0 || cellval(c, C_NORMAL) >= 0;
	return cellval(c, C_NORMAL) >= 0;
}

/* Picks the alphabet of n raw cells (the hex rule of sdk-parse(1)). */
static int
alphabet(struct sdk_parser *p, const char *raw, int ncells)
{
	int i, dot = 0, zero = 0, g = 0;

	if (p->o.format == SDK_FMT_AP)
		return C_AP;
	if (p->o.format == SDK_FMT_HEX)
		return C_HEX;
	if (ncells != 256)
		return C_NORMAL;
	for (i = 0; i < ncells; i++) {
		dot |= raw[i] == '.';
		zero |= raw[i] == '0';
		g |= raw[i] == 'G' || raw[i] == 'g';
	}
	return dot && zero && !g ? C_HEX : C_NORMAL;
}

/* Queue handling. */

static struct item *
push(struct sdk_parser *p, int kind, long line)
{
	struct item *it;

	if (p->qhead > 0 && p->qhead == p->qlen) {
		p->qhead = p->qlen = 0;
	}
	if (p->qlen == p->qcap) {
		if (p->qhead > 0) {
			memmove(p->q, p->q + p->qhead,
			    (p->qlen - p->qhead) * sizeof(*p->q));
			p->qlen -= p->qhead;
			p->qhead = 0;
		}
		if (p->qlen == p->qcap) {
			p->qcap = p->qcap ? 2 * p->qcap : 16;
			p->q = sdk_erealloc(p->q, p->qcap * sizeof(*p->q));
		}
	}
	it = &p->q[p->qlen++];
	memset(it, 0, sizeof(*it));
	sdk_record_init(&it->rec);
	it->kind = kind;
	it->line = line;
	it->rec.lineno = line;
	return it;
}

static void
perr(struct sdk_parser *p, long line, const char *fmt, ...)
    SDK_PRINTF(3, 4);

static void
perr(struct sdk_parser *p, long line, const char *fmt, ...)
{
	struct item *it = push(p, -1, line);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(it->msg, sizeof(it->msg), fmt, ap);
	va_end(ap);
}

/* Queues a comment: the line as it is, or "# " and the line (hash). */
static void
comment(struct sdk_parser *p, const char *s, size_t len, int hash)
{
	struct item *it = push(p, 1, p->in.lineno);
	char *t;

	it->rec.type = SDK_REC_COMMENT;
	if (!hash) {
		sdk_record_settext(&it->rec, s, len);
		return;
	}
	while (len > 0 && isblankc((unsigned char)s[len - 1]))
		len--;
	if (len == 0) {
		sdk_record_settext(&it->rec, "#", 1);
		return;
	}
	t = sdk_emalloc(len + 2);
	memcpy(t, "# ", 2);
	memcpy(t + 2, s, len);
	sdk_record_settext(&it->rec, t, len + 2);
	free(t);
}

static void
showc(char *buf, size_t size, int c)
{
	if (c > ' ' && c < 127)
		snprintf(buf, size, "'%c'", c);
	else
		snprintf(buf, size, "byte 0x%02X", (unsigned)(c & 0xFF));
}

/*
 * Turns ncells raw characters into g. Returns 0, or -1 after queueing an
 * error at line.
 */
static int
mkgrid(struct sdk_parser *p, struct sdk_grid *g, const char *raw, int ncells,
    long line)
{
	int n = sdk_size_from_cells(ncells), alpha, i, v;
	char ch[16];

	if (n == 0) {
		perr(p, line, "expected 16, 81 or 256 cells, found %d", ncells);
		return -1;
	}
	if (p->o.size && p->o.size != n) {
		perr(p, line, "expected a %dx%d puzzle, found %dx%d",
		    p->o.size, p->o.size, n, n);
		return -1;
	}
	alpha = alphabet(p, raw, ncells);
	sdk_grid_init(g, n);
	for (i = 0; i < ncells; i++) {
		v = cellval((unsigned char)raw[i], alpha);
		if (v < 0) {
			showc(ch, sizeof(ch), raw[i]);
			perr(p, line, "bad character %s in cell %d", ch, i + 1);
			return -1;
		}
		if (v > n) {
			perr(p, line, "value %d out of range for %dx%d in "
			    "cell %d", v, n, n, i + 1);
			return -1;
		}
		g->cell[i] = v;
	}
	return 0;
}

/* Queues a puzzle record, with its solution when sol is not NULL. */
static struct item *
emit(struct sdk_parser *p, long line, const struct sdk_grid *g,
    const struct sdk_grid *sol)
{
	struct item *it = push(p, 1, line);
	char buf[SDK_MAXCELLS + 1];

	it->rec.grid = *g;
	if (sol) {
		sdk_grid_format(sol, buf, 0);
		sdk_record_addfield(&it->rec, buf, sol->ncells);
	}
	return it;
}

/* Returns 1 when s is a word of the stream: a status or key=value. */
static int
isannot(const char *s, size_t len)
{
	static const char *const words[] = { "valid", "invalid",
		"incomplete", "unique", "multiple", "unsolvable", "minimal",
		"not-minimal" };
	size_t i, k;

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strlen(words[i]) == len && memcmp(s, words[i], len) == 0)
			return 1;
	if (len == 0 || !islower((unsigned char)s[0]))
		return 0;
	for (k = 1; k < len && s[k] != '='; k++)
		if (!islower((unsigned char)s[k]) &&
		    !isdigit((unsigned char)s[k]) && s[k] != '_' &&
		    s[k] != '-')
			return 0;
	return k < len - 1;
}

/*
 * Attaches an annotation line (fields of sdk-fmt's multi-line styles) to
 * the pending record. Returns 1 when the line was one.
 */
static int
annotate(struct sdk_parser *p, const char *s, size_t len)
{
	struct item *it = &p->q[p->qlen - 1];
	size_t i, j;

	if (memchr(s, '\t', len) == NULL) {
		for (i = 0; i < len; i = j) {
			while (i < len && s[i] == ' ')
				i++;
			for (j = i; j < len && s[j] != ' '; j++)
				;
			if (j > i && !isannot(s + i, j - i))
				return 0;
		}
		for (i = 0; i < len; i = j) {
			while (i < len && s[i] == ' ')
				i++;
			for (j = i; j < len && s[j] != ' '; j++)
				;
			if (j > i)
				sdk_record_addfield(&it->rec, s + i, j - i);
		}
		return 1;
	}
	for (i = 0; i <= len; i = j + 1) {
		for (j = i; j < len && s[j] != '\t'; j++)
			;
		sdk_record_addfield(&it->rec, s + i, j - i);
	}
	return 1;
}

/* Row classification. */

static int
issepline(const char *s, size_t len, struct row *r)
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
		else if (!isblankc(c))
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

		while (a < b && isblankc((unsigned char)s[a]))
			a++;
		while (b > a && isblankc((unsigned char)s[b - 1]))
			b--;
		for (i = a; i < b; i++)
			inner |= isblankc((unsigned char)s[i]);
		r->dashonly = 1 + inner;
	}
	return 1;
}

/* A row of the sdk-play board: "| .5 .3  4 |    .7    |          |". */
static int
boardrow(struct sdk_parser *p, const char *s, size_t len, struct row *r)
{
	int b, box, k, pos;

	for (b = 2; b <= 4; b++)
		if (len == (size_t)(1 + b * (3 * b + 2)))
			break;
	if (b > 4 || s[0] != '|')
		return 0;
	pos = 1;
	r->count = 0;
	for (box = 0; box < b; box++) {
		for (k = 0; k < b; k++, pos += 3) {
			int m = s[pos + 1], v = (unsigned char)s[pos + 2];

			if (s[pos] != ' ' || (m != ' ' && m != '.'))
				return 0;
			if (v == ' ') {
				if (m == '.')
					return 0;
				v = '.';
			} else if (!iscell(p, v) || (m == '.' && isempty(v)))
				return 0;
			r->given[r->count] = m == '.';
			r->cell[r->count++] = v;
		}
		if (s[pos] != ' ' || s[pos + 1] != '|')
			return 0;
		pos += 2;
	}
	r->kind = R_ROW;
	r->board = 1;
	return 1;
}

static int
validcount(int c)
{
	return c == 4 || c == 9 || c == 16 || c == 8 || c == 18 || c == 32;
}

/* Reads an integer token; returns its value, or -1. */
static int
intok(const char *s, size_t len)
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
addval(struct row *r, int v)
{
	if (r->count < 2 * SDK_MAXN)
		r->cell[r->count] = sdk_value_char(v);
	r->count++;
}

/* A row of comma-separated values (Debian's csv, or a decimal grid). */
static int
csvrow(struct sdk_parser *p, const char *s, size_t len, struct row *r)
{
	size_t i = 0, j, a, b;
	int v;

	r->count = 0;
	for (;;) {
		for (j = i; j < len && s[j] != ','; j++)
			;
		for (a = i; a < j && isblankc((unsigned char)s[a]); a++)
			;
		for (b = j; b > a && isblankc((unsigned char)s[b - 1]); b--)
			;
		if (b > a + 1 && s[a] == '"' && s[b - 1] == '"') {
			a++;
			b--;
		}
		if (a == b)
			addval(r, 0);
		else if ((v = intok(s + a, b - a)) >= 0)
			addval(r, v > 16 ? 17 : v);
		else if (b == a + 1 && iscell(p, (unsigned char)s[a])) {
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
	for (v = 0; v < r->count; v++)
		if (r->cell[v] == '?')	/* 17: out of range */
			return 0;
	r->kind = R_ROW;
	return validcount(r->count);
}

/*
 * Classifies a line as a row of cells, a separator, or neither. Tokens
 * are split on blanks, '|' and '!'.
 */
static void
classify(struct sdk_parser *p, const char *s, size_t len, struct row *r)
{
	size_t tok[MAXTOK], tlen[MAXTOK], i, j;
	int nt = 0, k, ints = 1, big = 0, cand = 1, multi = 0, braces = 0;

	memset(r, 0, sizeof(*r));
	if (len == 0)
		return;
	if (boardrow(p, s, len, r))
		return;
	if (issepline(s, len, r))
		return;
	if (memchr(s, ',', len) != NULL) {
		if (!csvrow(p, s, len, r))
			r->kind = R_NONE;
		return;
	}
	for (i = 0; i < len; i = j) {
		while (i < len && (isblankc((unsigned char)s[i]) ||
		    s[i] == '|' || s[i] == '!'))
			i++;
		if (i == len)
			break;
		for (j = i; j < len && !isblankc((unsigned char)s[j]) &&
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

		if ((v = intok(t, n)) < 0 || v > 16)
			ints = 0;
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
			v = cellval((unsigned char)t[i], C_NORMAL);
			if (v <= 0 || v > nt || (seen & 1u << v))
				cand = 0;
			else
				seen |= 1u << v;
		}
	}
	if (ints && big && (nt == 16 || nt == 32)) {
		for (k = 0; k < nt; k++)
			addval(r, intok(s + tok[k], tlen[k]));
		r->kind = R_ROW;
		return;
	}
	if ((braces || multi) && cand && (nt == 4 || nt == 9 || nt == 16) &&
	    (braces || nt != 4 || tlen[0] != 4)) {
		for (k = 0; k < nt; k++) {
			const char *t = s + tok[k];
			size_t n = tlen[k];

			if (n >= 2 && t[0] == '{') {
				t++;
				n -= 2;
			}
			r->cell[r->count++] = n == 1 ? t[0] : '.';
		}
		r->kind = R_ROW;
		return;
	}
	for (k = 0; k < nt; k++)
		for (i = tok[k]; i < tok[k] + tlen[k]; i++) {
			if (!iscell(p, (unsigned char)s[i]))
				return;
			if (r->count < 2 * SDK_MAXN)
				r->cell[r->count] = s[i];
			r->count++;
		}
	r->kind = R_ROW;
}

/* Returns 1 when the line reads as words of text, not as cells. */
static int
istext(const char *s, size_t len)
{
	size_t i;
	int c;

	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		if (isalpha(c) && !((c >= 'A' && c <= 'G') ||
		    (c >= 'a' && c <= 'g') || c == 'x' || c == 'X'))
			return 1;
		if (c == '"')
			return 1;
	}
	return 0;
}

static int
hascontrol(const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if ((unsigned char)s[i] < ' ' && !isblankc((unsigned char)s[i]))
			return 1;
	return 0;
}

/* The multi-line grid. */

static void
gridstart(struct sdk_parser *p, int width, long line)
{
	memset(&p->g, 0, sizeof(p->g));
	p->g.width = width;
	p->g.n = validcount(width) && (width == 8 || width == 18 ||
	    width == 32) ? width / 2 : width;
	p->g.line = line;
	p->mode = M_GRID;
}

/* Emits the rows read so far as 4x4 puzzles, one a line. */
static void
gridlines(struct sdk_parser *p)
{
	struct sdk_grid g;
	int i;

	p->mode = M_IDLE;
	for (i = 0; i < p->g.rows; i++)
		if (mkgrid(p, &g, p->g.raw[0] + 16 * i, 16, p->g.line + i) == 0)
			emit(p, p->g.line + i, &g, NULL);
}

static void
gridend(struct sdk_parser *p)
{
	struct sdk_grid g, sol, given;
	struct acc *a = &p->g;
	int i, nc = a->n * a->n, pair = a->width == 2 * a->n;
	struct item *it;

	if (a->tent) {
		gridlines(p);
		return;
	}
	p->mode = M_IDLE;
	p->hold = 0;
	if (a->bad)
		return;
	if (mkgrid(p, &g, a->raw[0], nc, a->line) < 0)
		return;
	if (pair && mkgrid(p, &sol, a->raw[1], nc, a->line) < 0)
		return;
	if (a->solution) {
		/* The [Solution] section of the pending record. */
		it = &p->q[p->qlen - 1];
		if (it->rec.grid.n != g.n) {
			perr(p, a->line, "solution of %dx%d for a %dx%d puzzle",
			    g.n, g.n, it->rec.grid.n, it->rec.grid.n);
			return;
		}
		sdk_grid_format(&g, a->raw[1], 0);
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
			emit(p, a->line, &given, NULL);
		else
			emit(p, a->line, &given, &g);
	} else
		emit(p, a->line, &g, pair ? &sol : NULL);
	p->pending = 1;
}

static void
gridabort(struct sdk_parser *p)
{
	struct sdk_grid g;

	if (p->g.tent) {
		gridlines(p);
		return;
	}
	if (p->g.width == 16 && p->g.rows == 1 && !p->g.bad &&
	    !p->g.solution && !p->g.board && p->o.size != 16) {
		/* One 16-cell line alone: a 4x4 puzzle after all. */
		if (mkgrid(p, &g, p->g.raw[0], 16, p->g.line) == 0)
			emit(p, p->g.line, &g, NULL);
	} else if (!p->g.bad && !p->g.solution)
		perr(p, p->g.line, "expected %d rows, found %d", p->g.n,
		    p->g.rows);
	else if (p->g.solution && !p->g.bad)
		perr(p, p->g.line, "expected %d solution rows, found %d",
		    p->g.n, p->g.rows);
	p->mode = M_IDLE;
	p->hold = 0;
}

static void
gridrow(struct sdk_parser *p, const struct row *r, const char *s, size_t len)
{
	struct acc *a = &p->g;
	int k, n = a->n, base = a->rows * n;

	if (r->count != a->width) {
		if (!a->bad)
			perr(p, p->in.lineno, "row has %d cells, want %d",
			    r->count, a->width);
		a->bad = 1;
	} else {
		for (k = 0; k < r->count; k++) {
			int half = k >= n, c = k - half * n;

			if (cellval((unsigned char)r->cell[k], C_NORMAL) > 4)
				a->tent = 0;
			a->raw[half][base + c] = r->cell[k];
			if (r->cell[k] == '-')
				a->dashempty = 1;
			if (r->board)
				a->given[base + c] = r->given[k];
		}
		if (r->board)
			a->board = 1;
	}
	a->prevlen = len < sizeof(a->prev) ? len : 0;
	memcpy(a->prev, s, a->prevlen);
	if (++a->rows == n)
		gridend(p);
}

/* Returns 1 when a dash-only line has the shape of the previous row. */
static int
sameshape(const struct acc *a, const char *s, size_t len)
{
	size_t i;

	if (len != a->prevlen)
		return 0;
	for (i = 0; i < len; i++)
		if (isblankc((unsigned char)s[i]) !=
		    isblankc((unsigned char)a->prev[i]))
			return 0;
	return 1;
}

static void
dashrow(struct row *r)
{
	int k;

	r->kind = R_ROW;
	r->count = r->dashes;
	for (k = 0; k < r->count && k < 2 * SDK_MAXN; k++)
		r->cell[k] = '-';
}

/* Line puzzles. */

/* Returns the length of the run of cell characters at s. */
static size_t
cellrun(struct sdk_parser *p, const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len && iscell(p, (unsigned char)s[i]); i++)
		;
	return i;
}

static int
isterm(int c)
{
	return isblankc(c) || c == '#' || c == ';' || c == ',' || c == ':';
}

/* Returns 1 when a 16-cell run should be read as a 4x4 puzzle. */
static int
is4x4(struct sdk_parser *p, const char *s)
{
	int i;

	if (p->o.size)
		return p->o.size == 4;
	if (p->o.format == SDK_FMT_HEX || p->o.format == SDK_FMT_AP)
		return 0;
	for (i = 0; i < 16; i++)
		if (cellval((unsigned char)s[i], C_NORMAL) > 4)
			return 0;
	return 1;
}

/* A 729-character pencil-mark line. */
static void
pencil729(struct sdk_parser *p, const char *s)
{
	struct sdk_grid g;
	int i, d, v, k;

	sdk_grid_init(&g, 9);
	for (i = 0; i < 81; i++) {
		for (k = 0, v = 0, d = 1; d <= 9; d++) {
			int c = (unsigned char)s[9 * i + d - 1];

			if (c == '0' + d) {
				k++;
				v = d;
			} else if (c != '.' && c != '0') {
				perr(p, p->in.lineno, "bad character at "
				    "position %d of a pencil-mark line: want "
				    "%d or '.'", 9 * i + d, d);
				return;
			}
		}
		g.cell[i] = k == 1 ? v : 0;
	}
	emit(p, p->in.lineno, &g, NULL);
}

/*
 * A puzzle on one line, cells first; then maybe a solution (tdoku's
 * puzzle:count:solution, or a full grid after a separator), then text.
 * Returns 1 when the line was one.
 */
static int
linepuzzle(struct sdk_parser *p, const char *s, size_t len)
{
	struct sdk_grid g, sol;
	struct item *it;
	size_t i = 0, run, e, k;
	int havesol = 0;

	while (i < len && isblankc((unsigned char)s[i]))
		i++;
	run = cellrun(p, s + i, len - i);
	e = i + run;
	if (e < len && !isterm((unsigned char)s[e]))
		return 0;
	if (run == 729 && p->o.format == SDK_FMT_AUTO) {
		pencil729(p, s + i);
		return 1;
	}
	if (!(run == 81 || run == 256 || (run == 16 && is4x4(p, s + i))))
		return 0;
	if (mkgrid(p, &g, s + i, run, p->in.lineno) < 0)
		return 1;
	if (e < len && s[e] == '\t') {
		/* A record of the canonical stream: its fields are kept. */
		it = emit(p, p->in.lineno, &g, NULL);
		sdk_record_settext(&it->rec, s + e + 1, len - e - 1);
		return 1;
	}
	/* A solution after the cells. */
	k = e;
	if (k < len && s[k] == ':') {
		size_t c = k + 1;

		while (c < len && isdigit((unsigned char)s[c]))
			c++;
		if (c < len && s[c] == ':' && c > k + 1)
			k = c;
	}
	if (k < len) {
		size_t a = k + 1, r;

		while (a < len && isblankc((unsigned char)s[a]))
			a++;
		r = cellrun(p, s + a, len - a);
		if (r == run && (a + r == len || isterm((unsigned char)s[a + r]))) {
			char err[80];

			if (sdk_grid_parse(&sol, s + a, r, err,
			    sizeof(err)) == 0 && sol.n == g.n &&
			    sdk_grid_filled(&sol) == sol.ncells) {
				int c, ok = 1;

				for (c = 0; c < g.ncells; c++)
					if (g.cell[c] && g.cell[c] != sol.cell[c])
						ok = 0;
				if (ok) {
					havesol = 1;
					e = a + r;
				}
			}
		}
	}
	it = emit(p, p->in.lineno, &g, havesol ? &sol : NULL);
	if (p->o.keepcomments) {
		while (e < len && (isterm((unsigned char)s[e])))
			e++;
		k = len;
		while (k > e && isblankc((unsigned char)s[k - 1]))
			k--;
		if (k > e) {
			char *t = sdk_emalloc(k - e);
			size_t c;

			for (c = 0; c < k - e; c++)
				t[c] = s[e + c] == '\t' ? ' ' : s[e + c];
			sdk_record_addfield(&it->rec, t, k - e);
			free(t);
		}
	}
	return 1;
}

/* HoDoKu library lines ":type:cands:puzzle:...". */
static int
hodoku(struct sdk_parser *p, const char *s, size_t len)
{
	const char *f, *end = s + len;
	char raw[SDK_MAXCELLS];
	struct sdk_grid g;
	int colons = 0, n = 0, k;
	size_t i;

	for (i = 0; i < len; i++)
		colons += s[i] == ':';
	if (len == 0 || s[0] != ':' || colons < 6 || colons > 7)
		return 0;
	for (f = s, k = 0; k < 3; k++)
		f = (const char *)memchr(f, ':', end - f) + 1;
	for (; f < end && *f != ':'; f++) {
		if (*f == '+' && f + 1 < end && f[1] != ':') {
			f++;
			if (n < SDK_MAXCELLS)
				raw[n] = p->o.keepplaced ? *f : '.';
			n++;
			continue;
		}
		if (n < SDK_MAXCELLS)
			raw[n] = *f;
		n++;
	}
	if (n > SDK_MAXCELLS) {
		perr(p, p->in.lineno, "expected 16, 81 or 256 cells, found %d",
		    n);
		return 1;
	}
	if (mkgrid(p, &g, raw, n, p->in.lineno) == 0)
		emit(p, p->in.lineno, &g, NULL);
	return 1;
}

/* CSV with a header naming the puzzle and solution columns. */

static int
csvfield(const char *s, size_t len, int idx, size_t *a, size_t *b)
{
	size_t i = 0, j;
	int k = 0;

	for (;;) {
		for (j = i; j < len && s[j] != ','; j++)
			;
		if (k == idx) {
			while (i < j && isblankc((unsigned char)s[i]))
				i++;
			while (j > i && isblankc((unsigned char)s[j - 1]))
				j--;
			if (j > i + 1 && s[i] == '"' && s[j - 1] == '"') {
				i++;
				j--;
			}
			*a = i;
			*b = j;
			return 1;
		}
		if (j == len)
			return 0;
		k++;
		i = j + 1;
	}
}

static int
fieldis(const char *s, size_t len, const char *const *names)
{
	char low[32];
	size_t i;

	if (len >= sizeof(low))
		return 0;
	for (i = 0; i < len; i++)
		low[i] = tolower((unsigned char)s[i]);
	low[len] = '\0';
	for (; *names; names++)
		if (strcmp(low, *names) == 0)
			return 1;
	return 0;
}

static int
csvheader(struct sdk_parser *p, const char *s, size_t len)
{
	static const char *const puz[] = { "puzzle", "puzzles", "quizzes",
		"quiz", "grid", "board", "sudoku", "problem", "givens",
		"question", "unsolved", NULL };
	static const char *const sol[] = { "solution", "solutions", "solved",
		"answer", "answers", NULL };
	size_t a, b;
	int k;

	if (memchr(s, ',', len) == NULL)
		return 0;
	p->csvpuz = p->csvsol = -1;
	for (k = 0; csvfield(s, len, k, &a, &b); k++) {
		if (p->csvpuz < 0 && fieldis(s + a, b - a, puz))
			p->csvpuz = k;
		else if (p->csvsol < 0 && fieldis(s + a, b - a, sol))
			p->csvsol = k;
	}
	if (p->csvpuz < 0)
		return 0;
	p->mode = M_CSV;
	return 1;
}

static void
csvline(struct sdk_parser *p, const char *s, size_t len)
{
	struct sdk_grid g, sol;
	size_t a, b, c, d;
	long line = p->in.lineno;

	if (!csvfield(s, len, p->csvpuz, &a, &b)) {
		perr(p, line, "no puzzle column in row");
		return;
	}
	if (cellrun(p, s + a, b - a) != b - a) {
		perr(p, line, "bad puzzle field in row");
		return;
	}
	if (mkgrid(p, &g, s + a, b - a, line) < 0)
		return;
	if (p->csvsol >= 0 && csvfield(s, len, p->csvsol, &c, &d) && d > c) {
		if (cellrun(p, s + c, d - c) != d - c || d - c != b - a) {
			perr(p, line, "bad solution field in row");
			emit(p, line, &g, NULL);
			return;
		}
		if (mkgrid(p, &sol, s + c, d - c, line) < 0) {
			emit(p, line, &g, NULL);
			return;
		}
		emit(p, line, &g, &sol);
		return;
	}
	emit(p, line, &g, NULL);
}

/* The sized format: the size, then N*N integers. */

static int
tokens(const char *s, size_t len, size_t *tok, size_t *tlen, int max)
{
	size_t i, j;
	int nt = 0;

	for (i = 0; i < len; i = j) {
		while (i < len && isblankc((unsigned char)s[i]))
			i++;
		if (i == len)
			break;
		for (j = i; j < len && !isblankc((unsigned char)s[j]); j++)
			;
		if (nt < max) {
			tok[nt] = i;
			tlen[nt] = j - i;
		}
		nt++;
	}
	return nt;
}

static void
sizedvalues(struct sdk_parser *p, const char *s, size_t len, int from)
{
	size_t tok[4 * SDK_MAXN + 1], tlen[4 * SDK_MAXN + 1];
	int nt, k, v, nc = p->szn * p->szn, maxtok = 4 * SDK_MAXN + 1;
	char ch[16];

	nt = tokens(s, len, tok, tlen, maxtok);
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

			sizedvalues(p, s + off, len - off, 0);
			return;
		}
		a = tok[k];
		l = tlen[k];
		if (l > 1 && s[a] == '0')
			v = -1;
		else
			v = intok(s + a, l);
		if (v < 0) {
			showc(ch, sizeof(ch), s[a]);
			if (l == 1)
				perr(p, p->in.lineno, "bad value %s", ch);
			else
				perr(p, p->in.lineno, "bad value '%.*s'",
				    (int)(l > 20 ? 20 : l), s + a);
			p->mode = M_TAIL;
			return;
		}
		if (v > p->szn) {
			perr(p, p->in.lineno, "value %d out of range for %dx%d",
			    v, p->szn, p->szn);
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
			if (mkgrid(p, &g, p->szraw[0], nc, p->szline) < 0)
				return;
			if (pair && mkgrid(p, &sol, p->szraw[1], nc,
			    p->szline) < 0)
				return;
			emit(p, p->szline, &g, pair ? &sol : NULL);
			p->pending = 1;
			return;
		}
	}
}

/*
 * Returns 1 when the line starts a sized puzzle: a lone integer, or a size
 * followed by values that do not read as a row.
 */
static int
sizedstart(struct sdk_parser *p, const char *s, size_t len)
{
	size_t tok[MAXTOK], tlen[MAXTOK];
	int nt, k, first, v;

	nt = tokens(s, len, tok, tlen, MAXTOK);
	if (nt == 0)
		return 0;
	for (k = 0; k < nt && k < MAXTOK; k++)
		if (intok(s + tok[k], tlen[k]) < 0 &&
		    !(p->o.format == SDK_FMT_SIZED &&
		    strspn(s + tok[k], "0123456789") >= tlen[k]))
			return 0;
	first = intok(s + tok[0], tlen[0]);
	if (p->o.format != SDK_FMT_SIZED) {
		if (nt > 1) {
			if (!sdk_size_ok(first))
				return 0;
			for (k = 1; k < nt && k < MAXTOK; k++)
				if ((v = intok(s + tok[k], tlen[k])) < 0 ||
				    v > first)
					return 0;
			if (validcount(nt) && !(nt == 9 && first == 4))
				return 0;
		}
	}
	if (!sdk_size_ok(first) || (p->o.size && first != p->o.size)) {
		perr(p, p->in.lineno, "bad size %.*s",
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
	sizedvalues(p, s, len, 1);
	return 1;
}

/* The digits format: cells split over lines in any way. */

/* Returns the number of cells a digits run must reach. */
static int
digitswant(const struct sdk_parser *p)
{
	if (p->o.size)
		return p->o.size * p->o.size;
	return p->o.format == SDK_FMT_HEX || p->o.format == SDK_FMT_AP ?
	    256 : 81;
}

static void
digitsend(struct sdk_parser *p)
{
	perr(p, p->dgline, "expected %d cells, found %d", digitswant(p),
	    p->dgcount);
	p->mode = M_IDLE;
}

/*
 * Takes the digits and dots of a line as cells. A run must end at a line
 * end: a line that would carry it past N*N cells is refused (returns 0),
 * unless the digits format was asked for. Returns 1 when the line was
 * taken.
 */
static int
digitsline(struct sdk_parser *p, const char *s, size_t len)
{
	int want = digitswant(p), k = 0;
	struct sdk_grid g;
	size_t i;

	for (i = 0; i < len; i++)
		k += isdigit((unsigned char)s[i]) || s[i] == '.';
	if (k == 0)
		return p->mode == M_DIGITS;
	if (p->mode == M_DIGITS && p->dgcount + k > want &&
	    p->o.format != SDK_FMT_DIGITS)
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
			if (mkgrid(p, &g, p->dg, want, p->dgline) == 0)
				emit(p, p->dgline, &g, NULL);
			p->mode = M_IDLE;
			p->dgcount = 0;
		}
	}
	return 1;
}

/* JSON. */

enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ };

struct jnode {
	int type, child, next;	/* children of arrays and objects */
	long num;		/* J_NUM: the value, if whole; else -1 */
	const char *str;	/* J_STR: raw text, without quotes */
	size_t slen;
	const char *key;	/* member name, raw */
	size_t klen;
	long line;
};

struct jparse {
	const char *s, *end;
	long line;
	struct jnode *n;
	int nn, cap, depth;
};

static void
jws(struct jparse *j)
{
	while (j->s < j->end && (isspace((unsigned char)*j->s))) {
		if (*j->s == '\n')
			j->line++;
		j->s++;
	}
}

static int jvalue(struct jparse *j);

static int
jnew(struct jparse *j, int type)
{
	if (j->nn == j->cap) {
		j->cap = j->cap ? 2 * j->cap : 256;
		j->n = sdk_erealloc(j->n, j->cap * sizeof(*j->n));
	}
	memset(&j->n[j->nn], 0, sizeof(j->n[0]));
	j->n[j->nn].type = type;
	j->n[j->nn].child = j->n[j->nn].next = -1;
	j->n[j->nn].line = j->line;
	return j->nn++;
}

static int
jstring(struct jparse *j, const char **str, size_t *len)
{
	const char *a;

	if (j->s >= j->end || *j->s != '"')
		return -1;
	a = ++j->s;
	while (j->s < j->end && *j->s != '"') {
		if (*j->s == '\\')
			j->s++;
		if (j->s < j->end && *j->s == '\n')
			return -1;
		j->s++;
	}
	if (j->s >= j->end)
		return -1;
	*str = a;
	*len = j->s - a;
	j->s++;
	return 0;
}

static int
jvalue(struct jparse *j)
{
	int id, last = -1, c;

	jws(j);
	if (j->s >= j->end || ++j->depth > 64)
		return -1;
	c = (unsigned char)*j->s;
	if (c == '{' || c == '[') {
		int obj = c == '{';

		id = jnew(j, obj ? J_OBJ : J_ARR);
		j->s++;
		jws(j);
		if (j->s < j->end && *j->s == (obj ? '}' : ']')) {
			j->s++;
			j->depth--;
			return id;
		}
		for (;;) {
			const char *k = NULL;
			size_t kl = 0;
			int ch;

			jws(j);
			if (obj) {
				if (jstring(j, &k, &kl) < 0)
					return -1;
				jws(j);
				if (j->s >= j->end || *j->s != ':')
					return -1;
				j->s++;
			}
			if ((ch = jvalue(j)) < 0)
				return -1;
			j->n[ch].key = k;
			j->n[ch].klen = kl;
			if (last < 0)
				j->n[id].child = ch;
			else
				j->n[last].next = ch;
			last = ch;
			jws(j);
			if (j->s >= j->end)
				return -1;
			if (*j->s == ',') {
				j->s++;
				continue;
			}
			if (*j->s != (obj ? '}' : ']'))
				return -1;
			j->s++;
			break;
		}
	} else if (c == '"') {
		id = jnew(j, J_STR);
		if (jstring(j, &j->n[id].str, &j->n[id].slen) < 0)
			return -1;
	} else if (c == '-' || isdigit(c)) {
		const char *a = j->s;
		int whole = 1;

		id = jnew(j, J_NUM);
		if (*j->s == '-')
			j->s++;
		while (j->s < j->end && (isdigit((unsigned char)*j->s) ||
		    strchr(".eE+-", *j->s))) {
			if (!isdigit((unsigned char)*j->s))
				whole = 0;
			j->s++;
		}
		j->n[id].num = whole && j->s - a <= 6 ? atol(a) : -1;
		if (!whole) {
			char tmp[32];
			size_t l = j->s - a < 31 ? j->s - a : 31;
			double d;

			memcpy(tmp, a, l);
			tmp[l] = '\0';
			d = strtod(tmp, NULL);
			if (d >= 0 && d <= 16 && d == (long)d)
				j->n[id].num = (long)d;
		}
	} else if (j->end - j->s >= 4 && memcmp(j->s, "null", 4) == 0) {
		id = jnew(j, J_NULL);
		j->s += 4;
	} else if (j->end - j->s >= 4 && memcmp(j->s, "true", 4) == 0) {
		id = jnew(j, J_BOOL);
		j->s += 4;
	} else if (j->end - j->s >= 5 && memcmp(j->s, "false", 5) == 0) {
		id = jnew(j, J_BOOL);
		j->s += 5;
	} else
		return -1;
	j->depth--;
	return id;
}

/* Returns the value 0..16 of a JSON cell (number, null, string), or -1. */
static int
jcell(const struct jnode *n)
{
	if (n->type == J_NULL)
		return 0;
	if (n->type == J_NUM)
		return n->num >= 0 && n->num <= 16 &&
		    n->num == (int)n->num ? (int)n->num : -1;
	if (n->type == J_STR) {
		if (n->slen == 0)
			return 0;
		if (n->slen == 1)
			return cellval((unsigned char)n->str[0], C_NORMAL);
		return intok(n->str, n->slen) <= 16 ?
		    intok(n->str, n->slen) : -1;
	}
	return -1;
}

/* Turns a JSON value into raw cells; returns their number, or -1. */
static int
jgrid(struct jparse *j, int id, char *raw)
{
	struct jnode *n = &j->n[id];
	int k = 0, c, rows = 0, v;

	if (n->type == J_STR) {
		if (n->slen > SDK_MAXCELLS || !sdk_size_from_cells(n->slen))
			return -1;
		memcpy(raw, n->str, n->slen);
		return (int)n->slen;
	}
	if (n->type != J_ARR)
		return -1;
	for (c = n->child; c >= 0; c = j->n[c].next) {
		struct jnode *e = &j->n[c];

		if (e->type == J_ARR) {
			int cc, w = 0;

			rows++;
			for (cc = e->child; cc >= 0; cc = j->n[cc].next) {
				if ((v = jcell(&j->n[cc])) < 0 ||
				    k >= SDK_MAXCELLS)
					return -1;
				raw[k++] = sdk_value_char(v);
				w++;
			}
			if (!sdk_size_ok(w))
				return -1;
		} else if (e->type == J_STR && e->slen > 1 &&
		    !sdk_size_from_cells(e->slen)) {
			size_t i;

			rows++;
			for (i = 0; i < e->slen; i++) {
				if (k >= SDK_MAXCELLS)
					return -1;
				raw[k++] = e->str[i];
			}
		} else {
			if ((v = jcell(e)) < 0 || k >= SDK_MAXCELLS || rows)
				return -1;
			raw[k++] = sdk_value_char(v);
		}
	}
	return sdk_size_from_cells(k) ? k : -1;
}

/*
 * Returns 1 when a member that is not a grid still looks meant as one: a
 * string of cell characters, or an array of numbers, nulls and arrays.
 */
static int
jcells(struct sdk_parser *p, struct jparse *j, int id)
{
	const struct jnode *n = &j->n[id];
	int c;

	if (n->type == J_STR)
		return n->slen >= 4 && cellrun(p, n->str, n->slen) == n->slen;
	if (n->type != J_ARR || n->child < 0)
		return 0;
	for (c = n->child; c >= 0; c = j->n[c].next)
		if (j->n[c].type != J_NUM && j->n[c].type != J_NULL &&
		    j->n[c].type != J_ARR)
			return 0;
	return 1;
}

/*
 * Returns 1 when array id is rows of numbers, nulls and short strings: a
 * grid, even when one of its values is no cell.
 */
static int
jrows(const struct jparse *j, int id)
{
	int c, cc;

	if (j->n[id].type != J_ARR || j->n[id].child < 0)
		return 0;
	for (c = j->n[id].child; c >= 0; c = j->n[c].next) {
		if (j->n[c].type != J_ARR || j->n[c].child < 0)
			return 0;
		for (cc = j->n[c].child; cc >= 0; cc = j->n[cc].next)
			if (j->n[cc].type != J_NUM && j->n[cc].type != J_NULL &&
			    !(j->n[cc].type == J_STR && j->n[cc].slen <= 2))
				return 0;
	}
	return 1;
}

static int
jkey(const struct jnode *n, const char *const *names)
{
	return n->key && fieldis(n->key, n->klen, names);
}

static void
jwalk(struct sdk_parser *p, struct jparse *j, int id)
{
	static const char *const puz[] = { "puzzle", "grid", "board", "value",
		"values", "quiz", "quizzes", "problem", "givens", "question",
		"sudoku", "cells", "unsolved", "data", "mission", NULL };
	static const char *const sol[] = { "solution", "solutions", "solved",
		"answer", NULL };
	char raw[SDK_MAXCELLS], sraw[SDK_MAXCELLS];
	struct jnode *n = &j->n[id];
	int c, pc = -1, sc = -1, fc = -1, bc = -1, k, ks;
	struct sdk_grid g, s;
	struct item *it;

	if (n->type == J_OBJ) {
		for (c = n->child; c >= 0; c = j->n[c].next) {
			if (pc < 0 && jkey(&j->n[c], puz) &&
			    jgrid(j, c, raw) > 0)
				pc = c;
			else if (pc < 0 && bc < 0 && jkey(&j->n[c], puz) &&
			    jcells(p, j, c))
				bc = c;
			else if (sc < 0 && jkey(&j->n[c], sol))
				sc = c;
			else if (j->n[c].klen == 6 &&
			    memcmp(j->n[c].key, "fields", 6) == 0)
				fc = c;
		}
		if (pc < 0 && bc >= 0) {
			if (j->n[bc].type == J_STR)
				perr(p, j->n[bc].line, "expected 16, 81 or 256 "
				    "cells, found %zu", j->n[bc].slen);
			else
				perr(p, j->n[bc].line, "bad grid in member "
				    "'%.*s'", (int)j->n[bc].klen, j->n[bc].key);
			return;
		}
		if (pc < 0) {
			for (c = n->child; c >= 0; c = j->n[c].next)
				jwalk(p, j, c);
			return;
		}
		k = jgrid(j, pc, raw);
		if (mkgrid(p, &g, raw, k, j->n[pc].line) < 0)
			return;
		ks = sc >= 0 ? jgrid(j, sc, sraw) : -1;
		if (ks == k && mkgrid(p, &s, sraw, ks, j->n[sc].line) == 0)
			it = emit(p, j->n[pc].line, &g, &s);
		else
			it = emit(p, j->n[pc].line, &g, NULL);
		if (fc >= 0 && j->n[fc].type == J_ARR)
			for (c = j->n[fc].child; c >= 0; c = j->n[c].next)
				if (j->n[c].type == J_STR)
					sdk_record_addfield(&it->rec,
					    j->n[c].str, j->n[c].slen);
		return;
	}
	if (n->type == J_ARR || n->type == J_STR) {
		if ((k = jgrid(j, id, raw)) > 0) {
			if (mkgrid(p, &g, raw, k, n->line) == 0)
				emit(p, n->line, &g, NULL);
			return;
		}
		if (jrows(j, id)) {
			perr(p, n->line, "bad grid in array");
			return;
		}
		if (n->type == J_ARR)
			for (c = n->child; c >= 0; c = j->n[c].next)
				jwalk(p, j, c);
	}
}

static void
bufadd(struct sdk_parser *p, const char *s, size_t len)
{
	if (p->blen + len + 2 > p->bcap) {
		while (p->blen + len + 2 > p->bcap)
			p->bcap = p->bcap ? 2 * p->bcap : 4096;
		p->buf = sdk_erealloc(p->buf, p->bcap);
	}
	memcpy(p->buf + p->blen, s, len);
	p->blen += len;
	p->buf[p->blen++] = '\n';
}

/* Reads the JSON text held; queues what it holds. */
static void
jsondone(struct sdk_parser *p)
{
	struct jparse j;
	int root;

	memset(&j, 0, sizeof(j));
	j.s = p->buf;
	j.end = p->buf + p->blen;
	j.line = p->bline;
	while ((jws(&j), j.s < j.end)) {
		j.nn = 0;
		j.depth = 0;
		if ((root = jvalue(&j)) < 0) {
			perr(p, j.line, "bad JSON text");
			break;
		}
		jwalk(p, &j, root);
	}
	free(j.n);
	p->blen = 0;
	p->mode = M_IDLE;
}

static void
jsonline(struct sdk_parser *p, const char *s, size_t len)
{
	size_t i;

	if (p->blen == 0)
		p->bline = p->in.lineno;
	if (p->blen + len > JSON_MAX) {
		perr(p, p->bline, "JSON text longer than %d bytes", JSON_MAX);
		p->blen = 0;
		p->mode = M_SKIP;
		return;
	}
	bufadd(p, s, len);
	for (i = 0; i < len; i++) {
		int c = s[i];

		if (p->instr) {
			if (p->esc)
				p->esc = 0;
			else if (c == '\\')
				p->esc = 1;
			else if (c == '"')
				p->instr = 0;
		} else if (c == '"')
			p->instr = 1;
		else if (c == '{' || c == '[')
			p->depth++;
		else if (c == '}' || c == ']')
			p->depth--;
	}
	p->instr = 0;
	if (p->depth <= 0) {
		p->depth = 0;
		jsondone(p);
	} else
		p->mode = M_JSON;
}

/* XML: OpenSudoku <game data="..."/>. */

static size_t
xmldecode(const char *s, size_t len, char *out)
{
	size_t i, k = 0;

	for (i = 0; i < len; i++) {
		if (s[i] != '&') {
			out[k++] = s[i];
			continue;
		}
		if (len - i >= 5 && memcmp(s + i, "&#10;", 5) == 0) {
			out[k++] = '\n';
			i += 4;
		} else if (len - i >= 4 && memcmp(s + i, "&lt;", 4) == 0) {
			out[k++] = '<';
			i += 3;
		} else if (len - i >= 4 && memcmp(s + i, "&gt;", 4) == 0) {
			out[k++] = '>';
			i += 3;
		} else if (len - i >= 5 && memcmp(s + i, "&amp;", 5) == 0) {
			out[k++] = '&';
			i += 4;
		} else
			out[k++] = s[i];
	}
	return k;
}

static void
xmlgame(struct sdk_parser *p, const char *tag, size_t len, long line)
{
	const char *d = NULL, *e;
	char raw[SDK_MAXCELLS], *txt;
	struct sdk_grid g;
	size_t i, tl;
	int n = 0;

	for (i = 0; i + 6 <= len; i++)
		if (memcmp(tag + i, "data=\"", 6) == 0 &&
		    (i == 0 || isspace((unsigned char)tag[i - 1]))) {
			d = tag + i + 6;
			break;
		}
	if (d == NULL || (e = memchr(d, '"', tag + len - d)) == NULL) {
		perr(p, line, "game without data");
		return;
	}
	txt = sdk_emalloc(e - d + 1);
	tl = xmldecode(d, e - d, txt);
	if (tl > 8 && memcmp(txt, "version:", 8) == 0) {
		/* value|note|editable for each cell; editable 0 is a given. */
		char *q = memchr(txt, '\n', tl);
		int field = 0, val = 0, big = 0;

		for (q = q ? q + 1 : txt + tl; q < txt + tl; q++) {
			if (*q == '|') {
				if (field == 0 && val > SDK_MAXN && !big)
					big = n + 1;
				if (field == 0 && n < SDK_MAXCELLS)
					raw[n] = sdk_value_char(val);
				if (field == 2 && n < SDK_MAXCELLS) {
					if (q[-1] != '0')
						raw[n] = '.';
					n++;
				}
				field = (field + 1) % 3;
				val = 0;
			} else if (field == 0 && isdigit((unsigned char)*q))
				val = val > SDK_MAXN ? val : val * 10 + *q - '0';
		}
		if (field == 2 && n < SDK_MAXCELLS) {
			if (q[-1] != '0')
				raw[n] = '.';
			n++;
		}
		if (big) {
			perr(p, line, "value out of range in cell %d", big);
			free(txt);
			return;
		}
	} else {
		for (i = 0; i < tl; i++)
			if (!isspace((unsigned char)txt[i])) {
				if (n < SDK_MAXCELLS)
					raw[n] = txt[i];
				n++;
			}
	}
	free(txt);
	if (n > SDK_MAXCELLS)
		n = SDK_MAXCELLS + 1;
	if (mkgrid(p, &g, raw, n, line) == 0)
		emit(p, line, &g, NULL);
}

static void
xmlline(struct sdk_parser *p, const char *s, size_t len)
{
	char *a, *b;

	p->mode = M_XML;
	if (p->blen == 0)
		p->bline = p->in.lineno;
	if (p->blen + len > JSON_MAX) {
		perr(p, p->bline, "XML tag longer than %d bytes", JSON_MAX);
		p->blen = 0;
		return;
	}
	bufadd(p, s, len);
	for (;;) {
		a = memchr(p->buf, '<', p->blen);
		if (a == NULL) {
			p->blen = 0;
			return;
		}
		b = memchr(a, '>', p->buf + p->blen - a);
		if (b == NULL) {
			memmove(p->buf, a, p->buf + p->blen - a);
			p->blen = p->buf + p->blen - a;
			return;
		}
		if (b - a > 5 && memcmp(a, "<game", 5) == 0 &&
		    isspace((unsigned char)a[5]))
			xmlgame(p, a, b - a, p->bline);
		memmove(p->buf, b + 1, p->buf + p->blen - b - 1);
		p->blen = p->buf + p->blen - b - 1;
		p->bline = p->in.lineno;
	}
}

/* Ends whatever multi-line puzzle is open at the end of the input. */
static void
finish(struct sdk_parser *p)
{
	switch (p->mode) {
	case M_GRID:
		gridabort(p);
		break;
	case M_SIZED:
		perr(p, p->szline, "expected %d values, found %d",
		    p->szn * p->szn * (p->szwidth / p->szn), p->szcount);
		break;
	case M_DIGITS:
		digitsend(p);
		break;
	case M_JSON:
		perr(p, p->bline, "JSON text ends early");
		break;
	}
	p->mode = M_IDLE;
	p->pending = p->hold = 0;
}

/*
 * Reports a line that starts as a line puzzle (16 cells or more) but is
 * cut by a character that is no cell, or whose cells are followed by a
 * TAB in the wrong number. Returns 1 when it did.
 */
static int
badrun(struct sdk_parser *p, const char *s, size_t len)
{
	size_t i = 0, run;
	char ch[16];

	while (i < len && isblankc((unsigned char)s[i]))
		i++;
	run = cellrun(p, s + i, len - i);
	if (run < 16 || i + run == len)
		return 0;
	if (s[i + run] == '\t') {
		perr(p, p->in.lineno, "expected 16, 81 or 256 cells, found %zu",
		    run);
		return 1;
	}
	if (isterm((unsigned char)s[i + run]))
		return 0;
	showc(ch, sizeof(ch), s[i + run]);
	perr(p, p->in.lineno, "bad character %s in cell %zu", ch, run + 1);
	return 1;
}

/*
 * A line inside a grid that is a row but for one stray character: it is
 * reported, and the grid is thrown away when complete. Returns 1 when the
 * line was such a row.
 */
static int
badrow(struct sdk_parser *p, const char *s, size_t len)
{
	size_t i, cells = 0, bad = len;
	char ch[16];

	if (istext(s, len) || hascontrol(s, len) || memchr(s, ',', len))
		return 0;
	for (i = 0; i < len; i++) {
		int c = (unsigned char)s[i];

		if (iscell(p, c))
			cells++;
		else if (!isblankc(c) && c != '|' && c != '!' && bad == len)
			bad = i;
	}
	if (bad == len || cells + 1 < (size_t)p->g.width)
		return 0;
	showc(ch, sizeof(ch), s[bad]);
	if (!p->g.bad)
		perr(p, p->in.lineno, "bad character %s in row", ch);
	p->g.bad = 1;
	if (++p->g.rows == p->g.n)
		gridend(p);
	return 1;
}

/*
 * Returns 1 when a line starts JSON text: '{' then a member name or '}',
 * or '[' (a pencil-mark cell "{123}" is not JSON).
 */
static int
isjson(const char *s, size_t len)
{
	size_t i = 1;

	if (len == 0 || (s[0] != '{' && s[0] != '['))
		return 0;
	if (s[0] == '[')
		return 1;
	while (i < len && isblankc((unsigned char)s[i]))
		i++;
	return i == len || s[i] == '"' || s[i] == '}';
}

/* A line met while nothing is open. */
static void
idle(struct sdk_parser *p, char *s, size_t len)
{
	struct row r;
	size_t i = 0;
	int f = p->o.format;

	while (i < len && isblankc((unsigned char)s[i]))
		i++;
	if (s[0] == '[' && len > 1 && isalpha((unsigned char)s[1])) {
		if (len >= 8 && strncmp(s, "[Puzzle]", 8) == 0)
			return;
		if (len >= 10 && strncmp(s, "[Solution]", 10) == 0) {
			perr(p, p->in.lineno, "solution without a puzzle");
			p->mode = M_SKIP;
			return;
		}
		p->mode = M_SKIP;
		return;
	}
	if ((f == SDK_FMT_AUTO || f == SDK_FMT_JSON) && isjson(s + i, len - i)) {
		jsonline(p, s, len);
		return;
	}
	if ((f == SDK_FMT_AUTO || f == SDK_FMT_XML) && i < len && s[i] == '<') {
		xmlline(p, s, len);
		return;
	}
	if ((f == SDK_FMT_AUTO || f == SDK_FMT_HODOKU) && hodoku(p, s, len))
		return;
	if ((f == SDK_FMT_AUTO || f == SDK_FMT_CSV) && csvheader(p, s, len))
		return;
	if (f == SDK_FMT_AUTO && !p->o.size && len == 16 &&
	    cellrun(p, s, len) == 16 && is4x4(p, s)) {
		/* A 4x4 line, or the first row of a 16x16 grid: see below. */
		classify(p, s, len, &r);
		gridstart(p, 16, p->in.lineno);
		p->g.tent = 1;
		gridrow(p, &r, s, len);
		return;
	}
	if (f == SDK_FMT_AUTO && issepline(s, len, &r) && !r.dashonly)
		return;
	if ((f == SDK_FMT_AUTO || f == SDK_FMT_LINE || f == SDK_FMT_SDM ||
	    f == SDK_FMT_HEX || f == SDK_FMT_AP || f == SDK_FMT_CANDIDATES ||
	    f == SDK_FMT_CSV) && linepuzzle(p, s, len))
		return;
	if ((f == SDK_FMT_AUTO || f == SDK_FMT_SIZED) && sizedstart(p, s, len))
		return;
	if (f == SDK_FMT_DIGITS) {
		if (!digitsline(p, s, len))
			perr(p, p->in.lineno, "no cells in line");
		return;
	}
	if (f == SDK_FMT_LINE || f == SDK_FMT_SDM || f == SDK_FMT_HODOKU ||
	    f == SDK_FMT_JSON || f == SDK_FMT_XML || f == SDK_FMT_SIZED) {
		if (f == SDK_FMT_LINE || f == SDK_FMT_SDM) {
			size_t run = cellrun(p, s + i, len - i);

			if (run == len - i && run > 0) {
				perr(p, p->in.lineno,
				    "expected 16, 81 or 256 cells, found %zu",
				    run);
				return;
			}
		}
		if (istext(s, len) && !hascontrol(s, len))
			comment(p, s, len, 1);
		else
			perr(p, p->in.lineno, "not a %s puzzle",
			    sdk_format_name(f));
		return;
	}
	classify(p, s, len, &r);
	if (r.kind == R_SEP && r.dashonly == 2 && sdk_size_ok(r.dashes))
		dashrow(&r);
	if (r.kind == R_ROW && validcount(r.count) &&
	    !(r.count == 16 && p->o.size == 4)) {
		gridstart(p, r.count, p->in.lineno);
		gridrow(p, &r, s, len);
		return;
	}
	if (r.kind == R_SEP)
		return;
	if (badrun(p, s, len))
		return;
	if (r.kind == R_ROW && r.count > 81 && cellrun(p, s, len) == len) {
		perr(p, p->in.lineno, "expected %d cells, found %d",
		    r.count > 168 ? 256 : 81, r.count);
		return;
	}
	if (hascontrol(s, len)) {
		perr(p, p->in.lineno, "binary data in line");
		return;
	}
	if (istext(s, len)) {
		comment(p, s, len, 1);
		return;
	}
	if (digitsline(p, s, len))
		return;
	perr(p, p->in.lineno, "no puzzle in line");
}

/* Handles one line of input. */
static void
process(struct sdk_parser *p, char *s, size_t len)
{
	size_t i;
	int blank;
	struct row r;

	for (i = 0; i < len && isblankc((unsigned char)s[i]); i++)
		;
	blank = i == len;
	if (p->pending) {
		p->pending = 0;
		if (!blank && s[0] != '#' && annotate(p, s, len))
			return;
		if (!blank && len >= 10 && strncmp(s, "[Solution]", 10) == 0) {
			gridstart(p, 0, p->in.lineno);
			p->g.solution = 1;
			p->g.width = 0;
			p->hold = 1;
			return;
		}
		if (!blank && s[0] != '#') {
			classify(p, s, len, &r);
			if (r.kind == R_SEP) {
				/* The frame under the grid. */
				p->pending = 1;
				return;
			}
		}
	}
	if (p->mode == M_GRID && p->g.tent &&
	    !(len == 16 && cellrun(p, s, len) == 16))
		gridlines(p);
	if (len > 0 && (s[0] == '#' || s[0] == '%') && p->mode != M_JSON &&
	    p->mode != M_XML) {
		if (s[0] == '%')
			comment(p, s + 1 + (len > 1 && s[1] == ' '),
			    len - 1 - (len > 1 && s[1] == ' '), 1);
		else
			comment(p, s, len, 0);
		return;
	}
	switch (p->mode) {
	case M_JSON:
		jsonline(p, s, len);
		return;
	case M_XML:
		xmlline(p, s, len);
		return;
	case M_SKIP:
		if (blank || s[0] == '[') {
			p->mode = M_IDLE;
			if (!blank)
				idle(p, s, len);
		}
		return;
	case M_TAIL:
		p->mode = M_IDLE;
		if (blank)
			return;
		{
			size_t tok[2], tl[2];
			int nt = tokens(s, len, tok, tl, 2);

			if (nt >= 1 && intok(s + tok[0], tl[0]) >= 0 &&
			    sizedstart(p, s, len))
				return;
		}
		if (linepuzzle(p, s, len))
			return;
		p->mode = M_TAIL;
		return;
	case M_SIZED:
		if (!blank)
			sizedvalues(p, s, len, 0);
		return;
	case M_CSV:
		if (blank || memchr(s, ',', len) == NULL) {
			p->mode = M_IDLE;
			break;
		}
		csvline(p, s, len);
		return;
	case M_DIGITS:
		if (blank)
			return;
		if (linepuzzle(p, s, len)) {
			/* A whole puzzle here: the digits before were short. */
			struct item last = p->q[p->qlen - 1];

			p->qlen--;
			digitsend(p);
			*push(p, last.kind, last.line) = last;
			return;
		}
		if (!digitsline(p, s, len)) {
			digitsend(p);
			break;
		}
		return;
	case M_GRID:
		if (blank)
			return;
		if (s[0] == '[') {
			gridabort(p);
			break;
		}
		classify(p, s, len, &r);
		if (r.kind == R_SEP && r.dashonly &&
		    r.dashes == p->g.width && (p->g.dashempty ||
		    sameshape(&p->g, s, len)))
			dashrow(&r);
		if (p->g.solution && p->g.width == 0 && r.kind == R_ROW) {
			p->g.width = p->g.n = r.count;
			p->g.line = p->in.lineno;
		}
		if (r.kind == R_SEP)
			return;
		if (r.kind == R_ROW && r.count < 4 * SDK_MAXN &&
		    r.count != 81 && r.count != 256) {
			gridrow(p, &r, s, len);
			return;
		}
		if (r.kind == R_NONE && badrow(p, s, len))
			return;
		gridabort(p);
		break;
	}
	if (blank)
		return;
	idle(p, s, len);
}

/* Opens a parser on path (NULL or "-": standard input); NULL + errno. */
struct sdk_parser *
sdk_parser_open(const char *path, const struct sdk_parse_opts *opts)
{
	struct sdk_parser *p = sdk_emalloc(sizeof(*p));

	memset(p, 0, sizeof(*p));
	if (sdk_lines_open(&p->in, path) < 0) {
		int e = errno;

		free(p);
		errno = e;
		return NULL;
	}
	p->in.max = SDK_TEXT_MAX;
	p->o = *opts;
	sdk_geom(4);
	sdk_geom(9);
	sdk_geom(16);
	return p;
}

const char *
sdk_parser_name(const struct sdk_parser *p)
{
	return p->in.name;
}

long
sdk_parser_errline(const struct sdk_parser *p)
{
	return p->errline;
}

const char *
sdk_parser_error(const struct sdk_parser *p)
{
	return p->err;
}

/*
 * Returns the next record or comment in r (1), the end of the input (0), a
 * puzzle that could not be read (-1: sdk_parser_error and
 * sdk_parser_errline say why and where), or a read error (-2, errno).
 */
int
sdk_parser_next(struct sdk_parser *p, struct sdk_record *r)
{
	struct item *it;
	int k;

	while (p->qhead == p->qlen || ((p->pending || p->hold) &&
	    p->qhead + 1 == p->qlen)) {
		if (p->in.fp == NULL) {
			if (p->qhead == p->qlen)
				return 0;
			p->pending = p->hold = 0;
			break;
		}
		k = sdk_lines_next(&p->in);
		if (k < 0) {
			int e = errno;

			finish(p);
			sdk_lines_close(&p->in);
			errno = e;
			return -2;
		}
		if (k == 0) {
			finish(p);
			sdk_lines_close(&p->in);
			continue;
		}
		if (p->in.toolong) {
			perr(p, p->in.lineno, "line longer than %d bytes",
			    SDK_TEXT_MAX);
			continue;
		}
		if (memchr(p->in.buf, '\0', p->in.len) != NULL) {
			/* Not even a comment: the stream holds no NUL. */
			perr(p, p->in.lineno, "binary data in line");
			continue;
		}
		process(p, p->in.buf, p->in.len);
	}
	it = &p->q[p->qhead++];
	if (it->kind > 0 && it->rec.len + (it->rec.type == SDK_REC_GRID ?
	    (size_t)it->rec.grid.ncells + 1 : 0) > REC_MAX) {
		it->kind = -1;
		snprintf(it->msg, sizeof(it->msg), "%s longer than %d bytes",
		    it->rec.type == SDK_REC_GRID ? "record" : "comment",
		    REC_MAX);
	}
	if (it->kind < 0) {
		snprintf(p->err, sizeof(p->err), "%s", it->msg);
		p->errline = it->line;
		sdk_record_free(&it->rec);
		return -1;
	}
	r->type = it->rec.type;
	r->grid = it->rec.grid;
	r->lineno = it->line;
	sdk_record_settext(r, it->rec.text ? it->rec.text : "", it->rec.len);
	sdk_record_free(&it->rec);
	return 1;
}

/* Closes the parser. */
void
sdk_parser_close(struct sdk_parser *p)
{
	size_t i;

	if (p == NULL)
		return;
	for (i = p->qhead; i < p->qlen; i++)
		sdk_record_free(&p->q[i].rec);
	sdk_lines_close(&p->in);
	free(p->q);
	free(p->buf);
	free(p);
}
