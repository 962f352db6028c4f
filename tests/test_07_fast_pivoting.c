/* test_07_fast_pivoting.c - Fast pivoting: Dantzig with an updated L D L^T.
 *
 *  - the factor updates (append, remove at every position, long random
 *    sequences, a redundant column) against a factorization from scratch;
 *  - the worked examples 1 to 5, with the pivots of this stage's driving
 *    rule (most negative a_d first) derived by hand;
 *  - random positive definite problems, certified and equal to stage 2's
 *    answer (f is unique when A is positive definite);
 *  - piles of boxes up to 1024 contacts (singular A, redundant contacts),
 *    certified, with the floor carrying the whole weight;
 *  - redundancy: corners listed twice, redundant and contradictory joints,
 *    the deferral of an index the factor refuses;
 *  - named statuses, the trace, and the Siconos peer LCPs.
 */
#include <dirent.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "boxes.h"
#include "cf_test.h"
#include "certify.h"
#include "clamped.h"
#include "dantzig.h"
#include "dense.h"
#include "fast.h"
#include "ldlt.h"
#include "siconos.h"

#define G 9.81

/* ------------------------------------------------------------------------
 * The factor: every update against L D L^T computed from scratch.
 * ------------------------------------------------------------------------ */

/* SplitMix64, as in boxes.c: a generator whose state the caller owns. */
static double uniform(unsigned long long *state)
{
    unsigned long long z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    z ^= z >> 31;
    return (double)(z >> 11) * (2.0 / 9007199254740992.0) - 1.0;
}

/* An m by m symmetric positive definite matrix B B^T + I.  With band > 0,
 * B is banded (B_ij = 0 for |i - j| > band), so M is too: its rows start
 * with zeros and the factor's envelopes are exercised. */
static double *spd_matrix(int m, int band, unsigned long long seed)
{
    double *B = cf_vec_new(m * m), *M = cf_vec_new(m * m);
    if (B == NULL || M == NULL) {
        free(B);
        free(M);
        return NULL;
    }
    unsigned long long state = seed;
    for (int i = 0; i < m; i++)
        for (int j = 0; j < m; j++)
            B[i * m + j] = band > 0 && abs(i - j) > band ? 0.0 : uniform(&state);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < m; j++) {
            double sum = i == j ? 1.0 : 0.0;
            for (int k = 0; k < m; k++)
                sum += B[i * m + k] * B[j * m + k];
            M[i * m + j] = sum;
        }
    free(B);
    return M;
}

/* The textbook factorization of M restricted to members[0..k), in that
 * order: L (k by k, unit lower) and D.  Returns 0 if a pivot is <= 0. */
static int factor_from_scratch(int m, const double *M, int k, const int *members, double *L,
                               double *D)
{
    for (int i = 0; i < k; i++) {
        for (int j = 0; j <= i; j++) {
            double sum = M[members[i] * m + members[j]];
            for (int c = 0; c < j; c++)
                sum -= L[i * k + c] * D[c] * L[j * k + c];
            if (i == j) {
                if (!(sum > 0.0))
                    return 0;
                D[i] = sum;
                L[i * k + i] = 1.0;
            } else {
                L[i * k + j] = sum / D[j];
            }
        }
        for (int j = i + 1; j < k; j++)
            L[i * k + j] = 0.0;
    }
    return 1;
}

/* Append member j of M to the factor the way the solver does: the forward
 * solve of the column, then ldlt_append. */
static ldlt_append_result append_member(ldlt *factor, int m, const double *M, const int *members,
                                        int j, double *y)
{
    int k = factor->size;
    for (int r = 0; r < k; r++)
        y[r] = M[members[r] * m + j];
    int first = 0;
    while (first < k && y[first] == 0.0)
        first++;
    ldlt_forward(factor, y, first);
    return ldlt_append(factor, y, M[j * m + j], 1e-9, NULL);
}

/* The largest difference between the factor and the one from scratch of
 * members[0..k), L entry by entry (including the zeros left of the
 * envelopes) and D relative to max D.  Returns +inf if they cannot be
 * compared. */
static double factor_error(const ldlt *factor, int m, const double *M, int k, const int *members)
{
    if (factor->size != k)
        return INFINITY;
    double *L = cf_vec_new(k * k), *D = cf_vec_new(k);
    double worst = INFINITY;
    if (L != NULL && D != NULL && factor_from_scratch(m, M, k, members, L, D)) {
        worst = 0.0;
        double largest_D = cf_max_abs(k, D);
        for (int i = 0; i < k; i++) {
            const double *row = ldlt_row(factor, i);
            for (int j = 0; j < i; j++) {
                double got = j >= factor->start[i] ? row[j] : 0.0;
                worst = fmax(worst, fabs(got - L[i * k + j]));
            }
            worst = fmax(worst, fabs(factor->D[i] - D[i]) / largest_D);
        }
    }
    free(L);
    free(D);
    return worst;
}

