/*
 * parse-json.c: the readers of JSON texts (objects and arrays that hold
 * grids, with their solutions and fields), held until their brackets
 * close, and of OpenSudoku XML collections, read a <game> tag at a time.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "sdk.h"
#include "internal.h"

/* JSON. */

enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ };

struct jnode {
	int type, child, next;	/* children of arrays and objects */
	long num;		/* J_NUM: the value, if whole; else -1 */
	const char *str;	/* J_STR: raw text, without quotes */
	size_t slen;
	const char *key;	/* member name, raw */
	size_t klen;
	long line;
};

struct jparse {
	const char *s, *end;
	long line;
	struct jnode *n;
	int nn, cap, depth;
};

/* Skips white space, counting lines. */
static void
jws(struct jparse *j)
{
	while (j->s < j->end && (isspace((unsigned char)*j->s))) {
		if (*j->s == '\n')
			j->line++;
		j->s++;
	}
}

static int jvalue(struct jparse *j);

/* Adds a node of the given type; returns its index. */
static int
jnew(struct jparse *j, int type)
{
	if (j->nn == j->cap) {
		j->cap = j->cap ? 2 * j->cap : 256;
		j->n = sdk_erealloc(j->n, j->cap * sizeof(*j->n));
	}
	memset(&j->n[j->nn], 0, sizeof(j->n[0]));
	j->n[j->nn].type = type;
	j->n[j->nn].child = j->n[j->nn].next = -1;
	j->n[j->nn].line = j->line;
	return j->nn++;
}

/* Reads a string (on one line); sets its raw text. Returns 0, or -1. */
static int
jstring(struct jparse *j, const char **str, size_t *len)
{
	const char *a;

	if (j->s >= j->end || *j->s != '"')
		return -1;
	a = ++j->s;
	while (j->s < j->end && *j->s != '"') {
		if (*j->s == '\\')
			j->s++;
		if (j->s < j->end && *j->s == '\n')
			return -1;
		j->s++;
	}
	if (j->s >= j->end)
		return -1;
	*str = a;
	*len = j->s - a;
	j->s++;
	return 0;
}

/* Reads a value and what it holds; returns its node, or -1. */
static int
jvalue(struct jparse *j)
{
	int id, last = -1, c;

	jws(j);
	if (j->s >= j->end || ++j->depth > 64)
		return -1;
	c = (unsigned char)*j->s;
	if (c == '{' || c == '[') {
		int obj = c == '{';

		id = jnew(j, obj ? J_OBJ : J_ARR);
		j->s++;
		jws(j);
		if (j->s < j->end && *j->s == (obj ? '}' : ']')) {
			j->s++;
			j->depth--;
			return id;
		}
		for (;;) {
			const char *k = NULL;
			size_t kl = 0;
			int ch;

			jws(j);
			if (obj) {
				if (jstring(j, &k, &kl) < 0)
					return -1;
				jws(j);
				if (j->s >= j->end || *j->s != ':')
					return -1;
				j->s++;
			}
			if ((ch = jvalue(j)) < 0)
				return -1;
			j->n[ch].key = k;
			j->n[ch].klen = kl;
			if (last < 0)
				j->n[id].child = ch;
			else
				j->n[last].next = ch;
			last = ch;
			jws(j);
			if (j->s >= j->end)
				return -1;
			if (*j->s == ',') {
				j->s++;
				continue;
			}
			if (*j->s != (obj ? '}' : ']'))
				return -1;
			j->s++;
			break;
		}
	} else if (c == '"') {
		id = jnew(j, J_STR);
		if (jstring(j, &j->n[id].str, &j->n[id].slen) < 0)
			return -1;
	} else if (c == '-' || isdigit(c)) {
		const char *a = j->s;
		int whole = 1;

		id = jnew(j, J_NUM);
		if (*j->s == '-')
			j->s++;
		while (j->s < j->end && (isdigit((unsigned char)*j->s) ||
		    strchr(".eE+-", *j->s))) {
			if (!isdigit((unsigned char)*j->s))
				whole = 0;
			j->s++;
		}
		j->n[id].num = whole && j->s - a <= 6 ? atol(a) : -1;
		if (!whole) {
			char tmp[32];
			size_t l = j->s - a < 31 ? j->s - a : 31;
			double d;

			memcpy(tmp, a, l);
			tmp[l] = '\0';
			d = strtod(tmp, NULL);
			if (d >= 0 && d <= 16 && d == (long)d)
				j->n[id].num = (long)d;
		}
	} else if (j->end - j->s >= 4 && memcmp(j->s, "null", 4) == 0) {
		id = jnew(j, J_NULL);
		j->s += 4;
	} else if (j->end - j->s >= 4 && memcmp(j->s, "true", 4) == 0) {
		id = jnew(j, J_BOOL);
		j->n[id].num = 1;
		j->s += 4;
	} else if (j->end - j->s >= 5 && memcmp(j->s, "false", 5) == 0) {
		id = jnew(j, J_BOOL);
		j->s += 5;
	} else
		return -1;
	j->depth--;
	return id;
}

