/*
 * human-test.c: the test driver of the technique engine (lib/human.c),
 * built and run by tests/human.bats.
 *
 *	human-test [-u] step PUZZLE	the next step of PUZZLE
 *	human-test [-u] explain PUZZLE	every step, then the grid
 *	human-test check FILE [COUNT]	apply every step of the first COUNT
 *					puzzles of FILE, checked
 *	human-test rate FILE [COUNT]	rating and level of each puzzle
 *	human-test find FILE [COUNT]	the first step of each technique met
 *
 * PUZZLE is a grid of the canonical stream, or a candidate line of n*n*n
 * characters: character n*i+v-1 is v when v is a candidate of cell i, and
 * a cell with one candidate holds that value. -u: the puzzle has one
 * solution (uniqueness techniques apply). check and rate find out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sdk.h"

static int uflag;

/* Prints the usage and exits 2. */
static void
usage(void)
{
	fprintf(stderr, "usage: human-test [-u] step|explain PUZZLE\n"
	    "       human-test check|rate|find FILE [COUNT]\n");
	exit(2);
}

/* Reads PUZZLE into h. Returns 0, or -1 when it is not one. */
static int
readpuzzle(const char *s, struct sdk_human *h)
{
	struct sdk_grid g;
	char err[128];
	size_t len = strlen(s);
	int n, i, v, k;
	uint16_t cand[SDK_MAXCELLS];

	if (sdk_size_from_cells(len) != 0) {
		if (sdk_grid_parse(&g, s, len, err, sizeof(err)) < 0) {
			fprintf(stderr, "human-test: %s\n", err);
			return -1;
		}
		return sdk_human_init(h, &g);
	}
	for (n = 4; n <= 16; n++)
		if ((size_t)n * n * n == len && sdk_size_ok(n))
			break;
	if (n > 16)
		return -1;
	sdk_grid_init(&g, n);
	for (i = 0; i < n * n; i++) {
		cand[i] = 0;
		for (v = 1; v <= n; v++) {
			k = sdk_char_value((unsigned char)s[n * i + v - 1]);
			if (k == v)
				cand[i] |= 1u << (v - 1);
		}
		if (sdk_popcount(cand[i]) == 1)
			for (v = 1; v <= n; v++)
				if (cand[i] == 1u << (v - 1))
					g.cell[i] = v;
	}
	if (sdk_human_init(h, &g) < 0)
		return -1;
	for (i = 0; i < n * n; i++)
		if (!h->cell[i])
			h->cand[i] &= cand[i];
	return 0;
}

/* Prints the candidate line of h (the PUZZLE form). */
static void
printcand(FILE *fp, const struct sdk_human *h)
{
	int i, v;
	unsigned m;

	for (i = 0; i < h->ncells; i++) {
		m = h->cell[i] ? 1u << (h->cell[i] - 1) : h->cand[i];
		for (v = 1; v <= h->n; v++)
			putc(m & 1u << (v - 1) ? sdk_value_char(v) : '.', fp);
	}
	putc('\n', fp);
}

/* Prints step st as a line, with prefix. */
static void
printstep(const char *prefix, const struct sdk_step *st)
{
	static char buf[8192];

	sdk_step_format(st, buf, sizeof(buf));
	printf("%s%s\n", prefix, buf);
}

/* step and explain: the next step, or all of them, of PUZZLE. */
static int
steps(const char *s, int all)
{
	struct sdk_human h;
	struct sdk_step st;
	struct sdk_grid g;
	char pre[32], buf[SDK_MAXCELLS + 1];
	int rc, k = 0, i;

	if (readpuzzle(s, &h) < 0) {
		fprintf(stderr, "human-test: bad puzzle\n");
		return 2;
	}
	h.flags = uflag ? SDK_HUMAN_UNIQUE : 0;
	while ((rc = sdk_human_step(&h, &st)) > 0) {
		snprintf(pre, sizeof(pre), "%d. ", ++k);
		printstep(all ? pre : "", &st);
		if (!all)
			return 0;
		sdk_human_apply(&h, &st);
	}
	if (rc < 0) {
		printf("stuck\n");
		return 1;
	}
	if (!all) {
		printf("solved\n");
		return 0;
	}
	sdk_grid_init(&g, h.n);
	for (i = 0; i < h.ncells; i++)
		g.cell[i] = h.cell[i];
	sdk_grid_format(&g, buf, 0);
	printf("%s\n", buf);
	return 0;
}

