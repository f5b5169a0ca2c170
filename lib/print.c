/* print.c: the printable styles of sdk-fmt, SVG drawings and HTML pages. */
#include <sys/stat.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"

/*
 * A grid is drawn in its own units: a cell is CELL units wide and the
 * grid has MARGIN units around it for the thick border. A lone SVG maps
 * 12 units to 1 mm, so a cell is 10 mm. Pages are laid out in tenths of
 * a millimetre.
 */
#define CELL 120
#define MARGIN 24
#define THIN 4			/* width of a cell line (9x9) */
#define THICK 12		/* width of a box line and of the border */
#define FONT 78			/* a value */
#define FONT2 60		/* a two-digit value (--numbers) */
#define TITLEFONT 60		/* the title above a lone SVG */
#define TITLEH 120		/* room for that title */
#define INK "#000"		/* givens and lines */
#define SOLVED "#6e6e6e"	/* the values of a solution */
#define PENCIL "#555"		/* candidates */
#define DIAGONALS "#e2e2e2"	/* the cells of the diagonals of X */
#define WINDOWS "#c8c8c8"	/* the cells of the windows of windoku */
#define FAMILY "sans-serif"	/* generic families only */

#define PAGEMARGIN 120		/* the margin of a printed page */
#define CAPTION 70		/* the caption line above a grid on a page */
#define CAPTIONFONT 40
#define GAP 60			/* between two grids on a page */
#define SLACK 60		/* left free at the foot of an HTML page */
#define HEADING 120		/* the "Answers" heading */
#define ANSWERS 6		/* answers on a page, at least */

#define TITLEMAX 200		/* longest title kept, in bytes */

/* Where the grids of a page go: cols x rows grids of side size. */
struct layout {
	int cols, rows, size;
	int w, h;		/* the room for them */
};

struct sdk_print {
	struct sdk_print_opts o;
	FILE *out;		/* the standard output */
	FILE *fp;		/* where the open document goes */
	FILE *ans;		/* html: the answers section, until the end */
	char *path;		/* the file open in o.dir */
	char title[TITLEMAX + 1];	/* the last comment, as a title */
	char rated[64];		/* the record's level and rating: "hard 4.2" */
	long nrec;		/* puzzles printed */
	long nans;		/* answers kept */
	int onpage;		/* puzzles on the open page or sheet */
	int full;		/* no more room on the standard output */
	int pw, ph;		/* the paper */
	struct layout pl;	/* a page of puzzles */
	struct layout al;	/* a page of answers */
	const uint16_t *cm;	/* the candidates to pencil, or NULL */
	uint16_t cand[SDK_MAXCELLS];	/* the givens' candidates, for -C */
};

/*
 * Finds the columns and rows that give count grids the largest side on a
 * page of pw x ph, less margins, slack and a heading of top.
 */
static void
layout(struct layout *l, int pw, int ph, int count, int slack, int top)
{
	int c, r, w, h, s;

	l->w = pw - 2 * PAGEMARGIN;
	l->h = ph - 2 * PAGEMARGIN - slack - top;
	l->cols = l->rows = 1;
	l->size = 0;
	for (c = 1; c <= count; c++) {
		r = (count + c - 1) / c;
		w = (l->w - (c - 1) * GAP) / c;
		h = (l->h - r * CAPTION - (r - 1) * GAP) / r;
		s = w < h ? w : h;
		if (s > l->size) {
			l->size = s;
			l->cols = c;
			l->rows = r;
		}
	}
}

/* Writes tenths t into buf as a decimal number, "186" or "114.7". */
static char *
tenths(char *buf, size_t size, int t)
{
	if (t % 10 == 0)
		snprintf(buf, size, "%d", t / 10);
	else
		snprintf(buf, size, "%d.%d", t / 10, t % 10);
	return buf;
}

/* Prints tenths t as a decimal number. */
static void
puttenths(FILE *fp, int t)
{
	char buf[16];

	fputs(tenths(buf, sizeof(buf), t), fp);
}