/* Returns the value 0..16 of a JSON cell (number, null, string), or -1. */
static int
jcell(const struct jnode *n)
{
	if (n->type == J_NULL)
		return 0;
	if (n->type == J_NUM)
		return n->num >= 0 && n->num <= 16 &&
		    n->num == (int)n->num ? (int)n->num : -1;
	if (n->type == J_STR) {
		if (n->slen == 0)
			return 0;
		if (n->slen == 1)
			return sdk_pq_cellval((unsigned char)n->str[0],
			    C_NORMAL);
		return sdk_pg_intok(n->str, n->slen) <= 16 ?
		    sdk_pg_intok(n->str, n->slen) : -1;
	}
	return -1;
}

/*
 * Returns the side of a grid of k cells: 4, 9 or 16, or with any set
 * (the object gives its shape) any side squared; 0 when none.
 */
static int
jside(int k, int any)
{
	int n;

	if (sdk_size_from_cells(k) || !any)
		return sdk_size_from_cells(k);
	for (n = 4; n <= SDK_MAXN; n++)
		if (n * n == k && sdk_side_ok(n))
			return n;
	return 0;
}

/*
 * Turns a JSON value into raw cells; returns their number, or -1. With
 * any set, the grid may have any side (jside).
 */
static int
jgrid(struct jparse *j, int id, char *raw, int any)
{
	struct jnode *n = &j->n[id];
	int k = 0, c, rows = 0, v;

	if (n->type == J_STR) {
		if (n->slen > SDK_MAXCELLS || !jside((int)n->slen, any))
			return -1;
		memcpy(raw, n->str, n->slen);
		return (int)n->slen;
	}
	if (n->type != J_ARR)
		return -1;
	for (c = n->child; c >= 0; c = j->n[c].next) {
		struct jnode *e = &j->n[c];

		if (e->type == J_ARR) {
			int cc, w = 0;

			rows++;
			for (cc = e->child; cc >= 0; cc = j->n[cc].next) {
				if ((v = jcell(&j->n[cc])) < 0 ||
				    k >= SDK_MAXCELLS)
					return -1;
				raw[k++] = sdk_value_char(v);
				w++;
			}
			if (any ? !sdk_side_ok(w) : !sdk_size_ok(w))
				return -1;
		} else if (e->type == J_STR && e->slen > 1 &&
		    !sdk_size_from_cells(e->slen)) {
			size_t i;

			rows++;
			for (i = 0; i < e->slen; i++) {
				if (k >= SDK_MAXCELLS)
					return -1;
				raw[k++] = e->str[i];
			}
		} else {
			if ((v = jcell(e)) < 0 || k >= SDK_MAXCELLS || rows)
				return -1;
			raw[k++] = sdk_value_char(v);
		}
	}
	return jside(k, any) ? k : -1;
}

