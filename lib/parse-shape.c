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
 * Reads the borders of the regions of a jigsaw grid of side n from the
 * lines drawn under its name line (p->nm_line): the boxed style's, cells
 * two columns apart with '|' or ' ' between them, or the board's, cells
 * five columns apart after a '|'; a line with '-' between two rows of
 * cells is the rule under the upper one, '-' under a cell over a border.
 * Sets right[i] and down[i] when a border runs right of or under cell i.
 * Returns 0, or -1 when the lines are not a drawing of n rows.
 */
static int
borders(const struct sdk_parser *p, int n, unsigned char *right,
    unsigned char *down)
{
	int k, r = 0, c, board = -1, step, first;
	size_t len;

	memset(right, 0, (size_t)n * n);
	memset(down, 0, (size_t)n * n);
	for (k = 0; k < p->nm_nlines && r <= n; k++) {
		const char *s = p->nm_line[k];

		len = strlen(s);
		if (board < 0)
			board = s[0] == '|' || s[0] == '-';
		step = board ? 5 : 2;
		first = board ? 5 : 1;
		if (strchr(s, '-') != NULL) {
			/* a frame above the rows, a rule, or the frame under */
			if (r == 0 || r == n)
				continue;
			for (c = 0; c < n; c++)
				if ((size_t)(c * step + board) < len &&
				    s[c * step + board] == '-')
					down[(r - 1) * n + c] = 1;
			continue;
		}
		if (r == n)
			return -1;
		for (c = 0; c < n - 1; c++)
			if ((size_t)(first + c * step) < len &&
			    s[first + c * step] == '|')
				right[r * n + c] = 1;
		r++;
	}
	return r == n ? 0 : -1;
}

/*
 * Makes g an empty jigsaw grid of side n with the houses of var, its
 * regions the ones drawn under the name line (borders): the cells that
 * meet without a border between them. Returns 0, or -1 after queueing an
 * error at line.
 */
static int
jigsaw(struct sdk_parser *p, struct sdk_grid *g, int n, int var, long line)
{
	unsigned char right[SDK_MAXCELLS], down[SDK_MAXCELLS];
	unsigned char region[SDK_MAXCELLS];
	int stack[SDK_MAXCELLS], seen[SDK_MAXCELLS], nreg = 0, top, i, j;
	char err[96];

	if (borders(p, n, right, down) < 0) {
		sdk_pq_perr(p, line, "%s %dx%d jigsaw grid without the rules "
		    "of its regions", sdk_side_article(n), n, n);
		return -1;
	}
	for (i = 0; i < n * n; i++)
		seen[i] = 0;
	for (i = 0; i < n * n; i++) {
		if (seen[i])
			continue;
		if (nreg == n) {
			sdk_pq_perr(p, line, "%s %dx%d jigsaw grid drawn "
			    "with more than %d regions", sdk_side_article(n),
			    n, n, n);
			return -1;
		}
		top = 0;
		stack[top++] = i;
		seen[i] = 1;
		while (top > 0) {
			j = stack[--top];
			region[j] = (unsigned char)nreg;
			if (j % n < n - 1 && !right[j] && !seen[j + 1]) {
				seen[j + 1] = 1;
				stack[top++] = j + 1;
			}
			if (j % n > 0 && !right[j - 1] && !seen[j - 1]) {
				seen[j - 1] = 1;
				stack[top++] = j - 1;
			}
			if (j / n < n - 1 && !down[j] && !seen[j + n]) {
				seen[j + n] = 1;
				stack[top++] = j + n;
			}
			if (j / n > 0 && !down[j - n] && !seen[j - n]) {
				seen[j - n] = 1;
				stack[top++] = j - n;
			}
		}
		nreg++;
	}
	if (sdk_grid_shape(g, n, 0, 0, var | SDK_VAR_JIGSAW, region, err,
	    sizeof(err)) < 0) {
		sdk_pq_perr(p, line, "%s", err);
		return -1;
	}
	return 0;
}

/*
 * The name line sdk-fmt writes over a grid that is not classic, exactly
 * as sdk_grid_shape_name words it: "6x6 (2x3 boxes)", "9x9 X",
 * "9x9 jigsaw X", "16x16 windoku". It gives the shape of the next grid
 * (of that side) and is not a comment. Returns 1 when the line was one.
 */