/* Returns the length of the valid UTF-8 sequence at s (1-4), or 0. */
static size_t
utf8len(const unsigned char *s, size_t len)
{
	size_t n, i;
	unsigned c = s[0], min;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf) {
		n = 2;
		min = 0x80;
	} else if (c >= 0xe0 && c <= 0xef) {
		n = 3;
		min = 0x800;
	} else if (c >= 0xf0 && c <= 0xf4) {
		n = 4;
		min = 0x10000;
	} else
		return 0;
	if (len < n)
		return 0;
	c &= 0x7f >> n;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (s[i] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	return n;
}

/*
 * Prints s as XML character data: markup characters escaped, a control
 * character as a space and a byte that is not UTF-8 as '?'.
 */
static void
putxml(FILE *fp, const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t len = strlen(s), k;

	while (len > 0) {
		k = utf8len(u, len);
		if (k == 0) {
			putc('?', fp);
			k = 1;
		} else if (*u == '&')
			fputs("&amp;", fp);
		else if (*u == '<')
			fputs("&lt;", fp);
		else if (*u == '>')
			fputs("&gt;", fp);
		else if (*u == '"')
			fputs("&quot;", fp);
		else if (*u < 0x20 || *u == 0x7f)
			putc(' ', fp);
		else
			fwrite(u, 1, k, fp);
		u += k;
		len -= k;
	}
}

/*
 * Prints the caption of puzzle number k: "k", "k. title", "k. hard 4.2"
 * or "k. title, hard 4.2" (rated: the record's level and rating).
 */
static void
putcaption(FILE *fp, long k, const char *title, const char *rated)
{
	fprintf(fp, "%ld", k);
	if (*title != '\0' || *rated != '\0')
		fputs(". ", fp);
	putxml(fp, title);
	if (*title != '\0' && *rated != '\0')
		fputs(", ", fp);
	putxml(fp, rated);
}

/*
 * Sets p->rated from the fields level= and rating= of record r: "hard
 * 4.2", "hard" or "4.2"; empty when it has neither (or rating=-).
 */
static void
setrated(struct sdk_print *p, const struct sdk_record *r)
{
	const char *s, *level = NULL, *rating = NULL;
	size_t len, llen = 0, rlen = 0;
	int i;

	for (i = 0; sdk_record_field(r, i, &s, &len); i++) {
		if (len > 6 && memcmp(s, "level=", 6) == 0) {
			level = s + 6;
			llen = len - 6;
		} else if (len > 7 && memcmp(s, "rating=", 7) == 0 &&
		    s[7] != '-') {
			rating = s + 7;
			rlen = len - 7;
		}
	}
	if (llen > 20)
		llen = 20;
	if (rlen > 20)
		rlen = 20;
	snprintf(p->rated, sizeof(p->rated), "%.*s%s%.*s", (int)llen,
	    level ? level : "", level && rating ? " " : "", (int)rlen,
	    rating ? rating : "");
}

/* Prints value v centred at x, baseline from y, in a field of size fs. */
static void
putvalue(FILE *fp, int x, int y, int v, int fs, int numbers)
{
	if (numbers && v > 9) {
		fs = fs * FONT2 / FONT;
		fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"%d\">%d</text>\n",
		    x, y + fs * 7 / 20, fs, v);
	} else
		fprintf(fp, "<text x=\"%d\" y=\"%d\">%c</text>\n", x,
		    y + fs * 7 / 20, sdk_value_char(v));
}

/* Opens a group of text in the given class, font size, weight and ink. */
static void
opentext(FILE *fp, const char *class, int fs, const char *weight,
    const char *ink)
{
	fprintf(fp, "<g class=\"%s\" font-family=\"%s\" font-size=\"%d\" "
	    "font-weight=\"%s\" text-anchor=\"middle\" fill=\"%s\">\n",
	    class, FAMILY, fs, weight, ink);
}

