/* dantzig.c - Stage 2: frictionless contact forces by Dantzig's algorithm.
 *
 * Baraff 1994, section 4.3, written out in C.  Start with f = 0 and a = b.
 * While some contact d accelerates into its obstacle (a_d < 0), drive it:
 * raise f_d and adjust the clamped forces so the clamped accelerations
 * stay at zero, until a_d reaches zero.  Along the way a clamped force may
 * fall to zero (unclamp it) or an unclamped acceleration may fall to zero
 * (clamp it): those index moves are the pivots.
 *
 * What the paper leaves to the implementer, and the choices made here.
 * Every tolerance is relative to the size of the terms that produced the
 * number it judges, because roundoff is: an acceleration a_i = b_i +
 * sum_j A_ij f_j carries an error of a few ulps of |b_i| + sum_j |A_ij f_j|,
 * not of max|A| max|f|.  When the bodies' masses differ by many decades, a
 * global scale would call a light body's real acceleration roundoff.
 *  - "a_d < 0" means a_d < -tol * (|b_d| + sum_j |A_dj f_j|), less the
 *    little that forces which should be zero add (zero_of_a), so that
 *    roundoff on a redundant contact does not start a useless drive.
 *  - maxstep ignores changes that are roundoff: delta a_i counts as a
 *    change only beyond tol * sum_j |A_ij delta f_j|, delta f_i only beyond
 *    tol * max|delta f| (1e-9 * max|delta f| when a_d stands still), and
 *    delta a_d only beyond 1e-13 * sum_j |A_dj delta f_j| (section 4.4,
 *    footnote 2: a redundant contact's
 *    delta a is zero in exact arithmetic; without this it flips between C
 *    and NC with steps of size zero).
 *  - A driven d whose a_d is already zero to roundoff has reached zero
 *    (step 0).  This happens after a tie: another index reaches zero at the
 *    same step as d and joins C first; then d depends on C, delta a_d is
 *    roundoff, and reading it as "never limited" would be a false
 *    unbounded ray.
 *  - a = A f + b is computed afresh after each drive: the running sums
 *    a += s delta a carry the roundoff of every term they passed through.
 *  - An index of NC whose a reaches zero but whose column is a combination
 *    of C's (redundant) does not join C: the members it depends on hold it
 *    at zero (section 4.4, footnote 2).  It waits in NC until C changes;
 *    clamped, roundoff would move it in and out of C with zero steps.
 *  - A_11 may still be singular (a driven index that depends on C after a
 *    tie).  fdirection solves it by L D L^T, which exists for a positive
 *    semidefinite A_11 (section 4.4, footnote 3): a zero pivot drops its
 *    unknown, and the solution is exact because v1 is in the range of A_11.
 *  - The next index to drive is the one with the most negative a (the
 *    paper allows any); next_to_drive says why.
 *  - Ties in maxstep go to the first candidate in scan order (d, then C,
 *    then NC): a strict "<" replaces the current choice, as in the paper.
 *  The chapter's table lists every tolerance with what it is relative to.
 *  - Every pivot counts against a limit, so a cycling solve stops with a
 *    status instead of running forever.
 */
#include "dantzig.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "dense.h"

/* Roundoff, relative to the size of the terms of the number judged (see
 * the top): a few thousand ulps of double, which leaves room for the
 * roundoff that the running sums f += s delta f, a += s delta a gather
 * over many pivots, and is far below any change a real problem makes. */
#define DEFAULT_TOL 1e-12
/* How far from zero a force that should be zero may come out, relative
 * to the forces it was solved with: a few hundred ulps. */
#define FORCE_ROUNDOFF 1e-13
/* A pivot of A_11's L D L^T at most this times its own diagonal entry is
 * roundoff: the index is a combination of the indices before it. */
#define RANK_TOL 1e-12
/* delta a_d = A_dd + sum_j A_dj delta f_j counts as a rise, and d as a
 * limit, only beyond this times the size of its terms: a few hundred
 * ulps.  Judged against A_dd alone, the roundoff of a large delta f (from
 * a nearly singular A_CC) read as a tiny rise sends the forces to 1e20
 * along a ray of A. */
#define DELTA_A_D_TOL 1e-13
/* With a_d standing still, a clamped force's fall limits the step only
 * beyond this times max|delta f| (maxstep). */
#define RAY_FORCE_TOL 1e-9

