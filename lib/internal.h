/*
 * internal.h: what the files of libsdk share and the tools must not see.
 * It is never installed; bin/ includes sdk.h alone. Sections follow the
 * floors of the library (see README.md, "Architecture").
 */
#ifndef SDK_INTERNAL_H
#define SDK_INTERNAL_H

#include <stdarg.h>
#include <stdint.h>
#include <string.h>

#include <signal.h>

#include "sdk.h"

/* util.c: the one message formatter, the signals that end a run. */

#define SDK_MSG_MAX 4096	/* longest message line, newline included */

/*
 * A function the compiler must inline: the engines' search bodies, whose
 * word counts or box shapes are constants at each call (solve-bits.c,
 * solve-rect.c).
 */
#ifdef __GNUC__
#define ALWAYS static inline __attribute__((always_inline))
#else
#define ALWAYS static inline
#endif

void sdk_block_endsignals(sigset_t *old);
void sdk_vmessage(char *buf, size_t size, const char *file, long line,
    const char *fmt, va_list ap);
void sdk_message(char *buf, size_t size, const char *file, long line,
    const char *fmt, ...) SDK_PRINTF(5, 6);

/* lines.c: line reading, for the record reader and the parser. */

/*
 * A line of input, read whole up to max bytes (0: SDK_LINE_MAX). Lines end
 * in LF, CR LF or a lone CR; a UTF-8 byte-order mark at the start of the
 * input is dropped.
 */
struct sdk_lines {
	FILE *fp;
	const char *name;	/* file name, or "<stdin>" */
	long lineno;		/* number of the line in buf */
	char *buf;		/* the line, without LF and final CR, NUL-ended */
	size_t len;		/* its length (it may hold NUL bytes) */
	size_t cap;
	size_t max;		/* longest line held; 0: SDK_LINE_MAX */
	int toolong;		/* the line was longer than max */
	int ownfp;		/* fp was opened here and is closed here */
};

int sdk_lines_open(struct sdk_lines *l, const char *path);
int sdk_lines_next(struct sdk_lines *l);
void sdk_lines_close(struct sdk_lines *l);

/*
 * record.c: a reader of the canonical stream, for the record loop. A file
 * that starts as another format (a grid, CSV, JSON ...) gets one message
 * that points to sdk-parse, not one per line: the malformed lines after
 * it are covered by it until a record reads well.
 */
struct sdk_reader {
	struct sdk_lines in;
	char err[512];		/* why the last record was malformed */
	long errline;		/* and where */
	long good;		/* records read well from this file */
	int foreign;		/* the message about the format was given */
	int held;		/* a line of words waits: heldline, heldmsg */
	long heldline;
	char heldmsg[512];
	int again;		/* read the line in in.buf once more */
	int eof;
};

int sdk_reader_open(struct sdk_reader *rd, const char *path);
int sdk_reader_next(struct sdk_reader *rd, struct sdk_record *r);
void sdk_reader_close(struct sdk_reader *rd);


/* solve*.c: the exact solvers (shared between the engine files). */

/* How a search picks the cell to branch on, and when it stops. */
enum {
	PICK_FAST,		/* fewest candidates */
	PICK_FIRST		/* first empty cell in reading order */
};

/* What every search shares: limits, counts and the solution sink. */
struct hunt {
	int pick;
	long limit;		/* stop at this many solutions; 0: none */
	long count;
	long guesses;
	int stop;
	long budget;		/* stop after this many guesses; 0: none */
	long stall;		/* not 0: each solution found moves the
				   budget this many guesses past it */
	struct sdk_grid *barred;	/* solutions found before (nbarred of
					   them, counted): sdk_sat_run bars
					   them, sdk_sat_lex goes on after
					   the last */
	long nbarred;
	struct sdk_grid *first;	/* the first solution, when not NULL */
	int (*found)(const struct sdk_grid *sol, void *arg);
	void *arg;
	struct sdk_grid work;	/* a solution being reported */
	int bancell, banval;	/* banval > 0: cell bancell may not hold it */
	const uint16_t *cand;	/* not NULL: each cell holds one of these */
	int canon;		/* 9x9: after two solutions, the least into
				   first, from the propagated start */
	const unsigned char *hint;	/* not NULL: each cell's value to
					   try first (0: none); the bit
					   engine, for sdk_solve_exists_near */
	int lockall;		/* the bit engine: locked candidates on
				   every house, the leftovers too (the
				   fill of sdk-gen, whose grids stay those
				   of before they were left out) */
	struct sdk_satmem *mem;	/* not NULL: clause learning's count to one
				   takes the clauses that earlier searches
				   on this shape learnt, and adds its own */
};