/*
 * Returns 1 when the line k of g (0..n, down: between the rows k-1 and
 * k, else between the columns) is a border of a box or region at cell j
 * along it: the grid's edge, or two cells of different boxes or regions.
 */
static int
isborder(const struct sdk_grid *g, int down, int k, int j)
{
	if (k == 0 || k == g->n)
		return 1;
	return down ? sdk_grid_boxof(g, k - 1, j) != sdk_grid_boxof(g, k, j) :
	    sdk_grid_boxof(g, j, k - 1) != sdk_grid_boxof(g, j, k);
}

/*
 * Draws the thick lines of g: each line between two columns (then rows)
 * of cells, in reading order, from one end of a run of border to the
 * other; the boxes make whole lines, every bw columns and bh rows.
 */
static void
putborders(FILE *fp, const struct sdk_grid *g)
{
	int n = g->n, down, k, j, a;

	for (down = 0; down <= 1; down++)
		for (k = 0; k <= n; k++)
			for (j = 0; j < n; j = a) {
				if (!isborder(g, down, k, j)) {
					a = j + 1;
					continue;
				}
				for (a = j; a < n && isborder(g, down, k, a); a++)
					;
				if (down)
					fprintf(fp, "<line x1=\"%d\" y1=\"%d\" "
					    "x2=\"%d\" y2=\"%d\"/>\n", j * CELL,
					    k * CELL, a * CELL, k * CELL);
				else
					fprintf(fp, "<line x1=\"%d\" y1=\"%d\" "
					    "x2=\"%d\" y2=\"%d\"/>\n", k * CELL,
					    j * CELL, k * CELL, a * CELL);
			}
}

/* Returns 1 when cell i of g is on a diagonal of X (d) or in a window. */
static int
shaded(const struct sdk_grid *g, int i, int d)
{
	int r = i / g->n, c = i % g->n;
	int b = (g->n == 4 ? 2 : g->n == 9 ? 3 : 4) + 1;

	if (d)
		return (g->var & SDK_VAR_X) && (r == c || r + c == g->n - 1);
	/* windows: a box's side, one cell in from the boxes, one apart */
	return (g->var & SDK_VAR_WINDOKU) && r % b != 0 && c % b != 0 &&
	    r < g->n - 1 && c < g->n - 1;
}

/*
 * Draws the cells of the extra houses of g again, filled: the diagonals
 * of X, then the windows of windoku (a cell of both in the windows').
 */
static void
putshades(FILE *fp, const struct sdk_grid *g, int thin)
{
	static const char *const class[] = { "windows", "diagonals" };
	static const char *const fill[] = { WINDOWS, DIAGONALS };
	int d, i, any, n = g->n;

	for (d = 1; d >= 0; d--) {
		for (any = 0, i = 0; i < g->ncells; i++) {
			if (!shaded(g, i, d))
				continue;
			if (!any++)
				fprintf(fp, "<g class=\"%s\" fill=\"%s\" "
				    "stroke=\"%s\" stroke-width=\"%d\">\n",
				    class[d], fill[d], INK, thin);
			fprintf(fp, "<rect x=\"%d\" y=\"%d\" width=\"%d\" "
			    "height=\"%d\"/>\n", i % n * CELL, i / n * CELL,
			    CELL, CELL);
		}
		if (any)
			fputs("</g>\n", fp);
	}
}

/*
 * Draws the grid of g at the origin, in grid units: the cells with thin
 * lines, the cells of the diagonals of X and of the windows of windoku
 * shaded, the boxes or jigsaw regions and the border with thick lines,
 * the givens in bold, the values of sol (which may be NULL) lighter in
 * the other cells, or the candidates cand there when it is not NULL,
 * each value in its place of a pattern of a box's rows and columns.
 */
