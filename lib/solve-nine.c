/*
 * solve-nine.c: the engine of the 9x9 grids that are not classic
 * (jigsaw, jigsaw X, X, windoku, X windoku) on processors with AVX-512
 * and its counts of 16-bit lanes (the bit engine, solve-bits.c, serves
 * the others, and SDK_SIMD=0). A cell's candidates are a 16-bit lane
 * (bit v: value v + 1), the 81 cells three registers of 27 lanes in
 * reading order (lanes 27 to 31 hold nothing): register j holds rows 3j
 * to 3j + 2, nine lanes a row. The columns, the regions (a jigsaw's, or
 * the boxes) and the other houses (the diagonals, the windows, the
 * houses the windows imply and those a jigsaw's regions imply by the
 * law of leftovers, as in solve-bits.c) are the same cells in other
 * orders, gathered by lane permutes, nine lanes a house (three houses a
 * register; the other houses packed three to a register where they
 * share no cell), and put back.
 *
 * A step on a register of houses: each lane gets the values of the
 * other eight cells of its house, and those of their naked singles, by
 * rotations within its nine lanes (windows of one, two, four, then eight
 * lanes from the next). A cell that is not a single loses the values of
 * the house's singles (naked singles); a value no other cell of the
 * house has stays alone in the cell (hidden singles). A house without a
 * value, a cell without one, or a cell that is the only place of two
 * values is a contradiction, and so are two singles of one value in one
 * house (left to the house's lack of another value, that took a search
 * of minutes on an X grid whose diagonal had two givens alike). A round
 * steps the rows and the columns side by side, from the same cells,
 * each cell then keeping what both left it; then the regions and the
 * other houses the same way. Rounds go on until one changes nothing.
 *
 * Then locked candidates: where a region and a row (or column) cross,
 * the values of the crossing that the region has in no other crossing
 * leave the rest of the line, and those that the line has in no other
 * crossing leave the rest of the region. In an order of the cells where
 * each house's crossings are runs of lanes, a run's values come from a
 * scan to its end and the runs' values are counted to one and two over
 * the house as a step counts cells; each cell then loses the locked
 * values of the other crossings of its line (or region) but those of its
 * own. A lane that is not the first of its run stands for the locked
 * values of the rest of the run alone (its scan's): that is enough,
 * since the first lane stands for them all and a cell never loses a
 * value of its own crossing's. Rounds again when a cell lost a value.
 *
 * The search branches on the busiest two-candidate cell (most open and
 * two-candidate peers; on jigsaw grids the open peers that have one of
 * its two values, which took 10% fewer guesses than all of them on
 * minimal puzzles), else the first cell of the fewest candidates, or
 * the first open cell in reading order for the least solution; a hint's
 * value first. The masks of a map are made once a thread, again when
 * the map changes.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

#if defined(__GNUC__) && defined(__x86_64__)
#define NINE_X512 1
#endif

#ifdef NINE_X512
#include <immintrin.h>

#define X512 __attribute__((target( \
    "avx512f,avx512dq,avx512bw,avx512vl,avx512bitalg")))

#define JN 9				/* the side, and the values */
#define JCELLS 81
#define JALL 0x1ff			/* every value */
#define JVALID 0x07ffffffu		/* the lanes of a register that
					   are cells */

/* A state of the search: the candidates of each cell. */
struct jstate {
	__m512i x[3];
};

/*
 * A lane order of the cells (the houses of one kind, nine lanes each):
 * lane l of register j is cell cell[27j + l]; gathered from the cells'
 * registers 0 and 1 by ia, from register 2 by ib where kb says so, and
 * put back by the same from the order's registers (pa, pb, pk).
 */
struct jorder {
	uint16_t ia[3][32], ib[3][32], pa[3][32], pb[3][32];
	uint32_t kb[3], pk[3];
};

/*
 * A register of up to three of the other houses (diagonals, windows and
 * the houses they or a jigsaw's regions imply), no two sharing a cell,
 * nine lanes each (those of valid): lane l is gathered from the cells'
 * registers 0 and 1 by ia, from register 2 by ib where kb says so; lane
 * l of the cells' register j is put back from lane pi[j][l] where pk[j]
 * says so.
 */
struct jpack {
	uint16_t ia[32], ib[32], pi[3][32];
	uint32_t kb, pk[3], valid;
	uint32_t cells[3];		/* the cells it holds */
	int nhouse;
	uint32_t house[3][3];		/* the cells of each house */
};

#define JPACKS 12			/* packs at most (the implied houses
					   that do not fit are left out) */

