/* fast.c - Fast pivoting: stage 2's algorithm with A_CC kept factored.
 *
 * Baraff 1994, section 4.3 (compute-forces, drive-to-zero, fdirection,
 * maxstep), with bilateral constraints as section 4.5 says in its last
 * paragraph, and the factorization of A_CC updated at every pivot instead
 * of recomputed (section 4.5; the book, chapter 7):
 *
 *  - fdirection solves A_CC x = -A_Cd with the factor: two triangular
 *    solves, O(k^2) for |C| = k, instead of an O(k^3) elimination;
 *  - an index joining C appends a row to the factor; for the driven index
 *    the forward solve of fdirection is that row already (ODE does the
 *    same), for an index from NC it costs one more forward solve;
 *  - an index leaving C is removed by a rank-1 update of the rows below it.
 *
 * Redundant contacts (Baraff 1994, section 4.4 and its footnotes): when A is
 * singular, the column of an index joining C can be a combination of the
 * columns already there.  The append then meets a pivot delta that is
 * roundoff rather than a number; the index is refused and deferred, not
 * factored.  It does not need to join C: its acceleration is the same
 * combination of the clamped accelerations, which stay at zero.
 *
 * The tolerances are those of stage 2, each relative to the size of the
 * terms of the number it judges (stage 2's dantzig.c says why), and so is
 * the order of the drives (the most negative a_d first).  Two more things
 * come with the updated factor:
 *
 *  - A driven d that reaches zero when its pivot is roundoff (a tie put
 *    the indices it depends on into C first) cannot be appended.  Its
 *    direction then changes no acceleration at all, so moving back along
 *    it hands f_d over to the members of C it depends on, until f_d is
 *    zero (d waits in NC, deferred) or a member's force is (it leaves C,
 *    and d can be appended).
 *  - Roundoff in the factor grows with every update.  At the end the
 *    clamped forces are solved afresh from the factor with one step of
 *    iterative refinement (the residual is computed from A itself); if the
 *    clamped accelerations are still not zero to roundoff, the factor is
 *    rebuilt from A_CC and the solve repeated.  Then a = A f + b is
 *    computed afresh, and if some index accelerates into its obstacle
 *    (a deferred one, or one the running sums hid), driving goes on.
 */
#include "fast.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "clamped.h"
#include "dantzig.h"
#include "dense.h"
#include "sparse_rows.h"

/* Each tolerance is relative to the terms of the number it judges (stage 2's
 * dantzig.c says why); changes in maxstep get more room than in stage 2,
 * because the updated factor gathers more roundoff than a fresh one. */
#define DEFAULT_PIVOT_TOL 1e-12 /* delta <= this * alpha: the index is redundant */
#define SUSPECT_TOL 1e-9        /* delta <= this * alpha: compute it again with refinement */
#define DEFAULT_DELTA_TOL 1e-9  /* delta f_i below this * max|delta f|, delta a_i below
                                   this * (size of its terms): roundoff */
#define REFRESH_TOL 1e-10       /* a direction that moves a clamped a_i by more than this
                                   * times the size of its terms: rebuild the factor */

/* Everything one solve needs, allocated once. */
typedef struct fast {
    const cf_problem *p;
    int n;
    double *f, *a;          /* the current forces and accelerations */
    double *df, *da;        /* the direction: delta f and delta a */
    double largest_df;      /* max |delta f_i| */
    double sum_df;          /* sum |delta f_i| */
    double *row_max;        /* max_j |A_ij| of each row */
    char *set;              /* C, NC, not yet considered, or bilateral (trace.h) */
    clamped_set *clamped;   /* C and the factor L D L^T of A_CC */
    clamped_set clamped_storage;
    ldlt factor_storage;
    double *y;              /* L y = A_Cd: fdirection's forward solve, factor order */
    double *x;              /* scratch, factor order */
    double *c, *w, *residual; /* decided_pivot's column, solve and residual, factor order */
    int *deferred_at;       /* deferred_at[i] == changes: i was refused by the factor
                               and C has not changed since */
    int changes;            /* how many times C has changed */
    int refreshed_at;       /* changes when the factor was last rebuilt from A_CC */
    double refresh_level;   /* rebuild when a direction moves a clamped a_i by more */
    int use_rows;           /* A is mostly zeros: keep its rows' nonzeros */
    sparse_rows *rows;      /* the nonzeros of A when it is mostly zeros, else NULL */
    /* Where delta a can be nonzero (with rows, when A_ij and A_ji are zero
     * together): near[0 .. near_count) lists the indices outside C with a
     * member of C among their neighbours (A_ij != 0); near_slot[i] is i's
     * place in that list or -1; members_near[i] counts i's neighbours in C.
     * Without rows, near is NULL and every index is looked at. */
    int *near, *near_slot, *members_near, near_count;
    int *scan, scan_count;  /* this pivot's indices outside C whose delta a may be
                               nonzero, d's neighbours included */
    double max_b;           /* max |b_i| */
    int *block;             /* block[i]: the coupled block of row i, named by a row of it */
    double *block_b, *block_A; /* of each block: max |b_i| and max |A_ij| */
    double *block_f;        /* and the largest |f_i| it has had */
    double tol, pivot_tol, delta_tol;
    int first_negative;     /* drive the first index with a < 0 (fast_tuning) */
    int pivots, max_pivots, drive, deferred;
    cf_trace *trace;
} fast;

static const double *row_of_A(const fast *s, int i)
{
    return s->p->A + (size_t)i * (size_t)s->n;
}

static double diagonal_of_A(const fast *s, int i)
{
    return row_of_A(s, i)[i];
}

static int in_C(const fast *s, int i)
{
    return s->clamped->position[i] >= 0;
}

