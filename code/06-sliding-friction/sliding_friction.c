/* sliding_friction.c - Stage 6: stage 4 with contacts that already slide.
 *
 * Baraff 1994, section 6 (and Baraff 1991).  A contact that slides has a
 * known friction direction: f_T = -mu f_N v, with v the unit direction
 * of sliding (in 2D, +1 or -1 along the tangent).  Its friction is no
 * unknown at all; substituted into a = A f + b it moves into the column
 * of its normal force, once and for good:
 *
 *     column N_j of the folded matrix = A[:,N_j] - mu_j sum_k v_jk A[:,T_jk].
 *
 * The folded matrix is not symmetric and need not be positive definite,
 * so a solution may not exist (Painleve's rod) or may not be unique.
 * After the fold everything is stage 4: normal and bilateral rows, static
 * friction rows that stick or reach their bound, the same maxstep.  What
 * is new is what an unbounded ray means.  A drive whose a_d does not rise
 * (delta a_d <= 0) is not yet lost, for a clamped force may still reach
 * zero and change the direction; but when maxstep finds no limit at all,
 * f + s delta f keeps every other condition for all s >= 0 while a_d
 * stays negative: the configuration is inconsistent.  The solver says so
 * (CF_INCONSISTENT) and hands the ray to its caller, who must change the
 * velocities with an impulse (impulse.c) before forces can be found.
 *
 * From stage 4, unchanged: the order of drives, fdirection with the
 * folded columns of static friction at its bound, the path turning back,
 * deferred drives, the bilateral block (stage 3), the pivot cap.  A 3D
 * problem with static friction needs the cone: after the same fold it
 * goes to stage 5's solve (stage6_cone, below), which names the same ray.
 */
#include "sliding_friction.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "certify.h"
#include "cone.h"
#include "dense.h"
#include "friction_states.h"
#include "maxstep.h"

#define DEFAULT_TOL 1e-10

static double scale_of_a(const dantzig *s)
{
    double largest_b = cf_max_abs(s->n, s->p->b);
    double largest_Af = cf_max_abs(s->n * s->n, s->p->A) * cf_max_abs(s->n, s->f);
    return largest_b > largest_Af ? largest_b : largest_Af;
}

static int is_friction(const dantzig *s, int i)
{
    return s->p->rows[i].kind == CF_ROW_FRICTION2D;
}

static void set_friction(dantzig *s, int t, friction_state state)
{
    s->set[t] = friction_state_of(state)->set;
}

/* An unknown of fdirection: a normal or bilateral row in C, a friction in C_F. */
static int is_clamped(const dantzig *s, int i)
{
    if (is_friction(s, i))
        return s->set[i] == friction_state_of(FRICTION_STICKING)->set;
    return s->set[i] == CF_SET_CLAMPED;
}

// start snippet folded-column
/* Entry (row, j) of the clamped matrix A11.  A normal j in C whose
 * friction t is at a bound carries f_F,t = +-mu f_N,j with it, so its
 * column is A[:,j] +- mu A[:,t]: the friction column folded into the
 * normal column.  Row j is not changed, so A11 is no longer symmetric. */
static double clamped_entry(const dantzig *s, int row, int j)
{
    const int n = s->n;
    double entry = s->p->A[row * n + j];
    int t = s->friction_of[j];
    if (t >= 0)
        entry += bound_factor(s, t) * s->p->A[row * n + t];
    return entry;
}
// end snippet folded-column

// start snippet fdirection
/* Baraff 1994, section 4.3, function fdirection, with friction: the
 * change in f that moves the driven index d at rate sigma (1 for a
 * normal, against a_F for a friction) while every clamped acceleration
 * stays at zero.  The unknowns are the normal and bilateral rows in C and
 * the frictions in C_F; solve A11 x = -sigma v1 (equation 9) and scatter
 * x.  A friction at a bound follows its normal: delta f_F = +-mu delta f_N. */
