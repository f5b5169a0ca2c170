/*
 * loop.c: the record loop of the tools: a reader, a pool of worker
 * threads that keeps input order, the writer, and the progress meter.
 */
#include <sys/stat.h>

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sdk.h"
#include "internal.h"

/* The parallel record loop. */
enum { IT_REC, IT_COMMENT, IT_MSG };
enum { SLOT_FREE, SLOT_FILLED, SLOT_DONE };

/*
 * A batch holds up to 64 items, and stops taking more once it holds
 * BATCH_BYTES of text; an item keeps up to ITEM_KEEP bytes of room
 * between batches.
 */
#define BATCH_BYTES	65536
#define ITEM_KEEP	4096

struct item {
	int kind;
	int status;		/* for IT_MSG */
	const char *file;
	struct sdk_record rec;	/* IT_MSG: the message line in rec.text */
};

struct batch {
	struct item *it;
	int n, cap;
	int state;
	int status;
	long records;
	long stat[SDK_NSTAT];
	struct sdk_buf out, err;
};

/* Where the reader is: the operands, the open file, the bytes seen. */
struct feed {
	int argc, i, open, eof;
	char **argv;
	struct sdk_reader rd;
	off_t total, donebytes;	/* total < 0: unknown */
};

struct pool {
	struct sdk_jobs *j;
	struct batch *slot;
	int nslot;
	long head, next, tail;
	int quit;
	pthread_mutex_t mu;
	pthread_cond_t work, done;
};

/* Progress display state. */
struct meter {
	int on, tty;
	struct timespec start, last;
	long shown;
};

