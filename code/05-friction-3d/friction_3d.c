/* friction_3d.c - Stage 5: stage 4 with the friction cone of a 3D contact.
 *
 * Baraff 1994, section 2: the method "requires no approximations for
 * three-dimensional systems", where an earlier one "resulted in
 * anisotropic friction".  The paper's own 3D algorithm is in a part of
 * section 5 that is not available to this course, so what follows is our
 * method, built on stage 4 and judged by the certifier (chapter 5).
 *
 * A 3D contact has a normal row and two tangent rows; its friction f_T is
 * a 2-vector.  It sticks (C_F: a_T = 0, ||f_T|| <= mu f_N, both tangent
 * forces unknowns), or it is at the bound (NC_F) and opposes the
 * tangential acceleration exactly: f_T = mu f_N u with u a unit vector,
 * and a_T = -lambda u with lambda >= 0.  In NC_F the unknowns are f_N
 * (with stage 4's folded column, now A[:,N] + mu (u_1 A[:,T1] + u_2
 * A[:,T2])) and the angle of u; the equations are a_N = 0 and that the
 * part of a_T across u is zero.  The angle enters f_T nonlinearly, so
 * fdirection uses its derivative, every step is put back on the cone, and
 * a few Newton corrections with the same matrix take the equations back
 * to zero: the friction direction is re-aimed until it converges.
 *
 * A friction drive pushes f_T along w = -a_T/||a_T|| and holds the part
 * of a_T across w at zero, so a_T shrinks along a straight line to zero:
 * the contact sticks, or f_T meets the cone first, where the quadratic of
 * cone_maxstep.c finds it, and the contact goes to NC_F with u where f_T
 * met the cone; the correction then turns u until it opposes a_T.
 *
 * From stage 4: the bilateral block, the order of drives, deferred drives,
 * the path turning back, the pivot cap.  A contact with mu = 0 has no
 * friction to find: its tangent rows keep f_T = 0 and a_T is free.
 */
#include "friction_3d.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "certify.h"
#include "cone.h"
#include "dense.h"

#define DEFAULT_TOL 1e-10
#define MAX_CORRECTIONS 12
#define CYCLE_MEMORY 1024 /* how many states the cycle check remembers */
#define CYCLE_REPEATS 3   /* a state passed this often before is a cycle */
#define FALLBACK_MIN_STEPS 10 /* the fall-back runs only if the cap leaves it this many */
#define FIRST_SWEEPS 25   /* the fall-back's first sweeps, and n more; each round doubles them */
#define SWEEP_ROUNDS 8
#define CHECK_SWEEPS 25   /* sweeps between two verdicts of the certifier on them */
#define NEWTON_STEPS 40   /* readings of the sets and Newton steps after each round of sweeps */
#define STALLED 6         /* ... fewer when this many in a row did not halve the worst violation */
#define SHIFT 1e-8        /* Levenberg-Marquardt's shift, relative to A11's largest diagonal */
#define MIN_SHIFT 1e-14
#define FINAL_CORRECTIONS 40 /* Newton steps of the fall-back's last correction in a round */
#define MAX_SHIFT 1e-4

/* What an unknown of fdirection is. */
enum {
    COL_FORCE = 0, /* f_i of a normal or bilateral row in C (with the folded friction) */
    COL_TANGENT,   /* f_t of a tangent row of a sticking contact */
    COL_ANGLE      /* the friction across u at a contact at the bound or driven */
};

// start snippet cone-exit
/* Where f_T + s delta f_T leaves the cone.  With
 *   q(s) = ||f_T + s df_T||^2 - mu^2 (f_N + s df_N)^2 = qa s^2 + 2 qb s + qc,
 *   qa = ||df_T||^2 - mu^2 df_N^2,  qb = f_T . df_T - mu^2 f_N df_N,
 *   qc = ||f_T||^2 - mu^2 f_N^2 <= 0 (inside the cone),
 * the force leaves at the smallest s > 0 where q rises through zero.  The
 * two roots are (-qb -+ sqrt(qb^2 - qa qc)) / qa; when qb > 0 the one we
 * want is computed as -qc / (qb + sqrt(...)), which loses no digits to
 * cancellation and also covers qa <= 0 (the line leaves through the near
 * side).  When qb <= 0 the force first moves inward and leaves on the far
 * side only if qa > 0, at (sqrt(...) - qb) / qa, a sum of two positive
 * numbers.  A root where f_N + s df_N < 0 is on the mirror cone below
 * the surface: the normal force reaches zero first, and that candidate
 * belongs to the normal row. */
double cone_exit_step(const double f_T[2], const double df_T[2], double f_N, double df_N,
                      double mu, double noise)
{
    // BEGIN SOLUTION stub: (void)f_T; (void)df_T; (void)f_N; (void)df_N; (void)mu; (void)noise; return INFINITY;
    double qa = df_T[0] * df_T[0] + df_T[1] * df_T[1] - mu * mu * df_N * df_N;
    double qb = f_T[0] * df_T[0] + f_T[1] * df_T[1] - mu * mu * f_N * df_N;
    double qc = f_T[0] * f_T[0] + f_T[1] * f_T[1] - mu * mu * f_N * f_N;
    if (qc > 0.0)
        qc = 0.0; /* on the cone, up to roundoff */
    double discriminant = qb * qb - qa * qc;
    if (discriminant < 0.0)
        return INFINITY; /* only when qa < 0: the line never reaches the cone */
    double root = sqrt(discriminant);
    double step;
    if (qb > noise)
        step = -qc / (qb + root);
    else if (qa > 0.0)
        step = (root - qb) / qa;
    else
        return INFINITY;
    if (f_N + step * df_N < 0.0)
        return INFINITY;
    return step;
    // END SOLUTION
}
// end snippet cone-exit

static double scale_of_a(const cone_solve *s)
{
    double largest_b = cf_max_abs(s->n, s->p->b);
    double largest_Af = cf_max_abs(s->n * s->n, s->p->A) * cf_max_abs(s->n, s->f);
    return largest_b > largest_Af ? largest_b : largest_Af;
}

static double mu_of(const cone_solve *s, int i)
{
    return s->p->rows[cone_t1(s, i)].mu;
}

static char state_of(const cone_solve *s, int i)
{
    int t1 = cone_t1(s, i);
    return t1 < 0 ? CONE_FREE : s->set[t1];
}

static void set_state(cone_solve *s, int i, char state)
{
    s->set[cone_t1(s, i)] = state;
    s->set[cone_t2(s, i)] = state;
}

static void update_accelerations(cone_solve *s)
{
    cf_matvec(s->n, s->p->A, s->f, s->a);
    for (int i = 0; i < s->n; i++)
        s->a[i] += s->p->b[i];
}

/* The contact's friction at the bound, or driven, has a direction u (or
 * w); its unknown across it is the friction along u_perp = (-u_2, u_1). */
