/* replay.c - check a student's recorded pivots, one rule at a time. */
#include "replay.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dense.h"
#include "trace.h"

/* Relative tolerance for "the same number" when replaying: far above
 * roundoff, far below any real mistake. */
#define SAME 1e-7

/* The state between pivots, and what the rules need to know. */
typedef struct replay {
    const cf_problem *p;
    int n;
    double largest_A, largest_b;
    double *f, *a;   /* after the previous pivot */
    char *sets;
    char *deferred;  /* 1: redundant when it reached zero, until C changes */
    double *A_df;    /* A delta f of the pivot being checked */
    /* the functions a message names: the stage's maxstep (exercise 2's
     * dantzig_maxstep, whose candidates are its dantzig_step_* functions,
     * or exercise 3's bilateral_maxstep) and stage 2's drive */
    const char *maxstep, *driven_step, *clamped_step, *unclamped_step;
    char *text;
    size_t size;
} replay;

__attribute__((format(printf, 2, 3)))
static int broken(replay *r, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(r->text, r->size, format, args);
    va_end(args);
    return 1;
}

static double largest(int n, const double *x)
{
    double m = 0.0;
    for (int i = 0; i < n; i++)
        if (fabs(x[i]) > m)
            m = fabs(x[i]);
    return m;
}

static double bigger(double x, double y)
{
    return x > y ? x : y;
}

static int is_joint(const replay *r, int i)
{
    return r->p->rows[i].kind == CF_ROW_BILATERAL;
}

static const char *set_name(char set)
{
    return set == CF_SET_CLAMPED ? "C" : set == CF_SET_UNCLAMPED ? "NC" : "neither set";
}

/* How far from zero roundoff can put a_i (dantzig.c's zero_of_a). */
static double zero_of_a(const replay *r, int i)
{
    return cf_roundoff_of_a(r->n, r->p->A, r->p->b, r->f, i, CF_REPLAY_TOL,
                            CF_REPLAY_FORCE_ROUNDOFF);
}

/* The contact compute_forces must drive next (dantzig.c's next_to_drive):
 * the most negative a beyond roundoff, the first on ties. */
static int next_to_drive(const replay *r)
{
    int chosen = -1;
    for (int i = 0; i < r->n; i++)
        if (r->sets[i] != CF_SET_CLAMPED && r->a[i] < -zero_of_a(r, i)
            && (chosen < 0 || r->a[i] < r->a[chosen]))
            chosen = i;
    return chosen;
}

/* ---- maxstep, by the rules, on the student's own delta f and delta a ---- */

typedef struct limit {
    double step;
    int j;
} limit;

/* The step at which index i reaches zero, or NAN if it cannot limit the
 * step (dantzig.c's maxstep: changes of the size of roundoff do not count,
 * each against the size of its own terms; a d already at zero stops at 0). */
static double candidate(const replay *r, const cf_wire_pivot *pv, int i)
{
    const double *A_i = r->p->A + (size_t)i * (size_t)r->n;
    double size = 0.0; /* the size of delta a_i's terms, sum_j |A_ij delta f_j| */
    for (int j = 0; j < r->n; j++)
        size += fabs(A_i[j] * pv->df[j]);
    if (i == pv->d) {
        if (r->a[i] >= -zero_of_a(r, i))
            return 0.0;
        return pv->da[i] > CF_REPLAY_DELTA_A_D_TOL * size ? -r->a[i] / pv->da[i] : NAN;
    }
    if (r->sets[i] == CF_SET_CLAMPED && is_joint(r, i))
        return NAN; /* a joint's force may be negative (Baraff 1994, section 4.5) */
    if (r->sets[i] == CF_SET_CLAMPED)
        return pv->df[i] < -CF_REPLAY_TOL * largest(r->n, pv->df) ? -r->f[i] / pv->df[i] : NAN;
    if (r->sets[i] == CF_SET_UNCLAMPED && !r->deferred[i])
        return pv->da[i] < -CF_REPLAY_TOL * size ? -r->a[i] / pv->da[i] : NAN;
    return NAN;
}