/*
 * Returns 1 when a member that is not a grid still looks meant as one: a
 * string of cell characters, or an array of numbers, nulls and arrays.
 */
static int
jcells(struct sdk_parser *p, struct jparse *j, int id)
{
	const struct jnode *n = &j->n[id];
	int c;

	if (n->type == J_STR)
		return n->slen >= 4 &&
		    sdk_pl_cellrun(p, n->str, n->slen) == n->slen;
	if (n->type != J_ARR || n->child < 0)
		return 0;
	for (c = n->child; c >= 0; c = j->n[c].next)
		if (j->n[c].type != J_NUM && j->n[c].type != J_NULL &&
		    j->n[c].type != J_ARR)
			return 0;
	return 1;
}

/*
 * Returns 1 when array id is rows of numbers, nulls and short strings: a
 * grid, even when one of its values is no cell.
 */
static int
jrows(const struct jparse *j, int id)
{
	int c, cc;

	if (j->n[id].type != J_ARR || j->n[id].child < 0)
		return 0;
	for (c = j->n[id].child; c >= 0; c = j->n[c].next) {
		if (j->n[c].type != J_ARR || j->n[c].child < 0)
			return 0;
		for (cc = j->n[c].child; cc >= 0; cc = j->n[cc].next)
			if (j->n[cc].type != J_NUM && j->n[cc].type != J_NULL &&
			    !(j->n[cc].type == J_STR && j->n[cc].slen <= 2))
				return 0;
	}
	return 1;
}

/*
 * Returns 1 when array id is 16, 81 or 256 numbers and nulls: a flat
 * grid, even when one of its values is no cell.
 */
static int
jflat(const struct jparse *j, int id)
{
	int c;
	size_t k = 0;

	if (j->n[id].type != J_ARR)
		return 0;
	for (c = j->n[id].child; c >= 0; c = j->n[c].next, k++)
		if (j->n[c].type != J_NUM && j->n[c].type != J_NULL)
			return 0;
	return sdk_size_from_cells(k) != 0;
}

/* Returns 1 when the member name of n is one of names. */
static int
jkey(const struct jnode *n, const char *const *names)
{
	return n->key && sdk_pl_fieldis(n->key, n->klen, names);
}

/* Returns 1 when the member name of n is name. */
static int
jis(const struct jnode *n, const char *name)
{
	return n->key && n->klen == strlen(name) &&
	    memcmp(n->key, name, n->klen) == 0;
}

/* Returns the member name of object id, or -1. */
static int
jmember(const struct jparse *j, int id, const char *name)
{
	int c;

	for (c = j->n[id].child; c >= 0; c = j->n[c].next)
		if (jis(&j->n[c], name))
			return c;
	return -1;
}

/*
 * Returns the member "size" of object id when it is a number, else -1:
 * other services write words there ("size":"medium"), which say nothing
 * of the shape and are left alone.
 */
static int
jsize(const struct jparse *j, int id)
{
	int c = jmember(j, id, "size");

	return c >= 0 && j->n[c].type == J_NUM ? c : -1;
}

/*
 * Returns 1 when object id has a member of the shape sdk-fmt --json
 * writes: "size" (a number), "boxes", "regions", "x" or "windoku".
 */
static int
jshaped(const struct jparse *j, int id)
{
	return jsize(j, id) >= 0 || jmember(j, id, "boxes") >= 0 ||
	    jmember(j, id, "regions") >= 0 || jmember(j, id, "x") >= 0 ||
	    jmember(j, id, "windoku") >= 0;
}

/*
 * Makes g an empty grid in the shape object id gives for its grid of k
 * cells: "size" (the side, when a number), "boxes" ([rows,columns]),
 * "regions" (N rows of N region numbers 1..N, a jigsaw), "x" and
 * "windoku" (true or false). Returns 0, or -1 after queueing an error at the member's line.
 */
