/* lcp_fallback.c - the last resort of stages 2, 3 and 4: the problem
 * written as a linear complementarity problem and solved by Lemke's
 * method, and for a handful of contacts every combination of their modes.
 *
 * NOT PART OF ANY LESSON.  Baraff's pivoting (chapters 2 to 4) ends
 * without an answer on some problems that have one: roundoff at the edge
 * of double precision picks a wrong set, a friction's drive cannot move
 * its acceleration (a body held by more contacts than it has freedoms), a
 * path comes back (termination with friction is not proven, Baraff 1994,
 * section 5).  Then, and only then, the problem is written as an LCP and
 * solved by Lemke's method (Cottle, Pang and Stone 1992, section 4.4).  In
 * 2D the friction interval is exactly two directions, so the LCP is the
 * problem itself, not an approximation (Stewart and Trinkle 1996 write it
 * for any polygon):
 *   w_N = a_N                 >= 0  against f_N >= 0
 *   w_+ = a_F + lambda        >= 0  against beta_+ >= 0
 *   w_- = -a_F + lambda       >= 0  against beta_- >= 0
 *   w_l = mu f_N - beta_+ - beta_-  >= 0  against lambda >= 0
 * with f_F = beta_+ - beta_-; a joint, whose force has either sign, is
 * f_B = u - v with w_u = a_B >= 0 against u and w_v = -a_B >= 0 against
 * v.  Lemke's method need not end in an answer for such a problem either;
 * what it finds is certified against the problem as given.  Stage 5's
 * comparison models solve their LCPs with the same cf_lemke.
 */
#include "lcp_fallback.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "dense.h"
#include "fallback.h"
#include "equilibrate.h"
#include "repeats.h"
#include "newton_fallback.h"

#define LEMKE_ZERO 1e-12

/* The rows these fall-backs write as an LCP: normal, joint, 2D friction. */
static int lcp_rows_only(const cf_problem *p)
{
    for (int i = 0; i < p->n; i++) {
        cf_row_kind kind = p->rows[i].kind;
        if (kind != CF_ROW_NORMAL && kind != CF_ROW_BILATERAL && kind != CF_ROW_FRICTION2D)
            return 0;
    }
    return 1;
}

// start snippet lemke
/* Lemke's method for w = M z + q, w >= 0, z >= 0, w . z = 0 (Cottle, Pang
 * and Stone 1992, section 4.4), on a dense tableau of m rows and columns
 * w (m), z (m), the artificial z0 and the right-hand side.  z0 enters at
 * the most negative q; then the complement of whatever left the basis
 * enters, until z0 leaves.  CF_UNBOUNDED_RAY when the entering column has
 * no positive entry (the secondary ray), CF_PIVOT_LIMIT at the cap.  T
 * holds m (2m + 2) doubles, basis m ints. */
