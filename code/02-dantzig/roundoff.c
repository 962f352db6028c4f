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
#include "dantzig.h"

#include "dense.h"

/* How far from zero a force that should be zero may come out, relative
 * to the forces it was solved with: a few hundred ulps. */
#define FORCE_ROUNDOFF 1e-13
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
 * the size of its terms, |b_i| + sum_j |A_ij f_j|, plus what forces that
 * should be zero can add.  Such a force comes out as a few ulps of the
 * forces it was solved with, the largest force on the bodies of row i
 * (the f_j with A_ij != 0), and a row whose only terms are such forces
 * must not look like a row that accelerates into its obstacle. */
double dantzig_zero_of_a(const dantzig *s, int i)
{
    return cf_roundoff_of_a(s->n, s->p->A, s->p->b, s->f, i, s->tol, FORCE_ROUNDOFF);
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
