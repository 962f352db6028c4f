/* dantzig_state.h - Stage 2: the state of a pivoting solve, and the rules
 * and bookkeeping every later stage keeps (solve.c, roundoff.c).
 *
 * dantzig.h (the lesson's functions) includes this; solve.c and
 * roundoff.c need only this, so that neither depends on the file of the
 * lesson that calls them.
 */
#ifndef CF_DANTZIG_STATE_H
#define CF_DANTZIG_STATE_H

#include <float.h>
#include <stddef.h>

#include "solver.h"
#include "sparse_rows.h"

/* ---- The state of one solve (solve.c) ---- */

#define DANTZIG_WHY_SIZE 200

/* Everything one solve needs, allocated once by dantzig_init. */
typedef struct dantzig {
    const cf_problem *p;
    int n;
    double *f, *a;      /* the current forces and accelerations */
    double *df, *da;    /* the direction of change: delta f, delta a */
    double *da_size;    /* sum_j |A_ij delta f_j|: the size of delta a_i's terms */
    double largest_df;  /* max |delta f_i| */
    double *dj;         /* the direction j would have had: the test of redundancy */
    char *set;          /* CF_SET_CLAMPED, CF_SET_UNCLAMPED or CF_SET_IGNORED
                           (later stages add codes for their own rows) */
    char *deferred;     /* 1: redundant when it reached zero; waits until C changes */
    int *clamped;       /* the unknowns of fdirection, in increasing order */
    int *block;         /* block[i]: the coupled block of row i (rows joined by A_ij != 0),
                           named by its first row */
    double *terms;      /* terms[i]: |b_i| + sum_j |A_ij f_j|, when a was last computed afresh */
    double *block_terms; /* block_terms[b]: the largest terms[i] of block b */
    double *A11;        /* n*n: workspace for the clamped matrix */
    double *rhs, *x;    /* workspace for A11 x = -v1 */
    double tol;         /* the relative zero of accelerations (roundoff.c) */
    const sparse_rows *rows; /* A's nonzeros, row by row, when a stage keeps them (stage 8):
                           every product with a row of A then costs its nonzeros, not n,
                           and gives the same numbers (a zero term adds nothing); NULL:
                           A is read as the dense matrix it is given as */
    int pivots, max_pivots, drive;
    int lesson_only; /* options->lesson_only: no refinement after the method either */
    cf_trace *trace;
    char why[DANTZIG_WHY_SIZE]; /* why the solve stopped, when it did not succeed */
} dantzig;

/* Row kinds, as a set for dantzig_check. */
#define DANTZIG_ROWS(kind) (1u << (kind))

/* Check p before a solve: NULL pointers, sizes, NaN and infinity
 * (CF_INVALID_INPUT), a row whose kind is not in kinds, an A that is not
 * symmetric to the roundoff of its entries when symmetric is 1, a normal
 * or bilateral row with A_ii < 0 (CF_UNSUPPORTED).  On a failure why
 * (why_size characters, may be NULL) says which entry broke which
 * condition, and by how much. */
cf_status dantzig_check(const cf_problem *p, const double *f, const double *a, unsigned kinds,
                        int symmetric, char *why, size_t why_size);

/* Allocate the state for p, with the tolerance, pivot cap (default_cap
 * unless options set one) and trace of options (may be NULL).  f and a
 * are the caller's.  CF_OK or CF_NO_MEMORY; free with dantzig_free in
 * either case. */
cf_status dantzig_init(dantzig *s, const cf_problem *p, const cf_solve_options *options,
                       double *f, double *a, int default_cap);
void dantzig_free(dantzig *s);

/* f = 0, a = b, every index not yet considered: where compute-forces starts. */
void dantzig_start(dantzig *s);

/* a = A f + b afresh (the running sums a += s delta a gather roundoff),
 * and block_terms. */
void dantzig_fresh_accelerations(dantzig *s);

/* delta a = A delta f (equation 6), with each row's size sum_j |A_ij delta f_j|,
 * and largest_df. */
void dantzig_delta_a(dantzig *s);

// start snippet row
/* Row i of A as the products read it: its nonzeros when s->rows keeps
 * them (*column their columns), else all n entries (*column NULL: entry e
 * is column e).  Returns how many; *value receives the entries.  A zero
 * left out changes no sum, so either way every sum is the same number. */
static inline int dantzig_row(const dantzig *s, int i, const double **value, const int **column)
{
    if (s->rows != NULL) {
        *value = s->rows->value + s->rows->begin[i];
        *column = s->rows->column + s->rows->begin[i];
        return s->rows->begin[i + 1] - s->rows->begin[i];
    }
    *value = s->p->A + (size_t)i * (size_t)s->n;
    *column = NULL;
    return s->n;
}
// end snippet row

