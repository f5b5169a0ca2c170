/* style.c: the text styles of sdk-fmt, one record at a time. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "sdk.h"

#define NLINES 40	/* most lines of one grid: 16 rows, 15 rules, frame */
#define WIDTH 88	/* longest line of one grid, with its NUL: 81 for
			   the board of a 16x16 jigsaw grid */

/* The lines of one grid drawn in a grid-like style. */
struct lines {
	int n;
	char s[NLINES][WIDTH];
};

/* The name of each style, in the order of SDK_STYLE_*. */
static const char *const stylenames[] = {
	"line", "boxed", "grid", "padded", "sized", "compact", "board",
	"candidates", "report", "csv", "csv=grid", "json", "sdk", "ss",
	"candidates=frame"
};

/* Returns the style called name ("boxed", "csv=grid" ...), or -1. */
int
sdk_style_lookup(const char *name)
{
	int i;

	for (i = 0; i < SDK_STYLE_COUNT; i++)
		if (strcmp(name, stylenames[i]) == 0)
			return i;
	return -1;
}

/* Returns the name of style (SDK_STYLE_*), as sdk_style_lookup takes it. */
const char *
sdk_style_name(int style)
{
	return style >= 0 && style < SDK_STYLE_COUNT ? stylenames[style] : "?";
}

/* Makes st the state of an output where nothing was written yet. */
void
sdk_style_init(struct sdk_style_state *st)
{
	st->sep = 0;
	st->header = 0;
}

/* Starts a new line in l and returns it. */
static char *
newline(struct lines *l)
{
	l->s[l->n][0] = '\0';
	return l->s[l->n++];
}

/* Writes n copies of c at p and returns the end. */
static char *
fill(char *p, int c, int n)
{
	while (n-- > 0)
		*p++ = c;
	return p;
}

/* Writes the cell character of v at p, with empty for 0; returns the end. */
static char *
cellc(char *p, int v, int empty)
{
	*p++ = v ? sdk_value_char(v) : empty;
	return p;
}

/*
 * Returns 1 when a border runs between cell r, c of g and its right
 * neighbour (right), or the one below it: they are in different boxes or
 * regions.
 */
static int
border(const struct sdk_grid *g, int r, int c, int right)
{
	return right ? sdk_grid_boxof(g, r, c) != sdk_grid_boxof(g, r, c + 1) :
	    sdk_grid_boxof(g, r, c) != sdk_grid_boxof(g, r + 1, c);
}

/*
 * Writes at p the rule under row r of g for cells of cw characters with
 * one character between two cells: '-' under a cell whose lower
 * neighbour is in another box or region, and where the borders meet
 * between two cells '+' (borders across and up or down), '|' (up or
 * down only), '-' (across only) or ' '. The boxed style, the jigsaw board
 * and the jigsaw screen of sdk-play draw these. Returns the end (no NUL
 * is written).
 */
char *
sdk_style_rule(char *p, const struct sdk_grid *g, int r, int cw)
{
	int c, across, up;

	for (c = 0; c < g->n; c++) {
		if (c > 0) {
			across = border(g, r, c - 1, 0) || border(g, r, c, 0);
			up = border(g, r, c - 1, 1) ||
			    border(g, r + 1, c - 1, 1);
			*p++ = across && up ? '+' : up ? '|' :
			    across ? '-' : ' ';
		}
		p = fill(p, border(g, r, c, 0) ? '-' : ' ', cw);
	}
	return p;
}

/* The rule of the boxed style under row r, the blanks at its end left out. */
static char *
boxedrule(char *p, const struct sdk_grid *g, int r)
{
	char *start = p;

	p = sdk_style_rule(p, g, r, 1);
	while (p > start && p[-1] == ' ')
		p--;
	return p;
}

/*
 * Writes the rule of the board under row r of the jigsaw grid g at p, as
 * wide as its rows: "----" under a cell whose lower neighbour is in
 * another region, blanks under the others, and between cells (and at
 * the frame) '+', '|', '-' or ' ' as boxedrule draws them. Returns the
 * end.
 */
