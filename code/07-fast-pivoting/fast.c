/* fast.c - Fast pivoting: stage 2's algorithm with A_CC kept factored.
 *
 * Baraff 1994, section 4.3 (compute-forces, drive-to-zero, fdirection,
 * maxstep), with bilateral constraints as section 4.5 says in its last
 * paragraph, and the factorization of A_CC updated at every pivot instead
 * of recomputed (section 4.5; the book, chapter 7):
 *
 *  - fdirection solves A_CC x = -A_Cd with the factor: two triangular
 *    solves, O(k^2) for |C| = k, instead of an O(k^3) elimination;
 *  - an index joining C appends a row to the factor; for the driven index
 *    the forward solve of fdirection is that row already (ODE does the
 *    same), for an index from NC it costs one more forward solve;
 *  - an index leaving C is removed by a rank-1 update of the rows below it.
 *
 * Redundant contacts (Baraff 1994, section 4.4 and its footnotes): when A is
 * singular, the column of an index joining C can be a combination of the
 * columns already there.  The append then meets a pivot delta that is
 * roundoff rather than a number; the index is refused and deferred, not
 * factored.  It does not need to join C: its acceleration is the same
 * combination of the clamped accelerations, which stay at zero.
 *
 * One choice differs from stage 2: the next index to drive is the one
 * with the most negative acceleration, not the first (next_to_drive).
 * The tests of maxstep and the ties are those of stage 2.
 */
#include "fast.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "clamped.h"
#include "dense.h"
#include "sparse_rows.h"

#define DEFAULT_TOL 1e-10       /* a_d < -tol * (size of a) starts a drive, as in stage 2 */
#define DEFAULT_PIVOT_TOL 1e-9  /* delta <= this * alpha: the index is redundant */
#define DEFAULT_DELTA_TOL 1e-11 /* |delta f_i|, |delta a_i| below this * scale: roundoff */

/* Everything one solve needs, allocated once. */
typedef struct fast {
    const cf_problem *p;
    int n;
    double *f, *a;          /* the current forces and accelerations */
    double *df, *da;        /* the direction: delta f and delta a */
    double largest_df;      /* max |delta f_i| */
    char *set;              /* C, NC, not yet considered, or bilateral (trace.h) */
    clamped_set *clamped;   /* C and the factor L D L^T of A_CC */
    clamped_set clamped_storage;
    ldlt factor_storage;
    double *y;              /* L y = A_Cd: fdirection's forward solve, factor order */
    double *x;              /* scratch, factor order */
    int *deferred_at;       /* deferred_at[i] == changes: i was refused by the factor
                               and C has not changed since */
    int changes;            /* how many times C has changed */
    sparse_rows *rows;      /* the nonzeros of A when it is mostly zeros, else NULL */
    double max_A, max_b;    /* max |A_ij|, max |b_i| */
    double tol, pivot_tol, delta_tol;
    int first_negative;     /* drive the first index with a < 0, as stage 2 does */
    int pivots, max_pivots, drive, deferred;
    cf_trace *trace;
} fast;

static const double *row_of_A(const fast *s, int i)
{
    return s->p->A + (size_t)i * (size_t)s->n;
}

static double diagonal_of_A(const fast *s, int i)
{
    return row_of_A(s, i)[i];
}

static int in_C(const fast *s, int i)
{
    return s->clamped->position[i] >= 0;
}

static double scale_of_a(const fast *s)
{
    double largest_Af = s->max_A * cf_max_abs(s->n, s->f);
    return s->max_b > largest_Af ? s->max_b : largest_Af;
}

static cf_status record_pivot(fast *s, int d, double step, int j, cf_move move, const char *note)
{
    if (s->trace == NULL)
        return CF_OK;
    return cf_trace_add(s->trace, s->drive, d, step, j, move, note, s->df, s->da, s->f, s->a,
                        s->set);
}

// start snippet fdirection
/* Baraff 1994, section 4.3, function fdirection, with the factor:
 * solve A11 x = -v1 (A11 = A_CC, v1 = A_Cd) as L y = v1, then
 * D L^T x' = y, x = -x'.  Keeps y for the append of d at the end of the
 * drive, and returns delta a_d = A_dd - v1^T A11^-1 v1 = A_dd - sum y_r^2/D_r,
 * the pivot that append will meet (Theorem 2: > 0 unless d is redundant). */
