/*
 * loop.c: the record loop of every tool that reads or makes records.
 *
 * The caller's thread is the reader and the writer. It reads items (a
 * record, a comment, a message about a malformed record or a file, or
 * the index of an item to make) into batches, hands the batches to a
 * pool of worker threads (one fewer than the jobs) through a ring,
 * handles batches itself while the ring is full, and writes the
 * finished batches in the order they were read. Where the tool's work
 * makes the output (work, make), each batch's lines are flushed before
 * its messages; a batch is one item where the order of lines and
 * messages can be seen (standard output a terminal, or the same file as
 * standard error) or with -U, so that output and messages keep input
 * order. Where records
 * are copied or written as they come (sdk-parse, sdk-fmt), messages go
 * to stderr at once and standard output keeps its buffer, as stdio has
 * it. With one job there are no threads: each batch is handled and
 * written in turn. A progress meter on stderr shows records, rate and
 * what is left.
 *
 * Signals: a write error ends the run (a closed pipe quietly, as SIGPIPE
 * would; see util.c). The worker threads block SIGINT, SIGTERM, SIGHUP
 * and SIGQUIT, so that those reach the caller's thread, whose default
 * action ends the process at once. The output is queued by sdk_out_write
 * (util.c) and written in whole records, with those signals blocked
 * while it is written: a run that one of them ends leaves whole records.
 */
#include <sys/stat.h>

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sdk.h"
#include "internal.h"

enum { IT_REC, IT_COMMENT, IT_MSG, IT_MAKE };
enum { SLOT_FREE, SLOT_FILLED, SLOT_DONE };

/*
 * A batch holds up to 64 items, and stops taking more once it holds
 * BATCH_BYTES of text; an item keeps up to ITEM_KEEP bytes of room
 * between batches.
 */
#define BATCH_ITEMS	64
#define BATCH_BYTES	65536
#define ITEM_KEEP	4096

struct item {
	int kind;
	int status;		/* for IT_MSG */
	long index;		/* for IT_MAKE */
	const char *file;
	struct sdk_record rec;	/* IT_MSG: the message line in rec.text */
};

struct batch {
	struct item *it;
	int n, cap;
	int state;
	int status;
	int stop;		/* an item asked to end the run */
	long records;
	long stat[SDK_NSTAT];
	struct sdk_buf out, err;
};

/* Where the reader is: the operands, the open file, the bytes seen. */
struct feed {
	const struct sdk_loop *l;
	int argc, i, open, eof;
	char **argv;
	struct sdk_reader rd;		/* the canonical stream */
	struct sdk_parser *p;		/* or any format */
	long made;			/* items to make handed out */
	long recno;			/* records read, malformed ones too */
	off_t total, donebytes;		/* total < 0: unknown */
};

struct pool {
	struct sdk_loop *l;
	struct batch *slot;
	int nslot;
	long head, next, tail;
	int quit;
	pthread_mutex_t mu;
	pthread_cond_t work, done;
};

/* The progress meter of -P. */
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

	if (f->open && f->p == NULL && f->rd.in.fp != NULL) {
		off_t o = ftello(f->rd.in.fp);

		if (o > 0)
			pos += o;
	}
	return pos;
}

/* The number of items this run makes: all, or its shard's. */
static long
loop_total(const struct sdk_loop *l)
{
	if (l->nshards == 0)
		return l->count;
	return l->count >= l->shard ? (l->count - l->shard) / l->nshards + 1 :
	    0;
}

/*
 * Shows progress on stderr: on a terminal a line updated in place a few
 * times a second, otherwise a line every five seconds; final ends it.
 * Records read show their count, rate and the share of the input read;
 * items made show how many of how many, the rate and the time left.
 */