static char *
boardrule(char *p, const struct sdk_grid *g, int r)
{
	int c, across, up;

	*p++ = border(g, r, 0, 0) ? '-' : '|';
	for (c = 0; c < g->n; c++) {
		p = fill(p, border(g, r, c, 0) ? '-' : ' ', 4);
		if (c == g->n - 1) {
			*p++ = border(g, r, c, 0) ? '-' : '|';
			break;
		}
		across = border(g, r, c, 0) || border(g, r, c + 1, 0);
		up = border(g, r, c, 1) || border(g, r + 1, c, 1);
		*p++ = across && up ? '+' : up ? '|' : across ? '-' : ' ';
	}
	return p;
}

/* Returns 1 when row r of g, not the last, has a border under a cell. */
static int
ruled(const struct sdk_grid *g, int r)
{
	int c;

	for (c = 0; c < g->n; c++)
		if (border(g, r, c, 0))
			return 1;
	return 0;
}

/*
 * Draws the puzzle g as the lines of a grid-like style. For the board, sol
 * (which may be NULL) gives the entries of the cells that are not givens.
 * The boxed style draws the borders of boxes and jigsaw regions alike,
 * the board those of jigsaw regions (each cell a stack of its own, '|'
 * or ' ' after it, boardrule between rows); the others take boxes of bh
 * rows and bw columns.
 */
static void
draw(struct lines *l, const struct sdk_grid *g, const struct sdk_grid *sol,
    int style)
{
	int n = g->n, bh = g->bh, bw = g->bw, r, c, k, v, w, rules, jig;
	char *p;

	l->n = 0;
	jig = (g->var & SDK_VAR_JIGSAW) != 0;
	if (jig) {
		/* no bands nor stacks: boxed and the board draw regions */
		bh = n;
		bw = style == SDK_STYLE_BOARD ? 1 : n;
	}
	rules = style == SDK_STYLE_GRID || style == SDK_STYLE_SS ||
	    style == SDK_STYLE_BOARD;
	w = style == SDK_STYLE_BOARD ? 1 + n / bw * (3 * bw + 2) :
	    n + n / bw - 1;
	if (style == SDK_STYLE_BOARD || style == SDK_STYLE_SS) {
		p = fill(newline(l), '*', style == SDK_STYLE_SS);
		p = fill(p, '-', w);
		p = fill(p, '*', style == SDK_STYLE_SS);
		*p = '\0';
	}
	for (r = 0; r < n; r++) {
		if (r > 0 && style == SDK_STYLE_BOXED && ruled(g, r - 1))
			*boxedrule(newline(l), g, r - 1) = '\0';
		if (r > 0 && style == SDK_STYLE_BOARD && jig && ruled(g, r - 1))
			*boardrule(newline(l), g, r - 1) = '\0';
		if (r > 0 && r % bh == 0 && rules) {
			p = newline(l);
			if (style == SDK_STYLE_BOARD)
				p = fill(p, '-', w);
			for (k = 0; k < n / bw && style == SDK_STYLE_SS; k++) {
				*p++ = k ? '+' : '|';
				p = fill(p, '-', bw);
			}
			if (style == SDK_STYLE_SS)
				*p++ = '|';
			*p = '\0';
		}
		p = newline(l);
		if (style == SDK_STYLE_BOARD || style == SDK_STYLE_SS)
			*p++ = '|';
		for (c = 0; c < n; c++) {
			v = g->cell[r * n + c];
			switch (style) {
			case SDK_STYLE_BOXED:
				if (c > 0)
					*p++ = border(g, r, c - 1, 1) ?
					    '|' : ' ';
				p = cellc(p, v, '.');
				break;
			case SDK_STYLE_GRID:
				if (c > 0 && c % bw == 0)
					*p++ = ' ';
				p = cellc(p, v, '-');
				break;
			case SDK_STYLE_PADDED:
				p += sprintf(p, "%3d", v);
				break;
			case SDK_STYLE_SIZED:
				p += sprintf(p, c ? " %d" : "%d", v);
				break;
			case SDK_STYLE_CSVGRID:
				if (c > 0)
					*p++ = ',';
				if (v)
					p += sprintf(p, "%d", v);
				break;
			case SDK_STYLE_SS:
				p = cellc(p, v, '.');
				if (c % bw == bw - 1)
					*p++ = '|';
				break;
			case SDK_STYLE_BOARD:
				*p++ = ' ';
				*p++ = v ? '.' : ' ';
				if (v == 0 && sol != NULL)
					v = sol->cell[r * n + c];
				*p++ = v ? sdk_value_char(v) : ' ';
				if (c % bw == bw - 1) {
					*p++ = ' ';
					*p++ = !jig || c == n - 1 ||
					    border(g, r, c, 1) ? '|' : ' ';
				}
				break;
			default:	/* compact, sdk */
				p = cellc(p, v, '.');
				break;
			}
		}
		*p = '\0';
	}
	if (style == SDK_STYLE_BOARD || style == SDK_STYLE_SS)
		strcpy(newline(l), l->s[0]);
}

