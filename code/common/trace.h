/* trace.h - a record of every pivot a solve makes, printable as text or DOT.
 *
 * Baraff 1994, section 4.3: each pass of drive-to-zero computes a direction
 * (delta f, delta a), takes the step s that maxstep allows, and moves the
 * limiting index j between the clamped set C and the unclamped set NC.
 */
#ifndef CF_TRACE_H
#define CF_TRACE_H

#include <stdio.h>

#include "status.h"

typedef enum cf_move {
    CF_MOVE_DRIVEN_TO_C = 0, /* j == d: a_d reached zero, d joins C; drive ends */
    CF_MOVE_C_TO_NC,         /* f_j fell to zero: j leaves C for NC */
    CF_MOVE_NC_TO_C,         /* a_j fell to zero: j leaves NC for C */
    CF_MOVE_OTHER,           /* a stage-specific move, described in note */
    CF_MOVE_COUNT
} cf_move;

/* Membership of an index after the pivot, one character each. */
#define CF_SET_CLAMPED 'C'   /* in C: a_i = 0 */
#define CF_SET_UNCLAMPED 'N' /* in NC: f_i = 0 */
#define CF_SET_IGNORED '.'   /* not yet considered */
#define CF_SET_BILATERAL 'B' /* bilateral: always clamped */
/* Friction rows (stage 4); unprocessed ones use CF_SET_IGNORED. */
#define CF_SET_STICKING 'F'    /* in C_F: a_F = 0, |f_F| <= mu f_N */
#define CF_SET_BOUND_PLUS '+'  /* in NC_F+: f_F = +mu f_N */
#define CF_SET_BOUND_MINUS '-' /* in NC_F-: f_F = -mu f_N */
/* A 3D contact's friction (stage 5) at the bound of its cone. */
#define CF_SET_CONE '*'        /* in NC_F: ||f_T|| = mu f_N, opposing a_T */
#define CF_SET_FRICTIONLESS 'o' /* mu = 0: no friction to find, a_T free */

typedef struct cf_pivot {
    int drive;      /* number of the drive-to-zero call, from 0 */
    int d;          /* the driven index */
    double s;       /* the step taken */
    int j;          /* the index that limited the step */
    cf_move move;
    char note[64];  /* for CF_MOVE_OTHER, or extra words */
    double *df;     /* n: delta f */
    double *da;     /* n: delta a */
    double *f;      /* n: f after the step */
    double *a;      /* n: a after the step */
    char *sets;     /* n characters (no terminator): membership after the move */
} cf_pivot;

typedef struct cf_trace {
    int n;
    int count;
    int capacity;
    cf_pivot *pivots;
} cf_trace;

cf_trace *cf_trace_new(int n);
void cf_trace_free(cf_trace *t);

/* Append one pivot; the arrays are copied.  CF_OK or CF_NO_MEMORY. */
cf_status cf_trace_add(cf_trace *t, int drive, int d, double s, int j, cf_move move,
                       const char *note, const double *df, const double *da,
                       const double *f, const double *a, const char *sets);

const char *cf_move_name(cf_move move);

/* Text: one block per pivot with delta f, delta a, s, j, the move, C and NC. */
void cf_trace_print_text(FILE *out, const cf_trace *t);

/* Graphviz DOT: one node per state (C and NC), one edge per pivot labelled
 * with the driven index, the step and what limited it. */
void cf_trace_print_dot(FILE *out, const cf_trace *t, const char *title);

#endif