static double fdirection(fast *s, int d)
{
    const clamped_set *C = s->clamped;
    const int k = C->count;
    clamped_forward(C, d, s->y);
    memcpy(s->x, s->y, (size_t)k * sizeof *s->x);
    ldlt_backward(C->factor, s->x);

    memset(s->df, 0, (size_t)s->n * sizeof *s->df);
    s->df[d] = 1.0;
    s->largest_df = 1.0;
    for (int r = 0; r < k; r++) {
        s->df[C->order[r]] = -s->x[r];
        if (fabs(s->x[r]) > s->largest_df)
            s->largest_df = fabs(s->x[r]);
    }
    return ldlt_pivot(C->factor, s->y, diagonal_of_A(s, d));
}
// end snippet fdirection

/* (A delta f)_i: over the nonzeros of row i when A is sparse; otherwise
 * over the indices where delta f can be nonzero, d and C (four partial
 * sums, so that the additions do not wait for each other). */
static double row_times_df(const fast *s, int i, int d)
{
    if (s->rows != NULL)
        return sparse_row_dot(s->rows, i, s->df);
    const double *A_i = row_of_A(s, i);
    const int *order = s->clamped->order;
    const int k = s->clamped->count;
    double sum0 = A_i[d], sum1 = 0.0, sum2 = 0.0, sum3 = 0.0;
    int r = 0;
    for (; r + 4 <= k; r += 4) {
        sum0 += A_i[order[r]] * s->df[order[r]];
        sum1 += A_i[order[r + 1]] * s->df[order[r + 1]];
        sum2 += A_i[order[r + 2]] * s->df[order[r + 2]];
        sum3 += A_i[order[r + 3]] * s->df[order[r + 3]];
    }
    for (; r < k; r++)
        sum0 += A_i[order[r]] * s->df[order[r]];
    return (sum0 + sum1) + (sum2 + sum3);
}

/* delta a = A delta f (Baraff's equation 6), where it is not known
 * already: it is zero on C by construction, and delta_d for d. */
static void compute_delta_a(fast *s, int d, double delta_d)
{
    for (int i = 0; i < s->n; i++)
        s->da[i] = in_C(s, i) ? 0.0 : row_times_df(s, i, d);
    s->da[d] = delta_d;
}

// start snippet maxstep
/* Baraff 1994, section 4.3, function maxstep, as in stage 2, with three
 * additions:
 *  - bilateral constraints never leave C: their force may be negative;
 *  - d limits the step only if its pivot delta a_d is a number and not
 *    roundoff, the same test the append of d will make;
 *  - a change of f_i or a_i smaller than roundoff (delta_tol times the
 *    size of delta f or delta a) cannot limit the step: a redundant index
 *    has delta a_i = 0 in exact arithmetic, and noise of either sign in
 *    floating point (Samogonki's LCP_delta_tolerance; book.bib: samogonki).
 * Deferred indices wait until C changes.  j = -1 when nothing limits. */
static double maxstep(const fast *s, int d, int *limiting)
{
    double force_noise = s->delta_tol * s->largest_df;
    double accel_noise = s->delta_tol * s->max_A * s->largest_df;
    double step = INFINITY;
    int j = -1;
    if (s->da[d] > s->pivot_tol * diagonal_of_A(s, d)) {
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
        if (s->set[i] == CF_SET_UNCLAMPED && s->da[i] < -accel_noise
            && s->deferred_at[i] != s->changes) {
            double candidate = -s->a[i] / s->da[i];
            if (candidate < step) {
                step = candidate;
                j = i;
            }
        }
    }
    if (j >= 0 && step < 0.0)
        step = 0.0;
    *limiting = j;
    return step;
}
// end snippet maxstep

// start snippet pivots
/* d reached a_d = 0: append it, reusing fdirection's forward solve y. */
static cf_status clamp_driven(fast *s, int d)
{
    if (clamped_add(s->clamped, d, s->y, s->pivot_tol) != LDLT_APPENDED)
        return CF_SINGULAR; /* cannot happen: maxstep made the same test */
    s->changes++;
    s->a[d] = 0.0;
    s->set[d] = CF_SET_CLAMPED;
    return CF_OK;
}

/* f_j fell to zero: j leaves C, and the factor loses row and column j. */
static void unclamp(fast *s, int j)
{
    clamped_remove(s->clamped, j);
    s->changes++;
    s->f[j] = 0.0;
    s->set[j] = CF_SET_UNCLAMPED;
}

