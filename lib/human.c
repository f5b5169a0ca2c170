/*
 * human.c: the technique engine. On a candidate grid of any size it finds
 * the next step a person would take, the easiest technique that applies,
 * and rates puzzles by the hardest step along that easiest path.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "sdk.h"

#define BIT(v) (1u << ((v) - 1))

/* A technique: its name in step lines, a short key, rating and level. */
struct tech {
	const char *name;
	const char *key;
	int rating;
	int level;
};

/*
 * Ratings follow Sudoku Explainer where it has the technique; the others
 * (finned fish, skyscraper, kite, empty rectangle, W-wing, the unique
 * rectangle types, the forcing chain and guessing) are ours, placed among
 * the techniques of the same kind.
 */
static const struct tech techs[SDK_TECH_COUNT] = {
	{ "Full house", "full-house", 10, SDK_LEVEL_EASY },
	{ "Hidden single", "hidden-single-box", 12, SDK_LEVEL_EASY },
	{ "Hidden single", "hidden-single-line", 15, SDK_LEVEL_EASY },
	{ "Naked single", "naked-single", 23, SDK_LEVEL_EASY },
	{ "Pointing", "pointing", 26, SDK_LEVEL_MEDIUM },
	{ "Claiming", "claiming", 28, SDK_LEVEL_MEDIUM },
	{ "Naked pair", "naked-pair", 30, SDK_LEVEL_MEDIUM },
	{ "X-wing", "x-wing", 32, SDK_LEVEL_HARD },
	{ "Hidden pair", "hidden-pair", 34, SDK_LEVEL_MEDIUM },
	{ "Skyscraper", "skyscraper", 35, SDK_LEVEL_HARD },
	{ "Finned X-wing", "finned-x-wing", 35, SDK_LEVEL_HARD },
	{ "Naked triple", "naked-triple", 36, SDK_LEVEL_HARD },
	{ "Swordfish", "swordfish", 38, SDK_LEVEL_HARD },
	{ "Hidden triple", "hidden-triple", 40, SDK_LEVEL_HARD },
	{ "Two-string kite", "two-string-kite", 41, SDK_LEVEL_HARD },
	{ "XY-wing", "xy-wing", 42, SDK_LEVEL_HARD },
	{ "Empty rectangle", "empty-rectangle", 42, SDK_LEVEL_HARD },
	{ "Finned swordfish", "finned-swordfish", 43, SDK_LEVEL_HARD },
	{ "XYZ-wing", "xyz-wing", 44, SDK_LEVEL_HARD },
	{ "W-wing", "w-wing", 44, SDK_LEVEL_HARD },
	{ "Unique rectangle type 1", "unique-rectangle-1", 45,
	    SDK_LEVEL_HARD },
	{ "Unique rectangle type 2", "unique-rectangle-2", 46,
	    SDK_LEVEL_HARD },
	{ "Unique rectangle type 4", "unique-rectangle-4", 46,
	    SDK_LEVEL_HARD },
	{ "Unique rectangle type 3", "unique-rectangle-3", 47,
	    SDK_LEVEL_HARD },
	{ "Naked quad", "naked-quad", 50, SDK_LEVEL_HARD },
	{ "Jellyfish", "jellyfish", 52, SDK_LEVEL_HARD },
	{ "Finned jellyfish", "finned-jellyfish", 53, SDK_LEVEL_HARD },
	{ "Hidden quad", "hidden-quad", 54, SDK_LEVEL_HARD },
	{ "BUG+1", "bug", 56, SDK_LEVEL_HARD },
	{ "X-chain", "x-chain", 65, SDK_LEVEL_EXPERT },
	{ "XY-chain", "xy-chain", 66, SDK_LEVEL_EXPERT },
	{ "Forcing chain", "forcing-chain", 70, SDK_LEVEL_EXPERT },
	{ "Guess", "guess", 90, SDK_LEVEL_EXTREME }
};

static const char *levels[SDK_LEVEL_COUNT] = {
	"easy", "medium", "hard", "expert", "extreme"
};

/* A copy of the grid for the forcing chains. */
struct board {
	unsigned char cell[SDK_MAXCELLS];
	uint16_t cand[SDK_MAXCELLS];
};

/* Returns the name of technique tech in step lines, or "?". */
const char *
sdk_tech_name(int tech)
{
	return tech >= 0 && tech < SDK_TECH_COUNT ? techs[tech].name : "?";
}

/* Returns the short key of technique tech ("hidden-single-box"), or "?". */
const char *
sdk_tech_key(int tech)
{
	return tech >= 0 && tech < SDK_TECH_COUNT ? techs[tech].key : "?";
}

/* Returns the base rating of technique tech in tenths, or -1. */
int
sdk_tech_rating(int tech)
{
	return tech >= 0 && tech < SDK_TECH_COUNT ? techs[tech].rating : -1;
}

/* Returns the level (SDK_LEVEL_*) of technique tech, or -1. */
int
sdk_tech_level(int tech)
{
	return tech >= 0 && tech < SDK_TECH_COUNT ? techs[tech].level : -1;
}

/* Returns the name of level ("easy" ... "extreme"), or "?". */
const char *
sdk_level_name(int level)
{
	return level >= 0 && level < SDK_LEVEL_COUNT ? levels[level] : "?";
}

/* Returns the level called name, or -1. */
int
sdk_level_lookup(const char *name)
{
	int i;

	for (i = 0; i < SDK_LEVEL_COUNT; i++)
		if (strcmp(name, levels[i]) == 0)
			return i;
	return -1;
}

/* Returns the number of bits set in the 16-bit mask x. */
static int
pop(unsigned x)
{
	x = x - ((x >> 1) & 0x5555u);
	x = (x & 0x3333u) + ((x >> 2) & 0x3333u);
	x = (x + (x >> 4)) & 0x0F0Fu;
	return (x + (x >> 8)) & 0x1F;
}

/* Returns the smallest value in mask m (bit v-1 for v), 0 for none. */
static int
lowval(unsigned m)
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

/* Returns 1 when cells a and b differ and share a house. */
static int
sees(const struct sdk_human *h, int a, int b)
{
	const unsigned char *x = h->geo->cellhouse[a];
	const unsigned char *y = h->geo->cellhouse[b];

	return a != b && (x[0] == y[0] || x[1] == y[1] || x[2] == y[2]);
}

/* Returns the mask of the places of v in house hs (bit k: house cell k). */
static unsigned
where(const struct sdk_human *h, int hs, int v)
{
	unsigned m = 0, b = BIT(v);
	int k;

	for (k = 0; k < h->n; k++)
		if (h->cand[h->geo->house[hs][k]] & b)
			m |= 1u << k;
	return m;
}

/*
 * Steps idx[0..k-1], increasing and below m, to the next combination.
 * Returns 0 after the last one.
 */
static int
nextcomb(int *idx, int k, int m)
{
	int i = k - 1;

	while (i >= 0 && idx[i] == m - k + i)
		i--;
	if (i < 0)
		return 0;
	idx[i]++;
	for (i++; i < k; i++)
		idx[i] = idx[i - 1] + 1;
	return 1;
}

/* Starts step st of technique tech, with no text and no action. */
static void
begin(const struct sdk_human *h, struct sdk_step *st, int tech)
{
	st->tech = tech;
	st->rating = techs[tech].rating;
	st->n = h->n;
	st->nact = 0;
	st->text[0] = '\0';
}

/* Appends printf text to the text of st, truncating it when full. */
static void SDK_PRINTF(2, 3)
say(struct sdk_step *st, const char *fmt, ...)
{
	size_t len = strlen(st->text);
	va_list ap;

	if (len + 1 >= sizeof(st->text))
		return;
	va_start(ap, fmt);
	vsnprintf(st->text + len, sizeof(st->text) - len, fmt, ap);
	va_end(ap);
}

/* Appends the name of cell c (r1c2) to the text of st. */
static void
saycell(struct sdk_step *st, int c)
{
	say(st, "r%dc%d", c / st->n + 1, c % st->n + 1);
}

/* Appends the cells c[0..k-1], comma-separated. */
static void
saycells(struct sdk_step *st, const int *c, int k)
{
	int i;

	for (i = 0; i < k; i++) {
		if (i > 0)
			say(st, ", ");
		saycell(st, c[i]);
	}
}

/* Appends the values of mask m as 3/7. */
static void
sayvals(struct sdk_step *st, unsigned m)
{
	int v, first = 1;

	for (v = 1; m >> (v - 1); v++)
		if (m & BIT(v)) {
			say(st, first ? "%d" : "/%d", v);
			first = 0;
		}
}

