/*
 * gen-share.c: a pass of the generator whose checks several threads
 * share, for one puzzle when sdk-gen has more jobs than puzzles.
 *
 * The pass is gen.c's: the orbits are emptied in the order given, each
 * kept emptied when the puzzle stays unique. The threads take the next
 * orbits in that order and check each on a copy of the puzzle as it then
 * stands; the results are taken in order. A check that found another
 * solution holds whatever was emptied meanwhile, since a puzzle with
 * fewer givens keeps that solution: the orbit stays. A check that found
 * the puzzle unique holds only when nothing was emptied since its copy;
 * otherwise the orbit is checked again on the puzzle as it stands. So
 * every orbit is decided on the puzzle the sequential pass would have
 * had, and the puzzle is the same, byte for byte.
 *
 * Most orbits near the end of a pass stay (a minimal 16x16 jigsaw
 * puzzle: about 40 of its last checks, each a hard search for another
 * solution), and there the threads' checks all hold. What clause learning
 * learns in one thread's checks serves the next checks of both: they
 * share one store (solve-sat.c), which has a lock of its own.
 */
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

enum { SH_WAITING, SH_OUT, SH_DONE };

/* The pass, shared under its lock. */
struct share {
	pthread_mutex_t mu;
	pthread_cond_t cv;
	struct sdk_grid puz;		/* as the orbits taken so far left it */
	const struct sdk_grid *sol;
	const struct sdk_geom *geo;
	const struct sdk_orbits *o;
	const int *order;
	int k;
	int ahead;			/* how far past the head orbits go
					   out: four a thread */
	long version;			/* orbits emptied so far */
	int next;			/* the next orbit never handed out */
	int head;			/* the next orbit to take */
	int left;			/* givens */
	unsigned char state[SDK_MAXCELLS];	/* SH_*, by place in order */
	signed char unique[SDK_MAXCELLS];	/* 1 unique, 0 not, -1 the
						   orbit was empty */
	long seen[SDK_MAXCELLS];	/* the version it was checked at */
	struct sdk_satmem *mem;		/* what clause learning learnt, shared
					   by the threads (a lock of its
					   own) */
};

/*
 * Takes the results at the head in order while they hold; a result of
 * unique from an older puzzle sends its orbit back out. Returns 1 when
 * the head moved or an orbit went back.
 */
static int
take(struct share *s)
{
	const int *cells;
	int j, q, size, moved = 0;

	while (s->head < s->k && s->state[s->head] == SH_DONE) {
		j = s->head;
		if (s->unique[j] == 1) {
			if (s->seen[j] != s->version) {
				s->state[j] = SH_WAITING;
				return 1;
			}
			size = s->o->start[s->order[j] + 1] -
			    s->o->start[s->order[j]];
			cells = s->o->cell + s->o->start[s->order[j]];
			for (q = 0; q < size; q++)
				s->puz.cell[cells[q]] = 0;
			s->left -= size;
			s->version++;
		}
		s->head++;
		moved = 1;
	}
	return moved;
}

/* One thread of the pass: checks orbits until every one is taken. */
static void *
worker(void *arg)
{
	struct share *s = arg;
	struct sdk_grid p;
	const int *cells;
	int j, size, q, r;
	long v;

	pthread_mutex_lock(&s->mu);
	for (;;) {
		if (take(s))
			pthread_cond_broadcast(&s->cv);
		if (s->head >= s->k)
			break;
		if (s->state[s->head] == SH_WAITING)
			j = s->head;
		else if (s->next < s->k && s->next < s->head + s->ahead)
			j = s->next;
		else {
			pthread_cond_wait(&s->cv, &s->mu);
			continue;
		}
		if (j == s->next)
			s->next++;
		s->state[j] = SH_OUT;
		p = s->puz;
		v = s->version;
		pthread_mutex_unlock(&s->mu);

		size = s->o->start[s->order[j] + 1] - s->o->start[s->order[j]];
		cells = s->o->cell + s->o->start[s->order[j]];
		if (p.cell[cells[0]] == 0)
			r = -1;
		else {
			for (q = 0; q < size; q++)
				p.cell[cells[q]] = 0;
			r = sdk_gen_still_unique(&p, s->sol, s->geo, cells,
			    size, s->mem);
		}

		pthread_mutex_lock(&s->mu);
		s->unique[j] = (signed char)r;
		s->seen[j] = v;
		s->state[j] = SH_DONE;
		pthread_cond_broadcast(&s->cv);
	}
	pthread_mutex_unlock(&s->mu);
	return NULL;
}

/*
 * Empties the orbits of puz (unique, with solution sol, left givens) in
 * the order order[0..k-1] while it stays unique, skipping empty orbits,
 * on threads threads (the caller's among them), with the answer of the
 * pass made on one. Returns the number of givens left. When a thread
 * cannot be started, the threads that could be do the work (at the
 * least the caller's).
 */
int
sdk_gen_pass_shared(struct sdk_grid *puz, const struct sdk_grid *sol,
    const struct sdk_geom *geo, const struct sdk_orbits *o, const int *order,
    int k, int left, int threads)
{
	struct share *s;
	pthread_t tid[SDK_GEN_THREADS];
	sigset_t old;
	int t, started = 0;

	if (threads > SDK_GEN_THREADS)
		threads = SDK_GEN_THREADS;
	s = sdk_emalloc(sizeof(*s));
	memset(s, 0, sizeof(*s));
	pthread_mutex_init(&s->mu, NULL);
	pthread_cond_init(&s->cv, NULL);
	s->puz = *puz;
	s->sol = sol;
	s->geo = geo;
	s->o = o;
	s->order = order;
	s->k = k;
	s->ahead = 4 * threads;
	s->left = left;
	s->mem = sol->n >= 12 ? sdk_satmem_new() : NULL;
	/*
	 * The threads started here block the signals that the record
	 * loop's workers block, so that the caller's thread still takes
	 * them (and none ends the run in the middle of a record written
	 * with them blocked).
	 */
	sdk_block_endsignals(&old);
	for (t = 1; t < threads; t++)
		if (pthread_create(&tid[started], NULL, worker, s) == 0)
			started++;
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	worker(s);
	for (t = 0; t < started; t++)
		pthread_join(tid[t], NULL);
	*puz = s->puz;
	left = s->left;
	pthread_mutex_destroy(&s->mu);
	pthread_cond_destroy(&s->cv);
	sdk_satmem_free(s->mem);
	free(s);
	return left;
}
