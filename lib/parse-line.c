/*
 * parse-line.c: the readers of puzzles on one line: 16, 81 or 256 cells
 * (maybe a solution and text after them), 729-character pencil-mark
 * lines, HoDoKu library lines, and CSV rows under a header that names the
 * puzzle and solution columns.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/* Line puzzles. */

/* Returns the length of the run of cell characters at s. */
size_t
sdk_pl_cellrun(struct sdk_parser *p, const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len && sdk_pq_iscell(p, (unsigned char)s[i]); i++)
		;
	return i;
}

/* Returns 1 for a character that may end the cells of a line puzzle. */
int
sdk_pl_isterm(int c)
{
	return sdk_pq_isblankc(c) || c == '#' || c == ';' || c == ',' ||
	    c == ':';
}

/* Returns 1 when a 16-cell run should be read as a 4x4 puzzle. */
int
sdk_pl_is4x4(struct sdk_parser *p, const char *s)
{
	int i;

	if (p->o.size)
		return p->o.size == 4;
	if (p->o.format == SDK_FORMAT_HEX || p->o.format == SDK_FORMAT_AP)
		return 0;
	for (i = 0; i < 16; i++)
		if (sdk_pq_cellval((unsigned char)s[i], C_NORMAL) > 4)
			return 0;
	return 1;
}

/*
 * A pencil-mark line of 64, 729 or 4096 characters (n places a cell): a
 * candidate grid, in the shape of --variant or a header as a grid is.
 */
static void
pencilline(struct sdk_parser *p, const char *s, size_t len)
{
	struct sdk_grid g;
	uint16_t cand[SDK_MAXCELLS];
	char err[160];

	if (sdk_cand_parse(&g, cand, s, len, err, sizeof(err)) < 0)
		sdk_pq_perr(p, p->in.lineno, "%s", err);
	else if (sdk_ps_shape(p, &g, g.n, p->in.lineno) == 0)
		sdk_pq_emit_cand(p, p->in.lineno, &g, cand);
}

/*
 * A puzzle on one line, cells first; then maybe a solution (tdoku's
 * puzzle:count:solution, or a full grid after a separator), then text.
 * Returns 1 when the line was one.
 */