/*
 * An order of the cells for locked candidates: the houses of one kind
 * (groups of nine lanes), each cell's by where it crosses houses of a
 * second kind (runs of lanes). Lane l + 2^s is in the run of lane l
 * where bit l of same[s][j] says so; head: the lanes that start one.
 */
struct jseg {
	struct jorder o;
	uint32_t same[4][3], head[3];
};

/* The masks of one map. */
struct jgeom {
	int var;
	unsigned char region[JCELLS];	/* the regions, or the boxes */
	struct jseg seg[4];		/* regions by rows (the steps' order
					   of the regions too), by columns;
					   rows by regions, columns by
					   regions */
	int npack;
	struct jpack pack[JPACKS];	/* the other houses */
	uint32_t rm[JN][3];		/* the cells of each region (bit l of
					   word j: lane l of register j) */
};

static struct jorder colorder;		/* the columns */
static uint16_t rot[4][32];		/* the rotations by 1, 2, 4 and 8
					   within each group of nine */
static uint16_t fwd[4][32];		/* the shifts by 1, 2, 4 and 8 */
static uint32_t rowcol[JCELLS][3];	/* each cell's row and column */
static unsigned char rc[JCELLS][2];	/* each cell's row, column */
static uint32_t lines[2][JN][3];	/* the cells of each row, column */

/*
 * The tables that gather cell[27j + l] into lane l of register j (cell
 * has 32 bytes from 54): lane l takes lane a[j][l] of registers 0 and 1
 * (64 and up wrap, to a lane that b overwrites), where bit l of k[j]
 * says so lane b[j][l] of register 2; lanes 27 to 31 take lane 27 of
 * none. Cell c is lane c % 27 of register c / 27 (c * 2428 >> 16).
 */
X512 static void
jindex(const unsigned char *cell, uint16_t (*a)[32], uint16_t (*b)[32],
    uint32_t *k)
{
	const __m512i none = _mm512_set1_epi16(27);
	__m512i c, t, m;
	int j;

	for (j = 0; j < 3; j++) {
		c = _mm512_cvtepu8_epi16(_mm256_loadu_si256((const void *)(cell +
		    27 * j)));
		t = _mm512_mulhi_epu16(c, _mm512_set1_epi16(2428));
		m = _mm512_sub_epi16(c, _mm512_mullo_epi16(t, none));
		_mm512_storeu_si512(a[j], _mm512_mask_mov_epi16(none, JVALID,
		    _mm512_and_si512(_mm512_or_si512(_mm512_slli_epi16(t, 5),
		    m), _mm512_set1_epi16(63))));
		_mm512_storeu_si512(b[j], _mm512_mask_mov_epi16(none, JVALID,
		    m));
		k[j] = _mm512_cmpeq_epi16_mask(t, _mm512_set1_epi16(2)) &
		    JVALID;
	}
}

/*
 * Sets up o to gather cell[27j + l] into lane l of register j, and to
 * put it back (cell has 32 bytes from 54).
 */
X512 static void
jorder(struct jorder *o, const unsigned char *cell)
{
	unsigned char back[JCELLS + 8];
	int i;

	memset(back + JCELLS, 0, 8);
	for (i = 0; i < JCELLS; i++)
		back[cell[i]] = (unsigned char)i;
	jindex(cell, o->ia, o->ib, o->kb);
	jindex(back, o->pa, o->pb, o->pk);
}

static pthread_once_t jonce = PTHREAD_ONCE_INIT;
static pthread_key_t jkey;
static int x512;

/* The tables of every map, the key of each thread's masks; run once. */
static void
jinit(void)
{
	unsigned char cell[JCELLS + 8] = { 0 };
	int j, l, r, c, k, s, i;

	x512 = sdk_simd_x512(1);
	if (pthread_key_create(&jkey, free) != 0)
		abort();
	for (j = 0; j < 3; j++)
		for (k = 0; k < 3; k++)
			for (r = 0; r < JN; r++)
				cell[27 * j + 9 * k + r] = (unsigned char)(9 * r +
				    3 * j + k);
	if (x512)
		jorder(&colorder, cell);
	for (s = 0; s < 4; s++)
		for (l = 0; l < 32; l++) {
			rot[s][l] = (uint16_t)(l < 27 ? l / 9 * 9 +
			    (l % 9 + (1 << s)) % 9 : l);
			fwd[s][l] = (uint16_t)(l + (1 << s) < 32 ?
			    l + (1 << s) : 31);
		}
	for (i = 0; i < JCELLS; i++) {
		rc[i][0] = (unsigned char)(i / JN);
		rc[i][1] = (unsigned char)(i % JN);
		lines[0][i / JN][i / 27] |= 1u << i % 27;
		lines[1][i % JN][i / 27] |= 1u << i % 27;
	}
	for (i = 0; i < JCELLS; i++) {
		r = i / JN;
		c = i % JN;
		for (k = 0; k < JN; k++) {
			rowcol[i][(9 * r + k) / 27] |= 1u << (9 * r + k) % 27;
			rowcol[i][(9 * k + c) / 27] |= 1u << (9 * k + c) % 27;
		}
	}
}

