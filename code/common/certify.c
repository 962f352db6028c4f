/* certify.c - decide, independently of any solver, whether forces f solve a problem.
 *
 * Every answer in the course (the stages, the exercises, the grader, the
 * peer problems) is judged here, never by comparing with a stored answer:
 * contact forces are often not unique (the cube of Example 3 has a
 * whole family of answers), but the conditions they must satisfy are.
 *
 * The certifier computes a = A f + b itself (Baraff 1994, section 3) and
 * checks every condition of every row kind (Baraff 1994, sections 3 to 5).
 * Each violation is a dimensionless number: 0 when the condition holds
 * exactly, and the size of the error relative to the terms of its own row
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
 * Scales, row by row.  An error is small or large only next to the
 * quantities it came from, and those differ from row to row: a light
 * body's contact and a heavy body's contact in one problem can have
 * forces 1e12 apart.  So every row is judged against its own terms:
 *
 *   S_i = |b_i| + sum_j |A_ij f_j|     the terms that add up to a_i
 *   F_i = S_i / |A_ii|                 the force on row i alone that
 *                                      would produce an acceleration S_i
 *   mu f_N                             the friction bound of the contact
 *
 * with a floor under S_i (and so under F_i and mu f_N), taken over the
 * row's coupled block, below.
 *
 * Multiplying A by c and f by 1/c (or b and f by c) multiplies every S_i
 * by the acceleration factor and every F_i by the force factor, so no
 * verdict depends on the units.
 * ------------------------------------------------------------------------ */

/* A scale of 0 would divide by zero (there is nothing to measure against,
 * so errors count as they are); an infinite one, from overflow in a sum
 * of finite numbers, would hide every error. */
static double usable_scale(double scale)
{
    if (!(scale > 0.0))
        return 1.0;
    if (!(scale <= DBL_MAX))
        return DBL_MAX;
    return scale;
}

/* The floor.  A row's acceleration can be judged only as finely as the
 * arithmetic that produced the forces allows.  A backward-stable solver
 * in double precision leaves errors of up to n u (u = DBL_EPSILON, the
 * bound of a sum of n terms) times the largest terms that its arithmetic
 * mixes into a row, also in a row whose own terms are far smaller or all
 * zero.  The rows whose terms can reach row i are those of its coupled
 * block: the connected component of row i in the pattern of A's nonzero
 * entries (A_ij != 0 or A_ji != 0), with the rows of one contact (a
 * normal row and the friction or dynamic rows bound to it) always in one
 * block.  Rows of another block share no entry with it, so no
 * elimination, product or sum over A carries their sizes into it.  So an
 * acceleration error is accepted when it is within tol of its row's own
 * terms, S_i, or within n_B u of the largest terms of its block B,
 * max_{k in B} S_k (n_B the block's rows):
 *
 *   S_i (judged) = max(S_i, n_B u max_{k in B} S_k / tol).
 *
 * Errors below that are what a correct solver in double precision may
 * leave in any row of the block; above the floor every row keeps its own
 * scale, which is what catches a light body's wrong contact next to a
 * heavy body's right one, and a block that shares no contact with a
 * heavier block is judged on its own, however heavy the other.  tol is at
 * least DBL_EPSILON here, so that tol = 0 (accept nothing but exact
 * answers) does not divide by zero. */
static double accel_floor(int n, double largest_accel_scale, double tol)
{
    return (double)n * DBL_EPSILON * largest_accel_scale / fmax(tol, DBL_EPSILON);
}

/* What the floors are measured against: the largest S_i of the problem
 * and of each block (non-finite values left out: they are rejected on
 * their own, as CF_COND_FINITE, and letting them into a scale would turn
 * every other violation into 0 or NaN), and the floor of each row. */
typedef struct floors {
    double largest_accel_scale; /* max_i S_i */
    double largest_force;       /* max_i |f_i| */
    double *accel;              /* n values: the floor of S_i, from row i's block */
    const double *a, *size;     /* n values each: a_i and S_i as read_rows found them */
} floors;

/* One row's accelerations: a_i = (A f)_i + b_i, computed here rather than
 * trusted from a solver, and S_i, the sum of the sizes of its terms. */
typedef struct row_terms {
    double a;
    double size;
} row_terms;