/* The terms of row i of A times x, where x is zero outside d and C (as
 * f and delta f are; d < 0 for none): their sum, the size of the sum's
 * terms sum_j |A_ij x_j|, sum_j |A_ij|, and the largest |x_j| with
 * A_ij != 0.  Over the nonzeros of the row when A is sparse. */
typedef struct row_terms {
    double sum, size, coefficients, largest;
} row_terms;

static void add_term(row_terms *t, double A_ij, double x_j)
{
    t->sum += A_ij * x_j;
    t->size += fabs(A_ij * x_j);
    t->coefficients += fabs(A_ij);
    if (A_ij != 0.0 && fabs(x_j) > t->largest)
        t->largest = fabs(x_j);
}

static row_terms terms_of_row(const fast *s, int i, int d, const double *x)
{
    row_terms t = {0.0, 0.0, 0.0, 0.0};
    if (s->rows != NULL) {
        for (int e = s->rows->begin[i]; e < s->rows->begin[i + 1]; e++)
            add_term(&t, s->rows->value[e], x[s->rows->column[e]]);
        return t;
    }
    const double *A_i = row_of_A(s, i);
    if (d >= 0)
        add_term(&t, A_i[d], x[d]);
    for (int r = 0; r < s->clamped->count; r++)
        add_term(&t, A_i[s->clamped->order[r]], x[s->clamped->order[r]]);
    return t;
}

/* a_i = b_i + (A f)_i afresh, and how far from zero roundoff can put it:
 * stage 2's rule (code/02-dantzig/roundoff.c), tol times the size of its
 * terms, plus what forces that should be zero can add, and never less than
 * n u times the largest terms of row i's coupled block, which here is
 * bounded by max |b_k| + max |A_kj| times the largest force the block has
 * had (kept up by note_forces), so that no pass over the block is needed. */
static double fresh_a(const fast *s, int i, int d, double *zero)
{
    row_terms t = terms_of_row(s, i, d, s->f);
    int b = s->block[i];
    *zero = s->tol * (fabs(s->p->b[i]) + t.size)
            + DANTZIG_FORCE_ROUNDOFF * t.coefficients * t.largest
            + DANTZIG_BLOCK_FLOOR(s->n, s->block_b[b] + s->block_A[b] * s->block_f[b]);
    return s->p->b[i] + t.sum;
}

/* The largest force each block has had, after the forces of C changed. */
static void note_forces(fast *s)
{
    for (int r = 0; r < s->clamped->count; r++) {
        int i = s->clamped->order[r];
        if (fabs(s->f[i]) > s->block_f[s->block[i]])
            s->block_f[s->block[i]] = fabs(s->f[i]);
    }
}

/* The coupled blocks of A (stage 2's find_blocks, over the nonzeros): a
 * union of rows joined by A_ij != 0, each named by its root; and each
 * block's largest |b_i| and |A_ij|. */
static int block_root(int *parent, int i)
{
    while (parent[i] != i)
        i = parent[i] = parent[parent[i]];
    return i;
}

static void find_blocks(fast *s)
{
    const int n = s->n;
    for (int i = 0; i < n; i++)
        s->block[i] = i;
    for (int i = 0; i < n; i++) {
        if (s->rows != NULL) {
            for (int e = s->rows->begin[i]; e < s->rows->begin[i + 1]; e++)
                s->block[block_root(s->block, s->rows->column[e])] = block_root(s->block, i);
        } else {
            const double *A_i = row_of_A(s, i);
            for (int j = 0; j < i; j++)
                if (A_i[j] != 0.0 || s->p->A[(size_t)j * (size_t)n + (size_t)i] != 0.0)
                    s->block[block_root(s->block, j)] = block_root(s->block, i);
        }
    }
    for (int i = 0; i < n; i++) {
        s->block[i] = block_root(s->block, i);
        s->block_b[i] = s->block_A[i] = s->block_f[i] = 0.0;
    }
    for (int i = 0; i < n; i++) {
        int b = s->block[i];
        s->block_b[b] = fmax(s->block_b[b], fabs(s->p->b[i]));
        s->block_A[b] = fmax(s->block_A[b], s->row_max[i]);
    }
}

static cf_status record_pivot(fast *s, int d, double step, int j, cf_move move, const char *note)
{
    if (s->trace == NULL)
        return CF_OK;
    return cf_trace_add(s->trace, s->drive, d, step, j, move, note, s->df, s->da, s->f, s->a,
                        s->set);
}

// start snippet near
/* Which indices can have delta a_i != 0.  delta f is zero outside C and
 * d, so delta a_i = sum_j A_ij delta f_j is zero unless row i has a
 * nonzero in a column of C or in column d.  In a pile a contact meets the
 * dozen contacts of its two bodies: the indices near C are the next level
 * up and the redundant contacts beside C, not all n.  The list of them is
 * kept as C changes (each change costs one row of A), so that delta a,
 * maxstep and the step visit those indices instead of all n. */
static void near_add(fast *s, int i)
{
    if (s->near_slot[i] < 0) {
        s->near_slot[i] = s->near_count;
        s->near[s->near_count++] = i;
    }
}

static void near_drop(fast *s, int i)
{
    int slot = s->near_slot[i];
    if (slot >= 0) {
        int last = s->near[--s->near_count];
        s->near[slot] = last;
        s->near_slot[last] = slot;
        s->near_slot[i] = -1;
    }
}

/* j has just joined C (joined 1) or left it (0): its neighbours gain or
 * lose a neighbour in C. */
static void track_membership(fast *s, int j, int joined)
{
    if (s->near == NULL)
        return;
    for (int e = s->rows->begin[j]; e < s->rows->begin[j + 1]; e++) {
        int i = s->rows->column[e];
        if (i == j)
            continue;
        s->members_near[i] += joined ? 1 : -1;
        if (!in_C(s, i) && s->members_near[i] > 0)
            near_add(s, i);
        else if (!in_C(s, i))
            near_drop(s, i);
    }
    if (joined)
        near_drop(s, j);
    else if (s->members_near[j] > 0)
        near_add(s, j);
}

