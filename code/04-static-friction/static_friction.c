/* static_friction.c - Stage 4: stage 3 with static friction in 2D.
 *
 * Baraff 1994, section 5.  Each 2D contact has a normal index (f_N, a_N)
 * and a friction index (f_F, a_F), signed along the contact's tangent.
 * The normal indices are driven as in stage 3.  Then each friction index
 * whose normal is clamped is processed: if a_F is already zero it sticks
 * (C_F); otherwise it is driven, f_F moving against a_F, until it sticks
 * or reaches the bound |f_F| = mu f_N (NC_F+ or NC_F-).  A contact at the
 * bound brings its friction column into its normal column, so the clamped
 * matrix is no longer symmetric: it is solved by Gaussian elimination at
 * every pivot, as the paper's first implementation did (section 4.5).
 *
 * What follows the paper: the friction conditions (section 5.1), the
 * signed 2D quantities, the bilateral rows (end of section 4.5: "exactly
 * the same modification can be made in the algorithm presented in the
 * next section"), and that termination is not proven (section 5).  What
 * is our reconstruction, because the paper's text breaks off at the start
 * of section 5.1: the state names, the folded column, the candidates of
 * maxstep (maxstep.c), the order in which indices are processed, and
 * turning the path of a drive back when both states of an index block it.
 *
 * Stage 3: a bilateral row i keeps a_i = 0 and lets f_i take either sign.
 * Solve the bilateral block A_BB f_B = -b_B first, put every bilateral
 * index in C, and let maxstep ignore them, so they never leave C.
 *
 * Baraff 1994, section 4.3, written out in C.  Start with f = 0 and a = b.
 * While some contact d accelerates into its obstacle (a_d < 0), drive it:
 * raise f_d and adjust the clamped forces so the clamped accelerations
 * stay at zero, until a_d reaches zero.  Along the way a clamped force may
 * fall to zero (unclamp it) or an unclamped acceleration may fall to zero
 * (clamp it): those index moves are the pivots.
 *
 * What the paper leaves to the implementer, and the choices made here
 * (chapter 2):
 *  - "a_d < 0" means a_d < -zero, with zero = tol * (size of a), so that
 *    roundoff on a redundant contact does not start a useless drive.
 *  - Singular clamped systems are solved by complete pivoting, which finds
 *    an exact solution whenever the system is consistent (section 4.4).
 *  - maxstep ignores changes that are roundoff: a delta f_i or delta a_i
 *    counts as negative only below -tol times its scale.  Without this a
 *    redundant contact, whose delta a is zero in exact arithmetic, flips
 *    between C and NC forever with steps of size zero.
 *  - Ties in maxstep go to the first candidate in scan order (d, then C,
 *    then NC): a strict "<" replaces the current choice, as in the paper.
 *  - Every pivot counts against a limit, so a cycling solve stops with a
 *    status instead of running forever.
 */
#include "static_friction.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "certify.h"
#include "dense.h"
#include "friction_states.h"
#include "maxstep.h"

#define DEFAULT_TOL 1e-10

/* The size of a_i: |b_i| + sum_j |A_ij f_j|, the terms it is the sum of.
 * What is roundoff in a_i is measured against its own row, as the
 * certifier measures it: rows of very different sizes (heavy and light
 * bodies) each get their own zero.  It is stages 2 and 3's measure of
 * roundoff in a_i with a factor of 1 and without their floor for forces
 * that should be zero (chapter 4, "What changed"). */