static row_terms row_acceleration_terms(const cf_problem *p, const double *f, int i)
{
    const double *A_row = p->A + (size_t)i * (size_t)p->n;
    row_terms t = {0.0, fabs(p->b[i])};
    double sum = 0.0;
    for (int j = 0; j < p->n; j++) {
        double term = A_row[j] * f[j];
        sum += term;
        t.size += fabs(term);
    }
    t.a = sum + p->b[i];
    return t;
}

static double row_acceleration(const cf_problem *p, const double *f, int i)
{
    return row_acceleration_terms(p, f, i).a;
}

/* The coupled blocks, by union-find: block[i] is the smallest row of row
 * i's block. */
static int block_root(int *block, int i)
{
    while (block[i] != i) {
        block[i] = block[block[i]];
        i = block[i];
    }
    return i;
}

/* Join row j's block to the block whose root is root; returns the root
 * of the union, the smaller of the two (so a root is always the smallest
 * row of its block). */
static int block_join_root(int *block, int root, int j)
{
    int rj = block_root(block, j);
    if (root < rj)
        block[rj] = root;
    else if (rj < root)
        block[root] = rj;
    return root < rj ? root : rj;
}

static void block_join(int *block, int i, int j)
{
    block_join_root(block, block_root(block, i), j);
}

/* One pass over A, row by row: a_i and S_i of every row (exactly as
 * row_acceleration_terms computes them) into a and size, and, when block
 * is not NULL, the coupled blocks.  Every nonzero A_ij joins rows i and j;
 * over both triangles that meets each pair with A_ij != 0 or A_ji != 0,
 * so the blocks are those of the pattern, found in the order of memory
 * (reading A_ji beside A_ij would wait for a column, an entry per cache
 * line).  Reading A is most of the certifier's time on a large problem,
 * so it is read once. */
static void read_rows(const cf_problem *p, const sparse_rows *rows, const double *f, double *a,
                      double *size, int *block)
{
    const int n = p->n;
    for (int i = 0; block != NULL && i < n; i++)
        block[i] = i;
    for (int i = 0; i < n; i++) {
        /* row i's entries: its nonzeros when they are known, else all n */
        const double *A_row = p->A + (size_t)i * (size_t)n;
        const int *column = NULL;
        int count = n;
        if (rows != NULL) {
            A_row = rows->value + rows->begin[i];
            column = rows->column + rows->begin[i];
            count = rows->begin[i + 1] - rows->begin[i];
        }
        double sum = 0.0, terms = fabs(p->b[i]);
        int root = block != NULL ? block_root(block, i) : -1; /* of row i's block */
        for (int e = 0; e < count; e++) {
            int j = column != NULL ? column[e] : e;
            double term = A_row[e] * f[j];
            sum += term;
            terms += fabs(term);
            if (A_row[e] != 0.0 && block != NULL)
                root = block_join_root(block, root, j);
        }
        a[i] = sum + p->b[i];
        size[i] = terms;
    }
    if (block == NULL)
        return;
    for (int i = 0; i < n; i++) {
        const cf_row *row = &p->rows[i];
        int bound = row->kind == CF_ROW_FRICTION2D || row->kind == CF_ROW_FRICTION3D
                    || row->kind == CF_ROW_DYNAMIC;
        if (bound && row->normal >= 0 && row->normal < n)
            block_join(block, i, row->normal);
    }
    for (int i = 0; i < n; i++)
        block[i] = block_root(block, i);
}

/* The floor of every row, into fl->accel (n values the caller owns), from
 * the rows' S_i (terms_size) and their blocks (read_rows).  'work' holds
 * 2 n ints, the blocks in the first n; when the caller could not get them
 * (NULL), every row is its own block: a floor that can only be lower than
 * the true one, so that no answer is certified that should not be. */
