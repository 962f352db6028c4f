/* rules.c - the rule tests of exercises 2 to 5 (Baraff 1994, sections
 * 4.3, 4.5 and 5; exercise 5's cone is chapter 5's) and of exercise 6 (the
 * fold of sliding friction and its undoing, section 6, the ray handed to
 * the caller, and the cone of an impulse, Baraff 1991), and their judge.
 *
 * Each rule test is a state made by hand (n = 2 to 6), a call of one
 * function, and one rule to check, with its expected value worked out in
 * the comment above it and a stated tolerance.  The states are chosen so
 * that every number involved is exact in binary floating point (halves,
 * quarters, and the one fraction a solve must produce), and so that the
 * rule under test is the only thing that decides the outcome.
 *
 * Sets are written as in trace.h: 'C' clamped, 'N' unclamped (NC), '.' not
 * yet considered (the indices compute_forces has not driven yet; neither
 * in C nor in NC, so neither fdirection nor maxstep looks at them); for a
 * friction row (exercise 4) 'F' sticking (C_F), '+' and '-' at the bound
 * (NC_F+, NC_F-), '.' not yet processed; for the tangent rows of a 3D
 * contact (exercise 5) 'F' sticking, '*' at the cone (NC_F).
 *
 * The function a rule calls is the first word of its list of functions
 * (the student's functions it involves): every message of the rule that
 * says what the call did names it.
 */
#include "rules.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "cone.h"
#include "friction_states.h"
#include "judge.h"
#include "status.h"
#include "trace.h"

/* Every value checked is of order 1 and exact in the state's arithmetic,
 * up to the roundoff of a 2 by 2 solve: a few ulps.  1e-12, relative to
 * the size of the terms, is far above that and far below any error a
 * wrong rule makes (the smallest is 1/19 here). */
#define RULE_TOL 1e-12

#define MAX_N 6

typedef enum rule_kind {
    FDIRECTION_UNIT,      /* delta f_d = 1 */
    FDIRECTION_NC_ZERO,   /* delta f_i = 0 for every i not in C, i != d */
    FDIRECTION_RESIDUAL,  /* A_CC delta f_C = -A_Cd, and delta f_C as expected */
    FDIRECTION_VECTOR,    /* status ok and every delta f_i as expected (exercise 4) */
    FDIRECTION_FOLLOW,    /* status ok and delta f_F = +-mu delta f_N at a bound (exercise 4) */
    FDIRECTION_STATUS,    /* the status fdirection must return (exercise 4) */
    MAXSTEP,              /* j and s */
    DRIVE,                /* status, pivots, f, a, sets */
    IN_CONE,              /* stage 6: the impulse f accepted (j = 1) or not (j = 0) */
    CONE_EXIT,            /* stage 5: cone_exit_step's s (expect_j = -1: it never leaves) */
    ADVANCE,              /* stage 5: cone_advance(s, 1): f and a as expected */
    FOLD,                 /* stage 6: fold_sliding_friction: A_hat as expected, entry by entry */
    UNFOLD,               /* stage 6: unfold: f as expected */
    RAY,                  /* stage 6: hand_over_ray: driven, f, delta f and delta a as expected */
    PIVOT                 /* stage 4: pivot(s, d, j, move): what it returns, f, a and sets */
} rule_kind;

struct cf_rule {
    const char *name;
    int stage;
    rule_kind kind;
    const char *functions;  /* the student's functions involved, the one called first */
    const char *concept;    /* named in every message of the rule */
    const char *advice;     /* what a failure usually means */
    int n;
    /* Row kinds, one character each: 'N' normal, 'F' friction2d, 'T'
     * friction3d (a tangent row), 'D' dynamic (sliding friction, its
     * component slide[i] of the sliding direction), whose normal row is
     * normal_of[i] and coefficient mu[i]; NULL: all normal. */
    const char *kinds;
    int normal_of[MAX_N];
    double mu[MAX_N];
    double slide[MAX_N];
    double A[MAX_N * MAX_N];
    double f[MAX_N], a[MAX_N], df[MAX_N];
    const char *sets;
    int d, pivots, max_pivots;
    int pivot_j;                       /* PIVOT: the index that moves */
    int pivot_move;                    /* PIVOT: its move (stage 4: transition, friction_states.h;
                                          stage 5: cone_move, cone.h) */
    const char *pivot_note;            /* PIVOT, stage 5: the move in words */
    /* what must come back */
    double expect_df[MAX_N];           /* FDIRECTION_RESIDUAL, FDIRECTION_VECTOR */
    int expect_j;                      /* MAXSTEP: -1 for "nothing limits"; PIVOT: what it returns */
    double expect_step;                /* MAXSTEP, when expect_j >= 0 */
    cf_status expect_status;           /* DRIVE, FDIRECTION_STATUS */
    int expect_pivots;                 /* DRIVE: s->pivots after the call; -1: not checked */
    int expect_count;                  /* DRIVE: pivots recorded */
    struct {
        int d, j;
        cf_move move;
        double s;
    } expect_trace[6];                 /* DRIVE */
    double expect_f[MAX_N];            /* DRIVE, when the status is ok; ADVANCE, UNFOLD, RAY, PIVOT */
    double expect_a[MAX_N];            /* DRIVE, when the status is ok; ADVANCE; RAY (delta a); PIVOT */
    double expect_A[MAX_N * MAX_N];    /* FOLD: A_hat */
    const char *expect_sets;           /* DRIVE, when the status is ok; PIVOT */
    int check_end;                     /* DRIVE: f, a and the sets checked whatever the status */
    int expect_returned;               /* DRIVE, exercise 4: s->returned_drive[d] after the drive */
    int expect_released;               /* PIVOT, exercise 5: s->driven = -1 after the move */
    /* IN_CONE: the impulse is f (rows as kinds, normal_of and mu say),
     * and expect_j says whether the contacts can give it (1) or not (0) */
};

/* ---- fdirection ----
 *
 * n = 4, C = {0, 1}, NC = {2}, d = 3:
 *
 *     A = | 4 1 0 1 |    A_CC = | 4 1 |   A_Cd = | 1 |
 *         | 1 5 1 2 |           | 1 5 |          | 2 |
 *         | 0 1 2 0 |
 *         | 1 2 0 5 |    (symmetric, diagonally dominant: positive definite)
 *
 * A_CC x = -A_Cd: det A_CC = 4 * 5 - 1 * 1 = 19, so
 * x = -(1/19) | 5 -1 | | 1 | = -(1/19) | 5 - 2  | = | -3/19 |
 *             |-1  4 | | 2 |           | -1 + 8 |   | -7/19 |
 * check: 4 (-3/19) + (-7/19) = -19/19 = -1 = -A_0d; -3/19 + 5 (-7/19) = -38/19 = -2 = -A_1d.
 * So delta f = (-3/19, -7/19, 0, 1).  Contact 2 is in NC and coupled to C
 * (A_12 = 1): a solve over NC as well would change delta f_2 and delta f_C.
 * delta f arrives holding another direction (1/2, -1/2, 1/2, -1/2), as it
 * does in a solve after the first pivot: fdirection must set every entry. */
#define FDIRECTION_STATE \
    .functions = "fdirection", .n = 4, \
    .A = {4, 1, 0, 1, 1, 5, 1, 2, 0, 1, 2, 0, 1, 2, 0, 5}, \
    .f = {1, 1, 0, 0}, .a = {0, 0, 1, -1}, .df = {0.5, -0.5, 0.5, -0.5}, .sets = "CCN.", \
    .d = 3, .max_pivots = 50

/* A clamped set whose A_CC is not positive semidefinite: n = 3, C = {0, 1},
 * d = 2,
 *
 *     A = | 1 2 1 |   A_CC = | 1 2 |: its L D L^T has D = (1, 1 - 4) = (1, -3),
 *         | 2 1 1 |          | 2 1 |   a negative pivot, so A_CC x = -A_Cd is
 *         | 1 1 2 |                    no system stage 2 solves.
 *
 * A solve keeps A_CC positive semidefinite (an index whose pivot would be
 * negative is redundant and waits in NC), so no problem reaches this
 * state; fdirection must still return the status of its solve
 * (CF_SINGULAR), and dantzig_drive_to_zero must return it before any
 * step. */
#define INDEFINITE_STATE \
    .stage = 2, .n = 3, .A = {1, 2, 1, 2, 1, 1, 1, 1, 2}, .f = {1, 1, 0}, .a = {0, 0, -1}, \
    .df = {0.5, -0.5, 0.5}, .sets = "CC.", .d = 2, .max_pivots = 50

/* ---- maxstep ----
 *
 * n = 3, C = {0}, NC = {1}, d = 2:
 *
 *     A = | 2  1  1 |   (leading minors 2, 3, det 3: positive definite)
 *         | 1  2 -1 |
 *         | 1 -1  3 |
 *
 * fdirection: delta f_2 = 1, delta f_1 = 0, A_00 delta f_0 = -A_02, so
 * delta f = (-1/2, 0, 1) and delta a = A delta f:
 *     delta a_0 = 2 (-1/2) + 1 = 0,  delta a_1 = -1/2 - 1 = -3/2,
 *     delta a_2 = -1/2 + 3 = 5/2.
 * The three candidates (Baraff 1994, section 4.3, maxstep):
 *     d:      a_2 rises to 0 at s = -a_2 / (5/2)
 *     C, 0:   f_0 falls to 0 at s = -f_0 / (-1/2) = 2 f_0
 *     NC, 1:  a_1 falls to 0 at s = -a_1 / (-3/2) = (2/3) a_1
 * Each state below sets f_0, a_1 and a_2 to choose which one limits.
 * Every step is exact: 2.5 / 2.5, 2 * 0.25, 0.75 / 1.5, ...
 * The ties tested are the ones the paper's maxstep decides: it takes d
 * first, then looks through C, then NC, and replaces its choice only by a
 * strictly smaller step.  A tie between two members of C (or of NC) is
 * left to the order in which the set is scanned, which the paper does not
 * fix; no rule test asks for one (the stage's index order is checked by
 * the trace of the hidden problem tie-two-clamped).
 *
 * Exercise 2's dantzig_maxstep takes each candidate from the functions
 * dantzig_step_driven, dantzig_step_clamped and dantzig_step_unclamped,
 * which the student writes too; exercise 3's bilateral_maxstep takes
 * them from stage 2, given. */
#define MAXSTEP_FUNCTIONS \
    "dantzig_maxstep dantzig_step_driven dantzig_step_clamped dantzig_step_unclamped"
#define MAXSTEP_STATE \
    .kind = MAXSTEP, .n = 3, \
    .A = {2, 1, 1, 1, 2, -1, 1, -1, 3}, .df = {-0.5, 0, 1}, .sets = "CN.", .d = 2, \
    .max_pivots = 50

/* The ties of the paper's order d, C, NC on MAXSTEP_STATE: exercise 2's
 * dantzig_maxstep and exercise 3's bilateral_maxstep (on a state without
 * joints it must choose as stage 2's does) answer them alike. */
#define TIE_DRIVEN_CLAMPED \
    MAXSTEP_STATE, .f = {0.5, 0, 0}, .a = {0, 6, -2.5}, \
    .concept = "maxstep, a tie between d and a clamped force", \
    .advice = "d is examined first, and only a strictly smaller step (s' < s, never <=)" \
              " replaces the choice: on a tie d wins", \
    .expect_j = 2, .expect_step = 1
#define TIE_DRIVEN_UNCLAMPED \
    MAXSTEP_STATE, .f = {1, 0, 0}, .a = {0, 1.5, -2.5}, \
    .concept = "maxstep, a tie between d and an unclamped acceleration", \
    .advice = "d is examined first, and only a strictly smaller step (s' < s, never <=)" \
              " replaces the choice: on a tie d wins", \
    .expect_j = 2, .expect_step = 1
/* The tie between C and NC is asked with the unclamped index first (rows
 * and columns 0 and 1 of MAXSTEP_STATE swapped: NC = {0}, C = {1},
 * delta f = (0, -1/2, 1), delta a = (-3/2, 0, 5/2)), so that scanning the
 * indices in their order, whatever set each is in, is not the paper's
 * order C then NC and shows. */
#define TIE_CLAMPED_UNCLAMPED \
    .kind = MAXSTEP, .n = 3, \
    .A = {2, 1, -1, 1, 2, 1, -1, 1, 3}, .df = {0, -0.5, 1}, .sets = "NC.", .d = 2, \
    .max_pivots = 50, .f = {0, 0.5, 0}, .a = {1.5, 0, -5}, \
    .concept = "maxstep, a tie between a clamped force and an unclamped acceleration", \
    .advice = "the paper examines d, then C, then NC (every clamped index before any" \
              " unclamped one, whatever their order), and only a strictly smaller step" \
              " replaces the choice: on a tie the clamped force wins", \
    .expect_j = 1, .expect_step = 1

/* The state of maxstep-nothing-limits with a_d = 0: d has reached zero
 * (after a tie, it depends on C) though its acceleration does not rise:
 * it limits the step to 0, j = 2, s = 0 (reading it as "never limits"
 * would be a false unbounded ray). */
#define DRIVEN_AT_ZERO \
    .kind = MAXSTEP, .n = 3, .A = {1, 0, -1, 0, 1, 1, -1, 1, 0.5}, .df = {1, 0, 1}, \
    .sets = "CN.", .d = 2, .max_pivots = 50, .f = {1, 0, 0}, .a = {0, 1, 0}, \
    .concept = "maxstep, a driven contact already at zero limits the step to 0", \
    .advice = "a d whose a_d has reached zero (dantzig_reached_zero) limits the step at s = 0," \
              " whether or not its acceleration rises: dantzig_step_driven returns 0 first", \
    .expect_j = 2, .expect_step = 0
/* MAXSTEP_STATE with a_1 = -2^-60: the unclamped acceleration a hair below
 * zero (roundoff left it there) and falling (delta a_1 = -3/2) limits at
 * once: -a_1 / delta a_1 = -2^-60 / (3/2) < 0, which must become 0 (a
 * negative step would step backwards).  d at s = 1, C at s = 2: j = 1,
 * s = 0.  A step from an unclamped acceleration only while a_i > 0 would
 * let contact 1 sink, to a_1 = -3/2 at d's step. */
#define UNCLAMPED_BELOW_ZERO \
    MAXSTEP_STATE, .f = {1, 0, 0}, .a = {0, -0x1p-60, -2.5}, \
    .concept = "maxstep, an unclamped acceleration a hair below zero that falls limits the step" \
               " to 0", \
    .advice = "every index in NC whose acceleration falls limits at -a_i / delta a_i, however" \
              " small a_i is, even 0 or a hair below; and a negative step (roundoff) becomes 0:" \
              " never step backwards", \
    .expect_j = 1, .expect_step = 0
/* MAXSTEP_STATE's A, with contact 0 clamped at f_0 = 0 (it joined C with
 * no force, as a degenerate drive leaves it) and delta f_0 = -2^-60:
 * roundoff, far below tol times the largest change (1), so no fall
 * (dantzig_f_falls).  delta a = A delta f = (1, -1, 3) to roundoff; a_2 =
 * -3: d at s = 1; a_1 = 6: NC at s = 6.  j = 2, s = 1.  Read as a fall,
 * f_0 = 0 would limit at s = 0 and stop the drive on roundoff. */
#define CLAMPED_ROUNDOFF_FALL \
    .kind = MAXSTEP, .n = 3, .A = {2, 1, 1, 1, 2, -1, 1, -1, 3}, .df = {-0x1p-60, 0, 1}, \
    .sets = "CN.", .d = 2, .max_pivots = 50, .f = {0, 0, 0}, .a = {0, 6, -3}, \
    .concept = "maxstep, a clamped force at zero whose change is roundoff limits nothing", \
    .advice = "a clamped force counts as falling only when delta f_i < -tol max|delta f|" \
              " (dantzig_f_falls, roundoff.c); a bare delta f_i < 0 stops the drive at s = 0" \
              " on the roundoff of a force at zero", \
    .expect_j = 2, .expect_step = 1
/* n = 2, C = {0}, d = 1, A = [[1, x], [x, x^2]] with x = 2^-33 (positive
 * semidefinite): delta f = (-x, 1), delta a = (0, 0).  a_d stands still;
 * the clamped force falls at rate x, about 1.2e-10 of the largest change:
 * the roundoff of a nearly singular A_CC, not a limit (dantzig_false_limit):
 * the ray is real, j = -1. */
#define RAY_NOT_CUT \
    .kind = MAXSTEP, .n = 2, .A = {1, 0x1p-33, 0x1p-33, 0x1p-66}, .df = {-0x1p-33, 1}, \
    .sets = "C.", .d = 1, .max_pivots = 50, .f = {1, 0}, .a = {0, -1}, \
    .concept = "maxstep, a ray that only the roundoff of a nearly singular A_CC would cut off", \
    .advice = "when a_d does not rise, a clamped force falling by less than 1e-9 of the largest" \
              " change is roundoff: maxstep asks dantzig_false_limit and returns j = -1", \
    .expect_j = -1

/* ---- drive_to_zero ----
 *
 * One pivot: n = 2, A = [[2, 1], [1, 2]], b = (-2, 3), f = 0, a = b, no
 * index considered yet, d = 0.  C is empty, so delta f = (1, 0) and
 * delta a = (2, 1); contact 1 is in neither set and limits nothing; d
 * limits at s = -(-2) / 2 = 1.  After the step f = (1, 0),
 * a = (-2 + 2, 3 + 1) = (0, 4), and d joins C: one pivot, (d 0, j 0,
 * driven to C, s = 1), and the drive ends.
 *
 * Two pivots: n = 2, A = [[2, -1], [-1, 2]], f = 0, a = b = (1, -3),
 * NC = {0}, d = 1.
 *   pivot 1: C empty, delta f = (0, 1), delta a = (-1, 2).  d limits at
 *     s = 3/2, contact 0 (NC, delta a_0 < 0) at s = 1/1 = 1: j = 0, s = 1.
 *     f = (0, 1), a = (0, -1); contact 0 joins C (NC to C).
 *   pivot 2: C = {0}: A_00 delta f_0 = -A_01 gives delta f = (1/2, 1),
 *     delta a = (2 (1/2) - 1, -1/2 + 2) = (0, 3/2).  Contact 0's force
 *     rises (no limit); d limits at s = 1 / (3/2) = 2/3.
 *     f = (1/3, 1 + 2/3) = (1/3, 5/3), a = (0, 0); d joins C.
 *   check: A f + b = (2/3 - 5/3 + 1, -1/3 + 10/3 - 3) = (0, 0).
 * The pivot limit counts the pivots of the whole solve (s->pivots, which
 * compute_forces never resets): started with 5 pivots made and a limit of
 * 6, this drive makes one pivot (s->pivots = 6) and must then stop with
 * CF_PIVOT_LIMIT before the second; with a limit of 7 it ends, 7 pivots made. */
