/* util.c: the ground floor: messages, numbers, memory and standard output. */
#include <errno.h>
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
 * The one message formatter of the toolkit: writes the line "prog: text"
 * into buf, with "file: " before the text when file is not NULL and
 * "file:line: " when line is not negative too, ended by a newline. A message
 * longer than size is cut, keeping its newline.
 */
void
sdk_vmessage(char *buf, size_t size, const char *file, long line,
    const char *fmt, va_list ap)
{
	size_t len;
	int k;

	if (size < 2) {
		if (size == 1)
			buf[0] = '\0';
		return;
	}
	if (file == NULL)
		k = snprintf(buf, size, "%s: ", progname);
	else if (line >= 0)
		k = snprintf(buf, size, "%s: %s:%ld: ", progname, file, line);
	else
		k = snprintf(buf, size, "%s: %s: ", progname, file);
	len = k < 0 ? 0 : (size_t)k < size ? (size_t)k : size - 1;
	k = vsnprintf(buf + len, size - len, fmt, ap);
	len += k < 0 ? 0 : (size_t)k < size - len ? (size_t)k : size - len - 1;
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
