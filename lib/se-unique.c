/* placeholder until the producers land (not to be merged) */
#include "internal.h"
int sdk_se_uniqueloop(const struct sdk_human *h, struct sdk_step *st) { (void)h; (void)st; return 0; }
int sdk_se_bug(const struct sdk_human *h, struct sdk_step *st) { (void)h; (void)st; return 0; }
