/* static_friction.c - Stage 4: stage 3 with static friction in 2D.
 *
 * Baraff 1994, section 5.  Each 2D contact has a normal index (f_N, a_N)
 * and a friction index (f_F, a_F), signed along the contact's tangent.
 * The normal indices are driven as in stages 2 and 3.  Then each friction
 * index whose normal is clamped is processed: if a_F is already zero it
 * sticks (C_F); otherwise it is driven, f_F moving against a_F, until it
 * sticks or reaches the bound |f_F| = mu f_N (NC_F+ or NC_F-).  A contact
 * at the bound brings its friction column into its normal column, so the
 * clamped matrix is no longer symmetric: it is solved by Gaussian
 * elimination at every pivot, as the paper's first implementation did
 * (section 4.5).
 *
 * What follows the paper: the friction conditions (section 5.1), the
 * signed 2D quantities, the bilateral rows (end of section 4.5: "exactly
 * the same modification can be made in the algorithm presented in the
 * next section"), and that termination is not proven (section 5).  What
 * is the course's own construction: the state names, the folded column,
 * the candidates of maxstep (maxstep.c), the order in which indices are
 * processed, and turning the path of a drive back when both states of an
 * index block it.
 *
 * Kept from earlier stages and called there: the state of a solve, the
 * rules of roundoff, the checks of the input, the order of the normal
 * drives, the redundant index that waits in NC, the trace and the
 * certified finish (stage 2, code/02-dantzig); the bilateral block and
 * the least-norm joint forces (stage 3, code/03-bilateral).
 */
#include "static_friction.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "dense.h"
#include "lcp_fallback.h"

static int is_friction(const dantzig *dz, int i)
{
    return dz->p->rows[i].kind == CF_ROW_FRICTION2D;
}

static void set_friction(dantzig *dz, int t, friction_state state)
{
    dz->set[t] = friction_state_of(state)->set;
}

static int in_state(const dantzig *dz, int t, friction_state state)
{
    return dz->set[t] == friction_state_of(state)->set;
}

/* An unknown of fdirection: a normal or bilateral row in C, a friction in C_F. */
static int is_clamped(const dantzig *dz, int i)
{
    if (is_friction(dz, i))
        return in_state(dz, i, FRICTION_STICKING);
    return dz->set[i] == CF_SET_CLAMPED;
}

/* +mu or -mu when friction row t is at a bound (f_F = +-mu f_N), else 0. */
static double bound_factor(const dantzig *dz, int t)
{
    // BEGIN SOLUTION stub: (void)dz; (void)t; return 0.0;
    if (in_state(dz, t, FRICTION_BOUND_PLUS))
        return dz->p->rows[t].mu;
    if (in_state(dz, t, FRICTION_BOUND_MINUS))
        return -dz->p->rows[t].mu;
    return 0.0;
    // END SOLUTION
}

// start snippet folded-column
/* Entry (row, j) of the clamped matrix A11.  A normal j in C whose
 * friction t is at a bound carries f_F,t = +-mu f_N,j with it, so its
 * column is A[:,j] +- mu A[:,t]: the friction column folded into the
 * normal column.  Row j is not changed, so A11 is no longer symmetric. */
static double clamped_entry(const friction2d *s, int row, int j)
{
    const dantzig *dz = &s->dz;
    const int n = dz->n;
    double entry = dz->p->A[row * n + j];
    int t = s->friction_of[j];
    if (t >= 0)
        entry += bound_factor(dz, t) * dz->p->A[row * n + t];
    return entry;
}
// end snippet folded-column

int friction2d_is_unknown(const friction2d *s, int i)
{
    return is_clamped(&s->dz, i);
}

double friction2d_fold(const friction2d *s, int j)
{
    int t = s->friction_of[j];
    return t >= 0 ? bound_factor(&s->dz, t) : 0.0;
}