/*
 * Adds the house of the cells m (bit l of word j: cell 27j + l) to the
 * packs of g: into the first with room that shares no cell with it.
 * One that is there already, or that finds no room, is left out.
 */
static void
jaddhouse(struct jgeom *g, const uint32_t *m)
{
	struct jpack *p;
	uint32_t x;
	int k, q, j, l, c, n;

	for (k = 0; k < g->npack; k++)
		for (q = 0; q < g->pack[k].nhouse; q++)
			if (memcmp(g->pack[k].house[q], m,
			    3 * sizeof(*m)) == 0)
				return;
	for (k = 0; k < g->npack; k++) {
		p = &g->pack[k];
		if (p->nhouse < 3 && ((p->cells[0] & m[0]) | (p->cells[1] &
		    m[1]) | (p->cells[2] & m[2])) == 0)
			break;
	}
	if (k == JPACKS)
		return;
	p = &g->pack[k];
	if (k == g->npack) {
		g->npack++;
		memset(p, 0, sizeof(*p));
		for (l = 0; l < 32; l++)
			p->ia[l] = p->ib[l] = 27;	/* a lane of none */
	}
	q = p->nhouse++;
	memcpy(p->house[q], m, 3 * sizeof(*m));
	for (n = 0, j = 0; j < 3; j++) {
		p->cells[j] |= m[j];
		for (x = m[j]; x != 0; x &= x - 1, n++) {
			c = 27 * j + sdk_lowbit(x);
			l = 9 * q + n;
			if (j < 2)
				p->ia[l] = (uint16_t)(32 * j + c % 27);
			else {
				p->ib[l] = (uint16_t)(c % 27);
				p->kb |= 1u << l;
			}
			p->pi[j][c % 27] = (uint16_t)l;
			p->pk[j] |= 1u << c % 27;
		}
	}
	p->valid |= 0x1ffu << 9 * q;
}

/*
 * Adds to g the houses its regions (rm: the cells of each) imply by the
 * law of leftovers. A band of k rows (or columns) holds each value k
 * times; take away the f regions inside it and the rest, its innies,
 * hold each value k - f times: a house when that is once. The p regions
 * that cross the band's edge hold each value p times, the innies k - f
 * of them: the cells of those regions outside the band, its outies, are
 * a house when p - k + f is 1.
 */
static void
jleftover(struct jgeom *g, uint32_t rm[][3])
{
	uint32_t band[3], in[3], out[3];
	int lo[2][JN], hi[2][JN], in2[JN + 1][JN + 1], bef[JN + 1], aft[JN + 1];
	int o, i, r, a, b, k, f, p, j, line;

	for (r = 0; r < JN; r++) {
		lo[0][r] = lo[1][r] = JN;
		hi[0][r] = hi[1][r] = -1;
	}
	for (i = 0; i < JCELLS; i++) {
		r = g->region[i];
		for (o = 0; o < 2; o++) {
			line = o == 0 ? i / JN : i % JN;
			lo[o][r] = line < lo[o][r] ? line : lo[o][r];
			hi[o][r] = line > hi[o][r] ? line : hi[o][r];
		}
	}
	for (o = 0; o < 2; o++) {
		/*
		 * in2[a][b]: the regions within lines a to b (by their first
		 * and last lines); bef[a]: those ending before line a,
		 * aft[b]: those starting after line b.
		 */
		memset(in2, 0, sizeof(in2));
		memset(bef, 0, sizeof(bef));
		memset(aft, 0, sizeof(aft));
		for (r = 0; r < JN; r++) {
			in2[lo[o][r]][hi[o][r]]++;
			bef[hi[o][r] + 1]++;
			if (lo[o][r] > 0)
				aft[lo[o][r] - 1]++;
		}
		for (a = 1; a <= JN; a++)
			bef[a] += bef[a - 1];
		for (b = JN - 2; b >= 0; b--)
			aft[b] += aft[b + 1];
		for (a = JN - 1; a >= 0; a--)
			for (b = a + 1; b < JN; b++)
				in2[a][b] += in2[a + 1][b] + in2[a][b - 1] -
				    (b - 1 >= a + 1 ? in2[a + 1][b - 1] : 0);
		for (a = 0; a < JN; a++) {
			memset(band, 0, sizeof(band));
			for (b = a; b < a + JN - 1 && b < JN; b++) {
				for (j = 0; j < 3; j++)
					band[j] |= lines[o][b][j];
				k = b - a + 1;
				f = in2[a][b];
				p = JN - bef[a] - aft[b] - f;
				if ((k == 1 || k - f != 1) && p - k + f != 1)
					continue;
				memcpy(in, band, sizeof(in));
				memset(out, 0, sizeof(out));
				for (r = 0; r < JN; r++) {
					if (hi[o][r] < a || lo[o][r] > b)
						continue;
					for (j = 0; j < 3; j++)
						if (lo[o][r] >= a &&
						    hi[o][r] <= b)
							in[j] &= ~rm[r][j];
						else
							out[j] |= rm[r][j] &
							    ~band[j];
				}
				if (k > 1 && k - f == 1)
					jaddhouse(g, in);
				if (p - k + f == 1)
					jaddhouse(g, out);
			}
		}
	}
}

