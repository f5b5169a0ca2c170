/*
 * sdk.h: the one public header of libsdk, the sudoku toolkit library.
 * Sections go up the floors of the library, each lower one first: the
 * ground floor (util, buf, rand), the grid and its records, the solvers,
 * readers and styles, the technique engine, the generator and the game,
 * and the record loop of the tools (see README.md, "Architecture").
 */
#ifndef SDK_H
#define SDK_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define SDK_VERSION "0.1.0"

#define SDK_MAXN 16			/* largest side */
#define SDK_MAXCELLS 256		/* SDK_MAXN * SDK_MAXN */
#define SDK_LINE_MAX (64 * 1024)	/* longest line of the record stream */
#define SDK_TEXT_MAX (16 * 1024 * 1024)	/* longest text sdk-parse holds */

/* Exit status shared by every tool (sbase grep). */
enum {
	SDK_EXIT_OK = 0,	/* everything succeeded, every answer was yes */
	SDK_EXIT_NO = 1,	/* some answer was no */
	SDK_EXIT_ERR = 2	/* trouble: usage, input, output, memory */
};

#ifdef __GNUC__
#define SDK_PRINTF(f, a) __attribute__((format(printf, f, a)))
#define SDK_NORETURN __attribute__((noreturn))
#else
#define SDK_PRINTF(f, a)
#define SDK_NORETURN
#endif

/* util.c: messages, numbers, memory and standard output. */
void sdk_setprogname(const char *name);
const char *sdk_getprogname(void);
void sdk_warn(const char *fmt, ...) SDK_PRINTF(1, 2);
void sdk_warnx(const char *fmt, ...) SDK_PRINTF(1, 2);
void sdk_warnx_at(const char *file, long line, const char *fmt, ...)
    SDK_PRINTF(3, 4);
void sdk_errx(int status, const char *fmt, ...) SDK_PRINTF(2, 3)
    SDK_NORETURN;
void *sdk_emalloc(size_t size);
void *sdk_erealloc(void *p, size_t size);
int sdk_strtonum(const char *s, long long min, long long max,
    long long *val);
void sdk_version(void) SDK_NORETURN;
void sdk_out_init(int unbuffered);
void sdk_out_write(const char *s, size_t len);
FILE *sdk_out_stream(void);
void sdk_out_commit(void);
void sdk_out_flush(void);
void sdk_out_record(void);
int sdk_out_close(void);
int sdk_max(int a, int b);

/* buf.c: a growing text buffer. */
struct sdk_buf {
	char *s;
	size_t len, cap;
};

void sdk_buf_json(struct sdk_buf *b, const char *s, size_t len);
void sdk_buf_add(struct sdk_buf *b, const char *s, size_t len);
void sdk_buf_printf(struct sdk_buf *b, const char *fmt, ...)
    SDK_PRINTF(2, 3);
void sdk_buf_warnx_at(struct sdk_buf *b, const char *file, long line,
    const char *fmt, ...) SDK_PRINTF(4, 5);
void sdk_buf_free(struct sdk_buf *b);

/* rand.c: a portable seeded generator (xoshiro256**, splitmix64 seeding). */
struct sdk_rng {
	uint64_t s[4];
};

void sdk_rng_seed(struct sdk_rng *r, uint64_t seed);
void sdk_rng_seed2(struct sdk_rng *r, uint64_t seed, uint64_t stream);
uint64_t sdk_rng_next(struct sdk_rng *r);
uint32_t sdk_rng_below(struct sdk_rng *r, uint32_t n);
void sdk_rng_shuffle(struct sdk_rng *r, int *a, int n);

/* grid.c: the grid, its shape and geometry, candidates and conflicts. */

#define SDK_MAXHOUSES (3 * SDK_MAXN + 2 + 9)	/* rows, columns, boxes,
						   two diagonals, windows */
#define SDK_MAXCELLHOUSES 6	/* row, column, box, two diagonals, window */
#define SDK_MAXPEERS (SDK_MAXCELLHOUSES * (SDK_MAXN - 1))
#define SDK_GRID_TEXT (2 * SDK_MAXCELLS + 16)	/* a first field, with NUL */

/* The extra houses and the regions of a shape (struct sdk_grid var). */
enum {
	SDK_VAR_X = 1,		/* the two long diagonals are houses */
	SDK_VAR_WINDOKU = 2,	/* the windows between the boxes too */
	SDK_VAR_JIGSAW = 4	/* regions of any form replace the boxes */
};

/*
 * A grid of side n (4, 6, 8, 9, 10, 12 or 16) and its shape: boxes of bh
 * rows and bw columns (jigsaw: region[] gives each cell's region, 0..n-1,
 * in place of a box), with the extra houses of var. box is the side of
 * square boxes (0 for others and for jigsaw). cell[i] holds the value of
 * cell i in reading order: 0 for empty, else 1..n. A grid of side 4, 9 or
 * 16 with square boxes and no var is classic.
 */
struct sdk_grid {
	int n;
	int box;
	int bh, bw;
	int var;
	int ncells;
	unsigned char cell[SDK_MAXCELLS];
	unsigned char region[SDK_MAXCELLS];	/* SDK_VAR_JIGSAW only */
};