static cf_status fdirection(dantzig *s, int d)
{
    const int n = s->n;
    int k = 0;
    for (int i = 0; i < n; i++) {
        s->df[i] = 0.0;
        if (is_clamped(s, i))
            s->clamped[k++] = i;
    }
    s->df[d] = s->sigma;
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++)
            s->A11[r * k + c] = clamped_entry(s, s->clamped[r], s->clamped[c]);
        s->rhs[r] = -s->sigma * s->p->A[s->clamped[r] * n + d];
    }
    cf_status status = cf_solve_dense(k, s->A11, s->rhs, s->x, 1e-12);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++)
        s->df[s->clamped[r]] = s->x[r];
    for (int t = 0; t < n; t++)
        if (is_friction(s, t))
            s->df[t] += bound_factor(s, t) * s->df[s->p->rows[t].normal];
    return CF_OK;
}
// end snippet fdirection

static cf_status record_pivot(dantzig *s, int d, double step, int j, transition t)
{
    if (s->trace == NULL)
        return CF_OK;
    const transition_info *info = transition_of(t);
    return cf_trace_add(s->trace, s->drive, d, step, j, info->move,
                        info->move == CF_MOVE_OTHER ? info->note : NULL, s->df, s->da, s->f,
                        s->a, s->set);
}

/* A normal leaves C: its friction has no normal force left to lean on. */
static void release_friction(dantzig *s, int normal)
{
    int t = s->friction_of[normal];
    if (t < 0)
        return;
    s->f[t] = 0.0;
    set_friction(s, t, FRICTION_UNPROCESSED);
}

// start snippet pivot
/* Make the move that limited the step (maxstep.c says which); returns 1
 * when it ends the drive. */
static int pivot(dantzig *s, int d, int j, transition t)
{
    const cf_row *row = &s->p->rows[j];
    switch (t) {
    case T_DRIVEN_NORMAL_CLAMPED:
        s->a[j] = 0.0; /* reached exactly, up to roundoff */
        s->set[j] = CF_SET_CLAMPED;
        return 1;
    case T_DRIVEN_FRICTION_STICKS:
        s->a[j] = 0.0;
        set_friction(s, j, FRICTION_STICKING);
        return 1;
    case T_DRIVEN_FRICTION_AT_BOUND:
        s->f[j] = s->sigma * row->mu * s->f[row->normal];
        set_friction(s, j, s->sigma > 0.0 ? FRICTION_BOUND_PLUS : FRICTION_BOUND_MINUS);
        return 1;
    case T_NORMAL_LEAVES_C:
        s->f[j] = 0.0;
        s->set[j] = CF_SET_UNCLAMPED;
        release_friction(s, j);
        /* the driven friction's own normal let go: nothing is left to drive */
        return is_friction(s, d) && s->p->rows[d].normal == j;
    case T_NORMAL_ENTERS_C:
        s->a[j] = 0.0;
        s->set[j] = CF_SET_CLAMPED;
        return 0;
    case T_STICKING_TO_PLUS:
        s->f[j] = row->mu * s->f[row->normal];
        set_friction(s, j, FRICTION_BOUND_PLUS);
        return 0;
    case T_STICKING_TO_MINUS:
        s->f[j] = -row->mu * s->f[row->normal];
        set_friction(s, j, FRICTION_BOUND_MINUS);
        return 0;
    case T_PLUS_UNSTICKS:
    case T_MINUS_UNSTICKS:
        s->a[j] = 0.0;
        set_friction(s, j, FRICTION_STICKING);
        return 0;
    default:
        return 1;
    }
}
// end snippet pivot

/* t moves index j straight back to where the move before took it. */
static int undoes(transition t, transition before)
{
    return (t == T_STICKING_TO_PLUS && before == T_PLUS_UNSTICKS)
           || (t == T_PLUS_UNSTICKS && before == T_STICKING_TO_PLUS)
           || (t == T_STICKING_TO_MINUS && before == T_MINUS_UNSTICKS)
           || (t == T_MINUS_UNSTICKS && before == T_STICKING_TO_MINUS)
           || (t == T_NORMAL_LEAVES_C && before == T_NORMAL_ENTERS_C)
           || (t == T_NORMAL_ENTERS_C && before == T_NORMAL_LEAVES_C);
}