static limit maxstep_by_the_rules(const replay *r, const cf_wire_pivot *pv)
{
    limit best = {INFINITY, -1};
    double c = candidate(r, pv, pv->d);
    if (!isnan(c))
        best = (limit){c, pv->d};
    for (char set = CF_SET_CLAMPED;; set = CF_SET_UNCLAMPED) {
        for (int i = 0; i < r->n; i++) {
            if (i == pv->d || r->sets[i] != set)
                continue;
            c = candidate(r, pv, i);
            if (!isnan(c) && c < best.step)
                best = (limit){c, i};
        }
        if (set == CF_SET_UNCLAMPED)
            break;
    }
    if (best.j >= 0 && best.step < 0.0)
        best.step = 0.0;
    return best;
}

/* "the driven contact 0", "contact 2 in C", "contact 3 in NC" */
static void describe_index(const replay *r, int d, int i, char *out, size_t size)
{
    if (i == d)
        snprintf(out, size, "the driven contact %d", i);
    else if (i >= 0 && is_joint(r, i))
        snprintf(out, size, "joint %d in %s", i, set_name(r->sets[i]));
    else
        snprintf(out, size, "contact %d in %s", i, set_name(r->sets[i]));
}

static const char *formula(const replay *r, int d, int i)
{
    return i == d ? "-a_d / delta a_d" : r->sets[i] == CF_SET_CLAMPED ? "-f_i / delta f_i" : "-a_i / delta a_i";
}

/* Which part of maxstep looks at index i, in out. */
static void where_in_maxstep(const replay *r, int d, int i, char *out, size_t size)
{
    if (i == d)
        snprintf(out, size, "%s, the driven contact's candidate (delta a_d > 0)", r->driven_step);
    else if (r->sets[i] == CF_SET_CLAMPED)
        snprintf(out, size, "%s and the C loop of %s (clamped forces with delta f_i < 0)",
                 r->clamped_step, r->maxstep);
    else
        snprintf(out, size, "%s and the NC loop of %s (unclamped accelerations with delta a_i < 0)",
                 r->unclamped_step, r->maxstep);
}

static int check_maxstep(replay *r, const cf_wire_pivot *pv, const char *at)
{
    limit rule = maxstep_by_the_rules(r, pv);
    double unit = bigger(largest(r->n, r->f), r->largest_A > 0 ? r->largest_b / r->largest_A : 0.0);
    double tol = SAME * bigger(bigger(fabs(rule.step), fabs(pv->s)), unit);
    int same_step = isfinite(rule.step) && fabs(pv->s - rule.step) <= tol;
    if (pv->j == rule.j && same_step)
        return 0;
    char mine[64], theirs[64], where[200];
    const char *maxstep = r->maxstep;
    describe_index(r, pv->d, pv->j, mine, sizeof mine);
    if (rule.j < 0)
        return broken(r, "%s: %s chose %s, but nothing limits this step: every force and"
                         " acceleration stays valid however far it goes, so %s must return j = -1",
                      at, maxstep, mine, maxstep);
    describe_index(r, pv->d, rule.j, theirs, sizeof theirs);
    double own = candidate(r, pv, pv->j);
    if (pv->j == rule.j) {
        where_in_maxstep(r, pv->d, pv->j, where, sizeof where);
        return broken(r, "%s: %s's step for %s is %g, but %s = %g: check %s", at, maxstep, mine,
                      pv->s, formula(r, pv->d, pv->j), rule.step, where);
    }
    if (same_step && !isnan(own) && fabs(own - rule.step) <= tol) {
        where_in_maxstep(r, pv->d, rule.j, where, sizeof where);
        return broken(r, "%s: %s chose %s, but %s allows the same step %g and comes first:"
                         " only a strictly smaller step replaces the current choice (<, not <=),"
                         " so d wins ties, then C, then NC, each in index order; if %s already"
                         " compares so, its candidate for %s was not that step: check %s",
                      at, maxstep, mine, theirs, rule.step, maxstep, theirs, where);
    }
    if (pv->s > rule.step + tol) {
        where_in_maxstep(r, pv->d, rule.j, where, sizeof where);
        return broken(r, "%s: %s took the step %g, past the point where %s reaches zero"
                         " (step %g): check %s", at, maxstep, pv->s, theirs, rule.step, where);
    }
    if (isnan(own)) {
        if (pv->j >= 0 && pv->j != pv->d && is_joint(r, pv->j))
            return broken(r, "%s: %s chose %s, a bilateral row, but %s must ignore every"
                             " joint: its force may be negative and it never leaves C (Baraff 1994,"
                             " section 4.5)", at, maxstep, mine, maxstep);
        where_in_maxstep(r, pv->d, pv->j, where, sizeof where);
        if (pv->j == pv->d)
            return broken(r, "%s: %s chose the driven contact %d, but its acceleration does not"
                             " rise (delta a_d = %g): check %s", at, maxstep, pv->j, pv->da[pv->j],
                          where);
        if (r->sets[pv->j] == CF_SET_CLAMPED)
            return broken(r, "%s: %s chose %s, but its force does not fall (delta f = %g): check %s",
                          at, maxstep, mine, pv->df[pv->j], where);
        if (r->sets[pv->j] == CF_SET_UNCLAMPED)
            return broken(r, "%s: %s chose %s, but its acceleration does not fall (delta a = %g):"
                             " check %s", at, maxstep, mine, pv->da[pv->j], where);
        return broken(r, "%s: %s chose contact %d, which is in neither C nor NC and cannot limit"
                         " the step", at, maxstep, pv->j);
    }
    return broken(r, "%s: %s's step for %s is %g, but %s = %g, and the step must stop at %s"
                     " (step %g)", at, maxstep, mine, pv->s, formula(r, pv->d, pv->j), own, theirs,
                  rule.step);
}