/*
 * Sets up q: the houses of kind a (0 rows, 1 columns, 2 regions), each
 * one's cells by their house of kind b, then upwards (a stable counting
 * sort of the cells by house and key). The runs are found by comparing
 * the keys of 32 lanes at once with those of the lanes 1, 2, 4 and 8
 * further on (within a house: inhouse) and one back (head).
 */
X512 static void
jsegorder(struct jseg *q, const unsigned char *region, int a, int b)
{
	static const uint32_t inhouse[4] = { 0x3fdfeffu, 0x1fcfe7fu,
		0x07c3e1fu, 0x0040201u };	/* lane l + 2^s in l's house */
	unsigned char cell[JCELLS + 8], kb[JCELLS + 48], hk[JCELLS], *key;
	int at[JCELLS + 1], i, l, j, s;
	uint32_t h;
	__m256i k0;

	memset(at, 0, sizeof(at));
	for (i = 0; i < JCELLS; i++) {
		hk[i] = (unsigned char)(JN * (a == 2 ? region[i] :
		    rc[i][a]) + (b == 2 ? region[i] : rc[i][b]));
		at[hk[i] + 1]++;
	}
	for (i = 1; i <= JCELLS; i++)
		at[i] += at[i - 1];
	memset(kb, JN, sizeof(kb));	/* no house's */
	memset(cell + JCELLS, 0, 8);
	key = kb + 1;
	for (i = 0; i < JCELLS; i++) {
		l = at[hk[i]]++;
		cell[l] = (unsigned char)i;
		key[l] = (unsigned char)(hk[i] % JN);
	}
	jorder(&q->o, cell);
	for (j = 0; j < 3; j++) {
		k0 = _mm256_loadu_si256((const void *)(key + 27 * j));
		for (s = 0; s < 4; s++)
			q->same[s][j] = _mm256_cmpeq_epi8_mask(k0,
			    _mm256_loadu_si256((const void *)(key + 27 * j +
			    (1 << s)))) & inhouse[s];
		/* A lane starts a run unless it is the key of the last. */
		h = ~(_mm256_cmpeq_epi8_mask(k0, _mm256_loadu_si256(
		    (const void *)(key + 27 * j - 1))) & 0x7fbfdfeu) & JVALID;
		q->head[j] = h;
	}
}

/*
 * Returns the masks of the map of g, or NULL when a region does not have
 * nine cells (the bit engine then answers).
 */
