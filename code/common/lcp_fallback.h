/* lcp_fallback.h - the last resort of stages 2, 3 and 4 when their
 * pivoting ends without an answer: Lemke's method on the problem written
 * as an LCP, and every combination of modes for a handful of contacts.
 *
 * NOT PART OF ANY LESSON (lcp_fallback.c says why and how).  Each keeps
 * an answer only if the certifier accepts it for the problem as given,
 * and leaves f, a and the status as they were otherwise; none runs past a
 * pivot cap the caller set.
 */
#ifndef CF_LCP_FALLBACK_H
#define CF_LCP_FALLBACK_H

#include "solver.h"

/* Lemke's method for the LCP w = M z + q (m rows; T: m (2m + 2) doubles,
 * basis: m ints), used by the fall-back below and by stage 5's comparison
 * models; CF_OK, CF_UNBOUNDED_RAY (its secondary ray) or CF_PIVOT_LIMIT. */
cf_status cf_lemke(int m, const double *M, const double *q, double *z, double *T, int *basis,
                   int max_pivots);

/* When status is not CF_OK (nor bad input or memory): p (normal, joint
 * and 2D friction rows) written as an LCP, exact for the 2D friction
 * interval, solved by Lemke's method; its answer kept, with a note, if
 * the certifier accepts it for p. */
cf_status cf_lemke_fallback(const cf_problem *p, const cf_solve_options *options,
                            cf_status status, double *f, double *a);

/* The same, by trying every combination of the contacts' modes (separate,
 * stick, slide either way), for problems of at most seven contacts with
 * friction; a combination whose system is singular (a body squeezed
 * between opposite normals) is tried again at the vertices of its
 * answers. */
cf_status cf_enumerate_fallback(const cf_problem *p, const cf_solve_options *options,
                                cf_status status, double *f, double *a);

/* All of them in turn, after the stage's own pivoting (solve) returned
 * status: Lemke's method, solve again on the equilibrated problem
 * (equilibrate.h), the modes of a handful of contacts, and Newton's method
 * on the Alart-Curnier equations (newton_fallback.h). */
cf_status cf_fall_back(cf_solver solve, const cf_problem *p, const cf_solve_options *options,
                       cf_status status, double *f, double *a);

#endif