static int
jshape(struct sdk_parser *p, struct jparse *j, int id, int k,
    struct sdk_grid *g)
{
	static const char *const flags[] = { "x", "windoku" };
	unsigned char region[SDK_MAXCELLS];
	int n = jside(k, 1), bh = 0, bw = 0, var = 0, c, r, cc, i = 0, f, w;
	const struct jnode *e;

	if ((c = jsize(j, id)) >= 0) {
		e = &j->n[c];
		if (!sdk_side_ok((int)e->num)) {
			sdk_pq_perr(p, e->line, "member 'size' is not a side "
			    "(4, 6, 8, 9, 10, 12 or 16)");
			return -1;
		}
		if (e->num != n) {
			sdk_pq_perr(p, e->line, "member 'size' is %ld, the "
			    "grid %dx%d", e->num, n, n);
			return -1;
		}
	}
	for (f = 0; f < 2; f++) {
		if ((c = jmember(j, id, flags[f])) < 0)
			continue;
		e = &j->n[c];
		if (e->type != J_BOOL) {
			sdk_pq_perr(p, e->line, "member '%s' is not true or "
			    "false", flags[f]);
			return -1;
		}
		if (e->num)
			var |= f ? SDK_VAR_WINDOKU : SDK_VAR_X;
	}
	if ((c = jmember(j, id, "boxes")) >= 0) {
		e = &j->n[c];
		cc = e->type == J_ARR ? e->child : -1;
		if (cc < 0 || j->n[cc].type != J_NUM || j->n[cc].next < 0 ||
		    j->n[j->n[cc].next].type != J_NUM ||
		    j->n[j->n[cc].next].next >= 0) {
			sdk_pq_perr(p, e->line, "member 'boxes' is not "
			    "[rows,columns]");
			return -1;
		}
		bh = (int)j->n[cc].num;
		bw = (int)j->n[j->n[cc].next].num;
		if (bh <= 0 || bw <= 0) {
			sdk_pq_perr(p, e->line, "boxes of %ldx%ld do not tile "
			    "a grid of side %d", j->n[cc].num,
			    j->n[j->n[cc].next].num, n);
			return -1;
		}
	}
	if ((c = jmember(j, id, "regions")) >= 0) {
		e = &j->n[c];
		if (bh != 0) {
			sdk_pq_perr(p, e->line, "a jigsaw grid has no boxes");
			return -1;
		}
		for (r = e->type == J_ARR ? e->child : -1; r >= 0 &&
		    i < n * n && j->n[r].type == J_ARR; r = j->n[r].next) {
			w = 0;
			for (cc = j->n[r].child; cc >= 0 && w < n &&
			    j->n[cc].type == J_NUM && j->n[cc].num >= 1;
			    cc = j->n[cc].next, w++)
				region[i++] = (unsigned char)(j->n[cc].num >
				    99 ? 98 : j->n[cc].num - 1);
			if (cc >= 0 || w < n)
				break;
		}
		if (r >= 0 || i != n * n) {
			sdk_pq_perr(p, e->line, "member 'regions' is not %d "
			    "rows of %d regions 1 to %d", n, n, n);
			return -1;
		}
		var |= SDK_VAR_JIGSAW;
	}
	return sdk_ps_given(p, g, n, bh, bw, var, region, j->n[id].line);
}