/* a_j fell to zero: j joins C if its pivot is a number.  If it is
 * roundoff, j is redundant: it stays in NC with f_j = 0 (its acceleration
 * is held at zero by the members of C it depends on) and waits until C
 * changes.  Returns 1 if j joined C. */
static int clamp_unclamped(fast *s, int j)
{
    s->a[j] = 0.0;
    clamped_forward(s->clamped, j, s->x);
    if (clamped_add(s->clamped, j, s->x, s->pivot_tol) != LDLT_APPENDED) {
        s->deferred_at[j] = s->changes;
        return 0;
    }
    s->changes++;
    s->set[j] = CF_SET_CLAMPED;
    return 1;
}
// end snippet pivots

// start snippet drive_to_zero
/* Baraff 1994, section 4.3, function drive-to-zero: as in stage 2, with
 * the pivots done on the factor. */
static cf_status drive_to_zero(fast *s, int d)
{
    for (;;) {
        if (s->pivots >= s->max_pivots)
            return CF_PIVOT_LIMIT;
        s->pivots++;

        double delta_d = fdirection(s, d);
        compute_delta_a(s, d, delta_d);
        int j;
        double step = maxstep(s, d, &j);
        if (j < 0)
            return CF_UNBOUNDED_RAY;
        for (int i = 0; i < s->n; i++) {
            s->f[i] += step * s->df[i];
            s->a[i] += step * s->da[i];
        }

        cf_status status = CF_OK;
        cf_move move;
        const char *note = NULL;
        if (j == d) {
            status = clamp_driven(s, d);
            move = CF_MOVE_DRIVEN_TO_C;
        } else if (s->set[j] == CF_SET_CLAMPED) {
            unclamp(s, j);
            move = CF_MOVE_C_TO_NC;
        } else if (clamp_unclamped(s, j)) {
            move = CF_MOVE_NC_TO_C;
        } else {
            move = CF_MOVE_OTHER;
            note = "a_j reached 0; redundant, deferred";
            s->deferred++;
        }
        if (status == CF_OK)
            status = record_pivot(s, d, step, j, move, note);
        if (status != CF_OK || move == CF_MOVE_DRIVEN_TO_C)
            return status;
    }
}
// end snippet drive_to_zero

// start snippet next_to_drive
/* Which index to drive next.  Baraff 1994, section 4.3, drives "some" d
 * with a_d < 0 and leaves the choice open; stage 2 takes the first.  Here
 * it is the d with the most negative a_d (ties: the first), the rule of
 * Dantzig's simplex method.  On piles of boxes the first-index rule makes
 * every new load on the top of the pile re-balance all the levels below
 * it, pivot by pivot: for 512 contacts it runs into the pivot limit of
 * 10 n + 10, where this rule needs about 0.6 n (the chapter shows the
 * counts).  Only indices that
 * accelerate into their obstacle by more than roundoff qualify; -1 when
 * none does. */
static int next_to_drive(const fast *s)
{
    double most_negative = -s->tol * scale_of_a(s);
    int chosen = -1;
    for (int i = 0; i < s->n; i++) {
        if (s->set[i] != CF_SET_UNCLAMPED && s->set[i] != CF_SET_IGNORED)
            continue;
        if (s->a[i] < most_negative) {
            if (s->first_negative)
                return i;
            most_negative = s->a[i];
            chosen = i;
        }
    }
    return chosen;
}
// end snippet next_to_drive

// start snippet bilateral
/* Baraff 1994, section 4.5, last paragraph: put every bilateral index in
 * C and solve A_BB f_B = -b_B first.  A bilateral row that is a
 * combination of earlier ones (a redundant joint) is refused by the
 * factor and keeps f = 0; its a must then come out zero by itself, or the
 * constraints contradict each other (CF_SINGULAR). */
