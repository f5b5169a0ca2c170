/*
 * parse-shape.c: what sdk-parse reads of the shapes beyond the classic
 * grids (sdk(5), "Shapes"): a first field with its shape, the stream's own
 * form; a header line that names the variant of the puzzles after it (X
 * sudoku, windoku); a jigsaw's region map, a grid of letters after its
 * puzzle; and the box shape of a grid of another side, from the lines it
 * draws or from --box.
 */
#include <ctype.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/*
 * Makes g an empty grid of side n in the shape the parser has for it: the
 * boxes of --box, else those the grid drew (p->ibh, p->ibw), else the
 * classic ones; the houses of --variant and of the last header. Returns
 * 0, or -1 after queueing an error at line.
 */
int
sdk_ps_shape(struct sdk_parser *p, struct sdk_grid *g, int n, long line)
{
	int bh = p->o.bh, bw = p->o.bw, var = p->o.variant | p->variant;
	int r = sdk_side_boxrows(n);
	char err[96];

	if (bh != 0 && bh * bw != n) {
		sdk_pq_perr(p, line, "expected a %dx%d puzzle (--box %dx%d), "
		    "found %dx%d", bh * bw, bh * bw, bh, bw, n, n);
		return -1;
	}
	if (bh == 0 && !sdk_size_ok(n)) {
		bh = p->ibh;
		bw = p->ibw;
		if (bh == 0 && bw > 0 && n % bw == 0)
			bh = n / bw;
		if (bw == 0 && bh > 0 && n % bh == 0)
			bw = n / bh;
		if (bh == 0 || bh * bw != n) {
			sdk_pq_perr(p, line, "a %dx%d grid that does not draw "
			    "its boxes: %dx%d or %dx%d? (--box)", n, n, r,
			    n / r, n / r, r);
			return -1;
		}
	}
	if (sdk_grid_shape(g, n, bh, bw, var, NULL, err, sizeof(err)) < 0) {
		sdk_pq_perr(p, line, "%s", err);
		return -1;
	}
	return 0;
}

/*
 * Returns 1 when the len bytes at s begin with a shape term of sdk(5):
 * RxC, x, w or j=.
 */
static int
shapeterm(const char *s, size_t len)
{
	size_t i = 0;

	if (len >= 2 && strchr("xXwW", s[0]) != NULL && s[1] == ':')
		return 1;
	if (len >= 3 && (s[0] == 'j' || s[0] == 'J') && s[1] == '=')
		return 1;
	while (i < len && i < 2 && isdigit((unsigned char)s[i]))
		i++;
	if (i == 0 || i == len || s[i] != 'x')
		return 0;
	for (i++; i < len && isdigit((unsigned char)s[i]); i++)
		;
	return i < len && s[i] == ':';
}

/*
 * A line whose first word is a grid with its shape, the stream's own
 * form (2x3:..., x:..., j=MAP:...), and its fields after a TAB. Returns 1
 * when the line was one (queued, or its error).
 */
int
sdk_ps_shapeline(struct sdk_parser *p, const char *s, size_t len)
{
	struct sdk_pq_item *it;
	struct sdk_grid g;
	size_t i = 0, e, sl, k;
	char err[96];

	while (i < len && sdk_pq_isblankc((unsigned char)s[i]))
		i++;
	for (e = i; e < len && s[e] != '\t' && s[e] != ' '; e++)
		;
	sl = sdk_grid_shape_len(s + i, e - i);
	if (sl == 0 || sl == e - i || !shapeterm(s + i, e - i))
		return 0;
	for (k = i + sl; k < e; k++)
		if (sdk_char_value((unsigned char)s[k]) < 0)
			return 0;	/* words after a colon: a comment */
	if (sdk_grid_parse(&g, s + i, e - i, err, sizeof(err)) < 0) {
		sdk_pq_perr(p, p->in.lineno, "%s", err);
		return 1;
	}
	if (p->o.size && p->o.size != g.n) {
		sdk_pq_perr(p, p->in.lineno, "expected a %dx%d puzzle, found "
		    "%dx%d", p->o.size, p->o.size, g.n, g.n);
		return 1;
	}
	it = sdk_pq_emit(p, p->in.lineno, &g, NULL);
	if (e < len && s[e] == '\t')
		sdk_record_settext(&it->rec, s + e + 1, len - e - 1);
	return 1;
}

/* The names of the variants a header line may give, and their houses. */
static const struct {
	const char *name;
	int var;
} variants[] = {
	{ "x", SDK_VAR_X }, { "x-sudoku", SDK_VAR_X },
	{ "x sudoku", SDK_VAR_X }, { "sudoku x", SDK_VAR_X },
	{ "sudoku-x", SDK_VAR_X }, { "diagonal", SDK_VAR_X },
	{ "diagonal sudoku", SDK_VAR_X }, { "windoku", SDK_VAR_WINDOKU },
	{ "hyper", SDK_VAR_WINDOKU }, { "hyper sudoku", SDK_VAR_WINDOKU },
	{ "hypersudoku", SDK_VAR_WINDOKU }, { "hyper-sudoku", SDK_VAR_WINDOKU },
	{ "x windoku", SDK_VAR_X | SDK_VAR_WINDOKU },
	{ "windoku x", SDK_VAR_X | SDK_VAR_WINDOKU },
	{ "classic", 0 }, { "sudoku", 0 }, { "standard", 0 }
};