/* Appends the name of house hs (row 1, column 2, box 3). */
static void
sayhouse(struct sdk_step *st, int hs)
{
	int n = st->n;

	if (hs < n)
		say(st, "row %d", hs + 1);
	else if (hs < 2 * n)
		say(st, "column %d", hs - n + 1);
	else
		say(st, "box %d", hs - 2 * n + 1);
}

/*
 * Appends the lines of mask m (bit i: line i) as "rows 1, 4" or "columns
 * 2, 7"; cols tells which.
 */
static void
saylines(struct sdk_step *st, unsigned m, int cols)
{
	int i, first = 1;

	say(st, cols ? "columns " : "rows ");
	for (i = 0; m >> i; i++)
		if (m & 1u << i) {
			say(st, first ? "%d" : ", %d", i + 1);
			first = 0;
		}
}

/* Adds an action to st, once; the list holds at most SDK_STEP_MAXACT. */
static void
act(struct sdk_step *st, int kind, int c, int v)
{
	int i;

	for (i = 0; i < st->nact; i++)
		if (st->act[i].kind == kind && st->act[i].cell == c &&
		    st->act[i].value == v)
			return;
	if (st->nact >= SDK_STEP_MAXACT)
		return;
	st->act[st->nact].kind = kind;
	st->act[st->nact].cell = c;
	st->act[st->nact].value = v;
	st->nact++;
}

/* Adds the removal of v from cell c when it is a candidate there. */
static int
rm(const struct sdk_human *h, struct sdk_step *st, int c, int v)
{
	if (h->cell[c] || !(h->cand[c] & BIT(v)))
		return 0;
	act(st, SDK_ACT_REMOVE, c, v);
	return 1;
}

/*
 * Adds the removal of v from every cell that sees all of c[0..k-1] (and is
 * none of them). Returns the number of removals.
 */
static int
rmseen(const struct sdk_human *h, struct sdk_step *st, const int *c, int k,
    int v)
{
	const struct sdk_geom *geo = h->geo;
	int i, j, x, found = 0;

	for (i = 0; i < geo->npeers; i++) {
		x = geo->peer[c[0]][i];
		if (h->cell[x] || !(h->cand[x] & BIT(v)))
			continue;
		for (j = 1; j < k; j++)
			if (x == c[j] || !sees(h, x, c[j]))
				break;
		if (j == k)
			found += rm(h, st, x, v);
	}
	return found;
}

/* Sorts the actions of st: placements first, then by cell and value. */
static void
sortacts(struct sdk_step *st)
{
	int i, j;
	struct sdk_action a;

	for (i = 1; i < st->nact; i++) {
		a = st->act[i];
		for (j = i; j > 0; j--) {
			struct sdk_action *p = &st->act[j - 1];

			if (p->kind < a.kind || (p->kind == a.kind &&
			    (p->cell < a.cell || (p->cell == a.cell &&
			    p->value < a.value))))
				break;
			st->act[j] = *p;
		}
		st->act[j] = a;
	}
}

/* Places v in cell c of h and removes v from the candidates of its peers. */
static void
place(struct sdk_human *h, int c, int v)
{
	const struct sdk_geom *geo = h->geo;
	int k;

	h->cell[c] = v;
	h->cand[c] = 0;
	for (k = 0; k < geo->npeers; k++)
		h->cand[geo->peer[c][k]] &= ~BIT(v);
}

/*
 * Makes h the candidate grid of g: its values, and for each empty cell
 * the values that none of its peers holds. No flags, no solution.
 * Returns 0, or -1 when g has a bad size or two equal values in a house.
 */
int
sdk_human_init(struct sdk_human *h, const struct sdk_grid *g)
{
	int i;

	if (!sdk_size_ok(g->n) || sdk_grid_conflict(g))
		return -1;
	memset(h, 0, sizeof(*h));
	h->n = g->n;
	h->box = g->box;
	h->ncells = g->ncells;
	h->geo = sdk_geom(g->n);
	sdk_grid_candidates(g, h->cand);
	for (i = 0; i < h->ncells; i++) {
		h->cell[i] = g->cell[i];
		if (g->cell[i])
			h->cand[i] = 0;
	}
	return 0;
}

/* Gives h the solution of its puzzle, for guesses and the check. */
void
sdk_human_solution(struct sdk_human *h, const struct sdk_grid *sol)
{
	h->sol = *sol;
	h->hassol = 1;
}

/* Returns 1 when every cell of h holds a value. */
int
sdk_human_solved(const struct sdk_human *h)
{
	int i;

	for (i = 0; i < h->ncells; i++)
		if (!h->cell[i])
			return 0;
	return 1;
}

/* Full house: the last empty cell of a house. */
static int
fullhouse(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int hs, k, x, last, empty;

	for (hs = 0; hs < geo->nhouses; hs++) {
		empty = 0;
		last = -1;
		for (k = 0; k < h->n; k++) {
			x = geo->house[hs][k];
			if (!h->cell[x]) {
				empty++;
				last = x;
			}
		}
		if (empty != 1 || pop(h->cand[last]) != 1)
			continue;
		begin(h, st, SDK_TECH_FULL_HOUSE);
		act(st, SDK_ACT_PLACE, last, lowval(h->cand[last]));
		saycell(st, last);
		say(st, " is the last empty cell in ");
		sayhouse(st, hs);
		return 1;
	}
	return 0;
}

/* Hidden single: a value with one place in a box, or in a row or column. */
static int
hiddensingle(struct sdk_human *h, struct sdk_step *st, int boxes)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, hs, k, v, x;
	unsigned once, twice, m;

	for (hs = boxes ? 2 * n : 0; hs < (boxes ? 3 * n : 2 * n); hs++) {
		once = twice = 0;
		for (k = 0; k < n; k++) {
			m = h->cand[geo->house[hs][k]];
			twice |= once & m;
			once |= m;
		}
		once &= ~twice;
		if (once == 0)
			continue;
		v = lowval(once);
		for (k = 0; k < n; k++) {
			x = geo->house[hs][k];
			if (h->cand[x] & BIT(v))
				break;
		}
		begin(h, st, boxes ? SDK_TECH_HIDDEN_SINGLE_BOX :
		    SDK_TECH_HIDDEN_SINGLE_LINE);
		act(st, SDK_ACT_PLACE, x, v);
		say(st, "the only place for %d in ", v);
		sayhouse(st, hs);
		say(st, " is ");
		saycell(st, x);
		return 1;
	}
	return 0;
}

/* Naked single: a cell with one candidate. */
static int
nakedsingle(struct sdk_human *h, struct sdk_step *st)
{
	int c;

	for (c = 0; c < h->ncells; c++) {
		if (h->cell[c] || pop(h->cand[c]) != 1)
			continue;
		begin(h, st, SDK_TECH_NAKED_SINGLE);
		act(st, SDK_ACT_PLACE, c, lowval(h->cand[c]));
		saycell(st, c);
		say(st, " can only be %d", lowval(h->cand[c]));
		return 1;
	}
	return 0;
}

/*
 * Locked candidates. Pointing: the places of a value in a box all lie in
 * one row or column, so the rest of that line loses it. Claiming: those
 * of a row or column all lie in one box, so the rest of the box loses it.
 */
static int
locked(struct sdk_human *h, struct sdk_step *st, int claiming)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, hs, v, k, t, x, line, other;
	unsigned m;

	for (hs = claiming ? 0 : 2 * n; hs < (claiming ? 2 * n : 3 * n);
	    hs++)
		for (v = 1; v <= n; v++) {
			m = where(h, hs, v);
			if (m == 0)
				continue;
			for (t = claiming ? 2 : 0; t < (claiming ? 3 : 2);
			    t++) {
				line = -1;
				for (k = 0; k < n; k++) {
					if (!(m & 1u << k))
						continue;
					x = geo->cellhouse[geo->house[hs][k]][t];
					if (line >= 0 && line != x)
						break;
					line = x;
				}
				if (k < n)
					continue;
				begin(h, st, claiming ? SDK_TECH_CLAIMING :
				    SDK_TECH_POINTING);
				for (k = 0; k < n; k++) {
					x = geo->house[line][k];
					if (geo->cellhouse[x][claiming ? 0 : 2]
					    != hs && (claiming ?
					    geo->cellhouse[x][1] != hs : 1))
						rm(h, st, x, v);
				}
				if (st->nact == 0)
					continue;
				other = line;
				say(st, "%d in ", v);
				sayhouse(st, hs);
				say(st, " lies only in ");
				sayhouse(st, other);
				return 1;
			}
		}
	return 0;
}