/* The indices outside C whose delta a this pivot may move: those near C,
 * d, and d's neighbours.  Without the list, every index outside C. */
static void find_scan(fast *s, int d)
{
    s->scan_count = 0;
    if (s->near == NULL) {
        for (int i = 0; i < s->n; i++)
            if (!in_C(s, i))
                s->scan[s->scan_count++] = i;
        return;
    }
    memcpy(s->scan, s->near, (size_t)s->near_count * sizeof *s->scan);
    s->scan_count = s->near_count;
    if (s->near_slot[d] < 0)
        s->scan[s->scan_count++] = d;
    for (int e = s->rows->begin[d]; e < s->rows->begin[d + 1]; e++) {
        int i = s->rows->column[e];
        if (i != d && !in_C(s, i) && s->near_slot[i] < 0)
            s->scan[s->scan_count++] = i;
    }
}
// end snippet near

// start snippet fdirection
/* Baraff 1994, section 4.3, function fdirection, with the factor:
 * solve A11 x = -v1 (A11 = A_CC, v1 = A_Cd) as L y = v1, then
 * D L^T x' = y, x = -x'.  Keeps y for the append of d at the end of the
 * drive, and returns delta a_d = A_dd - v1^T A11^-1 v1 = A_dd - sum y_r^2/D_r,
 * the pivot that append will meet (Theorem 2: > 0 unless d is redundant). */
static double fdirection(fast *s, int d)
{
    const clamped_set *C = s->clamped;
    const int k = C->count;
    clamped_forward(C, d, s->y);
    memcpy(s->x, s->y, (size_t)k * sizeof *s->x);
    ldlt_backward(C->factor, s->x);

    memset(s->df, 0, (size_t)s->n * sizeof *s->df);
    s->df[d] = 1.0;
    s->largest_df = 1.0;
    s->sum_df = 1.0;
    for (int r = 0; r < k; r++) {
        s->df[C->order[r]] = -s->x[r];
        s->sum_df += fabs(s->x[r]);
        if (fabs(s->x[r]) > s->largest_df)
            s->largest_df = fabs(s->x[r]);
    }
    return ldlt_pivot(C->factor, s->y, diagonal_of_A(s, d));
}
// end snippet fdirection

/* (A delta f)_i: over the nonzeros of row i when A is sparse; otherwise
 * over the indices where delta f can be nonzero, d and C (four partial
 * sums, so that the additions do not wait for each other). */
static double row_times_df(const fast *s, int i, int d)
{
    if (s->rows != NULL)
        return sparse_row_dot(s->rows, i, s->df);
    const double *A_i = row_of_A(s, i);
    const int *order = s->clamped->order;
    const int k = s->clamped->count;
    double sum0 = A_i[d], sum1 = 0.0, sum2 = 0.0, sum3 = 0.0;
    int r = 0;
    for (; r + 4 <= k; r += 4) {
        sum0 += A_i[order[r]] * s->df[order[r]];
        sum1 += A_i[order[r + 1]] * s->df[order[r + 1]];
        sum2 += A_i[order[r + 2]] * s->df[order[r + 2]];
        sum3 += A_i[order[r + 3]] * s->df[order[r + 3]];
    }
    for (; r < k; r++)
        sum0 += A_i[order[r]] * s->df[order[r]];
    return (sum0 + sum1) + (sum2 + sum3);
}

/* delta a = A delta f (Baraff's equation 6), where it is not known
 * already: it is zero on C by construction, delta_d for d, and zero
 * outside the indices find_scan chose. */
static void compute_delta_a(fast *s, int d, double delta_d)
{
    memset(s->da, 0, (size_t)s->n * sizeof *s->da);
    find_scan(s, d);
    for (int t = 0; t < s->scan_count; t++)
        s->da[s->scan[t]] = row_times_df(s, s->scan[t], d);
    s->da[d] = delta_d;
}

/* delta a_i < 0 beyond roundoff, delta_tol sum_j |A_ij delta f_j|.  That
 * sum is at most max_j |A_ij| sum_j |delta f_j|, so a clear decrease needs
 * no pass over the row. */
static int real_decrease(const fast *s, int i, int d)
{
    if (s->da[i] < -s->delta_tol * s->row_max[i] * s->sum_df)
        return 1;
    return s->da[i] < -s->delta_tol * terms_of_row(s, i, d, s->df).size;
}

// start snippet maxstep
/* Baraff 1994, section 4.3, function maxstep, as in stage 2, with two
 * additions:
 *  - bilateral constraints never leave C: their force may be negative;
 *  - d limits the step only if its pivot delta a_d is a number and not
 *    roundoff, the same test the append of d will make; a d whose a_d is
 *    already zero to roundoff limits it to 0 (stage 2: after a tie).
 * A change of f_i or a_i of the size of roundoff cannot limit the step:
 * delta f_i against delta_tol max|delta f|, delta a_i against delta_tol
 * sum_j |A_ij delta f_j|, the size of its own terms (a redundant index has
 * delta a_i = 0 in exact arithmetic, and noise of either sign in floating
 * point).  Deferred indices wait until C changes.  j = -1 when nothing
 * limits. */