/*
 * Prints the lines of a puzzle, each followed by sep and the same line of
 * the solution when there is one (with pad, the puzzle's line padded with
 * blanks to the width of its longest: the rules of jigsaw regions); a
 * line blank in both stays empty.
 */
static void
putlines(FILE *fp, const struct lines *a, const struct lines *s,
    const char *sep, int pad)
{
	int i, w = 0;

	for (i = 0; i < a->n && pad; i++)
		w = sdk_max(w, (int)strlen(a->s[i]));
	for (i = 0; i < a->n; i++) {
		fputs(a->s[i], fp);
		if (s != NULL && (a->s[i][0] != '\0' || s->s[i][0] != '\0')) {
			if (pad)
				fprintf(fp, "%*s", w - (int)strlen(a->s[i]),
				    "");
			fputs(sep, fp);
			fputs(s->s[i], fp);
		}
		putc('\n', fp);
	}
}

/* Prints g in a grid-like style, beside sol when sol is not NULL. */
static void
putgrid(FILE *fp, const struct sdk_grid *g, const struct sdk_grid *sol,
    int style)
{
	struct lines a, s;

	draw(&a, g, NULL, style);
	if (sol != NULL)
		draw(&s, sol, NULL, style);
	putlines(fp, &a, sol ? &s : NULL,
	    style == SDK_STYLE_CSVGRID ? "," : "    ", style == SDK_STYLE_BOXED);
}

/* Prints the top or bottom of a frame len wide: '*', dashes, '*'. */
static void
putframe(FILE *fp, int len)
{
	int k;

	putc('*', fp);
	for (k = 0; k < len - 2; k++)
		putc('-', fp);
	fputs("*\n", fp);
}

/*
 * Prints the pencil marks of record r: a candidate grid's own, or those
 * of the givens of a puzzle; with frame, in Simple Sudoku's frame (each
 * column as wide as its longest cell, two blanks between cells, '|'
 * between stacks, '*' and '-' lines around and '+' lines between bands),
 * else each column left-aligned in a field of n+1. So that a candidate
 * grid reads back as one, not as a grid of givens, its cells are put in
 * braces where a row could read as values: every cell of a 4x4 grid, and
 * the first cell of a grid whose every cell has one candidate.
 */