static void
putgrid(FILE *fp, const struct sdk_grid *g, const struct sdk_grid *sol,
    const uint16_t *cand, int numbers)
{
	int n = g->n, ph, pw, subw, subh;
	int i, v, any, fs, b;

	/* The pattern of the candidates in a cell: a box's. */
	ph = g->var & SDK_VAR_JIGSAW ? sdk_side_boxrows(n) : g->bh;
	pw = n / ph;
	subw = CELL / pw;
	subh = CELL / ph;
	/*
	 * Lines a little thinner on a 4x4 grid and thicker on a 16x16 one,
	 * which are scaled up and down to the same room on a page; the other
	 * sides as the nearest of them.
	 */
	b = n <= 6 ? 2 : n <= 10 ? 3 : 4;
	fprintf(fp, "<g class=\"cells\" fill=\"#fff\" stroke=\"%s\" "
	    "stroke-width=\"%d\">\n", INK, THIN + b - 3);
	for (i = 0; i < g->ncells; i++)
		fprintf(fp, "<rect x=\"%d\" y=\"%d\" width=\"%d\" "
		    "height=\"%d\"/>\n", i % n * CELL, i / n * CELL, CELL, CELL);
	fputs("</g>\n", fp);
	putshades(fp, g, THIN + b - 3);
	fprintf(fp, "<g class=\"%s\" fill=\"none\" stroke=\"%s\" "
	    "stroke-width=\"%d\" stroke-linecap=\"square\">\n",
	    g->var & SDK_VAR_JIGSAW ? "regions" : "boxes", INK,
	    THICK + 4 * (b - 3));
	putborders(fp, g);
	fputs("</g>\n", fp);

	for (any = 0, i = 0; i < g->ncells; i++) {
		if ((v = g->cell[i]) == 0)
			continue;
		if (!any++)
			opentext(fp, "givens", FONT, "bold", INK);
		putvalue(fp, i % n * CELL + CELL / 2, i / n * CELL + CELL / 2,
		    v, FONT, numbers);
	}
	if (any)
		fputs("</g>\n", fp);

	if (cand != NULL) {
		fs = (subw < subh ? subw : subh) * 3 / 4;
		for (any = 0, i = 0; i < g->ncells; i++) {
			if (g->cell[i] != 0)
				continue;
			for (v = 1; v <= n; v++) {
				if (!(cand[i] & 1u << (v - 1)))
					continue;
				if (!any++)
					opentext(fp, "candidates", fs,
					    "normal", PENCIL);
				putvalue(fp, i % n * CELL + (v - 1) % pw *
				    subw + subw / 2, i / n * CELL + (v - 1) /
				    pw * subh + subh / 2, v, fs, numbers);
			}
		}
		if (any)
			fputs("</g>\n", fp);
	} else if (sol != NULL) {
		for (any = 0, i = 0; i < g->ncells; i++) {
			if (g->cell[i] != 0 || (v = sol->cell[i]) == 0)
				continue;
			if (!any++)
				opentext(fp, "solved", FONT, "normal", SOLVED);
			putvalue(fp, i % n * CELL + CELL / 2,
			    i / n * CELL + CELL / 2, v, FONT, numbers);
		}
		if (any)
			fputs("</g>\n", fp);
	}
}

/*
 * Prints an svg element with the grid of g, sized by the attributes in
 * attr (which may be empty), its viewBox framing the grid and its margin.
 */
static void
putgridsvg(FILE *fp, const char *attr, const struct sdk_grid *g,
    const struct sdk_grid *sol, const uint16_t *cands, int numbers)
{
	int w = g->n * CELL + 2 * MARGIN;

	fprintf(fp, "<svg%s viewBox=\"%d %d %d %d\">\n", attr, -MARGIN,
	    -MARGIN, w, w);
	putgrid(fp, g, sol, cands, numbers);
	fputs("</svg>\n", fp);
}

