/* judge.c - an independent judge of one stage's result on one problem (judge.h). */
#include "judge.h"

#include <float.h>
#include <math.h>
#include <string.h>

#define MAX_N CF_CASE_MAX_N

static const char *const verdict_names[CF_VERDICT_COUNT] = {
    [CF_VERDICT_OK] = "ok",
    [CF_VERDICT_WRONG] = "wrong claim",
    [CF_VERDICT_FALSE_FAILURE] = "false failure",
    [CF_VERDICT_NAMED] = "named status",
    [CF_VERDICT_ILL] = "ill-conditioned",
    [CF_VERDICT_NEAR] = "nearly solvable",
};

const char *cf_verdict_name(cf_verdict verdict)
{
    if ((int)verdict < 0 || verdict >= CF_VERDICT_COUNT)
        return "unknown verdict";
    return verdict_names[verdict];
}

static long double entry(const cf_problem *p, int i, int j)
{
    return p->A[(size_t)i * (size_t)p->n + (size_t)j];
}

static int is_friction(cf_row_kind kind)
{
    return kind == CF_ROW_FRICTION2D || kind == CF_ROW_FRICTION3D || kind == CF_ROW_DYNAMIC;
}

/* ------------------------------------------------------------------------
 * Blocks: union-find over the pattern of A and the contacts' rows.
 * ------------------------------------------------------------------------ */

static int root(int *parent, int i)
{
    while (parent[i] != i) {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    return i;
}

static void join(int *parent, int i, int j)
{
    int ri = root(parent, i), rj = root(parent, j);
    if (ri != rj)
        parent[ri > rj ? ri : rj] = ri < rj ? ri : rj;
}

int cf_judge_blocks(const cf_problem *p, int *block)
{
    const int n = p->n;
    int parent[MAX_N], label[MAX_N];
    for (int i = 0; i < n; i++) {
        parent[i] = i;
        label[i] = -1;
    }
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++)
            if (entry(p, i, j) != 0.0L || entry(p, j, i) != 0.0L)
                join(parent, i, j);
        int k = p->rows[i].normal;
        if (is_friction(p->rows[i].kind) && k >= 0 && k < n)
            join(parent, i, k);
    }
    int count = 0;
    for (int i = 0; i < n; i++) {
        int r = root(parent, i);
        if (label[r] < 0)
            label[r] = count++;
        block[i] = label[r];
    }
    return count;
}

/* ------------------------------------------------------------------------
 * Scales: a_i, s_i, and the floor of each block.
 * ------------------------------------------------------------------------ */

typedef struct scales {
    int n, blocks;
    int block[MAX_N];
    int size[MAX_N];          /* rows per block */
    long double a[MAX_N];     /* A f + b */
    long double s[MAX_N];     /* |b_i| + sum_j |A_ij| max(|f_j|, |g_j|) */
    long double floor[MAX_N]; /* per block: n_B u max_{k in B} s_k */
} scales;

/* With g = NULL, s_i is measured from f alone. */
static void measure(const cf_problem *p, const double *f, const double *g, scales *sc)
{
    const int n = p->n;
    sc->n = n;
    sc->blocks = cf_judge_blocks(p, sc->block);
    for (int k = 0; k < sc->blocks; k++) {
        sc->size[k] = 0;
        sc->floor[k] = 0.0L;
    }
    for (int i = 0; i < n; i++) {
        long double a = p->b[i], s = fabsl((long double)p->b[i]);
        for (int j = 0; j < n; j++) {
            long double A_ij = entry(p, i, j);
            a += A_ij * f[j];
            long double size = fabsl((long double)f[j]);
            if (g != NULL && fabsl((long double)g[j]) > size)
                size = fabsl((long double)g[j]);
            s += fabsl(A_ij) * size;
        }
        sc->a[i] = a;
        sc->s[i] = s;
        sc->size[sc->block[i]]++;
        if (s > sc->floor[sc->block[i]])
            sc->floor[sc->block[i]] = s;
    }
    for (int k = 0; k < sc->blocks; k++)
        sc->floor[k] *= sc->size[k] * (long double)DBL_EPSILON;
}

