/* sdk-gen: generate sudoku puzzles with exactly one solution. */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sdk.h"

static const char synopsis[] =
    "usage: sdk-gen [-PUVhp] [--box RxC] [--classic] [-c count] [-d level] "
    "[-j jobs]\n"
    "               [--even] [--jigsaw] [-n clues] [--pencil] "
    "[--rating=min-max]\n"
    "               [-s seed] [-t tries] [--variant list] [-y symmetry] "
    "[-z size]\n";

static const char help[] =
    "Usage: sdk-gen [OPTION]...\n"
    "Generate sudoku puzzles, each with exactly one solution, as "
    "records of sdk(5).\n"
    "\n"
    "      --box=RxC          boxes of R rows and C columns, the side R "
    "times C:\n"
    "                         2x2, 2x3, 3x2, 2x4, 4x2, 3x3, 2x5, 5x2, 3x4, "
    "4x3, 4x4\n"
    "  -c, --count=N          make N puzzles (default 1)\n"
    "      --classic          the classic random fill, C library rand(); "
    "needs -n\n"
    "  -d, --difficulty=LEVEL\n"
    "                         only puzzles of LEVEL: easy, medium, hard, "
    "expert or\n"
    "                         extreme\n"
    "      --even             empty the cells in a uniform random order: "
    "givens\n"
    "                         spread evenly, slow on 16x16 jigsaw and X "
    "windoku\n"
    "  -j, --jobs=N           make on N threads (0: one per processor; "
    "default 1)\n"
    "      --jigsaw           a random region map of its own for each "
    "puzzle\n"
    "  -n, --clues=N          exactly N givens (default: a minimal "
    "puzzle)\n"
    "  -P, --progress         show a counter with rate and time left on "
    "stderr\n"
    "  -p, --pair             write the puzzle, a TAB, then the "
    "solution\n"
    "      --pencil           pencil-mark puzzles (sukaku): minimal "
    "candidate grids\n"
    "      --rating=MIN-MAX   only puzzles rated MIN to MAX, such as "
    "3.0-4.5\n"
    "  -s, --seed=N           reproducible output (default: from the "
    "clock, written)\n"
    "  -t, --tries=N          with -d or --rating, walk at most N "
    "solution grids\n"
    "      --shard=K/N        make only puzzles K, K+N, K+2N, ... of the run\n"
    "  -U, --unbuffered       write each record at once\n"
    "      --variant=LIST     extra houses: x (the diagonals), windoku "
    "(the windows)\n"
    "                         or both, as x,windoku\n"
    "  -y, --symmetry=SYM     none, rot180, rot90, mirror, flip, "
    "diagonal,\n"
    "                         antidiagonal, dihedral or random\n"
    "  -z, --size=SIZE        4, 6, 8, 9 (the default), 10, 12 or 16\n"
    "  -h, --help             print this help and exit\n"
    "  -V, --version          print the version and exit\n"
    "\n"
    "Example: generate a puzzle, solve it and print the solution boxed\n"
    "  sdk-gen -s 7 -n 30 | sdk-solve | sdk-fmt --boxed\n"
    "\n"
    "See sdk-gen(1) and sdk(5).\n";

/* What a run makes: read by the workers, set before they start. */
static struct sdk_gen_opts gen;
static struct sdk_gen_filter filter;
static uint64_t seed;
static int classic, pair, rated, pencil;

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
cluescheck(void)
{
	int n = gen.n, clues = gen.clues, least = sdk_gen_clues_least(&gen);
	char name[64];

	sdk_gen_shape_name(&gen, name, sizeof(name));
	if (clues > n * n) {
		sdk_warnx("%s %s puzzle has at most %d clues",
		    sdk_side_article(n), name, n * n);
		usage();
	}
	if (clues < least) {
		sdk_warnx("%s %s puzzle with a single solution has at least "
		    "%d clues", sdk_side_article(n), name, least);
		usage();
	}
	if (sdk_gen_clues_ok(&gen) < 0) {
		sdk_warnx("no %s puzzle with %s symmetry has %d clues", name,
		    sdk_sym_name(gen.symmetry), clues);
		usage();
	}
}

/*
 * Settles the shape of gen from -z (zflag set), --box, --variant and
 * --jigsaw, or exits with a usage error: a side and boxes that disagree,
 * boxes for a jigsaw grid, windows where there are none, a symmetry
 * that does not map the shape onto itself.
 */
