/* util.c: the ground floor: messages, numbers, memory and standard output. */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sdk.h"
#include "internal.h"

static const char *progname = "sdk";
static int outflush;

/*
 * The records that sdk_out_write holds for standard output, written
 * whole by outdrain: a run that a signal ends leaves no cut record.
 */
#define OUTBUF	65536
static char outbuf[OUTBUF];
static size_t outlen;
/* The stream of sdk_out_stream, its text and the length of its text. */
static FILE *recfp;
static char *rectext;
static size_t reclen;

/* Sets the name that prefixes every message. */
void
sdk_setprogname(const char *name)
{
	progname = name;
}

/* Returns the name that prefixes every message. */
const char *
sdk_getprogname(void)
{
	return progname;
}

/*
 * Appends the string t to the len characters of buf (size bytes), as far
 * as it fits with a terminating NUL. Returns the new length.
 */
static size_t
putstr(char *buf, size_t size, size_t len, const char *t)
{
	while (*t != '\0' && len + 1 < size)
		buf[len++] = *t++;
	buf[len] = '\0';
	return len;
}

/*
 * The one message formatter of the toolkit: writes the line "prog: text"
 * into buf, with "file: " before the text when file is not NULL and
 * "file:line: " when line is not negative too, ended by a newline. A message
 * longer than size is cut, keeping its newline. The prefix, and a text
 * with no conversion, are copied without printf: sdk-solve's note of
 * "multiple solutions" on every puzzle of serg_benchmark took 3 to 5% of
 * its time that way.
 */
void
sdk_vmessage(char *buf, size_t size, const char *file, long line,
    const char *fmt, va_list ap)
{
	char num[24], *q;
	unsigned long u;
	size_t len;
	int k;

	if (size < 2) {
		if (size == 1)
			buf[0] = '\0';
		return;
	}
	len = putstr(buf, size, 0, progname);
	len = putstr(buf, size, len, ": ");
	if (file != NULL) {
		len = putstr(buf, size, len, file);
		if (line >= 0) {
			q = num + sizeof(num);
			*--q = '\0';
			*--q = ' ';
			*--q = ':';
			u = (unsigned long)line;
			do
				*--q = (char)('0' + u % 10);
			while ((u /= 10) != 0);
			*--q = ':';
			len = putstr(buf, size, len, q);
		} else
			len = putstr(buf, size, len, ": ");
	}
	if (strchr(fmt, '%') == NULL)
		len = putstr(buf, size, len, fmt);
	else {
		k = vsnprintf(buf + len, size - len, fmt, ap);
		len += k < 0 ? 0 : (size_t)k < size - len ? (size_t)k :
		    size - len - 1;
	}
	if (len > size - 2)
		len = size - 2;
	buf[len++] = '\n';
	buf[len] = '\0';
}

/* sdk_vmessage with the arguments given in place. */
void
sdk_message(char *buf, size_t size, const char *file, long line,
    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	sdk_vmessage(buf, size, file, line, fmt, ap);
	va_end(ap);
}

/* Writes a message made by sdk_vmessage on stderr. */
static void
vwarn(const char *file, long line, const char *fmt, va_list ap)
{
	char msg[SDK_MSG_MAX];

	sdk_vmessage(msg, sizeof(msg), file, line, fmt, ap);
	fputs(msg, stderr);
}

/* Prints "prog: message: strerror(errno)" on stderr. */
void
sdk_warn(const char *fmt, ...)
{
	char text[SDK_MSG_MAX];
	va_list ap;
	int e = errno;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	sdk_warnx("%s: %s", text, strerror(e));
}

/* Prints "prog: message" on stderr. */
void
sdk_warnx(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(NULL, 0, fmt, ap);
	va_end(ap);
}

/* Prints "prog: file:line: message" on stderr. */
void
sdk_warnx_at(const char *file, long line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(file, line, fmt, ap);
	va_end(ap);
}

/* Prints "prog: message" on stderr and exits with status. */
void
sdk_errx(int status, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarn(NULL, 0, fmt, ap);
	va_end(ap);
	exit(status);
}

/* malloc that reports and exits 2 when memory runs out (sbase emalloc). */
void *
sdk_emalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (p == NULL)
		sdk_errx(SDK_EXIT_ERR, "out of memory");
	return p;
}

/* realloc that reports and exits 2 when memory runs out. */
void *
sdk_erealloc(void *p, size_t size)
{
	p = realloc(p, size ? size : 1);
	if (p == NULL)
		sdk_errx(SDK_EXIT_ERR, "out of memory");
	return p;
}

/*
 * Reads the decimal integer s, an optional sign and digits only (no
 * blanks), which must lie in [min, max]. Returns 0 and sets val, or -1
 * when s is not such a number or does not fit a long long.
 */
int
sdk_strtonum(const char *s, long long min, long long max, long long *val)
{
	const char *d;
	char *end;
	long long v;

	if (s == NULL)
		return -1;
	d = s + (*s == '-' || *s == '+');
	if (*d < '0' || *d > '9')
		return -1;
	errno = 0;
	v = strtoll(s, &end, 10);
	if (errno != 0 || *end != '\0' || v < min || v > max)
		return -1;
	*val = v;
	return 0;
}