#define DRIVE_FUNCTIONS "dantzig_drive_to_zero fdirection " MAXSTEP_FUNCTIONS
#define DRIVE_ONE_STATE \
    .functions = DRIVE_FUNCTIONS, .kind = DRIVE, .n = 2, \
    .A = {2, 1, 1, 2}, .f = {0, 0}, .a = {-2, 3}, .sets = "..", .d = 0
#define DRIVE_TWO_STATE \
    .functions = DRIVE_FUNCTIONS, .kind = DRIVE, .n = 2, \
    .A = {2, -1, -1, 2}, .f = {0, 0}, .a = {1, -3}, .sets = "N.", .d = 1


/* ---- exercise 4: fdirection with friction (Baraff 1994, section 5) ----
 *
 * Exercise 4's fdirection(s, d) solves A11 x = -sigma v1 over the normals
 * in C and the frictions in C_F, where the column of a normal whose
 * friction is at a bound is folded, A[:,N] +- mu A[:,F], then scatters x
 * and makes each friction at a bound follow its normal, delta f_F =
 * +-mu delta f_N.  sigma is 1 for a normal d and -sign a_F for a friction
 * (the harness sets it as drive_to_zero does).  delta f arrives holding
 * another direction, as after an earlier pivot: every entry must be set.
 *
 * Folded column: n = 3, rows 0 normal (d, not yet driven), 1 normal in
 * C, 2 its friction at +mu f_N (NC_F+), mu = 1/2:
 *
 *     A = | 2 1 0 |   (det 2 (4 - 1) - 1 (2 - 0) = 4, leading minors 2, 3:
 *         | 1 2 1 |    positive definite)
 *         | 0 1 2 |
 *
 * The one unknown is delta f_1, whose column is folded: A11 = A_11 +
 * (1/2) A_12 = 2 + 1/2 = 5/2, and -sigma v1 = -A_10 = -1, so delta f_1 =
 * -2/5; then delta f_2 = (1/2)(-2/5) = -1/5 and delta f_0 = 1.
 * check: delta a_1 = A_10 (1) + A_11 (-2/5) + A_12 (-1/5) = 1 - 4/5 - 1/5 = 0.
 * Without the fold delta f_1 = -1/2; with the sign of NC_F- it is
 * -1/(3/2) = -2/3; without the following delta f_2 stays 0. */
#define FOLDED_STATE \
    .stage = 4, .functions = "fdirection bound_factor", .n = 3, .kinds = "NNF", .normal_of = {-1, -1, 1}, \
    .mu = {0, 0, 0.5}, .A = {2, 1, 0, 1, 2, 1, 0, 1, 2}, .f = {0, 1, 0.5}, \
    .a = {-1, 0, -0.25}, .df = {0.5, -0.5, 0.5}, .sets = ".C+", .d = 0, .max_pivots = 50

/* A driven friction: n = 2, rows 0 normal in C, 1 its friction, not yet
 * processed, mu = 1, A = [[2, 1], [1, 2]], f = (1, 0), a = (0, 1).  a_F =
 * 1 > 0, so the friction is driven against it: sigma = -1, delta f_1 = -1,
 * and A_00 delta f_0 = -sigma A_01 = 1 gives delta f_0 = 1/2.
 * check: delta a_0 = 2 (1/2) + 1 (-1) = 0.  Without sigma in -sigma v1,
 * delta f_0 = -1/2 and a_0 would change at rate -2. */
#define DRIVEN_FRICTION_STATE \
    .stage = 4, .functions = "fdirection", .n = 2, .kinds = "NF", .normal_of = {-1, 0}, \
    .mu = {0, 1}, .A = {2, 1, 1, 2}, .f = {1, 0}, .a = {0, 1}, .df = {0.5, 0.5}, .sets = "C.", \
    .d = 1, .max_pivots = 50

/* No solution: n = 4, rows 0 normal in C, 1 its friction at -mu f_N
 * (NC_F-), mu = 1, 2 a normal in C, 3 a normal (d):
 *
 *     A = | 2  1  1  1 |   (leading minors 2, 5, 3, 1: positive definite)
 *         | 1  3 -1  0 |
 *         | 1 -1  2  0 |
 *         | 1  0  0  2 |
 *
 * f = (1, -1, 1, 0) (f_F = -mu f_N), a = (0, 1/2, 0, -1).  The unknowns
 * are delta f_0, whose column is folded, A[:,0] - mu A[:,1], and delta f_2:
 *
 *     A11 = | 2 - 1   1 | = | 1  1 |   not symmetric, and singular
 *           | 1 + 1   2 |   | 2  2 |   (rank 1: its range is (1, 2) t),
 *
 * while -sigma v1 = -(A_03, A_23) = (-1, 0) is not in its range: A11 x =
 * -sigma v1 has no solution, at any rank tolerance, and fdirection must
 * say so (CF_SINGULAR, the status of its linear solve) rather than go on
 * with whatever x holds.  (A symmetric singular A11, stage 2's L D L^T
 * would solve: a zero pivot drops its unknown; this one is not.) */
#define NO_SOLUTION_STATE \
    .stage = 4, .n = 4, .kinds = "NFNN", .normal_of = {-1, 0, -1, -1}, \
    .mu = {0, 1, 0, 0}, .A = {2, 1, 1, 1, 1, 3, -1, 0, 1, -1, 2, 0, 1, 0, 0, 2}, \
    .f = {1, -1, 1, 0}, .a = {0, 0.5, 0, -1}, .df = {0.5, -0.5, 0.5, -0.5}, .sets = "C-C.", \
    .d = 3, .max_pivots = 50


/* ---- exercise 4: drive_to_zero with friction ----
 *
 * maxstep (given) ends a friction drive where a_F reaches 0 (it sticks)
 * or where |f_F| meets mu f_N (the bound), whichever comes first.
 *
 * One pivot: n = 2, rows 0 normal in C, 1 its friction, not yet
 * processed; A = [[2, 1], [1, 2]], f = (1, 0), a = (0, 1), d = 1.  a_F > 0,
 * so sigma = -1; delta f = (1/2, -1), delta a = A delta f = (0, -3/2).
 *   sticks: a_1 + s delta a_1 = 0 at s = 1 / (3/2) = 2/3;
 *   bound: sigma f_1 rises at rate 1, mu f_N at rate mu/2: they meet at
 *     s = mu f_0 / (1 - mu/2).
 * With mu = 1 the bound is at s = 2 and the friction sticks at s = 2/3:
 * f = (1 + 1/3, -2/3) = (4/3, -2/3), a = (0, 0), states C and C_F
 * (|f_F| = 2/3 <= mu f_N = 4/3).  With mu = 1/4 the bound comes first,
 * at s = (1/4) / (7/8) = 2/7: f = (1 + 1/7, -2/7) = (8/7, -2/7) =
 * (f_N, -mu f_N), a = (0, 1 - (3/2)(2/7)) = (0, 4/7), friction in NC_F-.
 *
 * Two pivots: n = 3, rows 0 normal in C, 1 its friction (mu = 1, not yet
 * processed, d), 2 a normal in NC:
 *
 *     A = | 2 1 0 |   f = (1, 0, 0), a = (0, 1, 1/3)
 *         | 1 2 1 |
 *         | 0 1 2 |
 *
 *   pivot 1: as above delta f = (1/2, -1, 0), and delta a = (0, -3/2, -1):
 *     d sticks at s = 2/3, its bound is at s = 2, normal 2 reaches a = 0
 *     at s = 1/3: j = 2 joins C (NC to C), s = 1/3.  f = (7/6, -1/3, 0),
 *     a = (0, 1/2, 0).  The drive goes on: d has not reached a new state.
 *   pivot 2: C = {0, 2}; A_CC = 2 I and -sigma A_Cd = (1, 1) give
 *     delta f = (1/2, -1, 1/2), delta a = (0, -1, 0).  d sticks at
 *     s = (1/2) / 1 = 1/2; its bound at s = (7/6 - 1/3) / (1 - 1/2) = 5/3.
 *     f = (7/6 + 1/4, -1/3 - 1/2, 1/4) = (17/12, -5/6, 1/4), a = 0,
 *     states C, C_F, C (|f_F| = 5/6 <= 17/12).
 * The pivot limit counts the pivots of the whole solve: started with 5
 * pivots made and a limit of 6, the drive makes one pivot and must stop
 * with CF_PIVOT_LIMIT; with a limit of 7 it ends, 7 pivots made. */
#define DRIVE_FRICTION_STATE \
    .stage = 4, .functions = "drive_to_zero fdirection pivot bound_factor", .kind = DRIVE, .n = 2, \
    .kinds = "NF", .normal_of = {-1, 0}, .A = {2, 1, 1, 2}, .f = {1, 0}, .a = {0, 1}, \
    .sets = "C.", .d = 1, .max_pivots = 50
#define DRIVE_FRICTION_TWO_STATE \
    .stage = 4, .functions = "drive_to_zero fdirection pivot bound_factor", .kind = DRIVE, .n = 3, \
    .kinds = "NFN", .normal_of = {-1, 0, -1}, .mu = {0, 1, 0}, \
    .A = {2, 1, 0, 1, 2, 1, 0, 1, 2}, .f = {1, 0, 0}, .a = {0, 1, 1.0 / 3.0}, .sets = "C.N", \
    .d = 1

/* ---- exercise 4: pivot alone ----
 *
 * pivot makes the move friction2d_maxstep chose and says whether the
 * drive ends.  Two contacts: rows 0 normal, 1 its friction (mu = 1/2),
 * 2 normal, 3 its friction (mu = 1/2); friction 1 is driven (d = 1, a_1 =
 * 1/2 > 0, so sigma = -1).  Before the call the moving index is where
 * the step left it: its force or acceleration within roundoff (2^-50 or
 * 2^-60) of the value the move makes exact, and pivot must set that value
 * exactly.  A does not take part (pivot changes no other value). */
/* ---- exercise 5: cone_pivot alone ----
 *
 * Two 3D contacts: rows 0 normal, 1-2 its tangent rows, 3 normal, 4-5 its
 * tangent rows, mu = 1/2; A = 2 I (cone_pivot reads no entry of A; a
 * afresh after a normal let go is A f + b, b = a - A f of the state).
 * Contact 0's friction is driven (d = 1, its first tangent row; the
 * harness makes it s->driven, u = -a_T / ||a_T|| = (-1, 0) from a_1 > 0).
 * The moving index is within roundoff (2^-50, 2^-60) of the value its
 * move makes exact.  Sets: C, N, '.' not yet processed, F sticking, '*'
 * at the cone (both tangent rows carry the contact's state). */
#define CONE_PIVOT_STATE(...) \
    .stage = 5, .kind = PIVOT, .n = 6, .kinds = "NTTNTT", .normal_of = {-1, 0, 0, -1, 3, 3}, \
    .mu = {0, 0.5, 0.5, 0, 0.5, 0.5}, \
    .A = {2, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, \
          0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 2}, \
    .d = 1, __VA_ARGS__

#define PIVOT_STATE \
    .stage = 4, .kind = PIVOT, .functions = "pivot release_friction", .n = 4, .kinds = "NFNF", \
    .normal_of = {-1, 0, -1, 2}, .mu = {0, 0.5, 0, 0.5}, \
    .A = {2, 1, 0, 0, 1, 2, 0, 0, 0, 0, 2, 1, 0, 0, 1, 2}, .d = 1
/* ---- exercise 5: fdirection with the cone (Baraff 1994, section 2) ----
 *
 * Exercise 5's fdirection solves A11 x = -(equations of the drive) over
 * the unknowns list_unknowns makes: the force of a normal in C (its column
 * folded, A[:,N] + mu (u_1 A[:,T1] + u_2 A[:,T2]), when its friction is at
 * the cone), and the angle of a friction at the cone (along u_perp =
 * (-u_2, u_1)).  The harness sets u = f_T / ||f_T|| for a friction at the
 * cone, as advance leaves it.
 *
 * No solution: n = 4, rows 0 normal in C, 1 and 2 its tangents (mu = 1)
 * at the cone, 3 a normal (d):
 *
 *     A = |  2  1  -1    1 |   (leading minors 2, 5, 1/2, 1/2: positive
 *         |  1  3   1    0 |    definite)
 *         | -1  1  3/2   0 |
 *         |  1  0   0    8 |
 *
 * f = (1, -1, 0, 0): f_T = mu f_N u with u = (-1, 0); a = (0, 1/2, 0, -1):
 * a_T = (1/2, 0) = -lambda u with lambda = 1/2.  Unknown 0 is f_0 with
 * its folded column (weights 1, mu u_1 = -1, mu u_2 = 0 on rows 0, 1, 2);
 * unknown 1 is the angle (weights u_perp = (0, -1) on rows 1, 2).
 * Equation 0 is a_0 = 0: its row of A11 is (A_00 - A_01, -A_02) = (1, 1).
 * Equation 1 is u_perp . a_T = 0: its row is (-(A_20 - A_21), A_22 -
 * (u . a_T) / (mu f_N)) = (2, 3/2 + 1/2) = (2, 2).  A11 = [[1, 1], [2, 2]]
 * is singular and not symmetric, and the right-hand side, -(A_03,
 * u_perp . A_T3) = (-1, 0), is not in its range: no solution, at any rank
 * tolerance.  fdirection must say so (CF_SINGULAR, the status of its
 * linear solve) rather than go on with whatever x holds. */
#define CONE_NO_SOLUTION_STATE \
    .stage = 5, .functions = "cone_fdirection", .n = 4, .kinds = "NTTN", \
    .normal_of = {-1, 0, 0, -1}, .mu = {0, 1, 1, 0}, \
    .A = {2, 1, -1, 1, 1, 3, 1, 0, -1, 1, 1.5, 0, 1, 0, 0, 8}, .f = {1, -1, 0, 0}, \
    .a = {0, 0.5, 0, -1}, .df = {0.5, -0.5, 0.5, -0.5}, .sets = "C**.", .d = 3, .max_pivots = 50

/* A friction that kept its place at the cone when its normal let go
 * (f_N = 0, f_T = 0, the normal in NC): n = 3, rows 0 normal, 1 and 2 its
 * tangents (mu = 1/2), at the cone with u = (1, 0) (a_T = (-1/2, 0) =
 * -lambda u, lambda = 1/2: the harness takes u against a_T where f_T = 0).
 *
 *     A = | 2 1 0 |   (leading minors 2, 3, 3: positive definite)
 *         | 1 2 0 |
 *         | 0 0 1 |
 *
 * fdirection, d = 0 (the normal driven again, a_0 = -1): no unknowns (the
 * normal is not in C), delta f_N = 1, and its friction grows with it along
 * u, delta f_T = mu u = (1/2, 0): delta f = (1, 1/2, 0).
 *
 * advance(s, 1) with n = 4 and a normal 3 in C moving (A as below, f = (0,
 * 0, 0, 1), delta f = (0, 0, 0, 1)):
 *
 *     A = | 2 0 0 1 |   (leading minors 2, 2, 2, and det 2 (4 - 0) ...
 *         | 0 1 0 0 |    = 2 * 2 - 1 * 1 = 3 for rows 0 and 3: positive
 *         | 0 0 1 0 |    definite)
 *         | 1 0 0 2 |
 *
 * a = (1, -1/2, 0, 0), so b = a - A f = (0, -1/2, 0, -2).  After the step
 * f = (0, 0, 0, 2); contact 0's friction, at the cone with f_N = 0, stays
 * at radius mu max(f_N, 0) = 0: f_T = 0 (u = f_T / ||f_T|| is 0/0 here,
 * and must not be taken).  a = A f + b = (2, 0, 0, 4) + b = (2, -1/2, 0, 2). */
#define KEPT_AT_CONE_STATE \
    .stage = 5, .n = 3, .kinds = "NTT", .normal_of = {-1, 0, 0}, .mu = {0, 0.5, 0.5}, \
    .A = {2, 1, 0, 1, 2, 0, 0, 0, 1}, .f = {0, 0, 0}, .a = {-1, -0.5, 0}, \
    .df = {0.5, -0.5, 0.5}, .sets = "N**", .d = 0, .max_pivots = 50
#define ADVANCE_KEPT_STATE \
    .stage = 5, .kind = ADVANCE, .functions = "cone_advance", .n = 4, .kinds = "NTTN", \
    .normal_of = {-1, 0, 0, -1}, .mu = {0, 0.5, 0.5, 0}, \
    .A = {2, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2}, .f = {0, 0, 0, 1}, \
    .a = {1, -0.5, 0, 0}, .df = {0, 0, 0, 1}, .sets = "N**C", .d = 3, .max_pivots = 50

/* A normal in C whose force falls to zero at the step, and roundoff leaves
 * it a hair below: n = 3, rows 0 normal in C, 1 and 2 its tangents at the
 * cone (mu = 1/2, u = (1, 0)), A = diag(2, 1, 1), f = (1, 1/2, 0), a =
 * (0, -1/4, 0) (a_T = -lambda u, lambda = 1/4), so b = a - A f = (-2,
 * -3/4, 0); delta f = (-(1 + 2^-50), -(1/2)(1 + 2^-50), 0), the friction
 * following its normal.  advance(s, 1): f_N = 1 - (1 + 2^-50) = -2^-50 and
 * f_T = (1/2 - 1/2 - 2^-51, 0) = (-2^-51, 0), both exact.  The radius is
 * mu max(f_N, 0) = 0, so f_T = 0 (whatever u it reads); a = A f + b =
 * (-2 - 2^-49, -3/4, 0).  A radius of mu f_N = -2^-51 would leave f_T =
 * (2^-51, 0): outside the cone of a normal that pushes nothing, pointing
 * the other way. */
#define ADVANCE_BELOW_ZERO_STATE \
    .stage = 5, .kind = ADVANCE, .functions = "cone_advance", .n = 3, .kinds = "NTT", \
    .normal_of = {-1, 0, 0}, .mu = {0, 0.5, 0.5}, .A = {2, 0, 0, 0, 1, 0, 0, 0, 1}, \
    .f = {1, 0.5, 0}, .a = {0, -0.25, 0}, .df = {-(1 + 0x1p-50), -(0.5 + 0x1p-51), 0}, \
    .sets = "C**", .d = 0, .max_pivots = 50

