/*
 * se.c: Sudoku Explainer's rater, the driver. At each point it asks SE's
 * producers in SE's order for a step, applies the first one found, and
 * keeps ER (the hardest step), EP (the hardest up to the first placement)
 * and ED (the first step).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static const char *const families[SDK_SE_COUNT] = {
	"Hidden Single", "Direct Pointing", "Direct Claiming",
	"Direct Hidden Pair", "Naked Single", "Direct Hidden Triplet",
	"Pointing", "Claiming", "Naked Pair", "X-Wing", "Hidden Pair",
	"Naked Triplet", "Swordfish", "Hidden Triplet", "XY-Wing", "XYZ-Wing",
	"Unique Loop", "Naked Quad", "Jellyfish", "Hidden Quad", "BUG",
	"Aligned Pair Exclusion", "Bidirectional Cycle", "Forcing Chain",
	"Aligned Triplet Exclusion", "Nishio Forcing Chains",
	"Multiple Forcing Chains", "Dynamic Forcing Chains",
	"Dynamic Forcing Chains (+)", "Nested Forcing Chains",
};

static const char *const keys[SDK_SE_COUNT] = {
	"hidden-single", "direct-pointing", "direct-claiming",
	"direct-hidden-pair", "naked-single", "direct-hidden-triple",
	"pointing", "claiming", "naked-pair", "x-wing", "hidden-pair",
	"naked-triple", "swordfish", "hidden-triple", "xy-wing", "xyz-wing",
	"unique-loop", "naked-quad", "jellyfish", "hidden-quad", "bug",
	"aligned-pair", "cycle", "forcing-chain", "aligned-triple", "nishio",
	"multiple-chains", "dynamic-chains", "dynamic-chains-plus",
	"nested-chains",
};

/*
 * The levels are bands of ER: easy to 2.3 (singles and SE's direct
 * techniques), medium to 3.4 (locked candidates, pairs, X-wing), hard to
 * 5.9 (triples, quads, fish, wings, uniqueness, BUG), expert to 8.9
 * (aligned exclusion, cycles and forcing chains up to dynamic ones),
 * extreme from 9.0 (dynamic chains that nest other techniques).
 */
static const int bands[SDK_LEVEL_COUNT] = { 23, 34, 59, 89, 1000 };

/* The level (SDK_LEVEL_*) of rating er (tenths), -1 for none. */
int
sdk_se_level(int er)
{
	int l;

	if (er < 0)
		return -1;
	for (l = 0; l < SDK_LEVEL_COUNT - 1 && er > bands[l]; l++)
		continue;
	return l;
}

/* The lowest and highest rating (tenths) of level l. */
void
sdk_se_band(int l, int *min, int *max)
{
	*min = l <= 0 ? 10 : bands[l - 1] + 1;
	*max = bands[l < 0 ? 0 : l];
}

/* The short key of family tech (SDK_SE_*), or NULL. */
const char *
sdk_se_key(int tech)
{
	return tech >= 0 && tech < SDK_SE_COUNT ? keys[tech] : NULL;
}

/* The name of family tech (SDK_SE_*), or NULL. */
const char *
sdk_se_family(int tech)
{
	return tech >= 0 && tech < SDK_SE_COUNT ? families[tech] : NULL;
}

/* Keeps the first step a producer reports. */
static int
first(void *arg, const struct sdk_step *st, const struct sdk_se_why *why)
{
	(void)why;
	*(struct sdk_step *)arg = *st;
	return 1;
}

/*
 * The chaining producers after the aligned triplets, in SE's order:
 * multiple, dynamic, nishio, level, and the lowest rating of their steps.
 */
static const int chains[][5] = {
	{ 1, 0, 1, 0, 75 },	/* Nishio */
	{ 1, 0, 0, 0, 80 },	/* multiple */
	{ 1, 1, 0, 0, 85 },	/* dynamic */
	{ 1, 1, 0, 1, 90 },	/* dynamic (+) */
	{ 1, 1, 0, 2, 95 },	/* nested */
	{ 1, 1, 0, 3, 100 },
	{ 1, 1, 0, 4, 105 },
	{ 1, 1, 0, 5, 110 },
};

/*
 * Finds SE's next step on h into st; returns 1, 0 when it has none, 2
 * when every producer left has steps rated above limit (tenths) only.
 * Producers are tried in SE's order, and their lowest ratings never go
 * down along it.
 */
