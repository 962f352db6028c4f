/* problem.h - a contact-force problem a = A f + b, with the kind of every row.
 *
 * Baraff 1994, section 3: the accelerations a at the contacts depend
 * linearly on the contact forces f, a = A f + b.  Every program in the
 * course (stages, tests, book, exercises, grader, benchmark) reads and
 * writes problems through this one structure and one text format, which
 * is documented in chapters/appendix-problem-format.md.
 */
#ifndef CF_PROBLEM_H
#define CF_PROBLEM_H

#include <stdio.h>

#include "status.h"

/* The largest problem the readers accept (rows).  Dense A of this size
 * takes 3.2 GB, so the limit is a guard against a typo, not a target. */
#define CF_PROBLEM_MAX_N 20000

/* What the conditions of a row are (Baraff 1994, sections 3 to 5). */
typedef enum cf_row_kind {
    CF_ROW_NORMAL = 0,  /* unilateral contact: f >= 0, a >= 0, f a = 0 */
    CF_ROW_BILATERAL,   /* equality constraint: a = 0, f of either sign */
    CF_ROW_FRICTION2D,  /* one tangent row of a 2D contact: |f| <= mu f_N, ... */
    CF_ROW_FRICTION3D,  /* one of the two tangent rows of a 3D contact */
    CF_ROW_DYNAMIC,     /* sliding friction: f = -mu f_N * slide (one row in 2D;
                           two rows with the same mu in 3D) */
    CF_ROW_KIND_COUNT
} cf_row_kind;

typedef struct cf_row {
    cf_row_kind kind;
    int normal;   /* friction and dynamic rows: index of their normal row; else -1 */
    double mu;    /* friction and dynamic rows: friction coefficient, >= 0; else 0 */
    double slide; /* dynamic rows: this row's component of the unit sliding
                     direction (2D: +1 or -1); else 0 */
} cf_row;

/* A linear invariant of a solution: sum_j f_coef[j] f_j + a_coef[j] a_j = value,
 * to within tol.  Used where forces are not unique but sums and torques are. */
typedef struct cf_invariant {
    char label[64];
    double *f_coef; /* n coefficients */
    double *a_coef; /* n coefficients */
    double value;
    double tol;
} cf_invariant;

typedef struct cf_problem {
    char name[128];
    char *description;  /* never NULL; "" when absent; lines joined with '\n' */
    int n;              /* number of rows */
    cf_row *rows;       /* n rows */
    double *A;          /* n*n, row-major: A[i*n + j] */
    double *b;          /* n */

    /* Optional expectations, written by whoever derived the answer. */
    double *expect_f;   /* n values, or NULL when absent */
    double expect_f_tol;
    double *expect_a;   /* n values, or NULL when absent */
    double expect_a_tol;
    int f_unique;       /* 1: f is unique, 0: it is not, -1: not stated */
    int has_expect_status;
    cf_status expect_status; /* e.g. CF_NO_SOLUTION for Painleve's rod */
    int n_invariants;
    cf_invariant *invariants;
} cf_problem;

/* Where a malformed file went wrong: "file:line: expected ..." in message. */
typedef struct cf_error {
    char file[256];
    int line;            /* 1-based; 0 when the error is not about one line */
    char message[512];   /* complete, printable: "path:line: what was expected" */
} cf_error;

/* A problem of n rows, all normal, A and b zero, no expectations.
 * NULL when n < 1 or memory runs out. */
cf_problem *cf_problem_new(int n);
void cf_problem_free(cf_problem *p);

/* Every err argument below may be NULL when the caller does not want the message. */

/* Read a problem file.  On failure returns NULL and fills err. */
cf_problem *cf_problem_read_file(const char *path, cf_error *err);

/* Read a problem from text in memory; origin names it in error messages. */
cf_problem *cf_problem_read_string(const char *text, const char *origin, cf_error *err);

/* Write p in the text format with full precision (%.17g).  0 on success;
 * -1 (errno EINVAL) for a problem that could not be read back: one that
 * fails cf_problem_validate, or has no valid name (builders must set it). */
int cf_problem_write(FILE *out, const cf_problem *p);

/* Check what the format promises: kinds, bindings of friction rows to normal
 * rows, mu >= 0, finite numbers.  0 if valid; otherwise -1 and err filled
 * (line 0).  err->file is read as the name to put in the message, so the
 * caller must set it or zero the whole struct first. */
int cf_problem_validate(const cf_problem *p, cf_error *err);

/* Read a vector of exactly n numbers (whitespace separated, '#' comments)
 * such as a forces file or a Siconos .sol file.  NULL and err on failure;
 * the caller frees the result with free(). */
double *cf_read_vector_file(const char *path, int n, cf_error *err);

/* Name of a row kind as written in files: "normal", "bilateral", ... */
const char *cf_row_kind_name(cf_row_kind kind);

/* 1 if every row of p is of the given kind. */
int cf_problem_all_rows(const cf_problem *p, cf_row_kind kind);

#endif