/*
 * Naked subset of k cells: k cells of a house hold only k values between
 * them, so the other cells of every house they share lose those values.
 */
static int
nakedsubset(struct sdk_human *h, struct sdk_step *st, int k)
{
	static const int tech[5] = { 0, 0, SDK_TECH_NAKED_PAIR,
	    SDK_TECH_NAKED_TRIPLE, SDK_TECH_NAKED_QUAD };
	const struct sdk_geom *geo = h->geo;
	int n = h->n, hs, i, j, t, x, m, all, idx[4], cells[4], e[SDK_MAXN];
	int shared[3], nh;
	unsigned u;

	for (hs = 0; hs < geo->nhouses; hs++) {
		m = all = 0;
		for (i = 0; i < n; i++) {
			x = geo->house[hs][i];
			if (h->cell[x])
				continue;
			all++;
			if (pop(h->cand[x]) <= k)
				e[m++] = x;
		}
		if (m < k || all <= k)
			continue;
		for (i = 0; i < k; i++)
			idx[i] = i;
		do {
			u = 0;
			for (i = 0; i < k; i++)
				u |= h->cand[e[idx[i]]];
			if (pop(u) != k)
				continue;
			for (i = 0; i < k; i++)
				cells[i] = e[idx[i]];
			begin(h, st, tech[k]);
			nh = 0;
			for (t = 0; t < 3; t++) {
				int hh = geo->cellhouse[cells[0]][t];

				for (i = 1; i < k; i++)
					if (geo->cellhouse[cells[i]][t] != hh)
						break;
				if (i < k)
					continue;
				shared[nh++] = hh;
				for (i = 0; i < n; i++) {
					x = geo->house[hh][i];
					for (j = 0; j < k; j++)
						if (x == cells[j])
							break;
					if (j < k)
						continue;
					for (j = 1; j <= n; j++)
						if (u & BIT(j))
							rm(h, st, x, j);
				}
			}
			if (st->nact == 0)
				continue;
			saycells(st, cells, k);
			for (i = 0; i < nh; i++) {
				say(st, i == 0 ? " in " : " and ");
				sayhouse(st, shared[i]);
			}
			say(st, " hold only ");
			sayvals(st, u);
			return 1;
		} while (nextcomb(idx, k, m));
	}
	return 0;
}

/*
 * Hidden subset of k values: k values of a house have only k places
 * between them, so those cells lose their other candidates.
 */
static int
hiddensubset(struct sdk_human *h, struct sdk_step *st, int k)
{
	static const int tech[5] = { 0, 0, SDK_TECH_HIDDEN_PAIR,
	    SDK_TECH_HIDDEN_TRIPLE, SDK_TECH_HIDDEN_QUAD };
	const struct sdk_geom *geo = h->geo;
	int n = h->n, hs, i, j, v, m, all, idx[4], vals[SDK_MAXN];
	int cells[4], nc;
	unsigned pos[SDK_MAXN], u, w, vm;

	for (hs = 0; hs < geo->nhouses; hs++) {
		m = all = 0;
		for (v = 1; v <= n; v++) {
			w = where(h, hs, v);
			if (w == 0)
				continue;
			all++;
			if (pop(w) <= k) {
				vals[m] = v;
				pos[m++] = w;
			}
		}
		if (m < k || all <= k)
			continue;
		for (i = 0; i < k; i++)
			idx[i] = i;
		do {
			u = vm = 0;
			for (i = 0; i < k; i++) {
				u |= pos[idx[i]];
				vm |= BIT(vals[idx[i]]);
			}
			if (pop(u) != k)
				continue;
			begin(h, st, tech[k]);
			nc = 0;
			for (i = 0; i < n; i++) {
				int x = geo->house[hs][i];

				if (!(u & 1u << i))
					continue;
				cells[nc++] = x;
				for (j = 1; j <= n; j++)
					if (!(vm & BIT(j)))
						rm(h, st, x, j);
			}
			if (st->nact == 0)
				continue;
			sayvals(st, vm);
			say(st, " in ");
			sayhouse(st, hs);
			say(st, " lie only in ");
			saycells(st, cells, nc);
			return 1;
		} while (nextcomb(idx, k, m));
	}
	return 0;
}

/*
 * Fish of size k on value v with base lines base (bit i: line i of the
 * orientation cols) and cover lines cover: v leaves the cover lines
 * outside the base lines, in the cells of box fb (-1: any box).
 */
static void
fishelim(struct sdk_human *h, struct sdk_step *st, int v, int cols,
    unsigned base, unsigned cover, int fb)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, i, k, x;

	for (i = 0; i < n; i++) {
		if (!(cover & 1u << i))
			continue;
		for (k = 0; k < n; k++) {
			if (base & 1u << k)
				continue;
			x = geo->house[(cols ? 0 : n) + i][k];
			if (fb < 0 || geo->cellhouse[x][2] == 2 * n + fb)
				rm(h, st, x, v);
		}
	}
}

/*
 * Fish of size k (X-wing, swordfish, jellyfish): k rows whose places for
 * v lie in k columns (or the other way round). Finned: the places outside
 * the k cover lines (the fins) all lie in one box, and only the cells of
 * that box lose v.
 */
static int
fish(struct sdk_human *h, struct sdk_step *st, int k, int finned)
{
	static const int basic[5] = { 0, 0, SDK_TECH_X_WING,
	    SDK_TECH_SWORDFISH, SDK_TECH_JELLYFISH };
	static const int fin[5] = { 0, 0, SDK_TECH_FINNED_X_WING,
	    SDK_TECH_FINNED_SWORDFISH, SDK_TECH_FINNED_JELLYFISH };
	int n = h->n, b = h->box, v, cols, i, m, idx[4], lines[SDK_MAXN];
	int fb, fins[SDK_MAXCELLS], nf;
	unsigned mask[SDK_MAXN], u, base, bm, cn, avail, e, cover;

	for (v = 1; v <= n; v++)
		for (cols = 0; cols < 2; cols++) {
			m = 0;
			for (i = 0; i < n; i++) {
				u = where(h, cols * n + i, v);
				if (u != 0 && (finned ||
				    pop(u) <= k)) {
					lines[m] = i;
					mask[m++] = u;
				}
			}
			if (m < k)
				continue;
			for (i = 0; i < k; i++)
				idx[i] = i;
			do {
				u = base = 0;
				for (i = 0; i < k; i++) {
					u |= mask[idx[i]];
					base |= 1u << lines[idx[i]];
				}
				if (!finned) {
					if (pop(u) != k)
						continue;
					begin(h, st, basic[k]);
					fishelim(h, st, v, cols, base, u, -1);
					if (st->nact == 0)
						continue;
					say(st, "%d in ", v);
					saylines(st, base, cols);
					say(st, " lies only in ");
					saylines(st, u, !cols);
					return 1;
				}
				if (pop(u) <= k)
					continue;
				/* fb: the box of the fins, by its band/stack. */
				for (fb = 0; fb < n; fb++) {
					int band = cols ? fb % b : fb / b;
					int stack = cols ? fb / b : fb % b;

					bm = ((1u << b) - 1) << (stack * b);
					cn = 0;
					for (i = 0; i < k; i++) {
						int l = lines[idx[i]];

						if (l / b == band)
							cn |= mask[idx[i]] & ~bm;
						else
							cn |= mask[idx[i]];
					}
					if (pop(cn) > k)
						continue;
					avail = u & bm & ~cn;
					for (e = 0; e <= avail; e++) {
						if ((e & ~avail) != 0 ||
						    pop(cn | e) != k)
							continue;
						cover = cn | e;
						if ((u & ~cover) == 0)
							continue;
						begin(h, st, fin[k]);
						fishelim(h, st, v, cols, base,
						    cover, fb);
						if (st->nact == 0)
							continue;
						nf = 0;
						for (i = 0; i < k; i++) {
							int l = lines[idx[i]];
							unsigned f = mask[idx[i]] &
							    ~cover;
							int j;

							for (j = 0; j < n; j++)
								if (f & 1u << j)
									fins[nf++] =
									    cols ?
									    j * n + l :
									    l * n + j;
						}
						say(st, "%d in ", v);
						saylines(st, base, cols);
						say(st, " lies only in ");
						saylines(st, cover, !cols);
						say(st, " and the fin%s ",
						    nf > 1 ? "s" : "");
						saycells(st, fins, nf);
						return 1;
					}
				}
			} while (nextcomb(idx, k, m));
		}
	return 0;
}