/* Prints the start of an SVG document of w x h units and mm wide/high. */
static void
putsvghead(FILE *fp, const char *wmm, const char *hmm, int x, int y, int w,
    int h)
{
	fprintf(fp, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
	    "width=\"%smm\" height=\"%smm\" viewBox=\"%d %d %d %d\">\n",
	    wmm, hmm, x, y, w, h);
}

/*
 * Prints one puzzle as a whole SVG document: the title (when there is
 * one) above the grid, 10 mm a cell.
 */
static void
putsvg(struct sdk_print *p, FILE *fp, const struct sdk_grid *g,
    const struct sdk_grid *sol)
{
	int w = g->n * CELL + 2 * MARGIN, top = MARGIN;
	char wmm[16], hmm[16], title[TITLEMAX + 80];

	snprintf(title, sizeof(title), "%s%s%s", p->title, p->title[0] &&
	    p->rated[0] ? ", " : "", p->rated);
	if (title[0] != '\0')
		top += TITLEH;
	snprintf(wmm, sizeof(wmm), "%d", w / 12);
	snprintf(hmm, sizeof(hmm), "%d", (w + top - MARGIN) / 12);
	putsvghead(fp, wmm, hmm, -MARGIN, -top, w, w + top - MARGIN);
	if (title[0] != '\0') {
		fputs("<title>", fp);
		putxml(fp, title);
		fputs("</title>\n", fp);
	}
	fprintf(fp, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
	    "fill=\"#fff\"/>\n", -MARGIN, -top, w, w + top - MARGIN);
	if (title[0] != '\0') {
		fprintf(fp, "<text class=\"title\" x=\"0\" y=\"%d\" "
		    "font-family=\"%s\" font-size=\"%d\" fill=\"%s\">",
		    -MARGIN - TITLEH / 3, FAMILY, TITLEFONT, INK);
		putxml(fp, title);
		fputs("</text>\n", fp);
	}
	putgrid(fp, g, sol, p->cm, p->o.numbers);
	fputs("</svg>\n", fp);
}

/* Opens the file number k in the output directory as p->fp. */
static int
openfile(struct sdk_print *p, long k)
{
	sprintf(p->path, "%s/%04ld.svg", p->o.dir, k);
	if ((p->fp = fopen(p->path, "w")) == NULL)
		return -1;
	return 0;
}

/* Closes the file open in the output directory. Returns 0, or -1. */
static int
closefile(struct sdk_print *p)
{
	int bad;

	bad = ferror(p->fp);
	if (fclose(p->fp) != 0)
		bad = 1;
	p->fp = NULL;
	if (bad && errno == 0)
		errno = EIO;
	return bad ? -1 : 0;
}

/* Starts a sheet: an SVG document the size of the paper. */
static void
opensheet(struct sdk_print *p)
{
	char wmm[16], hmm[16];

	tenths(wmm, sizeof(wmm), p->pw);
	tenths(hmm, sizeof(hmm), p->ph);
	putsvghead(p->fp, wmm, hmm, 0, 0, p->pw, p->ph);
	fprintf(p->fp, "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n",
	    p->pw, p->ph);
}

/* Puts the last puzzle, g and sol, in its place on the open sheet. */
static void
putslot(struct sdk_print *p, const struct sdk_grid *g,
    const struct sdk_grid *sol)
{
	const struct layout *l = &p->pl;
	int i = p->onpage, x, y, tw, th;
	char attr[96];

	tw = l->cols * l->size + (l->cols - 1) * GAP;
	th = l->rows * (CAPTION + l->size) + (l->rows - 1) * GAP;
	x = PAGEMARGIN + (l->w - tw) / 2 + i % l->cols * (l->size + GAP);
	y = PAGEMARGIN + (l->h - th) / 2 +
	    i / l->cols * (CAPTION + l->size + GAP);
	fprintf(p->fp, "<text class=\"caption\" x=\"%d\" y=\"%d\" "
	    "font-family=\"%s\" font-size=\"%d\" fill=\"%s\">", x,
	    y + CAPTION - 20, FAMILY, CAPTIONFONT, INK);
	putcaption(p->fp, p->nrec, p->title, p->rated);
	fputs("</text>\n", p->fp);
	snprintf(attr, sizeof(attr), " x=\"%d\" y=\"%d\" width=\"%d\" "
	    "height=\"%d\"", x, y + CAPTION, l->size, l->size);
	putgridsvg(p->fp, attr, g, sol, p->cm, p->o.numbers);
}