/* The kinds of house (struct sdk_geom kind). */
enum {
	SDK_HOUSE_ROW, SDK_HOUSE_COL, SDK_HOUSE_BOX, SDK_HOUSE_REGION,
	SDK_HOUSE_DIAG, SDK_HOUSE_ANTI, SDK_HOUSE_WINDOW
};

/*
 * The geometry of one shape: its houses (rows 0..n-1, columns n..2n-1,
 * boxes or jigsaw regions 2n..3n-1 in reading order, then the diagonal and
 * the anti-diagonal of X, then the windows of windoku in reading order),
 * the houses of each cell (row, column, box first) and its peers (the
 * other cells of its houses). Classic shapes have 3 houses and npeers
 * peers a cell; npeer[i] and ncellhouse[i] hold each cell's own counts.
 */
struct sdk_geom {
	int n, box, bh, bw, var, ncells, nhouses, npeers;
	unsigned char house[SDK_MAXHOUSES][SDK_MAXN];
	unsigned char kind[SDK_MAXHOUSES];	/* SDK_HOUSE_* */
	unsigned char num[SDK_MAXHOUSES];	/* number among its kind,
						   from 0 */
	unsigned char ncellhouse[SDK_MAXCELLS];
	unsigned char cellhouse[SDK_MAXCELLS][SDK_MAXCELLHOUSES];
	unsigned char npeer[SDK_MAXCELLS];
	unsigned char peer[SDK_MAXCELLS][SDK_MAXPEERS];
};

int sdk_size_ok(int n);
int sdk_side_ok(int n);
int sdk_side_boxrows(int n);
const char *sdk_side_article(int n);
int sdk_size_from_cells(size_t ncells);
const struct sdk_geom *sdk_geom(int n);
const struct sdk_geom *sdk_grid_geom(const struct sdk_grid *g,
    struct sdk_geom *space);
int sdk_grid_init(struct sdk_grid *g, int n);
void sdk_grid_init_like(struct sdk_grid *g, const struct sdk_grid *like);
int sdk_grid_shape(struct sdk_grid *g, int n, int bh, int bw, int var,
    const unsigned char *region, char *err, size_t errsize);
int sdk_grid_classic(const struct sdk_grid *g);
int sdk_grid_boxof(const struct sdk_grid *g, int r, int c);
int sdk_cell_next(int n, int c, int k);
int sdk_region_connected(const unsigned char *map, int n, int r,
    int size);
int sdk_grid_sameshape(const struct sdk_grid *a, const struct sdk_grid *b);
size_t sdk_grid_shape_format(const struct sdk_grid *g, char *buf);
void sdk_grid_shape_name(const struct sdk_grid *g, char *buf, size_t size);
size_t sdk_grid_shape_len(const char *s, size_t len);
/* The box shapes sdk-gen makes (sdk_box_parse with gen set). */
#define SDK_GEN_BOXES "2x2, 2x3, 3x2, 2x4, 4x2, 3x3, 2x5, 5x2, 3x4, 4x3, 4x4"
int sdk_box_parse(const char *s, int gen, int *bh, int *bw);
int sdk_variant_parse(const char *s, int gen, const char **bad,
    size_t *badlen);
void sdk_grid_format_cells(const struct sdk_grid *g, char *buf, int zero);
int sdk_grid_parse_cells(struct sdk_grid *g, const char *s, size_t len,
    char *err, size_t errsize);
int sdk_char_value(int c);
int sdk_value_char(int v);
int sdk_grid_parse(struct sdk_grid *g, const char *s, size_t len, char *err,
    size_t errsize);
int sdk_grid_parse_shape(struct sdk_grid *g, const char *s, size_t len,
    size_t ncells, char *err, size_t errsize);
void sdk_grid_format(const struct sdk_grid *g, char *buf, int zero);
int sdk_grid_filled(const struct sdk_grid *g);
int sdk_grid_conflict(const struct sdk_grid *g);
void sdk_grid_candidates(const struct sdk_grid *g, uint16_t *cand);
int sdk_popcount(unsigned x);

/* Two or more equal values in one house. */
struct sdk_conflict {
	int house;		/* house number, as in struct sdk_geom */
	int kind, num;		/* its kind (SDK_HOUSE_*) and number */
	int value;
	int ncells;
	int cell[SDK_MAXN];
};

int sdk_grid_conflicts(const struct sdk_grid *g, struct sdk_conflict *c,
    int max);
void sdk_conflict_format(const struct sdk_grid *g,
    const struct sdk_conflict *c, char *buf, size_t size);
void sdk_cell_name(const struct sdk_grid *g, int i, char *buf, size_t size);

void sdk_house_name(int kind, int num, char *buf, size_t size);
void sdk_buf_grid(struct sdk_buf *b, const struct sdk_grid *g);
void sdk_buf_cells(struct sdk_buf *b, const struct sdk_grid *g);

/* record.c: the records of the canonical stream (sdk(5)). */

enum { SDK_REC_GRID, SDK_REC_COMMENT };

/*
 * One record of the canonical stream: a grid and the fields after it
 * (text holds them joined by TAB, without the TAB that follows the grid),
 * or a comment line (text holds the whole line).
 */
struct sdk_record {
	int type;
	struct sdk_grid grid;
	int pm;			/* a candidate grid: cand holds the puzzle and
				   grid only its size, every cell empty */
	uint16_t cand[SDK_MAXCELLS];	/* bit v-1: v is a candidate */
	char *text;
	size_t len;
	size_t cap;
	long lineno;		/* line it came from, 0 if made here */
	long num;		/* its number in the input from 1, malformed
				   records counted too (set by the loop) */
};