/*
 * The strong link of v in house hs: its two places, in a and b. Returns
 * 1 when v has exactly two places there.
 */
static int
stronglink(const struct sdk_human *h, int hs, int v, int *a, int *b)
{
	unsigned m = where(h, hs, v);
	int k, i = 0, e[2];

	if (pop(m) != 2)
		return 0;
	for (k = 0; k < h->n && i < 2; k++)
		if (m & 1u << k)
			e[i++] = h->geo->house[hs][k];
	*a = e[0];
	*b = e[1];
	return 1;
}

/*
 * Skyscraper: two parallel strong links on v with one end of each in the
 * same line; a cell that sees both other ends (the tops) loses v.
 */
static int
skyscraper(struct sdk_human *h, struct sdk_step *st)
{
	int n = h->n, v, cols, i, j, t, a[2], b[2], top[2], x, y;

	for (v = 1; v <= n; v++)
		for (cols = 0; cols < 2; cols++)
			for (i = 0; i < n; i++) {
				if (!stronglink(h, cols * n + i, v, &a[0],
				    &b[0]))
					continue;
				for (j = i + 1; j < n; j++) {
					if (!stronglink(h, cols * n + j, v,
					    &a[1], &b[1]))
						continue;
					/* The cross line of the ends. */
					for (t = 0; t < 4; t++) {
						x = t & 1 ? b[0] : a[0];
						y = t & 2 ? b[1] : a[1];
						if (h->geo->cellhouse[x][!cols] ==
						    h->geo->cellhouse[y][!cols])
							break;
					}
					if (t == 4)
						continue;
					top[0] = x == a[0] ? b[0] : a[0];
					top[1] = y == a[1] ? b[1] : a[1];
					if (h->geo->cellhouse[top[0]][!cols] ==
					    h->geo->cellhouse[top[1]][!cols])
						continue;
					begin(h, st, SDK_TECH_SKYSCRAPER);
					if (rmseen(h, st, top, 2, v) == 0)
						continue;
					say(st, "%d in ", v);
					saylines(st, 1u << i | 1u << j, cols);
					say(st, ", base ");
					saycell(st, x);
					say(st, "-");
					saycell(st, y);
					say(st, ", tops ");
					saycells(st, top, 2);
					return 1;
				}
			}
	return 0;
}

/*
 * Two-string kite: strong links on v in a row and a column, with one end
 * of each in the same box; a cell that sees both other ends loses v.
 */
static int
kite(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, v, r, c, t, a[2], b[2], p, q, ends[2];

	for (v = 1; v <= n; v++)
		for (r = 0; r < n; r++) {
			if (!stronglink(h, r, v, &a[0], &a[1]))
				continue;
			for (c = 0; c < n; c++) {
				if (!stronglink(h, n + c, v, &b[0], &b[1]))
					continue;
				if (a[0] == b[0] || a[0] == b[1] ||
				    a[1] == b[0] || a[1] == b[1])
					continue;
				for (t = 0; t < 4; t++) {
					p = t & 1;
					q = t >> 1;
					if (geo->cellhouse[a[p]][2] !=
					    geo->cellhouse[b[q]][2])
						continue;
					ends[0] = a[!p];
					ends[1] = b[!q];
					begin(h, st, SDK_TECH_TWO_STRING_KITE);
					if (rmseen(h, st, ends, 2, v) == 0)
						continue;
					say(st, "%d in row %d (", v, r + 1);
					saycell(st, a[0]);
					say(st, "=");
					saycell(st, a[1]);
					say(st, ") and column %d (", c + 1);
					saycell(st, b[0]);
					say(st, "=");
					saycell(st, b[1]);
					say(st, ") joined in ");
					sayhouse(st, geo->cellhouse[a[p]][2]);
					return 1;
				}
			}
		}
	return 0;
}

/*
 * Empty rectangle: the places of v in a box all lie in one row and one
 * column of it; a strong link on v from that row (column) ends in a line
 * where the cell in that column (row) loses v.
 */
static int
emptyrect(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, b = h->box, v, bx, r, c, k, x, band, stack, cnt;
	int inr, inc, l, cols, a, e, far, tgt, link[2];

	for (v = 1; v <= n; v++)
		for (bx = 0; bx < n; bx++) {
			band = bx / b;
			stack = bx % b;
			cnt = 0;
			for (k = 0; k < n; k++)
				if (h->cand[geo->house[2 * n + bx][k]] & BIT(v))
					cnt++;
			if (cnt < 2)
				continue;
			for (r = band * b; r < band * b + b; r++)
				for (c = stack * b; c < stack * b + b; c++) {
					inr = inc = 0;
					for (k = 0; k < n; k++) {
						x = geo->house[2 * n + bx][k];
						if (!(h->cand[x] & BIT(v)))
							continue;
						if (x / n != r && x % n != c)
							break;
						inr += x / n == r && x % n != c;
						inc += x % n == c && x / n != r;
					}
					if (k < n || inr == 0 || inc == 0)
						continue;
					/*
					 * cols 1: a strong link in a column l
					 * outside the stack, one end in row
					 * r; the cell of the other end's row
					 * in column c loses v. cols 0: the
					 * same, turned.
					 */
					for (cols = 1; cols >= 0; cols--)
						for (l = 0; l < n; l++) {
							if ((cols ? l / b == stack :
							    l / b == band) ||
							    !stronglink(h,
							    cols * n + l, v, &a, &e))
								continue;
							if (cols ? e / n == r :
							    e % n == c) {
								x = a;
								a = e;
								e = x;
							}
							if (cols ? a / n != r :
							    a % n != c)
								continue;
							far = cols ? e / n : e % n;
							if (far / b == (cols ? band :
							    stack))
								continue;
							tgt = cols ? far * n + c :
							    r * n + far;
							begin(h, st,
							    SDK_TECH_EMPTY_RECTANGLE);
							if (!rm(h, st, tgt, v))
								continue;
							link[0] = a;
							link[1] = e;
							say(st, "%d in box %d lies in "
							    "row %d and column %d, "
							    "strong link ", v, bx + 1,
							    r + 1, c + 1);
							saycell(st, link[0]);
							say(st, "=");
							saycell(st, link[1]);
							return 1;
						}
				}
		}
	return 0;
}

/*
 * XY-wing: a pivot x/y sees pincers x/z and y/z; a cell that sees both
 * pincers loses z. XYZ-wing (xyz set): a pivot x/y/z, pincers x/z and y/z;
 * a cell that sees all three loses z.
 */
static int
xywing(struct sdk_human *h, struct sdk_step *st, int xyz)
{
	const struct sdk_geom *geo = h->geo;
	int p, i, j, a, b, z, c[3];
	unsigned pm, am, bm;

	for (p = 0; p < h->ncells; p++) {
		pm = h->cand[p];
		if (h->cell[p] || pop(pm) != (xyz ? 3 : 2))
			continue;
		for (i = 0; i < geo->npeers; i++) {
			a = geo->peer[p][i];
			am = h->cand[a];
			if (h->cell[a] || pop(am) != 2 ||
			    pop(am & pm) != (xyz ? 2 : 1))
				continue;
			for (j = i + 1; j < geo->npeers; j++) {
				b = geo->peer[p][j];
				bm = h->cand[b];
				if (h->cell[b] || pop(bm) != 2 ||
				    bm == am)
					continue;
				if (xyz) {
					if ((bm & ~pm) != 0 || (am | bm) != pm)
						continue;
				} else if ((bm & pm) != (pm & ~am) ||
				    (bm & ~pm) != (am & ~pm))
					continue;
				z = lowval(am & bm);
				c[0] = a;
				c[1] = b;
				c[2] = p;
				begin(h, st, xyz ? SDK_TECH_XYZ_WING :
				    SDK_TECH_XY_WING);
				if (rmseen(h, st, c, xyz ? 3 : 2, z) == 0)
					continue;
				say(st, "pivot ");
				saycell(st, p);
				say(st, " (");
				sayvals(st, pm);
				say(st, "), pincers ");
				saycell(st, a);
				say(st, " (");
				sayvals(st, am);
				say(st, ") and ");
				saycell(st, b);
				say(st, " (");
				sayvals(st, bm);
				say(st, ")");
				return 1;
			}
		}
	}
	return 0;
}

/*
 * W-wing: two cells x/y that do not see each other, joined by a strong
 * link on x whose ends see one each; a cell that sees both loses y.
 */