cf_status cf_lemke(int m, const double *M, const double *q, double *z, double *T,
                           int *basis, int max_pivots)
{
    const int cols = 2 * m + 2, z0 = 2 * m, rhs = 2 * m + 1;
    int r = 0;
    for (int i = 0; i < m; i++) {
        z[i] = 0.0;
        if (q[i] < q[r])
            r = i;
    }
    if (q[r] >= 0.0)
        return CF_OK; /* z = 0 already */
    for (int i = 0; i < m; i++) {
        for (int c = 0; c < cols; c++)
            T[i * cols + c] = 0.0;
        T[i * cols + i] = 1.0;
        for (int j = 0; j < m; j++)
            T[i * cols + m + j] = -M[i * m + j];
        T[i * cols + z0] = -1.0;
        T[i * cols + rhs] = q[i];
        basis[i] = i;
    }
    int entering = z0;
    for (int pivots = 0; pivots < max_pivots; pivots++) {
        /* pivot on (r, entering) */
        double *row = &T[r * cols];
        double p = row[entering];
        for (int c = 0; c < cols; c++)
            row[c] /= p;
        for (int i = 0; i < m; i++) {
            double factor = T[i * cols + entering];
            if (i == r || factor == 0.0)
                continue;
            for (int c = 0; c < cols; c++)
                T[i * cols + c] -= factor * row[c];
        }
        int leaving = basis[r];
        basis[r] = entering;
        if (leaving == z0) {
            for (int i = 0; i < m; i++)
                if (basis[i] >= m && basis[i] < 2 * m)
                    z[basis[i] - m] = T[i * cols + rhs];
            return CF_OK;
        }
        entering = leaving < m ? leaving + m : leaving - m; /* the complement */
        /* ratio test: the basic variable that reaches zero first; z0 wins
         * ties, and other ties go to the lexicographically smallest row of
         * the basis inverse (the w columns) over its pivot, which keeps a
         * degenerate problem from cycling */
        r = -1;
        double best = INFINITY;
        for (int i = 0; i < m; i++) {
            double coef = T[i * cols + entering];
            if (coef <= LEMKE_ZERO)
                continue;
            double ratio = T[i * cols + rhs] / coef;
            int better = ratio < best - LEMKE_ZERO;
            if (!better && r >= 0 && ratio <= best + LEMKE_ZERO && basis[r] != z0) {
                if (basis[i] == z0)
                    better = 1;
                else
                    for (int c = 0; c < m; c++) {
                        double mine = T[i * cols + c] / coef;
                        double theirs = T[r * cols + c] / T[r * cols + entering];
                        if (mine != theirs) {
                            better = mine < theirs;
                            break;
                        }
                    }
            }
            if (better) {
                best = ratio;
                r = i;
            }
        }
        if (r < 0)
            return CF_UNBOUNDED_RAY;
    }
    return CF_PIVOT_LIMIT;
}
// end snippet lemke

/* The LCP's variables: which row of p each belongs to, and how its force
 * enters f (+1 or -1), or lambda (row -1). */
typedef struct lcp_var {
    int row;    /* the row of p whose force it makes, or its contact's friction row (lambda) */
    int kind;   /* 0: a force, +1 or -1 times z; 1: lambda */
    double sign;
} lcp_var;

/* w_v = (A f + b)_row times its sign, plus lambda for a friction; for
 * lambda: mu f_N - beta_+ - beta_-.  M column by column from the
 * variables' forces. */
static void build(const cf_problem *p, const lcp_var *v, int m, double *M, double *q)
{
    const int n = p->n;
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < m; j++) {
            double entry = 0.0;
            if (v[i].kind == 0 && v[j].kind == 0)
                entry = v[i].sign * p->A[(size_t)v[i].row * n + v[j].row] * v[j].sign;
            else if (v[i].kind == 0 && v[j].kind == 1)
                entry = v[j].row == v[i].row && p->rows[v[i].row].kind == CF_ROW_FRICTION2D ? 1.0
                                                                                           : 0.0;
            else if (v[i].kind == 1 && v[j].kind == 0) {
                int t = v[i].row; /* lambda of friction row t */
                if (v[j].row == p->rows[t].normal)
                    entry = p->rows[t].mu;
                else if (v[j].row == t)
                    entry = -1.0;
            }
            M[i * m + j] = entry;
        }
        q[i] = v[i].kind == 0 ? v[i].sign * p->b[v[i].row] : 0.0;
    }
}

