/*
 * solve-sat.c: a conflict-driven clause-learning search, for the grids
 * where the bit engine's backtracking meets a heavy tail: 16x16 jigsaw
 * and X windoku grids near the fewest givens, whose checks can take
 * millions of guesses for one answer.
 *
 * A variable says that an open cell holds a value (one for each value no
 * given of its houses holds). Clauses: each cell holds a value, each house
 * holds each value it lacks somewhere, and no two values share a cell or
 * two cells of a house a value (as pairs); the houses are the shape's and
 * those the bit engine knows it implies (windoku's rows and columns
 * between the windows, a jigsaw's leftovers), which took a minimal 16x16
 * X windoku puzzle from 13.6 s to 5.6. On jigsaw grids, a segment (the
 * cells that two houses share, two or more: a row's cells in a region)
 * has a variable for each value too, true when one of its cells holds it
 * and then barring the value from the rest of both houses; and a house
 * holds each value in one of the parts that the rows, the columns or the
 * regions cut it into. Unit propagation then does what locked candidates
 * do, and the decisions of the hard checks of 16x16 jigsaw puzzles fall
 * by half or more; on grids of boxes the same clauses made X windoku's
 * checks 1.4 times slower, so they have none. Segments are never
 * decisions. The search assigns the most active variable (its activity
 * grows with each conflict it takes part in and the others fade), true
 * first (a value placed reaches further than one taken away) unless the
 * hunt's hint or the last value it had says otherwise. Unit propagation
 * keeps the clauses of two literals in lists of the other literal alone
 * (out of the arena of the longer clauses, which then lie closer: a
 * quarter less time on bench/gen16checks.txt) and watches two literals
 * of the others, with a third whose truth saves reading the clause. A
 * conflict is analysed back to its first unique implication point, and
 * the learnt clause loses the literals that its others imply; it sends
 * the search back to the level where it implies something new. Restarts
 * follow the Luby sequence; when the learnt clauses of three literals or
 * more reach a bound, the worse half (the most decision levels among
 * their literals) is forgotten, but those of two levels and those that
 * are a reason. The search is complete: it ends with a solution or with
 * the proof that none is left. To count past one, a clause that bars the
 * solution found is added and the search goes on from the top. The
 * solutions in reading order (sdk_sat_lex) come one after another by
 * searches under assumptions: the cells of a start of the last solution
 * held, a greater value in the cell after it.
 *
 * A store of learnt clauses (struct sdk_satmem) carries what one count to
 * one learns to the next ones on grids of the same shape: sdk-gen's
 * checks, whose grids differ in a few givens and the value barred. Each
 * clause learnt is lifted to one that holds of every grid of the shape,
 * whatever its givens: with it go the literals that this grid made false
 * before the search (a cell's values that its givens or the bar rule
 * out; they have no variable here) in every clause it was resolved from
 * (each clause keeps those as its hidden part), and its literals set at
 * level 0, kept instead of resolved away. The next search adds each
 * clause of the store as its own grid makes it: left out when one of its
 * literals is true there, its false literals hidden again. A lifted clause
 * of more than MEM_LITS literals is not kept, nor is one learnt from it
 * (the short ones do the work; gathering the long ones cost more than
 * they saved). The checks of a minimal 16x16 jigsaw puzzle then take
 * about a third of the decisions.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

#define SAT_LUBY 128		/* conflicts of a restart's unit */
#define MEM_LITS 60		/* the longest clause lifted into a store */
#define MEM_INTS (1 << 22)	/* a store's size before it halves */

/* A growing array of ints. */
struct ivec {
	int *v;
	int n, cap;
};

static void
ipush(struct ivec *a, int x)
{
	if (a->n == a->cap) {
		a->cap = a->cap ? 2 * a->cap : 4;
		a->v = sdk_erealloc(a->v, sizeof(*a->v) * (size_t)a->cap);
	}
	a->v[a->n++] = x;
}

/*
 * The solver. Literal 2v is variable v true, 2v + 1 false. A clause of
 * three literals or more is stored in the arena as its size then its
 * literals, the two watched first; a clause reference is the offset of
 * its size. Clauses of two are in the lists of bin alone.
 */
struct sat {
	int nv;
	signed char *val;	/* per variable: -1 open, 0 false, 1 true */
	signed char *lv;	/* per literal, the same */
	signed char *phase;	/* the value to try first */
	int *level, *reason;	/* reason: what implied it (NOREASON,
				   BINREASON) */
	int *stamp, nstamp;	/* per level: the last count of levels */
	struct ivec kept;	/* the learnt clauses of three literals or
				   more: pairs of glue and reference */
	int maxkept;		/* how many before the worse half goes */
	int *trail, ntrail, qhead;
	struct ivec lim;	/* where each decision level starts */
	struct ivec arena;
	struct ivec *watch;	/* per literal: the clauses of three or more
				   literals with its negation watched, each
				   as its reference and a literal of it */
	struct ivec *bin;	/* per literal: the clauses of two with its
				   negation, each as its other literal */
	double *act, inc;
	int *heap, *pos, nheap;	/* open variables by activity */
	unsigned char *seen;
	struct ivec learnt, clear, stack;
	int ncv;		/* the variables of cells come first */
	/* Lifting into a store (see the top), when mem is not NULL. */
	struct sdk_satmem *mem;
	int *gid;		/* per variable: its global name */
	int *ctx;		/* per global name: its variable, or CTX_TRUE
				   or CTX_FALSE in this grid */
	struct ivec hid;	/* hidden parts: a count, global literals */
	struct ivec hscr;	/* the hidden part of a clause being added */
	struct ivec lifted;	/* that of the clause being learnt */
	struct ivec pend;	/* the clauses lifted, for the store at the
				   end, as there */
	int *lmark, nlmark;	/* per global literal: in lifted */
	int liftbad;		/* lifted is too long, or could not be told */
	int memglue;		/* where the glue of the clause stored goes,
				   -1 */
	short cell[SDK_MAXCELLS * SDK_MAXN];	/* variable -> cell */
	unsigned char value[SDK_MAXCELLS * SDK_MAXN];	/* -> value - 1 */
	short var[SDK_MAXCELLS][SDK_MAXN];	/* cell, value -> variable,
						   -1 */
};

#define LVAL(s, l) ((s)->lv[l])
#define LV(l) (lv[l])

/*
 * A variable's reason: NOREASON (a decision, or set at the start), the
 * reference of a clause of three literals or more, or BINREASON(x) for
 * the clause of two whose other literal x is false. Clauses of two live
 * in the lists of bin alone; a conflict of two is copied to the arena's
 * first clause, kept for it.
 */
#define NOREASON (-1)
#define BINREASON(x) (-2 - (x))

/*
 * The arena's first clause: a conflict of two, copied (its reference).
 * Each clause of the arena is its hidden part's offset in hid (-1: none,
 * HID_BAD: not known, too long), its size, its literals; a reference is
 * the offset of the size.
 */
#define CONFLICT2 1
#define HID_BAD (-2)