static double maxstep(const fast *s, int d, int *limiting)
{
    double force_noise = s->delta_tol * s->largest_df;
    double step = INFINITY;
    int j = -1;
    double zero_d;
    if (fresh_a(s, d, d, &zero_d) >= -zero_d) {
        j = d; /* already there: a tie (stage 2) */
        step = 0.0;
    } else if (s->da[d] > s->pivot_tol * diagonal_of_A(s, d)) {
        j = d;
        step = -s->a[d] / s->da[d];
    }
    /* The members of C, then the indices whose a can move; in each group
     * the smallest step wins, and of equal steps the smallest index, and a
     * group's winner must be strictly smaller than the step so far. */
    double group_step = INFINITY;
    int group_j = -1;
    for (int r = 0; r < s->clamped->count; r++) {
        int i = s->clamped->order[r];
        if (s->set[i] == CF_SET_CLAMPED && s->df[i] < -force_noise) {
            double candidate = -s->f[i] / s->df[i];
            if (candidate < group_step || (candidate == group_step && i < group_j)) {
                group_step = candidate;
                group_j = i;
            }
        }
    }
    if (group_step < step) {
        step = group_step;
        j = group_j;
    }
    group_step = INFINITY;
    group_j = -1;
    for (int t = 0; t < s->scan_count; t++) {
        int i = s->scan[t];
        if (s->set[i] == CF_SET_UNCLAMPED && s->da[i] < 0.0 && s->deferred_at[i] != s->changes
            && real_decrease(s, i, d)) {
            double candidate = -s->a[i] / s->da[i];
            if (candidate < group_step || (candidate == group_step && i < group_j)) {
                group_step = candidate;
                group_j = i;
            }
        }
    }
    if (group_step < step) {
        step = group_step;
        j = group_j;
    }
    if (j >= 0 && step < 0.0)
        step = 0.0;
    *limiting = j;
    return step;
}
// end snippet maxstep

/* The factor of A_CC built afresh, member by member in the same order,
 * when the updated one has gathered too much roundoff.  C does not
 * change.  A member whose pivot in the new factor is roundoff (it was let
 * in by the roundoff of the old one) keeps its place with its pivot raised
 * to 2 pivot_tol alpha, a change of A_CC's diagonal of that order
 * (modified Cholesky): the clamped forces are solved at the end with
 * refinement against A itself, and the certifier judges the answer. */
static void refactor(fast *s)
{
    clamped_set *C = s->clamped;
    const int k = C->count;
    C->count = 0;
    ldlt_clear(C->factor);
    for (int r = 0; r < k; r++) {
        int j = C->order[r]; /* read before an append writes order[r] */
        clamped_forward(C, j, s->x);
        double alpha = diagonal_of_A(s, j);
        double delta = ldlt_pivot(C->factor, s->x, alpha);
        if (!(delta > s->pivot_tol * alpha))
            alpha += 2.0 * s->pivot_tol * alpha - delta;
        clamped_add_diagonal(C, j, s->x, alpha, 0.0);
    }
    s->changes++;
    s->refreshed_at = s->changes;
}

/* (A_CC w)_q for the member q at position r, w in factor order. */
static double clamped_row_times(const fast *s, int r, const double *w)
{
    const clamped_set *C = s->clamped;
    const int q = C->order[r];
    double sum = 0.0;
    if (s->rows != NULL) {
        for (int e = s->rows->begin[q]; e < s->rows->begin[q + 1]; e++) {
            int p = C->position[s->rows->column[e]];
            if (p >= 0)
                sum += s->rows->value[e] * w[p];
        }
        return sum;
    }
    const double *A_q = row_of_A(s, q);
    for (int p = 0; p < C->count; p++)
        sum += A_q[C->order[p]] * w[p];
    return sum;
}

/* The pivot index j would meet, alpha - c^T A_CC^-1 c with c = A_Cj and
 * alpha = A_jj, when the factor's own value is in doubt.  It is zero when
 * j depends on C, and then the factor's value is roundoff, which grows
 * with every update: after many pivots a redundant index's pivot can come
 * out at 1e-10 alpha, while an index of a body 10^12 times heavier than
 * its neighbours can have a true pivot of 1e-11 alpha.  So a pivot
 * between pivot_tol alpha and SUSPECT_TOL alpha is computed again, from
 * w = A_CC^-1 c refined once against A itself (iterative refinement). */
static double decided_pivot(fast *s, int j, double delta)
{
    const double alpha = diagonal_of_A(s, j);
    if (!(delta > s->pivot_tol * alpha && delta <= SUSPECT_TOL * alpha))
        return delta;
    const clamped_set *C = s->clamped;
    const int k = C->count;
    clamped_column(C, j, s->c);
    memcpy(s->w, s->c, (size_t)k * sizeof *s->w);
    ldlt_solve(C->factor, s->w);
    for (int r = 0; r < k; r++)
        s->residual[r] = s->c[r] - clamped_row_times(s, r, s->w);
    ldlt_solve(C->factor, s->residual);
    double c_dot_w = 0.0;
    for (int r = 0; r < k; r++)
        c_dot_w += s->c[r] * (s->w[r] + s->residual[r]);
    return alpha - c_dot_w;
}

// start snippet pivots
/* d reached a_d = 0: append it, reusing fdirection's forward solve y.
 * Returns 0 when its pivot is roundoff: d depends on C. */
static int clamp_driven(fast *s, int d)
{
    if (!(s->da[d] > s->pivot_tol * diagonal_of_A(s, d))
        || clamped_add(s->clamped, d, s->y, s->pivot_tol) != LDLT_APPENDED)
        return 0;
    track_membership(s, d, 1);
    s->changes++;
    s->a[d] = 0.0;
    s->set[d] = CF_SET_CLAMPED;
    return 1;
}

/* f_j fell to zero: j leaves C, and the factor loses row and column j. */
static void unclamp(fast *s, int j)
{
    clamped_remove(s->clamped, j);
    track_membership(s, j, 0);
    s->changes++;
    s->f[j] = 0.0;
    s->set[j] = CF_SET_UNCLAMPED;
}