static long double allowance(const scales *sc, int i, double tol)
{
    return fmaxl(tol * sc->s[i], sc->floor[sc->block[i]]);
}

/* ------------------------------------------------------------------------
 * The conditions, row by row.
 * ------------------------------------------------------------------------ */

static void note(cf_finding *worst, int row, const char *condition, long double amount,
                 long double allowed)
{
    long double ratio;
    if (!(amount == amount) || !(allowed == allowed))
        ratio = INFINITY; /* NaN: nothing holds */
    else if (amount <= allowed)
        ratio = allowed > 0.0L ? amount / allowed : 0.0L;
    else
        ratio = allowed > 0.0L ? amount / allowed : INFINITY;
    if (ratio < 0.0L)
        ratio = 0.0L;
    if (worst->row < 0 || ratio > worst->ratio) {
        worst->row = row;
        worst->condition = condition;
        worst->amount = (double)amount;
        worst->allowed = (double)allowed;
        worst->ratio = (double)ratio;
    }
}

/* Of two ways to satisfy a condition (sticking, or at the bound against
 * the sliding), the nearer: the smaller ratio. */
static void note_either(cf_finding *worst, int row, const char *condition, long double amount1,
                        long double allowed1, long double amount2, long double allowed2)
{
    cf_finding first = {-1, NULL, 0, 0, 0}, second = {-1, NULL, 0, 0, 0};
    note(&first, row, condition, amount1, allowed1);
    note(&second, row, condition, amount2, allowed2);
    const cf_finding *nearer = first.ratio <= second.ratio ? &first : &second;
    if (worst->row < 0 || nearer->ratio > worst->ratio)
        *worst = *nearer;
}

static void check_normal(const cf_problem *p, const double *f, const scales *sc, double tol,
                         int i, cf_finding *worst)
{
    long double e = allowance(sc, i, tol), a = sc->a[i], A_ii = entry(p, i, i);
    note(worst, i, "acceleration nonnegativity", -a, e);
    if (A_ii > 0.0L) {
        long double pushed = A_ii * f[i];
        note(worst, i, "force nonnegativity", -pushed, e);
        if (a > e && pushed > e)
            note_either(worst, i, "complementarity", a, e, pushed, e);
    } else {
        note(worst, i, "force nonnegativity (zero row)", -(long double)f[i], 0.0L);
        if (a > e && f[i] > 0.0)
            note_either(worst, i, "complementarity (zero row)", a, e, f[i], 0.0L);
    }
}

/* The allowance of a friction force: tol of the bound, and the block's
 * floor as a force on the row (diagonal: the row's A_tt). */
static long double friction_allowance(const scales *sc, int t, double tol, long double bound,
                                      long double diagonal)
{
    long double floor_force = diagonal > 0.0L ? sc->floor[sc->block[t]] / diagonal : 0.0L;
    return tol * bound + floor_force;
}

static void check_friction2d(const cf_problem *p, const double *f, const scales *sc, double tol,
                             int t, cf_finding *worst)
{
    int k = p->rows[t].normal;
    long double bound = p->rows[t].mu * fmaxl((long double)f[k], 0.0L);
    long double P = friction_allowance(sc, t, tol, bound, entry(p, t, t));
    long double e = allowance(sc, t, tol), a = sc->a[t];
    note(worst, t, "friction bound", fabsl((long double)f[t]) - bound, P);
    if (fabsl(a) > e) {
        long double sign = a > 0.0L ? 1.0L : -1.0L;
        note_either(worst, t, "friction direction (sliding)", fabsl(a), e,
                    fabsl(f[t] + bound * sign), P);
    }
}