static void test_ldlt_append(void)
{
    const int m = 40;
    for (int band = 0; band <= 3; band += 3) {
        double *M = spd_matrix(m, band, 11 + (unsigned long long)band);
        ldlt *factor = ldlt_new(m);
        int *members = malloc(m * sizeof *members);
        double *y = cf_vec_new(m);
        if (!CF_ASSERT_MSG(M != NULL && factor != NULL && members != NULL && y != NULL, "no memory"))
            goto done;
        double worst = 0.0;
        for (int j = 0; j < m; j++) {
            CF_ASSERT_MSG(append_member(factor, m, M, members, j, y) == LDLT_APPENDED,
                          "append %d refused", j);
            members[j] = j;
            worst = fmax(worst, factor_error(factor, m, M, j + 1, members));
        }
        printf("\n    append, band %d: max error %.2g", band, worst);
        CF_ASSERT_MSG(worst <= 1e-13, "append (band %d): max error %g", band, worst);
        if (band > 0)
            CF_ASSERT_MSG(factor->start[m - 1] > 0, "band %d: envelope not used", band);
    done:
        free(M);
        ldlt_free(factor);
        free(members);
        free(y);
    }
}

static void test_ldlt_remove_every_position(void)
{
    const int m = 24;
    for (int band = 0; band <= 2; band += 2) {
        double *M = spd_matrix(m, band, 23 + (unsigned long long)band);
        ldlt *factor = ldlt_new(m);
        int *members = malloc(m * sizeof *members);
        double *y = cf_vec_new(m);
        if (!CF_ASSERT_MSG(M != NULL && factor != NULL && members != NULL && y != NULL, "no memory"))
            goto done;
        double worst = 0.0;
        for (int r = 0; r < m; r++) {
            factor->size = 0;
            for (int j = 0; j < m; j++) {
                append_member(factor, m, M, members, j, y);
                members[j] = j;
            }
            ldlt_remove(factor, r);
            for (int j = r; j + 1 < m; j++)
                members[j] = j + 1;
            double error = factor_error(factor, m, M, m - 1, members);
            CF_ASSERT_MSG(error <= 1e-13, "remove position %d (band %d): error %g", r, band, error);
            worst = fmax(worst, error);
        }
        printf("\n    remove at each of %d positions, band %d: max error %.2g", m, band, worst);
    done:
        free(M);
        ldlt_free(factor);
        free(members);
        free(y);
    }
}

/* Many appends and removes in a random order, as a solve makes them:
 * the error must not grow beyond roundoff. */
static void test_ldlt_random_sequence(void)
{
    const int m = 60;
    for (int band = 0; band <= 4; band += 4) {
        double *M = spd_matrix(m, band, 31 + (unsigned long long)band);
        ldlt *factor = ldlt_new(m);
        int *members = malloc(m * sizeof *members);
        int *in = calloc(m, sizeof *in);
        double *y = cf_vec_new(m);
        if (!CF_ASSERT_MSG(M != NULL && factor != NULL && members != NULL && in != NULL && y != NULL,
                           "no memory"))
            goto done;
        unsigned long long state = 99;
        double worst = 0.0;
        int k = 0;
        for (int step = 0; step < 2000; step++) {
            int j = (int)((uniform(&state) + 1.0) * 0.5 * m) % m;
            if (in[j]) {
                int r = 0;
                while (members[r] != j)
                    r++;
                ldlt_remove(factor, r);
                for (; r + 1 < k; r++)
                    members[r] = members[r + 1];
                k--;
                in[j] = 0;
            } else {
                CF_ASSERT_MSG(append_member(factor, m, M, members, j, y) == LDLT_APPENDED,
                              "step %d: append of %d refused", step, j);
                members[k++] = j;
                in[j] = 1;
            }
            if (step % 50 == 49)
                worst = fmax(worst, factor_error(factor, m, M, k, members));
        }
        printf("\n    2000 random appends and removes, band %d: max error %.2g", band, worst);
        CF_ASSERT_MSG(worst <= 1e-12, "random sequence (band %d): max error %g", band, worst);
    done:
        free(M);
        ldlt_free(factor);
        free(members);
        free(in);
        free(y);
    }
}

/* M = J J^T with J of rank 3: after three independent members, every
 * further column is a combination of them, and the append must refuse it
 * (delta is roundoff) instead of factoring it. */