/* start + sum_j A_ij x_j: row i of A times x; size (if not NULL) has
 * sum_j |A_ij x_j| added to it in the same order. */
double dantzig_row_dot(const dantzig *s, int i, const double *x, double start, double *size);

/* The normal index, not clamped, that accelerates into its obstacle the
 * most, by more than roundoff; -1 when there is none. */
int dantzig_next_to_drive(const dantzig *s);

/* Append the pivot just made to the trace (if any). */
cf_status dantzig_record_pivot(dantzig *s, int d, double step, int j, cf_move move,
                               const char *note);

/* Record why the solve stops (printf-style); returns status. */
cf_status dantzig_stop(dantzig *s, cf_status status, const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Before the end of a solve that reached its sets: while the certifier
 * would reject f, up to three steps of iterative refinement of the clamped
 * forces, A_CC delta = -(A f + b)_C with the residual in long double, each
 * kept only if the certifier's worst violation falls.  The running sums f += s delta f
 * carry the roundoff of every step they passed through; with masses eight
 * decades apart a light body's forces come out some digits short. */
void dantzig_polish(dantzig *s);

/* The same refinement for a stage whose clamped system is not A_CC (stage
 * 4 folds frictions at a bound into their normals' columns): it says which
 * unknowns are clamped, what entry (row, j) of its system is, how it
 * solves the system of k unknowns (into s->x), and what follows an update
 * of f (NULL: nothing). */
typedef struct dantzig_refinement {
    const void *stage;
    int (*is_unknown)(const void *stage, int i);
    double (*entry)(const void *stage, int row, int j);
    cf_status (*solve)(void *stage, int k);
    void (*follow)(void *stage);
} dantzig_refinement;

void dantzig_refine(dantzig *s, const dantzig_refinement *how);

/* Whether A is symmetric to roundoff (dantzig_check's test): no sliding
 * friction is folded into it.  f and a are n doubles of scratch. */
int dantzig_symmetric(const cf_problem *p, double *f, double *a);

/* The end of a solve: an ok is kept only when the certifier accepts f
 * (a = A f + b is then written afresh); otherwise CF_INACCURATE, with the
 * certifier's worst row in why.  Returns the status. */
cf_status dantzig_certify(dantzig *s, cf_status status);

/* Copy why (or nothing, for an ok) into options->note, if it has one. */
void dantzig_write_note(const dantzig *s, const cf_solve_options *options, cf_status status);

/* ---- What counts as zero, and as a change (roundoff.c) ---- */

/* The relative zero of an acceleration: a_i < -tol (|b_i| + sum_j |A_ij f_j|)
 * is negative beyond roundoff (options->tol replaces it).  A few thousand
 * ulps of double: room for the roundoff the running sums f += s delta f,
 * a += s delta a gather over many pivots, and far below any change a real
 * problem makes. */
#define DANTZIG_TOL 1e-12
/* How far from zero a force that should be zero may come out, relative to
 * the forces it was solved with: a few hundred ulps. */
#define DANTZIG_FORCE_ROUNDOFF 1e-13
/* The floor of every row's zero: n u times the largest terms of its coupled
 * block (roundoff.c says why). */
#define DANTZIG_BLOCK_FLOOR(n, terms) ((double)(n) * DBL_EPSILON * (terms))

/* How far from zero roundoff can put a_i (roundoff.c says how). */
double dantzig_zero_of_a(const dantzig *s, int i);

/* a_i is zero or negative by no more than roundoff. */
int dantzig_reached_zero(const dantzig *s, int i);

/* delta a_i rises beyond roundoff: a driven index that limits the step. */
int dantzig_a_rises(const dantzig *s, int i);

/* delta a_i falls beyond roundoff: an unclamped index that can limit the step. */
int dantzig_a_falls(const dantzig *s, int i);

/* delta f_i falls beyond roundoff: a clamped force that can limit the step. */
int dantzig_f_falls(const dantzig *s, int i);

/* With a_d standing still, the limit j (a clamped force) is the roundoff
 * of a nearly singular A_CC, and the ray it would cut off is real. */
int dantzig_false_limit(const dantzig *s, int d, int j);

/* The step moves no force by more than roundoff (after dantzig_delta_a). */
int dantzig_is_zero_step(const dantzig *s, double step);

/* A pivot of an L D L^T at most this times its own diagonal entry is
 * roundoff: the index is a combination of the indices before it. */
#define DANTZIG_RANK_TOL 1e-12

#endif
