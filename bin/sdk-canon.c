/* sdk-canon: canonical forms, twins, transforms and symmetry of sudokus. */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sdk.h"

static const char synopsis[] =
    "usage: sdk-canon [-PRUVahkmp] [-j jobs] [-s seed] [--uniq] "
    "[-x map] [file ...]\n";

static const char help[] =
    "Usage: sdk-canon [OPTION]... [FILE]...\n"
    "Write the minlex canonical form of each sudoku record of each FILE "
    "(standard\n"
    "input when there is none, or for -): the least string among all its "
    "twins.\n"
    "\n"
    "  -a, --automorphisms    the record with automorphisms=N and "
    "symmetry=NAME\n"
    "  -j, --jobs=N           work on N threads (0: one per processor; "
    "default 1)\n"
    "  -k, --key              the form, a TAB, then the record as it "
    "came\n"
    "  -m, --map              add map=MAP, the transform that was "
    "applied\n"
    "  -p, --pattern          the form of the pattern of givens alone "
    "(givens as 1)\n"
    "  -P, --progress         show a counter with rate and time left on "
    "stderr\n"
    "  -R, --random           a random twin of each record instead\n"
    "  -s, --seed=N           seed of -R (default: from the clock)\n"
    "      --shard=K/N        only records K, K+N, K+2N, ... of the input\n"
    "  -U, --unbuffered       write each record at once\n"
    "      --uniq             keep the first record of each class, as it "
    "came\n"
    "  -x, --apply=MAP        apply the transform MAP (T:ROWS:COLS:DIGITS)"
    "\n"
    "  -h, --help             print this help and exit\n"
    "  -V, --version          print the version and exit\n"
    "\n"
    "Example: keep one puzzle of each isomorph class\n"
    "  sdk-canon --uniq examples/puzzles.txt > distinct.txt\n"
    "\n"
    "Exit status: 0 on success, 2 on trouble.\n"
    "See sdk-canon(1) and sdk(5).\n";

enum { CANON, PATTERN, APPLY, RANDOM, AUTOS };

static int action = CANON;
static int kflag, mflag, uflag;
static uint64_t seed;
static struct sdk_xform xmap;	/* -x */

/*
 * The forms seen by --uniq: an open hash table of offsets into an arena
 * that holds each form once, its size first, then its cells, two a byte
 * (one a byte for 16x16).
 */
static struct {
	unsigned char *arena;
	size_t len, cap;
	size_t *slot;		/* offset + 1; 0: empty */
	size_t nslot, used;
} seen;

/* Prints the usage on stderr and exits 2. */
static void
usage(void)
{
	fputs(synopsis, stderr);
	exit(SDK_EXIT_ERR);
}

/* Packs the form of g in key; returns its length. */
static size_t
pack(const struct sdk_grid *g, unsigned char *key)
{
	size_t k = 0;
	int i;

	key[k++] = (unsigned char)g->n;
	if (g->n == 16) {
		memcpy(key + k, g->cell, (size_t)g->ncells);
		return k + (size_t)g->ncells;
	}
	for (i = 0; i < g->ncells; i += 2)
		key[k++] = (unsigned char)(g->cell[i] << 4 |
		    (i + 1 < g->ncells ? g->cell[i + 1] : 0));
	return k;
}

/* Returns the FNV-1a hash of the len bytes of key. */
static uint64_t
hash(const unsigned char *key, size_t len)
{
	uint64_t h = 0xcbf29ce484222325ULL;

	while (len-- > 0)
		h = (h ^ *key++) * 0x100000001b3ULL;
	return h;
}

/* Returns the length of the packed form at offset off of the arena. */
static size_t
keylen(size_t off)
{
	int n = seen.arena[off];

	return 1 + (size_t)(n == 16 ? 256 : (n * n + 1) / 2);
}

/* Adds the form of g to the set. Returns 1 when it was new, else 0. */
static int
addform(const struct sdk_grid *g)
{
	unsigned char key[SDK_MAXCELLS + 1];
	size_t len = pack(g, key), i, j, *old, nold;

	if (seen.used * 10 >= seen.nslot * 7) {
		old = seen.slot;
		nold = seen.nslot;
		seen.nslot = nold ? 2 * nold : 1024;
		seen.slot = sdk_emalloc(seen.nslot * sizeof(*seen.slot));
		memset(seen.slot, 0, seen.nslot * sizeof(*seen.slot));
		for (j = 0; j < nold; j++) {
			if (old[j] == 0)
				continue;
			i = hash(seen.arena + old[j] - 1, keylen(old[j] - 1)) &
			    (seen.nslot - 1);
			while (seen.slot[i] != 0)
				i = (i + 1) & (seen.nslot - 1);
			seen.slot[i] = old[j];
		}
		free(old);
	}
	for (i = hash(key, len) & (seen.nslot - 1); seen.slot[i] != 0;
	    i = (i + 1) & (seen.nslot - 1))
		if (keylen(seen.slot[i] - 1) == len &&
		    memcmp(seen.arena + seen.slot[i] - 1, key, len) == 0)
			return 0;
	if (seen.len + len > seen.cap) {
		seen.cap = seen.cap ? 2 * seen.cap : 65536;
		seen.arena = sdk_erealloc(seen.arena, seen.cap);
	}
	memcpy(seen.arena + seen.len, key, len);
	seen.slot[i] = seen.len + 1;
	seen.len += len;
	seen.used++;
	return 1;
}

