/* test_common_certify.c - the certifier accepts right answers and names
 * exactly what is wrong with wrong ones.
 *
 * Every problem here is one of the book's hand-checkable examples (Examples
 * 1 to 10, g = 9.81, SI units), built in memory, with its
 * answer derived in closed form in the comment above its builder.  The
 * peer suite at the end certifies the reference solutions of the Siconos
 * test problems in tests/peer/siconos, read from their files.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "certify.h"
#include "cf_test.h"
#include "dense.h"
#include "problem.h"
#include "siconos.h"

#define G 9.81
#define COS30 0.86602540378443864676 /* sqrt(3)/2 */
#define SIN30 0.5
#define MAX_ROWS 4

/* ------------------------------------------------------------------------
 * Building the examples.
 * ------------------------------------------------------------------------ */

static cf_problem *problem_from(const char *name, int n, const double *A, const double *b)
{
    cf_problem *p = cf_problem_new(n);
    CF_ASSERT_MSG(p != NULL, "cf_problem_new(%d) failed for %s", n, name);
    if (p == NULL)
        return NULL;
    snprintf(p->name, sizeof p->name, "%s", name);
    memcpy(p->A, A, (size_t)n * (size_t)n * sizeof *A);
    memcpy(p->b, b, (size_t)n * sizeof *b);
    return p;
}

static void bind_row(cf_problem *p, int row, cf_row_kind kind, int normal, double mu,
                     double slide)
{
    p->rows[row].kind = kind;
    p->rows[row].normal = normal;
    p->rows[row].mu = mu;
    p->rows[row].slide = slide;
}

/* Ex 1: particle of mass 2 on a floor.  A = 1/m = 0.5, b = -g.
 * f = -b/A = 2g = 19.62 gives a = 0. */
static cf_problem *ex1_particle(void)
{
    const double A[] = {0.5};
    const double b[] = {-G};
    return problem_from("Ex 1", 1, A, b);
}

/* Ex 1 with 30 N upward: b = -g + 30/2 = 5.19 > 0, so f = 0, a = 5.19. */
static cf_problem *ex1_lifted(void)
{
    const double A[] = {0.5};
    const double b[] = {5.19};
    return problem_from("Ex 1 lifted", 1, A, b);
}

/* Ex 2: 2x2 box on a floor, contacts at x = -1, +1.  A_ij = 1 + 1.5 x_i x_j.
 * By symmetry f_1 = f_2 = f and a_i = (2.5 - 0.5) f - g = 0: f = g/2. */
static cf_problem *ex2_box(void)
{
    const double A[] = {2.5, -0.5, -0.5, 2.5};
    const double b[] = {-G, -G};
    return problem_from("Ex 2", 2, A, b);
}

/* Ex 3: cube on a plane, four contacts.  Every row of A sums to 4 and
 * (1,-1,1,-1) is a null vector, so f = (g/4)(1,1,1,1) + t(1,-1,1,-1)
 * gives a = 0 for every t; f >= 0 needs |t| <= g/4. */
static cf_problem *ex3_cube(void)
{
    const double A[] = {4, 1, -2, 1, 1, 4, 1, -2, -2, 1, 4, 1, 1, -2, 1, 4};
    const double b[] = {-G, -G, -G, -G};
    return problem_from("Ex 3", 4, A, b);
}

/* Ex 4: two stacked boxes; rows floor(-1), floor(+1), box-box(-1), box-box(+1).
 * f = (g, g, g/2, g/2): row 1 gives 2.5g - 0.5g - 1.25g + 0.25g - g = 0,
 * row 3 gives -2.5g + 0.5g + 2.5g - 0.5g = 0, the others by symmetry. */
static cf_problem *ex4_stacked(void)
{
    const double A[] = {2.5, -0.5, -2.5, 0.5, -0.5, 2.5, 0.5, -2.5,
                        -2.5, 0.5, 5, -1, 0.5, -2.5, -1, 5};
    const double b[] = {-G, -G, 0, 0};
    return problem_from("Ex 4", 4, A, b);
}

/* Ex 5a: pendulum bob hanging, omega = 2, L = 1: b = g + L omega^2 = 13.81,
 * A = 1/m = 1, bilateral: a = 0 needs f = -13.81 (tension). */
static cf_problem *ex5a_pendulum(void)
{
    const double A[] = {1};
    const double b[] = {13.81};
    cf_problem *p = problem_from("Ex 5a", 1, A, b);
    if (p != NULL)
        bind_row(p, 0, CF_ROW_BILATERAL, -1, 0, 0);
    return p;
}

/* Ex 5b: rod hinged at its left end (rows 0, 1 bilateral), resting on the
 * floor at its right end (row 2).  f = (0, g/2, g/2):
 * row 1: 4(g/2) - 2(g/2) - g = 0; row 2: -2(g/2) + 4(g/2) - g = 0. */
static cf_problem *hinged_rod(const char *name, double b_yc)
{
    const double A[] = {1, 0, 0, 0, 4, -2, 0, -2, 4};
    const double b[] = {0, b_yc, b_yc};
    cf_problem *p = problem_from(name, 3, A, b);
    if (p != NULL) {
        bind_row(p, 0, CF_ROW_BILATERAL, -1, 0, 0);
        bind_row(p, 1, CF_ROW_BILATERAL, -1, 0, 0);
    }
    return p;
}

static cf_problem *ex5b_hinged_rod(void)
{
    return hinged_rod("Ex 5b", -G);
}

/* Ex 5c: as 5b with 30 N upward at the centre: b = (0, 20.19, 20.19).
 * With the contact off (f_c = 0), row 1 gives 4 f_y + 20.19 = 0:
 * f = (0, -5.0475, 0) and a_c = -2 f_y + 20.19 = 30.285 > 0. */
static cf_problem *ex5c_lifted_rod(void)
{
    return hinged_rod("Ex 5c", 20.19);
}

/* Ex 6: particle on a 30 degree incline, rows normal, friction2d (x down
 * the slope).  A = I, b = (-g cos30, g sin30).
 * Sticking (tan 30 = 0.577 <= mu): a = 0 needs f = (g cos30, -g sin30).
 * Slipping (mu = 0.5 < tan 30): f_F = -mu f_N, so f = (g cos30, -0.5 g cos30)
 * and a_F = g (sin30 - 0.5 cos30) = 0.65713 > 0, opposite the friction. */
static cf_problem *incline(const char *name, double mu)
{
    const double A[] = {1, 0, 0, 1};
    const double b[] = {-G * COS30, G * SIN30};
    cf_problem *p = problem_from(name, 2, A, b);
    if (p != NULL)
        bind_row(p, 1, CF_ROW_FRICTION2D, 0, mu, 0);
    return p;
}

static cf_problem *ex6_sticking(void)
{
    return incline("Ex 6 (mu 0.6)", 0.6);
}

static cf_problem *ex6_slipping(void)
{
    return incline("Ex 6 (mu 0.5)", 0.5);
}

/* Ex 7: ladder at 60 degrees, frictionless wall, floor friction mu = 0.5;
 * rows N_floor, N_wall, F_floor.  With c = cos60, s = sin60 and a = 0:
 * N_floor = g, N_wall = (g/2) cot 60 = 2.8319, F_floor = -N_wall
 * (row 1: -3cs g + 6 s^2 N_wall = 0), inside the bound 0.5 g. */
static cf_problem *ex7_ladder(void)
{
    const double c = SIN30, s = COS30; /* cos 60, sin 60 */
    const double A[] = {1 + 3 * c * c, -3 * c * s, 3 * c * s,
                        -3 * c * s, 1 + 3 * s * s, 1 - 3 * s * s,
                        3 * c * s, 1 - 3 * s * s, 1 + 3 * s * s};
    const double b[] = {-G, 0, 0};
    cf_problem *p = problem_from("Ex 7 (60 degrees)", 3, A, b);
    if (p != NULL)
        bind_row(p, 2, CF_ROW_FRICTION2D, 0, 0.5, 0);
    return p;
}

/* Ex 8 as a particle: sliding in +x on a floor, rows normal and dynamic
 * (slide +1, mu 0.5).  A = I, b = (-g, 0): f_N = g and f_F = -mu g,
 * which decelerates it at a_F = -4.905. */
static cf_problem *ex8_particle(void)
{
    const double A[] = {1, 0, 0, 1};
    const double b[] = {-G, 0};
    cf_problem *p = problem_from("Ex 8 particle", 2, A, b);
    if (p != NULL)
        bind_row(p, 1, CF_ROW_DYNAMIC, 0, 0.5, 1);
    return p;
}

/* Ex 8: the box of Ex 2 sliding in +x, mu = 0.5; rows N(-1), N(+1), T(-1),
 * T(+1).  The tangent rows of J are [1, 0, 1] at both corners, so
 * A_NT = 1.5 x_i and A_TT = 2.5 (the matrix of Ex 6's box).  Folding
 * f_T = -mu f_N into the normal rows (Baraff 1994, section 5) gives
 * f_N = g(1 -+ mu)/2 = (2.4525, 7.3575), f_T = (-1.22625, -3.67875), and
 * a_T = 1.5(f_N2 - f_N1) - 2.5 mu g = -mu g. */
static cf_problem *ex8_box(void)
{
    const double A[] = {2.5, -0.5, -1.5, -1.5, -0.5, 2.5, 1.5, 1.5,
                        -1.5, 1.5, 2.5, 2.5, -1.5, 1.5, 2.5, 2.5};
    const double b[] = {-G, -G, 0, 0};
    cf_problem *p = problem_from("Ex 8 box", 4, A, b);
    if (p != NULL) {
        bind_row(p, 2, CF_ROW_DYNAMIC, 0, 0.5, 1);
        bind_row(p, 3, CF_ROW_DYNAMIC, 1, 0.5, 1);
    }
    return p;
}

/* Ex 10: particle (m = 1) on a floor, mu = 0.5, pushed with 10 N at 30
 * degrees; rows normal, t_x, t_y.  A = I, b = (-g, 10 cos30, 10 sin30).
 * The push 10 > mu g = 4.905, so it slides along the push: the cone answer
 * is f_T = -4.905 (cos30, sin30), a_T = 5.095 (cos30, sin30).
 * The ODE box clamps each component to +-4.905 separately: f_T =
 * (-4.905, -4.905), a_T = (3.755, 0.095), which is not maximally
 * dissipative (and outside the cone). */
