/* families.h - the kinds of problem the property test makes, each from a seed.
 *
 * Every problem comes with what is known about its answer:
 *
 *   degenerate    frictionless, integer Jacobians and masses that are
 *                 powers of two, so that A and b are exact (degenerate.h);
 *                 redundant and zero rows, exact ties; some have no
 *                 answer.  Decided in rational arithmetic (exact.h).
 *   frictionless  2D and 3D rigid bodies (bodies.h), 1 to 4 of them, some
 *                 with no freedom, masses over up to 12 decades with
 *                 inertias to match; contacts listed twice, more contacts
 *                 than freedoms, zero rows, and two groups of bodies that
 *                 share no contact, one about 1e12 lighter than the other.
 *                 A = J M^-1 J^T in plain floating point.
 *   bilateral     the same bodies with joints (bilateral rows, Baraff 1994,
 *                 section 4.5), redundant joints included, and contacts.
 *   friction2d    1 to 3 bodies in 2D, masses over up to 8 decades, 1 to 5
 *                 contacts with a normal and a friction2d row (section 5),
 *                 some listed twice, some with mu = 0, mu from 0.05 to 2,
 *                 a body touching several others.
 *   friction3d    the same in 3D with two friction3d rows per contact (the
 *                 circular cone).
 *   friction2d-one-mu, friction3d-one-mu
 *                 the same, but every contact of a problem has the one mu
 *                 drawn for it (from 0.05 to 2, never 0): where several
 *                 contacts share a large mu, their friction can hold forces
 *                 that cancel on a body (a wedge), which mixed mu rarely
 *                 allows.
 *
 * The body families have a manufactured answer: for each row (or contact)
 * a state is chosen first, and forces f* and accelerations a* that are
 * complementary in it; then b = a* - A f*.  Frictionless and bilateral:
 * a row is clamped (f* > 0, a* = 0), separating (f* = 0, a* > 0) or
 * touching (f* = 0, a* = 0); a joint has a* = 0 and f* of either sign.
 * A contact is clamped only when its row is independent of the rows
 * clamped before it (a pivot of A_CC above 1e-8 of its diagonal), so the
 * reference's clamped set has A_CC nonsingular; a row that repeats
 * another gets the other's a* and no force, so that the two are an exact
 * tie (the same row of A and the same b).  Friction: a contact separates
 * (f = 0, a_N > 0), touches (f = 0, a_N = 0), sticks (a = 0, f_T inside
 * or on the bound mu f_N) or slides (a_N = 0, a_T != 0, f_T = -mu f_N
 * sign(a_T) in 2D, -mu f_N a_T/||a_T|| in 3D).  b carries the roundoff of
 * its own computation, so f* solves the problem to within that roundoff:
 * the judge (judge.h) checks that it does, for every problem.
 *
 * Accelerations are about 1 in every row and forces about 1/A_ii, except
 * in the lighter of two decoupled groups, whose accelerations are scaled
 * by 1, 1e12 or 1e-12: so that either group can dwarf the other.
 */
#ifndef CF_FAMILIES_H
#define CF_FAMILIES_H

#include "problem.h"

#define CF_CASE_MAX_N 16

typedef enum cf_family {
    CF_FAMILY_DEGENERATE = 0,
    CF_FAMILY_FRICTIONLESS,
    CF_FAMILY_BILATERAL,
    CF_FAMILY_FRICTION2D,
    CF_FAMILY_FRICTION3D,
    CF_FAMILY_FRICTION2D_ONE_MU,
    CF_FAMILY_FRICTION3D_ONE_MU,
    CF_FAMILY_COUNT
} cf_family;

typedef struct cf_case {
    cf_family family;
    unsigned long long seed;
    cf_problem *p;
    int has_answer; /* 1: an answer exists (decided exactly, or manufactured) */
    int exact;      /* 1: decided in rational arithmetic; 0: manufactured */
    int a_unique;   /* 1: every answer has the same accelerations (A positive
                       semidefinite, no friction: frictionless and bilateral) */
    double f[CF_CASE_MAX_N]; /* the reference answer, when has_answer */
    double a[CF_CASE_MAX_N];
    unsigned char clamped[CF_CASE_MAX_N]; /* its clamped set, A_CC nonsingular
                                             (frictionless and bilateral) */
    long subsets;       /* clamped sets the exact check tried */
    char features[200]; /* what the generator chose, in words */
} cf_case;

/* "degenerate", "frictionless", ...; NULL for a number out of range. */
const char *cf_family_name(cf_family family);

/* The family of that name: 0, or -1 if there is none. */
int cf_family_from_name(const char *name, cf_family *out);

/* The problem of this family and seed, with its reference answer; the
 * problem is named FAMILY-SEED.  Returns 0, or -1 when memory ran out
 * (c->p is then NULL). */
int cf_case_make(cf_family family, unsigned long long seed, cf_case *c);

void cf_case_free(cf_case *c);

#endif