static void
putcands(FILE *fp, const struct sdk_record *r, int frame)
{
	char cell[SDK_MAXCELLS][SDK_MAXN + 3], rule[SDK_MAXN * (SDK_MAXN + 4)];
	uint16_t own[SDK_MAXCELLS];
	const uint16_t *cand = r->cand;
	int n = r->grid.n, bx = r->grid.box, w[SDK_MAXN], row, c, v, k, pad;
	int single = r->pm, braces, len;

	if (!r->pm) {
		sdk_grid_candidates(&r->grid, own);
		cand = own;
	}
	for (c = 0; single && c < r->grid.ncells; c++)
		single = sdk_popcount(cand[c]) == 1;
	for (c = 0; c < n; c++)
		w[c] = 0;
	for (c = 0; c < r->grid.ncells; c++) {
		braces = r->pm && (n == 4 || (single && c == 0));
		k = 0;
		if (braces)
			cell[c][k++] = '{';
		for (v = 1; v <= n; v++)
			if (cand[c] & 1u << (v - 1))
				cell[c][k++] = (char)sdk_value_char(v);
		if (k == braces)
			cell[c][k++] = '0';
		if (braces)
			cell[c][k++] = '}';
		cell[c][k] = '\0';
		w[c % n] = sdk_max(w[c % n], k);
	}
	if (!frame) {
		for (row = 0; row < n; row++) {
			pad = 0;
			for (c = 0; c < n; c++) {
				fprintf(fp, "%*s%s", pad, "", cell[row * n + c]);
				pad = sdk_max(n + 1 - (int)strlen(cell[row * n +
				    c]), 1);
			}
			putc('\n', fp);
		}
		return;
	}
	/* the rule between bands: '|', dashes a stack, '+' between */
	for (len = 0, c = 0; c < n; c += bx) {
		rule[len++] = c == 0 ? '|' : '+';
		for (k = c; k < c + bx; k++) {
			memset(rule + len, '-', (size_t)w[k] + 2);
			len += w[k] + 2;
		}
	}
	rule[len++] = '|';
	rule[len] = '\0';
	putframe(fp, len);
	for (row = 0; row < n; row++) {
		if (row > 0 && row % bx == 0)
			fprintf(fp, "%s\n", rule);
		for (c = 0; c < n; c++)
			fprintf(fp, "%s%-*s", c == 0 ? "| " : c % bx == 0 ?
			    " | " : "  ", w[c], cell[row * n + c]);
		fputs(" |\n", fp);
	}
	putframe(fp, len);
}

/* Prints s as a JSON string. */
static void
putjstr(FILE *fp, const char *s, size_t len)
{
	size_t i;
	int c;

	putc('"', fp);
	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		if (c == '"' || c == '\\')
			fprintf(fp, "\\%c", c);
		else if (c < 0x20 || c == 0x7f)
			fprintf(fp, "\\u%04x", c);
		else
			putc(c, fp);
	}
	putc('"', fp);
}

/* Prints g as a JSON array of rows of integers. */
static void
putjgrid(FILE *fp, const struct sdk_grid *g)
{
	int r, c;

	for (r = 0; r < g->n; r++)
		for (c = 0; c < g->n; c++)
			fprintf(fp, "%s%d%s", c ? "," : r ? ",[" : "[[",
			    g->cell[r * g->n + c],
			    c < g->n - 1 ? "" : r < g->n - 1 ? "]" : "]]");
}

/*
 * Prints the members of the shape of g that is not classic, each after a
 * comma: "boxes":[R,C] or "regions" (rows of region numbers from 1), then
 * "x":true and "windoku":true.
 */
static void
putjshape(FILE *fp, const struct sdk_grid *g)
{
	int i;

	if (sdk_grid_classic(g))
		return;
	if (g->var & SDK_VAR_JIGSAW) {
		fputs(",\"regions\":", fp);
		for (i = 0; i < g->ncells; i++)
			fprintf(fp, "%s%d%s", i % g->n ? "," : i ? ",[" : "[[",
			    g->region[i] + 1, i % g->n < g->n - 1 ? "" :
			    i < g->ncells - 1 ? "]" : "]]");
	} else
		fprintf(fp, ",\"boxes\":[%d,%d]", g->bh, g->bw);
	if (g->var & SDK_VAR_X)
		fputs(",\"x\":true", fp);
	if (g->var & SDK_VAR_WINDOKU)
		fputs(",\"windoku\":true", fp);
}

/* Prints the record as one JSON object on one line. */
static void
putjson(FILE *fp, const struct sdk_grid *g, const struct sdk_grid *sol,
    const char *ann, size_t alen)
{
	const char *e;

	fprintf(fp, "{\"size\":%d", g->n);
	putjshape(fp, g);
	fputs(",\"grid\":", fp);
	putjgrid(fp, g);
	if (sol != NULL) {
		fputs(",\"solution\":", fp);
		putjgrid(fp, sol);
	}
	if (alen > 0) {
		fputs(",\"fields\":[", fp);
		for (;;) {
			e = memchr(ann, '\t', alen);
			putjstr(fp, ann, e ? (size_t)(e - ann) : alen);
			if (e == NULL)
				break;
			putc(',', fp);
			alen -= e + 1 - ann;
			ann = e + 1;
		}
		putc(']', fp);
	}
	fputs("}\n", fp);
}