static void
meter_show(struct meter *m, struct feed *f, long done, int final)
{
	const struct sdk_loop *l = f->l;
	struct timespec now;
	double t, rate;
	char eta[64] = "";

	if (!m->on)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (!final && elapsed(&m->last, &now) < (m->tty ? 0.2 : 5.0))
		return;
	if (l->make == NULL && final && !m->tty && m->shown == 0 && done == 0)
		return;
	m->last = now;
	t = elapsed(&m->start, &now);
	m->shown++;
	if (l->make != NULL) {
		rate = t > 0 ? (double)done / t : 0.0;
		fprintf(stderr, "%s%s: %ld/%ld %s, %.1f/s, ",
		    m->tty ? "\r" : "", sdk_getprogname(), done, loop_total(l),
		    l->noun ? l->noun : "records", rate);
		if (l->meter != NULL) {
			char words[128];

			l->meter(words, sizeof(words), l->arg);
			fprintf(stderr, "%s, ", words);
		}
		if (final)
			fprintf(stderr, "%.1f s%s\n", t, m->tty ? "   " : "");
		else if (rate > 0)
			fprintf(stderr, "ETA %.0f s%s",
			    (double)(loop_total(l) - done) / rate,
			    m->tty ? "   " : "\n");
		else
			fprintf(stderr, "ETA ?%s", m->tty ? "   " : "\n");
		fflush(stderr);
		return;
	}
	rate = t > 0 ? done / t : 0;
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
	    sdk_getprogname(), done, rate, eta,
	    m->tty ? (final ? "\033[K\n" : "\033[K") : "\n");
}

/* Makes item it the message line msg with an exit status. */
static void
item_msg(struct item *it, int status, const char *msg)
{
	it->kind = IT_MSG;
	it->status = status;
	sdk_record_settext(&it->rec, msg, strlen(msg));
}

/*
 * Opens the next operand. Returns 1, 0 when there is none left, or -1
 * with a message in msg when it cannot be opened.
 */
static int
feed_open(struct feed *f, char *msg, size_t size)
{
	const char *name;

	if (f->i >= f->argc)
		return 0;
	name = f->argv[f->i++];
	if (f->l->parse != NULL)
		f->p = sdk_parser_open(name, f->l->parse);
	if (f->l->parse != NULL ? f->p == NULL :
	    sdk_reader_open(&f->rd, name) < 0) {
		sdk_message(msg, size, name, -1, "%s", strerror(errno));
		return -1;
	}
	f->open = 1;
	return 1;
}

/*
 * Reads the next record of the open file into r. Returns 1, 0 at its
 * end, -1 for a malformed record and -2 for a read error, with the
 * message in msg.
 */
static int
feed_read(struct feed *f, struct sdk_record *r, const char **file,
    char *msg, size_t size)
{
	int k;
	int e;

	if (f->p != NULL) {
		*file = sdk_parser_name(f->p);
		k = sdk_parser_next(f->p, r);
		e = errno;
		if (k == -1)
			sdk_message(msg, size, *file, sdk_parser_errline(f->p),
			    "%s", sdk_parser_error(f->p));
	} else {
		*file = f->rd.in.name;
		k = sdk_reader_next(&f->rd, r);
		e = errno;
		if (k == -1)
			sdk_message(msg, size, *file, f->rd.errline, "%s",
			    f->rd.err);
	}
	if (k == -2)
		sdk_message(msg, size, *file, -1, "%s", strerror(e));
	return k;
}

/* Closes the open file of the feed. */
static void
feed_close(struct feed *f)
{
	if (f->p != NULL) {
		sdk_parser_close(f->p);
		f->p = NULL;
	} else {
		if (ftello(f->rd.in.fp) > 0)
			f->donebytes += ftello(f->rd.in.fp);
		sdk_reader_close(&f->rd);
	}
	f->open = 0;
}

/*
 * With --shard K/N, tells whether the last record read (or the comments
 * after it, or before the first record) falls to this run: records K,
 * K+N, K+2N, ... counting from 1, malformed records too.
 */
static int
feed_mine(const struct feed *f)
{
	long r = f->recno > 0 ? f->recno : 1;

	return f->l->nshards == 0 || (r - 1) % f->l->nshards ==
	    f->l->shard - 1;
}

