/*
 * record.c: libFuzzer target for the reader of the canonical stream
 * (sdk_lines_next, sdk_reader_next, sdk_record_parse) and the record
 * helpers. The first byte picks a short line limit, so that long lines are
 * met without megabytes of input. Every record read must write back as
 * itself.
 */
#include "common.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sdk_reader rd;
	struct sdk_record r;
	struct sdk_grid sol;
	const char *s;
	size_t len;
	int k, i, n = 0;

	memset(&rd, 0, sizeof(rd));
	if ((rd.in.fp = fuzz_open(data, size)) == NULL)
		return 0;
	rd.in.name = "<fuzz>";
	rd.in.ownfp = 1;
	if (size > 0 && (data[0] & 1))
		rd.in.max = 300 + data[0];
	sdk_record_init(&r);
	while ((k = sdk_reader_next(&rd, &r)) != 0 && n++ < 100000) {
		FUZZ_CHECK(k == 1 || k == -1 || k == -2);
		if (k == -2)
			break;
		if (k < 0) {
			FUZZ_CHECK(rd.err[0] != '\0');
			FUZZ_CHECK(r.lineno == rd.errline);
			continue;
		}
		FUZZ_CHECK(rd.in.len <= (rd.in.max ? rd.in.max :
		    SDK_LINE_MAX));
		if (r.type == SDK_REC_GRID) {
			FUZZ_CHECK(sdk_side_ok(r.grid.n));
			FUZZ_CHECK(r.grid.ncells == r.grid.n * r.grid.n);
			FUZZ_CHECK((r.grid.var & SDK_VAR_JIGSAW) ||
			    r.grid.bh * r.grid.bw == r.grid.n);
			for (i = 0; i < r.grid.ncells; i++)
				FUZZ_CHECK(r.grid.cell[i] <= r.grid.n);
			for (i = 0; sdk_record_field(&r, i, &s, &len); i++)
				FUZZ_CHECK(memchr(s, '\t', len) == NULL);
			sdk_record_findfield(&r, "unique");
			if (sdk_record_pair(&r, &sol))
				FUZZ_CHECK(sdk_grid_sameshape(&sol, &r.grid));
		}
		fuzz_roundtrip(&r);
		sdk_record_write(fuzz_null(), &r);
	}
	sdk_record_free(&r);
	sdk_reader_close(&rd);
	return 0;
}