/* Prints the record in the line style, with '0' for empty cells if zero. */
static void
putline(FILE *fp, const struct sdk_record *r, const struct sdk_grid *sol,
    const char *ann, size_t alen, int zero)
{
	char buf[SDK_CAND_TEXT > SDK_GRID_TEXT ? SDK_CAND_TEXT :
	    SDK_GRID_TEXT], *p;

	if (r->pm) {
		p = buf + sdk_grid_shape_format(&r->grid, buf);
		sdk_cand_format(r->grid.n, r->cand, p);
		for (; zero && *p != '\0'; p++)
			if (*p == '.')
				*p = '0';
	} else
		sdk_grid_format(&r->grid, buf, zero);
	fputs(buf, fp);
	if (sol != NULL) {
		sdk_grid_format_cells(sol, buf, zero);
		fprintf(fp, "\t%s", buf);
	}
	if (alen > 0) {
		putc('\t', fp);
		fwrite(ann, 1, alen, fp);
	}
	putc('\n', fp);
}

/* Prints the record as a csv row: the puzzle, then the solution or "". */
static void
putcsv(FILE *fp, const struct sdk_grid *g, const struct sdk_grid *sol)
{
	char buf[SDK_GRID_TEXT];

	sdk_grid_format(g, buf, 0);
	fprintf(fp, "%s,", buf);
	if (sol != NULL) {
		sdk_grid_format_cells(sol, buf, 0);
		fputs(buf, fp);
	}
	putc('\n', fp);
}

/* Prints the report of the classic three-tactic solver. */
static void
putreport(FILE *fp, const struct sdk_record *r, const struct sdk_grid *sol)
{
	const char *verdict = "The puzzle was not solved.";

	fputs("The original puzzle:\n\n", fp);
	putgrid(fp, &r->grid, NULL, SDK_STYLE_GRID);
	if (sol != NULL) {
		fputs("\nSolution:\n\n", fp);
		putgrid(fp, sol, NULL, SDK_STYLE_GRID);
		if (sdk_grid_filled(sol) == sol->ncells)
			verdict = "The puzzle was solved.";
	} else if (sdk_record_findfield(r, "unsolvable") >= 0 ||
	    sdk_record_findfield(r, "invalid") >= 0)
		verdict = "The puzzle has no solution.";
	fprintf(fp, "\n%s\n", verdict);
}

/* Returns 1 when every region of the jigsaw grid g is in one piece. */
static int
onepiece(const struct sdk_grid *g)
{
	int r;

	for (r = 0; r < g->n; r++)
		if (!sdk_region_connected(g->region, g->n, r, g->n))
			return 0;
	return 1;
}

/*
 * Returns 0 when style shows the shape of g; 1 when g is a jigsaw grid
 * and style cannot draw its regions (only line, boxed, board, csv and
 * json do);
 * 2 when g is not classic and style writes the file of a program that
 * knows only classic grids (sdk, ss and candidates=frame); 3 when g is a
 * jigsaw grid of scattered regions (a region in two pieces or more),
 * which the rules of boxed and board cannot tell from others.
 */
int
sdk_style_shape(int style, const struct sdk_grid *g)
{
	if (sdk_grid_classic(g))
		return 0;
	if (style == SDK_STYLE_SDK || style == SDK_STYLE_SS ||
	    style == SDK_STYLE_CANDFRAME)
		return 2;
	if ((g->var & SDK_VAR_JIGSAW) && style != SDK_STYLE_LINE &&
	    style != SDK_STYLE_BOXED && style != SDK_STYLE_BOARD &&
	    style != SDK_STYLE_CSV &&
	    style != SDK_STYLE_JSON)
		return 1;
	if ((g->var & SDK_VAR_JIGSAW) && (style == SDK_STYLE_BOXED ||
	    style == SDK_STYLE_BOARD) && !onepiece(g))
		return 3;
	return 0;
}

