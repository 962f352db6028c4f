/* bench_check.h - the fast stage on every pile and every stack up to a size.
 *
 * The timed sweep (bench.c) doubles n; roundoff that grows in the updated
 * factorization can fail one size and not the next, so this sweep solves
 * every even n, judges each answer with the certifier and the weight the
 * floor must carry, and counts a status other than ok (inaccurate
 * included) as a failure.
 */
#ifndef CF_BENCH_CHECK_H
#define CF_BENCH_CHECK_H

#include <stdio.h>

#include "bench_rows.h"

/* Families "pile-all" and "stack-all": one CSV row per solve (status,
 * scaled violation, time), added to results.  Prints a summary line per
 * family and every failure.  Returns the number of failures, or -1 when
 * memory runs out. */
int bench_check_all(FILE *csv, bench_results *results, int max_n);

#endif