int
sdk_ps_nameline(struct sdk_parser *p, const char *s, size_t len)
{
	struct sdk_grid g;
	char name[64], want[64];
	const char *q;
	int n = 0, bh = 0, bw = 0, var = 0;

	while (len > 0 && sdk_pq_isblankc((unsigned char)s[len - 1]))
		len--;
	if (len >= sizeof(want) || len < 3 || !isdigit((unsigned char)s[0]))
		return 0;
	memcpy(want, s, len);
	want[len] = '\0';
	for (q = want; isdigit((unsigned char)*q) && n < 100; q++)
		n = 10 * n + (*q - '0');
	if (!sdk_side_ok(n) || *q != 'x')
		return 0;
	if (strstr(q, " jigsaw") != NULL)
		var |= SDK_VAR_JIGSAW;
	if (strstr(q, " X") != NULL)
		var |= SDK_VAR_X;
	if (strstr(q, " windoku") != NULL)
		var |= SDK_VAR_WINDOKU;
	if ((q = strstr(q, " (")) != NULL) {
		if (!isdigit((unsigned char)q[2]) || q[3] != 'x' ||
		    !isdigit((unsigned char)q[4]))
			return 0;
		bh = q[2] - '0';
		bw = q[4] - '0';
	} else if (!(var & SDK_VAR_JIGSAW)) {
		bh = sdk_side_boxrows(n);
		bw = n / bh;
	}
	memset(&g, 0, sizeof(g));
	g.n = n;
	g.var = var;
	g.bh = bh;
	g.bw = bw;
	g.box = !(var & SDK_VAR_JIGSAW) && bh == bw ? bh : 0;
	sdk_grid_shape_name(&g, name, sizeof(name));
	if (strcmp(name, want) != 0 || (var == 0 && bh == bw) ||
	    (!(var & SDK_VAR_JIGSAW) && bh * bw != n))
		return 0;
	sdk_ps_nameleft(p);
	p->nm_n = n;
	p->nm_bh = bh;
	p->nm_bw = bw;
	p->nm_var = var;
	p->nm_nlines = 0;
	p->nm_lineno = p->in.lineno;
	return 1;
}

/*
 * The lines of sdk-fmt --report: its name line is over "The original
 * puzzle:" and names the grid of "Solution:" too.
 */
void
sdk_ps_report(struct sdk_parser *p, const char *s, size_t len)
{
	while (len > 0 && sdk_pq_isblankc((unsigned char)s[len - 1]))
		len--;
	if (len == 20 && memcmp(s, "The original puzzle:", 20) == 0) {
		p->rp_n = p->nm_n;
		p->rp_bh = p->nm_bh;
		p->rp_bw = p->nm_bw;
		p->rp_var = p->nm_var;
	} else if (len == 9 && memcmp(s, "Solution:", 9) == 0 &&
	    p->rp_n != 0 && p->nm_n == 0) {
		p->nm_n = p->rp_n;
		p->nm_bh = p->rp_bh;
		p->nm_bw = p->rp_bw;
		p->nm_var = p->rp_var;
		p->nm_nlines = 0;
		p->nm_lineno = p->in.lineno;
		p->rp_n = 0;
	} else if (len >= 11 && memcmp(s, "The puzzle ", 11) == 0)
		p->rp_n = 0;	/* the report's end, no solution in it */
}

/*
 * Reports a name line that no grid took (another name line or the end
 * of the input came first), so that it does not vanish.
 */
void
sdk_ps_nameleft(struct sdk_parser *p)
{
	if (p->nm_n == 0)
		return;
	sdk_pq_perr(p, p->nm_lineno, "a shape's name with no grid under it");
	p->nm_n = 0;
}

/*
 * Keeps a line read after a jigsaw name line, for the borders of its
 * regions (a line past NM_WIDTH is cut: the puzzle's part comes first).
 */