static void across(const cone_solve *s, int i, double out[2])
{
    out[0] = -s->u[2 * i + 1];
    out[1] = s->u[2 * i];
}

// start snippet unknowns
/* The unknowns of fdirection, in row order, and their equations: a normal
 * or bilateral row in C (a_i = 0), both tangent rows of a sticking
 * contact (a_T = 0), and the angle of a contact at the bound or driven
 * (the part of a_T across u is zero). */
static void list_unknowns(cone_solve *s)
{
    int k = 0;
    for (int i = 0; i < s->n; i++) {
        const cf_row *row = &s->p->rows[i];
        if (row->kind == CF_ROW_FRICTION3D) {
            int c = row->normal;
            if (s->set[i] == CONE_STICKING && s->set[c] == CF_SET_CLAMPED) {
                s->col_kind[k] = COL_TANGENT;
                s->col_row[k++] = i;
            } else if (i == cone_t1(s, c) && s->set[c] == CF_SET_CLAMPED
                       && (s->set[i] == CONE_AT_BOUND || s->driven == c)) {
                s->col_kind[k] = COL_ANGLE;
                s->col_row[k++] = c;
            }
        } else if (s->set[i] == CF_SET_CLAMPED) {
            s->col_kind[k] = COL_FORCE;
            s->col_row[k++] = i;
        }
    }
    s->k = k;
}

/* The value of equation c for accelerations v (a or delta a). */
static double equation(const cone_solve *s, int c, const double *v)
{
    int i = s->col_row[c];
    if (s->col_kind[c] != COL_ANGLE)
        return v[i];
    double w[2];
    across(s, i, w);
    return w[0] * v[cone_t1(s, i)] + w[1] * v[cone_t2(s, i)];
}
// end snippet unknowns

// start snippet clamped-matrix
/* Unknown c as a change of at most three forces: rows idx, weights w. */
static int unknown_vector(const cone_solve *s, int c, int idx[3], double w[3])
{
    int i = s->col_row[c];
    if (s->col_kind[c] == COL_ANGLE) {
        double perp[2];
        across(s, i, perp);
        idx[0] = cone_t1(s, i);
        idx[1] = cone_t2(s, i);
        w[0] = perp[0];
        w[1] = perp[1];
        return 2;
    }
    idx[0] = i;
    w[0] = 1.0;
    if (s->col_kind[c] == COL_FORCE && s->p->rows[i].kind == CF_ROW_NORMAL
        && state_of(s, i) == CONE_AT_BOUND && s->driven != i) {
        double mu = mu_of(s, i);
        idx[1] = cone_t1(s, i);
        idx[2] = cone_t2(s, i);
        w[1] = mu * s->u[2 * i];
        w[2] = mu * s->u[2 * i + 1];
        return 3;
    }
    return 1;
}

/* A11: entry (r, c) is the change of equation r per unit of unknown c.
 * For the angle of a contact at the bound this has a second part: turning
 * u by delta theta = x / (mu f_N) turns u_perp by -u delta theta, which
 * changes the equation u_perp . a_T by -(u . a_T) delta theta even where
 * a_T stays put.  At the bound u . a_T = -||a_T|| <= 0, so this adds to
 * the diagonal.  A driven contact's w does not turn. */
static void build_A11(cone_solve *s)
{
    const int n = s->n, k = s->k;
    for (int r = 0; r < k; r++) {
        int rows[3];
        double weights[3];
        int m = unknown_vector(s, r, rows, weights); /* equation r reads the rows of unknown r */
        if (s->col_kind[r] == COL_FORCE)
            m = 1; /* a_i = 0 alone, not the folded friction rows */
        for (int c = 0; c < k; c++) {
            int cols[3];
            double w[3];
            int mc = unknown_vector(s, c, cols, w);
            double sum = 0.0;
            for (int x = 0; x < m; x++)
                for (int y = 0; y < mc; y++)
                    sum += weights[x] * s->p->A[(size_t)rows[x] * (size_t)n + (size_t)cols[y]] * w[y];
            s->A11[r * k + c] = sum;
        }
        int i = s->col_row[r];
        if (s->col_kind[r] == COL_ANGLE && s->driven != i) {
            double radius = mu_of(s, i) * s->f[i];
            double along = s->u[2 * i] * s->a[cone_t1(s, i)]
                           + s->u[2 * i + 1] * s->a[cone_t2(s, i)];
            if (radius > 0.0)
                s->A11[r * k + r] -= along / radius;
        }
    }
}
// end snippet clamped-matrix

/* v += x times unknown c, as a change of the forces. */
static void add_unknown(const cone_solve *s, int c, double x, double *v)
{
    int idx[3];
    double w[3];
    int m = unknown_vector(s, c, idx, w);
    for (int y = 0; y < m; y++)
        v[idx[y]] += x * w[y];
}

/* Solve A11 x = rhs.  Redundant contacts make A11 singular; roundoff in
 * a matrix built from folded columns can then leave the system a little
 * inconsistent at the strict rank tolerance, so try a looser one before
 * calling it singular.  The certifier judges whatever comes of it. */
static cf_status solve_clamped(cone_solve *s)
{
    const int k = s->k;
    for (int r = 0; r < k * k; r++)
        s->work[r] = s->A11[r];
    for (int r = 0; r < k; r++)
        s->work[k * k + r] = s->rhs[r];
    cf_status status = cf_solve_dense(k, s->A11, s->rhs, s->x, 1e-12);
    if (status != CF_SINGULAR)
        return status;
    for (int r = 0; r < k * k; r++)
        s->A11[r] = s->work[r];
    for (int r = 0; r < k; r++)
        s->rhs[r] = s->work[k * k + r];
    return cf_solve_dense(k, s->A11, s->rhs, s->x, 1e-9);
}

// start snippet fdirection
/* Baraff 1994, section 4.3, fdirection, with the cone: the change in f
 * that moves the driven index at rate 1 (a normal force, or the friction
 * of the driven contact along w) while every equation of the clamped
 * unknowns stays at zero. */
