/* sdk-play: the sudoku game, line oriented, for people and scripts. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sdk.h"

static const char synopsis[] =
    "usage: sdk-play [--jigsaw] [--screen] [--box RxC] [-d level] [-f file] "
    "[-s seed]\n"
    "                [--variant list] [-z size] [seed]\n";

static const char helptext[] =
    "Usage: sdk-play [OPTION]... [SEED]\n"
    "Play sudoku at a terminal or from a script: the classic game from SEED\n"
    "(the number of cells to fill is asked first), a generated puzzle of one\n"
    "level or of another shape, or a puzzle from a file. Type help in the\n"
    "game for its commands.\n"
    "\n"
    "      --box=RxC           boxes of R rows and C columns, as sdk-gen's:\n"
    "                            sdk-play --box 2x3 (a 6x6 grid)\n"
    "  -d, --difficulty=LEVEL  a puzzle with one solution of LEVEL (easy,\n"
    "                            medium, hard, expert, extreme): sdk-play -d hard\n"
    "  -f, --file=FILE         play the first puzzle of FILE: sdk-play -f saved.txt\n"
    "      --jigsaw            a random region map: sdk-play --jigsaw -s 3\n"
    "      --screen            full screen at a terminal: sdk-play --screen -d easy\n"
    "  -s, --seed=SEED         seed the game, as the operand: sdk-play -s 42\n"
    "      --variant=LIST      extra houses, x (the diagonals), windoku (the\n"
    "                            windows) or both: sdk-play --variant x\n"
    "  -z, --size=SIZE         a board of side 4, 6, 8, 9, 10, 12 or 16:\n"
    "                            sdk-play -z 16 -d expert\n"
    "      --help              print this help and exit: sdk-play --help\n"
    "      --version           print the version and exit: sdk-play --version\n"
    "\n"
    "Exit status: 0 at exit or the end of the input, 1 when no puzzle of the\n"
    "level was found, 2 on trouble. Full documentation: man sdk-play\n";

/* Where the games come from: the classic question, -d, a shape or -f. */
struct source {
	int n;				/* side of generated games */
	int shaped;			/* another shape than classic */
	struct sdk_gen_opts gen;	/* that shape, as sdk-gen makes it */
	int level;			/* -d: SDK_LEVEL_*, or -1 */
	uint64_t seed;			/* -d, shaped: the seed of the run */
	long next;			/* -d, shaped: its next puzzle */
	const struct sdk_grid *givens;	/* -f: the puzzle, or NULL */
	const struct sdk_grid *state;	/* -f: the board */
	const uint16_t *marks;		/* -f: the pencil marks */
	struct sdk_grid sol;		/* -f: the canonical solution */
	int nsol;			/* -f: 0, 1 or 2 (more) solutions */
	int screen;			/* --screen: play full screen */
	char title[128];		/* --screen: its first line */
};

static int inerr;	/* errno of a read error on stdin, or 0 */

/* Notes a read error on stdin, once the commands have run out. */
static void
checkin(void)
{
	if (ferror(stdin) && inerr == 0)
		inerr = errno ? errno : EIO;
}

static void
usage(void)
{
	fputs(synopsis, stderr);
	exit(SDK_EXIT_ERR);
}

/*
 * Loads the first puzzle of path: its givens, and as the board the
 * second grid of a pair (as "save" writes it), which must agree with the
 * givens, and the pencil marks of a save. Returns 0, or -1 after a
 * message.
 */
