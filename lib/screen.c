/*
 * screen.c: the full-screen game of sdk-play --screen. The terminal goes
 * into raw mode (termios) on the alternate screen, the board is drawn
 * with ANSI sequences, keys become the commands of play.c, and every way
 * out (the quit key, the end of the input, SIGINT, SIGTERM, SIGHUP,
 * SIGQUIT, a stop with SIGTSTP) leaves the terminal as it was; SIGCONT
 * and SIGWINCH draw the screen again.
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "sdk.h"

#define ENTER "\033[?1049h\033[?25l"	/* alternate screen, no cursor */
#define LEAVE "\033[0m\033[?25h\033[?1049l"

enum {
	KEY_UP = 256, KEY_DOWN, KEY_LEFT, KEY_RIGHT, KEY_EOF
};

/* The terminal: its settings before, and where the game is. */
static struct termios saved;
static volatile sig_atomic_t active;	/* in the game: raw when running */
static volatile sig_atomic_t redraw;	/* draw the whole screen again */

/* What the screen shows besides the game. */
struct view {
	int cur;			/* the cell under the cursor */
	int pencil;			/* digits toggle pencil marks */
	int color;			/* the terminal has colours */
	unsigned char hot[SDK_MAXCELLS];	/* cells in conflict */
	char msg[256];			/* the last message of the game */
	const char *title;
};

/* Writes len bytes of s to the terminal, whatever signals come. */
static void
put(const char *s, size_t len)
{
	ssize_t k;

	while (len > 0) {
		k = write(STDOUT_FILENO, s, len);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return;
		s += k;
		len -= (size_t)k;
	}
}

/* Puts the terminal in raw mode on the alternate screen. */
static int
rawmode(void)
{
	struct termios t = saved;

	t.c_lflag &= ~(tcflag_t)(ICANON | ECHO | IEXTEN);
	t.c_iflag &= ~(tcflag_t)(IXON | ICRNL);
	t.c_cc[VMIN] = 1;
	t.c_cc[VTIME] = 0;
	if (tcsetattr(STDIN_FILENO, TCSADRAIN, &t) < 0)
		return -1;
	put(ENTER, sizeof(ENTER) - 1);
	return 0;
}

/* Gives the terminal back as it was. Safe in a signal handler. */
static void
cooked(void)
{
	put(LEAVE, sizeof(LEAVE) - 1);
	tcsetattr(STDIN_FILENO, TCSADRAIN, &saved);
}

static void
catch(int sig, void (*fn)(int))
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = fn;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}

/*
 * The signals: a stop gives the terminal back and stops; a continue takes
 * it again; a change of size draws again; the others give it back and
 * end the process as the signal would have.
 */
static void
onsignal(int sig)
{
	int e = errno;
	sigset_t set;

	if (!active) {
		errno = e;
		return;
	}
	switch (sig) {
	case SIGCONT:
		rawmode();
		redraw = 1;
		break;
#ifdef SIGWINCH
	case SIGWINCH:
		redraw = 1;
		break;
#endif
	case SIGTSTP:
		cooked();
		catch(SIGTSTP, SIG_DFL);
		sigemptyset(&set);
		sigaddset(&set, SIGTSTP);
		sigprocmask(SIG_UNBLOCK, &set, NULL);
		raise(SIGTSTP);
		/*
		 * Continued, or not stopped at all (an orphaned process
		 * group ignores SIGTSTP): take the terminal again.
		 */
		catch(SIGTSTP, onsignal);
		rawmode();
		redraw = 1;
		break;
	default:
		cooked();
		catch(sig, SIG_DFL);
		raise(sig);
		break;
	}
	errno = e;
}

static const int sigs[] = {
	SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT,
#ifdef SIGWINCH
	SIGWINCH,
#endif
};

/* Reads a byte within ms milliseconds (-1: wait). Returns it, or -1. */
static int
readbyte(int ms)
{
	struct pollfd p;
	unsigned char c;
	ssize_t k;

	p.fd = STDIN_FILENO;
	p.events = POLLIN;
	if (ms >= 0 && poll(&p, 1, ms) <= 0)
		return -1;
	k = read(STDIN_FILENO, &c, 1);
	if (k == 1)
		return c;
	if (k < 0 && errno == EINTR)
		return -2;
	return KEY_EOF;
}