/*
 * A header line that names the variant of the puzzles after it: the name
 * alone, after "#", "variant:" or "type:" (any case), such as "X-Sudoku",
 * "# variant: windoku" or "Classic" (none). The line itself stays a
 * comment.
 */
void
sdk_ps_header(struct sdk_parser *p, const char *s, size_t len)
{
	char w[40];
	size_t i = 0, k = 0;
	unsigned j;

	while (i < len && (s[i] == '#' || sdk_pq_isblankc((unsigned char)s[i])))
		i++;
	while (len > i && sdk_pq_isblankc((unsigned char)s[len - 1]))
		len--;
	if (len - i >= sizeof(w))
		return;
	for (; i < len; i++)
		w[k++] = (char)tolower((unsigned char)s[i]);
	w[k] = '\0';
	for (i = 0; i < 2; i++) {
		const char *pre = i ? "type" : "variant";
		size_t pl = strlen(pre);

		if (strncmp(w, pre, pl) == 0) {
			k = pl;
			while (w[k] == ' ' || w[k] == '\t')
				k++;
			if (w[k] != ':' && w[k] != '=')
				continue;
			for (k++; w[k] == ' ' || w[k] == '\t'; k++)
				;
			memmove(w, w + k, strlen(w + k) + 1);
			break;
		}
	}
	for (j = 0; j < sizeof(variants) / sizeof(variants[0]); j++)
		if (strcmp(w, variants[j].name) == 0) {
			p->variant = variants[j].var;
			return;
		}
}

/*
 * A row of a region map: a grid of letters, one a cell, each letter a
 * region, after the grid of a puzzle (p->rgok). Its first row has no more
 * than half as many letters as the side, rounded up (a row of a word is
 * no map). Returns 1 when the line was one.
 */
int
sdk_ps_regionrow(struct sdk_parser *p, const char *s, size_t len)
{
	struct sdk_pq_item *it;
	char row[SDK_MAXN];
	unsigned seen[2] = { 0, 0 };
	int n, k = 0, distinct = 0, c, u;
	size_t i;

	if (p->qlen == 0)
		return 0;
	it = &p->q[p->qlen - 1];
	if (it->kind != 1 || it->rec.type != SDK_REC_GRID || it->rec.pm ||
	    (it->rec.grid.var & SDK_VAR_JIGSAW))
		return 0;
	n = it->rec.grid.n;
	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		if (sdk_pq_isblankc(c) || c == '|' || c == '!')
			continue;
		if (!isalpha(c) || k == n)
			return 0;
		u = toupper(c) - 'A';
		if (!(seen[u / 16] & 1u << (u % 16))) {
			seen[u / 16] |= 1u << (u % 16);
			distinct++;
		}
		row[k++] = (char)toupper(c);
	}
	if (k != n || (p->rgrows == 0 && distinct > (n + 1) / 2))
		return 0;
	if (p->rgrows == 0) {
		p->rgline = p->in.lineno;
		p->rgn = n;
	}
	memcpy(p->rg + p->rgrows * n, row, (size_t)n);
	if (++p->rgrows == n)
		sdk_ps_regionend(p);
	return 1;
}

/*
 * Ends a region map: makes the puzzle before it a jigsaw grid of those
 * regions, or, when the map is not whole or not one of n regions of n
 * cells, turns it into an error at the map's first line.
 */
void
sdk_ps_regionend(struct sdk_parser *p)
{
	struct sdk_pq_item *it = &p->q[p->qlen - 1];
	struct sdk_grid g;
	unsigned char region[SDK_MAXCELLS];
	int id[26], n = p->rgn, nid = 0, i, c;
	char err[96];

	err[0] = '\0';
	if (p->rgrows < n)
		snprintf(err, sizeof(err), "a region map of %d rows, not %d",
		    p->rgrows, n);
	for (c = 0; c < 26; c++)
		id[c] = -1;
	for (i = 0; i < n * n && err[0] == '\0'; i++) {
		c = p->rg[i] - 'A';
		if (id[c] < 0) {
			if (nid == n) {
				snprintf(err, sizeof(err), "a region map of "
				    "more than %d regions", n);
				break;
			}
			id[c] = nid++;
		}
		region[i] = (unsigned char)id[c];
	}
	if (err[0] == '\0' && nid < n)
		snprintf(err, sizeof(err), "a region map of %d regions, not %d",
		    nid, n);
	if (err[0] == '\0' && sdk_grid_shape(&g, n, 0, 0, (it->rec.grid.var &
	    SDK_VAR_X) | SDK_VAR_JIGSAW, region, err, sizeof(err)) == 0) {
		memcpy(g.cell, it->rec.grid.cell, (size_t)g.ncells);
		it->rec.grid = g;
	} else if (err[0] != '\0') {
		it->kind = -1;
		it->line = p->rgline;
		snprintf(it->msg, sizeof(it->msg), "%s", err);
	}
	p->rgrows = 0;
	p->rgok = 0;
}
