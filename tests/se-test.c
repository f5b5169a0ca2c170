/*
 * se-test.c: the test driver of Sudoku Explainer's rater (lib/se*.c).
 * Reads puzzles, one a line (the first field, 81, 16 or 256 characters)
 * and prints each with ER, EP, ED and its path as serate's trace does:
 *
 *	puzzle TAB ER TAB EP TAB ED TAB name rating [xN]; ...
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "sdk.h"

struct path {
	char *buf;
	size_t size, len;
	char last[SDK_STEP_TEXTMAX + 32];
	int count;
};

static void
flush(struct path *p)
{
	if (p->count == 0)
		return;
	p->len += (size_t)snprintf(p->buf + p->len, p->size - p->len,
	    "%s%s", p->len ? "; " : "", p->last);
	if (p->count > 1)
		p->len += (size_t)snprintf(p->buf + p->len, p->size - p->len,
		    " x%d", p->count);
	p->count = 0;
}

static void
each(const struct sdk_step *st, long k, void *arg)
{
	struct path *p = arg;
	char item[SDK_STEP_TEXTMAX + 32];

	(void)k;
	snprintf(item, sizeof item, "%s %d.%d", st->text, st->rating / 10,
	    st->rating % 10);
	if (p->count && strcmp(item, p->last) == 0) {
		p->count++;
		return;
	}
	flush(p);
	if (p->len + 2 * sizeof item > p->size)
		return;
	strcpy(p->last, item);
	p->count = 1;
}

/* CPU seconds used so far. */
static double
cpu(void)
{
	struct timespec t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/*
 * With -t, each line ends with the CPU seconds the rating took (TAB
 * before it).
 */
int
main(int argc, char *argv[])
{
	int tflag = argc > 1 && strcmp(argv[1], "-t") == 0;
	double t0;
	static char line[4096], buf[1 << 20];
	struct sdk_grid g;
	struct sdk_serating r;
	struct path p;
	char err[128];

	while (fgets(line, sizeof line, stdin)) {
		size_t len = strcspn(line, "\t \r\n");

		line[len] = '\0';
		if (sdk_grid_parse(&g, line, len, err, sizeof err) < 0) {
			printf("%s\terror: %s\n", line, err);
			continue;
		}
		p.buf = buf;
		p.size = sizeof buf;
		p.len = 0;
		p.count = 0;
		buf[0] = '\0';
		t0 = cpu();
		sdk_se_rate(&g, &r, each, &p);
		flush(&p);
		printf("%s\t%d.%d\t%d.%d\t%d.%d\t%s", line, r.er / 10,
		    r.er % 10, r.ep / 10, r.ep % 10, r.ed / 10, r.ed % 10, buf);
		if (tflag)
			printf("\t%.3f", cpu() - t0);
		putchar('\n');
		fflush(stdout);
	}
	return 0;
}