/* What a global name is in this grid when it has no variable (ctx). */
#define CTX_TRUE (-2)
#define CTX_FALSE (-3)

/* The global literal of literal l (lifting). */
#define GLIT(s, l) (2 * (s)->gid[(l) >> 1] + ((l) & 1))

/*
 * A store: the lifted clauses learnt on grids of one shape, each as its
 * size, its glue, then its global literals (cell i's value v: 2 (i n +
 * v), plus 1 for its negation; segment gi's value v after the cells').
 */
struct sdk_satmem {
	pthread_mutex_t mu;	/* threads share it: the rest under it */
	struct sdk_grid shape;	/* the shape, every cell empty */
	int have;		/* shape is set */
	struct ivec cl;
};

/*
 * Returns the literals of reason r of literal p, n of them, using two
 * for a clause of two (p first).
 */
static int *
rlits(struct sat *s, int r, int p, int *two, int *n)
{
	if (r >= 0) {
		*n = s->arena.v[r];
		return s->arena.v + r + 1;
	}
	two[0] = p;
	two[1] = -2 - r;
	*n = 2;
	return two;
}

/* The heap of open variables, most active first. */
static void
hup(struct sat *s, int i)
{
	int x = s->heap[i], p;

	while (i > 0 && s->act[s->heap[p = (i - 1) / 2]] < s->act[x]) {
		s->heap[i] = s->heap[p];
		s->pos[s->heap[i]] = i;
		i = p;
	}
	s->heap[i] = x;
	s->pos[x] = i;
}

static void
hdown(struct sat *s, int i)
{
	int x = s->heap[i], c;

	for (;;) {
		c = 2 * i + 1;
		if (c >= s->nheap)
			break;
		if (c + 1 < s->nheap && s->act[s->heap[c + 1]] > s->act[s->heap[c]])
			c++;
		if (s->act[s->heap[c]] <= s->act[x])
			break;
		s->heap[i] = s->heap[c];
		s->pos[s->heap[i]] = i;
		i = c;
	}
	s->heap[i] = x;
	s->pos[x] = i;
}

static void
hinsert(struct sat *s, int v)
{
	if (s->pos[v] >= 0)
		return;
	if (v >= s->ncv)	/* a segment's: never a decision */
		return;
	s->heap[s->nheap] = v;
	hup(s, s->nheap++);
}

static int
hpop(struct sat *s)
{
	int v = s->heap[0];

	s->pos[v] = -1;
	if (--s->nheap > 0) {
		s->heap[0] = s->heap[s->nheap];
		hdown(s, 0);
	}
	return v;
}

/* Makes variable v more active, and the others fade by raising inc. */
static void
bump(struct sat *s, int v)
{
	int i;

	if ((s->act[v] += s->inc) > 1e100) {
		for (i = 0; i < s->nv; i++)
			s->act[i] *= 1e-100;
		s->inc *= 1e-100;
	}
	if (s->pos[v] >= 0)
		hup(s, s->pos[v]);
}

/* Sets literal l true at the current level, for reason r. */
static void
assign(struct sat *s, int l, int r)
{
	int v = l >> 1;

	s->val[v] = (signed char)!(l & 1);
	s->lv[l] = 1;
	s->lv[l ^ 1] = 0;
	s->level[v] = s->lim.n;
	s->reason[v] = r;
	s->trail[s->ntrail++] = l;
}

/*
 * Adds the clause of the n literals lits (distinct variables, none
 * assigned, n >= 2) with the hidden part at hoff in hid (-1: none), and
 * watches its first two. A clause of two without a hidden part goes to
 * the lists of bin alone. Returns its reference (or BINREASON).
 */
static int
addclause(struct sat *s, const int *lits, int n, int hoff)
{
	int r, i;

	if (n == 2 && hoff == -1) {
		ipush(&s->bin[lits[0] ^ 1], lits[1]);
		ipush(&s->bin[lits[1] ^ 1], lits[0]);
		return BINREASON(lits[1]);
	}
	ipush(&s->arena, hoff);
	r = s->arena.n;
	ipush(&s->arena, n);
	for (i = 0; i < n; i++)
		ipush(&s->arena, lits[i]);
	ipush(&s->watch[lits[0] ^ 1], r);
	ipush(&s->watch[lits[0] ^ 1], lits[1]);
	ipush(&s->watch[lits[1] ^ 1], r);
	ipush(&s->watch[lits[1] ^ 1], lits[0]);
	return r;
}

/*
 * Propagates the assignments of the trail from qhead: the clauses of two
 * first, then those of more, whose literal kept with each watch (true:
 * nothing to do) saves reading the clause. Returns -1, or the clause
 * found false.
 */
static int
propagate(struct sat *s)
{
	const signed char *lv = s->lv;
	struct ivec *w;
	int l, i, j, k, r, *c, n, t, m, *b, nb;

	while (s->qhead < s->ntrail) {
		l = s->trail[s->qhead++];	/* true: ~l's clauses */
		b = s->bin[l].v;
		nb = s->bin[l].n;
		for (i = 0; i < nb; i++) {
			m = b[i];
			if ((t = LV(m)) == 1)
				continue;
			if (t == 0) {
				s->arena.v[CONFLICT2 + 1] = m;
				s->arena.v[CONFLICT2 + 2] = l ^ 1;
				return CONFLICT2;
			}
			assign(s, m, BINREASON(l ^ 1));
		}
		w = &s->watch[l];
		for (i = j = 0; i < w->n; i += 2) {
			r = w->v[i];
			if (LV(w->v[i + 1]) == 1) {
				w->v[j++] = r;
				w->v[j++] = w->v[i + 1];
				continue;
			}
			c = s->arena.v + r + 1;
			n = c[-1];
			/* The false literal second. */
			if (c[0] == (l ^ 1)) {
				c[0] = c[1];
				c[1] = l ^ 1;
			}
			if (LV(c[0]) == 1) {
				w->v[j++] = r;
				w->v[j++] = c[0];
				continue;
			}
			for (k = 2; k < n; k++)
				if (LV(c[k]) != 0) {
					t = c[1];
					c[1] = c[k];
					c[k] = t;
					ipush(&s->watch[c[1] ^ 1], r);
					ipush(&s->watch[c[1] ^ 1], c[0]);
					break;
				}
			if (k < n)
				continue;
			w->v[j++] = r;
			w->v[j++] = c[0];
			if (LV(c[0]) == 0) {
				for (i += 2; i < w->n; i++)
					w->v[j++] = w->v[i];
				w->n = j;
				return r;
			}
			assign(s, c[0], r);
		}
		w->n = j;
	}
	return -1;
}

/* Undoes the levels above lev. */
static void
backjump(struct sat *s, int lev)
{
	int v;

	if (s->lim.n <= lev)
		return;
	while (s->ntrail > s->lim.v[lev]) {
		v = s->trail[--s->ntrail] >> 1;
		s->phase[v] = s->val[v];
		s->val[v] = -1;
		s->lv[2 * v] = s->lv[2 * v + 1] = -1;
		hinsert(s, v);
	}
	s->qhead = s->ntrail;
	s->lim.n = lev;
}

