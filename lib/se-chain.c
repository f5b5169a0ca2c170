/*
 * se-chain.c: Sudoku Explainer's chaining engine. A potential is a
 * candidate (cell, value) assumed on or off; implications run from it
 * breadth first, and what they reach is recorded with its parents, so
 * that a step's complexity (the potentials its chains rest on) gives its
 * length increment. One engine makes SE's cycles and forcing chains,
 * Nishio, multiple (cell and region) and dynamic forcing chains, and the
 * nested ones, which also apply simpler techniques (and, deeper, chains)
 * to the grid a chain has reduced.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/*
 * What made a potential: its cell, its block, row or column, a step of
 * another technique, or the first or second extra house of its cell
 * (cellhouse 3 and 4: a diagonal or window of a shape; a cell has two at
 * most).
 */
enum { CAUSE_NONE, CAUSE_CELL, CAUSE_BLOCK, CAUSE_ROW, CAUSE_COL,
	CAUSE_ADVANCED, CAUSE_EXTRA };
#define MAXHT 5			/* a cell's houses a chain links */

/* The kinds of step, in the order of SE's sort keys. */
enum { K_DOUBLE = 1, K_FCX = 2, K_FCY = 3, K_FCXY = 4, K_CELL = 5,
	K_REGION = 6, K_ABSURD = 7 };

/* A potential as reached: its parents are in the graph's pool. */
struct node {
	int pid;		/* (cell * n + value - 1) * 2 + on */
	int par0, npar;
	int cause;		/* CAUSE_* */
	int nest;		/* complexity of the nested chain behind it */
	int nestid;		/* which nested chain (0: none) */
	uint64_t line;		/* a sketch of the first-parent line above */
};

/* The potentials one assumption reaches, in the order reached. */
struct graph {
	struct node *node;
	int nn, capn;
	int *par;
	int npar, cappar;
	int *at;		/* pid -> stored node, when mark[pid] == gen */
	unsigned *mark;
	unsigned gen;
	int *list;		/* stored nodes, in order */
	int nlist, caplist;
};

/* Queues of nodes. */
struct queue {
	int *x;
	int head, tail, cap;
};

/* A step found, before sorting. */
struct hint {
	int kind;		/* K_* */
	int cyc;		/* cycles: 1 X, 2 Y, 3 XY */
	int rating, complexity, seq;
	int rm0, nrm;		/* removals (cell, value) in rmpool */
	int pcell, pval;	/* placement, or -1 */
	int rp0, nrp;		/* rule parents (pids) in rppool */
};

struct sdk_se_chainer {
	int n, ncells, np;
	const struct sdk_geom *geo;
	struct graph *g;	/* 2n + 2 graphs */
	int ng;
	struct hint *hint;
	int nhint, caphint;
	int *rmpool, nrm, caprm;
	int *rppool, nrp, caprp;
	unsigned *seen;		/* scratch marks for ancestor walks */
	unsigned seengen;
	int *todo, *next;
	int nestseq;
	struct sdk_se_chainer *child;	/* for the nested rules */
	/* the search in progress */
	const struct sdk_human *h;
	uint16_t cur[SDK_MAXCELLS], save[SDK_MAXCELLS];
	const uint16_t *source;	/* nested use: the grid rule parents start */
	int multiple, dynamic, nishio, level;
	struct sdk_human hr;	/* the grid a chain has reduced */
	/* a cycle's colours: what its off and on links see */
	unsigned char fb[2][SDK_MAXCELLS * SDK_MAXN];
	/* places of each value in each house (our numbers), cur and save */
	uint32_t where[SDK_MAXHOUSES][SDK_MAXN];
	uint32_t swhere[SDK_MAXHOUSES][SDK_MAXN];
	unsigned char idx[SDK_MAXCELLS][MAXHT];	/* cell's place in its
						   houses */
	/* the links of a grid that does not change: for each potential,
	 * link[lk0[p] .. lk0[p + 1]), those of the cell from lk0 and those
	 * of the houses from lkh[p] */
	int *lk0, *lkh;
	int *link;		/* pid * 8 + cause */
	int nlink, caplink;
	/*
	 * What advanced() added on each reduced grid of this search: the
	 * same grid (the same assumption reached again) gives the same.
	 */
	struct {
		int *slot;	/* hash -> entry + 1, when stamp matches */
		unsigned *stamp;
		unsigned gen;
		uint16_t *grid;	/* the grids, ncells each */
		int *rec0;	/* entry e: rec[rec0[e] .. rec0[e + 1]) */
		int *rec;	/* pid, nest, nestid, nparents, parent pids */
		int n, cap, nrec, caprec;
	} memo;
	unsigned *madestamp;	/* potentials made by one rule call */
	unsigned madegen;
	struct queue *qon, *qoff;
};

#define MEMOSLOTS 8192		/* slots of the advanced() memo */
#define MEMOMAX 4096		/* grids it holds, at most */

static void *
grow(void *p, int *cap, int need, size_t size)
{
	if (need <= *cap)
		return p;
	while (*cap < need)
		*cap = *cap ? 2 * *cap : 256;
	return sdk_erealloc(p, (size_t)*cap * size);
}

/* Zeroed memory for count items of size bytes. */
static void *
zalloc(size_t count, size_t size)
{
	void *p = sdk_emalloc(count * size);

	memset(p, 0, count * size);
	return p;
}

/* The houses of cell c that chains link through (cellhouse 0..). */
static int
nht(const struct sdk_geom *geo, int c)
{
	return geo->ncellhouse[c] < MAXHT ? geo->ncellhouse[c] : MAXHT;
}

/* The cause of a link through house t (cellhouse, setype order first). */
static int
htcause(int t)
{
	return t < 3 ? CAUSE_BLOCK + t : CAUSE_EXTRA + t - 3;
}

/*
 * A chainer for the grids of geometry geo, which must live as long as the
 * chainer. Its chains link through every house of a cell: block, row,
 * column in SE's order, then the extra houses of a shape (diagonals,
 * windows). SE's region chains (a value's places in a house) take only
 * blocks, rows and columns.
 */
struct sdk_se_chainer *
sdk_se_chainer_new(const struct sdk_geom *geo)
{
	struct sdk_se_chainer *ch = zalloc(1, sizeof *ch);
	int i, n = geo->n;

	ch->n = n;
	ch->ncells = n * n;
	ch->np = ch->ncells * n * 2;
	ch->ng = 2 * n + 2;
	ch->g = zalloc((size_t)ch->ng, sizeof *ch->g);
	for (i = 0; i < ch->ng; i++) {
		ch->g[i].at = zalloc((size_t)ch->np, sizeof(int));
		ch->g[i].mark = zalloc((size_t)ch->np,
		    sizeof(unsigned));
	}
	ch->seen = zalloc((size_t)ch->np, sizeof(unsigned));
	ch->madestamp = zalloc((size_t)ch->np, sizeof(unsigned));
	ch->memo.slot = zalloc(MEMOSLOTS, sizeof(int));
	ch->memo.stamp = zalloc(MEMOSLOTS, sizeof(unsigned));
	ch->lk0 = zalloc((size_t)ch->np + 1, sizeof(int));
	ch->lkh = zalloc((size_t)ch->np, sizeof(int));
	ch->qon = zalloc(1, sizeof *ch->qon);
	ch->qoff = zalloc(1, sizeof *ch->qoff);
	{
		int hs, k, t;

		ch->geo = geo;
		for (hs = 0; hs < geo->nhouses; hs++)
			for (k = 0; k < n; k++)
				for (t = 0; t < nht(geo,
				    geo->house[hs][k]); t++)
					if (geo->cellhouse[geo->house[hs][k]][t]
					    == hs)
						ch->idx[geo->house[hs][k]][t] =
						    (unsigned char)k;
	}
	ch->todo = zalloc((size_t)ch->np * 2, sizeof(int));
	ch->next = zalloc((size_t)ch->np * 2, sizeof(int));
	return ch;
}

