/* hostile: on every problem, signals its parent, its process group and
 * every process it may signal (kill -1) with SIGKILL, then solves
 * correctly.  In its own PID namespace it sees none of the grader's
 * processes: the grader finishes, and every test passes.
 * fails:
 * score: full
 */
#include <signal.h>
#include <unistd.h>

#include "problem.h"

static int hostile(const cf_problem *p, double *f, double *a)
{
    (void)p;
    (void)f;
    (void)a;
    pid_t parent = getppid(); /* 0 when the parent is outside its PID namespace */
    if (parent > 1)
        kill(parent, SIGKILL);
    kill(-1, SIGKILL); /* every process it may signal, but itself */
    return 0;
}