/*
 * Sets --shard K/N from s ("K/N", 1 <= K <= N). Returns 0, or warns and
 * returns -1 when s is not such a pair.
 */
int
sdk_loop_shard(struct sdk_loop *l, const char *s)
{
	char buf[64], *slash;
	long long k, n;

	if (strlen(s) >= sizeof(buf) ||
	    (slash = strchr(strcpy(buf, s), '/')) == NULL)
		goto bad;
	*slash = '\0';
	if (sdk_strtonum(buf, 1, 1000000000, &k) < 0 ||
	    sdk_strtonum(slash + 1, 1, 1000000000, &n) < 0 || k > n ||
	    buf[0] == '+' || slash[1] == '+')
		goto bad;
	l->shard = (long)k;
	l->nshards = (long)n;
	return 0;
bad:
	sdk_warnx("bad shard '%s' (K/N, 1 <= K <= N)", s);
	return -1;
}

/*
 * Reads the next item of the input: a record, a comment, a message about
 * a file or a malformed record, or the next item to make. Returns 1, or
 * 0 at the end.
 */
static int
feed_next(struct feed *f, struct item *it)
{
	char msg[SDK_MSG_MAX];
	int k;

	if (f->l->make != NULL) {
		while (f->l->nshards > 0 && f->made < f->l->count &&
		    f->made % f->l->nshards != f->l->shard - 1)
			f->made++;
		if (f->made >= f->l->count)
			return 0;
		it->kind = IT_MAKE;
		it->index = f->made++;
		it->rec.len = 0;
		return 1;
	}
	for (;;) {
		if (!f->open) {
			k = feed_open(f, msg, sizeof(msg));
			if (k == 0)
				return 0;
			if (k < 0) {
				item_msg(it, SDK_EXIT_ERR, msg);
				return 1;
			}
		}
		k = feed_read(f, &it->rec, &it->file, msg, sizeof(msg));
		if (k == 1 && it->rec.type != SDK_REC_COMMENT)
			it->rec.num = ++f->recno;
		if (k == -1)
			f->recno++;
		if ((k == 1 || k == -1) && !feed_mine(f))
			continue;
		if (k == 1 && it->rec.type == SDK_REC_GRID && it->rec.pm &&
		    !f->l->candidates) {
			/* A tool that would lose the candidates says so. */
			sdk_message(msg, sizeof(msg), it->file,
			    it->rec.lineno, "%s does not take candidate grids"
			    "%s; sdk-parse --givens-only keeps their cells of "
			    "one candidate as givens", sdk_getprogname(),
			    f->l->nocand != NULL ? f->l->nocand : "");
			item_msg(it, SDK_EXIT_ERR, msg);
			return 1;
		}
		if (k == 1 && it->rec.type == SDK_REC_GRID &&
		    !f->l->shapes && !sdk_grid_classic(&it->rec.grid)) {
			char shape[64];

			/* A tool that knows only classic grids says so. */
			sdk_grid_shape_name(&it->rec.grid, shape,
			    sizeof(shape));
			sdk_message(msg, sizeof(msg), it->file,
			    it->rec.lineno, "%s does not take %s grids%s",
			    sdk_getprogname(), shape, f->l->noshape != NULL ?
			    f->l->noshape : "");
			item_msg(it, SDK_EXIT_ERR, msg);
			return 1;
		}
		if (k == 1) {
			it->kind = it->rec.type == SDK_REC_COMMENT ?
			    IT_COMMENT : IT_REC;
			return 1;
		}
		if (k == -1) {
			item_msg(it, SDK_EXIT_ERR, msg);
			return 1;
		}
		feed_close(f);
		if (k == -2) {
			item_msg(it, SDK_EXIT_ERR, msg);
			return 1;
		}
	}
}

