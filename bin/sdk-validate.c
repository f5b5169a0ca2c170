/* sdk-validate: check sudoku records for conflicts, uniqueness, minimality. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"

#define MAXCONFLICTS (3 * SDK_MAXN * SDK_MAXN / 2)

static const char synopsis[] =
    "usage: sdk-validate [-PUVefhmqu] [-j jobs] [file ...]\n";

static const char help[] =
    "Usage: sdk-validate [OPTION]... [FILE]...\n"
    "Check the sudoku records of each FILE (standard input when there "
    "is none, or\n"
    "for -) and write each with its status: valid, invalid or "
    "incomplete.\n"
    "\n"
    "  -e, --explain          tell each conflict, and removable givens, "
    "on stderr\n"
    "  -f, --filter           write only the records that pass, without "
    "status\n"
    "  -j, --jobs=N           check on N threads (0: one per processor; "
    "default 1)\n"
    "  -m, --minimal          also minimal or not-minimal (implies -u)\n"
    "  -P, --progress         show a counter with rate and time left on "
    "stderr\n"
    "  -q, --quiet            write nothing: the exit status alone "
    "tells\n"
    "      --shard=K/N        only records K, K+N, K+2N, ... of the input\n"
    "  -U, --unbuffered       write each record at once\n"
    "  -u, --unique           also solve: unique, multiple or "
    "unsolvable\n"
    "  -h, --help             print this help and exit\n"
    "  -V, --version          print the version and exit\n"
    "\n"
    "Example: keep the puzzles that have exactly one solution\n"
    "  sdk-validate -u -f examples/puzzles.txt > proper.txt\n"
    "\n"
    "Exit status: 0 if every record passed, 1 if some did not, 2 on "
    "trouble.\n"
    "See sdk-validate(1) and sdk(5).\n";

static int eflag, fflag, mflag, qflag, uflag;

/* Prints the usage on stderr and exits 2. */
static void
usage(void)
{
	fputs(synopsis, stderr);
	exit(SDK_EXIT_ERR);
}

/* Adds the status word w to the list of words ws. */
static void
addword(struct sdk_buf *ws, const char *w)
{
	sdk_buf_add(ws, "\t", 1);
	sdk_buf_add(ws, w, strlen(w));
}

/*
 * Names the givens of g that sdk_solve_removable found (removable[i] set)
 * in the message buffer names: "r1c2, r5c7".
 */
static void
namecells(const struct sdk_grid *g, const unsigned char *removable,
    struct sdk_buf *names)
{
	char name[32];
	int i, k = 0;

	for (i = 0; i < g->ncells; i++)
		if (removable[i]) {
			sdk_cell_name(g, i, name, sizeof(name));
			sdk_buf_printf(names, "%s%s", k++ ? ", " : "", name);
		}
}

/*
 * Names the candidates that sdk_solve_restorable found (back[i] for cell
 * i) in names: "4 in r1c2, 7 in r5c7", the first 20 and how many more.
 */
static void
namecands(const struct sdk_grid *g, const uint16_t *back,
    struct sdk_buf *names)
{
	char name[32];
	int i, v, k = 0;

	for (i = 0; i < g->ncells; i++)
		for (v = 1; v <= g->n; v++) {
			if (!(back[i] & 1u << (v - 1)) || k++ >= 20)
				continue;
			sdk_cell_name(g, i, name, sizeof(name));
			sdk_buf_printf(names, "%s%d in %s", k > 1 ? ", " : "",
			    v, name);
		}
	if (k > 20)
		sdk_buf_printf(names, " and %d more", k - 20);
}

/*
 * Checks candidate grid r: faults (each told with -e), then complete or
 * not, and with -u and -m its solutions and whether a candidate it lacks
 * could come back. Adds the status words to ws. Returns 1 when it passes.
 */
static int
validcand(const struct sdk_record *r, const char *file, struct sdk_buf *err,
    struct sdk_buf *ws)
{
	struct sdk_cand_fault f[MAXCONFLICTS];
	struct sdk_buf names = { NULL, 0, 0 };
	uint16_t back[SDK_MAXCELLS];
	char why[128];
	int i, n, full = 1;
	long k;

	n = sdk_cand_faults(&r->grid, r->cand, f, MAXCONFLICTS);
	if (n > 0) {
		addword(ws, "invalid");
		for (i = 0; eflag && i < n && i < MAXCONFLICTS; i++) {
			sdk_cand_fault_format(r->grid.n, &f[i], why,
			    sizeof(why));
			sdk_buf_warnx_at(err, file, r->lineno, "%s", why);
		}
		return 0;
	}
	for (i = 0; i < r->grid.ncells; i++)
		full &= sdk_popcount(r->cand[i]) == 1;
	addword(ws, full ? "valid" : "incomplete");
	if (!uflag)
		return 1;
	k = sdk_solve_count_cand(&r->grid, r->cand, 2, NULL, NULL);
	addword(ws, k == 0 ? "unsolvable" : k == 1 ? "unique" : "multiple");
	if (k != 1)
		return 0;
	if (!mflag)
		return 1;
	if (sdk_solve_restorable(&r->grid, r->cand, back) == 0) {
		addword(ws, "minimal");
		return 1;
	}
	addword(ws, "not-minimal");
	if (eflag) {
		namecands(&r->grid, back, &names);
		sdk_buf_warnx_at(err, file, r->lineno, "candidates that can "
		    "come back: %s", names.s);
		sdk_buf_free(&names);
	}
	return 0;
}

