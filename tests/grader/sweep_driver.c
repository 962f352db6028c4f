/* sweep_driver.c - solve many problem files with one stage's solver, one
 * line each, for find_sweep.py (which links it with a version of the
 * stage's file, build/obj/code/tools/stages.o and build/lib/libcf.a).
 *
 *     sweep_driver STAGE FILE...
 *
 * For each FILE, one line: the status, then f (%.17g each), then "|" and
 * each pivot as "d j move s" (s at %.17g), with a pivot limit of 1000
 * and lesson_only set, as the grader calls a student's solver (a wrong
 * version that pivots on and on stops soon).  A file
 * that cannot be read gives the line "unreadable".  Exit 0, or 2 on bad
 * usage or no memory.
 */
#include <stdio.h>
#include <stdlib.h>

#include "problem.h"
#include "solver.h"
#include "stages.h"
#include "trace.h"

static int solve_one(cf_solver solve, const char *path)
{
    cf_problem *p = cf_problem_read_file(path, NULL);
    if (p == NULL) {
        printf("unreadable\n");
        return 0;
    }
    double *f = malloc((size_t)p->n * sizeof *f);
    double *a = malloc((size_t)p->n * sizeof *a);
    cf_trace *trace = cf_trace_new(p->n);
    int failed = f == NULL || a == NULL || trace == NULL;
    if (!failed) {
        for (int i = 0; i < p->n; i++)
            f[i] = a[i] = 0.0;
        cf_solve_options options = {.trace = trace, .max_pivots = 1000, .lesson_only = 1};
        cf_status status = solve(p, &options, f, a);
        printf("%d", (int)status);
        for (int i = 0; i < p->n; i++)
            printf(" %.17g", f[i]);
        printf(" |");
        for (int k = 0; k < trace->count; k++) {
            const cf_pivot *v = &trace->pivots[k];
            printf(" %d %d %d %.17g", v->d, v->j, (int)v->move, v->s);
        }
        printf("\n");
        fflush(stdout); /* a version that crashes on the next file leaves this line */
    }
    free(f);
    free(a);
    cf_trace_free(trace);
    cf_problem_free(p);
    return failed ? -1 : 0;
}

int main(int argc, char **argv)
{
    cf_solver solve = argc >= 2 ? cf_stage_solver(atoi(argv[1])) : NULL;
    if (solve == NULL) {
        fprintf(stderr, "usage: sweep_driver STAGE FILE...\n");
        return 2;
    }
    for (int k = 2; k < argc; k++)
        if (solve_one(solve, argv[k]) != 0) {
            fprintf(stderr, "sweep_driver: out of memory\n");
            return 2;
        }
    return 0;
}