void
sdk_se_chainer_free(struct sdk_se_chainer *ch)
{
	int i;

	if (ch == NULL)
		return;
	sdk_se_chainer_free(ch->child);
	for (i = 0; i < ch->ng; i++) {
		free(ch->g[i].node);
		free(ch->g[i].par);
		free(ch->g[i].at);
		free(ch->g[i].mark);
		free(ch->g[i].list);
	}
	free(ch->g);
	free(ch->hint);
	free(ch->rmpool);
	free(ch->rppool);
	free(ch->seen);
	free(ch->madestamp);
	free(ch->memo.slot);
	free(ch->memo.stamp);
	free(ch->memo.grid);
	free(ch->memo.rec0);
	free(ch->memo.rec);
	free(ch->lk0);
	free(ch->lkh);
	free(ch->link);
	free(ch->qon->x);
	free(ch->qoff->x);
	free(ch->qon);
	free(ch->qoff);
	free(ch->todo);
	free(ch->next);
	free(ch);
}

/* Potential ids. */
#define PID(ch, c, v, on) ((((c) * (ch)->n) + (v) - 1) * 2 + (on))
#define PCELL(ch, p) ((p) / 2 / (ch)->n)
#define PVAL(ch, p) ((p) / 2 % (ch)->n + 1)
#define PON(p) ((p) & 1)

static void
g_reset(struct graph *g)
{
	g->nn = g->npar = g->nlist = 0;
	if (++g->gen == 0) {
		g->gen = 1;
	}
}

/* Makes a node for pid with no parents yet; returns its index. */
static int
g_node(struct graph *g, int pid, int cause)
{
	struct node *x;

	g->node = grow(g->node, &g->capn, g->nn + 1, sizeof *g->node);
	x = &g->node[g->nn];
	x->pid = pid;
	x->par0 = g->npar;
	x->npar = 0;
	x->cause = cause;
	x->nest = x->nestid = 0;
	x->line = 0;
	return g->nn++;
}

/* Adds parent node p to node x, the last node made. */
static void
g_par(struct graph *g, int x, int p)
{
	g->par = grow(g->par, &g->cappar, g->npar + 1, sizeof *g->par);
	g->par[g->npar++] = p;
	if (g->node[x].npar++ == 0)
		g->node[x].line = g->node[p].line |
		    (uint64_t)1 << (g->node[p].pid * 37u % 64);
}

/* The stored node of pid, or -1. */
static int
g_get(const struct graph *g, int pid)
{
	return g->mark[pid] == g->gen ? g->at[pid] : -1;
}

/* Stores node x (its pid not stored yet). */
static void
g_store(struct graph *g, int x)
{
	int pid = g->node[x].pid;

	if (g->mark[pid] == g->gen)
		return;
	g->mark[pid] = g->gen;
	g->at[pid] = x;
	g->list = grow(g->list, &g->caplist, g->nlist + 1, sizeof *g->list);
	g->list[g->nlist++] = x;
}

static int
g_parent(const struct graph *g, int x, int i)
{
	return g->par[g->node[x].par0 + i];
}

/*
 * Walks x and its ancestors, each potential once (SE compares potentials
 * by cell, value and state): calls visit on each; returns their number.
 */
static int
walk(struct sdk_se_chainer *ch, const struct graph *g, int x,
    void (*visit)(void *arg, const struct node *y), void *arg)
{
	int nt = 0, nx, i, k, count = 0;

	if (++ch->seengen == 0)
		ch->seengen = 1;
	ch->todo[nt++] = x;
	ch->seen[g->node[x].pid] = ch->seengen;
	while (nt) {
		nx = 0;
		for (i = 0; i < nt; i++) {
			const struct node *y = &g->node[ch->todo[i]];

			count++;
			if (visit)
				visit(arg, y);
			for (k = 0; k < y->npar; k++) {
				int p = g_parent(g, ch->todo[i], k);
				int pid = g->node[p].pid;

				if (ch->seen[pid] == ch->seengen)
					continue;
				ch->seen[pid] = ch->seengen;
				ch->next[nx++] = p;
			}
		}
		memcpy(ch->todo, ch->next, (size_t)nx * sizeof(int));
		nt = nx;
	}
	return count;
}

/* The number of distinct potentials among x and its ancestors. */
static int
ancestors(struct sdk_se_chainer *ch, const struct graph *g, int x)
{
	return walk(ch, g, x, NULL, NULL);
}

/* The seen nested chains of one step (distinct ids). */
struct nestset {
	int id[64];
	int n;
};

struct nestwalk {
	struct nestset *ns;
	int sum;
};

static void
nestvisit(void *arg, const struct node *y)
{
	struct nestwalk *w = arg;
	int j;

	if (!y->nestid)
		return;
	for (j = 0; j < w->ns->n; j++)
		if (w->ns->id[j] == y->nestid)
			return;
	if (w->ns->n < 64)
		w->ns->id[w->ns->n++] = y->nestid;
	w->sum += y->nest;
}

/* Adds the complexity of the nested chains behind x not yet in ns. */
static int
nested(struct sdk_se_chainer *ch, const struct graph *g, int x,
    struct nestset *ns)
{
	struct nestwalk w;

	w.ns = ns;
	w.sum = 0;
	walk(ch, g, x, nestvisit, &w);
	return w.sum;
}

/* SE's increment for the length of a chain: 0.1 each time past a ceil. */
static int
lengthrating(int complexity)
{
	int added = 0, ceil = 4, odd = 0, len = complexity - 2;

	while (len > ceil) {
		added++;
		ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
		odd = !odd;
	}
	return added;
}

/* The base rating of the engine's multiple, dynamic and nested steps. */
static int
rulerating(const struct sdk_se_chainer *ch)
{
	if (ch->level >= 2)
		return 95 + 5 * (ch->level - 2);
	if (ch->level > 0)
		return 85 + 5 * ch->level;
	if (ch->nishio)
		return 75;
	if (ch->dynamic)
		return 85;
	return 80;
}

/* Does the grid in use hold candidate v in cell c? */
#define HAS(ch, c, v) ((ch)->cur[c] >> ((v) - 1) & 1)

/* Cell of house hs at index k, SE's region types. */
static int
regioncell(const struct sdk_se_chainer *ch, int type, int c, int k)
{
	int t = type == SDK_SE_BLOCK ? 2 : type == SDK_SE_ROW ? 0 : 1;

	return ch->h->geo->house[ch->h->geo->cellhouse[c][t]][k];
}

static int
typecause(int type)
{
	return type == SDK_SE_BLOCK ? CAUSE_BLOCK : type == SDK_SE_ROW ?
	    CAUSE_ROW : CAUSE_COL;
}

/* A list of new nodes, kept free of equal potentials. */
struct made {
	int x[SDK_MAXPEERS + SDK_MAXN];
	int n;
};

/* Starts a list of new nodes. */
static void
made_start(struct sdk_se_chainer *ch, struct made *m)
{
	if (m != NULL)
		m->n = 0;
	if (++ch->madegen == 0) {
		memset(ch->madestamp, 0, (size_t)ch->np * sizeof(unsigned));
		ch->madegen = 1;
	}
}

