/*
 * gen-jigsaw.c: random region maps for jigsaw grids. A map starts as the
 * boxes of the side and is shuffled by swaps along the borders of its
 * regions: a cell goes over to a neighbouring region, which gives back
 * one of its own cells that touches the first region, and the swap is
 * kept when both regions stay connected. Every region keeps n cells and
 * stays in one piece; whether the map admits a full grid is for the
 * caller to find out (gen.c fills one, and asks for a new map when it
 * cannot).
 */
#include <string.h>

#include "sdk.h"

/* Swaps tried per cell of the grid. */
#define SWAPS 12

/* Writes into map the boxes of bh rows and bw columns of side n. */
static void
boxmap(unsigned char *map, int n, int bh, int bw)
{
	int i;

	for (i = 0; i < n * n; i++)
		map[i] = (unsigned char)(i / n / bh * (n / bw) + i % n / bw);
}

/*
 * Returns 1 when every region of map (side n) is a box of the side, in
 * either orientation, else 0.
 */
static int
allboxes(const unsigned char *map, int n)
{
	unsigned char b[SDK_MAXCELLS];
	int bh = sdk_side_boxrows(n), i, j, o, same;

	for (o = 0; o < 2; o++) {
		boxmap(b, n, o ? n / bh : bh, o ? bh : n / bh);
		/* The same partition, whatever the numbers. */
		same = 1;
		for (i = 0; i < n * n && same; i++)
			for (j = i + 1; j < n * n && same; j++)
				same = (map[i] == map[j]) == (b[i] == b[j]);
		if (same)
			return 1;
	}
	return 0;
}

/*
 * Tries one swap on map (side n) from rng: a cell goes to the region of
 * a neighbour, which gives back a cell touching its old region. Returns
 * 1 when the swap was made, 0 when it was undone or not possible.
 */
static int
swap(unsigned char *map, int n, struct sdk_rng *rng)
{
	int cand[SDK_MAXCELLS], nc = 0, a, b, c, i, k, nb, ra, rb;

	a = (int)sdk_rng_below(rng, (uint32_t)(n * n));
	b = sdk_cell_next(n, a, (int)sdk_rng_below(rng, 4));
	if (b < 0 || map[a] == map[b])
		return 0;
	ra = map[a];
	rb = map[b];
	map[a] = (unsigned char)rb;
	if (!sdk_region_connected(map, n, ra, n - 1)) {
		map[a] = (unsigned char)ra;
		return 0;
	}
	for (i = 0; i < n * n; i++) {
		if (map[i] != rb || i == a)
			continue;
		for (k = 0; k < 4; k++)
			if ((nb = sdk_cell_next(n, i, k)) >= 0 &&
			    map[nb] == ra)
				break;
		if (k < 4)
			cand[nc++] = i;
	}
	if (nc == 0) {
		map[a] = (unsigned char)ra;
		return 0;
	}
	c = cand[sdk_rng_below(rng, (uint32_t)nc)];
	map[c] = (unsigned char)ra;
	if (!sdk_region_connected(map, n, ra, n) ||
	    !sdk_region_connected(map, n, rb, n)) {
		map[c] = (unsigned char)rb;
		map[a] = (unsigned char)ra;
		return 0;
	}
	return 1;
}

/*
 * Makes map (n * n cells) a random jigsaw region map of side n from rng:
 * regions 0..n-1 of n cells each, numbered in the order of their first
 * cells, each connected through the sides of its cells, not all of them
 * boxes.
 */
void
sdk_gen_jigsaw(int n, struct sdk_rng *rng, unsigned char *map)
{
	unsigned char num[SDK_MAXN];
	int bh = sdk_side_boxrows(n), t, i, k = 0;

	boxmap(map, n, bh, n / bh);
	for (t = 0; t < SWAPS * n * n || allboxes(map, n); t++)
		swap(map, n, rng);
	memset(num, 0xFF, sizeof(num));
	for (i = 0; i < n * n; i++) {
		if (num[map[i]] == 0xFF)
			num[map[i]] = (unsigned char)k++;
		map[i] = num[map[i]];
	}
}
