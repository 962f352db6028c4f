/* property.h - every stage on many random degenerate problems, judged exactly.
 *
 * For each seed: make the problem (degenerate.h), decide it exactly
 * (exact.h), run every stage that claims the problem, and sort each
 * result into one of:
 *   ok              the stage says ok, and its answer agrees with the exact one;
 *   wrong claim     the stage says ok, but there is no solution, or its
 *                   accelerations or forces disagree with the exact ones;
 *   false failure   a solution exists, but the stage returned another status;
 *   named status    no solution exists and the stage said so with a status
 *                   that names a reason (counted per status);
 *   ill-conditioned the stage says ok, its forces satisfy every condition
 *                   of the problem row by row (within e_i below, measured
 *                   from its own forces), but they are not the exact
 *                   answer, and A's diagonal spans at least
 *                   CF_PROPERTY_ILL_SPREAD.  Such a problem differs from
 *                   one the answer solves exactly by less than double
 *                   precision can resolve in its heaviest rows: a light
 *                   body's coupling to a heavy one sits in the last bits
 *                   of the heavy rows' entries.  The certifier's promise
 *                   is about the rows (the certifier appendix); this count
 *                   shows where that promise and the exact answer part.
 *                   The same answer on a problem with a narrower diagonal
 *                   is a wrong claim;
 *   nearly solvable the problem has no solution, the stage says ok, and its
 *                   forces solve exactly a problem whose b differs from
 *                   this one's by at most CF_PROPERTY_NEAR max_k |b_k| in
 *                   every row: a b moved by 2^-19 in a row of size 1.5e6
 *                   (seed 57212) is a move of 8000 ulps, below the
 *                   tolerance with which the solvers tell a zero
 *                   acceleration from a negative one.  Counted and named;
 *                   an answer that needs a larger move of b is a wrong claim.
 * Two stages that both say ok and report different accelerations disagree.
 *
 * "Agree" is judged row by row, relative to the size of the terms that make
 * the row's acceleration, s_i = |b_i| + sum_j |A_ij| max(|f_j|, |f*_j|) (f
 * the stage's forces, f* the exact ones).  Row i may be off by
 *   e_i = max(tol s_i, n u max_k s_k),   tol = CF_PROPERTY_TOL, u = 2^-52:
 * the floor is the roundoff that forces computed in double precision carry
 * from the heaviest rows they are solved with; a row of a body 10^12 times
 * lighter cannot be judged more finely than that.  The conditions:
 * |a_i - a*_i| <= e_i; A_ii f_i >= -e_i; and where a*_i > e_i (the exact
 * answer pushes clearly away, so every solution has f_i = 0), A_ii f_i <=
 * e_i.  On a zero row (A_ii = 0) the force is judged against tol max|f|
 * instead.  a is recomputed from f in long double.
 */
#ifndef CF_PROPERTY_H
#define CF_PROPERTY_H

#include <stdio.h>

#include "solver.h"

#define CF_PROPERTY_TOL 1e-7
#define CF_PROPERTY_KAPPA_SLACK 10.0 /* the forward bound: 10 n u kappa s_i */
#define CF_PROPERTY_ILL_SPREAD 1e8    /* eight decades of A_ii: masses 1e4 apart */
#define CF_PROPERTY_NEAR 1e-11     /* a move of b, relative to max |b|: 45000 ulps */
#define CF_PROPERTY_MAX_STAGES 16
#define CF_PROPERTY_MAX_BAD 64 /* seeds kept per kind of bad result */

/* A stage under test: its number, its solver and the largest problem it
 * claims (0: any size).  To test a new stage, add one line to the table
 * in property.c. */
typedef struct cf_property_stage {
    int number;
    cf_solver solve;
    int max_n;
} cf_property_stage;

typedef struct cf_property_counts {
    long ran, ok, wrong, false_failures, ill, near;
    long status[CF_STATUS_COUNT]; /* named statuses on problems with no solution */
    unsigned long long wrong_seeds[CF_PROPERTY_MAX_BAD];
    unsigned long long false_seeds[CF_PROPERTY_MAX_BAD];
    unsigned long long ill_seeds[CF_PROPERTY_MAX_BAD];
    unsigned long long near_seeds[CF_PROPERTY_MAX_BAD];
} cf_property_counts;

typedef struct cf_property_run {
    int stage_count;
    const cf_property_stage *stages;
    cf_property_counts counts[CF_PROPERTY_MAX_STAGES];
    long problems, solvable, disagreements;
    unsigned long long disagree_seeds[CF_PROPERTY_MAX_BAD];
    long subsets; /* clamped sets the exact check tried */
} cf_property_run;

/* The stages of the course that solve frictionless problems. */
void cf_property_init(cf_property_run *run);

/* Problems from seeds first .. first + count - 1, with n <= max_n.
 * Returns 0, or -1 when memory ran out. */
int cf_property_sweep(cf_property_run *run, unsigned long long first, long count, int max_n);

/* The counts per stage, and every bad seed kept. */
void cf_property_print(FILE *out, const cf_property_run *run);

/* Wrong claims + false failures + disagreements over every stage. */
long cf_property_bad(const cf_property_run *run);

#endif