static cf_problem *ex10_push(void)
{
    const double A[] = {1, 0, 0, 0, 1, 0, 0, 0, 1};
    const double b[] = {-G, 10 * COS30, 10 * SIN30};
    cf_problem *p = problem_from("Ex 10", 3, A, b);
    if (p != NULL) {
        bind_row(p, 1, CF_ROW_FRICTION3D, 0, 0.5, 0);
        bind_row(p, 2, CF_ROW_FRICTION3D, 0, 0.5, 0);
    }
    return p;
}

/* ------------------------------------------------------------------------
 * 1. Correct answers pass.
 * ------------------------------------------------------------------------ */

typedef struct right_answer {
    const char *name;
    cf_problem *(*build)(void);
    double f[MAX_ROWS];
    double a[MAX_ROWS]; /* what a = A f + b must come out as */
} right_answer;

static const right_answer right_answers[] = {
    {"Ex 1: f = 2g", ex1_particle, {2 * G}, {0}},
    {"Ex 1 lifted: f = 0", ex1_lifted, {0}, {5.19}},
    {"Ex 2: f = (g/2, g/2)", ex2_box, {G / 2, G / 2}, {0, 0}},
    {"Ex 3: f = (g/2, 0, g/2, 0)", ex3_cube, {G / 2, 0, G / 2, 0}, {0, 0, 0, 0}},
    {"Ex 3: f = (g/4)(1,1,1,1)", ex3_cube, {G / 4, G / 4, G / 4, G / 4}, {0, 0, 0, 0}},
    {"Ex 4: f = (g, g, g/2, g/2)", ex4_stacked, {G, G, G / 2, G / 2}, {0, 0, 0, 0}},
    {"Ex 5a: f = -13.81 (tension)", ex5a_pendulum, {-13.81}, {0}},
    {"Ex 5b: f = (0, g/2, g/2)", ex5b_hinged_rod, {0, G / 2, G / 2}, {0, 0, 0}},
    {"Ex 5c: hinge pulls, contact off", ex5c_lifted_rod, {0, -5.0475, 0}, {0, 0, 30.285}},
    {"Ex 6 (mu 0.6): sticks", ex6_sticking, {G * COS30, -G * SIN30}, {0, 0}},
    {"Ex 6 (mu 0.5): slips", ex6_slipping, {G * COS30, -0.5 * G * COS30},
     {0, G * (SIN30 - 0.5 * COS30)}},
    {"Ex 7 (60 degrees): sticks", ex7_ladder,
     {G, G / 2 * SIN30 / COS30, -G / 2 * SIN30 / COS30}, {0, 0, 0}},
    {"Ex 8 particle: slides", ex8_particle, {G, -0.5 * G}, {0, -0.5 * G}},
    {"Ex 8 box: slides, front loaded", ex8_box,
     {G * 0.5 / 2, G * 1.5 / 2, -0.5 * G * 0.5 / 2, -0.5 * G * 1.5 / 2}, {0, 0, -0.5 * G, -0.5 * G}},
    {"Ex 10: cone answer", ex10_push, {G, -0.5 * G * COS30, -0.5 * G * SIN30},
     {0, (10 - 0.5 * G) * COS30, (10 - 0.5 * G) * SIN30}},
    {NULL, NULL, {0}, {0}},
};

static void test_correct_answers_pass(void)
{
    for (const right_answer *r = right_answers; r->name != NULL; r++) {
        cf_problem *p = r->build();
        if (p == NULL)
            continue;
        double a[MAX_ROWS];
        cf_certificate c = cf_certify(p, r->f, CF_CERTIFY_DEFAULT_TOL, a);
        CF_ASSERT_MSG(c.ok, "%s: rejected, row %d violates %s by %g", r->name, c.worst_row,
                      cf_condition_name(c.worst_condition), c.worst);
        for (int i = 0; i < p->n; i++)
            CF_ASSERT_NEAR(a[i], r->a[i], 1e-12 * c.accel_scale, r->name);
        cf_problem_free(p);
    }
}

/* The slipping particle of Ex 6: a_F = g (sin30 - mu cos30) = 0.65715,
 * positive (down the slope) while the friction points up it. */
static void test_slipping_incline_accelerates_down_the_slope(void)
{
    cf_problem *p = ex6_slipping();
    if (p == NULL)
        return;
    const double f[] = {G * COS30, -0.5 * G * COS30};
    double a[2];
    cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a);
    CF_ASSERT_MSG(c.ok, "Ex 6 slipping answer rejected");
    CF_ASSERT_NEAR(a[1], G * (SIN30 - 0.5 * COS30), 1e-12, "Ex 6 (mu 0.5), a_F");
    CF_ASSERT_NEAR(a[1], 0.6571, 1e-4, "Ex 6 (mu 0.5), a_F to four places");
    CF_ASSERT_MSG(a[1] > 0 && f[1] < 0, "Ex 6: friction must oppose a_F = %g", a[1]);
    cf_problem_free(p);
}

/* ------------------------------------------------------------------------
 * 2. Wrong answers are rejected, for the right reason, on the right row,
 * by the right amount.  The violations quoted below use the per-row
 * scales of certify.h: S_i = |b_i| + sum_j |A_ij f_j| for accelerations,
 * F_i = S_i / A_ii for forces, mu f_N for friction.
 * ------------------------------------------------------------------------ */

typedef struct wrong_answer {
    const char *name;
    cf_problem *(*build)(void);
    double f[MAX_ROWS];
    int row;                /* expected worst_row */
    cf_condition condition; /* expected worst_condition */
    double size;            /* expected worst, derived by hand (to 4 digits) */
    int tied_row;           /* a row with the same violation in exact arithmetic, or -1 */
} wrong_answer;

