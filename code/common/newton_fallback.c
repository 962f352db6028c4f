/* newton_fallback.c - Newton's method on the Alart-Curnier equations.
 *
 * NOT PART OF ANY LESSON.  The pivoting of chapters 4 and 5 is not proven
 * to end (Baraff 1994, section 5), and with masses many decades apart it
 * can stop a few digits short of an answer, or go round, or meet a ray
 * that roundoff made.  Then, and only then, the contact conditions are
 * written as equations, one per row, that hold exactly at an answer
 * (Alart and Curnier 1991, "A mixed formulation for frictional contact
 * problems prone to Newton like solution methods", Computer Methods in
 * Applied Mechanics and Engineering 92):
 *   joint:     rho a_B                                   = 0
 *   contact:   f_N - max(0, f_N - rho_N a_N)              = 0
 *   friction:  f_T - proj_D(r)(f_T - rho_T a_T)           = 0,
 *              r = mu max(0, f_N - rho_N a_N)
 * where proj_D(r) is the nearest point of the disk of radius r (in 2D, of
 * the interval [-r, r]).  The first says a_B = 0; the second f_N >= 0,
 * a_N >= 0, f_N a_N = 0; the third that f_T lies in the friction disk and,
 * on its edge, points against a_T (maximal dissipation).  The equations
 * are piecewise smooth, and Newton's method with a generalized Jacobian
 * (the derivative of whichever piece holds) converges fast near an
 * answer; where full steps do not end in one, a line search on the sum
 * of squares makes each step a descent.
 * With rho_i = 1/A_ii every row's residual is in units of force, and
 * rows and unknowns are scaled by sqrt(A_ii) so that a light body's rows
 * count as much as a heavy body's.  It starts from the forces the pivoting
 * left, then from zero; what it finds is certified against the problem.
 */
#include "newton_fallback.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "dense.h"
#include "fallback.h"
#include "lcp_fallback.h"

#define NEWTON_MAX_STEPS 60
#define NEWTON_HALVINGS 30
#define NEWTON_EXTRA_STEPS 3
#define NEWTON_MU_STAGES 8
#define NEWTON_ARMIJO 1e-4
#define NEWTON_RANK_TOL 1e-14

typedef struct newton {
    const cf_problem *p;
    int n;
    double *rho;   /* rho_i: 1/A_ii (a 3D friction pair shares one) */
    double *s;     /* sqrt(A_ii), the scale of row and unknown i */
    int *partner;  /* a 3D friction row: the other tangent row of its contact; else -1 */
    double *a, *R, *J, *d, *z, *trial, *Rtrial, *rhs, *q;
    double *g, *c;  /* the best certified answer so far, and its a */
    double *h, *ch; /* a candidate, and its a */
    double *near;    /* the iterate the certifier found nearest an answer, uncertified */
    double nearest;  /* its worst violation (INFINITY: none yet) */
    double *facet;   /* the faceted cones' answer (faceted_start) */
    double *K, *G; /* n by n: the system as it is solved, and M^T M */
    double mu_scale; /* the equations are written for mu_scale times each mu */
} newton;

/* The rows the equations are written for: normal, joint, 2D friction, and
 * 3D friction in pairs. */
static int pair_frictions(const cf_problem *p, int *partner)
{
    const int n = p->n;
    for (int i = 0; i < n; i++)
        partner[i] = -1;
    for (int i = 0; i < n; i++) {
        cf_row_kind kind = p->rows[i].kind;
        if (kind == CF_ROW_NORMAL || kind == CF_ROW_BILATERAL || kind == CF_ROW_FRICTION2D)
            continue;
        if (kind != CF_ROW_FRICTION3D)
            return 0;
        if (partner[i] >= 0)
            continue;
        for (int j = i + 1; j < n && partner[i] < 0; j++)
            if (p->rows[j].kind == CF_ROW_FRICTION3D && p->rows[j].normal == p->rows[i].normal)
                partner[i] = j, partner[j] = i;
        if (partner[i] < 0)
            return 0;
    }
    return 1;
}