/* Claims pid for the list; returns 0 when it is there already. */
static int
made_claim(struct sdk_se_chainer *ch, int pid)
{
	if (ch->madestamp[pid] == ch->madegen)
		return 0;
	ch->madestamp[pid] = ch->madegen;
	return 1;
}

/*
 * SE's order of house kinds (block, row, column) in our cellhouse, then
 * the extra houses of a shape (cellhouse 3 and 4).
 */
static const int setype[MAXHT] = { 2, 0, 1, 3, 4 };

/* Removes candidate v of cell c from the grid in use. */
static void
turnoff(struct sdk_se_chainer *ch, int c, int v)
{
	int t;

	ch->cur[c] &= (uint16_t)~BIT(v);
	for (t = 0; t < nht(ch->geo, c); t++)
		ch->where[ch->geo->cellhouse[c][t]][v - 1] &=
		    ~(1u << ch->idx[c][t]);
}

/* Sets where[][] from cur. */
static void
setwhere(struct sdk_se_chainer *ch)
{
	const struct sdk_geom *geo = ch->h->geo;
	int hs, k, v;

	memset(ch->where, 0, (size_t)geo->nhouses * sizeof ch->where[0]);
	for (hs = 0; hs < geo->nhouses; hs++)
		for (k = 0; k < ch->n; k++) {
			unsigned m = ch->cur[geo->house[hs][k]];

			for (v = 0; v < ch->n; v++)
				if (m >> v & 1)
					ch->where[hs][v] |= 1u << k;
		}
}

/* What p on turns off: the cell's other values (y), v elsewhere. */
static void
ontooff(struct sdk_se_chainer *ch, struct graph *g, int p, int y,
    struct made *m)
{
	const struct sdk_geom *geo = ch->h->geo;
	int pid = g->node[p].pid, c = PCELL(ch, pid), v = PVAL(ch, pid);
	int w, t, x;

	made_start(ch, m);
	if (y)
		for (w = 1; w <= ch->n; w++)
			if (w != v && HAS(ch, c, w)) {
				x = g_node(g, PID(ch, c, w, 0), CAUSE_CELL);
				g_par(g, x, p);
				made_claim(ch, PID(ch, c, w, 0));
				m->x[m->n++] = x;
			}
	for (t = 0; t < nht(geo, c); t++) {
		int hs = geo->cellhouse[c][setype[t]];
		unsigned b = ch->where[hs][v - 1] &
		    ~(1u << ch->idx[c][setype[t]]);

		while (b) {
			int k = __builtin_ctz(b), d = geo->house[hs][k];
			int q = PID(ch, d, v, 0);

			b &= b - 1;
			if (!made_claim(ch, q))
				continue;
			x = g_node(g, q, htcause(t));
			g_par(g, x, p);
			m->x[m->n++] = x;
		}
	}
}

/* What p off turns on: the cell's last value (y), v's last place (x). */
static void
offtoon(struct sdk_se_chainer *ch, struct graph *g, int p, int y, int xl,
    struct made *m)
{
	const struct sdk_geom *geo = ch->h->geo;
	int pid = g->node[p].pid, c = PCELL(ch, pid), v = PVAL(ch, pid);
	int t, x;

	made_start(ch, m);
	if (y && sdk_hum_pop(ch->cur[c]) == 2) {
		int o = sdk_hum_lowval(ch->cur[c] & ~BIT(v));
		unsigned gone = ch->save[c] & ~ch->cur[c];

		x = g_node(g, PID(ch, c, o, 1), CAUSE_CELL);
		g_par(g, x, p);
		while (gone) {
			int w = __builtin_ctz(gone) + 1;
			int q = g_get(g, PID(ch, c, w, 0));

			gone &= gone - 1;
			if (q >= 0)
				g_par(g, x, q);
		}
		made_claim(ch, PID(ch, c, o, 1));
		m->x[m->n++] = x;
	}
	if (!xl)
		return;
	for (t = 0; t < nht(geo, c); t++) {
		int hs = geo->cellhouse[c][setype[t]], d, q;
		unsigned b = ch->where[hs][v - 1], gone;

		if (sdk_hum_pop(b) != 2)
			continue;
		b &= ~(1u << ch->idx[c][setype[t]]);
		if (b == 0)
			continue;
		d = geo->house[hs][__builtin_ctz(b)];
		q = PID(ch, d, v, 1);
		if (!made_claim(ch, q))
			continue;
		x = g_node(g, q, htcause(t));
		g_par(g, x, p);
		gone = ch->swhere[hs][v - 1] & ~ch->where[hs][v - 1];
		while (gone) {
			int k = __builtin_ctz(gone);
			int r = g_get(g, PID(ch, geo->house[hs][k], v, 0));

			gone &= gone - 1;
			if (r >= 0)
				g_par(g, x, r);
		}
		m->x[m->n++] = x;
	}
}

/* Is a potential equal to pid on the first-parent line above x? */
static int
isparent(const struct graph *g, int x, int pid)
{
	if (!(g->node[x].line >> (pid * 37u % 64) & 1))
		return 0;
	while (g->node[x].npar) {
		x = g_parent(g, x, 0);
		if (g->node[x].pid == pid)
			return 1;
	}
	return 0;
}

static void
q_push(struct queue *q, int x)
{
	q->x = grow(q->x, &q->cap, q->tail + 1, sizeof *q->x);
	q->x[q->tail++] = x;
}

static int advanced(struct sdk_se_chainer *ch, struct graph *g,
    struct queue *qoff);

/*
 * Stores the new nodes of m, each queued on q, as doChaining does; returns
 * 1 with the contradiction in *a (on) and *b (off) as soon as one meets
 * its conjugate.
 */
static int
follow(struct graph *g, const struct made *m, struct queue *q, int *a,
    int *b)
{
	int i;

	for (i = 0; i < m->n; i++) {
		int x = m->x[i], pid = g->node[x].pid, conj = g_get(g, pid ^ 1);

		if (conj >= 0) {
			*a = PON(pid) ? x : conj;
			*b = PON(pid) ? conj : x;
			return 1;
		}
		if (g_get(g, pid) < 0) {
			g_store(g, x);
			q_push(q, x);
		}
	}
	return 0;
}

/*
 * SE's doChaining: from the stored nodes of g, follow implications on the
 * grid in use (the dynamic engine turns off what it reaches). Returns 1
 * with the two nodes of a contradiction in *a (on) and *b (off).
 */
static int
dochain(struct sdk_se_chainer *ch, struct graph *g, int *a, int *b)
{
	struct queue *qon = ch->qon, *qoff = ch->qoff;
	struct made m;
	int i, r = 0;

	memcpy(ch->save, ch->cur, sizeof ch->cur);
	memcpy(ch->swhere, ch->where, sizeof ch->where);
	qon->head = qon->tail = qoff->head = qoff->tail = 0;
	for (i = 0; i < g->nlist; i++)
		q_push(PON(g->node[g->list[i]].pid) ? qon : qoff,
		    g->list[i]);
	while (qon->head < qon->tail || qoff->head < qoff->tail) {
		if (qon->head < qon->tail) {
			int p = qon->x[qon->head++];

			ontooff(ch, g, p, !ch->nishio, &m);
			if ((r = follow(g, &m, qoff, a, b)) != 0)
				goto out;
		} else {
			int p = qoff->x[qoff->head++], pid = g->node[p].pid;

			offtoon(ch, g, p, !ch->nishio, 1, &m);
			if (ch->dynamic)
				turnoff(ch, PCELL(ch, pid), PVAL(ch, pid));
			if ((r = follow(g, &m, qon, a, b)) != 0)
				goto out;
		}
		if (qon->head == qon->tail && qoff->head == qoff->tail &&
		    ch->level > 0)
			advanced(ch, g, qoff);
	}
out:
	memcpy(ch->cur, ch->save, sizeof ch->cur);
	memcpy(ch->where, ch->swhere, sizeof ch->where);
	return r;
}

