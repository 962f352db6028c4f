/* hostile: allocates and touches memory without end while solving
 * Example 2, then, like careless code, uses the NULL that malloc finally
 * returns.  Bounded by construction: it stops after 4 GiB (the machine has
 * 24); the grader's memory limit (256 MiB) is what must stop it.
 * fails: ex2-box-on-floor
 * expect: ran out of memory
 */
#include <stdlib.h>
#include <string.h>

#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    (void)f;
    (void)a;
    if (p->n == 2 && p->b[0] == -9.81) {
        void *chain = NULL;
        for (int k = 0; k < 4096; k++) { /* 4096 blocks of 1 MiB */
            void **block = malloc((size_t)1 << 20);
            if (block == NULL) {
                volatile char *careless = NULL;
                careless[0] = 1;
            }
            memset(block, 1, (size_t)1 << 20);
            block[0] = chain; /* keep every block reachable */
            chain = block;
        }
    }
    return 0;
}
