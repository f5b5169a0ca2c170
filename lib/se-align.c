/*
 * se-align.c: Sudoku Explainer's aligned exclusion, of pairs (6.2) and
 * triplets (7.5). k cells that share at least two "excluders" (cells of
 * 2 to k candidates that see all of them): a combination of their values
 * is out when two cells that see each other take one value, or when it
 * takes every candidate of an excluder; a value no combination left
 * keeps goes.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"


/* The candidate cells and their excluders. */
struct align {
	int ncand;
	int cand[SDK_MAXCELLS];
	int nex[SDK_MAXCELLS];		/* by candidate index */
	unsigned char ex[SDK_MAXCELLS][3 * SDK_MAXN];
};

/*
 * Checks the k cells cells[]: fills st with what their common excluders
 * rule out; returns 1 when that is something.
 */
static int
tryset(const struct sdk_human *h, const struct align *a, const int *ci,
    int k, struct sdk_step *st)
{
	int cells[3], common[3 * SDK_MAXN], nc = 0, i, j, x;
	int idx[3] = { 0, 0, 0 }, val[3][SDK_MAXN], card[3];
	unsigned allowed[3] = { 0, 0, 0 };

	for (i = 0; i < k; i++) {
		unsigned m = h->cand[a->cand[ci[i]]];

		cells[i] = a->cand[ci[i]];
		card[i] = 0;
		while (m) {
			val[i][card[i]++] = __builtin_ctz(m) + 1;
			m &= m - 1;
		}
	}
	for (x = 0; x < a->nex[ci[0]]; x++) {
		int e = a->ex[ci[0]][x], all = 1;

		for (i = 1; i < k && all; i++) {
			all = 0;
			for (j = 0; j < a->nex[ci[i]] && !all; j++)
				all = a->ex[ci[i]][j] == e;
		}
		if (all)
			common[nc++] = e;
	}
	if (nc < 2)
		return 0;
	for (;;) {
		unsigned vals = 0;
		int ok = 1;

		for (i = 0; i < k; i++)
			vals |= BIT(val[i][idx[i]]);
		for (i = 0; i < k && ok; i++)
			for (j = i + 1; j < k && ok; j++)
				if (val[i][idx[i]] == val[j][idx[j]] &&
				    sdk_hum_sees(h, cells[i], cells[j]))
					ok = 0;
		for (x = 0; x < nc && ok; x++)
			if ((h->cand[common[x]] & ~vals) == 0)
				ok = 0;
		if (ok)
			for (i = 0; i < k; i++)
				allowed[i] |= BIT(val[i][idx[i]]);
		for (i = 0; i < k && ++idx[i] == card[i]; i++)
			idx[i] = 0;
		if (i == k)
			break;
	}
	sdk_se_begin(h, st, k == 2 ? SDK_SE_ALIGNED_PAIR :
	    SDK_SE_ALIGNED_TRIPLE, k == 2 ? 62 : 75, k == 2 ?
	    "Aligned Pair Exclusion" : "Aligned Triplet Exclusion");
	for (i = 0; i < k; i++)
		for (j = 0; j < card[i]; j++)
			if (!(allowed[i] & BIT(val[i][j])))
				sdk_hum_rm(h, st, cells[i], val[i][j]);
	return st->nact > 0;
}

/*
 * The sets of candidates i and j (indexes): the pair, or with k 3 each
 * tail cell among their excluders that is a candidate too (first i's
 * excluders, then j's new ones). Returns 1 after the first that removes.
 */
static int
pairset(const struct sdk_human *h, const struct align *a, const int *where,
    int i, int j, int k, struct sdk_step *st)
{
	int twin[6 * SDK_MAXN], nt = 0, s, x, ci[3];

	ci[0] = i;
	ci[1] = j;
	if (k == 2)
		return tryset(h, a, ci, 2, st);
	for (s = 0; s < 2; s++) {
		int q = s == 0 ? i : j;

		for (x = 0; x < a->nex[q]; x++) {
			int c = a->ex[q][x], y, dup = 0;

			if (where[c] < 0 || where[c] == i || where[c] == j)
				continue;
			for (y = 0; y < nt && !dup; y++)
				dup = twin[y] == where[c];
			if (!dup)
				twin[nt++] = where[c];
		}
	}
	for (x = 0; x < nt; x++) {
		ci[2] = twin[x];
		if (tryset(h, a, ci, 3, st))
			return 1;
	}
	return 0;
}

/*
 * SE's AlignedExclusion(k), k 2 or 3: pairs of candidate cells in SE's
 * order (by the second, then the first), each with the tails drawn from
 * their excluders that are candidates too; the first set that removes
 * something.
 */
int
sdk_se_aligned(const struct sdk_human *h, struct sdk_step *st, int k)
{
	struct align *a = sdk_emalloc(sizeof *a);
	int list[3 * SDK_MAXN], c, i, j, m, found = 0;
	int where[SDK_MAXCELLS];

	a->ncand = 0;
	for (c = 0; c < h->ncells; c++) {
		int single = 0, ne = 0;

		where[c] = -1;
		if (sdk_hum_pop(h->cand[c]) < 2)
			continue;
		m = sdk_se_housecells(h, c, list);
		for (i = 0; i < m; i++) {
			int card = sdk_hum_pop(h->cand[list[i]]);

			if (card == 1)
				single = 1;
			else if (card >= 2 && card <= k)
				a->ex[a->ncand][ne++] = (unsigned char)list[i];
		}
		if (single || ne == 0)
			continue;
		a->nex[a->ncand] = ne;
		where[c] = a->ncand;
		a->cand[a->ncand++] = c;
	}
	for (j = 1; j < a->ncand && !found && a->ncand >= k; j++)
		for (i = 0; i < j && !found; i++)
			found = pairset(h, a, where, i, j, k, st);
	free(a);
	return found;
}
