/* play.c: the game of sdk-play: its board, its commands and its input. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"

static const char *const helptext[] = {
	"Commands (X Y: the column and row from 1, or one word rYcX, as r3c1):",
	"  set X Y Z       put Z in cell X,Y (0 clears it)",
	"  hint X Y        show the value of the stored solution in cell X,Y",
	"  candidates X Y  list the values cell X,Y can still hold",
	"  validate        solve the board as it is, and store the solution",
	"  undo            take back the last set",
	"  redo            put back what undo took back",
	"  save FILE       write the givens and the board to FILE",
	"  restart         start a new game",
	"  help            this list",
	"  exit            leave the game",
	NULL
};

/* The commands of the games that are not the classic one. */
static const char *const helpmore[] = {
	"  hint            the next step a person would take, from your "
	    "pencil marks",
	"  mark X Y DIGITS pencil DIGITS in cell X,Y (0 clears them); "
	    "mark X Y shows them",
	NULL
};

/*
 * Starts a game on givens, with the cells of state (when not NULL) as the
 * player's entries, and sol (when not NULL) as the stored solution.
 */
void
sdk_game_start(struct sdk_game *gm, const struct sdk_grid *givens,
    const struct sdk_grid *state, const struct sdk_grid *sol)
{
	free(gm->hist);
	memset(gm, 0, sizeof(*gm));
	gm->givens = *givens;
	gm->board = state ? *state : *givens;
	if (sol) {
		gm->solution = *sol;
		gm->hassol = 1;
	}
	gm->solved = sdk_grid_filled(&gm->board) == gm->board.ncells;
}

/* Frees what the game holds. */
void
sdk_game_free(struct sdk_game *gm)
{
	free(gm->hist);
	gm->hist = NULL;
	gm->nhist = gm->cap = gm->pos = 0;
}

/*
 * Prints the board: the --board style of sdk-fmt, under the name of the
 * shape when it is not classic ("6x6 (2x3 boxes)", "9x9 X").
 */
void
sdk_game_board(const struct sdk_game *gm, FILE *out)
{
	char name[64];

	if (!sdk_grid_classic(&gm->givens)) {
		sdk_grid_shape_name(&gm->givens, name, sizeof(name));
		fprintf(out, "%s\n", name);
	}
	sdk_style_board(out, &gm->givens, &gm->board);
}

/* Reads a whole decimal number in [min, max]; returns 0 or -1. */
static int
number(const char *s, long min, long max, long *v)
{
	long long x;

	if (sdk_strtonum(s, min, max, &x) < 0)
		return -1;
	*v = (long)x;
	return 0;
}


/* Puts v in cell i, records the move for undo, prints the board. */
static void
setcell(struct sdk_game *gm, int i, int v, FILE *out)
{
	if (gm->pos == gm->cap) {
		gm->cap = gm->cap ? 2 * gm->cap : 64;
		gm->hist = sdk_erealloc(gm->hist, gm->cap * sizeof(*gm->hist));
	}
	gm->hist[gm->pos].cell = i;
	gm->hist[gm->pos].from = gm->board.cell[i];
	gm->hist[gm->pos].to = v;
	gm->nhist = ++gm->pos;
	gm->board.cell[i] = v;
	sdk_game_board(gm, out);
	if (sdk_grid_filled(&gm->board) == gm->board.ncells) {
		fputs("Puzzle solved successfully\n", out);
		gm->solved = 1;
	}
}

static int
invalid(FILE *out)
{
	fputs("Error: invalid command\n", out);
	return SDK_GAME_GO;
}

/*
 * Reads the value Z of a set: a number 0..N, or on a side above 9 also a
 * letter A.. as the board shows it (A-G on 16x16). Returns it, or -1.
 */
static long
valuearg(const struct sdk_game *gm, const char *s)
{
	long v;
	int c;

	if (number(s, 0, gm->board.n, &v) == 0)
		return v;
	if (gm->board.n > 9 && s[0] != '\0' && s[1] == '\0') {
		c = sdk_char_value((unsigned char)s[0]);
		if (c >= 10 && c <= gm->board.n)
			return c;
	}
	return -1;
}

