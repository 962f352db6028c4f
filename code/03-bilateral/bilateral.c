/* bilateral.c - Stage 3: stage 2 with bilateral constraints (joints).
 *
 * Baraff 1994, section 4.5, last paragraph: a bilateral row i keeps
 * a_i = 0 and lets f_i take either sign.  Solve the bilateral block
 * A_BB f_B = -b_B first, put every bilateral index in C, and let maxstep
 * ignore them, so they never leave C.  The rest is stage 2, unchanged.
 *
 * Baraff 1994, section 4.3, written out in C.  Start with f = 0 and a = b.
 * While some contact d accelerates into its obstacle (a_d < 0), drive it:
 * raise f_d and adjust the clamped forces so the clamped accelerations
 * stay at zero, until a_d reaches zero.  Along the way a clamped force may
 * fall to zero (unclamp it) or an unclamped acceleration may fall to zero
 * (clamp it): those index moves are the pivots.
 *
 * What the paper leaves to the implementer, and the choices made here
 * (chapter 2 of the book says more):
 *  - "a_d < 0" means a_d < -zero, with zero = tol * (size of a), so that
 *    roundoff on a redundant contact does not start a useless drive.
 *  - Singular clamped systems are solved by complete pivoting, which finds
 *    an exact solution whenever the system is consistent (section 4.4).
 *  - maxstep ignores changes that are roundoff: a delta f_i or delta a_i
 *    counts as negative only below -tol times its scale.  Without this a
 *    redundant contact, whose delta a is zero in exact arithmetic, flips
 *    between C and NC forever with steps of size zero.
 *  - Ties in maxstep go to the first candidate in scan order (d, then C,
 *    then NC): a strict "<" replaces the current choice, as in the paper.
 *  - Every pivot counts against a limit, so a cycling solve stops with a
 *    status instead of running forever.
 */
#include "bilateral.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "certify.h"
#include "dense.h"

#define DEFAULT_TOL 1e-10

/* Everything one solve needs, allocated once. */
typedef struct dantzig {
    const cf_problem *p;
    int n;
    double *f, *a;      /* the current forces and accelerations */
    double *df, *da;    /* the direction of change: delta f, delta a */
    char *set;          /* CF_SET_CLAMPED, CF_SET_UNCLAMPED or CF_SET_IGNORED */
    int *clamped;       /* the indices of C, in increasing order */
    double *A11;        /* workspace for A_CC */
    double *rhs, *x;    /* workspace for A_CC x = -v1 */
    double tol;
    double largest_A;   /* max |A_ij|, the scale of delta a per unit delta f */
    int k, rank;        /* the number of bilateral rows, and the rank of A_BB */
    int *bilateral;     /* their indices, in increasing order */
    double *A_BB, *work;/* k*k: the bilateral block, and room to solve with it */
    int pivots, max_pivots, drive;
    cf_trace *trace;
} dantzig;

static double scale_of_a(const dantzig *s)
{
    double largest_b = cf_max_abs(s->n, s->p->b);
    double largest_Af = cf_max_abs(s->n * s->n, s->p->A) * cf_max_abs(s->n, s->f);
    return largest_b > largest_Af ? largest_b : largest_Af;
}

// start snippet fdirection
/* Baraff 1994, section 4.3, function fdirection: the change in f that
 * raises f_d by one while every clamped acceleration stays at zero.
 * With A11 = A_CC and v1 = A_Cd, solve A11 x = -v1 (equation 9); x is the
 * change of the clamped forces.  Unclamped forces do not change. */
static cf_status fdirection(dantzig *s, int d)
{
    const int n = s->n;
    int k = 0;
    for (int i = 0; i < n; i++) {
        s->df[i] = 0.0;
        if (s->set[i] == CF_SET_CLAMPED)
            s->clamped[k++] = i;
    }
    s->df[d] = 1.0;
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++)
            s->A11[r * k + c] = s->p->A[s->clamped[r] * n + s->clamped[c]];
        s->rhs[r] = -s->p->A[s->clamped[r] * n + d];
    }
    cf_status status = cf_solve_dense(k, s->A11, s->rhs, s->x, 1e-12);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++)
        s->df[s->clamped[r]] = s->x[r];
    return CF_OK;
}
// end snippet fdirection