/* Appends the fields of r to out, a pair's solution through x. */
static void
fields(const struct sdk_record *r, const struct sdk_xform *x,
    struct sdk_buf *out)
{
	struct sdk_grid sol;
	const char *s;
	size_t len;

	if (r->len == 0)
		return;
	sdk_buf_add(out, "\t", 1);
	if (x != NULL && sdk_record_pair(r, &sol)) {
		sdk_xform_apply(x, &sol, &sol);
		sdk_buf_grid(out, &sol);
		sdk_record_field(r, 0, &s, &len);
		sdk_buf_add(out, s + len, r->len - (size_t)(s + len - r->text));
	} else
		sdk_buf_add(out, r->text, r->len);
}

/* Appends record r as it came to out, without newline. */
static void
original(const struct sdk_record *r, struct sdk_buf *out)
{
	sdk_buf_grid(out, &r->grid);
	fields(r, NULL, out);
}

/* Appends the map field of x to out. */
static void
mapfield(const struct sdk_xform *x, struct sdk_buf *out)
{
	char text[SDK_XFORM_TEXT];

	sdk_xform_format(x, text);
	sdk_buf_printf(out, "\tmap=%s", text);
}

/* Appends the automorphism count and the symmetry of the givens of g. */
static void
autofields(const struct sdk_grid *g, struct sdk_buf *out)
{
	long long autos;
	unsigned set = sdk_sym_pattern(g), all;
	int sym, k = 0;

	sdk_canon(g, NULL, NULL, &autos);
	sdk_buf_printf(out, "\tautomorphisms=%lld\tsymmetry=", autos);
	all = 0;
	for (sym = SDK_SYM_ROT180; sym <= SDK_SYM_ANTIDIAGONAL; sym++)
		all |= 1u << sym;
	if (set == 0 || set == all) {
		sdk_buf_printf(out, "%s", sdk_sym_name(set ? SDK_SYM_DIHEDRAL :
		    SDK_SYM_NONE));
		return;
	}
	for (sym = SDK_SYM_ROT180; sym <= SDK_SYM_ANTIDIAGONAL; sym++)
		if (set & 1u << sym)
			sdk_buf_printf(out, "%s%s", k++ ? "," : "",
			    sdk_sym_name(sym));
}

/*
 * Writes to out what the action makes of record r (number i of the run),
 * or nothing when --uniq has seen its class. Returns an exit status.
 */
static int
canonrec(const struct sdk_record *r, long i, const char *file,
    struct sdk_buf *out, struct sdk_buf *err)
{
	struct sdk_grid form;
	struct sdk_xform x;
	struct sdk_rng rng;

	switch (action) {
	case AUTOS:
		if (kflag) {
			sdk_canon(&r->grid, &form, NULL, NULL);
			sdk_buf_grid(out, &form);
			sdk_buf_add(out, "\t", 1);
		}
		original(r, out);
		autofields(&r->grid, out);
		sdk_buf_add(out, "\n", 1);
		return SDK_EXIT_OK;
	case APPLY:
		if (xmap.n != r->grid.n) {
			sdk_buf_warnx_at(err, file, r->lineno, "the map is for "
			    "%dx%d grids, this one is %dx%d", xmap.n, xmap.n,
			    r->grid.n, r->grid.n);
			return SDK_EXIT_ERR;
		}
		x = xmap;
		break;
	case RANDOM:
		sdk_rng_seed2(&rng, seed, (uint64_t)i);
		sdk_xform_random(&x, r->grid.n, &rng);
		break;
	case PATTERN:
		sdk_canon_pattern(&r->grid, &form, &x);
		break;
	default:
		/*
		 * The map only when it is written or carries a pair's
		 * solution: without it, a puzzle with automorphisms needs
		 * no search for one way among them.
		 */
		sdk_canon(&r->grid, &form, mflag || r->len > 0 ? &x : NULL,
		    NULL);
		break;
	}
	if (action == APPLY || action == RANDOM)
		sdk_xform_apply(&x, &r->grid, &form);
	if (uflag && !addform(&form))
		return SDK_EXIT_OK;
	if (uflag && !kflag)
		original(r, out);
	else {
		sdk_buf_grid(out, &form);
		if (kflag) {
			sdk_buf_add(out, "\t", 1);
			original(r, out);
		} else
			fields(r, &x, out);
	}
	if (mflag)
		mapfield(&x, out);
	sdk_buf_add(out, "\n", 1);
	return SDK_EXIT_OK;
}

/* The work of the record loop, on a worker thread. */
static int
work(const struct sdk_record *r, const char *file, struct sdk_buf *out,
    struct sdk_buf *err, long *stat, void *arg)
{
	(void)stat;
	(void)arg;
	return canonrec(r, 0, file, out, err);
}