/* Adds global literal gl to the hidden part being gathered (once). */
static void
liftadd(struct sat *s, int gl)
{
	if (s->lmark[gl] == s->nlmark)
		return;
	s->lmark[gl] = s->nlmark;
	ipush(&s->lifted, gl);
}

/*
 * Lifting, for a clause the learning resolves on (reason r, its n
 * literals c): its hidden part, and its literals set at level 0 (kept
 * instead of resolved away), join the hidden part of the clause learnt;
 * past MEM_LITS, or from a clause whose hidden part is not known, it is
 * marked bad.
 */
static void
liftreason(struct sat *s, const int *c, int n, int r)
{
	int k, h;

	if (s->liftbad)
		return;
	if (r >= 0 && (h = s->arena.v[r - 1]) != -1) {
		if (h == HID_BAD) {
			s->liftbad = 1;
			return;
		}
		for (k = 1; k <= s->hid.v[h]; k++)
			liftadd(s, s->hid.v[h + k]);
	}
	for (k = 0; k < n; k++)
		if (s->level[c[k] >> 1] == 0)
			liftadd(s, GLIT(s, c[k]));
	if (s->lifted.n > MEM_LITS)
		s->liftbad = 1;
}

/*
 * Returns 1 when the false literal q of the clause being learnt follows
 * from the others: every literal of its reason, and of theirs in turn,
 * is in the clause (seen) or set at level 0. levels has a bit for each
 * level of the clause (modulo 32): a literal of another level cannot
 * follow. The literals it marks seen on the way are listed in s->clear;
 * on failure it unmarks those of this call.
 */
static int
redundant(struct sat *s, int q, unsigned levels)
{
	int top = s->clear.n, k, v, x, r, *c, n, two[2];
	int ltop = s->lifted.n, lbad = s->liftbad;

	s->stack.n = 0;
	ipush(&s->stack, q);
	while (s->stack.n > 0) {
		q = s->stack.v[--s->stack.n];
		r = s->reason[q >> 1];
		c = rlits(s, r, q, two, &n);
		if (s->mem != NULL)
			liftreason(s, c, n, r);
		for (k = 0; k < n; k++) {
			x = c[k];
			v = x >> 1;
			if (v == (q >> 1) || s->seen[v] || s->level[v] == 0)
				continue;
			if (s->reason[v] != NOREASON &&
			    (levels >> (s->level[v] & 31) & 1)) {
				s->seen[v] = 1;
				ipush(&s->stack, x);
				ipush(&s->clear, x);
				continue;
			}
			for (k = top; k < s->clear.n; k++)
				s->seen[s->clear.v[k] >> 1] = 0;
			s->clear.n = top;
			if (s->mem != NULL) {
				/* Lifting: what this try gathered goes. */
				for (k = ltop; k < s->lifted.n; k++)
					s->lmark[s->lifted.v[k]] = 0;
				s->lifted.n = ltop;
				s->liftbad = lbad;
			}
			return 0;
		}
	}
	return 1;
}

/*
 * Learns from the conflict of clause r: the clause of the first unique
 * implication point into s->learnt (asserting literal first). Returns the
 * level to go back to.
 */
static int
analyse(struct sat *s, int r)
{
	int open = 0, p = -1, i, k, v, lev = s->lim.n, back = 0, *c, n, t;
	int two[2];
	unsigned m;

	s->learnt.n = 0;
	ipush(&s->learnt, 0);
	if (s->mem != NULL) {
		s->lifted.n = 0;
		s->nlmark++;
		s->liftbad = 0;
	}
	i = s->ntrail;
	do {
		c = rlits(s, r, p, two, &n);
		if (s->mem != NULL)
			liftreason(s, c, n, r);
		for (k = p < 0 ? 0 : 1; k < n; k++) {
			v = c[k] >> 1;
			if (s->seen[v] || s->level[v] == 0)
				continue;
			s->seen[v] = 1;
			bump(s, v);
			if (s->level[v] == lev)
				open++;
			else
				ipush(&s->learnt, c[k]);
		}
		/* The next literal of this level on the trail. */
		while (!s->seen[s->trail[--i] >> 1])
			;
		p = s->trail[i];
		r = s->reason[p >> 1];
		s->seen[p >> 1] = 0;
		/* Its reason puts p first. */
		if (r >= 0) {
			c = s->arena.v + r + 1;
			if (c[0] != p)
				for (k = 1; k < c[-1]; k++)
					if (c[k] == p) {
						t = c[0];
						c[0] = c[k];
						c[k] = t;
						break;
					}
		}
	} while (--open > 0);
	s->learnt.v[0] = p ^ 1;
	/*
	 * A literal whose reason's other literals are all in the clause
	 * (or implied by literals that are, recursively) adds nothing.
	 */
	s->clear.n = 0;
	for (m = 0, k = 1; k < s->learnt.n; k++)
		m |= 1u << (s->level[s->learnt.v[k] >> 1] & 31);
	for (i = k = 1; k < s->learnt.n; k++) {
		v = s->learnt.v[k] >> 1;
		if (s->reason[v] == NOREASON || !redundant(s, s->learnt.v[k], m))
			s->learnt.v[i++] = s->learnt.v[k];
		else
			ipush(&s->clear, s->learnt.v[k]);
	}
	s->learnt.n = i;
	for (k = 0; k < s->clear.n; k++)
		s->seen[s->clear.v[k] >> 1] = 0;
	/* The highest level of the rest second: it is watched. */
	for (k = 1; k < s->learnt.n; k++) {
		v = s->learnt.v[k] >> 1;
		s->seen[v] = 0;
		if (s->level[v] > back) {
			back = s->level[v];
			t = s->learnt.v[1];
			s->learnt.v[1] = s->learnt.v[k];
			s->learnt.v[k] = t;
		}
	}
	s->inc *= 1 / 0.95;
	return back;
}

/*
 * Returns the number of levels of the literals of the clause just learnt
 * (its glue: the fewer, the more the clause is worth keeping).
 */
static int
lbd(struct sat *s)
{
	int k, lv, n = 0;

	s->nstamp++;
	for (k = 0; k < s->learnt.n; k++) {
		lv = s->level[s->learnt.v[k] >> 1];
		if (s->stamp[lv] != s->nstamp) {
			s->stamp[lv] = s->nstamp;
			n++;
		}
	}
	return n;
}

/* Orders pairs (glue, clause reference) by glue, the most first. */
static int
byglue(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x < y) - (x > y);
}

/*
 * Forgets the worse half of the learnt clauses of three literals or more
 * (the most glue), but those of glue 2 and those that are the reason of a
 * value set; lets the next reduction wait a tenth longer. A forgotten
 * clause's size turns negative, and it leaves the watch lists.
 */