static void
shapecheck(int zflag)
{
	char name[64], why[128];

	if (sdk_gen_shape(&gen, zflag, why, sizeof(why)) < 0) {
		sdk_warnx("%s", why);
		usage();
	}
	if (!sdk_gen_sym_fits(&gen, gen.symmetry)) {
		sdk_gen_shape_name(&gen, name, sizeof(name));
		sdk_warnx("-y %s does not map a %s grid onto itself (%s)",
		    sdk_sym_name(gen.symmetry), name,
		    gen.var & SDK_VAR_JIGSAW ? "none only" :
		    "none, rot180, mirror, flip or random");
		usage();
	}
}

/*
 * Exits with a usage error when an option that knows only classic grids
 * is asked for another shape.
 */
static void
classiconly(void)
{
	char name[64];

	if (sdk_gen_shape_classic(&gen))
		return;
	sdk_gen_shape_name(&gen, name, sizeof(name));
	if (classic) {
		sdk_warnx("--classic makes classic grids only, not %s", name);
		usage();
	}
}

/*
 * Refuses at once a level or rating range that no puzzle of the shape of
 * gen has, naming the range there is.
 */
static void
reachable(void)
{
	char why[128];

	if (sdk_gen_reach(&gen, filter.level, filter.min, filter.max, why,
	    sizeof(why)))
		return;
	sdk_warnx("%s", why);
	exit(SDK_EXIT_ERR);
}

/*
 * Writes the rating nearest to the range so far: "R", "above MAX" for a
 * puzzle only known to be rated above the range, "none".
 */
static void
nearest(char *buf, size_t size, int best)
{
	int top = filter.max < 999 ? filter.max : 999;

	if (filter.level >= 0) {
		int a, b;

		sdk_se_band(filter.level, &a, &b);
		top = b < top ? b : top;
	}
	if (best < 0)
		snprintf(buf, size, "none");
	else if (best == top + 1)
		snprintf(buf, size, "above %d.%d", top / 10, top % 10);
	else
		snprintf(buf, size, "%d.%d", best / 10, best % 10);
}

/* The progress meter's words on the search: rated, kept, the nearest. */
static void
meter(char *buf, size_t size, void *arg)
{
	char near[32];
	long tried, kept;
	int best;

	(void)arg;
	sdk_gen_counts(&tried, &kept, &best);
	nearest(near, sizeof(near), best);
	snprintf(buf, size, "%ld rated, %ld kept, nearest %s", tried, kept,
	    near);
}

/*
 * Appends to err why puzzle i was not made: its clue count was not
 * reached (rc -1), no puzzle passed the filter (rc -2), no jigsaw map
 * took a grid (rc -3).
 */
static void
failed(struct sdk_buf *err, long i, int rc)
{
	const struct sdk_gen_filter *f = &filter;
	char what[64], near[32];
	long tried, kept;
	int best;

	if (rc == -1) {
		sdk_buf_warnx_at(err, NULL, 0, "puzzle %ld: %d clues not "
		    "reached within the search bounds", i, gen.clues);
		return;
	}
	if (rc == -3) {
		sdk_buf_warnx_at(err, NULL, 0, "puzzle %ld: no jigsaw region "
		    "map took a full grid", i);
		return;
	}
	if (f->level >= 0)
		snprintf(what, sizeof(what), "%s", sdk_level_name(f->level));
	else
		what[0] = '\0';
	if (f->min > 0 || f->max < 999)
		snprintf(what + strlen(what), sizeof(what) - strlen(what),
		    "%s%d.%d-%d.%d", what[0] ? ", " : "", f->min / 10,
		    f->min % 10, f->max / 10, f->max % 10);
	sdk_gen_counts(&tried, &kept, &best);
	nearest(near, sizeof(near), best);
	sdk_buf_warnx_at(err, NULL, 0, "puzzle %ld: none of %ld solution "
	    "grids walked into %s (the nearest: %s)", i, f->tries, what,
	    near);
}

/*
 * Makes puzzle i of the run and writes it to out, with its solution for
 * -p. A puzzle that cannot be made ends the run, with a message.
 */