/* The other friction3d row of row t's contact, when t is the first of the
 * two (in row order); -1 otherwise. */
static int partner_of(const cf_problem *p, int t)
{
    int k = p->rows[t].normal;
    for (int j = 0; j < t; j++)
        if (p->rows[j].kind == CF_ROW_FRICTION3D && p->rows[j].normal == k)
            return -1;
    for (int j = t + 1; j < p->n; j++)
        if (p->rows[j].kind == CF_ROW_FRICTION3D && p->rows[j].normal == k)
            return j;
    return -1;
}

static void check_friction3d(const cf_problem *p, const double *f, const scales *sc, double tol,
                             int t, cf_finding *worst)
{
    int u = partner_of(p, t);
    if (u < 0)
        return;
    int k = p->rows[t].normal;
    long double bound = p->rows[t].mu * fmaxl((long double)f[k], 0.0L);
    long double diagonal = fminl(entry(p, t, t), entry(p, u, u));
    long double P = friction_allowance(sc, t, tol, bound, diagonal);
    long double fT = hypotl(f[t], f[u]);
    note(worst, t, "friction cone", fT - bound, P);
    long double e = hypotl(allowance(sc, t, tol), allowance(sc, u, tol));
    long double aT = hypotl(sc->a[t], sc->a[u]);
    if (aT > e) {
        long double x = f[t] + bound * sc->a[t] / aT, y = f[u] + bound * sc->a[u] / aT;
        note_either(worst, t, "maximal dissipation (sliding direction)", aT, e, hypotl(x, y), P);
    }
}

static int conditions(const cf_problem *p, const double *f, const scales *sc, double tol,
                      cf_finding *worst)
{
    worst->row = -1;
    worst->condition = "nothing";
    worst->amount = worst->allowed = worst->ratio = 0.0;
    for (int i = 0; i < p->n; i++) {
        if (!isfinite(f[i])) {
            note(worst, i, "finiteness", INFINITY, 0.0L);
            return 0;
        }
    }
    for (int i = 0; i < p->n; i++) {
        switch (p->rows[i].kind) {
        case CF_ROW_NORMAL:
            check_normal(p, f, sc, tol, i, worst);
            break;
        case CF_ROW_BILATERAL:
            note(worst, i, "bilateral constraint", fabsl(sc->a[i]), allowance(sc, i, tol));
            break;
        case CF_ROW_FRICTION2D:
            check_friction2d(p, f, sc, tol, i, worst);
            break;
        case CF_ROW_FRICTION3D:
            check_friction3d(p, f, sc, tol, i, worst);
            break;
        default:
            note(worst, i, "a row kind the judge does not know", INFINITY, 0.0L);
            break;
        }
    }
    return worst->ratio <= 1.0;
}

int cf_judge_conditions(const cf_problem *p, const double *f, double tol, cf_finding *worst)
{
    if (p->n > MAX_N) {
        worst->row = -1;
        worst->condition = "a problem larger than the judge takes";
        worst->amount = worst->allowed = 0.0;
        worst->ratio = INFINITY;
        return 0;
    }
    scales sc;
    measure(p, f, NULL, &sc);
    return conditions(p, f, &sc, tol, worst);
}

/* ------------------------------------------------------------------------
 * Agreement with the reference, and the bound of ill-conditioned blocks.
 * ------------------------------------------------------------------------ */

/* The relative residual of f in each block: how far, relative to s_i, b
 * must move for f to satisfy its normal and bilateral rows exactly. */
