/* certify.c - decide, independently of any solver, whether forces f solve a problem.
 *
 * Every answer in the course (the stages, the exercises, the grader, the
 * peer problems) is judged here, never by comparing with a stored answer:
 * contact forces are often not unique (the book, chapter 2, Example 3),
 * but the conditions they must satisfy are.
 *
 * The certifier computes a = A f + b itself (Baraff 1994, section 3) and
 * checks every condition of every row kind (Baraff 1994, sections 3 to 5;
 * the book's appendix on the certifier).
 * Each violation is a dimensionless number: 0 when the condition holds
 * exactly, and the size of the error relative to the problem's own scale
 * otherwise.  The answer is certified when the largest violation is at
 * most the tolerance.  The file needs nothing but problem.h, so that a
 * bug in the shared linear algebra cannot hide a wrong answer.
 */
#include "certify.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const condition_names[CF_COND_COUNT] = {
    [CF_COND_NONE] = "nothing",
    [CF_COND_FINITE] = "finiteness",
    [CF_COND_FORCE_NONNEG] = "force nonnegativity",
    [CF_COND_ACCEL_NONNEG] = "acceleration nonnegativity",
    [CF_COND_COMPLEMENTARITY] = "complementarity",
    [CF_COND_BILATERAL] = "bilateral constraint",
    [CF_COND_FRICTION_BOUND] = "friction bound",
    [CF_COND_FRICTION_DIRECTION] = "friction direction",
    [CF_COND_CONE] = "friction cone",
    [CF_COND_MAX_DISSIPATION] = "maximal dissipation",
    [CF_COND_DYNAMIC] = "dynamic friction",
};

const char *cf_condition_name(cf_condition condition)
{
    if ((int)condition < 0 || condition >= CF_COND_COUNT)
        return "unknown condition";
    return condition_names[condition];
}

/* ------------------------------------------------------------------------
 * Scales.  A force error of 0.01 N is negligible when the forces are
 * 1000 N and decisive when they are 0.02 N, so every error is divided by
 * the size of the quantity it belongs to.  Multiplying A by c and f by 1/c
 * (or b and f by c) leaves every scaled violation unchanged.
 * ------------------------------------------------------------------------ */

/* Largest |x_i| over the finite x_i.  Non-finite values are rejected on
 * their own (CF_COND_FINITE); letting them into a scale would turn every
 * other violation into 0 or NaN. */
static double max_abs_finite(size_t count, const double *x)
{
    double largest = 0.0;
    for (size_t i = 0; i < count; i++)
        if (isfinite(x[i]) && fabs(x[i]) > largest)
            largest = fabs(x[i]);
    return largest;
}

/* A scale of 0 would divide by zero (there is nothing to measure against,
 * so errors count as they are); an infinite one, from overflow in a
 * product of finite numbers, would hide every error. */
static double usable_scale(double scale)
{
    if (scale == 0.0)
        return 1.0;
    if (!(scale <= DBL_MAX))
        return DBL_MAX;
    return scale;
}

typedef struct scales {
    double force; /* what a force error is divided by */
    double accel; /* what an acceleration error is divided by */
} scales;

/* The formulas of certify.h:
 *   accel_scale = max(max|b|, max|A| max|f|)
 *   force_scale = max(max|f|, accel_scale / max|A|)
 * The second term of force_scale is the force it takes to produce an
 * acceleration of accel_scale: it matters when f is 0 or tiny. */
static scales compute_scales(const cf_problem *p, const double *f)
{
    size_t n = (size_t)p->n;
    double max_A = max_abs_finite(n * n, p->A);
    double max_b = max_abs_finite(n, p->b);
    double max_f = max_abs_finite(n, f);

    double accel = fmax(max_b, max_A * max_f);
    accel = usable_scale(accel);
    double force = max_f;
    if (max_A > 0.0)
        force = fmax(force, accel / max_A);
    scales s = {usable_scale(force), accel};
    return s;
}

/* ------------------------------------------------------------------------
 * Keeping the worst violation.  Rows are visited in order and a violation
 * replaces the current worst only when it is strictly larger, so on ties
 * the first row (and, within a row, the first condition) is reported.
 * ------------------------------------------------------------------------ */

typedef struct verdict {
    double worst;
    int row;
    cf_condition condition;
} verdict;

static void note_violation(verdict *v, int row, cf_condition condition, double amount)
{
    if (amount > v->worst) {
        v->worst = amount;
        v->row = row;
        v->condition = condition;
    }
}

/* a_i = (A f)_i + b_i, computed here rather than trusted from a solver. */
static double row_acceleration(const cf_problem *p, const double *f, int i)
{
    const double *A_row = p->A + (size_t)i * (size_t)p->n;
    double sum = 0.0;
    for (int j = 0; j < p->n; j++)
        sum += A_row[j] * f[j];
    return sum + p->b[i];
}

