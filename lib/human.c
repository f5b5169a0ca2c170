/*
 * human.c: the driver of the technique engine. On a candidate grid of any
 * size the engine finds the next step a person would take, the easiest
 * technique that applies, and rates puzzles by the hardest step along that
 * easiest path. Here: the candidate grid, the order in which the
 * techniques are tried, the step, and the rating. The techniques are in
 * human-singles.c, human-subsets.c, human-fish.c, human-wings.c and
 * human-chains.c, on the floor below; the technique table and the helpers
 * they share are in human-step.c, below them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Places v in cell c of h and removes v from the candidates of its peers. */
static void
place(struct sdk_human *h, int c, int v)
{
	const struct sdk_geom *geo = h->geo;
	int k;

	h->cell[c] = v;
	h->cand[c] = 0;
	for (k = 0; k < geo->npeer[c]; k++)
		h->cand[geo->peer[c][k]] &= ~BIT(v);
}

/*
 * Makes h the candidate grid of g: its values, and for each empty cell
 * the values that none of its peers holds. No flags, no solution.
 * Returns 0, or -1 when g has a bad size or two equal values in a house,
 * or is a jigsaw grid (sdk_human_init_shape takes those).
 */
int
sdk_human_init(struct sdk_human *h, const struct sdk_grid *g)
{
	return sdk_human_init_shape(h, g, NULL, NULL);
}

/*
 * Makes h the candidate grid of g narrowed to cand (NULL: not narrowed):
 * an empty cell keeps only the candidates cand gives it. Returns as
 * sdk_human_init.
 */
int
sdk_human_init_cand(struct sdk_human *h, const struct sdk_grid *g,
    const uint16_t *cand)
{
	return sdk_human_init_shape(h, g, cand, NULL);
}

/*
 * What sdk_grid_geom is given for a grid that is not jigsaw when the
 * caller gave no space: it never builds there (a jigsaw grid without
 * space is refused first), but it is not handed a null pointer.
 */
static struct sdk_geom nospace;

/*
 * sdk_human_init_cand on a grid of any shape: the geometry of a jigsaw
 * grid is built in space (as sdk_grid_geom does), which must live as
 * long as h and its copies; it may be NULL for the other shapes. Returns
 * as sdk_human_init.
 */
int
sdk_human_init_shape(struct sdk_human *h, const struct sdk_grid *g,
    const uint16_t *cand, struct sdk_geom *space)
{
	const struct sdk_geom *geo;
	int i;

	if (!sdk_side_ok(g->n) || ((g->var & SDK_VAR_JIGSAW) &&
	    space == NULL) || sdk_grid_conflict(g))
		return -1;
	if ((geo = sdk_grid_geom(g, space != NULL ? space : &nospace)) ==
	    NULL)
		return -1;
	memset(h, 0, sizeof(*h));
	h->n = g->n;
	h->box = g->box;
	h->bh = geo->bh;
	h->bw = geo->bw;
	h->var = g->var;
	h->ncells = g->ncells;
	h->geo = geo;
	sdk_grid_candidates(g, h->cand);
	for (i = 0; i < h->ncells; i++) {
		h->cell[i] = g->cell[i];
		if (g->cell[i])
			h->cand[i] = 0;
		else if (cand != NULL)
			h->cand[i] &= cand[i];
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

/* Appends cell c ("r1c2") as a JSON string to out. */
static void
jcell(struct sdk_buf *out, int c, int n)
{
	sdk_buf_printf(out, "\"r%dc%d\"", c / n + 1, c % n + 1);
}

/*
 * Appends step st to out as one JSON object: technique, key, rating,
 * the cells it looks at, its placements and removals ({"cell","value"}),
 * and what it sees in words.
 */
void
sdk_step_json(const struct sdk_step *st, struct sdk_buf *out)
{
	const char *name = sdk_tech_name(st->tech);
	int n = st->n > 0 ? st->n : 9, i, kind, first;

	sdk_buf_add(out, "{\"technique\":", 13);
	sdk_buf_json(out, name, strlen(name));
	sdk_buf_printf(out, ",\"key\":\"%s\",\"rating\":%d.%d,\"cells\":[",
	    sdk_tech_key(st->tech), st->rating / 10, st->rating % 10);
	for (i = 0; i < st->ncells; i++) {
		if (i > 0)
			sdk_buf_add(out, ",", 1);
		jcell(out, st->cells[i], n);
	}
	for (kind = SDK_ACT_PLACE; kind <= SDK_ACT_REMOVE; kind++) {
		sdk_buf_printf(out, "],\"%s\":[", kind == SDK_ACT_PLACE ?
		    "place" : "remove");
		for (first = 1, i = 0; i < st->nact; i++) {
			if (st->act[i].kind != kind)
				continue;
			sdk_buf_add(out, first ? "{\"cell\":" : ",{\"cell\":",
			    first ? 8 : 9);
			jcell(out, st->act[i].cell, n);
			sdk_buf_printf(out, ",\"value\":%d}", st->act[i].value);
			first = 0;
		}
	}
	sdk_buf_add(out, "],\"text\":", 9);
	sdk_buf_json(out, st->text, strlen(st->text));
	sdk_buf_add(out, "}", 1);
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
	return sdk_rate_path_cand(g, NULL, sol, flags, r, each, arg);
}

/*
 * The walk of sdk_rate_path_cand on h, from its start to the solution
 * sol; returns as sdk_rate_path_cand.
 */
static int
walk(struct sdk_human *h, const struct sdk_grid *sol, int flags,
    struct sdk_rating *r,
    void (*each)(const struct sdk_step *st, long k, void *arg), void *arg)
{
	int rc, i;

	sdk_human_solution(h, sol);
	h->flags = flags;
	while ((rc = sdk_human_step(h, &r->bad)) > 0) {
		r->steps++;
		r->count[r->bad.tech]++;
		if (r->bad.rating > r->rating) {
			r->rating = r->bad.rating;
			r->hardest = r->bad.tech;
		}
		if (sdk_tech_level(r->bad.tech) > r->level)
			r->level = sdk_tech_level(r->bad.tech);
		if (each != NULL)
			each(&r->bad, r->steps, arg);
		sdk_human_apply(h, &r->bad);
	}
	if (rc < 0)
		return rc == -1 ? -3 : rc;
	if (flags & SDK_HUMAN_CHECK)
		for (i = 0; i < h->ncells; i++)
			if (h->cell[i] != sol->cell[i])
				return -4;
	return 0;
}

/*
 * sdk_rate_path on a candidate grid: g narrowed to cand (NULL: not
 * narrowed), so that no step uses a candidate the grid has not.
 */
int
sdk_rate_path_cand(const struct sdk_grid *g, const uint16_t *cand,
    const struct sdk_grid *sol, int flags, struct sdk_rating *r,
    void (*each)(const struct sdk_step *st, long k, void *arg), void *arg)
{
	struct sdk_human h;
	struct sdk_grid first;
	struct sdk_geom *space = NULL;
	int rc;

	memset(r, 0, sizeof(*r));
	r->hardest = -1;
	if (g->var & SDK_VAR_JIGSAW)
		space = sdk_emalloc(sizeof(*space));
	rc = sdk_human_init_shape(&h, g, cand, space);
	if (rc == 0 && sol == NULL) {
		long k = sdk_solve_count_cand(g, cand, 2, &first, NULL);

		if (k < 1)
			rc = -1;
		if (k > 1)
			flags &= ~SDK_HUMAN_UNIQUE;
		sol = &first;
	}
	if (rc == 0)
		rc = walk(&h, sol, flags, r, each, arg);
	free(space);
	return rc;
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
