/* single_contact.c - Stage 1: the contact force at a single contact point.
 *
 * Baraff 1994, section 3, equation (2) with n = 1: find f with
 *     a = A f + b,   f >= 0,   a >= 0,   f a = 0.
 * For one contact A is the scalar 1/m_eff > 0 whenever the contact has a
 * mass behind it (A = J M^-1 J^T), and the answer is one line of algebra.
 * The cases are worth spelling out, because every later stage has to
 * cope with the same three situations, only in many dimensions.
 */
#include "single_contact.h"

#include <math.h>

// start snippet single_contact_force
cf_status single_contact_force(double A, double b, double *f, double *a)
{
    // BEGIN SOLUTION stub: (void)A; (void)b; *f = 0.0; *a = 0.0; return CF_NOT_IMPLEMENTED;
    *f = 0.0;
    *a = 0.0;
    if (!isfinite(A) || !isfinite(b))
        return CF_INVALID_INPUT;

    /* Separating or resting without help: with f = 0 the contact is not
     * accelerating into the obstacle, so no force is needed, and since
     * f a = 0 allows no force when a > 0, none is allowed either. */
    if (b >= 0.0) {
        *a = b;
        return CF_OK;
    }

    /* b < 0: without a force the bodies would interpenetrate.  A force
     * just strong enough to make a = 0 solves it: f = -b / A > 0. */
    if (A > 0.0) {
        *f = -b / A;
        *a = 0.0;
        return CF_OK;
    }

    /* b < 0 and A <= 0: pushing does not help (A = 0) or makes it worse
     * (A < 0, which only dynamic friction produces: Painleve's rod,
     * the book, chapter 1, Example 9).  No f >= 0 gives a >= 0. */
    return CF_NO_SOLUTION;
    // END SOLUTION
}
// end snippet single_contact_force

cf_status stage1_solve(const cf_problem *p, const cf_solve_options *options,
                       double *f, double *a)
{
    (void)options; /* nothing to tune: there is no iteration */
    if (p == NULL || f == NULL || a == NULL)
        return CF_INVALID_INPUT;
    if (p->n != 1 || p->rows[0].kind != CF_ROW_NORMAL)
        return CF_UNSUPPORTED;
    return single_contact_force(p->A[0], p->b[0], &f[0], &a[0]);
}