cf_status cf_lemke_fallback(const cf_problem *p, const cf_solve_options *options,
                                    cf_status status, double *f, double *a)
{
    if (!cf_may_fall_back(options, status) || p == NULL || !lcp_rows_only(p))
        return status;
    const int n = p->n;
    int m = 0;
    for (int i = 0; i < n; i++) {
        cf_row_kind kind = p->rows[i].kind;
        m += kind == CF_ROW_NORMAL ? 1 : kind == CF_ROW_BILATERAL ? 2
             : kind == CF_ROW_FRICTION2D && p->rows[i].mu > 0.0 ? 3 : 0;
    }
    lcp_var *v = malloc((size_t)(m > 0 ? m : 1) * sizeof *v);
    double *M = malloc((size_t)m * (size_t)m * sizeof *M + 1);
    double *q = malloc((size_t)(m > 0 ? m : 1) * sizeof *q), *z = malloc((size_t)(m > 0 ? m : 1) * sizeof *z);
    double *T = malloc((size_t)m * (size_t)(2 * m + 2) * sizeof *T + 1);
    int *basis = malloc((size_t)(m > 0 ? m : 1) * sizeof *basis);
    double *g = malloc((size_t)n * sizeof *g), *c = malloc((size_t)n * sizeof *c);
    if (v == NULL || M == NULL || q == NULL || z == NULL || T == NULL || basis == NULL || g == NULL
        || c == NULL)
        goto done;
    m = 0;
    for (int i = 0; i < n; i++) {
        cf_row_kind kind = p->rows[i].kind;
        if (kind == CF_ROW_NORMAL) {
            v[m++] = (lcp_var){i, 0, 1.0};
        } else if (kind == CF_ROW_BILATERAL) {
            v[m++] = (lcp_var){i, 0, 1.0};
            v[m++] = (lcp_var){i, 0, -1.0};
        } else if (kind == CF_ROW_FRICTION2D && p->rows[i].mu > 0.0) {
            v[m++] = (lcp_var){i, 0, 1.0};  /* beta_+ */
            v[m++] = (lcp_var){i, 0, -1.0}; /* beta_- */
            v[m++] = (lcp_var){i, 1, 1.0};  /* lambda */
        }
    }
    build(p, v, m, M, q);
    if (cf_lemke(m, M, q, z, T, basis, 50 * m + 50) != CF_OK)
        goto done;
    for (int i = 0; i < n; i++)
        g[i] = 0.0;
    for (int k = 0; k < m; k++)
        if (v[k].kind == 0)
            g[v[k].row] += v[k].sign * z[k];
    /* beta_+ - beta_- can come out a few ulps outside the interval (by
     * more than nothing where f_N = 0): put it back inside */
    for (int i = 0; i < n; i++)
        if (p->rows[i].kind == CF_ROW_FRICTION2D) {
            double bound = p->rows[i].mu * fmax(g[p->rows[i].normal], 0.0);
            g[i] = fmax(-bound, fmin(bound, g[i]));
        }
    if (cf_fall_back_keep(p, options, g, c, f, a,
                          "the pivoting stopped with %s; Lemke's method on the problem written as "
                          "an LCP found this answer", cf_status_name(status)))
        status = CF_OK;
done:
    free(v);
    free(M);
    free(q);
    free(z);
    free(T);
    free(basis);
    free(g);
    free(c);
    return status;
}

/* ---- Enumerating the modes of a handful of contacts ----
 *
 * When Lemke's method does not end in an answer either, a problem of a few
 * contacts is solved by trying every combination of modes: a contact
 * separates (f = 0, a_N >= 0), sticks (a_N = 0 and a_F = 0, f_N >= 0,
 * |f_F| <= mu f_N), or slides one way or the other (a_N = 0, f_F = +-mu f_N
 * against a_F); a joint holds (a_B = 0).  Each combination is a square
 * linear system; its solution is an answer when the certifier accepts it.
 * Where the forces are not unique (more contacts than a body has
 * freedoms), some combination with contacts that separate, their a_N = 0
 * and f_N = 0 together, has a nonsingular system: so for as many contacts
 * as are tried this finds an answer whenever one exists. */

#define ENUMERATE_MAX_MODES 20000 /* 4^7: at most seven contacts with friction */

enum { MODE_SEPARATE = 0, MODE_STICK, MODE_SLIDE_PLUS, MODE_SLIDE_MINUS };

/* The unknowns and equations of one combination, solved: 1 and the forces
 * in g when the system has a solution (the certifier then judges them). */