static cf_status fdirection(cone_solve *s, int d)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; return CF_NOT_IMPLEMENTED;
    const int n = s->n;
    list_unknowns(s);
    build_A11(s);
    for (int i = 0; i < n; i++)
        s->df[i] = 0.0;
    if (s->driven >= 0) {
        s->df[cone_t1(s, s->driven)] = s->u[2 * s->driven];
        s->df[cone_t2(s, s->driven)] = s->u[2 * s->driven + 1];
    } else {
        s->df[d] = 1.0;
        if (s->p->rows[d].kind == CF_ROW_NORMAL && state_of(s, d) == CONE_AT_BOUND) {
            /* its friction kept its direction: it grows with f_N */
            s->df[cone_t1(s, d)] = mu_of(s, d) * s->u[2 * d];
            s->df[cone_t2(s, d)] = mu_of(s, d) * s->u[2 * d + 1];
        }
    }
    cf_matvec(n, s->p->A, s->df, s->da);
    for (int r = 0; r < s->k; r++)
        s->rhs[r] = -equation(s, r, s->da);
    cf_status status = solve_clamped(s);
    if (status != CF_OK)
        return status;
    for (int c = 0; c < s->k; c++)
        add_unknown(s, c, s->x[c], s->df);
    cf_matvec(n, s->p->A, s->df, s->da); /* delta a = A delta f */
    for (int i = 0; i < n; i++) {
        s->df[i] *= s->omega;
        s->da[i] *= s->omega;
    }
    return CF_OK;
    // END SOLUTION
}
// end snippet fdirection

// start snippet onto-the-cone
/* f += step delta f, then put every friction at the bound back on its
 * cone: the step moved f_T along the tangent of the circle, and the
 * direction it points to is the new u. */
static void advance(cone_solve *s, double step)
{
    // BEGIN SOLUTION stub: (void)s; (void)step;
    for (int i = 0; i < s->n; i++)
        s->f[i] += step * s->df[i];
    for (int i = 0; i < s->n; i++) {
        if (s->p->rows[i].kind != CF_ROW_NORMAL || state_of(s, i) != CONE_AT_BOUND)
            continue;
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        double length = hypot(s->f[t1], s->f[t2]);
        if (length > 0.0) {
            s->u[2 * i] = s->f[t1] / length;
            s->u[2 * i + 1] = s->f[t2] / length;
        }
        double radius = mu_of(s, i) * fmax(s->f[i], 0.0);
        s->f[t1] = radius * s->u[2 * i];
        s->f[t2] = radius * s->u[2 * i + 1];
    }
    update_accelerations(s);
    // END SOLUTION
}
// end snippet onto-the-cone


static const char *const move_notes[CONE_MOVE_COUNT] = {
    [M_DRIVEN_NORMAL_CLAMPED] = "driven normal reached a = 0, joins C",
    [M_DRIVEN_FRICTION_STICKS] = "driven friction sticks, joins C_F",
    [M_DRIVEN_FRICTION_AT_BOUND] = "driven friction reached the cone, joins NC_F",
    [M_NORMAL_LEAVES_C] = "normal force reached 0, C to NC",
    [M_NORMAL_ENTERS_C] = "normal acceleration reached 0, NC to C",
    [M_STICKING_TO_BOUND] = "friction reached the cone, C_F to NC_F",
    [M_BOUND_UNSTICKS] = "a_T reached 0, NC_F to C_F",
    [M_DRIVE_RETURNED] = "the driven force returned to zero",
    [M_PATH_TURNS] = "both states block the step: the path turns back",
};

/* The shared trace's name for a move: stage 2's three, or "other". */
static cf_status record_pivot(cone_solve *s, int d, double step, int j, cone_move move)
{
    if (s->trace == NULL)
        return CF_OK;
    /* a pivot of a correction (d < 0) is not one of a drive's */
    cf_move shared = d < 0                           ? CF_MOVE_OTHER
                     : move == M_DRIVEN_NORMAL_CLAMPED ? CF_MOVE_DRIVEN_TO_C
                     : move == M_NORMAL_LEAVES_C     ? CF_MOVE_C_TO_NC
                     : move == M_NORMAL_ENTERS_C     ? CF_MOVE_NC_TO_C
                                                     : CF_MOVE_OTHER;
    return cf_trace_add(s->trace, s->drive, d, step, j, shared,
                        shared == CF_MOVE_OTHER ? move_notes[move] : NULL, s->df, s->da, s->f,
                        s->a, s->set);
}


/* A normal leaves C: its friction has no normal force left to lean on.
 * With keep_direction, a friction at the bound keeps its state and
 * direction, f_T = mu f_N u = 0 while f_N = 0, so that if the normal comes
 * back the friction comes back with it, as it left, instead of being
 * found again from zero (which can make two contacts push each other off
 * in turn, forever).  Without it the friction starts afresh, as in stage 4. */
static void release_friction(cone_solve *s, int i)
{
    int t1 = cone_t1(s, i);
    if (t1 < 0)
        return;
    s->f[t1] = s->f[cone_t2(s, i)] = 0.0;
    if (!s->keep_direction || state_of(s, i) == CONE_STICKING)
        if (state_of(s, i) != CONE_FREE)
            set_state(s, i, CONE_UNPROCESSED);
}

/* Contact i's friction joins NC_F pointing where it met the cone. */
static void to_bound(cone_solve *s, int i)
{
    int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
    double length = hypot(s->f[t1], s->f[t2]);
    if (length > 0.0) {
        s->u[2 * i] = s->f[t1] / length;
        s->u[2 * i + 1] = s->f[t2] / length;
    }
    set_state(s, i, CONE_AT_BOUND);
    s->df[t1] = s->df[t2] = 0.0;
    advance(s, 0.0); /* exactly on the cone */
}

// start snippet pivot
/* Make the move that limited the step; returns 1 when it ends the drive. */
static int pivot(cone_solve *s, int d, int j, cone_move move)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; (void)j; (void)move; (void)to_bound; return 1;
    int contact = s->p->rows[j].kind == CF_ROW_FRICTION3D ? s->p->rows[j].normal : j;
    switch (move) {
    case M_DRIVEN_NORMAL_CLAMPED:
        s->set[j] = CF_SET_CLAMPED;
        return 1;
    case M_DRIVEN_FRICTION_STICKS:
        set_state(s, contact, CONE_STICKING);
        s->driven = -1;
        return 1;
    case M_DRIVEN_FRICTION_AT_BOUND:
        s->driven = -1;
        to_bound(s, contact);
        return 1;
    case M_NORMAL_LEAVES_C:
        s->f[j] = 0.0;
        s->set[j] = CF_SET_UNCLAMPED;
        release_friction(s, j);
        update_accelerations(s);
        if (s->driven == j) {
            s->driven = -1; /* the driven friction's own normal let go */
            return 1;
        }
        (void)d;
        return 0;
    case M_NORMAL_ENTERS_C:
        s->set[j] = CF_SET_CLAMPED;
        return 0;
    case M_STICKING_TO_BOUND:
        to_bound(s, contact);
        return 0;
    case M_BOUND_UNSTICKS:
        set_state(s, contact, CONE_STICKING);
        return 0;
    default:
        return 1;
    }
    // END SOLUTION
}
// end snippet pivot

/* move takes index j straight back to where the move before took it. */
static int undoes(cone_move move, cone_move before)
{
    return (move == M_STICKING_TO_BOUND && before == M_BOUND_UNSTICKS)
           || (move == M_BOUND_UNSTICKS && before == M_STICKING_TO_BOUND)
           || (move == M_NORMAL_LEAVES_C && before == M_NORMAL_ENTERS_C)
           || (move == M_NORMAL_ENTERS_C && before == M_NORMAL_LEAVES_C);
}