static int
make(long i, struct sdk_buf *out, struct sdk_buf *err, long *stat,
    void *arg)
{
	struct sdk_grid puz, sol;
	struct sdk_serating r;
	int rc;

	(void)stat;
	(void)arg;
	if (pencil) {
		struct sdk_record rec;
		char cl[SDK_CAND_TEXT];

		if ((rc = sdk_gen_pencil_nth(&gen, seed, i, rec.cand,
		    &sol)) < 0) {
			failed(err, i + 1, rc);
			return SDK_EXIT_NO | SDK_LOOP_STOP;
		}
		sdk_buf_add(out, cl, sdk_cand_format_grid(&sol, rec.cand,
		    cl));
		if (pair) {
			sdk_buf_add(out, "\t", 1);
			sdk_buf_cells(out, &sol);
		}
		sdk_buf_add(out, "\n", 1);
		return SDK_EXIT_OK;
	}
	if (classic) {
		if (sdk_gen_classic(gen.n, gen.clues, &puz, &sol) < 0) {
			sdk_buf_warnx_at(err, NULL, 0, "bad size or clue "
			    "count");
			return SDK_EXIT_ERR | SDK_LOOP_STOP;
		}
	} else if ((rc = sdk_gen_nth(&gen, seed, i, rated ? &filter : NULL,
	    &puz, &sol, &r)) < 0) {
		failed(err, i + 1, rc);
		return SDK_EXIT_NO | SDK_LOOP_STOP;
	}
	sdk_buf_grid(out, &puz);
	if (pair) {
		sdk_buf_add(out, "\t", 1);
		sdk_buf_cells(out, &sol);
	}
	if (rated)
		sdk_buf_printf(out, "\trating=%d.%d\tlevel=%s\tpearl=%d.%d\t"
		    "diamond=%d.%d", r.er / 10, r.er % 10,
		    sdk_level_name(sdk_se_level(r.er)), r.ep / 10, r.ep % 10,
		    r.ed / 10, r.ed % 10);
	sdk_buf_add(out, "\n", 1);
	return SDK_EXIT_OK;
}

/*
 * The threads that share each puzzle's checks: with more jobs than
 * puzzles (-c 1 -j 2), the jobs left over work on each puzzle.
 */
static int
sharethreads(const struct sdk_loop *l)
{
	long jobs = l->jobs, puzzles = l->count;

	if (jobs <= 0)
		jobs = sysconf(_SC_NPROCESSORS_ONLN);
	if (l->nshards > 1)
		puzzles = (puzzles + l->nshards - 1) / l->nshards;
	if (puzzles < 1 || jobs <= puzzles)
		return 1;
	jobs /= puzzles;
	return jobs < SDK_GEN_THREADS ? (int)jobs : SDK_GEN_THREADS;
}

/*
 * sdk-gen writes puzzles, each with a single solution, as canonical
 * records; see sdk-gen(1).
 */
