/* hostile: prints without end while solving Example 2.  Bounded by
 * construction: it stops after 64 MiB; the grader's output limit (1 MiB)
 * is what must stop it.
 * fails: ex2-box-on-floor
 * expect: printed more than 1024 KiB of output
 */
#include <stdio.h>

#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    (void)f;
    (void)a;
    if (p->n == 2 && p->b[0] == -9.81)
        for (long line = 0; line < 1024L * 1024; line++) /* 64 bytes a line */
            printf("%063ld\n", line);
    return 0;
}