/* Appends record r to b as a line of the canonical stream. */
static void
putrecord(struct sdk_buf *b, const struct sdk_record *r)
{
	if (r->type == SDK_REC_GRID) {
		sdk_buf_puzzle(b, r);
		if (r->len > 0)
			sdk_buf_add(b, "\t", 1);
	}
	sdk_buf_add(b, r->text, r->len);
	sdk_buf_add(b, "\n", 1);
}

/*
 * Handles the items of batch b with the tool's functions, up to the one
 * that ends the run.
 */
static void
batch_work(struct batch *b, const struct sdk_loop *l)
{
	struct item *it;
	int i, k;

	b->out.len = b->err.len = 0;
	b->status = SDK_EXIT_OK;
	b->stop = 0;
	b->records = 0;
	memset(b->stat, 0, sizeof(b->stat));
	for (i = 0; i < b->n; i++) {
		it = &b->it[i];
		switch (it->kind) {
		case IT_MAKE:
		case IT_REC:
			b->records++;
			if (l->write != NULL)
				continue;
			if (it->kind == IT_MAKE)
				k = l->make(it->index, &b->out, &b->err,
				    b->stat, l->arg);
			else if (l->work != NULL)
				k = l->work(&it->rec, it->file, &b->out,
				    &b->err, b->stat, l->arg);
			else {
				putrecord(&b->out, &it->rec);
				k = SDK_EXIT_OK;
			}
			b->status = sdk_max(b->status, k & ~SDK_LOOP_STOP);
			if (k & SDK_LOOP_STOP) {
				b->stop = 1;
				b->n = i + 1;
				return;
			}
			break;
		case IT_COMMENT:
			if (l->nocomments || l->write != NULL)
				break;
			putrecord(&b->out, &it->rec);
			break;
		default:
			if (l->write != NULL)
				break;
			sdk_buf_add(&b->err, it->rec.text, it->rec.len);
			b->status = sdk_max(b->status, it->status);
			break;
		}
	}
}

/*
 * Hands the items of batch b to the tool's write function in order, on
 * the caller's thread; messages are written between them. Returns the
 * largest status.
 */
static int
batch_write(struct batch *b, const struct sdk_loop *l)
{
	struct item *it;
	int i, rc = SDK_EXIT_OK;

	for (i = 0; i < b->n; i++) {
		it = &b->it[i];
		if (it->kind == IT_MSG) {
			fwrite(it->rec.text, 1, it->rec.len, stderr);
			rc = sdk_max(rc, it->status);
		} else if (it->kind != IT_COMMENT || !l->nocomments)
			rc = sdk_max(rc, l->write(&it->rec, it->file, l->arg));
	}
	return rc;
}