static int is_zero_step(const cone_solve *s, double step)
{
    return step * cf_max_abs(s->n, s->df) <= s->tol * cf_max_abs(s->n, s->f);
}

/* Back to f and u as they were before a correction step. */
static void restore(cone_solve *s)
{
    for (int i = 0; i < s->n; i++) {
        s->f[i] = s->saved[i];
        s->u[i] = s->saved[s->n + i];
        s->u[s->n + i] = s->saved[2 * s->n + i];
    }
    update_accelerations(s);
    list_unknowns(s);
}

/* Some index is outside its set's conditions by more than roundoff: a
 * normal force in C below zero, an acceleration in NC below zero, a
 * sticking friction outside its cone, a friction at the bound pushing
 * along a_T. */
static int breaks_a_condition(const cone_solve *s)
{
    double zero = s->tol * scale_of_a(s);
    double force_zero = s->tol * cf_max_abs(s->n, s->f);
    for (int i = 0; i < s->n; i++) {
        if (s->p->rows[i].kind != CF_ROW_NORMAL)
            continue;
        if (s->set[i] == CF_SET_CLAMPED && s->f[i] < -force_zero)
            return 1;
        if (s->set[i] == CF_SET_UNCLAMPED && s->a[i] < -zero)
            return 1;
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        if (t1 < 0 || s->set[i] != CF_SET_CLAMPED)
            continue;
        if (s->set[t1] == CONE_STICKING
            && hypot(s->f[t1], s->f[t2]) > mu_of(s, i) * s->f[i] + force_zero)
            return 1;
        if (s->set[t1] == CONE_AT_BOUND
            && s->u[2 * i] * s->a[t1] + s->u[2 * i + 1] * s->a[t2] > zero)
            return 1;
    }
    return 0;
}

/* When A11 x = rhs has no solution (redundant contacts with sets not yet
 * right make A11 singular and the system inconsistent), solve
 * (A11 + eps I) x = rhs instead, eps = 1e-8 of A11's largest diagonal:
 * Levenberg and Marquardt's shift.  Where the system is consistent this
 * is nearly Newton's step; where it is not, x is large along the
 * direction that cannot be matched, which pushes the forces of those
 * redundant contacts until their sets change.  solve_clamped left A11
 * and rhs in s->work. */
static cf_status shifted_solve(cone_solve *s)
{
    const int k = s->k;
    double largest = 0.0;
    for (int r = 0; r < k; r++)
        largest = fmax(largest, fabs(s->work[r * k + r]));
    for (int r = 0; r < k * k; r++)
        s->A11[r] = s->work[r];
    for (int r = 0; r < k; r++) {
        s->A11[r * k + r] += s->shift * largest;
        s->rhs[r] = s->work[k * k + r];
    }
    return cf_solve_dense(k, s->A11, s->rhs, s->x, 1e-15);
}

/* Before a Newton step: f and the directions u saved (to undo it), and
 * delta f built from the step's unknowns x. */
static void newton_direction(cone_solve *s)
{
    for (int i = 0; i < s->n; i++) {
        s->df[i] = 0.0;
        s->saved[i] = s->f[i];
        s->saved[s->n + i] = s->u[i];
        s->saved[2 * s->n + i] = s->u[s->n + i];
    }
    for (int c = 0; c < s->k; c++)
        add_unknown(s, c, s->x[c], s->df);
}

// start snippet correct
/* Newton's method on the equations of the clamped unknowns, with every
 * set held: solve A11 x = -(equations) and step.  The equations are
 * linear except for the angles at the bound, so this is what re-aims
 * the friction directions; it stops when the equations are at roundoff
 * or stop shrinking.  The driven index does not move. */
static double worst_equation(cone_solve *s)
{
    list_unknowns(s);
    double worst = 0.0;
    for (int r = 0; r < s->k; r++)
        worst = fmax(worst, fabs(equation(s, r, s->a)));
    return worst;
}

static cf_status correct(cone_solve *s, double zero)
{
    double worst = worst_equation(s);
    for (int iteration = 0; iteration < s->max_corrections && worst > zero; iteration++) {
        build_A11(s);
        for (int r = 0; r < s->k; r++)
            s->rhs[r] = -equation(s, r, s->a);
        /* In the fall-back (after sweeps) a singular A11 gets the shifted
         * solve; in the pivoting, no Newton step: the certifier judges. */
        if (solve_clamped(s) != CF_OK && (s->sweeps == 0 || shifted_solve(s) != CF_OK))
            return CF_OK;
        newton_direction(s);
        cf_matvec(s->n, s->p->A, s->df, s->da);
        /* The full step reaches the equations' zero; a condition it would
         * break on the way stops it there, and that index pivots, as in a
         * drive (a friction that would turn to push along a_T sticks). */
        int j;
        cone_move move;
        double step = cone_maxstep(s, -1, &j, &move);
        if (j >= 0 && step < 1.0) {
            /* Newton's full step often lands where every condition holds
             * even so (maxstep sees only the straight line): try it first. */
            advance(s, 1.0);
            double after = worst_equation(s);
            if (after < worst && !breaks_a_condition(s)) {
                worst = after;
                continue;
            }
            restore(s);
            /* A pivot without a step that only takes j back where the last
             * pivot put it would undo it, and the next would redo it: j is
             * degenerate (both of its states block).  Every condition holds
             * here, so stop correcting and let the drive go on; if it is
             * blocked by j too, its path turns back (stage 4). */
            if (j == s->last_j && undoes(move, s->last_move) && is_zero_step(s, step))
                return CF_OK;
            if (s->pivots >= s->max_pivots)
                return CF_PIVOT_LIMIT;
            s->pivots++;
            advance(s, step);
            pivot(s, -1, j, move);
            s->last_j = j;
            s->last_move = move;
            cf_status status = record_pivot(s, -1, step, j, move);
            if (status != CF_OK)
                return status;
            worst = worst_equation(s);
            continue;
        }
        advance(s, 1.0);
        double after = worst_equation(s);
        if (!(after < worst)) {
            restore(s); /* no better: keep what we had */
            return CF_OK;
        }
        worst = after;
    }
    return CF_OK;
}
// end snippet correct

// start snippet cycles
/* Termination is not proven with friction (Baraff 1994, section 5), and
 * the pivoting does cycle on some problems: a friction at the cone with
 * a_T = 0 blocks both of its states and the pivots pass it back and forth
 * without a step, or two contacts push each other's normal off in turn.
 * Such a cycle comes back to a state it passed: the same sets, the same
 * driven index, the path going the same way.  A number made from the
 * state (FNV-1a) is kept for the last CYCLE_MEMORY states; one met
 * CYCLE_REPEATS times before ends the attempt.  Only the sets are
 * compared, not the forces, so a long legitimate path could be taken for
 * a cycle; that costs the fall-back's time, never a wrong answer. */
