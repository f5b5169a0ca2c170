/*
 * human-step.c: the floor under the techniques of the engine: the
 * technique table (names, keys, ratings, levels) and the helpers every
 * family shares to find places and strong links and to build a step.
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
	st->ncells = 0;
}

/* Adds cell c to the cells step st looks at, once. */
void
sdk_hum_use(struct sdk_step *st, int c)
{
	int i;

	for (i = 0; i < st->ncells; i++)
		if (st->cells[i] == c)
			return;
	if (st->ncells < SDK_STEP_MAXCELLS)
		st->cells[st->ncells++] = (unsigned char)c;
}

/* Adds the cells of house hs that hold candidate v to those st uses. */
void
sdk_hum_usehouse(const struct sdk_human *h, struct sdk_step *st, int hs,
    int v)
{
	int k;

	for (k = 0; k < h->n; k++)
		if (h->cand[h->geo->house[hs][k]] & BIT(v))
			sdk_hum_use(st, h->geo->house[hs][k]);
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
	sdk_hum_use(st, c);
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

/*
 * Appends the name of house hs (row 1, column 2, box 3, region 4,
 * diagonal, anti-diagonal, window 2).
 */
void
sdk_hum_sayhouse(const struct sdk_human *h, struct sdk_step *st, int hs)
{
	char name[32];

	sdk_house_name(h->geo->kind[hs], h->geo->num[hs], name, sizeof(name));
	sdk_hum_say(st, "%s", name);
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

	for (i = 0; i < geo->npeer[c[0]]; i++) {
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