/* Starts g with the assumption pid alone. */
static int
g_start(struct graph *g, int pid)
{
	int x;

	g_reset(g);
	x = g_node(g, pid, CAUSE_NONE);
	g_store(g, x);
	return x;
}

/* Records a step; its removals and rule parents follow (addrm, addrp). */
static struct hint *
newhint(struct sdk_se_chainer *ch, int kind, int complexity, int base)
{
	struct hint *t;

	ch->hint = grow(ch->hint, &ch->caphint, ch->nhint + 1,
	    sizeof *ch->hint);
	t = &ch->hint[ch->nhint];
	t->kind = kind;
	t->cyc = 0;
	t->complexity = complexity;
	t->rating = base + lengthrating(complexity);
	t->seq = ch->nhint++;
	t->rm0 = ch->nrm;
	t->nrm = 0;
	t->pcell = t->pval = -1;
	t->rp0 = ch->nrp;
	t->nrp = 0;
	return t;
}

static void
addrm(struct sdk_se_chainer *ch, struct hint *t, int c, int v)
{
	ch->rmpool = grow(ch->rmpool, &ch->caprm, ch->nrm + 2, sizeof(int));
	ch->rmpool[ch->nrm++] = c;
	ch->rmpool[ch->nrm++] = v;
	t->nrm++;
}

/* Removals for target pid: its value (off) or the cell's others (on). */
static void
targetrm(struct sdk_se_chainer *ch, struct hint *t, int pid)
{
	int c = PCELL(ch, pid), v = PVAL(ch, pid), w;

	if (!PON(pid)) {
		addrm(ch, t, c, v);
		return;
	}
	for (w = 1; w <= ch->n; w++)
		if (w != v && HAS(ch, c, w))
			addrm(ch, t, c, w);
	t->pcell = c;
	t->pval = v;
}

/*
 * Rule parents (for use inside a nested chain): the potentials the
 * chain's "on" steps needed turned off, relative to the source grid.
 */
struct rpwalk {
	struct sdk_se_chainer *ch;
	struct hint *t;
	int initcause, flip;
};

static void
addrp(struct sdk_se_chainer *ch, struct hint *t, int pid)
{
	ch->rppool = grow(ch->rppool, &ch->caprp, ch->nrp + 1, sizeof(int));
	ch->rppool[ch->nrp++] = pid;
	t->nrp++;
}

static void
rpvisit(void *arg, const struct node *y)
{
	struct rpwalk *w = arg;
	struct sdk_se_chainer *ch = w->ch;
	int cause = y->cause, c = PCELL(ch, y->pid), v = PVAL(ch, y->pid);
	int k, type;

	if (cause == CAUSE_NONE)
		cause = w->initcause;
	if (!(PON(y->pid) ^ w->flip))
		return;
	if (cause == CAUSE_CELL) {
		for (k = 1; k <= ch->n; k++)
			if ((ch->source[c] >> (k - 1) & 1) && !HAS(ch, c, k))
				addrp(ch, w->t, PID(ch, c, k, 0));
		return;
	}
	if (cause >= CAUSE_EXTRA) {
		int hs = ch->geo->cellhouse[c][3 + cause - CAUSE_EXTRA];

		for (k = 0; k < ch->n; k++) {
			int d = ch->geo->house[hs][k];

			if ((ch->source[d] >> (v - 1) & 1) && !HAS(ch, d, v))
				addrp(ch, w->t, PID(ch, d, v, 0));
		}
		return;
	}
	if (cause < CAUSE_BLOCK || cause > CAUSE_COL)
		return;
	type = cause == CAUSE_BLOCK ? SDK_SE_BLOCK : cause == CAUSE_ROW ?
	    SDK_SE_ROW : SDK_SE_COL;
	for (k = 0; k < ch->n; k++) {
		int d = regioncell(ch, type, c, k);

		if ((ch->source[d] >> (v - 1) & 1) && !HAS(ch, d, v))
			addrp(ch, w->t, PID(ch, d, v, 0));
	}
}

/*
 * Rule parents (for use inside a nested chain): the potentials the
 * chain's "on" steps needed turned off, relative to the source grid.
 * flip reads the chain the other way round (a cycle's second colour).
 */
static void
ruleparents(struct sdk_se_chainer *ch, struct hint *t, const struct graph *g,
    int x, int initcause, int flip)
{
	struct rpwalk w;

	if (ch->source == NULL)
		return;
	w.ch = ch;
	w.t = t;
	w.initcause = initcause;
	w.flip = flip;
	walk(ch, g, x, rpvisit, &w);
}

/* Drops the last hint when it removes nothing (SE's isWorth). */
static void
keepifworth(struct sdk_se_chainer *ch, struct hint *t)
{
	if (t->nrm == 0) {
		ch->nrm = t->rm0;
		ch->nrp = t->rp0;
		ch->nhint--;
	}
}

/* A binary step (contradiction, double, Nishio) from two chains. */
static void
binaryhint(struct sdk_se_chainer *ch, const struct graph *ga, int a,
    const struct graph *gb, int b, int kind, int targetpid)
{
	struct nestset ns = { { 0 }, 0 };
	int cx = ancestors(ch, ga, a) + ancestors(ch, gb, b);
	struct hint *t;

	cx += nested(ch, ga, a, &ns) + nested(ch, gb, b, &ns);
	t = newhint(ch, kind, cx, rulerating(ch));
	targetrm(ch, t, targetpid);
	ruleparents(ch, t, ga, a, CAUSE_NONE, 0);
	ruleparents(ch, t, gb, b, CAUSE_NONE, 0);
	keepifworth(ch, t);
}

/*
 * SE's doBinaryChaining for cell c, value v: g1 gets what v on implies,
 * g2 (scratch) what v off implies.
 */
static void
binary(struct sdk_se_chainer *ch, int c, int v, struct graph *g1,
    struct graph *g2, int dodouble, int docontra)
{
	int pon = PID(ch, c, v, 1), poff = PID(ch, c, v, 0), a, b, i;

	g_start(g1, pon);
	if (dochain(ch, g1, &a, &b) && docontra)
		binaryhint(ch, g1, a, g1, b, K_ABSURD, poff);
	g_start(g2, poff);
	if (dochain(ch, g2, &a, &b) && docontra)
		binaryhint(ch, g2, a, g2, b, K_ABSURD, pon);
	if (!dodouble)
		return;
	for (i = 0; i < g1->nlist; i++) {
		int x = g1->list[i], pid = g1->node[x].pid, y;

		if (!PON(pid))
			continue;
		y = g_get(g2, pid);
		if (y >= 0)
			binaryhint(ch, g1, x, g2, y, K_DOUBLE, pid);
	}
	for (i = 0; i < g1->nlist; i++) {
		int x = g1->list[i], pid = g1->node[x].pid, y;

		if (PON(pid))
			continue;
		y = g_get(g2, pid);
		if (y >= 0)
			binaryhint(ch, g1, x, g2, y, K_DOUBLE, pid);
	}
}

/*
 * A cell or region step: target pid reached from every value of the cell
 * or every place of the value in the region (graphs gs[0..k-1]).
 */