/*
 * Reads the cell of a command from its words w[0..nw-1]: "X Y", or one
 * word "rYcX" as the solver names cells. Returns its index and sets *used
 * to the words it took, or returns -1.
 */
static int
cellarg(const struct sdk_game *gm, char *const *w, int nw, int *used)
{
	char row[16];
	const char *c;
	long x, y, n = gm->board.n;

	if (nw >= 1 && w[0][0] == 'r' && (c = strchr(w[0], 'c')) != NULL) {
		if ((size_t)(c - w[0]) > sizeof(row))
			return -1;
		memcpy(row, w[0] + 1, (size_t)(c - w[0] - 1));
		row[c - w[0] - 1] = '\0';
		if (number(row, 1, n, &y) < 0 || number(c + 1, 1, n, &x) < 0)
			return -1;
		*used = 1;
		return (int)((y - 1) * n + x - 1);
	}
	if (nw < 2 || number(w[0], 1, n, &x) < 0 || number(w[1], 1, n, &y) < 0)
		return -1;
	*used = 2;
	return (int)((y - 1) * n + x - 1);
}

/*
 * Returns the first cell in reading order of the peers of i (in every
 * house of the shape of g) that holds v, or -1 when none does: v may go
 * in cell i.
 */
static int
holder(const struct sdk_grid *g, int i, int v)
{
	struct sdk_geom space;
	const struct sdk_geom *geo = sdk_grid_geom(g, &space);
	int k, j, best = -1;

	for (k = 0; k < geo->npeer[i]; k++) {
		j = geo->peer[i][k];
		if (g->cell[j] == v && (best < 0 || j < best))
			best = j;
	}
	return best;
}

/*
 * Says why the board of gm cannot be solved, when a cell is at fault:
 * two equal values in a house, an entry that differs from the one
 * solution, or an empty cell that can hold no value. Writes ": why" into
 * buf, or nothing.
 */
static void
unsolvable(const struct sdk_game *gm, char *buf, size_t size)
{
	const struct sdk_grid *g = &gm->board;
	struct sdk_conflict c;
	uint16_t cand[SDK_MAXCELLS];
	char name[16], why[256];
	int i;

	buf[0] = '\0';
	if (sdk_grid_conflicts(g, &c, 1) > 0) {
		sdk_conflict_format(g, &c, why, sizeof(why));
		snprintf(buf, size, ": %s", why);
		return;
	}
	if (gm->unique && gm->hassol)
		for (i = 0; i < g->ncells; i++)
			if (g->cell[i] && g->cell[i] != gm->solution.cell[i]) {
				sdk_cell_name(g, i, name, sizeof(name));
				snprintf(buf, size, ": the %c in %s is wrong",
				    sdk_value_char(g->cell[i]), name);
				return;
			}
	sdk_grid_candidates(g, cand);
	for (i = 0; i < g->ncells; i++)
		if (g->cell[i] == 0 && cand[i] == 0) {
			sdk_cell_name(g, i, name, sizeof(name));
			snprintf(buf, size, ": %s can hold no value", name);
			return;
		}
}

/*
 * validate: solves the board by typewriter order; the solution found
 * becomes the stored one. When the givens have one solution, the board
 * is solvable exactly when it agrees with it, which needs no search.
 * Returns 1 when the board is solvable.
 */
static int
validate(struct sdk_game *gm)
{
	struct sdk_grid sol;
	int i;

	if (sdk_grid_conflict(&gm->board))
		return 0;
	if (gm->unique && gm->hassol) {
		for (i = 0; i < gm->board.ncells; i++)
			if (gm->board.cell[i] &&
			    gm->board.cell[i] != gm->solution.cell[i])
				return 0;
		return 1;
	}
	if (sdk_solve_canonical(&gm->board, &sol, NULL) == 0)
		return 0;
	gm->solution = sol;
	gm->hassol = 1;
	return 1;
}

/* Writes the values of mask m (bit v-1 for v) as the board shows them. */
static void
putvalues(FILE *out, int n, unsigned m)
{
	int k;

	if (m == 0)
		fputs(" none", out);
	for (k = 1; k <= n; k++)
		if (m & 1u << (k - 1))
			fprintf(out, " %c", sdk_value_char(k));
}