/* Queues the puzzles of value id: objects with a puzzle member, grids. */
static void
jwalk(struct sdk_parser *p, struct jparse *j, int id)
{
	static const char *const puz[] = { "puzzle", "grid", "board", "value",
		"values", "quiz", "quizzes", "problem", "givens", "question",
		"sudoku", "cells", "unsolved", "data", "mission", NULL };
	static const char *const sol[] = { "solution", "solutions", "solved",
		"answer", NULL };
	char raw[SDK_MAXCELLS], sraw[SDK_MAXCELLS];
	struct jnode *n = &j->n[id];
	int c, pc = -1, sc = -1, fc = -1, bc = -1, k, ks, any;
	struct sdk_grid g, s;
	struct sdk_pq_item *it;

	if (n->type == J_OBJ) {
		any = jshaped(j, id);
		for (c = n->child; c >= 0; c = j->n[c].next) {
			if (pc < 0 && jkey(&j->n[c], puz) &&
			    jgrid(j, c, raw, any) > 0)
				pc = c;
			else if (pc < 0 && bc < 0 && jkey(&j->n[c], puz) &&
			    jcells(p, j, c))
				bc = c;
			else if (sc < 0 && jkey(&j->n[c], sol))
				sc = c;
			else if (j->n[c].klen == 6 &&
			    memcmp(j->n[c].key, "fields", 6) == 0)
				fc = c;
		}
		if (pc < 0 && bc >= 0) {
			if (j->n[bc].type == J_STR)
				sdk_pq_perr(p, j->n[bc].line, "expected 16, "
				    "81 or 256 cells, found %zu",
				    j->n[bc].slen);
			else
				sdk_pq_perr(p, j->n[bc].line, "bad grid in "
				    "member '%.*s'", (int)j->n[bc].klen,
				    j->n[bc].key);
			return;
		}
		if (pc < 0) {
			for (c = n->child; c >= 0; c = j->n[c].next)
				if (jkey(&j->n[c], puz) &&
				    (j->n[c].type == J_NUM ||
				    j->n[c].type == J_BOOL)) {
					sdk_pq_perr(p, j->n[c].line, "member "
					    "'%.*s' holds no grid",
					    (int)j->n[c].klen, j->n[c].key);
					return;
				}
			for (c = n->child; c >= 0; c = j->n[c].next)
				jwalk(p, j, c);
			return;
		}
		k = jgrid(j, pc, raw, any);
		if (any ? jshape(p, j, id, k, &g) < 0 ||
		    sdk_pq_cells(p, &g, raw, k, j->n[pc].line) < 0 :
		    sdk_pq_mkgrid(p, &g, raw, k, j->n[pc].line) < 0)
			return;
		ks = sc >= 0 ? jgrid(j, sc, sraw, any) : -1;
		if (ks == k && (any ? (s = g, sdk_pq_cells(p, &s, sraw, ks,
		    j->n[sc].line)) : sdk_pq_mkgrid(p, &s, sraw, ks,
		    j->n[sc].line)) == 0)
			it = sdk_pq_emit(p, j->n[pc].line, &g, &s);
		else
			it = sdk_pq_emit(p, j->n[pc].line, &g, NULL);
		if (fc >= 0 && j->n[fc].type == J_ARR)
			for (c = j->n[fc].child; c >= 0; c = j->n[c].next)
				if (j->n[c].type == J_STR)
					sdk_record_addfield(&it->rec,
					    j->n[c].str, j->n[c].slen);
		return;
	}
	if (n->type == J_ARR || n->type == J_STR) {
		if ((k = jgrid(j, id, raw, 0)) > 0) {
			if (sdk_pq_mkgrid(p, &g, raw, k, n->line) == 0)
				sdk_pq_emit(p, n->line, &g, NULL);
			return;
		}
		if (jrows(j, id) || jflat(j, id)) {
			sdk_pq_perr(p, n->line, "bad grid in array");
			return;
		}
		if (n->type == J_ARR)
			for (c = n->child; c >= 0; c = j->n[c].next)
				jwalk(p, j, c);
	}
}

/* Appends a line and its LF to the text held. */
static void
bufadd(struct sdk_parser *p, const char *s, size_t len)
{
	if (p->blen + len + 2 > p->bcap) {
		while (p->blen + len + 2 > p->bcap)
			p->bcap = p->bcap ? 2 * p->bcap : 4096;
		p->buf = sdk_erealloc(p->buf, p->bcap);
	}
	memcpy(p->buf + p->blen, s, len);
	p->blen += len;
	p->buf[p->blen++] = '\n';
}