static const struct jgeom *
jgeom(const struct sdk_grid *g)
{
	struct jgeom *b;
	unsigned char map[JCELLS];
	uint32_t rm[JN][3], m[3];
	int cnt[JN], i, r, k, w, x, y;

	for (i = 0; i < JCELLS; i++)
		map[i] = g->var & SDK_VAR_JIGSAW ? g->region[i] :
		    (unsigned char)(i / 27 * 3 + i % 9 / 3);
	b = pthread_getspecific(jkey);
	if (b != NULL && b->var == g->var &&
	    memcmp(b->region, map, JCELLS) == 0)
		return b;
	memset(cnt, 0, sizeof(cnt));
	memset(rm, 0, sizeof(rm));
	for (i = 0; i < JCELLS; i++) {
		r = map[i];
		if (r >= JN || cnt[r]++ == JN)
			return NULL;
		rm[r][i / 27] |= 1u << i % 27;
	}
	if (b == NULL) {
		b = sdk_emalloc(sizeof(*b));
		if (pthread_setspecific(jkey, b) != 0)
			abort();
	}
	b->var = g->var;
	memcpy(b->region, map, JCELLS);
	memcpy(b->rm, rm, sizeof(rm));
	jsegorder(&b->seg[0], map, 2, 0);
	jsegorder(&b->seg[1], map, 2, 1);
	jsegorder(&b->seg[2], map, 0, 2);
	jsegorder(&b->seg[3], map, 1, 2);
	b->npack = 0;
	if (g->var & SDK_VAR_JIGSAW)
		jleftover(b, rm);
	if (g->var & SDK_VAR_X)
		for (k = 0; k < 2; k++) {
			memset(m, 0, sizeof(m));
			for (i = 0; i < JN; i++) {
				r = 9 * i + (k == 0 ? i : 8 - i);
				m[r / 27] |= 1u << r % 27;
			}
			jaddhouse(b, m);
		}
	/*
	 * Windoku: the four windows, and the houses they imply (as in
	 * solve-bits.c): rows 0, 4 and 8 hold each value once in the
	 * columns of each window band and in columns 0, 4 and 8, and the
	 * other way round. Band w < 2 is window band w, band 2 the gaps.
	 */
	if (g->var & SDK_VAR_WINDOKU)
		for (x = 0; x < 3; x++)
			for (y = 0; y < 3; y++) {
				memset(m, 0, sizeof(m));
				for (w = 0; w < JN; w++) {
					r = (x < 2 ? 1 + 4 * x + w / 3 :
					    4 * (w / 3)) * 9 + (y < 2 ?
					    1 + 4 * y + w % 3 : 4 * (w % 3));
					m[r / 27] |= 1u << r % 27;
				}
				jaddhouse(b, m);
			}
	return b;
}

/* The lanes of x in the order idx (a table of 32). */
X512 static inline __m512i
jperm(__m512i x, const uint16_t *idx)
{
	return _mm512_permutexvar_epi16(_mm512_loadu_si512(idx), x);
}

/*
 * A register from the three of x: lane l takes lane a[l] of x[0] and
 * x[1] (64 and up wrap), where bit l of k says so lane b[l] of x[2].
 */
X512 static inline __m512i
jmove1(const __m512i *x, const uint16_t *a, const uint16_t *b, uint32_t k)
{
	return _mm512_mask_permutexvar_epi16(_mm512_permutex2var_epi16(x[0],
	    _mm512_loadu_si512(a), x[1]), k, _mm512_loadu_si512(b), x[2]);
}

/* Three registers into y from the three of x, each as jmove1. */
X512 static inline void
jmove(const __m512i *x, __m512i *y, const uint16_t (*a)[32],
    const uint16_t (*b)[32], const uint32_t *k)
{
	int j;

	for (j = 0; j < 3; j++)
		y[j] = jmove1(x, a[j], b[j], k[j]);
}

/* The cells of x (three registers) in the order o, into y. */
X512 static inline void
jgather(const __m512i *x, __m512i *y, const struct jorder *o)
{
	jmove(x, y, o->ia, o->ib, o->kb);
}

/* Puts y (in the order o) back into the cells' registers x. */
X512 static inline void
jscatter(const __m512i *y, __m512i *x, const struct jorder *o)
{
	jmove(y, x, o->pa, o->pb, o->pk);
}

/*
 * One step on the houses of register y (a house each nine lanes, those
 * of valid): naked and hidden singles. Adds the lanes of a contradiction
 * to *bad, those that lost a value to *ch.
 */
X512 static inline __m512i
jstep(__m512i x, uint32_t valid, uint32_t *bad, uint32_t *ch)
{
	const __m512i one = _mm512_set1_epi16(1), all = _mm512_set1_epi16(
	    JALL);
	__m512i s, o, n, hv;
	__mmask32 sk, hk, b;

	sk = _mm512_cmpeq_epi16_mask(_mm512_popcnt_epi16(x), one);
	/*
	 * o: the values of the house's other eight cells, s: those of its
	 * other naked singles (windows of one, two, four, eight lanes from
	 * the next).
	 */
	o = jperm(x, rot[0]);
	s = jperm(_mm512_maskz_mov_epi16(sk, x), rot[0]);
	o = _mm512_or_si512(o, jperm(o, rot[0]));
	s = _mm512_or_si512(s, jperm(s, rot[0]));
	o = _mm512_or_si512(o, jperm(o, rot[1]));
	s = _mm512_or_si512(s, jperm(s, rot[1]));
	o = _mm512_or_si512(o, jperm(o, rot[2]));
	s = _mm512_or_si512(s, jperm(s, rot[2]));
	/* A house without a value, or with a single twice. */
	b = _mm512_cmpneq_epi16_mask(_mm512_or_si512(o, x), all) |
	    _mm512_mask_test_epi16_mask(sk, x, s);
	/* Naked singles: the others lose their values. */
	n = _mm512_mask_mov_epi16(_mm512_andnot_si512(s, x), sk, x);
	/* Hidden singles: a value no other cell has. */
	hv = _mm512_andnot_si512(o, n);
	hk = _mm512_test_epi16_mask(hv, hv);
	b |= _mm512_mask_cmpgt_epu16_mask(hk, _mm512_popcnt_epi16(hv), one);
	n = _mm512_mask_mov_epi16(n, hk, hv);
	b |= _mm512_testn_epi16_mask(n, n);
	*bad |= b & valid;
	*ch |= _mm512_cmpneq_epi16_mask(n, x) & valid;
	return n;
}