/*
 * Writes into buf " in HOUSE" ("in row 1", "in the diagonal"), the first
 * house of cell i (row, column, box or region, then the extra houses)
 * that holds cell j too.
 */
static void
sharedhouse(const struct sdk_grid *g, int i, int j, char *buf, size_t size)
{
	struct sdk_geom space;
	const struct sdk_geom *geo = sdk_grid_geom(g, &space);
	int k, h, m;

	buf[0] = '\0';
	for (k = 0; k < geo->ncellhouse[i]; k++) {
		h = geo->cellhouse[i][k];
		for (m = 0; m < g->n; m++)
			if (geo->house[h][m] == j) {
				k = geo->kind[h] == SDK_HOUSE_DIAG ||
				    geo->kind[h] == SDK_HOUSE_ANTI ? 8 : 4;
				memcpy(buf, " in the ", (size_t)k);
				sdk_house_name(geo->kind[h], geo->num[h],
				    buf + k, size - (size_t)k);
				return;
			}
	}
}

/* set: puts Z in a cell, or says why not. */
static void
setcmd(struct sdk_game *gm, int i, const char *z, FILE *out)
{
	char name[16];
	long v;
	int j;

	sdk_cell_name(&gm->board, i, name, sizeof(name));
	if (gm->givens.cell[i]) {
		if (gm->classic)
			fputs("Error: cell is fixed\n", out);
		else
			fprintf(out, "Error: cell is fixed: %s is a given\n",
			    name);
		return;
	}
	if ((v = valuearg(gm, z)) < 0) {
		if (gm->classic)
			fputs("Error: value is invalid\n", out);
		else if (gm->board.n > 10)
			fprintf(out, "Error: value is invalid: %s takes 0 to "
			    "%d, or A to %c\n", name, gm->board.n,
			    sdk_value_char(gm->board.n));
		else if (gm->board.n == 10)
			fprintf(out, "Error: value is invalid: %s takes 0 to "
			    "10, or A\n", name);
		else
			fprintf(out, "Error: value is invalid: %s takes 0 to "
			    "%d\n", name, gm->board.n);
		return;
	}
	if (v != 0 && (j = holder(&gm->board, i, (int)v)) >= 0) {
		if (gm->classic)
			fputs("Error: value is invalid\n", out);
		else {
			char where[48] = "";

			if (!sdk_grid_classic(&gm->board))
				sharedhouse(&gm->board, i, j, where,
				    sizeof(where));
			fputs("Error: value is invalid: ", out);
			sdk_cell_name(&gm->board, j, name, sizeof(name));
			fprintf(out, "%s already holds %c%s\n", name,
			    sdk_value_char((int)v), where);
		}
		return;
	}
	setcell(gm, i, (int)v, out);
}

static void
save(const struct sdk_game *gm, const char *path, FILE *out)
{
	struct sdk_record r;
	char buf[SDK_MAXCELLS + 1];
	FILE *fp;
	int k;

	if ((fp = fopen(path, "w")) == NULL) {
		fprintf(out, "Error: cannot write %s: %s\n", path,
		    strerror(errno));
		return;
	}
	sdk_record_init(&r);
	r.grid = gm->givens;
	sdk_grid_format_cells(&gm->board, buf, 0);
	sdk_record_addfield(&r, buf, gm->board.ncells);
	sdk_record_addfield(&r, "game=playing", 12);
	for (k = 0; k < gm->board.ncells && gm->marks[k] == 0; k++)
		;
	if (k < gm->board.ncells) {
		char line[SDK_CAND_TEXT + 6];

		memcpy(line, "marks=", 6);
		sdk_cand_format(gm->board.n, gm->marks, line + 6);
		sdk_record_addfield(&r, line, strlen(line));
	}
	k = sdk_record_write(fp, &r);
	sdk_record_free(&r);
	if (fclose(fp) != 0 || k < 0) {
		fprintf(out, "Error: cannot write %s: %s\n", path,
		    strerror(errno));
		return;
	}
	fprintf(out, "Saved to %s\n", path);
}

/*
 * Stores in cand the candidates of the empty cells of board narrowed by
 * the pencil marks (a cell without marks keeps them all), and for a
 * filled cell its value: what a hint starts from.
 */
