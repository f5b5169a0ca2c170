/*
 * human.c: the driver of the technique engine. On a candidate grid of any
 * size the engine finds the next step a person would take, the easiest
 * technique that applies, and rates puzzles by the hardest step along that
 * easiest path. Here: the technique table, the helpers the families share
 * (finding places and strong links, building steps), the order in which
 * the techniques are tried, the step, and the rating. The techniques are
 * in human-singles.c, human-subsets.c, human-fish.c, human-wings.c and
 * human-chains.c.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

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

/*
 * Steps idx[0..k-1], increasing and below m, to the next combination.
 * Returns 0 after the last one.
 */
int
sdk_hum_nextcomb(int *idx, int k, int m)
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

/*
 * The strong link of v in house hs: its two places, in a and b. Returns
 * 1 when v has exactly two places there.
 */
int
sdk_hum_stronglink(const struct sdk_human *h, int hs, int v, int *a, int *b)
{
	unsigned m = sdk_hum_where(h, hs, v);
	int k, i = 0, e[2];

	if (sdk_hum_pop(m) != 2)
		return 0;
	for (k = 0; k < h->n && i < 2; k++)
		if (m & 1u << k)
			e[i++] = h->geo->house[hs][k];
	*a = e[0];
	*b = e[1];
	return 1;
}

/* Starts step st of technique tech, with no text and no action. */
void
sdk_hum_begin(const struct sdk_human *h, struct sdk_step *st, int tech)
{
	st->tech = tech;
	st->rating = techs[tech].rating;
	st->n = h->n;
	st->nact = 0;
	st->text[0] = '\0';
}

/* Appends printf text to the text of st, truncating it when full. */
void SDK_PRINTF(2, 3)
sdk_hum_say(struct sdk_step *st, const char *fmt, ...)
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
void
sdk_hum_saycell(struct sdk_step *st, int c)
{
	sdk_hum_say(st, "r%dc%d", c / st->n + 1, c % st->n + 1);
}

/* Appends the cells c[0..k-1], comma-separated. */
void
sdk_hum_saycells(struct sdk_step *st, const int *c, int k)
{
	int i;

	for (i = 0; i < k; i++) {
		if (i > 0)
			sdk_hum_say(st, ", ");
		sdk_hum_saycell(st, c[i]);
	}
}

/* Appends the values of mask m as 3/7. */
void
sdk_hum_sayvals(struct sdk_step *st, unsigned m)
{
	int v, first = 1;

	for (v = 1; m >> (v - 1); v++)
		if (m & BIT(v)) {
			sdk_hum_say(st, first ? "%d" : "/%d", v);
			first = 0;
		}
}

/* Appends the name of house hs (row 1, column 2, box 3). */
void
sdk_hum_sayhouse(struct sdk_step *st, int hs)
{
	int n = st->n;

	if (hs < n)
		sdk_hum_say(st, "row %d", hs + 1);
	else if (hs < 2 * n)
		sdk_hum_say(st, "column %d", hs - n + 1);
	else
		sdk_hum_say(st, "box %d", hs - 2 * n + 1);
}

/*
 * Appends the lines of mask m (bit i: line i) as "rows 1, 4" or "columns
 * 2, 7"; cols tells which.
 */
void
sdk_hum_saylines(struct sdk_step *st, unsigned m, int cols)
{
	int i, first = 1;

	sdk_hum_say(st, cols ? "columns " : "rows ");
	for (i = 0; m >> i; i++)
		if (m & 1u << i) {
			sdk_hum_say(st, first ? "%d" : ", %d", i + 1);
			first = 0;
		}
}

/* Adds an action to st, once; the list holds at most SDK_STEP_MAXACT. */
void
sdk_hum_act(struct sdk_step *st, int kind, int c, int v)
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

/*
 * Adds the removal of v from every cell that sees all of c[0..k-1] (and is
 * none of them). Returns the number of removals.
 */
int
sdk_hum_rmseen(const struct sdk_human *h, struct sdk_step *st, const int *c,
    int k, int v)
{
	const struct sdk_geom *geo = h->geo;
	int i, j, x, found = 0;

	for (i = 0; i < geo->npeers; i++) {
		x = geo->peer[c[0]][i];
		if (h->cell[x] || !(h->cand[x] & BIT(v)))
			continue;
		for (j = 1; j < k; j++)
			if (x == c[j] || !sdk_hum_sees(h, x, c[j]))
				break;
		if (j == k)
			found += sdk_hum_rm(h, st, x, v);
	}
	return found;
}

