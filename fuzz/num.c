/*
 * num.c: libFuzzer target for the numeric arguments of the options:
 * sdk_strtonum over the ranges the tools ask of it (sizes, seeds, counts,
 * jobs, clues, limits, the cells of sdk-play), and the name lookups of
 * the options. The input is the argument, up to its first NUL. A number
 * taken must be [+-]digits in range, and one such must be taken.
 */
#include <limits.h>

#include "common.h"

static const struct {
	long long min, max;
} ranges[] = {
	{ 4, 16 },			/* -z size */
	{ 1, 50 },			/* sdk-fmt -n */
	{ 0, 1024 },			/* -j jobs */
	{ 0, 1000000000000LL },		/* sdk-gen -c, sdk-solve -j */
	{ 1, 1000000000000LL },		/* sdk-solve -n limit */
	{ 0, INT64_MAX },		/* sdk-gen -s seed */
	{ 1, 1000000000LL },		/* sdk-gen -t tries */
	{ INT_MIN, UINT_MAX },		/* sdk-play seed */
	{ 0, 80 },			/* sdk-play cells to fill */
	{ 0, 255 },
	{ LLONG_MIN, LLONG_MAX },
};

/*
 * What the value of s should be: 1 and *v when s is [+-]digits that fit
 * a long long, else 0 (computed without strtoll).
 */
static int
expect(const char *s, long long *v)
{
	int neg = *s == '-';
	unsigned long long x = 0, lim;

	if (*s == '-' || *s == '+')
		s++;
	if (*s == '\0')
		return 0;
	lim = neg ? (unsigned long long)LLONG_MAX + 1 : LLONG_MAX;
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			return 0;
		if (x > (lim - (unsigned)(*s - '0')) / 10)
			return 0;
		x = 10 * x + (unsigned)(*s - '0');
	}
	*v = neg ? (x == (unsigned long long)LLONG_MAX + 1 ? LLONG_MIN :
	    -(long long)x) : (long long)x;
	return 1;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);
	long long v, want;
	size_t i;
	int ok, got;

	if (s == NULL)
		return 0;
	memcpy(s, data, size);
	s[size] = '\0';
	ok = expect(s, &want);
	for (i = 0; i < sizeof(ranges) / sizeof(ranges[0]); i++) {
		v = 12345;
		got = sdk_strtonum(s, ranges[i].min, ranges[i].max, &v) == 0;
		if (got)
			FUZZ_CHECK(v >= ranges[i].min && v <= ranges[i].max);
		else
			FUZZ_CHECK(v == 12345);
		FUZZ_CHECK(got == (ok && want >= ranges[i].min &&
		    want <= ranges[i].max));
		if (got)
			FUZZ_CHECK(v == want);
	}
	if (sdk_strtonum(s, 0, 64, &v) == 0)
		(void)sdk_size_ok((int)v);
	(void)sdk_format_lookup(s);
	(void)sdk_style_lookup(s);
	(void)sdk_sym_lookup(s);
	(void)sdk_level_lookup(s);
	(void)sdk_solve_method(s);
	free(s);
	return 0;
}
