/*
 * record.c: the records of the canonical stream, and its reader (over the
 * lines of lines.c).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/* Makes r an empty record. */
void
sdk_record_init(struct sdk_record *r)
{
	memset(r, 0, sizeof(*r));
	r->type = SDK_REC_GRID;
}

/* Frees what r holds. */
void
sdk_record_free(struct sdk_record *r)
{
	free(r->text);
	r->text = NULL;
	r->len = r->cap = 0;
}

/* Grows the text of r to hold need bytes and a NUL. */
static void
reserve(struct sdk_record *r, size_t need)
{
	size_t cap;

	if (need + 1 <= r->cap)
		return;
	for (cap = r->cap ? r->cap : 64; cap < need + 1; cap *= 2)
		;
	r->text = sdk_erealloc(r->text, cap);
	r->cap = cap;
}

/* Sets the text of r (its fields, or the comment line). */
void
sdk_record_settext(struct sdk_record *r, const char *s, size_t len)
{
	reserve(r, len);
	if (len)
		memmove(r->text, s, len);
	r->text[len] = '\0';
	r->len = len;
}

/* Appends the field s to r. */
void
sdk_record_addfield(struct sdk_record *r, const char *s, size_t len)
{
	size_t sep = r->len > 0;

	reserve(r, r->len + sep + len);
	if (sep)
		r->text[r->len] = '\t';
	memcpy(r->text + r->len + sep, s, len);
	r->len += sep + len;
	r->text[r->len] = '\0';
}

/*
 * Finds field i (0 is the first field after the grid). Returns 1 and sets
 * s and len when it exists, else 0.
 */
int
sdk_record_field(const struct sdk_record *r, int i, const char **s,
    size_t *len)
{
	const char *p, *e, *end;

	if (r->type != SDK_REC_GRID || r->len == 0)
		return 0;
	p = r->text;
	end = r->text + r->len;
	for (;;) {
		e = memchr(p, '\t', end - p);
		if (e == NULL)
			e = end;
		if (i-- == 0) {
			*s = p;
			*len = e - p;
			return 1;
		}
		if (e == end)
			return 0;
		p = e + 1;
	}
}

/* Returns the index of the field equal to word, or -1. */
int
sdk_record_findfield(const struct sdk_record *r, const char *word)
{
	const char *s;
	size_t len, wl = strlen(word);
	int i;

	for (i = 0; sdk_record_field(r, i, &s, &len); i++)
		if (len == wl && memcmp(s, word, wl) == 0)
			return i;
	return -1;
}

/*
 * Returns 1 when a and b are jigsaw grids of the same houses whose maps
 * name the regions otherwise ("1122..." and "2211..."), else 0.
 */
static int
samemap(const struct sdk_grid *a, const struct sdk_grid *b)
{
	int to[SDK_MAXN], from[SDK_MAXN], i, x, y;

	if (a->n != b->n || a->var != b->var || !(a->var & SDK_VAR_JIGSAW))
		return 0;
	for (i = 0; i < a->n; i++)
		to[i] = from[i] = -1;
	for (i = 0; i < a->ncells; i++) {
		x = a->region[i];
		y = b->region[i];
		if ((to[x] >= 0 && to[x] != y) || (from[y] >= 0 && from[y] != x))
			return 0;
		to[x] = y;
		from[y] = x;
	}
	return 1;
}

/*
 * Reads s (len bytes), a field with its shape, into g. Returns 1 when it
 * is a grid of r's shape, 0 when of another, -1 when it does not read
 * (the reason in why).
 */
static int
shapedfield(const struct sdk_record *r, const char *s, size_t len,
    struct sdk_grid *g, char *why, size_t whysize)
{
	if (sdk_grid_parse(g, s, len, why, whysize) < 0)
		return -1;
	return sdk_grid_sameshape(g, &r->grid) || samemap(g, &r->grid);
}

/*
 * Returns 1 when the first field of r is a grid of the same shape (r is
 * a pair, puzzle and solution): its cells alone, or its shape again and
 * its cells. Stores it in sol when sol is not NULL.
 */
