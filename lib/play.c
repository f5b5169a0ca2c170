/* play.c: the game of sdk-play: its board, its commands and its input. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"

static const char *const helptext[] = {
	"Commands (X is the column, Y the row, both from 1):",
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

/* Prints the board: the --board style of sdk-fmt. */
void
sdk_game_board(const struct sdk_game *gm, FILE *out)
{
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

/* Returns 1 when value v may go in cell i: no peer holds it. */
static int
legal(const struct sdk_grid *g, int i, int v)
{
	const struct sdk_geom *geo = sdk_geom(g->n);
	int k;

	for (k = 0; k < geo->npeers; k++)
		if (g->cell[geo->peer[i][k]] == v)
			return 0;
	return 1;
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
 * Reads the value Z of a set: a number 0..N, or on 16x16 also a letter
 * A-G as the board shows it. Returns it, or -1.
 */
static long
valuearg(const struct sdk_game *gm, const char *s)
{
	long v;
	int c;

	if (number(s, 0, gm->board.n, &v) == 0)
		return v;
	if (gm->board.n == 16 && s[0] != '\0' && s[1] == '\0') {
		c = sdk_char_value((unsigned char)s[0]);
		if (c >= 10)
			return c;
	}
	return -1;
}

/* Reads the cell X Y of a command; returns its index, or -1. */
static int
cellarg(const struct sdk_game *gm, const char *xs, const char *ys)
{
	long x, y, n = gm->board.n;

	if (xs == NULL || ys == NULL || number(xs, 1, n, &x) < 0 ||
	    number(ys, 1, n, &y) < 0)
		return -1;
	return (int)((y - 1) * n + x - 1);
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
	sdk_grid_format(&gm->board, buf, 0);
	sdk_record_addfield(&r, buf, gm->board.ncells);
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
 * Carries out one command line (it is cut into words in place). Returns
 * SDK_GAME_GO, SDK_GAME_EXIT or SDK_GAME_RESTART.
 */
int
sdk_game_command(struct sdk_game *gm, char *line, FILE *out)
{
	const char *sep = " \t\r\n\v\f";
	char *w[4], *cmd, *save_;
	int nw = 0, i, k;
	long v;

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
		if (nw < 3 || (i = cellarg(gm, w[0], w[1])) < 0)
			return invalid(out);
		if (gm->givens.cell[i]) {
			fputs("Error: cell is fixed\n", out);
			return SDK_GAME_GO;
		}
		if ((v = valuearg(gm, w[2])) < 0 ||
		    (v != 0 && !legal(&gm->board, i, (int)v))) {
			fputs("Error: value is invalid\n", out);
			return SDK_GAME_GO;
		}
		setcell(gm, i, (int)v, out);
		return SDK_GAME_GO;
	}
	if (strcmp(cmd, "hint") == 0) {
		if (nw < 2 || (i = cellarg(gm, w[0], w[1])) < 0)
			return invalid(out);
		if (!gm->hassol)
			fputs("Error: no solution is stored\n", out);
		else
			fprintf(out, "Hint: set cell to %d\n",
			    gm->solution.cell[i]);
		return SDK_GAME_GO;
	}
	if (strcmp(cmd, "validate") == 0) {
		struct sdk_grid sol;

		if (!sdk_grid_conflict(&gm->board) &&
		    sdk_solve_canonical(&gm->board, &sol, NULL) > 0) {
			gm->solution = sol;
			gm->hassol = 1;
			fputs("Validation passed: board is solvable\n", out);
		} else
			fputs("Validation failed: board is unsolvable\n", out);
		return SDK_GAME_GO;
	}
	if (strcmp(cmd, "candidates") == 0) {
		struct sdk_grid g;
		uint16_t cand[SDK_MAXCELLS];

		if (nw < 2 || (i = cellarg(gm, w[0], w[1])) < 0)
			return invalid(out);
		g = gm->board;
		g.cell[i] = 0;
		sdk_grid_candidates(&g, cand);
		fputs("Candidates:", out);
		if (cand[i] == 0)
			fputs(" none", out);
		for (k = 1; k <= g.n; k++)
			if (cand[i] & 1u << (k - 1))
				fprintf(out, " %d", k);
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