static void
reduce(struct sat *s)
{
	int i, j, r, *c, l, half, n = s->kept.n / 2;

	qsort(s->kept.v, (size_t)n, 2 * sizeof(int), byglue);
	half = n / 2;
	for (i = j = 0; i < n; i++) {
		r = s->kept.v[2 * i + 1];
		c = s->arena.v + r + 1;
		if (i < half && s->kept.v[2 * i] > 2 &&
		    !(s->reason[c[0] >> 1] == r && LVAL(s, c[0]) == 1))
			c[-1] = -c[-1];
		else {
			s->kept.v[2 * j] = s->kept.v[2 * i];
			s->kept.v[2 * j + 1] = r;
			j++;
		}
	}
	s->kept.n = 2 * j;
	for (l = 0; l < 2 * s->nv; l++) {
		for (i = j = 0; i < s->watch[l].n; i += 2)
			if (s->arena.v[s->watch[l].v[i]] > 0) {
				s->watch[l].v[j++] = s->watch[l].v[i];
				s->watch[l].v[j++] = s->watch[l].v[i + 1];
			}
		s->watch[l].n = j;
	}
	s->maxkept += s->maxkept / 10;
}

/* The i-th term of the Luby sequence (1, 1, 2, 1, 1, 2, 4, ...), i >= 0. */
static long
luby(long i)
{
	long size = 1, seq = 0;

	while (size < i + 1) {
		seq++;
		size = 2 * size + 1;
	}
	while (size - 1 != i) {
		size = (size - 1) / 2;
		seq--;
		i %= size;
	}
	return 1L << seq;
}

/* Makes an empty store of lifted clauses. */
struct sdk_satmem *
sdk_satmem_new(void)
{
	struct sdk_satmem *m = sdk_emalloc(sizeof(*m));

	memset(m, 0, sizeof(*m));
	pthread_mutex_init(&m->mu, NULL);
	return m;
}

/* Frees the store m (NULL: nothing). */
void
sdk_satmem_free(struct sdk_satmem *m)
{
	if (m == NULL)
		return;
	pthread_mutex_destroy(&m->mu);
	free(m->cl.v);
	free(m);
}

/* Keeps the hidden part p in hid; returns its offset, or -1 when empty. */
static int
hidkeep(struct sat *s, const struct ivec *p)
{
	int h, k;

	if (p->n == 0)
		return -1;
	h = s->hid.n;
	ipush(&s->hid, p->n);
	for (k = 0; k < p->n; k++)
		ipush(&s->hid, p->v[k]);
	return h;
}

/*
 * Keeps the hidden part gathered for the clause just learnt in hid, and
 * the clause lifted (its literals' global names and the hidden part) in
 * pend for the store, when it has at most MEM_LITS literals (its glue set
 * after, at memglue). Returns the hidden part's offset, -1 when it has none, HID_BAD when it
 * is not known.
 */
static int
liftkeep(struct sat *s)
{
	struct ivec *m = &s->pend;
	int h, k, n = s->learnt.n + s->lifted.n;

	s->memglue = -1;
	if (s->liftbad)
		return HID_BAD;
	h = hidkeep(s, &s->lifted);
	if (n > MEM_LITS)
		return h;
	ipush(m, n);
	s->memglue = m->n;
	ipush(m, s->learnt.n < 3 ? s->learnt.n : 0);
	for (k = 0; k < s->learnt.n; k++)
		ipush(m, GLIT(s, s->learnt.v[k]));
	for (k = 0; k < s->lifted.n; k++)
		ipush(m, s->lifted.v[k]);
	return h;
}


/* Makes the store m ready for grid g: emptied when it is of another shape. */
static void
memfor(struct sdk_satmem *m, const struct sdk_grid *g)
{
	struct sdk_grid *e = &m->shape;

	if (!m->have || e->n != g->n || e->box != g->box || e->bh != g->bh ||
	    e->bw != g->bw || e->var != g->var || e->ncells != g->ncells ||
	    ((g->var & SDK_VAR_JIGSAW) &&
	    memcmp(e->region, g->region, (size_t)g->ncells) != 0)) {
		sdk_grid_init_like(e, g);
		m->have = 1;
		m->cl.n = 0;
	}
}

/*
 * Adds the store's clauses to s at level 0, each as this grid makes it
 * (true: left out; its literals false here: hidden), as learnt clauses.
 * Returns 0, or -1 when one is false: no solution.
 */
static int
memload(struct sat *s, const struct sdk_grid *g)
{
	struct ivec *m = &s->mem->cl;
	int *lits = sdk_emalloc(sizeof(int) * (MEM_LITS + 1));
	int i, k, n, gl, x, l, nl, istrue, r = 0;

	pthread_mutex_lock(&s->mem->mu);
	memfor(s->mem, g);
	for (i = 0; i < m->n && r == 0; i += 2 + n) {
		n = m->v[i];
		s->hscr.n = 0;
		for (istrue = 0, nl = 0, k = 0; k < n && !istrue; k++) {
			gl = m->v[i + 2 + k];
			x = s->ctx[gl >> 1];
			if (x == CTX_TRUE || x == CTX_FALSE) {
				if ((x == CTX_TRUE) != (gl & 1))
					istrue = 1;
				else
					ipush(&s->hscr, gl);
				continue;
			}
			l = 2 * x + (gl & 1);
			if (LVAL(s, l) == 1)
				istrue = 1;
			else if (LVAL(s, l) == 0)
				ipush(&s->hscr, gl);
			else
				lits[nl++] = l;
		}
		if (istrue)
			continue;
		if (nl == 0)
			r = -1;
		else if (nl == 1) {
			assign(s, lits[0], NOREASON);
			if (propagate(s) >= 0)
				r = -1;
		} else {
			x = addclause(s, lits, nl, hidkeep(s, &s->hscr));
			if (nl >= 3) {
				ipush(&s->kept, m->v[i + 1]);
				ipush(&s->kept, x);
			}
		}
	}
	pthread_mutex_unlock(&s->mem->mu);
	s->hscr.n = 0;
	free(lits);
	return r;
}

/*
 * Adds the clauses lifted in this search (pend) to its store, which keeps
 * the newer half first when it would pass MEM_INTS.
 */
static void
memflush(struct sat *s, const struct sdk_grid *g)
{
	struct ivec *m = &s->mem->cl;
	int i;

	pthread_mutex_lock(&s->mem->mu);
	memfor(s->mem, g);
	if (m->n + s->pend.n > MEM_INTS) {
		for (i = 0; i < m->n / 2; i += 2 + m->v[i])
			;
		memmove(m->v, m->v + i, sizeof(int) * (size_t)(m->n - i));
		m->n -= i;
	}
	for (i = 0; i < s->pend.n; i++)
		ipush(m, s->pend.v[i]);
	pthread_mutex_unlock(&s->mem->mu);
}

/*
 * Searches for a solution with the nas literals as true (assumptions: the
 * first decisions, each one not yet true taken in turn, again after each
 * restart or jump back below them). Returns 1 with every variable
 * assigned, 0 when there is none (with one assumption: then its negation
 * holds at level 0). The caller goes back to level 0 after.
 */