int
sdk_record_pair(const struct sdk_record *r, struct sdk_grid *sol)
{
	struct sdk_grid g;
	const char *s;
	size_t len;
	char err[80];

	if (!sdk_record_field(r, 0, &s, &len))
		return 0;
	if (sdk_grid_shape_len(s, len) > 0) {
		/* A shape given again must be the record's. */
		if (shapedfield(r, s, len, &g, err, sizeof(err)) != 1)
			return 0;
	} else {
		sdk_grid_init_like(&g, &r->grid);
		if (sdk_grid_parse_cells(&g, s, len, err, sizeof(err)) < 0)
			return 0;
	}
	if (sol)
		*sol = g;
	return 1;
}

/*
 * Appends the puzzle of record r to b as the stream writes it: its grid,
 * or the candidate line of a candidate grid (no newline).
 */
void
sdk_buf_puzzle(struct sdk_buf *b, const struct sdk_record *r)
{
	char buf[SDK_CAND_TEXT];

	if (!r->pm) {
		sdk_buf_grid(b, &r->grid);
		return;
	}
	sdk_buf_add(b, buf, sdk_cand_format_grid(&r->grid, r->cand, buf));
}

/* Writes r as one line of the canonical stream. Returns 0, or -1. */
int
sdk_record_write(FILE *fp, const struct sdk_record *r)
{
	char buf[SDK_CAND_TEXT > SDK_GRID_TEXT ? SDK_CAND_TEXT : SDK_GRID_TEXT];

	if (r->type == SDK_REC_COMMENT) {
		fwrite(r->text, 1, r->len, fp);
		putc('\n', fp);
		return ferror(fp) ? -1 : 0;
	}
	if (r->pm)
		sdk_cand_format_grid(&r->grid, r->cand, buf);
	else
		sdk_grid_format(&r->grid, buf, 0);
	fputs(buf, fp);
	if (r->len > 0) {
		putc('\t', fp);
		fwrite(r->text, 1, r->len, fp);
	}
	putc('\n', fp);
	return ferror(fp) ? -1 : 0;
}

/*
 * Reads the first field s of len bytes of a record into r: a grid, or a
 * candidate grid (r->pm set), each after its shape, if any. The length
 * tells them apart: N*N cells or N*N*N places for the side N; a wrong
 * length is told as the nearer of the two. Returns 0, or -1 with the
 * reason in err.
 */
int
sdk_record_parse_grid(struct sdk_record *r, const char *s, size_t len,
    char *err, size_t errsize)
{
	size_t sl = sdk_grid_shape_len(s, len), rest = len - sl, nc;

	if (sl == 0) {
		r->pm = sdk_cand_size(len) != 0;
		if (r->pm)
			return sdk_cand_parse(&r->grid, r->cand, s, len, err,
			    errsize);
		return sdk_grid_parse(&r->grid, s, len, err, errsize);
	}
	r->pm = 0;
	if (sdk_grid_parse_shape(&r->grid, s, sl, rest, err, errsize) < 0)
		return -1;
	nc = (size_t)r->grid.ncells;
	if (2 * rest > nc + nc * (size_t)r->grid.n) {
		r->pm = 1;
		return sdk_cand_parse_cells(&r->grid, r->cand, s + sl, rest,
		    err, errsize);
	}
	return sdk_grid_parse_cells(&r->grid, s + sl, rest, err, errsize);
}

/*
 * Checks the first field of grid record r when it is a grid with its
 * shape, a pair's solution: it must read, and in r's own shape. Returns
 * 0, or -1 with the reason in err (a field of words after a shape, "x: a
 * note", is text). The canonical reader and sdk-parse take the same
 * records.
 */
int
sdk_record_checkpair(const struct sdk_record *r, char *err, size_t errsize)
{
	struct sdk_grid g;
	const char *s;
	size_t len, sl, i;
	char why[80];

	if (!sdk_record_field(r, 0, &s, &len) ||
	    (sl = sdk_grid_shape_len(s, len)) == 0 || sl == len)
		return 0;
	for (i = sl; i < len; i++)
		if (sdk_char_value((unsigned char)s[i]) < 0)
			return 0;
	switch (shapedfield(r, s, len, &g, why, sizeof(why))) {
	case -1:
		snprintf(err, errsize, "a second grid that does not read: %s",
		    why);
		return -1;
	case 0:
		snprintf(err, errsize, "a second grid of another shape than "
		    "the first");
		return -1;
	}
	return 0;
}

