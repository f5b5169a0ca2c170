/* sdk-fmt: print sudoku records in human and machine styles. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"

static struct sdk_style_opts opts = { SDK_STYLE_BOXED, 0 };
static struct sdk_style_state state;
static struct sdk_print_opts popts;	/* kind 0: a text style */
static struct sdk_print *printer;
static int fullwarned;			/* "no room" was reported */

static const struct option longopts[] = {
	{ "answers", no_argument, NULL, 'a' },
	{ "board", no_argument, NULL, 'B' },
	{ "boxed", no_argument, NULL, 'b' },
	{ "candidates", optional_argument, NULL, 'C' },
	{ "compact", no_argument, NULL, 'c' },
	{ "csv", optional_argument, NULL, 'x' },
	{ "grid", no_argument, NULL, 'g' },
	{ "help", no_argument, NULL, 'h' },
	{ "html", no_argument, NULL, 'H' },
	{ "json", no_argument, NULL, 'J' },
	{ "line", no_argument, NULL, 'l' },
	{ "numbers", no_argument, NULL, 'N' },
	{ "output", required_argument, NULL, 'o' },
	{ "padded", no_argument, NULL, 'p' },
	{ "paper", required_argument, NULL, 'P' },
	{ "per-page", required_argument, NULL, 'n' },
	{ "report", no_argument, NULL, 'r' },
	{ "sdk", no_argument, NULL, 'd' },
	{ "sheet", no_argument, NULL, 'e' },
	{ "sized", no_argument, NULL, 's' },
	{ "ss", no_argument, NULL, 'S' },
	{ "svg", no_argument, NULL, 'G' },
	{ "shard", required_argument, NULL, SDK_OPT_SHARD },
	{ "unbuffered", no_argument, NULL, 'U' },
	{ "version", no_argument, NULL, 'V' },
	{ "zero", no_argument, NULL, '0' },
	{ NULL, 0, NULL, 0 }
};

static int fmtrec(const struct sdk_record *r, const char *file, void *arg);
static void noshape(const struct sdk_record *r, const char *file);
static void needprint(int ok, const char *option, const char *what);
static void usage(FILE *fp, int status) SDK_NORETURN;

static const char help[] =
    "Usage: sdk-fmt [OPTION]... [FILE]...\n"
    "Print the sudoku records of each FILE (standard input when there "
    "is none, or\n"
    "for -) in one style, boxed by default; comments print as "
    "headings.\n"
    "\n"
    "Text styles:\n"
    "  -B, --board            the board of sdk-play, a . marks a given\n"
    "  -b, --boxed            4 2 3|7 5 1|9 6 8 rows (the default)\n"
    "  -C, --candidates[=frame]\n"
    "                         the pencil marks of every cell (frame: in "
    "a frame)\n"
    "  -c, --compact          N lines of N characters\n"
    "  -d, --sdk              a SadMan Sudoku file\n"
    "  -g, --grid             152 489 376 rows, - for empty\n"
    "  -J, --json             one JSON object per record\n"
    "  -l, --line             the canonical record\n"
    "  -p, --padded           each value in a field of 3, 0 for empty\n"
    "  -r, --report           the classic report: puzzle, solution, "
    "verdict\n"
    "  -S, --ss               a Simple Sudoku file\n"
    "  -s, --sized            the size, then the rows as integers\n"
    "  -x, --csv[=grid]       puzzle,solution rows, or N rows of N "
    "values\n"
    "  -0, --zero             the line style with 0 for empty\n"
    "Printable styles:\n"
    "  -G, --svg              one SVG drawing per puzzle\n"
    "  -H, --html             one printable HTML page\n"
    "  -a, --answers          with --html, an answers section at the "
    "end\n"
    "  -e, --sheet            with --svg, the puzzles on sheets of paper\n"
    "  -N, --numbers          with --svg or --html, 10 to 16 as "
    "numbers\n"
    "  -n, --per-page=N       with --html or --sheet, N puzzles a page "
    "(default 2)\n"
    "  -o, --output=DIR       with --svg, one file per puzzle or sheet "
    "in DIR\n"
    "  -P, --paper=PAPER      with --html or --sheet, a4 or letter\n"
    "Other options:\n"
    "      --shard=K/N        only records K, K+N, K+2N, ... of the input\n"
    "  -U, --unbuffered       write each record at once\n"
    "  -h, --help             print this help and exit\n"
    "  -V, --version          print the version and exit\n"
    "\n"
    "Example: solve puzzles and print them boxed\n"
    "  sdk-solve examples/puzzles.txt | sdk-fmt --boxed\n"
    "\n"
    "See sdk-fmt(1) and sdk(5).\n";