static int comes_round(cone_solve *s, int d, int where)
{
    unsigned long long h = 14695981039346656037ull;
    for (int i = 0; i < s->n; i++) {
        h ^= (unsigned char)s->set[i];
        h *= 1099511628211ull;
    }
    int extra[4] = {d, s->driven, s->omega > 0.0, where};
    for (int k = 0; k < 4; k++) {
        h ^= (unsigned long long)(unsigned)extra[k];
        h *= 1099511628211ull;
    }
    int before = 0, remembered = s->seen_count < CYCLE_MEMORY ? s->seen_count : CYCLE_MEMORY;
    for (int k = 0; k < remembered; k++)
        before += s->seen[k] == h;
    s->seen[s->seen_count % CYCLE_MEMORY] = h;
    s->seen_count++;
    if (before >= CYCLE_REPEATS)
        s->cycled = 1;
    return s->cycled;
}
// end snippet cycles

// start snippet drive_to_zero
/* Baraff 1994, section 4.3, drive-to-zero, for a normal index or for the
 * friction of contact s->driven (d is then its first tangent row).  After
 * every pivot the equations are corrected (the cone is curved); the rest
 * is stage 4's drive, the path turning back where an index blocks both
 * ways. */
static cf_status drive_to_zero(cone_solve *s, int d)
{
    s->omega = 1.0;
    s->last_j = -1;
    double zero = s->tol * scale_of_a(s);
    for (;;) {
        if (s->pivots >= s->max_pivots)
            return CF_PIVOT_LIMIT;
        s->pivots++;
        cf_status status = fdirection(s, d);
        if (status != CF_OK)
            return status;
        int j;
        cone_move move;
        double step = cone_maxstep(s, d, &j, &move);
        if (j < 0) {
            s->ray_driven = d; /* f + s delta f: a ray along which a_d never reaches 0 */
            return CF_UNBOUNDED_RAY;
        }
        if (j == s->last_j && undoes(move, s->last_move) && is_zero_step(s, step)) {
            s->omega = -s->omega; /* j blocks both ways: the path turns back */
            s->turns++;
            s->last_j = -1;
            status = record_pivot(s, d, 0.0, j, M_PATH_TURNS);
            if (status != CF_OK)
                return status;
            continue;
        }
        advance(s, step);
        if (move == M_DRIVE_RETURNED) {
            s->deferred[d] = 1;
            s->returned++;
            if (s->driven >= 0)
                release_friction(s, s->driven);
            else
                s->f[d] = 0.0;
            s->driven = -1;
            update_accelerations(s);
            status = correct(s, zero);
            if (status == CF_OK)
                status = record_pivot(s, d, step, j, move);
            return status != CF_OK ? status : CF_UNBOUNDED_RAY;
        }
        int done = pivot(s, d, j, move);
        s->last_j = j;
        s->last_move = move;
        status = correct(s, zero);
        if (status == CF_OK)
            status = record_pivot(s, d, step, j, move);
        if (status != CF_OK)
            return status;
        if (done)
            return CF_OK;
        if (comes_round(s, d, 1))
            return CF_PIVOT_LIMIT;
    }
}
// end snippet drive_to_zero

/* The normal index, not clamped and not deferred, that accelerates into
 * its obstacle the most (by more than roundoff); -1 when there is none. */
static int next_to_drive(const cone_solve *s)
{
    double zero = s->tol * scale_of_a(s);
    int best = -1;
    for (int i = 0; i < s->n; i++)
        if (s->p->rows[i].kind == CF_ROW_NORMAL && s->set[i] != CF_SET_CLAMPED
            && s->a[i] < -zero && !s->deferred[i] && (best < 0 || s->a[i] < s->a[best]))
            best = i;
    return best;
}

// start snippet next_friction
/* The first contact whose normal is in C and whose friction is not yet
 * processed.  If a_T is already roundoff it sticks; otherwise its first
 * tangent row is returned with s->driven and w = -a_T/||a_T|| set.
 * -1 when there is none. */
static int next_friction(cone_solve *s)
{
    double zero = s->tol * scale_of_a(s);
    for (int i = 0; i < s->n; i++) {
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        if (t1 < 0 || s->set[i] != CF_SET_CLAMPED || s->set[t1] != CONE_UNPROCESSED
            || s->deferred[t1])
            continue;
        double length = hypot(s->a[t1], s->a[t2]);
        if (length <= zero) {
            set_state(s, i, CONE_STICKING);
            continue;
        }
        s->u[2 * i] = -s->a[t1] / length;
        s->u[2 * i + 1] = -s->a[t2] / length;
        s->driven = i;
        return t1;
    }
    return -1;
}
// end snippet next_friction

// start snippet least_norm
/* Stage 3: solve A_BB x = rhs, with the least-norm x when redundant
 * joints make A_BB singular (x = A_BB y with A_BB A_BB y = rhs). */
static cf_status least_norm(cone_solve *s, const double *rhs, double *x)
{
    const int k = s->n_bilateral;
    for (int r = 0; r < k * k; r++)
        s->work[r] = s->A_BB[r];
    for (int r = 0; r < k; r++)
        s->rhs[r] = rhs[r];
    cf_status status = cf_solve_dense_rank(k, s->work, s->rhs, x, 1e-12, &s->rank);
    if (status != CF_OK || s->rank == k)
        return status;
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++) {
            double sum = 0.0;
            for (int m = 0; m < k; m++)
                sum += s->A_BB[r * k + m] * s->A_BB[m * k + c];
            s->work[r * k + c] = sum;
        }
        s->rhs[r] = rhs[r];
    }
    status = cf_solve_dense(k, s->work, s->rhs, s->x, 1e-12);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++) {
        x[r] = 0.0;
        for (int c = 0; c < k; c++)
            x[r] += s->A_BB[r * k + c] * s->x[c];
    }
    return CF_OK;
}
// end snippet least_norm

/* Baraff 1994, section 4.5: the bilateral rows are solved first and put in C. */
static cf_status solve_bilateral_block(cone_solve *s)
{
    const int n = s->n, k = s->n_bilateral;
    double *minus_b = s->df, *f_B = s->da;
    for (int r = 0; r < k; r++) {
        int i = s->bilateral[r];
        for (int c = 0; c < k; c++)
            s->A_BB[r * k + c] = s->p->A[i * n + s->bilateral[c]];
        minus_b[r] = -s->p->b[i];
        s->set[i] = CF_SET_CLAMPED;
    }
    if (k == 0)
        return CF_OK;
    cf_status status = least_norm(s, minus_b, f_B);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++)
        s->f[s->bilateral[r]] = f_B[r];
    update_accelerations(s);
    return CF_OK;
}

