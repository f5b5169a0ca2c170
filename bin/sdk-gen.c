/* sdk-gen: generate sudoku puzzles with exactly one solution. */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sdk.h"

static const char synopsis[] =
    "usage: sdk-gen [-Ppu] [--classic] [-c count] [-d level] [-j jobs] "
    "[-n clues]\n"
    "               [--rating=min-max] [-s seed] [-t tries] [-y symmetry] "
    "[-z size]\n";

/* Prints the usage on stderr and exits 2. */
static void
usage(void)
{
	fputs(synopsis, stderr);
	exit(SDK_EXIT_ERR);
}

/* Reads the argument s of an option: a number in [min, max]. */
static long long
number(const char *s, const char *what, long long min, long long max)
{
	long long v;

	if (sdk_strtonum(s, min, max, &v) < 0) {
		sdk_warnx("bad %s '%s'", what, s);
		usage();
	}
	return v;
}

/*
 * Reads a rating with at most one decimal ("4", "4.2") from s into *v in
 * tenths. Returns the character after it, or NULL when there is none.
 */
static const char *
tenths(const char *s, int *v)
{
	int k = 0, d = 0;

	if (*s < '0' || *s > '9')
		return NULL;
	while (*s >= '0' && *s <= '9' && k < 1000)
		k = 10 * k + (*s++ - '0');
	if (*s == '.') {
		s++;
		if (*s < '0' || *s > '9')
			return NULL;
		d = *s++ - '0';
	}
	*v = 10 * k + d;
	return s;
}

/*
 * Reads --rating's argument, MIN-MAX or a single rating, into *min and
 * *max (tenths); exits with a usage error when it is not one.
 */
static void
ratingrange(const char *s, int *min, int *max)
{
	const char *e;

	e = tenths(s, min);
	if (e != NULL && *e == '\0')
		*max = *min;
	else if (e == NULL || *e != '-' || (e = tenths(e + 1, max)) == NULL ||
	    *e != '\0')
		*max = -1;
	if (*max < *min || *max > 999) {
		sdk_warnx("bad rating range '%s' (MIN-MAX, as in 3.0-4.5)", s);
		usage();
	}
}

/* Exits with a usage error when no puzzle can have clues givens. */
static void
cluescheck(int n, int sym, int clues)
{
	int least = n == 9 ? 17 : n == 4 ? 4 : 1;

	if (clues > n * n) {
		sdk_warnx("a %dx%d puzzle has at most %d clues", n, n, n * n);
		usage();
	}
	if (clues < least) {
		sdk_warnx("a %dx%d puzzle with a single solution has at least "
		    "%d clues", n, n, least);
		usage();
	}
	if (sdk_gen_clues_ok(n, sym, clues) < 0) {
		sdk_warnx("no %dx%d puzzle with %s symmetry has %d clues", n, n,
		    sdk_sym_name(sym), clues);
		usage();
	}
}

/*
 * sdk-gen writes puzzles, each with a single solution, as canonical
 * records; see sdk-gen(1).
 */