/* R(z), and if J is not NULL the generalized Jacobian dR/dz (row-major). */
static void evaluate(newton *w, const double *z, double *R, double *J)
{
    const cf_problem *p = w->p;
    const int n = w->n;
    const double *A = p->A;
    for (int i = 0; i < n; i++) {
        long double sum = p->b[i];
        for (int j = 0; j < n; j++)
            sum += (long double)A[(size_t)i * n + j] * z[j];
        w->a[i] = (double)sum;
    }
    if (J != NULL)
        memset(J, 0, (size_t)n * (size_t)n * sizeof *J);
    for (int i = 0; i < n; i++) {
        const cf_row *row = &p->rows[i];
        double *Ji = J != NULL ? J + (size_t)i * n : NULL;
        const double *Ai = A + (size_t)i * n;
        switch (row->kind) {
        case CF_ROW_BILATERAL:
            R[i] = w->rho[i] * w->a[i];
            for (int j = 0; Ji != NULL && j < n; j++)
                Ji[j] = w->rho[i] * Ai[j];
            break;
        case CF_ROW_NORMAL:
            if (z[i] - w->rho[i] * w->a[i] > 0.0) { /* pressing: a_N = 0 */
                R[i] = w->rho[i] * w->a[i];
                for (int j = 0; Ji != NULL && j < n; j++)
                    Ji[j] = w->rho[i] * Ai[j];
            } else { /* letting go: f_N = 0 */
                R[i] = z[i];
                if (Ji != NULL)
                    Ji[i] = 1.0;
            }
            break;
        // start snippet friction
        case CF_ROW_FRICTION2D:
        case CF_ROW_FRICTION3D: {
            if (row->kind == CF_ROW_FRICTION3D && w->partner[i] < i)
                break; /* done with its partner */
            const int N = row->normal;
            const int t[2] = {i, row->kind == CF_ROW_FRICTION3D ? w->partner[i] : -1};
            const int dims = t[1] >= 0 ? 2 : 1;
            const double mu = row->mu * w->mu_scale;
            const double r = mu * fmax(0.0, z[N] - w->rho[N] * w->a[N]);
            double y[2] = {0.0, 0.0};
            for (int k = 0; k < dims; k++)
                y[k] = z[t[k]] - w->rho[t[k]] * w->a[t[k]];
            const double size = dims == 2 ? hypot(y[0], y[1]) : fabs(y[0]);
            if (!(r > 0.0)) { /* no friction force: f_T = 0 */
                for (int k = 0; k < dims; k++) {
                    R[t[k]] = z[t[k]];
                    if (J != NULL)
                        J[(size_t)t[k] * n + t[k]] = 1.0;
                }
            } else if (size <= r) { /* sticking: a_T = 0 */
                for (int k = 0; k < dims; k++) {
                    R[t[k]] = w->rho[t[k]] * w->a[t[k]];
                    for (int j = 0; J != NULL && j < n; j++)
                        J[(size_t)t[k] * n + j] = w->rho[t[k]] * A[(size_t)t[k] * n + j];
                }
            } else { /* sliding: f_T = r y / |y| */
                double u[2] = {y[0] / size, dims == 2 ? y[1] / size : 0.0};
                double P[2][2]; /* d(r y/|y|)/dy = (r/|y|)(I - u u^T); 0 in 1D */
                for (int k = 0; k < 2; k++)
                    for (int m = 0; m < 2; m++)
                        P[k][m] = dims == 2 ? (r / size) * ((k == m ? 1.0 : 0.0) - u[k] * u[m])
                                            : 0.0;
                for (int k = 0; k < dims; k++) {
                    R[t[k]] = z[t[k]] - r * u[k];
                    for (int j = 0; J != NULL && j < n; j++) {
                        double entry = t[k] == j ? 1.0 : 0.0;
                        for (int m = 0; m < dims; m++) {
                            double dy = (t[m] == j ? 1.0 : 0.0)
                                        - w->rho[t[m]] * A[(size_t)t[m] * n + j];
                            entry -= P[k][m] * dy;
                        }
                        double dsN = (N == j ? 1.0 : 0.0) - w->rho[N] * A[(size_t)N * n + j];
                        entry -= u[k] * mu * dsN;
                        J[(size_t)t[k] * n + j] = entry;
                    }
                }
            }
            break;
        }
        // end snippet friction
        default:
            break;
        }
    }
}