/*
 * Reads a key: a byte, or an arrow (ESC [ A-D or ESC O A-D). Returns it,
 * KEY_EOF at the end of the input, or -2 when a signal came first.
 */
static int
readkey(void)
{
	int c, d;

	if ((c = readbyte(-1)) != 27)
		return c;
	if ((d = readbyte(50)) != '[' && d != 'O')
		return 27;
	switch (readbyte(50)) {
	case 'A':
		return KEY_UP;
	case 'B':
		return KEY_DOWN;
	case 'C':
		return KEY_RIGHT;
	case 'D':
		return KEY_LEFT;
	}
	return 27;
}

/* Adds the SGR sequence s when the terminal has colours. */
static void
sgr(struct sdk_buf *b, const struct view *v, const char *s)
{
	if (v->color)
		sdk_buf_printf(b, "\033[%sm", s);
}

/* Draws one cell: three columns, the cursor in brackets. */
static void
drawcell(struct sdk_buf *b, const struct sdk_game *gm, const struct view *v,
    int i)
{
	int c = gm->board.cell[i] ? sdk_value_char(gm->board.cell[i]) :
	    gm->marks[i] ? ':' : '.';
	int cur = i == v->cur;

	if (v->hot[i])
		sgr(b, v, "1;31");
	else if (gm->givens.cell[i])
		sgr(b, v, "1");
	else if (gm->board.cell[i])
		sgr(b, v, "36");
	if (cur)
		sgr(b, v, "7");
	sdk_buf_printf(b, "%c%c%c", cur ? '[' : ' ', c, cur ? ']' : ' ');
	sgr(b, v, "0");
}

/* Adds the frame line above or below the board, w characters inside. */
static void
frame(struct sdk_buf *b, int w)
{
	sdk_buf_add(b, "   +", 4);
	while (w-- > 0)
		sdk_buf_add(b, "-", 1);
	sdk_buf_add(b, "+\r\n", 3);
}

/*
 * Draws the board of a grid of boxes: bh rows and bw columns each, a
 * rule between bands and a '|' between stacks.
 */
static void
boxes(struct sdk_buf *b, const struct sdk_game *gm, const struct view *v)
{
	int n = gm->board.n, bh = gm->board.bh, bw = gm->board.bw, r, c, k;

	sdk_buf_add(b, "   ", 3);
	for (c = 0; c < n; c++)
		sdk_buf_printf(b, "%s%2d ", c % bw ? "" : " ", c + 1);
	sdk_buf_add(b, "\r\n", 2);
	for (r = 0; r <= n; r++) {
		if (r % bh == 0) {
			sdk_buf_add(b, "   +", 4);
			for (k = 0; k < n / bw; k++) {
				for (c = 0; c < 3 * bw; c++)
					sdk_buf_add(b, "-", 1);
				sdk_buf_add(b, "+", 1);
			}
			sdk_buf_add(b, "\r\n", 2);
		}
		if (r == n)
			break;
		sdk_buf_printf(b, "%2d |", r + 1);
		for (c = 0; c < n; c++) {
			drawcell(b, gm, v, r * n + c);
			if (c % bw == bw - 1)
				sdk_buf_add(b, "|", 1);
		}
		sdk_buf_add(b, "\r\n", 2);
	}
}

/*
 * Draws the board of a jigsaw grid: a '|' or a blank between two cells,
 * and under a row the rule of its region borders (sdk_style_rule), where
 * it has one.
 */