static int try_modes(const cf_problem *p, const int *mode, const int *friction_of, double *M,
                     double *rhs, double *x, double *work, int *column, double *g)
{
    const int n = p->n;
    int k = 0;
    for (int i = 0; i < n; i++) {
        cf_row_kind kind = p->rows[i].kind;
        if (kind == CF_ROW_BILATERAL || (kind == CF_ROW_NORMAL && mode[i] != MODE_SEPARATE))
            column[k++] = i;
        else if (kind == CF_ROW_FRICTION2D && mode[p->rows[i].normal] == MODE_STICK
                 && p->rows[i].mu > 0.0)
            column[k++] = i;
    }
    /* column r: unknown f of row column[r], with a sliding friction folded
     * into its normal's column; equation r: a of that row = 0 */
    for (int r = 0; r < k; r++) {
        int i = column[r];
        for (int q = 0; q < k; q++) {
            int j = column[q];
            double entry = p->A[(size_t)i * n + j];
            int t = p->rows[j].kind == CF_ROW_NORMAL ? friction_of[j] : -1;
            if (t >= 0 && (mode[j] == MODE_SLIDE_PLUS || mode[j] == MODE_SLIDE_MINUS))
                entry += (mode[j] == MODE_SLIDE_PLUS ? 1.0 : -1.0) * p->rows[t].mu
                         * p->A[(size_t)i * n + t];
            M[r * k + q] = entry;
        }
        rhs[r] = -p->b[i];
    }
    if (cf_solve_clamped(k, M, rhs, x, work, 1e-12) != CF_OK)
        return 0;
    for (int i = 0; i < n; i++)
        g[i] = 0.0;
    for (int r = 0; r < k; r++)
        g[column[r]] = x[r];
    for (int i = 0; i < n; i++) {
        int t = p->rows[i].kind == CF_ROW_NORMAL ? friction_of[i] : -1;
        if (t >= 0 && (mode[i] == MODE_SLIDE_PLUS || mode[i] == MODE_SLIDE_MINUS))
            g[t] = (mode[i] == MODE_SLIDE_PLUS ? 1.0 : -1.0) * p->rows[t].mu * g[i];
    }
    return 1;
}

/* ---- When a combination's system is singular ----
 *
 * A body squeezed between contacts whose normals oppose (or held by more
 * contacts than it has freedoms) leaves the system of a combination
 * singular: its answers are a whole polyhedron, f plus any squeeze along
 * the null space, and the one solution the solve picks (the free unknowns
 * at zero) can break a friction bound that a harder squeeze would meet.
 * The polyhedron has no line in it (every f_N >= 0 and |f_T| <= mu f_N),
 * so when it is not empty it has a vertex, and at a vertex as many
 * independent conditions hold with equality as there are unknowns: the
 * combination's own equations, and where they fall k short, k of the
 * inequalities that bound it, met exactly.  Those are, for a contact
 * that sticks, its friction at either bound (sticking at the bound: a_T
 * = 0 and f_T = +-mu f_N); for one that slides, a_T = 0 or f_N = 0; for
 * one that separates, a_N = 0; for a contact without friction, the
 * equation of its other mode.  So each singular combination is tried
 * again with every choice of k of them (a polyhedron with no line has a
 * vertex, and a vertex is where n independent constraints are active:
 * Bertsimas and Tsitsiklis 1997, "Introduction to Linear Optimization",
 * sections 2.2 and 2.5).  The
 * systems are written in the forces themselves, not with the sliding
 * frictions folded in, and are solved by elimination with complete
 * pivoting, the unknowns and equations scaled by sqrt(A_ii) as the
 * equilibrated problem is (equilibrate.c). */

#define VERTEX_MAX_DEFICIENCY 3 /* k: a few squeezes at once */
#define VERTEX_MAX_SYSTEMS 200000L /* about a second at the largest size tried */
#define VERTEX_RANK_TOL 1e-12

typedef enum { EQ_ACCEL, EQ_FORCE, EQ_BOUND_PLUS, EQ_BOUND_MINUS } equation_kind;

typedef struct equation {
    equation_kind kind;
    int row;
} equation;

/* One equation as a row of n coefficients of the scaled unknowns y_j =
 * scale_j f_j, and its right-hand side:
 *   a_i = 0               (A_i. f = -b_i)           over scale_i
 *   f_i = 0
 *   f_T -+ mu f_N = 0                               times scale_T */