/* a_j fell to zero: j joins C if its pivot is a number.  If it is
 * roundoff, j is redundant: it stays in NC with f_j = 0 (its acceleration
 * is held at zero by the members of C it depends on) and waits until C
 * changes.  Returns 1 if j joined C. */
static int clamp_unclamped(fast *s, int j)
{
    s->a[j] = 0.0;
    clamped_forward(s->clamped, j, s->x);
    double delta = decided_pivot(s, j, ldlt_pivot(s->clamped->factor, s->x, diagonal_of_A(s, j)));
    if (!(delta > s->pivot_tol * diagonal_of_A(s, j))
        || clamped_add(s->clamped, j, s->x, s->pivot_tol) != LDLT_APPENDED) {
        s->deferred_at[j] = s->changes;
        return 0;
    }
    track_membership(s, j, 1);
    s->changes++;
    s->set[j] = CF_SET_CLAMPED;
    return 1;
}
/* d reached a_d = 0 but depends on C, so it cannot be appended.  Its
 * direction delta f (1 at d, -A_CC^-1 A_Cd on C) then changes no
 * acceleration: it is a null vector of A.  Moving back along it by t
 * hands d's force to the members of C it depends on, until f_d = 0 (d
 * leaves, deferred: C holds a_d at zero) or a member's force reaches
 * zero first (that member leaves C; the drive of d goes on).  Returns the
 * member that left, or -1 when d did. */
static int hand_over(fast *s, int d, double *t_out)
{
    double t = s->f[d];
    int leaving = -1;
    for (int r = 0; r < s->clamped->count; r++) {
        int i = s->clamped->order[r];
        if (s->set[i] == CF_SET_CLAMPED && s->df[i] > s->delta_tol * s->largest_df
            && s->f[i] < t * s->df[i]) {
            t = s->f[i] / s->df[i];
            leaving = i;
        }
    }
    s->f[d] -= t;
    for (int r = 0; r < s->clamped->count; r++)
        s->f[s->clamped->order[r]] -= t * s->df[s->clamped->order[r]];
    *t_out = -t;
    if (leaving >= 0) {
        unclamp(s, leaving);
        return leaving;
    }
    s->f[d] = 0.0;
    s->set[d] = CF_SET_UNCLAMPED;
    s->deferred_at[d] = s->changes;
    s->deferred++;
    return -1;
}

/* After a member j left in hand_over, d no longer depends on C (it
 * depended on j), and a_d is zero: d joins C at once.  Driving on instead
 * can meet j again at a step of zero, and the two swap places forever. */
static int join_after_hand_over(fast *s, int d)
{
    clamped_forward(s->clamped, d, s->y);
    s->da[d] = decided_pivot(s, d, ldlt_pivot(s->clamped->factor, s->y, diagonal_of_A(s, d)));
    return clamp_driven(s, d);
}
// end snippet pivots

/* How much a direction moves the clamped accelerations, which it must
 * keep at zero: the largest |(A delta f)_i| over C relative to the size
 * of its terms.  Roundoff of a healthy factor gives about 1e-15. */
static double direction_residual(const fast *s, int d)
{
    double worst = 0.0;
    for (int r = 0; r < s->clamped->count; r++) {
        int i = s->clamped->order[r];
        double sum, size;
        if (s->rows != NULL) { /* the sum and the size of its terms, as terms_of_row */
            sum = 0.0;
            size = 0.0;
            for (int e = s->rows->begin[i]; e < s->rows->begin[i + 1]; e++) {
                double term = s->rows->value[e] * s->df[s->rows->column[e]];
                sum += term;
                size += fabs(term);
            }
        } else { /* dense: the unrolled product, and a bound on the size of its terms */
            sum = row_times_df(s, i, d);
            size = s->row_max[i] * s->sum_df;
        }
        if (size > 0.0 && fabs(sum) > worst * size)
            worst = fabs(sum) / size;
    }
    return worst;
}


// start snippet drive_to_zero
/* Baraff 1994, section 4.3, function drive-to-zero: as in stage 2, with
 * the pivots done on the factor.  Every direction is checked against A
 * itself: the clamped accelerations must not move.  When the updated
 * factor's roundoff has grown so that they do, it is rebuilt. */
static cf_status drive_to_zero(fast *s, int d)
{
    const int first_pivot = s->pivots;
    for (;;) {
        if (s->pivots >= s->max_pivots)
            return CF_PIVOT_LIMIT;
        s->pivots++;

        double delta_d = fdirection(s, d);
        /* The check costs a pass over the rows of C: a handful of nonzeros
         * each when A is sparse, so every pivot; as much as the solve when
         * A is dense, so the first pivot of each drive. */
        int check = s->rows != NULL || s->pivots == first_pivot + 1;
        if (check && direction_residual(s, d) > s->refresh_level) {
            refactor(s);
            delta_d = fdirection(s, d);
            /* A rebuilt factor is as good as A_CC's conditioning allows:
             * rebuild again only when roundoff has grown well past that. */
            s->refresh_level = fmax(REFRESH_TOL, 100.0 * direction_residual(s, d));
        }
        compute_delta_a(s, d, decided_pivot(s, d, delta_d));
        int j;
        double step = maxstep(s, d, &j);
        if (j < 0)
            return CF_UNBOUNDED_RAY;
        /* delta f is zero outside C and d, delta a outside the scan. */
        for (int r = 0; r < s->clamped->count; r++)
            s->f[s->clamped->order[r]] += step * s->df[s->clamped->order[r]];
        for (int t = 0; t < s->scan_count; t++)
            s->a[s->scan[t]] += step * s->da[s->scan[t]];
        s->f[d] += step * s->df[d]; /* d is in the scan: its a moved above */

        cf_move move;
        const char *note = NULL;
        if (j == d && clamp_driven(s, d)) {
            move = CF_MOVE_DRIVEN_TO_C;
        } else if (j == d) {
            int left = hand_over(s, d, &step);
            j = left >= 0 ? left : d;
            move = left >= 0 ? CF_MOVE_C_TO_NC : CF_MOVE_OTHER;
            note = left >= 0 ? "d depends on C: f_d handed over until f_j = 0"
                             : "d depends on C: f_d handed over; deferred";
            if (left >= 0 && join_after_hand_over(s, d)) {
                move = CF_MOVE_DRIVEN_TO_C;
                note = "d depended on C: f_d handed over until f_j = 0, then d joined C";
            }
        } else if (s->set[j] == CF_SET_CLAMPED) {
            unclamp(s, j);
            move = CF_MOVE_C_TO_NC;
        } else if (clamp_unclamped(s, j)) {
            move = CF_MOVE_NC_TO_C;
        } else {
            move = CF_MOVE_OTHER;
            note = "a_j reached 0; redundant, deferred";
            s->deferred++;
        }
        cf_status status = record_pivot(s, d, step, j, move, note);
        if (status != CF_OK || move == CF_MOVE_DRIVEN_TO_C || (move == CF_MOVE_OTHER && j == d))
            return status;
    }
}
// end snippet drive_to_zero