static void test_ldlt_refuses_redundant(void)
{
    const int m = 6;
    const double J[6][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 0}, {0, 2, -1}, {3, 0, 1}};
    double M[36], y[6];
    for (int i = 0; i < m; i++)
        for (int j = 0; j < m; j++)
            M[i * m + j] = J[i][0] * J[j][0] + J[i][1] * J[j][1] + J[i][2] * J[j][2];
    ldlt *factor = ldlt_new(m);
    if (!CF_ASSERT_MSG(factor != NULL, "no memory"))
        return;
    int members[6] = {0, 1, 2};
    for (int j = 0; j < 3; j++)
        CF_ASSERT_MSG(append_member(factor, m, M, members, j, y) == LDLT_APPENDED, "append %d", j);
    for (int j = 3; j < 6; j++) {
        double delta = 1.0;
        for (int r = 0; r < 3; r++)
            y[r] = M[members[r] * m + j];
        ldlt_forward(factor, y, 0);
        ldlt_append_result result = ldlt_append(factor, y, M[j * m + j], 1e-9, &delta);
        CF_ASSERT_MSG(result == LDLT_REDUNDANT, "column %d: delta %g was factored", j, delta);
        CF_ASSERT_MSG(fabs(delta) <= 1e-14 * M[j * m + j], "column %d: delta %g", j, delta);
    }
    CF_ASSERT_MSG(factor->size == 3, "size %d after refusals", factor->size);
    CF_ASSERT_MSG(factor_error(factor, m, M, 3, members) <= 1e-15, "factor changed by a refusal");
    ldlt_free(factor);
}

static void test_ldlt_solve(void)
{
    const int m = 50;
    double *M = spd_matrix(m, 0, 5);
    ldlt *factor = ldlt_new(m);
    double *x = cf_vec_new(m), *c = cf_vec_new(m), *Mx = cf_vec_new(m), *y = cf_vec_new(m);
    int *members = malloc(m * sizeof *members);
    if (CF_ASSERT_MSG(M != NULL && factor != NULL && x != NULL && c != NULL && Mx != NULL
                          && y != NULL && members != NULL,
                      "no memory")) {
        for (int j = 0; j < m; j++) {
            append_member(factor, m, M, members, j, y);
            members[j] = j;
        }
        unsigned long long state = 3;
        for (int i = 0; i < m; i++)
            x[i] = c[i] = uniform(&state);
        ldlt_solve(factor, x);
        cf_matvec(m, M, x, Mx);
        double residual = 0.0;
        for (int i = 0; i < m; i++)
            residual = fmax(residual, fabs(Mx[i] - c[i]));
        CF_ASSERT_MSG(residual <= 1e-12, "residual of M x = c: %g", residual);
    }
    free(M);
    ldlt_free(factor);
    free(x);
    free(c);
    free(Mx);
    free(y);
    free(members);
}

/* The factor of Example 2 as the chapter derives it by hand: contact 0,
 * then contact 1 with y = A_01 = -0.5, l = y / 2.5 = -0.2 and delta =
 * 2.5 - 0.25 / 2.5 = 2.4; removing contact 0 again: z = -0.2, alpha = 2.5,
 * d' = 2.4 + 2.5 * 0.04 = 2.5 = A_11. */
static void test_ldlt_example_2_by_hand(void)
{
    const double M[4] = {2.5, -0.5, -0.5, 2.5};
    const int members[2] = {0, 1};
    double y[2];
    ldlt *factor = ldlt_new(2);
    if (!CF_ASSERT_MSG(factor != NULL, "no memory"))
        return;
    append_member(factor, 2, M, members, 0, y);
    append_member(factor, 2, M, members, 1, y);
    CF_ASSERT_NEAR(y[0], -0.5, 1e-15, "Example 2 factor: y");
    CF_ASSERT_NEAR(ldlt_row(factor, 1)[0], -0.2, 1e-15, "Example 2 factor: L_10");
    CF_ASSERT_NEAR(factor->D[0], 2.5, 1e-15, "Example 2 factor: D_0");
    CF_ASSERT_NEAR(factor->D[1], 2.4, 1e-15, "Example 2 factor: D_1");
    ldlt_remove(factor, 0);
    CF_ASSERT_MSG(factor->size == 1, "size %d after the removal", factor->size);
    CF_ASSERT_NEAR(factor->D[0], 2.5, 1e-15, "Example 2 factor: D after removing contact 0");
    ldlt_free(factor);
}

/* ------------------------------------------------------------------------
 * The solver.
 * ------------------------------------------------------------------------ */

static cf_solved solve_problem_tuned(cf_problem *p, const fast_tuning *tuning)
{
    cf_solved s = cf_solved_prepare(p);
    if (s.status != CF_OK)
        return s;
    cf_solve_options options = {.trace = s.trace};
    s.status = fast_compute_forces_tuned(p, &options, tuning, NULL, s.f, s.a);
    return s;
}

static cf_solved solve_problem(cf_problem *p)
{
    return solve_problem_tuned(p, NULL);
}