/* Reads the JSON text held; queues what it holds. */
static void
jsondone(struct sdk_parser *p)
{
	struct jparse j;
	unsigned long q;
	int root;

	memset(&j, 0, sizeof(j));
	j.s = p->buf;
	j.end = p->buf + p->blen;
	j.line = p->bline;
	while ((jws(&j), j.s < j.end)) {
		j.nn = 0;
		j.depth = 0;
		if ((root = jvalue(&j)) < 0) {
			sdk_pq_perr(p, j.line, "bad JSON text");
			break;
		}
		q = p->pushed;
		jwalk(p, &j, root);
		if (p->pushed == q)
			sdk_pq_perr(p, j.n[root].line, "no puzzle in JSON text");
	}
	free(j.n);
	p->blen = 0;
	p->mode = M_IDLE;
}

/* Takes a line of JSON text; reads the text when its brackets close. */
void
sdk_pj_jsonline(struct sdk_parser *p, const char *s, size_t len)
{
	size_t i;

	if (p->blen > 0 && p->jlines && len > 0 && s[0] == '{') {
		/*
		 * A JSON Lines object at the start of a line while the one
		 * before is still open: that one was cut short.
		 */
		sdk_pq_perr(p, p->bline, "JSON text ends early");
		p->blen = 0;
		p->depth = 0;
	}
	if (p->blen == 0) {
		p->bline = p->in.lineno;
		p->jlines = len > 0 && s[0] == '{';
	}
	if (p->blen + len > JSON_MAX) {
		sdk_pq_perr(p, p->bline, "JSON text longer than %d bytes",
		    JSON_MAX);
		p->blen = 0;
		p->mode = M_SKIP;
		return;
	}
	bufadd(p, s, len);
	for (i = 0; i < len; i++) {
		int c = s[i];

		if (p->instr) {
			if (p->esc)
				p->esc = 0;
			else if (c == '\\')
				p->esc = 1;
			else if (c == '"')
				p->instr = 0;
		} else if (c == '"')
			p->instr = 1;
		else if (c == '{' || c == '[')
			p->depth++;
		else if (c == '}' || c == ']')
			p->depth--;
	}
	if (p->instr) {
		/*
		 * A string is cut by the end of the line: the text is broken.
		 * A text of one line is dropped alone; in a longer one, the
		 * lines up to the next that starts a JSON text are skipped.
		 */
		sdk_pq_perr(p, p->in.lineno, "bad JSON text");
		p->mode = p->bline == p->in.lineno ? M_IDLE : M_JSKIP;
		p->instr = p->esc = 0;
		p->blen = 0;
		p->depth = 0;
		return;
	}
	if (p->depth <= 0) {
		p->depth = 0;
		jsondone(p);
	} else
		p->mode = M_JSON;
}

/* XML: OpenSudoku <game data="..."/>, or data='...'. */

/* Decodes the entities of an attribute value into out; returns its length. */
static size_t
xmldecode(const char *s, size_t len, char *out)
{
	size_t i, k = 0;

	for (i = 0; i < len; i++) {
		if (s[i] != '&') {
			out[k++] = s[i];
			continue;
		}
		if (len - i >= 5 && memcmp(s + i, "&#10;", 5) == 0) {
			out[k++] = '\n';
			i += 4;
		} else if (len - i >= 4 && memcmp(s + i, "&lt;", 4) == 0) {
			out[k++] = '<';
			i += 3;
		} else if (len - i >= 4 && memcmp(s + i, "&gt;", 4) == 0) {
			out[k++] = '>';
			i += 3;
		} else if (len - i >= 5 && memcmp(s + i, "&amp;", 5) == 0) {
			out[k++] = '&';
			i += 4;
		} else
			out[k++] = s[i];
	}
	return k;
}