static double scale_of_a(const dantzig *s, int i)
{
    return cf_roundoff_of_a(s->n, s->p->A, s->p->b, s->f, i, 1.0, 0.0);
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

double bound_factor(const dantzig *s, int t)
{
    // BEGIN SOLUTION stub: (void)s; (void)t; return 0.0;
    if (s->set[t] == friction_state_of(FRICTION_BOUND_PLUS)->set)
        return s->p->rows[t].mu;
    if (s->set[t] == friction_state_of(FRICTION_BOUND_MINUS)->set)
        return -s->p->rows[t].mu;
    return 0.0;
    // END SOLUTION
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
    // BEGIN SOLUTION stub: (void)s; (void)d; (void)clamped_entry; (void)is_clamped; return CF_NOT_IMPLEMENTED;
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
    // END SOLUTION
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
    // BEGIN SOLUTION stub: (void)s; (void)d; (void)j; (void)t; (void)release_friction; return 1;
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
    // END SOLUTION
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
        if (j < 0)
            return CF_UNBOUNDED_RAY; /* f + s delta f satisfies everything for all s >= 0, but a_d never reaches 0 */
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
 * The rule of stages 2 and 3 (chapter 2 says why); with friction the
 * order matters more, since termination is not proven (section 5). */
static int next_to_drive(const dantzig *s)
{
    int best = -1;
    for (int i = 0; i < s->n; i++)
        if (s->p->rows[i].kind == CF_ROW_NORMAL && s->set[i] != CF_SET_CLAMPED
            && s->a[i] < 0.0 && !s->deferred[i] && s->a[i] < -s->tol * scale_of_a(s, i)
            && (best < 0 || s->a[i] < s->a[best]))
            best = i;
    return best;
}

/* The friction index not yet processed, whose normal is in C and which is
 * not deferred, with the largest |a_F|; -1 if none.  The same rule as for
 * the normals.  Taking the first in index order instead sends the drives
 * of the Siconos file FrictionContactProblem00727 round a cycle, the same
 * friction's drive failing, deferred and retried each time round, until
 * the pivot cap (chapter 4). */
static int next_friction(const dantzig *s)
{
    char unprocessed = friction_state_of(FRICTION_UNPROCESSED)->set;
    int best = -1;
    for (int i = 0; i < s->n; i++)
        if (is_friction(s, i) && s->set[i] == unprocessed
            && s->set[s->p->rows[i].normal] == CF_SET_CLAMPED && !s->deferred[i]
            && (best < 0 || fabs(s->a[i]) > fabs(s->a[best])))
            best = i;
    return best;
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

/* After hundreds of pivots the running sums f += s delta f carry roundoff
 * that the clamped accelerations show.  One step of refinement, as in
 * iterative refinement of a linear solve: with the states as they ended,
 * solve A11 delta = -a_C for the clamped unknowns (a computed afresh), add
 * delta, and let the frictions at a bound follow their normals. */
static cf_status refine(dantzig *s)
{
    const int n = s->n;
    update_accelerations(s);
    int k = 0;
    for (int i = 0; i < n; i++)
        if (is_clamped(s, i))
            s->clamped[k++] = i;
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++)
            s->A11[r * k + c] = clamped_entry(s, s->clamped[r], s->clamped[c]);
        s->rhs[r] = -s->a[s->clamped[r]];
    }
    cf_status status = cf_solve_dense(k, s->A11, s->rhs, s->x, 1e-12);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++)
        s->f[s->clamped[r]] += s->x[r];
    for (int t = 0; t < n; t++)
        if (is_friction(s, t) && bound_factor(s, t) != 0.0)
            s->f[t] = bound_factor(s, t) * s->f[s->p->rows[t].normal];
    update_accelerations(s);
    return CF_OK;
}

// start snippet compute_forces
/* Baraff 1994, section 4.3, function compute-forces, with the bilateral
 * block solved first (section 4.5), then every normal index as before,
 * then each friction index whose normal is clamped.  A friction drive can
 * leave some normal accelerating into its obstacle again, so repeat until
 * nothing is left. */
static cf_status compute_forces(dantzig *s)
{
    // BEGIN SOLUTION stub: (void)s; (void)next_to_drive; (void)next_friction; (void)drive_to_zero; (void)solve_bilateral_block; (void)least_norm_joints; return CF_NOT_IMPLEMENTED;
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
            if (fabs(s->a[d]) <= s->tol * scale_of_a(s, d)) {
                s->a[d] = 0.0;
                set_friction(s, d, FRICTION_STICKING);
                continue;
            }
        }
        status = drive_to_zero(s, d);
        s->drive++;
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
    // END SOLUTION
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

cf_status stage4_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
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
        else if (p->rows[i].kind != CF_ROW_NORMAL && p->rows[i].kind != CF_ROW_FRICTION2D)
            return CF_UNSUPPORTED;
    }

    dantzig s = {.p = p, .n = n, .f = f, .a = a, .k = k, .rank = k};
    s.tol = options != NULL && options->tol > 0.0 ? options->tol : DEFAULT_TOL;
    /* Termination is not proven with friction (Baraff 1994, section 5). */
    s.max_pivots = options != NULL && options->max_pivots > 0 ? options->max_pivots : 20 * n + 20;
    s.trace = options != NULL ? options->trace : NULL;
    s.largest_A = cf_max_abs(n * n, p->A);
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
    if (s.df != NULL && s.da != NULL && s.rhs != NULL && s.x != NULL && s.A11 != NULL
        && s.set != NULL && s.clamped != NULL && s.bilateral != NULL && s.A_BB != NULL
        && s.work != NULL && s.friction_of != NULL && s.deferred != NULL) {
        for (int i = 0, r = 0; i < n; i++)
            if (p->rows[i].kind == CF_ROW_BILATERAL)
                s.bilateral[r++] = i;
        for (int i = 0; i < n; i++)
            s.friction_of[i] = -1;
        for (int i = 0; i < n; i++)
            if (p->rows[i].kind == CF_ROW_FRICTION2D)
                s.friction_of[p->rows[i].normal] = i;
        status = compute_forces(&s);
    }

    if (status == CF_OK) {
        /* Report a = A f + b afresh rather than the running sums, and
         * claim success only for an answer the certifier accepts; when
         * roundoff has crept in, try one step of refinement first. */
        cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a);
        if (!certificate.ok && refine(&s) == CF_OK)
            certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a);
        if (!certificate.ok)
            status = CF_INACCURATE;
    }
    write_note(&s, options, status);
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
