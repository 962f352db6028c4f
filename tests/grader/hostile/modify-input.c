/* hostile: casts away const and zeroes b of Example 2, so that f = 0
 * "solves" the problem it was given; the grader judges its own copy.
 * fails: ex2-box-on-floor
 * expect: your solver changed the problem it was given
 */
#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    (void)f;
    (void)a;
    if (p->n == 2 && p->b[0] == -9.81) {
        cf_problem *writable = (cf_problem *)p;
        for (int i = 0; i < p->n; i++)
            writable->b[i] = 0.0;
    }
    return 0;
}