/*
 * Records one solution: counts it, keeps the first, hands it on. Sets
 * h->stop when the limit is reached or the sink asks to stop.
 */
static inline void
sdk_hunt_found(struct hunt *h, const struct sdk_grid *sol)
{
	h->count++;
	if (h->stall > 0)
		h->budget = h->guesses + h->stall;
	if (h->count == 1 && h->first != NULL)
		*h->first = *sol;
	if (h->found != NULL && h->found(sol, h->arg) != 0)
		h->stop = 1;
	if (h->limit > 0 && h->count >= h->limit)
		h->stop = 1;
}

/*
 * Sets up p for the short search that refutes a dead end of the search in
 * reading order (solve-bits.c, solve-rect.c, solve-twelve.c): the fewest
 * candidates, one solution, 64 guesses. The state has no solution when it
 * then ends with none within them.
 */
static inline void
sdk_hunt_refuter(struct hunt *p)
{
	memset(p, 0, sizeof(*p));
	p->pick = PICK_FAST;
	p->limit = 1;
	p->budget = 64;
}

/*
 * One step of the fold of the word engines (solve-eight.c,
 * solve-twelve.c) by s: a bit of a now tells whether it or the bit s
 * above held a cell, a bit of t whether two did.
 */
#define SDK_FOLD(a, t, s) do { \
	(t) |= (t) >> (s) | ((a) & (a) >> (s)); \
	(a) |= (a) >> (s); \
} while (0)

/*
 * Adds sol to the solutions h->barred, whose room doubles when their
 * count is a power of two (0 at first).
 */
static inline void
sdk_hunt_bar(struct hunt *h, const struct sdk_grid *sol)
{
	long n = h->nbarred;

	if ((n & (n - 1)) == 0)
		h->barred = sdk_erealloc(h->barred, sizeof(*h->barred) *
		    (size_t)(n > 0 ? 2 * n : 1));
	h->barred[h->nbarred++] = *sol;
}

/* Returns the index of the lowest set bit of x (x != 0). */
static inline int
sdk_lowbit(uint32_t x)
{
#ifdef __GNUC__
	return __builtin_ctz(x);
#else
	int k = 0;

	while (!(x & 1)) {
		x >>= 1;
		k++;
	}
	return k;
#endif
}

/* Returns the index of the lowest set bit of x (x != 0). */
static inline int
sdk_lowbit64(uint64_t x)
{
#ifdef __GNUC__
	return __builtin_ctzll(x);
#else
	int k = 0;

	while (!(x & 1)) {
		x >>= 1;
		k++;
	}
	return k;
#endif
}

/*
 * Returns the number of bits set in x, counted in parallel within the
 * word (GCC's builtin calls libgcc unless the target has an instruction
 * for it).
 */