static int
load(const char *path, struct sdk_grid *givens, struct sdk_grid *state,
    uint16_t *marks)
{
	struct sdk_parse_opts o;
	struct sdk_parser *p;
	struct sdk_record r;
	char why[512];
	int k, saved, rc = -1;

	memset(&o, 0, sizeof(o));
	if ((p = sdk_parser_open(path, &o)) == NULL) {
		sdk_warn("%s", path);
		return -1;
	}
	sdk_record_init(&r);
	while ((k = sdk_parser_next(p, &r)) != 0) {
		if (k == -2) {
			sdk_warn("%s", sdk_parser_name(p));
			break;
		}
		if (k < 0) {
			sdk_warnx_at(sdk_parser_name(p), sdk_parser_errline(p),
			    "%s", sdk_parser_error(p));
			break;
		}
		if (r.type != SDK_REC_GRID)
			continue;
		if (r.pm) {
			sdk_warnx_at(sdk_parser_name(p), r.lineno, "a candidate "
			    "grid: sdk-play plays puzzles of givens "
			    "(sdk-parse --givens-only keeps its cells of one "
			    "candidate as givens)");
			break;
		}
		*givens = r.grid;
		if ((saved = sdk_game_saved(&r, state)) <= 0 &&
		    (saved < 0 || !sdk_record_pair(&r, state)))
			*state = r.grid;
		sdk_game_marks(&r, marks);
		/* the givens first, then what a corrupt save lacks */
		if (sdk_game_check(givens, state, saved == 2, why,
		    sizeof(why)) < 0)
			sdk_warnx_at(sdk_parser_name(p), r.lineno, "%s", why);
		else if (saved < 0)
			sdk_warnx_at(sdk_parser_name(p), r.lineno, "%s",
			    sdk_game_noboard);
		else
			rc = 0;
		break;
	}
	if (k == 0)
		sdk_warnx("%s: no puzzle", sdk_parser_name(p));
	sdk_record_free(&r);
	sdk_parser_close(p);
	return rc;
}

/*
 * Asks for the number of cells to fill until a good one comes. Returns it,
 * or -1 at the end of the input.
 */
static int
askcells(int n)
{
	char word[64];
	long long v;
	int max = n * n - 1;

	for (;;) {
		printf("Please enter the number of cells to fill [0-%d]:\n",
		    max);
		fflush(stdout);
		if (!sdk_game_readword(stdin, word, sizeof(word))) {
			checkin();
			return -1;
		}
		if (sdk_strtonum(word, 0, max, &v) == 0)
			return (int)v;
		printf("Error: invalid number of cells to fill (should be "
		    "between 0 and %d)\n", max);
	}
}

/*
 * Starts the next game of src in gm. Returns 0, -1 at the end of the
 * input (at the question), -2 when no puzzle of the level was found
 * (after a message).
 */
static int
newgame(struct source *src, struct sdk_game *gm)
{
	struct sdk_gen_opts o;
	struct sdk_gen_filter f;
	struct sdk_grid puz, sol;
	char why[128];
	int k;

	if (src->givens != NULL) {
		sdk_game_start(gm, src->givens, src->state,
		    src->nsol > 0 ? &src->sol : NULL);
		gm->unique = src->nsol == 1;
		memcpy(gm->marks, src->marks, sizeof(gm->marks));
		return 0;
	}
	if (src->level >= 0) {
		/* puzzle next of sdk-gen -d level -s seed, of the shape */
		o = src->gen;
		f.level = src->level;
		f.min = 0;
		f.max = 999;
		f.tries = sdk_gen_tries(src->n);
		f.moves = 0;
		if (!sdk_gen_reach(&o, f.level, f.min, f.max, why,
		    sizeof(why))) {
			sdk_warnx("%s", why);
			return -2;
		}
		if ((k = sdk_gen_nth(&o, src->seed, src->next++, &f, &puz,
		    &sol, NULL)) < 0) {
			if (k == -3)
				sdk_warnx("no jigsaw region map took a full "
				    "grid");
			else
				sdk_warnx("none of %ld solution grids walked "
				    "into %s", f.tries,
				    sdk_level_name(src->level));
			return -2;
		}
		sdk_game_start(gm, &puz, NULL, &sol);
		gm->unique = 1;
		return 0;
	}
	if (src->shaped) {
		/* puzzle next of sdk-gen -s seed with the same shape */
		if ((k = sdk_gen_nth(&src->gen, src->seed, src->next++, NULL,
		    &puz, &sol, NULL)) < 0) {
			sdk_warnx(k == -3 ? "no jigsaw region map took a full "
			    "grid" : "no puzzle was made");
			return -2;
		}
		sdk_game_start(gm, &puz, NULL, &sol);
		gm->unique = 1;
		return 0;
	}
	if ((k = askcells(src->n)) < 0)
		return -1;
	sdk_gen_classic(src->n, k, &puz, &sol);
	sdk_game_start(gm, &puz, NULL, &sol);
	gm->classic = 1;
	if (sdk_solve_count(&puz, 2, NULL, NULL) == 1)
		gm->unique = 1;
	else
		sdk_warnx("note: this puzzle has more than one solution; hint "
		    "gives the stored one");
	return 0;
}