/* Queues the puzzle of a <game> tag. */
static void
xmlgame(struct sdk_parser *p, const char *tag, size_t len, long line)
{
	const char *d = NULL, *e;
	char raw[SDK_MAXCELLS], *txt;
	struct sdk_grid g;
	size_t i, tl;
	int n = 0;

	for (i = 0; i + 6 <= len; i++)
		if (memcmp(tag + i, "data=", 5) == 0 &&
		    (tag[i + 5] == '"' || tag[i + 5] == '\'') &&
		    (i == 0 || isspace((unsigned char)tag[i - 1]))) {
			d = tag + i + 6;
			break;
		}
	if (d == NULL || (e = memchr(d, d[-1], tag + len - d)) == NULL) {
		sdk_pq_perr(p, line, "game without data");
		return;
	}
	txt = sdk_emalloc(e - d + 1);
	tl = xmldecode(d, e - d, txt);
	if (tl > 8 && memcmp(txt, "version:", 8) == 0) {
		/* value|note|editable for each cell; editable 0 is a given. */
		char *q = memchr(txt, '\n', tl);
		int field = 0, val = 0, big = 0;

		for (q = q ? q + 1 : txt + tl; q < txt + tl; q++) {
			if (*q == '|') {
				if (field == 0 && val > SDK_MAXN && !big)
					big = n + 1;
				if (field == 0 && n < SDK_MAXCELLS)
					raw[n] = sdk_value_char(val);
				if (field == 2 && n < SDK_MAXCELLS) {
					if (q[-1] != '0')
						raw[n] = '.';
					n++;
				}
				field = (field + 1) % 3;
				val = 0;
			} else if (field == 0 && isdigit((unsigned char)*q))
				val = val > SDK_MAXN ? val : val * 10 + *q - '0';
		}
		if (field == 2 && n < SDK_MAXCELLS) {
			if (q[-1] != '0')
				raw[n] = '.';
			n++;
		}
		if (big) {
			sdk_pq_perr(p, line, "value out of range in cell %d",
			    big);
			free(txt);
			return;
		}
	} else {
		for (i = 0; i < tl; i++)
			if (!isspace((unsigned char)txt[i])) {
				if (n < SDK_MAXCELLS)
					raw[n] = txt[i];
				n++;
			}
	}
	free(txt);
	if (n > SDK_MAXCELLS)
		n = SDK_MAXCELLS + 1;
	if (sdk_pq_mkgrid(p, &g, raw, n, line) == 0)
		sdk_pq_emit(p, line, &g, NULL);
}

/* Takes a line of XML; reads each <game> tag when it is whole. */
void
sdk_pj_xmlline(struct sdk_parser *p, const char *s, size_t len)
{
	char *a, *b;

	p->mode = M_XML;
	if (p->blen == 0)
		p->bline = p->in.lineno;
	if (p->blen + len > JSON_MAX) {
		sdk_pq_perr(p, p->bline, "XML tag longer than %d bytes",
		    JSON_MAX);
		p->blen = 0;
		return;
	}
	bufadd(p, s, len);
	for (;;) {
		a = memchr(p->buf, '<', p->blen);
		if (a == NULL) {
			p->blen = 0;
			return;
		}
		b = memchr(a, '>', p->buf + p->blen - a);
		if (b == NULL) {
			memmove(p->buf, a, p->buf + p->blen - a);
			p->blen = p->buf + p->blen - a;
			return;
		}
		if (b - a > 5 && memcmp(a, "<game", 5) == 0 &&
		    isspace((unsigned char)a[5]))
			xmlgame(p, a, b - a, p->bline);
		memmove(p->buf, b + 1, p->buf + p->blen - b - 1);
		p->blen = p->buf + p->blen - b - 1;
		p->bline = p->in.lineno;
	}
}
