/* sdk-solve: solve sudoku records, writing the canonical solution. */
#include <getopt.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"

/* The candidates of record r, or NULL for a puzzle of givens. */
#define CAND(r) ((r)->pm ? (r)->cand : NULL)

/* What the record function counts, in struct sdk_loop stat[]. */
enum { ST_SOLVED, ST_UNSOLVABLE, ST_INVALID, ST_GUESSES };

static const char synopsis[] =
    "usage: sdk-solve [-1HPUVacehprst] [--check] [--json] [-j jobs] "
    "[-l limit]\n"
    "                 [-m method] [file ...]\n";

static const char help[] =
    "Usage: sdk-solve [OPTION]... [FILE]...\n"
    "Solve the sudoku records of each FILE (standard input when there "
    "is none, or\n"
    "for -) and write each one's canonical solution, the least in "
    "reading order.\n"
    "\n"
    "  -1, --first            the first solution found, not proven the "
    "only one\n"
    "  -a, --all              write every solution, one record each\n"
    "      --check            check each step of -e, -H and -r against "
    "the solution\n"
    "  -c, --count            write the record with solutions=N\n"
    "  -e, --explain          write the steps of a solution as a person "
    "finds them\n"
    "  -H, --hint             write only the next step for each grid\n"
    "      --json             with -e or -H, the steps as a JSON array "
    "of objects\n"
    "  -j, --jobs=N           solve on N threads (0: one per processor; "
    "default 1)\n"
    "  -l, --limit=N          with -a or -c, stop at N solutions\n"
    "  -m, --method=METHOD    fast (the default), tactics or simple\n"
    "  -P, --progress         show a counter with rate and time left on "
    "stderr\n"
    "  -p, --pair             write the puzzle, a TAB, then the "
    "solution\n"
    "  -r, --rate             rate as Sudoku Explainer: add rating=, "
    "level=, pearl=\n"
    "                         and diamond=\n"
    "  -s, --stats            print counts and times on stderr at the "
    "end\n"
    "  -t, --trace            trace the tactics method on stderr\n"
    "      --shard=K/N        only records K, K+N, K+2N, ... of the input\n"
    "  -U, --unbuffered       write each record at once\n"
    "  -h, --help             print this help and exit\n"
    "  -V, --version          print the version and exit\n"
    "\n"
    "Example: solve puzzles, writing each with its solution\n"
    "  sdk-solve -p examples/puzzles.txt\n"
    "\n"
    "Exit status: 0 if every record was solved, 1 if some had no "
    "solution, 2 on\n"
    "trouble. See sdk-solve(1) and sdk(5).\n";

static int firstflag, aflag, cflag, eflag, Hflag, pflag, rflag, sflag, tflag;
static int jsonflag;
static int checkflag;
static int method = SDK_METHOD_FAST;
static long limit;

/*
 * The steps of the technique engine by technique and the puzzles rated
 * by level, for -s; the record function runs on several threads.
 */
static pthread_mutex_t techmu = PTHREAD_MUTEX_INITIALIZER;
static long techcount[SDK_TECH_COUNT];
static long levelcount[SDK_LEVEL_COUNT];
static long secount[SDK_SE_COUNT];

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
 * pair is left out when skippair is set, old rating= and level= fields
 * when -r writes new ones, and an old status multiple when skipmulti is
 * set (a new one follows).
 */
static void
addfields(struct sdk_buf *out, const struct sdk_record *r, int skippair,
    int skiprating, int skipmulti)
{
	const char *s;
	size_t len;
	int i;

	skippair = skippair && sdk_record_pair(r, NULL);
	for (i = 0; sdk_record_field(r, i, &s, &len); i++) {
		if (i == 0 && skippair)
			continue;
		if (skiprating && ((len >= 7 && memcmp(s, "rating=", 7) == 0) ||
		    (len >= 6 && memcmp(s, "level=", 6) == 0) ||
		    (len >= 6 && memcmp(s, "pearl=", 6) == 0) ||
		    (len >= 8 && memcmp(s, "diamond=", 8) == 0)))
			continue;
		if (skipmulti && len == 8 && memcmp(s, "multiple", 8) == 0)
			continue;
		sdk_buf_add(out, "\t", 1);
		sdk_buf_add(out, s, len);
	}
}