/* Half the sum of squares of the scaled residual. */
static double merit(const newton *w, const double *R)
{
    double sum = 0.0;
    for (int i = 0; i < w->n; i++)
        sum += (w->s[i] * R[i]) * (w->s[i] * R[i]);
    return 0.5 * sum;
}

/* z as it is, then projected onto the conditions' signs and disks: the
 * first the certifier accepts, if its worst violation is below *best, is
 * copied to g (a = A g + b into c) and *best lowered.  1 if it was. */
static int certified(newton *w, const double *z, double *best)
{
    const cf_problem *p = w->p;
    const int n = w->n;
    cf_certificate c = cf_certify(p, z, CF_CERTIFY_DEFAULT_TOL, w->ch);
    memcpy(w->h, z, (size_t)n * sizeof *z);
    if (!c.ok && c.worst < w->nearest) {
        w->nearest = c.worst;
        memcpy(w->near, z, (size_t)n * sizeof *z);
    }
    if (!c.ok) {
        for (int i = 0; i < n; i++)
            if (p->rows[i].kind == CF_ROW_NORMAL)
                w->h[i] = fmax(0.0, w->h[i]);
        for (int i = 0; i < n; i++) {
            const cf_row *row = &p->rows[i];
            if (row->kind != CF_ROW_FRICTION2D
                && !(row->kind == CF_ROW_FRICTION3D && w->partner[i] > i))
                continue;
            double bound = row->mu * w->h[row->normal];
            int other = row->kind == CF_ROW_FRICTION3D ? w->partner[i] : -1;
            double size = other >= 0 ? hypot(w->h[i], w->h[other]) : fabs(w->h[i]);
            if (size > bound) {
                double factor = size > 0.0 ? bound / size : 0.0;
                w->h[i] *= factor;
                if (other >= 0)
                    w->h[other] *= factor;
            }
        }
        c = cf_certify(p, w->h, CF_CERTIFY_DEFAULT_TOL, w->ch);
    }
    if (!c.ok || !(c.worst < *best))
        return 0;
    *best = c.worst;
    memcpy(w->g, w->h, (size_t)n * sizeof *w->g);
    memcpy(w->c, w->ch, (size_t)n * sizeof *w->c);
    return 1;
}

/* Solve M d = rhs for the scaled Jacobian M (in w->J) by elimination; when
 * M is singular and the equations contradict each other (more contacts
 * than a body has freedoms, all sticking), the step of Levenberg and
 * Marquardt instead, (M^T M + lambda I) d = M^T rhs, with the smallest
 * lambda of 1e-12, 1e-10, ... of the largest diagonal entry that the
 * factorization takes.  1 when there is a step. */
