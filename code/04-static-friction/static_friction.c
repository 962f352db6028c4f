/* static_friction.c - Stage 4: static Coulomb friction in 2D by pivoting.
 *
 * Baraff 1994, section 5.  Each 2D contact has a normal index (f_N, a_N)
 * and a friction index (f_F, a_F), signed along the contact's tangent.
 * The normal indices are driven exactly as in stage 2.  Then each
 * friction index whose normal is clamped is processed: if a_F is already
 * zero it sticks; otherwise it is driven, f_F changing against a_F, until
 * it sticks (a_F = 0) or reaches the bound |f_F| = mu f_N.
 *
 * What follows the paper: the friction conditions (section 5.1), the
 * signed 2D quantities, the bilateral rows solved first and kept in C
 * (end of section 4.5), the plan of extending drive-to-zero, fdirection
 * and maxstep, and that termination is not proven (section 5).
 * What is our reconstruction (the paper's text is not available past
 * the start of section 5.1): the state names C_F, NC_F+ and NC_F-, the
 * folded column of a contact at the bound, the list of maxstep
 * candidates and the order in which indices are processed.
 *
 * Choices, as in stage 2: tolerances relative to the size of a and of
 * delta f; ties in maxstep go to the first candidate in scan order; every
 * pivot counts against a cap.
 */
#include "static_friction.h"

#include <math.h>
#include <stdlib.h>

#include "certify.h"
#include "dense.h"
#include "friction_states.h"
#include "maxstep.h"

#define DEFAULT_TOL 1e-10

static double scale_of_a(const stage4 *s)
{
    double largest_b = cf_max_abs(s->n, s->p->b);
    double largest_Af = s->largest_A * cf_max_abs(s->n, s->f);
    return largest_b > largest_Af ? largest_b : largest_Af;
}

static int is_friction(const stage4 *s, int i)
{
    return s->p->rows[i].kind == CF_ROW_FRICTION2D;
}

/* An unknown of fdirection: a normal in C, a bilateral row, a friction in C_F. */
static int is_clamped(const stage4 *s, int i)
{
    char c = s->set[i];
    if (is_friction(s, i))
        return c == friction_state_of(FRICTION_STICKING)->set;
    return c == CF_SET_CLAMPED || c == CF_SET_BILATERAL;
}

double stage4_bound_factor(const stage4 *s, int t)
{
    if (s->set[t] == friction_state_of(FRICTION_BOUND_PLUS)->set)
        return s->p->rows[t].mu;
    if (s->set[t] == friction_state_of(FRICTION_BOUND_MINUS)->set)
        return -s->p->rows[t].mu;
    return 0.0;
}

// start snippet folded-column
/* Entry (row, column j) of the clamped matrix.  A normal j in C whose
 * friction t is at a bound carries f_F,t = +-mu f_N,j with it, so its
 * column is A[:,j] +- mu A[:,t]: the friction column folded into the
 * normal column.  Row j is not changed, which is why A11 stops being
 * symmetric. */
static double clamped_entry(const stage4 *s, int row, int j)
{
    const int n = s->n;
    double entry = s->p->A[row * n + j];
    int t = s->friction_of[j];
    if (t >= 0)
        entry += stage4_bound_factor(s, t) * s->p->A[row * n + t];
    return entry;
}
// end snippet folded-column

// start snippet fdirection
/* Baraff 1994, section 4.3, fdirection, extended to friction: the change
 * delta f that moves the driven index d at rate sigma (1 for a normal,
 * -sign(a_F,d) for a friction) while every clamped row keeps delta a = 0.
 * The unknowns are the normals in C, the bilateral rows and the frictions
 * in C_F; a friction at a bound follows its normal (delta f_F = +-mu
 * delta f_N).  A11 is nonsymmetric, so it is solved by Gaussian
 * elimination, refactored at every pivot. */
static cf_status fdirection(stage4 *s, int d)
{
    const int n = s->n;
    int k = 0;
    for (int i = 0; i < n; i++) {
        s->df[i] = 0.0;
        if (is_clamped(s, i))
            s->clamped[k++] = i;
    }
    s->df[d] = s->sigma;
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++)
            s->A11[r * k + c] = clamped_entry(s, s->clamped[r], s->clamped[c]);
        s->rhs[r] = -s->sigma * s->p->A[s->clamped[r] * n + d];
    }
    cf_status status = cf_solve_dense(k, s->A11, s->rhs, s->x, 1e-12);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++)
        s->df[s->clamped[r]] = s->x[r];
    for (int t = 0; t < n; t++)
        if (is_friction(s, t))
            s->df[t] += stage4_bound_factor(s, t) * s->df[s->p->rows[t].normal];
    return CF_OK;
}
// end snippet fdirection