/* ---- exercise 5: cone_exit_step ----
 *
 * One contact, rows 0 normal and 1, 2 its tangents; f = (f_N, f_T), delta
 * f = (delta f_N, delta f_T), A = I (cone_exit_step does not read it).
 * The harness calls cone_exit_step on contact 0 with the noise maxstep
 * gives it, tol (1e-12) * max |delta f_i| * (||f_T|| + mu |f_N|).  With
 *     q(s) = ||f_T + s delta f_T||^2 - mu^2 (f_N + s delta f_N)^2
 *          = qa s^2 + 2 qb s + qc,
 * the force leaves its cone at the smallest s >= 0 where q rises through
 * zero with f_N + s delta f_N >= 0.  Every number is exact in binary. */
#define CONE_EXIT_STATE \
    .stage = 5, .kind = CONE_EXIT, .functions = "cone_exit_step", .n = 3, .kinds = "NTT", \
    .normal_of = {-1, 0, 0}, .A = {1, 0, 0, 0, 1, 0, 0, 0, 1}, .a = {0, 0, 0}, .sets = "CFF", \
    .d = 0, .max_pivots = 50

/* ---- exercise 3: maxstep with joints (Baraff 1994, section 4.5) ----
 *
 * Stage 3's bilateral_maxstep is stage 2's with every joint skipped in its
 * C loop; on states without joints it must choose as stage 2's does, so
 * stage 2's three ties are exercise 3's rules too (TIE_...).  The states
 * are MAXSTEP_STATE's (worked out above), one with row 0 a joint (its
 * force falls, and must limit nothing), and one more, the same numbers
 * with d and the unclamped contact swapped, so that the unclamped
 * acceleration that limits sits at the last index:
 *
 * n = 3, C = {0}, d = 1, NC = {2}:
 *
 *     A = | 2  1  1 |   (MAXSTEP_STATE's A with rows and columns 1 and 2
 *         | 1  3 -1 |    swapped: positive definite)
 *         | 1 -1  2 |
 *
 * delta f = (-1/2, 1, 0), delta a = A delta f = (-1 + 1, -1/2 + 3,
 * -1/2 - 1) = (0, 5/2, -3/2).  f = (1, 0, 0), a = (0, -5/2, 3/4): d
 * limits at s = 1, the clamped force at s = 2, the unclamped acceleration
 * at s = (3/4) / (3/2) = 1/2: j = 2, s = 1/2. */
#define BILATERAL_MAXSTEP_LAST_STATE \
    .stage = 3, .functions = "bilateral_maxstep", .kind = MAXSTEP, .n = 3, \
    .A = {2, 1, 1, 1, 3, -1, 1, -1, 2}, .df = {-0.5, 1, 0}, .sets = "C.N", .d = 1, \
    .max_pivots = 50

/* ---- exercise 6: the fold of sliding friction, its undoing, the ray ----
 *
 * Baraff 1994, section 6: a dynamic row t (a sliding contact's friction,
 * of normal N, coefficient mu and slide v_t) has f_t = -mu v_t f_N, so
 * fold_sliding_friction makes A_hat with
 *     A_hat[:,N] = A[:,N] - mu sum_t v_t A[:,T_t],   A_hat[:,T_t] = 0,
 * every other column A's; unfold sets each dynamic row's f_t from its
 * normal; hand_over_ray gives the caller the ray where it starts (f), its
 * direction unfolded (delta f, the dynamic rows from their normals) and
 * delta a = A delta f with the problem's own A.  The harness fills every
 * output with NaN first, so an entry never set shows.
 *
 * One sliding contact: n = 3, rows 0 normal, 1 dynamic of 0 (mu = 1/2,
 * slide -1), 2 normal:
 *
 *     A = | 4 1 2 |   A_hat[:,0] = A[:,0] - (1/2)(-1) A[:,1] = A[:,0] + A[:,1] / 2
 *         | 1 3 1 |              = (4.5, 2.5, 2.5),
 *         | 2 1 5 |   A_hat[:,1] = 0, A_hat[:,2] = A[:,2].
 *
 * Two sliding contacts, their dynamic rows after both normals and in the
 * other order: n = 4, rows 0 and 1 normal, 2 dynamic of 1 (mu = 1/4,
 * slide +1), 3 dynamic of 0 (mu = 1/2, slide -1):
 *
 *     A = | 4 1 1 2 |   A_hat[:,0] = A[:,0] + A[:,3] / 2 = (5, 1.5, 1.5, 5)
 *         | 1 5 2 1 |   A_hat[:,1] = A[:,1] - A[:,2] / 4 = (0.75, 4.5, 1.25, 0.75)
 *         | 1 2 3 1 |   A_hat[:,2] = A_hat[:,3] = 0.
 *         | 2 1 1 6 |
 *
 * A static friction beside a sliding contact: n = 4, rows 0 normal, 1 its
 * friction2d (static, mu = 1/2), 2 normal, 3 dynamic of 2 (mu = 1/2,
 * slide +1), A the matrix above: only the dynamic row folds,
 *     A_hat[:,2] = A[:,2] - A[:,3] / 2 = (0, 1.5, 2.5, -2), A_hat[:,3] = 0,
 * columns 0 and 1 (the static friction stays an unknown) A's.
 *
 * A 3D sliding contact: n = 3, rows 0 normal, 1 and 2 its dynamic rows
 * (mu = 1/2, slide (0.6, 0.8)), A = [[4, 1, 2], [1, 3, 0], [2, 0, 5]]:
 *     A_hat[:,0] = A[:,0] - (1/2)(0.6 A[:,1] + 0.8 A[:,2]) = (2.9, 0.1, 0),
 * both dynamic columns 0.
 *
 * unfold on the same rows: one contact, f = (2, 0, 3): f_1 = -(1/2)(-1) 2
 * = 1; two contacts, f = (2, 4, 0, 0): f_2 = -(1/4)(1) 4 = -1, f_3 =
 * -(1/2)(-1) 2 = 1; the static friction kept, f = (2, 1/2, 4, 0): f_3 =
 * -(1/2)(1) 4 = -2, f_1 = 1/2 as it was.
 *
 * hand_over_ray, one contact, from f = (2, 1, 0) along the folded delta f
 * = (1, 0, -1/2), driven row 2: unfolded delta f = (1, 1/2, -1/2), delta a
 * = A delta f = (4 + 1/2 - 1, 1 + 3/2 - 1/2, 2 + 1/2 - 5/2) = (3.5, 2, 0)
 * (with the folded delta f it would be (3, 0.5, -0.5)).  Two contacts,
 * from f = (2, 4, -1, 1) along (1, -1, 0, 0), driven row 1: delta f =
 * (1, -1, 1/4, 1/2), delta a = (4 - 1 + 1/4 + 1, 1 - 5 + 1/2 + 1/2,
 * 1 - 2 + 3/4 + 1/2, 2 - 1 + 1/4 + 3) = (4.25, -3, 0.25, 4.25). */
#define ONE_SLIDING_STATE \
    .stage = 6, .n = 3, .kinds = "NDN", .normal_of = {-1, 0, -1}, .mu = {0, 0.5, 0}, \
    .slide = {0, -1, 0}, .A = {4, 1, 2, 1, 3, 1, 2, 1, 5}, .sets = "..."
#define TWO_SLIDING_STATE \
    .stage = 6, .n = 4, .kinds = "NNDD", .normal_of = {-1, -1, 1, 0}, .mu = {0, 0, 0.25, 0.5}, \
    .slide = {0, 0, 1, -1}, .A = {4, 1, 1, 2, 1, 5, 2, 1, 1, 2, 3, 1, 2, 1, 1, 6}, .sets = "...."
#define STATIC_BESIDE_SLIDING_STATE \
    .stage = 6, .n = 4, .kinds = "NFND", .normal_of = {-1, 0, -1, 2}, .mu = {0, 0.5, 0, 0.5}, \
    .slide = {0, 0, 0, 1}, .A = {4, 1, 1, 2, 1, 5, 2, 1, 1, 2, 3, 1, 2, 1, 1, 6}, .sets = "...."
#define SLIDING_3D_STATE \
    .stage = 6, .n = 3, .kinds = "NDD", .normal_of = {-1, 0, 0}, .mu = {0, 0.5, 0.5}, \
    .slide = {0, 0.6, 0.8}, .A = {4, 1, 2, 1, 3, 0, 2, 0, 5}, .sets = "..."