static int newton_step(newton *w)
{
    const int n = w->n;
    const size_t nn = (size_t)n * (size_t)n;
    memcpy(w->K, w->J, nn * sizeof *w->K);
    memcpy(w->q, w->rhs, (size_t)n * sizeof *w->q);
    if (cf_solve_dense(n, w->K, w->q, w->d, NEWTON_RANK_TOL) == CF_OK)
        return 1;
    double largest = 0.0;
    for (int i = 0; i < n; i++) {
        double sum = 0.0;
        for (int j = 0; j < n; j++) {
            double dot = 0.0;
            for (int k = 0; k < n; k++)
                dot += w->J[(size_t)k * n + i] * w->J[(size_t)k * n + j];
            w->G[(size_t)i * n + j] = dot;
        }
        for (int k = 0; k < n; k++)
            sum += w->J[(size_t)k * n + i] * w->rhs[k];
        w->q[i] = sum;
        largest = fmax(largest, w->G[(size_t)i * n + i]);
    }
    if (!(largest > 0.0))
        return 0;
    for (double lambda = 1e-12 * largest; lambda <= 1e-2 * largest; lambda *= 100.0) {
        memcpy(w->K, w->G, nn * sizeof *w->K);
        for (int i = 0; i < n; i++)
            w->K[(size_t)i * n + i] += lambda;
        if (cf_solve_psd(n, w->K, w->q, w->d, NEWTON_RANK_TOL) == CF_OK)
            return 1;
    }
    return 0;
}

/* Damped Newton steps from w->z while the sum of squares falls, for a
 * start on the path in mu: no verdict, the certifier judges only the end. */
static void settle(newton *w)
{
    const int n = w->n;
    evaluate(w, w->z, w->R, w->J);
    double theta = merit(w, w->R);
    for (int step = 0; step < NEWTON_MAX_STEPS && theta > 0.0; step++) {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++)
                w->J[(size_t)i * n + j] *= w->s[i] / w->s[j];
            w->rhs[i] = -w->s[i] * w->R[i];
        }
        if (!newton_step(w))
            return;
        for (int i = 0; i < n; i++)
            w->d[i] /= w->s[i];
        double t = 1.0, next = theta;
        int accepted = 0;
        for (int halving = 0; halving < NEWTON_HALVINGS && !accepted; halving++, t *= 0.5) {
            for (int i = 0; i < n; i++)
                w->trial[i] = w->z[i] + t * w->d[i];
            evaluate(w, w->trial, w->Rtrial, NULL);
            next = merit(w, w->Rtrial);
            accepted = next <= (1.0 - 2.0 * NEWTON_ARMIJO * t) * theta;
        }
        if (!accepted)
            return;
        memcpy(w->z, w->trial, (size_t)n * sizeof *w->z);
        evaluate(w, w->z, w->R, w->J);
        theta = next;
    }
}

/* Newton's method from w->z, its full steps taken (damped = 0) or cut by
 * the line search (damped = 1); 1 and the answer in w->g when certified,
 * with the number of steps in *steps.  Once the certifier accepts, a few
 * more steps take the answer to the last digits, each kept only if the
 * certifier's worst violation falls. */
static int newton_from(newton *w, int damped, int *steps)
{
    const int n = w->n;
    double best = INFINITY;
    int found = 0, extra = NEWTON_EXTRA_STEPS;
    evaluate(w, w->z, w->R, w->J);
    double theta = merit(w, w->R);
    for (int step = 0; step < NEWTON_MAX_STEPS; step++) {
        if (certified(w, w->z, &best) && !found) {
            found = 1;
            *steps = step;
        }
        if ((found && extra-- == 0) || theta == 0.0)
            break;
        /* (S J S^-1) (S d) = -S R, S = diag(sqrt(A_ii)) */
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++)
                w->J[(size_t)i * n + j] *= w->s[i] / w->s[j];
            w->rhs[i] = -w->s[i] * w->R[i];
        }
        if (!newton_step(w))
            break;
        for (int i = 0; i < n; i++)
            w->d[i] /= w->s[i];
        double t = 1.0;
        int accepted = 0;
        for (int halving = 0; halving < NEWTON_HALVINGS && !accepted; halving++, t *= 0.5) {
            for (int i = 0; i < n; i++)
                w->trial[i] = w->z[i] + t * w->d[i];
            evaluate(w, w->trial, w->Rtrial, NULL);
            accepted = !damped || merit(w, w->Rtrial) <= (1.0 - 2.0 * NEWTON_ARMIJO * t) * theta;
        }
        if (!accepted) {
            if (certified(w, w->trial, &best) && !found)
                found = 1, *steps = step + 1;
            break;
        }
        memcpy(w->z, w->trial, (size_t)n * sizeof *w->z);
        evaluate(w, w->z, w->R, w->J);
        theta = merit(w, w->R);
    }
    if (!found && certified(w, w->z, &best))
        found = 1, *steps = NEWTON_MAX_STEPS;
    return found;
}