void sdk_record_init(struct sdk_record *r);
void sdk_record_free(struct sdk_record *r);
void sdk_record_settext(struct sdk_record *r, const char *s, size_t len);
void sdk_record_addfield(struct sdk_record *r, const char *s, size_t len);
int sdk_record_field(const struct sdk_record *r, int i, const char **s,
    size_t *len);
int sdk_record_findfield(const struct sdk_record *r, const char *word);
int sdk_record_pair(const struct sdk_record *r, struct sdk_grid *sol);
int sdk_record_checkpair(const struct sdk_record *r, char *err,
    size_t errsize);
int sdk_record_write(FILE *fp, const struct sdk_record *r);
int sdk_record_parse(struct sdk_record *r, const char *s, size_t len,
    char *err, size_t errsize);
int sdk_record_parse_grid(struct sdk_record *r, const char *s, size_t len,
    char *err, size_t errsize);
void sdk_buf_puzzle(struct sdk_buf *b, const struct sdk_record *r);

/*
 * cand.c: candidate grids (pencil-mark puzzles, sukaku). Candidates are
 * one mask a cell, bit v-1 for value v. On the stream a candidate grid
 * is its shape, as a grid's (nothing for a classic one), then n*n*n
 * characters: each cell's n places in turn, place v holding v's
 * character where v is a candidate and '.' where it is not.
 */
#define SDK_CAND_TEXT (SDK_MAXCELLS * SDK_MAXN + SDK_MAXCELLS + 16)

/* Something wrong with a candidate grid, at a cell or a house. */
struct sdk_cand_fault {
	int kind;		/* SDK_CAND_* */
	int cell;		/* SDK_CAND_EMPTY, SDK_CAND_TWICE: the cell */
	int cell2;		/* SDK_CAND_TWICE: the other cell */
	int house;		/* SDK_CAND_NOPLACE, SDK_CAND_TWICE */
	int hkind, hnum;	/* that house's SDK_HOUSE_* and number */
	int value;		/* SDK_CAND_NOPLACE, SDK_CAND_TWICE */
};

enum {
	SDK_CAND_EMPTY,		/* a cell without a candidate */
	SDK_CAND_NOPLACE,	/* a value with no place in a house */
	SDK_CAND_TWICE		/* two cells of a house that can only hold
				   the same value */
};

int sdk_cand_size(size_t len);
int sdk_cand_parse(struct sdk_grid *g, uint16_t *cand, const char *s,
    size_t len, char *err, size_t errsize);
int sdk_cand_parse_cells(struct sdk_grid *g, uint16_t *cand, const char *s,
    size_t len, char *err, size_t errsize);
void sdk_cand_format(int n, const uint16_t *cand, char *buf);
size_t sdk_cand_format_grid(const struct sdk_grid *g, const uint16_t *cand,
    char *buf);
int sdk_cand_faults(const struct sdk_grid *g, const uint16_t *cand,
    struct sdk_cand_fault *f, int max);
void sdk_cand_fault_format(int n, const struct sdk_cand_fault *f,
    char *buf, size_t size);
int sdk_cand_givens(int n, const uint16_t *cand, struct sdk_grid *g);

/* solve*.c: the exact solvers. */
enum {
	SDK_METHOD_FAST,	/* bitmask propagation and search (default) */
	SDK_METHOD_TACTICS,	/* the classic three-tactic solver */
	SDK_METHOD_SIMPLE	/* typewriter-order backtracking */
};

/* What a search did. */
struct sdk_solve_stats {
	long guesses;		/* values tried on a cell by the search */
};

/*
 * How sdk_solve searches: the method, a solution-count limit (0: none),
 * found called with each solution in lexicographic order and arg (a
 * nonzero return stops the search), trace called with each line of the
 * tactics method's trace (without newline) and tracearg. found and trace
 * may be NULL.
 */
struct sdk_solve_opts {
	int method;
	long limit;
	int (*found)(const struct sdk_grid *sol, void *arg);
	void *arg;		/* for found */
	void (*trace)(const char *line, void *arg);
	void *tracearg;		/* for trace */
	const uint16_t *cand;	/* not NULL: a candidate grid, each cell
				   one of these (the fast method only) */
};

long sdk_solve(const struct sdk_grid *g, const struct sdk_solve_opts *o,
    struct sdk_solve_stats *st);
long sdk_solve_count(const struct sdk_grid *g, long limit,
    struct sdk_grid *first, struct sdk_solve_stats *st);
int sdk_solve_first(const struct sdk_grid *g, struct sdk_grid *sol,
    struct sdk_solve_stats *st);
int sdk_solve_canonical(const struct sdk_grid *g, struct sdk_grid *sol,
    struct sdk_solve_stats *st);
long sdk_solve_count_cand(const struct sdk_grid *g, const uint16_t *cand,
    long limit, struct sdk_grid *first, struct sdk_solve_stats *st);
int sdk_solve_canonical_cand(const struct sdk_grid *g, const uint16_t *cand,
    struct sdk_grid *sol, struct sdk_solve_stats *st);
