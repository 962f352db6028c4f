/* fast.h - Fast pivoting: Dantzig's algorithm with an updated factorization.
 *
 * The algorithm of stage 2 (Baraff 1994, section 4), with bilateral
 * constraints (section 4.5, last paragraph), and
 * A_CC kept factored as L D L^T from pivot to pivot instead of eliminated
 * afresh (section 4.5: "a serious implementation"; the book,
 * chapter 7).  Each pivot then costs O(n^2) instead of O(n^3).
 */
#ifndef CF_FAST_H
#define CF_FAST_H

#include "solver.h"

/* Solve p, whose rows are normal or bilateral (CF_UNSUPPORTED otherwise,
 * and for an A that is not symmetric).  options may be NULL.  Fills f and
 * a (n each).  The same contract as stage2_compute_forces: CF_OK only for
 * an answer that passes the certifier; otherwise CF_UNBOUNDED_RAY,
 * CF_PIVOT_LIMIT, CF_SINGULAR (bilateral constraints that contradict each
 * other), CF_INACCURATE, CF_INVALID_INPUT or CF_NO_MEMORY, with f and a
 * holding where it stopped. */
cf_status fast_compute_forces(const cf_problem *p, const cf_solve_options *options,
                              double *f, double *a);

/* When the updated factor ends with a status other than ok (and not for
 * bad input or memory), solve p again with stage 3's fresh factorizations
 * (fast_fallback.c, not part of the lesson); returns that status, with a
 * note saying so.  Otherwise returns status unchanged. */
cf_status fast_fallback(const cf_problem *p, const cf_solve_options *options, cf_status status,
                        double *f, double *a);

/* Knobs for measuring where the time goes (the benchmark uses them; the
 * defaults are what fast_compute_forces does). */
typedef struct fast_tuning {
    int skip_zeros;     /* 1: skip the exact zeros of A's rows and of L's rows
                           (the structure of A = J M^-1 J^T); 0: treat A as dense */
    int first_negative; /* 1: drive the first index with a_d < 0 (the paper allows
                           any); 0: the most negative one (the default, as stage 2) */
    double pivot_tol;   /* an appended pivot delta <= pivot_tol * alpha means
                           "redundant" (pivots up to 1e-9 alpha are computed again
                           with refinement first); 0: the default, 1e-12 */
    double delta_tol;   /* delta f_i below delta_tol max|delta f|, delta a_i below
                           delta_tol sum_j |A_ij delta f_j|, count as roundoff in
                           maxstep; 0: the default, 1e-9 */
    int every_index;    /* 1: compute delta a and take the step at every index at
                           every pivot; 0 (the default): only near C, where delta a
                           can be nonzero (the same numbers, less work) */
} fast_tuning;

/* The defaults: skip_zeros 1, first_negative 0, every_index 0, the default
 * tolerances. */
fast_tuning fast_default_tuning(void);

/* What a solve did, counted without the cost of a trace. */
typedef struct fast_stats {
    int pivots;         /* passes of drive-to-zero's loop, as in a trace */
    int drives;         /* calls of drive-to-zero */
    int deferred;       /* indices refused by the factor as redundant */
    int clamped;        /* |C| at the end, bilaterals included */
} fast_stats;

/* fast_compute_forces with tuning (NULL: the defaults); stats (may be
 * NULL) receives the counts. */
cf_status fast_compute_forces_tuned(const cf_problem *p, const cf_solve_options *options,
                                    const fast_tuning *tuning, fast_stats *stats,
                                    double *f, double *a);

#endif