static void residuals(const cf_problem *p, const double *f, const scales *sc, long double *eta)
{
    for (int k = 0; k < sc->blocks; k++)
        eta[k] = 0.0L;
    for (int i = 0; i < p->n; i++) {
        long double a = sc->a[i], r = 0.0L;
        if (p->rows[i].kind == CF_ROW_BILATERAL) {
            r = fabsl(a);
        } else if (p->rows[i].kind == CF_ROW_NORMAL) {
            long double pushed = entry(p, i, i) * f[i];
            r = fmaxl(fmaxl(-a, -pushed), fminl(fmaxl(a, 0.0L), fmaxl(pushed, 0.0L)));
        }
        if (sc->s[i] > 0.0L && r / sc->s[i] > eta[sc->block[i]])
            eta[sc->block[i]] = r / sc->s[i];
    }
}

/* |A_CC^-1|_inf by Gauss-Jordan elimination with partial pivoting, for C
 * the k rows in C[]; infinity when a pivot is zero. */
static long double inverse_norm(const cf_problem *p, const int *C, int k)
{
    long double M[MAX_N][2 * MAX_N];
    for (int r = 0; r < k; r++)
        for (int c = 0; c < k; c++) {
            M[r][c] = entry(p, C[r], C[c]);
            M[r][k + c] = r == c ? 1.0L : 0.0L;
        }
    for (int c = 0; c < k; c++) {
        int pivot = c;
        for (int r = c + 1; r < k; r++)
            if (fabsl(M[r][c]) > fabsl(M[pivot][c]))
                pivot = r;
        if (M[pivot][c] == 0.0L)
            return INFINITY;
        for (int j = 0; j < 2 * k; j++) {
            long double t = M[c][j];
            M[c][j] = M[pivot][j];
            M[pivot][j] = t;
        }
        for (int r = 0; r < k; r++) {
            if (r == c)
                continue;
            long double factor = M[r][c] / M[c][c];
            for (int j = c; j < 2 * k; j++)
                M[r][j] -= factor * M[c][j];
        }
    }
    long double norm = 0.0L;
    for (int r = 0; r < k; r++) {
        long double row = 0.0L;
        for (int c = 0; c < k; c++)
            row += fabsl(M[r][k + c] / M[r][r]);
        norm = fmaxl(norm, row);
    }
    return norm;
}

/* The rows through which the two answers can differ in block B: the
 * reference's clamped rows, then every row where f pushes or that is a
 * joint, in row order.  Of these, 'basis' keeps those whose pivot in the
 * L D L^T of A's symmetric part stays above CF_JUDGE_PIVOT of their
 * diagonal (a row numerically a combination of the ones before it adds
 * nothing but roundoff).  Returns the number of rows; *kept, the basis's. */
static int coupling_rows(const cf_case *c, const double *f, const scales *sc, int B, int *rows,
                         int *basis, int *kept)
{
    const cf_problem *p = c->p;
    int count = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int j = 0; j < p->n; j++) {
            if (sc->block[j] != B)
                continue;
            int in_reference = c->clamped[j] != 0;
            int in_answer = f[j] != 0.0 || p->rows[j].kind == CF_ROW_BILATERAL;
            if (pass == 0 ? in_reference : !in_reference && in_answer)
                rows[count++] = j;
        }
    long double L[MAX_N][MAX_N], D[MAX_N];
    *kept = 0;
    for (int r = 0; r < count; r++) {
        int j = rows[r], k = *kept;
        long double diagonal = entry(p, j, j);
        if (!(diagonal > 0.0L))
            continue;
        for (int q = 0; q < k; q++) {
            long double x = 0.5L * (entry(p, j, basis[q]) + entry(p, basis[q], j));
            for (int t = 0; t < q; t++)
                x -= L[k][t] * D[t] * L[q][t];
            L[k][q] = x / D[q];
        }
        long double d = diagonal;
        for (int q = 0; q < k; q++)
            d -= L[k][q] * L[k][q] * D[q];
        if (d > CF_JUDGE_PIVOT * diagonal) {
            D[k] = d;
            basis[(*kept)++] = j;
        }
    }
    return count;
}

/* The worst disagreement of f's accelerations with the reference's, as a
 * ratio to e'_i; and, in *bound_ratio, the worst ratio of a disagreement
 * to its block's bound (judge.h).  Returns 1 when every row agrees. */