static void write_equation(const cf_problem *p, const double *scale, equation e, double *E,
                           double *rhs)
{
    const int n = p->n, i = e.row;
    for (int j = 0; j < n; j++)
        E[j] = 0.0;
    *rhs = 0.0;
    if (e.kind == EQ_ACCEL) {
        for (int j = 0; j < n; j++)
            E[j] = p->A[(size_t)i * n + j] / (scale[i] * scale[j]);
        *rhs = -p->b[i] / scale[i];
    } else if (e.kind == EQ_FORCE) {
        E[i] = 1.0;
    } else {
        const int N = p->rows[i].normal;
        E[i] = 1.0;
        E[N] = (e.kind == EQ_BOUND_PLUS ? -1.0 : 1.0) * p->rows[i].mu * scale[i] / scale[N];
    }
}

/* The equations of a combination (n of them into base when it is one
 * square system) and the inequalities that bound its answers, as
 * equations, into extra; the number of base equations. */
static int combination_equations(const cf_problem *p, const int *mode, const int *friction_of,
                                 equation *base, equation *extra, int *extras)
{
    int k = 0, x = 0;
    for (int i = 0; i < p->n; i++) {
        cf_row_kind kind = p->rows[i].kind;
        if (kind == CF_ROW_BILATERAL) {
            base[k++] = (equation){EQ_ACCEL, i};
            continue;
        }
        if (kind != CF_ROW_NORMAL)
            continue;
        const int t = friction_of[i];
        const int rubs = t >= 0 && p->rows[t].mu > 0.0;
        if (t >= 0 && !rubs)
            base[k++] = (equation){EQ_FORCE, t}; /* mu = 0: no friction force */
        if (mode[i] == MODE_SEPARATE) {
            base[k++] = (equation){EQ_FORCE, i};
            if (rubs)
                base[k++] = (equation){EQ_FORCE, t};
            extra[x++] = (equation){EQ_ACCEL, i};
        } else if (!rubs) {
            base[k++] = (equation){EQ_ACCEL, i};
            extra[x++] = (equation){EQ_FORCE, i};
        } else if (mode[i] == MODE_STICK) {
            base[k++] = (equation){EQ_ACCEL, i};
            base[k++] = (equation){EQ_ACCEL, t};
            extra[x++] = (equation){EQ_BOUND_PLUS, t};
            extra[x++] = (equation){EQ_BOUND_MINUS, t};
        } else {
            base[k++] = (equation){EQ_ACCEL, i};
            base[k++] = (equation){mode[i] == MODE_SLIDE_PLUS ? EQ_BOUND_PLUS : EQ_BOUND_MINUS, t};
            extra[x++] = (equation){EQ_ACCEL, t};
            extra[x++] = (equation){EQ_FORCE, i};
        }
    }
    *extras = x;
    return k;
}

/* The rank of m >= n equations E y = rhs in n unknowns (E row-major, m by
 * n), and when it is n and they agree, their solution in y (1; else 0):
 * cf_solve_dense_rank's complete pivoting (a pivot below tol times the
 * largest entry counts as zero) on E padded with zero columns to a square
 * M (m by m; rhs is overwritten, x holds m). */
static int solve_for_vertex(int m, int n, const double *E, double *rhs, double *M, double *x,
                            double *y, double tol, int *rank)
{
    for (int r = 0; r < m; r++)
        for (int c = 0; c < m; c++)
            M[(size_t)r * m + c] = c < n ? E[(size_t)r * n + c] : 0.0;
    cf_status status = cf_solve_dense_rank(m, M, rhs, x, tol, rank);
    for (int c = 0; c < n; c++)
        y[c] = x[c];
    return status == CF_OK && *rank == n;
}