static cf_status record(stage4 *s, int d, double step, int j, transition t)
{
    if (s->trace == NULL)
        return CF_OK;
    const transition_info *info = transition_of(t);
    return cf_trace_add(s->trace, s->drive, d, step, j, info->move,
                        info->move == CF_MOVE_OTHER ? info->note : NULL, s->df, s->da,
                        s->f, s->a, s->set);
}

static void set_friction(stage4 *s, int t, friction_state state)
{
    s->set[t] = friction_state_of(state)->set;
}

/* A normal leaves C: its friction has no normal force to lean on. */
static void release_friction(stage4 *s, int normal)
{
    int t = s->friction_of[normal];
    if (t < 0)
        return;
    s->f[t] = 0.0;
    set_friction(s, t, FRICTION_UNPROCESSED);
}

// start snippet pivot
/* Make the move that limited the step; returns 1 when the drive is over. */
static int pivot(stage4 *s, int d, int j, transition t)
{
    const cf_row *row = &s->p->rows[j];
    switch (t) {
    case T_DRIVEN_NORMAL_CLAMPED:
        s->a[j] = 0.0;
        s->set[j] = CF_SET_CLAMPED;
        return 1;
    case T_DRIVEN_FRICTION_STICKS:
        s->a[j] = 0.0;
        set_friction(s, j, FRICTION_STICKING);
        return 1;
    case T_DRIVEN_FRICTION_AT_BOUND:
        s->f[j] = s->sigma * row->mu * s->f[row->normal];
        set_friction(s, j, s->sigma > 0 ? FRICTION_BOUND_PLUS : FRICTION_BOUND_MINUS);
        return 1;
    case T_NORMAL_LEAVES_C:
        s->f[j] = 0.0;
        s->set[j] = CF_SET_UNCLAMPED;
        release_friction(s, j);
        /* The driven friction's own normal let go: nothing is left to drive. */
        return is_friction(s, d) && s->p->rows[d].normal == j;
    case T_NORMAL_ENTERS_C:
        s->a[j] = 0.0;
        s->set[j] = CF_SET_CLAMPED;
        return 0;
    case T_STICKING_TO_PLUS:
        s->f[j] = row->mu * s->f[row->normal];
        set_friction(s, j, FRICTION_BOUND_PLUS);
        return 0;
    case T_STICKING_TO_MINUS:
        s->f[j] = -row->mu * s->f[row->normal];
        set_friction(s, j, FRICTION_BOUND_MINUS);
        return 0;
    case T_PLUS_UNSTICKS:
    case T_MINUS_UNSTICKS:
        s->a[j] = 0.0;
        set_friction(s, j, FRICTION_STICKING);
        return 0;
    default:
        return 1;
    }
}
// end snippet pivot

// start snippet drive_to_zero
/* Baraff 1994, section 4.3, drive-to-zero, for a normal index (raise f_N
 * until a_N = 0) or a friction index (move f_F against a_F until it
 * sticks or reaches the bound), pivoting whatever limits each step. */
static cf_status drive_to_zero(stage4 *s, int d)
{
    s->sigma = is_friction(s, d) ? (s->a[d] > 0.0 ? -1.0 : 1.0) : 1.0;
    for (;;) {
        if (s->pivots >= s->max_pivots)
            return CF_PIVOT_LIMIT;
        s->pivots++;

        cf_status status = fdirection(s, d);
        if (status != CF_OK)
            return status;
        cf_matvec(s->n, s->p->A, s->df, s->da);

        int j;
        transition t;
        double step = maxstep(s, d, &j, &t);
        if (j < 0)
            return CF_UNBOUNDED_RAY;

        for (int i = 0; i < s->n; i++) {
            s->f[i] += step * s->df[i];
            s->a[i] += step * s->da[i];
        }
        int done = pivot(s, d, j, t);
        status = record(s, d, step, j, t);
        if (status != CF_OK)
            return status;
        if (done)
            return CF_OK;
    }
}
// end snippet drive_to_zero

/* A normal index, not clamped, that accelerates into its obstacle by
 * more than roundoff; -1 when there is none (stage 2's next_to_drive). */
static int next_normal(const stage4 *s, double zero)
{
    for (int i = 0; i < s->n; i++)
        if (s->p->rows[i].kind == CF_ROW_NORMAL && s->set[i] != CF_SET_CLAMPED
            && s->a[i] < -zero)
            return i;
    return -1;
}

/* A friction index not yet processed whose normal is in C; -1 if none. */
static int next_friction(const stage4 *s)
{
    char unprocessed = friction_state_of(FRICTION_UNPROCESSED)->set;
    for (int i = 0; i < s->n; i++)
        if (is_friction(s, i) && s->set[i] == unprocessed
            && s->set[s->p->rows[i].normal] == CF_SET_CLAMPED)
            return i;
    return -1;
}

// start snippet bilateral
/* Baraff 1994, section 4.5, last paragraph: solve A_BB f_B = -b_B for the
 * k bilateral rows, put them in C, and never let them leave. */