/* Stage 3: with redundant joints, report the least-norm joint forces. */
static cf_status least_norm_joints(cone_solve *s)
{
    const int k = s->n_bilateral;
    double *A_BB_f_B = s->df, *f_B = s->da;
    for (int r = 0; r < k; r++) {
        A_BB_f_B[r] = 0.0;
        for (int c = 0; c < k; c++)
            A_BB_f_B[r] += s->A_BB[r * k + c] * s->f[s->bilateral[c]];
    }
    cf_status status = least_norm(s, A_BB_f_B, f_B);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++)
        s->f[s->bilateral[r]] = f_B[r];
    update_accelerations(s);
    return CF_OK;
}

// start snippet compute_forces
/* Baraff 1994, section 4.3, compute-forces: the bilateral block first,
 * then every normal index, then the friction of each contact whose normal
 * is clamped; repeat until nothing is left.  Last, the equations are
 * corrected to roundoff, so that the directions at the bound have
 * converged as far as the arithmetic allows. */
static cf_status compute_forces(cone_solve *s)
{
    // BEGIN SOLUTION stub: (void)s; (void)next_to_drive; (void)next_friction; (void)drive_to_zero; (void)solve_bilateral_block; (void)least_norm_joints; return CF_NOT_IMPLEMENTED;
    for (int i = 0; i < s->n; i++) {
        s->f[i] = 0.0;
        s->a[i] = s->p->b[i];
        s->set[i] = CF_SET_IGNORED;
    }
    for (int i = 0; i < s->n; i++)
        if (cone_t1(s, i) >= 0 && mu_of(s, i) == 0.0)
            set_state(s, i, CONE_FREE);
    cf_status status = solve_bilateral_block(s);
    if (status != CF_OK)
        return status;
    for (;;) {
        int d = next_to_drive(s);
        if (d < 0) {
            d = next_friction(s);
            if (d < 0)
                break;
        }
        if (s->deferred_status == CF_OK) {
            s->last_d = d;
            s->last_driven = s->driven;
        }
        if (comes_round(s, d, 0))
            return CF_PIVOT_LIMIT;
        status = drive_to_zero(s, d);
        s->drive++;
        if (status == CF_SINGULAR) {
            /* Redundant contacts can leave the clamped system of this drive
             * without a solution.  Every condition held before each step, so
             * keep where the drive stopped and try the others first. */
            s->deferred[d] = 1;
            s->driven = -1;
        }
        if ((status == CF_UNBOUNDED_RAY || status == CF_SINGULAR) && s->deferred[d]) {
            if (s->deferred_status == CF_OK)
                s->deferred_status = status;
            continue;
        }
        if (status != CF_OK)
            return status;
        for (int i = 0; i < s->n; i++)
            s->deferred[i] = 0;
        s->deferred_status = CF_OK;
    }
    if (s->rank < s->n_bilateral) {
        status = least_norm_joints(s);
        if (status != CF_OK)
            return status;
    }
    status = correct(s, 0.0);
    if (status != CF_OK)
        return status;
    for (int i = 0; i < s->n; i++)
        if (s->deferred[i] && !cf_certify(s->p, s->f, CF_CERTIFY_DEFAULT_TOL, NULL).ok)
            return s->deferred_status;
    return CF_OK;
    // END SOLUTION
}
// end snippet compute_forces

// start snippet finish
/* The sets of the forces f, as one sweep would move them: a normal force
 * is in C when f_N - a_N / A_NN > 0 (one step would leave it positive);
 * a friction sticks when g = f_T - a_T / A_TT is inside its disc, and
 * otherwise is at the bound pointing along g, which is where the sweep
 * would put it.  At an answer these are exactly its sets.  The forces are
 * put where their sets say: zero in NC, on the cone at the bound. */
static void read_sets(cone_solve *s)
{
    const int n = s->n;
    for (int i = 0; i < n; i++) {
        if (s->p->rows[i].kind != CF_ROW_NORMAL)
            continue;
        double A_ii = s->p->A[(size_t)i * (size_t)n + (size_t)i];
        int clamped = A_ii > 0.0 ? s->f[i] - s->a[i] / A_ii > 0.0 : s->f[i] > 0.0;
        s->set[i] = clamped ? CF_SET_CLAMPED : CF_SET_UNCLAMPED;
        if (!clamped)
            s->f[i] = 0.0;
        int t1 = cone_t1(s, i), t2 = cone_t2(s, i);
        if (t1 < 0 || state_of(s, i) == CONE_FREE)
            continue;
        if (!clamped || !(s->f[i] > 0.0)) {
            s->f[t1] = s->f[t2] = 0.0;
            set_state(s, i, CONE_UNPROCESSED);
            continue;
        }
        double A_tt = 0.5 * (s->p->A[(size_t)t1 * (size_t)n + (size_t)t1]
                             + s->p->A[(size_t)t2 * (size_t)n + (size_t)t2]);
        double g1 = s->f[t1], g2 = s->f[t2];
        if (A_tt > 0.0) {
            g1 -= s->a[t1] / A_tt;
            g2 -= s->a[t2] / A_tt;
        }
        double radius = mu_of(s, i) * s->f[i], length = hypot(g1, g2);
        if (length <= radius) {
            set_state(s, i, CONE_STICKING);
            continue;
        }
        s->u[2 * i] = g1 / length;
        s->u[2 * i + 1] = g2 / length;
        set_state(s, i, CONE_AT_BOUND);
        s->f[t1] = radius * s->u[2 * i];
        s->f[t2] = radius * s->u[2 * i + 1];
    }
    update_accelerations(s);
    s->driven = -1;
    s->last_j = -1;
}

/* One step of Newton's method on the equations of the sets just read, all
 * of it, whatever conditions it breaks on the way: the next reading of
 * the sets repairs those.  (Reading the sets and stepping in turn is an
 * active-set Newton method: once the sets are right it converges as
 * Newton's method does.)  0 when A11 has no solution. */
static int newton_step(cone_solve *s)
{
    list_unknowns(s);
    build_A11(s);
    for (int r = 0; r < s->k; r++)
        s->rhs[r] = -equation(s, r, s->a);
    const int k = s->k;
    for (int r = 0; r < k * k; r++)
        s->work[r] = s->A11[r];
    for (int r = 0; r < k; r++)
        s->work[k * k + r] = s->rhs[r];
    if (shifted_solve(s) != CF_OK)
        return 0;
    newton_direction(s);
    /* Far from the answer the whole step can overshoot: try halves of it
     * too, and take the one the certifier likes best. */
    double best_step = 1.0, best = INFINITY;
    for (double step = 1.0; step >= 0.1; step /= 2.0) {
        restore(s);
        advance(s, step);
        double worst = cf_certify(s->p, s->f, CF_CERTIFY_DEFAULT_TOL, NULL).worst;
        if (worst < best) {
            best = worst;
            best_step = step;
        }
    }
    restore(s);
    advance(s, best_step);
    return 1;
}

