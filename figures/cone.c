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
 *   cone drive OUT.svg OUT.values   Example 10's one contact driven by hand:
 *                                   the normal, then the friction against
 *                                   the push, pushed with 4 N at 45 degrees
 *                                   (it sticks) and with 10 N at 30 (it
 *                                   reaches the cone); the figure draws the
 *                                   cone and both paths, and stage 5 must
 *                                   end where the hand's drive ends
 *   cone exercises OUT.values       the numbers of exercises 1, 2, 4 and 5
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

/* Example 10 driven by hand.  A = I, so the normal's drive ends at
 * f_N = g, and the friction, driven along w = -b_T/|b_T|, has a_T = b_T +
 * s w: it sticks at s = |b_T| unless it reaches the cone first, at
 * s = cone_exit_step (mu f_N here).  Stage 5 must end at the same forces. */
typedef struct {
    double push, phi;      /* the push: newtons, radians */
    double stick, exit, s; /* where a_T = 0, where f_T reaches the cone, the step taken */
    double f[3], a[3];     /* the forces and accelerations at the end */
} hand_drive;

static int drive_by_hand(cf_problem *p, double force, double phi, hand_drive *d)
{
    push(p, force, phi);
    d->push = force;
    d->phi = phi;
    const double f_N = -p->b[0]; /* a_N = f_N + b_N = 0 */
    const double size = hypot(p->b[1], p->b[2]);
    const double w[2] = {-p->b[1] / size, -p->b[2] / size}, zero[2] = {0.0, 0.0};
    d->stick = size;
    d->exit = cone_exit_step(zero, w, f_N, 0.0, MU, 0.0);
    d->s = d->stick < d->exit ? d->stick : d->exit;
    d->f[0] = f_N;
    d->f[1] = d->s * w[0];
    d->f[2] = d->s * w[1];
    for (int i = 0; i < 3; i++)
        d->a[i] = d->f[i] + p->b[i];
    double f[3], a[3];
    cf_status status = stage5_compute_forces(p, NULL, f, a);
    cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    int same = status == CF_OK && c.ok;
    for (int i = 0; i < 3; i++)
        same = same && fabs(f[i] - d->f[i]) <= 1e-9 * (1.0 + fabs(f[i]));
    if (!same)
        fprintf(stderr, "cone drive: stage 5 does not end where the drive by hand does\n");
    return same ? EXIT_OK : EXIT_MISMATCH;
}

/* An arrow from (x1, y1) to (x2, y2), its head drawn as a triangle. */
static void arrow(FILE *svg, double x1, double y1, double x2, double y2, const char *colour,
                  double width, const char *dash)
{
    double dx = x2 - x1, dy = y2 - y1, len = hypot(dx, dy);
    if (len < 1e-9)
        return;
    double ux = dx / len, uy = dy / len, head = 4.0 + 3.0 * width;
    double bx = x2 - head * ux, by = y2 - head * uy;
    fprintf(svg, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                 "stroke-width=\"%g\"%s%s%s/>\n", x1, y1, bx, by, colour, width,
            dash != NULL ? " stroke-dasharray=\"" : "", dash != NULL ? dash : "",
            dash != NULL ? "\"" : "");
    fprintf(svg, "<polygon points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\" fill=\"%s\"/>\n", x2, y2,
            bx - 0.45 * head * uy, by + 0.45 * head * ux, bx + 0.45 * head * uy,
            by - 0.45 * head * ux, colour);
}

static void text(FILE *svg, double x, double y, const char *anchor, const char *colour,
                 const char *words)
{
    fprintf(svg, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" fill=\"%s\">%s</text>\n", x, y,
            anchor, colour, words);
}

/* The cone in the oblique view (f_T1 right, f_T2 into the page, f_N up). */
#define OBLIQUE 0.45
static void oblique(const double v[3], double scale, double ox, double oy, double *x, double *y)
{
    *x = ox + scale * (v[0] + OBLIQUE * v[1] * cos(PI / 6));
    *y = oy - scale * (v[2] + OBLIQUE * v[1] * sin(PI / 6));
}