/* Opens FILE of puzzles, one grid a line. */
static FILE *
openlist(const char *path)
{
	FILE *fp = fopen(path, "r");

	if (fp == NULL) {
		perror(path);
		exit(2);
	}
	return fp;
}

/* Reads the next grid of fp into g. Returns 1, or 0 at the end. */
static int
nextgrid(FILE *fp, struct sdk_grid *g, char *line, size_t size)
{
	char err[128];
	size_t len;

	while (fgets(line, size, fp) != NULL) {
		len = strcspn(line, "\t\r\n");
		line[len] = '\0';
		if (len == 0 || line[0] == '#')
			continue;
		if (sdk_grid_parse(g, line, len, err, sizeof(err)) == 0)
			return 1;
		fprintf(stderr, "human-test: %s\n", err);
	}
	return 0;
}

/*
 * check: rates the puzzles under SDK_HUMAN_CHECK, with the uniqueness
 * techniques on the puzzles of one solution. Prints a summary; returns 1
 * at the first wrong step or stuck puzzle.
 */
static int
check(const char *path, long count)
{
	FILE *fp = openlist(path);
	struct sdk_grid g, sol;
	struct sdk_rating r;
	static char line[8192];
	long k = 0, steps = 0, nsol, unique = 0;
	long tech[SDK_TECH_COUNT];
	int rc, t;

	memset(tech, 0, sizeof(tech));
	while ((count <= 0 || k < count) && nextgrid(fp, &g, line,
	    sizeof(line))) {
		k++;
		nsol = sdk_solve_count(&g, 2, &sol, NULL);
		if (nsol < 1) {
			printf("%s: no solution\n", line);
			return 1;
		}
		unique += nsol == 1;
		rc = sdk_rate(&g, &sol, SDK_HUMAN_CHECK |
		    (nsol == 1 ? SDK_HUMAN_UNIQUE : 0), &r);
		if (rc < 0) {
			printf("%s: %s\n", line, rc == -1 ? "stuck" :
			    "wrong step");
			printstep("", &r.bad);
			return 1;
		}
		steps += r.steps;
		for (t = 0; t < SDK_TECH_COUNT; t++)
			tech[t] += r.count[t];
	}
	fclose(fp);
	printf("%ld puzzles solved (%ld unique), %ld steps checked\n", k,
	    unique, steps);
	for (t = 0; t < SDK_TECH_COUNT; t++)
		if (tech[t])
			fprintf(stderr, "%s %ld\n", sdk_tech_key(t), tech[t]);
	return 0;
}

/* rate: "rating level hardest" per puzzle; the time per puzzle on stderr. */
static int
rate(const char *path, long count)
{
	FILE *fp = openlist(path);
	struct sdk_grid g;
	struct sdk_rating r;
	static char line[8192];
	long k = 0;
	int rc;
	clock_t t0, t1;
	double ms;

	t0 = clock();
	while ((count <= 0 || k < count) && nextgrid(fp, &g, line,
	    sizeof(line))) {
		k++;
		rc = sdk_rate(&g, NULL, SDK_HUMAN_UNIQUE, &r);
		if (rc < 0) {
			printf("%s error\n", line);
			continue;
		}
		printf("%d.%d %s %s\n", r.rating / 10, r.rating % 10,
		    sdk_level_name(r.level), sdk_tech_key(r.hardest));
	}
	t1 = clock();
	fclose(fp);
	ms = (double)(t1 - t0) * 1e3 / CLOCKS_PER_SEC;
	fprintf(stderr, "%ld puzzles, %.3f ms of CPU per puzzle\n", k,
	    k ? ms / k : 0.0);
	return 0;
}