static int
next(struct sdk_human *h, struct sdk_se_chainer *ch, struct sdk_step *st,
    int limit)
{
	int k;

#define TRY(min, call) do {			\
		if ((min) > limit)		\
			return 2;		\
		if (call)			\
			return 1;		\
	} while (0)
	TRY(10, sdk_se_hiddensingle(h, st));
	TRY(17, sdk_se_locking(h, 1, first, st));
	TRY(20, sdk_se_hiddenset(h, 2, 1, first, st));
	TRY(23, sdk_se_nakedsingle(h, st));
	TRY(25, sdk_se_hiddenset(h, 3, 1, first, st));
	TRY(26, sdk_se_locking(h, 0, first, st));
	TRY(30, sdk_se_nakedset(h, 2, first, st));
	TRY(32, sdk_se_fish(h, 2, first, st));
	TRY(34, sdk_se_hiddenset(h, 2, 0, first, st));
	TRY(36, sdk_se_nakedset(h, 3, first, st));
	TRY(38, sdk_se_fish(h, 3, first, st));
	TRY(40, sdk_se_hiddenset(h, 3, 0, first, st));
	TRY(42, sdk_se_xywing(h, 0, st));
	TRY(44, sdk_se_xywing(h, 1, st));
	TRY(45, sdk_se_uniqueloop(h, st));
	TRY(50, sdk_se_nakedset(h, 4, first, st));
	TRY(52, sdk_se_fish(h, 4, first, st));
	TRY(54, sdk_se_hiddenset(h, 4, 0, first, st));
	TRY(56, sdk_se_bug(h, st));
	TRY(62, sdk_se_aligned(h, st, 2));
	TRY(65, sdk_se_chain(ch, h, 0, 0, 0, 0, st));
	TRY(75, sdk_se_aligned(h, st, 3));
	for (k = 0; k < (int)(sizeof chains / sizeof chains[0]); k++) {
		/* Nishio is SE's Chaining(false, true, true, 0) */
		int multiple = chains[k][0] && !chains[k][2];

		TRY(chains[k][4], sdk_se_chain(ch, h, multiple,
		    chains[k][1] || chains[k][2], chains[k][2], chains[k][3],
		    st));
	}
#undef TRY
	return 0;
}

/* Applies st as SE does: removals, then the placement with its peers. */
static void
apply(struct sdk_human *h, const struct sdk_step *st)
{
	int i, k;

	for (i = 0; i < st->nact; i++)
		if (st->act[i].kind == SDK_ACT_REMOVE)
			h->cand[st->act[i].cell] &=
			    (uint16_t)~BIT(st->act[i].value);
	for (i = 0; i < st->nact; i++) {
		int c = st->act[i].cell, v = st->act[i].value;

		if (st->act[i].kind != SDK_ACT_PLACE)
			continue;
		h->cell[c] = (unsigned char)v;
		h->cand[c] = 0;
		for (k = 0; k < h->geo->npeer[c]; k++)
			h->cand[h->geo->peer[c][k]] &= (uint16_t)~BIT(v);
	}
}

/*
 * Rates g as serate 1.2.1.3 does, stopping as soon as its rating is sure
 * to be above limit (tenths); each (may be NULL) sees every step. The
 * puzzle must have one solution (the uniqueness techniques assume it).
 * Returns 0, 1 when the rating is above limit (r->er is then a step or
 * a bound above it), or -1 when g is not a puzzle of a size we have or
 * SE's techniques cannot finish it (r->er is then -1).
 */
int
sdk_se_rate_upto(const struct sdk_grid *g, int limit, struct sdk_serating *r,
    void (*each)(const struct sdk_step *st, long k, void *arg), void *arg)
{
	return sdk_se_rate_cand(g, NULL, limit, r, each, arg);
}

/*
 * sdk_se_rate_upto on a candidate grid: g narrowed to cand (NULL: not
 * narrowed), so that no step uses a candidate the grid has not.
 */
int
sdk_se_rate_cand(const struct sdk_grid *g, const uint16_t *cand, int limit,
    struct sdk_serating *r,
    void (*each)(const struct sdk_step *st, long k, void *arg), void *arg)
{
	struct sdk_human *hp = sdk_emalloc(sizeof *hp);
	struct sdk_geom *space = NULL;
	struct sdk_se_chainer *ch;
	struct sdk_step st;
	int rc = 0;

	r->er = r->ep = r->ed = -1;
	r->steps = 0;
	r->hardest = -1;
	if (g->var & SDK_VAR_JIGSAW)
		space = sdk_emalloc(sizeof *space);
	if (sdk_human_init_shape(hp, g, cand, space) < 0) {
		free(space);
		free(hp);
		return -1;
	}
	ch = sdk_se_chainer_new(hp->geo);
	while (!sdk_human_solved(hp)) {
		int i, placed = 0, k = next(hp, ch, &st, limit);

		if (k == 0) {
			rc = -1;
			r->er = r->ep = r->ed = -1;
			break;
		}
		if (k == 2) {
			rc = 1;
			r->er = limit + 1;
			break;
		}
		if (st.rating > r->er) {
			r->er = st.rating;
			r->hardest = st.tech;
		}
		for (i = 0; i < st.nact; i++)
			placed |= st.act[i].kind == SDK_ACT_PLACE;
		if (r->ed < 0)
			r->ed = r->er;
		if (r->ep < 0 && placed)
			r->ep = r->er;
		if (each)
			each(&st, r->steps, arg);
		r->steps++;
		apply(hp, &st);
		if (r->er > limit) {
			rc = 1;
			break;
		}
	}
	if (r->er < 0 && rc == 0)
		r->er = r->ep = r->ed = 0;
	sdk_se_chainer_free(ch);
	free(hp);
	free(space);
	return rc;
}

/* sdk_se_rate_upto without a limit. */
int
sdk_se_rate(const struct sdk_grid *g, struct sdk_serating *r,
    void (*each)(const struct sdk_step *st, long k, void *arg), void *arg)
{
	return sdk_se_rate_upto(g, INT_MAX, r, each, arg);
}