/* Sorts the actions of st: placements first, then by cell and value. */
void
sdk_hum_sortacts(struct sdk_step *st)
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
		return sdk_hum_fullhouse(h, st);
	case SDK_TECH_HIDDEN_SINGLE_BOX:
		return sdk_hum_hiddensingle(h, st, 1);
	case SDK_TECH_HIDDEN_SINGLE_LINE:
		return sdk_hum_hiddensingle(h, st, 0);
	case SDK_TECH_NAKED_SINGLE:
		return sdk_hum_nakedsingle(h, st);
	case SDK_TECH_POINTING:
		return sdk_hum_locked(h, st, 0);
	case SDK_TECH_CLAIMING:
		return sdk_hum_locked(h, st, 1);
	case SDK_TECH_NAKED_PAIR:
		return sdk_hum_nakedsubset(h, st, 2);
	case SDK_TECH_NAKED_TRIPLE:
		return sdk_hum_nakedsubset(h, st, 3);
	case SDK_TECH_NAKED_QUAD:
		return sdk_hum_nakedsubset(h, st, 4);
	case SDK_TECH_HIDDEN_PAIR:
		return sdk_hum_hiddensubset(h, st, 2);
	case SDK_TECH_HIDDEN_TRIPLE:
		return sdk_hum_hiddensubset(h, st, 3);
	case SDK_TECH_HIDDEN_QUAD:
		return sdk_hum_hiddensubset(h, st, 4);
	case SDK_TECH_X_WING:
		return sdk_hum_fish(h, st, 2, 0);
	case SDK_TECH_SWORDFISH:
		return sdk_hum_fish(h, st, 3, 0);
	case SDK_TECH_JELLYFISH:
		return sdk_hum_fish(h, st, 4, 0);
	case SDK_TECH_FINNED_X_WING:
		return sdk_hum_fish(h, st, 2, 1);
	case SDK_TECH_FINNED_SWORDFISH:
		return sdk_hum_fish(h, st, 3, 1);
	case SDK_TECH_FINNED_JELLYFISH:
		return sdk_hum_fish(h, st, 4, 1);
	case SDK_TECH_SKYSCRAPER:
		return sdk_hum_skyscraper(h, st);
	case SDK_TECH_TWO_STRING_KITE:
		return sdk_hum_kite(h, st);
	case SDK_TECH_EMPTY_RECTANGLE:
		return sdk_hum_emptyrect(h, st);
	case SDK_TECH_XY_WING:
		return sdk_hum_xywing(h, st, 0);
	case SDK_TECH_XYZ_WING:
		return sdk_hum_xywing(h, st, 1);
	case SDK_TECH_W_WING:
		return sdk_hum_wwing(h, st);
	case SDK_TECH_UR1:
		return sdk_hum_urect(h, st, 1);
	case SDK_TECH_UR2:
		return sdk_hum_urect(h, st, 2);
	case SDK_TECH_UR3:
		return sdk_hum_urect(h, st, 3);
	case SDK_TECH_UR4:
		return sdk_hum_urect(h, st, 4);
	case SDK_TECH_BUG1:
		return sdk_hum_bug(h, st);
	case SDK_TECH_X_CHAIN:
		return sdk_hum_xchain(h, st);
	case SDK_TECH_XY_CHAIN:
		return sdk_hum_xychain(h, st);
	case SDK_TECH_FORCING_CHAIN:
		return sdk_hum_forcing(h, st);
	case SDK_TECH_GUESS:
		return sdk_hum_guess(h, st);
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
	sdk_hum_sortacts(st);
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
 * SDK_HUMAN_CHECK checks each step against the solution. When each is
 * not NULL, it is called with every step, numbered from 1, before the
 * step is applied. Returns 0; -1 when g has a conflict or no solution;
 * -2 when a step was wrong (a bug: it is in r->bad, number r->steps + 1);
 * -3 when the engine is stuck after r->steps steps; -4 when, under
 * SDK_HUMAN_CHECK, the steps end on a grid that is not the solution.
 */
int
sdk_rate_path(const struct sdk_grid *g, const struct sdk_grid *sol,
    int flags, struct sdk_rating *r,
    void (*each)(const struct sdk_step *st, long k, void *arg), void *arg)
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
		if (each != NULL)
			each(&r->bad, r->steps, arg);
		sdk_human_apply(&h, &r->bad);
	}
	if (rc < 0)
		return rc == -1 ? -3 : rc;
	if (flags & SDK_HUMAN_CHECK)
		for (i = 0; i < h.ncells; i++)
			if (h.cell[i] != sol->cell[i])
				return -4;
	return 0;
}

/*
 * Rates puzzle g as sdk_rate_path does, without a look at the steps.
 * Returns 0, -1 when g has a conflict or no solution or the engine is
 * stuck, -2 when a step was wrong (a bug: it is in r->bad) or the steps
 * end off the solution.
 */
int
sdk_rate(const struct sdk_grid *g, const struct sdk_grid *sol, int flags,
    struct sdk_rating *r)
{
	int rc = sdk_rate_path(g, sol, flags, r, NULL, NULL);

	return rc == -3 ? -1 : rc == -4 ? -2 : rc;
}
