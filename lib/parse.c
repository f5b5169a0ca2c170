/*
 * parse.c: the detector of sdk-parse. Lines are read one at a time and
 * each puzzle's format is detected as it comes (see sdk-parse(1) for the
 * rules): a line met while nothing is open goes to the reader its format
 * calls for (parse-line.c, parse-grid.c, parse-json.c), a line inside a
 * multi-line puzzle to the reader that opened it. What they find is queued
 * (parse-queue.c) and handed out by sdk_parser_next. The format table.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

static const struct {
	const char *name, *desc;
} formats[SDK_FORMAT_COUNT] = {
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

/* Returns the name of SDK_FORMAT_* format, or NULL. */
const char *
sdk_format_name(int format)
{
	return format >= 0 && format < SDK_FORMAT_COUNT ? formats[format].name :
	    NULL;
}

/* Returns the description of SDK_FORMAT_* format, or NULL. */
const char *
sdk_format_desc(int format)
{
	return format >= 0 && format < SDK_FORMAT_COUNT ? formats[format].desc :
	    NULL;
}

/* Returns the SDK_FORMAT_* of a format name, or -1. */
int
sdk_format_lookup(const char *name)
{
	int i;

	for (i = 0; i < SDK_FORMAT_COUNT; i++)
		if (strcmp(name, formats[i].name) == 0)
			return i;
	return -1;
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

/* Returns 1 when the line holds a control character other than a blank. */
static int
hascontrol(const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if ((unsigned char)s[i] < ' ' &&
		    !sdk_pq_isblankc((unsigned char)s[i]))
			return 1;
	return 0;
}

/* Ends whatever multi-line puzzle is open at the end of the input. */
static void
finish(struct sdk_parser *p)
{
	switch (p->mode) {
	case M_GRID:
		sdk_pg_gridabort(p);
		break;
	case M_SIZED:
		sdk_pq_perr(p, p->szline, "expected %d values, found %d",
		    p->szn * p->szn * (p->szwidth / p->szn), p->szcount);
		break;
	case M_DIGITS:
		sdk_pg_digitsend(p);
		break;
	case M_JSON:
		sdk_pq_perr(p, p->bline, "JSON text ends early");
		break;
	}
	if (p->rgrows > 0)
		sdk_ps_regionend(p);
	sdk_ps_mapflush(p);
	sdk_ps_nameleft(p);
	p->mode = M_IDLE;
	p->pending = p->hold = p->rgok = 0;
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

	while (i < len && sdk_pq_isblankc((unsigned char)s[i]))
		i++;
	run = sdk_pl_cellrun(p, s + i, len - i);
	if (run < 16 || i + run == len)
		return 0;
	if (s[i + run] == '\t') {
		sdk_pq_perr(p, p->in.lineno,
		    "expected 16, 81 or 256 cells, found %zu", run);
		return 1;
	}
	if (sdk_pl_isterm((unsigned char)s[i + run]))
		return 0;
	sdk_pq_showc(ch, sizeof(ch), s[i + run]);
	sdk_pq_perr(p, p->in.lineno, "bad character %s in cell %zu", ch,
	    run + 1);
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
	size_t i, cells = 0, stray = 0, bad = len;
	char ch[16];

	if (hascontrol(s, len) || memchr(s, ',', len))
		return 0;
	for (i = 0; i < len; i++) {
		int c = (unsigned char)s[i];

		if (sdk_pq_iscell(p, c))
			cells++;
		else if (!sdk_pq_isblankc(c) && c != '|' && c != '!') {
			stray++;
			if (bad == len)
				bad = i;
		}
	}
	if (bad == len || cells + 1 < (size_t)p->g.width)
		return 0;
	/* A letter typed for a digit (o for 0) in a row of the right size. */
	if (istext(s, len) && !(stray <= 2 &&
	    cells + stray == (size_t)p->g.width))
		return 0;
	sdk_pq_showc(ch, sizeof(ch), s[bad]);
	if (!p->g.bad)
		sdk_pq_perr(p, p->in.lineno, "bad character %s in row", ch);
	p->g.bad = 1;
	if (++p->g.rows == p->g.n)
		sdk_pg_gridend(p);
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
	while (i < len && sdk_pq_isblankc((unsigned char)s[i]))
		i++;
	return i == len || s[i] == '"' || s[i] == '}';
}

/* A line met while nothing is open. */
static void
idle(struct sdk_parser *p, char *s, size_t len)
{
	struct sdk_pg_row r;
	size_t i = 0, k;
	int f = p->o.format, n, side;

	p->apgrid = 0;
	while (i < len && sdk_pq_isblankc((unsigned char)s[i]))
		i++;
	if (s[0] == '[' && len > 1 && isalpha((unsigned char)s[1])) {
		if (len >= 8 && strncmp(s, "[Puzzle]", 8) == 0)
			return;
		if (len >= 10 && strncmp(s, "[Solution]", 10) == 0) {
			sdk_pq_perr(p, p->in.lineno,
			    "solution without a puzzle");
			p->mode = M_SKIP;
			return;
		}
		p->mode = M_SKIP;
		return;
	}
	if ((f == SDK_FORMAT_AUTO || f == SDK_FORMAT_JSON) &&
	    isjson(s + i, len - i)) {
		sdk_pj_jsonline(p, s, len);
		return;
	}
	if ((f == SDK_FORMAT_AUTO || f == SDK_FORMAT_XML) && i < len &&
	    s[i] == '<') {
		sdk_pj_xmlline(p, s, len);
		return;
	}
	if ((f == SDK_FORMAT_AUTO || f == SDK_FORMAT_LINE) &&
	    sdk_ps_shapeline(p, s, len))
		return;
	if ((f == SDK_FORMAT_AUTO || f == SDK_FORMAT_GRID) &&
	    sdk_ps_header(p, s, len)) {
		sdk_pq_comment(p, s, len, 1);	/* kept as a comment */
		return;
	}
	if ((f == SDK_FORMAT_AUTO || f == SDK_FORMAT_HODOKU) &&
	    sdk_pl_hodoku(p, s, len))
		return;
	if ((f == SDK_FORMAT_AUTO || f == SDK_FORMAT_CSV) &&
	    sdk_pl_csvheader(p, s, len))
		return;
	if (f == SDK_FORMAT_AUTO && p->nm_n == 16 && len == 16 &&
	    sdk_pl_cellrun(p, s, len) == 16) {
		/* Under the name of a 16x16 shape: its first row. */
		sdk_pg_classify(p, s, len, &r);
		if (r.kind == R_ROW && r.count == 16) {
			sdk_pg_gridstart(p, 16, p->in.lineno);
			sdk_pg_gridrow(p, &r, s, len);
			return;
		}
	}
	if (f == SDK_FORMAT_AUTO && !p->o.size && p->nm_n != 16 &&
	    len == 16 && sdk_pl_cellrun(p, s, len) == 16 &&
	    sdk_pl_is4x4(p, s)) {
		/* A 4x4 line, or the first row of a 16x16 grid: see below. */
		sdk_pg_classify(p, s, len, &r);
		sdk_pg_gridstart(p, 16, p->in.lineno);
		p->g.tent = 1;
		sdk_pg_gridrow(p, &r, s, len);
		return;
	}
	/*
	 * A rule; under a name line, the frame of a board too (without one,
	 * dashes alone may be a puzzle of empty cells on a line, below).
	 */
	if (f == SDK_FORMAT_AUTO && sdk_pg_issepline(s, len, &r) &&
	    (!r.dashonly || (p->nm_n != 0 && r.dashes != p->nm_n &&
	    r.dashes != 2 * p->nm_n)))
		return;
	if ((f == SDK_FORMAT_AUTO || f == SDK_FORMAT_LINE ||
	    f == SDK_FORMAT_SDM || f == SDK_FORMAT_HEX || f == SDK_FORMAT_AP ||
	    f == SDK_FORMAT_CANDIDATES || f == SDK_FORMAT_CSV) &&
	    sdk_pl_linepuzzle(p, s, len))
		return;
	if ((f == SDK_FORMAT_AUTO || f == SDK_FORMAT_SIZED) &&
	    sdk_pg_sizedstart(p, s, len))
		return;
	if (f == SDK_FORMAT_DIGITS) {
		if (!sdk_pg_digitsline(p, s, len))
			sdk_pq_perr(p, p->in.lineno, "no cells in line");
		return;
	}
	if (f == SDK_FORMAT_LINE || f == SDK_FORMAT_SDM ||
	    f == SDK_FORMAT_HODOKU || f == SDK_FORMAT_JSON ||
	    f == SDK_FORMAT_XML || f == SDK_FORMAT_SIZED) {
		if (f == SDK_FORMAT_LINE || f == SDK_FORMAT_SDM) {
			size_t run = sdk_pl_cellrun(p, s + i, len - i);

			if (run == len - i && run > 0) {
				sdk_pq_perr(p, p->in.lineno,
				    "expected 16, 81 or 256 cells, found %zu",
				    run);
				return;
			}
		}
		if (istext(s, len) && !hascontrol(s, len))
			sdk_pq_comment(p, s, len, 1);
		else
			sdk_pq_perr(p, p->in.lineno, "not a %s puzzle",
			    sdk_format_name(f));
		return;
	}
	if ((f == SDK_FORMAT_AUTO || f == SDK_FORMAT_GRID) &&
	    (n = sdk_pg_colheader(s, len)) != 0) {
		/* Column labels: the rows under them have their labels. */
		sdk_pg_gridstart(p, n, p->in.lineno);
		p->g.labels = 1;
		return;
	}
	if (sdk_pg_aprow(p, s, len))
		p->apgrid = 1;
	sdk_pg_classify(p, s, len, &r);
	/* A label and 9 cells before 10 cells of a 10x10 row. */
	if (!(r.kind == R_ROW && sdk_pg_validcount(p, r.count) &&
	    (r.count != 10 || sdk_pg_optside(p) == 10 || p->nm_n == 10)) &&
	    (f == SDK_FORMAT_AUTO || f == SDK_FORMAT_GRID) &&
	    (k = sdk_pg_rowlabel(s, len, 0)) != 0) {
		struct sdk_pg_row lr;

		sdk_pg_classify(p, s + k, len - k, &lr);
		if (lr.kind == R_ROW && sdk_size_ok(lr.count)) {
			/* The first row of a grid with row labels. */
			sdk_pg_gridstart(p, lr.count, p->in.lineno);
			p->g.labels = 1;
			sdk_pg_gridrow(p, &lr, s + k, len - k);
			return;
		}
	}
	/*
	 * A line of dashes alone is a row of empty cells, but with the side
	 * of a name line, -z or --box only one of that side, or a pair's
	 * (the board's frame of a 16x16 jigsaw grid has 81).
	 */
	side = sdk_pg_givenside(p);
	if (r.kind == R_SEP && r.dashonly == 2 && (side != 0 ?
	    r.dashes == side || r.dashes == 2 * side : sdk_size_ok(r.dashes)))
		sdk_pg_dashrow(&r);
	if (r.kind == R_ROW && sdk_pg_validcount(p, r.count) &&
	    !(r.count == 16 && p->o.size == 4)) {
		sdk_pg_gridstart(p, r.count, p->in.lineno);
		if (r.board && r.count == 8)
			p->g.n = 8;	/* a board holds no pair */
		sdk_pg_gridrow(p, &r, s, len);
		return;
	}
	if (r.kind == R_SEP)
		return;
	if (f == SDK_FORMAT_AUTO && sdk_pl_inline(p, s, len))
		return;
	if (badrun(p, s, len))
		return;
	if (r.kind == R_ROW && sdk_size_from_cells(r.count) &&
	    sdk_pl_linepuzzle(p, s, len))
		return;	/* -f grid: a grid on one line */
	if (r.kind == R_ROW && r.count > 81 &&
	    sdk_pl_cellrun(p, s, len) == len) {
		sdk_pq_perr(p, p->in.lineno, "expected %d cells, found %d",
		    r.count > 168 ? 256 : 81, r.count);
		return;
	}
	if (hascontrol(s, len)) {
		sdk_pq_perr(p, p->in.lineno, "binary data in line");
		return;
	}
	if (istext(s, len)) {
		sdk_pq_comment(p, s, len, 1);
		return;
	}
	if (sdk_pg_digitsline(p, s, len))
		return;
	sdk_pq_perr(p, p->in.lineno, "no puzzle in line");
}

/*
 * Returns 1 when a line ends the sized puzzle open before any of its
 * values: its first word is no integer. So a stray number before a
 * puzzle is reported, and the puzzle is read.
 */
static int
sizedbreak(struct sdk_parser *p, const char *s, size_t len)
{
	size_t tok[1], tl[1];

	if (p->szcount > 0 || sdk_pg_tokens(s, len, tok, tl, 1) == 0)
		return 0;
	return sdk_pg_intok(s + tok[0], tl[0]) < 0 &&
	    strspn(s + tok[0], "0123456789") < tl[0];
}

/*
 * Takes the label off a row of a grid with row labels (A, B ... or 1,
 * 2 ...). Under a first row of 1 2 3 ..., a row labelled as the first
 * one makes that row column labels: it is dropped.
 */
static void
labelled(struct sdk_parser *p, char **s, size_t *len)
{
	struct sdk_pg_row r;
	int head = !p->g.labels && p->g.seq && p->g.rows == 1;
	size_t k;

	if (!p->g.labels && !head)
		return;
	k = sdk_pg_rowlabel(*s, *len, head ? 0 : p->g.rows);
	if (k == 0)
		return;
	sdk_pg_classify(p, *s + k, *len - k, &r);
	if (r.kind != R_ROW || r.count != p->g.width)
		return;
	if (head) {
		p->g.rows = 0;
		p->g.labels = 1;
	}
	*s += k;
	*len -= k;
}

/*
 * Returns 1 when the rows read so far of the grid open are also rows in
 * the letters A-P: no digit 1-9 and no x.
 */
static int
apsofar(const struct sdk_parser *p)
{
	int i;

	for (i = 0; i < p->g.rows * p->g.n; i++) {
		int c = (unsigned char)p->g.raw[0][i];

		if ((c >= '1' && c <= '9') || c == 'x' || c == 'X')
			return 0;
	}
	return 1;
}

/* Handles one line of input. */
static void
process(struct sdk_parser *p, char *s, size_t len)
{
	size_t i;
	int blank;
	struct sdk_pg_row r;

	if (p->mode != M_JSON && p->mode != M_XML && len > 0 && s[0] != '#' &&
	    s[0] != '%' && memchr(s, 0xE2, len) != NULL)
		len = sdk_pg_boxchars(s, len);	/* a grid drawn in Unicode */
	for (i = 0; i < len && sdk_pq_isblankc((unsigned char)s[i]); i++)
		;
	blank = i == len;
	if (p->mode == M_IDLE && !blank)
		sdk_ps_report(p, s + i, len - i);
	if (p->mode == M_IDLE && !blank && sdk_ps_nameline(p, s, len)) {
		p->pending = 0;
		return;
	}
	if (p->nm_n != 0 && !blank)
		sdk_ps_nameadd(p, s, len);
	if (p->pending) {
		p->pending = 0;
		if (!blank && s[0] != '#' && !(p->rgok &&
		    sdk_ps_ismaprow(p, s, len)) && sdk_pq_annotate(p, s, len))
			return;
		if (!blank && len >= 10 && strncmp(s, "[Solution]", 10) == 0) {
			sdk_pg_gridstart(p, 0, p->in.lineno);
			p->g.solution = 1;
			p->g.width = 0;
			p->hold = 1;
			return;
		}
		if (!blank && s[0] != '#') {
			sdk_pg_classify(p, s, len, &r);
			if (r.kind == R_SEP) {
				/* The frame under the grid. */
				p->pending = 1;
				return;
			}
		}
	}
	if (p->mode == M_GRID && p->g.tent &&
	    !(len == 16 && sdk_pl_cellrun(p, s, len) == 16))
		sdk_pg_gridlines(p);
	if (p->rgok && (p->mode == M_IDLE || p->mode == M_TAIL) && !blank) {
		/* A region map under the puzzle (sized too), or else. */
		if (s[0] != '#' && sdk_ps_regionrow(p, s, len)) {
			p->pending = 0;
			return;
		}
		if (p->rgrows > 0 && sdk_pg_issepline(s, len, &r))
			return;
		if (p->rgrows == 0 &&
		    sdk_ps_maphold(p, s, len, p->mode == M_IDLE))
			return;
		if (p->rgrows > 0)
			sdk_ps_regionend(p);
		p->rgok = 0;
		sdk_ps_mapflush(p);
	}
	if (len > 0 && (s[0] == '#' || s[0] == '%') && p->mode != M_JSON &&
	    p->mode != M_XML) {
		sdk_pq_commentline(p, s, len);
		if (p->mode == M_IDLE)
			sdk_ps_header(p, s, len);
		return;
	}
	switch (p->mode) {
	case M_JSON:
		sdk_pj_jsonline(p, s, len);
		return;
	case M_XML:
		sdk_pj_xmlline(p, s, len);
		return;
	case M_SKIP:
		if (blank || s[0] == '[') {
			p->mode = M_IDLE;
			if (!blank)
				idle(p, s, len);
		}
		return;
	case M_JSKIP:
		if (len == 0 || (s[0] != '{' && s[0] != '['))
			return;
		p->mode = M_IDLE;
		break;
	case M_TAIL:
		p->mode = M_IDLE;
		if (blank)
			return;
		{
			size_t tok[2], tl[2];
			int nt = sdk_pg_tokens(s, len, tok, tl, 2);

			if (nt >= 1 && sdk_pg_intok(s + tok[0], tl[0]) >= 0 &&
			    sdk_pg_sizedstart(p, s, len))
				return;
		}
		if (sdk_pl_linepuzzle(p, s, len))
			return;
		/* Words are kept as a comment, as after any puzzle. */
		if (istext(s, len) && !hascontrol(s, len))
			sdk_pq_comment(p, s, len, 1);
		p->mode = M_TAIL;
		return;
	case M_SIZED:
		if (blank)
			return;
		if (sizedbreak(p, s, len)) {
			/* A lone number, and a puzzle of another format. */
			finish(p);
			break;
		}
		sdk_pg_sizedvalues(p, s, len, 0);
		return;
	case M_CSV:
		if (blank || memchr(s, ',', len) == NULL) {
			p->mode = M_IDLE;
			break;
		}
		sdk_pl_csvline(p, s, len);
		return;
	case M_DIGITS:
		if (blank)
			return;
		if (sdk_pl_linepuzzle(p, s, len)) {
			/* A whole puzzle here: the digits before were short. */
			struct sdk_pq_item last = p->q[p->qlen - 1];

			p->qlen--;
			sdk_pg_digitsend(p);
			*sdk_pq_push(p, last.kind, last.line) = last;
			return;
		}
		if (!sdk_pg_digitsline(p, s, len)) {
			sdk_pg_digitsend(p);
			break;
		}
		return;
	case M_GRID:
		if (blank) {
			if (p->g.rows > 0 && p->g.blankrow == 0)
				p->g.blankrow = p->g.rows;
			return;
		}
		if (s[0] == '[') {
			sdk_pg_gridabort(p);
			break;
		}
		labelled(p, &s, &len);
		if (p->g.width == 16 && !p->apgrid && sdk_pg_aprow(p, s, len) &&
		    apsofar(p))
			p->apgrid = 1;
		sdk_pg_classify(p, s, len, &r);
		if (r.kind == R_SEP && r.dashonly &&
		    r.dashes == p->g.width && (p->g.dashempty ||
		    sdk_pg_sameshape(&p->g, s, len)))
			sdk_pg_dashrow(&r);
		if (p->g.solution && p->g.width == 0 && r.kind == R_ROW) {
			p->g.width = p->g.n = r.count;
			p->g.line = p->in.lineno;
		}
		if (r.kind == R_SEP) {
			/* The first rule under rows: the boxes' height. */
			if (p->g.rows > 0 && p->g.seprow == 0)
				p->g.seprow = p->g.rows;
			return;
		}
		if (r.kind == R_ROW && r.count < 4 * SDK_MAXN &&
		    r.count != 81 && r.count != 256) {
			sdk_pg_gridrow(p, &r, s, len);
			return;
		}
		if (r.kind == R_NONE && badrow(p, s, len))
			return;
		sdk_pg_gridabort(p);
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

/* Returns the name of the input (the path, or "<stdin>"). */
const char *
sdk_parser_name(const struct sdk_parser *p)
{
	return p->in.name;
}

/* Returns the line of the last error. */
long
sdk_parser_errline(const struct sdk_parser *p)
{
	return p->errline;
}

/* Returns the message of the last error. */
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
	struct sdk_pq_item *it;
	char shape[SDK_GRID_TEXT];
	int k;

	/* A record that may take more lines (fields, a solution, a region
	 * map) waits for them. */
	while (p->qhead == p->qlen || ((p->pending || p->hold || p->rgok) &&
	    p->qhead + 1 == p->qlen)) {
		if (p->in.fp == NULL) {
			if (p->qhead == p->qlen)
				return 0;
			p->pending = p->hold = p->rgok = 0;
			sdk_ps_mapflush(p);
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
			sdk_pq_perr(p, p->in.lineno,
			    "line longer than %d bytes", SDK_TEXT_MAX);
			continue;
		}
		if (memchr(p->in.buf, '\0', p->in.len) != NULL) {
			/* Not even a comment: the stream holds no NUL. */
			sdk_pq_perr(p, p->in.lineno, "binary data in line");
			continue;
		}
		process(p, p->in.buf, p->in.len);
	}
	it = &p->q[p->qhead++];
	if (it->kind > 0 && it->boxless)
		it->kind = -1;	/* no region map came to shape it */
	/* The record as written: its shape, cells or places, and the rest. */
	if (it->kind > 0 && it->rec.len + (it->rec.type == SDK_REC_GRID ?
	    sdk_grid_shape_format(&it->rec.grid, shape) +
	    (size_t)it->rec.grid.ncells * (it->rec.pm ? it->rec.grid.n : 1) +
	    1 : 0) > REC_MAX) {
		it->kind = -1;
		snprintf(it->msg, sizeof(it->msg), "%s longer than %d bytes",
		    it->rec.type == SDK_REC_GRID ? "record" : "comment",
		    REC_MAX);
	}
	/* A solution field after a shape is read as the canonical reader
	 * does: unreadable or of another shape, the record is an error. */
	if (it->kind > 0 && it->rec.type == SDK_REC_GRID && !it->rec.pm &&
	    it->rec.len > 0 && sdk_record_checkpair(&it->rec, it->msg,
	    sizeof(it->msg)) < 0)
		it->kind = -1;
	if (it->kind < 0) {
		snprintf(p->err, sizeof(p->err), "%s", it->msg);
		p->errline = it->line;
		sdk_record_free(&it->rec);
		return -1;
	}
	r->type = it->rec.type;
	r->grid = it->rec.grid;
	r->pm = it->rec.pm;
	if (r->pm)
		memcpy(r->cand, it->rec.cand, sizeof(r->cand));
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