static void
multihint(struct sdk_se_chainer *ch, struct graph **gs, int k, int pid,
    int kind, int initcause)
{
	struct nestset ns = { { 0 }, 0 };
	struct hint *t;
	int i, cx = 0;

	for (i = 0; i < k; i++)
		cx += ancestors(ch, gs[i], g_get(gs[i], pid));
	for (i = 0; i < k; i++)
		cx += nested(ch, gs[i], g_get(gs[i], pid), &ns);
	t = newhint(ch, kind, cx, rulerating(ch));
	targetrm(ch, t, pid);
	for (i = 0; i < k; i++)
		ruleparents(ch, t, gs[i], g_get(gs[i], pid), initcause, 0);
	keepifworth(ch, t);
}

/* SE's doRegionChainings for value v of cell c (its graph gc). */
static void
regions(struct sdk_se_chainer *ch, int c, int v, struct graph *gc)
{
	static const int types[3] = { SDK_SE_BLOCK, SDK_SE_ROW, SDK_SE_COL };
	struct graph *gs[SDK_MAXN];
	int t, k, i, j;

	for (t = 0; t < 3; t++) {
		int pos[SDK_MAXN] = { 0 }, np = 0, a, b;

		for (k = 0; k < ch->n; k++)
			if (HAS(ch, regioncell(ch, types[t], c, k), v))
				pos[np++] = regioncell(ch, types[t], c, k);
		if (!(np == 2 || (ch->multiple && np > 2)) || pos[0] != c)
			continue;
		for (i = 0; i < np; i++) {
			if (pos[i] == c) {
				gs[i] = gc;
				continue;
			}
			gs[i] = &ch->g[ch->n + 1 + i];
			g_start(gs[i], PID(ch, pos[i], v, 1));
			dochain(ch, gs[i], &a, &b);
		}
		/* on, then off: what every place implies */
		for (j = 0; j < 2; j++)
			for (i = 0; i < gc->nlist; i++) {
				int pid = gc->node[gc->list[i]].pid, all = 1;

				if (PON(pid) != (j == 0))
					continue;
				for (k = 1; k < np && all; k++)
					all = g_get(gs[k], pid) >= 0;
				if (all)
					multihint(ch, gs, np, pid, K_REGION,
					    typecause(types[t]));
			}
	}
}

/* SE's getMultipleChainsHintList. */
static void
multiplechains(struct sdk_se_chainer *ch)
{
	struct graph *gs[SDK_MAXN];
	int c, v, i, j, k;

	for (c = 0; c < ch->ncells; c++) {
		int card = sdk_hum_pop(ch->cur[c]), nv = 0;

		if (ch->h->cell[c] || !(card > 2 || (card > 1 &&
		    ch->dynamic)))
			continue;
		for (v = 1; v <= ch->n; v++) {
			if (!HAS(ch, c, v))
				continue;
			gs[nv] = &ch->g[nv];
			binary(ch, c, v, gs[nv], &ch->g[ch->n],
			    card >= 3 && !ch->nishio && ch->dynamic,
			    ch->dynamic || ch->nishio);
			if (!ch->nishio)
				regions(ch, c, v, gs[nv]);
			nv++;
		}
		if (ch->nishio || !(card == 2 || (ch->multiple && card > 2)))
			continue;
		for (j = 0; j < 2; j++)
			for (i = 0; i < gs[0]->nlist; i++) {
				int pid = gs[0]->node[gs[0]->list[i]].pid;
				int all = 1;

				if (PON(pid) != (j == 0))
					continue;
				for (k = 1; k < nv && all; k++)
					all = g_get(gs[k], pid) >= 0;
				if (all)
					multihint(ch, gs, nv, pid, K_CELL,
					    CAUSE_CELL);
			}
	}
}

/* Adds a link to pid (cause) at the end of the table. */
static void
addlink(struct sdk_se_chainer *ch, int pid, int cause)
{
	ch->link = grow(ch->link, &ch->caplink, ch->nlink + 1, sizeof(int));
	ch->link[ch->nlink++] = pid * 8 + cause;
}

/*
 * Builds the link table of the grid in use, which the cycles and forcing
 * chains do not change: what ontooff and offtoon would make, in order.
 */
static void
links(struct sdk_se_chainer *ch)
{
	const struct sdk_geom *geo = ch->h->geo;
	int pid, t;

	ch->nlink = 0;
	for (pid = 0; pid < ch->np; pid++) {
		int c = PCELL(ch, pid), v = PVAL(ch, pid), w;

		ch->lk0[pid] = ch->nlink;
		if (!HAS(ch, c, v)) {
			ch->lkh[pid] = ch->nlink;
			continue;
		}
		made_start(ch, NULL);
		if (PON(pid)) {
			for (w = 1; w <= ch->n; w++)
				if (w != v && HAS(ch, c, w))
					addlink(ch, PID(ch, c, w, 0),
					    CAUSE_CELL);
			ch->lkh[pid] = ch->nlink;
			for (t = 0; t < nht(geo, c); t++) {
				int hs = geo->cellhouse[c][setype[t]];
				unsigned b = ch->where[hs][v - 1] &
				    ~(1u << ch->idx[c][setype[t]]);

				for (; b; b &= b - 1) {
					int d = geo->house[hs][__builtin_ctz(b)];

					if (made_claim(ch, PID(ch, d, v, 0)))
						addlink(ch, PID(ch, d, v, 0),
						    htcause(t));
				}
			}
			continue;
		}
		if (sdk_hum_pop(ch->cur[c]) == 2)
			addlink(ch, PID(ch, c, sdk_hum_lowval(ch->cur[c] &
			    ~BIT(v)), 1), CAUSE_CELL);
		ch->lkh[pid] = ch->nlink;
		for (t = 0; t < nht(geo, c); t++) {
			int hs = geo->cellhouse[c][setype[t]], d;
			unsigned b = ch->where[hs][v - 1];

			if (sdk_hum_pop(b) != 2)
				continue;
			b &= ~(1u << ch->idx[c][setype[t]]);
			if (b == 0)
				continue;
			d = geo->house[hs][__builtin_ctz(b)];
			if (made_claim(ch, PID(ch, d, v, 1)))
				addlink(ch, PID(ch, d, v, 1), htcause(t));
		}
	}
	ch->lk0[ch->np] = ch->nlink;
}

/* The links of node p's potential: cell ones (cell), house ones (house). */
static void
linkrange(const struct sdk_se_chainer *ch, int pid, int cell, int house,
    int *from, int *to)
{
	*from = cell ? ch->lk0[pid] : ch->lkh[pid];
	*to = house ? ch->lk0[pid + 1] : ch->lkh[pid];
}

/* Makes the node of link l from node p. */
static int
linknode(struct graph *g, int l, int p)
{
	int x = g_node(g, l >> 3, l & 7);

	g_par(g, x, p);
	return x;
}

/*
 * SE's doCycles from pid on: breadth first with X (xl) and Y (y) links;
 * a cycle is the source reached again after four links or more.
 */
