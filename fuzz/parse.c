/*
 * parse.c: libFuzzer target for the readers of sdk-parse. The first byte
 * forces a format (0 and values past the last one: detect it), the second
 * picks the size and the options; the rest is the input. Every record
 * written must be one that the canonical reader takes back.
 */
#include <unistd.h>

#include "common.h"

static char path[64];
static int fd = -1;

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const int sizes[] = { 0, 4, 9, 16 };
	struct sdk_parse_opts o;
	struct sdk_parser *p;
	struct sdk_record r;
	int k, n = 0;

	if (size < 2)
		return 0;
	if (fd < 0) {
		snprintf(path, sizeof(path), "/tmp/sdk-fuzz-parse.XXXXXX");
		if ((fd = mkstemp(path)) < 0)
			abort();
	}
	if (ftruncate(fd, 0) != 0 || pwrite(fd, data + 2, size - 2, 0) !=
	    (ssize_t)(size - 2))
		abort();
	memset(&o, 0, sizeof(o));
	o.format = data[0] % 20;
	if (o.format >= SDK_FORMAT_COUNT)
		o.format = SDK_FORMAT_AUTO;
	o.size = sizes[data[1] & 3];
	o.keepcomments = (data[1] >> 2) & 1;
	o.givensonly = (data[1] >> 3) & 1;
	o.keepplaced = (data[1] >> 4) & 1;
	if ((p = sdk_parser_open(path, &o)) == NULL)
		abort();
	sdk_record_init(&r);
	while ((k = sdk_parser_next(p, &r)) != 0 && n++ < 100000) {
		FUZZ_CHECK(k == 1 || k == -1 || k == -2);
		if (k == -2)
			break;
		if (k < 0) {
			FUZZ_CHECK(sdk_parser_error(p)[0] != '\0');
			FUZZ_CHECK(sdk_parser_errline(p) >= 1);
			continue;
		}
		if (r.type == SDK_REC_GRID && o.size)
			FUZZ_CHECK(r.grid.n == o.size);
		fuzz_roundtrip(&r);
	}
	sdk_record_free(&r);
	sdk_parser_close(p);
	return 0;
}
