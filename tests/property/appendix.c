/* appendix.c - the numbers the certifier appendix quotes, made by the build.
 *
 *   appendix blocks CASE.cf VALUES
 *       the example of a light block next to a heavy one: its problem file
 *       (for cf check) and what the floor over the whole problem would
 *       have made of its wrong answers
 *   appendix peers VALUES TABLE.md FC.dat... -- LCP.dat...
 *       the Siconos reference solutions, certified: counts, and a table of
 *       the rejected ones with the numbers of their worst contact
 *   appendix property COUNT VALUES TABLE.md
 *       the property test on COUNT problems per family: a table per family
 *       and stage, and the counts
 *
 * VALUES is a file of "key<TAB>value" lines (the book's generated values,
 * chapters/filters/book.lua).
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "certify.h"
#include "dense.h"
#include "families.h"
#include "judge.h"
#include "property.h"
#include "siconos.h"

static FILE *open_or_complain(const char *path)
{
    FILE *out = fopen(path, "w");
    if (out == NULL)
        fprintf(stderr, "appendix: cannot write %s\n", path);
    return out;
}

/* A number as the book's math shows it (used with {.m}): two significant
 * digits, 3.4\times10^{-12} for 3.4e-12. */
static void value(FILE *out, const char *key, double x)
{
    char text[64];
    snprintf(text, sizeof text, "%.2g", x);
    char *e = strchr(text, 'e');
    if (e == NULL) {
        fprintf(out, "%s\t%s\n", key, text);
        return;
    }
    *e = '\0';
    int exponent = atoi(e + 1);
    if (strcmp(text, "1") == 0)
        fprintf(out, "%s\t10^{%d}\n", key, exponent);
    else
        fprintf(out, "%s\t%s\\times10^{%d}\n", key, text, exponent);
}

static void count(FILE *out, const char *key, long n)
{
    fprintf(out, "%s\t%ld\n", key, n);
}

/* ------------------------------------------------------------------------
 * blocks: two bodies that share no contact
 * ------------------------------------------------------------------------ */

/* The floor of certify.h as it was, over the whole problem: n u max_k S_k
 * / tol, and the violation of f there (the larger of acceleration
 * nonnegativity and complementarity on row 1, the only row f gets wrong). */
static double whole_problem_violation(const cf_problem *p, const double *f, double *floor)
{
    double largest = 0.0, S[2], a[2];
    for (int i = 0; i < 2; i++) {
        S[i] = fabs(p->b[i]);
        a[i] = p->b[i];
        for (int j = 0; j < 2; j++) {
            S[i] += fabs(p->A[i * 2 + j] * f[j]);
            a[i] += p->A[i * 2 + j] * f[j];
        }
        largest = fmax(largest, S[i]);
    }
    *floor = 2 * DBL_EPSILON * largest / CF_CERTIFY_DEFAULT_TOL;
    double scale = fmax(S[1], *floor), force = scale / p->A[3];
    return fmax(fmax(-a[1], 0.0) / scale, fmax(0.0, fmin(f[1] / force, a[1] / scale)));
}

static int blocks(const char *case_path, const char *values_path)
{
    cf_problem *p = cf_problem_new(2);
    if (p == NULL)
        return 1;
    snprintf(p->name, sizeof p->name, "light-next-to-heavy");
    const double A[4] = {1, 0, 0, 1}, b[2] = {-1e16, -1};
    memcpy(p->A, A, sizeof A);
    memcpy(p->b, b, sizeof b);
    FILE *out = open_or_complain(case_path);
    if (out == NULL || cf_problem_write(out, p) != 0) {
        if (out != NULL)
            fclose(out);
        cf_problem_free(p);
        return 1;
    }
    fclose(out);
    out = open_or_complain(values_path);
    if (out == NULL) {
        cf_problem_free(p);
        return 1;
    }
    const double off[2] = {1e16, 1.03}, none[2] = {1e16, 0.0};
    double floor;
    value(out, "certifier.blocks.off-whole", whole_problem_violation(p, off, &floor));
    value(out, "certifier.blocks.floor-whole", floor);
    value(out, "certifier.blocks.none-whole", whole_problem_violation(p, none, &floor));
    value(out, "certifier.blocks.off", cf_certify(p, off, CF_CERTIFY_DEFAULT_TOL, NULL).worst);
    value(out, "certifier.blocks.none", cf_certify(p, none, CF_CERTIFY_DEFAULT_TOL, NULL).worst);
    fclose(out);
    cf_problem_free(p);
    return 0;
}