static cf_status bilateral_presolve(stage4 *s)
{
    const int n = s->n;
    int k = 0;
    for (int i = 0; i < n; i++)
        if (s->set[i] == CF_SET_BILATERAL)
            s->clamped[k++] = i;
    if (k == 0)
        return CF_OK;
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++)
            s->A11[r * k + c] = s->p->A[s->clamped[r] * n + s->clamped[c]];
        s->rhs[r] = -s->p->b[s->clamped[r]];
    }
    cf_status status = cf_solve_dense(k, s->A11, s->rhs, s->x, 1e-12);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++)
        s->f[s->clamped[r]] = s->x[r];
    cf_matvec(n, s->p->A, s->f, s->a);
    for (int i = 0; i < n; i++)
        s->a[i] += s->p->b[i];
    for (int r = 0; r < k; r++)
        s->a[s->clamped[r]] = 0.0;
    return CF_OK;
}
// end snippet bilateral

// start snippet compute_forces
/* Baraff 1994, compute-forces with static friction: bilateral rows
 * first, then every normal as in stage 2, then each friction index of a
 * clamped contact; a friction drive can disturb normals, so repeat until
 * nothing is left. */
static cf_status compute_forces(stage4 *s)
{
    for (int i = 0; i < s->n; i++) {
        s->f[i] = 0.0;
        s->a[i] = s->p->b[i];
        s->set[i] = s->p->rows[i].kind == CF_ROW_BILATERAL ? CF_SET_BILATERAL : CF_SET_IGNORED;
    }
    cf_status status = bilateral_presolve(s);
    for (;;) {
        if (status != CF_OK)
            return status;
        double zero = s->tol * scale_of_a(s);
        int d = next_normal(s, zero);
        if (d < 0) {
            d = next_friction(s);
            if (d < 0)
                return CF_OK;
            /* Sticking already: |a_F| is roundoff, relative to the size of a. */
            if (fabs(s->a[d]) <= zero) {
                s->a[d] = 0.0;
                set_friction(s, d, FRICTION_STICKING);
                status = record(s, d, 0.0, d, T_ALREADY_STICKING);
                continue;
            }
        }
        status = drive_to_zero(s, d);
        s->drive++;
    }
}
// end snippet compute_forces

static int all_finite(int count, const double *values)
{
    for (int i = 0; i < count; i++)
        if (!isfinite(values[i]))
            return 0;
    return 1;
}

static int supported(const cf_problem *p)
{
    for (int i = 0; i < p->n; i++) {
        cf_row_kind kind = p->rows[i].kind;
        if (kind != CF_ROW_NORMAL && kind != CF_ROW_BILATERAL && kind != CF_ROW_FRICTION2D)
            return 0;
    }
    return 1;
}

cf_status stage4_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
{
    if (p == NULL || f == NULL || a == NULL || p->n < 1)
        return CF_INVALID_INPUT;
    const int n = p->n;
    if (!all_finite(n * n, p->A) || !all_finite(n, p->b))
        return CF_INVALID_INPUT;
    if (!supported(p))
        return CF_UNSUPPORTED;

    stage4 s = {.p = p, .n = n, .f = f, .a = a};
    s.tol = options != NULL && options->tol > 0.0 ? options->tol : DEFAULT_TOL;
    s.max_pivots = options != NULL && options->max_pivots > 0 ? options->max_pivots : 20 * n + 20;
    s.trace = options != NULL ? options->trace : NULL;
    s.largest_A = cf_max_abs(n * n, p->A);
    s.df = cf_vec_new(n);
    s.da = cf_vec_new(n);
    s.rhs = cf_vec_new(n);
    s.x = cf_vec_new(n);
    s.A11 = cf_vec_new(n * n);
    s.set = malloc((size_t)n);
    s.clamped = malloc((size_t)n * sizeof *s.clamped);
    s.friction_of = malloc((size_t)n * sizeof *s.friction_of);

    cf_status status = CF_NO_MEMORY;
    if (s.df != NULL && s.da != NULL && s.rhs != NULL && s.x != NULL && s.A11 != NULL
        && s.set != NULL && s.clamped != NULL && s.friction_of != NULL) {
        for (int i = 0; i < n; i++)
            s.friction_of[i] = -1;
        for (int i = 0; i < n; i++)
            if (p->rows[i].kind == CF_ROW_FRICTION2D)
                s.friction_of[p->rows[i].normal] = i;
        status = compute_forces(&s);
    }

    if (status == CF_OK) {
        /* Report a = A f + b afresh, and claim success only for an answer
         * the certifier accepts. */
        cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a);
        if (!certificate.ok)
            status = CF_INACCURATE;
    }
    free(s.df);
    free(s.da);
    free(s.rhs);
    free(s.x);
    free(s.A11);
    free(s.set);
    free(s.clamped);
    free(s.friction_of);
    return status;
}