/*
 * Prints the CSS of the grids of one layout, class c: fixed tracks, so
 * that the grids of a last page that is not full stand where they stand
 * on the others.
 */
static void
putlayoutcss(FILE *fp, const char *c, const struct layout *l)
{
	fprintf(fp, ".%s { grid-template-columns: repeat(%d, ", c, l->cols);
	puttenths(fp, l->size);
	fprintf(fp, "mm); grid-template-rows: repeat(%d, ", l->rows);
	puttenths(fp, l->size + CAPTION);
	fputs("mm); height: ", fp);
	puttenths(fp, l->h);
	fprintf(fp, "mm }\n.%s svg { width: ", c);
	puttenths(fp, l->size);
	fputs("mm; height: ", fp);
	puttenths(fp, l->size);
	fputs("mm }\n", fp);
}

/* Prints the start of the HTML page, with its style sheet. */
static void
puthtmlhead(struct sdk_print *p)
{
	static const char *const size[] = { "", " size: A4;", " size: letter;" };
	FILE *fp = p->fp;

	fputs("<!DOCTYPE html>\n"
	    "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n"
	    "<head>\n<meta charset=\"utf-8\"/>\n"
	    "<meta name=\"generator\" content=\"sdk-fmt " SDK_VERSION "\"/>\n"
	    "<title>Sudoku</title>\n<style>\n", fp);
	fprintf(fp, "@page {%s margin: ", size[p->o.paper]);
	puttenths(fp, PAGEMARGIN);
	fputs("mm }\n"
	    "html, body { margin: 0; padding: 0; background: #fff; "
	    "color: #000; font-family: sans-serif }\n"
	    ".sheet + .sheet { break-before: page; "
	    "page-break-before: always }\n"
	    ".p, .a { display: grid; justify-content: space-evenly; "
	    "align-content: space-evenly }\n", fp);
	putlayoutcss(fp, "p", &p->pl);
	putlayoutcss(fp, "a", &p->al);
	fputs("h1 { margin: 0; height: ", fp);
	puttenths(fp, HEADING);
	fputs("mm; line-height: ", fp);
	puttenths(fp, HEADING);
	fputs("mm; font-size: 6mm }\n"
	    "figure { margin: 0; break-inside: avoid; "
	    "page-break-inside: avoid }\n"
	    "figcaption { height: ", fp);
	puttenths(fp, CAPTION);
	fputs("mm; line-height: ", fp);
	puttenths(fp, CAPTION);
	fputs("mm; font-size: ", fp);
	puttenths(fp, CAPTIONFONT);
	fputs("mm; white-space: nowrap; overflow: hidden }\n"
	    "svg { display: block }\n"
	    "@media screen {\n"
	    "body { background: #ddd }\n"
	    ".sheet { box-sizing: content-box; width: ", fp);
	puttenths(fp, p->pw - 2 * PAGEMARGIN);
	fputs("mm; padding: ", fp);
	puttenths(fp, PAGEMARGIN);
	fputs("mm; margin: 5mm auto; background: #fff }\n}\n"
	    "</style>\n</head>\n<body>\n", fp);
}

/* Prints a figure: the caption of puzzle k and its grid. */
static void
putfigure(FILE *fp, long k, const char *title, const char *rated,
    const struct sdk_grid *g, const struct sdk_grid *sol,
    const uint16_t *cands,
    int numbers)
{
	fputs("<figure>\n<figcaption>", fp);
	putcaption(fp, k, title, rated);
	fputs("</figcaption>\n", fp);
	putgridsvg(fp, " xmlns=\"http://www.w3.org/2000/svg\"", g, sol, cands,
	    numbers);
	fputs("</figure>\n", fp);
}