int
main(int argc, char *argv[])
{
	enum {
		OPT_CLASSIC = 256, OPT_RATING, OPT_PENCIL, OPT_BOX, OPT_JIGSAW,
		OPT_VARIANT, OPT_EVEN
	};
	static const struct option longopts[] = {
		{ "box", required_argument, NULL, OPT_BOX },
		{ "classic", no_argument, NULL, OPT_CLASSIC },
		{ "clues", required_argument, NULL, 'n' },
		{ "count", required_argument, NULL, 'c' },
		{ "difficulty", required_argument, NULL, 'd' },
		{ "even", no_argument, NULL, OPT_EVEN },
		{ "help", no_argument, NULL, 'h' },
		{ "jigsaw", no_argument, NULL, OPT_JIGSAW },
		{ "jobs", required_argument, NULL, 'j' },
		{ "pair", no_argument, NULL, 'p' },
		{ "pencil", no_argument, NULL, OPT_PENCIL },
		{ "progress", no_argument, NULL, 'P' },
		{ "rating", required_argument, NULL, OPT_RATING },
		{ "seed", required_argument, NULL, 's' },
		{ "size", required_argument, NULL, 'z' },
		{ "symmetry", required_argument, NULL, 'y' },
		{ "tries", required_argument, NULL, 't' },
		{ "shard", required_argument, NULL, SDK_OPT_SHARD },
		{ "unbuffered", no_argument, NULL, 'U' },
		{ "variant", required_argument, NULL, OPT_VARIANT },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct sdk_loop l;
	struct timespec now;
	const char *nval = NULL, *bad;
	size_t badlen;
	int c, v, rc, sflag = 0, yflag = 0, zflag = 0;
	long tries = 0;

	sdk_setprogname("sdk-gen");
	memset(&l, 0, sizeof(l));
	gen.n = 9;
	gen.symmetry = SDK_SYM_NONE;
	filter.level = -1;
	filter.max = 999;
	l.count = 1;
	l.jobs = 1;
	l.noun = "puzzles";
	l.make = make;
	l.meter = meter;
	while ((c = getopt_long(argc, argv, "PUVc:d:hj:n:ps:t:y:z:", longopts,
	    NULL)) != -1) {
		switch (c) {
		case 'P':
			l.progress = 1;
			break;
		case 'c':
			l.count = (long)number(optarg, "count", 0,
			    1000000000000LL);
			break;
		case 'd':
			if ((filter.level = sdk_level_lookup(optarg)) < 0) {
				sdk_warnx("unknown level '%s' (easy, medium, "
				    "hard, expert or extreme)", optarg);
				usage();
			}
			rated = 1;
			break;
		case 'h':
			fputs(help, stdout);
			exit(sdk_out_close());
		case 'j':
			l.jobs = (int)number(optarg, "job count", 0, 1024);
			break;
		case 'n':
			nval = optarg;
			break;
		case 'p':
			pair = 1;
			break;
		case 's':
			seed = (uint64_t)number(optarg, "seed", 0,
			    INT64_MAX);
			sflag = 1;
			break;
		case 't':
			tries = (long)number(optarg, "try count", 1,
			    1000000000LL);
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
		case 'y':
			if ((gen.symmetry = sdk_sym_lookup(optarg)) < 0) {
				sdk_warnx("unknown symmetry '%s' (none, "
				    "rot180, rot90, mirror, flip, diagonal, "
				    "antidiagonal, dihedral or random)",
				    optarg);
				usage();
			}
			yflag = 1;
			break;
		case 'z':
			gen.n = (int)number(optarg, "size", 4, 16);
			if (!sdk_side_ok(gen.n)) {
				sdk_warnx("bad size '%s' (4, 6, 8, 9, 10, 12 "
				    "or 16)", optarg);
				usage();
			}
			zflag = 1;
			break;
		case OPT_BOX:
			if (sdk_box_parse(optarg, 1, &gen.bh, &gen.bw) < 0) {
				sdk_warnx("bad box shape '%s' (%.*s or %s)",
				    optarg, (int)strlen(SDK_GEN_BOXES) - 5,
				    SDK_GEN_BOXES,
				    &SDK_GEN_BOXES[strlen(SDK_GEN_BOXES) - 3]);
				usage();
			}
			break;
		case OPT_CLASSIC:
			classic = 1;
			break;
		case OPT_JIGSAW:
			gen.var |= SDK_VAR_JIGSAW;
			break;
		case OPT_EVEN:
			gen.even = 1;
			break;
		case OPT_PENCIL:
			pencil = 1;
			break;
		case OPT_RATING:
			ratingrange(optarg, &filter.min, &filter.max);
			rated = 1;
			break;
		case OPT_VARIANT:
			if ((v = sdk_variant_parse(optarg, 1, &bad,
			    &badlen)) < 0) {
				sdk_warnx("unknown variant '%.*s' (x or "
				    "windoku)", (int)badlen, bad);
				usage();
			}
			gen.var |= v;
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
	shapecheck(zflag);
	classiconly();
	if (tries > 0 && !rated) {
		sdk_warnx("--tries needs -d or --rating");
		usage();
	}
	if (pencil && (classic || rated || nval != NULL || yflag)) {
		sdk_warnx("--pencil cannot be used with --classic, -d, "
		    "--rating, -n or -y");
		usage();
	}
	if (pencil && gen.n >= 12) {
		/* proving each candidate's place is minutes of search there */
		sdk_warnx("--pencil makes puzzles of side 4 to 10, not %dx%d",
		    gen.n, gen.n);
		exit(SDK_EXIT_ERR);
	}
	if (rated && tries == 0)
		tries = sdk_gen_tries(gen.n);
	filter.tries = tries;
	if (rated)
		reachable();
	if (classic) {
		if (rated) {
			sdk_warnx("--classic puzzles are not rated");
			usage();
		}
		if (nval == NULL) {
			sdk_warnx("--classic needs -n, the cells to keep");
			usage();
		}
		if (yflag && gen.symmetry != SDK_SYM_NONE) {
			sdk_warnx("--classic has no symmetry");
			usage();
		}
		gen.clues = (int)number(nval, "clue count", 0,
		    (long long)gen.n * gen.n);
	} else if (nval != NULL) {
		gen.clues = (int)number(nval, "clue count", 0, SDK_MAXCELLS);
		cluescheck();
	}
	sdk_out_init(l.unbuffered);
	if (!sflag) {
		clock_gettime(CLOCK_REALTIME, &now);
		seed = ((uint64_t)now.tv_sec * 1000000000u +
		    (uint64_t)now.tv_nsec) & INT64_MAX;
		printf("# seed=%llu\n", (unsigned long long)seed);
		sdk_out_record();
	}
	if (classic) {
		/* rand() is one sequence: the puzzles are made in turn. */
		srand((unsigned)seed);
		l.jobs = 1;
	}
	gen.threads = sharethreads(&l);
	rc = sdk_loop_run(&l, 0, NULL);
	return sdk_max(rc, sdk_out_close());
}