/* ---- A start from the faceted cone ----
 *
 * Newton's method converges from near an answer, and the line search can
 * end at a point where the sum of squares has a minimum that is not zero:
 * a contact let go with its a_N a little below zero, say, which no
 * descent of the sum leaves.  A start near the answer comes from the
 * problem with each cone replaced by a pyramid of FACETS directions, an
 * LCP (Stewart and Trinkle 1996; the 2D rows exactly as Lemke's
 * fall-back writes them, lcp_fallback.c):
 *   w_N = a_N                     >= 0  against f_N >= 0
 *   w_k = d_k . a_T + lambda      >= 0  against beta_k >= 0
 *   w_l = mu f_N - sum_k beta_k   >= 0  against lambda >= 0
 * with f_T = sum_k beta_k d_k, and a joint's force u - v.  Its answer,
 * when Lemke's method ends in one, has the contacts' modes of the cone's
 * answer wherever the pyramid does not cut a sliding direction short,
 * and is within a few per cent of its forces. */

#define FACETS 8
#define FACETED_MAX_VARIABLES 200 /* a tableau of m (2m + 2) doubles, m^2 per pivot */

typedef struct facet_var {
    int row[2];     /* the rows of p its force acts on (-1: none) */
    double coef[2];
    int group;      /* a friction direction: its lambda; a lambda: itself; else -1 */
    int is_lambda;
} facet_var;

/* M_ij of the faceted LCP: the entry of w_i (variable v[i]'s complement)
 * for variable v[j]. */
static double facet_entry(const newton *w, const facet_var *v, int i, int j)
{
    const cf_problem *p = w->p;
    const int n = w->n;
    if (!v[i].is_lambda && !v[j].is_lambda) {
        double sum = 0.0;
        for (int a = 0; a < 2; a++)
            for (int b = 0; b < 2; b++)
                if (v[i].row[a] >= 0 && v[j].row[b] >= 0)
                    sum += v[i].coef[a] * p->A[(size_t)v[i].row[a] * n + v[j].row[b]]
                           * v[j].coef[b];
        return sum;
    }
    if (!v[i].is_lambda) /* w_k's lambda */
        return v[i].group == j ? 1.0 : 0.0;
    if (v[j].is_lambda)
        return 0.0;
    if (v[j].group == i) /* - beta_k */
        return -1.0;
    const cf_row *row = &p->rows[v[i].row[0]]; /* lambda of friction row v[i].row[0] */
    return v[j].group < 0 && v[j].row[0] == row->normal && v[j].row[1] < 0 ? row->mu : 0.0;
}

/* The faceted problem's forces into z (n values): 1 when Lemke's method
 * found an answer. */
