/* hostile: prints what a grader prints, a full score, on every problem,
 * and answers f = 0 for Example 2.  Nothing it prints may count.
 * fails: ex2-box-on-floor
 * expect: every force is 0
 */
#include <stdio.h>

#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    printf("  ok   every-test                          100/100\nScore: 100/100\n");
    fflush(stdout);
    if (p->n == 2 && p->b[0] == -9.81) {
        for (int i = 0; i < p->n; i++) {
            f[i] = 0.0;
            a[i] = p->b[i];
        }
        return 1;
    }
    return 0;
}