/*
 * The values of each lane's run (register j of x in the order q) that
 * no other run of its group has, of those from the lane to the run's
 * end (a scan): the runs' values, at their first lanes, counted to one
 * and two in the group as jstep counts a house's cells.
 */
X512 static inline __m512i
jrun(__m512i x, const struct jseg *q, int j)
{
	__m512i a = x, h, o, t, b;
	int s;

	for (s = 0; s < 4; s++)
		a = _mm512_or_si512(a, _mm512_maskz_permutexvar_epi16(
		    q->same[s][j], _mm512_loadu_si512(fwd[s]), a));
	h = _mm512_maskz_mov_epi16(q->head[j], a);
	b = jperm(h, rot[0]);
	o = _mm512_or_si512(h, b);
	t = _mm512_and_si512(h, b);
	b = jperm(o, rot[1]);
	t = _mm512_or_si512(_mm512_ternarylogic_epi64(t, o, b, 0xf8),
	    jperm(t, rot[1]));			/* t | o & b | t' */
	o = _mm512_or_si512(o, b);
	b = jperm(o, rot[2]);
	t = _mm512_or_si512(_mm512_ternarylogic_epi64(t, o, b, 0xf8),
	    jperm(t, rot[2]));
	o = _mm512_or_si512(o, b);
	t = _mm512_ternarylogic_epi64(t, o, jperm(h, rot[3]), 0xf8);
	return _mm512_andnot_si512(t, a);
}

/*
 * What each lane of p (a house each nine lanes) loses: the values of the
 * house's other lanes that are not its own.
 */
X512 static inline __m512i
jothers(__m512i p)
{
	__m512i o = jperm(p, rot[0]);

	o = _mm512_or_si512(o, jperm(o, rot[0]));
	o = _mm512_or_si512(o, jperm(o, rot[1]));
	o = _mm512_or_si512(o, jperm(o, rot[2]));
	return _mm512_andnot_si512(p, o);
}

/*
 * Locked candidates in s, where regions cross rows and columns: the
 * values of a crossing that the region (or line) has in no other
 * crossing leave the rest of the line (or region). Returns 1 when a
 * cell lost a value, else 0.
 */
X512 static int
jlocked(struct jstate *s, const struct jgeom *g)
{
	__m512i y[3], c[3], e[3], lose[3];
	uint32_t ch = 0;
	int j, k;

	for (j = 0; j < 3; j++)
		lose[j] = _mm512_setzero_si512();
	for (k = 0; k < 4; k++) {
		const struct jseg *q = &g->seg[k];
		const struct jorder *to = k == 0 ? NULL : k == 1 ?
		    &colorder : &g->seg[0].o;

		jgather(s->x, y, &q->o);
		for (j = 0; j < 3; j++)
			y[j] = jrun(y[j], q, j);
		jscatter(y, c, &q->o);
		if (to == NULL) {
			/* Regions by rows: the rows are the cells' order. */
			for (j = 0; j < 3; j++)
				lose[j] = _mm512_or_si512(lose[j],
				    jothers(c[j]));
			continue;
		}
		jgather(c, y, to);
		for (j = 0; j < 3; j++)
			y[j] = jothers(y[j]);
		jscatter(y, e, to);
		for (j = 0; j < 3; j++)
			lose[j] = _mm512_or_si512(lose[j], e[j]);
	}
	for (j = 0; j < 3; j++) {
		ch |= _mm512_test_epi16_mask(s->x[j], lose[j]);
		s->x[j] = _mm512_andnot_si512(lose[j], s->x[j]);
	}
	return (ch & JVALID) != 0;
}

/*
 * Propagates in s until no step changes a cell. Returns 0, or -1 on a
 * contradiction.
 */
