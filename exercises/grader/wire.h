/* wire.h - what the grader and the process running student code send each other.
 *
 * The grader never trusts the student's process.  It hands it a problem as
 * a small binary file (its standard input) holding only what a solver may
 * see: the sizes, the row kinds, A and b, never the expected answer.  The
 * student's process hands back one binary result record (on descriptor 3):
 * the status, f, a and the pivots.  The grader reads that record as
 * untrusted data: every field is checked before it is used, and the
 * verdict is computed by the grader itself from its own copy of the
 * problem.  Nothing the student's code prints is ever parsed.
 *
 * Both ends run on the same machine, so numbers are in native byte order.
 */
#ifndef CF_WIRE_H
#define CF_WIRE_H

#include <stddef.h>
#include <stdio.h>

#include "problem.h"
#include "trace.h"

#define CF_WIRE_PROBLEM_MAGIC 0x32504643u /* "CFP2" */
#define CF_WIRE_RESULT_MAGIC 0x32524643u  /* "CFR2" */
#define CF_WIRE_END_MAGIC 0x21444e45u     /* "END!" */

/* Largest problem and longest trace the grader accepts back. */
#define CF_WIRE_MAX_N 4096
#define CF_WIRE_MAX_PIVOTS 200000

/* Largest total size of the pivots' vectors sent back: the first pivots
 * carry delta f, delta a, f, a and the sets (for replay.c); the rest only
 * their step and indices. */
#define CF_WIRE_VECTOR_BUDGET ((size_t)512 * 1024)

/* One pivot as the grader checks it (trace.h has the full record). */
typedef struct cf_wire_pivot {
    int drive;    /* the number of the drive it belongs to (s->drive when recorded) */
    int d;        /* the driven index; -1 for a record that drives nothing (the bilateral block) */
    int j;        /* the index that limited the step */
    int move;     /* a cf_move */
    double s;     /* the step */
    /* n values each after the pivot, or all NULL when not sent */
    double *df, *da, *f, *a;
    char *sets;   /* CF_SET_CLAMPED, CF_SET_UNCLAMPED, CF_SET_IGNORED */
} cf_wire_pivot;

/* What the student's process reports. */
typedef struct cf_wire_result {
    int status;          /* a cf_status, as returned by the solver */
    int n;
    double *f, *a;       /* n each */
    int input_changed;   /* 1: the solver wrote into the problem it was given */
    int calls_differ;    /* 1: called again on the same problem, it answered differently */
    int pivot_count;     /* pivots recorded (at most CF_WIRE_MAX_PIVOTS kept) */
    int pivots_dropped;  /* 1: the trace was longer than what was kept */
    cf_wire_pivot *pivots;
} cf_wire_result;

/* Problem: write what a solver may see, and the pivot limit it is to be
 * called with (0: the stage's default).  0 on success. */
int cf_wire_write_problem(FILE *out, const cf_problem *p, int max_pivots);

/* A batch (a test marked "batch" in tests.txt): several problem records
 * one after another on the runner's standard input, answered by as many
 * result records, in the same order, on descriptor 3.  At most this many. */
#define CF_WIRE_MAX_BATCH 256

/* Problems: read every record of in (one or more), with the pivot limit of
 * each (free both with cf_wire_problems_free).  NULL on a malformed file
 * (why says what). */
cf_problem **cf_wire_read_problems(FILE *in, int **max_pivots, int *count, char *why,
                                   size_t why_size);
void cf_wire_problems_free(cf_problem **problems, int *max_pivots, int count);

/* Result: write one record.  trace may be NULL.  0 on success. */
int cf_wire_write_result(FILE *out, int status, int n, const double *f, const double *a,
                         int input_changed, int calls_differ, const cf_trace *trace);

/* Result: read and check one record of a problem with n rows from the
 * bytes in data.  0 and r filled on success (free with
 * cf_wire_result_free); -1 with why on anything malformed. */
int cf_wire_parse_result(const unsigned char *data, size_t size, int n, cf_wire_result *r,
                         char *why, size_t why_size);

/* The same for the record at the start of data, which may be followed by
 * others (a batch): *used is its length in bytes. */
int cf_wire_parse_result_prefix(const unsigned char *data, size_t size, int n, cf_wire_result *r,
                                size_t *used, char *why, size_t why_size);

void cf_wire_result_free(cf_wire_result *r);

/* ---- rule tests: one call of one of the student's functions ----
 *
 * A rule test (rules.h) calls a single function of the student's file on
 * a state made by hand: the harness of the exercise's kit (rules-NN-name.c)
 * includes the student's file, so its static functions are in reach,
 * fills the solver's state from this record, calls the function and sends
 * back what the function left.  The grader judges it, as for a problem. */