/* Everything one solve needs, allocated once. */
typedef struct dantzig {
    const cf_problem *p;
    int n;
    double *f, *a;      /* the current forces and accelerations */
    double *df, *da;    /* the direction of change: delta f, delta a */
    double *dj;         /* the direction j would have had: the test of redundant() */
    double *da_size;    /* sum_j |A_ij delta f_j|: the size of delta a_i's terms */
    char *set;          /* CF_SET_CLAMPED, CF_SET_UNCLAMPED or CF_SET_IGNORED */
    char *deferred;     /* 1: redundant when it reached zero; waits until C changes */
    int *clamped;       /* the indices of C, in increasing order */
    double *A11;        /* workspace for A_CC */
    double *rhs, *x;    /* workspace for A_CC x = -v1 */
    double tol;
    int pivots, max_pivots, drive;
    cf_trace *trace;
} dantzig;

/* How far from zero roundoff can put a_i = b_i + sum_j A_ij f_j (see
 * the top): tol times the size of its terms, |b_i| + sum_j |A_ij f_j|,
 * plus what forces that should be zero can add.  Such a force comes out
 * as a few ulps of the forces it was solved with, the largest force on
 * the bodies of row i (the f_j with A_ij != 0), and a row whose only
 * terms are such forces must not look like a row that accelerates into
 * its obstacle. */
static double zero_of_a(const dantzig *s, int i)
{
    return cf_roundoff_of_a(s->n, s->p->A, s->p->b, s->f, i, s->tol, FORCE_ROUNDOFF);
}

/* a_i is zero or negative by no more than roundoff. */
static int reached_zero(const dantzig *s, int i)
{
    return s->a[i] >= -zero_of_a(s, i);
}

// start snippet fdirection
/* Baraff 1994, section 4.3, function fdirection: the change in f that
 * raises f_d by one while every clamped acceleration stays at zero.
 * With A11 = A_CC and v1 = A_Cd, solve A11 x = -v1 (equation 9); x is the
 * change of the clamped forces.  Unclamped forces do not change.  The
 * direction goes to df (n values). */
static cf_status fdirection(dantzig *s, int d, double *df)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; (void)df; return CF_NOT_IMPLEMENTED;
    const int n = s->n;
    int k = 0;
    for (int i = 0; i < n; i++) {
        df[i] = 0.0;
        if (s->set[i] == CF_SET_CLAMPED)
            s->clamped[k++] = i;
    }
    df[d] = 1.0;
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++)
            s->A11[r * k + c] = s->p->A[s->clamped[r] * n + s->clamped[c]];
        s->rhs[r] = -s->p->A[s->clamped[r] * n + d];
    }
    cf_status status = cf_solve_psd(k, s->A11, s->rhs, s->x, RANK_TOL);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++)
        df[s->clamped[r]] = s->x[r];
    return CF_OK;
    // END SOLUTION
}
// end snippet fdirection

/* Would index j make A_CC singular?  Its pivot in the L D L^T of
 * A_{C+j}, A_jj - A_jC A_CC^-1 A_Cj, is Baraff's delta a_j had j been
 * driven (theorem 2): zero exactly when column j is a combination of the
 * columns of C, and then roundoff, of either sign. */
static int redundant(dantzig *s, int j)
{
    if (fdirection(s, j, s->dj) != CF_OK)
        return 1;
    const double *A_j = s->p->A + (size_t)j * (size_t)s->n;
    double pivot = 0.0;
    for (int i = 0; i < s->n; i++)
        pivot += A_j[i] * s->dj[i]; /* A_jj + A_jC x, with A_CC x = -A_Cj */
    return pivot <= RANK_TOL * A_j[j];
}

// start snippet maxstep
/* Baraff 1994, section 4.3, function maxstep: the largest step s along
 * delta f that keeps every condition, and the index j that limits it.
 *  - d itself: a_d may rise to zero but not past it (equation 12);
 *  - i in C:   f_i may fall to zero but not below (equation 10);
 *  - i in NC:  a_i may fall to zero but not below (equation 11).
 * A change of the size of roundoff limits nothing, and a d already at
 * zero limits the step to 0.  j = -1 and s = infinity when nothing limits
 * the step. */