/*
 * Reads one line of the canonical stream (without LF) into r. Returns 1
 * for a record or a comment, 0 for a blank line, -1 for a malformed
 * record with the reason in err.
 */
int
sdk_record_parse(struct sdk_record *r, const char *s, size_t len, char *err,
    size_t errsize)
{
	const char *tab;
	size_t i, glen;

	if (len > 0 && s[0] == '#') {
		r->type = SDK_REC_COMMENT;
		sdk_record_settext(r, s, len);
		return 1;
	}
	for (i = 0; i < len && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	if (i == len)
		return 0;
	r->type = SDK_REC_GRID;
	tab = memchr(s, '\t', len);
	glen = tab ? (size_t)(tab - s) : len;
	if (sdk_record_parse_grid(r, s, glen, err, errsize) < 0)
		return -1;
	if (tab)
		sdk_record_settext(r, tab + 1, len - glen - 1);
	else
		sdk_record_settext(r, "", 0);
	if (tab && !r->pm && sdk_record_checkpair(r, err, errsize) < 0)
		return -1;
	return 1;
}

/* Opens a reader of the canonical stream on path (NULL or "-": stdin). */
int
sdk_reader_open(struct sdk_reader *rd, const char *path)
{
	memset(rd, 0, sizeof(*rd));
	return sdk_lines_open(&rd->in, path);
}

/* Returns 1 for a character that stands for a cell in the formats. */
static int
anycell(int c)
{
	return sdk_char_value(c) >= 0 || c == '-' || c == '_' || c == '*' ||
	    c == 'x' || c == 'X';
}

/* Returns 1 for a blank or a column separator of a grid row. */
static int
rowsep(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '|' || c == '!';
}

/* What a grid of each side (sdk_side_ok) is called. */
static const char *const sidename[SDK_MAXN + 1] = { [4] = "a 4x4 grid",
	[6] = "a 6x6 grid", [8] = "an 8x8 grid", [9] = "a 9x9 grid",
	[10] = "a 10x10 grid", [12] = "a 12x12 grid", [16] = "a 16x16 grid" };

/* Returns the name of a grid of side n, or NULL for no side. */
static const char *
namedside(long n)
{
	return n >= 0 && n <= SDK_MAXN && sdk_side_ok((int)n) ?
	    sidename[n] : NULL;
}

/*
 * Returns the name of a grid whose row is cells cells (N), or, when pair
 * is set, a pair's row of them (2N), N taken first (2N first when pair is
 * 2: the row has the wide gap between puzzle and solution); else NULL.
 */
static const char *
sidecells(size_t cells, int pair)
{
	const char *name = namedside((long)cells);

	if (pair == 2 && cells % 2 == 0 && namedside((long)cells / 2))
		return namedside((long)cells / 2);
	if (name != NULL || !pair || cells % 2 != 0)
		return name;
	return namedside((long)cells / 2);
}

/*
 * Returns what a line of a grid looks like: "a 9x9 grid" for a row of N
 * cells (or 2N: puzzle and solution side by side, or N integers), or the
 * name line sdk-fmt writes over one ("6x6 (2x3 boxes)", "9x9 X"), "a
 * grid" for a separator line or a frame; else NULL.
 */
static const char *
gridline(const char *s, size_t len)
{
	size_t i, j, cells = 0, toks = 0, dash = 0, other = 0, tl = 0;
	int ints = 1, big = 0, ap = 0, same = 1, gap;
	const char *name;
	char *e;
	long a;

	for (i = 0; i + 1 < len; i++)
		if ((unsigned char)s[i] == 0xE2 &&
		    ((unsigned char)s[i + 1] == 0x94 ||
		    (unsigned char)s[i + 1] == 0x95))
			return "a grid";	/* box-drawing characters */
	if (len > 0 && isdigit((unsigned char)s[0])) {
		/* sdk-fmt's name line: NxN, then its boxes or variant */
		a = strtol(s, &e, 10);
		if ((name = namedside(a)) != NULL && (size_t)(e - s) + 1 < len &&
		    *e == 'x' && strtol(e + 1, &e, 10) == a &&
		    ((size_t)(e - s) == len || *e == ' '))
			return name;
	}
	for (i = 0; i < len; i++) {
		if (s[i] == '-' || s[i] == '=')
			dash++;
		else if (!strchr("+|*.:' \t\r", s[i]) || s[i] == '\0')
			other++;
	}
	if (other == 0 && dash >= 3)
		return "a grid";
	for (i = 0; i < len; i = j) {
		while (i < len && rowsep((unsigned char)s[i]))
			i++;
		if (i == len)
			break;
		for (j = i; j < len && !rowsep((unsigned char)s[j]); j++)
			if (!anycell((unsigned char)s[j]) &&
			    !(s[j] >= 'A' && s[j] <= 'P') &&
			    !(s[j] == '{' || s[j] == '}'))
				return NULL;
			else if (s[j] >= 'H' && s[j] <= 'P')
				ap = 1;
		if (toks > 0 && j - i != tl)
			same = 0;
		tl = j - i;
		toks++;
		cells += j - i - (s[i] == '{') - (s[j - 1] == '}');
		if (j - i > 2 || (j - i == 2 && s[i] != '1') ||
		    (j - i == 2 && s[i + 1] > '6'))
			ints = 0;
		else if (j - i == 2)
			big = 1;
	}
	if (ints && big && (toks == 16 || toks == 32))
		return "a 16x16 grid";
	if (ints && big && (toks == 10 || toks == 12 || toks == 20 ||
	    toks == 24))
		return namedside(toks > 12 ? (long)toks / 2 : (long)toks);
	/*
	 * cells in groups of one width, as --grid writes them (a pair's row
	 * holds as many groups of the solution as of the puzzle)
	 */
	for (i = 1, gap = 0; i + 4 <= len && !gap; i++)
		gap = s[0] != ' ' && memcmp(s + i, "    ", 4) == 0;
	if (same && tl > 1 && (name = sidecells(cells, toks % 2 != 0 ? 0 :
	    gap ? 2 : 1)) != NULL)
		return name;
	if (cells != toks && (toks == 4 || toks == 9 || toks == 16))
		return "a pencil-mark grid";
	if (ap)
		return cells == 16 ? "a 16x16 grid" : NULL;
	return sidecells(cells, 1);
}

/*
 * Returns what a malformed line of the canonical stream looks like when
 * it is clearly another format that sdk-parse reads, "text" for a line
 * of words (a title), or NULL.
 */
static const char *
looks(const char *s, size_t len)
{
	size_t i = 0, run, k, colons = 0;
	const char *g;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i == len)
		return NULL;
	if (len - i >= 2 && s[i] == '[' && isalpha((unsigned char)s[i + 1]))
		return "a SadMan .sdk file";
	if ((s[i] == '{' && !(i + 1 < len && isdigit((unsigned char)s[i + 1])))
	    || s[i] == '[')
		return "JSON";
	if (s[i] == '<')
		return "XML";
	for (k = i; k < len; k++)
		colons += s[k] == ':';
	if (s[i] == ':' && colons >= 6 && colons <= 7)
		return "a HoDoKu library";
	for (run = 0; i + run < len && anycell((unsigned char)s[i + run]);
	    run++)
		;
	if (i + run < len && s[i + run] == ',')
		return "CSV";
	if ((run == 16 || run == 81 || run == 256) && i + run < len &&
	    strchr(" \t#;:", s[i + run]) != NULL)
		return "puzzles with text after the cells";
	if ((g = gridline(s, len)) != NULL)
		return g;
	if (memchr(s, ',', len) != NULL)
		return "CSV";
	if (len - i <= 2 && (strncmp(s + i, "4", len - i) == 0 ||
	    strncmp(s + i, "9", len - i) == 0 ||
	    strncmp(s + i, "16", len - i) == 0))
		return "a sized puzzle";
	for (k = i; k < len; k++)
		if (isalpha((unsigned char)s[k]) && !anycell((unsigned char)s[k]))
			return "text";
	return NULL;
}

