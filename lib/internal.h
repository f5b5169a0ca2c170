/*
 * internal.h: what the files of libsdk share and the tools must not see.
 * It is never installed; bin/ includes sdk.h alone. Sections follow the
 * floors of the library (see README.md, "Architecture").
 */
#ifndef SDK_INTERNAL_H
#define SDK_INTERNAL_H

#include <stdarg.h>
#include <stdint.h>

#include "sdk.h"

/* util.c: the one message formatter. */

#define SDK_MSG_MAX 4096	/* longest message line, newline included */

void sdk_vmessage(char *buf, size_t size, const char *file, long line,
    const char *fmt, va_list ap);
void sdk_message(char *buf, size_t size, const char *file, long line,
    const char *fmt, ...) SDK_PRINTF(5, 6);


/* solve*.c: the exact solvers (shared between the engine files). */

/* How a search picks the cell to branch on, and when it stops. */
enum {
	PICK_FAST,		/* fewest candidates */
	PICK_FIRST		/* first empty cell in reading order */
};

/* What every search shares: limits, counts and the solution sink. */
struct hunt {
	int pick;
	long limit;		/* stop at this many solutions; 0: none */
	long count;
	long guesses;
	int stop;
	long budget;		/* stop after this many guesses; 0: none */
	struct sdk_grid *first;	/* the first solution, when not NULL */
	int (*found)(const struct sdk_grid *sol, void *arg);
	void *arg;
	struct sdk_grid work;	/* a solution being reported */
};

/* Returns the index of the lowest set bit of x (x != 0). */
static inline int
sdk_lowbit(uint32_t x)
{
#ifdef __GNUC__
	return __builtin_ctz(x);
#else
	int k = 0;

	while (!(x & 1)) {
		x >>= 1;
		k++;
	}
	return k;
#endif
}

void sdk_hunt_found(struct hunt *h, const struct sdk_grid *sol);
void sdk_band_run(const struct sdk_grid *g, struct hunt *h);
void sdk_cell_run(const struct sdk_grid *g, struct hunt *h);
void sdk_tactics_run(const struct sdk_grid *g, struct hunt *h,
    void (*trace)(const char *line, void *arg), void *tracearg);
void sdk_simple_run(const struct sdk_grid *g, struct hunt *h);


/* human*.c: the technique engine (shared between the family files). */


/* parse*.c: the readers (shared between the reader files). */


#endif /* SDK_INTERNAL_H */
