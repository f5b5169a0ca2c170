/*
 * internal.h: what the files of libsdk share and the tools must not see.
 * It is never installed; bin/ includes sdk.h alone. Sections follow the
 * floors of the library (see README.md, "Architecture").
 */
#ifndef SDK_INTERNAL_H
#define SDK_INTERNAL_H

#include <stdarg.h>

#include "sdk.h"

/* util.c: the one message formatter. */

#define SDK_MSG_MAX 4096	/* longest message line, newline included */

void sdk_vmessage(char *buf, size_t size, const char *file, long line,
    const char *fmt, va_list ap);
void sdk_message(char *buf, size_t size, const char *file, long line,
    const char *fmt, ...) SDK_PRINTF(5, 6);


/* solve*.c: the exact solvers (shared between the engine files). */


/* human*.c: the technique engine (shared between the family files). */


/* parse*.c: the readers (shared between the reader files). */


#endif /* SDK_INTERNAL_H */