/* Prints "prog VERSION" on stdout and exits 0. */
void
sdk_version(void)
{
	printf("%s %s\n", progname, SDK_VERSION);
	exit(sdk_out_close());
}

/*
 * Sets up standard output: a record is flushed as soon as it is written
 * when unbuffered is set or stdout is a terminal.
 */
void
sdk_out_init(int unbuffered)
{
	outflush = unbuffered || isatty(STDOUT_FILENO);
}

static void outfail(void);

/*
 * Blocks in the calling thread the signals that end a run (SIGINT,
 * SIGTERM, SIGHUP, SIGQUIT); old, when not NULL, gets the mask before.
 */
void
sdk_block_endsignals(sigset_t *old)
{
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGHUP);
	sigaddset(&set, SIGQUIT);
	pthread_sigmask(SIG_BLOCK, &set, old);
}

/*
 * Writes the len bytes of s, whole records, to standard output with
 * write(2), the signals that end a run blocked meanwhile: one that comes
 * is taken after the last byte, so that a file never ends inside a
 * record. Ends the program on a write error, as outfail does.
 */
static void
outraw(const char *s, size_t len)
{
	sigset_t old;
	ssize_t k;
	int e = 0;

	sdk_block_endsignals(&old);
	while (len > 0) {
		if ((k = write(STDOUT_FILENO, s, len)) < 0) {
			if (errno == EINTR)
				continue;
			e = errno;
			break;
		}
		s += k;
		len -= (size_t)k;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (e != 0) {
		errno = e;
		outfail();
	}
}

/*
 * Writes what stdio and sdk_out_write hold for standard output, in that
 * order (stdio holds at most a line written before the records, such as
 * sdk-gen's seed).
 */
static void
outdrain(void)
{
	if (fflush(stdout) != 0 || ferror(stdout))
		outfail();
	if (outlen > 0)
		outraw(outbuf, outlen);
	outlen = 0;
}

/*
 * Queues the len bytes of s, one or more whole records, for standard
 * output. They are written when the queue is full, at sdk_out_record
 * when output is unbuffered, and at sdk_out_flush and sdk_out_close;
 * always whole, so that a run killed while it writes to a file leaves no
 * cut record. Ends the program on a write error.
 */
void
sdk_out_write(const char *s, size_t len)
{
	if (outlen > 0 && outlen + len > OUTBUF)
		outdrain();
	if (len >= OUTBUF) {
		outdrain();
		outraw(s, len);
		return;
	}
	memcpy(outbuf + outlen, s, len);
	outlen += len;
}

/*
 * Returns a stream in memory to write one record (or more) in a style of
 * its own; sdk_out_commit queues what was written there for standard
 * output, whole. Ends the program when the stream cannot be made.
 */
FILE *
sdk_out_stream(void)
{
	if (recfp == NULL && (recfp = open_memstream(&rectext,
	    &reclen)) == NULL)
		sdk_errx(SDK_EXIT_ERR, "out of memory");
	return recfp;
}

/*
 * Queues what was written to the stream of sdk_out_stream since the last
 * call for standard output (sdk_out_write), and empties the stream.
 */
void
sdk_out_commit(void)
{
	if (recfp == NULL)
		return;
	if (fflush(recfp) != 0 || ferror(recfp))
		sdk_errx(SDK_EXIT_ERR, "out of memory");
	if (reclen > 0)
		sdk_out_write(rectext, reclen);
	rewind(recfp);
}

/* Writes every record queued for standard output. */
void
sdk_out_flush(void)
{
	outdrain();
}

static void
outfail(void)
{
	if (errno == EPIPE) {
		/* A reader went away: end quietly, as SIGPIPE would. */
		signal(SIGPIPE, SIG_DFL);
		raise(SIGPIPE);
		_exit(SDK_EXIT_ERR);
	}
	sdk_errx(SDK_EXIT_ERR, "write error: %s", strerror(errno));
}

/*
 * Called after each record written to stdout: flushes it when output is
 * unbuffered, and ends the program on a write error (quietly for a broken
 * pipe, with a message and status 2 otherwise).
 */
void
sdk_out_record(void)
{
	if (outflush)
		outdrain();
	if (ferror(stdout))
		outfail();
}

/*
 * Flushes and closes stdout at the end. Returns 0, or 2 after a message
 * when the output could not be written.
 */
int
sdk_out_close(void)
{
	if (recfp != NULL) {
		sdk_out_commit();
		fclose(recfp);
		free(rectext);
		recfp = NULL;
	}
	if (outlen > 0)
		outdrain();
	if (fflush(stdout) != 0 || ferror(stdout)) {
		if (errno == EPIPE)
			outfail();
		sdk_warnx("write error: %s", strerror(errno));
		return SDK_EXIT_ERR;
	}
	if (fclose(stdout) != 0) {
		sdk_warnx("write error: %s", strerror(errno));
		return SDK_EXIT_ERR;
	}
	return SDK_EXIT_OK;
}

/* Returns the larger of two exit statuses. */
int
sdk_max(int a, int b)
{
	return a > b ? a : b;
}