static int
solve(struct sat *s, long *guesses, const int *as, int nas)
{
	long conflicts = 0, limit, restarts = 0;
	int r, lev, v, k, held = -1, glue, hoff;

	limit = SAT_LUBY * luby(restarts);
	for (;;) {
		if ((r = propagate(s)) >= 0) {
			if (s->lim.n == 0)
				return 0;
			conflicts++;
			lev = analyse(s, r);
			backjump(s, lev);
			hoff = s->mem != NULL ? liftkeep(s) : -1;
			if (s->learnt.n == 1)
				assign(s, s->learnt.v[0], NOREASON);
			else if (s->learnt.n == 2)
				assign(s, s->learnt.v[0],
				    addclause(s, s->learnt.v, 2, hoff));
			else {
				r = addclause(s, s->learnt.v, s->learnt.n, hoff);
				assign(s, s->learnt.v[0], r);
				glue = lbd(s);
				ipush(&s->kept, glue);
				ipush(&s->kept, r);
				if (s->mem != NULL && s->memglue >= 0)
					s->pend.v[s->memglue] = glue;
				if (s->kept.n >= 2 * s->maxkept)
					reduce(s);
			}
			continue;
		}
		if (conflicts >= limit) {
			backjump(s, 0);
			conflicts = 0;
			limit = SAT_LUBY * luby(++restarts);
		}
		/* held: the levels below which every assumption holds. */
		if (held < 0 || s->lim.n < held) {
			for (k = 0; k < nas && LVAL(s, as[k]) == 1; k++)
				;
			if (k < nas) {
				if (LVAL(s, as[k]) == 0)
					return 0;
				held = -1;
				(*guesses)++;
				ipush(&s->lim, s->ntrail);
				assign(s, as[k], NOREASON);
				continue;
			}
			held = s->lim.n;
		}
		v = -1;
		while (s->nheap > 0) {
			v = hpop(s);
			if (s->val[v] < 0)
				break;
			v = -1;
		}
		if (v < 0)
			return 1;
		(*guesses)++;
		ipush(&s->lim, s->ntrail);
		assign(s, 2 * v + !s->phase[v], NOREASON);
	}
}

/* Frees what s holds. */
static void
satfree(struct sat *s)
{
	int l;

	for (l = 0; l < 2 * s->nv; l++) {
		free(s->watch[l].v);
		free(s->bin[l].v);
	}
	free(s->watch);
	free(s->bin);
	free(s->val);
	free(s->lv);
	free(s->phase);
	free(s->level);
	free(s->reason);
	free(s->trail);
	free(s->act);
	free(s->heap);
	free(s->pos);
	free(s->seen);
	free(s->lim.v);
	free(s->arena.v);
	free(s->learnt.v);
	free(s->stamp);
	free(s->kept.v);
	free(s->clear.v);
	free(s->stack.v);
	free(s->gid);
	free(s->ctx);
	free(s->lmark);
	free(s->hid.v);
	free(s->hscr.v);
	free(s->lifted.v);
	free(s->pend.v);
}

/*
 * Adds the clause of the n literals lits at level 0, before the search:
 * drops false literals (lifting: into its hidden part, which hscr
 * holds, and empties after), ignores it when one is true. Returns 0, or
 * -1 when it is false.
 */
static int
addinit(struct sat *s, int *lits, int n)
{
	int i, k = 0, r = 0;

	for (i = 0; i < n; i++) {
		if (LVAL(s, lits[i]) == 1) {
			s->hscr.n = 0;
			return 0;
		}
		if (LVAL(s, lits[i]) < 0)
			lits[k++] = lits[i];
		else if (s->mem != NULL)
			ipush(&s->hscr, GLIT(s, lits[i]));
	}
	if (k == 0)
		r = -1;
	else if (k == 1) {
		assign(s, lits[0], NOREASON);
		r = propagate(s) >= 0 ? -1 : 0;
	} else
		addclause(s, lits, k, hidkeep(s, &s->hscr));
	s->hscr.n = 0;
	return r;
}

/*
 * Lifting: cell i's value v (0-based), which has no variable here, joins
 * the hidden part of the clause being added.
 */
static void
hidcell(struct sat *s, const struct sdk_grid *g, int i, int v)
{
	if (s->mem != NULL)
		ipush(&s->hscr, 2 * (i * g->n + v));
}

/*
 * Adds the clauses that exactly one of the nv variables vars is true: one
 * clause of them all (its hidden part in hscr), one of two for each pair.
 * Returns 0, or -1 when that cannot hold.
 */
static int
exactlyone(struct sat *s, const int *vars, int nv)
{
	int lits[SDK_MAXN], a, b;

	for (a = 0; a < nv; a++)
		lits[a] = 2 * vars[a];
	if (addinit(s, lits, nv) < 0)
		return -1;
	for (a = 0; a < nv; a++)
		for (b = a + 1; b < nv; b++) {
			lits[0] = 2 * vars[a] + 1;
			lits[1] = 2 * vars[b] + 1;
			if (addinit(s, lits, 2) < 0)
				return -1;
		}
	return 0;
}

/* The houses and segments of a grid, for build(). */
#define SEG_HOUSES (SDK_MAXHOUSES + 64)
#define SEG_MAX 1024
#define SEG_W (SDK_MAXCELLS / 64)
struct segs {
	int nh, ng;
	const unsigned char *hs[SEG_HOUSES];	/* each house's n cells */
	signed char fam[SEG_HOUSES];	/* 0 row, 1 column, 2 box or region,
					   -1 an extra or implied house */
	uint64_t hm[SEG_HOUSES][SEG_W];	/* each house's cells as bits */
	uint64_t gm[SEG_MAX][SEG_W];	/* each segment's cells */
	unsigned char gcell[SEG_MAX][SDK_MAXN];	/* the same, listed */
	unsigned char gn[SEG_MAX];	/* and how many */
	short pair[SEG_HOUSES][SEG_HOUSES];	/* the segment two houses
						   share, -1 */
	int svar[SEG_MAX][SDK_MAXN];	/* a segment's variable for a value:
					   its cell's when one cell can hold
					   it, -1 when none can */
	unsigned char imp[64][SDK_MAXN];
};

/* How many cells of the set m there are. */
static int
setcount(const uint64_t *m)
{
	uint64_t x;
	int k, c = 0;

	for (k = 0; k < SEG_W; k++)
		for (x = m[k]; x != 0; x &= x - 1)
			c++;
	return c;
}

/*
 * Finds the segments of grid g (geometry geo): the cells that two houses
 * share when they are two or more, each set once. Fills sg but svar.
 */
