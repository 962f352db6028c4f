/* degenerate.h - seeded random contact problems of the hardest kind.
 *
 * A = J W J^T and b = J W F (Baraff 1994, section 3) from a random contact
 * Jacobian J, with the degeneracies that break pivoting solvers: redundant
 * rows (a copy, a double, a sum or a difference of earlier rows), zero
 * rows, exact ties (equal rows of A and equal b), and bodies whose masses
 * span 2^-20 .. 2^20 (about 1e-6 .. 1e6), so that A's diagonal spans
 * twelve decades.  Some problems have no solution: a zero row with b < 0,
 * or a b that is not of the form J W F.
 *
 * Every number is exact in double precision: J and F hold small integers
 * and W powers of two, so the entries of A and b are sums of a few
 * integers times powers of two less than 2^53 apart.  The problem a solver
 * sees is then exactly the problem the exact check (exact.h) solves, and
 * a redundant row is redundant exactly, not to roundoff.
 */
#ifndef CF_DEGENERATE_H
#define CF_DEGENERATE_H

#include "problem.h"

/* The problem of this seed: n rows (1 <= n <= max_n, max_n <= 16), every
 * row normal, named "degenerate-SEED".  NULL on no memory. */
cf_problem *cf_degenerate_problem(unsigned long long seed, int max_n);

#endif