// start snippet next_to_drive
/* Which index to drive next: as in stage 2, the d with the most negative
 * a_d (ties: the first), the rule of Dantzig's simplex method; on piles
 * of boxes it needs about 0.6 n pivots (the chapter shows the counts).
 * The chosen a_d is computed afresh from f first, so that roundoff
 * gathered by the running sums does not start a drive, and it qualifies
 * only if it accelerates into its obstacle by more than roundoff;
 * otherwise it is zero, and the next is tried.  -1 when none qualifies. */
static int next_to_drive(fast *s)
{
    for (;;) {
        int chosen = -1;
        double most_negative = 0.0;
        for (int i = 0; i < s->n; i++) {
            /* Most a_i are not below the most negative so far: ask that first. */
            if (s->a[i] < most_negative
                && (s->set[i] == CF_SET_UNCLAMPED || s->set[i] == CF_SET_IGNORED)) {
                chosen = i;
                most_negative = s->a[i];
                if (s->first_negative)
                    break;
            }
        }
        if (chosen < 0)
            return -1;
        double zero;
        s->a[chosen] = fresh_a(s, chosen, chosen, &zero); /* as maxstep will judge it */
        if (s->a[chosen] < -zero)
            return chosen;
        if (s->a[chosen] < 0.0)
            s->a[chosen] = 0.0; /* zero to roundoff: look again */
    }
}
// end snippet next_to_drive

// start snippet bilateral
/* Baraff 1994, section 4.5, last paragraph: put every bilateral index in
 * C and solve A_BB f_B = -b_B first.  A bilateral row that is a
 * combination of earlier ones (a redundant joint) is refused by the
 * factor and keeps f = 0; its a must then come out zero by itself, or the
 * constraints contradict each other (CF_SINGULAR). */
static cf_status bilateral_presolve(fast *s)
{
    const clamped_set *C = s->clamped;
    int any = 0;
    for (int i = 0; i < s->n; i++) {
        if (s->set[i] != CF_SET_BILATERAL)
            continue;
        any = 1;
        clamped_forward(C, i, s->x);
        if (clamped_add(s->clamped, i, s->x, s->pivot_tol) == LDLT_APPENDED)
            track_membership(s, i, 1);
    }
    if (!any)
        return CF_OK;
    const int k = C->count;
    for (int r = 0; r < k; r++)
        s->x[r] = -s->p->b[C->order[r]];
    ldlt_solve(C->factor, s->x);
    for (int r = 0; r < k; r++)
        s->f[C->order[r]] = s->x[r];
    note_forces(s);
    cf_matvec(s->n, s->p->A, s->f, s->a);
    for (int i = 0; i < s->n; i++)
        s->a[i] += s->p->b[i];
    for (int i = 0; i < s->n; i++) {
        if (s->set[i] != CF_SET_BILATERAL)
            continue;
        double zero;
        fresh_a(s, i, -1, &zero);
        if (!in_C(s, i) && fabs(s->a[i]) > zero)
            return CF_SINGULAR;
        s->a[i] = 0.0;
    }
    memcpy(s->df, s->f, (size_t)s->n * sizeof *s->df);
    memset(s->da, 0, (size_t)s->n * sizeof *s->da);
    return record_pivot(s, -1, 1.0, -1, CF_MOVE_OTHER, "bilateral pre-solve A_BB f_B = -b_B");
}
// end snippet bilateral

/* a = A f + b afresh for every index; returns the largest |a_i| over C
 * in units of its roundoff (at most 1 when the clamped accelerations are
 * zero to roundoff). */
static double fresh_accelerations(fast *s)
{
    double worst = 0.0;
    for (int i = 0; i < s->n; i++) {
        double zero;
        s->a[i] = fresh_a(s, i, -1, &zero);
        if (in_C(s, i)) {
            double ratio = fabs(s->a[i]) / (zero > 0.0 ? zero : DBL_MIN);
            worst = ratio > worst ? ratio : worst;
        }
    }
    return worst;
}

/* f_C = -A_CC^-1 b_C from the factor (every other force is zero), then
 * one step of iterative refinement: the residual a_C = A_CC f_C + b_C is
 * computed from A itself, and f_C -= A_CC^-1 a_C.  Returns the clamped
 * residual that is left, as fresh_accelerations does. */