static cf_solved solve_case(const char *name)
{
    return solve_problem(cf_test_load(name));
}

static void test_example_1(void)
{
    /* A = 0.5, b = -g: one drive, s = g / 0.5 = 19.62 = f. */
    cf_solved s = solve_case("ex1-particle-on-floor.cf");
    cf_assert_solved_and_certified(&s, "Example 1");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 1, "Example 1: %d pivots, expected 1", s.trace->count);
        cf_assert_pivot(&s, 0, 0, 2 * G, 0, CF_MOVE_DRIVEN_TO_C, "Example 1");
    }
    cf_solved_free(&s);
    /* b = +5.19 >= 0: nothing to drive, f = 0, a = b. */
    s = solve_case("ex1b-particle-lifted.cf");
    cf_assert_solved_and_certified(&s, "Example 1 lifted");
    if (s.p != NULL)
        CF_ASSERT_MSG(s.trace->count == 0, "Example 1 lifted: %d pivots", s.trace->count);
    cf_solved_free(&s);
}

static void test_example_2_trace(void)
{
    /* A = [2.5 -0.5; -0.5 2.5], b = (-g, -g).  The tie goes to index 0:
     * s = g / 2.5 = 3.924, and a_1 = -g - 0.5 * 3.924 = -11.772.  Drive 1:
     * fdirection solves 2.5 x = 0.5, delta f = (0.2, 1); delta a_1 =
     * 2.5 - 0.5 * 0.2 = 2.4, the Schur complement; s = 11.772 / 2.4 = 4.905.
     * f = (3.924 + 0.2 * 4.905, 4.905) = (4.905, 4.905). */
    cf_solved s = solve_case("ex2-box-on-floor.cf");
    cf_assert_solved_and_certified(&s, "Example 2");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 2, "Example 2: %d pivots, expected 2", s.trace->count);
        cf_assert_pivot(&s, 0, 0, G / 2.5, 0, CF_MOVE_DRIVEN_TO_C, "Example 2, pivot 1");
        cf_assert_pivot(&s, 1, 1, 4.905, 1, CF_MOVE_DRIVEN_TO_C, "Example 2, pivot 2");
        if (s.trace->count == 2) {
            CF_ASSERT_NEAR(s.trace->pivots[1].df[0], 0.2, 1e-15, "Example 2: delta f_0 in drive 1");
            CF_ASSERT_NEAR(s.trace->pivots[1].da[1], 2.4, 1e-15, "Example 2: delta a_1 in drive 1");
        }
    }
    cf_solved_free(&s);
}

static void test_example_2b_most_negative_first(void)
{
    /* b = (-17.31, 5.19, -24.81): the most negative is a_2.  Driving it
     * alone, s = 24.81 / 2.5 = 9.924 = f_2, and then a_0 = -17.31 + 1.75 *
     * 9.924 = 0.057 and a_1 = 5.19 - 0.5 * 9.924 = 0.228 are both >= 0:
     * one pivot, where stage 2 (first index first) needs three. */
    cf_solved s = solve_case("ex2b-box-tipping.cf");
    cf_assert_solved_and_certified(&s, "Example 2b");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 1, "Example 2b: %d pivots, expected 1", s.trace->count);
        cf_assert_pivot(&s, 0, 2, 24.81 / 2.5, 2, CF_MOVE_DRIVEN_TO_C, "Example 2b");
    }
    cf_solved_free(&s);
}

static void test_example_3_singular(void)
{
    /* A singular (null vector (1,-1,1,-1)), b = -g (1,1,1,1).  Tie: drive 0,
     * s = g/4.  Then a = -g + (g/4) A_i0 = (0, -3g/4, -3g/2, -3g/4): the most
     * negative is a_2.  Drive 2 with C = {0}: delta f_0 = -A_02 / A_00 = 0.5,
     * delta a_2 = 4 - 2 * 0.5 = 3, s = (3g/2) / 3 = g/2; delta f_0 > 0, so
     * nothing else limits.  f = (g/2, 0, g/2, 0).  a_1 and a_3 change by
     * (g/2) (1 * 0.5 + 1) = 3g/4: they reach 0 by themselves, the redundant
     * contacts of footnote 2, and are never driven. */
    cf_solved s = solve_case("ex3-cube-on-plane.cf");
    cf_assert_solved_and_certified(&s, "Example 3");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 2, "Example 3: %d pivots, expected 2", s.trace->count);
        cf_assert_pivot(&s, 0, 0, G / 4, 0, CF_MOVE_DRIVEN_TO_C, "Example 3, pivot 1");
        cf_assert_pivot(&s, 1, 2, G / 2, 2, CF_MOVE_DRIVEN_TO_C, "Example 3, pivot 2");
        const double f[4] = {G / 2, 0, G / 2, 0};
        for (int i = 0; i < 4 && s.status == CF_OK; i++)
            CF_ASSERT_NEAR(s.f[i], f[i], 1e-12, "Example 3: f");
    }
    cf_solved_free(&s);
}

