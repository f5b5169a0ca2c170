/*
 * fmt.c: libFuzzer target for the styles of sdk-fmt: the text styles of
 * style.c and the SVG and HTML pages of print.c, fed with the records the
 * canonical reader takes. The first byte picks the style and options.
 */
#include "common.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sdk_reader rd;
	struct sdk_record r;
	struct sdk_style_opts fo;
	struct sdk_style_state st;
	struct sdk_print_opts po;
	struct sdk_print *pr = NULL;
	int k, n = 0, sel;

	if (size < 2)
		return 0;
	sel = data[0];
	memset(&rd, 0, sizeof(rd));
	if ((rd.in.fp = fuzz_open(data + 2, size - 2)) == NULL)
		return 0;
	rd.in.name = "<fuzz>";
	rd.in.ownfp = 1;
	memset(&fo, 0, sizeof(fo));
	memset(&po, 0, sizeof(po));
	fo.style = sel % SDK_STYLE_COUNT;
	fo.zero = sel & 0x80;
	sdk_style_init(&st);
	if (sel >= 0xC0) {
		po.kind = sel & 1 ? SDK_PRINT_HTML : SDK_PRINT_SVG;
		po.sheet = (sel >> 1) & 1;
		po.perpage = 1 + data[1] % 12;
		po.paper = (data[1] >> 4) % 3;
		po.answers = (sel >> 2) & 1;
		po.numbers = (sel >> 3) & 1;
		po.candidates = (sel >> 4) & 1;
		if ((pr = sdk_print_open(&po, fuzz_null())) == NULL)
			abort();
	}
	sdk_record_init(&r);
	while ((k = sdk_reader_next(&rd, &r)) != 0 && n++ < 1000) {
		if (k == -2)
			break;
		if (k < 0)
			continue;
		if (pr == NULL)
			sdk_style_record(fuzz_null(), &r, &fo, &st);
		else if (r.type == SDK_REC_COMMENT)
			sdk_print_comment(pr, &r);
		else
			sdk_print_record(pr, &r);
	}
	if (pr != NULL)
		sdk_print_close(pr);
	sdk_record_free(&r);
	sdk_reader_close(&rd);
	return 0;
}