// start snippet maxstep
/* Baraff 1994, section 4.3, function maxstep: the largest step s along
 * delta f that keeps every condition, and the index j that limits it.
 *  - d itself: a_d may rise to zero but not past it (equation 12);
 *  - i in C:   f_i may fall to zero but not below (equation 10), unless
 *              i is bilateral: its f_i may take either sign (section 4.5);
 *  - i in NC:  a_i may fall to zero but not below (equation 11).
 * j = -1 and s = infinity when nothing limits the step. */
static double maxstep(const dantzig *s, int d, int *limiting)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; *limiting = -1; return INFINITY;
    /* What counts as a real change rather than roundoff (see the top). */
    double force_noise = s->tol * cf_max_abs(s->n, s->df);
    double accel_noise = force_noise * s->largest_A;
    double step = INFINITY;
    int j = -1;
    if (s->da[d] > accel_noise) {
        j = d;
        step = -s->a[d] / s->da[d];
    }
    for (int i = 0; i < s->n; i++) {
        if (s->set[i] == CF_SET_CLAMPED && s->p->rows[i].kind != CF_ROW_BILATERAL
            && s->df[i] < -force_noise) {
            double candidate = -s->f[i] / s->df[i];
            if (candidate < step) {
                step = candidate;
                j = i;
            }
        }
    }
    for (int i = 0; i < s->n; i++) {
        if (s->set[i] == CF_SET_UNCLAMPED && s->da[i] < -accel_noise) {
            double candidate = -s->a[i] / s->da[i];
            if (candidate < step) {
                step = candidate;
                j = i;
            }
        }
    }
    /* Roundoff can leave f_i or a_i a hair below zero; never step backwards. */
    if (j >= 0 && step < 0.0)
        step = 0.0;
    *limiting = j;
    return step;
    // END SOLUTION
}
// end snippet maxstep

static cf_status record_pivot(dantzig *s, int d, double step, int j, cf_move move)
{
    if (s->trace == NULL)
        return CF_OK;
    return cf_trace_add(s->trace, s->drive, d, step, j, move, NULL, s->df, s->da, s->f, s->a,
                        s->set);
}

// start snippet drive_to_zero
/* Baraff 1994, section 4.3, function drive-to-zero: raise f_d until a_d
 * is zero, pivoting indices between C and NC whenever one limits the step. */
static cf_status drive_to_zero(dantzig *s, int d)
{
    for (;;) {
        if (s->pivots >= s->max_pivots)
            return CF_PIVOT_LIMIT;
        s->pivots++;

        cf_status status = fdirection(s, d);
        if (status != CF_OK)
            return status;
        cf_matvec(s->n, s->p->A, s->df, s->da); /* delta a = A delta f, equation (6) */

        int j;
        double step = maxstep(s, d, &j);
        if (j < 0)
            return CF_UNBOUNDED_RAY; /* f + s delta f satisfies everything for all s >= 0, but a_d never reaches 0 */

        for (int i = 0; i < s->n; i++) {
            s->f[i] += step * s->df[i];
            s->a[i] += step * s->da[i];
        }

        cf_move move;
        if (j == d) {
            s->a[d] = 0.0; /* reached exactly, up to roundoff */
            s->set[d] = CF_SET_CLAMPED;
            move = CF_MOVE_DRIVEN_TO_C;
        } else if (s->set[j] == CF_SET_CLAMPED) {
            s->f[j] = 0.0;
            s->set[j] = CF_SET_UNCLAMPED;
            move = CF_MOVE_C_TO_NC;
        } else {
            s->a[j] = 0.0;
            s->set[j] = CF_SET_CLAMPED;
            move = CF_MOVE_NC_TO_C;
        }
        status = record_pivot(s, d, step, j, move);
        if (status != CF_OK)
            return status;
        if (move == CF_MOVE_DRIVEN_TO_C)
            return CF_OK;
    }
}
// end snippet drive_to_zero

/* The first index that is not clamped and accelerates into its obstacle
 * by more than roundoff; -1 when there is none. */
static int next_to_drive(const dantzig *s)
{
    double zero = s->tol * scale_of_a(s);
    for (int i = 0; i < s->n; i++)
        if (s->set[i] != CF_SET_CLAMPED && s->a[i] < -zero)
            return i;
    return -1;
}

static void update_accelerations(dantzig *s)
{
    cf_matvec(s->n, s->p->A, s->f, s->a);
    for (int i = 0; i < s->n; i++)
        s->a[i] += s->p->b[i];
}

