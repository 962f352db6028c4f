/* hostile: writes through a NULL pointer while solving Example 2.
 * fails: ex2-box-on-floor
 * expect: crashed with a segmentation fault
 */
#include <stddef.h>

#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    (void)f;
    (void)a;
    if (p->n == 2 && p->b[0] == -9.81) {
        volatile int *nowhere = NULL;
        *nowhere = 1;
    }
    return 0;
}