/* count sweeps, CHECK_SWEEPS at a time, each batch judged by the
 * certifier (which costs about what one sweep does); 1 as soon as it
 * accepts the forces as they are.  The sweeps approach an answer only
 * linearly, but on a well-posed problem they do reach the tolerance in
 * time, and then no Newton step is needed: Newton's steps from there can
 * only disturb an answer that is already right (with redundant contacts
 * the sticking friction is not unique, and a step that ignores the cones
 * can move it out of one). */
static int sweeps_certified(cone_solve *s, int count)
{
    for (int done = 0; done < count; done += CHECK_SWEEPS) {
        int batch = count - done < CHECK_SWEEPS ? count - done : CHECK_SWEEPS;
        cone_sweeps(s, batch);
        s->sweeps += batch;
        if (cf_certify(s->p, s->f, CF_CERTIFY_DEFAULT_TOL, NULL).ok)
            return 1;
    }
    return 0;
}

/* When the pivoting cycles: sweeps of projected Gauss-Seidel (cone_sweep.c)
 * bring f near an answer, and are returned as they are if the certifier
 * accepts them; otherwise the sets are read off f and a Newton step on
 * their equations is taken, the sets read again after each, until the
 * certifier accepts or the steps stop gaining (the worst violation not
 * halved in STALLED steps).  Then correct finishes with the sets held, and
 * if the certifier still does not accept, the sweeps go on from where they
 * were (not from where the Newton steps left f), twice as many each round.
 * Each Newton step counts as a pivot against the cap, which the pivoting
 * before has used in part: a cap that the pivoting used up leaves nothing
 * here. */
static cf_status finish(cone_solve *s)
{
    /* A sweep costs n^2, a Newton step up to n^3: about n sweeps per step
     * are cheap, and the better the start, the fewer the steps. */
    int sweeps = FIRST_SWEEPS + s->n;
    for (int round = 0; round < SWEEP_ROUNDS; round++, sweeps *= 2) {
        for (int i = 0; i < s->n; i++)
            s->f[i] = s->swept[i];
        s->swept_certified = sweeps_certified(s, sweeps);
        if (s->swept_certified)
            return CF_OK;
        for (int i = 0; i < s->n; i++)
            s->swept[i] = s->f[i];
        double best = INFINITY;
        int stalled = 0;
        s->shift = SHIFT;
        for (int step = 0; step < NEWTON_STEPS && stalled < STALLED; step++) {
            if (s->pivots >= s->max_pivots)
                return CF_PIVOT_LIMIT;
            s->pivots++;
            read_sets(s);
            if (!newton_step(s))
                break;
            cf_certificate c = cf_certify(s->p, s->f, CF_CERTIFY_DEFAULT_TOL, NULL);
            if (c.ok)
                return CF_OK;
            /* Levenberg and Marquardt: a smaller shift after a step that
             * lowered the worst violation, a larger one after one that did
             * not. */
            stalled = c.worst < 0.5 * best ? 0 : stalled + 1;
            s->shift = c.worst < best ? fmax(s->shift / 10.0, MIN_SHIFT)
                                      : fmin(s->shift * 10.0, MAX_SHIFT);
            best = fmin(best, c.worst);
        }
        /* The sets flip at contacts on the edge of two: hold them, and let
         * correct's pivots move what its Newton steps would break. */
        read_sets(s);
        s->max_corrections = FINAL_CORRECTIONS;
        cf_status status = correct(s, 0.0);
        s->max_corrections = MAX_CORRECTIONS;
        if (status == CF_NO_MEMORY || status == CF_PIVOT_LIMIT)
            return status;
        cf_certificate c = cf_certify(s->p, s->f, CF_CERTIFY_DEFAULT_TOL, NULL);
        if (c.ok)
            return CF_OK;
    }
    return CF_PIVOT_LIMIT;
}
// end snippet finish

/* Say in words what the status alone does not. */
static void write_note(const cone_solve *s, const cf_solve_options *options, cf_status status,
                       const cf_certificate *c)
{
    if (options == NULL || options->note == NULL || options->note_size == 0)
        return;
    options->note[0] = '\0';
    if (status == CF_INACCURATE && c->worst_row >= 0) {
        const cf_row *row = &s->p->rows[c->worst_row];
        int contact = row->kind == CF_ROW_FRICTION3D ? row->normal : c->worst_row;
        snprintf(options->note, options->note_size,
                 "contact at normal row %d: %s off by %.2g (the %s did not converge)", contact,
                 cf_condition_name(c->worst_condition), c->worst,
                 c->worst_condition == CF_COND_MAX_DISSIPATION ? "friction direction"
                                                               : "correction");
    } else if (status == CF_SINGULAR || status == CF_PIVOT_LIMIT || status == CF_UNBOUNDED_RAY) {
        int contact = s->last_driven >= 0 ? s->last_driven : s->last_d;
        snprintf(options->note, options->note_size,
                 "stopped while driving the %s of the contact at row %d (%s%s)",
                 s->last_driven >= 0 ? "friction" : "normal force", contact,
                 s->cycled ? "a cycle" : "the pivot cap",
                 s->sweeps > 0 ? "; the fall-back's sweeps found no sets either" : "");
    } else if (s->sweeps > 0 && status == CF_OK) {
        snprintf(options->note, options->note_size,
                 "the pivoting %s; after %d sweeps %s (%d pivots in all)",
                 s->cycled ? "came round to a state it had passed" : "reached its pivot cap",
                 s->sweeps,
                 s->swept_certified ? "the certifier accepted the forces as they were"
                                    : "the sets read off the forces were solved",
                 s->pivots);
    } else if (s->rank < s->n_bilateral && status == CF_OK) {
        snprintf(options->note, options->note_size,
                 "redundant joints (A_BB has rank %d of %d): the joint forces are the "
                 "least-norm ones among many", s->rank, s->n_bilateral);
    } else if (s->turns > 0) {
        snprintf(options->note, options->note_size,
                 "the paths of the drives turned back %d time%s; %d drive%s returned to "
                 "where %s began", s->turns, s->turns == 1 ? "" : "s", s->returned,
                 s->returned == 1 ? "" : "s", s->returned == 1 ? "it" : "they");
    }
}

static int all_finite(int count, const double *values)
{
    for (int i = 0; i < count; i++)
        if (!isfinite(values[i]))
            return 0;
    return 1;
}

/* Pair the tangent rows with their normals: 0, or -1 when a contact does
 * not have exactly two friction3d rows. */
