/* judge.h - an independent judge of one stage's result on one problem.
 *
 * Written apart from the certifier (code/common/certify.c) and from every
 * stage, in long double.  It sorts a result into:
 *
 *   ok              status ok, every condition holds row by row (contact
 *                   by contact for friction, the direction of a sliding
 *                   friction included), and where the accelerations are
 *                   the same in every answer (no friction, A positive
 *                   semidefinite: families.h), they agree with the
 *                   reference's row by row;
 *   wrong claim     status ok, and not that;
 *   false failure   an answer exists, and the stage returned another
 *                   status; or none exists and the stage said only that
 *                   the problem is not its kind (unsupported, invalid
 *                   input, not implemented, no memory), which names no
 *                   reason;
 *   named status    no answer exists, and the stage said so with a status
 *                   that names a reason (counted per status);
 *   ill-conditioned status ok, every condition holds, the accelerations
 *                   disagree with the reference's, but by no more than
 *                   the first-order bound on how far the two answers'
 *                   residuals can move them in that block:
 *                     |a_i - a*_i| <= K (sum_{j in C} |A_ij|) |A_BB'^-1|_inf
 *                                     (eta_B + eta*_B + n_B u) max_{k in B} s'_k,
 *                   C the rows of row i's block B through which the two
 *                   answers can differ (the reference's clamped rows, the
 *                   rows where the stage's forces are not 0, the joints),
 *                   B' those of them that are numerically independent (a
 *                   pivot above CF_JUDGE_PIVOT of the diagonal), eta_B and
 *                   eta*_B the relative residuals (backward errors) of the
 *                   two answers in B, K = CF_JUDGE_KAPPA_SLACK.  A block
 *                   whose clamped system is well conditioned has a small
 *                   bound, so a wrong answer there is a wrong claim,
 *                   whatever the other blocks hold;
 *   nearly solvable status ok on a problem with no answer (decided
 *                   exactly), and the forces satisfy every condition
 *                   within CF_JUDGE_NEAR_TOL of each row's own terms: they
 *                   solve exactly a problem whose b differs from this one
 *                   by less than what the certifier promises
 *                   (chapters/appendix-certifier.md), so no solver in
 *                   double precision can tell the two apart.
 *
 * Every row is judged on its own scale.  With a = A f + b and
 *   s_i = |b_i| + sum_j |A_ij f_j|      (the terms that make a_i),
 * row i may be off by
 *   e_i = max(tol s_i, n_B u max_{k in B} s_k),   u = 2^-52,
 * where B is row i's block: a connected component of the pattern of A's
 * nonzero entries (A_ij != 0 or A_ji != 0), a contact's normal and
 * friction rows always in one block.  The floor is the roundoff that
 * forces solved with the block's heaviest rows carry into its lighter
 * ones; it is never taken over the whole problem, so a light block that
 * shares nothing with a heavy one is judged on its own.  The conditions
 * (tol = CF_JUDGE_TOL):
 *   normal      a_i >= -e_i;  A_ii f_i >= -e_i;  not both a_i > e_i and
 *               A_ii f_i > e_i (on a zero row, A_ii = 0: f_i >= 0, and
 *               f_i = 0 where a_i > e_i);
 *   bilateral   |a_i| <= e_i;
 *   friction2d  |f_t| <= mu f_N + P_t, and where |a_t| > e_t,
 *               |f_t + mu f_N sign(a_t)| <= P_t;
 *   friction3d  ||f_T|| <= mu f_N + P_T, and where ||a_T|| > e_T =
 *               ||(e_t1, e_t2)||, ||f_T + mu f_N a_T/||a_T|| || <= P_T;
 * with P = tol mu f_N + (the floor of the block) / A_tt (the smaller A_tt
 * of the pair in 3D).  Agreement (frictionless and bilateral):
 * |a_i - a*_i| <= e'_i, e'_i as e_i with s'_i = |b_i| + sum_j |A_ij|
 * max(|f_j|, |f*_j|).
 */
#ifndef CF_JUDGE_H
#define CF_JUDGE_H

#include "families.h"
#include "problem.h"
#include "status.h"

/* 100 times the certifier's default: an answer the certifier accepts is
 * never called wrong for the difference between computing a in double
 * (the certifier) and in long double (here), and an error of 1e-6 of a
 * row's own terms is still seen. */
#define CF_JUDGE_TOL 1e-7
#define CF_JUDGE_NEAR_TOL 1e-9 /* CF_CERTIFY_DEFAULT_TOL: what a certified answer promises */
#define CF_JUDGE_KAPPA_SLACK 10.0
/* A row joins the basis of the bound below when its pivot is above this
 * fraction of its diagonal entry: about 64 u, numerically independent. */
#define CF_JUDGE_PIVOT 1e-14

typedef enum cf_verdict {
    CF_VERDICT_OK = 0,
    CF_VERDICT_WRONG,
    CF_VERDICT_FALSE_FAILURE,
    CF_VERDICT_NAMED,
    CF_VERDICT_ILL,
    CF_VERDICT_NEAR,
    CF_VERDICT_COUNT
} cf_verdict;

/* The worst thing the judge found: row, condition, how large, how large
 * it may be (ratio = amount / allowed; above 1 fails). */
typedef struct cf_finding {
    int row; /* -1: nothing */
    const char *condition;
    double amount, allowed, ratio;
} cf_finding;

typedef struct cf_judgement {
    cf_verdict verdict;
    cf_finding worst;    /* of the conditions, or of the agreement */
    int blocks;          /* coupled blocks of the problem */
    double bound_ratio;  /* ill-conditioned: worst |a_i - a*_i| / bound (<= 1) */
} cf_judgement;

/* "ok", "wrong claim", ... */
const char *cf_verdict_name(cf_verdict verdict);

/* The coupled blocks: block[i] for each row, numbered from 0 in order of
 * their first row.  Returns how many. */
int cf_judge_blocks(const cf_problem *p, int *block);

/* Whether f satisfies every condition of p within tol (judge.h); the
 * worst finding (the largest ratio) in *worst.  1 if it does. */
int cf_judge_conditions(const cf_problem *p, const double *f, double tol, cf_finding *worst);

/* The verdict on a stage that returned status and forces f on case c. */
cf_judgement cf_judge(const cf_case *c, cf_status status, const double *f);

#endif