static const wrong_answer wrong_answers[] = {
    /* Non-finite numbers pass every comparison unless caught first. */
    {"Ex 1: f = NaN", ex1_particle, {NAN}, 0, CF_COND_FINITE, INFINITY, -1},
    {"Ex 2: f_2 = +inf", ex2_box, {G / 2, INFINITY}, 1, CF_COND_FINITE, INFINITY, -1},
    {"Ex 10: f_T1 = -inf", ex10_push, {G, -INFINITY, 0}, 1, CF_COND_FINITE, INFINITY, -1},
    /* f is finite but a_1 = 2.5e308 - 0.5e308 overflows on the way. */
    {"Ex 2: f = 1e308 overflows a", ex2_box, {1e308, 1e308}, 0, CF_COND_FINITE, INFINITY, -1},

    /* Frictionless contacts. */
    /* a = -g on both rows, S = |b| = g: 1 on each; row 0 first. */
    {"Ex 2: f = 0 although b < 0", ex2_box, {0, 0}, 0, CF_COND_ACCEL_NONNEG, 1.0, 1},
    /* The sign mistake f = -b: a = 0.5 g - g = -g/2, S = g + g/2: 1/3. */
    {"Ex 1: f = -b", ex1_particle, {G}, 0, CF_COND_ACCEL_NONNEG, 1.0 / 3, -1},
    /* f = 4g pushes the particle up, a = g; S = 3g, F = S/0.5 = 6g:
     * min(4g/6g, g/3g) = 1/3. */
    {"Ex 1: f twice too large", ex1_particle, {4 * G}, 0, CF_COND_COMPLEMENTARITY, 1.0 / 3, -1},
    /* Solving A f = -b without the sign test: f = -10.38 holds the
     * particle down with a = 0; S = 10.38, F = 20.76: 0.5. */
    {"Ex 1 lifted: f = -b/A glues it down", ex1_lifted, {-10.38}, 0, CF_COND_FORCE_NONNEG,
     0.5, -1},
    /* f = 0.99 g/2: a = -0.01 g, S = g + 3 (0.99 g/2) = 2.485 g: 4.024e-3. */
    {"Ex 2: f scaled by 0.99", ex2_box, {0.99 * G / 2, 0.99 * G / 2}, 0, CF_COND_ACCEL_NONNEG,
     0.01 / 2.485, 1},
    /* t = g/2 in the solution family of Ex 3: a = 0, f_2 = -g/4;
     * S_2 = g + (3/4 + 1 + 3/4 + 1/2) g = 4g, F_2 = 4g/4 = g: 1/4. */
    {"Ex 3: f = (3g/4, -g/4, 3g/4, -g/4)", ex3_cube, {0.75 * G, -0.25 * G, 0.75 * G, -0.25 * G},
     1, CF_COND_FORCE_NONNEG, 0.25, 3},
    /* Floor and box-box forces swapped: a = (-2g, -2g, 3g, 3g).
     * Rows 0-1: S = 5.5g, 2/5.5 = 0.364; rows 2-3: S = 7.5g, F = 1.5g,
     * min(g/1.5g, 3g/7.5g) = 0.4 wins. */
    {"Ex 4: floor and box-box forces swapped", ex4_stacked, {G / 2, G / 2, G, G}, 2,
     CF_COND_COMPLEMENTARITY, 0.4, 3},
    /* The lower box alone: a_3 = a_4 = -g, S = 1.25g + 0.25g: 2/3. */
    {"Ex 4: upper box left to fall", ex4_stacked, {G / 2, G / 2, 0, 0}, 2,
     CF_COND_ACCEL_NONNEG, 2.0 / 3, 3},

    /* Bilateral constraints: a row with a and nothing else has |a| = S. */
    /* The unilateral answer: a = b = 13.81: 1. */
    {"Ex 5a: f = 0 as if unilateral", ex5a_pendulum, {0}, 0, CF_COND_BILATERAL, 1.0, -1},
    /* Push instead of tension: a = 27.62 = S: 1. */
    {"Ex 5a: f = +13.81 (wrong sign)", ex5a_pendulum, {13.81}, 0, CF_COND_BILATERAL, 1.0, -1},
    /* Hinge force left at 0: a_y = -2(g/4) - g = -1.5 g = -S: 1. */
    {"Ex 5b: hinge force forgotten", ex5b_hinged_rod, {0, 0, G / 4}, 1, CF_COND_BILATERAL,
     1.0, -1},
    /* The bilateral pre-solve alone, contact never driven: a_c = -1.5 g = -S. */
    {"Ex 5b: contact never driven", ex5b_hinged_rod, {0, G / 4, 0}, 2, CF_COND_ACCEL_NONNEG,
     1.0, -1},
    /* Contact treated as bilateral: 4y - 2z = -2y + 4z = -20.19, so
     * y = z = -10.095; the floor pulls the rod down.
     * S_2 = 20.19 + 40.38 + 20.19, F_2 = S_2/4 = 20.19: 0.5. */
    {"Ex 5c: contact treated as bilateral", ex5c_lifted_rod, {0, -10.095, -10.095}, 2,
     CF_COND_FORCE_NONNEG, 0.5, -1},

    /* 2D friction.  Force errors are divided by mu f_N = mu g cos30. */
    /* Sticking although tan30 > 0.5: |f_F| - mu f_N = g (sin30 - 0.5 cos30)
     * = 0.6572, over 0.5 g cos30 = 4.2479: 0.1547. */
    {"Ex 6 (mu 0.5): sticks beyond the bound", ex6_slipping, {G * COS30, -G * SIN30}, 1,
     CF_COND_FRICTION_BOUND, 0.6572 / 4.2479, -1},
    /* Friction points down the slope: a_F = 9.153 = S_F, so not sticking
     * by 1; (|f_F| + mu f_N)/mu f_N = 2: min 1. */
    {"Ex 6 (mu 0.5): friction has the wrong sign", ex6_slipping,
     {G * COS30, 0.5 * G * COS30}, 1, CF_COND_FRICTION_DIRECTION, 1.0, -1},
    /* Slipping with |f_F| = 0.4 f_N < mu f_N: a_F = 1.5067, S_F = 8.3033,
     * 0.1815; 0.1 f_N / 0.5 f_N = 0.2: min 0.1815. */
    {"Ex 6 (mu 0.5): slips below the bound", ex6_slipping, {G * COS30, -0.4 * G * COS30}, 1,
     CF_COND_FRICTION_DIRECTION, 1.5067 / 8.3033, -1},
    /* Friction forgotten: a_F = 4.905 = S_F: 1; 0 is mu f_N from the bound: 1. */
    {"Ex 6 (mu 0.6): no friction at all", ex6_sticking, {G * COS30, 0}, 1,
     CF_COND_FRICTION_DIRECTION, 1.0, -1},
    /* Friction at the bound although the particle sticks: a_F = -0.1924,
     * S_F = 4.905 + 5.0974: 0.01924, against 2 from the bound. */
    {"Ex 6 (mu 0.6): friction pushes it up the slope", ex6_sticking,
     {G * COS30, -0.6 * G * COS30}, 1, CF_COND_FRICTION_DIRECTION, 0.1924 / 10.0024, -1},
    /* Wall reaction forgotten, floor friction kept: the wall row gets
     * a_1 = -3cs g + (1 - 3s^2)(-N_wall) = -12.743 + 3.540 = -9.203 with
     * S_1 = 12.743 + 3.540: 0.5652, more than row 0 (complementarity 0.12)
     * or the friction row (0.16). */
    {"Ex 7: wall force forgotten", ex7_ladder, {G, 0, -G / 2 * SIN30 / COS30}, 1,
     CF_COND_ACCEL_NONNEG, 9.203 / 16.283, -1},

    /* 3D friction.  Force errors are divided by mu f_N = 4.905; the
     * acceleration of the pair by S_T = |(S_1, S_2)|. */
    /* All of the push resisted: ||f_T|| = 10: (10 - 4.905)/4.905 = 1.0387. */
    {"Ex 10: sticks outside the cone", ex10_push, {G, -10 * COS30, -10 * SIN30}, 1,
     CF_COND_CONE, 5.095 / 4.905, -1},
    /* The ODE box: outside the cone by sqrt(2) - 1 = 0.4142, more than its
     * dissipation error: ||a_T|| = 3.7562 over S_T = |(13.565, 9.905)|
     * = 16.796, 0.2236. */
    {"Ex 10: ODE box friction", ex10_push, {G, -0.5 * G, -0.5 * G}, 1, CF_COND_CONE,
     0.41421, -1},
    /* Friction only along x (one fixed tangent): a_T = (3.755, 5),
     * S_T = |(13.565, 5)| = 14.457: 6.2531/14.457 = 0.4325, against
     * 4.384/4.905 = 0.89 from the bound. */
    {"Ex 10: friction along x only", ex10_push, {G, -0.5 * G, 0}, 1, CF_COND_MAX_DISSIPATION,
     6.2531 / 14.457, -1},
    /* Right direction, 4 instead of 4.905: a_T = 6, S_T = 14, 0.43;
     * from the bound 0.905/4.905 = 0.1845. */
    {"Ex 10: slides below the bound", ex10_push, {G, -4 * COS30, -4 * SIN30}, 1,
     CF_COND_MAX_DISSIPATION, 0.905 / 4.905, -1},
    /* Friction along the push: ||a_T|| = 14.905 = S_T: 1; from the bound 2. */
    {"Ex 10: friction along the sliding", ex10_push, {G, 0.5 * G * COS30, 0.5 * G * SIN30}, 1,
     CF_COND_MAX_DISSIPATION, 1.0, -1},

    /* Dynamic friction: |f_F + mu f_N slide| / (mu f_N). */
    {"Ex 8 particle: friction along the slide", ex8_particle, {G, 0.5 * G}, 1,
     CF_COND_DYNAMIC, 2.0, -1},
    {"Ex 8 particle: mu 0.3 used instead of 0.5", ex8_particle, {G, -0.3 * G}, 1,
     CF_COND_DYNAMIC, 0.4, -1},
    /* The frictionless answer of Ex 2: mu f_N from the right friction on
     * rows 2 and 3, 1 on each; row 2 first. */
    {"Ex 8 box: friction ignored", ex8_box, {G / 2, G / 2, 0, 0}, 2, CF_COND_DYNAMIC, 1.0, 3},
    /* Front friction pushes: |3.679 + 3.679| / 3.679 = 2. */
    {"Ex 8 box: front friction has the wrong sign", ex8_box,
     {G * 0.5 / 2, G * 1.5 / 2, -0.5 * G * 0.5 / 2, 0.5 * G * 1.5 / 2}, 3, CF_COND_DYNAMIC,
     2.0, -1},
    {NULL, NULL, {0}, 0, CF_COND_NONE, 0, -1},
};

static int count_wrong_answers(void)
{
    int count = 0;
    while (wrong_answers[count].name != NULL)
        count++;
    return count;
}

static void test_wrong_answers_are_rejected_with_row_and_condition(void)
{
    printf("\n");
    for (const wrong_answer *w = wrong_answers; w->name != NULL; w++) {
        cf_problem *p = w->build();
        if (p == NULL)
            continue;
        cf_certificate c = cf_certify(p, w->f, CF_CERTIFY_DEFAULT_TOL, NULL);
        printf("    %-46s ", w->name);
        cf_certificate_print(stdout, p, &c);
        CF_ASSERT_MSG(!c.ok, "%s: certified with worst %g", w->name, c.worst);
        CF_ASSERT_MSG((c.worst_row == w->row || c.worst_row == w->tied_row) &&
                          c.worst_condition == w->condition,
                      "%s: reported row %d (%s), expected row %d (%s)", w->name, c.worst_row,
                      cf_condition_name(c.worst_condition), w->row,
                      cf_condition_name(w->condition));
        if (isfinite(w->size))
            CF_ASSERT_NEAR(c.worst, w->size, 1e-3 * w->size, w->name);
        else
            CF_ASSERT_MSG(c.worst == INFINITY, "%s: worst %g, expected inf", w->name, c.worst);
        cf_problem_free(p);
    }
}

/* Every condition is exercised by at least one wrong answer. */
static void test_every_condition_has_a_wrong_answer(void)
{
    CF_ASSERT_MSG(count_wrong_answers() >= 24, "only %d wrong answers", count_wrong_answers());
    for (int k = CF_COND_FINITE; k < CF_COND_COUNT; k++) {
        int seen = 0;
        for (const wrong_answer *w = wrong_answers; w->name != NULL; w++)
            seen += w->condition == (cf_condition)k;
        CF_ASSERT_MSG(seen > 0, "no wrong answer violates %s", cf_condition_name(k));
    }
}

/* ------------------------------------------------------------------------
 * The printed verdict and the names.
 * ------------------------------------------------------------------------ */

/* cf_certificate_print into a string, through a temporary file. */
static void print_to_string(const cf_problem *p, const cf_certificate *c, char *text, size_t size)
{
    text[0] = '\0';
    FILE *out = tmpfile();
    CF_ASSERT_MSG(out != NULL, "tmpfile failed");
    if (out == NULL)
        return;
    cf_certificate_print(out, p, c);
    rewind(out);
    size_t got = fread(text, 1, size - 1, out);
    text[got] = '\0';
    fclose(out);
}

static void test_print_names_row_kind_and_condition(void)
{
    cf_problem *p = ex1_particle();
    if (p == NULL)
        return;
    char text[256];
    const double right[] = {2 * G};
    cf_certificate c = cf_certify(p, right, CF_CERTIFY_DEFAULT_TOL, NULL);
    print_to_string(p, &c, text, sizeof text);
    CF_ASSERT_MSG(strcmp(text, "certified: worst violation 0 (tol 1e-09)\n") == 0,
                  "printed \"%s\"", text);

    const double too_large[] = {4 * G};
    c = cf_certify(p, too_large, CF_CERTIFY_DEFAULT_TOL, NULL);
    print_to_string(p, &c, text, sizeof text);
    CF_ASSERT_MSG(strcmp(text, "REJECTED: row 0 (normal) violates complementarity by 0.33 "
                               "(tol 1e-09)\n") == 0,
                  "printed \"%s\"", text);
    cf_problem_free(p);

    p = ex10_push();
    if (p == NULL)
        return;
    const double box[] = {G, -0.5 * G, -0.5 * G};
    c = cf_certify(p, box, CF_CERTIFY_DEFAULT_TOL, NULL);
    print_to_string(p, &c, text, sizeof text);
    const char *prefix = "REJECTED: row 1 (friction3d) violates friction cone by 0.41 ";
    CF_ASSERT_MSG(strncmp(text, prefix, strlen(prefix)) == 0, "printed \"%s\"", text);
    cf_problem_free(p);
}