/* A step that moves no force by more than roundoff. */
static int is_zero_step(const dantzig *s, double step)
{
    return step * cf_max_abs(s->n, s->df) <= s->tol * cf_max_abs(s->n, s->f);
}

// start snippet drive_to_zero
/* Baraff 1994, section 4.3, function drive-to-zero, for a normal index
 * (raise f_N until a_N = 0) or a friction index (move f_F against a_F
 * until it sticks or reaches the bound), pivoting whatever limits a step.
 *
 * With friction a drive can reach a point where index j blocks the step
 * in both of its states: in one a force would leave its bound, in the
 * other an acceleration would take the wrong sign.  maxstep then makes j
 * flip back and forth with steps of size zero.  The path of solutions
 * does not end there: it turns back, f_d now decreasing (omega = -1), as
 * the path of Lemke's method does.  If f_d returns to zero the drive has
 * failed: d is deferred and other indices are driven first. */
static cf_status drive_to_zero(dantzig *s, int d)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; (void)fdirection; (void)pivot; (void)undoes; (void)is_zero_step; (void)record_pivot; return CF_NOT_IMPLEMENTED;
    s->sigma = is_friction(s, d) && s->a[d] > 0.0 ? -1.0 : 1.0;
    s->omega = 1.0;
    int last_j = -1;
    transition last_move = T_DRIVEN_NORMAL_CLAMPED;
    for (;;) {
        if (s->pivots >= s->max_pivots)
            return CF_PIVOT_LIMIT;
        s->pivots++;

        cf_status status = fdirection(s, d);
        if (status != CF_OK)
            return status;
        cf_matvec(s->n, s->p->A, s->df, s->da); /* delta a = A delta f, equation (6) */
        for (int i = 0; i < s->n; i++) {
            s->df[i] *= s->omega;
            s->da[i] *= s->omega;
        }

        int j;
        transition move;
        double step = maxstep(s, d, &j, &move);
        if (j < 0) {
            /* No limit at all: along f + s delta f, s >= 0, every other
             * condition holds and a_d never reaches 0.  delta a_d <= 0 alone
             * is not this: a clamped force might still have stopped the step
             * and turned the direction.  f and delta f are the ray. */
            return CF_INCONSISTENT;
        }
        if (j == last_j && undoes(move, last_move) && is_zero_step(s, step)) {
            s->omega = -s->omega; /* j blocks both ways: the path turns back */
            s->turns++;
            last_j = -1;
            status = record_pivot(s, d, 0.0, j, T_PATH_TURNS);
            if (status != CF_OK)
                return status;
            continue;
        }

        for (int i = 0; i < s->n; i++) {
            s->f[i] += step * s->df[i];
            s->a[i] += step * s->da[i];
        }
        if (move == T_DRIVE_RETURNED) {
            s->f[d] = 0.0; /* back where the drive started, every other condition kept */
            s->deferred[d] = 1;
            s->returned++;
            status = record_pivot(s, d, step, j, move);
            return status != CF_OK ? status : CF_UNBOUNDED_RAY;
        }
        int done = pivot(s, d, j, move);
        status = record_pivot(s, d, step, j, move);
        if (status != CF_OK)
            return status;
        if (done)
            return CF_OK;
        last_j = j;
        last_move = move;
    }
    // END SOLUTION
}
// end snippet drive_to_zero

/* The normal index, not clamped and not deferred, that accelerates into
 * its obstacle the most (by more than roundoff); -1 when there is none.
 * Stage 3 takes the first; with friction the most negative fails less
 * often (on the Siconos files of the chapter), as stage 7 found too. */
static int next_to_drive(const dantzig *s)
{
    double zero = s->tol * scale_of_a(s);
    int best = -1;
    for (int i = 0; i < s->n; i++)
        if (s->p->rows[i].kind == CF_ROW_NORMAL && s->set[i] != CF_SET_CLAMPED
            && s->a[i] < -zero && !s->deferred[i] && (best < 0 || s->a[i] < s->a[best]))
            best = i;
    return best;
}