/* Workspace of the vertex search. */
typedef struct vertex_work {
    equation *base, *extra; /* n and 2n */
    double *scale, *E, *rhs, *y; /* n, (n + deficiency) n, n + deficiency, n */
    double *M, *x;               /* (n + deficiency)^2, n + deficiency */
    int *choice;                 /* deficiency */
    long systems;                /* solved so far, against VERTEX_MAX_SYSTEMS */
} vertex_work;

/* The combination mode, when its system is singular: every choice of as
 * many of its bounding inequalities, met exactly, as it falls short; the
 * first solution the certifier accepts is kept (1). */
static int vertex_of_combination(const cf_problem *p, const cf_solve_options *options,
                                 cf_status status, long combinations, const int *mode,
                                 const int *friction_of, vertex_work *w, double *g, double *c,
                                 double *f, double *a)
{
    const int n = p->n;
    int extras = 0;
    if (combination_equations(p, mode, friction_of, w->base, w->extra, &extras) != n)
        return 0;
    for (int r = 0; r < n; r++)
        write_equation(p, w->scale, w->base[r], &w->E[(size_t)r * n], &w->rhs[r]);
    w->systems++;
    int rank = n;
    solve_for_vertex(n, n, w->E, w->rhs, w->M, w->x, w->y, VERTEX_RANK_TOL, &rank);
    const int deficiency = n - rank;
    if (deficiency == 0 || deficiency > VERTEX_MAX_DEFICIENCY || deficiency > extras)
        return 0;
    const int m = n + deficiency;
    for (int k = 0; k < deficiency; k++)
        w->choice[k] = k;
    for (;;) {
        if (w->systems++ >= VERTEX_MAX_SYSTEMS)
            return 0;
        for (int r = 0; r < m; r++)
            write_equation(p, w->scale, r < n ? w->base[r] : w->extra[w->choice[r - n]],
                           &w->E[(size_t)r * n], &w->rhs[r]);
        if (solve_for_vertex(m, n, w->E, w->rhs, w->M, w->x, w->y, VERTEX_RANK_TOL, &rank)) {
            for (int j = 0; j < n; j++)
                g[j] = w->y[j] / w->scale[j];
            if (cf_fall_back_keep(p, options, g, c, f, a,
                                  "the pivoting stopped with %s; trying the %ld combinations of "
                                  "the contacts' modes found this answer, at a vertex of its "
                                  "combination's answers", cf_status_name(status), combinations))
                return 1;
        }
        /* the next choice of deficiency of the extras, in lexicographic order */
        int k = deficiency - 1;
        while (k >= 0 && w->choice[k] == extras - deficiency + k)
            k--;
        if (k < 0)
            return 0;
        w->choice[k]++;
        for (int q = k + 1; q < deficiency; q++)
            w->choice[q] = w->choice[q - 1] + 1;
    }
}