/*
 * Starts printing in the style of o on fp: creates the output directory,
 * the file that keeps the answers, the page head. Returns the printer, or
 * NULL with errno set.
 */
struct sdk_print *
sdk_print_open(const struct sdk_print_opts *o, FILE *fp)
{
	static const int paper[][2] = {
		{ 2100, 2794 }, { 2100, 2970 }, { 2159, 2794 }
	};
	struct sdk_print *p;
	struct stat st;
	int slack = o->kind == SDK_PRINT_HTML ? SLACK : 0;

	p = sdk_emalloc(sizeof(*p));
	memset(p, 0, sizeof(*p));
	p->o = *o;
	if (p->o.perpage < 1)
		p->o.perpage = 1;
	if (p->o.paper == SDK_PAPER_ANY && o->kind == SDK_PRINT_SVG)
		p->o.paper = SDK_PAPER_A4;
	p->out = p->fp = fp;
	p->pw = paper[p->o.paper][0];
	p->ph = paper[p->o.paper][1];
	layout(&p->pl, p->pw, p->ph, p->o.perpage, slack, 0);
	layout(&p->al, p->pw, p->ph, sdk_max(p->o.perpage, ANSWERS), slack,
	    HEADING);
	if (o->dir != NULL) {
		p->path = sdk_emalloc(strlen(o->dir) + 32);
		strcpy(p->path, o->dir);
		if (mkdir(o->dir, 0777) != 0 && (errno != EEXIST ||
		    stat(o->dir, &st) != 0 || !S_ISDIR(st.st_mode))) {
			if (errno == EEXIST)
				errno = ENOTDIR;
			free(p->path);
			free(p);
			return NULL;
		}
		p->fp = NULL;
	}
	if (o->kind == SDK_PRINT_HTML) {
		if (o->answers && (p->ans = tmpfile()) == NULL) {
			free(p->path);
			free(p);
			return NULL;
		}
		puthtmlhead(p);
	}
	return p;
}

/*
 * Takes the comment r as the title of the puzzles that follow: its text
 * after '#' and blanks. Returns 0.
 */
int
sdk_print_comment(struct sdk_print *p, const struct sdk_record *r)
{
	size_t i = 0, len = r->len;

	while (i < len && (r->text[i] == '#' || r->text[i] == ' ' ||
	    r->text[i] == '\t'))
		i++;
	while (len > i && (r->text[len - 1] == ' ' || r->text[len - 1] == '\t'))
		len--;
	len -= i;
	if (len > TITLEMAX) {
		len = TITLEMAX;
		while (len > 0 && (r->text[i + len] & 0xc0) == 0x80)
			len--;
	}
	memcpy(p->title, r->text + i, len);
	p->title[len] = '\0';
	return 0;
}

/* Keeps the answer of puzzle k (g solved by sol) for the end. */
static void
keepanswer(struct sdk_print *p, const struct sdk_grid *g,
    const struct sdk_grid *sol)
{
	int per = p->al.cols * p->al.rows;

	if (p->nans % per == 0) {
		fputs("<section class=\"sheet\">\n", p->ans);
		if (p->nans == 0)
			fputs("<h1>Answers</h1>\n", p->ans);
		fputs("<div class=\"a\">\n", p->ans);
	}
	putfigure(p->ans, p->nrec, p->title, p->rated, g, sol, NULL,
	    p->o.numbers);
	if (++p->nans % per == 0)
		fputs("</div>\n</section>\n", p->ans);
}

/*
 * Prints the record r. Returns 0; 1 when the standard output has no room
 * left for it (it holds one SVG document); 2 when answers are asked for
 * and r has no solution to give (the puzzle is printed, its answer
 * missing); -1 on a write error, with sdk_print_path naming the file.
 */