int
sdk_pl_linepuzzle(struct sdk_parser *p, const char *s, size_t len)
{
	struct sdk_grid g, sol;
	struct sdk_pq_item *it;
	size_t i = 0, run, e, k;
	int havesol = 0, side;

	while (i < len && sdk_pq_isblankc((unsigned char)s[i]))
		i++;
	run = sdk_pl_cellrun(p, s + i, len - i);
	e = i + run;
	if (e < len && !sdk_pl_isterm((unsigned char)s[e]))
		return 0;
	/* A side of another shape, as -z or --box gives it. */
	side = p->o.bh * p->o.bw > 0 ? p->o.bh * p->o.bw : p->o.size;
	if (side > 0 && (size_t)(side * side) == run && !sdk_size_ok(side))
		goto cells;
	if (sdk_cand_size(run) && p->o.format == SDK_FORMAT_AUTO) {
		int n = sdk_cand_size(run);

		if (p->o.size && p->o.size != n)
			sdk_pq_perr(p, p->in.lineno, "expected a %dx%d puzzle, "
			    "found %dx%d", p->o.size, p->o.size, n, n);
		else
			pencilline(p, s + i, run);
		return 1;
	}
	if (run == 36 || run == 100 || run == 144) {
		k = run == 36 ? 6 : run == 100 ? 10 : 12;
		if (side > 0)
			sdk_pq_perr(p, p->in.lineno, "expected a %dx%d puzzle, "
			    "found %zux%zu", side, side, k, k);
		else
			sdk_pq_perr(p, p->in.lineno, "a line of %zu cells: a "
			    "%zux%zu grid, whose boxes --box gives", run, k, k);
		return 1;
	}
	if (!(run == 81 || run == 256 || (run == 16 && sdk_pl_is4x4(p, s + i))))
		return 0;
cells:
	if (sdk_pq_mkgrid(p, &g, s + i, run, p->in.lineno) < 0)
		return 1;
	if (e < len && s[e] == '\t') {
		/* A record of the canonical stream: its fields are kept. */
		it = sdk_pq_emit(p, p->in.lineno, &g, NULL);
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

		while (a < len && sdk_pq_isblankc((unsigned char)s[a]))
			a++;
		r = sdk_pl_cellrun(p, s + a, len - a);
		if (r == run && (a + r == len ||
		    sdk_pl_isterm((unsigned char)s[a + r]))) {
			char err[80];

			sdk_grid_init_like(&sol, &g);
			if (sdk_grid_parse_cells(&sol, s + a, r, err,
			    sizeof(err)) == 0 &&
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
	it = sdk_pq_emit(p, p->in.lineno, &g, havesol ? &sol : NULL);
	if (p->o.keepcomments) {
		while (e < len && (sdk_pl_isterm((unsigned char)s[e])))
			e++;
		k = len;
		while (k > e && sdk_pq_isblankc((unsigned char)s[k - 1]))
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

/* Returns 1 for a character that parts the words of a line around a puzzle. */
static int
wordsep(int c)
{
	return sdk_pl_isterm(c) || c == '|' || c == '/' || c == '=';
}

/*
 * A puzzle after other words on its line: an id or counters before it
 * (gsf's q2 lines, "1,puzzle,solution" rows of a csv without a header),
 * or a label ("Puzzle: 530 070 000 ...", its cells maybe in groups).
 * Returns 1 when the line held one.
 */
int
sdk_pl_inline(struct sdk_parser *p, const char *s, size_t len)
{
	char raw[SDK_MAXCELLS];
	struct sdk_grid g;
	size_t i, j, run, n = 0;
	const char *colon;

	for (i = 0; i < len; i = j) {
		while (i < len && wordsep((unsigned char)s[i]))
			i++;
		for (j = i; j < len && !wordsep((unsigned char)s[j]); j++)
			;
		run = sdk_pl_cellrun(p, s + i, j - i);
		if ((i == 0 && (j == len ||
		    sdk_pl_isterm((unsigned char)s[j]))) ||
		    run != j - i || !(run == 81 || run == 256 ||
		    (run == 16 && sdk_pl_is4x4(p, s + i))))
			continue;
		if (j == len || sdk_pl_isterm((unsigned char)s[j]))
			return sdk_pl_linepuzzle(p, s + i, len - i);
		if (sdk_pq_mkgrid(p, &g, s + i, run, p->in.lineno) == 0)
			sdk_pq_emit(p, p->in.lineno, &g, NULL);
		return 1;
	}
	/* A label, then the cells in groups. */
	if ((colon = memchr(s, ':', len)) == NULL)
		return 0;
	for (i = 0; s + i < colon; i++)
		if (isalpha((unsigned char)s[i]))
			break;
	if (s + i == colon)
		return 0;
	for (i = colon - s + 1; i < len; i++) {
		int c = (unsigned char)s[i];

		if (sdk_pq_iscell(p, c)) {
			if (n < SDK_MAXCELLS)
				raw[n] = c;
			n++;
		} else if (!sdk_pq_isblankc(c) && c != '|')
			return 0;
	}
	if (!(n == 81 || n == 256 || (n == 16 && sdk_pl_is4x4(p, raw))))
		return 0;
	if (sdk_pq_mkgrid(p, &g, raw, n, p->in.lineno) == 0)
		sdk_pq_emit(p, p->in.lineno, &g, NULL);
	return 1;
}

/* HoDoKu library lines ":type:cands:puzzle:...". */
int
sdk_pl_hodoku(struct sdk_parser *p, const char *s, size_t len)
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
		sdk_pq_perr(p, p->in.lineno,
		    "expected 16, 81 or 256 cells, found %d", n);
		return 1;
	}
	if (sdk_pq_mkgrid(p, &g, raw, n, p->in.lineno) == 0)
		sdk_pq_emit(p, p->in.lineno, &g, NULL);
	return 1;
}

/* CSV with a header naming the puzzle and solution columns. */

/* Finds field idx of a CSV line, blanks and quotes off: s[*a..*b). */
static int
csvfield(const char *s, size_t len, int idx, size_t *a, size_t *b)
{
	size_t i = 0, j;
	int k = 0;

	for (;;) {
		for (j = i; j < len && s[j] != ','; j++)
			;
		if (k == idx) {
			while (i < j && sdk_pq_isblankc((unsigned char)s[i]))
				i++;
			while (j > i &&
			    sdk_pq_isblankc((unsigned char)s[j - 1]))
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

/* Returns 1 when the field is one of names, in any case. */
int
sdk_pl_fieldis(const char *s, size_t len, const char *const *names)
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

/* Returns 1 when the line is a CSV header with a puzzle column. */
int
sdk_pl_csvheader(struct sdk_parser *p, const char *s, size_t len)
{
	static const char *const puz[] = { "puzzle", "puzzles", "quizzes",
		"quiz", "grid", "board", "sudoku", "problem", "givens",
		"question", "unsolved", NULL };
	static const char *const sol[] = { "solution", "solutions", "solved",
		"answer", "answers", NULL };
	size_t a, b, at;
	int k;

	if (memchr(s, ',', len) == NULL)
		return 0;
	p->csvpuz = p->csvsol = -1;
	/* Field by field from where the last one ended: linear time. */
	for (k = 0, at = 0; csvfield(s + at, len - at, 0, &a, &b); k++) {
		if (p->csvpuz < 0 && sdk_pl_fieldis(s + at + a, b - a, puz))
			p->csvpuz = k;
		else if (p->csvsol < 0 &&
		    sdk_pl_fieldis(s + at + a, b - a, sol))
			p->csvsol = k;
		b = at + b;
		while (b < len && s[b] != ',')
			b++;
		if (b == len)
			break;
		at = b + 1;
	}
	if (p->csvpuz < 0)
		return 0;
	p->mode = M_CSV;
	return 1;
}

/*
 * A CSV row whose puzzle field (from a to b) is a grid with its shape, as
 * sdk-fmt --csv writes one that is not classic ("2x3:..."), its solution
 * the cells alone: queues it, or its error. Returns 0 when the field has
 * no shape.
 */
static int
csvshaped(struct sdk_parser *p, const char *s, size_t len, size_t a,
    size_t b)
{
	struct sdk_record r;
	struct sdk_grid sol;
	char err[96];
	size_t sl = sdk_grid_shape_len(s + a, b - a), c, d, i;
	long line = p->in.lineno;
	int v;

	if (sl == 0 || sl == b - a)
		return 0;
	sdk_record_init(&r);
	if (sdk_record_parse_grid(&r, s + a, b - a, err, sizeof(err)) < 0 ||
	    r.pm) {
		sdk_pq_perr(p, line, "%s", r.pm ? "bad puzzle field in row" :
		    err);
		return 1;
	}
	if (sdk_ps_carried(p, &r.grid, line) < 0)
		return 1;
	if (p->csvsol < 0 || !csvfield(s, len, p->csvsol, &c, &d) || d == c) {
		sdk_pq_emit(p, line, &r.grid, NULL);
		return 1;
	}
	sol = r.grid;
	for (i = 0; i < d - c; i++) {
		v = sdk_char_value((unsigned char)s[c + i]);
		if (i >= (size_t)sol.ncells || v < 1 || v > sol.n)
			break;
		sol.cell[i] = (unsigned char)v;
	}
	if (i != d - c || i != (size_t)sol.ncells) {
		sdk_pq_perr(p, line, "bad solution field in row");
		sdk_pq_emit(p, line, &r.grid, NULL);
		return 1;
	}
	sdk_pq_emit(p, line, &r.grid, &sol);
	return 1;
}

/* Queues the puzzle of a CSV row, with its solution when it has one. */
void
sdk_pl_csvline(struct sdk_parser *p, const char *s, size_t len)
{
	struct sdk_grid g, sol;
	size_t a, b, c, d;
	long line = p->in.lineno;

	if (!csvfield(s, len, p->csvpuz, &a, &b)) {
		sdk_pq_perr(p, line, "no puzzle column in row");
		return;
	}
	if (csvshaped(p, s, len, a, b))
		return;
	if (sdk_pl_cellrun(p, s + a, b - a) != b - a) {
		sdk_pq_perr(p, line, "bad puzzle field in row");
		return;
	}
	if (sdk_pq_mkgrid(p, &g, s + a, b - a, line) < 0)
		return;
	if (p->csvsol >= 0 && csvfield(s, len, p->csvsol, &c, &d) && d > c) {
		if (sdk_pl_cellrun(p, s + c, d - c) != d - c ||
		    d - c != b - a) {
			sdk_pq_perr(p, line, "bad solution field in row");
			sdk_pq_emit(p, line, &g, NULL);
			return;
		}
		if (sdk_pq_mkgrid(p, &sol, s + c, d - c, line) < 0) {
			sdk_pq_emit(p, line, &g, NULL);
			return;
		}
		sdk_pq_emit(p, line, &g, &sol);
		return;
	}
	sdk_pq_emit(p, line, &g, NULL);
}
