/* sdk-parse: read sudoku puzzles in any common format, write records. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"

static const char synopsis[] =
    "usage: sdk-parse [-UVhkl] [-f format] [-z size] [--box RxC] "
    "[--variant name]\n"
    "                 [--givens-only] [--keep-placed] [file ...]\n";

static const char help[] =
    "Usage: sdk-parse [OPTION]... [FILE]...\n"
    "Read sudoku puzzles in any common format from each FILE (standard "
    "input when\n"
    "there is none, or for -) and write them as records of sdk(5), one "
    "a line.\n"
    "\n"
    "      --box=RxC          read every puzzle with boxes of R rows and C "
    "columns\n"
    "  -f, --format=FORMAT    read every puzzle in FORMAT (see -l), "
    "not detecting it\n"
    "      --givens-only      board format: keep the givens alone\n"
    "  -k, --keep-comments    line format: keep the text after the cells "
    "as a field\n"
    "      --keep-placed      hodoku format: keep placed digits (+d) as "
    "givens\n"
    "  -l, --list-formats     list the formats and exit\n"
    "      --shard=K/N        only records K, K+N, K+2N, ... of the input\n"
    "  -U, --unbuffered       write each record at once\n"
    "      --variant=NAME     every puzzle is NAME too: x, windoku or "
    "x,windoku\n"
    "  -z, --size=SIZE        read every puzzle as SIZE by SIZE (4 to 16)\n"
    "  -h, --help             print this help and exit\n"
    "  -V, --version          print the version and exit\n"
    "\n"
    "Example: read a grid as qqwing prints it and print it boxed\n"
    "  sdk-parse examples/grid.txt | sdk-fmt --boxed\n"
    "\n"
    "See sdk-parse(1) and sdk(5).\n";

enum { OPT_BOX = 0x100, OPT_VARIANT };

static void
usage(void)
{
	fputs(synopsis, stderr);
	exit(SDK_EXIT_ERR);
}

static void
listformats(void)
{
	int i;

	for (i = 1; i < SDK_FORMAT_COUNT; i++)
		printf("%-11s %s\n", sdk_format_name(i), sdk_format_desc(i));
	exit(sdk_out_close());
}

/*
 * sdk-parse reads puzzles in any of the formats it knows, detected line
 * by line, and writes them as records of the canonical stream; see
 * sdk-parse(1).
 */
int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "box", required_argument, NULL, OPT_BOX },
		{ "format", required_argument, NULL, 'f' },
		{ "givens-only", no_argument, NULL, 'G' },
		{ "help", no_argument, NULL, 'h' },
		{ "keep-comments", no_argument, NULL, 'k' },
		{ "keep-placed", no_argument, NULL, 'K' },
		{ "list-formats", no_argument, NULL, 'l' },
		{ "shard", required_argument, NULL, SDK_OPT_SHARD },
		{ "unbuffered", no_argument, NULL, 'U' },
		{ "version", no_argument, NULL, 'V' },
		{ "size", required_argument, NULL, 'z' },
		{ "variant", required_argument, NULL, OPT_VARIANT },
		{ NULL, 0, NULL, 0 }
	};
	struct sdk_parse_opts o;
	struct sdk_loop l;
	long long v;
	int c, rc;

	sdk_setprogname("sdk-parse");
	memset(&o, 0, sizeof(o));
	memset(&l, 0, sizeof(l));
	l.jobs = 1;
	l.parse = &o;
	l.candidates = 1;
	while ((c = getopt_long(argc, argv, "UVf:hklz:", longopts, NULL)) != -1) {
		switch (c) {
		case 'f':
			if ((o.format = sdk_format_lookup(optarg)) < 0) {
				sdk_warnx("unknown format '%s' (sdk-parse -l "
				    "lists them)", optarg);
				usage();
			}
			break;
		case 'G':
			o.givensonly = 1;
			break;
		case 'h':
			fputs(help, stdout);
			exit(sdk_out_close());
		case 'k':
			o.keepcomments = 1;
			break;
		case 'K':
			o.keepplaced = 1;
			break;
		case 'l':
			listformats();
			break;
		case SDK_OPT_SHARD:
			if (sdk_loop_shard(&l, optarg) < 0)
				usage();
			break;
		case 'U':
			l.unbuffered = 1;
			break;
		case 'V':
			sdk_version();
			break;
		case 'z':
			if (sdk_strtonum(optarg, 4, 16, &v) < 0 ||
			    !sdk_side_ok((int)v)) {
				sdk_warnx("bad size '%s': want 4, 6, 8, 9, 10, "
				    "12 or 16", optarg);
				usage();
			}
			o.size = (int)v;
			break;
		case OPT_BOX:
			if (sdk_box_parse(optarg, 0, &o.bh, &o.bw) < 0) {
				sdk_warnx("bad box '%s': want RxC, such as 2x3",
				    optarg);
				usage();
			}
			break;
		case OPT_VARIANT:
			if ((o.variant = sdk_variant_parse(optarg, 0, NULL,
			    NULL)) < 0) {
				sdk_warnx("unknown variant '%s' (x, windoku or "
				    "x,windoku)", optarg);
				usage();
			}
			break;
		default:
			usage();
		}
	}
	argc -= optind;
	argv += optind;
	if (o.bh && o.size && o.bh * o.bw != o.size) {
		sdk_warnx("--box %dx%d makes %dx%d grids, not %dx%d", o.bh,
		    o.bw, o.bh * o.bw, o.bh * o.bw, o.size, o.size);
		usage();
	}
	if (o.bh)
		o.size = o.bh * o.bw;
	l.shapes = 1;
	sdk_out_init(l.unbuffered);
	rc = sdk_loop_run(&l, argc, argv);
	return sdk_max(rc, sdk_out_close());
}