/* ------------------------------------------------------------------------
 * box: the per-component friction box judged by the true cone
 * ------------------------------------------------------------------------ */

/* A number with the given printf format, as text for {.v} and {.m}. */
static void value_as(FILE *out, const char *key, const char *format, double x)
{
    char text[64];
    snprintf(text, sizeof text, format, x);
    fprintf(out, "%s\t%s\n", key, text);
}

/* The certifier appendix's worked case: Example 10b (a particle pushed at
 * 30 degrees, at the bound of its cone), answered as an ODE-style box
 * would, each tangent force clamped on its own to mu f_N.  The two 3D
 * violations are computed here from the appendix's formulas (S_i = |b_i| +
 * sum_j |A_ij f_j|, the friction scale mu f_N), and the certifier must
 * report the larger: the cone, by sqrt 2 - 1 of the bound. */
static int box(const char *case_path, const char *values_path)
{
    cf_error err;
    cf_problem *p = cf_problem_read_file(case_path, &err);
    if (p == NULL || p->n != 3) {
        fprintf(stderr, "appendix: %s: not the 3-row case of Example 10b\n", case_path);
        cf_problem_free(p);
        return 1;
    }
    const double mu = p->rows[1].mu, f_n = -p->b[0] / p->A[0]; /* the normal holds the weight */
    const double bound = mu * f_n;
    const double f[3] = {f_n, -bound, -bound};
    double a[3];
    cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, a);
    double scale[2];
    for (int t = 1; t <= 2; t++) {
        scale[t - 1] = fabs(p->b[t]);
        for (int j = 0; j < 3; j++)
            scale[t - 1] += fabs(p->A[t * 3 + j] * f[j]);
    }
    const double a_norm = hypot(a[1], a[2]), s_t = hypot(scale[0], scale[1]);
    /* f_T + mu f_N a_T / |a_T|: how far the friction is from opposing the slide */
    const double off = hypot(f[1] + bound * a[1] / a_norm, f[2] + bound * a[2] / a_norm);
    const double cone = (hypot(f[1], f[2]) - bound) / bound;
    const double dissipation = fmin(a_norm / s_t, off / bound);
    if (c.ok || c.worst_row != 1 || c.worst_condition != CF_COND_CONE
        || fabs(c.worst - cone) > 1e-12 || fabs(cone - (sqrt(2.0) - 1)) > 1e-12
        || dissipation >= cone) {
        fprintf(stderr, "appendix: the certifier's verdict on the box answer is not the cone's"
                        " violation %.17g on row 1 (it reports %.17g on row %d)\n",
                cone, c.worst, c.worst_row);
        cf_problem_free(p);
        return 1;
    }
    FILE *out = open_or_complain(values_path);
    if (out == NULL) {
        cf_problem_free(p);
        return 1;
    }
    value_as(out, "certifier.box.bound", "%.4g", bound);
    value_as(out, "certifier.box.a1", "%.4g", a[1]);
    value_as(out, "certifier.box.a2", "%.2g", a[2]);
    value_as(out, "certifier.box.cone", "%.2f", cone);
    value_as(out, "certifier.box.a-norm", "%.4g", a_norm);
    value_as(out, "certifier.box.S", "%.2f", s_t);
    value_as(out, "certifier.box.off", "%.3g", off);
    value_as(out, "certifier.box.dissipation", "%.2f", dissipation);
    fclose(out);
    cf_problem_free(p);
    return 0;
}

/* ------------------------------------------------------------------------
 * peers: the Siconos reference solutions
 * ------------------------------------------------------------------------ */

#define PEER_FC_TOL 1e-5 /* as tests/test_common_certify.c certifies them */