static int
wwing(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int a, b, t, hs, x, y, e1, e2, c[2];
	unsigned m;

	for (a = 0; a < h->ncells; a++) {
		m = h->cand[a];
		if (h->cell[a] || pop(m) != 2)
			continue;
		for (b = a + 1; b < h->ncells; b++) {
			if (h->cell[b] || h->cand[b] != m || sees(h, a, b))
				continue;
			for (t = 0; t < 2; t++) {
				x = t ? lowval(m & (m - 1)) : lowval(m);
				y = lowval(m & ~BIT(x));
				for (hs = 0; hs < geo->nhouses; hs++) {
					if (!stronglink(h, hs, x, &e1, &e2) ||
					    e1 == a || e1 == b || e2 == a ||
					    e2 == b)
						continue;
					if (!(sees(h, e1, a) && sees(h, e2, b)) &&
					    !(sees(h, e1, b) && sees(h, e2, a)))
						continue;
					c[0] = a;
					c[1] = b;
					begin(h, st, SDK_TECH_W_WING);
					if (rmseen(h, st, c, 2, y) == 0)
						break;
					saycells(st, c, 2);
					say(st, " hold ");
					sayvals(st, m);
					say(st, ", strong link on %d ", x);
					saycell(st, e1);
					say(st, "=");
					saycell(st, e2);
					return 1;
				}
			}
		}
	}
	return 0;
}

/*
 * Naked set in house hs with the extra values E of a unique rectangle's
 * roof (cells r0, r1) as one more cell: m other cells whose values with E
 * make m+1 values; the other cells of the house lose them.
 */
static int
urnaked(struct sdk_human *h, struct sdk_step *st, int hs, int r0, int r1,
    unsigned extra, int *size)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, o[SDK_MAXN], no = 0, i, j, k, m, idx[3], v;
	unsigned u;

	for (i = 0; i < n; i++) {
		int x = geo->house[hs][i];

		if (!h->cell[x] && x != r0 && x != r1)
			o[no++] = x;
	}
	for (m = 1; m <= 3 && m < no; m++) {
		for (i = 0; i < m; i++)
			idx[i] = i;
		do {
			u = extra;
			for (i = 0; i < m; i++)
				u |= h->cand[o[idx[i]]];
			if (pop(u) != m + 1)
				continue;
			st->nact = 0;
			for (i = 0; i < no; i++) {
				for (j = 0; j < m; j++)
					if (idx[j] == i)
						break;
				if (j < m)
					continue;
				for (v = 1; v <= n; v++)
					if (u & BIT(v))
						rm(h, st, o[i], v);
			}
			if (st->nact == 0)
				continue;
			*size = m;
			say(st, ", with ");
			for (k = 0; k < m; k++) {
				if (k > 0)
					say(st, ", ");
				saycell(st, o[idx[k]]);
			}
			say(st, " a naked set of ");
			sayvals(st, u);
			say(st, " in ");
			sayhouse(st, hs);
			return 1;
		} while (nextcomb(idx, m, no));
	}
	return 0;
}

/*
 * Unique rectangles: four cells in two rows, two columns and two boxes
 * that would hold only a/b would let the puzzle have two solutions.
 * Type 1: three of them hold only a/b; the fourth loses a and b. Type 2:
 * two roof cells in a line hold a/b and the same one extra z; a cell that
 * sees both loses z. Type 3: the roof's extras make a naked set with
 * other cells of a house. Type 4: a is strong in a house of the roof; the
 * roof loses b.
 */
static int
urect(struct sdk_human *h, struct sdk_step *st, int type)
{
	static const int tech[5] = { 0, SDK_TECH_UR1, SDK_TECH_UR2,
	    SDK_TECH_UR3, SDK_TECH_UR4 };
	const struct sdk_geom *geo = h->geo;
	int n = h->n, b = h->box, r1, r2, c1, c2, q[4], i, a, bb, nf, roof[2];
	int nr, t, size, u, w, e1, e2;
	unsigned common, ab, extra = 0;

	if (!(h->flags & SDK_HUMAN_UNIQUE))
		return 0;
	for (r1 = 0; r1 < n; r1++)
	for (r2 = r1 + 1; r2 < n; r2++)
	for (c1 = 0; c1 < n; c1++)
	for (c2 = c1 + 1; c2 < n; c2++) {
		if ((r1 / b == r2 / b) == (c1 / b == c2 / b))
			continue;
		q[0] = r1 * n + c1;
		q[1] = r1 * n + c2;
		q[2] = r2 * n + c1;
		q[3] = r2 * n + c2;
		common = ~0u;
		for (i = 0; i < 4; i++)
			common &= h->cand[q[i]];
		if (pop(common) < 2)
			continue;
		for (a = 1; a <= n; a++)
		for (bb = a + 1; bb <= n; bb++) {
			ab = BIT(a) | BIT(bb);
			if ((common & ab) != ab)
				continue;
			nf = nr = 0;
			for (i = 0; i < 4; i++)
				if (h->cand[q[i]] != ab && nr < 2)
					roof[nr++] = q[i];
				else if (h->cand[q[i]] == ab)
					nf++;
			begin(h, st, tech[type]);
			if (type == 1) {
				if (nf != 3)
					continue;
				rm(h, st, roof[0], a);
				rm(h, st, roof[0], bb);
			} else {
				if (nf != 2 || (roof[0] / n != roof[1] / n &&
				    roof[0] % n != roof[1] % n))
					continue;
				extra = (h->cand[roof[0]] | h->cand[roof[1]]) &
				    ~ab;
				if (type == 2) {
					if ((h->cand[roof[0]] & ~ab) != extra ||
					    (h->cand[roof[1]] & ~ab) != extra ||
					    pop(extra) != 1 ||
					    rmseen(h, st, roof, 2,
					    lowval(extra)) == 0)
						continue;
				} else if (type == 4) {
					for (t = 0; t < 3 && st->nact == 0;
					    t++) {
						int hs = geo->cellhouse[roof[0]][t];

						if (hs != geo->cellhouse[roof[1]][t])
							continue;
						for (i = 0; i < 2; i++) {
							u = i ? bb : a;
							w = i ? a : bb;
							if (!stronglink(h, hs, u,
							    &e1, &e2) ||
							    !((e1 == roof[0] &&
							    e2 == roof[1]) ||
							    (e1 == roof[1] &&
							    e2 == roof[0])))
								continue;
							rm(h, st, roof[0], w);
							rm(h, st, roof[1], w);
							break;
						}
						if (st->nact == 0)
							continue;
						saycells(st, q, 4);
						say(st, " on ");
						sayvals(st, ab);
						say(st, ", %d only in ", u);
						saycells(st, roof, 2);
						say(st, " in ");
						sayhouse(st, hs);
						sortacts(st);
						return 1;
					}
					continue;
				} else {
					for (t = 0; t < 3; t++) {
						int hs = geo->cellhouse[roof[0]][t];

						if (hs != geo->cellhouse[roof[1]][t])
							continue;
						st->text[0] = '\0';
						saycells(st, q, 4);
						say(st, " on ");
						sayvals(st, ab);
						say(st, ", extras ");
						sayvals(st, extra);
						say(st, " in ");
						saycells(st, roof, 2);
						if (urnaked(h, st, hs, roof[0],
						    roof[1], extra, &size)) {
							st->rating += size - 1;
							return 1;
						}
					}
					continue;
				}
			}
			if (st->nact == 0)
				continue;
			saycells(st, q, 4);
			say(st, " on ");
			sayvals(st, ab);
			if (type == 2) {
				say(st, ", extra %d in ", lowval(extra));
				saycells(st, roof, 2);
			}
			return 1;
		}
	}
	return 0;
}

/*
 * BUG+1: every empty cell but one holds two candidates and that one
 * three; the value that appears three times in its row must go there, or
 * the puzzle would have two solutions.
 */
static int
bug(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, c, tri = -1, v, hs, k, cnt[SDK_MAXN + 1], ok;
	uint16_t save;

	if (!(h->flags & SDK_HUMAN_UNIQUE))
		return 0;
	for (c = 0; c < h->ncells; c++) {
		if (h->cell[c] || pop(h->cand[c]) == 2)
			continue;
		if (pop(h->cand[c]) != 3 || tri >= 0)
			return 0;
		tri = c;
	}
	if (tri < 0)
		return 0;
	save = h->cand[tri];
	for (v = 1; v <= n; v++) {
		if (!(save & BIT(v)) ||
		    pop(where(h, geo->cellhouse[tri][0], v)) != 3)
			continue;
		h->cand[tri] = save & ~BIT(v);
		ok = 1;
		for (hs = 0; hs < geo->nhouses && ok; hs++) {
			memset(cnt, 0, sizeof(cnt));
			for (k = 0; k < n; k++) {
				int x = geo->house[hs][k], w;

				for (w = 1; w <= n; w++)
					if (h->cand[x] & BIT(w))
						cnt[w]++;
			}
			for (k = 1; k <= n; k++)
				if (cnt[k] != 0 && cnt[k] != 2)
					ok = 0;
		}
		h->cand[tri] = save;
		if (!ok)
			continue;
		begin(h, st, SDK_TECH_BUG1);
		act(st, SDK_ACT_PLACE, tri, v);
		say(st, "all empty cells but ");
		saycell(st, tri);
		say(st, " hold two candidates, and %d appears three times "
		    "in its row", v);
		return 1;
	}
	return 0;
}

