/* dantzig.h - Stage 2: frictionless contact forces by Dantzig's pivoting.
 *
 * Baraff 1994, section 4: compute-forces, drive-to-zero, fdirection and
 * maxstep, with the index sets C (clamped) and NC (unclamped), and a
 * fresh L D L^T factorization of A_CC for every fdirection (section 4.4,
 * footnote 3), as the paper's first implementation eliminated afresh
 * (section 4.5).
 *
 * Every later stage is this stage plus one idea, and keeps what it does
 * not change by calling it: the state of a solve and its allocation, the
 * rules that tell roundoff from a real change (roundoff.c), the checks of
 * the input, the order of the drives, the trace, the certified finish and
 * the note (solve.c), all declared in dantzig_state.h; and the step
 * candidates of maxstep and the drive itself (dantzig.c), declared here.
 * Every exported name has the prefix dantzig_.
 */
#ifndef CF_DANTZIG_H
#define CF_DANTZIG_H

#include "dantzig_state.h"

// start snippet solver
/* Solve the frictionless problem p: every row normal, A symmetric (as
 * Baraff's A = J M^-1 J^T is) to the roundoff of its entries.  options may
 * be NULL.  Fills f and a (n each).
 *
 * Returns CF_OK only for an answer that passes the certifier.  Otherwise:
 * CF_UNBOUNDED_RAY (maxstep found no limit), CF_PIVOT_LIMIT, CF_SINGULAR
 * (A_CC is not positive semidefinite), CF_INACCURATE (roundoff),
 * CF_UNSUPPORTED (a row that is not normal, or an A that is not
 * symmetric), CF_INVALID_INPUT, CF_NO_MEMORY; f and a then hold where it
 * stopped, and options->note (if given) says which condition failed, and
 * by how much. */
cf_status stage2_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a);
// end snippet solver

/* ---- Baraff 1994, section 4.3 (dantzig.c) ---- */

/* maxstep's candidates, each the step at which one condition would break
 * (INFINITY: it does not limit the step): a_d rising to zero for the driven
 * d (equation 12), f_i falling to zero for i in C (equation 10), a_i falling
 * to zero for i in NC (equation 11). */
double dantzig_step_driven(const dantzig *s, int d);
double dantzig_step_clamped(const dantzig *s, int i);
double dantzig_step_unclamped(const dantzig *s, int i);

/* A maxstep: the largest step along (delta f, delta a), and in *limiting
 * the index that limits it (-1, and INFINITY, when nothing does). */
typedef double dantzig_maxstep_fn(const dantzig *s, int d, int *limiting);

/* Stage 2's maxstep. */
double dantzig_maxstep(const dantzig *s, int d, int *limiting);

/* Drive a_d to zero, pivoting whatever limits a step, with the given
 * maxstep (stage 3 gives its own). */
cf_status dantzig_drive_to_zero(dantzig *s, int d, dantzig_maxstep_fn *maxstep);

#endif