static const cf_rule rules[] = {
    {.name = "fdirection-driven-unit", .stage = 2, .kind = FDIRECTION_UNIT, FDIRECTION_STATE,
     .concept = "fdirection, the driven force: delta f_d = 1",
     .advice = "the direction raises f_d by exactly one (Baraff 1994, section 4.3: delta f_d = 1)"},
    {.name = "fdirection-unclamped-zero", .stage = 2, .kind = FDIRECTION_NC_ZERO, FDIRECTION_STATE,
     .concept = "fdirection, the unclamped forces: delta f_i = 0 for i in NC",
     .advice = "only the clamped forces and f_d change: every other delta f_i is 0, and the"
               " system A11 x = -v1 is over C alone"},
    {.name = "fdirection-clamped-solve", .stage = 2, .kind = FDIRECTION_RESIDUAL, FDIRECTION_STATE,
     .concept = "fdirection, the clamped forces: A_CC delta f_C = -A_Cd",
     .advice = "A11 is A restricted to the rows and columns of C, v1 is column d of A in the"
               " rows of C, and x goes back to delta f at the indices of C",
     .expect_df = {-3.0 / 19.0, -7.0 / 19.0, 0, 1}},

    {.name = "fdirection-indefinite", INDEFINITE_STATE, .kind = FDIRECTION_STATUS,
     .functions = "fdirection",
     .concept = "fdirection, an A_CC that is not positive semidefinite: fdirection must return the"
                " status of its solve",
     .advice = "when cf_solve_psd returns anything but CF_OK (here CF_SINGULAR: a negative pivot),"
               " fdirection returns it at once, never a direction made of what x holds",
     .expect_status = CF_SINGULAR},

    /* a_2 = -5/2: d at s = 1; f_0 = 1: C at s = 2; a_1 = 6: NC at s = 4.  j = 2, s = 1. */
    {.name = "maxstep-driven-limits", MAXSTEP_STATE, .stage = 2, .functions = MAXSTEP_FUNCTIONS,
     .f = {1, 0, 0}, .a = {0, 6, -2.5},
     .concept = "maxstep, d limits the step: a_d reaches 0 first",
     .advice = "d limits at s = -a_d / delta a_d when delta a_d > 0 (equation 12)",
     .expect_j = 2, .expect_step = 1},
    /* f_0 = 1/4: C at s = 1/2; d at 1; NC at 4.  j = 0, s = 1/2. */
    {.name = "maxstep-clamped-limits", MAXSTEP_STATE, .stage = 2, .functions = MAXSTEP_FUNCTIONS,
     .f = {0.25, 0, 0}, .a = {0, 6, -2.5},
     .concept = "maxstep, a clamped force limits the step: f_i reaches 0 first",
     .advice = "for i in C with delta f_i < 0, f_i reaches 0 at s = -f_i / delta f_i"
               " (equation 10)",
     .expect_j = 0, .expect_step = 0.5},
    /* a_1 = 3/4: NC at s = (2/3)(3/4) = 1/2; d at 1; C at 2.  j = 1, s = 1/2. */
    {.name = "maxstep-unclamped-limits", MAXSTEP_STATE, .stage = 2, .functions = MAXSTEP_FUNCTIONS,
     .f = {1, 0, 0}, .a = {0, 0.75, -2.5},
     .concept = "maxstep, an unclamped acceleration limits the step: a_i reaches 0 first",
     .advice = "for i in NC with delta a_i < 0, a_i reaches 0 at s = -a_i / delta a_i"
               " (equation 11)",
     .expect_j = 1, .expect_step = 0.5},
    /* f_0 = 1/2: C at s = 1 = d's step; NC at 4.  The paper's maxstep takes
     * d first and replaces it only by a strictly smaller step: j = 2, s = 1. */
    {.name = "maxstep-tie-driven-clamped", TIE_DRIVEN_CLAMPED, .stage = 2,
     .functions = MAXSTEP_FUNCTIONS},
    /* a_1 = 3/2: NC at s = 1 = d's step; C at 2.  j = 2, s = 1. */
    {.name = "maxstep-tie-driven-unclamped", TIE_DRIVEN_UNCLAMPED, .stage = 2,
     .functions = MAXSTEP_FUNCTIONS},
    /* NC = {0}, C = {1}: f_1 = 1/2: C at s = 1; a_0 = 3/2: NC at s = 1;
     * a_2 = -5: d at 2.  The paper examines C before NC, with a strict
     * "<": j = 1 (the clamped force, at the higher index), s = 1. */
    {.name = "maxstep-tie-clamped-unclamped", TIE_CLAMPED_UNCLAMPED, .stage = 2,
     .functions = MAXSTEP_FUNCTIONS},
    /* n = 3, C = {0}, NC = {1}, d = 2, e = 2^-50:
     *     A = | 1  1    1   |   (det 1 - e^2 > 0, leading minors 1, 1)
     *         | 1  2    1-e |
     *         | 1  1-e  2   |
     * delta f = (-1, 0, 1) (A_00 delta f_0 = -A_02), delta a = A delta f =
     * (0, -1 + (1 - e), -1 + 2) = (0, -e, 1), all exact.  delta a_1 = -e,
     * about -8.9e-16, against terms of size |-1| + |1 - e| = 2: roundoff,
     * not a fall (Baraff 1994, section 4.4: a change of roundoff size must
     * not pivot).  Read as a fall, a_1 = 2^-51 would limit at s = 1/2.
     * f_0 = 10: C at s = 10; a_2 = -2: d at s = 2.  j = 2, s = 2. */
    {.name = "maxstep-roundoff-no-limit", .stage = 2, .kind = MAXSTEP, .functions = MAXSTEP_FUNCTIONS,
     .n = 3, .A = {1, 1, 1, 1, 2, 1 - 0x1p-50, 1, 1 - 0x1p-50, 2}, .df = {-1, 0, 1},
     .sets = "CN.", .d = 2, .max_pivots = 50, .f = {10, 0, 0}, .a = {0, 0x1p-51, -2},
     .concept = "maxstep, a change of roundoff size limits nothing",
     .advice = "delta a_i counts as a fall only beyond tol times the size of its terms,"
               " sum_j |A_ij delta f_j| (s->da_size): dantzig_step_unclamped asks"
               " dantzig_a_falls (roundoff.c)",
     .expect_j = 2, .expect_step = 2},
    /* n = 3, C = {0}, NC = {1}, d = 2:
     *     A = |  1  0  -1  |
     *         |  0  1   1  |
     *         | -1  1  1/2 |
     * delta f = (1, 0, 1) (A_00 delta f_0 = -A_02 = 1), delta a = A delta f =
     * (1 - 1, 0 + 1, -1 + 1/2) = (0, 1, -1/2).  The clamped force rises,
     * the unclamped acceleration rises, and a_d falls: nothing limits the
     * step, j = -1 (an unbounded ray). */
    {.name = "maxstep-nothing-limits", .stage = 2, .kind = MAXSTEP, .functions = MAXSTEP_FUNCTIONS,
     .n = 3, .A = {1, 0, -1, 0, 1, 1, -1, 1, 0.5}, .df = {1, 0, 1}, .sets = "CN.", .d = 2,
     .max_pivots = 50, .f = {1, 0, 0}, .a = {0, 1, -1},
     .concept = "maxstep, nothing limits the step: j = -1",
     .advice = "a clamped force limits only when it falls (delta f_i < 0), an unclamped"
               " acceleration only when it falls (delta a_i < 0), and d only when a_d rises"
               " (delta a_d > 0)",
     .expect_j = -1},

    {.name = "maxstep-driven-at-zero", DRIVEN_AT_ZERO, .stage = 2, .functions = MAXSTEP_FUNCTIONS},
    {.name = "maxstep-ray-not-cut-by-roundoff", RAY_NOT_CUT, .stage = 2,
     .functions = MAXSTEP_FUNCTIONS},
    {.name = "maxstep-unclamped-below-zero", UNCLAMPED_BELOW_ZERO, .stage = 2,
     .functions = MAXSTEP_FUNCTIONS},
    {.name = "maxstep-clamped-roundoff-fall", CLAMPED_ROUNDOFF_FALL, .stage = 2,
     .functions = MAXSTEP_FUNCTIONS},

    {.name = "drive-one-pivot", DRIVE_ONE_STATE, .stage = 2, .max_pivots = 10,
     .concept = "dantzig_drive_to_zero, a drive of one pivot: d joins C and the drive ends",
     .advice = "one pass: fdirection, delta a = A delta f (dantzig_delta_a), maxstep, the step in f"
               " and a, the move of j, dantzig_record_pivot; the drive returns when d joins C",
     .expect_status = CF_OK, .expect_pivots = 1, .expect_count = 1,
     .expect_trace = {{0, 0, CF_MOVE_DRIVEN_TO_C, 1}}, .expect_f = {1, 0}, .expect_a = {0, 4},
     .expect_sets = "C."},
    {.name = "drive-unclamped-joins", DRIVE_TWO_STATE, .stage = 2, .max_pivots = 10,
     .concept = "dantzig_drive_to_zero, an unclamped contact joins C, then d does",
     .advice = "after a pivot that is not d's, the drive goes on with the new C: delta f"
               " again from fdirection, until d itself joins C",
     .expect_status = CF_OK, .expect_pivots = 2, .expect_count = 2,
     .expect_trace = {{1, 0, CF_MOVE_NC_TO_C, 1}, {1, 1, CF_MOVE_DRIVEN_TO_C, 2.0 / 3.0}},
     .expect_f = {1.0 / 3.0, 5.0 / 3.0}, .expect_a = {0, 0}, .expect_sets = "CC"},
    {.name = "drive-pivot-limit", DRIVE_TWO_STATE, .stage = 2, .pivots = 5, .max_pivots = 6,
     .concept = "dantzig_drive_to_zero, the pivot limit of the whole solve",
     .advice = "s->pivots counts every pivot of the solve, never reset by a drive; the drive"
               " returns CF_PIVOT_LIMIT as soon as s->pivots reaches s->max_pivots, before"
               " another pivot",
     .expect_status = CF_PIVOT_LIMIT, .expect_pivots = 6, .expect_count = 1,
     .expect_trace = {{1, 0, CF_MOVE_NC_TO_C, 1}}},
    {.name = "drive-pivot-limit-exact", DRIVE_TWO_STATE, .stage = 2, .pivots = 5, .max_pivots = 7,
     .concept = "dantzig_drive_to_zero, the pivot limit reached exactly",
     .advice = "a drive may make pivots up to the limit itself: stop only when s->pivots has"
               " reached s->max_pivots and another pivot is due",
     .expect_status = CF_OK, .expect_pivots = 7, .expect_count = 2,
     .expect_trace = {{1, 0, CF_MOVE_NC_TO_C, 1}, {1, 1, CF_MOVE_DRIVEN_TO_C, 2.0 / 3.0}},
     .expect_f = {1.0 / 3.0, 5.0 / 3.0}, .expect_a = {0, 0}, .expect_sets = "CC"},

    /* n = 3, C = {0}, NC = {1}, d = 2, with e = 2^-42 and h = 2^-22:
     *     A = | 1    1      1/2   |   (positive semidefinite: h^2 <= e)
     *         | 1    1 + e  1/2 - h |
     *         | 1/2  1/2 - h  1   |
     * f = (4, 0, 0), a = (0, h, -3/2).  delta f = (-1/2, 0, 1), delta a =
     * (0, -h, 3/4): contact 1 falls (by h, far beyond roundoff), the
     * clamped force at rate 1/2, d rises.  Contact 1 reaches zero first, at
     * s = 1; its L D L^T pivot with C, A_11 - A_10^2 / A_00 = e, is at most
     * 1e-12 of A_11: it is redundant, and waits in NC, deferred (the move
     * "other", sets unchanged).  Pivot 2: the same delta f; contact 1 is
     * deferred and limits nothing; d reaches zero at s = (3/2 - 3/4) / (3/4)
     * = 1.  f = (3, 0, 2), a = (0, -h, 0), sets C N C. */
#define REDUNDANT_DEFERRED_RULE \
    .kind = DRIVE, .n = 3, .A = {1, 1, 0.5, 1, 1 + 0x1p-42, 0.5 - 0x1p-22, 0.5, 0.5 - 0x1p-22, 1}, \
    .f = {4, 0, 0}, .a = {0, 0x1p-22, -1.5}, .sets = "CN.", .d = 2, .max_pivots = 50, \
    .expect_status = CF_OK, .expect_pivots = 2, .expect_count = 2, \
    .expect_trace = {{2, 1, CF_MOVE_OTHER, 1}, {2, 2, CF_MOVE_DRIVEN_TO_C, 1}}, \
    .expect_f = {3, 0, 2}, .expect_a = {0, -0x1p-22, 0}, .expect_sets = "CNC"
    {.name = "drive-redundant-deferred", .stage = 2, .functions = DRIVE_FUNCTIONS,
     REDUNDANT_DEFERRED_RULE,
     .concept = "dantzig_drive_to_zero, an unclamped contact that reaches zero but is redundant"
                " with C waits in NC (deferred)",
     .advice = "when j in NC reaches zero and redundant(s, j) says its column is a combination of"
               " C's, it does not join C: a_j = 0, s->deferred[j] = 1, the move is CF_MOVE_OTHER,"
               " and dantzig_step_unclamped skips it until C changes"},

    /* A deferred contact that comes back when C changes.  n = 3, C = {0},
     * NC = {1}, d = 2, with e = 2^-44, h = 2^-22 and g = 1/2 - e/2 + h:
     *     A = |  1        -(1 - e)   1/2 |   (det about 2.8e-14 > 0, leading
     *         | -(1 - e)   1        -g   |    minors 1 and 2e - e^2: positive
     *         |  1/2      -g         1   |    definite; every entry exact)
     * Contact 1 is contact 0 pushing the other way, up to e: its pivot with
     * C = {0}, 1 - (1 - e)^2 = 2e - e^2, about 1.1e-13 of A_11, makes it
     * redundant with 0, and 0 with it.  f = (1, 0, 0), a = (0, h, -3).
     *   pivot 1: C = {0}: delta f = (-1/2, 0, 1), delta a = (0, (1 - e)/2 - g,
     *     -1/4 + 1) = (0, -h, 3/4).  Contact 1 falls to zero at s = 1 (C at
     *     s = 2, d at s = 4): redundant, it waits in NC, deferred (move
     *     other), a_1 = 0.  f = (1/2, 0, 1), a = (0, 0, -9/4).
     *   pivot 2: the same direction; contact 1 is deferred; f_0 reaches 0 at
     *     s = 1 (d at s = 3): contact 0 leaves C (C to NC).  f = (0, 0, 2),
     *     a = (0, -h, -3/2).  C changed: contact 1 is no longer deferred.
     *   pivot 3: C is empty: delta f = (0, 0, 1), delta a = (1/2, -g, 1).
     *     Contact 1, a hair below zero and falling, limits at once (its
     *     step, -h / g, is negative: 0); C is empty, so it is not
     *     redundant: it joins C (NC to C), s = 0, a_1 = 0.
     *   pivot 4: C = {1}: delta f = (0, g, 1), delta a = (d0, 0, 1 - g^2)
     *     with d0 = 1/2 - (1 - e) g, about -h: contact 0, at a_0 = 0 since
     *     it left C, falls and limits at s = 0; redundant with C = {1}, it
     *     waits, deferred (move other).
     *   pivot 5: the same direction; contact 0 is deferred; d reaches zero
     *     at s5 = (3/2) / (1 - g^2), about 2: f = (0, s5 g, 2 + s5),
     *     a = (s5 d0, 0, 0), sets N C C.
     * A drive that kept contact 1 deferred after C changed would end at
     * pivot 3 with d, contact 1 sinking at a_1 = -h - (3/2) g. */
#define DEFERRED_E 0x1p-44
#define DEFERRED_G (0.5 - DEFERRED_E / 2 + 0x1p-22)
#define DEFERRED_D0 (0.5 - (1 - DEFERRED_E) * DEFERRED_G)
#define DEFERRED_S5 (1.5 / (1 - DEFERRED_G * DEFERRED_G))
#define DEFERRED_COMES_BACK_RULE \
    .kind = DRIVE, .n = 3, \
    .A = {1, -(1 - DEFERRED_E), 0.5, -(1 - DEFERRED_E), 1, -DEFERRED_G, 0.5, -DEFERRED_G, 1}, \
    .f = {1, 0, 0}, .a = {0, 0x1p-22, -3}, .sets = "CN.", .d = 2, .max_pivots = 50, \
    .expect_status = CF_OK, .expect_pivots = 5, .expect_count = 5, \
    .expect_trace = {{2, 1, CF_MOVE_OTHER, 1}, {2, 0, CF_MOVE_C_TO_NC, 1}, \
                     {2, 1, CF_MOVE_NC_TO_C, 0}, {2, 0, CF_MOVE_OTHER, 0}, \
                     {2, 2, CF_MOVE_DRIVEN_TO_C, DEFERRED_S5}}, \
    .expect_f = {0, DEFERRED_S5 * DEFERRED_G, 2 + DEFERRED_S5}, \
    .expect_a = {DEFERRED_S5 * DEFERRED_D0, 0, 0}, .expect_sets = "NCC"
    {.name = "drive-deferred-comes-back", .stage = 2, .functions = DRIVE_FUNCTIONS,
     DEFERRED_COMES_BACK_RULE,
     .concept = "dantzig_drive_to_zero, a deferred contact comes back once C changes",
     .advice = "s->deferred says a contact waits only while C stays as it was: clear it"
               " (memset) after every move that changes C, so that dantzig_step_unclamped"
               " considers the contact again"},

    {.name = "drive-fdirection-fails", INDEFINITE_STATE, .kind = DRIVE, .functions = DRIVE_FUNCTIONS,
     .concept = "dantzig_drive_to_zero, fdirection finds no direction: the drive must return the"
                " status of fdirection",
     .advice = "when fdirection returns anything but CF_OK, the drive stops at once with that"
               " status (dantzig_stop), before any step: the direction is not made",
     .expect_status = CF_SINGULAR, .expect_pivots = -1, .expect_count = 0},

    {.name = "fdirection-folded-column", FOLDED_STATE, .kind = FDIRECTION_VECTOR,
     .concept = "fdirection, a normal whose friction is at its bound: the folded column",
     .advice = "the column of a normal in C whose friction is at a bound is A[:,N] +- mu A[:,F]"
               " (clamped_entry: + in NC_F+, - in NC_F-), the driven index moves at rate sigma,"
               " and every index that is neither an unknown nor d has delta f = 0",
     .expect_df = {1, -0.4, -0.2}},
    {.name = "fdirection-friction-follows", FOLDED_STATE, .kind = FDIRECTION_FOLLOW,
     .concept = "fdirection, a friction at its bound follows its normal: delta f_F = +-mu delta f_N",
     .advice = "after the scatter, every friction at a bound gets delta f_F = bound_factor * delta"
               " f_N of its normal (delta f cleared first, then added to)"},
    {.name = "fdirection-driven-friction", DRIVEN_FRICTION_STATE, .kind = FDIRECTION_VECTOR,
     .concept = "fdirection, a driven friction moves at rate sigma = -sign a_F",
     .advice = "delta f_d = sigma, and the right-hand side is -sigma v1 (column d of A in the"
               " rows of the unknowns, times sigma)",
     .expect_df = {0.5, -1}},
    {.name = "fdirection-no-solution", NO_SOLUTION_STATE, .kind = FDIRECTION_STATUS,
     .functions = "fdirection bound_factor",
     .concept = "fdirection, a clamped system with no solution: fdirection must return the status of its linear solve",
     .advice = "when friction2d_solve_clamped returns CF_SINGULAR, fdirection returns it at once"
               " (and drive_to_zero passes it on), never a direction made of what x holds",
     .expect_status = CF_SINGULAR},

    {.name = "drive-friction-sticks", DRIVE_FRICTION_STATE, .mu = {0, 1},
     .concept = "drive_to_zero, a friction drive that ends when the friction sticks",
     .advice = "sigma = -sign a_F, then fdirection, delta a = A delta f (dantzig_delta_a),"
               " friction2d_maxstep, the step in f and a, pivot, record_pivot; the drive returns"
               " when d sticks (C_F, a_F = 0)",
     .expect_status = CF_OK, .expect_pivots = 1, .expect_count = 1,
     .expect_trace = {{1, 1, CF_MOVE_OTHER, 2.0 / 3.0}}, .expect_f = {4.0 / 3.0, -2.0 / 3.0},
     .expect_a = {0, 0}, .expect_sets = "CF"},
    {.name = "drive-friction-at-bound", DRIVE_FRICTION_STATE, .mu = {0, 0.25},
     .concept = "drive_to_zero, a friction drive that ends at the bound",
     .advice = "the bound is mu f_N at the current f_N; at it pivot sets f_F = sigma mu f_N and"
               " the state NC_F+ or NC_F- on the side the friction was driven to",
     .expect_status = CF_OK, .expect_pivots = 1, .expect_count = 1,
     .expect_trace = {{1, 1, CF_MOVE_OTHER, 2.0 / 7.0}}, .expect_f = {8.0 / 7.0, -2.0 / 7.0},
     .expect_a = {0, 4.0 / 7.0}, .expect_sets = "C-"},
    {.name = "drive-friction-goes-on", DRIVE_FRICTION_TWO_STATE,
     .max_pivots = 50,
     .concept = "drive_to_zero, a friction drive goes on after another index's pivot",
     .advice = "a drive must end only when the driven index reaches its new state (pivot returns"
               " 1 only then): after a normal joins C the drive goes on with the new C",
     .expect_status = CF_OK, .expect_pivots = 2, .expect_count = 2,
     .expect_trace = {{1, 2, CF_MOVE_NC_TO_C, 1.0 / 3.0}, {1, 1, CF_MOVE_OTHER, 0.5}},
     .expect_f = {17.0 / 12.0, -5.0 / 6.0, 0.25}, .expect_a = {0, 0, 0}, .expect_sets = "CFC"},
    {.name = "drive-friction-pivot-limit", DRIVE_FRICTION_TWO_STATE,
     .pivots = 5, .max_pivots = 6,
     .concept = "drive_to_zero, the pivot limit of the whole solve",
     .advice = "s->pivots counts every pivot of the solve, never reset by a drive; the drive"
               " returns CF_PIVOT_LIMIT as soon as s->pivots reaches s->max_pivots, before"
               " another pivot",
     .expect_status = CF_PIVOT_LIMIT, .expect_pivots = 6, .expect_count = 1,
     .expect_trace = {{1, 2, CF_MOVE_NC_TO_C, 1.0 / 3.0}}},
    {.name = "drive-friction-pivot-limit-exact", DRIVE_FRICTION_TWO_STATE,
     .pivots = 5,
     .max_pivots = 7,
     .concept = "drive_to_zero, the pivot limit reached exactly",
     .advice = "a drive may make pivots up to the limit itself: stop only when s->pivots has"
               " reached s->max_pivots and another pivot is due",
     .expect_status = CF_OK, .expect_pivots = 7, .expect_count = 2,
     .expect_trace = {{1, 2, CF_MOVE_NC_TO_C, 1.0 / 3.0}, {1, 1, CF_MOVE_OTHER, 0.5}},
     .expect_f = {17.0 / 12.0, -5.0 / 6.0, 0.25}, .expect_a = {0, 0, 0}, .expect_sets = "CFC"},

    /* The drive of drive-friction-sticks, called with omega = -1 in the
     * state, as a drive whose path turned back leaves it (the harness sets
     * it for every drive): each drive starts forward. */
    {.name = "drive-starts-forward", DRIVE_FRICTION_STATE, .mu = {0, 1},
     .concept = "drive_to_zero, a new drive starts forward (omega = 1), whatever the drive before"
                " left",
     .advice = "omega is -1 only after the path of this drive turned back: set omega = 1 (and"
               " sigma) at the start of every drive, as the paper's drive-to-zero starts"
               " raising f_d",
     .expect_status = CF_OK, .expect_pivots = 1, .expect_count = 1,
     .expect_trace = {{1, 1, CF_MOVE_OTHER, 2.0 / 3.0}}, .expect_f = {4.0 / 3.0, -2.0 / 3.0},
     .expect_a = {0, 0}, .expect_sets = "CF"},
    /* fdirection fails: the state of fdirection-no-solution, its normal 3
     * (sigma = 1) driven.  fdirection's A11 x = -sigma v1 has no solution
     * and it returns CF_SINGULAR; the drive must return that status before
     * any step (no pivot recorded), not step along the direction
     * fdirection left half made.  Whether the pivot counter was raised
     * before the failed fdirection is not a rule: it is not checked
     * (expect_pivots -1). */
    {.name = "drive-fdirection-fails", NO_SOLUTION_STATE, .kind = DRIVE,
     .functions = "drive_to_zero fdirection pivot bound_factor",
     .concept = "drive_to_zero, fdirection finds no direction: the drive must return the status of"
                " fdirection",
     .advice = "when fdirection returns anything but CF_OK (here CF_SINGULAR: A11 x = -sigma v1"
               " has no solution), drive_to_zero returns it at once, before any step: the"
               " direction is not made",
     .expect_status = CF_SINGULAR, .expect_pivots = -1, .expect_count = 0},
    /* Stage 2's two drives with a redundant contact (drive-redundant-deferred
     * and drive-deferred-comes-back above, all rows normal), driven by
     * exercise 4's drive_to_zero: with no friction row its rules are stage
     * 2's, and so are the pivots. */
    {.name = "drive-normal-deferred", .stage = 4, .functions = "drive_to_zero fdirection pivot",
     REDUNDANT_DEFERRED_RULE,
     .concept = "drive_to_zero, an unclamped normal that reaches zero but is redundant with C"
                " waits in NC (deferred)",
     .advice = "when an unclamped normal joining C is redundant (redundant(s, j)), the move is"
               " T_NORMAL_DEFERRED: pivot sets a_j = 0 and dz->deferred[j] = 1, its set unchanged,"
               " and the drive goes on without it; dz->deferred is cleared only after a move that"
               " is not a deferral"},
    {.name = "drive-deferred-comes-back", .stage = 4, .functions = "drive_to_zero fdirection pivot",
     DEFERRED_COMES_BACK_RULE,
     .concept = "drive_to_zero, a deferred normal comes back once C changes",
     .advice = "dz->deferred says a normal waits only while C stays as it was: clear it (memset)"
               " after every move but a deferral, so that maxstep considers the normal again"},


    /* Normal 0 lets go while its friction is driven: f_0 = 2^-60, f_1 =
     * -2^-61 (within the bound mu f_0).  Normal 0 goes to NC with f_0 = 0;
     * its friction, d itself, is released (f_1 = 0, not yet processed);
     * nothing is left to drive: pivot returns 1. */
    {.name = "pivot-own-normal-leaves", PIVOT_STATE, .pivot_j = 0, .pivot_move = T_NORMAL_LEAVES_C,
     .f = {0x1p-60, -0x1p-61, 1, 0.25}, .a = {0, 0.5, 0, 0}, .sets = "C.CF",
     .concept = "pivot, the driven friction's own normal leaves C",
     .advice = "a normal whose force reached zero goes to NC with f_N = 0 and releases its friction"
               " (release_friction); when that friction is d, the drive has nothing left to drive"
               " and pivot returns 1",
     .expect_j = 1, .expect_f = {0, 0, 1, 0.25}, .expect_a = {0, 0.5, 0, 0}, .expect_sets = "N.CF"},
    /* Normal 2 lets go during friction 1's drive: f_2 = 2^-60, its
     * sticking friction f_3 = 2^-61.  Normal 2 goes to NC (f_2 = 0), its
     * friction is released (f_3 = 0, not yet processed); the drive goes on. */
    {.name = "pivot-other-normal-leaves", PIVOT_STATE, .pivot_j = 2, .pivot_move = T_NORMAL_LEAVES_C,
     .f = {2, -0.25, 0x1p-60, 0x1p-61}, .a = {0, 0.5, 0, 0}, .sets = "C.CF",
     .concept = "pivot, another normal leaves C during a friction drive",
     .advice = "a normal whose force reached zero goes to NC with f_N = 0 and releases its friction"
               " (release_friction: f_F = 0, not yet processed); another contact's move never"
               " ends the drive: pivot returns 0",
     .expect_j = 0, .expect_f = {2, -0.25, 0, 0}, .expect_a = {0, 0.5, 0, 0}, .expect_sets = "C.N."},
    /* Normal 2, unclamped, reaches a_2 = 2^-60: it joins C with a_2 = 0. */
    {.name = "pivot-normal-enters", PIVOT_STATE, .pivot_j = 2, .pivot_move = T_NORMAL_ENTERS_C,
     .f = {2, -0.25, 0, 0}, .a = {0, 0.5, 0x1p-60, 0.75}, .sets = "C.N.",
     .concept = "pivot, an unclamped normal joins C during a friction drive",
     .advice = "a normal whose acceleration reached zero joins C with a_N = 0 exactly; another"
               " contact's move never ends the drive: pivot returns 0",
     .expect_j = 0, .expect_f = {2, -0.25, 0, 0}, .expect_a = {0, 0.5, 0, 0.75}, .expect_sets = "C.C."},
    /* The driven friction reaches its bound: f_1 = -1 + 2^-50, sigma = -1,
     * so f_1 = sigma mu f_0 = -(1/2) 2 = -1 exactly, NC_F-, and the drive ends. */
    {.name = "pivot-driven-at-bound", PIVOT_STATE, .pivot_j = 1,
     .pivot_move = T_DRIVEN_FRICTION_AT_BOUND,
     .f = {2, -1 + 0x1p-50, 1, 0.25}, .a = {0, 0.5, 0, 0}, .sets = "C.CF",
     .concept = "pivot, the driven friction reaches its bound",
     .advice = "the driven friction at its bound is f_F = sigma mu f_N exactly, in NC_F+ for sigma"
               " = 1 and NC_F- for sigma = -1 (set_friction), and the drive ends: pivot returns 1",
     .expect_j = 1, .expect_f = {2, -1, 1, 0.25}, .expect_a = {0, 0.5, 0, 0}, .expect_sets = "C-CF"},
    /* The driven friction sticks: a_1 = 2^-60 becomes 0, C_F, the drive ends. */
    {.name = "pivot-driven-sticks", PIVOT_STATE, .pivot_j = 1, .pivot_move = T_DRIVEN_FRICTION_STICKS,
     .f = {2, -0.5, 1, 0.25}, .a = {0, 0x1p-60, 0, 0}, .sets = "C.CF",
     .concept = "pivot, the driven friction sticks",
     .advice = "a driven friction whose acceleration reached zero sticks: a_F = 0 exactly, C_F"
               " (set_friction), and the drive ends: pivot returns 1",
     .expect_j = 1, .expect_f = {2, -0.5, 1, 0.25}, .expect_a = {0, 0, 0, 0}, .expect_sets = "CFCF"},
    /* Friction 3, sticking, reaches -mu f_2 = -1/2 (f_3 = -1/2 + 2^-50):
     * NC_F- with f_3 = -1/2 exactly; the drive goes on. */
    {.name = "pivot-sticking-to-minus", PIVOT_STATE, .pivot_j = 3, .pivot_move = T_STICKING_TO_MINUS,
     .f = {2, -0.25, 1, -0.5 + 0x1p-50}, .a = {0, 0.5, 0, 0}, .sets = "C.CF",
     .concept = "pivot, a sticking friction reaches its bound during another's drive",
     .advice = "a sticking friction whose force reached -mu f_N goes to NC_F- with f_F = -mu f_N"
               " exactly (+mu f_N and NC_F+ on the other side); another contact's move never ends"
               " the drive: pivot returns 0",
     .expect_j = 0, .expect_f = {2, -0.25, 1, -0.5}, .expect_a = {0, 0.5, 0, 0}, .expect_sets = "C.C-"},
    /* Friction 3 at +mu f_2 whose a_3 rose to -2^-60: it sticks again
     * (C_F, a_3 = 0); the drive goes on. */
    {.name = "pivot-unsticks", PIVOT_STATE, .pivot_j = 3, .pivot_move = T_PLUS_UNSTICKS,
     .f = {2, -0.25, 1, 0.5}, .a = {0, 0.5, 0, -0x1p-60}, .sets = "C.C+",
     .concept = "pivot, a friction at its bound sticks again during another's drive",
     .advice = "a friction at its bound whose acceleration reached zero goes back to C_F with a_F"
               " = 0 exactly, its force kept; another contact's move never ends the drive: pivot"
               " returns 0",
     .expect_j = 0, .expect_f = {2, -0.25, 1, 0.5}, .expect_a = {0, 0.5, 0, 0}, .expect_sets = "C.CF"},

    /* A drive whose path turns back twice.  n = 3: rows 0 normal (d, not
     * yet considered), 1 normal in C, 2 its friction (mu = 1), sticking:
     *     A = |  2  1 -4 |   f = (0, 1/2, 0), a = (-1, 0, 0)
     *         |  1  1 -2 |
     *         | -4 -2 12 |
     *   pivot 1: unknowns f_1, f_2: | 1 -2; -2 12 | x = -(1, -4) gives
     *     x = (-1/2, 1/4); delta f = (1, -1/2, 1/4), delta a = (1/2, 0, 0).
     *     d at s = 2, f_1 falls to 0 at s = 1, f_2 meets +mu f_1 at
     *     s = (1/2) / (1/4 + 1/2) = 2/3: friction 2 to NC_F+.  f = (2/3, 1/6,
     *     1/6), a = (-2/3, 0, 0).
     *   pivot 2: the folded column of 1: A11 = 1 + (-2) = -1, rhs -1: delta
     *     f = (1, 1, 1), delta a = (-1, 0, 6): a_2 = 0 rises at once
     *     (NC_F+ to C_F at s = 0), undoing the move just made on 2: both
     *     states block, the path turns back (omega = -1).
     *   pivot 3: delta f = (-1, -1, -1), delta a = (1, 0, -6): f_1 falls to
     *     0 at s = 1/6 (before d at 2/3 and f_0's return at 2/3): normal 1
     *     leaves C, its friction is released.  f = (1/2, 0, 0), a = (-1/2,
     *     0, -1).
     *   pivot 4: C is empty: delta f = -(1, 0, 0), delta a = (-2, -1, 4): a_1
     *     = 0 falls at once (NC to C at s = 0), undoing the move just made on
     *     1: the path turns forward again (omega = 1).
     *   pivot 5: delta f = (1, 0, 0), delta a = (2, 1, -4): d reaches zero at
     *     s = 1/4.  f = (3/4, 0, 0), a = (0, 1/4, -2), sets C N . */
    {.name = "drive-path-turns", .stage = 4, .kind = DRIVE,
     .functions = "drive_to_zero fdirection pivot bound_factor", .n = 3, .kinds = "NNF",
     .normal_of = {-1, -1, 1}, .mu = {0, 0, 1}, .A = {2, 1, -4, 1, 1, -2, -4, -2, 12},
     .f = {0, 0.5, 0}, .a = {-1, 0, 0}, .sets = ".CF", .d = 0, .max_pivots = 50,
     .concept = "drive_to_zero, a path that turns back where an index blocks the step both ways",
     .advice = "a zero step (dantzig_is_zero_step) whose move undoes the move just made on the same"
               " index turns the path: omega = -omega, s->turns++, record T_PATH_TURNS with s = 0,"
               " forget the last move (last_j = -1), and go on with delta f times omega",
     .expect_status = CF_OK, .expect_pivots = 5, .expect_count = 5,
     .expect_trace = {{0, 2, CF_MOVE_OTHER, 2.0 / 3.0}, {0, 2, CF_MOVE_OTHER, 0},
                      {0, 1, CF_MOVE_C_TO_NC, 1.0 / 6.0}, {0, 1, CF_MOVE_OTHER, 0},
                      {0, 0, CF_MOVE_DRIVEN_TO_C, 0.25}},
     .expect_f = {0.75, 0, 0}, .expect_a = {0, 0.25, -2}, .expect_sets = "CN."},
    /* A drive that turns back and comes back to where it began.  n = 3:
     * rows 0 normal in C, 1 its friction (mu = 1) at -mu f_0, 2 normal (d):
     *     A = |  1  2 -2 |   f = (2, -2, 0), a = (0, 0, -3/2)
     *         |  2  5 -4 |
     *         | -2 -4  4 |
     *   pivot 1: the folded column of 0: A11 = 1 - 2 = -1, rhs 2: delta f =
     *     (-2, 2, 1), delta a = (0, 2, 0): a_d stands still; f_0 falls to 0
     *     at s = 1: normal 0 leaves C, friction 1 released.  f = (0, 0, 1),
     *     a = (0, 2, -3/2).
     *   pivot 2: C is empty: delta f = (0, 0, 1), delta a = (-2, -4, 4): a_0
     *     = 0 falls at once (NC to C at s = 0), undoing the move just made
     *     on 0: the path turns back.
     *   pivot 3: delta f = (0, 0, -1), delta a = (2, 4, -4): f_d returns to
     *     0 at s = 1: the drive failed (CF_UNBOUNDED_RAY), f_d = 0,
     *     s->returned_drive[2] = 1, no ray named.  f = 0, a = (2, 6, -11/2),
     *     sets N . . */
    {.name = "drive-path-comes-back", .stage = 4, .kind = DRIVE,
     .functions = "drive_to_zero fdirection pivot bound_factor", .n = 3, .kinds = "NFN",
     .normal_of = {-1, 0, -1}, .mu = {0, 1, 0}, .A = {1, 2, -2, 2, 5, -4, -2, -4, 4},
     .f = {2, -2, 0}, .a = {0, 0, -1.5}, .sets = "C-.", .d = 2, .max_pivots = 50,
     .concept = "drive_to_zero, a path that turns back and brings the driven force back to zero",
     .advice = "T_DRIVE_RETURNED: step, set f_d = 0, s->returned_drive[d] = 1, s->returned++,"
               " record the pivot and return CF_UNBOUNDED_RAY (s->ray_driven stays -1: the drive"
               " waits, it is not a ray)",
     .expect_status = CF_UNBOUNDED_RAY, .expect_pivots = 3, .expect_count = 3, .check_end = 1,
     .expect_returned = 1,
     .expect_trace = {{2, 0, CF_MOVE_C_TO_NC, 1}, {2, 0, CF_MOVE_OTHER, 0}, {2, 2, CF_MOVE_OTHER, 1}},
     .expect_f = {0, 0, 0}, .expect_a = {2, 6, -5.5}, .expect_sets = "N.."},
    /* A normal no force can lift: n = 2, row 0 normal (d, a_0 = -1), 1 its
     * friction; A = | 0 0; 0 1 |.  delta f = (1, 0), delta a = 0: a_d never
     * rises, nothing limits the step: CF_UNBOUNDED_RAY with s->ray_driven =
     * 0, after one pivot counted and none recorded. */
    {.name = "drive-normal-ray", .stage = 4, .kind = DRIVE,
     .functions = "drive_to_zero fdirection pivot bound_factor", .n = 2, .kinds = "NF",
     .normal_of = {-1, 0}, .mu = {0, 0.5}, .A = {0, 0, 0, 1}, .f = {0, 0}, .a = {-1, 1},
     .sets = "..", .d = 0, .max_pivots = 50,
     .concept = "drive_to_zero, a normal drive that nothing limits",
     .advice = "when friction2d_maxstep returns j = -1, set s->ray_driven = d (stage 6 hands the"
               " ray over) and return CF_UNBOUNDED_RAY (dantzig_stop), without a step",
     .expect_status = CF_UNBOUNDED_RAY, .expect_pivots = 1, .expect_count = 0},
    /* A friction that drags its normal in: n = 2, row 0 normal in C (f_0 =
     * 1), 1 its friction (mu = 1, d, a_1 = 1, so sigma = -1); A = | 1 1; 1
     * 1 |.  delta f = (1, -1), delta a = 0: a_1 never reaches 0, and |f_1|
     * grows at rate 1 as mu f_0 does, so the bound never comes: CF_UNBOUNDED_RAY,
     * s->ray_driven = 1. */
    {.name = "drive-friction-ray", .stage = 4, .kind = DRIVE,
     .functions = "drive_to_zero fdirection pivot bound_factor", .n = 2, .kinds = "NF",
     .normal_of = {-1, 0}, .mu = {0, 1}, .A = {1, 1, 1, 1}, .f = {1, 0}, .a = {0, 1},
     .sets = "C.", .d = 1, .max_pivots = 50,
     .concept = "drive_to_zero, a friction drive that nothing limits",
     .advice = "when friction2d_maxstep returns j = -1, set s->ray_driven = d (stage 6 hands the"
               " ray over) and return CF_UNBOUNDED_RAY (dantzig_stop), without a step",
     .expect_status = CF_UNBOUNDED_RAY, .expect_pivots = 1, .expect_count = 0},

    /* ---- exercise 5: cone_pivot alone (CONE_PIVOT_STATE above) ---- */
    /* The driven friction's own normal lets go (f_0 = 2^-60, f_T tiny):
     * f_0 = 0, NC, its friction released (f_T = 0), a afresh (changes of
     * order 2^-59); the drive ends and contact 0 is no longer driven. */
    {.name = "cone-pivot-own-normal-leaves",
     CONE_PIVOT_STATE(.f = {0x1p-60, -0x1p-61, 0, 1, 0.25, 0}, .a = {0, 1, 0, 0, 0, 0},
                      .sets = "C..CFF"),
     .functions = "cone_pivot", .pivot_j = 0, .pivot_move = M_NORMAL_LEAVES_C,
     .pivot_note = "normal force reached 0, C to NC",
     .concept = "cone_pivot, the driven friction's own normal leaves C",
     .advice = "a normal whose force reached zero goes to NC with f_N = 0, releases its friction"
               " (cone_release_friction) and computes a afresh; when it is the driven contact's"
               " normal, the drive ends (return 1) and s->driven = -1",
     .expect_j = 1, .expect_released = 1, .expect_f = {0, 0, 0, 1, 0.25, 0},
     .expect_a = {0, 1, 0, 0, 0, 0}, .expect_sets = "N..CFF"},
    /* Contact 1's normal lets go (f_3 = 2^-60, its sticking friction
     * tiny): NC, f_3 = 0, its friction released (f_T = 0, not yet
     * processed); the drive of contact 0 goes on. */
    {.name = "cone-pivot-other-normal-leaves",
     CONE_PIVOT_STATE(.f = {2, -0.5, 0, 0x1p-60, 0x1p-61, 0}, .a = {0, 1, 0, 0, 0, 0},
                      .sets = "C..CFF"),
     .functions = "cone_pivot", .pivot_j = 3, .pivot_move = M_NORMAL_LEAVES_C,
     .pivot_note = "normal force reached 0, C to NC",
     .concept = "cone_pivot, another normal leaves C during a friction drive",
     .advice = "a normal whose force reached zero goes to NC with f_N = 0 and releases its friction"
               " (cone_release_friction); another contact's move never ends the drive (return 0)"
               " and leaves s->driven as it is",
     .expect_j = 0, .expect_released = 0, .expect_f = {2, -0.5, 0, 0, 0, 0},
     .expect_a = {0, 1, 0, 0, 0, 0}, .expect_sets = "C..N.."},
    /* Contact 1's normal, unclamped, reaches a_3 = 2^-60: it joins C. */
    {.name = "cone-pivot-normal-enters",
     CONE_PIVOT_STATE(.f = {2, -0.5, 0, 0, 0, 0}, .a = {0, 1, 0, 0x1p-60, 0.5, 0},
                      .sets = "C..N.."),
     .functions = "cone_pivot", .pivot_j = 3, .pivot_move = M_NORMAL_ENTERS_C,
     .pivot_note = "normal acceleration reached 0, NC to C",
     .concept = "cone_pivot, an unclamped normal joins C during a friction drive",
     .advice = "a normal whose acceleration reached zero joins C (CF_SET_CLAMPED); another"
               " contact's move never ends the drive (return 0)",
     .expect_j = 0, .expect_released = 0, .expect_f = {2, -0.5, 0, 0, 0, 0},
     .expect_a = {0, 1, 0, 0x1p-60, 0.5, 0}, .expect_sets = "C..C.."},
    /* The driven friction sticks (a_T = (2^-60, 0)): contact 0's friction
     * joins C_F on both tangent rows, the drive ends, no longer driven. */
    {.name = "cone-pivot-driven-sticks",
     CONE_PIVOT_STATE(.f = {2, -0.5, 0, 1, 0.25, 0}, .a = {0, 0x1p-60, 0, 0, 0, 0},
                      .sets = "C..CFF"),
     .functions = "cone_pivot", .pivot_j = 1, .pivot_move = M_DRIVEN_FRICTION_STICKS,
     .pivot_note = "driven friction sticks, joins C_F",
     .concept = "cone_pivot, the driven friction sticks",
     .advice = "a driven friction whose a_T reached zero sticks (cone_set_state, CONE_STICKING,"
               " on the contact of row j), the drive ends (return 1) and s->driven = -1",
     .expect_j = 1, .expect_released = 1, .expect_f = {2, -0.5, 0, 1, 0.25, 0},
     .expect_a = {0, 0x1p-60, 0, 0, 0, 0}, .expect_sets = "CFFCFF"},
    /* The driven friction reaches its cone: f_T = (-1 + 2^-50, 0), ||f_T||
     * a hair inside mu f_0 = 1.  to_bound aims u = (-1, 0) and cone_advance
     * puts it on the cone, f_T = (-1, 0); NC_F, the drive ends. */
    {.name = "cone-pivot-driven-at-cone",
     CONE_PIVOT_STATE(.f = {2, -1 + 0x1p-50, 0, 1, 0.25, 0}, .a = {0, 1, 0, 0, 0, 0},
                      .sets = "C..CFF"),
     .functions = "cone_pivot cone_advance", .pivot_j = 1,
     .pivot_move = M_DRIVEN_FRICTION_AT_BOUND,
     .pivot_note = "driven friction reached the cone, joins NC_F",
     .concept = "cone_pivot, the driven friction reaches its cone",
     .advice = "a driven friction at its cone goes there with to_bound (u where f_T points, NC_F,"
               " exactly on the cone), the drive ends (return 1) and s->driven = -1",
     .expect_j = 1, .expect_released = 1, .expect_f = {2, -1, 0, 1, 0.25, 0},
     .expect_a = {0, 1, 0, 0, 0, 0}, .expect_sets = "C**CFF"},
    /* Contact 1's sticking friction reaches its cone: f_T = (0, 1/2 -
     * 2^-50), mu f_3 = 1/2: to_bound, u = (0, 1), f_T = (0, 1/2); the
     * drive goes on. */
    {.name = "cone-pivot-sticking-to-cone",
     CONE_PIVOT_STATE(.f = {2, -0.5, 0, 1, 0, 0.5 - 0x1p-50}, .a = {0, 1, 0, 0, 0, 0},
                      .sets = "C..CFF"),
     .functions = "cone_pivot cone_advance", .pivot_j = 4, .pivot_move = M_STICKING_TO_BOUND,
     .pivot_note = "friction reached the cone, C_F to NC_F",
     .concept = "cone_pivot, a sticking friction reaches its cone during another's drive",
     .advice = "a sticking friction whose ||f_T|| reached mu f_N goes to NC_F with to_bound (on"
               " the contact of row j); another contact's move never ends the drive (return 0)",
     .expect_j = 0, .expect_released = 0, .expect_f = {2, -0.5, 0, 1, 0, 0.5},
     .expect_a = {0, 1, 0, 0, 0, 0}, .expect_sets = "C..C**"},
    /* Contact 1's friction at its cone sticks again (u . a_T rose to 0):
     * C_F, its force kept; the drive goes on. */
    {.name = "cone-pivot-unsticks",
     CONE_PIVOT_STATE(.f = {2, -0.5, 0, 1, 0, 0.5}, .a = {0, 1, 0, 0, 0, -0x1p-60},
                      .sets = "C..C**"),
     .functions = "cone_pivot", .pivot_j = 4, .pivot_move = M_BOUND_UNSTICKS,
     .pivot_note = "a_T reached 0, NC_F to C_F",
     .concept = "cone_pivot, a friction at its cone sticks again during another's drive",
     .advice = "a friction at its cone whose u . a_T reached zero goes back to C_F"
               " (cone_set_state, CONE_STICKING), its force kept; another contact's move never"
               " ends the drive (return 0)",
     .expect_j = 0, .expect_released = 0, .expect_f = {2, -0.5, 0, 1, 0, 0.5},
     .expect_a = {0, 1, 0, 0, 0, -0x1p-60}, .expect_sets = "C..CFF"},

    /* ---- exercise 5 (stage 5): the cone ---- */
    {.name = "fdirection-cone-no-solution", CONE_NO_SOLUTION_STATE, .kind = FDIRECTION_STATUS,
     .concept = "cone_fdirection, a clamped system with no solution (singular, not symmetric):"
                " cone_fdirection"
                " must return the status of its linear solve",
     .advice = "when cone_solve_clamped returns CF_SINGULAR, cone_fdirection returns it at once"
               " (the given drive passes it on and compute_forces defers the drive), never a"
               " direction made of what x holds",
     .expect_status = CF_SINGULAR},
    {.name = "fdirection-cone-kept-friction-grows", KEPT_AT_CONE_STATE, .kind = FDIRECTION_VECTOR,
     .functions = "cone_fdirection",
     .concept = "cone_fdirection, a normal driven again whose friction kept its place at the cone:"
                " its friction grows with it",
     .advice = "when the driven normal's friction is at the cone (it kept its direction u when"
               " the normal let go), delta f_T = mu u delta f_N: the friction stays on the cone"
               " as f_N grows",
     .expect_df = {1, 0.5, 0}},
    /* KEPT_AT_CONE_STATE with a fourth row, a normal out of C (NC) that
     * nothing couples (A_33 = 1, the rest of its row 0): delta f arrives
     * as (1/2, -1/2, 1/2, -1/2), and cone_fdirection must clear it
     * everywhere, the last row too: delta f = (1, 1/2, 0, 0). */
    {.name = "fdirection-cone-clears-delta-f", .stage = 5, .kind = FDIRECTION_VECTOR,
     .functions = "cone_fdirection", .n = 4, .kinds = "NTTN", .normal_of = {-1, 0, 0, -1},
     .mu = {0, 0.5, 0.5, 0}, .A = {2, 1, 0, 0, 1, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1},
     .f = {0, 0, 0, 0}, .a = {-1, -0.5, 0, 1}, .df = {0.5, -0.5, 0.5, -0.5}, .sets = "N**N",
     .d = 0, .max_pivots = 50,
     .concept = "cone_fdirection, every entry of delta f set: a normal out of C as the last row",
     .advice = "clear delta f in every row, up to the last, before the drive's part and the"
               " unknowns are added: a row that is neither driven nor an unknown has delta f = 0",
     .expect_df = {1, 0.5, 0, 0}},
    {.name = "advance-cone-kept-at-apex", ADVANCE_KEPT_STATE,
     .concept = "cone_advance, a friction at the cone whose normal let go (f_N = 0, f_T = 0)",
     .advice = "re-aim u = f_T / ||f_T|| only where ||f_T|| > 0: at f_T = 0 there is no direction"
               " to read, so keep u; then f_T = mu max(f_N, 0) u, and a = A f + b",
     .expect_f = {0, 0, 0, 2}, .expect_a = {2, -0.5, 0, 2}},
    {.name = "advance-cone-normal-below-zero", ADVANCE_BELOW_ZERO_STATE,
     .concept = "cone_advance, a friction at the cone whose normal's force ends a hair below zero",
     .advice = "the radius of the cone is mu max(f_N, 0): a normal force that roundoff left below"
               " zero carries no friction (f_T = 0), never a friction of the other sign",
     .expect_f = {-0x1p-50, 0, 0}, .expect_a = {-2 - 0x1p-49, -0.75, 0}},
    /* f_T = (3, 0), f_N = 10, mu = 1/2 (radius 5), delta f_T = (0, 1):
     * qa = 1, qb = 0, qc = 9 - 25 = -16; q(s) = s^2 - 16 = 0 at s = 4
     * (f_T = (3, 4), ||f_T|| = 5).  The other root, -4, is behind. */
    {.name = "cone-exit-across", CONE_EXIT_STATE, .mu = {0, 0.5, 0.5}, .f = {10, 3, 0},
     .df = {0, 0, 1},
     .concept = "cone_exit_step, a force moving across its cone: the root ahead, not the one behind",
     .advice = "of the two roots (-qb -+ sqrt(qb^2 - qa qc)) / qa the force leaves at the smallest"
               " positive one; when qb <= 0 that is (sqrt(qb^2 - qa qc) - qb) / qa",
     .expect_j = 0, .expect_step = 4},
    /* f_T = (3, 0), f_N = 10, mu = 1/2, delta f_T = (1, 0): qa = 1,
     * qb = 3, qc = -16; roots -3 -+ 5: s = 2 (f_T = (5, 0)), and -8 behind;
     * -qc / (qb + sqrt(qb^2 - qa qc)) = 16 / (3 + 5) = 2. */
    {.name = "cone-exit-outward", CONE_EXIT_STATE, .mu = {0, 0.5, 0.5}, .f = {10, 3, 0},
     .df = {0, 1, 0},
     .concept = "cone_exit_step, a force moving outward: the smallest positive root",
     .advice = "q(s) = qa s^2 + 2 qb s + qc with qa = ||delta f_T||^2 - mu^2 delta f_N^2, qb = f_T ."
               " delta f_T - mu^2 f_N delta f_N, qc = ||f_T||^2 - mu^2 f_N^2; the force leaves"
               " where q rises through zero",
     .expect_j = 0, .expect_step = 2},
    /* f_T = (1/2, 0), f_N = 1, mu = 1, delta f = (delta f_N, delta f_T) =
     * (-1, (1, 0)): the line is parallel to a side of the cone, qa = 1 - 1
     * = 0, qb = 1/2 + 1 = 3/2, qc = 1/4 - 1 = -3/4.  q(s) = 3 s - 3/4 = 0 at
     * s = 1/4 (f_T = (3/4, 0), f_N = 3/4).  The textbook formula
     * (-qb + sqrt(...)) / qa divides 0 by 0 here; -qc / (qb + sqrt(...)) =
     * (3/4) / 3 does not. */
    {.name = "cone-exit-parallel-to-a-side", CONE_EXIT_STATE, .mu = {0, 1, 1}, .f = {1, 0.5, 0},
     .df = {-1, 1, 0},
     .concept = "cone_exit_step, a line parallel to a side of the cone (qa = 0)",
     .advice = "with qa = 0 the quadratic is linear: the formula (-qb + sqrt(qb^2 - qa qc)) / qa"
               " divides 0 by 0; when qb > 0 use -qc / (qb + sqrt(qb^2 - qa qc)), which also"
               " loses no digits to cancellation",
     .expect_j = 0, .expect_step = 0.25},
    /* f_T = 0, f_N = 1, mu = 1, delta f = (1, (1/2, 0)): f_N grows faster
     * than ||f_T||; qa = 1/4 - 1 < 0, qb = -1, qc = -1: q < 0 for every
     * s >= 0, the force never leaves (INFINITY). */
    {.name = "cone-exit-never", CONE_EXIT_STATE, .mu = {0, 1, 1}, .f = {1, 0, 0},
     .df = {1, 0.5, 0},
     .concept = "cone_exit_step, a force that never leaves its cone: INFINITY",
     .advice = "when q(s) stays below zero for every s > 0 (qb <= 0 and qa <= 0) there is no"
               " exit: return INFINITY, never a root behind the force or a negative step",
     .expect_j = -1},
    /* f_T = (1 + 2^-52, 0), f_N = 1, mu = 1: on the cone up to one ulp,
     * qc = (1 + 2^-52)^2 - 1 = 2^-51 in floating point, a hair outside.
     * delta f_T = (0, 1), delta f_N = 0: qa = 1, qb = 0, and f_T moves along
     * the tangent of the circle, which leaves the cone at once: s = 0.
     * Taken as computed, qc > 0 makes qb^2 - qa qc = -2^-51 < 0 and the
     * exit is lost; qc above zero is roundoff of a force on the cone. */
    {.name = "cone-exit-on-the-cone", CONE_EXIT_STATE, .mu = {0, 1, 1},
     .f = {1, 1 + 0x1p-52, 0}, .df = {0, 0, 1},
     .concept = "cone_exit_step, a force on its cone up to roundoff leaves at once (s = 0)",
     .advice = "qc = ||f_T||^2 - mu^2 f_N^2 is never above zero for a force in its cone: a"
               " positive qc is roundoff (take it as 0), or qb^2 - qa qc goes negative and the"
               " exit is lost",
     .expect_j = 0, .expect_step = 0},
    /* f_T = (1, 0), f_N = 1, mu = 1, on the cone; delta f = (-1, (-1 + e,
     * 0)), e = 2^-40: the force slides down a side of the cone towards its
     * apex, ||f_T|| - f_N = e s: outside by at most e (at s = 1, where
     * f_N = 0), roundoff against forces of size 1.  qa = (1 - e)^2 - 1 =
     * -2^-39 (rounded), qb = -1 + e + 1 = e, qc = 0.  The caller's noise,
     * 1e-12 * 1 * (1 + 1) = 2e-12 > e, says qb is roundoff: the line runs
     * along the cone, and with qa <= 0 it never leaves: INFINITY.  Read as
     * moving out (qb > 0), the step would be 0, a pivot of nothing. */
    {.name = "cone-exit-along-a-side", CONE_EXIT_STATE, .mu = {0, 1, 1}, .f = {1, 1, 0},
     .df = {-1, -1 + 0x1p-40, 0},
     .concept = "cone_exit_step, a force sliding along a side of its cone (qb within the noise)",
     .advice = "qb counts as moving out only when qb > noise (the caller's measure of roundoff),"
               " not when qb > 0: a force that slides along the cone does not leave it",
     .expect_j = -1},
    /* ---- exercise 3: maxstep (states above BILATERAL_MAXSTEP_LAST_STATE) ---- */
    {.name = "maxstep-tie-driven-clamped", TIE_DRIVEN_CLAMPED, .stage = 3,
     .functions = "bilateral_maxstep"},
    {.name = "maxstep-tie-driven-unclamped", TIE_DRIVEN_UNCLAMPED, .stage = 3,
     .functions = "bilateral_maxstep"},
    {.name = "maxstep-tie-clamped-unclamped", TIE_CLAMPED_UNCLAMPED, .stage = 3,
     .functions = "bilateral_maxstep"},
    /* Row 0 a joint in C whose force falls (delta f_0 = -1/2, f_0 = 1/4):
     * it would limit at s = 1/2 were it a contact; a joint's force may take
     * either sign, so d limits, at s = 1.  j = 2, s = 1. */
    {.name = "bilateral-maxstep-joint-never-limits", MAXSTEP_STATE, .stage = 3,
     .functions = "bilateral_maxstep", .kinds = "BNN", .normal_of = {-1, -1, -1},
     .f = {0.25, 0, 0}, .a = {0, 6, -2.5},
     .concept = "maxstep, a joint in C whose force falls: a joint never limits the step",
     .advice = "a bilateral row's force may take either sign, so the C loop skips every joint"
               " (s->p->rows[i].kind == CF_ROW_BILATERAL); only contacts in C limit at"
               " s = -f_i / delta f_i",
     .expect_j = 2, .expect_step = 1},
    {.name = "maxstep-driven-at-zero", DRIVEN_AT_ZERO, .stage = 3, .functions = "bilateral_maxstep"},
    {.name = "maxstep-ray-not-cut-by-roundoff", RAY_NOT_CUT, .stage = 3,
     .functions = "bilateral_maxstep"},
    {.name = "maxstep-unclamped-below-zero", UNCLAMPED_BELOW_ZERO, .stage = 3,
     .functions = "bilateral_maxstep"},
    {.name = "maxstep-clamped-roundoff-fall", CLAMPED_ROUNDOFF_FALL, .stage = 3,
     .functions = "bilateral_maxstep"},
    {.name = "bilateral-maxstep-clamped-first", MAXSTEP_STATE, .stage = 3,
     .functions = "bilateral_maxstep",
     .f = {0.25, 0, 0}, .a = {0, 6, -2.5},
     .concept = "maxstep, a clamped force at index 0 limits the step before d",
     .advice = "every contact in C with delta f_i < 0, from index 0 on, limits at"
               " s = -f_i / delta f_i (equation 10); the smallest step wins, d's included",
     .expect_j = 0, .expect_step = 0.5},
    /* MAXSTEP_STATE with contacts 0 and 1 swapped, so that the unclamped
     * contact is index 0: NC = {0}, C = {1}, d = 2,
     *     A = |  2  1 -1 |   delta f = (0, -1/2, 1), delta a = (-3/2, 0, 5/2).
     *         |  1  2  1 |
     *         | -1  1  3 |
     * f = (0, 1, 0), a = (3/4, 0, -5/2): the unclamped acceleration limits
     * at s = (3/4) / (3/2) = 1/2, d at 1, the clamped force at 2: j = 0,
     * s = 1/2. */
    {.name = "bilateral-maxstep-unclamped-first", .stage = 3, .functions = "bilateral_maxstep",
     .kind = MAXSTEP, .n = 3, .A = {2, 1, -1, 1, 2, 1, -1, 1, 3}, .df = {0, -0.5, 1},
     .sets = "NC.", .d = 2, .max_pivots = 50, .f = {0, 1, 0}, .a = {0.75, 0, -2.5},
     .concept = "maxstep, an unclamped acceleration at index 0 limits the step",
     .advice = "every index in NC with delta a_i < 0, from index 0 on, limits at"
               " s = -a_i / delta a_i (equation 11)",
     .expect_j = 0, .expect_step = 0.5},
    {.name = "bilateral-maxstep-unclamped-last", BILATERAL_MAXSTEP_LAST_STATE,
     .f = {1, 0, 0}, .a = {0, -2.5, 0.75},
     .concept = "maxstep, an unclamped acceleration at the last index limits the step",
     .advice = "every index in NC with delta a_i < 0, up to index n - 1, limits at"
               " s = -a_i / delta a_i (equation 11)",
     .expect_j = 2, .expect_step = 0.5},

    /* ---- exercise 6: the fold, unfold and the ray (states above) ---- */
    {.name = "fold-one-contact", ONE_SLIDING_STATE, .kind = FOLD,
     .functions = "fold_sliding_friction",
     .concept = "fold_sliding_friction, one sliding contact (mu = 1/2, slide -1)",
     .advice = "copy A, then for each dynamic row T of normal N: column N of A_hat is"
               " A[:,N] - mu slide A[:,T] in every row, and column T is 0",
     .expect_A = {4.5, 0, 2, 2.5, 0, 1, 2.5, 0, 5}},
    {.name = "fold-two-contacts", TWO_SLIDING_STATE, .kind = FOLD,
     .functions = "fold_sliding_friction",
     .concept = "fold_sliding_friction, two sliding contacts, their dynamic rows last and in the"
                " other order",
     .advice = "every dynamic row folds, wherever it sits (up to the last row), into the column of"
               " its own normal (rows[t].normal), with its own mu and slide",
     .expect_A = {5, 0.75, 0, 0, 1.5, 4.5, 0, 0, 1.5, 1.25, 0, 0, 5, 0.75, 0, 0}},
    {.name = "fold-static-friction-stays", STATIC_BESIDE_SLIDING_STATE, .kind = FOLD,
     .functions = "fold_sliding_friction",
     .concept = "fold_sliding_friction, a static friction beside a sliding contact",
     .advice = "only dynamic rows (CF_ROW_DYNAMIC) fold: a friction2d row is static friction, an"
               " unknown of stage 4, and its column stays A's",
     .expect_A = {4, 1, 0, 0, 1, 5, 1.5, 0, 1, 2, 2.5, 0, 2, 1, -2, 0}},
    {.name = "fold-3d-contact", SLIDING_3D_STATE, .kind = FOLD,
     .functions = "fold_sliding_friction",
     .concept = "fold_sliding_friction, a 3D sliding contact (two dynamic rows of one normal)",
     .advice = "both dynamic rows of a 3D contact fold into its normal's column, each with its own"
               " component of the sliding direction: A[:,N] - mu (v_1 A[:,T1] + v_2 A[:,T2])",
     .expect_A = {2.9, 0, 0, 0.1, 0, 0, 0, 0, 0}},
    {.name = "unfold-one-contact", ONE_SLIDING_STATE, .kind = UNFOLD, .functions = "unfold",
     .f = {2, 0, 3},
     .concept = "unfold, one sliding contact: f_T = -mu slide f_N",
     .advice = "each dynamic row's force is -mu slide times its own normal's force, against the"
               " sliding; every other row keeps its force",
     .expect_f = {2, 1, 3}},
    {.name = "unfold-two-contacts", TWO_SLIDING_STATE, .kind = UNFOLD, .functions = "unfold",
     .f = {2, 4, 0, 0},
     .concept = "unfold, two sliding contacts, their dynamic rows last and in the other order",
     .advice = "every dynamic row, up to the last, takes -mu slide times the force of its own"
               " normal (rows[t].normal)",
     .expect_f = {2, 4, -1, 1}},
    {.name = "unfold-static-friction-stays", STATIC_BESIDE_SLIDING_STATE, .kind = UNFOLD,
     .functions = "unfold", .f = {2, 0.5, 4, 0},
     .concept = "unfold, a static friction beside a sliding contact",
     .advice = "only dynamic rows unfold: a static friction's force is stage 4's answer, and"
               " stays",
     .expect_f = {2, 0.5, 4, -2}},
    {.name = "ray-one-contact", ONE_SLIDING_STATE, .kind = RAY,
     .functions = "hand_over_ray unfold", .f = {2, 1, 0}, .df = {1, 0, -0.5}, .d = 2,
     .concept = "hand_over_ray, one sliding contact: the ray as the caller needs it",
     .advice = "ray->driven is the driven row, ray->f the start f, ray->df the folded delta f"
               " unfolded (each dynamic row -mu slide delta f_N), and ray->da = A delta f with"
               " the problem's A and the unfolded delta f",
     .expect_j = 2, .expect_f = {2, 1, 0}, .expect_df = {1, 0.5, -0.5}, .expect_a = {3.5, 2, 0}},
    {.name = "ray-two-contacts", TWO_SLIDING_STATE, .kind = RAY,
     .functions = "hand_over_ray unfold", .f = {2, 4, -1, 1}, .df = {1, -1, 0, 0}, .d = 1,
     .concept = "hand_over_ray, two sliding contacts",
     .advice = "ray->df is delta f unfolded (every dynamic row from its own normal), and"
               " ray->da = A delta f is computed after the unfold, over every row",
     .expect_j = 1, .expect_f = {2, 4, -1, 1}, .expect_df = {1, -1, 0.25, 0.5},
     .expect_a = {4.25, -3, 0.25, 4.25}},

    /* ---- stage 6: the cone of an impulse (stage6_impulse_in_cone) ----
     *
     * The sticking impulse P = -K^-1 v may be applied only if every
     * contact can give it: P_N >= 0 and |P_T| <= mu P_N (Baraff 1991).
     * The impulses below are made by hand; every number is exact in
     * binary except 0.6 and 0.7, and 0.6 * 1 is exactly 0.6, so the
     * impulse on the bound is on it in floating point too.  Roundoff
     * (1e-9 of the largest |P|) is far below every margin: the smallest
     * is 0.1. */
    {.name = "in-cone-inside", .stage = 6, .kind = IN_CONE, .functions = "stage6_impulse_in_cone",
     .n = 2, .kinds = "NF", .normal_of = {-1, 0}, .mu = {0, 0.6}, .f = {1, 0.5}, .sets = "..",
     .concept = "stage6_impulse_in_cone, the impulse's cone: P = (1, 0.5), mu = 0.6, inside (0.5 <= 0.6)",
     .advice = "an impulse that pushes (P_N >= 0) with |P_T| <= mu P_N is one the contact can"
               " give: accept it (return 1)",
     .expect_j = 1},
    {.name = "in-cone-on-the-bound", .stage = 6, .kind = IN_CONE,
     .functions = "stage6_impulse_in_cone", .n = 2, .kinds = "NF", .normal_of = {-1, 0},
     .mu = {0, 0.6}, .f = {1, 0.6}, .sets = "..",
     .concept = "stage6_impulse_in_cone, the impulse's cone: P = (1, 0.6), mu = 0.6, on the bound",
     .advice = "the bound belongs to the cone (|P_T| <= mu P_N, not <), with roundoff allowed"
               " relative to the size of P",
     .expect_j = 1},
    {.name = "in-cone-outside", .stage = 6, .kind = IN_CONE, .functions = "stage6_impulse_in_cone",
     .n = 2, .kinds = "NF", .normal_of = {-1, 0}, .mu = {0, 0.6}, .f = {1, 0.7}, .sets = "..",
     .concept = "stage6_impulse_in_cone, the impulse's cone: P = (1, 0.7), mu = 0.6, outside (0.7 > 0.6)",
     .advice = "an impulse with |P_T| > mu P_N needs more friction than the contact has: reject it"
               " (return 0), and the velocity-level step is taken instead; compare |P_T| with mu"
               " times P_N, not with P_N",
     .expect_j = 0},
    {.name = "in-cone-outside-negative", .stage = 6, .kind = IN_CONE,
     .functions = "stage6_impulse_in_cone", .n = 2, .kinds = "NF", .normal_of = {-1, 0},
     .mu = {0, 0.6}, .f = {1, -0.7}, .sets = "..",
     .concept = "stage6_impulse_in_cone, the impulse's cone: P = (1, -0.7), mu = 0.6, outside on the negative side",
     .advice = "the cone is |P_T| <= mu P_N: a tangential impulse against the tangent counts by"
               " its size, so compare |P_T|, not P_T",
     .expect_j = 0},
    {.name = "in-cone-pull", .stage = 6, .kind = IN_CONE, .functions = "stage6_impulse_in_cone",
     .n = 3, .kinds = "NFN", .normal_of = {-1, 0, -1}, .mu = {0, 0.5, 0}, .f = {1, 0.25, -0.5},
     .sets = "...",
     .concept = "stage6_impulse_in_cone, the impulse's cone: contact 0 inside (0.25 <= 0.5), contact 1 (no friction)"
                " pulls, P_N = -0.5",
     .advice = "a contact can only push: P_N < 0 at any contact, with or without friction,"
               " rejects the impulse",
     .expect_j = 0},
    {.name = "in-cone-first-row-pulls", .stage = 6, .kind = IN_CONE,
     .functions = "stage6_impulse_in_cone", .n = 3, .kinds = "NNF", .normal_of = {-1, -1, 1},
     .mu = {0, 0, 0.5}, .f = {-0.5, 1, 0.25}, .sets = "...",
     .concept = "stage6_impulse_in_cone, the impulse's cone: contact 0 (no friction, the first row) pulls, P_N = -0.5;"
                " contact 1 inside (0.25 <= 0.5)",
     .advice = "a contact can only push: look at every row from the first, a pull at any"
               " contact rejects the impulse",
     .expect_j = 0},
    /* P = (2^-40, 1.25 * 2^-40), mu = 1: outside the cone by a quarter of
     * P_N, at a scale where 1e-9 itself is far larger than the impulse:
     * roundoff is relative to the largest |P|. */
    {.name = "in-cone-tiny-impulse-outside", .stage = 6, .kind = IN_CONE,
     .functions = "stage6_impulse_in_cone", .n = 2, .kinds = "NF", .normal_of = {-1, 0},
     .mu = {0, 1}, .f = {0x1p-40, 0x1.4p-40}, .sets = "..",
     .concept = "stage6_impulse_in_cone, the impulse's cone: P = (2^-40, 1.25 2^-40), mu = 1, outside, at a small scale",
     .advice = "roundoff is tol times the largest |P| (relative), not tol itself: an impulse of"
               " size 1e-12 that needs more friction than the contact has is still outside",
     .expect_j = 0},
    /* P = (1, 1/2, -2^-60): the second contact's P_N is -2^-60, a roundoff
     * of zero next to |P| = 1; contact 0 inside (1/2 <= 1 * 1). */
    {.name = "in-cone-roundoff-pull", .stage = 6, .kind = IN_CONE,
     .functions = "stage6_impulse_in_cone", .n = 3, .kinds = "NFN", .normal_of = {-1, 0, -1},
     .mu = {0, 1, 0}, .f = {1, 0.5, -0x1p-60}, .sets = "...",
     .concept = "stage6_impulse_in_cone, the impulse's cone: a P_N of -2^-60 next to |P| = 1 is zero, not a pull",
     .advice = "a pull is P_N below zero by more than roundoff (tol times the largest |P|): a"
               " contact whose impulse is zero up to roundoff can give it",
     .expect_j = 1},
    /* Rows N N F F: friction 2 of normal 0, friction 3 of normal 1, mu = 1/2;
     * P = (1, 4, 0.4, 1.5): 0.4 <= 0.5 * 1 and 1.5 <= 0.5 * 4: inside. */
    {.name = "in-cone-frictions-listed-last", .stage = 6, .kind = IN_CONE,
     .functions = "stage6_impulse_in_cone", .n = 4, .kinds = "NNFF", .normal_of = {-1, -1, 0, 1},
     .mu = {0, 0, 0.5, 0.5}, .f = {1, 4, 0.4, 1.5}, .sets = "....",
     .concept = "stage6_impulse_in_cone, the impulse's cone: the friction rows after both normals, each compared with its"
                " own normal's P_N",
     .advice = "a friction row's normal is rows[i].normal, wherever it sits: compare |P_T| with"
               " mu times that row's P_N",
     .expect_j = 1},
    {.name = "in-cone-second-contact", .stage = 6, .kind = IN_CONE,
     .functions = "stage6_impulse_in_cone", .n = 4, .kinds = "NFNF", .normal_of = {-1, 0, -1, 2},
     .mu = {0, 0.5, 0, 0.5}, .f = {1, 0.25, 2, 1.5}, .sets = "....",
     .concept = "stage6_impulse_in_cone, the impulse's cone: contact 0 inside (0.25 <= 0.5), contact 1 outside"
                " (1.5 > 0.5 * 2)",
     .advice = "every contact of the impulse must be in its own cone, with its own mu and its own"
               " P_N: look at every row, not only the first contact",
     .expect_j = 0},
};

