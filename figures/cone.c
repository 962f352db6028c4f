/* cone.c - the figures and numbers of chapter 5 (static friction in 3D).
 *
 *   cone polar OUT.svg OUT.values   the largest push a particle on a floor
 *                                   (Example 10) takes without slipping,
 *                                   against the push's direction, for the
 *                                   cone, the box and 4- and 8-sided pyramids
 *   cone push OUT.values            Example 10 pushed with 10 N at 30 degrees:
 *                                   the friction of the cone and of the box,
 *                                   and the accelerations (the figure is
 *                                   cf draw --friction cone --friction box)
 *   cone siconos DIR MAXN OUT.md OUT.values
 *                                   the 3D files of the Siconos suite with
 *                                   n <= MAXN, solved by stage 5 and judged
 *                                   by the certifier
 *   cone rockpile FILE.dat CAP OUT.values
 *                                   a larger 3D file (RockPile_tob1) solved by
 *                                   stage 5 with a pivot cap of CAP (half for
 *                                   the pivoting, half for the fall-back's
 *                                   Newton steps), and its reference solution
 *                                   FILE.sol, both judged by the certifier:
 *                                   where each is rejected and by how much
 *   cone cases OUT.values KEY=CASE.cf ...
 *                                   a 3D problem file solved by stage 5 (a
 *                                   body on its contacts, all with one mu):
 *                                   KEY.pull, the push along the surface at
 *                                   contact 0, |b_T| (four decimals);
 *                                   KEY.load, the sum of the normal forces;
 *                                   KEY.bound, mu times it (three decimals);
 *                                   KEY.aT, |a_T| at contact 0 (four)
 *   cone exit OUT.values            exercise 3's exit step near the cone: the
 *                                   textbook root and cone_exit_step's, and
 *                                   the digits each keeps
 *
 * Every number is a model's answer: the limits are found by bisection on
 * the push, each step a solve.  Exit 1 when a stage 5 answer is claimed
 * but not certified (the book never shows one), 2 on bad usage.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "certify.h"
#include "dense.h"
#include "friction_3d.h"
#include "friction_models.h"
#include "problem.h"
#include "siconos.h"

enum { EXIT_OK = 0, EXIT_MISMATCH = 1, EXIT_USAGE = 2 };

#define G 9.81
#define MU 0.5
#define PI 3.14159265358979323846

/* Example 10: a particle of mass 1 on a floor, mu = 0.5, pushed with P at
 * angle phi: A = I, b = (-g, P cos phi, P sin phi). */
static cf_problem *particle(void)
{
    cf_problem *p = cf_problem_new(3);
    if (p == NULL)
        return NULL;
    snprintf(p->name, sizeof p->name, "ex10-particle");
    for (int i = 0; i < 3; i++)
        p->A[i * 3 + i] = 1.0;
    p->b[0] = -G;
    for (int t = 1; t <= 2; t++) {
        p->rows[t].kind = CF_ROW_FRICTION3D;
        p->rows[t].normal = 0;
        p->rows[t].mu = MU;
    }
    return p;
}

static void push(cf_problem *p, double force, double phi)
{
    p->b[1] = force * cos(phi);
    p->b[2] = force * sin(phi);
}

