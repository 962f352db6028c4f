/* sliding.c - chapter 6's map of Painleve's rod, computed by stage 6.
 *
 *   sliding map OUT.svg OUT.values
 *
 * For mu from 0.05 to 3 and the rod's angle from 2 to 88 degrees (foot
 * sliding, no spin), stage 6 solves the rod's problem: each cell is drawn
 * as ok (a force exists) or inconsistent, and the closed form of the
 * boundary, mu = K_NN/|K_NT| = (1 + 3 cos^2)/(3 cos sin), is drawn over it.
 * At every inconsistent cell the sticking impulse is computed as well;
 * the values file says in how many it lay in the cone and was certified.
 *
 *   sliding cases OUT.values KEY=CASE.cf ...
 *
 * The numbers chapter 6 quotes from its problem files, solved by stage 6:
 * KEY.f.i, KEY.a.i and KEY.b.i (six significant digits), KEY.f.i.r3 and KEY.a.i.r3
 * (three decimals; .r4 for four), and for a one-contact problem (a normal row and its
 * dynamic row) the folded KEY.Ahat and, when it is negative while b_N is
 * positive, the other solution KEY.other = b_N / -Ahat, with the stopping
 * force at its bound (a_N = 0).  Besides, for every problem: KEY.A.i.j and
 * KEY.nA.i.j (A and -A), KEY.det (of a 2 by 2 A), KEY.status, and for
 * normal rows i and j the folded entry KEY.Ahat.i.j = A_ij - sum mu slide
 * A_it over the dynamic rows t of normal j, split as KEY.fold.i.j.c (A_ij)
 * and KEY.fold.i.j.m, the factor of mu signed for the text ("+ 1.5").  A
 * problem stage 6 finds inconsistent gives these and its status, no forces.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dense.h"
#include "problem.h"

#include "impulse.h"
#include "painleve.h"
#include "sliding_friction.h"

#define MUS 60
#define ANGLES 44

static int map(const char *svg_path, const char *values_path)
{
    FILE *out = fopen(svg_path, "w"), *values = fopen(values_path, "w");
    if (out == NULL || values == NULL) {
        perror("sliding map");
        if (out != NULL)
            fclose(out);
        if (values != NULL)
            fclose(values);
        return 1;
    }
    /* mu times 160 pixels across, degrees times 4 up */
    const double sx = 160.0, sy = 4.0;
    fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
                 "viewBox=\"0 0 %.0f %.0f\" font-family=\"Helvetica, Arial, sans-serif\" "
                 "font-size=\"13\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
            3.6 * sx, 108.0 * sy, 3.6 * sx, 108.0 * sy);
    fprintf(out, "<g transform=\"translate(%.1f %.1f)\">\n", 0.45 * sx, 96.0 * sy);
    int cells = 0, inconsistent = 0, in_cone = 0, after_ok = 0, other = 0;
    for (int i = 0; i < MUS; i++) {
        for (int k = 0; k < ANGLES; k++) {
            double mu = 0.05 * (i + 1), theta = 2.0 * (k + 1);
            cf_world2d *w = stage6_painleve_rod(mu, theta);
            if (w == NULL)
                return 1;
            stage6_resolution r;
            cf_status status = stage6_resolve(w, 1e-3, &r);
            cells++;
            const char *fill = "#d9ead3";
            if (r.first == CF_INCONSISTENT) {
                inconsistent++;
                fill = "#f4b6b6";
                in_cone += r.in_cone && r.impulse_status == CF_OK;
                after_ok += status == CF_OK;
            } else if (r.first != CF_OK) {
                other++;
                fill = "#999999";
            }
            fprintf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>\n",
                    (mu - 0.025) * sx, -(theta + 1.0) * sy, 0.05 * sx, 2.0 * sy, fill);
            stage6_resolution_free(&r);
            cf_world2d_free(w);
        }
    }
    /* the boundary in closed form */
    fprintf(out, "<polyline fill=\"none\" stroke=\"#34495e\" stroke-width=\"2\" points=\"");
    double least = INFINITY, at = 0.0;
    for (double theta = 1.0; theta <= 89.0; theta += 0.25) {
        double t = theta * CF_PI / 180.0, c = cos(t), sn = sin(t);
        double mu = (1 + 3 * c * c) / (3 * c * sn);
        if (mu < least) {
            least = mu;
            at = theta;
        }
        if (mu <= 3.05)
            fprintf(out, " %.1f,%.1f", mu * sx, -theta * sy);
    }
    fprintf(out, "\"/>\n");
    for (int m = 0; m <= 3; m++)
        fprintf(out, "<text x=\"%.1f\" y=\"18\" text-anchor=\"middle\">%d</text>\n", m * sx, m);
    for (int d = 0; d <= 90; d += 30)
        fprintf(out, "<text x=\"-8\" y=\"%.1f\" text-anchor=\"end\">%d&#176;</text>\n",
                -d * sy + 4, d);
    fprintf(out, "<text x=\"%.1f\" y=\"36\" text-anchor=\"middle\">friction coefficient &#956;</text>\n",
            1.5 * sx);
    fprintf(out, "<text transform=\"translate(-48 %.1f) rotate(-90)\" text-anchor=\"middle\">"
                 "angle of the rod &#952;</text>\n", -45 * sy);
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#8b0000\">inconsistent</text>\n", 2.2 * sx,
            -40 * sy);
    fprintf(out, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#274e13\">a force exists</text>\n",
            0.2 * sx, -80 * sy);
    fprintf(out, "</g>\n</svg>\n");
    fprintf(values, "painleve.cells\t%d\npainleve.inconsistent\t%d\npainleve.in_cone\t%d\n"
                    "painleve.after_ok\t%d\npainleve.other\t%d\npainleve.least_mu\t%.4f\n"
                    "painleve.least_theta\t%.2f\n",
            cells, inconsistent, in_cone, after_ok, other, least, at);
    int failed = ferror(out) || ferror(values);
    failed |= fclose(out) != 0;
    failed |= fclose(values) != 0;
    return failed || other > 0 || in_cone != inconsistent || after_ok != inconsistent;
}