/* f_N of the normal row a friction or dynamic row is bound to.  A problem
 * that passed cf_problem_validate always has one; for one that did not,
 * a missing normal counts as no normal force, so any friction is rejected. */
static double bound_normal_force(const cf_problem *p, const double *f, int row)
{
    int k = p->rows[row].normal;
    if (k < 0 || k >= p->n || p->rows[k].kind != CF_ROW_NORMAL)
        return 0.0;
    return f[k];
}

static double sign_of(double x)
{
    return (x > 0.0) - (x < 0.0);
}

// start snippet certify-rows
/* Normal row (Baraff 1994, sections 3 and 4.1):
 * f >= 0, a >= 0, f a = 0.  Complementarity is measured as
 * min(f, a) on the scaled values: it is 0 exactly when one of them is 0,
 * and unlike the product f a it does not depend on the units. */
static void check_normal_row(verdict *v, const scales *s, int i, double f_i, double a_i)
{
    note_violation(v, i, CF_COND_FORCE_NONNEG, fmax(0.0, -f_i) / s->force);
    note_violation(v, i, CF_COND_ACCEL_NONNEG, fmax(0.0, -a_i) / s->accel);
    note_violation(v, i, CF_COND_COMPLEMENTARITY,
                   fmax(0.0, fmin(f_i / s->force, a_i / s->accel)));
}

/* Bilateral row (Baraff 1994, section 4.5, last paragraph): a = 0, f of either sign. */
static void check_bilateral_row(verdict *v, const scales *s, int i, double a_i)
{
    note_violation(v, i, CF_COND_BILATERAL, fabs(a_i) / s->accel);
}

/* Friction row of a 2D contact (Baraff 1994, section 5.1):
 *   |f_F| <= mu f_N, and
 *   a_F != 0  implies  f_F = -mu f_N sign(a_F).
 * The second condition is the smaller of two errors: how far the contact
 * is from sticking (|a_F|) and how far the friction is from the bound,
 * opposing a_F.  It also covers a_F f_F <= 0 and a_F (mu f_N - |f_F|) = 0. */
static void check_friction2d_row(verdict *v, const scales *s, int t,
                                 double f_t, double a_t, double mu, double f_n)
{
    note_violation(v, t, CF_COND_FRICTION_BOUND, fmax(0.0, fabs(f_t) - mu * f_n) / s->force);
    double not_sticking = fabs(a_t) / s->accel;
    double not_opposing_at_bound = fabs(f_t + mu * f_n * sign_of(a_t)) / s->force;
    note_violation(v, t, CF_COND_FRICTION_DIRECTION, fmin(not_sticking, not_opposing_at_bound));
}

/* The two friction rows of a 3D contact (the book's appendix on the
 * certifier, "3D friction rows"): the isotropic cone ||f_T|| <= mu f_N, and maximal
 * dissipation: a_T != 0 implies f_T = -mu f_N a_T / ||a_T||.  Both are
 * reported on the first tangent row t. */
static void check_friction3d_pair(verdict *v, const scales *s, int t,
                                  const double f_T[2], const double a_T[2],
                                  double mu, double f_n)
{
    double f_T_norm = hypot(f_T[0], f_T[1]);
    note_violation(v, t, CF_COND_CONE, fmax(0.0, f_T_norm - mu * f_n) / s->force);

    double a_T_norm = hypot(a_T[0], a_T[1]);
    if (a_T_norm == 0.0)
        return; /* sticking: any f_T inside the cone will do */
    double not_sticking = a_T_norm / s->accel;
    double opposing_x = f_T[0] + mu * f_n * a_T[0] / a_T_norm;
    double opposing_y = f_T[1] + mu * f_n * a_T[1] / a_T_norm;
    double not_opposing_at_bound = hypot(opposing_x, opposing_y) / s->force;
    note_violation(v, t, CF_COND_MAX_DISSIPATION, fmin(not_sticking, not_opposing_at_bound));
}

/* Dynamic (sliding) row (Baraff 1994, section 5; Baraff 1991): the friction is known
 * up to f_N, f_F = -mu f_N slide, where slide is this row's component of
 * the unit sliding direction.  Its acceleration is free. */
static void check_dynamic_row(verdict *v, const scales *s, int t,
                              double f_t, double mu, double f_n, double slide)
{
    note_violation(v, t, CF_COND_DYNAMIC, fabs(f_t + mu * f_n * slide) / s->force);
}
// end snippet certify-rows

/* The other tangent row of the 3D contact that friction3d row t belongs
 * to, or -1.  Tangent rows bound to the same normal pair up in row order
 * (first with second, third with fourth, ...); *is_first says whether t
 * is the first of its pair, the row the pair is checked on. */