typedef struct peer_counts {
    long files, certified, rejected, not_judged;
} peer_counts;

static double norm2(int n, const double *x)
{
    double sum = 0.0;
    for (int i = 0; i < n; i++)
        sum += x[i] * x[i];
    return sqrt(sum);
}

/* The rows of row t's block and its largest |f|, by the definition of
 * certify.h: each row takes the smallest label of a row it shares an
 * entry of A or a contact with, until no label changes. */
static int block_of(const cf_problem *p, const double *f, int t, double *largest_force)
{
    const size_t n = (size_t)p->n;
    *largest_force = 0.0;
    int *label = malloc(n * sizeof *label);
    if (label == NULL || t < 0) {
        free(label);
        return 0;
    }
    for (size_t i = 0; i < n; i++)
        label[i] = (int)i;
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t i = 0; i < n; i++) {
            for (size_t j = 0; j < n; j++) {
                int bound = p->rows[i].normal == (int)j;
                if ((p->A[i * n + j] != 0.0 || bound) && label[j] != label[i]) {
                    int low = label[j] < label[i] ? label[j] : label[i];
                    label[i] = label[j] = low;
                    changed = 1;
                }
            }
        }
    }
    int size = 0;
    for (size_t i = 0; i < n; i++)
        if (label[i] == label[t]) {
            size++;
            *largest_force = fmax(*largest_force, fabs(f[i]));
        }
    free(label);
    return size;
}

static void peer_file(const char *dat, double tol, int fc, peer_counts *c, FILE *table)
{
    char sol[1024];
    size_t length = strlen(dat);
    if (length < 4 || length + 1 > sizeof sol)
        return;
    snprintf(sol, sizeof sol, "%.*s.sol", (int)(length - 4), dat);
    FILE *probe = fopen(sol, "r");
    if (probe == NULL)
        return; /* no reference: no answer exists */
    fclose(probe);
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = fc ? cf_siconos_read_fc(dat, &err) : cf_siconos_read_lcp(dat, &err);
    double *f = p != NULL ? cf_read_vector_file(sol, p->n, &err) : NULL;
    double *a = p != NULL ? malloc((size_t)p->n * sizeof *a) : NULL;
    if (p == NULL || f == NULL || a == NULL) {
        fprintf(stderr, "appendix: cannot read %s: %s\n", dat, err.message);
        cf_problem_free(p);
        free(f);
        free(a);
        return;
    }
    c->files++;
    cf_certificate cert = cf_certify(p, f, tol, a);
    /* Siconos judges an absolute residual when every norm is at most
     * 2.2e-16 (tests/test_common_certify.c): such a file is not judged. */
    double size = fmax(norm2(p->n, p->b), fmax(norm2(p->n, f), norm2(p->n, a)));
    const char *name = strrchr(dat, '/') != NULL ? strrchr(dat, '/') + 1 : dat;
    if (size <= DBL_EPSILON) {
        c->not_judged++;
    } else if (cert.ok) {
        c->certified++;
    } else {
        c->rejected++;
        int t = cert.worst_row, k = t >= 0 ? p->rows[t].normal : -1;
        double friction = 0.0, largest_block;
        for (int j = 0; j < p->n && k >= 0; j++)
            if (p->rows[j].normal == k)
                friction = hypot(friction, f[j]);
        int rows = block_of(p, f, t, &largest_block);
        fprintf(table, "| `%.*s` | %d | %s | %.2g | %.2g | %.2g | %d | %.2g | %.2g |\n",
                (int)(strlen(name) - 4), name, t, cf_condition_name(cert.worst_condition),
                k >= 0 ? f[k] : 0.0, friction,
                friction - (k >= 0 ? p->rows[t].mu * fmax(f[k], 0.0) : 0.0), rows,
                largest_block, cf_max_abs(p->n, f));
    }
    cf_problem_free(p);
    free(f);
    free(a);
}