static void
segfind(struct segs *sg, const struct sdk_grid *g,
    const struct sdk_geom *geo)
{
	uint64_t m[SEG_W], x;
	int a, b, k, nimp, c, nm;

	nimp = sdk_bits_implied(g, sg->imp);
	sg->nh = geo->nhouses + nimp;
	for (a = 0; a < sg->nh; a++) {
		sg->hs[a] = a < geo->nhouses ? geo->house[a] :
		    sg->imp[a - geo->nhouses];
		sg->fam[a] = -1;
		if (a < geo->nhouses) {
			c = geo->kind[a];
			sg->fam[a] = c == SDK_HOUSE_ROW ? 0 :
			    c == SDK_HOUSE_COL ? 1 :
			    c == SDK_HOUSE_BOX || c == SDK_HOUSE_REGION ? 2 : -1;
		}
		memset(sg->hm[a], 0, sizeof(sg->hm[a]));
		for (k = 0; k < g->n; k++) {
			c = sg->hs[a][k];
			sg->hm[a][c >> 6] |= (uint64_t)1 << (c & 63);
		}
	}
	sg->ng = 0;
	for (a = 0; a < geo->nhouses; a++)
		if (geo->kind[a] == SDK_HOUSE_REGION)
			break;
	if (a == geo->nhouses)
		return;		/* boxes: see the header */
	for (a = 0; a < sg->nh; a++) {
		sg->pair[a][a] = -1;
		for (b = a + 1; b < sg->nh; b++) {
			sg->pair[a][b] = sg->pair[b][a] = -1;
			for (k = 0; k < SEG_W; k++)
				m[k] = sg->hm[a][k] & sg->hm[b][k];
			if ((nm = setcount(m)) < 2 || nm == g->n)
				continue;
			for (c = 0; c < sg->ng; c++)
				if (memcmp(sg->gm[c], m, sizeof(m)) == 0)
					break;
			if (c == sg->ng) {
				if (sg->ng == SEG_MAX)
					continue;
				memcpy(sg->gm[sg->ng], m, sizeof(m));
				sg->gn[sg->ng] = 0;
				for (k = 0; k < SEG_W; k++)
					for (x = m[k]; x != 0; x &= x - 1)
						sg->gcell[sg->ng][sg->gn[sg->ng]++] =
						    (unsigned char)(64 * k +
						    sdk_lowbit64(x));
				sg->ng++;
			}
			sg->pair[a][b] = sg->pair[b][a] = (short)c;
		}
	}
}

/*
 * Adds the clauses of the segments' variables: each is true exactly when
 * one of its cells holds its value, and then no other cell of a house
 * that holds the segment does; and, for each house and each family of
 * houses that cover the grid (rows, columns, boxes or regions), the value
 * is in one of the house's parts that the family cuts. Unit propagation
 * then does what locked candidates do. Returns 0, or -1 when the clauses
 * have no solution.
 */
static int
segclauses(struct sat *s, const struct sdk_grid *g, const struct segs *sg)
{
	int lits[SDK_MAXCELLS], mark[SDK_MAXCELLS];
	uint64_t m;
	int n = g->n, gi, v, a, f, fam, k, c, x, nl, aux, y, two[2];

	memset(mark, -1, sizeof(mark));
	for (gi = 0; gi < sg->ng; gi++)
		for (v = 0; v < n; v++) {
			if ((a = sg->svar[gi][v]) < s->ncv)
				continue;
			lits[0] = 2 * a + 1;
			for (nl = 1, k = 0; k < sg->gn[gi]; k++)
				if ((x = s->var[c = sg->gcell[gi][k]][v]) >= 0) {
					lits[nl++] = 2 * x;
					mark[c] = gi * n + v;
					two[0] = 2 * x + 1;
					two[1] = 2 * a;
					if (addinit(s, two, 2) < 0)
						return -1;
				}
			for (k = 0; k < sg->gn[gi]; k++)
				if (s->var[c = sg->gcell[gi][k]][v] < 0)
					hidcell(s, g, c, v);
			if (addinit(s, lits, nl) < 0)
				return -1;
			for (f = 0; f < sg->nh; f++) {
				for (k = 0; k < SEG_W; k++)
					if ((sg->gm[gi][k] & sg->hm[f][k]) !=
					    sg->gm[gi][k])
						break;
				if (k < SEG_W)
					continue;
				for (k = 0; k < n; k++) {
					y = sg->hs[f][k];
					if (mark[y] == gi * n + v ||
					    (x = s->var[y][v]) < 0)
						continue;
					mark[y] = gi * n + v;
					two[0] = 2 * a + 1;
					two[1] = 2 * x + 1;
					if (addinit(s, two, 2) < 0)
						return -1;
				}
			}
		}
	for (a = 0; a < sg->nh; a++)
		for (fam = 0; fam < 3; fam++) {
			if (sg->fam[a] == fam)
				continue;
			for (v = 0; v < n; v++) {
				for (k = 0; k < n; k++)
					if (g->cell[sg->hs[a][k]] == v + 1)
						break;
				if (k < n)
					continue;
				aux = 0;
				s->hscr.n = 0;
				for (nl = 0, f = 0; f < sg->nh; f++) {
					if (sg->fam[f] != fam)
						continue;
					if ((gi = sg->pair[a][f]) >= 0) {
						if ((x = sg->svar[gi][v]) < 0) {
							/* Lifting: none here. */
							if (s->mem != NULL)
								ipush(&s->hscr, 2 *
								    (g->ncells * n +
								    gi * n + v));
							continue;
						}
						if (x >= s->ncv && aux == 0)
							aux = 1;
						lits[nl++] = 2 * x;
						continue;
					}
					for (c = -1, k = 0; k < SEG_W; k++)
						if ((m = sg->hm[a][k] &
						    sg->hm[f][k]) != 0) {
							/* Two or more: a
							   segment left out. */
							if (c >= 0 ||
							    (m & (m - 1)))
								aux = -1;
							c = 64 * k +
							    sdk_lowbit64(m);
						}
					if (c >= 0 && (x = s->var[c][v]) >= 0)
						lits[nl++] = 2 * x;
					else if (c >= 0)
						hidcell(s, g, c, v);
				}
				if (aux > 0 && addinit(s, lits, nl) < 0)
					return -1;
				s->hscr.n = 0;
			}
		}
	return 0;
}

/*
 * Lifting: names each variable of s globally (cell i's value v: i * n +
 * v; segment gi's value v: ncells * n + gi * n + v) and sets what each
 * name without a variable is in grid g (with segments sg): a cell's value
 * is true when it is the given's, a segment's when a given of it holds
 * it, else false.
 */
static void
liftnames(struct sat *s, const struct sdk_grid *g, const struct segs *sg)
{
	int n = g->n, i, v, gi, k, x;
	size_t names = (size_t)((g->ncells + sg->ng) * n);

	s->gid = sdk_emalloc(sizeof(int) * ((size_t)s->nv + 1));
	s->ctx = sdk_emalloc(sizeof(int) * names);
	s->lmark = sdk_emalloc(sizeof(int) * 2 * names);
	memset(s->lmark, 0, sizeof(int) * 2 * names);
	s->nlmark = 0;
	for (i = 0; i < g->ncells; i++)
		for (v = 0; v < n; v++) {
			x = s->var[i][v];
			if (x >= 0)
				s->gid[x] = i * n + v;
			s->ctx[i * n + v] = x >= 0 ? x :
			    g->cell[i] == v + 1 ? CTX_TRUE : CTX_FALSE;
		}
	for (gi = 0; gi < sg->ng; gi++)
		for (v = 0; v < n; v++) {
			x = sg->svar[gi][v];
			if (x >= s->ncv) {
				s->gid[x] = (g->ncells + gi) * n + v;
				s->ctx[(g->ncells + gi) * n + v] = x;
				continue;
			}
			for (k = 0; k < sg->gn[gi]; k++)
				if (g->cell[sg->gcell[gi][k]] == v + 1)
					break;
			s->ctx[(g->ncells + gi) * n + v] = k < sg->gn[gi] ?
			    CTX_TRUE : CTX_FALSE;
		}
}