/*
 * Writes into rd->err the message that points to sdk-parse for a file
 * that looks like what.
 */
static void
pointout(struct sdk_reader *rd, const char *what)
{
	const char *name = rd->in.name, *prog = sdk_getprogname();
	int stdinput = strcmp(name, "<stdin>") == 0;
	int quote = !stdinput && strcspn(name, " \t\n'\"\\$`!*?[]{}()<>|&;~#") <
	    strlen(name) && strchr(name, '\'') == NULL;
	int canon = strcmp(what, "puzzles with text after the cells") == 0;

	snprintf(rd->err, sizeof(rd->err), "this looks like %s, not %s; "
	    "try: %s%s%s%s%s | %s", what,
	    canon ? "canonical records" : "one puzzle per line",
	    stdinput ? "... | " : "", "sdk-parse",
	    stdinput ? "" : quote ? " '" : " ", stdinput ? "" : name,
	    quote ? "'" : "", prog);
}

/*
 * Reads the next record or comment into r. Returns 1 for one, 0 at the
 * end, -1 for a malformed record (rd->err says why, rd->errline where),
 * -2 for a read error (errno).
 *
 * Before the first record that reads well, a malformed line that looks
 * like another format gives one message that names it and points to
 * sdk-parse, and the malformed lines after it are covered by that
 * message until a record reads well again. A line of words (a title) is
 * held until the next line tells whether it starts such a text.
 */