void
sdk_game_cand(const struct sdk_grid *board, const uint16_t *marks,
    uint16_t *cand)
{
	int i;

	sdk_grid_candidates(board, cand);
	for (i = 0; i < board->ncells; i++)
		if (board->cell[i] == 0 && marks[i] != 0)
			cand[i] &= marks[i];
}

/*
 * mark: sets the pencil marks of empty cell i to the values of the word
 * z ("0" clears them), or shows them when z is NULL.
 */
static void
markcmd(struct sdk_game *gm, int i, const char *z, FILE *out)
{
	unsigned m = 0;
	int v;

	if (z != NULL && gm->board.cell[i] != 0) {
		fputs("Error: the cell is filled\n", out);
		return;
	}
	for (; z != NULL && *z != '\0' && strcmp(z, "0") != 0; z++) {
		v = sdk_char_value((unsigned char)*z);
		if (v < 1 || v > gm->board.n) {
			fputs("Error: value is invalid\n", out);
			return;
		}
		m |= 1u << (v - 1);
	}
	if (z != NULL)
		gm->marks[i] = (uint16_t)m;
	fputs("Marks:", out);
	putvalues(out, gm->board.n, gm->marks[i]);
	putc('\n', out);
}

/*
 * hint without a cell: the next step of the technique engine on the
 * board, its empty cells narrowed by the player's pencil marks; or what
 * keeps it from one.
 */
static void
stephint(const struct sdk_game *gm, FILE *out)
{
	uint16_t cand[SDK_MAXCELLS];
	struct sdk_geom space;
	struct sdk_human h;
	struct sdk_grid sol;
	struct sdk_step st;
	char line[SDK_STEP_TEXTMAX + 64];
	long k;

	sdk_game_cand(&gm->board, gm->marks, cand);
	if (sdk_human_init_shape(&h, &gm->board, cand, &space) < 0) {
		fputs("Hint: the board breaks a rule\n", out);
		return;
	}
	k = sdk_solve_count_cand(&gm->board, cand, 2, NULL, NULL);
	if (k == 0) {
		fputs(sdk_solve_count(&gm->board, 1, NULL, NULL) > 0 ?
		    "Hint: your pencil marks rule out every solution\n" :
		    "Hint: the board has no solution\n", out);
		return;
	}
	sdk_solve_canonical_cand(&gm->board, cand, &sol, NULL);
	sdk_human_solution(&h, &sol);
	h.flags = k == 1 ? SDK_HUMAN_UNIQUE : 0;
	if (sdk_human_step(&h, &st) <= 0) {
		fputs("Hint: nothing to do\n", out);
		return;
	}
	sdk_step_format(&st, line, sizeof(line));
	fprintf(out, "Hint: %s\n", line);
}

/*
 * Carries out one command line (it is cut into words in place). Returns
 * SDK_GAME_GO, SDK_GAME_EXIT or SDK_GAME_RESTART.
 */