static floors compute_floors(const cf_problem *p, const double *f, double tol,
                             const double *terms_size, double *accel, const int *work,
                             int *count)
{
    floors fl = {0.0, 0.0, accel, NULL, NULL};
    const int n = p->n;
    for (int i = 0; i < n; i++) {
        accel[i] = isfinite(terms_size[i]) ? terms_size[i] : 0.0;
        if (accel[i] > fl.largest_accel_scale)
            fl.largest_accel_scale = accel[i];
        if (isfinite(f[i]) && fabs(f[i]) > fl.largest_force)
            fl.largest_force = fabs(f[i]);
    }
    if (work == NULL) {
        for (int i = 0; i < n; i++)
            accel[i] = accel_floor(1, accel[i], tol);
        return fl;
    }
    const int *block = work;
    double *largest = accel; /* accel[root] first holds the block's largest S */
    for (int i = 0; i < n; i++)
        count[i] = 0;
    for (int i = 0; i < n; i++) {
        count[block[i]]++;
        if (accel[i] > largest[block[i]]) /* block[i] <= i: largest[block[i]] is final */
            largest[block[i]] = accel[i];
    }
    /* Roots first hold their block's largest S; each row takes its root's
     * floor, the roots last (a root is the smallest row of its block). */
    for (int i = n - 1; i >= 0; i--)
        if (block[i] != i)
            accel[i] = accel_floor(count[block[i]], largest[block[i]], tol);
    for (int i = 0; i < n; i++)
        if (block[i] == i)
            accel[i] = accel_floor(count[i], largest[i], tol);
    return fl;
}

/* The two scales of row i. */
typedef struct scales {
    double force; /* F_i: what a force error of the row is divided by */
    double accel; /* S_i: what an acceleration error is divided by */
    double floor_force; /* the floor of S_i divided by |A_ii| (0 if A_ii = 0) */
} scales;

static scales row_scales(const cf_problem *p, const floors *fl, const double *f, int i,
                         double terms_size)
{
    scales s;
    s.accel = usable_scale(fmax(terms_size, fl->accel[i]));
    s.floor_force = 0.0;
    double diagonal = fabs(p->A[(size_t)i * (size_t)p->n + (size_t)i]);
    if (diagonal > 0.0 && isfinite(diagonal)) {
        s.force = usable_scale(s.accel / diagonal);
        s.floor_force = fl->accel[i] / diagonal;
    } else {
        /* With A_ii = 0 the row cannot say how large its force should be;
         * its force is then measured against itself, so that any nonzero
         * force the row forbids counts at full size. */
        s.force = usable_scale(fabs(f[i]));
    }
    return s;
}

/* What the friction forces of a contact are measured against: its bound
 * mu f_N, or for a contact with (almost) no normal force, the force whose
 * acceleration on its own row is the floor. */
static double friction_scale(const scales *s, double mu, double f_n)
{
    return usable_scale(fmax(mu * fmax(f_n, 0.0), s->floor_force));
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
    scales row_scales; /* of the row with the worst violation */
} verdict;