/* Solve A11 x = rhs over the k clamped unknowns: by stage 2's L D L^T
 * while no friction is folded into a column (A11 is then A_CC, symmetric),
 * and by Gaussian elimination, each row and column judged on its own
 * size, once it is not (dense.h, cf_solve_clamped).  Redundant contacts
 * make A11 singular; roundoff in a matrix built from folded columns can
 * then leave the system a little inconsistent at the strict rank
 * tolerance, so a looser one is tried before calling it singular.  The
 * certifier judges whatever comes of it. */
cf_status friction2d_solve_clamped(friction2d *s, int k)
{
    dantzig *dz = &s->dz;
    double *kept = s->work + (size_t)k * (size_t)k + (size_t)k;
    for (int r = 0; r < k * k; r++)
        kept[r] = dz->A11[r];
    for (int r = 0; r < k; r++)
        kept[k * k + r] = dz->rhs[r];
    cf_status status = cf_solve_clamped(k, dz->A11, dz->rhs, dz->x, s->work, DANTZIG_RANK_TOL);
    if (status != CF_SINGULAR)
        return status;
    for (int r = 0; r < k * k; r++)
        dz->A11[r] = kept[r];
    for (int r = 0; r < k; r++)
        dz->rhs[r] = kept[k * k + r];
    return cf_solve_clamped(k, dz->A11, dz->rhs, dz->x, s->work, 1e-9);
}

// start snippet fdirection
/* Baraff 1994, section 4.3, function fdirection, with friction: the
 * change in f that moves the driven index d at rate sigma (1 for a
 * normal, against a_F for a friction) while every clamped acceleration
 * stays at zero.  The unknowns are the normal and bilateral rows in C and
 * the frictions in C_F; solve A11 x = -sigma v1 (equation 9) and scatter
 * x into df.  A friction at a bound follows its normal: delta f_F = +-mu
 * delta f_N. */
static cf_status fdirection(friction2d *s, int d, double sigma, double *df)
{
    cf_status fast; /* stage 8: the same direction from a kept factorization */
    if (s->speedup != NULL && s->speedup->fdirection != NULL
        && s->speedup->fdirection(s, d, sigma, df, s->speedup->context, &fast))
        return fast;
    // BEGIN SOLUTION stub: (void)s; (void)d; (void)sigma; (void)df; (void)clamped_entry; (void)is_clamped;  return CF_NOT_IMPLEMENTED;
    dantzig *dz = &s->dz;
    const int n = dz->n;
    int k = 0;
    for (int i = 0; i < n; i++) {
        df[i] = 0.0;
        if (is_clamped(dz, i))
            dz->clamped[k++] = i;
    }
    df[d] = sigma;
    for (int r = 0; r < k; r++) {
        for (int c = 0; c < k; c++)
            dz->A11[r * k + c] = clamped_entry(s, dz->clamped[r], dz->clamped[c]);
        dz->rhs[r] = -sigma * dz->p->A[dz->clamped[r] * n + d];
    }
    cf_status status = friction2d_solve_clamped(s, k);
    if (status != CF_OK)
        return status;
    for (int r = 0; r < k; r++)
        df[dz->clamped[r]] = dz->x[r];
    for (int t = 0; t < n; t++)
        if (is_friction(dz, t))
            df[t] += bound_factor(dz, t) * df[dz->p->rows[t].normal];
    return CF_OK;
    // END SOLUTION
}
// end snippet fdirection

/* Stage 2's test of an index of NC whose a reaches zero, with the folded
 * clamped matrix: were j driven, a_j would change at the rate
 * (A delta f_j)_j, its pivot.  When that pivot is roundoff of its own
 * terms, column j is a combination of the clamped columns, and j need not
 * join C (section 4.4, footnote 2): it waits in NC until C changes. */
static int redundant(friction2d *s, int j)
{
    dantzig *dz = &s->dz;
    if (fdirection(s, j, 1.0, dz->dj) != CF_OK)
        return 1;
    double size = 0.0;
    double pivot = dantzig_row_dot(dz, j, dz->dj, 0.0, &size);
    return fabs(pivot) <= DANTZIG_RANK_TOL * size;
}