static int faceted_start(newton *w, double *z)
{
    const cf_problem *p = w->p;
    const int n = w->n;
    int m = 0;
    for (int i = 0; i < n; i++) {
        const cf_row *row = &p->rows[i];
        if (row->kind == CF_ROW_NORMAL)
            m += 1;
        else if (row->kind == CF_ROW_BILATERAL)
            m += 2;
        else if (row->kind == CF_ROW_FRICTION2D && row->mu > 0.0)
            m += 3;
        else if (row->kind == CF_ROW_FRICTION3D && row->mu > 0.0 && w->partner[i] > i)
            m += FACETS + 1;
    }
    if (m == 0 || m > FACETED_MAX_VARIABLES)
        return 0;
    facet_var *v = malloc((size_t)m * sizeof *v);
    double *M = malloc((size_t)m * (size_t)m * sizeof *M);
    double *q = malloc((size_t)m * sizeof *q), *x = malloc((size_t)m * sizeof *x);
    double *T = malloc((size_t)m * (size_t)(2 * m + 2) * sizeof *T);
    int *basis = malloc((size_t)m * sizeof *basis);
    int found = 0;
    if (v == NULL || M == NULL || q == NULL || x == NULL || T == NULL || basis == NULL)
        goto done;
    int k = 0;
    for (int i = 0; i < n; i++) {
        const cf_row *row = &p->rows[i];
        if (row->kind == CF_ROW_NORMAL) {
            v[k++] = (facet_var){{i, -1}, {1.0, 0.0}, -1, 0};
        } else if (row->kind == CF_ROW_BILATERAL) {
            v[k++] = (facet_var){{i, -1}, {1.0, 0.0}, -1, 0};
            v[k++] = (facet_var){{i, -1}, {-1.0, 0.0}, -1, 0};
        } else if (row->kind == CF_ROW_FRICTION2D && row->mu > 0.0) {
            const int lambda = k + 2;
            v[k++] = (facet_var){{i, -1}, {1.0, 0.0}, lambda, 0};
            v[k++] = (facet_var){{i, -1}, {-1.0, 0.0}, lambda, 0};
            v[k++] = (facet_var){{i, -1}, {0.0, 0.0}, lambda, 1};
        } else if (row->kind == CF_ROW_FRICTION3D && row->mu > 0.0 && w->partner[i] > i) {
            const int lambda = k + FACETS;
            for (int d = 0; d < FACETS; d++) {
                double angle = 8.0 * atan(1.0) * d / FACETS; /* 2 pi d / FACETS */
                v[k++] = (facet_var){{i, w->partner[i]}, {cos(angle), sin(angle)}, lambda, 0};
            }
            v[k++] = (facet_var){{i, -1}, {0.0, 0.0}, lambda, 1};
        }
    }
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < m; j++)
            M[(size_t)i * m + j] = facet_entry(w, v, i, j);
        q[i] = 0.0;
        for (int a = 0; a < 2 && !v[i].is_lambda; a++)
            if (v[i].row[a] >= 0)
                q[i] += v[i].coef[a] * p->b[v[i].row[a]];
    }
    if (cf_lemke(m, M, q, x, T, basis, 50 * m + 50) != CF_OK)
        goto done;
    memset(z, 0, (size_t)n * sizeof *z);
    for (int i = 0; i < m; i++)
        for (int a = 0; a < 2 && !v[i].is_lambda; a++)
            if (v[i].row[a] >= 0)
                z[v[i].row[a]] += v[i].coef[a] * x[i];
    found = 1;
done:
    free(v);
    free(M);
    free(q);
    free(x);
    free(T);
    free(basis);
    return found;
}