static double solve_clamped_forces(fast *s)
{
    const clamped_set *C = s->clamped;
    for (int r = 0; r < C->count; r++)
        s->x[r] = -s->p->b[C->order[r]];
    ldlt_solve(C->factor, s->x);
    for (int r = 0; r < C->count; r++)
        s->f[C->order[r]] = s->x[r];
    fresh_accelerations(s);
    for (int r = 0; r < C->count; r++)
        s->x[r] = -s->a[C->order[r]];
    ldlt_solve(C->factor, s->x);
    for (int r = 0; r < C->count; r++)
        s->f[C->order[r]] += s->x[r];
    note_forces(s);
    return fresh_accelerations(s);
}

/* The clamped member whose fresh force is most negative beyond roundoff
 * (A_ii f_i < -zero_i, the force in units of its own row's acceleration),
 * or -1.  Bilateral forces may have either sign. */
static int negative_clamped_force(const fast *s)
{
    int worst = -1;
    double worst_push = 0.0;
    for (int r = 0; r < s->clamped->count; r++) {
        int i = s->clamped->order[r];
        if (s->set[i] != CF_SET_CLAMPED)
            continue;
        double zero;
        fresh_a(s, i, -1, &zero);
        double push = diagonal_of_A(s, i) * s->f[i];
        if (push < -zero && push < worst_push) {
            worst_push = push;
            worst = i;
        }
    }
    return worst;
}

/* At the end: the clamped forces afresh (refined, and from a rebuilt
 * factor if the updated one is no longer accurate), rather than the sum
 * of all the steps taken, and a afresh for every index.  If roundoff led
 * the steps to a clamped set whose exact forces are not all >= 0, the
 * most negative member leaves C and the forces are solved again; the
 * accelerations that then fall below zero are driven by compute_forces. */
static cf_status resolve_clamped_forces(fast *s)
{
    for (;;) {
        if (solve_clamped_forces(s) > 1.0 && s->refreshed_at != s->changes) {
            refactor(s);
            solve_clamped_forces(s);
        }
        int i = negative_clamped_force(s);
        if (i < 0)
            return CF_OK;
        if (s->pivots >= s->max_pivots)
            return CF_PIVOT_LIMIT;
        s->pivots++;
        unclamp(s, i);
        cf_status status = record_pivot(s, -1, 0.0, i, CF_MOVE_C_TO_NC,
                                        "solved afresh, f_j < 0: leaves C");
        if (status != CF_OK)
            return status;
    }
}

// start snippet compute_forces
/* Baraff 1994, section 4.3, function compute-forces, bilaterals first.
 * When no index is left to drive, the clamped forces are solved afresh
 * and a recomputed from them; an index that then accelerates into its
 * obstacle (a deferred one, or one the running sums hid) is driven too. */
static cf_status compute_forces(fast *s)
{
    for (int i = 0; i < s->n; i++) {
        s->f[i] = 0.0;
        s->a[i] = s->p->b[i];
        s->set[i] = s->p->rows[i].kind == CF_ROW_BILATERAL ? CF_SET_BILATERAL : CF_SET_IGNORED;
    }
    cf_status status = bilateral_presolve(s);
    while (status == CF_OK) {
        int d = next_to_drive(s);
        if (d < 0) {
            status = resolve_clamped_forces(s);
            d = status == CF_OK ? next_to_drive(s) : -1;
        }
        if (d < 0)
            break;
        status = drive_to_zero(s, d);
        s->drive++;
        note_forces(s);
    }
    return status;
}
// end snippet compute_forces

fast_tuning fast_default_tuning(void)
{
    fast_tuning tuning = {.skip_zeros = 1, .first_negative = 0, .pivot_tol = DEFAULT_PIVOT_TOL,
                          .delta_tol = DEFAULT_DELTA_TOL, .every_index = 0};
    return tuning;
}

static void release(fast *s)
{
    sparse_rows_free(s->rows);
    free(s->df); /* the one block of everything else */
}

/* Everything a solve needs, in one block: the vectors df, da, y, x, c, w,
 * residual and row_max, the clamped set and its factor, then deferred_at,
 * scan, near_slot, members_near and near, then set.  track_near: keep the
 * list of indices near C (only with rows, and a pattern of zeros that is
 * symmetric, so that row j's nonzeros are the rows that column j reaches). */
static int allocate(fast *s, int track_near)
{
    const size_t n = (size_t)s->n;
    const size_t vectors = 11 * n * sizeof(double);
    const size_t clamped = clamped_bytes(s->p);
    char *block = malloc(vectors + clamped + 6 * n * sizeof(int) + n);
    if (block == NULL)
        return 0;
    s->df = (double *)block;
    s->da = s->df + n;
    s->y = s->da + n;
    s->x = s->y + n;
    s->c = s->x + n;
    s->w = s->c + n;
    s->residual = s->w + n;
    s->row_max = s->residual + n;
    s->block_b = s->row_max + n;
    s->block_A = s->block_b + n;
    s->block_f = s->block_A + n;
    for (int i = 0; i < s->n; i++)
        s->row_max[i] = s->rows != NULL ? sparse_row_max_abs(s->rows, i)
                                         : cf_max_abs(s->n, row_of_A(s, i));
    s->clamped = &s->clamped_storage;
    clamped_init(s->clamped, s->p, &s->factor_storage, block + vectors);
    s->clamped->rows = s->rows;
    s->deferred_at = (int *)(block + vectors + clamped);
    s->scan = s->deferred_at + n;
    s->near_slot = s->scan + n;
    s->members_near = s->near_slot + n;
    int *near = s->members_near + n;
    s->block = near + n;
    s->set = (char *)(s->block + n);
    s->near = track_near ? near : NULL;
    s->near_count = 0;
    for (int i = 0; i < s->n; i++) {
        s->deferred_at[i] = -1;
        s->near_slot[i] = -1;
        s->members_near[i] = 0;
    }
    find_blocks(s);
    return 1;
}