int
sdk_game_command(struct sdk_game *gm, char *line, FILE *out)
{
	const char *sep = " \t\r\n\v\f";
	char *w[4], *cmd, *save_;
	int nw = 0, i, k, used;

	cmd = strtok_r(line, sep, &save_);
	if (cmd == NULL)
		return SDK_GAME_GO;
	while (nw < 4 && (w[nw] = strtok_r(NULL, sep, &save_)) != NULL)
		nw++;
	for (k = nw; k < 4; k++)
		w[k] = NULL;
	if (strcmp(cmd, "exit") == 0) {
		fputs("Exiting...\n", out);
		return SDK_GAME_EXIT;
	}
	if (strcmp(cmd, "restart") == 0)
		return SDK_GAME_RESTART;
	if (gm->solved)
		return invalid(out);
	if (strcmp(cmd, "set") == 0) {
		if ((i = cellarg(gm, w, nw, &used)) < 0 || nw <= used)
			return invalid(out);
		setcmd(gm, i, w[used], out);
		return SDK_GAME_GO;
	}
	if (strcmp(cmd, "hint") == 0 && nw == 0 && !gm->classic) {
		stephint(gm, out);
		return SDK_GAME_GO;
	}
	if (strcmp(cmd, "mark") == 0 && !gm->classic) {
		if ((i = cellarg(gm, w, nw, &used)) < 0 || nw > used + 1)
			return invalid(out);
		markcmd(gm, i, nw > used ? w[used] : NULL, out);
		return SDK_GAME_GO;
	}
	if (strcmp(cmd, "hint") == 0) {
		if ((i = cellarg(gm, w, nw, &used)) < 0)
			return invalid(out);
		if (!gm->hassol)
			fputs("Error: no solution is stored\n", out);
		else
			fprintf(out, "Hint: set cell to %c\n",
			    sdk_value_char(gm->solution.cell[i]));
		return SDK_GAME_GO;
	}
	if (strcmp(cmd, "validate") == 0) {
		char why[320];

		if (validate(gm))
			fputs("Validation passed: board is solvable\n", out);
		else {
			if (gm->classic)
				why[0] = '\0';
			else
				unsolvable(gm, why, sizeof(why));
			fprintf(out, "Validation failed: board is unsolvable%s\n",
			    why);
		}
		return SDK_GAME_GO;
	}
	if (strcmp(cmd, "candidates") == 0) {
		struct sdk_grid g;
		uint16_t cand[SDK_MAXCELLS];

		if ((i = cellarg(gm, w, nw, &used)) < 0)
			return invalid(out);
		g = gm->board;
		g.cell[i] = 0;
		sdk_grid_candidates(&g, cand);
		fputs("Candidates:", out);
		putvalues(out, g.n, cand[i]);
		putc('\n', out);
		return SDK_GAME_GO;
	}
	if (strcmp(cmd, "undo") == 0 || strcmp(cmd, "redo") == 0) {
		int undo = cmd[0] == 'u';

		if (undo ? gm->pos == 0 : gm->pos == gm->nhist) {
			fprintf(out, "Error: nothing to %s\n", cmd);
			return SDK_GAME_GO;
		}
		if (undo) {
			gm->pos--;
			gm->board.cell[gm->hist[gm->pos].cell] =
			    gm->hist[gm->pos].from;
		} else {
			gm->board.cell[gm->hist[gm->pos].cell] =
			    gm->hist[gm->pos].to;
			gm->pos++;
		}
		sdk_game_board(gm, out);
		if (sdk_grid_filled(&gm->board) == gm->board.ncells) {
			fputs("Puzzle solved successfully\n", out);
			gm->solved = 1;
		}
		return SDK_GAME_GO;
	}
	if (strcmp(cmd, "save") == 0) {
		if (nw < 1)
			return invalid(out);
		save(gm, w[0], out);
		return SDK_GAME_GO;
	}
	if (strcmp(cmd, "help") == 0) {
		for (k = 0; helptext[k]; k++)
			fprintf(out, "%s\n", helptext[k]);
		for (k = 0; !gm->classic && helpmore[k]; k++)
			fprintf(out, "%s\n", helpmore[k]);
		return SDK_GAME_GO;
	}
	return invalid(out);
}

/*
 * Reads a command line of at most SDK_GAME_LINE characters into buf
 * (SDK_GAME_LINE + 1 bytes), without its newline; a longer line is read to
 * its end and thrown away, and *toolong is set. Returns 1 for a line, 0 at
 * the end of the input.
 */
int
sdk_game_readline(FILE *in, char *buf, int *toolong)
{
	size_t len = 0;
	int c;

	*toolong = 0;
	while ((c = getc(in)) != EOF && c != '\n') {
		if (len < SDK_GAME_LINE)
			buf[len++] = c == '\0' ? ' ' : c;
		else
			*toolong = 1;
	}
	buf[len] = '\0';
	return c != EOF || len > 0 || *toolong;
}

/*
 * Reads the answer to the number-of-cells question as scanf("%d") would
 * leave the input: blanks and newlines skipped, then one word; the rest
 * of its line stays for the commands. Returns 1 with the word in buf
 * (size bytes), 0 at the end of the input.
 */
int
sdk_game_readword(FILE *in, char *buf, size_t size)
{
	size_t len = 0;
	int c;

	while ((c = getc(in)) != EOF && (c == ' ' || c == '\t' || c == '\n' ||
	    c == '\r' || c == '\v' || c == '\f'))
		;
	if (c == EOF)
		return 0;
	while (c != EOF && c != ' ' && c != '\t' && c != '\n' && c != '\r' &&
	    c != '\v' && c != '\f') {
		if (len + 1 < size)
			buf[len++] = c == '\0' ? '?' : c;
		c = getc(in);
	}
	if (c != EOF)
		ungetc(c, in);
	buf[len] = '\0';
	return 1;
}