/* Appends the rating fields of -r (Sudoku Explainer's ER, EP, ED). */
static void
addrating(struct sdk_buf *out, const struct sdk_serating *p)
{
	if (!rflag)
		return;
	if (p->er < 0) {
		sdk_buf_add(out, "\trating=-", 9);
		return;
	}
	sdk_buf_printf(out, "\trating=%d.%d\tlevel=%s\tpearl=%d.%d\t"
	    "diamond=%d.%d", p->er / 10, p->er % 10,
	    sdk_level_name(sdk_se_level(p->er)), p->ep / 10, p->ep % 10,
	    p->ed / 10, p->ed % 10);
}

/* Writes record r unchanged with one more field, word. */
static void
putstatus(struct sdk_buf *out, const struct sdk_record *r, const char *word)
{
	sdk_buf_puzzle(out, r);
	addfields(out, r, 0, rflag, 0);
	sdk_buf_printf(out, "\t%s%s\n", word, rflag ? "\trating=-" : "");
}

/*
 * Writes the solution sol of record r (after the puzzle with -p), with
 * the rating of path p when it is not NULL, and the status multiple when
 * multi is set.
 */
static void
putsolution(struct sdk_buf *out, const struct sdk_record *r,
    const struct sdk_grid *sol, const struct sdk_serating *p, int multi)
{
	if (pflag) {
		/* The pair's shape is stated once, before the puzzle. */
		sdk_buf_puzzle(out, r);
		sdk_buf_add(out, "\t", 1);
		sdk_buf_cells(out, sol);
	} else
		sdk_buf_grid(out, sol);
	addfields(out, r, 1, p != NULL && rflag, multi);
	if (p != NULL)
		addrating(out, p);
	if (multi)
		sdk_buf_add(out, "\tmultiple", 9);
	sdk_buf_add(out, "\n", 1);
}