static int peers(const char *values_path, const char *table_path, int argc, char **argv)
{
    FILE *table = open_or_complain(table_path);
    if (table == NULL)
        return 1;
    fprintf(table, "| file | row | condition | $f_N$ | $\\|f_T\\|$ | outside the cone by "
                   "| rows of its block | largest force of the block | of the problem |\n"
                   "|---|---|---|---|---|---|---|---|---|\n");
    peer_counts fc = {0, 0, 0, 0}, lcp = {0, 0, 0, 0};
    int in_lcp = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            in_lcp = 1;
            continue;
        }
        if (in_lcp)
            peer_file(argv[i], CF_CERTIFY_DEFAULT_TOL, 0, &lcp, table);
        else
            peer_file(argv[i], PEER_FC_TOL, 1, &fc, table);
    }
    fclose(table);
    FILE *out = open_or_complain(values_path);
    if (out == NULL)
        return 1;
    count(out, "certifier.peers.fc.files", fc.files);
    count(out, "certifier.peers.fc.certified", fc.certified);
    count(out, "certifier.peers.fc.rejected", fc.rejected);
    count(out, "certifier.peers.fc.not-judged", fc.not_judged);
    count(out, "certifier.peers.lcp.files", lcp.files);
    count(out, "certifier.peers.lcp.certified", lcp.certified);
    count(out, "certifier.peers.lcp.rejected", lcp.rejected);
    fclose(out);
    return 0;
}

/* ------------------------------------------------------------------------
 * property: every stage on every family
 * ------------------------------------------------------------------------ */

static int property(long problems, const char *values_path, const char *table_path)
{
    cf_property_run *run = malloc(sizeof *run);
    FILE *table = open_or_complain(table_path);
    FILE *out = open_or_complain(values_path);
    int status = run == NULL || table == NULL || out == NULL;
    if (!status) {
        cf_property_init(run);
        count(out, "certifier.property.problems", problems);
        fprintf(table, "| family | stage | ran | ok | of which by a fall-back | wrong claims "
                       "| false failures | named statuses | ill-conditioned | nearly solvable |\n"
                       "|---|---|---|---|---|---|---|---|---|---|\n");
    }
    for (int k = 0; k < CF_FAMILY_COUNT && !status; k++) {
        cf_family family = (cf_family)k;
        if (cf_property_sweep(run, family, 0, problems) != 0) {
            status = 1;
            break;
        }
        char key[128];
        snprintf(key, sizeof key, "certifier.property.%s.with-answer", cf_family_name(family));
        count(out, key, run->family[family].with_answer);
        for (int s = 0; s < run->stage_count; s++) {
            if (!cf_property_accepts(run, s, family))
                continue;
            const cf_property_counts *c = &run->counts[family][s];
            fprintf(table, "| %s | %d | %ld | %ld | %ld | %ld | %ld | %ld | %ld | %ld |\n",
                    cf_family_name(family), run->stages[s].number, c->ran,
                    c->verdict[CF_VERDICT_OK], c->fell_back, c->verdict[CF_VERDICT_WRONG],
                    c->verdict[CF_VERDICT_FALSE_FAILURE], c->verdict[CF_VERDICT_NAMED],
                    c->verdict[CF_VERDICT_ILL], c->verdict[CF_VERDICT_NEAR]);
        }
    }
    if (out != NULL)
        fclose(out);
    if (table != NULL)
        fclose(table);
    free(run);
    return status;
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "blocks") == 0)
        return blocks(argv[2], argv[3]);
    if (argc == 4 && strcmp(argv[1], "box") == 0)
        return box(argv[2], argv[3]);
    if (argc >= 4 && strcmp(argv[1], "peers") == 0)
        return peers(argv[2], argv[3], argc - 4, argv + 4);
    if (argc == 5 && strcmp(argv[1], "property") == 0)
        return property(atol(argv[2]), argv[3], argv[4]);
    fprintf(stderr, "usage: appendix blocks CASE.cf VALUES\n"
                    "       appendix box EX10B.cf VALUES\n"
                    "       appendix peers VALUES TABLE.md FC.dat... -- LCP.dat...\n"
                    "       appendix property COUNT VALUES TABLE.md\n");
    return 2;
}