/* The largest push along phi that the model holds with a_T = 0, by bisection. */
static double sticking_limit(cf_problem *p, friction_model model, double phi)
{
    double lo = 0.0, hi = 4.0 * MU * G, f[3], a[3];
    for (int k = 0; k < 60; k++) {
        double mid = 0.5 * (lo + hi);
        push(p, mid, phi);
        cf_status status = friction_model_solve(p, model, NULL, f, a);
        if (status == CF_OK && hypot(a[1], a[2]) <= 1e-9)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

static const struct { const char *name, *label, *colour; } models[] = {
    {"cone", "cone", "#c0392b"},
    {"box", "box (ODE)", "#2471a3"},
    {"pyramid:4", "pyramid, 4 sides", "#229954"},
    {"pyramid:8", "pyramid, 8 sides", "#b9770e"},
};
enum { MODELS = sizeof models / sizeof models[0], DIRECTIONS = 72 };

static int polar(const char *svg_path, const char *values_path)
{
    cf_problem *p = particle();
    FILE *svg = fopen(svg_path, "w"), *values = fopen(values_path, "w");
    if (p == NULL || svg == NULL || values == NULL) {
        if (svg != NULL)
            fclose(svg);
        if (values != NULL)
            fclose(values);
        cf_problem_free(p);
        return EXIT_USAGE;
    }
    const double size = 460, centre = 230, scale = 28.0; /* pixels per newton */
    fprintf(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%g\" height=\"%g\" "
                 "font-family=\"Helvetica\" font-size=\"13\">\n", size + 180, size);
    fprintf(svg, "<rect width=\"%g\" height=\"%g\" fill=\"white\"/>\n", size + 180, size);
    for (int ring = 2; ring <= 8; ring += 2) {
        fprintf(svg, "<circle cx=\"%g\" cy=\"%g\" r=\"%g\" fill=\"none\" stroke=\"#ddd\"/>\n",
                centre, centre, ring * scale);
        fprintf(svg, "<text x=\"%g\" y=\"%g\" fill=\"#888\">%d N</text>\n",
                centre + ring * scale + 2, centre - 2, ring);
    }
    fprintf(svg, "<line x1=\"10\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"#bbb\"/>\n", centre,
            size - 10, centre);
    fprintf(svg, "<line x1=\"%g\" y1=\"10\" x2=\"%g\" y2=\"%g\" stroke=\"#bbb\"/>\n", centre,
            centre, size - 10);
    for (int m = 0; m < (int)MODELS; m++) {
        friction_model model;
        friction_model_parse(models[m].name, &model);
        fprintf(svg, "<polygon fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"",
                models[m].colour);
        for (int k = 0; k < DIRECTIONS; k++) {
            double phi = 2.0 * PI * k / DIRECTIONS;
            double limit = sticking_limit(p, model, phi);
            fprintf(svg, "%.2f,%.2f ", centre + scale * limit * cos(phi),
                    centre - scale * limit * sin(phi));
        }
        fprintf(svg, "\"/>\n");
        fprintf(svg, "<line x1=\"%g\" y1=\"%d\" x2=\"%g\" y2=\"%d\" stroke=\"%s\" "
                     "stroke-width=\"3\"/><text x=\"%g\" y=\"%d\">%s</text>\n",
                size, 30 + 22 * m, size + 24, 30 + 22 * m, models[m].colour, size + 30,
                34 + 22 * m, models[m].label);
        /* the limits the chapter quotes: along an edge of the box and the
         * 4-gon (45 degrees) and between two vertices of the 8-gon (22.5) */
        fprintf(values, "limit.%s.45\t%.4f\n", models[m].name, sticking_limit(p, model, PI / 4));
        fprintf(values, "limit.%s.22\t%.4f\n", models[m].name, sticking_limit(p, model, PI / 8));
        fprintf(values, "limit.%s.0\t%.4f\n", models[m].name, sticking_limit(p, model, 0.0));
    }
    fprintf(svg, "<text x=\"%g\" y=\"%g\">push direction: angle;</text>\n", size, 140.0);
    fprintf(svg, "<text x=\"%g\" y=\"%g\">largest push held: radius</text>\n", size, 158.0);
    fprintf(svg, "</svg>\n");
    fclose(svg);
    fclose(values);
    cf_problem_free(p);
    return EXIT_OK;
}

/* Example 10 pushed with 10 N at 30 degrees, solved with the cone and with
 * the box: the numbers the chapter quotes.  Its figure is cf draw's, from
 * the scene tests/scenes/ex10b-*.scene solved with the same two models. */
static int push_values(const char *values_path)
{
    cf_problem *p = particle();
    FILE *values = fopen(values_path, "w");
    int code = p != NULL && values != NULL ? EXIT_OK : EXIT_USAGE;
    const double phi = PI / 6, force = 10.0;
    for (int m = 0; m < 2 && code == EXIT_OK; m++) {
        friction_model model;
        friction_model_parse(m == 0 ? "cone" : "box", &model);
        double f[3], a[3];
        push(p, force, phi);
        cf_status status = friction_model_solve(p, model, NULL, f, a);
        if (status != CF_OK) {
            code = EXIT_MISMATCH;
            break;
        }
        double bend = atan2(-f[2], -f[1]) - phi;
        const char *key = m == 0 ? "cone" : "box";
        fprintf(values, "push.%s.fx\t%.4f\npush.%s.fy\t%.4f\n", key, f[1], key, f[2]);
        fprintf(values, "push.%s.ax\t%.4f\npush.%s.ay\t%.4f\n", key, a[1], key, a[2]);
        fprintf(values, "push.%s.a\t%.4f\n", key, hypot(a[1], a[2]));
        fprintf(values, "push.%s.f\t%.3f\n", key, hypot(f[1], f[2]));
        fprintf(values, "push.%s.bend\t%.2f\n", key, fabs(bend) * 180.0 / PI);
        fprintf(values, "push.%s.slip\t%.2f\n", key, atan2(a[2], a[1]) * 180.0 / PI);
    }
    if (values != NULL)
        fclose(values);
    cf_problem_free(p);
    return code;
}

/* The numbers chapter 5 quotes from a 3D problem file, with stage 5's answer. */
static int one_case(FILE *values, const char *spec)
{
    char key[64];
    const char *eq = strchr(spec, '=');
    if (eq == NULL || (size_t)(eq - spec) >= sizeof key) {
        fprintf(stderr, "cone cases: '%s' is not KEY=CASE.cf\n", spec);
        return EXIT_USAGE;
    }
    memcpy(key, spec, (size_t)(eq - spec));
    key[eq - spec] = '\0';
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_problem_read_file(eq + 1, &err);
    if (p == NULL) {
        fprintf(stderr, "cone cases: %s\n", err.message);
        return EXIT_USAGE;
    }
    double *f = cf_vec_new(p->n), *a = cf_vec_new(p->n);
    int code = f != NULL && a != NULL && p->n >= 3 && p->rows[1].kind == CF_ROW_FRICTION3D
        ? EXIT_OK : EXIT_USAGE;
    if (code == EXIT_OK) {
        cf_status status = stage5_compute_forces(p, NULL, f, a);
        cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
        if (status != CF_OK || !c.ok) {
            fprintf(stderr, "cone cases: %s: stage 5 says %s, the certifier %s\n", eq + 1,
                    cf_status_name(status), c.ok ? "certifies" : "rejects");
            code = EXIT_MISMATCH;
        }
    }
    if (code == EXIT_OK) {
        double load = 0.0;
        for (int i = 0; i < p->n; i++)
            if (p->rows[i].kind == CF_ROW_NORMAL)
                load += f[i];
        fprintf(values, "%s.pull\t%.4f\n%s.load\t%.4f\n%s.bound\t%.3f\n%s.aT\t%.4f\n", key,
                hypot(p->b[1], p->b[2]), key, load, key, p->rows[1].mu * load, key, hypot(a[1], a[2]));
    }
    free(f);
    free(a);
    cf_problem_free(p);
    return code;
}

/* The 3D friction-contact files listed in DIR/MANIFEST.tsv with n <= MAXN. */
static int siconos(const char *dir, int max_n, const char *md_path, const char *values_path)
{
    char manifest_path[512];
    snprintf(manifest_path, sizeof manifest_path, "%s/MANIFEST.tsv", dir);
    FILE *manifest = fopen(manifest_path, "r");
    FILE *md = fopen(md_path, "w"), *values = fopen(values_path, "w");
    int code = manifest != NULL && md != NULL && values != NULL ? EXIT_OK : EXIT_USAGE;
    int ran = 0, certified = 0, larger = 0, fell_back = 0;
    int files = 0, larger_min = 0, larger_max = 0, larger_second = 0; /* the n of the larger files */
    double total = 0.0;
    char line[4096];
    if (code == EXIT_OK)
        fprintf(md, "| file | $n$ | stage 5 | found by | certifier | time (s) |\n"
                    "|---|---|---|---|---|---|\n");
    while (code == EXIT_OK && fgets(line, sizeof line, manifest) != NULL) {
        char file[256], path[1024];
        int dim, contacts, n;
        if (sscanf(line, "%255s %d %d %d", file, &dim, &contacts, &n) != 4 || dim != 3)
            continue;
        files++;
        if (n > max_n) {
            larger++;
            if (larger_min == 0 || n < larger_min)
                larger_min = n;
            if (n > larger_max) {
                larger_second = larger_max;
                larger_max = n;
            } else if (n > larger_second) {
                larger_second = n;
            }
            continue;
        }
        snprintf(path, sizeof path, "%s/%s", dir, file);
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_problem *p = cf_siconos_read_fc(path, &err);
        double *f = p != NULL ? cf_vec_new(n) : NULL, *a = p != NULL ? cf_vec_new(n) : NULL;
        if (p == NULL || f == NULL || a == NULL) {
            fprintf(stderr, "cone: %s\n", p == NULL ? err.message : "out of memory");
            code = EXIT_USAGE;
        } else {
            clock_t start = clock();
            char note[256] = "";
            cf_solve_options options = {.note = note, .note_size = sizeof note};
            cf_status status = stage5_compute_forces(p, &options, f, a);
            int swept = strncmp(note, CF_FALLBACK_NOTE, strlen(CF_FALLBACK_NOTE)) == 0;
            double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
            cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
            if (status == CF_OK && !c.ok)
                code = EXIT_MISMATCH;
            ran++;
            total += seconds;
            certified += status == CF_OK && c.ok;
            fell_back += status == CF_OK && swept;
            fprintf(md, "| `%s` | %d | %s | %s | %s (worst %.1e) | %.2f |\n", file, n,
                    cf_status_name(status), status != CF_OK ? "" : swept ? "fall-back" : "pivoting",
                    c.ok ? "certified" : "rejected", c.worst, seconds);
        }
        free(f);
        free(a);
        cf_problem_free(p);
    }
    if (values != NULL)
        fprintf(values, "siconos3d.ran\t%d\nsiconos3d.certified\t%d\nsiconos3d.larger\t%d\n"
                        "siconos3d.maxn\t%d\nsiconos3d.seconds\t%.2f\nsiconos3d.fallback\t%d\n",
                ran, certified, larger, max_n, total, fell_back);
    /* the suite's size, from its MANIFEST: the book states none of it by hand */
    if (values != NULL)
        fprintf(values, "siconos3d.files\t%d\nsiconos3d.larger.minn\t%d\nsiconos3d.larger.maxn\t%d\n"
                        "siconos3d.larger.second\t%d\n",
                files, larger_min, larger_max, larger_second);
    if (manifest != NULL)
        fclose(manifest);
    if (md != NULL)
        fclose(md);
    if (values != NULL)
        fclose(values);
    return code;
}

/* The normal row of row i's contact: i itself, or a friction row's normal. */
static int contact_normal(const cf_problem *p, int i)
{
    return p->rows[i].kind == CF_ROW_FRICTION3D ? p->rows[i].normal : i;
}

/* A larger Siconos file, solved by stage 5 with a pivot cap, and its
 * reference solution, each judged by the certifier (chapter 5 says why
 * neither is certified, with these numbers). */
static int rockpile(const char *path, int cap, const char *values_path)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_siconos_read_fc(path, &err);
    char sol[1024];
    snprintf(sol, sizeof sol, "%.*s.sol", (int)strlen(path) - 4, path);
    double *ref = p != NULL ? cf_read_vector_file(sol, p->n, &err) : NULL;
    double *f = p != NULL ? cf_vec_new(p->n) : NULL, *a = p != NULL ? cf_vec_new(p->n) : NULL;
    FILE *values = fopen(values_path, "w");
    int code = p != NULL && ref != NULL && f != NULL && a != NULL && values != NULL ? EXIT_OK
                                                                                    : EXIT_USAGE;
    if (code != EXIT_OK) {
        fprintf(stderr, "cone: %s\n", p == NULL || ref == NULL ? err.message : "cannot write");
    } else {
        char note[256] = "";
        cf_solve_options options = {.note = note, .note_size = sizeof note, .max_pivots = cap};
        clock_t start = clock();
        cf_status status = stage5_compute_forces(p, &options, f, a);
        double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
        cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
        cf_certificate r = cf_certify(p, ref, CF_CERTIFY_DEFAULT_TOL, NULL);
        if ((status == CF_OK && !c.ok) || c.worst_row < 0 || r.worst_row < 0)
            code = EXIT_MISMATCH;
        else
            fprintf(values, "rockpile.n\t%d\nrockpile.cap\t%d\nrockpile.status\t%s\n"
                            "rockpile.certified\t%s\nrockpile.worst\t%.1e\n"
                            "rockpile.condition\t%s\nrockpile.seconds\t%.1f\n"
                            "rockpile.reference.certified\t%s\nrockpile.reference.worst\t%.1e\n"
                            "rockpile.reference.condition\t%s\nrockpile.reference.normal\t%.2f\n"
                            "rockpile.reference.largest\t%.1f\n",
                    p->n, cap, cf_status_name(status), c.ok ? "certified" : "rejected", c.worst,
                    cf_condition_name(c.worst_condition), seconds,
                    r.ok ? "certified" : "rejected", r.worst, cf_condition_name(r.worst_condition),
                    ref[contact_normal(p, r.worst_row)], cf_max_abs(p->n, ref));
    }
    if (values != NULL && fclose(values) != 0 && code == EXIT_OK)
        code = EXIT_USAGE;
    free(f);
    free(a);
    free(ref);
    cf_problem_free(p);
    return code;
}

/* Exercise 3 of chapter 5: a friction just inside the cone moving out
 * slowly, f_T = (3, 4 - 2^-24), delta f_T = (0, 0.1), f_N = 5, mu = 1.
 * Every square of f_T is exact in double (4 - 2^-24 has 25 bits), so q_c
 * is exact too, and the exit step is exactly 2^-24 / 0.1 (the line is
 * parallel to the y axis and the cone's edge is at y = 4).  The textbook
 * root (-q_b + sqrt(q_b^2 - q_a q_c)) / q_a subtracts two nearly equal
 * numbers; cone_exit_step's -q_c / (q_b + sqrt(...)) adds them.  The
 * digits are counted against the exact step in long double. */
static double digits_of(double value, long double exact)
{
    long double error = fabsl((long double)value - exact) / fabsl(exact);
    return error > 0.0L ? -log10((double)error) : 17.0;
}

static int exit_values(const char *values_path)
{
    const double f_T[2] = {3.0, 4.0 - ldexp(1.0, -24)}, df_T[2] = {0.0, 0.1};
    const double f_N = 5.0, df_N = 0.0, mu = 1.0;
    double qa = df_T[0] * df_T[0] + df_T[1] * df_T[1] - mu * mu * df_N * df_N;
    double qb = f_T[0] * df_T[0] + f_T[1] * df_T[1] - mu * mu * f_N * df_N;
    double qc = f_T[0] * f_T[0] + f_T[1] * f_T[1] - mu * mu * f_N * f_N;
    double textbook = (-qb + sqrt(qb * qb - qa * qc)) / qa;
    double stable = cone_exit_step(f_T, df_T, f_N, df_N, mu, 0.0);
    long double exact = ldexpl(1.0L, -24) / (long double)df_T[1];
    FILE *values = fopen(values_path, "w");
    if (values == NULL)
        return EXIT_USAGE;
    fprintf(values, "exit.qa\t%.17g\nexit.qb\t%.17g\nexit.qc\t%.17g\n", qa, qb, qc);
    fprintf(values, "exit.exact\t%.16Lg\n", exact);
    fprintf(values, "exit.textbook\t%.16g\nexit.stable\t%.16g\n", textbook, stable);
    fprintf(values, "exit.textbook-digits\t%.0f\nexit.stable-digits\t%.0f\n",
            floor(digits_of(textbook, exact)), floor(digits_of(stable, exact)));
    fclose(values);
    /* The exercise shows a loss: fail the build if these numbers stop showing one. */
    return digits_of(stable, exact) >= 15.0 && digits_of(textbook, exact) < 12.0 ? EXIT_OK
                                                                               : EXIT_MISMATCH;
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "polar") == 0)
        return polar(argv[2], argv[3]);
    if (argc == 3 && strcmp(argv[1], "push") == 0)
        return push_values(argv[2]);
    if (argc >= 4 && strcmp(argv[1], "cases") == 0) {
        FILE *values = fopen(argv[2], "w");
        int code = values != NULL ? EXIT_OK : EXIT_USAGE;
        for (int k = 3; k < argc && code == EXIT_OK; k++)
            code = one_case(values, argv[k]);
        if (values != NULL && fclose(values) != 0 && code == EXIT_OK)
            code = EXIT_USAGE;
        return code;
    }
    if (argc == 6 && strcmp(argv[1], "siconos") == 0)
        return siconos(argv[2], atoi(argv[3]), argv[4], argv[5]);
    if (argc == 3 && strcmp(argv[1], "exit") == 0)
        return exit_values(argv[2]);
    if (argc == 5 && strcmp(argv[1], "rockpile") == 0)
        return rockpile(argv[2], atoi(argv[3]), argv[4]);
    fprintf(stderr, "usage: cone polar OUT.svg OUT.values | cone push OUT.values |\n"
                    "       cone siconos DIR MAXN OUT.md OUT.values | cone exit OUT.values\n"
                    "       cone rockpile FILE.dat CAP OUT.values\n"
                    "       cone cases OUT.values KEY=CASE.cf ...\n");
    return EXIT_USAGE;
}