/* "%.6g" and "%.3f", roundoff below 1e-9 shown as 0, never "-0". */
static void put(FILE *values, const char *key, const char *what, int i, double x)
{
    char six[64], three[64], four[64];
    if (fabs(x) < 1e-9)
        x = 0.0;
    snprintf(six, sizeof six, "%.6g", x);
    snprintf(three, sizeof three, "%.3f", x);
    snprintf(four, sizeof four, "%.4f", x);
    if (strcmp(six, "-0") == 0)
        snprintf(six, sizeof six, "0");
    if (strcmp(three, "-0.000") == 0)
        snprintf(three, sizeof three, "0.000");
    if (i < 0)
        fprintf(values, "%s.%s\t%s\n%s.%s.r3\t%s\n%s.%s.r4\t%s\n", key, what, six, key, what, three,
                key, what, four);
    else
        fprintf(values, "%s.%s.%d\t%s\n%s.%s.%d.r3\t%s\n%s.%s.%d.r4\t%s\n", key, what, i, six, key,
                what, i, three, key, what, i, four);
}

static int one_case(FILE *values, const char *spec)
{
    char key[64];
    const char *eq = strchr(spec, '=');
    if (eq == NULL || (size_t)(eq - spec) >= sizeof key) {
        fprintf(stderr, "sliding cases: '%s' is not KEY=CASE.cf\n", spec);
        return 1;
    }
    memcpy(key, spec, (size_t)(eq - spec));
    key[eq - spec] = '\0';
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_problem_read_file(eq + 1, &err);
    if (p == NULL) {
        fprintf(stderr, "sliding cases: %s\n", err.message);
        return 1;
    }
    double *f = cf_vec_new(p->n), *a = cf_vec_new(p->n);
    int failed = f == NULL || a == NULL;
    cf_status status = CF_NO_MEMORY;
    if (!failed) {
        cf_solve_options options;
        memset(&options, 0, sizeof options);
        status = stage6_compute_forces(p, &options, f, a);
        failed = status != CF_OK && status != CF_INCONSISTENT;
        if (failed)
            fprintf(stderr, "sliding cases: %s: stage 6 says %s\n", eq + 1, cf_status_name(status));
    }
    if (!failed) {
        fprintf(values, "%s.status\t%s\n", key, cf_status_name(status));
        int n = p->n;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                char what[32];
                snprintf(what, sizeof what, "A.%d", i);
                put(values, key, what, j, p->A[i * n + j]);
                snprintf(what, sizeof what, "nA.%d", i);
                put(values, key, what, j, -p->A[i * n + j]);
            }
        if (n == 2)
            put(values, key, "det", -1, p->A[0] * p->A[3] - p->A[1] * p->A[2]);
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                if (p->rows[i].kind != CF_ROW_NORMAL || p->rows[j].kind != CF_ROW_NORMAL)
                    continue;
                double fold = 0.0, folded = p->A[i * n + j]; /* the factor of mu; A-hat */
                for (int t = 0; t < n; t++)
                    if (p->rows[t].kind == CF_ROW_DYNAMIC && p->rows[t].normal == j) {
                        fold -= p->rows[t].slide * p->A[i * n + t];
                        folded -= p->rows[t].mu * p->rows[t].slide * p->A[i * n + t];
                    }
                char what[32];
                snprintf(what, sizeof what, "Ahat.%d", i);
                put(values, key, what, j, folded);
                fprintf(values, "%s.fold.%d.%d.c\t%.6g\n%s.fold.%d.%d.m\t%s %.6g\n", key, i, j,
                        fabs(p->A[i * n + j]) < 1e-12 ? 0.0 : p->A[i * n + j], key, i, j,
                        fold < 0.0 ? "-" : "+", fabs(fold));
            }
    }
    if (!failed && status == CF_OK) {
        for (int i = 0; i < p->n; i++) {
            put(values, key, "f", i, f[i]);
            put(values, key, "a", i, a[i]);
            put(values, key, "b", i, p->b[i]);
        }
        if (p->n == 2 && p->rows[0].kind == CF_ROW_NORMAL && p->rows[1].kind == CF_ROW_DYNAMIC) {
            /* f_T = -mu slide f_N folds into the normal column */
            double ahat = p->A[0] - p->rows[1].mu * p->rows[1].slide * p->A[1];
            put(values, key, "Ahat", -1, ahat);
            if (ahat < 0.0 && p->b[0] > 0.0)
                put(values, key, "other", -1, p->b[0] / -ahat);
        }
    }
    free(f);
    free(a);
    cf_problem_free(p);
    return failed;
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "map") == 0)
        return map(argv[2], argv[3]);
    if (argc >= 4 && strcmp(argv[1], "cases") == 0) {
        FILE *values = fopen(argv[2], "w");
        int failed = values == NULL;
        for (int k = 3; k < argc && !failed; k++)
            failed = one_case(values, argv[k]);
        if (values != NULL)
            failed |= fclose(values) != 0;
        return failed;
    }
    fprintf(stderr, "usage: sliding map OUT.svg OUT.values | sliding cases OUT.values KEY=CASE.cf ...\n");
    return 2;
}
