/* bench_check.h - the fast stage on every pile and every stack up to a size.
 *
 * The timed sweep (bench.c) doubles n; roundoff that grows in the updated
 * factorization can fail one size and not the next, so this sweep solves
 * every even n up to 512 and every 128th above, judges each answer with the certifier and the weight the
 * floor must carry, and counts a status other than ok (inaccurate
 * included) as a failure.
 */
#ifndef CF_BENCH_CHECK_H
#define CF_BENCH_CHECK_H

#include <stdio.h>

#include "bench_rows.h"
#include "boxes.h"

/* A tower of unit 2 x 2 boxes of mass 1 on a fixed floor (body 0, as in
 * a pile), each on the two corners of the one below: n_contacts / 2 boxes
 * and n_contacts contacts, every one of them needed (A is nonsingular).
 * NULL on no memory. */
cf_scene2d *bench_stack_scene(int n_contacts);

/* Families "pile-all" and "stack-all": one CSV row per solve (status,
 * scaled violation, time), added to results.  Prints a summary line per
 * family and every failure.  Returns the number of failures, or -1 when
 * memory runs out. */
int bench_check_all(FILE *csv, bench_results *results, int max_n);

#endif