static int drive(const char *svg_path, const char *values_path)
{
    cf_problem *p = particle();
    FILE *svg = fopen(svg_path, "w"), *values = fopen(values_path, "w");
    int code = p != NULL && svg != NULL && values != NULL ? EXIT_OK : EXIT_USAGE;
    hand_drive sticks, slides;
    if (code == EXIT_OK)
        code = drive_by_hand(p, 4.0, PI / 4, &sticks);
    if (code == EXIT_OK)
        code = drive_by_hand(p, 10.0, PI / 6, &slides);
    if (code == EXIT_OK && !(sticks.stick < sticks.exit && slides.exit < slides.stick)) {
        fprintf(stderr, "cone drive: the first push must stick and the second reach the cone\n");
        code = EXIT_MISMATCH;
    }
    if (code != EXIT_OK) {
        if (svg != NULL)
            fclose(svg);
        if (values != NULL)
            fclose(values);
        cf_problem_free(p);
        return code;
    }
    const double g = sticks.f[0], bound = MU * g;
    fprintf(values, "drive.fN\t%.4g\ndrive.bound\t%.4g\n", g, bound);
    const hand_drive *cases[2] = {&sticks, &slides};
    const char *names[2] = {"stick", "slide"};
    for (int k = 0; k < 2; k++) {
        const hand_drive *d = cases[k];
        fprintf(values, "drive.%s.push\t%g\ndrive.%s.angle\t%g\n", names[k], d->push, names[k],
                d->phi * 180.0 / PI);
        fprintf(values, "drive.%s.stickstep\t%.4g\ndrive.%s.exitstep\t%.4g\ndrive.%s.s\t%.4g\n",
                names[k], d->stick, names[k], d->exit, names[k], d->s);
        fprintf(values, "drive.%s.f1\t%.4f\ndrive.%s.f2\t%.4f\ndrive.%s.f\t%.4g\n", names[k],
                d->f[1], names[k], d->f[2], names[k], hypot(d->f[1], d->f[2]));
        fprintf(values, "drive.%s.a1\t%.4f\ndrive.%s.a2\t%.4f\ndrive.%s.aT\t%.4g\n", names[k],
                d->a[1], names[k], d->a[2], names[k], hypot(d->a[1], d->a[2]));
    }

    /* Left: the cone in the oblique view, the path of (f_T, f_N) for the
     * push that reaches it.  Right: the plane f_N = g seen from above, the
     * disc and both drives of the friction. */
    const double width = 940, height = 450, top = 12.5;
    fprintf(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%g\" height=\"%g\" "
                 "viewBox=\"0 0 %g %g\" font-family=\"Helvetica, Arial, sans-serif\" "
                 "font-size=\"15\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
            width, height, width, height);
    const char *sub_N = "<tspan baseline-shift=\"sub\" font-size=\"11\">N</tspan>";
    const char *sub_T = "<tspan baseline-shift=\"sub\" font-size=\"11\">T</tspan>";
    char words[256];
    const double sc = 24.0, ox = 290.0, oy = 420.0;
    double x, y, x2, y2;
    /* the cone's rim at f_N = top, and its two sides, tangent to the rim as drawn */
    double rim[96][2], lo = INFINITY, hi = -INFINITY;
    int left = 0, right = 0;
    for (int k = 0; k < 96; k++) {
        double t = 2.0 * PI * k / 96, v[3] = {MU * top * cos(t), MU * top * sin(t), top};
        oblique(v, sc, ox, oy, &rim[k][0], &rim[k][1]);
        double angle = atan2(rim[k][0] - ox, oy - rim[k][1]);
        if (angle < lo) {
            lo = angle;
            left = k;
        }
        if (angle > hi) {
            hi = angle;
            right = k;
        }
    }
    fprintf(svg, "<polygon fill=\"#fbeee6\" stroke=\"#b9770e\" stroke-width=\"1.5\" points=\"");
    for (int k = 0; k < 96; k++)
        fprintf(svg, "%.1f,%.1f ", rim[k][0], rim[k][1]);
    fprintf(svg, "\"/>\n");
    fprintf(svg, "<polyline fill=\"none\" stroke=\"#b9770e\" stroke-width=\"1.5\" "
                 "points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\"/>\n",
            rim[left][0], rim[left][1], ox, oy, rim[right][0], rim[right][1]);
    /* the disc at f_N = g, dashed */
    fprintf(svg, "<polygon fill=\"none\" stroke=\"#7f8c8d\" stroke-dasharray=\"5 4\" points=\"");
    for (int k = 0; k < 96; k++) {
        double t = 2.0 * PI * k / 96, v[3] = {bound * cos(t), bound * sin(t), g};
        oblique(v, sc, ox, oy, &x, &y);
        fprintf(svg, "%.1f,%.1f ", x, y);
    }
    fprintf(svg, "\"/>\n");
    {
        double o[3] = {0.0, 0.0, 0.0}, up[3] = {0.0, 0.0, top + 2.5};
        double r[3] = {MU * top + 1.0, 0.0, 0.0}, in[3] = {0.0, MU * top + 3.0, 0.0};
        oblique(o, sc, ox, oy, &x, &y);
        oblique(up, sc, ox, oy, &x2, &y2);
        arrow(svg, x, y, x2, y2, "#555", 1.2, NULL);
        snprintf(words, sizeof words, "f%s", sub_N);
        text(svg, x2 + 8, y2 + 10, "start", "#555", words);
        oblique(r, sc, ox, oy, &x2, &y2);
        arrow(svg, x, y, x2, y2, "#555", 1.2, NULL);
        text(svg, x2 - 4, y2 + 20, "start", "#555", "f<tspan baseline-shift=\"sub\" font-size=\"11\">T1</tspan>");
        oblique(in, sc, ox, oy, &x2, &y2);
        arrow(svg, x, y, x2, y2, "#555", 1.2, NULL);
        text(svg, x2 + 6, y2 + 4, "start", "#555", "f<tspan baseline-shift=\"sub\" font-size=\"11\">T2</tspan>");
    }
    {
        /* the normal's drive up the axis, then the friction's across */
        double o[3] = {0.0, 0.0, 0.0}, n[3] = {0.0, 0.0, g}, e[3] = {slides.f[1], slides.f[2], g};
        double x0, y0, x1, y1;
        oblique(o, sc, ox, oy, &x0, &y0);
        oblique(n, sc, ox, oy, &x1, &y1);
        arrow(svg, x0, y0, x1, y1, "#c0392b", 3.0, NULL);
        text(svg, x1 + 10, (y0 + y1) / 2 + 30, "start", "#c0392b", "1: the normal drive");
        oblique(e, sc, ox, oy, &x2, &y2);
        arrow(svg, x1, y1, x2, y2, "#d35400", 3.0, NULL);
        fprintf(svg, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"#1e8449\"/>\n", x2, y2);
        text(svg, (x1 + x2) / 2 + 30, (y1 + y2) / 2 + 30, "middle", "#d35400", "2: the friction drive");
        text(svg, x2 - 10, y2 - 10, "end", "#1e8449", "3: exit");
    }
    snprintf(words, sizeof words, "the cone |f%s| &#8804; &#956; f%s", sub_T, sub_N);
    text(svg, ox, 24, "middle", "#333", words);

    /* right: the plane f_N = g from above */
    const double s2 = 16.0, cx = 700.0, cy = 235.0;
    fprintf(svg, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ccc\"/>\n",
            cx - 200, cy, cx + 200, cy);
    fprintf(svg, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ccc\"/>\n", cx,
            cy + 170, cx, cy - 170);
    fprintf(svg, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"#fbeee6\" stroke=\"#b9770e\" "
                 "stroke-width=\"1.5\"/>\n", cx, cy, s2 * bound);
    snprintf(words, sizeof words, "the plane f%s = mg, from above", sub_N);
    text(svg, cx, 24, "middle", "#333", words);
    snprintf(words, sizeof words, "the disc |f%s| &#8804; &#956; f%s", sub_T, sub_N);
    text(svg, cx - 8, cy + s2 * bound + 22, "middle", "#b9770e", words);
    for (int k = 0; k < 2; k++) {
        const hand_drive *d = cases[k];
        double px = cx + s2 * d->push * cos(d->phi), py = cy - s2 * d->push * sin(d->phi);
        arrow(svg, cx, cy, px, py, "#2471a3", 2.0, NULL);
        double fx = cx + s2 * d->f[1], fy = cy - s2 * d->f[2];
        arrow(svg, cx, cy, fx, fy, "#d35400", 3.0, NULL);
        fprintf(svg, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"%s\"/>\n", fx, fy,
                k == 0 ? "#7d3c98" : "#1e8449");
        if (k == 0) {
            text(svg, px - 6, py - 10, "end", "#2471a3", "push (a)");
            snprintf(words, sizeof words, "(a) a%s = 0: sticks", sub_T);
            text(svg, fx + 6, fy + 24, "start", "#7d3c98", words);
        } else {
            text(svg, px + 8, py + 4, "start", "#2471a3", "push (b)");
            text(svg, fx - 10, fy + 4, "end", "#1e8449", "(b) exit");
        }
    }
    snprintf(words, sizeof words, "orange: f%s, against the push", sub_T);
    text(svg, cx + 200, cy + 200, "end", "#d35400", words);
    fprintf(svg, "</svg>\n");
    int failed = ferror(svg) || ferror(values);
    failed |= fclose(svg) != 0;
    failed |= fclose(values) != 0;
    cf_problem_free(p);
    return failed ? EXIT_USAGE : EXIT_OK;
}