static double maxstep(const dantzig *s, int d, int *limiting)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; *limiting = -1; return INFINITY;
    /* What counts as a real change rather than roundoff (see the top). */
    double force_noise = s->tol * cf_max_abs(s->n, s->df);
    double step = INFINITY;
    int j = -1;
    if (reached_zero(s, d)) {
        j = d; /* already there, after a tie (see the top) */
        step = 0.0;
    } else if (s->da[d] > DELTA_A_D_TOL * s->da_size[d]) {
        j = d;
        step = -s->a[d] / s->da[d];
    }
    for (int i = 0; i < s->n; i++) {
        if (s->set[i] == CF_SET_CLAMPED && s->df[i] < -force_noise) {
            double candidate = -s->f[i] / s->df[i];
            if (candidate < step) {
                step = candidate;
                j = i;
            }
        }
    }
    for (int i = 0; i < s->n; i++) {
        if (s->set[i] == CF_SET_UNCLAMPED && !s->deferred[i]
            && s->da[i] < -s->tol * s->da_size[i]) {
            double candidate = -s->a[i] / s->da[i];
            if (candidate < step) {
                step = candidate;
                j = i;
            }
        }
    }
    /* When a_d does not move, only a clamped force can limit the step.  A
     * fall of that force below 1e-9 of the largest change is the roundoff
     * of a nearly singular A_CC, and the ray it would cut off is real: a
     * step "limited" there sends the forces to 1e11 and more, along a
     * direction that changes no acceleration. */
    if (j >= 0 && s->set[j] == CF_SET_CLAMPED && !(s->da[d] > DELTA_A_D_TOL * s->da_size[d])
        && s->df[j] > -RAY_FORCE_TOL * cf_max_abs(s->n, s->df))
        j = -1;
    /* Roundoff can leave f_i or a_i a hair below zero; never step backwards. */
    if (j >= 0 && step < 0.0)
        step = 0.0;
    *limiting = j;
    return step;
    // END SOLUTION
}
// end snippet maxstep

/* delta a = A delta f (equation 6), and the size of each row's terms. */
static void delta_a(dantzig *s)
{
    for (int i = 0; i < s->n; i++) {
        const double *A_i = s->p->A + (size_t)i * (size_t)s->n;
        double sum = 0.0, size = 0.0;
        for (int j = 0; j < s->n; j++) {
            sum += A_i[j] * s->df[j];
            size += fabs(A_i[j] * s->df[j]);
        }
        s->da[i] = sum;
        s->da_size[i] = size;
    }
}

static cf_status record_pivot(dantzig *s, int d, double step, int j, cf_move move,
                              const char *note)
{
    if (s->trace == NULL)
        return CF_OK;
    return cf_trace_add(s->trace, s->drive, d, step, j, move, note, s->df, s->da, s->f, s->a,
                        s->set);
}

// start snippet drive_to_zero
/* Baraff 1994, section 4.3, function drive-to-zero: raise f_d until a_d
 * is zero, pivoting indices between C and NC whenever one limits the step. */
static cf_status drive_to_zero(dantzig *s, int d)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; (void)fdirection; (void)delta_a; (void)maxstep; (void)redundant; (void)record_pivot; return CF_NOT_IMPLEMENTED;
    for (;;) {
        if (s->pivots >= s->max_pivots)
            return CF_PIVOT_LIMIT;
        s->pivots++;

        cf_status status = fdirection(s, d, s->df);
        if (status != CF_OK)
            return status;
        delta_a(s); /* delta a = A delta f, equation (6) */

        int j;
        double step = maxstep(s, d, &j);
        if (j < 0)
            return CF_UNBOUNDED_RAY; /* f + s delta f satisfies everything for all s >= 0, but a_d never reaches 0 */

        for (int i = 0; i < s->n; i++) {
            s->f[i] += step * s->df[i];
            s->a[i] += step * s->da[i];
        }

        cf_move move;
        const char *note = NULL;
        if (j == d) {
            s->a[d] = 0.0; /* reached exactly, up to roundoff */
            s->set[d] = CF_SET_CLAMPED;
            move = CF_MOVE_DRIVEN_TO_C;
        } else if (s->set[j] == CF_SET_CLAMPED) {
            s->f[j] = 0.0;
            s->set[j] = CF_SET_UNCLAMPED;
            move = CF_MOVE_C_TO_NC;
        } else if (!redundant(s, j)) {
            s->a[j] = 0.0;
            s->set[j] = CF_SET_CLAMPED;
            move = CF_MOVE_NC_TO_C;
        } else {
            /* Section 4.4, footnote 2: the members of C that j depends on
             * hold a_j at zero, so j need not join C.  Clamping it would
             * make A_CC singular, and roundoff could then move it in and
             * out of C forever with steps of size zero.  It waits in NC
             * until C changes. */
            s->a[j] = 0.0;
            s->deferred[j] = 1;
            move = CF_MOVE_OTHER;
            note = "a_j reached 0; redundant, deferred";
        }
        if (move != CF_MOVE_OTHER)
            memset(s->deferred, 0, (size_t)s->n); /* C changed: try them again */
        status = record_pivot(s, d, step, j, move, note);
        if (status != CF_OK)
            return status;
        if (move == CF_MOVE_DRIVEN_TO_C)
            return CF_OK;
    }
    // END SOLUTION
}
// end snippet drive_to_zero

