/* roundoff.c - Stage 2: what counts as zero, and what counts as a change.
 *
 * Baraff's algorithm is written for exact arithmetic; in floating point
 * every a_i and every delta a_i carries roundoff, and the pivots must not
 * take roundoff for a real change (section 4.4, footnote 2: a redundant
 * contact's delta a is zero in exact arithmetic; without a threshold it
 * flips between C and NC with steps of size zero).  Every rule here is
 * relative to the size of the terms that produced the number it judges,
 * because roundoff is: an acceleration a_i = b_i + sum_j A_ij f_j carries
 * an error of a few ulps of |b_i| + sum_j |A_ij f_j|, not of max|A| max|f|.
 * When the bodies' masses differ by many decades, a global scale would
 * call a light body's real acceleration roundoff.  Chapter 2's table lists
 * each rule with what it is relative to.
 *
 * Every later stage judges its normal and bilateral rows by these same
 * rules: they are the one definition of them.
 */
#include "dantzig_state.h"

#include <math.h>

/* delta a_d = A_dd + sum_j A_dj delta f_j counts as a rise, and d as a
 * limit, only beyond this times the size of its terms: a few hundred
 * ulps.  Judged against A_dd alone, the roundoff of a large delta f (from
 * a nearly singular A_CC) read as a tiny rise sends the forces to 1e20
 * along a ray of A. */
#define DELTA_A_D_TOL 1e-13
/* With a_d standing still, a clamped force's fall limits the step only
 * beyond this times max|delta f|. */
#define RAY_FORCE_TOL 1e-9

/* How far from zero roundoff can put a_i = b_i + sum_j A_ij f_j: tol times
 * the size of its terms, |b_i| + sum_j |A_ij f_j|, plus what the roundoff
 * of the computed forces can add, and never less than a floor.
 *  - A computed force f_j carries the roundoff of the equation it was
 *    solved from, row j: a few ulps of the force its terms stand for,
 *    S_j / |A_jj| (S_j = |b_j| + sum_k |A_jk f_k|, when a was last computed
 *    afresh).  So a row whose only terms are forces that should be zero
 *    must not look like a row that accelerates into its obstacle.  A force
 *    that is exactly zero was never computed, and adds nothing.
 *  - The floor: n u times the largest terms of row i's coupled block.  The
 *    forces of a block are solved together, and an elimination that is
 *    backward stable leaves a residual of that size in any of its rows (a
 *    light row coupled to heavy ones cannot be judged more finely; a light
 *    block that is not coupled to them is judged on its own).  The
 *    certifier's floor is the same. */
double dantzig_zero_of_a(const dantzig *s, int i)
{
    const int n = s->n;
    double terms = fabs(s->p->b[i]), computed = 0.0;
    const double *A_i;
    const int *column;
    const int length = dantzig_row(s, i, &A_i, &column);
    for (int e = 0; e < length; e++) {
        int j = column != NULL ? column[e] : e;
        double A_ij = A_i[e];
        terms += fabs(A_ij * s->f[j]);
        double A_jj = fabs(s->p->A[(size_t)j * (size_t)n + (size_t)j]);
        if (s->f[j] != 0.0 && A_jj > 0.0)
            computed += fabs(A_ij) * s->terms[j] / A_jj;
    }
    return s->tol * terms + DANTZIG_FORCE_ROUNDOFF * computed
           + DANTZIG_BLOCK_FLOOR(n, s->block_terms[s->block[i]]);
}

int dantzig_reached_zero(const dantzig *s, int i)
{
    return s->a[i] >= -dantzig_zero_of_a(s, i);
}

int dantzig_a_rises(const dantzig *s, int i)
{
    return s->da[i] > DELTA_A_D_TOL * s->da_size[i];
}

int dantzig_a_falls(const dantzig *s, int i)
{
    return s->da[i] < -s->tol * s->da_size[i];
}

int dantzig_f_falls(const dantzig *s, int i)
{
    return s->df[i] < -s->tol * s->largest_df;
}

/* When a_d does not move, only a clamped force can limit the step.  A
 * fall of that force below 1e-9 of the largest change is the roundoff of
 * a nearly singular A_CC, and the ray it would cut off is real: a step
 * "limited" there sends the forces to 1e11 and more, along a direction
 * that changes no acceleration. */
int dantzig_false_limit(const dantzig *s, int d, int j)
{
    return j >= 0 && j != d && s->set[j] == CF_SET_CLAMPED && !dantzig_a_rises(s, d)
           && s->df[j] > -RAY_FORCE_TOL * s->largest_df;
}

/* A step that moves no force by more than roundoff: step max|delta f| within
 * tol max|f|. */
int dantzig_is_zero_step(const dantzig *s, double step)
{
    double largest_f = 0.0;
    for (int i = 0; i < s->n; i++)
        largest_f = fmax(largest_f, fabs(s->f[i]));
    return step * s->largest_df <= s->tol * largest_f;
}