/*
 * The length bonus of Sudoku Explainer: a tenth for each step of the
 * length beyond 4, 6, 8, 12, 16, 24, 32 ...
 */
static int
lengthbonus(int len)
{
	int ceil = 4, odd = 0, add = 0;

	while (len > ceil) {
		add++;
		ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
		odd = !odd;
	}
	return add;
}

/*
 * X-chain: on one value, strong links joined by weak ones, from cell a to
 * cell z: one of a and z holds the value, so a cell that sees both loses
 * it. The shortest chain with an elimination is taken.
 */
static int
xchain(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, v, a, i, j, t, x, y, z, w, e1, e2, qh, qt;
	int best = 0, bestv = 0, bestpath[2 * SDK_MAXCELLS];
	int bestnp = 0, ends[2];
	short onpar[SDK_MAXCELLS], offpar[SDK_MAXCELLS], depth[SDK_MAXCELLS];
	short queue[SDK_MAXCELLS];
	int strong[SDK_MAXCELLS][3];

	for (v = 1; v <= n; v++) {
		for (x = 0; x < h->ncells; x++)
			for (t = 0; t < 3; t++) {
				strong[x][t] = -1;
				if (!(h->cand[x] & BIT(v)) ||
				    !stronglink(h, geo->cellhouse[x][t], v,
				    &e1, &e2))
					continue;
				strong[x][t] = e1 == x ? e2 : e1;
			}
		for (a = 0; a < h->ncells; a++) {
			if (!(h->cand[a] & BIT(v)))
				continue;
			for (x = 0; x < h->ncells; x++)
				onpar[x] = offpar[x] = -1;
			qh = qt = 0;
			offpar[a] = a;
			onpar[a] = a;
			for (t = 0; t < 3; t++) {
				y = strong[a][t];
				if (y >= 0 && onpar[y] < 0) {
					onpar[y] = a;
					depth[y] = 1;
					queue[qt++] = y;
				}
			}
			while (qh < qt) {
				z = queue[qh++];
				if (best && 4 * depth[z] - 1 >= best)
					break;
				if (depth[z] >= 2) {
					ends[0] = a;
					ends[1] = z;
					st->nact = 0;
					if (rmseen(h, st, ends, 2, v) > 0) {
						best = 4 * depth[z] - 1;
						bestv = v;
						bestnp = 0;
						/* Walk back z, its off, ... a. */
						y = z;
						while (1) {
							bestpath[bestnp++] = y;
							w = onpar[y];
							bestpath[bestnp++] = w;
							if (w == a)
								break;
							y = offpar[w];
						}
						break;
					}
				}
				if (depth[z] >= 12)
					continue;
				for (i = 0; i < geo->npeers; i++) {
					y = geo->peer[z][i];
					if (!(h->cand[y] & BIT(v)) ||
					    offpar[y] >= 0)
						continue;
					offpar[y] = z;
					for (j = 0; j < 3; j++) {
						w = strong[y][j];
						if (w < 0 || onpar[w] >= 0)
							continue;
						onpar[w] = y;
						depth[w] = depth[z] + 1;
						queue[qt++] = w;
					}
				}
			}
		}
	}
	if (!best)
		return 0;
	begin(h, st, SDK_TECH_X_CHAIN);
	ends[0] = bestpath[bestnp - 1];
	ends[1] = bestpath[0];
	rmseen(h, st, ends, 2, bestv);
	st->rating += lengthbonus(bestnp);
	say(st, "%d: ", bestv);
	for (i = bestnp - 1; i >= 0; i--) {
		saycell(st, bestpath[i]);
		if (i > 0)
			say(st, (bestnp - 1 - i) % 2 == 0 ? "=" : "-");
	}
	return 1;
}

/*
 * XY-chain: cells of two candidates each, each seeing the next and
 * sharing a value with it, from (x=y) at the start to (w=x) at the end:
 * one of the two ends holds x, so a cell that sees both loses x.
 */
static int
xychain(struct sdk_human *h, struct sdk_step *st)
{
	const struct sdk_geom *geo = h->geo;
	int s, x, i, c, v, c2, w, sid, nid, qh, qt;
	int best = 0, bestx = 0, bestpath[SDK_MAXCELLS], bestnp = 0;
	int ends[2], np, path[SDK_MAXCELLS];
	short par[SDK_MAXCELLS * SDK_MAXN];
	short depth[SDK_MAXCELLS * SDK_MAXN], queue[SDK_MAXCELLS * SDK_MAXN];
	unsigned m;

	for (s = 0; s < h->ncells; s++) {
		m = h->cand[s];
		if (h->cell[s] || pop(m) != 2)
			continue;
		for (i = 0; i < 2; i++) {
			x = i ? lowval(m & (m - 1)) : lowval(m);
			for (sid = 0; sid < h->ncells * 16; sid++)
				par[sid] = -1;
			qh = qt = 0;
			/* State c*16+v-1: cell c holds v. */
			sid = s * 16 + lowval(m & ~BIT(x)) - 1;
			par[sid] = sid;
			depth[sid] = 1;
			queue[qt++] = sid;
			while (qh < qt) {
				sid = queue[qh++];
				c = sid / 16;
				v = sid % 16 + 1;
				if (best && 2 * depth[sid] >= best)
					break;
				if (depth[sid] >= 2 && v == x) {
					ends[0] = s;
					ends[1] = c;
					st->nact = 0;
					if (rmseen(h, st, ends, 2, x) > 0) {
						best = 2 * depth[sid];
						bestx = x;
						np = 0;
						for (nid = sid;; nid = par[nid]) {
							path[np++] = nid;
							if (par[nid] == nid)
								break;
						}
						bestnp = np;
						memcpy(bestpath, path,
						    np * sizeof(path[0]));
						break;
					}
				}
				if (depth[sid] >= 16)
					continue;
				for (w = 0; w < geo->npeers; w++) {
					c2 = geo->peer[c][w];
					if (h->cell[c2] || c2 == s ||
					    pop(h->cand[c2]) != 2 ||
					    !(h->cand[c2] & BIT(v)))
						continue;
					nid = c2 * 16 +
					    lowval(h->cand[c2] & ~BIT(v)) - 1;
					if (par[nid] >= 0)
						continue;
					par[nid] = sid;
					depth[nid] = depth[sid] + 1;
					queue[qt++] = nid;
				}
			}
		}
	}
	if (!best)
		return 0;
	begin(h, st, SDK_TECH_XY_CHAIN);
	ends[0] = bestpath[bestnp - 1] / 16;
	ends[1] = bestpath[0] / 16;
	rmseen(h, st, ends, 2, bestx);
	st->rating += lengthbonus(2 * bestnp);
	for (i = bestnp - 1; i >= 0; i--) {
		c = bestpath[i] / 16;
		v = bestpath[i] % 16 + 1;
		say(st, "(%d=%d)", lowval(h->cand[c] & ~BIT(v)), v);
		saycell(st, c);
		if (i > 0)
			say(st, "-");
	}
	return 1;
}

/*
 * Places v in cell c of board b, removing v from its peers; a peer left
 * with one candidate goes on the queue q (of *nq cells). Returns -1 when
 * a peer is left without a candidate.
 */
static int
bplace(const struct sdk_human *h, struct board *b, int c, int v,
    unsigned char *q, int *nq)
{
	const unsigned char *peer = h->geo->peer[c];
	int k, x, np = h->geo->npeers;
	unsigned bit = BIT(v);

	b->cell[c] = v;
	b->cand[c] = 0;
	for (k = 0; k < np; k++) {
		x = peer[k];
		if (!(b->cand[x] & bit))
			continue;
		b->cand[x] &= ~bit;
		if (b->cand[x] == 0)
			return -1;
		if (!(b->cand[x] & (b->cand[x] - 1)))
			q[(*nq)++] = x;
	}
	return 0;
}

