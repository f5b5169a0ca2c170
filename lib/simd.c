/*
 * simd.c: whether the engines may take their AVX-512 forms (solve-eight.c,
 * solve-twelve.c): the processor has the instructions they use and
 * SDK_SIMD is not 0 in the environment (sdk(7)). Valgrind hides AVX-512,
 * so under it they keep their portable forms.
 */
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/*
 * Returns 1 when the processor has AVX-512 F, DQ, BW and VL (with bitalg
 * set, BITALG too: the counts of the bits of 16-bit lanes) and SDK_SIMD
 * is not 0, else 0; always 0 but on x86-64 with GCC or Clang.
 */
int
sdk_simd_x512(int bitalg)
{
#if defined(__GNUC__) && defined(__x86_64__)
	const char *e = getenv("SDK_SIMD");

	if (e != NULL && strcmp(e, "0") == 0)
		return 0;
	return __builtin_cpu_supports("avx512f") &&
	    __builtin_cpu_supports("avx512dq") &&
	    __builtin_cpu_supports("avx512bw") &&
	    __builtin_cpu_supports("avx512vl") &&
	    (!bitalg || __builtin_cpu_supports("avx512bitalg"));
#else
	(void)bitalg;
	return 0;
#endif
}