#define RULE_COUNT ((int)(sizeof rules / sizeof rules[0]))

const cf_rule *cf_rule_find(int stage, const char *name)
{
    for (int k = 0; k < RULE_COUNT; k++)
        if (rules[k].stage == stage && strcmp(rules[k].name, name) == 0)
            return &rules[k];
    return NULL;
}

int cf_rule_stage_has_rules(int stage)
{
    for (int k = 0; k < RULE_COUNT; k++)
        if (rules[k].stage == stage)
            return 1;
    return 0;
}

const char *cf_rule_name(const cf_rule *r)
{
    return r->name;
}

const char *cf_rule_concept(const cf_rule *r)
{
    return r->concept;
}

const char *cf_rule_functions(const cf_rule *r)
{
    return r->functions;
}

int cf_rule_state(const cf_rule *r, cf_problem **p, int *max_pivots, cf_wire_rule *state)
{
    const int n = r->n;
    memset(state, 0, sizeof *state);
    *p = cf_problem_new(n);
    double **vectors[5] = {&state->f, &state->a, &state->df, &state->da, &state->da_size};
    int ok = *p != NULL;
    for (int v = 0; v < 5 && ok; v++)
        ok = (*vectors[v] = calloc((size_t)n, sizeof **vectors[v])) != NULL;
    if (ok)
        ok = (state->sets = malloc((size_t)n)) != NULL;
    if (!ok) {
        cf_problem_free(*p);
        *p = NULL;
        cf_wire_rule_free(state);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        if (r->kinds != NULL && r->kinds[i] == 'F')
            (*p)->rows[i] = (cf_row){.kind = CF_ROW_FRICTION2D, .normal = r->normal_of[i],
                                     .mu = r->mu[i]};
        else if (r->kinds != NULL && r->kinds[i] == 'T')
            (*p)->rows[i] = (cf_row){.kind = CF_ROW_FRICTION3D, .normal = r->normal_of[i],
                                     .mu = r->mu[i]};
        else if (r->kinds != NULL && r->kinds[i] == 'D')
            (*p)->rows[i] = (cf_row){.kind = CF_ROW_DYNAMIC, .normal = r->normal_of[i],
                                     .mu = r->mu[i], .slide = r->slide[i]};
        else if (r->kinds != NULL && r->kinds[i] == 'B')
            (*p)->rows[i] = (cf_row){.kind = CF_ROW_BILATERAL, .normal = -1};
        else
            (*p)->rows[i] = (cf_row){.kind = CF_ROW_NORMAL, .normal = -1};
        state->f[i] = r->f[i];
        state->a[i] = r->a[i];
        state->df[i] = r->df[i];
        state->sets[i] = r->sets[i];
        /* b = a - A f, so that a = A f + b holds in the state; delta a =
         * A delta f and the size of its terms, as delta_a computes them. */
        double b = r->a[i], da = 0.0, size = 0.0;
        for (int j = 0; j < n; j++) {
            (*p)->A[i * n + j] = r->A[i * n + j];
            b -= r->A[i * n + j] * r->f[j];
            da += r->A[i * n + j] * r->df[j];
            size += fabs(r->A[i * n + j] * r->df[j]);
        }
        (*p)->b[i] = b;
        state->da[i] = da;
        state->da_size[i] = size;
    }
    /* cone_exit_step is the student's part of stage 5's maxstep: its
     * harness takes the wire's maxstep call for it. */
    state->call = r->kind == MAXSTEP || r->kind == CONE_EXIT ? CF_RULE_CALL_MAXSTEP
                : r->kind == DRIVE   ? CF_RULE_CALL_DRIVE_TO_ZERO
                : r->kind == IN_CONE ? CF_RULE_CALL_IN_CONE
                : r->kind == ADVANCE ? CF_RULE_CALL_ADVANCE
                : r->kind == FOLD    ? CF_RULE_CALL_FOLD
                : r->kind == UNFOLD  ? CF_RULE_CALL_UNFOLD
                : r->kind == RAY     ? CF_RULE_CALL_RAY
                : r->kind == PIVOT   ? CF_RULE_CALL_PIVOT
                                     : CF_RULE_CALL_FDIRECTION;
    state->d = r->d;
    state->j = r->pivot_j;
    state->move = (int)r->pivot_move;
    state->pivots = r->pivots;
    *max_pivots = r->max_pivots;
    return 0;
}