static void test_example_4_stacked(void)
{
    /* b = (-g, -g, 0, 0).  Drive 0 (tie): s = g/2.5; then a_1 = -1.2 g,
     * a_2 = -g, a_3 = 0.2 g.  Drive 1: as in Example 2, delta f_0 = 0.2,
     * delta a_1 = 2.4, s = g/2; delta a_2 = -2.5 * 0.2 + 0.5 = 0 and delta a_3
     * = 0.5 * 0.2 - 2.5 = -2.4 (index 3 is not yet considered), so a_2 = a_3
     * = -g.  Drive 2 (tie): A_CC x = (2.5, -0.5) gives x = (1, 0), delta a_2 =
     * 5 - 2.5 = 2.5, s = g/2.5, and a_3 = -g - 0.5 g/2.5 = -1.2 g.  Drive 3:
     * delta f_C = (0.2, 1, 0.2) (check: A_CC times it is -A_C3), delta a_3 =
     * 5 + 0.1 - 2.5 - 0.2 = 2.4, s = g/2.  f = (g, g, g/2, g/2). */
    cf_solved s = solve_case("ex4-stacked-boxes.cf");
    cf_assert_solved_and_certified(&s, "Example 4");
    if (s.p != NULL) {
        const double steps[4] = {3.924, 4.905, 3.924, 4.905};
        CF_ASSERT_MSG(s.trace->count == 4, "Example 4: %d pivots, expected 4", s.trace->count);
        for (int k = 0; k < 4 && k < s.trace->count; k++)
            cf_assert_pivot(&s, k, k, steps[k], k, CF_MOVE_DRIVEN_TO_C, "Example 4");
    }
    cf_solved_free(&s);
}

static void test_example_5_bilateral(void)
{
    /* 5a: one bilateral row, A = 1, b = 13.81: the pre-solve gives
     * f = -13.81 (tension), and nothing is driven. */
    cf_solved s = solve_case("ex5a-pendulum.cf");
    cf_assert_solved_and_certified(&s, "Example 5a");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 1, "Example 5a: %d pivots, expected the pre-solve only",
                      s.trace->count);
        if (s.status == CF_OK)
            CF_ASSERT_NEAR(s.f[0], -13.81, 1e-12, "Example 5a: f");
    }
    cf_solved_free(&s);

    /* 5b: A_BB = diag(1, 4), b_B = (0, -g): the pre-solve gives f_B = (0, g/4);
     * a_c = -g + (-2)(g/4) = -1.5 g.  Driving the contact: delta f_B =
     * -A_BB^-1 A_Bc = (0, 0.5), delta a_c = 4 - 2 * 0.5 = 3, s = 1.5 g / 3 = g/2.
     * f = (0, g/4 + 0.5 g/2, g/2) = (0, g/2, g/2). */
    s = solve_case("ex5b-pinned-rod.cf");
    cf_assert_solved_and_certified(&s, "Example 5b");
    if (s.p != NULL) {
        CF_ASSERT_MSG(s.trace->count == 2, "Example 5b: %d pivots, expected 2", s.trace->count);
        cf_assert_pivot(&s, 0, -1, 1.0, -1, CF_MOVE_OTHER, "Example 5b, pre-solve");
        cf_assert_pivot(&s, 1, 2, G / 2, 2, CF_MOVE_DRIVEN_TO_C, "Example 5b, drive");
        if (s.trace->count == 2) {
            CF_ASSERT_NEAR(s.trace->pivots[0].f[1], G / 4, 1e-15, "Example 5b: f_B after pre-solve");
            CF_ASSERT_NEAR(s.trace->pivots[1].df[1], 0.5, 1e-15, "Example 5b: delta f_1");
            CF_ASSERT_NEAR(s.trace->pivots[1].da[2], 3.0, 1e-15, "Example 5b: delta a_c");
        }
    }
    cf_solved_free(&s);

    /* 5c: b = (0, 20.19, 20.19): f_B = (0, -20.19/4) = (0, -5.0475), and
     * a_c = 20.19 + (-2)(-5.0475) = 30.285 > 0: the contact separates, the
     * hinge pulls. */
    s = solve_case("ex5c-pinned-rod-lifted.cf");
    cf_assert_solved_and_certified(&s, "Example 5c");
    if (s.p != NULL)
        CF_ASSERT_MSG(s.trace->count == 1, "Example 5c: %d pivots, expected 1", s.trace->count);
    cf_solved_free(&s);
}

