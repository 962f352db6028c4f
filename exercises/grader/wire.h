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

#define CF_WIRE_PROBLEM_MAGIC 0x31504643u /* "CFP1" */
#define CF_WIRE_RESULT_MAGIC 0x31524643u  /* "CFR1" */
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
    int pivot_count;     /* pivots recorded (at most CF_WIRE_MAX_PIVOTS kept) */
    int pivots_dropped;  /* 1: the trace was longer than what was kept */
    cf_wire_pivot *pivots;
} cf_wire_result;

/* Problem: write what a solver may see.  0 on success. */
int cf_wire_write_problem(FILE *out, const cf_problem *p);

/* Problem: read it back.  NULL on a malformed file (why says what). */
cf_problem *cf_wire_read_problem(FILE *in, char *why, size_t why_size);

/* Result: write one record.  trace may be NULL.  0 on success. */
int cf_wire_write_result(FILE *out, int status, int n, const double *f, const double *a,
                         int input_changed, const cf_trace *trace);

/* Result: read and check one record of a problem with n rows from the
 * bytes in data.  0 and r filled on success (free with
 * cf_wire_result_free); -1 with why on anything malformed. */
int cf_wire_parse_result(const unsigned char *data, size_t size, int n, cf_wire_result *r,
                         char *why, size_t why_size);

void cf_wire_result_free(cf_wire_result *r);

#endif