static cf_status bilateral_presolve(fast *s)
{
    const clamped_set *C = s->clamped;
    int any = 0;
    for (int i = 0; i < s->n; i++) {
        if (s->set[i] != CF_SET_BILATERAL)
            continue;
        any = 1;
        clamped_forward(C, i, s->x);
        clamped_add(s->clamped, i, s->x, s->pivot_tol);
    }
    if (!any)
        return CF_OK;
    const int k = C->count;
    for (int r = 0; r < k; r++)
        s->x[r] = -s->p->b[C->order[r]];
    ldlt_solve(C->factor, s->x);
    for (int r = 0; r < k; r++)
        s->f[C->order[r]] = s->x[r];
    cf_matvec(s->n, s->p->A, s->f, s->a);
    for (int i = 0; i < s->n; i++)
        s->a[i] += s->p->b[i];
    double zero = CF_CERTIFY_DEFAULT_TOL * scale_of_a(s);
    for (int i = 0; i < s->n; i++) {
        if (s->set[i] != CF_SET_BILATERAL)
            continue;
        if (!in_C(s, i) && fabs(s->a[i]) > zero)
            return CF_SINGULAR;
        s->a[i] = 0.0;
    }
    memcpy(s->df, s->f, (size_t)s->n * sizeof *s->df);
    memset(s->da, 0, (size_t)s->n * sizeof *s->da);
    return record_pivot(s, -1, 1.0, -1, CF_MOVE_OTHER, "bilateral pre-solve A_BB f_B = -b_B");
}
// end snippet bilateral

/* At the end, f_C = -A_CC^-1 b_C afresh from the final factor (every
 * other force is zero), rather than the sum of all the steps taken. */
static void resolve_clamped_forces(fast *s)
{
    const clamped_set *C = s->clamped;
    for (int r = 0; r < C->count; r++)
        s->x[r] = -s->p->b[C->order[r]];
    ldlt_solve(C->factor, s->x);
    for (int r = 0; r < C->count; r++)
        s->f[C->order[r]] = s->x[r];
}

// start snippet compute_forces
/* Baraff 1994, section 4.3, function compute-forces, bilaterals first. */
static cf_status compute_forces(fast *s)
{
    for (int i = 0; i < s->n; i++) {
        s->f[i] = 0.0;
        s->a[i] = s->p->b[i];
        s->set[i] = s->p->rows[i].kind == CF_ROW_BILATERAL ? CF_SET_BILATERAL : CF_SET_IGNORED;
    }
    cf_status status = bilateral_presolve(s);
    int d;
    while (status == CF_OK && (d = next_to_drive(s)) >= 0) {
        status = drive_to_zero(s, d);
        s->drive++;
    }
    if (status == CF_OK)
        resolve_clamped_forces(s);
    return status;
}
// end snippet compute_forces

/* What the solver needs to know about A before it starts, in one pass. */
typedef struct matrix_facts {
    int finite;           /* no NaN or infinity */
    double max_abs;       /* max |A_ij| */
    double max_asymmetry; /* max |A_ij - A_ji| */
    size_t nonzeros;
} matrix_facts;

static matrix_facts inspect(const cf_problem *p)
{
    const size_t n = (size_t)p->n;
    const double *A = p->A;
    double largest = 0.0, asymmetry = 0.0;
    size_t nonzeros = 0;
    int finite = 1;
    /* A_ij and A_ji together: each entry is read once. */
    for (size_t i = 0; i < n; i++) {
        const double *A_i = A + i * n;
        for (size_t j = 0; j < i; j++) {
            double x = A_i[j], y = A[j * n + i];
            double ax = fabs(x), ay = fabs(y), larger = ax > ay ? ax : ay;
            finite &= larger <= DBL_MAX; /* false for NaN and infinity */
            largest = larger > largest ? larger : largest;
            nonzeros += (size_t)(x != 0.0) + (size_t)(y != 0.0);
            double difference = fabs(x - y);
            asymmetry = difference > asymmetry ? difference : asymmetry;
        }
        double diagonal = fabs(A_i[i]);
        finite &= diagonal <= DBL_MAX;
        largest = diagonal > largest ? diagonal : largest;
        nonzeros += A_i[i] != 0.0;
    }
    matrix_facts facts = {.finite = finite, .max_abs = largest, .max_asymmetry = asymmetry,
                          .nonzeros = nonzeros};
    return facts;
}

static int all_finite(size_t count, const double *values)
{
    for (size_t i = 0; i < count; i++)
        if (!isfinite(values[i]))
            return 0;
    return 1;
}

static int rows_supported(const cf_problem *p)
{
    for (int i = 0; i < p->n; i++)
        if (p->rows[i].kind != CF_ROW_NORMAL && p->rows[i].kind != CF_ROW_BILATERAL)
            return 0;
    return 1;
}