static void test_condition_names_are_distinct(void)
{
    for (int i = 0; i < CF_COND_COUNT; i++) {
        CF_ASSERT_MSG(strlen(cf_condition_name(i)) > 0, "condition %d has no name", i);
        for (int j = 0; j < i; j++)
            CF_ASSERT_MSG(strcmp(cf_condition_name(i), cf_condition_name(j)) != 0,
                          "conditions %d and %d are both \"%s\"", i, j, cf_condition_name(i));
    }
    CF_ASSERT_MSG(strcmp(cf_condition_name(CF_COND_COMPLEMENTARITY), "complementarity") == 0,
                  "complementarity is called \"%s\"",
                  cf_condition_name(CF_COND_COMPLEMENTARITY));
}

static void test_missing_problem_or_forces_is_rejected(void)
{
    cf_problem *p = ex1_particle();
    if (p == NULL)
        return;
    cf_certificate c = cf_certify(p, NULL, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(!c.ok && c.worst_row == -1, "NULL forces certified");
    const double f[] = {2 * G};
    c = cf_certify(NULL, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(!c.ok && c.worst_row == -1, "NULL problem certified");
    cf_problem_free(p);
}

/* ------------------------------------------------------------------------
 * 3. Tolerance and scale.
 * ------------------------------------------------------------------------ */

/* Ex 2 with f = (1 + e) g/2: a = e g per row, S = g + 3 (1 + e) g/2 and
 * F = S/2.5, so the violation is e g / S, about 0.4 |e| (complementarity
 * when e > 0, acceleration when e < 0). */
static void test_tolerance_is_relative(void)
{
    cf_problem *p = ex2_box();
    if (p == NULL)
        return;
    const double errors[] = {1e-12, -1e-12, 1e-6, -1e-6};
    for (int k = 0; k < 4; k++) {
        double e = errors[k];
        const double f[] = {(1 + e) * G / 2, (1 + e) * G / 2};
        cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
        int should_pass = fabs(e) < 1e-9;
        CF_ASSERT_MSG(c.ok == should_pass, "Ex 2 off by %g relative: ok = %d, worst %g", e,
                      c.ok, c.worst);
        CF_ASSERT_NEAR(c.worst, 0.4 * fabs(e), 0.01 * fabs(e), "Ex 2, size of the violation");
        CF_ASSERT_MSG(c.tol == CF_CERTIFY_DEFAULT_TOL, "tol %g not reported", c.tol);
    }
    /* A looser tolerance accepts the 1e-6 answer. */
    const double f[] = {(1 + 1e-6) * G / 2, (1 + 1e-6) * G / 2};
    cf_certificate c = cf_certify(p, f, 1e-5, NULL);
    CF_ASSERT_MSG(c.ok, "1e-6 error rejected at tol 1e-5 (worst %g)", c.worst);
    cf_problem_free(p);
}

/* Scale p and f by the units change (A, f, b) -> (A a_factor/f_factor,
 * f f_factor, b a_factor): every acceleration is multiplied by a_factor,
 * every force by f_factor, and the verdict must not change. */
static cf_certificate certify_rescaled(const cf_problem *original, const double *f,
                                       double force_factor, double accel_factor)
{
    cf_problem *p = cf_problem_new(original->n);
    cf_certificate none = {0, INFINITY, -2, CF_COND_NONE, 0, 0, 0, 0, 0};
    CF_ASSERT_MSG(p != NULL, "cf_problem_new failed");
    if (p == NULL)
        return none;
    int n = p->n;
    double scaled_f[MAX_ROWS];
    for (int i = 0; i < n; i++) {
        p->rows[i] = original->rows[i];
        p->b[i] = original->b[i] * accel_factor;
        scaled_f[i] = f[i] * force_factor;
        for (int j = 0; j < n; j++)
            p->A[i * n + j] = original->A[i * n + j] * accel_factor / force_factor;
    }
    cf_certificate c = cf_certify(p, scaled_f, CF_CERTIFY_DEFAULT_TOL, NULL);
    cf_problem_free(p);
    return c;
}

/* The factors are powers of two, so the rescaled numbers are exact and
 * every violation must come out bit for bit the same: ok, row, condition
 * and size.  (With factors like 1e6, two rows that tie in exact arithmetic
 * can swap places by a rounding.) */
static void check_same_verdict(const char *name, const cf_problem *p, const double *f)
{
    /* A times 2^20 (forces 2^20 times smaller), and b times 2^20. */
    const double factors[2][2] = {{0x1p-20, 1.0}, {0x1p20, 0x1p20}};
    cf_certificate reference = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    for (int k = 0; k < 2; k++) {
        cf_certificate c = certify_rescaled(p, f, factors[k][0], factors[k][1]);
        CF_ASSERT_MSG(c.ok == reference.ok && c.worst_row == reference.worst_row &&
                          c.worst_condition == reference.worst_condition &&
                          (c.worst == reference.worst || isnan(reference.worst)),
                      "%s rescaled (forces x %g, accelerations x %g): ok %d row %d (%s), "
                      "unscaled ok %d row %d (%s)",
                      name, factors[k][0], factors[k][1], c.ok, c.worst_row,
                      cf_condition_name(c.worst_condition), reference.ok, reference.worst_row,
                      cf_condition_name(reference.worst_condition));
    }
}

static void test_verdict_does_not_depend_on_units(void)
{
    for (const right_answer *r = right_answers; r->name != NULL; r++) {
        cf_problem *p = r->build();
        if (p == NULL)
            continue;
        check_same_verdict(r->name, p, r->f);
        cf_problem_free(p);
    }
    for (const wrong_answer *w = wrong_answers; w->name != NULL; w++) {
        cf_problem *p = w->build();
        if (p == NULL)
            continue;
        check_same_verdict(w->name, p, w->f);
        cf_problem_free(p);
    }
}

/* tests/cases/diag-spread.cf: A = diag(1, 1e11), b = (-1, -1).  The answer
 * f = (1, 0) leaves a_1 = -1; its row's terms are |b_1| = 1 (f_1 = 0 adds
 * nothing), so the violation is exactly 1.  Under one global scale,
 * max|A| max|f| = 1e11, the same error measured 1e-11 and passed. */
static void test_light_body_judged_by_its_own_row(void)
{
    cf_problem *p = cf_test_load("diag-spread.cf");
    if (p == NULL)
        return;
    const double wrong[] = {1, 0};
    cf_certificate c = cf_certify(p, wrong, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(!c.ok && c.worst_row == 1 && c.worst_condition == CF_COND_ACCEL_NONNEG &&
                      c.worst == 1.0,
                  "f = (1, 0): ok %d, row %d (%s) by %g", c.ok, c.worst_row,
                  cf_condition_name(c.worst_condition), c.worst);
    CF_ASSERT_MSG(c.row_accel_scale == 1.0, "S_1 = %g, expected |b_1| = 1", c.row_accel_scale);

    c = cf_certify(p, p->expect_f, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(c.ok, "f = (1, 1e-11) rejected: row %d (%s) by %g", c.worst_row,
                  cf_condition_name(c.worst_condition), c.worst);
    char why[256];
    CF_ASSERT_MSG(cf_check_expectations(p, p->expect_f, NULL, why, sizeof why), "%s", why);
    cf_problem_free(p);
}

/* ------------------------------------------------------------------------
 * Every row, every problem: a correct answer passes, and the same answer
 * with one row's force or acceleration off by 1e-6 of that row's own
 * scale, or with one friction force's sign flipped, is rejected.  The
 * scales are computed here from their definitions, not taken from the
 * certifier:
 *   acceleration of row i:  S_i = max(|b_i| + sum_j |A_ij f_j|, floor),
 *     floor = n_B u max_{k in B} (|b_k| + sum_j |A_kj f_j|) / tol, B the
 *     coupled block of row i (certify.h) and n_B its rows
 *   force of a normal or bilateral row:  S_i / |A_ii|
 *   force of a friction or dynamic row:  max(mu f_N, floor / |A_ii|)
 * A change is made only where it makes the answer wrong: a normal row's
 * acceleration is lowered only where it is 0 and raised only where the
 * row carries a force; a friction row's acceleration is changed only
 * while it sticks inside its bound; a dynamic row's not at all.
 * ------------------------------------------------------------------------ */

#define PERTURBATION 1e-6

static double row_terms(const cf_problem *p, const double *f, int i)
{
    double sum = fabs(p->b[i]);
    for (int j = 0; j < p->n; j++)
        sum += fabs(p->A[(size_t)i * (size_t)p->n + (size_t)j] * f[j]);
    return sum;
}

static double row_accel(const cf_problem *p, const double *f, int i)
{
    double sum = p->b[i];
    for (int j = 0; j < p->n; j++)
        sum += p->A[(size_t)i * (size_t)p->n + (size_t)j] * f[j];
    return sum;
}

/* The block of each row, by its definition in certify.h: rows i and j
 * are in one block when A_ij or A_ji is not 0, or when one is a friction
 * or dynamic row bound to the other, and so on transitively.  Found here
 * by repeated relabelling (each row takes the smallest label of a row it
 * touches, until nothing changes), not by the certifier's union-find. */
static void blocks_of(const cf_problem *p, int *label)
{
    const int n = p->n;
    for (int i = 0; i < n; i++)
        label[i] = i;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                const cf_row *r = &p->rows[i];
                int bound = (r->kind == CF_ROW_FRICTION2D || r->kind == CF_ROW_FRICTION3D ||
                             r->kind == CF_ROW_DYNAMIC) && r->normal == j;
                int touch = p->A[(size_t)i * (size_t)n + (size_t)j] != 0.0 ||
                            p->A[(size_t)j * (size_t)n + (size_t)i] != 0.0 || bound;
                if (touch && label[j] < label[i]) {
                    label[i] = label[j];
                    changed = 1;
                } else if (touch && label[i] < label[j]) {
                    label[j] = label[i];
                    changed = 1;
                }
            }
    }
}

/* The floor of certify.h for row i: n_B u max_{k in B} (terms of row k) / tol,
 * B the block of row i and n_B its rows. */
static double scale_floor(const cf_problem *p, const double *f, int i)
{
    int label[64];
    CF_ASSERT_MSG(p->n <= 64, "scale_floor takes 64 rows, got %d", p->n);
    if (p->n > 64)
        return 0.0;
    blocks_of(p, label);
    double largest = 0.0;
    int size = 0;
    for (int k = 0; k < p->n; k++)
        if (label[k] == label[i]) {
            largest = fmax(largest, row_terms(p, f, k));
            size++;
        }
    return size * DBL_EPSILON * largest / CF_CERTIFY_DEFAULT_TOL;
}

static double own_accel_scale(const cf_problem *p, const double *f, int i)
{
    return fmax(row_terms(p, f, i), scale_floor(p, f, i));
}

static int is_friction(cf_row_kind kind)
{
    return kind == CF_ROW_FRICTION2D || kind == CF_ROW_FRICTION3D || kind == CF_ROW_DYNAMIC;
}

/* The force scale of row i as defined above, 0 where there is none
 * (A_ii = 0, or a contact without normal force). */
static double own_force_scale(const cf_problem *p, const double *f, int i)
{
    const cf_row *row = &p->rows[i];
    double diagonal = fabs(p->A[(size_t)i * (size_t)p->n + (size_t)i]);
    if (diagonal == 0.0)
        return 0.0;
    if (is_friction(row->kind))
        return fmax(row->mu * fmax(f[row->normal], 0.0), scale_floor(p, f, i) / diagonal);
    return own_accel_scale(p, f, i) / diagonal;
}

/* The friction of the contact of row t, inside its bound by a margin. */
static int sticks_inside(const cf_problem *p, const double *f, int t)
{
    double friction = 0.0;
    for (int j = 0; j < p->n; j++)
        if (p->rows[j].kind == p->rows[t].kind && p->rows[j].normal == p->rows[t].normal)
            friction = hypot(friction, f[j]);
    return friction < 0.999 * p->rows[t].mu * f[p->rows[t].normal];
}

typedef struct tally {
    int answers;   /* correct answers certified */
    int changes;   /* wrong answers made from them, every one rejected */
} tally;

static void expect_rejected(const char *name, const cf_problem *p, const double *f,
                            const char *what, int row, tally *t)
{
    cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(!c.ok, "%s: %s of row %d (%s) certified, worst %g on row %d", name, what,
                  row, cf_row_kind_name(p->rows[row].kind), c.worst, c.worst_row);
    t->changes++;
}

/* Row i's force off by +-1e-6 of its scale, and flipped for friction. */
static void change_force(const char *name, const cf_problem *p, double *f, int i, tally *t)
{
    double scale = own_force_scale(p, f, i);
    double kept = f[i];
    if (scale > 0.0) {
        for (int sign = -1; sign <= 1; sign += 2) {
            f[i] = kept + sign * PERTURBATION * scale;
            expect_rejected(name, p, f, sign > 0 ? "force raised" : "force lowered", i, t);
        }
    }
    if (is_friction(p->rows[i].kind) && fabs(kept) >= 1e-3 * scale && kept != 0.0) {
        f[i] = -kept;
        expect_rejected(name, p, f, "friction sign flipped", i, t);
    }
    f[i] = kept;
}

/* Row i's acceleration off by 1e-6 S_i, through b_i, where that is wrong. */
static void change_accel(const char *name, cf_problem *p, const double *f, int i, tally *t)
{
    double S = own_accel_scale(p, f, i), a = row_accel(p, f, i);
    if (S == 0.0)
        return; /* every term of the problem is 0: there is no scale to take 1e-6 of */
    int lower = 0, raise = 0;
    switch (p->rows[i].kind) {
    case CF_ROW_NORMAL:
        lower = fabs(a) <= 1e-12 * S;
        raise = f[i] >= 1e-3 * own_force_scale(p, f, i) && f[i] > 0.0;
        break;
    case CF_ROW_BILATERAL:
        lower = raise = 1;
        break;
    case CF_ROW_FRICTION2D:
    case CF_ROW_FRICTION3D:
        lower = raise = sticks_inside(p, f, i);
        break;
    default:
        break;
    }
    double kept = p->b[i];
    if (lower) {
        p->b[i] = kept - PERTURBATION * S;
        expect_rejected(name, p, f, "acceleration lowered", i, t);
    }
    if (raise) {
        p->b[i] = kept + PERTURBATION * S;
        expect_rejected(name, p, f, "acceleration raised", i, t);
    }
    p->b[i] = kept;
}

/* f must be a correct answer of p; every change of it must be rejected. */
static void check_every_row_change(const char *name, cf_problem *p, const double *f_right,
                                   tally *t)
{
    cf_certificate c = cf_certify(p, f_right, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(c.ok, "%s: correct answer rejected, row %d (%s) by %g", name, c.worst_row,
                  cf_condition_name(c.worst_condition), c.worst);
    if (!c.ok)
        return;
    t->answers++;
    double *f = malloc((size_t)p->n * sizeof *f);
    CF_ASSERT_MSG(f != NULL, "out of memory");
    if (f == NULL)
        return;
    memcpy(f, f_right, (size_t)p->n * sizeof *f);
    for (int i = 0; i < p->n; i++) {
        change_force(name, p, f, i, t);
        change_accel(name, p, f, i, t);
    }
    free(f);
}

/* A row whose terms are all zero is judged against the floor of its
 * block, n_B u max_{k in B} S_k / tol.  Rod with a hinge row 0 that is
 * unloaded (b_0 = 0, f_0 = 0) but coupled, through A_01 = 1, to a contact
 * row 1 that separates (f_1 = 0, a_1 = 30 - 2g), itself coupled to the
 * contact row 2 that carries the weight:
 *   A = [1 1 0; 1 4 -2; 0 -2 4], b = (0, 30, -4g), f = (0, 0, g),
 *   a = (0, 30 - 2g, 0).
 * Row 0's terms are all 0; the block is rows 0-2, whose largest terms are
 * row 2's, S_2 = 4g + 4g = 8g, so the floor lets a_0 be off by 3 u 8g.
 * Raise b_0 to 100 times that: rejected, by 100 tol; to a tenth of it:
 * certified. */
static void test_row_with_zero_terms_judged_by_its_block_floor(void)
{
    const double A[] = {1, 1, 0, 1, 4, -2, 0, -2, 4};
    const double b[] = {0, 30, -4 * G};
    cf_problem *p = problem_from("coupled hinge", 3, A, b);
    if (p == NULL)
        return;
    bind_row(p, 0, CF_ROW_BILATERAL, -1, 0, 0);
    const double f[] = {0, 0, G};
    cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(c.ok && c.worst == 0.0, "the coupled hinge's answer: ok %d, worst %g", c.ok,
                  c.worst);
    double bound = 3 * DBL_EPSILON * 8 * G;
    p->b[0] = 100 * bound;
    c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(!c.ok && c.worst_row == 0 && c.worst_condition == CF_COND_BILATERAL,
                  "a_0 = 100 n_B u max S: ok %d row %d", c.ok, c.worst_row);
    CF_ASSERT_NEAR(c.worst, 100 * CF_CERTIFY_DEFAULT_TOL, 1e-3 * c.worst, "floor violation");
    p->b[0] = 0.1 * bound;
    c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(c.ok, "a_0 = 0.1 n_B u max S rejected by %g", c.worst);
    cf_problem_free(p);
}

/* Ex 5b's hinge row 0 has A_0 = (1, 0, 0) and column 0 = (1, 0, 0): it
 * shares no entry with the rod's other rows, so it is a block of its own,
 * and the rod's contact rows (S = 4g) give it no floor.  With b_0 raised
 * to a tenth of 3 u 4g (the floor the whole problem would give) and f_0
 * left at 0, a_0 = b_0 is off by all of its own terms, |b_0|: rejected,
 * by exactly 1 (an answer that solves row 0 alone, f_0 = -b_0, is
 * certified).  Until the floor was taken per block, this answer was
 * certified. */
static void test_decoupled_row_not_judged_by_other_blocks(void)
{
    cf_problem *p = ex5b_hinged_rod();
    if (p == NULL)
        return;
    p->b[0] = 0.1 * 3 * DBL_EPSILON * 4 * G;
    const double f[] = {0, G / 2, G / 2};
    cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(!c.ok && c.worst_row == 0 && c.worst_condition == CF_COND_BILATERAL &&
                      c.worst == 1.0,
                  "Ex 5b, b_0 = 0.1 (3 u 4g), f_0 = 0: ok %d row %d (%s) by %g", c.ok,
                  c.worst_row, cf_condition_name(c.worst_condition), c.worst);
    const double right[] = {-p->b[0], G / 2, G / 2};
    c = cf_certify(p, right, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(c.ok, "Ex 5b, b_0 = 0.1 (3 u 4g), f_0 = -b_0: rejected by %g", c.worst);
    cf_problem_free(p);
}

/* Two bodies that share no contact: a heavy one pressed into the floor
 * with 1e16 (row 0: A_00 = 1, b_0 = -1e16) and a light one under its own
 * weight (row 1: A_11 = 1, b_1 = -1), A = diag(1, 1), f = (1e16, 1).
 * Over the whole problem the floor would be 2 u (2e16) / tol = 8.9e9, and
 * the light body's contact could be off by 3% (a_1 = 0.03, violation
 * 0.03 / 8.9e9 = 3.4e-12) or missing altogether (a_1 = -1, 1.1e-10) and
 * still pass.  Its block is row 1 alone, with S_1 = |b_1| + |A_11 f_1|:
 *   f_1 = 1.03: complementarity, min(f_1/F_1, a_1/S_1) = 0.03/2.03;
 *   f_1 = 0:    acceleration nonnegativity, |a_1|/S_1 = 1/1 = 1.
 * Both rejected on row 1; the right answer certified; the heavy body's
 * answer off by 3% is rejected too. */
static void test_light_block_next_to_heavy_block(void)
{
    const double A[] = {1, 0, 0, 1}, b[] = {-1e16, -1};
    cf_problem *p = problem_from("light next to heavy", 2, A, b);
    if (p == NULL)
        return;
    const double right[] = {1e16, 1}, light_off[] = {1e16, 1.03}, light_none[] = {1e16, 0};
    const double heavy_off[] = {1.03e16, 1};
    cf_certificate c = cf_certify(p, right, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(c.ok, "f = (1e16, 1) rejected by %g on row %d", c.worst, c.worst_row);
    c = cf_certify(p, light_off, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(!c.ok && c.worst_row == 1 && c.worst_condition == CF_COND_COMPLEMENTARITY,
                  "light force 3%% high: ok %d, row %d (%s) by %g", c.ok, c.worst_row,
                  cf_condition_name(c.worst_condition), c.worst);
    CF_ASSERT_NEAR(c.worst, 0.03 / 2.03, 1e-12, "light force 3% high, violation");
    c = cf_certify(p, light_none, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(!c.ok && c.worst_row == 1 && c.worst_condition == CF_COND_ACCEL_NONNEG &&
                      c.worst == 1.0,
                  "light force 0: ok %d, row %d (%s) by %g", c.ok, c.worst_row,
                  cf_condition_name(c.worst_condition), c.worst);
    c = cf_certify(p, heavy_off, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(!c.ok && c.worst_row == 0, "heavy force 3%% high: ok %d, row %d", c.ok,
                  c.worst_row);
    /* The same in one block (A_01 = A_10 = 1e-300, an entry that couples
     * the rows but moves no sum): now the floor is the heavy row's, and
     * the light row is judged by it, as one block must be. */
    p->A[1] = p->A[2] = 1e-300;
    c = cf_certify(p, light_off, CF_CERTIFY_DEFAULT_TOL, NULL);
    CF_ASSERT_MSG(c.ok, "coupled by 1e-300: light force 3%% high rejected by %g", c.worst);
    cf_problem_free(p);
}

static void test_row_changes_rejected_on_examples(void)
{
    tally t = {0, 0};
    for (const right_answer *r = right_answers; r->name != NULL; r++) {
        cf_problem *p = r->build();
        if (p == NULL)
            continue;
        check_every_row_change(r->name, p, r->f, &t);
        cf_problem_free(p);
    }
    printf("\n    Ex 1-10: %d answers, %d changed answers rejected\n", t.answers, t.changes);
    CF_ASSERT_MSG(t.changes >= 40, "only %d changes", t.changes);
}

/* A correct answer of a small frictionless problem, found by trying every
 * clamped set C in turn (written for this test, independently of the
 * stages): solve A_CC f_C = -b_C, f = 0 elsewhere, and keep the first f
 * with f_C >= 0 and a >= 0 off C, to within 1e-12 of each row's terms.
 * 1 if one was found. */
static int enumerate_clamped(const cf_problem *p, double *f)
{
    int n = p->n;
    double M[10 * 10], rhs[10], x[10];
    if (n > 10 || !cf_problem_all_rows(p, CF_ROW_NORMAL))
        return 0;
    for (unsigned mask = 0; mask < 1u << n; mask++) {
        int index[10], k = 0;
        for (int i = 0; i < n; i++)
            if (mask & 1u << i)
                index[k++] = i;
        for (int r = 0; r < k; r++) {
            rhs[r] = -p->b[index[r]];
            for (int c = 0; c < k; c++)
                M[r * k + c] = p->A[index[r] * n + index[c]];
        }
        if (k > 0 && cf_solve_dense(k, M, rhs, x, 1e-12) != CF_OK)
            continue;
        for (int i = 0; i < n; i++)
            f[i] = 0.0;
        for (int r = 0; r < k; r++)
            f[index[r]] = x[r];
        int feasible = 1;
        for (int i = 0; i < n && feasible; i++) {
            double slack = 1e-12 * row_terms(p, f, i);
            feasible = (mask & 1u << i) ? f[i] >= -slack : row_accel(p, f, i) >= -slack;
        }
        if (feasible)
            return 1;
    }
    return 0;
}

/* Every case file that has a solution: its expected f, or else one found
 * by enumerate_clamped.  Only files that expect a status instead of forces
 * (no-solution, or contradictory joints: singular) are left out. */
static void test_row_changes_rejected_on_case_files(void)
{
    int count;
    char **names = cf_test_list_files(CF_CASES_DIR, "", ".cf", &count);
    tally t = {0, 0};
    int used = 0, without_solution = 0;
    for (int k = 0; k < count; k++) {
        cf_problem *p = cf_test_load(names[k]);
        if (p == NULL)
            continue;
        double found[10];
        if (p->has_expect_status && p->expect_status != CF_OK) { /* a status, not forces */
            without_solution++;
        } else if (p->expect_f != NULL) {
            check_every_row_change(names[k], p, p->expect_f, &t);
            used++;
        } else if (enumerate_clamped(p, found)) {
            check_every_row_change(names[k], p, found, &t);
            used++;
        }
        cf_problem_free(p);
    }
    cf_test_free_names(names);
    printf("\n    tests/cases: %d files with a solution (%d without), %d changed answers "
           "rejected\n", used, without_solution, t.changes);
    CF_ASSERT_MSG(used + without_solution == count && t.changes >= 60,
                  "%d files of %d used, %d without a solution, %d changes", used, count,
                  without_solution, t.changes);
}

/* ------------------------------------------------------------------------
 * Random contact problems whose masses span 1e-6 .. 1e6, with answers
 * manufactured: 2D bodies (x, y, angle), contacts with the ground or
 * between two bodies, each a normal row and, on some, a friction2d row.
 * A = J M^-1 J^T.  The answer is chosen first: every normal row clamped
 * (f > 0, a = 0), separating (f = 0, a > 0) or both zero; every friction
 * row sticking inside its bound (a = 0) or sliding at it, against its a.
 * Then b = a - A f.  Rounding b leaves the chosen f correct to a few
 * units of rounding of each row's own terms, which is all a correct
 * answer can promise.  Forces are sized so that each row's own force
 * produces an acceleration of the order of g on it, as gravity would.
 * ------------------------------------------------------------------------ */

#define RANDOM_BODIES 3
#define RANDOM_CONTACTS 4
#define RANDOM_MAX_ROWS (2 * RANDOM_CONTACTS)

/* A small deterministic generator (64-bit LCG, Knuth's MMIX constants), so
 * that every run tests the same problems on every platform. */
static double uniform(unsigned long long *state, double low, double high)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return low + (high - low) * (double)(*state >> 11) / 9007199254740992.0;
}

typedef struct body2d {
    double inverse_mass, inverse_inertia;
} body2d;

/* Row of J for a force along direction d at point r (from the body's
 * centre): the body's (x, y, angle) accelerate along (d, r x d). */
static void jacobian_entries(double *J_row, int body, double sign, const double r[2],
                             const double d[2])
{
    J_row[3 * body] += sign * d[0];
    J_row[3 * body + 1] += sign * d[1];
    J_row[3 * body + 2] += sign * (r[0] * d[1] - r[1] * d[0]);
}

/* A random problem A = J M^-1 J^T, with friction rows on about half of the
 * contacts when friction is 1, and b = J M^-1 (gravity): every body falls
 * at g, whatever its mass. */
static cf_problem *random_contact_problem(unsigned long long *state, int friction)
{
    body2d bodies[RANDOM_BODIES];
    for (int k = 0; k < RANDOM_BODIES; k++) {
        double mass = pow(10.0, uniform(state, -6, 6));
        double radius = uniform(state, 0.2, 2);
        bodies[k].inverse_mass = 1 / mass;
        bodies[k].inverse_inertia = 1 / (mass * radius * radius / 2);
    }
    double J[RANDOM_MAX_ROWS][3 * RANDOM_BODIES];
    memset(J, 0, sizeof J);
    cf_row rows[RANDOM_MAX_ROWS];
    int n = 0;
    for (int c = 0; c < RANDOM_CONTACTS; c++) {
        int first = (int)uniform(state, 0, RANDOM_BODIES);
        int second = (int)uniform(state, -1, RANDOM_BODIES); /* -1: the ground */
        if (second == first)
            second = -1;
        double angle = uniform(state, 0, 6.283185307179586); /* 2 pi */
        double normal[2] = {cos(angle), sin(angle)}, tangent[2] = {-sin(angle), cos(angle)};
        double r1[2] = {uniform(state, -1, 1), uniform(state, -1, 1)};
        double r2[2] = {uniform(state, -1, 1), uniform(state, -1, 1)};
        int k = n;
        jacobian_entries(J[n], first, 1, r1, normal);
        if (second >= 0)
            jacobian_entries(J[n], second, -1, r2, normal);
        rows[n++] = (cf_row){CF_ROW_NORMAL, -1, 0, 0};
        if (friction && uniform(state, 0, 1) < 0.5) {
            jacobian_entries(J[n], first, 1, r1, tangent);
            if (second >= 0)
                jacobian_entries(J[n], second, -1, r2, tangent);
            rows[n++] = (cf_row){CF_ROW_FRICTION2D, k, uniform(state, 0.1, 1), 0};
        }
    }
    cf_problem *p = cf_problem_new(n);
    CF_ASSERT_MSG(p != NULL, "out of memory");
    if (p == NULL)
        return NULL;
    snprintf(p->name, sizeof p->name, "random-masses");
    for (int i = 0; i < n; i++) {
        p->rows[i] = rows[i];
        for (int j = 0; j < n; j++) {
            double sum = 0.0;
            for (int k = 0; k < RANDOM_BODIES; k++) {
                sum += J[i][3 * k] * J[j][3 * k] * bodies[k].inverse_mass;
                sum += J[i][3 * k + 1] * J[j][3 * k + 1] * bodies[k].inverse_mass;
                sum += J[i][3 * k + 2] * J[j][3 * k + 2] * bodies[k].inverse_inertia;
            }
            p->A[i * n + j] = sum;
        }
        p->b[i] = 0.0;
        for (int k = 0; k < RANDOM_BODIES; k++)
            p->b[i] -= J[i][3 * k + 1] * G;
    }
    return p;
}

/* Choose an answer f, a for p and replace b by a - A f: normal rows first,
 * then their friction. */
static void manufacture_answer(unsigned long long *state, cf_problem *p, double *f)
{
    int n = p->n;
    double a[RANDOM_MAX_ROWS];
    for (int i = 0; i < n; i++) {
        double unit_force = G / p->A[i * n + i]; /* produces g on its own row */
        double choice = uniform(state, 0, 1);
        if (p->rows[i].kind == CF_ROW_NORMAL) {
            f[i] = choice < 0.6 ? uniform(state, 0.1, 2) * unit_force : 0.0;
            a[i] = choice >= 0.6 && choice < 0.9 ? uniform(state, 0.1, 2) * G : 0.0;
        } else {
            double bound = p->rows[i].mu * f[p->rows[i].normal];
            if (choice < 0.5 || bound == 0.0) { /* sticking, inside the bound */
                f[i] = uniform(state, -0.9, 0.9) * bound;
                a[i] = 0.0;
            } else { /* sliding, friction at the bound against a */
                double slide = choice < 0.75 ? 1.0 : -1.0;
                f[i] = -slide * bound;
                a[i] = slide * uniform(state, 0.1, 2) * G;
            }
        }
    }
    for (int i = 0; i < n; i++) {
        double Af = 0.0;
        for (int j = 0; j < n; j++)
            Af += p->A[i * n + j] * f[j];
        p->b[i] = a[i] - Af;
    }
}

static void test_row_changes_rejected_on_random_masses(void)
{
    unsigned long long state = 20261124;
    tally t = {0, 0};
    double smallest = INFINITY, largest = 0.0;
    for (int k = 0; k < 400; k++) {
        double f[RANDOM_MAX_ROWS];
        cf_problem *p = random_contact_problem(&state, 1);
        if (p == NULL)
            return;
        manufacture_answer(&state, p, f);
        for (int i = 0; i < p->n; i++) {
            smallest = fmin(smallest, p->A[i * p->n + i]);
            largest = fmax(largest, p->A[i * p->n + i]);
        }
        char name[64];
        snprintf(name, sizeof name, "random problem %d", k);
        check_every_row_change(name, p, f, &t);
        cf_problem_free(p);
    }
    printf("\n    400 random problems, A_ii from %.1e to %.1e: %d answers certified, "
           "%d changed answers rejected\n", smallest, largest, t.answers, t.changes);
    CF_ASSERT_MSG(t.answers == 400 && largest / smallest > 1e10, "%d answers, spread %g",
                  t.answers, largest / smallest);
}

/* The same random bodies, frictionless, under gravity alone, solved by
 * trying every clamped set: a correct answer computed by a direct solve
 * must certify, and every change of it must be rejected. */
static void test_row_changes_rejected_on_random_gravity_problems(void)
{
    unsigned long long state = 19940724;
    tally t = {0, 0};
    int problems = 400, solved = 0, loaded = 0;
    for (int k = 0; k < problems; k++) {
        double f[RANDOM_MAX_ROWS];
        cf_problem *p = random_contact_problem(&state, 0);
        if (p == NULL)
            return;
        if (enumerate_clamped(p, f)) {
            char name[64];
            snprintf(name, sizeof name, "gravity problem %d", k);
            check_every_row_change(name, p, f, &t);
            solved++;
            loaded += cf_max_abs(p->n, f) > 0.0;
        }
        cf_problem_free(p);
    }
    printf("\n    %d random problems under gravity: %d solved by enumeration (%d with a "
           "contact force), %d answers certified, %d changed answers rejected\n", problems,
           solved, loaded, t.answers, t.changes);
    CF_ASSERT_MSG(t.answers == solved && loaded >= problems / 4, "%d solved, %d loaded, "
                  "%d certified", solved, loaded, t.answers);
}

/* ------------------------------------------------------------------------
 * 4. Expectations stated in a problem file.
 * ------------------------------------------------------------------------ */

static double *vector_of(int n, const double *values)
{
    double *v = malloc((size_t)n * sizeof *v);
    CF_ASSERT_MSG(v != NULL, "out of memory");
    if (v != NULL)
        memcpy(v, values, (size_t)n * sizeof *v);
    return v;
}

static void test_expected_forces_compared_where_unique(void)
{
    cf_problem *p = ex2_box();
    if (p == NULL)
        return;
    const double right[] = {G / 2, G / 2};
    const double zero_a[] = {0, 0};
    p->expect_f = vector_of(2, right);
    p->expect_f_tol = 1e-9;
    p->expect_a = vector_of(2, zero_a);
    p->expect_a_tol = 1e-9;
    p->f_unique = 1;
    char why[256];

    int ok = cf_check_expectations(p, right, zero_a, why, sizeof why);
    CF_ASSERT_MSG(ok && why[0] == '\0', "right answer failed: %s", why);

    /* a = NULL: the accelerations are computed from f. */
    ok = cf_check_expectations(p, right, NULL, why, sizeof why);
    CF_ASSERT_MSG(ok, "right answer failed with a computed: %s", why);

    const double wrong[] = {G / 2, 4.9};
    ok = cf_check_expectations(p, wrong, zero_a, why, sizeof why);
    CF_ASSERT_MSG(!ok && strcmp(why, "f[1] = 4.9, expected 4.905 (tol 1e-09)") == 0,
                  "ok %d, why \"%s\"", ok, why);

    /* Not stated (-1) still means: compare. */
    p->f_unique = -1;
    ok = cf_check_expectations(p, wrong, zero_a, why, sizeof why);
    CF_ASSERT_MSG(!ok, "f_unique = -1: wrong f passed");

    /* Stated not unique: f is not compared, but a still is. */
    p->f_unique = 0;
    ok = cf_check_expectations(p, wrong, zero_a, why, sizeof why);
    CF_ASSERT_MSG(ok, "f_unique = 0: f was compared (%s)", why);
    ok = cf_check_expectations(p, wrong, NULL, why, sizeof why);
    CF_ASSERT_MSG(!ok && strncmp(why, "a[0] = ", 7) == 0, "a not compared: ok %d, why \"%s\"",
                  ok, why);
    cf_problem_free(p);
}

/* Ex 3's invariants (the book, chapter 2, Example 3): sum f = m g, and no torque,
 * sum f_i x_i = sum f_i y_i = 0, with corners (1,1), (-1,1), (-1,-1), (1,-1). */
static int add_invariant(cf_problem *p, const char *label, const double *f_coef, double value)
{
    cf_invariant *grown = realloc(p->invariants, (size_t)(p->n_invariants + 1) * sizeof *grown);
    CF_ASSERT_MSG(grown != NULL, "out of memory");
    if (grown == NULL)
        return 0;
    p->invariants = grown;
    cf_invariant *inv = &p->invariants[p->n_invariants];
    memset(inv, 0, sizeof *inv);
    snprintf(inv->label, sizeof inv->label, "%s", label);
    inv->f_coef = vector_of(p->n, f_coef);
    inv->a_coef = calloc((size_t)p->n, sizeof *inv->a_coef);
    inv->value = value;
    inv->tol = 1e-9;
    p->n_invariants++;
    CF_ASSERT_MSG(inv->f_coef != NULL && inv->a_coef != NULL, "out of memory");
    return inv->f_coef != NULL && inv->a_coef != NULL;
}

static void test_invariants_checked_when_forces_are_not_unique(void)
{
    cf_problem *p = ex3_cube();
    if (p == NULL)
        return;
    const double ones[] = {1, 1, 1, 1}, x[] = {1, -1, -1, 1}, y[] = {1, 1, -1, -1};
    const double corners[] = {G / 2, 0, G / 2, 0};
    p->expect_f = vector_of(4, corners);
    p->expect_f_tol = 1e-9;
    p->f_unique = 0;
    if (!add_invariant(p, "weight", ones, G) || !add_invariant(p, "torque x", x, 0) ||
        !add_invariant(p, "torque y", y, 0)) {
        cf_problem_free(p);
        return;
    }
    char why[256];
    const double even[] = {G / 4, G / 4, G / 4, G / 4};
    int ok = cf_check_expectations(p, even, NULL, why, sizeof why);
    CF_ASSERT_MSG(ok, "the even split of Ex 3 failed: %s", why);

    /* Sums exactly to 9.75 in binary: 2.5 + 2.5 + 2.5 + 2.25. */
    const double light[] = {2.5, 2.5, 2.5, 2.25};
    ok = cf_check_expectations(p, light, NULL, why, sizeof why);
    CF_ASSERT_MSG(!ok && strcmp(why, "invariant weight: got 9.75, expected 9.81 (tol 1e-09)") == 0,
                  "ok %d, why \"%s\"", ok, why);

    /* Right weight, off-centre: sum f_i x_i = g/2 - g/4 - 0 + g/4 = g/2. */
    const double tilted[] = {G / 2, G / 4, 0, G / 4};
    ok = cf_check_expectations(p, tilted, NULL, why, sizeof why);
    CF_ASSERT_MSG(!ok && strncmp(why, "invariant torque x: got ", 24) == 0, "ok %d, why \"%s\"",
                  ok, why);
    cf_problem_free(p);
}

/* ------------------------------------------------------------------------
 * 5. Peer problems: the Siconos reference solutions certify.
 * ------------------------------------------------------------------------ */

typedef cf_problem *(*peer_reader)(const char *path, cf_error *err);

typedef struct peer_tally {
    int files;      /* .dat files with a .sol */
    int certified;
    int not_judged; /* data below Siconos's absolute threshold, see below */
    int outside_cone; /* friction outside a cone with no normal force, see below */
    int skipped;    /* .dat files without a .sol */
    double worst;   /* over the judged files */
    char worst_file[256];
} peer_tally;

static double norm2(int n, const double *x)
{
    double sum = 0.0;
    for (int i = 0; i < n; i++)
        sum += x[i] * x[i];
    return sqrt(sum);
}

/* Siconos divides its residual by max(||q||, ||r||, ||u||) unless that is
 * at most 2.2e-16, when it judges the absolute residual instead
 * (tests/peer/siconos/README.md, section 5).  Such a reference is "solved" by any r of
 * roundoff size, so it carries no accuracy relative to its own scale, the
 * only scale the certifier knows: its verdict is printed, not asserted. */
static int below_siconos_threshold(const cf_problem *p, const double *f, const double *a)
{
    double size = fmax(norm2(p->n, p->b), fmax(norm2(p->n, f), norm2(p->n, a)));
    return size <= DBL_EPSILON;
}

static void report_peer_verdict(const char *name, const cf_problem *p, const cf_certificate *c,
                                int judged)
{
    printf("    %-40s n %4d  worst %8.2g", name, p->n, c->worst);
    if (c->worst_row >= 0)
        printf("  (row %d, %s)", c->worst_row, cf_condition_name(c->worst_condition));
    if (!judged)
        printf("  not judged: data below 2.2e-16");
    printf("\n");
}

/* How far the friction of the contact that row t belongs to lies outside
 * its cone, ||f_T|| - mu max(f_N, 0), computed here from the rows' bindings
 * alone (not by the certifier).  0 when t is not a friction row. */
static double friction_outside_cone(const cf_problem *p, const double *f, int t)
{
    if (t < 0 || t >= p->n || (p->rows[t].kind != CF_ROW_FRICTION2D &&
                                p->rows[t].kind != CF_ROW_FRICTION3D))
        return 0.0;
    int k = p->rows[t].normal;
    double sum_squares = 0.0;
    for (int j = 0; j < p->n; j++)
        if (p->rows[j].kind == p->rows[t].kind && p->rows[j].normal == k)
            sum_squares += f[j] * f[j];
    return sqrt(sum_squares) - p->rows[t].mu * fmax(f[k], 0.0);
}

/* A reference rejected per contact is accepted as peer data only when
 * this test confirms, by its own arithmetic, what the rejection says: the
 * worst contact's friction lies outside its cone, and by no more than
 * 1e-6 of the largest force, the accuracy Siconos claims in its own
 * (whole-vector) measure.  Such a contact carries almost no normal force,
 * so its bound mu f_N is almost 0, and the iterative solver's friction
 * there is noise of the size of the whole problem's error. */
static int rejected_as_noise_outside_cone(const cf_problem *p, const double *f,
                                          const cf_certificate *c)
{
    if (c->worst_condition != CF_COND_CONE && c->worst_condition != CF_COND_FRICTION_BOUND)
        return 0;
    double outside = friction_outside_cone(p, f, c->worst_row);
    return outside > 0.0 && outside <= 1e-6 * cf_max_abs(p->n, f);
}

/* The references rejected on a contact with almost no normal force, as
 * the certifier's appendix names them: any other rejection is a failure,
 * and so is one of these being certified (the appendix would be wrong).
 * The first two are judged by the floor of a block of 156 and 885 rows;
 * the other four, since the floor is taken per block (certify.h), by the
 * floor of their own small block: a contact with f_N = 0 (or -2.6e-26)
 * and a friction of 2.2e-16 to 7.2e-16, the size of the whole problem's
 * roundoff, in a block of 2 to 12 rows whose own forces are 0 or about
 * 1e-3.  Over the whole problem's floor they passed. */
static const char *const peer_outside_cone[] = {
    "BoxesStack1-i100000-32.hdf5.dat",
    "RockPile_tob1.dat",
    "Capsules-i101-404.dat",
    "Capsules-i103-990.dat",
    "Capsules-i122-1617.dat",
    "fc2d_granularflowonwall_02020_00213.dat",
};
enum { PEER_OUTSIDE_CONE = sizeof peer_outside_cone / sizeof peer_outside_cone[0] };

static int listed_outside_cone(const char *name)
{
    for (int k = 0; k < PEER_OUTSIDE_CONE; k++)
        if (strcmp(name, peer_outside_cone[k]) == 0)
            return 1;
    return 0;
}

static void judge_reference(const char *name, const cf_problem *p, const double *f,
                            double tol, peer_tally *tally)
{
    double *a = malloc((size_t)p->n * sizeof *a);
    CF_ASSERT_MSG(a != NULL, "out of memory");
    if (a == NULL)
        return;
    cf_certificate c = cf_certify(p, f, tol, a);
    int judged = !below_siconos_threshold(p, f, a);
    report_peer_verdict(name, p, &c, judged);
    if (!judged) {
        tally->not_judged++;
    } else if (!c.ok && rejected_as_noise_outside_cone(p, f, &c) &&
               listed_outside_cone(name)) {
        printf("    %-40s rejected: friction %.2g outside the cone of row %d (f_N %.2g), "
               "max|f| %.2g\n", "", friction_outside_cone(p, f, c.worst_row), c.worst_row,
               f[p->rows[c.worst_row].normal], cf_max_abs(p->n, f));
        tally->outside_cone++;
    } else {
        CF_ASSERT_MSG(c.ok, "%s: the reference solution violates %s on row %d by %g", name,
                      cf_condition_name(c.worst_condition), c.worst_row, c.worst);
        tally->certified += c.ok;
        if (c.worst >= tally->worst) {
            tally->worst = c.worst;
            snprintf(tally->worst_file, sizeof tally->worst_file, "%s", name);
        }
    }
    free(a);
}

static void certify_peer_file(const char *dir, const char *name, peer_reader read,
                              double tol, peer_tally *tally)
{
    char dat[1024], sol[1024];
    snprintf(dat, sizeof dat, "%s/%s", dir, name);
    snprintf(sol, sizeof sol, "%s/%.*s.sol", dir, (int)(strlen(name) - 4), name);
    if (access(sol, R_OK) != 0) {
        printf("    %-40s no .sol (no solution exists), skipped\n", name);
        tally->skipped++;
        return;
    }
    tally->files++;
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = read(dat, &err);
    CF_ASSERT_MSG(p != NULL, "cannot read %s: %s", dat, err.message);
    if (p == NULL)
        return;
    double *f = cf_read_vector_file(sol, p->n, &err);
    CF_ASSERT_MSG(f != NULL, "cannot read %s: %s", sol, err.message);
    if (f != NULL)
        judge_reference(name, p, f, tol, tally);
    free(f);
    cf_problem_free(p);
}

static peer_tally certify_peer_dir(const char *label, const char *dir, peer_reader read,
                                   double tol)
{
    int count;
    char **names = cf_test_list_files(dir, "", ".dat", &count);
    peer_tally tally = {0, 0, 0, 0, 0, 0.0, "(none)"};
    clock_t start = clock();
    printf("\n");
    for (int i = 0; i < count; i++)
        certify_peer_file(dir, names[i], read, tol, &tally);
    cf_test_free_names(names);
    printf("peer %s: %d files, %d certified, %d rejected with friction outside a cone "
           "by noise, %d not judged, worst certified %.2g in %s "
           "(tol %g; %d .dat without .sol; %.2f s)\n",
           label, tally.files, tally.certified, tally.outside_cone, tally.not_judged, tally.worst,
           tally.worst_file, tol, tally.skipped, (double)(clock() - start) / CLOCKS_PER_SEC);
    CF_ASSERT_MSG(tally.files > 0, "no .dat file with a .sol in %s", dir);
    CF_ASSERT_MSG(tally.certified + tally.outside_cone + tally.not_judged == tally.files,
                  "%s: %d of %d reference solutions rejected", label,
                  tally.files - tally.certified - tally.outside_cone - tally.not_judged,
                  tally.files);
    return tally;
}

/* The .sol files reach a Siconos relative residual <= 1e-10, except
 * RockPile_tob1 at 4.3e-8.  Siconos divides one projection error by the
 * 2-norms of whole vectors; the certifier divides each row's error by that
 * row's own terms, a far stricter yardstick for a lightly loaded contact
 * in a large problem.  Measured here (printed on every run): every
 * certified file at most 5.2e-6 (OneObject-i100000-499), and six files
 * rejected on a contact with almost no normal force (printed, and checked
 * above).  1e-5 still rejects the least wrong answer above (4e-3) by a
 * factor of 400. */
#define PEER_FC_TOL 1e-5

static void test_peer_friction_solutions_certify(void)
{
    peer_tally tally = certify_peer_dir("fc", CF_PEER_DIR "/fc", cf_siconos_read_fc,
                                        PEER_FC_TOL);
    CF_ASSERT_MSG(tally.outside_cone == PEER_OUTSIDE_CONE,
                  "%d references rejected outside a cone, the appendix names %d",
                  tally.outside_cone, PEER_OUTSIDE_CONE);
}

/* The LCP .sol files pass |min(z, w)| <= 1e-9 max(1, max|q|, max|M|, max|M| max|z|)
 * (tests/peer/siconos/README.md, section 5), so the default tolerance applies. */
static void test_peer_lcp_solutions_certify(void)
{
    peer_tally tally = certify_peer_dir("lcp", CF_PEER_DIR "/lcp", cf_siconos_read_lcp,
                                        CF_CERTIFY_DEFAULT_TOL);
    CF_ASSERT_MSG(tally.certified == tally.files, "%d of %d LCP references certified",
                  tally.certified, tally.files);
}

int main(void)
{
    static const cf_test_case tests[] = {
        {"correct answers of Ex 1-8 and 10 pass", test_correct_answers_pass},
        {"Ex 6 (mu 0.5): a_F > 0 against the friction", test_slipping_incline_accelerates_down_the_slope},
        {"wrong answers rejected with row and condition", test_wrong_answers_are_rejected_with_row_and_condition},
        {"every condition has a wrong answer", test_every_condition_has_a_wrong_answer},
        {"printed verdict names row kind and condition", test_print_names_row_kind_and_condition},
        {"condition names are distinct", test_condition_names_are_distinct},
        {"missing problem or forces is rejected", test_missing_problem_or_forces_is_rejected},
        {"tolerance is relative: 1e-12 passes, 1e-6 fails", test_tolerance_is_relative},
        {"diag(1, 1e11): f = (1, 0) rejected on row 1", test_light_body_judged_by_its_own_row},
        {"a row whose terms are all zero is judged by its block's floor", test_row_with_zero_terms_judged_by_its_block_floor},
        {"Ex 5b's decoupled hinge row is not judged by the rod's floor", test_decoupled_row_not_judged_by_other_blocks},
        {"a light block's wrong answer next to a heavy block is rejected", test_light_block_next_to_heavy_block},
        {"Ex 1-10: every row changed by 1e-6 is rejected", test_row_changes_rejected_on_examples},
        {"case files: every row changed by 1e-6 is rejected", test_row_changes_rejected_on_case_files},
        {"masses 1e-6..1e6: every row changed by 1e-6 is rejected", test_row_changes_rejected_on_random_masses},
        {"gravity, masses 1e-6..1e6: solved by enumeration, changes rejected", test_row_changes_rejected_on_random_gravity_problems},
        {"verdict does not depend on units (A or b x 2^20)", test_verdict_does_not_depend_on_units},
        {"expected forces compared only where unique", test_expected_forces_compared_where_unique},
        {"invariants checked when forces are not unique", test_invariants_checked_when_forces_are_not_unique},
        {"peer fc: Siconos friction solutions certify", test_peer_friction_solutions_certify},
        {"peer lcp: Siconos LCP solutions certify", test_peer_lcp_solutions_certify},
        {NULL, NULL},
    };
    return cf_test_main("certifier", tests);
}
