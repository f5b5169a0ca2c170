/* sdk-solve: solve sudoku records, writing the canonical solution. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sdk.h"

/* What the record function counts, in struct sdk_jobs stat[]. */
enum { ST_SOLVED, ST_UNSOLVABLE, ST_INVALID, ST_GUESSES };

static const char synopsis[] =
    "usage: sdk-solve [-1Pacpstu] [-j jobs] [-l limit] [-m method] "
    "[file ...]\n";

static int firstflag, aflag, cflag, pflag, tflag;
static int method = SDK_METHOD_FAST;
static long limit;

/* Where a solution found by -a is written. */
struct sink {
	const struct sdk_record *r;
	struct sdk_buf *out;
};

/* Prints the usage on stderr and exits 2. */
static void
usage(void)
{
	fputs(synopsis, stderr);
	exit(SDK_EXIT_ERR);
}

/*
 * Appends the fields of r to out, each after a TAB; the old solution of a
 * pair is left out when skippair is set.
 */
static void
addfields(struct sdk_buf *out, const struct sdk_record *r, int skippair)
{
	const char *s = r->text;
	size_t len = r->len;
	const char *tab;

	if (skippair && sdk_record_pair(r, NULL)) {
		tab = memchr(s, '\t', len);
		if (tab == NULL)
			return;
		len -= tab + 1 - s;
		s = tab + 1;
	}
	if (len > 0) {
		sdk_buf_add(out, "\t", 1);
		sdk_buf_add(out, s, len);
	}
}

/* Writes record r unchanged with one more field, word. */
static void
putstatus(struct sdk_buf *out, const struct sdk_record *r, const char *word)
{
	sdk_buf_grid(out, &r->grid);
	addfields(out, r, 0);
	sdk_buf_printf(out, "\t%s\n", word);
}

/* Writes the solution sol of record r (after the puzzle with -p). */
static void
putsolution(struct sdk_buf *out, const struct sdk_record *r,
    const struct sdk_grid *sol)
{
	if (pflag) {
		sdk_buf_grid(out, &r->grid);
		sdk_buf_add(out, "\t", 1);
	}
	sdk_buf_grid(out, sol);
	addfields(out, r, 1);
	sdk_buf_add(out, "\n", 1);
}

/* Writes each solution that -a finds. */
static int
allfound(const struct sdk_grid *sol, void *arg)
{
	struct sink *k = arg;

	putsolution(k->out, k->r, sol);
	return 0;
}

/* Keeps the first solution found by the tactics or simple method. */
static int
keepfirst(const struct sdk_grid *sol, void *arg)
{
	*(struct sdk_grid *)arg = *sol;
	return 1;
}

/* Copies a line of trace to the messages of the record. */
static void
traceline(const char *line, void *arg)
{
	struct sdk_buf *err = arg;

	sdk_buf_add(err, line, strlen(line));
	sdk_buf_add(err, "\n", 1);
}

/* Solves one record and writes the result. Returns an exit status. */
static int
solve(const struct sdk_record *r, const char *file, struct sdk_buf *out,
    struct sdk_buf *err, long *stat, void *arg)
{
	struct sdk_solve_stats st = { 0 };
	struct sdk_solve_opts o;
	struct sdk_conflict c;
	struct sdk_grid sol;
	struct sink k;
	char why[512];
	long n;

	(void)arg;
	memset(&o, 0, sizeof(o));
	o.method = method;
	o.limit = 1;
	if (tflag) {
		sdk_buf_printf(err, "trace of %s:%ld\n", file, r->lineno);
		o.trace = traceline;
		o.tracearg = err;
	}
	if (cflag) {
		o.limit = limit;
		if (method == SDK_METHOD_FAST)
			n = sdk_solve_count(&r->grid, limit, NULL, &st);
		else
			n = sdk_solve(&r->grid, &o, &st);
	} else if (aflag) {
		k.r = r;
		k.out = out;
		o.limit = limit;
		o.found = allfound;
		o.arg = &k;
		n = sdk_solve(&r->grid, &o, &st);
	} else if (method != SDK_METHOD_FAST) {
		o.found = keepfirst;
		o.arg = &sol;
		n = sdk_solve(&r->grid, &o, &st);
	} else if (firstflag)
		n = sdk_solve_first(&r->grid, &sol, &st);
	else
		n = sdk_solve_canonical(&r->grid, &sol, &st);
	stat[ST_GUESSES] += st.guesses;
	if (n == 0 && sdk_grid_conflicts(&r->grid, &c, 1) > 0) {
		sdk_conflict_format(&r->grid, &c, why, sizeof(why));
		stat[ST_INVALID]++;
		putstatus(out, r, "invalid");
		sdk_buf_warnx_at(err, file, r->lineno, "givens conflict: %s",
		    why);
		return SDK_EXIT_NO;
	}
	if (cflag) {
		sdk_buf_grid(out, &r->grid);
		addfields(out, r, 0);
		sdk_buf_printf(out, "\tsolutions=%ld%s\n", n,
		    limit > 0 && n >= limit ? "+" : "");
	} else if (n == 0)
		putstatus(out, r, "unsolvable");
	else if (!aflag)
		putsolution(out, r, &sol);
	if (n == 0) {
		stat[ST_UNSOLVABLE]++;
		sdk_buf_warnx_at(err, file, r->lineno, "no solution");
		return SDK_EXIT_NO;
	}
	stat[ST_SOLVED]++;
	return SDK_EXIT_OK;
}