/* Prints the values of h as a grid of the canonical stream. */
static void
printgrid(FILE *fp, const struct sdk_human *h)
{
	struct sdk_grid g;
	char buf[SDK_MAXCELLS + 1];

	sdk_grid_init(&g, h->n);
	memcpy(g.cell, h->cell, h->ncells);
	sdk_grid_format(&g, buf, 0);
	fprintf(fp, "%s\n", buf);
}

/* Returns 1 when the values of h alone give step st as the next step. */
static int
plain(const struct sdk_human *h, const struct sdk_step *st)
{
	struct sdk_grid g;
	struct sdk_human h2;
	struct sdk_step st2;
	static char b1[8192], b2[8192];

	sdk_grid_init(&g, h->n);
	memcpy(g.cell, h->cell, h->ncells);
	if (sdk_human_init(&h2, &g) < 0)
		return 0;
	h2.flags = h->flags & SDK_HUMAN_UNIQUE;
	if (sdk_human_step(&h2, &st2) != 1)
		return 0;
	sdk_step_format(st, b1, sizeof(b1));
	sdk_step_format(&st2, b2, sizeof(b2));
	return strcmp(b1, b2) == 0;
}

/*
 * find: for each technique, the first time it is the next step on the
 * puzzles of FILE: "KEY cand", the candidate line before it and the step
 * line; then, if it comes, the first time the values alone give the same
 * step: "KEY grid", the grid and the step line.
 */
static int
find(const char *path, long count)
{
	FILE *fp = openlist(path);
	struct sdk_grid g, sol;
	struct sdk_human h;
	struct sdk_step st;
	static char line[8192];
	int seen[SDK_TECH_COUNT], rc;
	long k = 0, nsol;

	memset(seen, 0, sizeof(seen));
	while ((count <= 0 || k < count) && nextgrid(fp, &g, line,
	    sizeof(line))) {
		k++;
		nsol = sdk_solve_count(&g, 2, &sol, NULL);
		if (nsol < 1 || sdk_human_init(&h, &g) < 0)
			continue;
		sdk_human_solution(&h, &sol);
		h.flags = SDK_HUMAN_CHECK | (nsol == 1 ? SDK_HUMAN_UNIQUE : 0);
		while ((rc = sdk_human_step(&h, &st)) > 0) {
			if (seen[st.tech] < 2 && plain(&h, &st)) {
				seen[st.tech] = 2;
				printf("%s grid\n", sdk_tech_key(st.tech));
				printgrid(stdout, &h);
				printstep("", &st);
			} else if (!seen[st.tech]) {
				seen[st.tech] = 1;
				printf("%s cand\n", sdk_tech_key(st.tech));
				printcand(stdout, &h);
				printstep("", &st);
			}
			sdk_human_apply(&h, &st);
		}
		if (rc < 0)
			printf("error %d %s\n", rc, line);
	}
	fclose(fp);
	return 0;
}

int
main(int argc, char *argv[])
{
	long count = 0;

	if (argc > 1 && strcmp(argv[1], "-u") == 0) {
		uflag = 1;
		argc--;
		argv++;
	}
	if (argc < 3)
		usage();
	if (argc > 3)
		count = atol(argv[3]);
	sdk_geom(4);
	sdk_geom(9);
	sdk_geom(16);
	if (strcmp(argv[1], "step") == 0)
		return steps(argv[2], 0);
	if (strcmp(argv[1], "explain") == 0)
		return steps(argv[2], 1);
	if (strcmp(argv[1], "check") == 0)
		return check(argv[2], count);
	if (strcmp(argv[1], "rate") == 0)
		return rate(argv[2], count);
	if (strcmp(argv[1], "find") == 0)
		return find(argv[2], count);
	usage();
	return 2;
}