/*
 * Builds in s the clauses of grid g (geometry geo) for the hunt h: a
 * variable for each open cell and each value that its candidates allow
 * (when h has them), that no given of its houses holds and that the ban
 * does not bar; each cell holding one, each house each value it lacks
 * once. Sets the phases from the hint. Returns 0, or -1 when the clauses
 * already have no solution.
 */
static int
build(struct sat *s, const struct sdk_grid *g, const struct sdk_geom *geo,
    const struct hunt *h)
{
	const unsigned char *hs;
	unsigned used[SDK_MAXCELLS], m;
	int vars[SDK_MAXN], n = g->n, i, k, v, hh, x, nl, gi, r;
	size_t nv;
	struct segs *sg;

	memset(used, 0, sizeof(used));
	for (hh = 0; hh < geo->nhouses; hh++) {
		for (m = 0, k = 0; k < n; k++)
			if ((v = g->cell[geo->house[hh][k]]) != 0)
				m |= 1u << (v - 1);
		for (k = 0; k < n; k++)
			used[geo->house[hh][k]] |= m;
	}
	s->nv = 0;
	for (i = 0; i < g->ncells; i++)
		for (v = 0; v < n; v++) {
			s->var[i][v] = -1;
			if (g->cell[i] != 0 || (used[i] >> v & 1) ||
			    (h->cand != NULL && !(h->cand[i] >> v & 1)) ||
			    (h->banval == v + 1 && h->bancell == i))
				continue;
			s->cell[s->nv] = (short)i;
			s->value[s->nv] = (unsigned char)v;
			s->var[i][v] = (short)s->nv++;
		}
	s->ncv = s->nv;
	sg = sdk_emalloc(sizeof(*sg));
	segfind(sg, g, geo);
	for (gi = 0; gi < sg->ng; gi++)
		for (v = 0; v < n; v++) {
			sg->svar[gi][v] = -1;
			for (nl = 0, k = 0; k < sg->gn[gi]; k++)
				if ((x = s->var[sg->gcell[gi][k]][v]) >= 0) {
					sg->svar[gi][v] = x;
					nl++;
				}
			/* Lifting: a variable of its own, which the
			   clauses name as themselves. */
			if (nl >= 2 || (nl == 1 && s->mem != NULL))
				sg->svar[gi][v] = s->nv++;
		}
	nv = (size_t)s->nv + 1;
	if (s->mem != NULL)
		liftnames(s, g, sg);
	s->val = sdk_emalloc(nv);
	s->lv = sdk_emalloc(2 * nv);
	s->phase = sdk_emalloc(nv);
	s->seen = sdk_emalloc(nv);
	s->level = sdk_emalloc(sizeof(int) * nv);
	s->reason = sdk_emalloc(sizeof(int) * nv);
	s->trail = sdk_emalloc(sizeof(int) * nv);
	s->heap = sdk_emalloc(sizeof(int) * nv);
	s->pos = sdk_emalloc(sizeof(int) * nv);
	s->act = sdk_emalloc(sizeof(double) * nv);
	s->stamp = sdk_emalloc(sizeof(int) * nv);
	memset(s->stamp, 0, sizeof(int) * nv);
	s->watch = sdk_emalloc(sizeof(*s->watch) * 2 * nv);
	memset(s->watch, 0, sizeof(*s->watch) * 2 * nv);
	s->bin = sdk_emalloc(sizeof(*s->bin) * 2 * nv);
	memset(s->bin, 0, sizeof(*s->bin) * 2 * nv);
	memset(s->val, -1, nv);
	memset(s->lv, -1, 2 * nv);
	memset(s->seen, 0, nv);
	s->inc = 1;
	s->maxkept = 2000;
	/* The arena's first clause: a conflict of two, copied. */
	ipush(&s->arena, -1);
	ipush(&s->arena, 2);
	ipush(&s->arena, 0);
	ipush(&s->arena, 0);
	for (x = 0; x < s->nv; x++) {
		/* A value first: it reaches further than a value's absence. */
		s->phase[x] = x >= s->ncv ? 0 : h->hint == NULL ||
		    h->hint[s->cell[x]] == s->value[x] + 1;
		s->act[x] = 0;
		s->pos[x] = -1;
		hinsert(s, x);
	}
	r = 0;
	for (i = 0; i < g->ncells && r == 0; i++) {
		if (g->cell[i] != 0)
			continue;
		for (nl = 0, v = 0; v < n; v++)
			if ((x = s->var[i][v]) >= 0)
				vars[nl++] = x;
			else
				hidcell(s, g, i, v);
		r = exactlyone(s, vars, nl);
	}
	for (hh = 0; hh < sg->nh && r == 0; hh++)
		for (v = 0; v < n && r == 0; v++) {
			hs = sg->hs[hh];
			for (nl = 0, k = 0; k < n; k++) {
				i = hs[k];
				if (g->cell[i] == v + 1)
					break;
				if ((x = s->var[i][v]) >= 0)
					vars[nl++] = x;
				else
					hidcell(s, g, i, v);
			}
			if (k == n)
				r = exactlyone(s, vars, nl);
			s->hscr.n = 0;
		}
	if (r == 0 && sg->ng > 0)
		r = segclauses(s, g, sg);
	free(sg);
	if (r < 0 || propagate(s) >= 0)
		return -1;
	return s->mem != NULL ? memload(s, g) : 0;
}

/* Makes w grid g with the values of s's open cells (a solution). */
static void
satgrid(const struct sat *s, const struct sdk_grid *g, struct sdk_grid *w)
{
	int x;

	sdk_grid_init_like(w, g);
	memcpy(w->cell, g->cell, (size_t)g->ncells);
	for (x = 0; x < s->ncv; x++)
		if (s->val[x] == 1)
			w->cell[s->cell[x]] = (unsigned char)(s->value[x] + 1);
}

/*
 * Adds to s (at level 0) the clause that bars solution sol: one of its
 * open cells holds another value (bar: room for it). Returns 0, or -1
 * when no other solution is left.
 */
static int
barsol(struct sat *s, const struct sdk_grid *sol, int *bar)
{
	int nb, x;

	for (nb = 0, x = 0; x < s->ncv; x++)
		if (sol->cell[s->cell[x]] == s->value[x] + 1)
			bar[nb++] = 2 * x + 1;
	return nb == 0 ? -1 : addinit(s, bar, nb);
}

/*
 * Finds the least solution of g (the first in reading order, values
 * upwards) by clause learning, for the hunt h (a count to one with no
 * sink: the solution into h->first). From any solution, each open cell in
 * reading order takes the least value that a solution with the cells
 * before it as they are allows: each smaller value is tried as an
 * assumption, which either gives such a solution or leaves its negation
 * learnt; then the cell's value is set for good. h->guesses counts the
 * decisions.
 */