int
sdk_print_record(struct sdk_print *p, const struct sdk_record *r)
{
	struct sdk_grid solg, *sol = NULL;
	int rc = 0;

	if (sdk_record_pair(r, &solg))
		sol = &solg;
	if (p->full)
		return 1;
	setrated(p, r);
	/* A candidate grid shows its own candidates, with or without -C. */
	p->cm = NULL;
	if (r->pm)
		p->cm = r->cand;
	else if (p->o.candidates) {
		sdk_grid_candidates(&r->grid, p->cand);
		p->cm = p->cand;
	}
	if (p->o.kind == SDK_PRINT_HTML) {
		p->nrec++;
		if (p->onpage == 0)
			fputs("<section class=\"sheet\">\n<div class=\"p\">\n",
			    p->fp);
		putfigure(p->fp, p->nrec, p->title, p->rated, &r->grid, NULL,
		    p->cm, p->o.numbers);
		if (++p->onpage == p->o.perpage) {
			fputs("</div>\n</section>\n", p->fp);
			p->onpage = 0;
		}
		if (p->ans != NULL && sol != NULL)
			keepanswer(p, &r->grid, sol);
		if (ferror(p->fp))
			return -1;
		return p->ans != NULL && sol == NULL ? 2 : 0;
	}
	if (!p->o.sheet) {
		if (p->o.dir == NULL && p->nrec > 0) {
			p->full = 1;
			return 1;
		}
		p->nrec++;
		if (p->o.dir != NULL && openfile(p, p->nrec) != 0)
			return -1;
		putsvg(p, p->fp, &r->grid, sol);
		if (p->o.dir != NULL)
			return closefile(p);
		return ferror(p->fp) ? -1 : 0;
	}
	if (p->onpage == p->o.perpage) {
		if (p->o.dir == NULL) {
			p->full = 1;
			return 1;
		}
		fputs("</svg>\n", p->fp);
		p->onpage = 0;
		if (closefile(p) != 0)
			return -1;
	}
	p->nrec++;
	if (p->onpage == 0) {
		if (p->o.dir != NULL &&
		    openfile(p, (p->nrec - 1) / p->o.perpage + 1) != 0)
			return -1;
		opensheet(p);
	}
	putslot(p, &r->grid, sol);
	p->onpage++;
	if (ferror(p->fp))
		rc = -1;
	return rc;
}

/* Returns the name of the file written last: a file in the directory. */
const char *
sdk_print_path(const struct sdk_print *p)
{
	return p->path != NULL ? p->path : "<stdout>";
}

/*
 * Ends the open sheet or page, prints the answers kept, and frees p.
 * Returns 0, or -1 on a write error in the output directory or the file
 * of answers.
 */
int
sdk_print_close(struct sdk_print *p)
{
	char buf[8192];
	size_t k;
	int rc = 0;

	if (p->o.kind == SDK_PRINT_HTML) {
		if (p->onpage > 0)
			fputs("</div>\n</section>\n", p->fp);
		if (p->ans != NULL) {
			if (p->nans % (p->al.cols * p->al.rows) != 0)
				fputs("</div>\n</section>\n", p->ans);
			if (fflush(p->ans) != 0 || ferror(p->ans))
				rc = -1;
			rewind(p->ans);
			while ((k = fread(buf, 1, sizeof(buf), p->ans)) > 0)
				fwrite(buf, 1, k, p->fp);
			if (ferror(p->ans))
				rc = -1;
			fclose(p->ans);
		}
		fputs("</body>\n</html>\n", p->fp);
	} else if (p->o.sheet && p->onpage > 0) {
		fputs("</svg>\n", p->fp);
		if (p->o.dir != NULL && closefile(p) != 0)
			rc = -1;
	}
	free(p->path);
	free(p);
	return rc;
}