/*
 * Places the naked singles on queue q of b, and the hidden singles, until
 * none is left or *len, the count of placements, reaches max. Returns -1
 * at a contradiction (a cell without a candidate, a value without a place
 * in a house), 1 when stopped at max, else 0.
 */
static int
propagate(const struct sdk_human *h, struct board *b, unsigned char *q,
    int nq, int *len, int max)
{
	const struct sdk_geom *geo = h->geo;
	int n = h->n, c, hs, k, x, v, more;
	unsigned once, twice, placed, all = (1u << n) - 1, m;

	do {
		while (nq > 0) {
			c = q[--nq];
			if (b->cell[c])
				continue;
			if (*len >= max)
				return 1;
			(*len)++;
			if (bplace(h, b, c, lowval(b->cand[c]), q, &nq) < 0)
				return -1;
		}
		more = 0;
		for (hs = 0; hs < geo->nhouses; hs++) {
			once = twice = placed = 0;
			for (k = 0; k < n; k++) {
				x = geo->house[hs][k];
				placed |= b->cell[x] ? BIT(b->cell[x]) : 0;
				m = b->cand[x];
				twice |= once & m;
				once |= m;
			}
			if ((once | placed) != all)
				return -1;
			once &= ~twice & ~placed;
			if (once == 0)
				continue;
			v = lowval(once);
			for (k = 0; k < n; k++) {
				x = geo->house[hs][k];
				if (b->cand[x] & BIT(v))
					break;
			}
			if (*len >= max)
				return 1;
			(*len)++;
			if (bplace(h, b, x, v, q, &nq) < 0)
				return -1;
			more = 1;
		}
	} while (more || nq > 0);
	return 0;
}

/* Copies the values and candidates of h to b. */
static void
bcopy(const struct sdk_human *h, struct board *b)
{
	memcpy(b->cell, h->cell, h->ncells);
	memcpy(b->cand, h->cand, h->ncells * sizeof(h->cand[0]));
}

/*
 * Sets b to h with v placed in c, propagated up to max placements;
 * returns as propagate, and sets *cut when stopped at max.
 */
static int
assume(const struct sdk_human *h, struct board *b, int c, int v, int *len,
    int max, int *cut)
{
	int rc;

	unsigned char q[SDK_MAXCELLS * 3];
	int nq = 0;

	bcopy(h, b);
	*len = 1;
	if (bplace(h, b, c, v, q, &nq) < 0)
		return -1;
	rc = propagate(h, b, q, nq, len, max);
	if (rc > 0)
		*cut = 1;
	return rc;
}

/*
 * Adds to st what two boards agree on and h does not hold yet: the values
 * both place and the candidates both remove. Returns the count.
 */
static int
common(const struct sdk_human *h, struct sdk_step *st, const struct board *b1,
    const struct board *b2)
{
	int c, v;
	unsigned e1, e2;

	for (c = 0; c < h->ncells; c++) {
		if (h->cell[c])
			continue;
		if (b1->cell[c] && b1->cell[c] == b2->cell[c]) {
			act(st, SDK_ACT_PLACE, c, b1->cell[c]);
			continue;
		}
		e1 = b1->cell[c] ? BIT(b1->cell[c]) : b1->cand[c];
		e2 = b2->cell[c] ? BIT(b2->cell[c]) : b2->cand[c];
		for (v = 1; v <= h->n; v++)
			if ((h->cand[c] & BIT(v)) && !((e1 | e2) & BIT(v)))
				act(st, SDK_ACT_REMOVE, c, v);
	}
	return st->nact;
}

/*
 * Forcing chain, one assumption deep, followed by at most max singles:
 * a candidate whose placement leads to a contradiction is removed; what
 * both values of a two-candidate cell, or both places of a value with two
 * places in a house, lead to is done. The shortest is taken.
 */
static int
forcing1(struct sdk_human *h, struct sdk_step *st, int max, int *cut)
{
	const struct sdk_geom *geo = h->geo;
	struct board b1, b2;
	int c, v, len, l2, best = 0, kind = 0, bc = 0, bv = 0, bw = 0, hs;
	int e1, e2, x, y;

	/* kind 1: contradiction at (bc, bv). */
	for (c = 0; c < h->ncells; c++)
		for (v = 1; v <= h->n; v++) {
			if (!(h->cand[c] & BIT(v)))
				continue;
			if (assume(h, &b1, c, v, &len, best ? best - 1 :
			    max, cut) < 0) {
				best = len;
				kind = 1;
				bc = c;
				bv = v;
			}
		}
	/* kind 2: cell bc, values bv and bw; kind 3: house bc, value bv. */
	for (c = 0; c < h->ncells; c++) {
		if (h->cell[c] || pop(h->cand[c]) != 2)
			continue;
		v = lowval(h->cand[c]);
		x = lowval(h->cand[c] & ~BIT(v));
		if (assume(h, &b1, c, v, &len, best ? best - 1 : max, cut) < 0 ||
		    assume(h, &b2, c, x, &l2, best ? best - 1 : max, cut) < 0)
			continue;
		if (l2 > len)
			len = l2;
		st->nact = 0;
		if (common(h, st, &b1, &b2) > 0) {
			best = len;
			kind = 2;
			bc = c;
			bv = v;
			bw = x;
		}
	}
	for (hs = 0; hs < geo->nhouses; hs++)
		for (v = 1; v <= h->n; v++) {
			if (!stronglink(h, hs, v, &e1, &e2))
				continue;
			if (assume(h, &b1, e1, v, &len, best ? best - 1 :
			    max, cut) < 0 || assume(h, &b2, e2, v, &l2, best ?
			    best - 1 : max, cut) < 0)
				continue;
			if (l2 > len)
				len = l2;
			st->nact = 0;
			if (common(h, st, &b1, &b2) > 0) {
				best = len;
				kind = 3;
				bc = hs;
				bv = v;
			}
		}
	if (!best)
		return 0;
	begin(h, st, SDK_TECH_FORCING_CHAIN);
	st->rating += lengthbonus(best);
	if (kind == 1) {
		act(st, SDK_ACT_REMOVE, bc, bv);
		saycell(st, bc);
		say(st, "=%d leads by singles to a contradiction in %d steps",
		    bv, best);
		return 1;
	}
	if (kind == 2) {
		assume(h, &b1, bc, bv, &len, best, cut);
		assume(h, &b2, bc, bw, &len, best, cut);
		common(h, st, &b1, &b2);
		saycell(st, bc);
		say(st, "=%d and ", bv);
		saycell(st, bc);
		say(st, "=%d lead by singles to the same in %d steps", bw,
		    best);
		return 1;
	}
	stronglink(h, bc, bv, &x, &y);
	assume(h, &b1, x, bv, &len, best, cut);
	assume(h, &b2, y, bv, &len, best, cut);
	common(h, st, &b1, &b2);
	say(st, "%d in ", bv);
	sayhouse(st, bc);
	say(st, " at ");
	saycell(st, x);
	say(st, " or ");
	saycell(st, y);
	say(st, " leads by singles to the same in %d steps", best);
	return 1;
}

/*
 * Forcing chain: the shortest, searched with bounds on the singles that
 * double from 4 until no propagation reaches the bound.
 */
static int
forcing(struct sdk_human *h, struct sdk_step *st)
{
	int max, cut = 1;

	for (max = 4; cut && max < 2 * h->ncells; max *= 2) {
		cut = 0;
		if (forcing1(h, st, max, &cut))
			return 1;
	}
	return 0;
}

/*
 * Guess: no technique applies; the cell with the fewest candidates takes
 * its value in the solution (found here when h has none).
 */
static int
guess(struct sdk_human *h, struct sdk_step *st)
{
	struct sdk_grid g;
	int c, best = -1, v;

	for (c = 0; c < h->ncells; c++)
		if (!h->cell[c] && (best < 0 ||
		    pop(h->cand[c]) < pop(h->cand[best])))
			best = c;
	if (best < 0)
		return 0;
	if (!h->hassol) {
		sdk_grid_init(&g, h->n);
		memcpy(g.cell, h->cell, h->ncells);
		if (sdk_solve_count(&g, 1, &h->sol, NULL) < 1)
			return 0;
		h->hassol = 1;
	}
	v = h->sol.cell[best];
	if (!(h->cand[best] & BIT(v)))
		return 0;
	begin(h, st, SDK_TECH_GUESS);
	act(st, SDK_ACT_PLACE, best, v);
	say(st, "no technique applies; ");
	saycell(st, best);
	say(st, " has the fewest candidates (");
	sayvals(st, h->cand[best]);
	say(st, "), the solution has %d", v);
	return 1;
}