/* Prints the usage on fp, the help on stdout, and exits with status. */
static void
usage(FILE *fp, int status)
{
	if (fp == stdout) {
		fputs(help, stdout);
		exit(sdk_out_close());
	}
	fputs("usage: sdk-fmt [-0BCJSUVbcdghlprs] [-x[grid]] [file ...]\n"
	    "       sdk-fmt -G|-H [-aCeN] [-n count] [-o dir] [-P paper] "
	    "[file ...]\n", fp);
	exit(status);
}

/*
 * Prints one record in the chosen style; a comment becomes a heading, or
 * a title of the printable styles. Returns 0, or 2 when the record could
 * not be printed (a file of -o DIR, or no room on the standard output).
 */
static int
fmtrec(const struct sdk_record *r, const char *file, void *arg)
{
	(void)arg;
	if (printer == NULL) {
		/* Whole records: a killed run leaves none cut. */
		switch (sdk_style_record(sdk_out_stream(), r, &opts,
		    &state)) {
		case -2:
			sdk_warnx_at(file, r->lineno, "a candidate grid: the "
			    "%s style cannot show candidates (use "
			    "--candidates, --line, --svg or --html)",
			    sdk_style_name(opts.style));
			return SDK_EXIT_ERR;
		case -3:
			noshape(r, file);
			return SDK_EXIT_ERR;
		}
		sdk_out_commit();
		return SDK_EXIT_OK;
	}
	if (r->type == SDK_REC_COMMENT) {
		sdk_print_comment(printer, r);
		return SDK_EXIT_OK;
	}
	switch (sdk_print_record(printer, r)) {
	case 0:
		return SDK_EXIT_OK;
	case 2:
		sdk_warnx_at(file, r->lineno, "no solution to print among the "
		    "answers (give pairs: sdk-solve -p | sdk-fmt --html -a)");
		return SDK_EXIT_ERR;
	case 1:
		if (!fullwarned++)
			sdk_warnx_at(file, r->lineno, "%s",
			    popts.sheet ? "the sheet on standard output is "
			    "full, use -o to write more: skipping the rest" :
			    "one svg fits on standard output, use -o or "
			    "--sheet: skipping the rest");
		return SDK_EXIT_ERR;
	default:
		if (popts.dir != NULL)
			sdk_warn("%s", sdk_print_path(printer));
		return SDK_EXIT_ERR;
	}
}

/* Reports the record r whose shape the text style cannot show. */
static void
noshape(const struct sdk_record *r, const char *file)
{
	char name[64];
	/* the styles that show the shape, and a candidate grid's marks */
	const char *use = !r->pm ? "--boxed, --board, --line, --json, --svg "
	    "or --html" : r->grid.var & SDK_VAR_JIGSAW ? "--line, --svg or "
	    "--html" : "--candidates, --line, --svg or --html";
	const char *an = sdk_side_article(r->grid.n);

	sdk_grid_shape_name(&r->grid, name, sizeof(name));
	if (sdk_style_shape(opts.style, &r->grid) == 3)
		sdk_warnx_at(file, r->lineno, "%s %s grid of scattered "
		    "regions: the %s style cannot show them (use --line or "
		    "--json)", an, name, sdk_style_name(opts.style));
	else if (sdk_style_shape(opts.style, &r->grid) == 1)
		sdk_warnx_at(file, r->lineno, "%s %s grid: the %s style "
		    "cannot show its regions (use %s)", an, name,
		    sdk_style_name(opts.style), use);
	else
		sdk_warnx_at(file, r->lineno, "%s %s grid: the %s style "
		    "writes classic grids only (use %s)", an, name,
		    sdk_style_name(opts.style), use);
}

/* Reports a usage error when option was given (set) but ok is false. */
static void
needprint(int ok, const char *option, const char *what)
{
	if (!ok) {
		sdk_warnx("%s needs %s", option, what);
		usage(stderr, SDK_EXIT_ERR);
	}
}

/*
 * sdk-fmt reads records of the canonical stream from the files (or
 * standard input) and prints each in one style, boxed by default.
 */
