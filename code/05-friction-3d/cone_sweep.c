/* cone_sweep.c - Stage 5's fall-back: sweeps over the contacts, one at a time.
 *
 * NOT PART OF THE LESSON: cone_fallback.c runs it when the pivoting fails.
 *
 * When the pivoting of friction_3d.c does not terminate (Baraff 1994,
 * section 5: with friction, termination is not proven), stage 5 looks for
 * the sets another way (chapter 5, "When the pivoting cycles").  A sweep
 * visits each row in turn and, holding every other force, moves its own
 * forces towards their conditions: a normal force to where its a_N would
 * be zero, but not below zero; a bilateral force to where its a is zero;
 * a friction a step against a_T, then back into its disc ||f_T|| <= mu f_N.
 * That is projected Gauss-Seidel, by which many engines solve contact
 * forces approximately.  It approaches an answer only linearly, so
 * cone_fallback.c lets the certifier judge its forces every few sweeps and
 * returns them if they pass; when they do not, it reads the sets off them
 * and solves the equations of those sets exactly.
 */
#include "cone.h"

#include <math.h>

/* a_i = b_i + sum_j A_ij f_j, from row i of A. */
static double accel_of(const dantzig *dz, int i)
{
    return dantzig_row_dot(dz, i, dz->f, dz->p->b[i], NULL);
}

static double diagonal(const dantzig *dz, int i)
{
    return dz->p->A[(size_t)i * (size_t)dz->n + (size_t)i];
}

/* A normal or bilateral row: Newton's step on its own a_i (exact when the
 * other forces hold still), kept at f_i >= 0 for a normal row. */
static void sweep_row(dantzig *dz, int i)
{
    double A_ii = diagonal(dz, i);
    if (!(A_ii > 0.0))
        return; /* the row cannot move its own acceleration */
    double f = dz->f[i] - accel_of(dz, i) / A_ii;
    if (dz->p->rows[i].kind == CF_ROW_NORMAL && f < 0.0)
        f = 0.0;
    dz->f[i] = f;
}

/* A contact's friction: a step against a_T (scaled by the tangent rows'
 * diagonal), then the nearest point of the disc of radius mu f_N.  Where
 * a_T = 0 and f_T is inside, nothing moves: the fixed points are exactly
 * the forces that stick or oppose a_T at the bound. */
static void sweep_friction(cone_solve *s, int c)
{
    dantzig *dz = &s->base.dz;
    int t1 = cone_t1(s, c), t2 = cone_t2(s, c);
    double mu = cone_mu(s, c);
    if (mu == 0.0 || dz->f[c] <= 0.0) {
        dz->f[t1] = dz->f[t2] = 0.0;
        return;
    }
    double diag = 0.5 * (diagonal(dz, t1) + diagonal(dz, t2));
    if (!(diag > 0.0))
        return;
    double g1 = dz->f[t1] - accel_of(dz, t1) / diag;
    double g2 = dz->f[t2] - accel_of(dz, t2) / diag;
    double length = hypot(g1, g2), radius = mu * dz->f[c];
    if (length > radius) {
        g1 *= radius / length;
        g2 *= radius / length;
    }
    dz->f[t1] = g1;
    dz->f[t2] = g2;
}

void cone_sweeps(cone_solve *s, int count)
{
    dantzig *dz = &s->base.dz;
    for (int sweep = 0; sweep < count; sweep++)
        for (int i = 0; i < dz->n; i++) {
            cf_row_kind kind = dz->p->rows[i].kind;
            if (kind == CF_ROW_BILATERAL || kind == CF_ROW_NORMAL)
                sweep_row(dz, i);
            if (kind == CF_ROW_NORMAL && cone_t1(s, i) >= 0)
                sweep_friction(s, i);
        }
    for (int i = 0; i < dz->n; i++)
        dz->a[i] = accel_of(dz, i);
}