/*
 * Plays the games of src until exit or the end of the input. Returns an
 * exit status.
 */
static int
play(struct source *src)
{
	struct sdk_game gm;
	char line[SDK_GAME_LINE + 1];
	int k, toolong;

	memset(&gm, 0, sizeof(gm));
	for (;;) {
		if ((k = newgame(src, &gm)) == -2) {
			sdk_game_free(&gm);
			return SDK_EXIT_NO;
		}
		if (k < 0)
			break;
		if (!src->screen) {
			sdk_game_board(&gm, stdout);
			if (gm.solved)
				puts("Puzzle solved successfully");
		}
		fflush(stdout);
		k = SDK_GAME_GO;
		if (src->screen &&
		    (k = sdk_screen_play(&gm, src->title)) < 0) {
			sdk_warn("cannot set up the terminal");
			sdk_game_free(&gm);
			return SDK_EXIT_ERR;
		}
		while (k == SDK_GAME_GO &&
		    sdk_game_readline(stdin, line, &toolong)) {
			if (toolong) {
				puts("Error: invalid command");
				fflush(stdout);
				continue;
			}
			k = sdk_game_command(&gm, line, stdout);
			fflush(stdout);
		}
		checkin();
		if (k == SDK_GAME_EXIT) {
			sdk_game_free(&gm);
			return SDK_EXIT_OK;
		}
		if (k == SDK_GAME_GO)
			break;
	}
	puts("Exiting...");
	sdk_game_free(&gm);
	return SDK_EXIT_OK;
}

/*
 * sdk-play plays the classic game, a generated puzzle of one level, or a
 * loaded one, on commands from standard input; see sdk-play(1).
 */
