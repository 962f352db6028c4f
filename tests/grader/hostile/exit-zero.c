/* hostile: calls exit(0) in the middle of solving Example 2.
 * fails: ex2-box-on-floor
 * expect: the program ended (exit code 0) inside your code
 */
#include <stdlib.h>

#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    (void)f;
    (void)a;
    if (p->n == 2 && p->b[0] == -9.81)
        exit(0);
    return 0;
}