void
sdk_ps_nameadd(struct sdk_parser *p, const char *s, size_t len)
{
	if (!(p->nm_var & SDK_VAR_JIGSAW) || p->nm_nlines == NM_LINES)
		return;
	if (len >= NM_WIDTH)
		len = NM_WIDTH - 1;
	memcpy(p->nm_line[p->nm_nlines], s, len);
	p->nm_line[p->nm_nlines++][len] = '\0';
}

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
	int r = sdk_side_boxrows(n), boxless = 0;
	char err[96];

	if (p->nm_n == n) {
		/* the shape sdk-fmt named over the grid */
		var |= p->nm_var & (SDK_VAR_X | SDK_VAR_WINDOKU);
		if (p->nm_var & SDK_VAR_JIGSAW)
			return jigsaw(p, g, n, var, line);
		if (bh == 0) {
			bh = p->nm_bh;
			bw = p->nm_bw;
		}
	}
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
			/* an error when no region map follows */
			boxless = SDK_VAR_BOXLESS;
			bh = r;
			bw = n / r;
		}
	}
	if (sdk_grid_shape(g, n, bh, bw, var, NULL, err, sizeof(err)) < 0) {
		sdk_pq_perr(p, line, "%s", err);
		return -1;
	}
	g->var |= boxless;
	return 0;
}

/*
 * Makes g an empty grid of side n in a shape given whole, as sdk-fmt
 * --json writes it: boxes of bh rows and bw columns (0, 0: the ones
 * sdk_ps_shape settles, from --box or the side), or with SDK_VAR_JIGSAW
 * the regions 0..n-1 of region[]; the houses of var, --variant and the
 * last header. Returns 0, or -1 after queueing an error at line.
 */
int
sdk_ps_given(struct sdk_parser *p, struct sdk_grid *g, int n, int bh,
    int bw, int var, const unsigned char *region, long line)
{
	char err[96];
	int boxless = 0;

	var |= p->o.variant | p->variant;
	if (!(var & SDK_VAR_JIGSAW) && bh == 0) {
		if (sdk_ps_shape(p, g, n, line) < 0)
			return -1;
		bh = g->bh;
		bw = g->bw;
		boxless = g->var & SDK_VAR_BOXLESS;
		var |= g->var & ~SDK_VAR_BOXLESS;
	}
	if (sdk_grid_shape(g, n, bh, bw, var, region, err, sizeof(err)) < 0) {
		sdk_pq_perr(p, line, "%s", err);
		return -1;
	}
	g->var |= boxless;
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
	if (i == 0 || i == len || (s[i] != 'x' && s[i] != 'X'))
		return 0;
	for (i++; i < len && isdigit((unsigned char)s[i]); i++)
		;
	return i < len && s[i] == ':';
}

/*
 * Checks grid g, which carried its shape (a line of the stream, the
 * puzzle column of a CSV row), against -z, and gives it the houses of
 * --variant and of the last header. Returns 0, or -1 after queueing an
 * error at line.
 */
int
sdk_ps_carried(struct sdk_parser *p, struct sdk_grid *g, long line)
{
	struct sdk_grid s;
	char err[96];
	int extra, jig;

	if (p->o.size && p->o.size != g->n) {
		sdk_pq_perr(p, line, "expected a %dx%d puzzle, found %dx%d",
		    p->o.size, p->o.size, g->n, g->n);
		return -1;
	}
	if ((extra = (p->o.variant | p->variant) & ~g->var) == 0)
		return 0;
	jig = (g->var & SDK_VAR_JIGSAW) != 0;
	if (sdk_grid_shape(&s, g->n, jig ? 0 : g->bh, jig ? 0 : g->bw,
	    g->var | extra, jig ? g->region : NULL, err, sizeof(err)) < 0) {
		sdk_pq_perr(p, line, "%s", err);
		return -1;
	}
	memcpy(s.cell, g->cell, (size_t)s.ncells);
	*g = s;
	return 0;
}

/*
 * Returns 1 when n is the number of cells of a grid of some side, or of
 * the places of its candidate grid.
 */
