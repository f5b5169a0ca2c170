/*
 * shape-opt.c: the shape options of the makers (-z, --box, --variant,
 * --jigsaw) settled into one shape (its name: sdk_gen_shape_name, gen.c).
 */
#include <stdio.h>
#include <string.h>

#include "sdk.h"

/*
 * Settles the shape of o from the options of a maker: the side o->n (set
 * by -z when zflag is set), the boxes o->bh x o->bw (--box, or 0 x 0 for
 * the side's own) and the variants of o->var (--variant, --jigsaw).
 * Returns 0 with o->n, o->bh and o->bw set, or -1 with the reason in why:
 * a side and boxes that disagree, boxes for a jigsaw grid, windows where
 * there are none, windows on a jigsaw grid.
 */
int
sdk_gen_shape(struct sdk_gen_opts *o, int zflag, char *why, size_t size)
{
	if (o->bh != 0) {
		if (o->var & SDK_VAR_JIGSAW) {
			snprintf(why, size, "--jigsaw has regions, not boxes: "
			    "no --box");
			return -1;
		}
		if (zflag && o->bh * o->bw != o->n) {
			snprintf(why, size, "--box %dx%d makes a side of %d, "
			    "not %d", o->bh, o->bw, o->bh * o->bw, o->n);
			return -1;
		}
		o->n = o->bh * o->bw;
	} else if (!(o->var & SDK_VAR_JIGSAW)) {
		o->bh = sdk_side_boxrows(o->n);
		o->bw = o->n / o->bh;
	}
	if ((o->var & SDK_VAR_WINDOKU) && o->n != 4 && o->n != 9 &&
	    o->n != 16) {
		snprintf(why, size, "windoku needs a side of 4, 9 or 16, not "
		    "%d", o->n);
		return -1;
	}
	if ((o->var & SDK_VAR_WINDOKU) && (o->var & SDK_VAR_JIGSAW)) {
		snprintf(why, size, "--jigsaw takes --variant x, not windoku");
		return -1;
	}
	return 0;
}

/* Returns 1 when the shape of o, settled, is classic (4x4, 9x9, 16x16). */
int
sdk_gen_shape_classic(const struct sdk_gen_opts *o)
{
	return o->var == 0 && o->bh == o->bw && sdk_size_ok(o->n);
}