void
sdk_sat_least(const struct sdk_grid *g, struct hunt *h)
{
	struct sdk_geom space;
	struct sat *s = sdk_emalloc(sizeof(*s));
	int i, v, x, ok, lit;

	memset(s, 0, sizeof(*s));
	ok = build(s, g, sdk_grid_geom(g, &space), h) == 0 &&
	    solve(s, &h->guesses, NULL, 0);
	if (ok)
		satgrid(s, g, &h->work);
	backjump(s, 0);
	for (i = 0; ok && i < g->ncells; i++) {
		if (g->cell[i] != 0)
			continue;
		for (v = 0; v < h->work.cell[i] - 1; v++) {
			if ((x = s->var[i][v]) < 0 || s->val[x] == 0)
				continue;
			lit = 2 * x;
			if (solve(s, &h->guesses, &lit, 1)) {
				satgrid(s, g, &h->work);
				backjump(s, 0);
				break;
			}
			backjump(s, 0);
		}
		/* The cell keeps its value: a unit, propagated. */
		x = s->var[i][h->work.cell[i] - 1];
		if (s->val[x] < 0) {
			assign(s, 2 * x, NOREASON);
			ok = propagate(s) < 0;
		}
	}
	if (ok)
		sdk_hunt_found(h, &h->work);
	satfree(s);
	free(s);
}

/* The search of sdk_sat_lex: its solver, grid, hunt and open cells. */
struct lex {
	struct sat *s;
	const struct sdk_grid *g;
	struct hunt *h;
	int *cells, ncells;
	int *as;		/* the assumptions, a cell each */
};

/*
 * Returns 1 and the solution in h->work when there is one with the first
 * j open cells as the assumptions say and open cell j holding value v
 * (0-based), else 0. Leaves s at level 0.
 */
static int
lextry(struct lex *l, int j, int v)
{
	struct sat *s = l->s;
	int x = s->var[l->cells[j]][v], ok;

	if (x < 0 || s->val[x] == 0)
		return 0;
	l->as[j] = 2 * x;
	ok = solve(s, &l->h->guesses, l->as, j + 1);
	if (ok)
		satgrid(s, l->g, &l->h->work);
	backjump(s, 0);
	return ok;
}

/*
 * h->work is a solution whose first j open cells the assumptions hold:
 * makes it the least such, each open cell from j on taking the least
 * value a solution with the cells before it allows.
 */
static void
lexleast(struct lex *l, int j)
{
	struct sat *s = l->s;
	int i, v;

	for (i = j; i < l->ncells; i++) {
		for (v = 0; v < l->h->work.cell[l->cells[i]] - 1; v++)
			if (lextry(l, i, v))
				break;
		l->as[i] = 2 * s->var[l->cells[i]][l->h->work.cell[l->cells[i]] -
		    1];
	}
}

/*
 * Finds into h->work the solution that comes next after prev in reading
 * order: the longest start of prev that some later solution keeps, the
 * least greater value in the cell after it, then the least of the rest.
 * Returns 1, or 0 when prev is the last.
 */
static int
lexnext(struct lex *l, const struct sdk_grid *prev)
{
	int j, k, v;

	for (j = l->ncells - 1; j >= 0; j--) {
		for (k = 0; k < j; k++)
			l->as[k] = 2 * l->s->var[l->cells[k]][prev->cell[
			    l->cells[k]] - 1];
		for (v = prev->cell[l->cells[j]]; v < l->g->n; v++)
			if (lextry(l, j, v)) {
				lexleast(l, j + 1);
				return 1;
			}
	}
	return 0;
}

/*
 * Hands the solutions of g to the hunt h in reading order (the least
 * first) by clause learning, up to h->limit: those of h->barred are the
 * least ones, counted already, and the search goes on after the last.
 * Each next solution keeps the longest start of the one before that a
 * solution keeps (each cell from the last open one back is tried with
 * the values after its own, the cells before it held as assumptions),
 * then takes the least of the rest; what clause learning learns serves
 * every later search. h->guesses counts the decisions.
 */
void
sdk_sat_lex(const struct sdk_grid *g, struct hunt *h)
{
	struct sdk_geom space;
	struct sdk_grid prev;
	struct lex l;
	int i, ok;

	l.s = sdk_emalloc(sizeof(*l.s));
	memset(l.s, 0, sizeof(*l.s));
	l.g = g;
	l.h = h;
	l.cells = sdk_emalloc(sizeof(int) * (size_t)g->ncells);
	l.as = sdk_emalloc(sizeof(int) * (size_t)g->ncells);
	for (l.ncells = 0, i = 0; i < g->ncells; i++)
		if (g->cell[i] == 0)
			l.cells[l.ncells++] = i;
	ok = build(l.s, g, sdk_grid_geom(g, &space), h) == 0;
	if (ok && h->nbarred > 0)
		ok = lexnext(&l, &h->barred[h->nbarred - 1]);
	else if (ok) {
		ok = solve(l.s, &h->guesses, NULL, 0);
		if (ok)
			satgrid(l.s, g, &h->work);
		backjump(l.s, 0);
		if (ok)
			lexleast(&l, 0);
	}
	while (ok) {
		sdk_hunt_found(h, &h->work);
		if (h->stop)
			break;
		prev = h->work;
		ok = lexnext(&l, &prev);
	}
	free(l.cells);
	free(l.as);
	satfree(l.s);
	free(l.s);
}

/*
 * Runs the clause-learning search on g with the hunt h set up (PICK_FAST,
 * no sink: a count up to h->limit, the first solution into h->first). A
 * clause over the open cells' values bars each solution found before the
 * search goes on, and first each of h->barred (counted already).
 * h->guesses counts its decisions. A count to one with nothing barred
 * takes the clauses of the store h->mem when there is one, and adds its
 * own (see the top).
 */
void
sdk_sat_run(const struct sdk_grid *g, struct hunt *h)
{
	struct sdk_geom space;
	struct sat *s = sdk_emalloc(sizeof(*s));
	int *bar;
	long k;

	memset(s, 0, sizeof(*s));
	if (h->mem != NULL && h->limit == 1 && h->nbarred == 0)
		s->mem = h->mem;
	if (build(s, g, sdk_grid_geom(g, &space), h) < 0) {
		satfree(s);
		free(s);
		return;
	}
	bar = sdk_emalloc(sizeof(int) * ((size_t)s->nv + 1));
	for (k = 0; k < h->nbarred && !h->stop; k++)
		if (barsol(s, &h->barred[k], bar) < 0)
			h->stop = 1;	/* no other solution */
	while (!h->stop && solve(s, &h->guesses, NULL, 0)) {
		satgrid(s, g, &h->work);
		sdk_hunt_found(h, &h->work);
		backjump(s, 0);
		if (h->stop || barsol(s, &h->work, bar) < 0)
			break;
	}
	if (s->mem != NULL)
		memflush(s, g);
	free(bar);
	satfree(s);
	free(s);
}