/* Example 2 with each corner listed twice: A is 4x4 of rank 2, contacts 2
 * and 3 are copies of 0 and 1.  Each corner's total force is g/2. */
static void test_redundant_contacts(void)
{
    cf_problem *p = cf_problem_new(4);
    if (!CF_ASSERT_MSG(p != NULL, "no memory"))
        return;
    const double x[4] = {-1, 1, -1, 1};
    for (int i = 0; i < 4; i++) {
        p->b[i] = -G;
        for (int j = 0; j < 4; j++)
            p->A[i * 4 + j] = 1.0 + 1.5 * x[i] * x[j];
    }
    cf_solved s = solve_problem(p);
    cf_assert_solved_and_certified(&s, "redundant corners");
    if (s.status == CF_OK) {
        CF_ASSERT_NEAR(s.f[0] + s.f[2], G / 2, 1e-12, "redundant corners: left corner total");
        CF_ASSERT_NEAR(s.f[1] + s.f[3], G / 2, 1e-12, "redundant corners: right corner total");
    }
    cf_solved_free(&s);
}

/* Example 5b with the hinge's vertical row listed twice.  The copy is
 * refused by the factor and keeps f = 0; its acceleration is that of the
 * original, zero.  With a b that contradicts the original, CF_SINGULAR. */
static void test_redundant_and_contradictory_joints(void)
{
    const double A[4][4] = {{1, 0, 0, 0}, {0, 4, -2, 4}, {0, -2, 4, -2}, {0, 4, -2, 4}};
    for (int contradict = 0; contradict <= 1; contradict++) {
        cf_problem *p = cf_problem_new(4);
        if (!CF_ASSERT_MSG(p != NULL, "no memory"))
            return;
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                p->A[i * 4 + j] = A[i][j];
        const double b[4] = {0, -G, -G, contradict ? 1.0 : -G};
        memcpy(p->b, b, sizeof b);
        p->rows[0].kind = p->rows[1].kind = p->rows[3].kind = CF_ROW_BILATERAL;
        cf_solved s = solve_problem(p);
        if (contradict) {
            CF_ASSERT_MSG(s.status == CF_SINGULAR, "contradictory joints: status %s",
                          cf_status_name(s.status));
        } else {
            cf_assert_solved_and_certified(&s, "redundant joint");
            if (s.status == CF_OK) {
                CF_ASSERT_NEAR(s.f[1] + s.f[3], G / 2, 1e-12, "redundant joint: hinge total");
                CF_ASSERT_NEAR(s.f[2], G / 2, 1e-12, "redundant joint: floor force");
            }
        }
        cf_solved_free(&s);
    }
}

static void test_pivot_limit(void)
{
    cf_problem *p = cf_test_load("ex4-stacked-boxes.cf");
    if (p == NULL)
        return;
    double f[4], a[4];
    cf_solve_options options = {.max_pivots = 2};
    CU_ASSERT_EQUAL(fast_compute_forces(p, &options, f, a), CF_PIVOT_LIMIT);
    cf_problem_free(p);
}

static void test_unbounded_ray(void)
{
    /* A = -1, b = -1: delta a_d = -1 < 0 and nothing else can limit. */
    cf_problem *p = cf_problem_new(1);
    if (p == NULL)
        return;
    p->A[0] = -1.0;
    p->b[0] = -1.0;
    cf_solved s = solve_problem(p);
    CU_ASSERT_EQUAL(s.status, CF_UNBOUNDED_RAY);
    cf_solved_free(&s);
    /* A = 0, b = -1: delta a_d = 0, no pivot to factor. */
    p = cf_problem_new(1);
    if (p == NULL)
        return;
    p->b[0] = -1.0;
    s = solve_problem(p);
    CU_ASSERT_EQUAL(s.status, CF_UNBOUNDED_RAY);
    cf_solved_free(&s);
}

static void test_invalid_and_unsupported(void)
{
    cf_problem *p = cf_problem_new(2);
    if (p == NULL)
        return;
    p->A[0] = p->A[3] = 1.0;
    p->b[0] = NAN;
    double f[2], a[2];
    CU_ASSERT_EQUAL(fast_compute_forces(p, NULL, f, a), CF_INVALID_INPUT);
    CU_ASSERT_EQUAL(fast_compute_forces(NULL, NULL, f, a), CF_INVALID_INPUT);
    p->b[0] = -1.0;
    p->A[1] = 0.5; /* A[0][1] != A[1][0]: the factor needs a symmetric A */
    CU_ASSERT_EQUAL(fast_compute_forces(p, NULL, f, a), CF_UNSUPPORTED);
    p->A[1] = 0.0;
    p->rows[1].kind = CF_ROW_FRICTION2D;
    p->rows[1].normal = 0;
    CU_ASSERT_EQUAL(fast_compute_forces(p, NULL, f, a), CF_UNSUPPORTED);
    cf_problem_free(p);
}