#define CF_WIRE_RULE_MAGIC 0x33534643u        /* "CFS3": the state after a problem record */
#define CF_WIRE_RULE_RESULT_MAGIC 0x32554643u /* "CFU2": before a result record */

/* Which function a rule test calls. */
enum { CF_RULE_CALL_FDIRECTION = 1, CF_RULE_CALL_MAXSTEP, CF_RULE_CALL_DRIVE_TO_ZERO,
       CF_RULE_CALL_IN_CONE, /* stage 6: stage6_impulse_in_cone(p, f), the answer in j */
       CF_RULE_CALL_ADVANCE, /* stage 5: cone_advance(s, 1), f and a after it */
       CF_RULE_CALL_FOLD,    /* stage 6: fold_sliding_friction(p, A_hat), A_hat in the matrix */
       CF_RULE_CALL_UNFOLD,  /* stage 6: unfold(p, f), f after it */
       CF_RULE_CALL_RAY,     /* stage 6: hand_over_ray(p, f, delta f, d, ray): ray.driven in j,
                                ray.f in f, ray.df in delta f, ray.da in a */
       CF_RULE_CALL_PIVOT    /* stage 4: pivot(s, d, j, move), what it returns in j */ };

/* The state of one call: the problem (A and b) travels in a problem
 * record before it; these n-vectors after it. */
typedef struct cf_wire_rule {
    int call;                 /* CF_RULE_CALL_... */
    int d;                    /* the driven index */
    int pivots;               /* pivots already made in the solve */
    int j, move;              /* CF_RULE_CALL_PIVOT: the index and the move to make (the
                                 stage's own numbering, friction_states.h for stage 4) */
    double *f, *a;            /* the current forces and accelerations */
    double *df, *da, *da_size;/* delta f, delta a = A delta f, sum_j |A_ij delta f_j| */
    char *sets;               /* CF_SET_CLAMPED, CF_SET_UNCLAMPED or CF_SET_IGNORED */
} cf_wire_rule;

/* What the call left: the index and step maxstep chose, the pivot count,
 * delta f, the sets and a matrix (n*n, or NULL when the call makes none);
 * status, f, a and the pivots in a result record. */
typedef struct cf_wire_rule_result {
    int j;
    double step;
    int pivots;
    double *df;
    char *sets;
    double *matrix;
    cf_wire_result call;
} cf_wire_rule_result;

/* Write the problem record of p and the state r.  0 on success. */
int cf_wire_write_rule(FILE *out, const cf_problem *p, int max_pivots, const cf_wire_rule *r);

/* Read them back (r filled; free with cf_wire_rule_free).  NULL on a
 * malformed record, with why. */
cf_problem *cf_wire_read_rule(FILE *in, int *max_pivots, cf_wire_rule *r, char *why,
                              size_t why_size);
void cf_wire_rule_free(cf_wire_rule *r);

/* A rule harness's run (rules-NN-name.c): the problem, its pivot limit
 * and the state, from standard input; the stream of descriptor 3 for what
 * the call leaves; and a copy of A and b taken before the call: the
 * student's functions get the problem through a const pointer, and a rule
 * test says so if one wrote through it anyway. */
typedef struct cf_wire_rule_run {
    cf_problem *p;
    int max_pivots;
    cf_wire_rule state;
    FILE *result;
    double *before;
} cf_wire_rule_run;

/* Start a run.  0 on success; otherwise nonzero, after saying why on
 * standard error, with nothing left to free. */
int cf_wire_start_rule(cf_wire_rule_run *run);

/* Finish it: write what the call left (the index and step maxstep chose,
 * the pivot count, delta f, the sets, the matrix it made (n*n; NULL:
 * none), the status, f, a and the trace),
 * with "input changed" set when A or b differ from the copy or when
 * wrote_input says the call wrote into another input of its own; close
 * the stream and free the run.  The harness's exit status: 0, or 2 when
 * the record could not be written. */
int cf_wire_finish_rule(cf_wire_rule_run *run, int j, double step, int pivots,
                        const double *df, const char *sets, int status, const double *f,
                        const double *a, int wrote_input, const cf_trace *trace,
                        const double *matrix);

/* Read and check it, for a state of n rows (free with
 * cf_wire_rule_result_free).  0 on success; -1 with why. */
int cf_wire_parse_rule_result(const unsigned char *data, size_t size, int n,
                              cf_wire_rule_result *r, char *why, size_t why_size);
void cf_wire_rule_result_free(cf_wire_rule_result *r);

#endif