/* ---- the bilateral block (Baraff 1994, section 4.5) ---- */

static int has_joints(const replay *r)
{
    for (int i = 0; i < r->n; i++)
        if (is_joint(r, i))
            return 1;
    return 0;
}

/* 1 when A_BB f_B = -b_B has a solution (or memory ran out: no claim). */
static int joints_consistent(const replay *r)
{
    const int n = r->n;
    int k = 0;
    for (int i = 0; i < n; i++)
        k += is_joint(r, i);
    double *M = malloc((size_t)k * (size_t)k * sizeof *M), *rhs = malloc((size_t)k * sizeof *rhs);
    double *x = malloc((size_t)k * sizeof *x);
    int consistent = 1;
    if (M != NULL && rhs != NULL && x != NULL) {
        for (int i = 0, row = 0; i < n; i++) {
            if (!is_joint(r, i))
                continue;
            for (int j = 0, column = 0; j < n; j++)
                if (is_joint(r, j))
                    M[row * k + column++] = r->p->A[i * n + j];
            rhs[row++] = -r->p->b[i];
        }
        consistent = cf_solve_dense(k, M, rhs, x, 1e-12) != CF_SINGULAR;
    }
    free(M);
    free(rhs);
    free(x);
    return consistent;
}

/* The first record of a solve with joints: every joint in C, no contact
 * touched, f_B solving A_BB f_B = -b_B, and a = A f + b. */
static int check_block(replay *r, const cf_wire_pivot *pv, int k)
{
    const int n = r->n;
    if (k != 0)
        return broken(r, "pivot %d: the bilateral block is solved once, before any drive (compute_forces: dantzig_start, then bilateral_solve_block, then the drives)", k + 1);
    for (int i = 0; i < n; i++) {
        if (is_joint(r, i) && pv->sets[i] != CF_SET_CLAMPED)
            return broken(r, "bilateral_solve_block: after the bilateral block joint %d is in %s: every joint joins C at the"
                             " start and never leaves it (Baraff 1994, section 4.5)", i,
                          set_name(pv->sets[i]));
        if (!is_joint(r, i) && (pv->sets[i] != CF_SET_IGNORED || pv->f[i] != 0.0))
            return broken(r, "bilateral_solve_block: the bilateral block changed contact %d: it solves for the joints alone,"
                             " with every contact force still 0", i);
    }
    cf_matvec(n, r->p->A, pv->f, r->A_df);
    double scale = bigger(r->largest_b, r->largest_A * largest(n, pv->f));
    for (int i = 0; i < n; i++) {
        double a = r->A_df[i] + r->p->b[i];
        if (is_joint(r, i) && !(fabs(a) <= SAME * scale)) {
            if (!joints_consistent(r))
                return broken(r, "bilateral_solve_block: after the bilateral block joint %d accelerates at %g, not 0, and"
                                 " here A_BB f_B = -b_B has no solution (the joints contradict each"
                                 " other): the solve must stop with CF_SINGULAR, not go on with a"
                                 " residual", i, a);
            if (pv->f[i] == 0.0 && a > 0.0)
                return broken(r, "bilateral_solve_block: after the bilateral block joint %d has f = 0 and accelerates at %g:"
                                 " f_B must solve A_BB f_B = -b_B, and a joint's force may be negative"
                                 " (it pulls): never clamp it at zero", i, a);
            return broken(r, "bilateral_solve_block: after the bilateral block joint %d accelerates at %g, not 0: f_B must"
                             " solve A_BB f_B = -b_B", i, a);
        }
        if (!(fabs(pv->a[i] - a) <= SAME * scale))
            return broken(r, "bilateral_solve_block: after the bilateral block a[%d] = %g, but A f + b gives %g: recompute a"
                             " from the joint forces", i, pv->a[i], a);
    }
    return 0;
}