int sdk_solve_method(const char *name);
int sdk_solve_exists_not(const struct sdk_grid *g, int cell, int value);
int sdk_solve_removable(const struct sdk_grid *g, unsigned char *cell);
int sdk_solve_restorable(const struct sdk_grid *g, const uint16_t *cand,
    uint16_t *back);

/* parse*.c: the readers of sdk-parse, every input format. */
enum {
	SDK_FORMAT_AUTO, SDK_FORMAT_LINE, SDK_FORMAT_CSV, SDK_FORMAT_GRID,
	SDK_FORMAT_DIGITS, SDK_FORMAT_SIZED, SDK_FORMAT_BOARD, SDK_FORMAT_SDK,
	SDK_FORMAT_SS, SDK_FORMAT_SDM, SDK_FORMAT_CANDIDATES, SDK_FORMAT_HODOKU,
	SDK_FORMAT_JSON, SDK_FORMAT_XML, SDK_FORMAT_HEX, SDK_FORMAT_AP,
	SDK_FORMAT_COUNT
};

struct sdk_parse_opts {
	int format;		/* SDK_FORMAT_*, SDK_FORMAT_AUTO to detect */
	int size;		/* 4, 9 or 16; 0 to detect */
	int keepcomments;	/* keep text after a line puzzle as a field */
	int givensonly;		/* board: keep the fixed cells alone */
	int keepplaced;		/* hodoku: keep +d placed digits */
	int bh, bw;		/* boxes of bh rows and bw columns; 0: from
				   the grid's own lines, or classic */
	int variant;		/* SDK_VAR_X and SDK_VAR_WINDOKU on every
				   puzzle */
};

struct sdk_parser;

const char *sdk_format_name(int format);
const char *sdk_format_desc(int format);
int sdk_format_lookup(const char *name);
struct sdk_parser *sdk_parser_open(const char *path,
    const struct sdk_parse_opts *opts);
int sdk_parser_next(struct sdk_parser *p, struct sdk_record *r);
const char *sdk_parser_name(const struct sdk_parser *p);
long sdk_parser_errline(const struct sdk_parser *p);
const char *sdk_parser_error(const struct sdk_parser *p);
void sdk_parser_close(struct sdk_parser *p);

/* style.c: the text styles written by sdk-fmt. */
enum {
	SDK_STYLE_LINE,		/* the canonical record */
	SDK_STYLE_BOXED,	/* 4 2 3|7 5 1|9 6 8 */
	SDK_STYLE_GRID,		/* 152 489 376, blank line between bands */
	SDK_STYLE_PADDED,	/* %3d per value, 0 empty */
	SDK_STYLE_SIZED,	/* the size, then rows of integers */
	SDK_STYLE_COMPACT,	/* n lines of n characters */
	SDK_STYLE_BOARD,	/* the sdk-play board */
	SDK_STYLE_CANDIDATES,	/* the pencil marks */
	SDK_STYLE_REPORT,	/* the classic solver's report */
	SDK_STYLE_CSV,		/* puzzle,solution rows after a header */
	SDK_STYLE_CSVGRID,	/* n rows of n comma-separated values */
	SDK_STYLE_JSON,		/* one JSON object per record */
	SDK_STYLE_SDK,		/* SadMan Sudoku [Puzzle] */
	SDK_STYLE_SS,		/* Simple Sudoku */
	SDK_STYLE_CANDFRAME,	/* the pencil marks in Simple Sudoku's frame */
	SDK_STYLE_COUNT
};

struct sdk_style_opts {
	int style;		/* SDK_STYLE_* */
	int zero;		/* line style: '0' for an empty cell */
};

/* What was written so far on one output. */
struct sdk_style_state {
	int sep;		/* a puzzle came last: blank line before more */
	int header;		/* the csv header is out */
};

int sdk_style_lookup(const char *name);
const char *sdk_style_name(int style);
void sdk_style_init(struct sdk_style_state *st);
int sdk_style_shape(int style, const struct sdk_grid *g);
int sdk_style_record(FILE *fp, const struct sdk_record *r,
    const struct sdk_style_opts *o, struct sdk_style_state *st);
int sdk_style_board(FILE *fp, const struct sdk_grid *g,
    const struct sdk_grid *state);
char *sdk_style_rule(char *p, const struct sdk_grid *g, int r, int cw);

/* print.c: the printable styles of sdk-fmt, SVG drawings and HTML pages. */
enum { SDK_PRINT_SVG = 1, SDK_PRINT_HTML };
enum { SDK_PAPER_ANY, SDK_PAPER_A4, SDK_PAPER_LETTER };

struct sdk_print_opts {
	int kind;		/* SDK_PRINT_SVG or SDK_PRINT_HTML */
	int sheet;		/* svg: pages of perpage puzzles */
	int perpage;		/* puzzles on a printed page */
	int paper;		/* SDK_PAPER_*; ANY fits both A4 and Letter */
	int answers;		/* html: the solutions of pairs at the end */
	int numbers;		/* values 10 to 16 as numbers, not letters */
	int candidates;		/* pencil marks in the empty cells */
	const char *dir;	/* svg: one file per puzzle or sheet here */
};

struct sdk_print;

struct sdk_print *sdk_print_open(const struct sdk_print_opts *o, FILE *fp);
int sdk_print_comment(struct sdk_print *p, const struct sdk_record *r);
int sdk_print_record(struct sdk_print *p, const struct sdk_record *r);
const char *sdk_print_path(const struct sdk_print *p);
int sdk_print_close(struct sdk_print *p);