int
main(int argc, char *argv[])
{
	const struct option *lo;
	char *path;
	long long nval = 2;
	int c, rc, uflag = 0, aflag = 0, Cflag = 0, eflag = 0, nflag = 0;
	int Nflag = 0, Pflag = 0;
	struct sdk_loop l;

	sdk_setprogname("sdk-fmt");
	memset(&l, 0, sizeof(l));
	while ((c = getopt_long(argc, argv, "0BCGHJNP:SUVabcdeghln:o:prsx::",
	    longopts, NULL)) != -1) {
		switch (c) {
		case '0':
			opts.style = SDK_STYLE_LINE;
			opts.zero = 1;
			popts.kind = 0;
			break;
		case 'C':
			/* With --svg or --html, pencil marks in the grids. */
			if (optarg != NULL && strcmp(optarg, "frame") != 0) {
				sdk_warnx("unknown candidates layout: %s",
				    optarg);
				usage(stderr, SDK_EXIT_ERR);
			}
			Cflag = 1;
			if (popts.kind == 0)
				opts.style = optarg ? SDK_STYLE_CANDFRAME :
				    SDK_STYLE_CANDIDATES;
			break;
		case 'G':
			popts.kind = SDK_PRINT_SVG;
			break;
		case 'H':
			popts.kind = SDK_PRINT_HTML;
			break;
		case 'N':
			Nflag = 1;
			break;
		case 'P':
			Pflag = 1;
			if (strcmp(optarg, "a4") == 0 ||
			    strcmp(optarg, "A4") == 0)
				popts.paper = SDK_PAPER_A4;
			else if (strcmp(optarg, "letter") == 0)
				popts.paper = SDK_PAPER_LETTER;
			else {
				sdk_warnx("unknown paper: %s", optarg);
				usage(stderr, SDK_EXIT_ERR);
			}
			break;
		case 'V':
			sdk_version();
		case 'a':
			aflag = 1;
			break;
		case 'e':
			eflag = 1;
			break;
		case 'h':
			usage(stdout, SDK_EXIT_OK);
		case 'n':
			nflag = 1;
			if (sdk_strtonum(optarg, 1, 50, &nval) != 0) {
				sdk_warnx("puzzles per page must be 1 to 50: "
				    "%s", optarg);
				usage(stderr, SDK_EXIT_ERR);
			}
			break;
		case 'o':
			popts.dir = optarg;
			break;
		case SDK_OPT_SHARD:
			if (sdk_loop_shard(&l, optarg) < 0)
				usage(stderr, SDK_EXIT_ERR);
			break;
		case 'U':
			uflag = 1;
			break;
		case 'x':
			if (optarg != NULL && strcmp(optarg, "grid") != 0) {
				sdk_warnx("unknown csv layout: %s", optarg);
				usage(stderr, SDK_EXIT_ERR);
			}
			opts.style = optarg ? SDK_STYLE_CSVGRID : SDK_STYLE_CSV;
			popts.kind = 0;
			break;
		default:
			/* A style: its long name is its name. */
			for (lo = longopts; lo->name != NULL; lo++)
				if (lo->val == c)
					break;
			if (lo->name == NULL ||
			    (opts.style = sdk_style_lookup(lo->name)) < 0)
				usage(stderr, SDK_EXIT_ERR);
			popts.kind = 0;
			break;
		}
	}
	argc -= optind;
	argv += optind;

	/* The options of the printable styles need one of them. */
	needprint(popts.kind == SDK_PRINT_SVG || popts.dir == NULL, "-o",
	    "--svg");
	needprint(popts.kind == SDK_PRINT_SVG || !eflag, "--sheet", "--svg");
	needprint(popts.kind == SDK_PRINT_HTML || !aflag, "--answers",
	    "--html");
	needprint(popts.kind != 0 || !Nflag, "--numbers", "--svg or --html");
	needprint(popts.kind == SDK_PRINT_HTML || eflag || (!nflag && !Pflag),
	    nflag ? "--per-page" : "--paper", "--sheet or --html");
	popts.sheet = eflag;
	popts.perpage = (int)nval;
	popts.answers = aflag;
	popts.numbers = Nflag;
	popts.candidates = Cflag;

	sdk_out_init(uflag);
	sdk_style_init(&state);
	if (popts.kind != 0 && (printer = sdk_print_open(&popts,
	    stdout)) == NULL) {
		sdk_warn("%s", popts.dir != NULL ? popts.dir : "tmpfile");
		return SDK_EXIT_ERR;
	}
	l.jobs = 1;
	l.unbuffered = uflag;
	l.write = fmtrec;
	l.candidates = 1;
	l.shapes = 1;
	rc = sdk_loop_run(&l, argc, argv);
	if (printer != NULL) {
		/* The last sheet in the directory is written on closing. */
		path = strdup(sdk_print_path(printer));
		if (sdk_print_close(printer) != 0) {
			sdk_warn("%s", popts.dir != NULL && path != NULL ?
			    path : "answers");
			rc = SDK_EXIT_ERR;
		}
		free(path);
	}
	return sdk_max(rc, sdk_out_close());
}