/* ---- the other rules ---- */

static int check_drive(replay *r, const cf_wire_pivot *pv, const cf_wire_pivot *previous,
                       const char *at)
{
    int new_drive = previous == NULL || previous->move == CF_MOVE_DRIVEN_TO_C;
    if (!new_drive) {
        if (pv->d != previous->d)
            return broken(r, "%s: a new drive started before the drive of contact %d ended"
                             " (it never joined C)", at, previous->d);
        return 0;
    }
    if (previous != NULL && pv->d == previous->d)
        return broken(r, "%s: dantzig_drive_to_zero went on driving contact %d after it joined C;"
                         " it must return as soon as d joins C", at, pv->d);
    int expected = next_to_drive(r);
    if (expected < 0)
        return broken(r, "%s: contact %d is driven, but no contact has a < 0 any more:"
                         " compute_forces must stop when next_to_drive finds none", at, pv->d);
    /* The recorded a are running sums, and the solver judges a afresh
     * after each drive: equal accelerations (a pile's -g) can come out in
     * either order by roundoff, and either is the most negative. */
    int tied = r->sets[pv->d] != CF_SET_CLAMPED && r->a[pv->d] < -zero_of_a(r, pv->d)
               && r->a[pv->d] <= r->a[expected] + zero_of_a(r, pv->d) + zero_of_a(r, expected);
    if (pv->d != expected && !tied)
        return broken(r, "%s: contact %d is driven, but the contact to drive is %d, the one with"
                         " the most negative a (a = %g): compute_forces drives the contact"
                         " next_to_drive finds",
                      at, pv->d, expected, r->a[expected]);
    return 0;
}

static int check_fdirection(replay *r, const cf_wire_pivot *pv, const char *at)
{
    const int n = r->n;
    double scale = bigger(largest(n, pv->df), 1.0);
    double accel_tol = SAME * bigger(r->largest_A, 1e-300) * scale;
    if (!(fabs(pv->df[pv->d] - 1.0) <= SAME))
        return broken(r, "%s: fdirection set delta f[%d] = %g for the driven contact; it must be 1",
                      at, pv->d, pv->df[pv->d]);
    for (int i = 0; i < n; i++)
        if (i != pv->d && r->sets[i] != CF_SET_CLAMPED && pv->df[i] != 0.0)
            return broken(r, "%s: fdirection changes the force of contact %d (delta f = %g), which is"
                             " in %s: only the driven force and the clamped forces (C) change", at, i,
                          pv->df[i], set_name(r->sets[i]));
    cf_matvec(n, r->p->A, pv->df, r->A_df);
    for (int i = 0; i < n; i++)
        if (r->sets[i] == CF_SET_CLAMPED && !(fabs(r->A_df[i]) <= accel_tol))
            return broken(r, "%s: fdirection's direction changes the acceleration of clamped contact"
                             " %d (A delta f gives %g, not 0): solve A11 x = -v1, with A11 = A over C"
                             " and v1 = column d of A over C", at, i, r->A_df[i]);
    for (int i = 0; i < n; i++)
        if (!(fabs(pv->da[i] - r->A_df[i]) <= accel_tol))
            return broken(r, "%s: delta a[%d] = %g, but A delta f gives %g: compute delta a = A delta f"
                             " (dantzig_delta_a) after fdirection", at, i, pv->da[i], r->A_df[i]);
    return 0;
}

