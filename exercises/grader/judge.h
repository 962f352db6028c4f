/* judge.h - decide whether one run of a student's solver passed, and say why not.
 *
 * The verdict is computed in the grader from its own copy of the problem:
 * the status against the expected one, the forces through the certifier
 * (certify.h), the accelerations and invariants through the problem's
 * expectations, and the pivots against the reference solver's, one by one.
 * Messages speak the student's language: which quantity is wrong, what
 * that means, and which function to look at (the exercise's hints).
 */
#ifndef CF_JUDGE_H
#define CF_JUDGE_H

#include <stdio.h>

#include "manifest.h"
#include "sandbox.h"
#include "trace.h"
#include "wire.h"

typedef struct cf_judgement {
    int solve_ok;            /* the answer check passed */
    int trace_ok;            /* the pivot check passed */
    char message[1280];      /* one line: the first thing that went wrong, and why */
    char symptom[512];       /* what is wrong ("f[2] = -0.5 is negative") */
    char hint[512];          /* what it usually means, from the exercise's hints */
    char diagnosis[600];     /* the first pivot that breaks a rule (replay.h), or "" */
} cf_judgement;

/* What the judge knows about one run. */
typedef struct cf_evidence {
    const cf_manifest *m;
    const cf_test *test;
    const cf_test_problem *problem;
    const cf_trace *reference;     /* the reference solver's pivots (trace checks), or NULL */
    const cf_outcome *outcome;     /* how the process ended */
    const cf_wire_result *result;  /* its result record, or NULL when there is none */
    const char *result_problem;    /* why there is no usable record */
    const char *stubs;             /* "maxstep is still a stub", from the TODO marks; "" if none */
} cf_evidence;

void cf_judge(const cf_evidence *e, cf_judgement *j);

/* A run that gave no result (a crash, a timeout, an exit inside the
 * student's code), said in one line with the exercise's hint, as for a
 * problem; result_problem says why a record was unusable, or "". */
void cf_judge_outcome(const cf_manifest *m, const cf_test *t, const cf_outcome *o,
                      const char *result_problem, char *message, size_t size);

/* The details behind a judgement, for the file saved for a failed test:
 * the run, the status, f and a, the certificate and the pivots next to
 * the reference's. */
void cf_judge_details(FILE *out, const cf_evidence *e);

/* snprintf for messages, which may be cut short: that is fine. */
__attribute__((format(printf, 3, 4)))
void cf_textf(char *out, size_t size, const char *format, ...);

#endif