static int
gridlen(size_t n)
{
	int i;

	for (i = 4; i <= SDK_MAXN; i++)
		if (sdk_side_ok(i) && ((size_t)(i * i) == n ||
		    (size_t)(i * i * i) == n))
			return 1;
	return 0;
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
	struct sdk_record r;
	size_t i = 0, e, sl, k;
	char err[96], buf[SDK_MAXCELLS * (SDK_MAXN + 1) + 16];
	const char *src;
	int bad;

	while (i < len && sdk_pq_isblankc((unsigned char)s[i]))
		i++;
	for (e = i; e < len && s[e] != '\t' && s[e] != ' '; e++)
		;
	sl = sdk_grid_shape_len(s + i, e - i);
	/* Shape terms alone are words, but a region map wants its cells. */
	if (sl == 0 || (sl == e - i && s[i] != 'j' && s[i] != 'J') ||
	    !shapeterm(s + i, e - i))
		return 0;
	/*
	 * The other empty cells people use read as '.'; a character that is
	 * no cell makes the words after a colon a comment, unless a map
	 * came before them or they are as many as a grid's cells or places.
	 */
	src = s + i;
	if (e - i <= sizeof(buf)) {
		memcpy(buf, s + i, e - i);
		src = buf;
	}
	for (k = sl, bad = 0; k < e - i; k++)
		if (sdk_char_value((unsigned char)src[k]) >= 0)
			continue;
		else if (src == buf && sdk_pq_isempty((unsigned char)buf[k]))
			buf[k] = '.';
		else
			bad = 1;
	if (bad && s[i] != 'j' && s[i] != 'J' && !gridlen(e - i - sl))
		return 0;
	/* a grid, or a candidate grid: r holds no text to free */
	sdk_record_init(&r);
	if (sdk_record_parse_grid(&r, src, e - i, err, sizeof(err)) < 0) {
		sdk_pq_perr(p, p->in.lineno, "%s", err);
		return 1;
	}
	if (sdk_ps_carried(p, &r.grid, p->in.lineno) < 0)
		return 1;
	it = r.pm ? sdk_pq_emit_cand(p, p->in.lineno, &r.grid, r.cand) :
	    sdk_pq_emit(p, p->in.lineno, &r.grid, NULL);
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
	{ "x-windoku", SDK_VAR_X | SDK_VAR_WINDOKU },
	{ "windoku x", SDK_VAR_X | SDK_VAR_WINDOKU },
	{ "windoku-x", SDK_VAR_X | SDK_VAR_WINDOKU },
	{ "classic", 0 }, { "sudoku", 0 }, { "standard", 0 }
};

/*
 * A header line that names the variant of the puzzles after it: the name
 * alone, after "#", "variant:" or "type:" (any case), such as "X-Sudoku",
 * "# variant: windoku" or "Classic" (none). The line itself stays a
 * comment. Returns 1 when the line was one.
 */
int
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
		return 0;
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
			return 1;
		}
	return 0;
}

/*
 * Reads line s as a row of a region map under the last record, a grid
 * of side n: n letters, blanks or '|' between them, into row (upper
 * case), with the number of distinct letters. Returns n, or 0 when it is
 * no such row.
 */
static int
maprow(struct sdk_parser *p, const char *s, size_t len, char *row,
    int *distinct)
{
	struct sdk_pq_item *it;
	unsigned seen[2] = { 0, 0 };
	int n, k = 0, c, u;
	size_t i;

	if (p->qlen == 0)
		return 0;
	it = &p->q[p->qlen - 1];
	if (it->kind != 1 || it->rec.type != SDK_REC_GRID || it->rec.pm ||
	    (it->rec.grid.var & SDK_VAR_JIGSAW))
		return 0;
	n = it->rec.grid.n;
	*distinct = 0;
	if (len >= RG_RAW)
		return 0;	/* kept whole as a comment if need be */
	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		if (sdk_pq_isblankc(c) || c == '|' || c == '!')
			continue;
		if (!isalpha(c) || k == n)
			return 0;
		u = toupper(c) - 'A';
		if (!(seen[u / 16] & 1u << (u % 16))) {
			seen[u / 16] |= 1u << (u % 16);
			(*distinct)++;
		}
		row[k++] = (char)toupper(c);
	}
	return k == n ? n : 0;
}

/*
 * Returns 1 when line s, which holds a TAB, is a row of a region map
 * under the last grid rather than the grid's fields: its letters one a
 * field ("a\tb\tb"), or all in one ("abbb\t"), not words ("Easy\tvalid").
 */