int
main(int argc, char *argv[])
{
	enum { OPT_CLASSIC = 256, OPT_RATING };
	static const struct option longopts[] = {
		{ "classic", no_argument, NULL, OPT_CLASSIC },
		{ "clues", required_argument, NULL, 'n' },
		{ "count", required_argument, NULL, 'c' },
		{ "difficulty", required_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "pair", no_argument, NULL, 'p' },
		{ "progress", no_argument, NULL, 'P' },
		{ "rating", required_argument, NULL, OPT_RATING },
		{ "seed", required_argument, NULL, 's' },
		{ "size", required_argument, NULL, 'z' },
		{ "symmetry", required_argument, NULL, 'y' },
		{ "tries", required_argument, NULL, 't' },
		{ "unbuffered", no_argument, NULL, 'u' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct sdk_gen_run r;
	struct timespec now;
	const char *nval = NULL;
	int c, rc, sflag = 0, uflag = 0, yflag = 0;
	int level = -1, minrating = 0, maxrating = 999, rated = 0;
	long tries = 0;

	sdk_setprogname("sdk-gen");
	memset(&r, 0, sizeof(r));
	r.gen.n = 9;
	r.gen.symmetry = SDK_SYM_NONE;
	r.count = 1;
	r.jobs = 1;
	while ((c = getopt_long(argc, argv, "Pc:d:j:n:ps:t:uy:z:", longopts,
	    NULL)) != -1) {
		switch (c) {
		case 'P':
			r.progress = 1;
			break;
		case 'c':
			r.count = (long)number(optarg, "count", 0,
			    1000000000000LL);
			break;
		case 'd':
			if ((level = sdk_level_lookup(optarg)) < 0) {
				sdk_warnx("unknown level '%s' (easy, medium, "
				    "hard, expert or extreme)", optarg);
				usage();
			}
			rated = 1;
			break;
		case 'h':
			fputs(synopsis, stdout);
			exit(sdk_out_close());
		case 'j':
			r.jobs = (int)number(optarg, "job count", 0, 1024);
			break;
		case 'n':
			nval = optarg;
			break;
		case 'p':
			r.pair = 1;
			break;
		case 's':
			r.seed = (uint64_t)number(optarg, "seed", 0,
			    INT64_MAX);
			sflag = 1;
			break;
		case 't':
			tries = (long)number(optarg, "try count", 1,
			    1000000000LL);
			break;
		case 'u':
			uflag = 1;
			break;
		case 'V':
			sdk_version();
			break;
		case 'y':
			if ((r.gen.symmetry = sdk_sym_lookup(optarg)) < 0) {
				sdk_warnx("unknown symmetry '%s' (none, rot180, "
				    "rot90, mirror, flip, diagonal, "
				    "antidiagonal, dihedral or random)",
				    optarg);
				usage();
			}
			yflag = 1;
			break;
		case 'z':
			r.gen.n = (int)number(optarg, "size", 4, 16);
			if (!sdk_size_ok(r.gen.n)) {
				sdk_warnx("bad size '%s' (4, 9 or 16)", optarg);
				usage();
			}
			break;
		case OPT_CLASSIC:
			r.classic = 1;
			break;
		case OPT_RATING:
			ratingrange(optarg, &minrating, &maxrating);
			rated = 1;
			break;
		default:
			usage();
		}
	}
	argc -= optind;
	if (argc > 0) {
		sdk_warnx("no operands expected");
		usage();
	}
	if (tries > 0 && !rated) {
		sdk_warnx("--tries needs -d or --rating");
		usage();
	}
	if (rated && tries == 0)
		tries = r.gen.n == 4 ? 500 : r.gen.n == 9 ? 2000 : 20;
	if (r.classic) {
		if (rated) {
			sdk_warnx("--classic puzzles are not rated");
			usage();
		}
		if (nval == NULL) {
			sdk_warnx("--classic needs -n, the cells to keep");
			usage();
		}
		if (yflag && r.gen.symmetry != SDK_SYM_NONE) {
			sdk_warnx("--classic has no symmetry");
			usage();
		}
		r.gen.clues = (int)number(nval, "clue count", 0,
		    (long long)r.gen.n * r.gen.n);
	} else if (nval != NULL) {
		r.gen.clues = (int)number(nval, "clue count", 0, SDK_MAXCELLS);
		cluescheck(r.gen.n, r.gen.symmetry, r.gen.clues);
	}
	sdk_out_init(uflag);
	if (!sflag) {
		clock_gettime(CLOCK_REALTIME, &now);
		r.seed = ((uint64_t)now.tv_sec * 1000000000u +
		    (uint64_t)now.tv_nsec) & INT64_MAX;
		printf("# seed=%llu\n", (unsigned long long)r.seed);
		sdk_out_record();
	}
	if (rated)
		rc = sdk_gen_rated(&r, level, minrating, maxrating, tries);
	else
		rc = sdk_gen_run(&r);
	return sdk_max(rc, sdk_out_close());
}
