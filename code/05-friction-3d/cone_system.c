/* cone_system.c - Stage 5: the clamped system of fdirection with the cone.
 *
 * Stage 4's clamped system had one unknown per clamped index; with the
 * cone, a contact at the bound has two: its normal force (with its
 * friction folded into the column, now along the direction u) and the
 * angle of u.  Here the unknowns are listed, their matrix A11 is built, and
 * A11 x = rhs is solved; cone_step.c uses them for fdirection and for the
 * Newton correction.  Our construction (chapter 5).
 */
#include "cone.h"

#include <math.h>

#include "dense.h"

/* The contact's friction at the bound, or driven, has a direction u (or
 * w); its unknown across it is the friction along u_perp = (-u_2, u_1). */
static void across(const cone_solve *s, int i, double out[2])
{
    out[0] = -s->u[2 * i + 1];
    out[1] = s->u[2 * i];
}

// start snippet unknowns
/* The unknowns of fdirection, in row order, and their equations: a normal
 * or bilateral row in C (a_i = 0), both tangent rows of a sticking
 * contact (a_T = 0), and the angle of a contact at the bound or driven
 * (the part of a_T across u is zero). */
void cone_list_unknowns(cone_solve *s)
{
    const dantzig *dz = &s->base.dz;
    int k = 0;
    for (int i = 0; i < dz->n; i++) {
        const cf_row *row = &dz->p->rows[i];
        if (row->kind == CF_ROW_FRICTION3D) {
            int c = row->normal;
            if (dz->set[i] == CONE_STICKING && dz->set[c] == CF_SET_CLAMPED) {
                s->col_kind[k] = COL_TANGENT;
                s->col_row[k++] = i;
            } else if (i == cone_t1(s, c) && dz->set[c] == CF_SET_CLAMPED
                       && (dz->set[i] == CONE_AT_BOUND || s->driven == c)) {
                s->col_kind[k] = COL_ANGLE;
                s->col_row[k++] = c;
            }
        } else if (dz->set[i] == CF_SET_CLAMPED) {
            s->col_kind[k] = COL_FORCE;
            s->col_row[k++] = i;
        }
    }
    s->k = k;
}

double cone_equation(const cone_solve *s, int c, const double *v)
{
    int i = s->col_row[c];
    if (s->col_kind[c] != COL_ANGLE)
        return v[i];
    double w[2];
    across(s, i, w);
    return w[0] * v[cone_t1(s, i)] + w[1] * v[cone_t2(s, i)];
}
// end snippet unknowns

// start snippet clamped-matrix
/* Unknown c as a change of at most three forces: rows idx, weights w. */
int cone_unknown_vector(const cone_solve *s, int c, int idx[3], double w[3])
{
    int i = s->col_row[c];
    if (s->col_kind[c] == COL_ANGLE) {
        double perp[2];
        across(s, i, perp);
        idx[0] = cone_t1(s, i);
        idx[1] = cone_t2(s, i);
        w[0] = perp[0];
        w[1] = perp[1];
        return 2;
    }
    idx[0] = i;
    w[0] = 1.0;
    if (s->col_kind[c] == COL_FORCE && s->base.dz.p->rows[i].kind == CF_ROW_NORMAL
        && cone_state(s, i) == CONE_AT_BOUND && s->driven != i) {
        double mu = cone_mu(s, i);
        idx[1] = cone_t1(s, i);
        idx[2] = cone_t2(s, i);
        w[1] = mu * s->u[2 * i];
        w[2] = mu * s->u[2 * i + 1];
        return 3;
    }
    return 1;
}

/* Equation r reads the rows of a that unknown r moves: a_i = 0 alone for
 * a force (not its folded friction rows), u_perp . a_T for an angle. */
int cone_equation_rows(const cone_solve *s, int r, int idx[3], double w[3])
{
    int m = cone_unknown_vector(s, r, idx, w);
    return s->col_kind[r] == COL_FORCE ? 1 : m;
}

/* For the angle of a contact at the bound, A11's diagonal has a second
 * part: turning u by delta theta = x / (mu f_N) turns u_perp by
 * -u delta theta, which changes the equation u_perp . a_T by
 * -(u . a_T) delta theta even where a_T stays put.  At the bound
 * u . a_T = -||a_T|| <= 0, so this adds to the diagonal.  A driven
 * contact's w does not turn; other unknowns have none. */