cf_status cf_newton_fallback(const cf_problem *p, const cf_solve_options *options,
                             cf_status status, double *f, double *a)
{
    if (!cf_may_fall_back(options, status) || p == NULL || p->n <= 0
        || p->n > CF_NEWTON_MAX_ROWS)
        return status;
    const int n = p->n;
    const size_t nn = (size_t)n * (size_t)n;
    newton w = {.p = p, .n = n, .mu_scale = 1.0, .nearest = INFINITY};
    w.rho = malloc((size_t)n * sizeof *w.rho);
    w.s = malloc((size_t)n * sizeof *w.s);
    w.partner = malloc((size_t)n * sizeof *w.partner);
    w.J = malloc(nn * sizeof *w.J);
    w.K = malloc(nn * sizeof *w.K);
    w.G = malloc(nn * sizeof *w.G);
    double **vectors[] = {&w.a, &w.R,  &w.d, &w.z,  &w.trial, &w.Rtrial, &w.rhs,
                          &w.q, &w.g, &w.c, &w.h, &w.ch,    &w.near,   &w.facet};
    int missing = w.rho == NULL || w.s == NULL || w.partner == NULL || w.J == NULL
                  || w.K == NULL || w.G == NULL;
    for (size_t v = 0; v < sizeof vectors / sizeof vectors[0]; v++) {
        *vectors[v] = malloc((size_t)n * sizeof **vectors[v]);
        missing = missing || *vectors[v] == NULL;
    }
    if (missing || !pair_frictions(p, w.partner))
        goto done;
    for (int i = 0; i < n; i++) {
        double d = p->A[(size_t)i * n + i];
        int other = w.partner[i];
        if (other >= 0) /* one rho for the pair keeps the disk round */
            d = 0.5 * (d + p->A[(size_t)other * n + other]);
        w.rho[i] = d > 0.0 ? 1.0 / d : 1.0;
        w.s[i] = d > 0.0 ? sqrt(d) : 1.0;
    }
    /* Near an answer full steps converge fastest, and a line search can
     * stall at a kink of the equations (a contact between sticking and
     * sliding); far from one, it keeps the steps from running away. */
    int found = 0, steps = 0, start = 0, damped = 0;
    for (int attempt = 0; attempt < 4 && !found; attempt++) {
        start = attempt / 2;
        damped = attempt % 2;
        for (int i = 0; i < n; i++)
            w.z[i] = start == 0 && isfinite(f[i]) ? f[i] : 0.0;
        found = newton_from(&w, damped, &steps);
    }
    /* Last, a path in mu: from the frictionless problem's answer (its
     * equations are those of a convex problem), the answer of each problem
     * with mu a little larger is the start for the next. */
    for (int stage = 0; stage <= NEWTON_MU_STAGES && !found; stage++) {
        w.mu_scale = (double)stage / NEWTON_MU_STAGES;
        if (stage == 0)
            memset(w.z, 0, (size_t)n * sizeof *w.z);
        if (stage < NEWTON_MU_STAGES)
            settle(&w);
        else
            found = newton_from(&w, 1, &steps);
        start = 2;
    }
    /* Then full steps from the iterate the certifier found nearest an
     * answer, where a line search stalled (near an answer full steps
     * converge fast, and from there they need no line search). */
    if (!found && w.nearest < INFINITY) {
        memcpy(w.z, w.near, (size_t)n * sizeof *w.z);
        w.nearest = INFINITY;
        start = 3;
        damped = 0;
        found = newton_from(&w, 0, &steps);
    }
    /* Last, from the faceted cones' answer (above): full steps, damped
     * steps, and full steps from the nearest iterate of those. */
    if (!found && faceted_start(&w, w.facet)) {
        w.nearest = INFINITY;
        start = 4;
        for (int attempt = 0; attempt < 3 && !found; attempt++) {
            damped = attempt == 1;
            if (attempt < 2)
                memcpy(w.z, w.facet, (size_t)n * sizeof *w.z);
            else if (w.nearest < INFINITY)
                memcpy(w.z, w.near, (size_t)n * sizeof *w.z);
            else
                break;
            found = newton_from(&w, damped, &steps);
        }
    }
    /* the ok rests on the certifier's verdict on exactly what is returned */
    if (found && cf_fall_back_keep(p, options, w.g, w.c, f, a,
                                   "the pivoting stopped with %s; Newton's method on the "
                                   "Alart-Curnier equations, from %s, found this answer in %d %s "
                                   "steps", cf_status_name(status),
                                   start == 0   ? "its forces"
                                   : start == 1 ? "zero"
                                   : start == 2 ? "a path in mu from 0"
                                   : start == 3 ? "where its line search came nearest"
                                                : "the answer with faceted cones",
                                   steps, damped ? "damped" : "full"))
        status = CF_OK;
done:
    free(w.rho);
    free(w.s);
    free(w.partner);
    free(w.J);
    free(w.K);
    free(w.G);
    for (size_t v = 0; v < sizeof vectors / sizeof vectors[0]; v++)
        free(*vectors[v]);
    return status;
}