/* For positive definite A the solution is unique: this stage and stage 2
 * must agree, whatever order they pivot in. */
static void test_random_pd_against_stage_2(void)
{
    for (int n = 4; n <= 256; n *= 2) {
        for (unsigned long long seed = 1; seed <= (n <= 32 ? 10u : 2u); seed++) {
            char where[64];
            snprintf(where, sizeof where, "random PD n = %d seed %llu", n, seed);
            cf_solved s = solve_problem(cf_random_pd_problem(n, seed * 7919 + (unsigned long long)n, 1e-3));
            cf_assert_solved_and_certified(&s, where);
            double *f2 = cf_vec_new(n), *a2 = cf_vec_new(n);
            if (s.status == CF_OK && f2 != NULL && a2 != NULL) {
                cf_status status = stage2_compute_forces(s.p, NULL, f2, a2);
                CF_ASSERT_MSG(status == CF_OK, "%s: stage 2 says %s", where, cf_status_name(status));
                double scale = 1.0 + cf_max_abs(n, f2);
                for (int i = 0; i < n && status == CF_OK; i++)
                    CF_ASSERT_NEAR(s.f[i], f2[i], 1e-9 * scale, where);
            }
            free(f2);
            free(a2);
            cf_solved_free(&s);
        }
    }
}

static cf_problem *pile_problem(int contacts)
{
    cf_scene2d *scene = cf_scene2d_pile(contacts);
    char name[32];
    snprintf(name, sizeof name, "pile-%d", contacts);
    cf_problem *p = scene != NULL ? cf_scene2d_problem(scene, name) : NULL;
    CF_ASSERT_MSG(p != NULL && p->n == contacts, "%s: not built", name);
    cf_scene2d_free(scene);
    return p;
}

static void test_piles_of_boxes(void)
{
    const int sizes[] = {4, 6, 8, 16, 18, 32, 50, 64, 100, 128, 200, 256, 512, 1024};
    for (int k = 0; k < (int)(sizeof sizes / sizeof sizes[0]); k++) {
        char where[32];
        snprintf(where, sizeof where, "pile-%d", sizes[k]);
        cf_solved s = solve_problem(pile_problem(sizes[k]));
        cf_assert_solved_and_certified(&s, where); /* includes the floor-carries-weight invariant */
        if (s.p != NULL)
            printf("\n    %-9s %5d pivots", where, s.trace->count);
        cf_solved_free(&s);
    }
}

/* The first-index driving order on piles re-balances the pile over and
 * over (256 contacts need 2765 pivots, more than 10 n + 10), and meets
 * redundant contacts at every level: the path where the factor refuses an
 * index and defers it.  Treating A as dense must give the same answers. */
static void test_piles_first_index_order_and_dense(void)
{
    const int sizes[] = {64, 128, 200};
    int deferred = 0;
    for (int k = 0; k < 3; k++) {
        for (int variant = 0; variant < 2; variant++) {
            fast_tuning tuning = fast_default_tuning();
            if (variant == 0)
                tuning.first_negative = 1;
            else
                tuning.skip_zeros = 0;
            char where[64];
            snprintf(where, sizeof where, "pile-%d, %s", sizes[k],
                     variant == 0 ? "first-index order" : "dense");
            cf_solved s = solve_problem_tuned(pile_problem(sizes[k]), &tuning);
            cf_assert_solved_and_certified(&s, where);
            for (int t = 0; s.p != NULL && t < s.trace->count; t++)
                deferred += s.trace->pivots[t].move == CF_MOVE_OTHER;
            cf_solved_free(&s);
        }
    }
    printf("\n    deferred (refused by the factor): %d", deferred);
    CF_ASSERT_MSG(deferred > 0, "no index was deferred: the refusal path is not exercised");
}

static void test_trace_printing(void)
{
    cf_solved s = solve_case("ex5b-pinned-rod.cf");
    if (s.p == NULL)
        return;
    char *text = NULL, *dot = NULL;
    size_t text_size = 0, dot_size = 0;
    FILE *out = open_memstream(&text, &text_size);
    FILE *dot_out = open_memstream(&dot, &dot_size);
    if (out != NULL && dot_out != NULL) {
        cf_trace_print_text(out, s.trace);
        cf_trace_print_dot(dot_out, s.trace, "Example 5b");
        fclose(out);
        fclose(dot_out);
        CF_ASSERT_MSG(strstr(text, "bilateral pre-solve") != NULL, "text trace:\n%s", text);
        CF_ASSERT_MSG(strstr(text, "C = {0, 1, 2}, NC = {}; bilateral, always in C: {0, 1}") != NULL
                      && strstr(text, " -0 ") == NULL, "text trace:\n%s", text);
        CF_ASSERT_MSG(strstr(dot, "digraph") != NULL && strstr(dot, "s1 -> s2") != NULL,
                      "dot trace:\n%s", dot);
    }
    free(text);
    free(dot);
    cf_solved_free(&s);
}