int
main(int argc, char *argv[])
{
	enum { OPT_SCREEN = 256, OPT_BOX, OPT_JIGSAW, OPT_VARIANT };
	static const struct option longopts[] = {
		{ "box", required_argument, NULL, OPT_BOX },
		{ "difficulty", required_argument, NULL, 'd' },
		{ "screen", no_argument, NULL, OPT_SCREEN },
		{ "file", required_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ "jigsaw", no_argument, NULL, OPT_JIGSAW },
		{ "seed", required_argument, NULL, 's' },
		{ "variant", required_argument, NULL, OPT_VARIANT },
		{ "version", no_argument, NULL, 'V' },
		{ "size", required_argument, NULL, 'z' },
		{ NULL, 0, NULL, 0 }
	};
	struct source src;
	struct sdk_grid givens, state;
	uint16_t marks[SDK_MAXCELLS];
	struct timespec now;
	const char *file = NULL, *seedarg = NULL;
	char why[128], name[64];
	long long v, seed;
	const char *bad;
	size_t badlen;
	int c, rc, shapeopt = 0, zflag = 0, var;

	sdk_setprogname("sdk-play");
	memset(&src, 0, sizeof(src));
	src.n = 9;
	src.level = -1;
	while ((c = getopt_long(argc, argv, "d:f:s:z:", longopts, NULL)) !=
	    -1) {
		switch (c) {
		case OPT_SCREEN:
			src.screen = 1;
			break;
		case OPT_BOX:
			/* the box shapes of sdk-gen --box */
			if (sdk_box_parse(optarg, 1, &src.gen.bh,
			    &src.gen.bw) < 0) {
				sdk_warnx("bad box shape '%s' (%.*s or %s)",
				    optarg, (int)strlen(SDK_GEN_BOXES) - 5,
				    SDK_GEN_BOXES,
				    &SDK_GEN_BOXES[strlen(SDK_GEN_BOXES) - 3]);
				usage();
			}
			shapeopt = 1;
			break;
		case OPT_JIGSAW:
			src.gen.var |= SDK_VAR_JIGSAW;
			shapeopt = 1;
			break;
		case OPT_VARIANT:
			if ((var = sdk_variant_parse(optarg, 1, &bad,
			    &badlen)) < 0) {
				sdk_warnx("unknown variant '%.*s' (x or "
				    "windoku)", (int)badlen, bad);
				usage();
			}
			src.gen.var |= var;
			shapeopt = 1;
			break;
		case 'd':
			if ((src.level = sdk_level_lookup(optarg)) < 0) {
				sdk_warnx("unknown level '%s' (easy, medium, "
				    "hard, expert or extreme)", optarg);
				usage();
			}
			break;
		case 'f':
			file = optarg;
			break;
		case 'h':
			fputs(helptext, stdout);
			exit(sdk_out_close());
		case 's':
			seedarg = optarg;
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
			src.n = (int)v;
			zflag = 1;
			break;
		default:
			usage();
		}
	}
	argc -= optind;
	argv += optind;
	if (argc > 1 || (argc == 1 && seedarg != NULL))
		usage();
	if (argc == 1)
		seedarg = argv[0];
	if (file != NULL && src.level >= 0) {
		sdk_warnx("-d and -f do not go together");
		usage();
	}
	src.gen.n = src.n;
	src.gen.symmetry = SDK_SYM_NONE;
	if (sdk_gen_shape(&src.gen, zflag, why, sizeof(why)) < 0) {
		sdk_warnx("%s", why);
		usage();
	}
	src.n = src.gen.n;
	src.shaped = !sdk_gen_shape_classic(&src.gen);
	sdk_gen_shape_name(&src.gen, name, sizeof(name));
	if (file != NULL && (shapeopt || src.shaped)) {
		sdk_warnx("-f plays the shape of its puzzle: no --box, "
		    "--jigsaw, --variant or -z %d", src.n);
		usage();
	}
	if (seedarg != NULL) {
		/*
		 * -d and other shapes seed a run of sdk-gen, the classic
		 * game rand().
		 */
		if (src.level >= 0 || src.shaped ? sdk_strtonum(seedarg, 0, INT64_MAX,
		    &seed) < 0 : sdk_strtonum(seedarg, INT_MIN, UINT_MAX,
		    &seed) < 0) {
			sdk_warnx("bad seed '%s'", seedarg);
			usage();
		}
	} else if (src.level >= 0 || src.shaped) {
		clock_gettime(CLOCK_REALTIME, &now);
		seed = (long long)(((uint64_t)now.tv_sec * 1000000000u +
		    (uint64_t)now.tv_nsec) & INT64_MAX);
	} else
		seed = (long long)time(NULL);
	if (src.screen && (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))) {
		sdk_warnx("--screen needs a terminal on standard input and "
		    "output");
		return SDK_EXIT_ERR;
	}
	snprintf(src.title, sizeof(src.title), "sdk-play  %s%s%s",
	    file != NULL ? file : src.level >= 0 ?
	    sdk_level_name(src.level) : src.shaped ? "" : "classic",
	    file != NULL || src.shaped ? "" : " ", file != NULL ? "" : name);
	srand((unsigned)seed);
	src.seed = (uint64_t)seed;
	sdk_geom(src.n);
	if (file != NULL) {
		if (load(file, &givens, &state, marks) < 0)
			return SDK_EXIT_ERR;
		if (!sdk_grid_classic(&givens)) {
			sdk_grid_shape_name(&givens, name, sizeof(name));
			snprintf(src.title, sizeof(src.title), "sdk-play  %s  "
			    "%s", file, name);
		}
		/* Solved once: restart plays the same puzzle again. */
		src.nsol = sdk_solve_canonical(&givens, &src.sol, NULL);
		src.givens = &givens;
		src.state = &state;
		src.marks = marks;
	}
	rc = play(&src);
	if (inerr != 0) {
		sdk_warnx("<stdin>: %s", strerror(inerr));
		return sdk_max(SDK_EXIT_ERR, sdk_out_close());
	}
	return sdk_max(rc, sdk_out_close());
}
