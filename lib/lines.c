/*
 * lines.c: lines of input, read one at a time: any line end, a UTF-8
 * byte-order mark dropped, overlong lines cut (sdk-parse and the readers
 * of the canonical stream).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/*
 * Opens path for reading line by line; NULL or "-" is standard input.
 * Returns 0, or -1 with errno set.
 */
int
sdk_lines_open(struct sdk_lines *l, const char *path)
{
	memset(l, 0, sizeof(*l));
	if (path == NULL || strcmp(path, "-") == 0) {
		l->fp = stdin;
		l->name = "<stdin>";
		return 0;
	}
	l->name = path;
	if ((l->fp = fopen(path, "r")) == NULL)
		return -1;
	l->ownfp = 1;
	return 0;
}

/* Appends c to the line held, growing the buffer. Returns 0, or -1. */
static int
addc(struct sdk_lines *l, int c)
{
	if (l->len + 1 >= l->cap) {
		size_t cap = l->cap ? l->cap * 2 : 512;
		char *p = realloc(l->buf, cap);

		if (p == NULL)
			return -1;
		l->buf = p;
		l->cap = cap;
	}
	l->buf[l->len++] = c;
	return 0;
}

/*
 * Reads the next line into l->buf, without its line end: LF, CR LF, or a
 * lone CR (old Mac files). A UTF-8 byte-order mark at the start of the
 * input is dropped. A line longer than l->max bytes (SDK_LINE_MAX when 0)
 * keeps its first max bytes and sets l->toolong; the rest is read and
 * thrown away, never held. Returns 1 for a line, 0 at the end of the
 * input, -1 on a read error or when out of memory (errno).
 */
int
sdk_lines_next(struct sdk_lines *l)
{
	size_t max = l->max ? l->max : SDK_LINE_MAX, room, n;
	FILE *fp = l->fp;
	char *b;
	int c;

	l->len = 0;
	l->toolong = 0;
	for (;;) {
		/*
		 * The common case, in locals: bytes past CR while the buffer
		 * has room (the stores through b may not alias l's fields).
		 */
		room = l->cap > 0 ? l->cap - 1 : 0;
		if (room > max)
			room = max;
		b = l->buf;
		n = l->len;
		c = '\n';
		while (n < room && (c = getc_unlocked(fp)) > '\r')
			b[n++] = (char)c;
		l->len = n;
		if (n >= room)
			c = getc_unlocked(fp);
		if (c > '\r' && l->len < max) {
			if (addc(l, c) < 0) {
				errno = ENOMEM;
				return -1;
			}
			continue;
		}
		if (c == EOF) {
			if (ferror(fp))
				return -1;
			if (l->len == 0 && !l->toolong) {
				if (l->buf)
					l->buf[0] = '\0';
				return 0;
			}
			break;
		}
		if (c == '\n')
			break;
		if (c == '\r') {
			c = getc_unlocked(fp);
			if (c == EOF) {
				if (ferror(fp))
					return -1;
			} else if (c != '\n')
				ungetc(c, fp);
			break;
		}
		if (l->len >= max) {
			l->toolong = 1;
			continue;
		}
		if (addc(l, c) < 0) {
			errno = ENOMEM;
			return -1;
		}
	}
	/* A UTF-8 byte-order mark at the start of the input is dropped. */
	if (l->lineno == 0 && l->len >= 3 &&
	    memcmp(l->buf, "\xEF\xBB\xBF", 3) == 0) {
		memmove(l->buf, l->buf + 3, l->len - 3);
		l->len -= 3;
	}
	l->lineno++;
	if (l->len >= l->cap) {
		/* Room for the NUL: addc grows the buffer, not the line. */
		if (addc(l, 0) < 0) {
			errno = ENOMEM;
			return -1;
		}
		l->len--;
	}
	l->buf[l->len] = '\0';
	return 1;
}

/* Closes the input and frees the line buffer. */
void
sdk_lines_close(struct sdk_lines *l)
{
	if (l->ownfp && l->fp)
		fclose(l->fp);
	free(l->buf);
	l->buf = NULL;
	l->fp = NULL;
}