/* ---- judging ---- */


static int close_to(double value, double expected, double scale)
{
    return isfinite(value) && fabs(value - expected) <= RULE_TOL * scale;
}

/* The function the rule calls: the first word of its list. */
static void called(const cf_rule *r, char *name, size_t size)
{
    snprintf(name, size, "%.*s", (int)strcspn(r->functions, " "), r->functions);
}

static const char *set_name(char set)
{
    return set == 'C'   ? "C"
         : set == 'N'   ? "NC"
         : set == 'F'   ? "C_F"
         : set == '+'   ? "NC_F+"
         : set == '-'   ? "NC_F-"
         : set == '*'   ? "NC_F (at the cone)"
                        : "neither set";
}

static int at_bound(const cf_rule *r, int i)
{
    return r->kinds != NULL && r->kinds[i] == 'F' && (r->sets[i] == '+' || r->sets[i] == '-');
}

/* "a clamped force", "an unclamped acceleration", "d". */
static void describe_index(const cf_rule *r, int j, char *text, size_t size)
{
    if (j < 0)
        cf_textf(text, size, "j = -1 (nothing limits)");
    else if (j >= r->n)
        cf_textf(text, size, "j = %d (no such contact)", j);
    else if (j == r->d)
        cf_textf(text, size, "j = %d (d itself)", j);
    else if (r->sets[j] == 'C')
        cf_textf(text, size, "j = %d (a clamped force)", j);
    else if (r->sets[j] == 'N')
        cf_textf(text, size, "j = %d (an unclamped acceleration)", j);
    else
        cf_textf(text, size, "j = %d (a contact in neither set)", j);
}

