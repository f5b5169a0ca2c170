/*
 * parse-queue.c: the queue of sdk-parse's readers: the records, comments
 * and errors they find, in input order; raw cells made into a grid (the
 * hex rule of sdk-parse(1)); annotation lines added to the last record.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/* Picks the alphabet of n raw cells (the hex rule of sdk-parse(1)). */
static int
alphabet(struct sdk_parser *p, const char *raw, int ncells)
{
	int i, dot = 0, zero = 0, g = 0;

	if (p->o.format == SDK_FORMAT_AP || p->apgrid)
		return C_AP;
	if (p->o.format == SDK_FORMAT_HEX)
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

/* Adds an item of kind (1 record or comment, -1 error) to the queue. */
struct sdk_pq_item *
sdk_pq_push(struct sdk_parser *p, int kind, long line)
{
	struct sdk_pq_item *it;

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
	p->pushed++;
	memset(it, 0, sizeof(*it));
	sdk_record_init(&it->rec);
	it->kind = kind;
	it->line = line;
	it->rec.lineno = line;
	return it;
}

/* Queues an error at line. */
void
sdk_pq_perr(struct sdk_parser *p, long line, const char *fmt, ...)
{
	struct sdk_pq_item *it = sdk_pq_push(p, -1, line);
	va_list ap;

	if (p->nm_n != 0 && line >= p->nm_lineno)
		p->nm_n = 0;	/* the name line's grid has its message */
	va_start(ap, fmt);
	vsnprintf(it->msg, sizeof(it->msg), fmt, ap);
	va_end(ap);
}

/*
 * Queues a comment line of the input: one starting with '#' as it is,
 * one starting with '%' (SadMan's) as "# " and the rest.
 */
void
sdk_pq_commentline(struct sdk_parser *p, const char *s, size_t len)
{
	size_t k;

	if (len == 0 || s[0] != '%') {
		sdk_pq_comment(p, s, len, 0);
		return;
	}
	k = 1 + (len > 1 && s[1] == ' ');
	sdk_pq_comment(p, s + k, len - k, 1);
}

/* Queues a comment: the line as it is, or "# " and the line (hash). */
void
sdk_pq_comment(struct sdk_parser *p, const char *s, size_t len, int hash)
{
	struct sdk_pq_item *it = sdk_pq_push(p, 1, p->in.lineno);
	char *t;

	it->rec.type = SDK_REC_COMMENT;
	if (!hash) {
		sdk_record_settext(&it->rec, s, len);
		return;
	}
	while (len > 0 && sdk_pq_isblankc((unsigned char)s[len - 1]))
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

/* Writes c for a message: 'c' when printable, else its byte. */
void
sdk_pq_showc(char *buf, size_t size, int c)
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
int
sdk_pq_mkgrid(struct sdk_parser *p, struct sdk_grid *g, const char *raw,
    int ncells, long line)
{
	int n = sdk_size_from_cells(ncells), i;

	for (i = 4; n == 0 && i <= SDK_MAXN; i++)
		if (i * i == ncells && sdk_side_ok(i))
			n = i;
	if (n == 0) {
		sdk_pq_perr(p, line, "expected 16, 81 or 256 cells, found %d",
		    ncells);
		return -1;
	}
	if (p->o.size && p->o.size != n) {
		sdk_pq_perr(p, line, "expected a %dx%d puzzle, found %dx%d",
		    p->o.size, p->o.size, n, n);
		return -1;
	}
	if (sdk_ps_shape(p, g, n, line) < 0)
		return -1;
	return sdk_pq_cells(p, g, raw, ncells, line);
}

/*
 * Sets the cells of g, an empty grid of its shape, from ncells raw
 * characters. Returns 0, or -1 after queueing an error at line.
 */
int
sdk_pq_cells(struct sdk_parser *p, struct sdk_grid *g, const char *raw,
    int ncells, long line)
{
	int n = g->n, alpha, i, v;
	char ch[16];

	if (ncells != g->ncells) {
		sdk_pq_perr(p, line, "expected %d cells for %dx%d, found %d",
		    g->ncells, n, n, ncells);
		return -1;
	}
	if (p->o.size && p->o.size != n) {
		sdk_pq_perr(p, line, "expected a %dx%d puzzle, found %dx%d",
		    p->o.size, p->o.size, n, n);
		return -1;
	}
	alpha = alphabet(p, raw, ncells);
	for (i = 0; i < ncells; i++) {
		v = sdk_pq_cellval((unsigned char)raw[i], alpha);
		if (v < 0) {
			sdk_pq_showc(ch, sizeof(ch), raw[i]);
			sdk_pq_perr(p, line, "bad character %s in cell %d", ch,
			    i + 1);
			return -1;
		}
		if (v > n) {
			sdk_pq_perr(p, line, "value %d out of range for %dx%d "
			    "in cell %d", v, n, n, i + 1);
			return -1;
		}
		g->cell[i] = v;
	}
	return 0;
}

/* Queues a puzzle record, with its solution when sol is not NULL. */
struct sdk_pq_item *
sdk_pq_emit(struct sdk_parser *p, long line, const struct sdk_grid *g,
    const struct sdk_grid *sol)
{
	struct sdk_pq_item *it = sdk_pq_push(p, 1, line);
	char buf[SDK_MAXCELLS + 1];

	p->rgok = 1;
	p->nm_n = 0;
	it->rec.grid = *g;
	if (g->var & SDK_VAR_BOXLESS) {
		it->boxless = 1;
		it->rec.grid.var &= ~SDK_VAR_BOXLESS;
		snprintf(it->msg, sizeof(it->msg), "%s %dx%d grid that does "
		    "not draw its boxes: %dx%d or %dx%d? (--box)",
		    sdk_side_article(g->n), g->n, g->n, g->bh, g->bw, g->bw,
		    g->bh);
	}
	if (sol) {
		sdk_grid_format_cells(sol, buf, 0);
		sdk_record_addfield(&it->rec, buf, sol->ncells);
	}
	return it;
}

/*
 * Queues the candidate grid cand of the shape of shape (its cells are not
 * read); under --givens-only, the puzzle of its cells with one candidate
 * instead.
 */
struct sdk_pq_item *
sdk_pq_emit_cand(struct sdk_parser *p, long line,
    const struct sdk_grid *shape, const uint16_t *cand)
{
	struct sdk_pq_item *it;
	struct sdk_grid g;

	sdk_grid_init_like(&g, shape);
	if (p->o.givensonly) {
		sdk_cand_givens(g.n, cand, &g);
		return sdk_pq_emit(p, line, &g, NULL);
	}
	it = sdk_pq_emit(p, line, &g, NULL);
	it->rec.pm = 1;
	memcpy(it->rec.cand, cand, sizeof(*cand) * g.ncells);
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
int
sdk_pq_annotate(struct sdk_parser *p, const char *s, size_t len)
{
	struct sdk_pq_item *it = &p->q[p->qlen - 1];
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