double cone_turning(const cone_solve *s, int r)
{
    const dantzig *dz = &s->base.dz;
    int i = s->col_row[r];
    if (s->col_kind[r] != COL_ANGLE || s->driven == i)
        return 0.0;
    double radius = cone_mu(s, i) * dz->f[i];
    double along = s->u[2 * i] * dz->a[cone_t1(s, i)] + s->u[2 * i + 1] * dz->a[cone_t2(s, i)];
    return radius > 0.0 ? -along / radius : 0.0;
}

/* A11: entry (r, c) is the change of equation r per unit of unknown c. */
static void build_A11(cone_solve *s)
{
    const dantzig *dz = &s->base.dz;
    const int n = dz->n, k = s->k;
    for (int r = 0; r < k; r++) {
        int rows[3];
        double weights[3];
        int m = cone_equation_rows(s, r, rows, weights);
        for (int c = 0; c < k; c++) {
            int cols[3];
            double w[3];
            int mc = cone_unknown_vector(s, c, cols, w);
            double sum = 0.0;
            for (int x = 0; x < m; x++)
                for (int y = 0; y < mc; y++)
                    sum += weights[x] * dz->p->A[(size_t)rows[x] * (size_t)n + (size_t)cols[y]] * w[y];
            dz->A11[r * k + c] = sum;
        }
        double turning = cone_turning(s, r);
        if (turning != 0.0)
            dz->A11[r * k + r] += turning;
    }
}
// end snippet clamped-matrix

void cone_build_A11(cone_solve *s)
{
    if (s->speedup != NULL && s->speedup->solve != NULL) { /* stage 8 builds it as it solves */
        s->A11_deferred = 1;
        return;
    }
    build_A11(s);
}

void cone_add_unknown(const cone_solve *s, int c, double x, double *v)
{
    int idx[3];
    double w[3];
    int m = cone_unknown_vector(s, c, idx, w);
    for (int y = 0; y < m; y++)
        v[idx[y]] += x * w[y];
}

/* Stage 8 (cone_speedup): A11 x = rhs, A11's diagonal shifted by shift
 * times its largest entry, solved from A's nonzeros.  1 when it solved,
 * with *status; 0 when it cannot take the system (or A11 was built here),
 * and A11 is built here now. */
static int solved_elsewhere(cone_solve *s, double shift, cf_status *status)
{
    if (!s->A11_deferred)
        return 0;
    s->A11_deferred = 0;
    if (s->speedup->solve(s, shift, s->speedup->context, status))
        return 1;
    build_A11(s);
    return 0;
}

/* Solve A11 x = rhs as stage 4 does.  In the fall-back only (s->shift >
 * 0), a system with no solution is solved with Levenberg and Marquardt's
 * shift instead (cone_fallback.c says why). */
cf_status cone_solve_clamped(cone_solve *s)
{
    dantzig *dz = &s->base.dz;
    const int k = s->k;
    cf_status status;
    if (solved_elsewhere(s, 0.0, &status))
        return status;
    for (int r = 0; r < k * k; r++)
        s->kept[r] = dz->A11[r];
    for (int r = 0; r < k; r++)
        s->kept[k * k + r] = dz->rhs[r];
    status = friction2d_solve_clamped(&s->base, k);
    if (status != CF_SINGULAR || !(s->shift > 0.0))
        return status;
    for (int r = 0; r < k * k; r++)
        dz->A11[r] = s->kept[r];
    for (int r = 0; r < k; r++)
        dz->rhs[r] = s->kept[k * k + r];
    return cone_solve_shifted(s, s->shift);
}

/* (A11 + shift times its largest diagonal) x = rhs, by elimination that
 * declares no system singular but one exactly so (the fall-back's
 * Levenberg-Marquardt step). */
cf_status cone_solve_shifted(cone_solve *s, double shift)
{
    dantzig *dz = &s->base.dz;
    const int k = s->k;
    cf_status status;
    if (solved_elsewhere(s, shift, &status))
        return status;
    double largest = 0.0;
    for (int r = 0; r < k; r++)
        largest = fmax(largest, fabs(dz->A11[r * k + r]));
    for (int r = 0; r < k; r++)
        dz->A11[r * k + r] += shift * largest;
    return cf_solve_dense(k, dz->A11, dz->rhs, dz->x, 1e-15);
}
