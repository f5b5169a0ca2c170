/* common.h: what the libFuzzer targets of fuzz/ share. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"	/* the fuzzers test the library from inside */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Stops the run: libFuzzer keeps the input that got here. */
#define FUZZ_CHECK(c) do {						\
	if (!(c)) {							\
		fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__,	\
		    __LINE__, #c);					\
		abort();						\
	}								\
} while (0)

/* A stream that reads the size bytes of data (fmemopen needs size > 0). */
static inline FILE *
fuzz_open(const uint8_t *data, size_t size)
{
	if (size == 0)
		return fopen("/dev/null", "r");
	return fmemopen((void *)data, size, "r");
}

/* /dev/null for writing, opened once. */
static inline FILE *
fuzz_null(void)
{
	static FILE *fp;

	if (fp == NULL && (fp = fopen("/dev/null", "w")) == NULL)
		abort();
	clearerr(fp);
	return fp;
}

/*
 * Checks that a record the tools would write reads back as the same
 * record: one line, no NUL, no CR, and the canonical reader takes it.
 */
static inline void
fuzz_roundtrip(const struct sdk_record *r)
{
	struct sdk_record back;
	char *buf = NULL, err[160], again[SDK_GRID_TEXT];
	char first[SDK_GRID_TEXT];
	size_t len = 0;
	FILE *fp = open_memstream(&buf, &len);

	FUZZ_CHECK(fp != NULL);
	FUZZ_CHECK(sdk_record_write(fp, r) == 0);
	FUZZ_CHECK(fclose(fp) == 0);
	FUZZ_CHECK(len > 0 && buf[len - 1] == '\n');
	FUZZ_CHECK(memchr(buf, '\n', len - 1) == NULL);
	FUZZ_CHECK(memchr(buf, '\0', len - 1) == NULL);
	FUZZ_CHECK(memchr(buf, '\r', len - 1) == NULL);
	FUZZ_CHECK(len - 1 <= SDK_LINE_MAX);
	sdk_record_init(&back);
	FUZZ_CHECK(sdk_record_parse(&back, buf, len - 1, err,
	    sizeof(err)) == 1);
	FUZZ_CHECK(back.type == r->type);
	if (r->type == SDK_REC_GRID) {
		sdk_grid_format(&r->grid, first, 0);
		sdk_grid_format(&back.grid, again, 0);
		FUZZ_CHECK(strcmp(first, again) == 0);
		FUZZ_CHECK(sdk_grid_sameshape(&r->grid, &back.grid));
		FUZZ_CHECK(back.len == r->len);
	}
	FUZZ_CHECK(memcmp(back.text, r->text ? r->text : "", back.len) == 0);
	sdk_record_free(&back);
	free(buf);
}