static int friction3d_partner(const cf_problem *p, int t, int *is_first)
{
    int normal = p->rows[t].normal;
    int earlier = 0;
    for (int j = 0; j < t; j++)
        if (p->rows[j].kind == CF_ROW_FRICTION3D && p->rows[j].normal == normal)
            earlier++;
    *is_first = earlier % 2 == 0;
    if (!*is_first)
        return -1;
    for (int j = t + 1; j < p->n; j++)
        if (p->rows[j].kind == CF_ROW_FRICTION3D && p->rows[j].normal == normal)
            return j;
    return -1;
}

/* Row i of a friction3d contact.  A tangent row without a partner (only
 * in a problem that failed validation) is checked as a one-row contact. */
static void check_friction3d_row(verdict *v, const scales *s, const cf_problem *p,
                                 const double *f, int t, double a_t)
{
    int is_first;
    int partner = friction3d_partner(p, t, &is_first);
    if (!is_first)
        return; /* checked together with the first tangent row */
    double f_T[2] = {f[t], 0.0};
    double a_T[2] = {a_t, 0.0};
    if (partner >= 0) {
        f_T[1] = f[partner];
        a_T[1] = row_acceleration(p, f, partner);
        if (!isfinite(a_T[1]))
            return; /* rejected as non-finite when the loop reaches the partner */
    }
    check_friction3d_pair(v, s, t, f_T, a_T, p->rows[t].mu, bound_normal_force(p, f, t));
}

static void check_row(verdict *v, const scales *s, const cf_problem *p,
                      const double *f, int i, double a_i)
{
    const cf_row *row = &p->rows[i];
    switch (row->kind) {
    case CF_ROW_NORMAL:
        check_normal_row(v, s, i, f[i], a_i);
        break;
    case CF_ROW_BILATERAL:
        check_bilateral_row(v, s, i, a_i);
        break;
    case CF_ROW_FRICTION2D:
        check_friction2d_row(v, s, i, f[i], a_i, row->mu, bound_normal_force(p, f, i));
        break;
    case CF_ROW_FRICTION3D:
        check_friction3d_row(v, s, p, f, i, a_i);
        break;
    case CF_ROW_DYNAMIC:
        check_dynamic_row(v, s, i, f[i], row->mu, bound_normal_force(p, f, i), row->slide);
        break;
    default:
        /* An unknown kind has no conditions anyone could satisfy. */
        note_violation(v, i, CF_COND_FINITE, INFINITY);
        break;
    }
}

/* The first row whose force is NaN or infinite, or -1. */
static int first_nonfinite(int n, const double *x)
{
    for (int i = 0; i < n; i++)
        if (!isfinite(x[i]))
            return i;
    return -1;
}

static cf_certificate certificate_from(const verdict *v, const scales *s, double tol)
{
    cf_certificate c;
    c.worst = v->worst;
    c.worst_row = v->row;
    c.worst_condition = v->condition;
    c.force_scale = s->force;
    c.accel_scale = s->accel;
    c.tol = tol;
    c.ok = v->worst <= tol;
    return c;
}

cf_certificate cf_certify(const cf_problem *p, const double *f, double tol, double *a_out)
{
    verdict v = {0.0, -1, CF_COND_NONE};
    scales unit = {1.0, 1.0};
    if (p == NULL || f == NULL || p->n < 1) {
        note_violation(&v, -1, CF_COND_FINITE, INFINITY);
        return certificate_from(&v, &unit, tol);
    }

    scales s = compute_scales(p, f);
    if (a_out != NULL)
        for (int i = 0; i < p->n; i++)
            a_out[i] = row_acceleration(p, f, i);

    /* A NaN makes every comparison false, so it would pass every other
     * check: reject it first, on the first row that has one. */
    int bad = first_nonfinite(p->n, f);
    if (bad >= 0) {
        note_violation(&v, bad, CF_COND_FINITE, INFINITY);
        return certificate_from(&v, &s, tol);
    }

    for (int i = 0; i < p->n; i++) {
        double a_i = row_acceleration(p, f, i);
        if (!isfinite(a_i)) {
            note_violation(&v, i, CF_COND_FINITE, INFINITY);
            break; /* nothing can be worse */
        }
        check_row(&v, &s, p, f, i, a_i);
    }
    return certificate_from(&v, &s, tol);
}

