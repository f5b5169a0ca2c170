/*
 * shape-check.c: an independent checker for the tests of shapes, written
 * from sdk(5) alone and sharing no code with libsdk. For each line of
 * standard input, a first field "TERMS:CELLS" (a grid of any shape) and,
 * after a TAB, optionally a solution's cells, it prints the number of
 * solutions it finds by plain backtracking (0, 1 or "2+"), then "ok" or
 * "bad" when a solution was given: ok when it is a full grid that keeps
 * the givens and holds every value once in every house. With -l, an ok
 * solution is followed by "least" when no solution of the grid comes
 * before it in reading order (for each open cell, each smaller value
 * with the cells before it as in the solution has no solution), else by
 * "not-least". With -v, it only checks the solution (no count first).
 * A first field of N*N*N places after its terms is a candidate grid: each
 * cell holds one of its candidates, place v of a cell holding v's
 * character for a candidate and '.' for none.
 * Usage: shape-check [-l | -v] < records
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 16
#define MAXH (3 * MAXN + 2 + 9)

static int n, nh, house[MAXH][MAXN], cellh[MAXN * MAXN][8], ncellh[MAXN * MAXN];
static int cell[MAXN * MAXN], sol[MAXN * MAXN];
static int allow[MAXN * MAXN];	/* bit v: v may go in the cell */
static int pm;			/* a candidate grid */
static long found;

static int
val(int c)
{
	if (c == '.' || c == '0')
		return 0;
	if (c >= '1' && c <= '9')
		return c - '0';
	if (c >= 'A' && c <= 'G')
		return c - 'A' + 10;
	return -1;
}

static void
addcell(int h, int k, int i)
{
	house[h][k] = i;
	cellh[i][ncellh[i]++] = h;
}

/* Builds the houses; returns 0, or -1 for a shape it cannot read. */
static int
shape(const char *terms, size_t len, size_t ncells)
{
	int bh = 0, bw = 0, x = 0, w = 0, jig = 0, r, c, k, a, b, nw;
	int fill[MAXN];
	char map[MAXN * MAXN];
	const char *t = terms, *e;

	while (t < terms + len) {
		e = memchr(t, ':', (size_t)(terms + len - t));
		if (e - t == 1 && *t == 'x')
			x = 1;
		else if (e - t == 1 && *t == 'w')
			w = 1;
		else if (t[0] == 'j' && t[1] == '=') {
			jig = (int)(e - t - 2);
			memcpy(map, t + 2, (size_t)(e - t - 2));
		} else if (sscanf(t, "%dx%d", &bh, &bw) != 2)
			return -1;
		t = e + 1;
	}
	/* The side: the terms', else 16, 81 or 256 cells or the places. */
	n = bh * bw;
	for (k = 1; jig && k * k <= jig; k++)
		n = k;
	if (n == 0)
		n = ncells == 16 ? 4 : ncells == 81 ? 9 : ncells == 256 ? 16 :
		    ncells == 64 ? 4 : ncells == 729 ? 9 : 16;
	pm = (size_t)(n * n) != ncells;
	if ((size_t)(n * n * (pm ? n : 1)) != ncells || n > MAXN)
		return -1;
	if (!jig && bh == 0) {
		for (bh = 1; bh * bh < n; bh++)
			;
		bw = bh;
	}
	if (!jig && bh * bw != n)
		return -1;
	memset(ncellh, 0, sizeof(ncellh));
	memset(fill, 0, sizeof(fill));
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			addcell(r, c, r * n + c);
			addcell(n + c, r, r * n + c);
		}
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			k = jig ? val(map[r * n + c]) - 1 :
			    (r / bh) * (n / bw) + c / bw;
			if (k < 0 || k >= n || fill[k] >= n)
				return -1;
			addcell(2 * n + k, fill[k]++, r * n + c);
		}
	nh = 3 * n;
	if (x) {
		for (k = 0; k < n; k++) {
			addcell(nh, k, k * n + k);
			addcell(nh + 1, k, k * n + n - 1 - k);
		}
		nh += 2;
	}
	if (w) {
		for (b = 1; b * b < n; b++)
			;
		nw = (n - 1) / (b + 1);
		for (a = 0; a < nw * nw; a++) {
			for (k = 0; k < n; k++)
				addcell(nh, k, (1 + a / nw * (b + 1) + k / b) *
				    n + 1 + a % nw * (b + 1) + k % b);
			nh++;
		}
	}
	return 0;
}

static int
ok(int i, int v)
{
	int h, k;

	if (!(allow[i] >> v & 1))
		return 0;
	for (h = 0; h < ncellh[i]; h++)
		for (k = 0; k < n; k++)
			if (cell[house[cellh[i][h]][k]] == v)
				return 0;
	return 1;
}

/*
 * Counts solutions up to 2: branches on the cell with the fewest values
 * that can go in it, or on the places of a value in a house when it has
 * fewer places than that cell has values.
 */