static cf_status record_pivot(friction2d *s, int d, double step, int j, transition t)
{
    const transition_info *info = friction_transition_of(t);
    return dantzig_record_pivot(&s->dz, d, step, j, info->move,
                                info->move == CF_MOVE_OTHER ? info->note : NULL);
}

/* A normal leaves C: its friction has no normal force left to lean on. */
static void release_friction(friction2d *s, int normal)
{
    int t = s->friction_of[normal];
    if (t < 0 || in_state(&s->dz, t, FRICTION_NONE))
        return;
    s->dz.f[t] = 0.0;
    set_friction(&s->dz, t, FRICTION_UNPROCESSED);
}

// start snippet pivot
/* Make the move that limited the step (maxstep.c says which); returns 1
 * when it ends the drive. */
static int pivot(friction2d *s, int d, int j, transition t)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; (void)j; (void)t; (void)release_friction; return 1;
    dantzig *dz = &s->dz;
    const cf_row *row = &dz->p->rows[j];
    switch (t) {
    case T_DRIVEN_NORMAL_CLAMPED:
        dz->a[j] = 0.0; /* reached exactly, up to roundoff */
        dz->set[j] = CF_SET_CLAMPED;
        return 1;
    case T_DRIVEN_FRICTION_STICKS:
        dz->a[j] = 0.0;
        set_friction(dz, j, FRICTION_STICKING);
        return 1;
    case T_DRIVEN_FRICTION_AT_BOUND:
        dz->f[j] = s->sigma * row->mu * dz->f[row->normal];
        set_friction(dz, j, s->sigma > 0.0 ? FRICTION_BOUND_PLUS : FRICTION_BOUND_MINUS);
        return 1;
    case T_NORMAL_LEAVES_C:
        dz->f[j] = 0.0;
        dz->set[j] = CF_SET_UNCLAMPED;
        release_friction(s, j);
        /* the driven friction's own normal let go: nothing is left to drive */
        return is_friction(dz, d) && dz->p->rows[d].normal == j;
    case T_NORMAL_ENTERS_C:
        dz->a[j] = 0.0;
        dz->set[j] = CF_SET_CLAMPED;
        return 0;
    case T_NORMAL_DEFERRED:
        dz->a[j] = 0.0;
        dz->deferred[j] = 1;
        return 0;
    case T_STICKING_TO_PLUS:
        dz->f[j] = row->mu * dz->f[row->normal];
        set_friction(dz, j, FRICTION_BOUND_PLUS);
        return 0;
    case T_STICKING_TO_MINUS:
        dz->f[j] = -row->mu * dz->f[row->normal];
        set_friction(dz, j, FRICTION_BOUND_MINUS);
        return 0;
    case T_PLUS_UNSTICKS:
    case T_MINUS_UNSTICKS:
        dz->a[j] = 0.0;
        set_friction(dz, j, FRICTION_STICKING);
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
 * failed: d waits and other indices are driven first. */
static cf_status drive_to_zero(friction2d *s, int d)
{
    // BEGIN SOLUTION stub: (void)s; (void)d; (void)fdirection; (void)pivot; (void)undoes; (void)record_pivot; (void)redundant; return CF_NOT_IMPLEMENTED;
    dantzig *dz = &s->dz;
    s->sigma = is_friction(dz, d) && dz->a[d] > 0.0 ? -1.0 : 1.0;
    s->omega = 1.0;
    int last_j = -1;
    transition last_move = T_DRIVEN_NORMAL_CLAMPED;
    for (;;) {
        if (dz->pivots >= dz->max_pivots)
            return dantzig_stop(dz, CF_PIVOT_LIMIT, "%d pivots, the cap, reached while driving "
                                "row %d (%s)", dz->pivots, d, cf_row_kind_name(dz->p->rows[d].kind));
        dz->pivots++;

        cf_status status = fdirection(s, d, s->sigma, dz->df);
        if (status != CF_OK)
            return dantzig_stop(dz, status, "driving row %d: the clamped system has no solution",
                                d);
        for (int i = 0; i < dz->n; i++)
            dz->df[i] *= s->omega;
        dantzig_delta_a(dz); /* delta a = A delta f, equation (6) */

        int j;
        transition move;
        double step = friction2d_maxstep(s, d, &j, &move);
        if (j < 0) { /* f + s delta f satisfies everything for all s >= 0, but a_d never reaches 0 */
            s->ray_driven = d;
            return dantzig_stop(dz, CF_UNBOUNDED_RAY, "driving row %d: a_d = %.3g, delta a_d = %.3g,"
                                " and nothing limits the step", d, dz->a[d], dz->da[d]);
        }
        if (j == last_j && undoes(move, last_move) && dantzig_is_zero_step(dz, step)) {
            s->omega = -s->omega; /* j blocks both ways: the path turns back */
            s->turns++;
            last_j = -1;
            status = record_pivot(s, d, 0.0, j, T_PATH_TURNS);
            if (status != CF_OK)
                return status;
            continue;
        }

        for (int i = 0; i < dz->n; i++) {
            dz->f[i] += step * dz->df[i];
            dz->a[i] += step * dz->da[i];
        }
        if (move == T_DRIVE_RETURNED) {
            dz->f[d] = 0.0; /* back where the drive started, every other condition kept */
            s->returned_drive[d] = 1;
            s->returned++;
            status = record_pivot(s, d, step, j, move);
            return status != CF_OK ? status : CF_UNBOUNDED_RAY;
        }
        if (move == T_NORMAL_ENTERS_C && redundant(s, j))
            move = T_NORMAL_DEFERRED;
        int done = pivot(s, d, j, move);
        if (move != T_NORMAL_DEFERRED)
            memset(dz->deferred, 0, (size_t)dz->n); /* C changed: try them again */
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

/* Stage 2's next index to drive, leaving out the normals whose drive came
 * back to where it began: the most negative a_N, beyond roundoff. */
int friction2d_next_to_drive(const friction2d *s)
{
    const dantzig *dz = &s->dz;
    int best = -1;
    for (int i = 0; i < dz->n; i++)
        if (dz->p->rows[i].kind == CF_ROW_NORMAL && dz->set[i] != CF_SET_CLAMPED
            && !s->returned_drive[i] && !dantzig_reached_zero(dz, i)
            && (best < 0 || dz->a[i] < dz->a[best]))
            best = i;
    return best;
}

/* The friction index not yet processed, whose normal is in C and whose
 * drive has not come back, with the largest |a_F|; -1 if none.  The same
 * rule as for the normals.  Taking the first in index order instead sends
 * the drives of the Siconos file FrictionContactProblem00727 round a
 * cycle, the same friction's drive failing, deferred and retried each
 * time round, until the pivot cap (chapter 4).  A friction whose a_F is
 * already roundoff (stage 2's zero) sticks at once, without a drive. */
static int next_friction(friction2d *s)
{
    dantzig *dz = &s->dz;
    for (;;) {
        int best = -1;
        for (int i = 0; i < dz->n; i++)
            if (is_friction(dz, i) && in_state(dz, i, FRICTION_UNPROCESSED)
                && dz->set[dz->p->rows[i].normal] == CF_SET_CLAMPED && !s->returned_drive[i]
                && (best < 0 || fabs(dz->a[i]) > fabs(dz->a[best])))
                best = i;
        if (best < 0 || fabs(dz->a[best]) > dantzig_zero_of_a(dz, best))
            return best;
        dz->a[best] = 0.0;
        set_friction(dz, best, FRICTION_STICKING);
    }
}

/* After hundreds of pivots the running sums f += s delta f carry roundoff
 * that the clamped accelerations show, and with masses many decades apart
 * a light body's forces come out some digits short.  As stage 2's
 * dantzig_polish, but on the folded clamped system (dantzig_refine): while the certifier
 * would reject f, up to three steps of iterative refinement, solve A11
 * delta = -a_C for the clamped unknowns (a with its residual in long
 * double), add delta, and let the frictions at a bound follow their
 * normals; each step is kept only if the certifier's worst violation
 * falls. */
static int refine_unknown(const void *stage, int i)
{
    return is_clamped(&((const friction2d *)stage)->dz, i);
}

static double refine_entry(const void *stage, int row, int j)
{
    return clamped_entry(stage, row, j);
}

static cf_status refine_solve(void *stage, int k)
{
    return friction2d_solve_clamped(stage, k);
}

/* the frictions at a bound follow their normals */
static void refine_follow(void *stage)
{
    dantzig *dz = &((friction2d *)stage)->dz;
    for (int t = 0; t < dz->n; t++)
        if (is_friction(dz, t) && bound_factor(dz, t) != 0.0)
            dz->f[t] = bound_factor(dz, t) * dz->f[dz->p->rows[t].normal];
}

static void refine(friction2d *s)
{
    dantzig_refinement how = {s, refine_unknown, refine_entry, refine_solve, refine_follow};
    dantzig_refine(&s->dz, &how);
}

// start snippet compute_forces
/* Baraff 1994, section 4.3, function compute-forces, with the bilateral
 * block solved first (section 4.5), then every normal index as before,
 * then each friction index whose normal is clamped.  A friction drive can
 * leave some normal accelerating into its obstacle again, so repeat until
 * nothing is left.  A drive that comes back to where it began, or meets
 * a clamped system with no solution (redundant contacts), keeps every
 * condition it held: the others are driven first. */
static cf_status compute_forces(friction2d *s)
{
    // BEGIN SOLUTION stub: (void)s; (void)next_friction; (void)drive_to_zero; return CF_NOT_IMPLEMENTED;
    dantzig *dz = &s->dz;
    dantzig_start(dz); /* f = 0, a = b, every index not yet considered */
    for (int t = 0; t < dz->n; t++)
        if (is_friction(dz, t) && dz->p->rows[t].mu == 0.0)
            set_friction(dz, t, FRICTION_NONE); /* nothing to find */
    cf_status status = bilateral_solve_block(dz, &s->joints);
    if (status != CF_OK)
        return status;
    for (;;) {
        int d = friction2d_next_to_drive(s);
        if (d < 0) {
            d = next_friction(s);
            if (d < 0)
                break;
        }
        status = drive_to_zero(s, d);
        dz->drive++;
        if (status == CF_SINGULAR || (status == CF_UNBOUNDED_RAY && s->returned_drive[d])) {
            s->returned_drive[d] = 1; /* try the others first */
            if (s->returned_status == CF_OK)
                s->returned_status = status;
            continue;
        }
        if (status != CF_OK)
            return status;
        memset(s->returned_drive, 0, (size_t)dz->n); /* something changed: they may succeed now */
        s->returned_status = CF_OK;
        dantzig_fresh_accelerations(dz);
    }
    status = bilateral_least_norm_joints(dz, &s->joints);
    return status != CF_OK ? status : friction2d_returned_drives(s);
    // END SOLUTION
}
// end snippet compute_forces

/* Say in words what the status alone does not. */
void friction2d_write_note(const friction2d *s, const cf_solve_options *options, cf_status status)
{
    if (options == NULL || options->note == NULL || options->note_size == 0)
        return;
    dantzig_write_note(&s->dz, options, status);
    if (status != CF_OK)
        return;
    bilateral_note(&s->joints, status, options->note, options->note_size);
    if (options->note[0] == '\0' && s->turns > 0)
        snprintf(options->note, options->note_size,
                 "the paths of the drives turned back %d time%s; %d drive%s returned to "
                 "where %s began", s->turns, s->turns == 1 ? "" : "s", s->returned,
                 s->returned == 1 ? "" : "s", s->returned == 1 ? "it" : "they");
}

cf_status friction2d_start(friction2d *s, const cf_problem *p, const cf_solve_options *options,
                           double *f, double *a)
{
    const int n = p->n;
    /* Termination is not proven with friction (Baraff 1994, section 5). */
    cf_status status = dantzig_init(&s->dz, p, options, f, a, 20 * n + 20);
    if (status != CF_OK)
        return status;
    status = bilateral_block_init(&s->joints, p);
    s->friction_of = malloc((size_t)n * sizeof *s->friction_of);
    s->work = cf_vec_new(2 * (n * n + n)); /* the solve's room, and A11 and rhs kept */
    s->returned_drive = calloc((size_t)n, 1);
    if (status != CF_OK || s->friction_of == NULL || s->work == NULL || s->returned_drive == NULL)
        return dantzig_stop(&s->dz, CF_NO_MEMORY, "out of memory for a problem of %d rows", n);
    for (int i = 0; i < n; i++)
        s->friction_of[i] = -1;
    for (int i = 0; i < n; i++)
        if (p->rows[i].kind == CF_ROW_FRICTION2D)
            s->friction_of[p->rows[i].normal] = i;
    return CF_OK;
}

void friction2d_finish(friction2d *s)
{
    dantzig_free(&s->dz);
    bilateral_block_free(&s->joints);
    free(s->friction_of);
    free(s->work);
    free(s->returned_drive);
}

cf_status friction2d_returned_drives(friction2d *s)
{
    dantzig *dz = &s->dz;
    for (int i = 0; i < dz->n; i++)
        if (s->returned_drive[i]
            && !cf_certify_sparse(dz->p, dz->rows, dz->f, CF_CERTIFY_DEFAULT_TOL, NULL).ok)
            return dantzig_stop(dz, s->returned_status, "the drive of row %d came back to where "
                                "it began (or met a singular system), and no other index was "
                                "left to drive", i);
    return CF_OK;
}

cf_status friction2d_end(friction2d *s, cf_status status, friction2d_ray *ray)
{
    status = dantzig_certify(&s->dz, status);
    if (ray != NULL) {
        /* f and a hold where the ray starts */
        ray->driven = status == CF_UNBOUNDED_RAY ? s->ray_driven : -1;
        for (int i = 0; ray->driven >= 0 && i < s->dz.n; i++)
            ray->df[i] = s->dz.df[i];
    }
    return status;
}

// start snippet entry
cf_status stage4_solve_with(const cf_problem *p, const cf_solve_options *options,
                            const friction2d_speedup *speedup, double *f, double *a,
                            friction2d_ray *ray)
{
    friction2d s;
    memset(&s, 0, sizeof s);
    s.ray_driven = -1;
    const unsigned rows = DANTZIG_ROWS(CF_ROW_NORMAL) | DANTZIG_ROWS(CF_ROW_BILATERAL)
                          | DANTZIG_ROWS(CF_ROW_FRICTION2D);
    cf_status status = dantzig_check(p, f, a, rows, 0, s.dz.why, sizeof s.dz.why);
    if (status == CF_OK)
        status = friction2d_start(&s, p, options, f, a);
    if (speedup != NULL) { /* stage 8: the same pivots, faster */
        s.dz.rows = speedup->rows;
        s.speedup = speedup;
    }
    if (status == CF_OK)
        status = compute_forces(&s);
    if (status == CF_OK)
        refine(&s); /* the running sums' roundoff, if the certifier sees it */
    status = friction2d_end(&s, status, ray);
    friction2d_write_note(&s, options, status);
    friction2d_finish(&s);
    /* Not part of the lesson (lcp_fallback.c): Lemke's method on the
     * problem written as an LCP, a second try on the equilibrated problem,
     * and for a handful of contacts every combination of their modes;
     * unless maxstep found a ray in a folded problem (stage 6 names it an
     * inconsistent configuration, and needs the ray). */
    if (ray != NULL && ray->driven >= 0 && !dantzig_symmetric(p, f, a))
        return status;
    return cf_fall_back(speedup != NULL ? speedup->again : stage4_compute_forces, p, options,
                        status, f, a);
}
// end snippet entry

cf_status stage4_solve(const cf_problem *p, const cf_solve_options *options, double *f,
                       double *a, friction2d_ray *ray)
{
    return stage4_solve_with(p, options, NULL, f, a, ray);
}

cf_status stage4_compute_forces(const cf_problem *p, const cf_solve_options *options,
                                double *f, double *a)
{
    return stage4_solve(p, options, f, a, NULL);
}