static int check_step_taken(replay *r, const cf_wire_pivot *pv, int first, const char *at)
{
    const int n = r->n;
    for (int i = 0; i < n; i++)
        if (!isfinite(pv->f[i]) || !isfinite(pv->a[i]))
            return broken(r, "%s: %s[%d] is not a number after the step%s", at,
                          isfinite(pv->f[i]) ? "a" : "f", i,
                          first ? ": compute_forces must start from f = 0 and a = b" : "");
    double f_tol = SAME * bigger(bigger(largest(n, r->f), largest(n, pv->f)),
                                 fabs(pv->s) * largest(n, pv->df));
    double a_tol = SAME * bigger(bigger(largest(n, r->a), largest(n, pv->a)),
                                 bigger(fabs(pv->s) * largest(n, pv->da), r->largest_b));
    for (int i = 0; i < n; i++) {
        if (i == pv->j && r->sets[i] == CF_SET_CLAMPED && i != pv->d)
            continue; /* f_j is set to 0 when j leaves C */
        double want = r->f[i] + pv->s * pv->df[i];
        if (fabs(pv->f[i] - want) <= f_tol)
            continue;
        if (fabs(pv->f[i] - r->f[i]) <= f_tol)
            return broken(r, "%s: f[%d] did not move, but the step moves it by s delta f = %g:"
                             " dantzig_drive_to_zero must update f += s delta f", at, i,
                          pv->s * pv->df[i]);
        return broken(r, "%s: f[%d] = %g after the step, but f + s delta f gives %g%s", at, i,
                      pv->f[i], want, first ? " (f starts at 0)" : "");
    }
    for (int i = 0; i < n; i++) {
        if (i == pv->j)
            continue; /* a_j is set to 0 when j joins C */
        double want = r->a[i] + pv->s * pv->da[i];
        if (fabs(pv->a[i] - want) <= a_tol)
            continue;
        if (fabs(pv->a[i] - r->a[i]) <= a_tol)
            return broken(r, "%s: a[%d] did not move, but the step moves it by s delta a = %g:"
                             " dantzig_drive_to_zero must update a += s delta a", at, i,
                          pv->s * pv->da[i]);
        return broken(r, "%s: a[%d] = %g after the step, but a + s delta a gives %g%s", at, i,
                      pv->a[i], want, first ? " (a starts at b)" : "");
    }
    return 0;
}

static int check_sets(replay *r, const cf_wire_pivot *pv, const char *at)
{
    const int j = pv->j;
    if (pv->move == CF_MOVE_OTHER && j != pv->d && r->sets[j] == CF_SET_UNCLAMPED
        && memcmp(pv->sets, r->sets, (size_t)r->n) == 0) {
        r->deferred[j] = 1; /* redundant: it stays in NC until C changes */
        return 0;
    }
    memset(r->deferred, 0, (size_t)r->n);
    cf_move expected = j == pv->d ? CF_MOVE_DRIVEN_TO_C
                     : r->sets[j] == CF_SET_CLAMPED ? CF_MOVE_C_TO_NC : CF_MOVE_NC_TO_C;
    char target = expected == CF_MOVE_C_TO_NC ? CF_SET_UNCLAMPED : CF_SET_CLAMPED;
    const char *why = expected == CF_MOVE_DRIVEN_TO_C ? "the driven contact reached a = 0, so it joins C"
                    : expected == CF_MOVE_C_TO_NC ? "its force reached zero, so it leaves C for NC"
                                                  : "its acceleration reached zero, so it joins C";
    if (pv->sets[j] != target)
        return broken(r, "%s: contact %d limited the step (%s), but after the pivot it is in %s,"
                         " not %s", at, j, why, set_name(pv->sets[j]), set_name(target));
    for (int i = 0; i < r->n; i++)
        if (i != j && pv->sets[i] != r->sets[i])
            return broken(r, "%s: contact %d moved from %s to %s although it did not limit the step",
                          at, i, set_name(r->sets[i]), set_name(pv->sets[i]));
    if (pv->move != (int)expected)
        return broken(r, "%s: the pivot is recorded as '%s', but it is '%s' (%s)", at,
                      cf_move_name((cf_move)pv->move), cf_move_name(expected), why);
    return 0;
}

static int check_end(replay *r, const cf_wire_result *result)
{
    const int n = r->n;
    double tol = SAME * bigger(largest(n, r->f), 1e-300);
    for (int i = 0; i < n; i++)
        if (!is_joint(r, i) && !(fabs(result->f[i] - r->f[i]) <= tol)) /* joints: least norm */
            return broken(r, "the f you return differs from the f after your last pivot (f[%d] = %g,"
                             " the last pivot left %g): nothing may change f after the drives",
                          i, result->f[i], r->f[i]);
    int left = next_to_drive(r);
    if (left >= 0)
        return broken(r, "compute_forces stopped, but contact %d still has a = %g < 0: it must drive"
                         " until next_to_drive finds no contact", left, r->a[left]);
    return 0;
}

