/* sdk-fmt: print sudoku records in human and machine styles. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"

static struct sdk_fmt_opts opts = { SDK_STYLE_BOXED, 0 };
static struct sdk_fmt_state state;

static const struct option longopts[] = {
	{ "board", no_argument, NULL, 'B' },
	{ "boxed", no_argument, NULL, 'b' },
	{ "candidates", no_argument, NULL, 'C' },
	{ "compact", no_argument, NULL, 'c' },
	{ "csv", optional_argument, NULL, 'x' },
	{ "grid", no_argument, NULL, 'g' },
	{ "help", no_argument, NULL, 'h' },
	{ "json", no_argument, NULL, 'J' },
	{ "line", no_argument, NULL, 'l' },
	{ "padded", no_argument, NULL, 'p' },
	{ "report", no_argument, NULL, 'r' },
	{ "sdk", no_argument, NULL, 'd' },
	{ "sized", no_argument, NULL, 's' },
	{ "ss", no_argument, NULL, 'S' },
	{ "unbuffered", no_argument, NULL, 'u' },
	{ "version", no_argument, NULL, 'V' },
	{ "zero", no_argument, NULL, '0' },
	{ NULL, 0, NULL, 0 }
};

static int fmtrec(struct sdk_record *r, struct sdk_reader *rd, void *arg);
static int fmtcomment(struct sdk_record *r, void *arg);
static void usage(FILE *fp, int status) SDK_NORETURN;

/* Prints the usage on fp and exits with status. */
static void
usage(FILE *fp, int status)
{
	fputs("usage: sdk-fmt [-0BCJSVbcdghlprsu] [-x[grid]] [file ...]\n",
	    fp);
	if (fp == stdout)
		exit(sdk_out_close());
	exit(status);
}

/* Prints one record in the chosen style. Returns 0. */
static int
fmtrec(struct sdk_record *r, struct sdk_reader *rd, void *arg)
{
	(void)rd;
	(void)arg;
	sdk_fmt_record(stdout, r, &opts, &state);
	return SDK_EXIT_OK;
}

/* Prints a comment line as a heading. Returns 0. */
static int
fmtcomment(struct sdk_record *r, void *arg)
{
	(void)arg;
	sdk_fmt_record(stdout, r, &opts, &state);
	return SDK_EXIT_OK;
}

/*
 * sdk-fmt reads records of the canonical stream from the files (or
 * standard input) and prints each in one style, boxed by default.
 */
int
main(int argc, char *argv[])
{
	const struct option *lo;
	int c, rc, uflag = 0;

	sdk_setprogname("sdk-fmt");
	while ((c = getopt_long(argc, argv, "0BCJSVbcdghlprsux::", longopts,
	    NULL)) != -1) {
		switch (c) {
		case '0':
			opts.style = SDK_STYLE_LINE;
			opts.zero = 1;
			break;
		case 'V':
			sdk_version();
		case 'h':
			usage(stdout, SDK_EXIT_OK);
		case 'u':
			uflag = 1;
			break;
		case 'x':
			if (optarg != NULL && strcmp(optarg, "grid") != 0) {
				sdk_warnx("unknown csv layout: %s", optarg);
				usage(stderr, SDK_EXIT_ERR);
			}
			opts.style = optarg ? SDK_STYLE_CSVGRID : SDK_STYLE_CSV;
			break;
		default:
			/* A style: its long name is its name. */
			for (lo = longopts; lo->name != NULL; lo++)
				if (lo->val == c)
					break;
			if (lo->name == NULL ||
			    (opts.style = sdk_fmt_style(lo->name)) < 0)
				usage(stderr, SDK_EXIT_ERR);
			break;
		}
	}
	argc -= optind;
	argv += optind;

	sdk_out_init(uflag);
	sdk_fmt_init(&state);
	rc = sdk_each_record(argc, argv, fmtrec, fmtcomment, NULL);
	return sdk_max(rc, sdk_out_close());
}