// start snippet least_norm
/* Solve A_BB x = rhs for x (k values).  When A_BB is nonsingular there is
 * one solution.  Redundant joints make A_BB singular: if rhs is in its
 * range there are many, and the one with the least norm is unique.  It is
 * x = A_BB y with A_BB A_BB y = rhs, because that x lies in the range of
 * A_BB, at right angles to every null vector.  When rhs is not in the
 * range the joints contradict each other: CF_SINGULAR. */
static cf_status least_norm(dantzig *s, const double *rhs, double *x)
{
    const int k = s->k;
    for (int r = 0; r < k * k; r++)
        s->work[r] = s->A_BB[r];
    for (int r = 0; r < k; r++)
        s->rhs[r] = rhs[r];
    cf_status status = cf_solve_dense_rank(k, s->work, s->rhs, x, 1e-12, &s->rank);
    if (status != CF_OK || s->rank == k)
        return status;
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++) {
            double sum = 0.0;
            for (int m = 0; m < k; m++)
                sum += s->A_BB[r * k + m] * s->A_BB[m * k + c];
            s->work[r * k + c] = sum;
        }
        s->rhs[r] = rhs[r];
    }
    status = cf_solve_dense(k, s->work, s->rhs, s->x, 1e-12);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++) {
        x[r] = 0.0;
        for (int c = 0; c < k; c++)
            x[r] += s->A_BB[r * k + c] * s->x[c];
    }
    return CF_OK;
}
// end snippet least_norm

// start snippet bilateral_block
/* Baraff 1994, section 4.5: "we initially solve a square linear system of
 * size k to compute initial values for all the bilateral f_i's so that all
 * the corresponding a_i's are zero.  Each such i is placed into C at the
 * beginning of the algorithm." */
static cf_status solve_bilateral_block(dantzig *s)
{
    // BEGIN SOLUTION stub: (void)s; return CF_NOT_IMPLEMENTED;
    const int n = s->n, k = s->k;
    double *minus_b = s->df; /* free until the first drive */
    double *f_B = s->da;
    for (int r = 0; r < k; r++) {
        int i = s->bilateral[r];
        for (int c = 0; c < k; c++)
            s->A_BB[r * k + c] = s->p->A[i * n + s->bilateral[c]];
        minus_b[r] = -s->p->b[i];
        s->set[i] = CF_SET_CLAMPED;
    }
    cf_status status = least_norm(s, minus_b, f_B);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++)
        s->f[s->bilateral[r]] = f_B[r];
    update_accelerations(s);
    for (int r = 0; r < k; r++)
        s->a[s->bilateral[r]] = 0.0; /* reached exactly, up to roundoff */
    if (s->trace == NULL || k == 0)
        return CF_OK;
    for (int i = 0; i < n; i++)
        s->df[i] = s->da[i] = 0.0;
    return cf_trace_add(s->trace, s->drive, -1, 1.0, -1, CF_MOVE_OTHER,
                        "bilateral block A_BB f_B = -b_B", s->df, s->da, s->f, s->a, s->set);
    // END SOLUTION
}
// end snippet bilateral_block

// start snippet least_norm_joints
/* The drives change f_B along the directions fdirection chose, so with
 * redundant joints f_B ends as one of many answers.  Any null vector z of
 * A_BB leaves every acceleration alone (A is positive semidefinite, so
 * A_BB z = 0 gives A z = 0); replace f_B by the least-norm f_B with the
 * same A_BB f_B, which is the same physics and the one answer to report. */
static cf_status least_norm_joints(dantzig *s)
{
    const int k = s->k;
    double *A_BB_f_B = s->df, *f_B = s->da;
    for (int r = 0; r < k; r++) {
        A_BB_f_B[r] = 0.0;
        for (int c = 0; c < k; c++)
            A_BB_f_B[r] += s->A_BB[r * k + c] * s->f[s->bilateral[c]];
    }
    cf_status status = least_norm(s, A_BB_f_B, f_B);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++)
        s->f[s->bilateral[r]] = f_B[r];
    update_accelerations(s);
    return CF_OK;
}
// end snippet least_norm_joints

// start snippet compute_forces
/* Baraff 1994, section 4.3, function compute-forces, with the bilateral
 * block solved first (section 4.5). */