/* Reads a count option's argument: 1 or more. */
static long
number(const char *s, const char *what, long long min)
{
	long long v;

	if (sdk_strtonum(s, min, 1000000000000LL, &v) < 0) {
		sdk_warnx("bad %s '%s'", what, s);
		usage();
	}
	return (long)v;
}

/*
 * sdk-solve reads records and writes each one's canonical solution, or
 * its count of solutions, or all of them; see sdk-solve(1).
 */
int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "all", no_argument, NULL, 'a' },
		{ "count", no_argument, NULL, 'c' },
		{ "first", no_argument, NULL, '1' },
		{ "help", no_argument, NULL, 'h' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "limit", required_argument, NULL, 'l' },
		{ "method", required_argument, NULL, 'm' },
		{ "pair", no_argument, NULL, 'p' },
		{ "progress", no_argument, NULL, 'P' },
		{ "stats", no_argument, NULL, 's' },
		{ "trace", no_argument, NULL, 't' },
		{ "unbuffered", no_argument, NULL, 'u' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct sdk_jobs j;
	struct timespec t0, t1;
	double secs;
	int c, mflag = 0, sflag = 0, rc;

	sdk_setprogname("sdk-solve");
	memset(&j, 0, sizeof(j));
	j.jobs = 1;
	while ((c = getopt_long(argc, argv, "1Pacj:l:m:pstu", longopts,
	    NULL)) != -1) {
		switch (c) {
		case '1':
			firstflag = 1;
			break;
		case 'P':
			j.progress = 1;
			break;
		case 'a':
			aflag = 1;
			break;
		case 'c':
			cflag = 1;
			break;
		case 'h':
			fputs(synopsis, stdout);
			exit(sdk_out_close());
		case 'j':
			j.jobs = (int)number(optarg, "job count", 0);
			if (j.jobs > 1024) {
				sdk_warnx("bad job count '%s'", optarg);
				usage();
			}
			break;
		case 'l':
			limit = number(optarg, "limit", 1);
			break;
		case 'm':
			if ((method = sdk_solve_method(optarg)) < 0) {
				sdk_warnx("unknown method '%s' (fast, tactics "
				    "or simple)", optarg);
				usage();
			}
			mflag = 1;
			break;
		case 'p':
			pflag = 1;
			break;
		case 's':
			sflag = 1;
			break;
		case 't':
			tflag = 1;
			break;
		case 'u':
			j.unbuffered = 1;
			break;
		case 'V':
			sdk_version();
			break;
		default:
			usage();
		}
	}
	argc -= optind;
	argv += optind;
	if (aflag && cflag) {
		sdk_warnx("-a and -c cannot be used together");
		usage();
	}
	if (limit > 0 && !aflag && !cflag) {
		sdk_warnx("--limit needs -a or -c");
		usage();
	}
	if (tflag) {
		if (mflag && method != SDK_METHOD_TACTICS) {
			sdk_warnx("-t traces the tactics method only");
			usage();
		}
		method = SDK_METHOD_TACTICS;
	}
	if (firstflag && (aflag || cflag || method != SDK_METHOD_FAST)) {
		sdk_warnx("-1 works with the fast method alone, without -a "
		    "or -c");
		usage();
	}
	sdk_out_init(j.unbuffered);
	j.fn = solve;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	rc = sdk_jobs_run(&j, argc, argv);
	if (sflag) {
		clock_gettime(CLOCK_MONOTONIC, &t1);
		secs = (double)(t1.tv_sec - t0.tv_sec) +
		    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
		fflush(stdout);
		fprintf(stderr, "%s: %ld records, %ld solved, %ld unsolvable, "
		    "%ld invalid, %ld guesses, %.3f s, %.0f records/s\n",
		    sdk_getprogname(), j.records, j.stat[ST_SOLVED],
		    j.stat[ST_UNSOLVABLE], j.stat[ST_INVALID],
		    j.stat[ST_GUESSES], secs,
		    secs > 0 ? (double)j.records / secs : 0.0);
	}
	return sdk_max(rc, sdk_out_close());
}