X512 static int
jprop(struct jstate *s, const struct jgeom *g)
{
	const __m512i ones = _mm512_set1_epi16(-1);
	__m512i y[3], w[3], z[JPACKS];
	uint32_t bad = 0, ch;
	int j, k;

	do {
		ch = 0;
		/* Rows and columns side by side, then regions and the rest. */
		jgather(s->x, y, &colorder);
		for (j = 0; j < 3; j++) {
			s->x[j] = jstep(s->x[j], JVALID, &bad, &ch);
			y[j] = jstep(y[j], JVALID, &bad, &ch);
		}
		jscatter(y, w, &colorder);
		if (bad)
			return -1;
		for (j = 0; j < 3; j++)
			s->x[j] = _mm512_and_si512(s->x[j], w[j]);
		jgather(s->x, y, &g->seg[0].o);
		for (k = 0; k < g->npack; k++) {
			const struct jpack *p = &g->pack[k];

			z[k] = jstep(jmove1(s->x, p->ia, p->ib, p->kb),
			    p->valid, &bad, &ch);
		}
		for (j = 0; j < 3; j++)
			y[j] = jstep(y[j], JVALID, &bad, &ch);
		jscatter(y, s->x, &g->seg[0].o);
		for (k = 0; k < g->npack; k++) {
			const struct jpack *p = &g->pack[k];

			for (j = 0; j < 3; j++)
				s->x[j] = _mm512_and_si512(s->x[j],
				    _mm512_mask_permutexvar_epi16(ones,
				    p->pk[j], _mm512_loadu_si512(p->pi[j]),
				    z[k]));
		}
		if (bad)
			return -1;
	} while (ch || jlocked(s, g));
	return 0;
}

/* The candidates of the cells of s, into c (96: 32 a register). */
X512 static inline void
jcells(const struct jstate *s, uint16_t *c)
{
	int j;

	for (j = 0; j < 3; j++)
		_mm512_storeu_si512(c + 32 * j, s->x[j]);
}

/* The lane of cell i in c. */
#define JAT(i) (32 * ((i) / 27) + (i) % 27)

/*
 * Returns the cell of s to branch on (s has open cells): the first open
 * cell for PICK_FIRST; else the busiest two-candidate cell, or the first
 * of the fewest candidates when none has two.
 */
X512 static int
jpick(const struct jstate *s, const struct jgeom *g, int pick)
{
	const __m512i one = _mm512_set1_epi16(1), two = _mm512_set1_epi16(2);
	uint32_t open[3], biv[3], has[JN][3], m, pm;
	uint16_t c[96];
	int j, i, d, k, v = 0, w = 0, jig, best = -1, most = -1, n;

	for (j = 0; j < 3; j++) {
		__m512i p = _mm512_popcnt_epi16(s->x[j]);

		open[j] = _mm512_cmpgt_epu16_mask(p, one) & JVALID;
		biv[j] = _mm512_cmpeq_epi16_mask(p, two) & JVALID;
	}
	if (pick == PICK_FIRST) {
		for (j = 0; j < 3 && open[j] == 0; j++)
			;
		return j == 3 ? -1 : 27 * j + sdk_lowbit(open[j]);
	}
	if ((biv[0] | biv[1] | biv[2]) != 0) {
		/*
		 * On jigsaw grids, a peer counts when it has one of the
		 * cell's two values (has: the open cells that have each);
		 * on the others, every open peer.
		 */
		jig = (g->var & SDK_VAR_JIGSAW) != 0;
		if (jig) {
			for (v = 0; v < JN; v++)
				for (j = 0; j < 3; j++)
					has[v][j] = _mm512_test_epi16_mask(
					    s->x[j], _mm512_set1_epi16(
					    (short)(1 << v))) & open[j];
			jcells(s, c);
		}
		for (j = 0; j < 3; j++)
			for (m = biv[j]; m != 0; m &= m - 1) {
				i = 27 * j + sdk_lowbit(m);
				if (jig) {
					v = sdk_lowbit(c[JAT(i)]);
					w = sdk_lowbit(c[JAT(i)] &
					    (c[JAT(i)] - 1));
				}
				/* Its peers, itself too (in each). */
				for (d = 0, k = 0; k < 3; k++) {
					pm = rowcol[i][k] |
					    g->rm[g->region[i]][k];
					d += sdk_pop64(pm & (jig ? has[v][k] |
					    has[w][k] : open[k])) +
					    sdk_pop64(pm & biv[k]);
				}
				if (d > most) {
					most = d;
					best = i;
				}
			}
		return best;
	}
	jcells(s, c);
	for (most = JN + 1, i = 0; i < JCELLS; i++) {
		n = sdk_pop64(c[JAT(i)]);
		if (n > 1 && n < most) {
			most = n;
			best = i;
		}
	}
	return best;
}