/*
 * human*.c: the technique engine. It finds, on a candidate grid, the next
 * step a person would take: the easiest technique that applies, tried in
 * the order of SDK_TECH_* (the order of their ratings), and rates puzzles
 * on the scale of Sudoku Explainer. Ratings are in tenths (23 is 2.3).
 */
enum {
	SDK_TECH_FULL_HOUSE,		/* 1.0 */
	SDK_TECH_HIDDEN_SINGLE_BOX,	/* 1.2 */
	SDK_TECH_HIDDEN_SINGLE_LINE,	/* 1.5 */
	SDK_TECH_NAKED_SINGLE,		/* 2.3 */
	SDK_TECH_POINTING,		/* 2.6 */
	SDK_TECH_CLAIMING,		/* 2.8 */
	SDK_TECH_NAKED_PAIR,		/* 3.0 */
	SDK_TECH_X_WING,		/* 3.2 */
	SDK_TECH_HIDDEN_PAIR,		/* 3.4 */
	SDK_TECH_SKYSCRAPER,		/* 3.5 */
	SDK_TECH_FINNED_X_WING,		/* 3.5 */
	SDK_TECH_NAKED_TRIPLE,		/* 3.6 */
	SDK_TECH_SWORDFISH,		/* 3.8 */
	SDK_TECH_HIDDEN_TRIPLE,		/* 4.0 */
	SDK_TECH_TWO_STRING_KITE,	/* 4.1 */
	SDK_TECH_XY_WING,		/* 4.2 */
	SDK_TECH_EMPTY_RECTANGLE,	/* 4.2 */
	SDK_TECH_FINNED_SWORDFISH,	/* 4.3 */
	SDK_TECH_XYZ_WING,		/* 4.4 */
	SDK_TECH_W_WING,		/* 4.4 */
	SDK_TECH_UR1,			/* 4.5, unique rectangle type 1 */
	SDK_TECH_UR2,			/* 4.6 */
	SDK_TECH_UR4,			/* 4.6 */
	SDK_TECH_UR3,			/* 4.7 to 4.9 */
	SDK_TECH_NAKED_QUAD,		/* 5.0 */
	SDK_TECH_JELLYFISH,		/* 5.2 */
	SDK_TECH_FINNED_JELLYFISH,	/* 5.3 */
	SDK_TECH_HIDDEN_QUAD,		/* 5.4 */
	SDK_TECH_BUG1,			/* 5.6 */
	SDK_TECH_X_CHAIN,		/* 6.5 and up with the length */
	SDK_TECH_XY_CHAIN,		/* 6.6 and up */
	SDK_TECH_FORCING_CHAIN,		/* 7.0 and up */
	SDK_TECH_GUESS,			/* 9.0: trial and error */
	SDK_TECH_COUNT
};

enum {
	SDK_LEVEL_EASY,		/* singles only */
	SDK_LEVEL_MEDIUM,	/* locked candidates, pairs */
	SDK_LEVEL_HARD,		/* subsets, fish, wings, uniqueness */
	SDK_LEVEL_EXPERT,	/* chains */
	SDK_LEVEL_EXTREME,	/* guessing */
	SDK_LEVEL_COUNT
};

/* Flags of struct sdk_human and sdk_rate. */
#define SDK_HUMAN_UNIQUE 1	/* one solution: uniqueness techniques apply */
#define SDK_HUMAN_CHECK 2	/* check each step against the solution */

enum { SDK_ACT_PLACE, SDK_ACT_REMOVE };

/* One action of a step: place value in cell, or remove the candidate. */
struct sdk_action {
	unsigned char kind;	/* SDK_ACT_PLACE or SDK_ACT_REMOVE */
	unsigned char cell;	/* 0..ncells-1, reading order */
	unsigned char value;	/* 1..n */
};

#define SDK_STEP_MAXACT 256
#define SDK_STEP_TEXTMAX 320
#define SDK_STEP_MAXCELLS 64

/* A step: the technique, what it sees in words, and its actions. */
struct sdk_step {
	int tech;		/* SDK_TECH_* */
	int rating;		/* tenths */
	int n;			/* side of the grid */
	int nact;
	struct sdk_action act[SDK_STEP_MAXACT];
	char text[SDK_STEP_TEXTMAX];
	int ncells;		/* the cells the technique looks at */
	unsigned char cells[SDK_STEP_MAXCELLS];
};

/*
 * A candidate grid: cell[i] is the placed value (0: empty) and cand[i]
 * the candidates of an empty cell (bit v-1 for v; 0 for a placed cell).
 * cand may be narrowed by the caller after sdk_human_init. Any shape:
 * geo is its geometry (bh x bw boxes, box the side of square ones or 0).
 */
struct sdk_human {
	int n, box, bh, bw, var, ncells;
	int flags;		/* SDK_HUMAN_* */
	int hassol;		/* sol holds the solution */
	unsigned char cell[SDK_MAXCELLS];
	uint16_t cand[SDK_MAXCELLS];
	struct sdk_grid sol;
	const struct sdk_geom *geo;
};

/* What sdk_rate found. */
struct sdk_rating {
	int rating;		/* tenths: the hardest step (0: nothing to do) */
	int level;		/* SDK_LEVEL_* */
	int hardest;		/* technique of the hardest step, -1: none */
	int steps;
	int count[SDK_TECH_COUNT];	/* steps per technique */
	struct sdk_step bad;	/* the wrong step, when -2 is returned */
};