void cf_certificate_print(FILE *out, const cf_problem *p, const cf_certificate *c)
{
    if (c->ok) {
        fprintf(out, "certified: worst violation %.2g (tol %g)\n", c->worst, c->tol);
    } else if (p != NULL && c->worst_row >= 0 && c->worst_row < p->n) {
        fprintf(out, "REJECTED: row %d (%s) violates %s by %.2g (tol %g)\n", c->worst_row,
                cf_row_kind_name(p->rows[c->worst_row].kind),
                cf_condition_name(c->worst_condition), c->worst, c->tol);
    } else {
        fprintf(out, "REJECTED: %s violated by %.2g (tol %g)\n",
                cf_condition_name(c->worst_condition), c->worst, c->tol);
    }
}

/* ------------------------------------------------------------------------
 * Expectations written in a problem file by whoever derived the answer.
 * They are stricter than the certificate (a different valid f fails them),
 * which is why f is compared only where the file says it is unique.
 * ------------------------------------------------------------------------ */

/* The shortest "%g" text that reads back as exactly x, so that a message
 * shows 4.9 and 4.905 rather than 4.9000000000000004, yet two different
 * numbers never print the same. */
static void format_number(char *text, size_t size, double x)
{
    for (int digits = 1; digits <= 17; digits++) {
        snprintf(text, size, "%.*g", digits, x);
        if (!isfinite(x) || strtod(text, NULL) == x)
            return;
    }
}

/* NaN fails: !(difference <= tol) is true for it, difference > tol is not. */
static int within(double got, double expected, double tol)
{
    return fabs(got - expected) <= tol;
}

/* "f[1] = 4.9, expected 4.905 (tol 1e-09)": what is the text before the
 * value that was got ("f[1] = " or "invariant weight: got "). */
static void describe_miss(char *why, size_t why_size, const char *what,
                          double got, double expected, double tol)
{
    if (why == NULL || why_size == 0)
        return;
    char got_text[32], expected_text[32];
    format_number(got_text, sizeof got_text, got);
    format_number(expected_text, sizeof expected_text, expected);
    snprintf(why, why_size, "%s%s, expected %s (tol %g)", what, got_text, expected_text, tol);
}

static int check_vector(const char *name, int n, const double *got, const double *expected,
                        double tol, char *why, size_t why_size)
{
    for (int i = 0; i < n; i++) {
        if (!within(got[i], expected[i], tol)) {
            char what[64];
            snprintf(what, sizeof what, "%s[%d] = ", name, i);
            describe_miss(why, why_size, what, got[i], expected[i], tol);
            return 0;
        }
    }
    return 1;
}

static double invariant_value(const cf_invariant *inv, int n, const double *f, const double *a)
{
    double sum = 0.0;
    for (int j = 0; j < n; j++) {
        if (inv->f_coef != NULL)
            sum += inv->f_coef[j] * f[j];
        if (inv->a_coef != NULL)
            sum += inv->a_coef[j] * a[j];
    }
    return sum;
}

static int check_invariants(const cf_problem *p, const double *f, const double *a,
                            char *why, size_t why_size)
{
    for (int k = 0; k < p->n_invariants; k++) {
        const cf_invariant *inv = &p->invariants[k];
        double got = invariant_value(inv, p->n, f, a);
        if (!within(got, inv->value, inv->tol)) {
            char what[128];
            snprintf(what, sizeof what, "invariant %s: got ", inv->label);
            describe_miss(why, why_size, what, got, inv->value, inv->tol);
            return 0;
        }
    }
    return 1;
}

static int check_all_expectations(const cf_problem *p, const double *f, const double *a,
                                  char *why, size_t why_size)
{
    if (p->expect_f != NULL && p->f_unique != 0 &&
        !check_vector("f", p->n, f, p->expect_f, p->expect_f_tol, why, why_size))
        return 0;
    if (p->expect_a != NULL &&
        !check_vector("a", p->n, a, p->expect_a, p->expect_a_tol, why, why_size))
        return 0;
    return check_invariants(p, f, a, why, why_size);
}

int cf_check_expectations(const cf_problem *p, const double *f, const double *a,
                          char *why, size_t why_size)
{
    if (why != NULL && why_size > 0)
        why[0] = '\0';
    if (p == NULL || f == NULL || p->n < 1) {
        if (why != NULL && why_size > 0)
            snprintf(why, why_size, "no problem or no forces to compare");
        return 0;
    }
    if (a != NULL)
        return check_all_expectations(p, f, a, why, why_size);

    /* No accelerations given: compute them, as the certifier does. */
    double *computed = malloc((size_t)p->n * sizeof *computed);
    if (computed == NULL) {
        if (why != NULL && why_size > 0)
            snprintf(why, why_size, "out of memory computing a = A f + b");
        return 0;
    }
    for (int i = 0; i < p->n; i++)
        computed[i] = row_acceleration(p, f, i);
    int ok = check_all_expectations(p, f, computed, why, why_size);
    free(computed);
    return ok;
}