static int pair_tangents(cone_solve *s)
{
    for (int i = 0; i < 2 * s->n; i++)
        s->tangent[i] = -1;
    for (int t = 0; t < s->n; t++) {
        if (s->p->rows[t].kind != CF_ROW_FRICTION3D)
            continue;
        int c = s->p->rows[t].normal;
        if (c < 0 || c >= s->n || s->p->rows[c].kind != CF_ROW_NORMAL)
            return -1;
        if (s->tangent[2 * c] < 0)
            s->tangent[2 * c] = t;
        else if (s->tangent[2 * c + 1] < 0)
            s->tangent[2 * c + 1] = t;
        else
            return -1;
    }
    for (int c = 0; c < s->n; c++)
        if ((s->tangent[2 * c] < 0) != (s->tangent[2 * c + 1] < 0))
            return -1;
    return 0;
}

// start snippet entry
cf_status stage5_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
{
    if (p == NULL || f == NULL || a == NULL || p->n < 1)
        return CF_INVALID_INPUT;
    if (!all_finite(p->n * p->n, p->A) || !all_finite(p->n, p->b))
        return CF_INVALID_INPUT;
    for (int i = 0; i < p->n; i++)
        if (p->rows[i].kind != CF_ROW_NORMAL && p->rows[i].kind != CF_ROW_BILATERAL
            && p->rows[i].kind != CF_ROW_FRICTION3D)
            return CF_UNSUPPORTED;
    return cone_compute_forces(p, options, f, a, NULL);
}
// end snippet entry

cf_status cone_compute_forces(const cf_problem *p, const cf_solve_options *options, double *f,
                              double *a, cone_ray *ray)
{
    if (p == NULL || f == NULL || a == NULL || p->n < 1)
        return CF_INVALID_INPUT;
    const int n = p->n;
    if (!all_finite(n * n, p->A) || !all_finite(n, p->b))
        return CF_INVALID_INPUT;
    int k = 0;
    for (int i = 0; i < n; i++) {
        if (p->rows[i].kind == CF_ROW_BILATERAL)
            k++;
        else if (p->rows[i].kind == CF_ROW_FRICTION2D)
            return CF_UNSUPPORTED; /* no cone: stage 4's interval */
    }

    cone_solve s = {.p = p, .n = n, .f = f, .a = a, .n_bilateral = k, .rank = k, .driven = -1,
                    .last_d = -1, .last_driven = -1};
    s.tol = options != NULL && options->tol > 0.0 ? options->tol : DEFAULT_TOL;
    s.max_corrections = MAX_CORRECTIONS;
    /* Termination is not proven with friction (Baraff 1994, section 5). */
    s.max_pivots = options != NULL && options->max_pivots > 0 ? options->max_pivots : 20 * n + 20;
    s.trace = options != NULL ? options->trace : NULL;
    s.largest_A = cf_max_abs(n * n, p->A);
    s.ray_driven = -1;
    s.df = cf_vec_new(n);
    s.da = cf_vec_new(n);
    s.rhs = cf_vec_new(n);
    s.x = cf_vec_new(n);
    s.u = cf_vec_new(2 * n);
    s.saved = cf_vec_new(3 * n);
    s.A11 = cf_vec_new(n * n);
    s.set = malloc((size_t)n);
    s.tangent = malloc((size_t)(2 * n) * sizeof *s.tangent);
    s.col_kind = malloc((size_t)n * sizeof *s.col_kind);
    s.col_row = malloc((size_t)n * sizeof *s.col_row);
    s.deferred = calloc((size_t)n, 1);
    s.bilateral = malloc((size_t)(k > 0 ? k : 1) * sizeof *s.bilateral);
    s.A_BB = cf_vec_new(k * k);
    s.work = cf_vec_new(n * n + n); /* the bilateral block's k * k, or A11 and rhs */
    s.seen = calloc(CYCLE_MEMORY, sizeof *s.seen);
    s.swept = cf_vec_new(n);

    cf_status status = CF_NO_MEMORY;
    cf_certificate certificate = {0};
    if (s.df != NULL && s.da != NULL && s.rhs != NULL && s.x != NULL && s.u != NULL && s.saved != NULL
        && s.A11 != NULL && s.set != NULL && s.tangent != NULL && s.col_kind != NULL
        && s.col_row != NULL && s.deferred != NULL && s.bilateral != NULL && s.A_BB != NULL
        && s.work != NULL && s.seen != NULL && s.swept != NULL) {
        for (int i = 0, r = 0; i < n; i++)
            if (p->rows[i].kind == CF_ROW_BILATERAL)
                s.bilateral[r++] = i;
        status = pair_tangents(&s) == 0 ? CF_OK : CF_INVALID_INPUT;
        /* Termination is not proven, and the two ways of treating a friction
         * whose normal lets go cycle on different problems: if the first
         * does not end in a certified answer, start again with the other. */
        const int cap = s.max_pivots;
        s.max_pivots = cap / 2; /* the pivoting's half of the cap; the fall-back's is the rest */
        for (int attempt = 0; attempt < 2 && status == CF_OK; attempt++) {
            s.keep_direction = attempt == 0;
            s.turns = s.returned = s.seen_count = s.cycled = 0; /* the pivots add up */
            s.driven = s.last_d = s.last_driven = s.ray_driven = -1;
            s.deferred_status = CF_OK;
            for (int i = 0; i < n; i++)
                s.deferred[i] = 0;
            status = compute_forces(&s);
            if ((status == CF_OK && cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL).ok)
                || status == CF_NO_MEMORY || attempt == 1)
                break;
            status = CF_OK;
        }
        /* Both attempts cycled or ran out of pivots: the fall-back, from
         * where the second stopped, if the cap leaves it a few steps. */
        s.max_pivots = cap;
        if (status == CF_PIVOT_LIMIT && cap - s.pivots >= FALLBACK_MIN_STEPS) {
            for (int i = 0; i < n; i++)
                s.swept[i] = f[i];
            status = finish(&s);
        }
    }
    if (status == CF_OK) {
        /* Claim success only for an answer the certifier accepts. */
        certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a);
        if (!certificate.ok)
            status = CF_INACCURATE;
    }
    if (ray != NULL) {
        /* maxstep found no limit in the drive that ended the solve: its
         * direction (f and a hold where the ray starts) */
        ray->driven = status == CF_UNBOUNDED_RAY ? s.ray_driven : -1;
        for (int i = 0; ray->driven >= 0 && i < n; i++)
            ray->df[i] = s.df[i];
    }
    write_note(&s, options, status, &certificate);
    free(s.df);
    free(s.da);
    free(s.rhs);
    free(s.x);
    free(s.u);
    free(s.saved);
    free(s.A11);
    free(s.set);
    free(s.tangent);
    free(s.col_kind);
    free(s.col_row);
    free(s.deferred);
    free(s.bilateral);
    free(s.A_BB);
    free(s.work);
    free(s.seen);
    free(s.swept);
    return status;
}