int sdk_human_init(struct sdk_human *h, const struct sdk_grid *g);
int sdk_human_init_cand(struct sdk_human *h, const struct sdk_grid *g,
    const uint16_t *cand);
int sdk_human_init_shape(struct sdk_human *h, const struct sdk_grid *g,
    const uint16_t *cand, struct sdk_geom *space);
void sdk_human_solution(struct sdk_human *h, const struct sdk_grid *sol);
int sdk_human_step(struct sdk_human *h, struct sdk_step *st);
int sdk_human_check(const struct sdk_human *h, const struct sdk_step *st);
void sdk_human_apply(struct sdk_human *h, const struct sdk_step *st);
int sdk_human_solved(const struct sdk_human *h);
int sdk_step_format(const struct sdk_step *st, char *buf, size_t size);
void sdk_step_json(const struct sdk_step *st, struct sdk_buf *out);
int sdk_rate(const struct sdk_grid *g, const struct sdk_grid *sol, int flags,
    struct sdk_rating *r);
int sdk_rate_path(const struct sdk_grid *g, const struct sdk_grid *sol,
    int flags, struct sdk_rating *r,
    void (*each)(const struct sdk_step *st, long k, void *arg), void *arg);
int sdk_rate_path_cand(const struct sdk_grid *g, const uint16_t *cand,
    const struct sdk_grid *sol, int flags, struct sdk_rating *r,
    void (*each)(const struct sdk_step *st, long k, void *arg), void *arg);
const char *sdk_tech_name(int tech);
const char *sdk_tech_key(int tech);
int sdk_tech_rating(int tech);
int sdk_tech_level(int tech);
const char *sdk_level_name(int level);
int sdk_level_lookup(const char *name);

/*
 * se*.c: Sudoku Explainer's rater. The techniques of serate 1.2.1.3 with
 * its base ratings and increments, tried in its order, the first step
 * found applied (for chains: the easiest of the family). A step's text is
 * its name as Sudoku Explainer prints it ("Dynamic Region Forcing Chains
 * (+)"); tech is one of SDK_SE_*, the family, in SE's order.
 */
enum {
	SDK_SE_HIDDEN_SINGLE,		/* 1.0 (last in house), 1.2, 1.5 */
	SDK_SE_DIRECT_POINTING,		/* 1.7 */
	SDK_SE_DIRECT_CLAIMING,		/* 1.9 */
	SDK_SE_DIRECT_HIDDEN_PAIR,	/* 2.0 */
	SDK_SE_NAKED_SINGLE,		/* 2.3 */
	SDK_SE_DIRECT_HIDDEN_TRIPLE,	/* 2.5 */
	SDK_SE_POINTING,		/* 2.6 */
	SDK_SE_CLAIMING,		/* 2.8 */
	SDK_SE_NAKED_PAIR,		/* 3.0 */
	SDK_SE_X_WING,			/* 3.2 */
	SDK_SE_HIDDEN_PAIR,		/* 3.4 */
	SDK_SE_NAKED_TRIPLE,		/* 3.6 */
	SDK_SE_SWORDFISH,		/* 3.8 */
	SDK_SE_HIDDEN_TRIPLE,		/* 4.0 */
	SDK_SE_XY_WING,			/* 4.2 */
	SDK_SE_XYZ_WING,		/* 4.4 */
	SDK_SE_UNIQUE_LOOP,		/* 4.5 to 5.0: rectangles and loops */
	SDK_SE_NAKED_QUAD,		/* 5.0 */
	SDK_SE_JELLYFISH,		/* 5.2 */
	SDK_SE_HIDDEN_QUAD,		/* 5.4 */
	SDK_SE_BUG,			/* 5.6 to 6.0 */
	SDK_SE_ALIGNED_PAIR,		/* 6.2 */
	SDK_SE_CYCLE,			/* 6.5 and up: X-, Y- and XY-cycles */
	SDK_SE_FORCING_CHAIN,		/* 6.6 and up: Turbot Fish, X-chains */
	SDK_SE_ALIGNED_TRIPLE,		/* 7.5 */
	SDK_SE_NISHIO,			/* 7.5 and up */
	SDK_SE_MULTIPLE,		/* 8.0 and up: cell and region chains */
	SDK_SE_DYNAMIC,			/* 8.5 and up */
	SDK_SE_DYNAMIC_PLUS,		/* 9.0 and up: (+) */
	SDK_SE_NESTED,			/* 9.5 and up: nested forcing chains */
	SDK_SE_COUNT
};

/* What sdk_se_rate found; ratings in tenths, -1 when unrated. */
struct sdk_serating {
	int er;			/* the hardest step */
	int ep;			/* pearl: hardest up to the first placement */
	int ed;			/* diamond: the first step */
	int steps;
	int hardest;		/* SDK_SE_* of the hardest step */
};

int sdk_se_rate(const struct sdk_grid *g, struct sdk_serating *r,
    void (*each)(const struct sdk_step *st, long k, void *arg), void *arg);
int sdk_se_rate_upto(const struct sdk_grid *g, int limit,
    struct sdk_serating *r,
    void (*each)(const struct sdk_step *st, long k, void *arg), void *arg);
