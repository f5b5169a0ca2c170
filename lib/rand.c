/*
 * rand.c: the toolkit's own random numbers, the same on every platform:
 * xoshiro256** seeded through splitmix64.
 */
#include <stdint.h>

#include "sdk.h"

static uint64_t
splitmix(uint64_t *x)
{
	uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

/* Seeds r from seed. */
void
sdk_rng_seed(struct sdk_rng *r, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		r->s[i] = splitmix(&seed);
}

/*
 * Seeds r for stream number stream of seed: puzzle i of a run is made from
 * (seed, i) alone, whatever thread makes it.
 */
void
sdk_rng_seed2(struct sdk_rng *r, uint64_t seed, uint64_t stream)
{
	uint64_t x = seed;

	x = splitmix(&x) ^ (stream * 0xD1B54A32D192ED03ULL);
	sdk_rng_seed(r, x);
}

/* Returns the next 64 random bits. */
uint64_t
sdk_rng_next(struct sdk_rng *r)
{
	uint64_t *s = r->s, res = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return res;
}

/* Returns a number in [0, n), without bias; n must be at least 1. */
uint32_t
sdk_rng_below(struct sdk_rng *r, uint32_t n)
{
	uint64_t lim = UINT64_MAX - UINT64_MAX % n, x;

	do
		x = sdk_rng_next(r);
	while (x >= lim);
	return (uint32_t)(x % n);
}

/* Shuffles a[0..n-1] (Fisher-Yates). */
void
sdk_rng_shuffle(struct sdk_rng *r, int *a, int n)
{
	int i, j, t;

	for (i = n - 1; i > 0; i--) {
		j = sdk_rng_below(r, i + 1);
		t = a[i];
		a[i] = a[j];
		a[j] = t;
	}
}