/* Returns seconds from a to b. */
static double
elapsed(const struct timespec *a, const struct timespec *b)
{
	return (double)(b->tv_sec - a->tv_sec) +
	    (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

/* Returns the bytes read so far from the operands. */
static off_t
feed_pos(struct feed *f)
{
	off_t pos = f->donebytes;

	if (f->open && f->rd.in.fp != NULL) {
		off_t o = ftello(f->rd.in.fp);

		if (o > 0)
			pos += o;
	}
	return pos;
}

/*
 * Shows progress on stderr: on a terminal a line updated in place a few
 * times a second, otherwise a line every five seconds; final ends it.
 */
static void
meter_show(struct meter *m, struct feed *f, long records, int final)
{
	struct timespec now;
	double t, since, rate;
	char eta[64] = "";

	if (!m->on)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	since = elapsed(&m->last, &now);
	if (!final && since < (m->tty ? 0.2 : 5.0))
		return;
	if (final && !m->tty && m->shown == 0 && records == 0)
		return;
	m->last = now;
	t = elapsed(&m->start, &now);
	rate = t > 0 ? records / t : 0;
	if (f->total > 0) {
		double frac = (double)feed_pos(f) / (double)f->total;
		double left;

		if (frac > 1)
			frac = 1;
		left = frac > 0 ? t / frac - t : 0;
		if (final)
			snprintf(eta, sizeof(eta), ", %.0f%%", frac * 100);
		else
			snprintf(eta, sizeof(eta), ", %.0f%%, eta %ld:%02ld",
			    frac * 100, (long)left / 60, (long)left % 60);
	}
	fprintf(stderr, "%s%s: %ld records, %.0f/s%s%s", m->tty ? "\r" : "",
	    sdk_getprogname(), records, rate, eta,
	    m->tty ? (final ? "\033[K\n" : "\033[K") : "\n");
	m->shown++;
}

/* Makes item it a message line with an exit status. */
static void
item_msg(struct item *it, int status, const char *msg)
{
	it->kind = IT_MSG;
	it->status = status;
	sdk_record_settext(&it->rec, msg, strlen(msg));
}

/*
 * Reads the next item of the input: a record, a comment or a message
 * about a file or a malformed record. Returns 1, or 0 at the end.
 */
static int
feed_next(struct feed *f, struct item *it)
{
	char msg[SDK_MSG_MAX];
	int k;

	for (;;) {
		if (!f->open) {
			const char *name;

			if (f->i >= f->argc)
				return 0;
			name = f->argv[f->i++];
			if (sdk_reader_open(&f->rd, name) < 0) {
				sdk_message(msg, sizeof(msg), name, -1, "%s",
				    strerror(errno));
				item_msg(it, SDK_EXIT_ERR, msg);
				return 1;
			}
			f->open = 1;
		}
		k = sdk_reader_next(&f->rd, &it->rec);
		if (k == 1) {
			it->kind = it->rec.type == SDK_REC_COMMENT ?
			    IT_COMMENT : IT_REC;
			it->file = f->rd.in.name;
			return 1;
		}
		if (k == -1) {
			sdk_message(msg, sizeof(msg), f->rd.in.name,
			    f->rd.in.lineno, "%s", f->rd.err);
			item_msg(it, SDK_EXIT_ERR, msg);
			return 1;
		}
		if (k == -2)
			sdk_message(msg, sizeof(msg), f->rd.in.name, -1,
			    "%s", strerror(errno));
		if (ftello(f->rd.in.fp) > 0)
			f->donebytes += ftello(f->rd.in.fp);
		sdk_reader_close(&f->rd);
		f->open = 0;
		if (k == -2) {
			item_msg(it, SDK_EXIT_ERR, msg);
			return 1;
		}
	}
}

/* Handles every item of batch b with the tool's function. */
static void
batch_work(struct batch *b, struct sdk_jobs *j)
{
	struct item *it;
	int i;

	b->out.len = b->err.len = 0;
	b->status = SDK_EXIT_OK;
	b->records = 0;
	memset(b->stat, 0, sizeof(b->stat));
	for (i = 0; i < b->n; i++) {
		it = &b->it[i];
		switch (it->kind) {
		case IT_REC:
			b->records++;
			b->status = sdk_max(b->status, j->fn(&it->rec,
			    it->file, &b->out, &b->err, b->stat, j->arg));
			break;
		case IT_COMMENT:
			if (j->nocomments)
				break;
			sdk_buf_add(&b->out, it->rec.text, it->rec.len);
			sdk_buf_add(&b->out, "\n", 1);
			break;
		default:
			sdk_buf_add(&b->err, it->rec.text, it->rec.len);
			b->status = sdk_max(b->status, it->status);
			break;
		}
	}
}

/* Writes the output of batch b and adds up its counts. Returns status. */
static int
batch_emit(struct batch *b, struct sdk_jobs *j)
{
	int k;

	if (b->out.len > 0)
		fwrite(b->out.s, 1, b->out.len, stdout);
	if (b->err.len > 0) {
		fflush(stdout);
		fwrite(b->err.s, 1, b->err.len, stderr);
	}
	sdk_out_record();
	for (k = 0; k < SDK_NSTAT; k++)
		j->stat[k] += b->stat[k];
	j->records += b->records;
	return b->status;
}

/*
 * Fills batch b from the feed, up to its cap of items or BATCH_BYTES of
 * text (fields and comments), whichever comes first: so the ring holds a
 * bounded amount of text whatever the lines are. Returns the number of
 * items read.
 */
static int
batch_fill(struct batch *b, struct feed *f)
{
	size_t bytes = 0;

	b->n = 0;
	while (b->n < b->cap && bytes < BATCH_BYTES && !f->eof) {
		if (!feed_next(f, &b->it[b->n])) {
			f->eof = 1;
			break;
		}
		bytes += b->it[b->n].rec.len;
		b->n++;
	}
	return b->n;
}

/*
 * Lets go of the large buffers of batch b once it is written: a long line
 * seen once does not keep its room in every item of every batch.
 */
static void
batch_trim(struct batch *b)
{
	int i;

	for (i = 0; i < b->n; i++)
		if (b->it[i].rec.cap > ITEM_KEEP)
			sdk_record_free(&b->it[i].rec);
	if (b->out.cap > BATCH_BYTES)
		sdk_buf_free(&b->out);
	if (b->err.cap > BATCH_BYTES)
		sdk_buf_free(&b->err);
}

/* Sets up batch b to hold cap items. */
static void
batch_init(struct batch *b, int cap)
{
	int i;

	memset(b, 0, sizeof(*b));
	b->cap = cap;
	b->it = sdk_emalloc(sizeof(b->it[0]) * cap);
	for (i = 0; i < cap; i++)
		sdk_record_init(&b->it[i].rec);
}

/* Frees what batch b holds. */
static void
batch_free(struct batch *b)
{
	int i;

	for (i = 0; i < b->cap; i++)
		sdk_record_free(&b->it[i].rec);
	free(b->it);
	sdk_buf_free(&b->out);
	sdk_buf_free(&b->err);
}

/* A worker thread: takes filled batches in order and handles them. */
static void *
worker(void *arg)
{
	struct pool *p = arg;
	struct batch *b;

	pthread_mutex_lock(&p->mu);
	for (;;) {
		while (p->next == p->head && !p->quit)
			pthread_cond_wait(&p->work, &p->mu);
		if (p->next == p->head)
			break;
		b = &p->slot[p->next % p->nslot];
		p->next++;
		pthread_mutex_unlock(&p->mu);
		batch_work(b, p->j);
		pthread_mutex_lock(&p->mu);
		b->state = SLOT_DONE;
		pthread_cond_broadcast(&p->done);
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

/*
 * Writes the finished batches at the tail of the ring, waiting for the
 * tail while the ring is full (or, with all set, until it is empty).
 * Called and returns with the lock held.
 */
static int
pool_drain(struct pool *p, struct feed *f, struct meter *m, int all)
{
	struct batch *b;
	int rc = SDK_EXIT_OK;

	while (p->tail < p->head) {
		b = &p->slot[p->tail % p->nslot];
		if (b->state != SLOT_DONE) {
			if (!all && p->head - p->tail < p->nslot)
				break;
			pthread_cond_wait(&p->done, &p->mu);
			continue;
		}
		pthread_mutex_unlock(&p->mu);
		rc = sdk_max(rc, batch_emit(b, p->j));
		batch_trim(b);
		meter_show(m, f, p->j->records, 0);
		pthread_mutex_lock(&p->mu);
		b->state = SLOT_FREE;
		p->tail++;
	}
	return rc;
}

/*
 * Runs the record loop of j over the files in argv (none: standard
 * input). Returns the largest exit status seen.
 */
int
sdk_jobs_run(struct sdk_jobs *j, int argc, char *argv[])
{
	static char *none[] = { "-" };
	struct feed f;
	struct meter m;
	int rc = SDK_EXIT_OK, i, nthr, batchsize;
	struct stat sb;

	memset(&f, 0, sizeof(f));
	if (argc == 0) {
		argc = 1;
		argv = none;
	}
	f.argc = argc;
	f.argv = argv;
	for (i = 0; i < argc && f.total >= 0; i++) {
		int ok = strcmp(argv[i], "-") == 0 ?
		    fstat(STDIN_FILENO, &sb) : stat(argv[i], &sb);

		if (ok == 0 && S_ISREG(sb.st_mode))
			f.total += sb.st_size;
		else
			f.total = -1;
	}
	memset(&m, 0, sizeof(m));
	m.on = j->progress;
	m.tty = isatty(STDERR_FILENO);
	clock_gettime(CLOCK_MONOTONIC, &m.start);
	m.last = m.start;
	nthr = j->jobs;
	if (nthr <= 0) {
		long k = sysconf(_SC_NPROCESSORS_ONLN);

		nthr = k > 0 ? (int)k : 1;
	}
	batchsize = j->unbuffered || isatty(STDOUT_FILENO) ? 1 : 64;
	if (nthr == 1) {
		struct batch b;

		batch_init(&b, 1);
		while (batch_fill(&b, &f) > 0) {
			batch_work(&b, j);
			rc = sdk_max(rc, batch_emit(&b, j));
			batch_trim(&b);
			meter_show(&m, &f, j->records, 0);
		}
		batch_free(&b);
	} else {
		struct pool p;
		pthread_t *th;
		struct batch *b;

		memset(&p, 0, sizeof(p));
		p.j = j;
		p.nslot = 4 * nthr;
		p.slot = sdk_emalloc(sizeof(p.slot[0]) * p.nslot);
		for (i = 0; i < p.nslot; i++)
			batch_init(&p.slot[i], batchsize);
		pthread_mutex_init(&p.mu, NULL);
		pthread_cond_init(&p.work, NULL);
		pthread_cond_init(&p.done, NULL);
		th = sdk_emalloc(sizeof(th[0]) * nthr);
		for (i = 0; i < nthr; i++)
			if (pthread_create(&th[i], NULL, worker, &p) != 0)
				sdk_errx(SDK_EXIT_ERR, "cannot start threads");
		pthread_mutex_lock(&p.mu);
		for (;;) {
			rc = sdk_max(rc, pool_drain(&p, &f, &m, 0));
			b = &p.slot[p.head % p.nslot];
			pthread_mutex_unlock(&p.mu);
			i = batch_fill(b, &f);
			pthread_mutex_lock(&p.mu);
			if (i == 0)
				break;
			b->state = SLOT_FILLED;
			p.head++;
			pthread_cond_signal(&p.work);
		}
		rc = sdk_max(rc, pool_drain(&p, &f, &m, 1));
		p.quit = 1;
		pthread_cond_broadcast(&p.work);
		pthread_mutex_unlock(&p.mu);
		for (i = 0; i < nthr; i++)
			pthread_join(th[i], NULL);
		for (i = 0; i < p.nslot; i++)
			batch_free(&p.slot[i]);
		free(p.slot);
		free(th);
		pthread_mutex_destroy(&p.mu);
		pthread_cond_destroy(&p.work);
		pthread_cond_destroy(&p.done);
	}
	if (f.open)
		sdk_reader_close(&f.rd);
	meter_show(&m, &f, j->records, 1);
	return rc;
}

/* The record loop of the tools that work in one thread. */
int
sdk_each_record(int argc, char *argv[],
    int (*fn)(struct sdk_record *r, struct sdk_reader *rd, void *arg),
    int (*comment)(struct sdk_record *r, void *arg), void *arg)
{
	struct sdk_reader rd;
	struct sdk_record r;
	char *none[] = { "-" };
	int i, k, rc = SDK_EXIT_OK;

	if (argc == 0) {
		argc = 1;
		argv = none;
	}
	sdk_record_init(&r);
	for (i = 0; i < argc; i++) {
		if (sdk_reader_open(&rd, argv[i]) < 0) {
			sdk_warn("%s", argv[i]);
			rc = SDK_EXIT_ERR;
			continue;
		}
		while ((k = sdk_reader_next(&rd, &r)) != 0) {
			if (k == -2) {
				sdk_warn("%s", rd.in.name);
				rc = SDK_EXIT_ERR;
				break;
			}
			if (k < 0) {
				sdk_warnx_at(rd.in.name, rd.in.lineno, "%s",
				    rd.err);
				rc = SDK_EXIT_ERR;
				continue;
			}
			if (r.type == SDK_REC_COMMENT) {
				if (comment)
					rc = sdk_max(rc, comment(&r, arg));
				else
					sdk_record_write(stdout, &r);
			} else
				rc = sdk_max(rc, fn(&r, &rd, arg));
			sdk_out_record();
		}
		sdk_reader_close(&rd);
	}
	sdk_record_free(&r);
	return rc;
}