int sdk_se_rate_cand(const struct sdk_grid *g, const uint16_t *cand, int limit,
    struct sdk_serating *r,
    void (*each)(const struct sdk_step *st, long k, void *arg), void *arg);
const char *sdk_se_family(int tech);
const char *sdk_se_key(int tech);
int sdk_se_level(int er);
void sdk_se_band(int level, int *min, int *max);

/* gen.c: the generator of sdk-gen. */
struct sdk_rng;

enum {
	SDK_SYM_NONE,		/* no symmetry */
	SDK_SYM_ROT180,		/* half turn */
	SDK_SYM_ROT90,		/* quarter turn */
	SDK_SYM_MIRROR,		/* left-right */
	SDK_SYM_FLIP,		/* top-bottom */
	SDK_SYM_DIAGONAL,	/* about the main diagonal */
	SDK_SYM_ANTIDIAGONAL,	/* about the other diagonal */
	SDK_SYM_DIHEDRAL,	/* all of them */
	SDK_SYM_RANDOM,		/* one of rot180 .. dihedral per puzzle */
	SDK_SYM_COUNT
};

int sdk_sym_cell(int sym, int n, int i);

/* What to generate. */
struct sdk_gen_opts {
	int n;			/* side: 4, 6, 8, 9, 10, 12 or 16 */
	int bh, bw;		/* box rows and columns; 0, 0: the side's */
	int var;		/* SDK_VAR_*; SDK_VAR_JIGSAW: a random
				   region map for each puzzle */
	int symmetry;		/* SDK_SYM_* */
	int clues;		/* exact number of givens; 0: minimal */
	long tries;		/* grids tried for clues; 0: sdk_gen_bounds */
	long moves;		/* walk moves per grid; 0: sdk_gen_bounds */
	int threads;		/* threads that share the checks of one
				   puzzle, up to SDK_GEN_THREADS; 0 or 1:
				   the caller's alone */
	int even;		/* 1: cells emptied in a uniform random
				   order on every shape (else, on sides 12
				   and 16 with extra houses or regions, an
				   order that gathers them a little) */
};

#define SDK_GEN_THREADS 64

/* Which puzzles of a run are kept: sdk_gen_nth. */
struct sdk_gen_filter {
	int level;		/* SDK_LEVEL_*, -1: any */
	int min, max;		/* rating range in tenths */
	long tries;		/* solution grids tried for each one kept */
	long moves;		/* moves of the walk on each; 0: default */
};

int sdk_sym_lookup(const char *name);
const char *sdk_sym_name(int sym);
void sdk_gen_shape_name(const struct sdk_gen_opts *o, char *buf,
    size_t size);
int sdk_gen_sym_fits(const struct sdk_gen_opts *o, int sym);
int sdk_gen_clues_least(const struct sdk_gen_opts *o);
int sdk_gen_clues_ok(const struct sdk_gen_opts *o);
void sdk_gen_bounds(int n, long *tries, long *moves);
int sdk_gen(const struct sdk_gen_opts *o, struct sdk_rng *rng,
    struct sdk_grid *puz, struct sdk_grid *sol);
int sdk_gen_solution(const struct sdk_gen_opts *o, struct sdk_rng *rng,
    struct sdk_grid *sol);
int sdk_gen_classic(int n, int keep, struct sdk_grid *puz,
    struct sdk_grid *sol);
long sdk_gen_tries(int n);
int sdk_gen_nth(const struct sdk_gen_opts *o, uint64_t seed, long i,
    const struct sdk_gen_filter *f, struct sdk_grid *puz,
    struct sdk_grid *sol, struct sdk_serating *r);

/* shape-opt.c: the shape options of the makers. */
int sdk_gen_shape(struct sdk_gen_opts *o, int zflag, char *why, size_t size);
int sdk_gen_shape_classic(const struct sdk_gen_opts *o);

/* gen-jigsaw.c: random region maps for jigsaw grids. */
void sdk_gen_jigsaw(int n, struct sdk_rng *rng, unsigned char *map);

/* gen-pencil.c: pencil-mark puzzles. */
int sdk_gen_pencil(const struct sdk_gen_opts *o, struct sdk_rng *rng,
    uint16_t *cand, struct sdk_grid *sol);
int sdk_gen_pencil_nth(const struct sdk_gen_opts *o, uint64_t seed, long i,
    uint16_t *cand, struct sdk_grid *sol);

/* gen-rate.c: puzzles of a rating. */
int sdk_gen_rated(const struct sdk_gen_opts *o, struct sdk_rng *rng,
    const struct sdk_gen_filter *f, long moves, struct sdk_grid *puz,
    struct sdk_grid *sol, struct sdk_serating *r);
void sdk_gen_counts(long *tried, long *kept, int *best);
void sdk_gen_rating_range(const struct sdk_gen_opts *o, int *min,
    int *max);
int sdk_gen_reach(const struct sdk_gen_opts *o, int level, int min, int max,
    char *why, size_t size);

/*
 * canon*.c: twins. A transform of side n: transposed first when transpose
 * is set, then row i of the result is row row[i], column j column col[j]
 * (rows and columns 0..n-1, bands and stacks kept whole), and value v is
 * digit[v] (digit[0] is 0).
 */
struct sdk_xform {
	int n;
	int transpose;
	unsigned char row[SDK_MAXN];
	unsigned char col[SDK_MAXN];
	unsigned char digit[SDK_MAXN + 1];
};