/* Which index to drive next.  The paper drives "some" d with a_d < 0;
 * this takes the one with the most negative a_d (ties: the first), the
 * rule of Dantzig's simplex method.  Taking the first index instead makes
 * every new load on the top of a pile of boxes re-balance all the levels
 * below it, pivot by pivot, and a pile of 320 contacts then needs more
 * than 10 n + 10 pivots.  Only indices that accelerate into their
 * obstacle by more than roundoff qualify; -1 when none does. */
static int next_to_drive(const dantzig *s)
{
    int chosen = -1;
    for (int i = 0; i < s->n; i++)
        if (s->set[i] != CF_SET_CLAMPED && !reached_zero(s, i)
            && (chosen < 0 || s->a[i] < s->a[chosen]))
            chosen = i;
    return chosen;
}

/* a = A f + b, computed afresh after each drive.  The running sums
 * a += s delta a of drive_to_zero gather roundoff of the size of every
 * term they passed through: a contact whose acceleration rose to 15000
 * and came back to 0 can be left at -2e-12 when its terms are now all
 * zero, and would be driven for nothing. */
static void fresh_accelerations(dantzig *s)
{
    cf_matvec(s->n, s->p->A, s->f, s->a);
    for (int i = 0; i < s->n; i++)
        s->a[i] += s->p->b[i];
}

// start snippet compute_forces
/* Baraff 1994, section 4.3, function compute-forces. */
static cf_status compute_forces(dantzig *s)
{
    // BEGIN SOLUTION stub: (void)s; (void)next_to_drive; (void)drive_to_zero; (void)fresh_accelerations; return CF_NOT_IMPLEMENTED;
    for (int i = 0; i < s->n; i++) {
        s->f[i] = 0.0;
        s->a[i] = s->p->b[i];
        s->set[i] = CF_SET_IGNORED;
    }
    int d;
    while ((d = next_to_drive(s)) >= 0) {
        cf_status status = drive_to_zero(s, d);
        if (status != CF_OK)
            return status;
        s->drive++;
        fresh_accelerations(s);
    }
    return CF_OK;
    // END SOLUTION
}
// end snippet compute_forces

static int all_finite(int count, const double *values)
{
    for (int i = 0; i < count; i++)
        if (!isfinite(values[i]))
            return 0;
    return 1;
}

/* Baraff's A is symmetric (section 3); fdirection's L D L^T relies on it.
 * Entries computed in different orders may differ in the last bits. */
static int symmetric(int n, const double *A)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            if (fabs(A[i * n + j] - A[j * n + i]) > 1e-12 * (fabs(A[i * n + j]) + fabs(A[j * n + i])))
                return 0;
    return 1;
}

cf_status stage2_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
{
    if (p == NULL || f == NULL || a == NULL || p->n < 1)
        return CF_INVALID_INPUT;
    const int n = p->n;
    if (!all_finite(n * n, p->A) || !all_finite(n, p->b))
        return CF_INVALID_INPUT;
    if (!cf_problem_all_rows(p, CF_ROW_NORMAL) || !symmetric(n, p->A))
        return CF_UNSUPPORTED;

    dantzig s = {.p = p, .n = n, .f = f, .a = a};
    s.tol = options != NULL && options->tol > 0.0 ? options->tol : DEFAULT_TOL;
    s.max_pivots = options != NULL && options->max_pivots > 0 ? options->max_pivots : 10 * n + 10;
    s.trace = options != NULL ? options->trace : NULL;
    s.df = cf_vec_new(n);
    s.dj = cf_vec_new(n);
    s.da = cf_vec_new(n);
    s.da_size = cf_vec_new(n);
    s.rhs = cf_vec_new(n);
    s.x = cf_vec_new(n);
    s.A11 = cf_vec_new(n * n);
    s.set = malloc((size_t)n);
    s.deferred = calloc((size_t)n, 1);
    s.clamped = malloc((size_t)n * sizeof *s.clamped);

    cf_status status = CF_NO_MEMORY;
    if (s.df != NULL && s.dj != NULL && s.da != NULL && s.da_size != NULL && s.rhs != NULL && s.x != NULL && s.A11 != NULL
        && s.set != NULL && s.deferred != NULL && s.clamped != NULL)
        status = compute_forces(&s);

    if (status == CF_OK) {
        /* Report a = A f + b afresh rather than the running sums, and
         * claim success only for an answer the certifier accepts. */
        cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a);
        if (!certificate.ok)
            status = CF_INACCURATE;
    }
    free(s.df);
    free(s.dj);
    free(s.da);
    free(s.da_size);
    free(s.rhs);
    free(s.x);
    free(s.A11);
    free(s.set);
    free(s.deferred);
    free(s.clamped);
    return status;
}