/* The first friction index not yet processed whose normal is in C; -1 if none. */
static int next_friction(const dantzig *s)
{
    char unprocessed = friction_state_of(FRICTION_UNPROCESSED)->set;
    for (int i = 0; i < s->n; i++)
        if (is_friction(s, i) && s->set[i] == unprocessed
            && s->set[s->p->rows[i].normal] == CF_SET_CLAMPED && !s->deferred[i])
            return i;
    return -1;
}

static void update_accelerations(dantzig *s)
{
    cf_matvec(s->n, s->p->A, s->f, s->a);
    for (int i = 0; i < s->n; i++)
        s->a[i] += s->p->b[i];
}

// start snippet least_norm
/* Solve A_BB x = rhs for x (k values).  When A_BB is nonsingular there is
 * one solution.  Redundant joints make A_BB singular: if rhs is in its
 * range there are many, and the one with the least norm is unique.  It is
 * x = A_BB y with A_BB A_BB y = rhs, because that x lies in the range of
 * A_BB, at right angles to every null vector.  When rhs is not in the
 * range the joints contradict each other: CF_SINGULAR. */
static cf_status least_norm(dantzig *s, const double *rhs, double *x)
{
    const int k = s->k;
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

// start snippet bilateral_block
/* Baraff 1994, section 4.5: "we initially solve a square linear system of
 * size k to compute initial values for all the bilateral f_i's so that all
 * the corresponding a_i's are zero.  Each such i is placed into C at the
 * beginning of the algorithm." */
static cf_status solve_bilateral_block(dantzig *s)
{
    const int n = s->n, k = s->k;
    double *minus_b = s->df; /* free until the first drive */
    double *f_B = s->da;
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
    for (int r = 0; r < k; r++)
        s->a[s->bilateral[r]] = 0.0; /* reached exactly, up to roundoff */
    if (s->trace == NULL || k == 0)
        return CF_OK;
    for (int i = 0; i < n; i++)
        s->df[i] = s->da[i] = 0.0;
    return cf_trace_add(s->trace, s->drive, -1, 1.0, -1, CF_MOVE_OTHER,
                        "bilateral block A_BB f_B = -b_B", s->df, s->da, s->f, s->a, s->set);
}
// end snippet bilateral_block

// start snippet least_norm_joints
/* The drives change f_B along the directions fdirection chose, so with
 * redundant joints f_B ends as one of many answers.  Any null vector z of
 * A_BB leaves every acceleration alone (A is positive semidefinite, so
 * A_BB z = 0 gives A z = 0); replace f_B by the least-norm f_B with the
 * same A_BB f_B, which is the same physics and the one answer to report. */
static cf_status least_norm_joints(dantzig *s)
{
    const int k = s->k;
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
// end snippet least_norm_joints

// start snippet compute_forces
/* Baraff 1994, section 4.3, function compute-forces, with the bilateral
 * block solved first (section 4.5), then every normal index as before,
 * then each friction index whose normal is clamped.  A friction drive can
 * leave some normal accelerating into its obstacle again, so repeat until
 * nothing is left.  An inconsistent configuration ends the solve at once:
 * *ray_index receives the index whose drive found the unbounded ray. */
static cf_status compute_forces(dantzig *s, int *ray_index)
{
    for (int i = 0; i < s->n; i++) {
        s->f[i] = 0.0;
        s->a[i] = s->p->b[i];
        s->set[i] = CF_SET_IGNORED;
    }
    cf_status status = solve_bilateral_block(s);
    if (status != CF_OK)
        return status;
    for (;;) {
        int d = next_to_drive(s);
        if (d < 0) {
            d = next_friction(s);
            if (d < 0)
                break;
            /* Sticking already: |a_F| is roundoff, relative to the size of a. */
            if (fabs(s->a[d]) <= s->tol * scale_of_a(s)) {
                s->a[d] = 0.0;
                set_friction(s, d, FRICTION_STICKING);
                continue;
            }
        }
        status = drive_to_zero(s, d);
        s->drive++;
        if (status == CF_INCONSISTENT)
            *ray_index = d;
        if (status == CF_UNBOUNDED_RAY && s->deferred[d])
            continue; /* its drive turned back to where it began: try the others first */
        if (status != CF_OK)
            return status;
        for (int i = 0; i < s->n; i++)
            s->deferred[i] = 0; /* something changed: the deferred may succeed now */
    }
    for (int i = 0; i < s->n; i++)
        if (s->deferred[i])
            return CF_UNBOUNDED_RAY; /* no other index left to try first */
    if (s->rank < s->k)
        return least_norm_joints(s);
    return CF_OK;
}
// end snippet compute_forces

/* Say in words what the status alone does not: that the joint forces were
 * chosen by least norm among many, or that the joints contradict. */
static void write_note(const dantzig *s, const cf_solve_options *options, cf_status status)
{
    if (options == NULL || options->note == NULL || options->note_size == 0)
        return;
    options->note[0] = '\0';
    if (s->rank < s->k && status == CF_OK)
        snprintf(options->note, options->note_size,
                 "redundant joints (A_BB has rank %d of %d): the joint forces are the "
                 "least-norm ones among many", s->rank, s->k);
    else if (s->rank < s->k && status == CF_SINGULAR)
        snprintf(options->note, options->note_size,
                 "the joints contradict each other (A_BB has rank %d of %d and A_BB f_B = "
                 "-b_B has no solution)", s->rank, s->k);
    else if (s->turns > 0)
        snprintf(options->note, options->note_size,
                 "the paths of the drives turned back %d time%s; %d drive%s returned to "
                 "where %s began", s->turns, s->turns == 1 ? "" : "s", s->returned,
                 s->returned == 1 ? "" : "s", s->returned == 1 ? "it" : "they");
}

static int all_finite(int count, const double *values)
{
    for (int i = 0; i < count; i++)
        if (!isfinite(values[i]))
            return 0;
    return 1;
}

// start snippet fold
/* Baraff 1994, section 6: a sliding contact's friction is -mu f_N v, so
 * its columns fold into the normal column once, for the whole solve:
 * A_hat[:,N] = A[:,N] - mu sum_t v_t A[:,T_t].  The dynamic rows' own
 * columns become zero; they are no unknowns, and a = A_hat f + b holds for
 * every f whose dynamic entries are zero. */
static void fold_sliding_friction(const cf_problem *p, double *A_hat)
{
    // BEGIN SOLUTION stub: for (int i = 0; i < p->n * p->n; i++) A_hat[i] = p->A[i];
    const int n = p->n;
    for (int i = 0; i < n * n; i++)
        A_hat[i] = p->A[i];
    for (int t = 0; t < n; t++) {
        const cf_row *row = &p->rows[t];
        if (row->kind != CF_ROW_DYNAMIC)
            continue;
        for (int r = 0; r < n; r++) {
            A_hat[r * n + row->normal] -= row->mu * row->slide * p->A[r * n + t];
            A_hat[r * n + t] = 0.0;
        }
    }
    // END SOLUTION
}

/* The forces of the dynamic rows follow their normals: f_T = -mu f_N v. */
static void unfold(const cf_problem *p, double *f)
{
    // BEGIN SOLUTION stub: (void)p; (void)f;
    for (int t = 0; t < p->n; t++)
        if (p->rows[t].kind == CF_ROW_DYNAMIC)
            f[t] = -p->rows[t].mu * p->rows[t].slide * f[p->rows[t].normal];
    // END SOLUTION
}
// end snippet fold

// start snippet in-cone
/* Baraff 1991: an impulse can stop sliding contacts only if the contacts
 * can give it.  Each must push, P_N >= 0, and stay in its friction cone,
 * |P_T| <= mu P_N; otherwise the impulse would pull, or need more
 * friction than there is.  p is the velocity-level problem of the impulse
 * (impulse.c): a normal row per contact, and its friction2d row if it has
 * friction; P holds one value per row.  tol is roundoff, relative to the
 * largest |P|.  1 when every contact's impulse is one it can give. */
int stage6_impulse_in_cone(const cf_problem *p, const double *P, double tol)
{
    // BEGIN SOLUTION stub: (void)p; (void)P; (void)tol; return 0;
    double zero = tol * cf_max_abs(p->n, P);
    for (int i = 0; i < p->n; i++) {
        const cf_row *row = &p->rows[i];
        if (row->kind == CF_ROW_NORMAL && P[i] < -zero)
            return 0; /* a pull */
        if (row->kind == CF_ROW_FRICTION2D && fabs(P[i]) > row->mu * P[row->normal] + zero)
            return 0; /* outside the cone */
    }
    return 1;
    // END SOLUTION
}
// end snippet in-cone

/* The ray of an inconsistent configuration, for the caller: f where it
 * starts, delta f (the folded one, unfolded here) and delta a = A delta f. */
static void hand_over_ray(const cf_problem *p, const double *f, double *df, int driven,
                          stage6_ray *ray)
{
    unfold(p, df);
    ray->driven = driven;
    cf_matvec(p->n, p->A, df, ray->da);
    for (int i = 0; i < p->n; i++) {
        ray->f[i] = f[i];
        ray->df[i] = df[i];
    }
}

static void write_ray_note(const cf_solve_options *options, int driven)
{
    if (options != NULL && options->note != NULL && options->note_size > 0)
        snprintf(options->note, options->note_size,
                 "the drive of row %d found an unbounded ray: a_%d stays below 0 along "
                 "f + s delta f for every s >= 0", driven, driven);
}

// start snippet entry
/* With 3D static friction the solve after the fold is stage 5's, called,
 * not copied: the cone's conditions, its maxstep and its corrections work
 * on the folded matrix as they are (none of them assumes A symmetric).
 * In the folded problem a dynamic row has no force of its own, its mu is
 * in the normal's column now: it is given mu = 0, so that stage 5's own
 * checks of its answers ask f_T = 0 of it.  A drive that maxstep finds no
 * limit for is, with sliding friction, an inconsistent configuration. */
static cf_status stage6_cone(const cf_problem *p, const cf_solve_options *options, double *f,
                             double *a, stage6_ray *ray)
{
    const int n = p->n;
    cf_problem folded = *p;
    folded.A = cf_vec_new(n * n);
    folded.rows = malloc((size_t)n * sizeof *folded.rows);
    double *df = cf_vec_new(n);
    cone_ray found = {.driven = -1, .df = df};
    cf_status status = CF_NO_MEMORY;
    if (folded.A != NULL && folded.rows != NULL && df != NULL) {
        fold_sliding_friction(p, folded.A);
        for (int i = 0; i < n; i++) {
            folded.rows[i] = p->rows[i];
            if (p->rows[i].kind == CF_ROW_DYNAMIC)
                folded.rows[i].mu = 0.0;
        }
        status = cone_compute_forces(&folded, options, f, a, &found);
        if (status == CF_UNBOUNDED_RAY && found.driven >= 0)
            status = CF_INCONSISTENT;
        unfold(p, f); /* a = A_hat f + b is already A f + b */
    }
    /* Claim success only for an answer the certifier accepts. */
    if (status == CF_OK && !cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a).ok)
        status = CF_INACCURATE;
    if (status == CF_INCONSISTENT) {
        if (ray != NULL)
            hand_over_ray(p, f, df, found.driven, ray);
        write_ray_note(options, found.driven);
    }
    free(folded.A);
    free(folded.rows);
    free(df);
    return status;
}
// end snippet entry

cf_status stage6_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
{
    return stage6_compute_forces_ray(p, options, f, a, NULL);
}

cf_status stage6_compute_forces_ray(const cf_problem *p, const cf_solve_options *options,
                                    double *f, double *a, stage6_ray *ray)
{
    if (p == NULL || f == NULL || a == NULL || p->n < 1)
        return CF_INVALID_INPUT;
    const int n = p->n;
    if (!all_finite(n * n, p->A) || !all_finite(n, p->b))
        return CF_INVALID_INPUT;
    int k = 0, plane = 0, cone = 0;
    for (int i = 0; i < n; i++) {
        cf_row_kind kind = p->rows[i].kind;
        k += kind == CF_ROW_BILATERAL;
        plane += kind == CF_ROW_FRICTION2D;
        cone += kind == CF_ROW_FRICTION3D;
        if (kind != CF_ROW_NORMAL && kind != CF_ROW_BILATERAL && kind != CF_ROW_FRICTION2D
            && kind != CF_ROW_FRICTION3D && kind != CF_ROW_DYNAMIC)
            return CF_UNSUPPORTED;
    }
    if (cone > 0) /* a 3D problem: static friction has the cone (stage 5) */
        return plane > 0 ? CF_UNSUPPORTED : stage6_cone(p, options, f, a, ray);

    /* The solve sees the folded problem: the same rows and b, A_hat for A. */
    cf_problem folded = *p;
    folded.A = cf_vec_new(n * n);
    dantzig s = {.p = &folded, .n = n, .f = f, .a = a, .k = k, .rank = k};
    s.tol = options != NULL && options->tol > 0.0 ? options->tol : DEFAULT_TOL;
    /* Termination is not proven with friction (Baraff 1994, section 5). */
    s.max_pivots = options != NULL && options->max_pivots > 0 ? options->max_pivots : 20 * n + 20;
    s.trace = options != NULL ? options->trace : NULL;
    s.df = cf_vec_new(n);
    s.da = cf_vec_new(n);
    s.rhs = cf_vec_new(n);
    s.x = cf_vec_new(n);
    s.A11 = cf_vec_new(n * n);
    s.set = malloc((size_t)n);
    s.clamped = malloc((size_t)n * sizeof *s.clamped);
    s.friction_of = malloc((size_t)n * sizeof *s.friction_of);
    s.deferred = calloc((size_t)n, 1);
    s.bilateral = malloc((size_t)(k > 0 ? k : 1) * sizeof *s.bilateral);
    s.A_BB = cf_vec_new(k * k);
    s.work = cf_vec_new(k * k);

    cf_status status = CF_NO_MEMORY;
    int ray_index = -1;
    if (folded.A != NULL && s.df != NULL && s.da != NULL && s.rhs != NULL && s.x != NULL
        && s.A11 != NULL && s.set != NULL && s.clamped != NULL && s.bilateral != NULL
        && s.A_BB != NULL && s.work != NULL && s.friction_of != NULL && s.deferred != NULL) {
        fold_sliding_friction(p, folded.A);
        s.largest_A = cf_max_abs(n * n, folded.A);
        for (int i = 0, r = 0; i < n; i++)
            if (p->rows[i].kind == CF_ROW_BILATERAL)
                s.bilateral[r++] = i;
        for (int i = 0; i < n; i++)
            s.friction_of[i] = -1;
        for (int i = 0; i < n; i++)
            if (p->rows[i].kind == CF_ROW_FRICTION2D)
                s.friction_of[p->rows[i].normal] = i;
        status = compute_forces(&s, &ray_index);
        unfold(p, f);
    }

    if (status == CF_OK) {
        /* Report a = A f + b with the dynamic forces in f, and claim
         * success only for an answer the certifier accepts. */
        cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a);
        if (!certificate.ok)
            status = CF_INACCURATE;
    } else if (status != CF_NO_MEMORY) {
        update_accelerations(&s); /* the folded a is the true a: dynamic f are folded in */
    }
    if (status == CF_INCONSISTENT && ray != NULL)
        hand_over_ray(p, f, s.df, ray_index, ray);
    write_note(&s, options, status);
    if (status == CF_INCONSISTENT)
        write_ray_note(options, ray_index);
    free(folded.A);
    free(s.df);
    free(s.da);
    free(s.rhs);
    free(s.x);
    free(s.A11);
    free(s.set);
    free(s.clamped);
    free(s.friction_of);
    free(s.deferred);
    free(s.bilateral);
    free(s.A_BB);
    free(s.work);
    return status;
}