/* Hands the solution in s to h. */
static void
jfound(const struct jstate *s, const struct sdk_grid *like, struct hunt *h)
{
	uint16_t c[96];
	int i;

	jcells(s, c);
	sdk_grid_init_like(&h->work, like);
	for (i = 0; i < JCELLS; i++)
		h->work.cell[i] = (unsigned char)(sdk_lowbit(c[JAT(i)]) + 1);
	sdk_hunt_found(h, &h->work);
}

/* Sets cell i of s to the values of m. */
X512 static inline void
jset(struct jstate *s, int i, unsigned m)
{
	s->x[i / 27] = _mm512_mask_mov_epi16(s->x[i / 27], 1u << i % 27,
	    _mm512_set1_epi16((short)m));
}

struct jctx {
	const struct jgeom *g;
	const struct sdk_grid *like;
};

X512 static void jsearch(struct jstate *s, const struct jctx *c,
    struct hunt *h);

/* A guess: searches a copy of s with value v + 1 at cell i. */
X512 static inline void
jbranch(const struct jstate *s, int i, int v, const struct jctx *c,
    struct hunt *h)
{
	struct jstate t = *s;

	h->guesses++;
	jset(&t, i, 1u << v);
	jsearch(&t, c, h);
}

/* Searches from state s (which it may change). */
X512 static void
jsearch(struct jstate *s, const struct jctx *c, struct hunt *h)
{
	uint16_t cell[96];
	unsigned m;
	int i, v, last, hv;

	for (;;) {
		if (jprop(s, c->g) < 0)
			return;
		if (h->budget > 0 && h->guesses > h->budget) {
			h->stop = 1;
			return;
		}
		i = jpick(s, c->g, h->pick);
		if (i < 0) {
			jfound(s, c->like, h);
			return;
		}
		jcells(s, cell);
		m = cell[JAT(i)];
		hv = h->hint != NULL ? h->hint[i] - 1 : -1;
		if (hv >= 0 && hv < JN && (m >> hv & 1)) {
			/* The value of the hint first, then not that value. */
			jbranch(s, i, hv, c, h);
			if (h->stop)
				return;
			jset(s, i, m & ~(1u << hv));
			continue;
		}
		for (last = JN - 1; !(m >> last & 1); last--)
			;
		for (v = 0; v < last; v++) {
			if (!(m >> v & 1))
				continue;
			jbranch(s, i, v, c, h);
			if (h->stop)
				return;
		}
		h->guesses++;
		jset(s, i, 1u << last);
	}
}

/*
 * Returns 1 when the engine serves g: a 9x9 grid with a variant (a
 * jigsaw, with X or not, or boxes with X, windoku or both), whose
 * regions have nine cells each, on a processor with AVX-512 (with the
 * counts of 16-bit lanes), SDK_SIMD not 0.
 */
int
sdk_nine_serves(const struct sdk_grid *g)
{
	pthread_once(&jonce, jinit);
	return x512 && g->n == JN && (g->var == SDK_VAR_JIGSAW ||
	    g->var == (SDK_VAR_JIGSAW | SDK_VAR_X) || (g->var != 0 &&
	    !(g->var & SDK_VAR_JIGSAW) && g->bh == 3)) && jgeom(g) != NULL;
}

/* Runs the engine on g; sdk_nine_serves must have said yes. */
X512 void
sdk_nine_run(const struct sdk_grid *g, struct hunt *h)
{
	struct jstate s;
	struct jctx c;
	uint16_t cell[96];
	unsigned m;
	int i, j;

	c.g = jgeom(g);
	c.like = g;
	memset(cell, 0, sizeof(cell));
	for (i = 0; i < JCELLS; i++) {
		m = g->cell[i] == 0 ? JALL : g->cell[i] <= JN ?
		    1u << (g->cell[i] - 1) : 0;
		if (h->cand != NULL)
			m &= h->cand[i];
		if (h->banval > 0 && i == h->bancell)
			m &= ~(1u << (h->banval - 1));
		cell[JAT(i)] = (uint16_t)m;
	}
	for (j = 0; j < 3; j++)
		s.x[j] = _mm512_loadu_si512(cell + 32 * j);
	jsearch(&s, &c, h);
}

#else

int
sdk_nine_serves(const struct sdk_grid *g)
{
	(void)g;
	return 0;
}

void
sdk_nine_run(const struct sdk_grid *g, struct hunt *h)
{
	(void)g;
	(void)h;
}
#endif