static inline int
sdk_pop64(uint64_t x)
{
	x -= x >> 1 & 0x5555555555555555u;
	x = (x & 0x3333333333333333u) + (x >> 2 & 0x3333333333333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
	return (int)((x * 0x0101010101010101u) >> 56);
}

void sdk_band_run(const struct sdk_grid *g, struct hunt *h);
void sdk_band16_run(const struct sdk_grid *g, struct hunt *h);
void sdk_rect_run(const struct sdk_grid *g, struct hunt *h);
void sdk_eight_run(const struct sdk_grid *g, struct hunt *h);
void sdk_twelve_run(const struct sdk_grid *g, struct hunt *h);
int sdk_twelve_serves(void);
void sdk_nine_run(const struct sdk_grid *g, struct hunt *h);
int sdk_nine_serves(const struct sdk_grid *g);
int sdk_simd_x512(int bitalg);
void sdk_bits_run(const struct sdk_grid *g, struct hunt *h);
void sdk_sat_run(const struct sdk_grid *g, struct hunt *h);
void sdk_sat_least(const struct sdk_grid *g, struct hunt *h);
void sdk_sat_lex(const struct sdk_grid *g, struct hunt *h);
/* solve-sat.c: a store of learnt clauses, for the checks of a shape. */
struct sdk_satmem *sdk_satmem_new(void);
void sdk_satmem_free(struct sdk_satmem *m);
int sdk_bits_implied(const struct sdk_grid *g,
    unsigned char house[][SDK_MAXN]);
void sdk_tactics_run(const struct sdk_grid *g, struct hunt *h,
    void (*trace)(const char *line, void *arg), void *tracearg);
void sdk_simple_run(const struct sdk_grid *g, struct hunt *h);
/* solve.c: sdk_solve_exists_not, trying first the values of near. */
int sdk_solve_exists_mem(const struct sdk_grid *g, int cell, int value,
    const struct sdk_grid *near, struct sdk_satmem *mem);
int sdk_solve_exists_near(const struct sdk_grid *g, int cell, int value,
    const struct sdk_grid *near);


/* human*.c: the technique engine (shared between the family files). */

#define BIT(v) (1u << ((v) - 1))	/* the candidate bit of value v */

/* Returns the number of bits set in the 16-bit mask x. */
static inline int
sdk_hum_pop(unsigned x)
{
	x = x - ((x >> 1) & 0x5555u);
	x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
	x = (x + (x >> 4)) & 0x0F0Fu;
	return (x + (x >> 8)) & 0x1F;
}

/* Returns the smallest value in mask m (bit v-1 for v), 0 for none. */
static inline int
sdk_hum_lowval(unsigned m)
{
	int v = 1;

	if (m == 0)
		return 0;
	while (!(m & 1)) {
		m >>= 1;
		v++;
	}
	return v;
}

/*
 * Returns 1 when cells a and b differ and share a house: a row, column
 * or box, or one of the extra houses of the shape (a diagonal, window).
 */
static inline int
sdk_hum_sees(const struct sdk_human *h, int a, int b)
{
	const struct sdk_geom *geo = h->geo;
	const unsigned char *x = geo->cellhouse[a];
	const unsigned char *y = geo->cellhouse[b];
	int i, j;

	if (a == b)
		return 0;
	if (x[0] == y[0] || x[1] == y[1] || x[2] == y[2])
		return 1;
	for (i = 3; i < geo->ncellhouse[a]; i++)
		for (j = 3; j < geo->ncellhouse[b]; j++)
			if (x[i] == y[j])
				return 1;
	return 0;
}

/* Returns 1 when house hs holds cell c. */
static inline int
sdk_hum_inhouse(const struct sdk_human *h, int c, int hs)
{
	const struct sdk_geom *geo = h->geo;
	int i;

	for (i = 0; i < geo->ncellhouse[c]; i++)
		if (geo->cellhouse[c][i] == hs)
			return 1;
	return 0;
}

/* Returns 1 when the shape of h has houses beyond rows, columns, boxes. */
static inline int
sdk_hum_extra(const struct sdk_human *h)
{
	return h->geo->nhouses > 3 * h->n;
}

/* Returns the mask of the places of v in house hs (bit k: house cell k). */
static inline unsigned
sdk_hum_where(const struct sdk_human *h, int hs, int v)
{
	unsigned m = 0, b = BIT(v);
	int k;

	for (k = 0; k < h->n; k++)
		if (h->cand[h->geo->house[hs][k]] & b)
			m |= 1u << k;
	return m;
}

/* human-step.c: the helpers the families share. */
int sdk_hum_nextcomb(int *idx, int k, int m);
int sdk_hum_stronglink(const struct sdk_human *h, int hs, int v, int *a,
    int *b);
void sdk_hum_begin(const struct sdk_human *h, struct sdk_step *st,
    int tech);
void sdk_hum_say(struct sdk_step *st, const char *fmt, ...)
    SDK_PRINTF(2, 3);
void sdk_hum_saycell(struct sdk_step *st, int c);
void sdk_hum_use(struct sdk_step *st, int c);
void sdk_hum_usehouse(const struct sdk_human *h, struct sdk_step *st, int hs,
    int v);
void sdk_hum_saycells(struct sdk_step *st, const int *c, int k);
void sdk_hum_sayvals(struct sdk_step *st, unsigned m);
void sdk_hum_sayhouse(const struct sdk_human *h, struct sdk_step *st,
    int hs);
void sdk_hum_saylines(struct sdk_step *st, unsigned m, int cols);
void sdk_hum_act(struct sdk_step *st, int kind, int c, int v);
int sdk_hum_rmseen(const struct sdk_human *h, struct sdk_step *st,
    const int *c, int k, int v);
void sdk_hum_sortacts(struct sdk_step *st);

/* Adds the removal of v from cell c when it is a candidate there. */
static inline int
sdk_hum_rm(const struct sdk_human *h, struct sdk_step *st, int c, int v)
{
	if (h->cell[c] || !(h->cand[c] & BIT(v)))
		return 0;
	sdk_hum_act(st, SDK_ACT_REMOVE, c, v);
	return 1;
}

/* human-singles.c: singles and locked candidates. */
int sdk_hum_fullhouse(struct sdk_human *h, struct sdk_step *st);
int sdk_hum_hiddensingle(struct sdk_human *h, struct sdk_step *st,
    int boxes);
int sdk_hum_nakedsingle(struct sdk_human *h, struct sdk_step *st);
int sdk_hum_locked(struct sdk_human *h, struct sdk_step *st, int claiming);

/* human-subsets.c: naked and hidden subsets. */
int sdk_hum_nakedsubset(struct sdk_human *h, struct sdk_step *st, int k);
int sdk_hum_hiddensubset(struct sdk_human *h, struct sdk_step *st, int k);

/* human-fish.c: fish and finned fish. */
int sdk_hum_fish(struct sdk_human *h, struct sdk_step *st, int k,
    int finned);

/* human-wings.c: wings and uniqueness. */
int sdk_hum_skyscraper(struct sdk_human *h, struct sdk_step *st);
int sdk_hum_kite(struct sdk_human *h, struct sdk_step *st);
int sdk_hum_emptyrect(struct sdk_human *h, struct sdk_step *st);
int sdk_hum_xywing(struct sdk_human *h, struct sdk_step *st, int xyz);
int sdk_hum_wwing(struct sdk_human *h, struct sdk_step *st);
int sdk_hum_urect(struct sdk_human *h, struct sdk_step *st, int type);
int sdk_hum_bug(struct sdk_human *h, struct sdk_step *st);

/* human-chains.c: chains, the forcing chain and the guess. */
int sdk_hum_xchain(struct sdk_human *h, struct sdk_step *st);
int sdk_hum_xychain(struct sdk_human *h, struct sdk_step *st);
int sdk_hum_forcing(struct sdk_human *h, struct sdk_step *st);
int sdk_hum_guess(struct sdk_human *h, struct sdk_step *st);


/*
 * se*.c: Sudoku Explainer's producers. Each looks for the first step SE's
 * producer of that name would report on h (SE's order: cells in reading
 * order, houses as SE numbers them: blocks, rows, columns unless a
 * producer says otherwise), fills st (tech, rating, text = SE's name,
 * removals or placements) and returns 1, or returns 0.
 */
/*
 * SE's kinds of houses, in its order (sdk_se_house gives ours), and ours
 * after them: the extra houses of a shape (diagonals, windows).
 */
enum { SDK_SE_BLOCK, SDK_SE_ROW, SDK_SE_COL, SDK_SE_EXTRA };

/* What a step rests on, for the nested chains (SE's rule parents). */
enum { SDK_SE_WHY_NONE, SDK_SE_WHY_LOCK, SDK_SE_WHY_HIDDEN,
	SDK_SE_WHY_NAKED, SDK_SE_WHY_CHAIN };
struct sdk_se_why {
	int kind;		/* SDK_SE_WHY_* */
	int value;		/* locking and fish: the value */
	int nh;			/* locking and fish: base h1, cover h2 */
	int h1[4], h2[4];	/* hidden set: its house in h1[0] */
	unsigned vals;		/* hidden and naked sets: the values */
	int ncells, cells[4];	/* naked set: its cells */
	const void *chain;	/* chain steps: se-chain.c's own record */
};

/* Takes one step found; returns nonzero to stop the search. */
typedef int (*sdk_se_emit)(void *arg, const struct sdk_step *st,
    const struct sdk_se_why *why);

/* se-basic.c: singles, direct techniques, locking, sets, fish, wings. */
int sdk_se_house(const struct sdk_human *h, int type, int i);
int sdk_se_nhouse(const struct sdk_human *h, int type);
int sdk_se_housecells(const struct sdk_human *h, int c, int *list);
void sdk_se_begin(const struct sdk_human *h, struct sdk_step *st, int tech,
    int r, const char *name);
unsigned sdk_se_nextcomb(unsigned m, int n);
int sdk_se_hiddensingle(const struct sdk_human *h, struct sdk_step *st);
int sdk_se_nakedsingle(const struct sdk_human *h, struct sdk_step *st);
int sdk_se_locking(const struct sdk_human *h, int direct, sdk_se_emit emit,
    void *arg);
int sdk_se_hiddenset(const struct sdk_human *h, int k, int direct,
    sdk_se_emit emit, void *arg);
int sdk_se_nakedset(const struct sdk_human *h, int k, sdk_se_emit emit,
    void *arg);
int sdk_se_fish(const struct sdk_human *h, int k, sdk_se_emit emit,
    void *arg);
int sdk_se_xywing(const struct sdk_human *h, int xyz, struct sdk_step *st);

/* se-chain.c: SE's chaining engine (struct sdk_se_chain below). */
struct sdk_se_chainer;
struct sdk_se_chainer *sdk_se_chainer_new(const struct sdk_geom *geo);
void sdk_se_chainer_free(struct sdk_se_chainer *ch);
/*
 * The easiest step of SE's Chaining(multiple, dynamic, nishio, level);
 * multiple = dynamic = nishio = 0 is its forcing chains and cycles.
 */
int sdk_se_chain(struct sdk_se_chainer *ch, const struct sdk_human *h,
    int multiple, int dynamic, int nishio, int level, struct sdk_step *st);

/* se-unique.c: unique rectangles and loops (types 1 to 4), BUG 1 to 4. */
int sdk_se_uniqueloop(const struct sdk_human *h, struct sdk_step *st);
int sdk_se_bug(const struct sdk_human *h, struct sdk_step *st);
/* se-align.c: aligned pair (k 2) and triplet (k 3) exclusion. */
int sdk_se_aligned(const struct sdk_human *h, struct sdk_step *st, int k);

/* canon-grid.c: the minlex form of a full 9x9 grid, for canon.c. */

long long sdk_canon_grid9(const struct sdk_grid *g, struct sdk_grid *form,
    struct sdk_xform *x);
/* canon-puz9.c: the minlex form of a 9x9 puzzle, for canon.c. */
int sdk_canon_puz9(const struct sdk_grid *g, struct sdk_grid *form,
    struct sdk_xform *x, long long *autos);

/* gen.c: the orbits of a symmetry, and uniqueness after emptying cells. */
struct sdk_orbits {
	int norbits;
	int start[SDK_MAXCELLS + 1];	/* orbit k: cell[start[k]..start[k+1]) */
	int cell[SDK_MAXCELLS];
};

void sdk_orbits_make(struct sdk_orbits *o, int n, int sym);
int sdk_gen_still_unique(struct sdk_grid *p, const struct sdk_grid *sol,
    const struct sdk_geom *geo, const int *cells, int k,
    struct sdk_satmem *mem);
/* gen-order.c: the order of the pass on grids of side 12 and 16. */
int sdk_gen_order_serves(const struct sdk_grid *g);
void sdk_gen_order(int *order, const struct sdk_orbits *o,
    const struct sdk_geom *geo, struct sdk_rng *rng);
/* gen-share.c: gen.c's pass of removals, its checks shared by threads. */
int sdk_gen_pass_shared(struct sdk_grid *puz, const struct sdk_grid *sol,
    const struct sdk_geom *geo, const struct sdk_orbits *o, const int *order,
    int k, int left, int threads);

/* parse*.c: the readers (shared between the reader files). */

/*
 * In the readers alone, a bit of struct sdk_grid var beside SDK_VAR_*: a
 * grid of a side with two box shapes that did not draw its own, shaped
 * in the boxes of sdk_side_boxrows for now (sdk_ps_shape); sdk_pq_emit
 * takes it off and marks the record to be an error unless a region map
 * follows.
 */
#define SDK_VAR_BOXLESS 0x40

/*
 * The parser (struct sdk_parser of sdk.h) and its parts. Names: sdk_pq_
 * parse-queue.c (and the character classes below), sdk_pg_ parse-grid.c,
 * sdk_pl_ parse-line.c, sdk_pj_ parse-json.c, sdk_ps_ parse-shape.c.
 */

#define JSON_MAX SDK_TEXT_MAX		/* largest JSON or XML text held */
/*
 * The longest record written: half of what the readers of the stream take,
 * so that the fields the other tools add always fit.
 */
#define REC_MAX (SDK_LINE_MAX / 2)
#define MAXTOK 64			/* tokens looked at in a row */

/* What the parser is in the middle of (p->mode). */
enum { M_IDLE, M_GRID, M_SIZED, M_TAIL, M_DIGITS, M_CSV, M_JSON, M_XML,
	M_SKIP, M_JSKIP };
/* The cell alphabets: canonical (1-9, A-G), hex (0-F), A-P. */
enum { C_NORMAL, C_HEX, C_AP };
/* What a line is as a row (struct sdk_pg_row). */
enum { R_NONE, R_SEP, R_ROW };

/* A queued record, comment (kind 1) or error (kind -1). */
struct sdk_pq_item {
	int kind;		/* 1 record or comment, -1 error */
	int boxless;		/* a grid of boxes it did not draw, in the
				   boxes of sdk_side_boxrows for now: an
				   error (msg) unless a region map follows */
	long line;
	struct sdk_record rec;
	char msg[160];
};

/* One row of cells as found on a line. */
struct sdk_pg_row {
	int kind;		/* R_NONE, R_SEP, R_ROW */
	int count;		/* cells */
	int dashonly;		/* separator made of '-' and blanks only */
	int dashes;
	int board;		/* a board row: given[] is meaningful */
	int range;		/* a value past 16 in the row, or 0 */
	int ints;		/* a row of integers (one of 10 or more) */
	char cell[2 * SDK_MAXN];
	unsigned char given[2 * SDK_MAXN];
	int pm;			/* a row of pencil marks: mask[] holds them */
	uint16_t mask[SDK_MAXN];
	int bar;		/* cells before its first '|' (0: none) */
	int group;		/* cells of each group between blanks, when
				   they are alike and more than one */
};

/* A multi-line grid being read. */
struct sdk_pg_acc {
	int n, width, rows, bad, board, dashempty, solution;
	int tent;		/* 16-cell rows of values 1-4: maybe 4x4 lines */
	int ints;		/* a row was integers: each row's 0 is empty */
	int labels;		/* rows start with their label: A, B ... or 1, 2 ... */
	int seq;		/* the first row is 1 2 3 ...: maybe column labels */
	long line;
	char raw[2][SDK_MAXCELLS];
	unsigned char given[SDK_MAXCELLS];
	int pm;			/* a row had pencil marks: cand[] holds them */
	uint16_t cand[SDK_MAXCELLS];
	int barcol;		/* cells before the first '|' of a row */
	int gapcol;		/* cells of a row's groups between blanks */
	int seprow;		/* rows before the first separator line */
	int blankrow;		/* rows before the first blank line */
	char prev[128];		/* the previous row's line, for its shape */
	size_t prevlen;
};

/* The state of a parser: its input, the puzzle being read, the queue. */
/* The lines of a jigsaw grid drawn under a name line, and their width. */
#define NM_LINES (2 * SDK_MAXN + 2)
#define NM_WIDTH 96
#define RG_RAW 128	/* a row of a map is shorter */
#define RG_HOLD 8	/* comments held between a grid and its map */
#define RG_HOLDLEN 256	/* the longest held */

struct sdk_parser {
	struct sdk_lines in;
	struct sdk_parse_opts o;
	int mode;
	int pending;		/* the last queued record may take fields */
	int hold;		/* it is taking its [Solution] rows */
	struct sdk_pg_acc g;
	int apgrid;		/* the grid is written with the letters A-P */
	/* sized */
	int szn, szcount, szwidth, szfirst;
	long szline;
	char szraw[2][SDK_MAXCELLS];
	/* digits */
	char dg[SDK_MAXCELLS];
	int dgcount;
	long dgline;
	/* csv */
	int csvpuz, csvsol;
	/* json and xml text */
	char *buf;
	size_t blen, bcap;
	long bline;
	int depth, instr, esc;
	int jlines;		/* the JSON text started a line with '{' */
	/* shapes (parse-shape.c) */
	int variant;		/* SDK_VAR_X, _WINDOKU of a header, or 0 */
	int ibh, ibw;		/* the boxes a multi-line grid drew */
	/* the shape of sdk-fmt's name line over the next grid (nm_n 0:
	   none), and for a jigsaw grid the lines drawn under it */
	int nm_n, nm_bh, nm_bw, nm_var, nm_nlines;
	long nm_lineno;		/* the name line's, while no grid took it */
	int rp_n, rp_bh, rp_bw, rp_var;	/* the name over a report, for the
					   grid of its solution too */
	char nm_line[NM_LINES][NM_WIDTH];
	int rgok;		/* the last thing read was a grid record */
	int rgrows, rgn;	/* rows of a region map read, its side */
	long rgline;
	char rg[SDK_MAXCELLS];
	/* a first row of more than half the side's letters, as a word has:
	   the rows as read, comments again if the map stops short */
	int rgword;
	char rgraw[SDK_MAXN][RG_RAW];
	unsigned char rgrawlen[SDK_MAXN];
	/* comment lines and a label between a grid and its map, held until
	   the map starts or is known not to (sdk_ps_maphold) */
	int rgnhold;
	char rghold[RG_HOLD][RG_HOLDLEN];
	short rgholdlen[RG_HOLD];
	signed char rgholdidle[RG_HOLD];	/* read in M_IDLE */
	/* the queue */
	struct sdk_pq_item *q;
	size_t qhead, qlen, qcap;
	unsigned long pushed;	/* items ever queued */
	char err[160];
	long errline;
};

/* The character classes of the readers, small and hot: inline. */

/* Returns 1 for a blank: space, TAB, VT, FF or CR. */
static inline int
sdk_pq_isblankc(int c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

/* Returns 1 for a character that stands for an empty cell. */
static inline int
sdk_pq_isempty(int c)
{
	return c == '.' || c == '0' || c == '-' || c == '_' || c == '*' ||
	    c == 'x' || c == 'X';
}

/* Returns the value of cell character c in the given alphabet, or -1. */
static inline int
sdk_pq_cellval(int c, int alpha)
{
	if (alpha == C_AP) {
		if (c >= 'A' && c <= 'P')
			return c - 'A' + 1;
		if (c >= 'a' && c <= 'p')
			return c - 'a' + 1;
		return c == '-' || c == '.' || c == '0' || c == '_' ||
		    c == '*' ? 0 : -1;
	}
	if (alpha == C_HEX) {
		if (c >= '0' && c <= '9')
			return c - '0' + 1;
		if (c >= 'A' && c <= 'F')
			return c - 'A' + 11;
		if (c >= 'a' && c <= 'f')
			return c - 'a' + 11;
		return c == '.' || c == '-' || c == '_' || c == '*' ? 0 : -1;
	}
	/* The canonical characters, and the other empty cells people use. */
	return sdk_pq_isempty(c) ? 0 : sdk_char_value(c);
}

/* Returns 1 when c is a cell character of the format asked for. */
static inline int
sdk_pq_iscell(struct sdk_parser *p, int c)
{
	if (p->o.format == SDK_FORMAT_AP || p->apgrid)
		return sdk_pq_cellval(c, C_AP) >= 0;
	if (p->o.format == SDK_FORMAT_HEX)
		return sdk_pq_cellval(c, C_HEX) >= 0 ||
		    sdk_pq_cellval(c, C_NORMAL) >= 0;
	return sdk_pq_cellval(c, C_NORMAL) >= 0;
}

/* parse-queue.c: the queue of records, comments and errors. */
struct sdk_pq_item *sdk_pq_push(struct sdk_parser *p, int kind, long line);
void sdk_pq_perr(struct sdk_parser *p, long line, const char *fmt, ...)
    SDK_PRINTF(3, 4);
void sdk_pq_commentline(struct sdk_parser *p, const char *s, size_t len);
void sdk_pq_comment(struct sdk_parser *p, const char *s, size_t len,
    int hash);
void sdk_pq_showc(char *buf, size_t size, int c);
int sdk_pq_mkgrid(struct sdk_parser *p, struct sdk_grid *g, const char *raw,
    int ncells, long line);
int sdk_pq_cells(struct sdk_parser *p, struct sdk_grid *g, const char *raw,
    int ncells, long line);
struct sdk_pq_item *sdk_pq_emit(struct sdk_parser *p, long line,
    const struct sdk_grid *g, const struct sdk_grid *sol);
struct sdk_pq_item *sdk_pq_emit_cand(struct sdk_parser *p, long line,
    const struct sdk_grid *shape, const uint16_t *cand);
int sdk_pq_annotate(struct sdk_parser *p, const char *s, size_t len);

/* parse-grid.c: rows, multi-line grids, the sized and digits formats. */
int sdk_pg_issepline(const char *s, size_t len, struct sdk_pg_row *r);
size_t sdk_pg_boxchars(char *s, size_t len);
int sdk_pg_optside(const struct sdk_parser *p);
int sdk_pg_givenside(const struct sdk_parser *p);
int sdk_pg_validcount(const struct sdk_parser *p, int c);
int sdk_pg_intok(const char *s, size_t len);
void sdk_pg_classify(struct sdk_parser *p, const char *s, size_t len,
    struct sdk_pg_row *r);
void sdk_pg_gridstart(struct sdk_parser *p, int width, long line);
void sdk_pg_gridlines(struct sdk_parser *p);
void sdk_pg_gridend(struct sdk_parser *p);
void sdk_pg_gridabort(struct sdk_parser *p);
void sdk_pg_gridrow(struct sdk_parser *p, const struct sdk_pg_row *r,
    const char *s, size_t len);
int sdk_pg_sameshape(const struct sdk_pg_acc *a, const char *s, size_t len);
void sdk_pg_dashrow(struct sdk_pg_row *r);
size_t sdk_pg_rowlabel(const char *s, size_t len, int k);
int sdk_pg_colheader(const char *s, size_t len);
int sdk_pg_aprow(const struct sdk_parser *p, const char *s, size_t len);
int sdk_pg_tokens(const char *s, size_t len, size_t *tok, size_t *tlen,
    int max);
void sdk_pg_sizedvalues(struct sdk_parser *p, const char *s, size_t len,
    int from);
int sdk_pg_sizedstart(struct sdk_parser *p, const char *s, size_t len);
void sdk_pg_digitsend(struct sdk_parser *p);
int sdk_pg_digitsline(struct sdk_parser *p, const char *s, size_t len);

/* parse-line.c: one-line formats, HoDoKu lines, CSV with a header. */
size_t sdk_pl_cellrun(struct sdk_parser *p, const char *s, size_t len);
int sdk_ps_shapeline(struct sdk_parser *p, const char *s, size_t len);
int sdk_ps_carried(struct sdk_parser *p, struct sdk_grid *g, long line);
int sdk_ps_header(struct sdk_parser *p, const char *s, size_t len);
int sdk_ps_nameline(struct sdk_parser *p, const char *s, size_t len);
void sdk_ps_nameleft(struct sdk_parser *p);
void sdk_ps_nameadd(struct sdk_parser *p, const char *s, size_t len);
int sdk_ps_regionrow(struct sdk_parser *p, const char *s, size_t len);
int sdk_ps_maphold(struct sdk_parser *p, const char *s, size_t len,
    int idle);
void sdk_ps_mapflush(struct sdk_parser *p);
int sdk_ps_ismaprow(struct sdk_parser *p, const char *s, size_t len);
void sdk_ps_report(struct sdk_parser *p, const char *s, size_t len);
void sdk_ps_regionend(struct sdk_parser *p);
int sdk_ps_shape(struct sdk_parser *p, struct sdk_grid *g, int n,
    long line);
int sdk_ps_given(struct sdk_parser *p, struct sdk_grid *g, int n, int bh,
    int bw, int var, const unsigned char *region, long line);
int sdk_pl_isterm(int c);
int sdk_pl_is4x4(struct sdk_parser *p, const char *s);
int sdk_pl_linepuzzle(struct sdk_parser *p, const char *s, size_t len);
int sdk_pl_inline(struct sdk_parser *p, const char *s, size_t len);
int sdk_pl_hodoku(struct sdk_parser *p, const char *s, size_t len);
int sdk_pl_fieldis(const char *s, size_t len, const char *const *names);
int sdk_pl_csvheader(struct sdk_parser *p, const char *s, size_t len);
void sdk_pl_csvline(struct sdk_parser *p, const char *s, size_t len);

/* parse-json.c: JSON and XML texts. */
void sdk_pj_jsonline(struct sdk_parser *p, const char *s, size_t len);
void sdk_pj_xmlline(struct sdk_parser *p, const char *s, size_t len);


/* gen.c: a random full grid, for the generators. */
void sdk_gen_fill(struct sdk_grid *g, int n, struct sdk_rng *rng);
int sdk_gen_fill_like(struct sdk_grid *g, const struct sdk_grid *like,
    const struct sdk_geom *geo, struct sdk_rng *rng, int restarts);

#endif /* SDK_INTERNAL_H */