static void
regions(struct sdk_buf *b, const struct sdk_game *gm, const struct view *v)
{
	const struct sdk_grid *g = &gm->givens;
	char rule[4 * SDK_MAXN], *e;
	int n = g->n, r, c;

	sdk_buf_add(b, "    ", 4);
	for (c = 0; c < n; c++)
		sdk_buf_printf(b, "%2d  ", c + 1);
	sdk_buf_add(b, "\r\n", 2);
	frame(b, 4 * n - 1);
	for (r = 0; r < n; r++) {
		if (r > 0) {
			e = sdk_style_rule(rule, g, r - 1, 3);
			if (memchr(rule, '-', (size_t)(e - rule)) != NULL) {
				sdk_buf_add(b, "   |", 4);
				sdk_buf_add(b, rule, (size_t)(e - rule));
				sdk_buf_add(b, "|\r\n", 3);
			}
		}
		sdk_buf_printf(b, "%2d |", r + 1);
		for (c = 0; c < n; c++) {
			if (c > 0)
				sdk_buf_add(b, sdk_grid_boxof(g, r, c - 1) !=
				    sdk_grid_boxof(g, r, c) ? "|" : " ", 1);
			drawcell(b, gm, v, r * n + c);
		}
		sdk_buf_add(b, "|\r\n", 3);
	}
	frame(b, 4 * n - 1);
}

/* Draws the whole screen: title, column labels, board, status, keys. */
static void
draw(const struct sdk_game *gm, const struct view *v)
{
	struct sdk_buf b = { NULL, 0, 0 };
	int n = gm->board.n, k;
	char name[16], keys[16];

	sdk_buf_printf(&b, "\033[H\033[2J%s\r\n\r\n", v->title);
	if (gm->givens.var & SDK_VAR_JIGSAW)
		regions(&b, gm, v);
	else
		boxes(&b, gm, v);
	sdk_cell_name(&gm->board, v->cur, name, sizeof(name));
	sdk_buf_printf(&b, "\r\n%s%s", name, v->pencil ? "  pencil" : "");
	if (gm->marks[v->cur]) {
		sdk_buf_add(&b, "  marks:", 8);
		for (k = 1; k <= n; k++)
			if (gm->marks[v->cur] & 1u << (k - 1))
				sdk_buf_printf(&b, " %c", sdk_value_char(k));
	}
	sdk_buf_printf(&b, "\r\n%s\r\n", v->msg);
	if (n <= 9)
		snprintf(keys, sizeof(keys), "1-%d", n);
	else if (n == 10)
		snprintf(keys, sizeof(keys), "1-9 A");
	else
		snprintf(keys, sizeof(keys), "1-9 A-%c", sdk_value_char(n));
	sdk_buf_printf(&b, "\r\narrows/hjkl move, %s place, 0 clear, "
	    "p pencil,\r\nu undo, r redo, ? hint, v validate, n new game, "
	    "q quit\r\n", keys);
	put(b.s, b.len);
	sdk_buf_free(&b);
}

/*
 * Runs the command line of play.c on the game and keeps its last line
 * of output that is not part of a board (nor the name of the shape
 * above it) as the message.
 */
static int
command(struct sdk_game *gm, struct view *v, const char *line)
{
	char buf[64], name[64], *text = NULL, *p, *e;
	size_t len = 0;
	FILE *fp;
	int k;

	name[0] = '\0';
	if (!sdk_grid_classic(&gm->givens))
		sdk_grid_shape_name(&gm->givens, name, sizeof(name));
	snprintf(buf, sizeof(buf), "%s", line);
	if ((fp = open_memstream(&text, &len)) == NULL) {
		snprintf(v->msg, sizeof(v->msg), "Error: out of memory");
		return SDK_GAME_GO;
	}
	k = sdk_game_command(gm, buf, fp);
	fclose(fp);
	v->msg[0] = '\0';
	for (p = text; p != NULL && *p != '\0'; p = e + 1) {
		if ((e = strchr(p, '\n')) == NULL)
			break;
		if (*p != '-' && *p != '|' && (strlen(name) != (size_t)(e - p) ||
		    memcmp(p, name, (size_t)(e - p)) != 0))
			snprintf(v->msg, sizeof(v->msg), "%.*s", (int)(e - p),
			    p);
	}
	free(text);
	return k;
}

/* Marks the peers of cell i that hold value val. */
static void
hotpeers(const struct sdk_game *gm, struct view *v, int i, int val)
{
	struct sdk_geom space;
	const struct sdk_geom *geo = sdk_grid_geom(&gm->board, &space);
	int k;

	for (k = 0; k < geo->npeer[i]; k++)
		if (gm->board.cell[geo->peer[i][k]] == val)
			v->hot[geo->peer[i][k]] = 1;
}