/* The peer LCPs (tests/peer/siconos/lcp/MANIFEST.tsv): every
 * answer claimed must be certified; the symmetric ones (all semidefinite)
 * must be solved; nonsymmetric ones are outside this stage. */
static void test_peer_lcp_suite(void)
{
    DIR *dir = opendir(CF_PEER_DIR "/lcp");
    if (!CF_ASSERT_MSG(dir != NULL, "cannot open %s/lcp", CF_PEER_DIR))
        return;
    int files = 0, certified = 0, statuses = 0, wrong = 0;
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        size_t len = strlen(entry->d_name);
        if (len < 5 || strcmp(entry->d_name + len - 4, ".dat") != 0)
            continue;
        files++;
        char path[512];
        snprintf(path, sizeof path, "%s/lcp/%s", CF_PEER_DIR, entry->d_name);
        cf_error err;
        cf_problem *p = cf_siconos_read_lcp(path, &err);
        if (!CF_ASSERT_MSG(p != NULL, "%s", err.message))
            continue;
        int symmetric = 1;
        for (int i = 0; i < p->n; i++)
            for (int j = 0; j < i; j++)
                symmetric &= p->A[i * p->n + j] == p->A[j * p->n + i];
        cf_solved s = solve_problem(p);
        cf_certificate c = cf_certify(p, s.f, CF_CERTIFY_DEFAULT_TOL, NULL);
        /* The symmetric files of the suite are all semidefinite, with a solution. */
        if (symmetric)
            CF_ASSERT_MSG(s.status == CF_OK, "%s is symmetric but the status is %s", entry->d_name,
                          cf_status_name(s.status));
        else
            CF_ASSERT_MSG(s.status == CF_UNSUPPORTED, "%s is not symmetric but the status is %s",
                          entry->d_name, cf_status_name(s.status));
        if (s.status == CF_OK && !c.ok)
            wrong++;
        else if (s.status == CF_OK)
            certified++;
        else
            statuses++;
        printf("\n    peer lcp %-38s n = %3d -> %s", entry->d_name, p->n,
               s.status == CF_OK ? (c.ok ? "certified" : "WRONG ANSWER") : cf_status_name(s.status));
        cf_solved_free(&s);
    }
    closedir(dir);
    printf("\n    peer lcp summary: %d files, %d certified, %d named statuses, %d wrong answers\n",
           files, certified, statuses, wrong);
    CF_ASSERT_MSG(files > 0, "no LCP files");
    CF_ASSERT_MSG(wrong == 0, "%d wrong answers on the peer suite", wrong);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"L D L^T: append matches a fresh factorization", test_ldlt_append},
        {"L D L^T: remove at every position matches a fresh factorization",
         test_ldlt_remove_every_position},
        {"L D L^T: 2000 random appends and removes", test_ldlt_random_sequence},
        {"L D L^T: a redundant column is refused, not factored", test_ldlt_refuses_redundant},
        {"L D L^T: solve", test_ldlt_solve},
        {"L D L^T: Example 2's factor by hand, and a removal", test_ldlt_example_2_by_hand},
        {"Example 1: particle on a floor, and lifted", test_example_1},
        {"Example 2: box on floor, two contacts, trace by hand", test_example_2_trace},
        {"Example 2b: tipping box, most negative a_d first", test_example_2b_most_negative_first},
        {"Example 3: cube on plane, singular A", test_example_3_singular},
        {"Example 4: two stacked boxes, four drives", test_example_4_stacked},
        {"Example 5: bilateral constraints (pendulum, pinned rod)", test_example_5_bilateral},
        {"redundant contacts: corners listed twice", test_redundant_contacts},
        {"redundant and contradictory joints", test_redundant_and_contradictory_joints},
        {"pivot limit gives a named status", test_pivot_limit},
        {"unbounded ray: A = -1 and A = 0 with b = -1", test_unbounded_ray},
        {"NaN, NULL, nonsymmetric A and friction rows", test_invalid_and_unsupported},
        {"random PD n = 4..256 certified and equal to stage 2", test_random_pd_against_stage_2},
        {"piles of boxes, 4 to 1024 contacts, certified", test_piles_of_boxes},
        {"piles: first-index order (deferrals) and dense mode", test_piles_first_index_order_and_dense},
        {"trace printed as text and DOT", test_trace_printing},
        {"every LCP of the Siconos peer suite", test_peer_lcp_suite},
        {NULL, NULL},
    };
    return cf_test_main("stage 7: fast pivoting", tests);
}