int
sdk_ps_ismaprow(struct sdk_parser *p, const char *s, size_t len)
{
	char row[SDK_MAXN];
	int distinct, words = 0, longer = 0;
	size_t i, j;

	if (memchr(s, '\t', len) == NULL ||
	    maprow(p, s, len, row, &distinct) == 0)
		return 0;
	/* a letter a field, or one word of them all: not fields */
	for (i = 0; i < len; i = j) {
		while (i < len && sdk_pq_isblankc((unsigned char)s[i]))
			i++;
		for (j = i; j < len && !sdk_pq_isblankc((unsigned char)s[j]);
		    j++)
			;
		if (j > i) {
			words++;
			longer |= j - i > 1;
		}
	}
	return words == 1 || !longer;
}

/*
 * A row of a region map: a grid of letters, one a cell, each letter a
 * region, after the grid of a puzzle (p->rgok). A first row of more than
 * half as many letters as the side, rounded up, may be a word: if the
 * map stops short, its rows are comments (sdk_ps_regionend). Returns 1
 * when the line was one.
 */
int
sdk_ps_regionrow(struct sdk_parser *p, const char *s, size_t len)
{
	char row[SDK_MAXN];
	int n, distinct;

	if ((n = maprow(p, s, len, row, &distinct)) == 0)
		return 0;
	if (p->rgrows == 0) {
		p->rgline = p->in.lineno;
		p->rgn = n;
		p->rgword = distinct > (n + 1) / 2;
	}
	memcpy(p->rgraw[p->rgrows], s, len);
	p->rgrawlen[p->rgrows] = (unsigned char)len;
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
	if (p->rgrows < n && p->rgword) {
		/* Words under the puzzle, not a map. */
		sdk_ps_mapflush(p);
		for (i = 0; i < p->rgrows; i++)
			sdk_pq_comment(p, p->rgraw[i], p->rgrawlen[i], 1);
		p->rgrows = 0;
		p->rgok = 0;
		return;
	}
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
		it->boxless = 0;
	} else if (err[0] != '\0') {
		it->kind = -1;
		it->line = p->rgline;
		snprintf(it->msg, sizeof(it->msg), "%s", err);
	}
	p->rgrows = 0;
	p->rgok = 0;
	sdk_ps_mapflush(p);
}

/*
 * A label of a map, "Regions:" or "Region map:": up to three words of
 * letters, the last ending in ':', and not a shape term ("x:", "w:",
 * which stay errors alone on a line).
 */
static int
maplabel(const char *s, size_t len)
{
	size_t i;
	int words = 0, inword = 0;

	while (len > 0 && sdk_pq_isblankc((unsigned char)s[len - 1]))
		len--;
	if (len < 2 || len > 40 || s[len - 1] != ':' || shapeterm(s, len))
		return 0;
	for (i = 0; i + 1 < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == ' ' || c == '\t')
			inword = 0;
		else if (!isalpha(c))
			return 0;
		else if (!inword) {
			inword = 1;
			words++;
		}
	}
	return words >= 1 && words <= 3;
}

/*
 * Before the first row of a region map (p->rgok, no row read): a comment
 * line ('#' or '%') or a label ("Regions:") is held, up to RG_HOLD of
 * them, so that the map after it still shapes the grid; sdk_ps_mapflush
 * queues them after the grid once the map has been read, or when the
 * next line is no map. idle: the line came in M_IDLE (a '#' line may then
 * be a header). Returns 1 when the line was held.
 */
int
sdk_ps_maphold(struct sdk_parser *p, const char *s, size_t len, int idle)
{
	int k = p->rgnhold;

	if (k == RG_HOLD || len >= RG_HOLDLEN || len == 0 || (s[0] != '#' &&
	    s[0] != '%' && !maplabel(s, len)))
		return 0;
	memcpy(p->rghold[k], s, len);
	p->rgholdlen[k] = (short)len;
	p->rgholdidle[k] = (signed char)idle;
	p->rgnhold++;
	return 1;
}

/* Queues the lines that sdk_ps_maphold held, as the comments they are. */
void
sdk_ps_mapflush(struct sdk_parser *p)
{
	int k;

	for (k = 0; k < p->rgnhold; k++) {
		const char *s = p->rghold[k];
		size_t len = (size_t)p->rgholdlen[k];

		if (s[0] == '#' || s[0] == '%') {
			sdk_pq_commentline(p, s, len);
			if (p->rgholdidle[k])
				sdk_ps_header(p, s, len);
		} else
			sdk_pq_comment(p, s, len, 1);
	}
	p->rgnhold = 0;
}