/*
 * Prints the record or comment r on fp in the style of o, after a blank
 * line when r follows a puzzle of a multi-line style; st keeps what was
 * written before. A grid that is not classic has its shape named on a
 * line of its own above it in the multi-line styles ("6x6 (2x3 boxes)",
 * "9x9 X"). Returns 0, -1 on a write error, -2 (writing nothing) for a
 * candidate grid in a style other than line and candidates, which cannot
 * show its candidates, or -3 (writing nothing) for a grid whose shape the
 * style cannot show (sdk_style_shape).
 */
int
sdk_style_record(FILE *fp, const struct sdk_record *r,
    const struct sdk_style_opts *o, struct sdk_style_state *st)
{
	struct sdk_grid solg, *sol = NULL;
	struct lines l;
	const char *ann = r->text, *tab;
	size_t alen = r->len;
	int style = o->style, multi;

	if (r->type == SDK_REC_GRID && r->pm && style != SDK_STYLE_LINE &&
	    style != SDK_STYLE_CANDIDATES && style != SDK_STYLE_CANDFRAME)
		return -2;
	if (r->type == SDK_REC_GRID && sdk_style_shape(style, &r->grid) != 0)
		return -3;
	multi = style != SDK_STYLE_LINE && style != SDK_STYLE_CSV &&
	    style != SDK_STYLE_JSON;
	if (multi && st->sep)
		putc('\n', fp);
	st->sep = r->type == SDK_REC_GRID;
	if (r->type == SDK_REC_COMMENT) {
		fwrite(r->text, 1, r->len, fp);
		putc('\n', fp);
		return ferror(fp) ? -1 : 0;
	}
	if (sdk_record_pair(r, &solg)) {
		sol = &solg;
		tab = memchr(ann, '\t', alen);
		alen = tab ? alen - (tab + 1 - ann) : 0;
		ann = tab ? tab + 1 : "";
	}
	if (multi && !sdk_grid_classic(&r->grid)) {
		char name[64];

		sdk_grid_shape_name(&r->grid, name, sizeof(name));
		fprintf(fp, "%s\n", name);
	}
	switch (style) {
	case SDK_STYLE_LINE:
		putline(fp, r, sol, ann, alen, o->zero);
		return ferror(fp) ? -1 : 0;
	case SDK_STYLE_CSV:
		if (!st->header)
			fputs("puzzle,solution\n", fp);
		st->header = 1;
		putcsv(fp, &r->grid, sol);
		return ferror(fp) ? -1 : 0;
	case SDK_STYLE_JSON:
		putjson(fp, &r->grid, sol, ann, alen);
		return ferror(fp) ? -1 : 0;
	case SDK_STYLE_SIZED:
		fprintf(fp, "%d\n", r->grid.n);
		putgrid(fp, &r->grid, sol, style);
		break;
	case SDK_STYLE_BOARD:
		draw(&l, &r->grid, sol, style);
		putlines(fp, &l, NULL, "", 0);
		break;
	case SDK_STYLE_CANDIDATES:
	case SDK_STYLE_CANDFRAME:
		putcands(fp, r, style == SDK_STYLE_CANDFRAME);
		break;
	case SDK_STYLE_REPORT:
		putreport(fp, r, sol);
		break;
	case SDK_STYLE_SDK:
		fputs("[Puzzle]\n", fp);
		putgrid(fp, &r->grid, NULL, style);
		if (sol != NULL) {
			fputs("[Solution]\n", fp);
			putgrid(fp, sol, NULL, style);
		}
		break;
	default:
		putgrid(fp, &r->grid, sol, style);
		break;
	}
	if (alen > 0) {
		fwrite(ann, 1, alen, fp);
		putc('\n', fp);
	}
	return ferror(fp) ? -1 : 0;
}

/*
 * Prints the game board of sdk-play: the givens of g marked with '.', and
 * the other cells of state (which may be NULL) as entries. Returns 0, or
 * -1 on a write error.
 */
int
sdk_style_board(FILE *fp, const struct sdk_grid *g,
    const struct sdk_grid *state)
{
	struct lines l;

	draw(&l, g, state, SDK_STYLE_BOARD);
	putlines(fp, &l, NULL, "", 0);
	return ferror(fp) ? -1 : 0;
}