static int agrees(const cf_case *c, const double *f, cf_finding *worst, double *bound_ratio)
{
    const cf_problem *p = c->p;
    scales both, own, ref;
    measure(p, f, c->f, &both);
    measure(p, f, NULL, &own);
    measure(p, c->f, NULL, &ref);
    long double eta[MAX_N], eta_ref[MAX_N];
    residuals(p, f, &own, eta);
    residuals(p, c->f, &ref, eta_ref);
    worst->row = -1;
    worst->condition = "agreement with the reference accelerations";
    worst->amount = worst->allowed = worst->ratio = 0.0;
    *bound_ratio = 0.0;
    long double inverse[MAX_N];
    int done[MAX_N] = {0}, rows[MAX_N][MAX_N], count[MAX_N];
    for (int i = 0; i < p->n; i++) {
        long double off = fabsl(own.a[i] - (long double)c->a[i]);
        note(worst, i, "agreement with the reference accelerations", off,
             allowance(&both, i, CF_JUDGE_TOL));
        if (off <= allowance(&both, i, CF_JUDGE_TOL))
            continue;
        int B = both.block[i];
        if (!done[B]) {
            int basis[MAX_N], kept;
            count[B] = coupling_rows(c, f, &both, B, rows[B], basis, &kept);
            inverse[B] = kept > 0 ? inverse_norm(p, basis, kept) : 0.0L;
            done[B] = 1;
        }
        long double row = 0.0L;
        for (int r = 0; r < count[B]; r++)
            row += fabsl(entry(p, i, rows[B][r]));
        long double largest = both.floor[B] / (both.size[B] * (long double)DBL_EPSILON);
        long double bound = CF_JUDGE_KAPPA_SLACK * row * inverse[B]
                            * (eta[B] + eta_ref[B] + both.size[B] * (long double)DBL_EPSILON)
                            * largest;
        long double ratio = bound > 0.0L ? off / bound : INFINITY;
        if (!(ratio <= *bound_ratio))
            *bound_ratio = (double)ratio;
    }
    return worst->ratio <= 1.0;
}

cf_judgement cf_judge(const cf_case *c, cf_status status, const double *f)
{
    cf_judgement j;
    memset(&j, 0, sizeof j);
    j.worst.row = -1;
    j.worst.condition = "nothing";
    const cf_problem *p = c->p;
    int block[MAX_N];
    j.blocks = p->n <= MAX_N ? cf_judge_blocks(p, block) : 0;
    if (status != CF_OK) {
        int not_mine = status == CF_UNSUPPORTED || status == CF_NOT_IMPLEMENTED
                       || status == CF_INVALID_INPUT || status == CF_NO_MEMORY;
        j.verdict = c->has_answer || not_mine ? CF_VERDICT_FALSE_FAILURE : CF_VERDICT_NAMED;
        return j;
    }
    if (!c->has_answer) {
        int near = cf_judge_conditions(p, f, CF_JUDGE_NEAR_TOL, &j.worst);
        j.verdict = near ? CF_VERDICT_NEAR : CF_VERDICT_WRONG;
        return j;
    }
    if (!cf_judge_conditions(p, f, CF_JUDGE_TOL, &j.worst)) {
        j.verdict = CF_VERDICT_WRONG;
        return j;
    }
    if (!c->a_unique) {
        j.verdict = CF_VERDICT_OK;
        return j;
    }
    cf_finding disagreement;
    double bound_ratio;
    if (agrees(c, f, &disagreement, &bound_ratio)) {
        j.verdict = CF_VERDICT_OK;
        return j;
    }
    j.worst = disagreement;
    j.bound_ratio = bound_ratio;
    j.verdict = bound_ratio <= 1.0 ? CF_VERDICT_ILL : CF_VERDICT_WRONG;
    return j;
}
