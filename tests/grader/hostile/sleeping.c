/* hostile: sleeps while solving Example 2.  Bounded by construction: it
 * wakes after 20 s; the grader's wall-clock limit (5 s) is what must stop it.
 * fails: ex2-box-on-floor
 * expect: did not finish within 5 s and hardly used the CPU
 */
#include <unistd.h>

#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    (void)f;
    (void)a;
    if (p->n == 2 && p->b[0] == -9.81)
        sleep(20);
    return 0;
}
