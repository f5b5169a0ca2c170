/* buf.c: a growing text buffer, for output made away from stdout. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/* Appends len bytes of s to b. */
void
sdk_buf_add(struct sdk_buf *b, const char *s, size_t len)
{
	if (b->len + len + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 256;

		while (cap < b->len + len + 1)
			cap *= 2;
		b->s = sdk_erealloc(b->s, cap);
		b->cap = cap;
	}
	memcpy(b->s + b->len, s, len);
	b->len += len;
	b->s[b->len] = '\0';
}

/* Appends s (len bytes) to b as a JSON string, quoted and escaped. */
void
sdk_buf_json(struct sdk_buf *b, const char *s, size_t len)
{
	size_t i;

	sdk_buf_add(b, "\"", 1);
	for (i = 0; i < len; i++) {
		int c = (unsigned char)s[i];

		if (c == '"' || c == '\\')
			sdk_buf_printf(b, "\\%c", c);
		else if (c < 0x20 || c == 0x7f)
			sdk_buf_printf(b, "\\u%04x", c);
		else
			sdk_buf_add(b, s + i, 1);
	}
	sdk_buf_add(b, "\"", 1);
}

/* Appends printf-style text to b. */
void
sdk_buf_printf(struct sdk_buf *b, const char *fmt, ...)
{
	char small[256];
	va_list ap;
	int k;

	va_start(ap, fmt);
	k = vsnprintf(small, sizeof(small), fmt, ap);
	va_end(ap);
	if (k < 0)
		return;
	if ((size_t)k < sizeof(small)) {
		sdk_buf_add(b, small, k);
		return;
	}
	sdk_buf_add(b, "", 0);
	if (b->len + k + 1 > b->cap) {
		b->s = sdk_erealloc(b->s, b->len + k + 1);
		b->cap = b->len + k + 1;
	}
	va_start(ap, fmt);
	vsnprintf(b->s + b->len, k + 1, fmt, ap);
	va_end(ap);
	b->len += k;
}

/* Appends the message line "prog: file:line: message" to b. */
void
sdk_buf_warnx_at(struct sdk_buf *b, const char *file, long line,
    const char *fmt, ...)
{
	char msg[SDK_MSG_MAX];
	va_list ap;

	va_start(ap, fmt);
	sdk_vmessage(msg, sizeof(msg), file, line, fmt, ap);
	va_end(ap);
	sdk_buf_add(b, msg, strlen(msg));
}

/* Frees what b holds. */
void
sdk_buf_free(struct sdk_buf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}