int
sdk_reader_next(struct sdk_reader *rd, struct sdk_record *r)
{
	const char *what;
	int k;

	for (;;) {
		if (rd->again)
			rd->again = 0;
		else {
			k = rd->eof ? 0 : sdk_lines_next(&rd->in);
			if (k < 0)
				return -2;
			if (k == 0) {
				rd->eof = 1;
				if (!rd->held)
					return 0;
				rd->held = 0;
				rd->errline = r->lineno = rd->heldline;
				snprintf(rd->err, sizeof(rd->err), "%s",
				    rd->heldmsg);
				return -1;
			}
		}
		r->lineno = rd->in.lineno;
		rd->errline = rd->in.lineno;
		if (rd->in.toolong) {
			snprintf(rd->err, sizeof(rd->err),
			    "line longer than %d bytes", SDK_LINE_MAX);
			k = -1;
		} else if (memchr(rd->in.buf, '\0', rd->in.len) != NULL) {
			snprintf(rd->err, sizeof(rd->err), "NUL byte in line");
			k = -1;
		} else
			k = sdk_record_parse(r, rd->in.buf, rd->in.len,
			    rd->err, sizeof(rd->err));
		if (k == 0)
			continue;
		what = k < 0 && rd->good == 0 && !rd->in.toolong ?
		    looks(rd->in.buf, rd->in.len) : NULL;
		if (rd->held && (what == NULL || strcmp(what, "text") == 0)) {
			/* The line of words held was no title: its error. */
			rd->held = 0;
			rd->again = 1;
			rd->errline = r->lineno = rd->heldline;
			snprintf(rd->err, sizeof(rd->err), "%s", rd->heldmsg);
			return -1;
		}
		if (k > 0) {
			if (r->type == SDK_REC_GRID) {
				rd->good++;
				rd->foreign = 0;
			}
			return k;
		}
		if (rd->foreign)
			continue;
		if (what != NULL && strcmp(what, "text") == 0) {
			rd->held = 1;
			rd->heldline = rd->in.lineno;
			snprintf(rd->heldmsg, sizeof(rd->heldmsg), "%s",
			    rd->err);
			continue;
		}
		rd->held = 0;
		if (what != NULL) {
			rd->foreign = 1;
			pointout(rd, what);
		}
		return -1;
	}
}

/* Closes the reader. */
void
sdk_reader_close(struct sdk_reader *rd)
{
	sdk_lines_close(&rd->in);
}
