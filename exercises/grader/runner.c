/* runner.c - the program that runs a student's solver on one problem.
 *
 * The grader links this file with the student's source and starts it once
 * per test problem (or once for all the problems of a test marked "batch"),
 * in a process of its own with limits on CPU time, memory, processes and
 * output.  It reads the problems on standard input (wire.h), calls the
 * stage's solver on each, and writes one result record per problem on
 * descriptor 3.  It calls the solver a second time on the same problem,
 * with fresh f, a and trace: a solver that keeps state from one call to
 * the next (a static variable) answers differently, and the record says so.  It prints nothing: whatever appears on standard output
 * or standard error is the student's, kept for the report and never read
 * as a verdict.
 *
 * Compile with -DCF_RUNNER_SOLVER=NAME, the stage's solver (kit.mk takes
 * it from the course's table of stages, code/tools/stages.def).
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

/* One call of the solver, on fresh outputs. */
typedef struct call {
    double *f, *a;
    cf_trace *trace;
    cf_status status;
} call;

static int make_call(const cf_problem *p, int max_pivots, call *c)
{
    const int n = p->n;
    c->f = malloc((size_t)n * sizeof *c->f);
    c->a = malloc((size_t)n * sizeof *c->a);
    c->trace = cf_trace_new(n);
    if (c->f == NULL || c->a == NULL || c->trace == NULL)
        return -1;
    /* NaN in every slot: a solver that forgets to set f or a is caught. */
    for (int i = 0; i < n; i++)
        c->f[i] = c->a[i] = NAN;
    /* the student's method alone: a fall-back would answer for a stub */
    cf_solve_options options = {.trace = c->trace, .max_pivots = max_pivots, .lesson_only = 1};
    c->status = STAGE_SOLVER(p, &options, c->f, c->a);
    return 0;
}

static void free_call(call *c)
{
    free(c->f);
    free(c->a);
    cf_trace_free(c->trace);
}

/* Bit for bit the same answer and pivots (NaN included). */
static int same_call(int n, const call *x, const call *y)
{
    if (x->status != y->status || memcmp(x->f, y->f, (size_t)n * sizeof *x->f) != 0
        || memcmp(x->a, y->a, (size_t)n * sizeof *x->a) != 0 || x->trace->count != y->trace->count)
        return 0;
    for (int k = 0; k < x->trace->count; k++) {
        const cf_pivot *u = &x->trace->pivots[k], *v = &y->trace->pivots[k];
        if (u->d != v->d || u->j != v->j || u->move != v->move
            || memcmp(&u->s, &v->s, sizeof u->s) != 0)
            return 0;
    }
    return 1;
}

/* Solve one problem twice and write its result record.  0 on success. */
static int answer(FILE *result, const cf_problem *p, int max_pivots)
{
    snapshot before = {0};
    call first = {0}, second = {0};
    int failed = take_snapshot(p, &before) != 0 || make_call(p, max_pivots, &first) != 0;
    int input_changed = !failed && changed_since(p, &before);
    int calls_differ = 0;
    if (!failed && !input_changed) {
        failed = make_call(p, max_pivots, &second) != 0;
        calls_differ = !failed && !same_call(p->n, &first, &second);
        input_changed = changed_since(p, &before);
    }
    if (failed)
        fprintf(stderr, "runner: out of memory\n");
    else
        failed = cf_wire_write_result(result, (int)first.status, p->n, first.f, first.a,
                                      input_changed, calls_differ, first.trace) != 0;
    free(before.A);
    free(before.b);
    free(before.rows);
    free_call(&first);
    free_call(&second);
    return failed ? -1 : 0;
}

int main(void)
{
    char why[128];
    int count = 0, *max_pivots = NULL;
    cf_problem **problems = cf_wire_read_problems(stdin, &max_pivots, &count, why, sizeof why);
    if (problems == NULL) {
        fprintf(stderr, "runner: %s\n", why);
        return 2;
    }
    FILE *result = fdopen(RESULT_FD, "wb");
    int failed = result == NULL;
    if (failed)
        fprintf(stderr, "runner: cannot start (no result descriptor)\n");
    /* One record per problem, each flushed as it is written: a batch that
     * ends early leaves the records of the problems before. */
    for (int k = 0; !failed && k < count; k++)
        failed = answer(result, problems[k], max_pivots[k]) != 0;
    if (result != NULL)
        failed |= fclose(result) != 0;
    cf_wire_problems_free(problems, max_pivots, count);
    return failed ? 2 : 0;
}