#define SDK_XFORM_TEXT (3 * SDK_MAXN + 5)	/* text form, with NUL */

int sdk_canon(const struct sdk_grid *g, struct sdk_grid *form,
    struct sdk_xform *x, long long *autos);
int sdk_canon_pattern(const struct sdk_grid *g, struct sdk_grid *form,
    struct sdk_xform *x);
void sdk_xform_identity(struct sdk_xform *x, int n);
void sdk_xform_apply(const struct sdk_xform *x, const struct sdk_grid *g,
    struct sdk_grid *out);
void sdk_xform_format(const struct sdk_xform *x, char *buf);
int sdk_xform_parse(struct sdk_xform *x, int n, const char *s, char *err,
    size_t errsize);
void sdk_xform_random(struct sdk_xform *x, int n, struct sdk_rng *rng);
unsigned sdk_sym_pattern(const struct sdk_grid *g);

/* play.c: the game of sdk-play. */
#define SDK_GAME_LINE 1024	/* longest command line */

enum { SDK_GAME_GO, SDK_GAME_EXIT, SDK_GAME_RESTART };

/*
 * A game: the givens, the board as played, the stored solution. The
 * caller may set unique and classic after sdk_game_start.
 */
struct sdk_game {
	struct sdk_grid givens, board, solution;
	int hassol;		/* solution holds a solution */
	int solved;		/* the board is full: only exit and restart */
	int unique;		/* the givens have one solution, the stored one */
	int classic;		/* the classic game's messages, without details */
	uint16_t marks[SDK_MAXCELLS];	/* the player's pencil marks, bit v-1
					   for v; 0: none in that cell */
	struct {
		short cell;
		unsigned char from, to;
	} *hist;		/* the moves, for undo and redo */
	size_t nhist, cap, pos;
};

void sdk_game_start(struct sdk_game *gm, const struct sdk_grid *givens,
    const struct sdk_grid *state, const struct sdk_grid *sol);
void sdk_game_free(struct sdk_game *gm);
void sdk_game_board(const struct sdk_game *gm, FILE *out);
int sdk_game_command(struct sdk_game *gm, char *line, FILE *out);
int sdk_game_readline(FILE *in, char *buf, int *toolong);
int sdk_game_readword(FILE *in, char *buf, size_t size);
int sdk_game_check(const struct sdk_grid *givens, const struct sdk_grid *board,
    int claimsolved, char *why, size_t size);
int sdk_game_saved(const struct sdk_record *r, struct sdk_grid *board);
extern const char sdk_game_noboard[];
int sdk_game_marks(const struct sdk_record *r, uint16_t *marks);
void sdk_game_cand(const struct sdk_grid *board, const uint16_t *marks,
    uint16_t *cand);

/* screen.c: the full-screen game of sdk-play --screen, on a terminal. */
int sdk_screen_play(struct sdk_game *gm, const char *title);

/*
 * loop.c: the record loop of every tool. It reads the records of the
 * files in argv (none, or "-": standard input) as the canonical stream,
 * or in any format through the parser when parse is not NULL; or it
 * makes count items by index when make is not NULL. work (or make) runs
 * on worker threads, writes output lines to out and messages to err
 * (sdk_buf_warnx_at), may count things in stat[0..SDK_NSTAT-1], and
 * returns an exit status, with SDK_LOOP_STOP or-ed in to end the run
 * after this item. Outputs are written in input order, each record's
 * messages after its lines; comments are copied in place, and records
 * too when there is no work. write, when given, is called instead on
 * the caller's thread with each record and comment in turn (one job).
 */
#define SDK_NSTAT 8
#define SDK_LOOP_STOP 0x100

struct sdk_loop {
	int jobs;		/* worker threads; 0: one per processor */
	int unbuffered;		/* hand each record on at once */
	int progress;		/* a counter with rate and ETA on stderr */
	int nocomments;		/* drop comments instead of copying them */
	const struct sdk_parse_opts *parse;	/* read any format */
	long count;		/* items to make, with make */
	const char *noun;	/* what the meter counts when making */
	/* more words for the meter, when not NULL */
	void (*meter)(char *buf, size_t size, void *arg);
	int (*work)(const struct sdk_record *r, const char *file,
	    struct sdk_buf *out, struct sdk_buf *err, long *stat, void *arg);
	int (*make)(long i, struct sdk_buf *out, struct sdk_buf *err,
	    long *stat, void *arg);
	int (*write)(const struct sdk_record *r, const char *file,
	    void *arg);
	void *arg;
	long shard, nshards;	/* --shard K/N: records K, K+N, ... only */
	int candidates;		/* work takes candidate grids (else each
				   is refused with a message) */
	const char *nocand;	/* words after the tool's name there */
	int shapes;		/* work takes grids that are not classic
				   (else each is refused with a message) */
	const char *noshape;	/* words after the tool's name there */
	long stat[SDK_NSTAT];	/* totals of stat over the records */
	long records;		/* records handed to work, make or write */
	double seconds;		/* how long the run took */
};

int sdk_loop_run(struct sdk_loop *l, int argc, char *argv[]);
int sdk_loop_shard(struct sdk_loop *l, const char *s);

/* getopt_long's value for --shard, which has no short form. */
#define SDK_OPT_SHARD 0x5348

#endif /* SDK_H */
