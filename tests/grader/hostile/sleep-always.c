/* hostile: sleeps in every solve (at most 20 s each), the submission that
 * would take a class hours.  Graded with a budget of 3 s for all its
 * tests: it gets the tests it finished (none) and the budget's message,
 * in about that time.
 * options: --budget 3
 * fails: all
 * expect: used up its time budget of 3 s
 */
#include <unistd.h>

#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    (void)p;
    (void)f;
    (void)a;
    sleep(20);
    return 0;
}