static void
cycles(struct sdk_se_chainer *ch, struct graph *g, int pid, int y, int xl,
    int *found, int *nfound)
{
	struct queue *qon = ch->qon, *qoff = ch->qoff;
	int len = 0, i, from, to;

	qon->head = qon->tail = qoff->head = qoff->tail = 0;
	q_push(qon, g_start(g, pid));
	while (qon->head < qon->tail || qoff->head < qoff->tail) {
		len++;
		while (qon->head < qon->tail) {
			int p = qon->x[qon->head++];

			linkrange(ch, g->node[p].pid, y, 1, &from, &to);
			for (i = from; i < to; i++)
				if (!isparent(g, p, ch->link[i] >> 3)) {
					int x = linknode(g, ch->link[i], p);

					q_push(qoff, x);
					g_store(g, x);
				}
		}
		len++;
		while (qoff->head < qoff->tail) {
			int p = qoff->x[qoff->head++];

			linkrange(ch, g->node[p].pid, y, xl, &from, &to);
			for (i = from; i < to; i++) {
				int q = ch->link[i] >> 3, x;
				int cyc = len >= 4 && q == pid && *nfound < 64;

				if (!cyc && g_get(g, q) >= 0)
					continue;
				x = linknode(g, ch->link[i], p);
				if (cyc)
					found[(*nfound)++] = x;
				if (g_get(g, q) < 0) {
					q_push(qon, x);
					g_store(g, x);
				}
			}
		}
	}
}

/* SE's doForcingChains from the assumption pid (on or off). */
static int
forcing(struct sdk_se_chainer *ch, struct graph *g, int pid, int y)
{
	struct queue *qon = ch->qon, *qoff = ch->qoff;
	int i, found = -1, x0 = g_start(g, pid), from, to;

	qon->head = qon->tail = qoff->head = qoff->tail = 0;
	q_push(PON(pid) ? qon : qoff, x0);
	while (qon->head < qon->tail || qoff->head < qoff->tail) {
		while (qon->head < qon->tail) {
			int p = qon->x[qon->head++];

			linkrange(ch, g->node[p].pid, y, 1, &from, &to);
			for (i = from; i < to; i++) {
				int q = ch->link[i] >> 3, x;
				int hit = (q | 1) == pid && found < 0;
				int go = g_get(g, q) < 0 && !isparent(g, p, q);

				if (!hit && !go)
					continue;
				x = linknode(g, ch->link[i], p);
				if (hit)
					found = x;
				if (go) {
					q_push(qoff, x);
					g_store(g, x);
				}
			}
		}
		while (qoff->head < qoff->tail) {
			int p = qoff->x[qoff->head++];

			linkrange(ch, g->node[p].pid, y, 1, &from, &to);
			for (i = from; i < to; i++) {
				int q = ch->link[i] >> 3, x;
				int hit = (q & ~1) == pid && found < 0;
				int go = g_get(g, q) < 0;

				if (!hit && !go)
					continue;
				x = linknode(g, ch->link[i], p);
				if (hit)
					found = x;
				if (go) {
					q_push(qon, x);
					g_store(g, x);
				}
			}
		}
	}
	return found;
}

/* A cycle's step: what both colourings remove from the cells it sees. */
static void
cyclehint(struct sdk_se_chainer *ch, struct graph *g, int x, int y, int xl)
{
	int nc = 0, p, c, v, k;
	unsigned char incyc[SDK_MAXCELLS];
	struct hint *t;
	struct nestset ns = { { 0 }, 0 };
	int cx = ancestors(ch, g, x);

	cx += nested(ch, g, x, &ns);
	memset(incyc, 0, sizeof incyc);
	memset(ch->fb[0], 0, (size_t)ch->ncells * (size_t)ch->n);
	memset(ch->fb[1], 0, (size_t)ch->ncells * (size_t)ch->n);
	for (p = x; g->node[p].npar; p = g_parent(g, p, 0))
		if (!incyc[PCELL(ch, g->node[p].pid)]) {
			incyc[PCELL(ch, g->node[p].pid)] = 1;
			nc++;
		}
	for (p = x; g->node[p].npar; p = g_parent(g, p, 0)) {
		int pid = g->node[p].pid;

		c = PCELL(ch, pid);
		v = PVAL(ch, pid);
		for (k = 0; k < ch->ncells; k++)
			if (!incyc[k] && HAS(ch, k, v) &&
			    sdk_hum_sees(ch->h, c, k))
				ch->fb[PON(pid)][k * ch->n + v - 1] = 1;
	}
	t = newhint(ch, y && xl ? K_FCXY : y ? K_FCY : K_FCX, cx,
	    y && xl ? 70 : 65);
	t->cyc = (xl ? 1 : 0) | (y ? 2 : 0);
	t->kind = t->cyc == 3 ? K_FCXY : t->cyc == 2 ? K_FCY : K_FCX;
	for (c = 0; c < ch->ncells; c++)
		for (v = 1; v <= ch->n; v++)
			if (ch->fb[1][c * ch->n + v - 1] &&
			    ch->fb[0][c * ch->n + v - 1])
				addrm(ch, t, c, v);
	/* rule parents: the cycle both ways round */
	ruleparents(ch, t, g, x, CAUSE_NONE, 0);
	ruleparents(ch, t, g, x, CAUSE_NONE, 1);
	t->pcell = -1;
	/* remember how many cells, for SE's name */
	t->pval = -1 - nc;
	keepifworth(ch, t);
}

/* SE's doUnaryChaining from cell c, value v. */
static void
unary(struct sdk_se_chainer *ch, int c, int v, int y, int xl)
{
	struct graph *g = &ch->g[0];
	int found[64], nf = 0, i, pid = PID(ch, c, v, 1), x;

	if (sdk_hum_pop(ch->cur[c]) > 2 && !xl)
		return;
	cycles(ch, g, pid, y, xl, found, &nf);
	for (i = 0; i < nf; i++)
		cyclehint(ch, g, found[i], y, xl);
	if (!xl)
		return;
	for (i = 0; i < 2; i++) {
		struct graph *gf = &ch->g[1];
		struct nestset ns = { { 0 }, 0 };
		struct hint *t;
		int cx;

		x = forcing(ch, gf, i == 0 ? pid : pid & ~1, y);
		if (x < 0)
			continue;
		cx = ancestors(ch, gf, x);
		cx += nested(ch, gf, x, &ns);
		t = newhint(ch, y ? K_FCXY : K_FCX, cx, y ? 70 : 66);
		targetrm(ch, t, gf->node[x].pid);
		ruleparents(ch, t, gf, x, CAUSE_NONE, 0);
		keepifworth(ch, t);
	}
}

/* SE's cycles and forcing chains: X, then Y, then XY links. */
static void
loops(struct sdk_se_chainer *ch)
{
	static const int mode[3][2] = { { 0, 1 }, { 1, 0 }, { 1, 1 } };
	int m, c, v;

	links(ch);
	for (m = 0; m < 3; m++)
		for (c = 0; c < ch->ncells; c++) {
			if (ch->h->cell[c] || sdk_hum_pop(ch->cur[c]) <= 1)
				continue;
			for (v = 1; v <= ch->n; v++)
				if (HAS(ch, c, v))
					unary(ch, c, v, mode[m][0], mode[m][1]);
		}
}