/* Exercises 1, 2, 4 and 5: their answers, computed. */
static int exercises(const char *values_path)
{
    FILE *values = fopen(values_path, "w");
    cf_problem *p = particle();
    if (values == NULL || p == NULL) {
        if (values != NULL)
            fclose(values);
        cf_problem_free(p);
        return EXIT_USAGE;
    }
    int code = EXIT_OK;
    /* 1: (0.3, 0.4) against mu f_N = 0.45, with f_N = 0.9 and mu = 0.5 */
    {
        const double fT[2] = {0.3, 0.4}, bound = 0.45, size = hypot(fT[0], fT[1]);
        double f[3] = {bound / MU, fT[0], fT[1]};
        p->b[1] = p->b[2] = 0.0;
        p->b[0] = -f[0]; /* a = f + b: a_N = 0, a_T = f_T */
        p->b[1] = -fT[0];
        p->b[2] = -fT[1]; /* a_T = 0: only the cone is violated */
        cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
        fprintf(values, "ex1.size\t%.4g\nex1.excess\t%.4g\nex1.relative\t%.2f\n", size,
                size - bound, (size - bound) / bound);
        fprintf(values, "ex1.worst\t%.2f\nex1.row\t%d\nex1.condition\t%s\n", c.worst, c.worst_row,
                cf_condition_name(c.worst_condition));
        if (c.ok || !(size > bound) || !(fT[0] < bound && fT[1] < bound))
            code = EXIT_MISMATCH;
    }
    /* 2: f_T = (0.4, 0), delta f_T = (-1, 0), f_N = 1, delta f_N = 0, mu = 0.5 */
    {
        const double fT[2] = {0.4, 0.0}, dfT[2] = {-1.0, 0.0}, fN = 1.0, mu = 0.5;
        double qa = dfT[0] * dfT[0] + dfT[1] * dfT[1];
        double qb = fT[0] * dfT[0] + fT[1] * dfT[1];
        double fT2 = fT[0] * fT[0] + fT[1] * fT[1], r2 = mu * mu * fN * fN, qc = fT2 - r2;
        double root = sqrt(qb * qb - qa * qc), s1 = (-qb + root) / qa, s2 = (-qb - root) / qa;
        double step = cone_exit_step(fT, dfT, fN, 0.0, mu, 0.0);
        fprintf(values, "ex2.qa\t%.4g\nex2.qb\t%.4g\nex2.fT2\t%.4g\nex2.r2\t%.4g\nex2.qc\t%.4g\n"
                        "ex2.twoqb\t%.4g\nex2.s\t%.4g\nex2.other\t%.4g\nex2.edge\t%.4g\n"
                        "ex2.root\t%.4g\n",
                qa, qb, fT2, r2, qc, 2.0 * qb, s1, s2, fT[0] + s1 * dfT[0], root);
        if (fabs(step - s1) > 1e-12)
            code = EXIT_MISMATCH;
    }
    /* 4: the box's bend, pushed with 10 N at phi */
    {
        const double force = 10.0, bound = MU * G;
        double phi = asin(bound / force) * 180.0 / PI;
        fprintf(values, "ex4.x45\t%.2f\nex4.bound\t%.4g\nex4.phi\t%.2f\nex4.slope\t%.2f\n"
                        "ex4.max\t%.2f\n",
                force * cos(PI / 4), bound, phi, force / bound - 1.0, 45.0 - phi);
        /* the box at phi (just below and above): its friction points at 45 degrees beyond */
        friction_model box;
        friction_model_parse("box", &box);
        double f[3], a[3];
        push(p, force, (phi + 0.5) * PI / 180.0);
        p->b[0] = -G;
        if (friction_model_solve(p, box, NULL, f, a) != CF_OK || fabs(f[1] - f[2]) > 1e-9)
            code = EXIT_MISMATCH;
    }
    /* 5: the 8-sided pyramid between two corners */
    {
        const double bound = MU * G;
        fprintf(values, "ex5.half\t%.1f\nex5.limit\t%.4f\nex5.limit3\t%.3f\n", 180.0 / 8,
                bound * cos(PI / 8), bound * cos(PI / 8));
    }
    if (fclose(values) != 0)
        code = EXIT_USAGE;
    cf_problem_free(p);
    return code;
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "drive") == 0)
        return drive(argv[2], argv[3]);
    if (argc == 3 && strcmp(argv[1], "exercises") == 0)
        return exercises(argv[2]);
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
                    "       cone cases OUT.values KEY=CASE.cf ... | cone drive OUT.svg OUT.values\n"
                    "       cone exercises OUT.values | cone rockpile FILE.dat CAP OUT.values\n");
    return EXIT_USAGE;
}