cf_status cf_enumerate_fallback(const cf_problem *p, const cf_solve_options *options,
                                        cf_status status, double *f, double *a)
{
    if (!cf_may_fall_back(options, status) || p == NULL || !lcp_rows_only(p))
        return status;
    const int n = p->n;
    const size_t rows = (size_t)n + VERTEX_MAX_DEFICIENCY;
    int *friction_of = malloc((size_t)n * sizeof *friction_of);
    int *mode = calloc((size_t)n, sizeof *mode), *column = malloc((size_t)n * sizeof *column);
    int *contacts = malloc((size_t)n * sizeof *contacts);
    double *M = malloc((size_t)n * (size_t)n * sizeof *M), *rhs = malloc((size_t)n * sizeof *rhs);
    double *x = malloc((size_t)n * sizeof *x), *work = malloc(((size_t)n * (size_t)n + (size_t)n) * sizeof *work);
    double *g = malloc((size_t)n * sizeof *g), *c = malloc((size_t)n * sizeof *c);
    vertex_work w = {
        .base = malloc((size_t)n * sizeof *w.base),
        .extra = malloc(2 * (size_t)n * sizeof *w.extra),
        .scale = malloc((size_t)n * sizeof *w.scale),
        .E = malloc(rows * (size_t)n * sizeof *w.E),
        .rhs = malloc(rows * sizeof *w.rhs),
        .y = malloc((size_t)n * sizeof *w.y),
        .M = malloc(rows * rows * sizeof *w.M),
        .x = malloc(rows * sizeof *w.x),
        .choice = malloc(VERTEX_MAX_DEFICIENCY * sizeof *w.choice),
        .systems = 0,
    };
    if (friction_of == NULL || mode == NULL || column == NULL || contacts == NULL || M == NULL
        || rhs == NULL || x == NULL || work == NULL || g == NULL || c == NULL || w.base == NULL
        || w.extra == NULL || w.scale == NULL || w.E == NULL || w.rhs == NULL || w.y == NULL
        || w.M == NULL || w.x == NULL || w.choice == NULL)
        goto done;
    for (int i = 0; i < n; i++) {
        friction_of[i] = -1;
        double d = p->A[(size_t)i * n + i];
        w.scale[i] = d > 0.0 && isfinite(d) ? sqrt(d) : 1.0;
    }
    for (int i = 0; i < n; i++)
        if (p->rows[i].kind == CF_ROW_FRICTION2D)
            friction_of[p->rows[i].normal] = i;
    /* the contacts, and how many modes each has: 4 with friction, 2 without */
    int count = 0;
    long combinations = 1;
    for (int i = 0; i < n && combinations <= ENUMERATE_MAX_MODES; i++)
        if (p->rows[i].kind == CF_ROW_NORMAL) {
            contacts[count++] = i;
            combinations *= friction_of[i] >= 0 && p->rows[friction_of[i]].mu > 0.0 ? 4 : 2;
        }
    if (combinations > ENUMERATE_MAX_MODES)
        goto done;
    /* first each combination's square system as it is; then, for those
     * that are singular, their vertices (above), where friction can
     * squeeze: without friction the rows are an LCP, and Lemke's method,
     * which ran before, already settles an LCP whose A is copositive-plus,
     * as a contact-space A is (Cottle, Pang and Stone 1992, section 4.4) */
    int passes = 1;
    for (int i = 0; i < n; i++)
        if (p->rows[i].kind == CF_ROW_FRICTION2D && p->rows[i].mu > 0.0)
            passes = 2;
    for (int pass = 0; pass < passes && status != CF_OK; pass++)
        for (long code = 0; code < combinations; code++) {
            long rest = code;
            for (int k = 0; k < count; k++) {
                int i = contacts[k];
                int modes = friction_of[i] >= 0 && p->rows[friction_of[i]].mu > 0.0 ? 4 : 2;
                mode[i] = (int)(rest % modes);
                rest /= modes;
            }
            if (pass == 0 ? try_modes(p, mode, friction_of, M, rhs, x, work, column, g)
                                && cf_fall_back_keep(p, options, g, c, f, a,
                                                     "the pivoting stopped with %s; trying the %ld "
                                                     "combinations of the contacts' modes found "
                                                     "this answer", cf_status_name(status),
                                                     combinations)
                          : vertex_of_combination(p, options, status, combinations, mode,
                                                  friction_of, &w, g, c, f, a)) {
                status = CF_OK;
                break;
            }
        }
done:
    free(friction_of);
    free(mode);
    free(column);
    free(contacts);
    free(M);
    free(rhs);
    free(x);
    free(work);
    free(g);
    free(c);
    free(w.base);
    free(w.extra);
    free(w.scale);
    free(w.E);
    free(w.rhs);
    free(w.y);
    free(w.M);
    free(w.x);
    free(w.choice);
    return status;
}

// start snippet fall_back
cf_status cf_fall_back(cf_solver solve, const cf_problem *p, const cf_solve_options *options,
                       cf_status status, double *f, double *a)
{
    status = cf_lemke_fallback(p, options, status, f, a);
    status = cf_retry_equilibrated(solve, p, options, status, f, a);
    status = cf_retry_without_repeats(solve, p, options, status, f, a);
    status = cf_enumerate_fallback(p, options, status, f, a);
    return cf_newton_fallback(p, options, status, f, a);
}
// end snippet fall_back