fast_tuning fast_default_tuning(void)
{
    fast_tuning tuning = {.skip_zeros = 1, .first_negative = 0, .pivot_tol = DEFAULT_PIVOT_TOL,
                          .delta_tol = DEFAULT_DELTA_TOL};
    return tuning;
}

static void release(fast *s)
{
    sparse_rows_free(s->rows);
    free(s->df); /* the one block of everything else */
}

/* Everything a solve needs, in one block: the vectors df, da, y and x,
 * the clamped set and its factor, then deferred_at, then set. */
static int allocate(fast *s)
{
    const size_t n = (size_t)s->n;
    const size_t vectors = 4 * n * sizeof(double);
    const size_t clamped = clamped_bytes(s->p);
    char *block = malloc(vectors + clamped + n * sizeof(int) + n);
    if (block == NULL)
        return 0;
    s->df = (double *)block;
    s->da = s->df + n;
    s->y = s->da + n;
    s->x = s->y + n;
    s->clamped = &s->clamped_storage;
    clamped_init(s->clamped, s->p, &s->factor_storage, block + vectors);
    s->deferred_at = (int *)(block + vectors + clamped);
    s->set = (char *)(s->deferred_at + n);
    for (int i = 0; i < s->n; i++)
        s->deferred_at[i] = -1;
    return 1;
}

cf_status fast_compute_forces_tuned(const cf_problem *p, const cf_solve_options *options,
                                    const fast_tuning *tuning, fast_stats *stats,
                                    double *f, double *a)
{
    if (stats != NULL)
        memset(stats, 0, sizeof *stats);
    if (p == NULL || f == NULL || a == NULL || p->n < 1 || p->A == NULL || p->b == NULL)
        return CF_INVALID_INPUT;
    const int n = p->n;
    matrix_facts facts = inspect(p);
    if (!facts.finite || !all_finite((size_t)n, p->b))
        return CF_INVALID_INPUT;
    fast_tuning defaults = fast_default_tuning();
    if (tuning == NULL)
        tuning = &defaults;
    /* The factor is of A_CC: it needs A symmetric, to roundoff. */
    if (!rows_supported(p) || facts.max_asymmetry > 1e-12 * facts.max_abs)
        return CF_UNSUPPORTED;

    fast s = {.p = p, .n = n, .f = f, .a = a, .max_A = facts.max_abs,
              .max_b = cf_max_abs(n, p->b)};
    s.tol = options != NULL && options->tol > 0.0 ? options->tol : DEFAULT_TOL;
    s.pivot_tol = tuning->pivot_tol > 0.0 ? tuning->pivot_tol : DEFAULT_PIVOT_TOL;
    s.delta_tol = tuning->delta_tol > 0.0 ? tuning->delta_tol : DEFAULT_DELTA_TOL;
    s.first_negative = tuning->first_negative;
    s.max_pivots = options != NULL && options->max_pivots > 0 ? options->max_pivots : 10 * n + 10;
    s.trace = options != NULL ? options->trace : NULL;

    cf_status status = CF_NO_MEMORY;
    /* Worth it when at most one entry in four is nonzero: a row then has
     * fewer nonzeros than C has members for most of the solve. */
    int use_rows = tuning->skip_zeros && facts.nonzeros <= (size_t)n * (size_t)n / 4;
    if (use_rows)
        s.rows = sparse_rows_of(n, p->A, facts.nonzeros);
    if ((s.rows != NULL || !use_rows) && allocate(&s)) {
        s.clamped->factor->skip_zeros = tuning->skip_zeros;
        status = compute_forces(&s);
    }
    if (status == CF_OK) {
        /* Report a = A f + b afresh, and claim success only for an answer
         * the certifier accepts (the contract of solver.h). */
        cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a);
        if (!certificate.ok)
            status = CF_INACCURATE;
    }
    if (stats != NULL) {
        fast_stats counted = {.pivots = s.pivots, .drives = s.drive, .deferred = s.deferred,
                              .clamped = s.clamped != NULL ? s.clamped->count : 0};
        *stats = counted;
    }
    release(&s);
    return status;
}

cf_status fast_compute_forces(const cf_problem *p, const cf_solve_options *options,
                              double *f, double *a)
{
    return fast_compute_forces_tuned(p, options, NULL, NULL, f, a);
}