/* What is wrong with a save that sdk_game_saved finds corrupt (-1). */
const char sdk_game_noboard[] =
    "corrupt save: no board of the puzzle's shape after its givens";

/*
 * Checks a game about to be loaded: givens without conflict, and a board
 * that holds every given, breaks no rule and, when claimsolved is set, is
 * full. Returns 0, or -1 with the reason in why.
 */
int
sdk_game_check(const struct sdk_grid *givens, const struct sdk_grid *board,
    int claimsolved, char *why, size_t size)
{
	struct sdk_conflict c;
	char text[256], name[16];
	int i;

	if (sdk_grid_conflicts(givens, &c, 1) > 0) {
		sdk_conflict_format(givens, &c, text, sizeof(text));
		snprintf(why, size, "givens conflict: %s", text);
		return -1;
	}
	for (i = 0; i < givens->ncells; i++) {
		if (givens->cell[i] == 0 || board->cell[i] == givens->cell[i])
			continue;
		sdk_cell_name(board, i, name, sizeof(name));
		if (board->cell[i] == 0)
			snprintf(why, size, "corrupt save: %s is empty on the "
			    "board, but its given is %c", name,
			    sdk_value_char(givens->cell[i]));
		else
			snprintf(why, size, "corrupt save: %s holds %c on the "
			    "board, but its given is %c", name,
			    sdk_value_char(board->cell[i]),
			    sdk_value_char(givens->cell[i]));
		return -1;
	}
	if (sdk_grid_conflicts(board, &c, 1) > 0) {
		sdk_conflict_format(board, &c, text, sizeof(text));
		snprintf(why, size, "corrupt save: the board breaks a rule: %s",
		    text);
		return -1;
	}
	if (claimsolved)
		for (i = 0; i < board->ncells; i++)
			if (board->cell[i] == 0) {
				sdk_cell_name(board, i, name, sizeof(name));
				snprintf(why, size, "corrupt save: it says "
				    "game=solved, but %s is empty", name);
				return -1;
			}
	return 0;
}

/*
 * Reads the pencil marks of a game that the save command wrote (its
 * marks= field, N places a cell as in a candidate line, on any side N:
 * place v holds v's character, or '.' or '0') into marks. Returns 1, or
 * 0 (marks all cleared) when r has none that read well.
 */
int
sdk_game_marks(const struct sdk_record *r, uint16_t *marks)
{
	const char *s;
	size_t len;
	int n = r->grid.n, i, v, c;

	memset(marks, 0, sizeof(*marks) * r->grid.ncells);
	for (i = 0; sdk_record_field(r, i, &s, &len); i++) {
		if (len < 6 || memcmp(s, "marks=", 6) != 0)
			continue;
		if (len - 6 != (size_t)(n * n * n))
			return 0;
		for (i = 0; i < n * n * n; i++) {
			v = i % n + 1;
			if ((c = s[6 + i]) == '.' || c == '0')
				continue;
			if (sdk_char_value((unsigned char)c) != v) {
				memset(marks, 0, sizeof(*marks) *
				    r->grid.ncells);
				return 0;
			}
			marks[i / n] |= (uint16_t)(1u << (v - 1));
		}
		return 1;
	}
	return 0;
}

/*
 * Tells whether r is a game that the save command wrote: givens, the
 * board, and the field game=playing (or game=solved, a finished game).
 * Returns 1 (playing) or 2 (solved) with the board in *board; -1 for a
 * record with that field but no board of its shape after the givens
 * (a corrupt save); else 0. *board is left alone but for 1 and 2.
 */
int
sdk_game_saved(const struct sdk_record *r, struct sdk_grid *board)
{
	struct sdk_grid g;
	int k;

	if (sdk_record_findfield(r, "game=playing") >= 0)
		k = 1;
	else if (sdk_record_findfield(r, "game=solved") >= 0)
		k = 2;
	else
		return 0;
	if (!sdk_record_pair(r, &g))
		return -1;
	*board = g;
	return k;
}