/* Order of SE's sort: rating, complexity, sort key, then as found. */
static int
hintcmp(const void *a, const void *b)
{
	const struct hint *x = a, *y = b;

	if (x->rating != y->rating)
		return x->rating < y->rating ? -1 : 1;
	if (x->complexity != y->complexity)
		return x->complexity < y->complexity ? -1 : 1;
	if (x->kind != y->kind)
		return x->kind < y->kind ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* Fills ch->hint with the engine's steps on grid cand, sorted. */
static void
search(struct sdk_se_chainer *ch, const struct sdk_human *h,
    const uint16_t *cand)
{
	ch->h = h;
	memcpy(ch->cur, cand, (size_t)ch->ncells * sizeof *cand);
	memcpy(ch->save, cand, (size_t)ch->ncells * sizeof *cand);
	setwhere(ch);
	memcpy(ch->swhere, ch->where, sizeof ch->where);
	ch->nhint = ch->nrm = ch->nrp = 0;
	ch->memo.n = ch->memo.nrec = 0;
	if (++ch->memo.gen == 0) {
		memset(ch->memo.stamp, 0, MEMOSLOTS * sizeof(unsigned));
		ch->memo.gen = 1;
	}
	if (ch->multiple || ch->dynamic)
		multiplechains(ch);
	else
		loops(ch);
	if (ch->nhint > 1)
		qsort(ch->hint, (size_t)ch->nhint, sizeof *ch->hint,
		    hintcmp);
}

/* The suffix SE gives nested chains of a level. */
static void
nestsuffix(char *buf, size_t size, int level)
{
	char inner[64];

	if (level == 1)
		snprintf(buf, size, " (+)");
	else if (level == 2)
		snprintf(buf, size, " (+ Forcing Chains)");
	else if (level == 3)
		snprintf(buf, size, " (+ Multiple Forcing Chains)");
	else if (level == 4)
		snprintf(buf, size, " (+ Dynamic Forcing Chains)");
	else if (level >= 5) {
		nestsuffix(inner, sizeof inner, level - 3);
		if (snprintf(buf, size, " (+ Dynamic Forcing Chains%s)",
		    inner) < 0)
			buf[0] = '\0';
	} else
		buf[0] = '\0';
}

/* SE's name of hint t of the engine as set now. */
static void
hintname(const struct sdk_se_chainer *ch, const struct hint *t, char *buf,
    size_t size)
{
	const char *prefix, *mid;
	char suffix[96];

	if (!ch->multiple && !ch->dynamic) {
		if (t->cyc) {
			int ncells = -1 - t->pval;

			snprintf(buf, size, "%s", t->cyc == 3 ?
			    "Bidirectional Cycle" : t->cyc == 2 ?
			    "Bidirectional Y-Cycle" : ncells == 4 ?
			    "Generalized X-Wing" : "Bidirectional X-Cycle");
		} else
			snprintf(buf, size, "%s", t->kind == K_FCXY ?
			    "Forcing Chain" : t->complexity == 6 ?
			    "Turbot Fish" : "Forcing X-Chain");
		return;
	}
	prefix = ch->level > 0 || (ch->dynamic && !ch->nishio) ?
	    "Dynamic " : ch->nishio ? "Nishio " : "";
	switch (t->kind) {
	case K_CELL:
		mid = "Cell Forcing";
		break;
	case K_REGION:
		mid = "Region Forcing";
		break;
	case K_ABSURD:
		mid = ch->nishio ? "Forcing" : "Contradiction Forcing";
		break;
	default:
		mid = ch->nishio ? "Forcing" : "Double Forcing";
		break;
	}
	nestsuffix(suffix, sizeof suffix, ch->level);
	snprintf(buf, size, "%s%s Chains%s", prefix, mid, suffix);
}

/* The family of the engine's steps. */
static int
family(const struct sdk_se_chainer *ch, const struct hint *t)
{
	if (ch->level >= 2)
		return SDK_SE_NESTED;
	if (ch->level == 1)
		return SDK_SE_DYNAMIC_PLUS;
	if (ch->nishio)
		return SDK_SE_NISHIO;
	if (ch->dynamic)
		return SDK_SE_DYNAMIC;
	if (ch->multiple)
		return SDK_SE_MULTIPLE;
	return t->cyc ? SDK_SE_CYCLE : SDK_SE_FORCING_CHAIN;
}

static void
setmode(struct sdk_se_chainer *ch, int multiple, int dynamic, int nishio,
    int level)
{
	ch->multiple = multiple;
	ch->dynamic = dynamic;
	ch->nishio = nishio;
	ch->level = level;
}

int
sdk_se_chain(struct sdk_se_chainer *ch, const struct sdk_human *h,
    int multiple, int dynamic, int nishio, int level, struct sdk_step *st)
{
	const struct hint *t;
	char name[SDK_STEP_TEXTMAX];
	int i;

	setmode(ch, multiple, dynamic, nishio, level);
	ch->source = NULL;
	search(ch, h, h->cand);
	if (ch->nhint == 0)
		return 0;
	t = &ch->hint[0];
	hintname(ch, t, name, sizeof name);
	sdk_se_begin(h, st, family(ch, t), t->rating, name);
	for (i = 0; i < t->nrm && st->nact < SDK_STEP_MAXACT - 1; i++)
		sdk_hum_act(st, SDK_ACT_REMOVE, ch->rmpool[t->rm0 + 2 * i],
		    ch->rmpool[t->rm0 + 2 * i + 1]);
	if (t->pcell >= 0)
		sdk_hum_act(st, SDK_ACT_PLACE, t->pcell, t->pval);
	return 1;
}

/* What advanced() gathers: off potentials with their parents. */
struct adv {
	struct sdk_se_chainer *ch;
	struct graph *g;
	struct queue *qoff;
	int added;
	int memo;			/* the memo entry being recorded, or -1 */
	const struct sdk_human *hr;	/* the reduced grid */
};

/* Appends x to the record of the memo entry being made. */
static void
memo_put(struct sdk_se_chainer *ch, int x)
{
	ch->memo.rec = grow(ch->memo.rec, &ch->memo.caprec, ch->memo.nrec + 1,
	    sizeof(int));
	ch->memo.rec[ch->memo.nrec++] = x;
}

/* The hash of the grid in use. */
static unsigned
memo_hash(const struct sdk_se_chainer *ch)
{
	uint64_t h = 1469598103934665603u;
	int c;

	for (c = 0; c < ch->ncells; c++)
		h = (h ^ ch->cur[c]) * 1099511628211u;
	return (unsigned)(h ^ h >> 29);
}

/*
 * Looks the grid in use up in the memo: returns its entry, or -1 with
 * *slot where a new one goes (-1: the memo is full).
 */
static int
memo_find(struct sdk_se_chainer *ch, int *slot)
{
	unsigned i = memo_hash(ch) % MEMOSLOTS;
	size_t size = (size_t)ch->ncells * sizeof *ch->cur;

	for (;; i = (i + 1) % MEMOSLOTS) {
		int e;

		if (ch->memo.stamp[i] != ch->memo.gen) {
			*slot = ch->memo.n < MEMOMAX ? (int)i : -1;
			return -1;
		}
		e = ch->memo.slot[i] - 1;
		if (memcmp(ch->memo.grid + (size_t)e * (size_t)ch->ncells,
		    ch->cur, size) == 0)
			return e;
	}
}

/* Opens a memo entry for the grid in use at slot; returns it. */
static int
memo_open(struct sdk_se_chainer *ch, int slot)
{
	int e = ch->memo.n++;

	ch->memo.grid = grow(ch->memo.grid, &ch->memo.cap, ch->memo.n,
	    (size_t)ch->ncells * sizeof *ch->cur);
	memcpy(ch->memo.grid + (size_t)e * (size_t)ch->ncells, ch->cur,
	    (size_t)ch->ncells * sizeof *ch->cur);
	ch->memo.rec0 = sdk_erealloc(ch->memo.rec0,
	    (size_t)(ch->memo.cap + 1) * sizeof(int));
	ch->memo.rec0[e] = ch->memo.nrec;
	ch->memo.stamp[slot] = ch->memo.gen;
	ch->memo.slot[slot] = e + 1;
	return e;
}

/* Replays memo entry e into g and qoff; returns the potentials added. */
static int
memo_replay(struct sdk_se_chainer *ch, int e, struct graph *g,
    struct queue *qoff)
{
	const int *r = ch->memo.rec + ch->memo.rec0[e];
	const int *end = ch->memo.rec + ch->memo.rec0[e + 1];
	int added = 0, j;

	while (r < end) {
		int pid = r[0], np = r[3], x = g_node(g, pid, CAUSE_ADVANCED);

		for (j = 0; j < np; j++) {
			int q = g_get(g, r[4 + j]);

			if (q >= 0)
				g_par(g, x, q);
		}
		g->node[x].nest = r[1];
		g->node[x].nestid = r[2];
		g_store(g, x);
		q_push(qoff, x);
		added++;
		r += 4 + np;
	}
	return added;
}

/* Adds an off potential for each removal of st, resting on rp[0..nrp). */
static void
addadvanced(struct adv *ad, const struct sdk_step *st, const int *rp,
    int nrp, int nest)
{
	struct sdk_se_chainer *ch = ad->ch;
	struct graph *g = ad->g;
	int stored[4 * SDK_MAXN * SDK_MAXN], ns = 0, i, j, id = 0;

	for (i = 0; i < nrp && ns < (int)(sizeof stored / sizeof *stored);
	    i++) {
		int q = g_get(g, rp[i]);

		if (q >= 0)
			stored[ns++] = q;
	}
	if (nrp == 0)
		return;
	if (nest)
		id = ++ch->nestseq;
	for (i = 0; i < st->nact; i++) {
		int pid, x;

		if (st->act[i].kind != SDK_ACT_REMOVE)
			continue;
		pid = PID(ch, st->act[i].cell, st->act[i].value, 0);
		if (g_get(g, pid) >= 0)
			continue;
		x = g_node(g, pid, CAUSE_ADVANCED);
		for (j = 0; j < ns; j++)
			g_par(g, x, stored[j]);
		g->node[x].nest = nest;
		g->node[x].nestid = id;
		g_store(g, x);
		q_push(ad->qoff, x);
		ad->added++;
		if (ad->memo < 0)
			continue;
		memo_put(ch, pid);
		memo_put(ch, nest);
		memo_put(ch, id);
		memo_put(ch, ns);
		for (j = 0; j < ns; j++)
			memo_put(ch, g->node[stored[j]].pid);
	}
}

/* Collects rule parents of a basic step (SE's getRuleParents). */
static int
basicparents(struct sdk_se_chainer *ch, const struct sdk_se_why *why,
    int *rp, int max)
{
	const struct sdk_geom *geo = ch->h->geo;
	int n = ch->n, nrp = 0, i, j, k, v;

	switch (why->kind) {
	case SDK_SE_WHY_LOCK:
		v = why->value;
		for (i = 0; i < why->nh; i++)
			for (k = 0; k < n; k++) {
				int c = geo->house[why->h1[i]][k], in = 0;

				if (!((ch->save[c] >> (v - 1)) & 1) ||
				    HAS(ch, c, v))
					continue;
				for (j = 0; j < why->nh; j++)
					if (sdk_hum_inhouse(ch->h, c,
					    why->h2[j]))
						in = 1;
				if (!in && nrp < max)
					rp[nrp++] = PID(ch, c, v, 0);
			}
		break;
	case SDK_SE_WHY_HIDDEN: {
		int hs = why->h1[0];

		for (k = 0; k < n; k++) {
			int c = geo->house[hs][k];

			if (ch->cur[c] & why->vals)
				continue;
			for (v = 1; v <= n; v++)
				if ((why->vals & BIT(v)) &&
				    (ch->save[c] >> (v - 1) & 1) && nrp < max)
					rp[nrp++] = PID(ch, c, v, 0);
		}
		break;
	}
	case SDK_SE_WHY_NAKED:
		for (i = 0; i < why->ncells; i++) {
			int c = why->cells[i];

			for (v = 1; v <= n; v++)
				if ((ch->save[c] >> (v - 1) & 1) &&
				    !(why->vals & BIT(v)) && nrp < max)
					rp[nrp++] = PID(ch, c, v, 0);
		}
		break;
	default:
		break;
	}
	return nrp;
}

/* Takes a basic step found on the reduced grid. */
static int
advbasic(void *arg, const struct sdk_step *st, const struct sdk_se_why *why)
{
	struct adv *ad = arg;
	int rp[4 * SDK_MAXN * SDK_MAXN];
	int nrp = basicparents(ad->ch, why, rp, (int)(sizeof rp / sizeof *rp));

	addadvanced(ad, st, rp, nrp, 0);
	return 0;
}

/*
 * SE's getAdvancedPotentials: on the grid the chain has reduced, the
 * steps of the first simpler technique that finds some resting on what
 * the chain turned off; each removal becomes an off potential.
 */
static int
advanced(struct sdk_se_chainer *ch, struct graph *g, struct queue *qoff)
{
	struct sdk_human *hrp = &ch->hr;
	struct adv ad;
	int r, i, slot = -1, e = memo_find(ch, &slot);

	if (e >= 0)
		return memo_replay(ch, e, g, qoff);

	memcpy(hrp, ch->h, sizeof *hrp);
	memcpy(hrp->cand, ch->cur, (size_t)ch->ncells * sizeof *ch->cur);
	ad.ch = ch;
	ad.g = g;
	ad.qoff = qoff;
	ad.added = 0;
	ad.hr = hrp;
	ad.memo = slot >= 0 ? memo_open(ch, slot) : -1;
	for (r = 0; r < 7 && ad.added == 0; r++) {
		struct sdk_se_chainer *in;
		int lv = ch->level, mode[4] = { 0, 0, 0, 0 };

		switch (r) {
		case 0:
			sdk_se_locking(hrp, 0, advbasic, &ad);
			continue;
		case 1:
			sdk_se_hiddenset(hrp, 2, 0, advbasic, &ad);
			continue;
		case 2:
			sdk_se_nakedset(hrp, 2, advbasic, &ad);
			continue;
		case 3:
			sdk_se_fish(hrp, 2, advbasic, &ad);
			continue;
		case 4:		/* forcing chains, or dynamic ones */
			if (lv < 2)
				continue;
			if (lv >= 4) {
				mode[0] = 1;
				mode[1] = 1;
			}
			break;
		case 5:		/* multiple, or nested dynamic ones */
			if (lv < 4 && lv >= 3)
				mode[0] = 1;
			else if (lv >= 5) {
				mode[0] = 1;
				mode[1] = 1;
				mode[3] = lv - 3;
			} else
				continue;
			break;
		default:
			continue;
		}
		if (ch->child == NULL)
			ch->child = sdk_se_chainer_new(ch->geo);
		in = ch->child;
		setmode(in, mode[0], mode[1], 0, mode[3]);
		in->source = ch->save;
		search(in, hrp, hrp->cand);
		for (i = 0; i < in->nhint; i++) {
			const struct hint *t = &in->hint[i];
			struct sdk_step st;
			int j;

			st.nact = 0;
			for (j = 0; j < t->nrm && j < SDK_STEP_MAXACT; j++) {
				st.act[j].kind = SDK_ACT_REMOVE;
				st.act[j].cell = (unsigned char)
				    in->rmpool[t->rm0 + 2 * j];
				st.act[j].value = (unsigned char)
				    in->rmpool[t->rm0 + 2 * j + 1];
				st.nact++;
			}
			addadvanced(&ad, &st, in->rppool + t->rp0, t->nrp,
			    t->complexity);
		}
	}
	if (ad.memo >= 0)
		ch->memo.rec0[ad.memo + 1] = ch->memo.nrec;
	return ad.added;
}