/* What went wrong, or "" when the rule holds. */
static void judge_fdirection(const cf_rule *r, const cf_wire_rule_result *res, char *what,
                             size_t size)
{
    const double *df = res->df;
    const int n = r->n, d = r->d;
    char name[64];
    called(r, name, sizeof name);
    if (r->kind == FDIRECTION_STATUS) {
        if (res->call.status != (int)r->expect_status)
            cf_textf(what, size, "%s returned %s; expected %s", name,
                     cf_status_name((cf_status)res->call.status), cf_status_name(r->expect_status));
        return;
    }
    if (res->call.status != CF_OK) {
        cf_textf(what, size, "%s returned %s on a positive definite A_CC", name,
              cf_status_name((cf_status)res->call.status));
        return;
    }
    if (r->kind == FDIRECTION_UNIT) {
        if (!close_to(df[d], 1.0, 1.0))
            cf_textf(what, size, "delta f[%d] = %.10g for the driven d = %d, should be 1", d, df[d], d);
        return;
    }
    if (r->kind == FDIRECTION_VECTOR) {
        for (int i = 0; i < n; i++)
            if (!at_bound(r, i) && !close_to(df[i], r->expect_df[i], 1.0)) {
                cf_textf(what, size, "delta f[%d] = %.10g for row %d (%s%s), expected %.10g", i,
                         df[i], i, i == d ? "d, " : "", set_name(r->sets[i]), r->expect_df[i]);
                return;
            }
        return;
    }
    if (r->kind == FDIRECTION_FOLLOW) {
        for (int i = 0; i < n; i++) {
            if (!at_bound(r, i))
                continue;
            int N = r->normal_of[i];
            double factor = r->sets[i] == '+' ? r->mu[i] : -r->mu[i];
            if (!close_to(df[i], factor * df[N], 1.0)) {
                cf_textf(what, size, "delta f[%d] = %.10g for friction %d in %s, should be %s%g"
                         " times delta f[%d] = %.10g", i, df[i], i, set_name(r->sets[i]),
                         factor > 0 ? "+" : "", factor, N, df[N]);
                return;
            }
        }
        return;
    }
    if (r->kind == FDIRECTION_NC_ZERO) {
        for (int i = 0; i < n; i++)
            if (i != d && r->sets[i] != 'C' && !close_to(df[i], 0.0, 1.0)) {
                cf_textf(what, size, "delta f[%d] = %.10g for contact %d in %s, should be 0", i, df[i],
                      i, set_name(r->sets[i]));
                return;
            }
        return;
    }
    /* A_CC delta f_C + A_Cd: zero up to RULE_TOL times the size of its terms. */
    for (int i = 0; i < n; i++) {
        if (r->sets[i] != 'C')
            continue;
        double residual = r->A[i * n + d], terms = fabs(r->A[i * n + d]);
        for (int c = 0; c < n; c++) {
            if (r->sets[c] != 'C')
                continue;
            residual += r->A[i * n + c] * df[c];
            terms += fabs(r->A[i * n + c] * df[c]);
        }
        if (!isfinite(residual) || fabs(residual) > RULE_TOL * terms) {
            cf_textf(what, size, "row %d of A_CC delta f_C + A_Cd is %.3g, should be 0"
                  " (delta f[%d] = %.10g, expected %.10g)", i, residual, i, df[i], r->expect_df[i]);
            return;
        }
        if (!close_to(df[i], r->expect_df[i], 1.0)) {
            cf_textf(what, size, "delta f[%d] = %.10g, expected %.10g", i, df[i], r->expect_df[i]);
            return;
        }
    }
}