/* Checks one record and writes it with its status. Returns exit status. */
static int
validate(const struct sdk_record *r, const char *file, struct sdk_buf *out,
    struct sdk_buf *err, long *stat, void *arg)
{
	struct sdk_conflict c[MAXCONFLICTS];
	struct sdk_buf ws = { NULL, 0, 0 }, names = { NULL, 0, 0 };
	unsigned char cells[SDK_MAXCELLS];
	char why[512];
	int i, n, pass = 1;
	long k;

	(void)arg;
	n = sdk_grid_conflict(&r->grid) ?
	    sdk_grid_conflicts(&r->grid, c, MAXCONFLICTS) : 0;
	if (r->pm)
		pass = validcand(r, file, err, &ws);
	else if (n > 0) {
		pass = 0;
		addword(&ws, "invalid");
		for (i = 0; eflag && i < n && i < MAXCONFLICTS; i++) {
			sdk_conflict_format(&r->grid, &c[i], why, sizeof(why));
			sdk_buf_warnx_at(err, file, r->lineno, "%s", why);
		}
	} else {
		addword(&ws, sdk_grid_filled(&r->grid) == r->grid.ncells ?
		    "valid" : "incomplete");
		if (uflag) {
			k = sdk_solve_count(&r->grid, 2, NULL, NULL);
			addword(&ws, k == 0 ? "unsolvable" : k == 1 ?
			    "unique" : "multiple");
			if (k != 1)
				pass = 0;
			if (k == 1 && mflag) {
				if (sdk_solve_removable(&r->grid, cells) == 0)
					addword(&ws, "minimal");
				else {
					addword(&ws, "not-minimal");
					pass = 0;
					if (eflag)
						namecells(&r->grid, cells,
						    &names);
				}
				if (names.len > 0)
					sdk_buf_warnx_at(err, file, r->lineno,
					    "removable givens: %s", names.s);
			}
		}
	}
	stat[0] += pass;
	if (!qflag && (pass || !fflag)) {
		sdk_buf_puzzle(out, r);
		if (r->len > 0) {
			sdk_buf_add(out, "\t", 1);
			sdk_buf_add(out, r->text, r->len);
		}
		if (!fflag)
			sdk_buf_add(out, ws.s, ws.len);
		sdk_buf_add(out, "\n", 1);
	}
	sdk_buf_free(&ws);
	sdk_buf_free(&names);
	return pass ? SDK_EXIT_OK : SDK_EXIT_NO;
}

/*
 * sdk-validate reads records and writes each one with its status: valid,
 * invalid or incomplete, and with -u and -m unique, multiple, unsolvable,
 * minimal or not-minimal; see sdk-validate(1).
 */
int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "explain", no_argument, NULL, 'e' },
		{ "filter", no_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "minimal", no_argument, NULL, 'm' },
		{ "progress", no_argument, NULL, 'P' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "shard", required_argument, NULL, SDK_OPT_SHARD },
		{ "unbuffered", no_argument, NULL, 'U' },
		{ "unique", no_argument, NULL, 'u' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct sdk_loop j;
	long long v;
	int c, rc;

	sdk_setprogname("sdk-validate");
	memset(&j, 0, sizeof(j));
	j.jobs = 1;
	while ((c = getopt_long(argc, argv, "PUVefhj:mqu", longopts,
	    NULL)) != -1) {
		switch (c) {
		case 'P':
			j.progress = 1;
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
		case 'e':
			eflag = 1;
			break;
		case 'f':
			fflag = 1;
			break;
		case 'h':
			fputs(help, stdout);
			exit(sdk_out_close());
		case 'j':
			if (sdk_strtonum(optarg, 0, 1024, &v) < 0) {
				sdk_warnx("bad job count '%s'", optarg);
				usage();
			}
			j.jobs = (int)v;
			break;
		case 'm':
			mflag = uflag = 1;
			break;
		case 'q':
			qflag = 1;
			break;
		case 'u':
			uflag = 1;
			break;
		default:
			usage();
		}
	}
	argc -= optind;
	argv += optind;
	sdk_out_init(j.unbuffered);
	j.work = validate;
	j.candidates = 1;
	j.shapes = 1;
	j.nocomments = qflag;
	rc = sdk_loop_run(&j, argc, argv);
	return sdk_max(rc, sdk_out_close());
}