static void note_violation(verdict *v, int row, const scales *s, cf_condition condition,
                           double amount)
{
    if (amount > v->worst) {
        v->worst = amount;
        v->row = row;
        v->condition = condition;
        v->row_scales = *s;
    }
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
/* Normal row (Baraff 1994, section 3): f >= 0, a >= 0, f a = 0.
 * Complementarity is measured as min(f/F, a/S): it is 0 exactly when one
 * of them is 0, and it is never smaller than the product
 * (f a)/(F S), so it does not let two small errors hide each other. */
static void check_normal_row(verdict *v, const scales *s, int i, double f_i, double a_i)
{
    note_violation(v, i, s, CF_COND_FORCE_NONNEG, fmax(0.0, -f_i) / s->force);
    note_violation(v, i, s, CF_COND_ACCEL_NONNEG, fmax(0.0, -a_i) / s->accel);
    note_violation(v, i, s, CF_COND_COMPLEMENTARITY,
                   fmax(0.0, fmin(f_i / s->force, a_i / s->accel)));
}

/* Bilateral row (Baraff 1994, section 4.5): a = 0, f of either sign. */
static void check_bilateral_row(verdict *v, const scales *s, int i, double a_i)
{
    note_violation(v, i, s, CF_COND_BILATERAL, fabs(a_i) / s->accel);
}

/* Friction row of a 2D contact (Baraff 1994, section 5):
 *   |f_F| <= mu f_N, and
 *   a_F != 0  implies  f_F = -mu f_N sign(a_F).
 * Force errors are measured against mu f_N, acceleration errors against
 * the row's S.  The second condition is the smaller of two errors: how far
 * the contact is from sticking (|a_F|) and how far the friction is from
 * the bound, opposing a_F.  It also covers a_F f_F <= 0 and
 * a_F (mu f_N - |f_F|) = 0. */
static void check_friction2d_row(verdict *v, const scales *s, int t,
                                 double f_t, double a_t, double mu, double f_n)
{
    double bound = friction_scale(s, mu, f_n);
    note_violation(v, t, s, CF_COND_FRICTION_BOUND, fmax(0.0, fabs(f_t) - mu * f_n) / bound);
    double not_sticking = fabs(a_t) / s->accel;
    double not_opposing_at_bound = fabs(f_t + mu * f_n * sign_of(a_t)) / bound;
    note_violation(v, t, s, CF_COND_FRICTION_DIRECTION, fmin(not_sticking, not_opposing_at_bound));
}

/* The two friction rows of a 3D contact (Baraff 1994, section 5, with the
 * isotropic cone): ||f_T|| <= mu f_N, and maximal dissipation:
 * a_T != 0 implies f_T = -mu f_N a_T / ||a_T||.  s holds the pair's
 * scales (S_T of the tangent acceleration, F of the first row).  Both
 * conditions are reported on the first tangent row t. */
static void check_friction3d_pair(verdict *v, const scales *s, int t,
                                  const double f_T[2], const double a_T[2],
                                  double mu, double f_n)
{
    double bound = friction_scale(s, mu, f_n);
    double f_T_norm = hypot(f_T[0], f_T[1]);
    note_violation(v, t, s, CF_COND_CONE, fmax(0.0, f_T_norm - mu * f_n) / bound);

    double a_T_norm = hypot(a_T[0], a_T[1]);
    if (a_T_norm == 0.0)
        return; /* sticking: any f_T inside the cone will do */
    double not_sticking = a_T_norm / s->accel;
    double opposing_x = f_T[0] + mu * f_n * a_T[0] / a_T_norm;
    double opposing_y = f_T[1] + mu * f_n * a_T[1] / a_T_norm;
    double not_opposing_at_bound = hypot(opposing_x, opposing_y) / bound;
    note_violation(v, t, s, CF_COND_MAX_DISSIPATION, fmin(not_sticking, not_opposing_at_bound));
}

/* Dynamic (sliding) row (Baraff 1994, section 5): the friction is known
 * up to f_N, f_F = -mu f_N slide, where slide is this row's component of
 * the unit sliding direction.  Its acceleration is free. */
static void check_dynamic_row(verdict *v, const scales *s, int t,
                              double f_t, double mu, double f_n, double slide)
{
    note_violation(v, t, s, CF_COND_DYNAMIC,
                   fabs(f_t + mu * f_n * slide) / friction_scale(s, mu, f_n));
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
 * in a problem that failed validation) is checked as a one-row contact.
 * The pair's acceleration scale is the length of (S_t, S_partner), which
 * bounds ||a_T|| as each S bounds its |a|. */
static void check_friction3d_row(verdict *v, const scales *s, const cf_problem *p,
                                 const floors *fl, const double *f, int t, double a_t)
{
    int is_first;
    int partner = friction3d_partner(p, t, &is_first);
    if (!is_first)
        return; /* checked together with the first tangent row */
    double f_T[2] = {f[t], 0.0};
    double a_T[2] = {a_t, 0.0};
    scales pair = *s;
    if (partner >= 0) {
        row_terms other = fl->a != NULL ? (row_terms){fl->a[partner], fl->size[partner]}
                                        : row_acceleration_terms(p, f, partner);
        if (!isfinite(other.a))
            return; /* rejected as non-finite when the loop reaches the partner */
        f_T[1] = f[partner];
        a_T[1] = other.a;
        scales other_scales = row_scales(p, fl, f, partner, other.size);
        pair.accel = usable_scale(hypot(s->accel, other_scales.accel));
        pair.force = fmax(s->force, other_scales.force);
        pair.floor_force = fmax(s->floor_force, other_scales.floor_force);
    }
    check_friction3d_pair(v, &pair, t, f_T, a_T, p->rows[t].mu, bound_normal_force(p, f, t));
}

static void check_row(verdict *v, const scales *s, const cf_problem *p, const floors *fl,
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
        check_friction3d_row(v, s, p, fl, f, i, a_i);
        break;
    case CF_ROW_DYNAMIC:
        check_dynamic_row(v, s, i, f[i], row->mu, bound_normal_force(p, f, i), row->slide);
        break;
    default:
        /* An unknown kind has no conditions anyone could satisfy. */
        note_violation(v, i, s, CF_COND_FINITE, INFINITY);
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

static cf_certificate certificate_from(const verdict *v, const floors *fl, double tol)
{
    cf_certificate c;
    c.worst = v->worst;
    c.worst_row = v->row;
    c.worst_condition = v->condition;
    c.row_force_scale = v->row_scales.force;
    c.row_accel_scale = v->row_scales.accel;
    c.force_scale = usable_scale(fl->largest_force);
    c.accel_scale = usable_scale(fl->largest_accel_scale);
    c.tol = tol;
    c.ok = v->worst <= tol;
    return c;
}

/* The memory a certificate needs: accel (the floors), a and terms_size
 * (n values each), and work (2 n ints, or NULL: see compute_floors). */
typedef struct certify_memory {
    double *accel, *a, *terms_size;
    int *work;
} certify_memory;

static cf_certificate certify_with(const cf_problem *p, const sparse_rows *rows,
                                   const double *f, double tol, certify_memory m)
{
    const scales unit = {1.0, 1.0, 0.0};
    verdict v = {0.0, -1, CF_COND_NONE, unit};
    read_rows(p, rows, f, m.a, m.terms_size, m.work);
    floors fl = compute_floors(p, f, tol, m.terms_size, m.accel, m.work,
                               m.work != NULL ? m.work + p->n : NULL);
    fl.a = m.a;
    fl.size = m.terms_size;

    /* A NaN makes every comparison false, so it would pass every other
     * check: reject it first, on the first row that has one. */
    int bad = first_nonfinite(p->n, f);
    if (bad >= 0) {
        note_violation(&v, bad, &unit, CF_COND_FINITE, INFINITY);
        return certificate_from(&v, &fl, tol);
    }

    for (int i = 0; i < p->n; i++) {
        scales s = row_scales(p, &fl, f, i, m.terms_size[i]);
        if (!isfinite(m.a[i])) {
            note_violation(&v, i, &s, CF_COND_FINITE, INFINITY);
            break; /* nothing can be worse */
        }
        check_row(&v, &s, p, &fl, f, i, m.a[i]);
    }
    return certificate_from(&v, &fl, tol);
}

cf_certificate cf_certify(const cf_problem *p, const double *f, double tol, double *a_out)
{
    return cf_certify_sparse(p, NULL, f, tol, a_out);
}

cf_certificate cf_certify_sparse(const cf_problem *p, const sparse_rows *rows, const double *f,
                                 double tol, double *a_out)
{
    const scales unit = {1.0, 1.0, 0.0};
    verdict v = {0.0, -1, CF_COND_NONE, unit};
    floors none = {0.0, 0.0, NULL, NULL, NULL};
    if (p == NULL || f == NULL || p->n < 1) {
        note_violation(&v, -1, &unit, CF_COND_FINITE, INFINITY);
        return certificate_from(&v, &none, tol);
    }
    /* The floor of each row, the rows' a and S, and the blocks' bookkeeping
     * (a goes to a_out when the caller wants it).  Without memory for the
     * numbers nothing can be judged: the certificate says so as a
     * rejection (CF_COND_FINITE on no row), never as a pass; without
     * memory for the blocks, every row is its own block (compute_floors). */
    enum { SMALL = 64 }; /* most problems: no allocation at all */
    const size_t n = (size_t)p->n;
    if (p->n <= SMALL) {
        double small[3 * SMALL];
        int small_work[2 * SMALL];
        certify_memory m = {small, a_out != NULL ? a_out : small + SMALL, small + 2 * SMALL,
                            small_work};
        return certify_with(p, rows, f, tol, m);
    }
    double *numbers = malloc(3 * n * sizeof *numbers);
    if (numbers == NULL) {
        note_violation(&v, -1, &unit, CF_COND_FINITE, INFINITY);
        return certificate_from(&v, &none, tol);
    }
    certify_memory m = {numbers, a_out != NULL ? a_out : numbers + n, numbers + 2 * n,
                        malloc(2 * n * sizeof(int))};
    cf_certificate c = certify_with(p, rows, f, tol, m);
    free(m.work);
    free(numbers);
    return c;
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
