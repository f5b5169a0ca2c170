/*
 * dlx: a plain dancing-links sudoku solver (Knuth's Algorithm X), the
 * baseline bench/sixteen times sdk-solve against. Reads one puzzle a line
 * (4, 9 or 16 per side as 16, 81 or 256 characters; 1-9, then A-G or a-g
 * for 10-16; anything else empty) and writes the line, ':' and the number
 * of solutions up to LIMIT (default 2).
 *
 * Usage: dlx [LIMIT] < puzzles
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 16
#define NCOL (4 * MAXN * MAXN)
#define NROW (MAXN * MAXN * MAXN)
#define NNODE (1 + NCOL + 4 * NROW)

static int L[NNODE], R[NNODE], U[NNODE], D[NNODE], C[NNODE], S[NCOL + 1];
static long limit, found;

static void
cover(int c)
{
	int i, j;

	L[R[c]] = L[c];
	R[L[c]] = R[c];
	for (i = D[c]; i != c; i = D[i])
		for (j = R[i]; j != i; j = R[j]) {
			U[D[j]] = U[j];
			D[U[j]] = D[j];
			S[C[j]]--;
		}
}

static void
uncover(int c)
{
	int i, j;

	for (i = U[c]; i != c; i = U[i])
		for (j = L[i]; j != i; j = L[j]) {
			S[C[j]]++;
			U[D[j]] = j;
			D[U[j]] = j;
		}
	L[R[c]] = c;
	R[L[c]] = c;
}

static void
search(void)
{
	int c, best = 0, bs = 1 << 30, r, j;

	if (R[0] == 0) {
		found++;
		return;
	}
	for (c = R[0]; c != 0; c = R[c])
		if (S[c] < bs) {
			bs = S[c];
			best = c;
		}
	if (bs == 0)
		return;
	cover(best);
	for (r = D[best]; r != best && found < limit; r = D[r]) {
		for (j = R[r]; j != r; j = R[j])
			cover(C[j]);
		search();
		for (j = L[r]; j != r; j = L[j])
			uncover(C[j]);
	}
	uncover(best);
}

/* Builds the exact cover matrix of side n with the givens g (0: empty). */
static int
build(int n, const int *g)
{
	int b = n == 16 ? 4 : n == 9 ? 3 : 2, ncol = 4 * n * n, k, r, c, v;
	int node, cols[4], t, first;
	static int used[NCOL + 1];

	for (k = 0; k <= ncol; k++) {
		L[k] = k == 0 ? ncol : k - 1;
		R[k] = k == ncol ? 0 : k + 1;
		U[k] = D[k] = k;
		S[k] = 0;
		used[k] = 0;
	}
	/* The givens' columns are covered up front by leaving them out. */
	for (k = 0; k < n * n; k++) {
		if ((v = g[k]) == 0)
			continue;
		r = k / n;
		c = k % n;
		cols[0] = 1 + k;
		cols[1] = 1 + n * n + r * n + v - 1;
		cols[2] = 1 + 2 * n * n + c * n + v - 1;
		cols[3] = 1 + 3 * n * n + (r / b * b + c / b) * n + v - 1;
		for (t = 0; t < 4; t++) {
			if (used[cols[t]])
				return -1;
			used[cols[t]] = 1;
		}
	}
	for (k = 1; k <= ncol; k++)
		if (used[k]) {
			L[R[k]] = L[k];
			R[L[k]] = R[k];
		}
	node = ncol + 1;
	for (k = 0; k < n * n; k++) {
		if (g[k] != 0)
			continue;
		r = k / n;
		c = k % n;
		for (v = 1; v <= n; v++) {
			cols[0] = 1 + k;
			cols[1] = 1 + n * n + r * n + v - 1;
			cols[2] = 1 + 2 * n * n + c * n + v - 1;
			cols[3] = 1 + 3 * n * n + (r / b * b + c / b) * n + v - 1;
			if (used[cols[1]] || used[cols[2]] || used[cols[3]])
				continue;
			first = node;
			for (t = 0; t < 4; t++, node++) {
				C[node] = cols[t];
				U[node] = U[cols[t]];
				D[node] = cols[t];
				D[U[cols[t]]] = node;
				U[cols[t]] = node;
				S[cols[t]]++;
				L[node] = t == 0 ? first + 3 : node - 1;
				R[node] = t == 3 ? first : node + 1;
			}
		}
	}
	return 0;
}

int
main(int argc, char **argv)
{
	char line[4096];
	int g[MAXN * MAXN], n, k, len, ch;

	limit = argc > 1 ? atol(argv[1]) : 2;
	while (fgets(line, sizeof line, stdin)) {
		len = (int)strcspn(line, " \t\r\n");
		if (line[0] == '#' || (len != 16 && len != 81 && len != 256))
			continue;
		n = len == 16 ? 4 : len == 81 ? 9 : 16;
		for (k = 0; k < len; k++) {
			ch = line[k];
			g[k] = ch >= '1' && ch <= '9' ? ch - '0' :
			    ch >= 'A' && ch <= 'G' ? ch - 'A' + 10 :
			    ch >= 'a' && ch <= 'g' ? ch - 'a' + 10 : 0;
			if (g[k] > n)
				g[k] = 0;
		}
		found = 0;
		if (build(n, g) == 0)
			search();
		printf("%.*s:%ld\n", len, line, found);
	}
	return 0;
}
