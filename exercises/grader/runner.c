/* runner.c - the program that runs a student's solver on one problem.
 *
 * The grader links this file with the student's source and starts it once
 * per test problem, in a process of its own with limits on CPU time,
 * memory, processes and output.  It reads the problem on standard input
 * (wire.h), calls the stage's solver, and writes one result record on
 * descriptor 3.  It prints nothing: whatever appears on standard output
 * or standard error is the student's, kept for the report and never read
 * as a verdict.
 *
 * Compile with -DCF_RUNNER_SOLVER=NAME, the stage's solver (kit.mk takes
 * it from the course's table of stages, code/common/stages.def).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver.h"
#include "wire.h"

#ifndef CF_RUNNER_SOLVER
#error "define CF_RUNNER_SOLVER as the solver of a stage that has an exercise"
#endif
cf_status CF_RUNNER_SOLVER(const cf_problem *p, const cf_solve_options *options, double *f,
                           double *a);
#define STAGE_SOLVER CF_RUNNER_SOLVER

/* The descriptor the grader opened for the result record. */
#define RESULT_FD 3

/* A copy of what the solver may not change (it gets a const pointer). */
typedef struct snapshot {
    double *A, *b;
    cf_row *rows;
} snapshot;

static int take_snapshot(const cf_problem *p, snapshot *s)
{
    const size_t n = (size_t)p->n;
    s->A = malloc(n * n * sizeof *s->A);
    s->b = malloc(n * sizeof *s->b);
    s->rows = malloc(n * sizeof *s->rows);
    if (s->A == NULL || s->b == NULL || s->rows == NULL)
        return -1;
    memcpy(s->A, p->A, n * n * sizeof *s->A);
    memcpy(s->b, p->b, n * sizeof *s->b);
    memcpy(s->rows, p->rows, n * sizeof *s->rows);
    return 0;
}

static int changed_since(const cf_problem *p, const snapshot *s)
{
    const size_t n = (size_t)p->n;
    return memcmp(s->A, p->A, n * n * sizeof *s->A) != 0
        || memcmp(s->b, p->b, n * sizeof *s->b) != 0
        || memcmp(s->rows, p->rows, n * sizeof *s->rows) != 0;
}

int main(void)
{
    char why[128];
    cf_problem *p = cf_wire_read_problem(stdin, why, sizeof why);
    if (p == NULL) {
        fprintf(stderr, "runner: %s\n", why);
        return 2;
    }
    const int n = p->n;
    snapshot before = {0};
    double *f = malloc((size_t)n * sizeof *f);
    double *a = malloc((size_t)n * sizeof *a);
    cf_trace *trace = cf_trace_new(n);
    FILE *result = fdopen(RESULT_FD, "wb");
    if (f == NULL || a == NULL || trace == NULL || result == NULL || take_snapshot(p, &before) != 0) {
        fprintf(stderr, "runner: cannot start (out of memory or no result descriptor)\n");
        return 2;
    }
    /* NaN in every slot: a solver that forgets to set f or a is caught. */
    for (int i = 0; i < n; i++)
        f[i] = a[i] = NAN;

    cf_solve_options options = {.trace = trace};
    cf_status status = STAGE_SOLVER(p, &options, f, a);

    int input_changed = changed_since(p, &before);
    int failed = cf_wire_write_result(result, (int)status, n, f, a, input_changed, trace) != 0;
    failed |= fclose(result) != 0;
    free(before.A);
    free(before.b);
    free(before.rows);
    free(f);
    free(a);
    cf_trace_free(trace);
    cf_problem_free(p);
    return failed ? 2 : 0;
}