static void judge_maxstep(const cf_rule *r, const cf_wire_rule_result *res, char *what,
                          size_t size)
{
    char got[80], expected[80], name[64];
    called(r, name, sizeof name);
    describe_index(r, res->j, got, sizeof got);
    describe_index(r, r->expect_j, expected, sizeof expected);
    if (res->j >= 0 && res->j == r->expect_j && res->step < 0.0)
        cf_textf(what, size, "%s chose %s as expected, with a negative step s = %.3g: a step"
                 " is never negative (roundoff below zero becomes 0)", name, got, res->step);
    else if (res->j < 0 && r->expect_j < 0 && !(isinf(res->step) && res->step > 0.0))
        cf_textf(what, size, "%s chose no index, as expected, but returned the step s = %.10g:"
                 " when nothing limits the step (j = -1, also after dantzig_false_limit) the"
                 " step is INFINITY", name, res->step);
    else if (res->j != r->expect_j)
        cf_textf(what, size, "%s chose %s with s = %.10g; expected %s%s%.10g", name, got, res->step,
              expected, r->expect_j >= 0 ? " with s = " : "", r->expect_j >= 0 ? r->expect_step : 0.0);
    else if (r->expect_j >= 0 && !close_to(res->step, r->expect_step, r->expect_step))
        cf_textf(what, size, "%s chose %s as expected, with the step s = %.10g; expected"
              " s = %.10g", name, got, res->step, r->expect_step);
}

static void judge_in_cone(const cf_rule *r, const cf_wire_rule_result *res, char *what,
                          size_t size)
{
    if (res->j != r->expect_j)
        cf_textf(what, size, "stage6_impulse_in_cone returned %d; expected %d (%s)", res->j,
                 r->expect_j, r->expect_j ? "the contacts can give this impulse"
                                          : "the contacts cannot give this impulse");
}

/* cone_exit_step: its step, or that it never leaves (INFINITY). */
static void judge_cone_exit(const cf_rule *r, const cf_wire_rule_result *res, char *what,
                            size_t size)
{
    if (r->expect_j < 0) {
        if (!(isinf(res->step) && res->step > 0.0))
            cf_textf(what, size, "cone_exit_step returned s = %.10g; expected INFINITY (the force"
                     " never leaves its cone)", res->step);
    } else if (!close_to(res->step, r->expect_step, r->expect_step > 1.0 ? r->expect_step : 1.0)) {
        cf_textf(what, size, "cone_exit_step returned s = %.10g; expected s = %.10g", res->step,
                 r->expect_step);
    }
}

/* advance: f and a after the step, finite and as expected. */
static void judge_advance(const cf_rule *r, const cf_wire_rule_result *res, char *what,
                          size_t size)
{
    char name[64];
    called(r, name, sizeof name);
    /* Every friction at its cone stays inside it: ||f_T|| <= mu max(f_N, 0),
     * exactly where the radius is 0. */
    for (int i = 0; r->kinds != NULL && i < r->n; i++) {
        if (r->kinds[i] != 'N')
            continue;
        double length2 = 0.0, mu = -1.0;
        for (int t = 0; t < r->n; t++)
            if (r->kinds[t] == 'T' && r->normal_of[t] == i) {
                length2 += res->call.f[t] * res->call.f[t];
                mu = r->mu[t];
            }
        double radius = mu * fmax(res->call.f[i], 0.0);
        if (mu >= 0.0 && !(sqrt(length2) <= radius * (1.0 + RULE_TOL))) {
            cf_textf(what, size, "after %s the friction of contact %d has ||f_T|| = %.3g, outside"
                     " its cone of radius mu max(f_N, 0) = %.3g (f_N = %.3g)", name, i,
                     sqrt(length2), radius, res->call.f[i]);
            return;
        }
    }
    for (int i = 0; i < r->n; i++) {
        if (!close_to(res->call.f[i], r->expect_f[i], 1.0)) {
            cf_textf(what, size, "f[%d] = %.10g after %s; expected %.10g", i,
                     res->call.f[i], name, r->expect_f[i]);
            return;
        }
        if (!close_to(res->call.a[i], r->expect_a[i], 1.0 + fabs(r->expect_a[i]))) {
            cf_textf(what, size, "a[%d] = %.10g after %s; expected %.10g", i,
                     res->call.a[i], name, r->expect_a[i]);
            return;
        }
    }
}

/* The part a dynamic row's folded column plays in A_hat[:,c]. */
static void describe_column(const cf_rule *r, int c, char *text, size_t size)
{
    for (int t = 0; t < r->n; t++)
        if (r->kinds != NULL && r->kinds[t] == 'D' && r->normal_of[t] == c) {
            cf_textf(text, size, "column %d is normal %d's, folded: A[:,%d] - mu slide A[:,T] for"
                     " each of its dynamic rows", c, c, c);
            return;
        }
    if (r->kinds != NULL && r->kinds[c] == 'D')
        cf_textf(text, size, "column %d is dynamic row %d's: 0, its friction is in its normal's"
                 " column now", c, c);
    else
        cf_textf(text, size, "column %d has no sliding friction to fold: it is A's", c);
}

/* fold_sliding_friction: A_hat entry by entry. */
static void judge_fold(const cf_rule *r, const cf_wire_rule_result *res, char *what, size_t size)
{
    const int n = r->n;
    if (res->matrix == NULL) {
        cf_textf(what, size, "no A_hat came back");
        return;
    }
    for (int c = 0; c < n; c++)
        for (int i = 0; i < n; i++) {
            double got = res->matrix[i * n + c], expected = r->expect_A[i * n + c];
            if (close_to(got, expected, 1.0 + fabs(expected)))
                continue;
            char role[160];
            describe_column(r, c, role, sizeof role);
            if (isnan(got))
                cf_textf(what, size, "A_hat[%d][%d] was never set (%s: %.10g)", i, c, role,
                         expected);
            else
                cf_textf(what, size, "A_hat[%d][%d] = %.10g; expected %.10g (%s)", i, c, got,
                         expected, role);
            return;
        }
}

/* What a row's force must be after unfold, in words. */
static void describe_unfolded(const cf_rule *r, int i, char *text, size_t size)
{
    if (r->kinds != NULL && r->kinds[i] == 'D')
        cf_textf(text, size, "row %d is dynamic, of normal %d: -mu slide f_N = -(%g)(%g) f[%d]", i,
                 r->normal_of[i], r->mu[i], r->slide[i], r->normal_of[i]);
    else
        cf_textf(text, size, "row %d is not dynamic: its force stays", i);
}

/* unfold: f after it. */
static void judge_unfold(const cf_rule *r, const cf_wire_rule_result *res, char *what,
                         size_t size)
{
    for (int i = 0; i < r->n; i++)
        if (!close_to(res->call.f[i], r->expect_f[i], 1.0 + fabs(r->expect_f[i]))) {
            char role[160];
            describe_unfolded(r, i, role, sizeof role);
            cf_textf(what, size, "f[%d] = %.10g after unfold; expected %.10g (%s)", i,
                     res->call.f[i], r->expect_f[i], role);
            return;
        }
}

/* hand_over_ray: ray->driven (j), ray->f, ray->df and ray->da (a). */
static void judge_ray(const cf_rule *r, const cf_wire_rule_result *res, char *what, size_t size)
{
    if (res->j != r->expect_j) {
        cf_textf(what, size, "ray->driven = %d; expected %d, the row whose drive found no limit",
                 res->j, r->expect_j);
        return;
    }
    for (int i = 0; i < r->n; i++)
        if (!close_to(res->call.f[i], r->expect_f[i], 1.0 + fabs(r->expect_f[i]))) {
            cf_textf(what, size, "ray->f[%d] = %.10g; expected %.10g, f where the ray starts", i,
                     res->call.f[i], r->expect_f[i]);
            return;
        }
    for (int i = 0; i < r->n; i++)
        if (!close_to(res->df[i], r->expect_df[i], 1.0 + fabs(r->expect_df[i]))) {
            char role[160];
            describe_unfolded(r, i, role, sizeof role);
            cf_textf(what, size, "ray->df[%d] = %.10g; expected %.10g (delta f unfolded: %s)", i,
                     res->df[i], r->expect_df[i], role);
            return;
        }
    for (int i = 0; i < r->n; i++)
        if (!close_to(res->call.a[i], r->expect_a[i], 1.0 + fabs(r->expect_a[i]))) {
            cf_textf(what, size, "ray->da[%d] = %.10g; expected %.10g, row %d of A delta f with"
                     " the problem's A and delta f unfolded", i, res->call.a[i], r->expect_a[i], i);
            return;
        }
}

static void judge_drive(const cf_rule *r, const cf_wire_rule_result *res, char *what, size_t size)
{
    const cf_wire_result *call = &res->call;
    const int n = r->n;
    char name[64];
    called(r, name, sizeof name);
    int common = call->pivot_count < r->expect_count ? call->pivot_count : r->expect_count;
    for (int k = 0; k < common; k++) {
        const cf_wire_pivot *got = &call->pivots[k];
        if (got->d != r->expect_trace[k].d || got->j != r->expect_trace[k].j
            || got->move != (int)r->expect_trace[k].move
            || !close_to(got->s, r->expect_trace[k].s, r->expect_trace[k].s)) {
            cf_textf(what, size, "pivot %d: d = %d, j = %d, %s, s = %.10g; expected d = %d, j = %d,"
                  " %s, s = %.10g", k + 1, got->d, got->j,
                  got->move >= 0 && got->move < CF_MOVE_COUNT ? cf_move_name((cf_move)got->move) : "?",
                  got->s, r->expect_trace[k].d, r->expect_trace[k].j,
                  cf_move_name(r->expect_trace[k].move), r->expect_trace[k].s);
            return;
        }
    }
    if (call->status != (int)r->expect_status) {
        cf_textf(what, size, "%s returned %s after %d pivot%s (s->pivots = %d); expected %s",
              name, cf_status_name((cf_status)call->status), call->pivot_count,
              call->pivot_count == 1 ? "" : "s", res->pivots, cf_status_name(r->expect_status));
        return;
    }
    if (call->pivot_count != r->expect_count) {
        cf_textf(what, size, "%s recorded %d pivot%s; expected %d", name, call->pivot_count,
              call->pivot_count == 1 ? "" : "s", r->expect_count);
        return;
    }
    if (r->expect_pivots >= 0 && res->pivots != r->expect_pivots) {
        cf_textf(what, size, "s->pivots = %d after the drive (it started at %d); expected %d",
              res->pivots, r->pivots, r->expect_pivots);
        return;
    }
    if (r->stage == 4) {
        /* the harness sends s->ray_driven in j and s->returned_drive[d] in step */
        const int ray = r->expect_status == CF_UNBOUNDED_RAY && !r->expect_returned ? r->d : -1;
        if (res->j != ray) {
            cf_textf(what, size, "s->ray_driven = %d after the drive; expected %d (%s)", res->j, ray,
                     ray >= 0 ? "maxstep found no limit: the drive is named for the caller"
                              : "set only where maxstep finds no limit");
            return;
        }
        if ((res->step != 0.0) != (r->expect_returned != 0)) {
            cf_textf(what, size, "s->returned_drive[%d] = %d after the drive; expected %d (%s)", r->d,
                     res->step != 0.0, r->expect_returned,
                     r->expect_returned ? "the driven force came back to zero: the drive waits"
                                        : "only a drive whose force came back to zero waits");
            return;
        }
    }
    if (r->expect_status != CF_OK && !r->check_end)
        return;
    for (int i = 0; i < n; i++) {
        if (!close_to(call->f[i], r->expect_f[i], 1.0)) {
            cf_textf(what, size, "f[%d] = %.10g after the drive; expected %.10g", i, call->f[i],
                  r->expect_f[i]);
            return;
        }
        if (!close_to(call->a[i], r->expect_a[i], 1.0 + fabs(r->expect_a[i]))) {
            cf_textf(what, size, "a[%d] = %.10g after the drive; expected %.10g", i, call->a[i],
                  r->expect_a[i]);
            return;
        }
        if (res->sets[i] != r->expect_sets[i]) {
            cf_textf(what, size, "contact %d ends in %s; expected %s", i, set_name(res->sets[i]),
                  set_name(r->expect_sets[i]));
            return;
        }
    }
}

/* pivot: what it returned (nonzero: the drive ends), then f, a and the
 * sets, every index, the moved one first. */
static void judge_pivot(const cf_rule *r, const cf_wire_rule_result *res, char *what, size_t size)
{
    const cf_wire_result *call = &res->call;
    const char *move = r->pivot_note != NULL ? r->pivot_note
                                             : friction_transition_of((transition)r->pivot_move)->note;
    /* drive_to_zero reads it as a truth value: any nonzero value ends the drive */
    if ((res->j != 0) != (r->expect_j != 0)) {
        char name[64];
        called(r, name, sizeof name);
        cf_textf(what, size, "%s(s, d = %d, j = %d, %s) returned %d; expected %s", name, r->d,
                 r->pivot_j, move, res->j,
                 r->expect_j ? "1 (the drive ends)" : "0 (the drive goes on)");
        return;
    }
    /* exercise 5's harness sends s->driven == -1 in step (exercise 4's 0) */
    if ((res->step != 0.0) != (r->expect_released != 0)) {
        cf_textf(what, size, "after %s, s->driven is %s; expected %s", move,
                 res->step != 0.0 ? "-1" : "still the driven contact",
                 r->expect_released ? "-1 (a driven friction that sticks, reaches its cone or whose"
                                      " normal let go is no longer the driven one)"
                                    : "the driven contact (another contact's move leaves it)");
        return;
    }
    for (int k = 0; k < r->n; k++) {
        const int i = k == 0 ? r->pivot_j : k == r->pivot_j ? 0 : k;
        if (res->sets[i] != r->expect_sets[i]) {
            cf_textf(what, size, "after %s, contact %d is in %s; expected %s", move, i,
                     set_name(res->sets[i]), set_name(r->expect_sets[i]));
            return;
        }
        if (!close_to(call->f[i], r->expect_f[i], 1.0)) {
            cf_textf(what, size, "after %s, f[%d] = %.10g; expected %.10g", move, i, call->f[i],
                     r->expect_f[i]);
            return;
        }
        if (!close_to(call->a[i], r->expect_a[i], 1.0)) {
            cf_textf(what, size, "after %s, a[%d] = %.10g; expected %.10g", move, i, call->a[i],
                     r->expect_a[i]);
            return;
        }
    }
}

int cf_rule_judge(const cf_rule *r, const cf_wire_rule_result *res, const char *stubs,
                  char *message, size_t size)
{
    char what[600] = "";
    /* A stub among the functions called fails the test, whatever it returns
     * (maxstep's stub, j = -1, is the right answer when nothing limits). */
    for (const char *name = r->functions; stubs != NULL && stubs[0] != '\0' && *name != '\0';) {
        size_t length = strcspn(name, " ");
        char word[64];
        snprintf(word, sizeof word, "%.*s", (int)length, name);
        if (strstr(stubs, word) != NULL) {
            cf_textf(message, size, "%s: %s", r->concept, stubs);
            return 0;
        }
        name += length + (name[length] == ' ');
    }
    if (res->call.status == CF_NOT_IMPLEMENTED) {
        cf_textf(message, size, "%s: status not-implemented: a function still returns"
              " CF_NOT_IMPLEMENTED", r->concept);
        return 0;
    }
    if (res->call.input_changed)
        cf_textf(what, size, "the call wrote into %s; it is const",
                 r->kind == IN_CONE ? "its input (A, b or the impulse P)"
                 : r->kind == RAY   ? "its input (A, b or the ray's start f)"
                                    : "the problem (A or b)");
    else if (r->kind == MAXSTEP)
        judge_maxstep(r, res, what, sizeof what);
    else if (r->kind == DRIVE)
        judge_drive(r, res, what, sizeof what);
    else if (r->kind == IN_CONE)
        judge_in_cone(r, res, what, sizeof what);
    else if (r->kind == CONE_EXIT)
        judge_cone_exit(r, res, what, sizeof what);
    else if (r->kind == ADVANCE)
        judge_advance(r, res, what, sizeof what);
    else if (r->kind == FOLD)
        judge_fold(r, res, what, sizeof what);
    else if (r->kind == UNFOLD)
        judge_unfold(r, res, what, sizeof what);
    else if (r->kind == RAY)
        judge_ray(r, res, what, sizeof what);
    else if (r->kind == PIVOT)
        judge_pivot(r, res, what, sizeof what);
    else
        judge_fdirection(r, res, what, sizeof what);
    if (what[0] == '\0')
        return 1;
    cf_textf(message, size, "%s: %s: %s", r->concept, what, r->advice);
    return 0;
}

static void print_row(FILE *out, const char *label, int n, const double *v)
{
    fprintf(out, "%-10s", label);
    for (int i = 0; i < n; i++)
        fprintf(out, " %.10g", v[i]);
    fprintf(out, "\n");
}

void cf_rule_describe(FILE *out, const cf_rule *r)
{
    const int n = r->n;
    if (r->kind == IN_CONE) {
        fprintf(out, "rule test %s: %s\nrows %.*s (N normal, F friction2d of the row before it)\n",
                r->name, r->concept, n, r->kinds);
        print_row(out, "mu:", n, r->mu);
        print_row(out, "P:", n, r->f);
        return;
    }
    fprintf(out, "rule test %s: %s\nstate: n = %d, d = %d, sets %.*s (C clamped, N unclamped,"
            " . neither), %d pivots made, limit %d\n", r->name, r->concept, n, r->d, n, r->sets,
            r->pivots, r->max_pivots);
    if (r->kinds != NULL) {
        fprintf(out, "rows:");
        for (int i = 0; i < n; i++)
            if (r->kinds[i] == 'F')
                fprintf(out, " %d friction of %d (mu %g)", i, r->normal_of[i], r->mu[i]);
            else if (r->kinds[i] == 'T')
                fprintf(out, " %d tangent of %d (mu %g)", i, r->normal_of[i], r->mu[i]);
            else if (r->kinds[i] == 'D')
                fprintf(out, " %d dynamic of %d (mu %g, slide %g)", i, r->normal_of[i], r->mu[i],
                        r->slide[i]);
            else if (r->kinds[i] == 'B')
                fprintf(out, " %d bilateral", i);
            else
                fprintf(out, " %d normal", i);
        fprintf(out, "; friction states F sticking (C_F), + and - at the bound (NC_F+, NC_F-),"
                " * at the cone (NC_F), . not yet processed\n");
    }
    for (int i = 0; i < n; i++)
        print_row(out, i == 0 ? "A:" : "", n, r->A + i * n);
    print_row(out, "f:", n, r->f);
    print_row(out, "a:", n, r->a);
    if (r->kind == PIVOT)
        fprintf(out, "call: %.*s(s, d = %d, j = %d, %s)\n", (int)strcspn(r->functions, " "),
                r->functions, r->d, r->pivot_j,
                r->pivot_note != NULL ? r->pivot_note
                                      : friction_transition_of((transition)r->pivot_move)->note);
    if (r->kind == MAXSTEP || r->kind == CONE_EXIT || r->kind == ADVANCE || r->kind == RAY)
        print_row(out, "delta f:", n, r->df);
}