/* Writes each solution that -a finds. */
static int
allfound(const struct sdk_grid *sol, void *arg)
{
	struct sink *k = arg;

	putsolution(k->out, k->r, sol, NULL, 0);
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

/* Writes the record r as it came in, a line of -e. */
static void
putrecord(struct sdk_buf *out, const struct sdk_record *r)
{
	sdk_buf_puzzle(out, r);
	if (r->len > 0) {
		sdk_buf_add(out, "\t", 1);
		sdk_buf_add(out, r->text, r->len);
	}
	sdk_buf_add(out, "\n", 1);
}

/* Appends the line of step st to out, after prefix. */
static void
putstep(struct sdk_buf *out, const char *prefix, const struct sdk_step *st)
{
	char line[8192];

	sdk_step_format(st, line, sizeof(line));
	sdk_buf_printf(out, "%s%s\n", prefix, line);
}

/* Adds the technique counts of p (and its level when rated) for -s. */
static void
addcounts(const struct sdk_rating *p, int rated)
{
	int t;

	if (!sflag)
		return;
	pthread_mutex_lock(&techmu);
	for (t = 0; t < SDK_TECH_COUNT; t++)
		techcount[t] += p->count[t];
	if (rated)
		levelcount[p->level]++;
	pthread_mutex_unlock(&techmu);
}

/*
 * Readies the technique engine h on the grid of r: its candidates, the
 * canonical solution sol, the uniqueness techniques when the grid has one
 * solution, the check of --check; space holds the geometry of a jigsaw
 * grid. Returns 0, or -1 when the grid has no solution.
 */
static int
human(struct sdk_human *h, const struct sdk_record *r, struct sdk_grid *sol,
    struct sdk_geom *space)
{
	long k;

	if (sdk_human_init_shape(h, &r->grid, CAND(r), space) < 0)
		return -1;
	k = sdk_solve_count_cand(&r->grid, CAND(r), 2, NULL, NULL);
	if (k < 1 || !sdk_solve_canonical_cand(&r->grid, CAND(r), sol, NULL))
		return -1;
	sdk_human_solution(h, sol);
	h->flags = (k == 1 ? SDK_HUMAN_UNIQUE : 0) |
	    (checkflag ? SDK_HUMAN_CHECK : 0);
	return 0;
}

/*
 * Reports step st, number k, of record r as wrong (--check) on err.
 * Returns 2.
 */
static int
wrongstep(struct sdk_buf *err, const char *file, const struct sdk_record *r,
    long k, const struct sdk_step *st)
{
	char line[8192];

	sdk_step_format(st, line, sizeof(line));
	sdk_buf_warnx_at(err, file, r->lineno, "step %ld disagrees with the "
	    "solution: %s", k, line);
	return SDK_EXIT_ERR;
}

/*
 * Writes step st, number k, as a numbered line of -e, or with --json as
 * an object of the array of the steps (which walk opens and closes).
 */
static void
putnumbered(const struct sdk_step *st, long k, void *arg)
{
	char prefix[32];

	if (jsonflag) {
		if (k > 1)
			sdk_buf_add(arg, ",", 1);
		sdk_step_json(st, arg);
		return;
	}
	snprintf(prefix, sizeof(prefix), "%ld. ", k);
	putstep(arg, prefix, st);
}

/*
 * Rates record r (sdk_rate_path): the technique engine steps from its
 * grid to the canonical solution, always taking the easiest step; with
 * steps not NULL, the numbered step lines are written there. Fills p
 * with the rating and the counts. Returns 0, 1 when the grid has no
 * solution, 2 after a message on err when a step is wrong (--check) or
 * the engine is stuck.
 */
static int
walk(const struct sdk_record *r, const char *file, struct sdk_buf *steps,
    struct sdk_buf *err, struct sdk_rating *p)
{
	struct sdk_grid sol;
	long k;
	int flags;

	memset(p, 0, sizeof(*p));
	k = sdk_solve_count_cand(&r->grid, CAND(r), 2, NULL, NULL);
	if (k < 1 || !sdk_solve_canonical_cand(&r->grid, CAND(r), &sol, NULL))
		return SDK_EXIT_NO;
	flags = (k == 1 ? SDK_HUMAN_UNIQUE : 0) |
	    (checkflag ? SDK_HUMAN_CHECK : 0);
	switch (sdk_rate_path_cand(&r->grid, CAND(r), &sol, flags, p,
	    steps != NULL ? putnumbered : NULL, steps)) {
	case 0:
		break;
	case -1:
		return SDK_EXIT_NO;
	case -2:
		return wrongstep(err, file, r, p->steps + 1, &p->bad);
	case -3:
		sdk_buf_warnx_at(err, file, r->lineno, "the technique engine "
		    "is stuck after %d steps", p->steps);
		return SDK_EXIT_ERR;
	default:
		sdk_buf_warnx_at(err, file, r->lineno, "the steps end on a "
		    "grid that is not the solution");
		return SDK_EXIT_ERR;
	}
	addcounts(p, 0);
	return SDK_EXIT_OK;
}

/* What the check of -r needs, and what it found. */
struct secheck {
	const struct sdk_grid *sol;
	long bad;		/* the first wrong step, 1-based; 0: none */
	char what[SDK_STEP_TEXTMAX + 64];
	long count[SDK_SE_COUNT];
};

/* Counts step st of SE's path and checks it against the solution. */
static void
sestep(const struct sdk_step *st, long k, void *arg)
{
	struct secheck *c = arg;
	int i;

	if (st->tech >= 0 && st->tech < SDK_SE_COUNT)
		c->count[st->tech]++;
	if (c->sol == NULL || c->bad)
		return;
	for (i = 0; i < st->nact; i++) {
		const struct sdk_action *a = &st->act[i];
		int v = c->sol->cell[a->cell];

		if ((a->kind == SDK_ACT_PLACE) == (a->value == v))
			continue;
		c->bad = k + 1;
		snprintf(c->what, sizeof(c->what), "%s: r%dc%d%s%d", st->text,
		    a->cell / st->n + 1, a->cell % st->n + 1,
		    a->kind == SDK_ACT_PLACE ? "=" : "<>", a->value);
		return;
	}
}

/*
 * Rates record r as Sudoku Explainer does (-r) into p, unless it has
 * several solutions (k, its count up to 2): then p->er is -1. Returns an
 * exit status, after a message on err when a step is wrong (--check) or
 * SE's techniques cannot finish the puzzle.
 */
static int
serate(const struct sdk_record *r, const char *file, long k,
    const struct sdk_grid *sol, struct sdk_buf *err, struct sdk_serating *p)
{
	struct secheck c;
	int t;

	memset(&c, 0, sizeof(c));
	memset(p, 0, sizeof(*p));
	p->er = p->ep = p->ed = -1;
	if (k != 1)
		return SDK_EXIT_OK;
	c.sol = checkflag ? sol : NULL;
	/* A wrong step first: it may be why the techniques are stuck. */
	if (sdk_se_rate_cand(&r->grid, CAND(r), INT_MAX, p, sestep, &c) < 0 &&
	    !c.bad) {
		sdk_buf_warnx_at(err, file, r->lineno, "Sudoku Explainer's "
		    "techniques are stuck after %d steps", p->steps);
		return SDK_EXIT_ERR;
	}
	if (c.bad) {
		sdk_buf_warnx_at(err, file, r->lineno, "step %ld disagrees "
		    "with the solution: %s", c.bad, c.what);
		return SDK_EXIT_ERR;
	}
	if (sflag) {
		pthread_mutex_lock(&techmu);
		levelcount[sdk_se_level(p->er)]++;
		if (!eflag)
			for (t = 0; t < SDK_SE_COUNT; t++)
				secount[t] += c.count[t];
		pthread_mutex_unlock(&techmu);
	}
	return SDK_EXIT_OK;
}

/*
 * Writes candidate grid r with the status invalid, and what is wrong with
 * it on err, when a cell has no candidate, a value no place in a house,
 * or two cells of a house one same value alone. Returns 1 when it did.
 */
static int
badcand(const struct sdk_record *r, const char *file, struct sdk_buf *out,
    struct sdk_buf *err, long *stat)
{
	struct sdk_cand_fault f;
	char why[128];

	if (!r->pm || sdk_cand_faults(&r->grid, r->cand, &f, 1) == 0)
		return 0;
	sdk_cand_fault_format(r->grid.n, &f, why, sizeof(why));
	stat[ST_INVALID]++;
	putstatus(out, r, "invalid");
	sdk_buf_warnx_at(err, file, r->lineno, "candidates: %s", why);
	return 1;
}

/*
 * Writes record r with the status invalid, and the conflict on err, when
 * two of its givens break a rule. Returns 1 when it did.
 */
static int
badgivens(const struct sdk_record *r, const char *file, struct sdk_buf *out,
    struct sdk_buf *err, long *stat)
{
	struct sdk_conflict c;
	char why[512];

	if (sdk_grid_conflicts(&r->grid, &c, 1) == 0)
		return 0;
	sdk_conflict_format(&r->grid, &c, why, sizeof(why));
	stat[ST_INVALID]++;
	putstatus(out, r, "invalid");
	sdk_buf_warnx_at(err, file, r->lineno, "givens conflict: %s", why);
	return 1;
}

/*
 * Returns 1 when b, the grid of record r as hint sees it, is a player's
 * board that differs from r's givens (its entries, its pencil marks).
 */
static int
entries(const struct sdk_record *b, const struct sdk_record *r)
{
	return !r->pm && (b->pm || memcmp(b->grid.cell, r->grid.cell,
	    (size_t)r->grid.ncells) != 0);
}

/*
 * The step of -H on b, the grid of record r as hint sees it; space holds
 * the geometry of a jigsaw grid. Returns an exit status.
 */
static int
hintstep(const struct sdk_record *b, const struct sdk_record *r,
    const char *file, struct sdk_buf *out, struct sdk_buf *err, long *stat,
    struct sdk_geom *space)
{
	struct sdk_human h;
	struct sdk_step st;
	struct sdk_grid sol;
	struct sdk_rating p;
	int rc;

	if (human(&h, b, &sol, space) < 0) {
		stat[ST_UNSOLVABLE]++;
		putstatus(out, r, "unsolvable");
		sdk_buf_warnx_at(err, file, r->lineno, "%s", !entries(b, r) ||
		    sdk_solve_count(&r->grid, 1, NULL, NULL) == 0 ?
		    "no solution" : sdk_solve_count(&b->grid, 1, NULL,
		    NULL) == 0 ? "the board has no solution: an entry of "
		    "the game is wrong" : "the pencil marks of the game rule "
		    "out every solution");
		return SDK_EXIT_NO;
	}
	stat[ST_SOLVED]++;
	rc = sdk_human_step(&h, &st);
	if (rc == -2)
		return wrongstep(err, file, r, 1, &st);
	if (rc < 0) {
		sdk_buf_warnx_at(err, file, r->lineno, "the technique engine "
		    "is stuck");
		return SDK_EXIT_ERR;
	}
	if (rc == 0) {
		sdk_buf_add(out, jsonflag ? "[]\n" : "solved\n",
		    jsonflag ? 3 : 7);
		return SDK_EXIT_OK;
	}
	if (jsonflag) {
		sdk_buf_add(out, "[", 1);
		sdk_step_json(&st, out);
		sdk_buf_add(out, "]\n", 2);
	} else
		putstep(out, "", &st);
	memset(&p, 0, sizeof(p));
	p.count[st.tech] = 1;
	addcounts(&p, 0);
	return SDK_EXIT_OK;
}

/*
 * -H: writes the next step of the technique engine on the grid of r (on
 * the player's board for a game that sdk-play saved), or "solved" for a
 * full grid. Returns an exit status.
 */
static int
hint(const struct sdk_record *r, const char *file, struct sdk_buf *out,
    struct sdk_buf *err, long *stat)
{
	struct sdk_record b;
	struct sdk_geom *space = NULL;
	char why[512];
	int rc, saved;

	if (badcand(r, file, out, err, stat))
		return SDK_EXIT_NO;
	if (badgivens(r, file, out, err, stat))
		return SDK_EXIT_NO;
	/*
	 * A game saved by sdk-play: the player's board, not the givens,
	 * narrowed by the player's pencil marks; a corrupt one is refused
	 * as sdk-play -f refuses it (a board that breaks a rule among them).
	 */
	b = *r;
	saved = r->pm ? 0 : sdk_game_saved(r, &b.grid);
	if (saved != 0 && (saved < 0 || sdk_game_check(&r->grid, &b.grid,
	    saved == 2, why, sizeof(why)) < 0)) {
		stat[ST_INVALID]++;
		putstatus(out, r, "invalid");
		sdk_buf_warnx_at(err, file, r->lineno, "%s", saved < 0 ?
		    sdk_game_noboard : why);
		return SDK_EXIT_ERR;
	}
	if (saved > 0 && sdk_game_marks(r, b.cand)) {
		uint16_t marks[SDK_MAXCELLS];

		memcpy(marks, b.cand, sizeof(marks));
		sdk_game_cand(&b.grid, marks, b.cand);
		b.pm = 1;
	}
	if (b.grid.var & SDK_VAR_JIGSAW)
		space = sdk_emalloc(sizeof(*space));
	rc = hintstep(&b, r, file, out, err, stat, space);
	free(space);
	return rc;
}

/* Solves one record and writes the result. Returns an exit status. */
static int
solve(const struct sdk_record *r, const char *file, struct sdk_buf *out,
    struct sdk_buf *err, long *stat, void *arg)
{
	struct sdk_solve_stats st = { 0 };
	struct sdk_solve_opts o;
	struct sdk_grid sol;
	struct sink k;
	struct sdk_rating p;
	struct sdk_serating sr, *pp = NULL;
	size_t start = out->len;
	long n;
	int multi, rc;

	(void)arg;
	if (Hflag)
		return hint(r, file, out, err, stat);
	memset(&o, 0, sizeof(o));
	o.method = method;
	o.limit = 1;
	if (tflag) {
		sdk_buf_printf(err, "trace of %s:%ld\n", file, r->lineno);
		o.trace = traceline;
		o.tracearg = err;
	}
	if (eflag)
		putrecord(out, r);
	o.cand = CAND(r);
	if (cflag) {
		o.limit = limit;
		if (method == SDK_METHOD_FAST)
			n = sdk_solve_count_cand(&r->grid, CAND(r), limit, NULL,
			    &st);
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
		n = sdk_solve_count_cand(&r->grid, CAND(r), 1, &sol, &st);
	else
		n = sdk_solve_canonical_cand(&r->grid, CAND(r), &sol, &st);
	stat[ST_GUESSES] += st.guesses;
	/* A grid that breaks a rule has no solution: say which. */
	if (n == 0 && badcand(r, file, out, err, stat))
		return SDK_EXIT_NO;
	if (n == 0 && badgivens(r, file, out, err, stat))
		return SDK_EXIT_NO;
	if (n > 0 && eflag) {
		if (jsonflag)
			sdk_buf_add(out, "[", 1);
		rc = walk(r, file, out, err, &p);
		if (jsonflag && rc == SDK_EXIT_OK)
			sdk_buf_add(out, "]\n", 2);
		if (rc != SDK_EXIT_OK) {
			out->len = start;
			return SDK_EXIT_ERR;
		}
	}
	if (n > 0 && rflag) {
		struct sdk_grid canon;
		long nsol = sdk_solve_count_cand(&r->grid, CAND(r), 2, NULL,
		    NULL);

		if (nsol == 1 && !sdk_solve_canonical_cand(&r->grid, CAND(r),
		    &canon, NULL))
			nsol = 0;
		rc = serate(r, file, nsol, &canon, err, &sr);
		if (rc != SDK_EXIT_OK) {
			out->len = start;
			return SDK_EXIT_ERR;
		}
		pp = &sr;
	}
	if (cflag) {
		sdk_buf_puzzle(out, r);
		addfields(out, r, 0, rflag, 0);
		sdk_buf_printf(out, "\tsolutions=%ld%s", n,
		    limit > 0 && n >= limit ? "+" : "");
		if (pp != NULL)
			addrating(out, pp);
		sdk_buf_add(out, "\n", 1);
	} else if (n == 0)
		putstatus(out, r, "unsolvable");
	else if (!aflag) {
		/*
		 * The canonical search tells a second solution (n is 2); the
		 * tactics and simple methods stop at the first, so count.
		 */
		if (method != SDK_METHOD_FAST)
			n = sdk_solve_count(&r->grid, 2, NULL, NULL);
		multi = !firstflag && n > 1;
		putsolution(out, r, &sol, pp, multi);
		if (multi)
			sdk_buf_warnx_at(err, file, r->lineno, "multiple "
			    "solutions, writing the canonical one");
	}
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
	enum { OPT_CHECK = 256, OPT_JSON };
	static const struct option longopts[] = {
		{ "all", no_argument, NULL, 'a' },
		{ "check", no_argument, NULL, OPT_CHECK },
		{ "json", no_argument, NULL, OPT_JSON },
		{ "count", no_argument, NULL, 'c' },
		{ "explain", no_argument, NULL, 'e' },
		{ "first", no_argument, NULL, '1' },
		{ "help", no_argument, NULL, 'h' },
		{ "hint", no_argument, NULL, 'H' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "limit", required_argument, NULL, 'l' },
		{ "method", required_argument, NULL, 'm' },
		{ "pair", no_argument, NULL, 'p' },
		{ "progress", no_argument, NULL, 'P' },
		{ "rate", no_argument, NULL, 'r' },
		{ "stats", no_argument, NULL, 's' },
		{ "trace", no_argument, NULL, 't' },
		{ "shard", required_argument, NULL, SDK_OPT_SHARD },
		{ "unbuffered", no_argument, NULL, 'U' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct sdk_loop j;
	double secs;
	long lj;
	int c, mflag = 0, rc, t;

	sdk_setprogname("sdk-solve");
	memset(&j, 0, sizeof(j));
	j.jobs = 1;
	while ((c = getopt_long(argc, argv, "1HPUVacehj:l:m:prst", longopts,
	    NULL)) != -1) {
		switch (c) {
		case '1':
			firstflag = 1;
			break;
		case 'H':
			Hflag = 1;
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
		case 'e':
			eflag = 1;
			break;
		case 'h':
			fputs(help, stdout);
			exit(sdk_out_close());
		case 'j':
			lj = number(optarg, "job count", 0);
			j.jobs = lj > 1024 ? 1025 : (int)lj;
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
		case 'r':
			rflag = 1;
			break;
		case 's':
			sflag = 1;
			break;
		case 't':
			tflag = 1;
			break;
		case SDK_OPT_SHARD:
			if (sdk_loop_shard(&j, optarg) < 0)
				usage();
			break;
		case 'U':
			j.unbuffered = 1;
			break;
		case 'V':
			sdk_version();
			break;
		case OPT_CHECK:
			checkflag = 1;
			break;
		case OPT_JSON:
			jsonflag = 1;
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
	if (pflag && cflag) {
		/* -c writes the record, not a solution to pair it with */
		sdk_warnx("-p and -c cannot be used together");
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
	if (Hflag && (aflag || cflag || eflag || firstflag || mflag || pflag ||
	    rflag || tflag)) {
		sdk_warnx("-H works alone (with --check, -j, -P, -s, -U)");
		usage();
	}
	if ((eflag || rflag) && (aflag || firstflag)) {
		sdk_warnx("-e and -r cannot be used with -a or -1");
		usage();
	}
	if (jsonflag && !eflag && !Hflag) {
		sdk_warnx("--json needs -e or -H");
		usage();
	}
	if (checkflag && !eflag && !Hflag && !rflag) {
		sdk_warnx("--check needs -e, -H or -r");
		usage();
	}
	sdk_out_init(j.unbuffered);
	j.work = solve;
	/* The tactics and simple methods know nothing of candidates. */
	j.candidates = method == SDK_METHOD_FAST;
	j.nocand = " with -m tactics, -m simple or -t";
	/* Nor do they know other shapes: they are the classic programs'. */
	j.shapes = method == SDK_METHOD_FAST && !tflag;
	j.noshape = " with -m tactics, -m simple or -t";
	rc = sdk_loop_run(&j, argc, argv);
	if (sflag) {
		secs = j.seconds;
		sdk_out_flush();
		fprintf(stderr, "%s: %ld records, %ld solved, %ld unsolvable, "
		    "%ld invalid, %ld guesses, %.3f s, %.0f records/s\n",
		    sdk_getprogname(), j.records, j.stat[ST_SOLVED],
		    j.stat[ST_UNSOLVABLE], j.stat[ST_INVALID],
		    j.stat[ST_GUESSES], secs,
		    secs > 0 ? (double)j.records / secs : 0.0);
		if (eflag || rflag) {
			fprintf(stderr, "%s: levels:", sdk_getprogname());
			for (t = 0; t < SDK_LEVEL_COUNT; t++)
				fprintf(stderr, "%s %s %ld", t > 0 ? "," : "",
				    sdk_level_name(t), levelcount[t]);
			fputc('\n', stderr);
		}
		if (eflag || Hflag) {
			fprintf(stderr, "%s: steps:", sdk_getprogname());
			for (c = 0, t = 0; t < SDK_TECH_COUNT; t++)
				if (techcount[t] > 0)
					fprintf(stderr, "%s %s %ld",
					    c++ > 0 ? "," : "", sdk_tech_key(t),
					    techcount[t]);
			fputs(c == 0 ? " none\n" : "\n", stderr);
		} else if (rflag) {
			fprintf(stderr, "%s: steps:", sdk_getprogname());
			for (c = 0, t = 0; t < SDK_SE_COUNT; t++)
				if (secount[t] > 0)
					fprintf(stderr, "%s %s %ld",
					    c++ > 0 ? "," : "", sdk_se_key(t),
					    secount[t]);
			fputs(c == 0 ? " none\n" : "\n", stderr);
		}
	}
	return sdk_max(rc, sdk_out_close());
}