/* Writes the output of batch b and adds up its counts. Returns status. */
static int
batch_emit(struct batch *b, struct sdk_loop *l)
{
	int k, rc = b->status;

	if (b->out.len > 0)
		sdk_out_write(b->out.s, b->out.len);
	if (b->err.len > 0) {
		if (l->work != NULL || l->make != NULL)
			sdk_out_flush();
		fwrite(b->err.s, 1, b->err.len, stderr);
	}
	if (l->write != NULL)
		rc = sdk_max(rc, batch_write(b, l));
	sdk_out_record();
	for (k = 0; k < SDK_NSTAT; k++)
		l->stat[k] += b->stat[k];
	l->records += b->records;
	return rc;
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

/*
 * Takes the next filled batch of the ring and handles it, the lock let go
 * meanwhile. Called and returns with the lock held.
 */
static void
pool_work(struct pool *p)
{
	struct batch *b = &p->slot[p->next % p->nslot];

	p->next++;
	pthread_mutex_unlock(&p->mu);
	batch_work(b, p->l);
	pthread_mutex_lock(&p->mu);
	b->state = SLOT_DONE;
}

/* A worker thread: takes filled batches in order and handles them. */
static void *
worker(void *arg)
{
	struct pool *p = arg;

	sdk_block_endsignals(NULL);
	pthread_mutex_lock(&p->mu);
	for (;;) {
		while (p->next == p->head && !p->quit)
			pthread_cond_wait(&p->work, &p->mu);
		if (p->next == p->head || p->quit > 1)
			break;
		pool_work(p);
		pthread_cond_broadcast(&p->done);
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

/*
 * Writes the finished batches at the tail of the ring, waiting for the
 * tail while the ring is full (or, with all set, until it is empty).
 * Rather than wait, the caller's thread handles a filled batch that no
 * worker has taken: with one worker fewer than jobs, the jobs keep as
 * many processors busy, and none waits on the reader while it reads.
 * After a batch that ends the run, sets p->quit to 2 and writes no more.
 * Called and returns with the lock held.
 */
static int
pool_drain(struct pool *p, struct feed *f, struct meter *m, int all)
{
	struct batch *b;
	int rc = SDK_EXIT_OK;

	while (p->tail < p->head && p->quit < 2) {
		b = &p->slot[p->tail % p->nslot];
		if (b->state != SLOT_DONE) {
			if (!all && p->head - p->tail < p->nslot)
				break;
			if (p->next < p->head) {
				pool_work(p);
				continue;
			}
			pthread_cond_wait(&p->done, &p->mu);
			continue;
		}
		pthread_mutex_unlock(&p->mu);
		rc = sdk_max(rc, batch_emit(b, p->l));
		batch_trim(b);
		if (!b->stop)
			meter_show(m, f, p->l->records, 0);
		pthread_mutex_lock(&p->mu);
		b->state = SLOT_FREE;
		p->tail++;
		if (b->stop) {
			p->quit = 2;
			pthread_cond_broadcast(&p->work);
		}
	}
	return rc;
}

/*
 * Returns 1 when standard output and standard error are one file (as
 * after 2>&1) that keeps what is written, where the order of lines and
 * messages can be seen; not for a device such as /dev/null (a terminal
 * is left to the caller).
 */
static int
outerr_same(void)
{
	struct stat a, b;

	if (fstat(STDOUT_FILENO, &a) != 0 || fstat(STDERR_FILENO, &b) != 0)
		return 1;
	return a.st_dev == b.st_dev && a.st_ino == b.st_ino &&
	    !S_ISCHR(a.st_mode);
}

/*
 * Runs the loop in the caller's thread alone, batches of batchsize items
 * (one when the tool writes each record as it comes). Returns the exit
 * status.
 */
static int
run_one(struct sdk_loop *l, struct feed *f, struct meter *m, int batchsize,
    int *stopped)
{
	struct batch b;
	int rc = SDK_EXIT_OK;

	if (l->write != NULL)
		batchsize = 1;
	batch_init(&b, batchsize);
	while (batch_fill(&b, f) > 0) {
		batch_work(&b, l);
		rc = sdk_max(rc, batch_emit(&b, l));
		batch_trim(&b);
		if (b.stop) {
			*stopped = 1;
			break;
		}
		meter_show(m, f, l->records, 0);
	}
	batch_free(&b);
	return rc;
}

/*
 * Runs the loop on nthr worker threads, batches of batchsize items.
 * Returns the exit status.
 */
static int
run_pool(struct sdk_loop *l, struct feed *f, struct meter *m, int nthr,
    int batchsize, int *stopped)
{
	struct pool p;
	pthread_t *th;
	struct batch *b;
	int rc = SDK_EXIT_OK, i, started = 0;

	memset(&p, 0, sizeof(p));
	p.l = l;
	p.nslot = 4 * nthr;
	p.slot = sdk_emalloc(sizeof(p.slot[0]) * p.nslot);
	for (i = 0; i < p.nslot; i++)
		batch_init(&p.slot[i], batchsize);
	pthread_mutex_init(&p.mu, NULL);
	pthread_cond_init(&p.work, NULL);
	pthread_cond_init(&p.done, NULL);
	th = sdk_emalloc(sizeof(th[0]) * nthr);
	for (i = 0; i < nthr - 1; i++) {
		if (pthread_create(&th[i], NULL, worker, &p) != 0) {
			if (started == 0)
				sdk_errx(SDK_EXIT_ERR, "cannot start threads");
			break;
		}
		started++;
	}
	pthread_mutex_lock(&p.mu);
	for (;;) {
		rc = sdk_max(rc, pool_drain(&p, f, m, 0));
		if (p.quit)
			break;
		b = &p.slot[p.head % p.nslot];
		pthread_mutex_unlock(&p.mu);
		i = batch_fill(b, f);
		pthread_mutex_lock(&p.mu);
		if (i == 0)
			break;
		b->state = SLOT_FILLED;
		p.head++;
		pthread_cond_signal(&p.work);
	}
	rc = sdk_max(rc, pool_drain(&p, f, m, 1));
	*stopped = p.quit == 2;
	if (!p.quit)
		p.quit = 1;
	pthread_cond_broadcast(&p.work);
	pthread_mutex_unlock(&p.mu);
	for (i = 0; i < started; i++)
		pthread_join(th[i], NULL);
	for (i = 0; i < p.nslot; i++)
		batch_free(&p.slot[i]);
	free(p.slot);
	free(th);
	pthread_mutex_destroy(&p.mu);
	pthread_cond_destroy(&p.work);
	pthread_cond_destroy(&p.done);
	return rc;
}

/*
 * Runs the record loop l over the files in argv (none: standard input),
 * or over l->count items to make. Returns the largest exit status seen.
 */
int
sdk_loop_run(struct sdk_loop *l, int argc, char *argv[])
{
	static char *none[] = { "-" };
	struct feed f;
	struct meter m;
	struct stat sb;
	struct timespec now;
	int rc, i, nthr, batchsize, stopped = 0;

	memset(&f, 0, sizeof(f));
	f.l = l;
	if (argc == 0) {
		argc = 1;
		argv = none;
	}
	f.argc = argc;
	f.argv = argv;
	for (i = 0; i < argc && f.total >= 0 && l->make == NULL; i++) {
		int ok = strcmp(argv[i], "-") == 0 ?
		    fstat(STDIN_FILENO, &sb) : stat(argv[i], &sb);

		if (ok == 0 && S_ISREG(sb.st_mode))
			f.total += sb.st_size;
		else
			f.total = -1;
	}
	memset(&m, 0, sizeof(m));
	m.on = l->progress;
	m.tty = isatty(STDERR_FILENO);
	clock_gettime(CLOCK_MONOTONIC, &m.start);
	m.last = m.start;
	nthr = l->jobs;
	if (nthr <= 0) {
		long k = sysconf(_SC_NPROCESSORS_ONLN);

		nthr = k > 0 ? (int)k : 1;
	}
	if (l->make != NULL) {
		/*
		 * Each item is a puzzle to make. Batches of up to 16, so that
		 * the threads do not wait on each other after every puzzle,
		 * but at least 16 batches a thread, so that a slow puzzle
		 * near the end does not leave one thread alone with a batch.
		 */
		if (nthr > l->count)
			nthr = l->count > 0 ? (int)l->count : 1;
		batchsize = (int)(l->count / (16L * nthr));
		if (batchsize > 16)
			batchsize = 16;
		if (batchsize < 1 || l->unbuffered || outerr_same())
			batchsize = 1;
	} else
		batchsize = l->unbuffered || isatty(STDOUT_FILENO) ||
		    outerr_same() ? 1 : BATCH_ITEMS;
	if (nthr == 1 || l->write != NULL)
		rc = run_one(l, &f, &m, batchsize, &stopped);
	else
		rc = run_pool(l, &f, &m, nthr, batchsize, &stopped);
	if (f.open)
		feed_close(&f);
	if (!stopped)
		meter_show(&m, &f, l->make != NULL ? loop_total(l) : l->records,
		    1);
	clock_gettime(CLOCK_MONOTONIC, &now);
	l->seconds = elapsed(&m.start, &now);
	return rc;
}
