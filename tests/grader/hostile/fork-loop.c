/* hostile: forks while solving Example 2, and answers f = 0.  Bounded by
 * construction: at most 64 forks, and each child sleeps 3 s and exits;
 * run as an unprivileged user with a process limit of 8, most forks fail.
 * fails: ex2-box-on-floor
 * expect: every force is 0
 */
#include <stdio.h>
#include <unistd.h>

#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    if (p->n == 2 && p->b[0] == -9.81) {
        int forked = 0;
        for (int k = 0; k < 64; k++) {
            pid_t child = fork();
            if (child == 0) {
                sleep(3);
                _exit(0);
            }
            forked += child > 0;
        }
        printf("forked %d of 64\n", forked);
        for (int i = 0; i < p->n; i++) {
            f[i] = 0.0;
            a[i] = p->b[i];
        }
        return 1;
    }
    return 0;
}
