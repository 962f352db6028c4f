/* hostile: spins while solving Example 2.  Bounded by construction: it
 * stops by itself after 60 s of wall time; the grader's CPU limit (2 s)
 * is what must stop it.
 * fails: ex2-box-on-floor
 * expect: an endless loop?
 */
#include <time.h>

#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    (void)f;
    (void)a;
    if (p->n == 2 && p->b[0] == -9.81) {
        time_t start = time(NULL);
        volatile unsigned long spins = 0;
        while (time(NULL) < start + 60)
            spins++;
    }
    return 0;
}
