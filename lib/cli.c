/* cli.c: messages, numbers, output and the record loop of the tools. */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sdk.h"

static const char *progname = "sdk";
static int outflush;

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

/* Prints "prog: message: strerror(errno)" on stderr. */
void
sdk_warn(const char *fmt, ...)
{
	va_list ap;
	int e = errno;

	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, ": %s\n", strerror(e));
}

/* Prints "prog: message" on stderr. */
void
sdk_warnx(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	putc('\n', stderr);
}

/* Prints "prog: file:line: message" on stderr. */
void
sdk_warnx_at(const char *file, long line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: %s:%ld: ", progname, file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	putc('\n', stderr);
}

/* Prints "prog: message" on stderr and exits with status. */
void
sdk_errx(int status, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	putc('\n', stderr);
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
		fflush(stdout);
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