static cf_status compute_forces(dantzig *s)
{
    // BEGIN SOLUTION stub: (void)s; (void)next_to_drive; (void)drive_to_zero; (void)solve_bilateral_block; (void)least_norm_joints; return CF_NOT_IMPLEMENTED;
    for (int i = 0; i < s->n; i++) {
        s->f[i] = 0.0;
        s->a[i] = s->p->b[i];
        s->set[i] = CF_SET_IGNORED;
    }
    cf_status status = solve_bilateral_block(s);
    if (status != CF_OK)
        return status;
    int d;
    while ((d = next_to_drive(s)) >= 0) {
        status = drive_to_zero(s, d);
        if (status != CF_OK)
            return status;
        s->drive++;
    }
    if (s->rank < s->k)
        return least_norm_joints(s);
    return CF_OK;
    // END SOLUTION
}
// end snippet compute_forces

/* Say in words what the status alone does not: that the joint forces were
 * chosen by least norm among many, or that the joints contradict. */
static void write_note(const dantzig *s, const cf_solve_options *options, cf_status status)
{
    if (options == NULL || options->note == NULL || options->note_size == 0)
        return;
    options->note[0] = '\0';
    if (s->rank < s->k && status == CF_OK)
        snprintf(options->note, options->note_size,
                 "redundant joints (A_BB has rank %d of %d): the joint forces are the "
                 "least-norm ones among many", s->rank, s->k);
    else if (s->rank < s->k && status == CF_SINGULAR)
        snprintf(options->note, options->note_size,
                 "the joints contradict each other (A_BB has rank %d of %d and A_BB f_B = "
                 "-b_B has no solution)", s->rank, s->k);
}

static int all_finite(int count, const double *values)
{
    for (int i = 0; i < count; i++)
        if (!isfinite(values[i]))
            return 0;
    return 1;
}

cf_status stage3_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
{
    if (p == NULL || f == NULL || a == NULL || p->n < 1)
        return CF_INVALID_INPUT;
    const int n = p->n;
    if (!all_finite(n * n, p->A) || !all_finite(n, p->b))
        return CF_INVALID_INPUT;
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (p->rows[i].kind == CF_ROW_BILATERAL)
            k++;
        else if (p->rows[i].kind != CF_ROW_NORMAL)
            return CF_UNSUPPORTED;
    }

    dantzig s = {.p = p, .n = n, .f = f, .a = a, .k = k, .rank = k};
    s.tol = options != NULL && options->tol > 0.0 ? options->tol : DEFAULT_TOL;
    s.max_pivots = options != NULL && options->max_pivots > 0 ? options->max_pivots : 10 * n + 10;
    s.trace = options != NULL ? options->trace : NULL;
    s.largest_A = cf_max_abs(n * n, p->A);
    s.df = cf_vec_new(n);
    s.da = cf_vec_new(n);
    s.rhs = cf_vec_new(n);
    s.x = cf_vec_new(n);
    s.A11 = cf_vec_new(n * n);
    s.set = malloc((size_t)n);
    s.clamped = malloc((size_t)n * sizeof *s.clamped);
    s.bilateral = malloc((size_t)(k > 0 ? k : 1) * sizeof *s.bilateral);
    s.A_BB = cf_vec_new(k * k);
    s.work = cf_vec_new(k * k);

    cf_status status = CF_NO_MEMORY;
    if (s.df != NULL && s.da != NULL && s.rhs != NULL && s.x != NULL && s.A11 != NULL
        && s.set != NULL && s.clamped != NULL && s.bilateral != NULL && s.A_BB != NULL
        && s.work != NULL) {
        for (int i = 0, r = 0; i < n; i++)
            if (p->rows[i].kind == CF_ROW_BILATERAL)
                s.bilateral[r++] = i;
        status = compute_forces(&s);
    }

    if (status == CF_OK) {
        /* Report a = A f + b afresh rather than the running sums, and
         * claim success only for an answer the certifier accepts. */
        cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a);
        if (!certificate.ok)
            status = CF_INACCURATE;
    }
    write_note(&s, options, status);
    free(s.df);
    free(s.da);
    free(s.rhs);
    free(s.x);
    free(s.A11);
    free(s.set);
    free(s.clamped);
    free(s.bilateral);
    free(s.A_BB);
    free(s.work);
    return status;
}