/* Returns the value that key c places on side n, 0 to clear, or -1. */
static int
keyvalue(int c, int n)
{
	int val;

	if (c == '0' || c == 'x' || c == ' ' || c == 127 || c == 8)
		return 0;
	if (c >= 'a' && c <= 'g')
		c += 'A' - 'a';
	val = sdk_char_value(c);
	return val >= 1 && val <= n ? val : -1;
}

/* Carries out key c. Returns SDK_GAME_GO, _EXIT or _RESTART. */
static int
key(struct sdk_game *gm, struct view *v, int c)
{
	int n = gm->board.n, x = v->cur % n + 1, y = v->cur / n + 1, val;
	char line[64];

	switch (c) {
	case KEY_UP: case 'k':
		v->cur = (v->cur - n + gm->board.ncells) % gm->board.ncells;
		return SDK_GAME_GO;
	case KEY_DOWN: case 'j':
		v->cur = (v->cur + n) % gm->board.ncells;
		return SDK_GAME_GO;
	case KEY_LEFT: case 'h':
		v->cur = (y - 1) * n + (x + n - 2) % n;
		return SDK_GAME_GO;
	case KEY_RIGHT: case 'l':
		v->cur = (y - 1) * n + x % n;
		return SDK_GAME_GO;
	case 'q': case KEY_EOF:
		return SDK_GAME_EXIT;
	case 'n':
		return SDK_GAME_RESTART;
	case 'p':
		v->pencil = !v->pencil;
		return SDK_GAME_GO;
	case 'u':
		return command(gm, v, "undo");
	case 'r':
		return command(gm, v, "redo");
	case '?':
		snprintf(line, sizeof(line), "hint %d %d", x, y);
		return command(gm, v, line);
	case 'v':
		return command(gm, v, "validate");
	}
	if ((val = keyvalue(c, n)) < 0)
		return SDK_GAME_GO;
	memset(v->hot, 0, sizeof(v->hot));
	if (v->pencil && val > 0 && !gm->solved) {
		gm->marks[v->cur] ^= (uint16_t)(1u << (val - 1));
		return SDK_GAME_GO;
	}
	if (val > 0 && !gm->givens.cell[v->cur])
		hotpeers(gm, v, v->cur, val);
	snprintf(line, sizeof(line), "set %d %d %d", x, y, val);
	return command(gm, v, line);
}

/*
 * Plays game gm full screen until a quit, a new game or the end of the
 * input, with title on the first line. Standard input and output must
 * be the terminal. Returns SDK_GAME_EXIT or SDK_GAME_RESTART, or -1 when
 * the terminal cannot be set up.
 */
int
sdk_screen_play(struct sdk_game *gm, const char *title)
{
	static struct view v;
	const char *term = getenv("TERM"), *nocolor;
	size_t k;
	int c, rc = SDK_GAME_GO;

	if (tcgetattr(STDIN_FILENO, &saved) < 0)
		return -1;
	memset(&v, 0, sizeof(v));
	v.title = title;
	nocolor = getenv("NO_COLOR");	/* no-color.org: set and not empty */
	v.color = (nocolor == NULL || *nocolor == '\0') && term != NULL &&
	    strcmp(term, "dumb") != 0;
	if (gm->solved)
		snprintf(v.msg, sizeof(v.msg), "Puzzle solved successfully");
	for (k = 0; k < sizeof(sigs) / sizeof(sigs[0]); k++)
		catch(sigs[k], onsignal);
	active = 1;
	if (rawmode() < 0) {
		active = 0;
		return -1;
	}
	draw(gm, &v);
	while (rc == SDK_GAME_GO) {
		if ((c = readkey()) == -2 || c == -1) {
			if (redraw) {
				redraw = 0;
				draw(gm, &v);
			}
			continue;
		}
		rc = key(gm, &v, c);
		draw(gm, &v);
	}
	active = 0;
	cooked();
	for (k = 0; k < sizeof(sigs) / sizeof(sigs[0]); k++)
		catch(sigs[k], SIG_DFL);
	return rc;
}