static void
search(void)
{
	int cand[MAXN * MAXN], i, v, k, h, best = -1, bc = MAXN + 1, cnt;
	int bh = -1, bv = 0, bp = MAXN + 1, at;

	if (found >= 2)
		return;
	for (i = 0; i < n * n; i++) {
		cand[i] = 0;
		if (cell[i])
			continue;
		for (cnt = 0, v = 1; v <= n; v++)
			if (ok(i, v)) {
				cand[i] |= 1 << v;
				cnt++;
			}
		if (cnt == 0)
			return;
		if (cnt < bc) {
			bc = cnt;
			best = i;
		}
	}
	if (best < 0) {
		found++;
		return;
	}
	for (h = 0; h < nh && bc > 1; h++)
		for (v = 1; v <= n; v++) {
			for (cnt = 0, k = 0; k < n; k++) {
				if (cell[house[h][k]] == v)
					break;
				cnt += (cand[house[h][k]] >> v) & 1;
			}
			if (k < n)
				continue;	/* v is in h */
			if (cnt == 0)
				return;
			if (cnt < bp) {
				bp = cnt;
				bh = h;
				bv = v;
			}
		}
	if (bh >= 0 && bp < bc) {
		for (k = 0; k < n && found < 2; k++) {
			at = house[bh][k];
			if (!((cand[at] >> bv) & 1))
				continue;
			cell[at] = bv;
			search();
			cell[at] = 0;
		}
		return;
	}
	for (v = 1; v <= n && found < 2; v++)
		if ((cand[best] >> v) & 1) {
			cell[best] = v;
			search();
			cell[best] = 0;
		}
}

/* Returns 1 when sol keeps the givens and fills every house. */
static int
valid(void)
{
	int h, k, seen;

	for (k = 0; k < n * n; k++)
		if (sol[k] < 1 || (cell[k] && cell[k] != sol[k]) ||
		    !(allow[k] >> sol[k] & 1))
			return 0;
	for (h = 0; h < nh; h++) {
		seen = 0;
		for (k = 0; k < n; k++)
			seen |= 1 << sol[house[h][k]];
		if (seen != ((1 << (n + 1)) - 2))
			return 0;
	}
	return 1;
}

/*
 * Returns 1 when no solution of the grid in cell comes before sol (a
 * solution of it) in reading order, else 0. Leaves cell as it was.
 */
static int
least(void)
{
	int given[MAXN * MAXN], i, v, r = 1;

	memcpy(given, cell, sizeof(given));
	for (i = 0; i < n * n && r; i++) {
		if (given[i])
			continue;
		for (v = 1; v < sol[i] && r; v++) {
			if (!ok(i, v))
				continue;
			cell[i] = v;
			found = 0;
			search();
			r = found == 0;
		}
		cell[i] = sol[i];
	}
	memcpy(cell, given, sizeof(given));
	return r;
}

int
main(int argc, char **argv)
{
	static char line[8192];
	char *tab, *colon;
	size_t len, sl, i;
	int bad, good, v, c;
	int lflag = argc > 1 && strcmp(argv[1], "-l") == 0;
	int vflag = argc > 1 && strcmp(argv[1], "-v") == 0;

	while (fgets(line, sizeof(line), stdin) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		tab = strchr(line, '\t');
		len = tab ? (size_t)(tab - line) : strlen(line);
		colon = NULL;
		for (i = len; i > 0; i--)
			if (line[i - 1] == ':') {
				colon = line + i - 1;
				break;
			}
		sl = colon ? (size_t)(colon - line + 1) : 0;
		if (shape(line, sl, len - sl) < 0) {
			puts("unreadable");
			continue;
		}
		bad = 0;
		for (i = 0; i < (size_t)(n * n); i++) {
			allow[i] = (1 << (n + 1)) - 2;
			if (!pm) {
				if ((cell[i] = val(line[sl + i])) < 0 ||
				    cell[i] > n)
					bad = 1;
				continue;
			}
			cell[i] = 0;
			allow[i] = 0;
			for (v = 1; v <= n; v++) {
				c = line[sl + i * n + v - 1];
				if (c >= 'a' && c <= 'g')
					c -= 'a' - 'A';
				if (val(c) == v)
					allow[i] |= 1 << v;
				else if (c != '.' && c != '0')
					bad = 1;
			}
		}
		for (i = 0; i < (size_t)(n * n) && !bad; i++)
			if (cell[i]) {
				v = cell[i];
				cell[i] = 0;
				if (!ok((int)i, v))
					bad = 1;
				cell[i] = v;
			}
		found = 0;
		if (!bad && !vflag)
			search();
		if (!vflag)
			printf("%s", found >= 2 ? "2+" : found ? "1" : "0");
		if (tab != NULL) {
			for (i = 0; i < (size_t)(n * n); i++)
				sol[i] = val(tab[1 + i]);
			good = strlen(tab + 1) == (size_t)(n * n) && valid();
			printf("%s%s", vflag ? "" : " ", good ? "ok" : "bad");
			if (good && lflag)
				printf(" %s", least() ? "least" : "not-least");
		}
		putchar('\n');
	}
	return 0;
}
