/*
 * record.c: the records of the canonical stream, and its reader (over the
 * lines of lines.c).
 */
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
 * Returns 1 when the first field of r is a grid of the same size (r is a
 * pair, puzzle and solution), and stores it in sol when sol is not NULL.
 */
int
sdk_record_pair(const struct sdk_record *r, struct sdk_grid *sol)
{
	struct sdk_grid g;
	const char *s;
	size_t len;
	char err[80];

	if (!sdk_record_field(r, 0, &s, &len) || len != (size_t)r->grid.ncells)
		return 0;
	if (sdk_grid_parse(&g, s, len, err, sizeof(err)) < 0)
		return 0;
	if (sol)
		*sol = g;
	return 1;
}

/* Writes r as one line of the canonical stream. Returns 0, or -1. */
int
sdk_record_write(FILE *fp, const struct sdk_record *r)
{
	char buf[SDK_MAXCELLS + 1];

	if (r->type == SDK_REC_COMMENT) {
		fwrite(r->text, 1, r->len, fp);
		putc('\n', fp);
		return ferror(fp) ? -1 : 0;
	}
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
	if (sdk_grid_parse(&r->grid, s, glen, err, errsize) < 0)
		return -1;
	if (tab)
		sdk_record_settext(r, tab + 1, len - glen - 1);
	else
		sdk_record_settext(r, "", 0);
	return 1;
}

/* Opens a reader of the canonical stream on path (NULL or "-": stdin). */
int
sdk_reader_open(struct sdk_reader *rd, const char *path)
{
	rd->err[0] = '\0';
	return sdk_lines_open(&rd->in, path);
}

/*
 * Reads the next record or comment into r. Returns 1 for one, 0 at the
 * end, -1 for a malformed record (rd->err says why, rd->in.lineno where),
 * -2 for a read error (errno).
 */
int
sdk_reader_next(struct sdk_reader *rd, struct sdk_record *r)
{
	int k;

	for (;;) {
		k = sdk_lines_next(&rd->in);
		if (k == 0)
			return 0;
		if (k < 0)
			return -2;
		r->lineno = rd->in.lineno;
		if (rd->in.toolong) {
			snprintf(rd->err, sizeof(rd->err),
			    "line longer than %d bytes", SDK_LINE_MAX);
			return -1;
		}
		if (memchr(rd->in.buf, '\0', rd->in.len) != NULL) {
			snprintf(rd->err, sizeof(rd->err), "NUL byte in line");
			return -1;
		}
		k = sdk_record_parse(r, rd->in.buf, rd->in.len, rd->err,
		    sizeof(rd->err));
		if (k != 0)
			return k;
	}
}

/* Closes the reader. */
void
sdk_reader_close(struct sdk_reader *rd)
{
	sdk_lines_close(&rd->in);
}