static int replay_all(replay *r, const cf_wire_result *result)
{
    const cf_wire_pivot *previous = NULL;
    int complete = !result->pivots_dropped;
    for (int k = 0; k < result->pivot_count; k++) {
        const cf_wire_pivot *pv = &result->pivots[k];
        if (pv->df == NULL) {
            complete = 0;
            break;
        }
        if (k == 0 && has_joints(r) && pv->d >= 0)
            return broken(r, "the problem has joints (bilateral rows), but the first pivot drives"
                             " contact %d: compute_forces must first solve the bilateral block"
                             " A_BB f_B = -b_B and put every joint in C (Baraff 1994, section 4.5)",
                          pv->d);
        if (pv->d < 0) {
            if (check_block(r, pv, k))
                return 1;
            memcpy(r->f, pv->f, (size_t)r->n * sizeof *r->f);
            memcpy(r->a, pv->a, (size_t)r->n * sizeof *r->a);
            memcpy(r->sets, pv->sets, (size_t)r->n);
            continue; /* the first drive comes next, as if from the start */
        }
        char at[64];
        snprintf(at, sizeof at, "pivot %d (drive of contact %d)", k + 1, pv->d);
        if (check_drive(r, pv, previous, at) || check_fdirection(r, pv, at)
            || check_maxstep(r, pv, at) || check_step_taken(r, pv, k == 0, at)
            || check_sets(r, pv, at))
            return 1;
        memcpy(r->f, pv->f, (size_t)r->n * sizeof *r->f);
        memcpy(r->a, pv->a, (size_t)r->n * sizeof *r->a);
        memcpy(r->sets, pv->sets, (size_t)r->n);
        previous = pv;
    }
    if (complete && result->pivot_count > 0
        && (result->status == CF_OK || result->status == CF_INACCURATE))
        return check_end(r, result);
    return 0;
}

/* No pivot recorded: right only when nothing needed driving, and then
 * the answer is the start, f = 0. */
static int check_no_pivots(replay *r, const cf_wire_result *result)
{
    if (next_to_drive(r) >= 0 || (result->status != CF_OK && result->status != CF_INACCURATE))
        return 0; /* something needed driving: the pivots may just not be recorded */
    if (has_joints(r))
        return broken(r, "the problem has joints (bilateral rows), but no pivot was recorded:"
                         " the bilateral block A_BB f_B = -b_B is solved first and recorded as"
                         " the first pivot (bilateral_solve_block records it)");
    for (int i = 0; i < r->n; i++)
        if (result->f[i] != 0.0)
            return broken(r, "no contact has a < 0 at the start (a = b), so nothing is driven and f"
                             " must stay 0, but f[%d] = %g: nothing may change f after the drives",
                          i, result->f[i]);
    return 0;
}

int cf_replay_diagnose(int stage, const cf_problem *p, const cf_wire_result *result, char *text,
                       size_t size)
{
    const int n = p->n;
    if (size == 0)
        return 0;
    replay r = {.p = p, .n = n, .text = text, .size = size,
                .largest_A = largest(n * n, p->A), .largest_b = largest(n, p->b),
                .maxstep = stage == 3 ? "bilateral_maxstep" : "dantzig_maxstep",
                .driven_step = "dantzig_step_driven", .clamped_step = "dantzig_step_clamped",
                .unclamped_step = "dantzig_step_unclamped"};
    r.f = calloc((size_t)n, sizeof *r.f);
    r.a = malloc((size_t)n * sizeof *r.a);
    r.A_df = malloc((size_t)n * sizeof *r.A_df);
    r.sets = malloc((size_t)n);
    r.deferred = calloc((size_t)n, 1);
    int found = 0;
    if (r.f != NULL && r.a != NULL && r.A_df != NULL && r.sets != NULL && r.deferred != NULL) {
        memcpy(r.a, p->b, (size_t)n * sizeof *r.a);
        memset(r.sets, CF_SET_IGNORED, (size_t)n);
        found = result->pivot_count > 0 ? replay_all(&r, result) : check_no_pivots(&r, result);
    }
    free(r.f);
    free(r.a);
    free(r.A_df);
    free(r.sets);
    free(r.deferred);
    return found;
}