/* Returns 1 when h cannot be solved as it stands: a cell or value lost. */
static int
broken(const struct sdk_human *h)
{
	const struct sdk_geom *geo = h->geo;
	int c, hs, k, x;
	unsigned m, all = (1u << h->n) - 1;

	for (c = 0; c < h->ncells; c++)
		if (!h->cell[c] && h->cand[c] == 0)
			return 1;
	for (hs = 0; hs < geo->nhouses; hs++) {
		m = 0;
		for (k = 0; k < h->n; k++) {
			x = geo->house[hs][k];
			m |= h->cell[x] ? BIT(h->cell[x]) : h->cand[x];
		}
		if (m != all)
			return 1;
	}
	return 0;
}

/* Tries technique tech on h; returns 1 with the step in st. */
static int
try(struct sdk_human *h, struct sdk_step *st, int tech)
{
	switch (tech) {
	case SDK_TECH_FULL_HOUSE:
		return fullhouse(h, st);
	case SDK_TECH_HIDDEN_SINGLE_BOX:
		return hiddensingle(h, st, 1);
	case SDK_TECH_HIDDEN_SINGLE_LINE:
		return hiddensingle(h, st, 0);
	case SDK_TECH_NAKED_SINGLE:
		return nakedsingle(h, st);
	case SDK_TECH_POINTING:
		return locked(h, st, 0);
	case SDK_TECH_CLAIMING:
		return locked(h, st, 1);
	case SDK_TECH_NAKED_PAIR:
		return nakedsubset(h, st, 2);
	case SDK_TECH_NAKED_TRIPLE:
		return nakedsubset(h, st, 3);
	case SDK_TECH_NAKED_QUAD:
		return nakedsubset(h, st, 4);
	case SDK_TECH_HIDDEN_PAIR:
		return hiddensubset(h, st, 2);
	case SDK_TECH_HIDDEN_TRIPLE:
		return hiddensubset(h, st, 3);
	case SDK_TECH_HIDDEN_QUAD:
		return hiddensubset(h, st, 4);
	case SDK_TECH_X_WING:
		return fish(h, st, 2, 0);
	case SDK_TECH_SWORDFISH:
		return fish(h, st, 3, 0);
	case SDK_TECH_JELLYFISH:
		return fish(h, st, 4, 0);
	case SDK_TECH_FINNED_X_WING:
		return fish(h, st, 2, 1);
	case SDK_TECH_FINNED_SWORDFISH:
		return fish(h, st, 3, 1);
	case SDK_TECH_FINNED_JELLYFISH:
		return fish(h, st, 4, 1);
	case SDK_TECH_SKYSCRAPER:
		return skyscraper(h, st);
	case SDK_TECH_TWO_STRING_KITE:
		return kite(h, st);
	case SDK_TECH_EMPTY_RECTANGLE:
		return emptyrect(h, st);
	case SDK_TECH_XY_WING:
		return xywing(h, st, 0);
	case SDK_TECH_XYZ_WING:
		return xywing(h, st, 1);
	case SDK_TECH_W_WING:
		return wwing(h, st);
	case SDK_TECH_UR1:
		return urect(h, st, 1);
	case SDK_TECH_UR2:
		return urect(h, st, 2);
	case SDK_TECH_UR3:
		return urect(h, st, 3);
	case SDK_TECH_UR4:
		return urect(h, st, 4);
	case SDK_TECH_BUG1:
		return bug(h, st);
	case SDK_TECH_X_CHAIN:
		return xchain(h, st);
	case SDK_TECH_XY_CHAIN:
		return xychain(h, st);
	case SDK_TECH_FORCING_CHAIN:
		return forcing(h, st);
	case SDK_TECH_GUESS:
		return guess(h, st);
	}
	return 0;
}

/*
 * Returns 0 when each action of st agrees with the solution of h (or h
 * has none), -1 when one places a wrong value or removes the true one.
 */
int
sdk_human_check(const struct sdk_human *h, const struct sdk_step *st)
{
	int i, c, v;

	if (!h->hassol)
		return 0;
	for (i = 0; i < st->nact; i++) {
		c = st->act[i].cell;
		v = st->act[i].value;
		if (st->act[i].kind == SDK_ACT_PLACE ? h->sol.cell[c] != v :
		    h->sol.cell[c] == v)
			return -1;
	}
	return 0;
}

/*
 * Finds the next step on h: the first technique, in the order of
 * SDK_TECH_*, that applies. Returns 1 with the step in st, 0 when h is
 * solved, -1 when h cannot be solved (a cell or a value without a place,
 * or no solution to guess from), and -2 under SDK_HUMAN_CHECK when the
 * step disagrees with the solution (a bug; the step is in st).
 */
int
sdk_human_step(struct sdk_human *h, struct sdk_step *st)
{
	int t;

	if (sdk_human_solved(h))
		return 0;
	if (broken(h))
		return -1;
	for (t = 0; t < SDK_TECH_COUNT; t++)
		if (try(h, st, t))
			break;
	if (t == SDK_TECH_COUNT)
		return -1;
	sortacts(st);
	if ((h->flags & SDK_HUMAN_CHECK) && sdk_human_check(h, st) < 0)
		return -2;
	return 1;
}

/* Applies the actions of st to h: placements with their peers, removals. */
void
sdk_human_apply(struct sdk_human *h, const struct sdk_step *st)
{
	int i, c, v;

	for (i = 0; i < st->nact; i++) {
		c = st->act[i].cell;
		v = st->act[i].value;
		if (h->cell[c])
			continue;
		if (st->act[i].kind == SDK_ACT_PLACE)
			place(h, c, v);
		else
			h->cand[c] &= ~BIT(v);
	}
}

/*
 * Writes the step line "Technique: what it sees => r1c2=5, r3c4<>7" into
 * buf (size bytes, NUL-ended, truncated when short). Returns the length
 * of the whole line, as snprintf.
 */
int
sdk_step_format(const struct sdk_step *st, char *buf, size_t size)
{
	size_t len = 0;
	int i, k, n = st->n > 0 ? st->n : 9;
	char tmp[32];

	k = snprintf(buf, size, "%s: %s =>", sdk_tech_name(st->tech),
	    st->text);
	if (k < 0)
		return -1;
	len = k;
	for (i = 0; i < st->nact; i++) {
		const struct sdk_action *a = &st->act[i];

		k = snprintf(tmp, sizeof(tmp), "%s r%dc%d%s%d",
		    i > 0 ? "," : "", a->cell / n + 1, a->cell % n + 1,
		    a->kind == SDK_ACT_PLACE ? "=" : "<>", a->value);
		if (len < size)
			snprintf(buf + len, size - len, "%s", tmp);
		len += k;
	}
	return (int)len;
}

/*
 * Rates puzzle g: steps the easiest path to the solution, always taking
 * the easiest step, and keeps its hardest step. sol is the solution, or
 * NULL to find it (then, with two solutions or more, SDK_HUMAN_UNIQUE is
 * dropped). flags: SDK_HUMAN_UNIQUE lets uniqueness techniques apply,
 * SDK_HUMAN_CHECK checks each step against the solution. Returns 0, -1
 * when g has a conflict or no solution, -2 when a step was wrong (a bug:
 * it is in r->bad).
 */
int
sdk_rate(const struct sdk_grid *g, const struct sdk_grid *sol, int flags,
    struct sdk_rating *r)
{
	struct sdk_human h;
	struct sdk_grid first;
	int rc, i;

	memset(r, 0, sizeof(*r));
	r->hardest = -1;
	if (sdk_human_init(&h, g) < 0)
		return -1;
	if (sol == NULL) {
		long k = sdk_solve_count(g, 2, &first, NULL);

		if (k < 1)
			return -1;
		if (k > 1)
			flags &= ~SDK_HUMAN_UNIQUE;
		sol = &first;
	}
	sdk_human_solution(&h, sol);
	h.flags = flags;
	while ((rc = sdk_human_step(&h, &r->bad)) > 0) {
		r->steps++;
		r->count[r->bad.tech]++;
		if (r->bad.rating > r->rating) {
			r->rating = r->bad.rating;
			r->hardest = r->bad.tech;
		}
		if (techs[r->bad.tech].level > r->level)
			r->level = techs[r->bad.tech].level;
		sdk_human_apply(&h, &r->bad);
	}
	if (rc < 0)
		return rc;
	if (flags & SDK_HUMAN_CHECK)
		for (i = 0; i < h.ncells; i++)
			if (h.cell[i] != sol->cell[i])
				return -2;
	return 0;
}
