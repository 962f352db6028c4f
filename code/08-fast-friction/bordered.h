/* bordered.h - Stage 8: the clamped matrix of stage 4, factored once and
 * then updated by a border at every pivot.
 *
 * Stage 4's clamped system A11 x = rhs has one unknown per index j of C
 * (and of C_F), whose column is A[:,j] + beta_j A[:,t_j]: beta_j = +-mu
 * when the friction t_j of normal j is at a bound (the folded column),
 * else 0.  A pivot changes A11 by one index entering, one leaving, or one
 * column folded or unfolded.  Baraff 1994, section 4.5, keeps the
 * factorization of A11 up to date instead of eliminating afresh; with the
 * nonsymmetric A11 of friction he names an LU factorization that is
 * updated.  This is the block-LU update of the Schur complement method
 * (Bisschop and Meeraus 1977; Gill, Murray, Saunders and Wright 1990):
 *
 *   the base    A0, the clamped matrix at the last refactorization (index
 *               list base, betas beta0), factored once as L U (dense_lu.h);
 *   the border  since then, every index that entered (or whose beta
 *               changed: it entered again with its new column) is an added
 *               unknown with its column and row, and every base index that
 *               left (or changed) is removed: its unknown is held at zero
 *               and its equation freed by a multiplier.  The system is
 *
 *                   [ A0  B ] [x0]   [r0]
 *                   [ C   D ] [w ] = [r1],
 *
 *               solved with A0's factors and the Schur complement
 *               S = D - C A0^-1 B, s by s for s border entries.
 *
 * An entry costs one solve with A0 (2 k^2) when it joins the border; a
 * solve costs two more and S's elimination (s^3 / 3).  When the border
 * would grow past max_border entries, the base is factored afresh.
 *
 * Redundant contacts make A11 singular (Baraff 1994, section 4.4: the
 * system is then still consistent, and any solution will do).  A base
 * that is singular is not factored: the caller solves that system another
 * way (fast_friction.c hands it to stage 4's own elimination).
 */
#ifndef CF_BORDERED_H
#define CF_BORDERED_H

#include "dense_lu.h"
#include "problem.h"

typedef struct bordered {
    const cf_problem *p;
    int n;
    const int *friction_of; /* n: the friction row of normal j, or -1 (stage 4's friction_of) */
    /* the base */
    int k0;                 /* its size; -1: no usable base (never factored, or singular) */
    int *base;              /* k0: the indices, in increasing order */
    int *position;          /* n: where index j is in base, or -1 */
    double *beta0;          /* k0: each base column's beta */
    double *matrix;         /* room for A0 as it is built, k0 * k0 */
    size_t matrix_room;
    dense_lu lu;            /* A0 = its factors */
    /* the border */
    int s, max_border;
    int *entry;             /* s: the index of A of each entry */
    char *added;            /* s: 1 an added unknown, 0 a removed base index */
    double *beta;           /* s: an added unknown's beta */
    int *added_at, *removed_at; /* n: the entry of index j, or -1 */
    double *Z;              /* max_border rows of n: A0^-1 B_e (k0 values each) */
    double *Crow;           /* max_border rows of n: row e of C (k0 values each) */
    double *S;              /* max_border^2: the Schur complement, row-major, s by s in use */
    double *S_copy;         /* S, compact, to factor */
    dense_lu S_lu;          /* its factors */
    double *u, *g;          /* n and max_border: workspace of a solve */
    int refactored;         /* how many times the base was factored */
} bordered;

/* Allocate for p (n rows), with stage 4's friction_of: 1, or 0 when memory
 * runs out; free with bordered_free in either case. */
int bordered_init(bordered *b, const cf_problem *p, const int *friction_of, int max_border);
void bordered_free(bordered *b);

/* The clamped system now: k unknowns (indices clamped[0..k), increasing)
 * with betas beta_of[j] (n values, read at clamped indices).  Bring the
 * border up to date with it, factoring the base afresh when the border
 * would grow past max_border.  Returns 1, or 0 when the base is singular
 * (or memory runs out: *no_memory) and the system must be solved another
 * way. */
int bordered_update(bordered *b, int k, const int *clamped, const double *beta_of,
                    int *no_memory);

/* x_j for every clamped j (into x, n values, read at clamped indices) from
 * rhs_j (n values, at clamped indices), after bordered_update.  Returns 1,
 * or 0 when S is singular to roundoff. */
int bordered_solve(bordered *b, int k, const int *clamped, const double *rhs, double *x);

/* Factor the clamped system of now as the base, with an empty border: 1,
 * or 0 as bordered_update. */
int bordered_factor(bordered *b, int k, const int *clamped, const double *beta_of,
                    int *no_memory);

/* Start afresh: the next update factors the base. */
void bordered_reset(bordered *b);

#endif