/*
 * The record loop's writer, on the caller's thread, for --uniq and -R:
 * they need the records in order.
 */
static int
writerec(const struct sdk_record *r, const char *file, void *arg)
{
	static struct sdk_buf out, err;
	int rc;

	(void)arg;
	if (r->type == SDK_REC_COMMENT) {
		sdk_out_write(r->text, r->len);
		sdk_out_write("\n", 1);
		sdk_out_record();
		return SDK_EXIT_OK;
	}
	out.len = err.len = 0;
	rc = canonrec(r, r->num - 1, file, &out, &err);
	if (out.len > 0) {
		sdk_out_write(out.s, out.len);
		sdk_out_record();
	}
	if (err.len > 0) {
		sdk_out_flush();
		fwrite(err.s, 1, err.len, stderr);
	}
	return rc;
}

/* Reads the map of -x into xmap, or ends with a usage message. */
static void
readmap(const char *s)
{
	char why[128];
	const char *p = strncmp(s, "map=", 4) == 0 ? s + 4 : s;
	const char *e = strchr(p, ':');
	size_t len = 0;

	if (e != NULL)
		len = strcspn(e + 1, ":");
	if (sdk_xform_parse(&xmap, len == 4 || len == 9 || len == 16 ?
	    (int)len : 9, s, why, sizeof(why)) < 0) {
		sdk_warnx("bad map '%s': %s", s, why);
		usage();
	}
}

/*
 * sdk-canon writes for each record its minlex form, or a key, a twin, its
 * automorphisms; see sdk-canon(1).
 */
int
main(int argc, char *argv[])
{
	enum { OPT_UNIQ = 256 };
	static const struct option longopts[] = {
		{ "apply", required_argument, NULL, 'x' },
		{ "automorphisms", no_argument, NULL, 'a' },
		{ "help", no_argument, NULL, 'h' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "key", no_argument, NULL, 'k' },
		{ "map", no_argument, NULL, 'm' },
		{ "pattern", no_argument, NULL, 'p' },
		{ "progress", no_argument, NULL, 'P' },
		{ "random", no_argument, NULL, 'R' },
		{ "seed", required_argument, NULL, 's' },
		{ "shard", required_argument, NULL, SDK_OPT_SHARD },
		{ "unbuffered", no_argument, NULL, 'U' },
		{ "uniq", no_argument, NULL, OPT_UNIQ },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct sdk_loop l;
	struct timespec now;
	long long v;
	int c, rc, nact = 0, sflag = 0;

	sdk_setprogname("sdk-canon");
	memset(&l, 0, sizeof(l));
	l.jobs = 1;
	while ((c = getopt_long(argc, argv, "PRUVahj:kmps:x:", longopts,
	    NULL)) != -1) {
		switch (c) {
		case 'P':
			l.progress = 1;
			break;
		case 'R':
			action = RANDOM;
			nact++;
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
		case 'a':
			action = AUTOS;
			nact++;
			break;
		case 'h':
			fputs(help, stdout);
			exit(sdk_out_close());
		case 'j':
			if (sdk_strtonum(optarg, 0, 1024, &v) < 0) {
				sdk_warnx("bad job count '%s'", optarg);
				usage();
			}
			l.jobs = (int)v;
			break;
		case 'k':
			kflag = 1;
			break;
		case 'm':
			mflag = 1;
			break;
		case 'p':
			action = PATTERN;
			nact++;
			break;
		case 's':
			if (sdk_strtonum(optarg, 0, INT64_MAX, &v) < 0) {
				sdk_warnx("bad seed '%s'", optarg);
				usage();
			}
			seed = (uint64_t)v;
			sflag = 1;
			break;
		case 'x':
			readmap(optarg);
			action = APPLY;
			nact++;
			break;
		case OPT_UNIQ:
			uflag = 1;
			break;
		default:
			usage();
		}
	}
	argc -= optind;
	argv += optind;
	if (nact > 1) {
		sdk_warnx("-a, -p, -R and -x go one at a time");
		usage();
	}
	if ((kflag || uflag) && action != CANON && action != PATTERN &&
	    !(kflag && action == AUTOS)) {
		sdk_warnx("%s needs the form: not with -R or -x%s",
		    uflag ? "--uniq" : "-k", uflag ? " or -a" : "");
		usage();
	}
	if (mflag && action == AUTOS) {
		sdk_warnx("-m has no map to write with -a");
		usage();
	}
	if (sflag && action != RANDOM) {
		sdk_warnx("-s needs -R");
		usage();
	}
	sdk_out_init(l.unbuffered);
	if (action == RANDOM && !sflag) {
		clock_gettime(CLOCK_REALTIME, &now);
		seed = ((uint64_t)now.tv_sec * 1000000000u +
		    (uint64_t)now.tv_nsec) & INT64_MAX;
		printf("# seed=%llu\n", (unsigned long long)seed);
		sdk_out_record();
	}
	if (uflag || action == RANDOM)
		l.write = writerec;
	else
		l.work = work;
	rc = sdk_loop_run(&l, argc, argv);
	return sdk_max(rc, sdk_out_close());
}