/* What stage 2's check looks at first: everything is there. */
static int inputs_present(const cf_problem *p, const double *f, const double *a)
{
    return p != NULL && f != NULL && a != NULL && p->n >= 1 && p->rows != NULL && p->A != NULL
           && p->b != NULL;
}

/* The rest of what stage 2's check asks, but of the nonzeros kept: every
 * row of a kind this stage takes, and every entry of b and every nonzero
 * of A a finite number (the zeros are). */
static int kinds_and_numbers_pass(const fast *s, unsigned kinds)
{
    for (int i = 0; i < s->n; i++)
        if (!(kinds & DANTZIG_ROWS(s->p->rows[i].kind)) || !isfinite(s->p->b[i]))
            return 0;
    for (int e = 0; e < s->rows->begin[s->n]; e++)
        if (!isfinite(s->rows->value[e]))
            return 0;
    return 1;
}

/* Stage 2's checks (finite numbers, normal and bilateral rows, and A
 * symmetric to the roundoff of its entries: the factor is of A_CC), and
 * the rows of A when at most one entry in four is nonzero (a row then
 * has fewer nonzeros than C has members for most of the solve).
 *
 * Each check reads all of A, O(n^2), and on a pile of 1024 contacts
 * they were a fifth of the solve; so A is read once, by the pass that
 * keeps the nonzeros (sparse_rows_of, which gives up when there are too
 * many), and the checks are asked of the nonzeros kept, in O(nonzeros):
 * are they finite, and is each A_ij exactly equal to its mirror A_ji
 * (sparse_rows_mirrored)?  An A that passes those passes stage 2's check,
 * whose symmetry test judges A_ij - A_ji.  Any other A (dense, not
 * exactly symmetric, or with something else wrong) goes through stage
 * 2's check itself, which then gives the verdict and the message as
 * before.  *same_zeros: A_ij != 0 exactly when A_ji != 0 (known only
 * with rows). */
static cf_status check_problem(fast *s, const fast_tuning *tuning, int *same_zeros,
                               const cf_solve_options *options)
{
    const unsigned kinds = DANTZIG_ROWS(CF_ROW_NORMAL) | DANTZIG_ROWS(CF_ROW_BILATERAL);
    int passed = 0;
    if (inputs_present(s->p, s->f, s->a)) {
        int dense = 1;
        if (tuning->skip_zeros)
            s->rows = sparse_rows_of(s->n, s->p->A, (size_t)s->n * (size_t)s->n / 4, &dense);
        s->use_rows = !dense;
        int equal = 0;
        if (s->rows != NULL)
            *same_zeros = sparse_rows_mirrored(s->rows, &equal) == 1;
        passed = *same_zeros && equal && kinds_and_numbers_pass(s, kinds);
    }
    if (passed)
        return CF_OK;
    char why[DANTZIG_WHY_SIZE];
    cf_status checked = dantzig_check(s->p, s->f, s->a, kinds, 1, why, sizeof why);
    if (checked != CF_OK) {
        if (options != NULL && options->note != NULL && options->note_size > 0)
            snprintf(options->note, options->note_size, "%s", why);
        sparse_rows_free(s->rows);
        s->rows = NULL;
    }
    return checked;
}

cf_status fast_compute_forces_tuned(const cf_problem *p, const cf_solve_options *options,
                                    const fast_tuning *tuning, fast_stats *stats,
                                    double *f, double *a)
{
    if (stats != NULL)
        memset(stats, 0, sizeof *stats);
    fast_tuning defaults = fast_default_tuning();
    if (tuning == NULL)
        tuning = &defaults;
    const int n = p != NULL ? p->n : 0;
    fast s = {.p = p, .n = n, .f = f, .a = a, .refreshed_at = -1, .refresh_level = REFRESH_TOL};
    int same_zeros = 0;
    cf_status status = check_problem(&s, tuning, &same_zeros, options);
    if (status != CF_OK)
        return status;
    s.max_b = cf_max_abs(n, p->b);
    s.tol = options != NULL && options->tol > 0.0 ? options->tol : DANTZIG_TOL;
    s.pivot_tol = tuning->pivot_tol > 0.0 ? tuning->pivot_tol : DEFAULT_PIVOT_TOL;
    s.delta_tol = tuning->delta_tol > 0.0 ? tuning->delta_tol : DEFAULT_DELTA_TOL;
    s.first_negative = tuning->first_negative;
    s.max_pivots = options != NULL && options->max_pivots > 0 ? options->max_pivots : 10 * n + 10;
    s.trace = options != NULL ? options->trace : NULL;

    status = CF_NO_MEMORY;
    if ((s.rows != NULL || !s.use_rows)
        && allocate(&s, s.rows != NULL && same_zeros && !tuning->every_index)) {
        s.clamped->factor->skip_zeros = tuning->skip_zeros;
        status = compute_forces(&s);
    }
    if (status == CF_OK) {
        /* Report a = A f + b afresh, and claim success only for an answer
         * the certifier accepts (the contract of solver.h). */
        cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a);
        if (!certificate.ok)
            status = CF_INACCURATE;
    }
    if (stats != NULL) {
        fast_stats counted = {.pivots = s.pivots, .drives = s.drive, .deferred = s.deferred,
                              .clamped = s.clamped != NULL ? s.clamped->count : 0};
        *stats = counted;
    }
    release(&s);
    return status;
}

/* The stage's solver: the updated factor, and stage 3 when it fails
 * (fast_fallback.c, not part of the lesson). */
cf_status fast_compute_forces(const cf_problem *p, const cf_solve_options *options,
                              double *f, double *a)
{
    cf_status status = fast_compute_forces_tuned(p, options, NULL, NULL, f, a);
    return fast_fallback(p, options, status, f, a);
}
