/* scene.c - draw a worked example's scene as SVG, from its own geometry.
 *
 *   scene KEY CASE OUT.svg
 *
 * KEY names one of the book's worked examples (ex1, ex1b, ex2, ex2b, ex3,
 * ex4, ex9, ex9b).  For each, this program builds the bodies and contacts
 * itself, computes A = J M^-1 J^T and b from them (Baraff 1994, section 3;
 * Baraff 1994, section 3), and CHECKS that they equal the A and b of the
 * problem file CASE: the hand-written file must describe the scene that
 * is drawn, or the build fails (exit 1).  It then solves the file with
 * the stage's solver and draws the bodies, the contact points and the
 * contact forces as red arrows scaled to the computed forces (like
 * PhysLab, only the force on the upper body of each pair is drawn).
 * Exit 2 on bad usage or an unreadable file.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "boxes.h"
#include "dantzig.h"
#include "dense.h"
#include "problem.h"
#include "single_contact.h"

enum { EXIT_OK = 0, EXIT_MISMATCH = 1, EXIT_USAGE = 2 };
enum { MAX_CONTACTS = 8 };

#define PIXELS_PER_UNIT 80.0
#define LONGEST_ARROW 1.6 /* world units: the largest force of a scene is drawn this long */
#define FORCE_RED "#d62728"
#define PUSH_BLUE "#1f5fbf"

/* The A and b computed from the geometry, and the SVG being drawn. */
typedef struct scene {
    const char *key;
    int n;
    double A[MAX_CONTACTS * MAX_CONTACTS];
    double b[MAX_CONTACTS];
    /* world window, y up */
    double x0, x1, y0, y1;
    double newtons_per_unit; /* the scene's force scale, shown by its scale bar */
    FILE *svg;
} scene;

/* ---- checking the geometry against the problem file ---- */

static int close_enough(double got, double want)
{
    return fabs(got - want) <= 1e-9 * (1.0 + fabs(want));
}

static int matches_file(const scene *s, const cf_problem *p)
{
    if (p->n != s->n) {
        fprintf(stderr, "scene %s: the geometry has %d contacts, the problem file %d\n", s->key,
                s->n, p->n);
        return 0;
    }
    for (int i = 0; i < s->n; i++) {
        for (int j = 0; j < s->n; j++) {
            if (!close_enough(s->A[i * s->n + j], p->A[i * p->n + j])) {
                fprintf(stderr,
                        "scene %s: A[%d][%d] is %.12g from the geometry but %.12g in the problem file\n",
                        s->key, i, j, s->A[i * s->n + j], p->A[i * p->n + j]);
                return 0;
            }
        }
        if (!close_enough(s->b[i], p->b[i])) {
            fprintf(stderr, "scene %s: b[%d] is %.12g from the geometry but %.12g in the problem file\n",
                    s->key, i, s->b[i], p->b[i]);
            return 0;
        }
    }
    return 1;
}

/* Copy A and b of a scene of 2D boxes built by boxes.h. */
static int take_box_problem(scene *s, const cf_scene2d *boxes)
{
    cf_problem *p = cf_scene2d_problem(boxes, s->key);
    if (p == NULL)
        return -1;
    s->n = p->n;
    memcpy(s->A, p->A, (size_t)p->n * (size_t)p->n * sizeof *s->A);
    memcpy(s->b, p->b, (size_t)p->n * sizeof *s->b);
    cf_problem_free(p);
    return 0;
}

/* ---- SVG primitives (world coordinates, y up) ---- */

static double sx(const scene *s, double x) { return (x - s->x0) * PIXELS_PER_UNIT; }
static double sy(const scene *s, double y) { return (s->y1 - y) * PIXELS_PER_UNIT; }

/* A round force scale (1, 2 or 5 times a power of ten newtons per unit)
 * that draws the largest force about LONGEST_ARROW long. */
static void choose_scale(scene *s, int k, const double *forces)
{
    double largest = 0.0;
    for (int i = 0; i < k; i++)
        if (fabs(forces[i]) > largest)
            largest = fabs(forces[i]);
    if (largest <= 0.0)
        largest = 10.0;
    double wanted = largest / LONGEST_ARROW;
    double power = pow(10.0, floor(log10(wanted)));
    double steps[3] = {1.0, 2.0, 5.0};
    s->newtons_per_unit = 10.0 * power;
    for (int i = 0; i < 3; i++) {
        if (steps[i] * power >= wanted) {
            s->newtons_per_unit = steps[i] * power;
            break;
        }
    }
}

static void svg_begin(scene *s, double x0, double x1, double y0, double y1)
{
    s->x0 = x0;
    s->x1 = x1;
    s->y0 = y0;
    s->y1 = y1;
    double w = (x1 - x0) * PIXELS_PER_UNIT, h = (y1 - y0) * PIXELS_PER_UNIT;
    fprintf(s->svg,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" "
            "viewBox=\"0 0 %.0f %.0f\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\">\n",
            w, h, w, h);
    fprintf(s->svg, "<defs>\n");
    const char *colours[2][2] = {{"red", FORCE_RED}, {"blue", PUSH_BLUE}};
    for (int k = 0; k < 2; k++)
        fprintf(s->svg,
                "<marker id=\"head-%s\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"4.5\" "
                "markerHeight=\"4.5\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" "
                "fill=\"%s\"/></marker>\n",
                colours[k][0], colours[k][1]);
    fprintf(s->svg, "</defs>\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
}

static void svg_end(scene *s) { fprintf(s->svg, "</svg>\n"); }

static void svg_floor(scene *s, double xa, double xb, double y)
{
    fprintf(s->svg, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#333\" stroke-width=\"2\"/>\n",
            sx(s, xa), sy(s, y), sx(s, xb), sy(s, y));
    for (double x = xa + 0.15; x < xb; x += 0.25)
        fprintf(s->svg, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#888\" stroke-width=\"1\"/>\n",
                sx(s, x), sy(s, y), sx(s, x - 0.15), sy(s, y - 0.15));
}

/* A polygon through k world points. */
static void svg_polygon(scene *s, int k, const double *xy, const char *fill, double opacity)
{
    fprintf(s->svg, "<polygon points=\"");
    for (int i = 0; i < k; i++)
        fprintf(s->svg, "%s%.1f,%.1f", i == 0 ? "" : " ", sx(s, xy[2 * i]), sy(s, xy[2 * i + 1]));
    fprintf(s->svg, "\" fill=\"%s\" fill-opacity=\"%.2f\" stroke=\"#34495e\" stroke-width=\"1.5\"/>\n",
            fill, opacity);
}

static void svg_box(scene *s, const cf_box *box)
{
    double xy[8] = {box->x - box->half_width, box->y - box->half_height,
                    box->x + box->half_width, box->y - box->half_height,
                    box->x + box->half_width, box->y + box->half_height,
                    box->x - box->half_width, box->y + box->half_height};
    svg_polygon(s, 4, xy, "#dde6f0", 1.0);
    fprintf(s->svg, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"#34495e\"/>\n", sx(s, box->x),
            sy(s, box->y));
}

/* Text at a world point; anchor "start", "middle" or "end". */
static void svg_text(scene *s, double x, double y, const char *anchor, const char *colour,
                     const char *text)
{
    fprintf(s->svg, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" fill=\"%s\">%s</text>\n", sx(s, x),
            sy(s, y), anchor, colour, text);
}

static void svg_contact_point(scene *s, double x, double y, int index, double label_dx)
{
    fprintf(s->svg, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"black\"/>\n", sx(s, x), sy(s, y));
    char label[16];
    snprintf(label, sizeof label, "%d", index);
    fprintf(s->svg,
            "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"11\" fill=\"#555\">%s</text>\n",
            sx(s, x + label_dx), sy(s, y) + 16, label);
}

static void svg_arrow(scene *s, double x, double y, double dx, double dy, const char *colour,
                      const char *marker)
{
    fprintf(s->svg,
            "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"3\" "
            "marker-end=\"url(#head-%s)\"/>\n",
            sx(s, x), sy(s, y), sx(s, x + dx), sy(s, y + dy), colour, marker);
}

/* The contact force f along the unit normal (nx, ny) at (x, y), labelled
 * "f_i = value" beside its tip; a zero force is labelled below the point. */
static void svg_force(scene *s, double x, double y, double nx, double ny, double f, int index,
                      const char *anchor)
{
    char label[96];
    double shown = fabs(f) < 1e-9 ? 0.0 : f;
    snprintf(label, sizeof label,
             "f<tspan baseline-shift=\"sub\" font-size=\"10\">%d</tspan> = %.4g", index, shown);
    double len = shown / s->newtons_per_unit;
    double dx = strcmp(anchor, "end") == 0 ? -0.12 : strcmp(anchor, "start") == 0 ? 0.12 : 0.0;
    if (len > 0.0) {
        svg_arrow(s, x, y, nx * len, ny * len, FORCE_RED, "red");
        svg_text(s, x + nx * len + dx, y + ny * len - 0.05, anchor, FORCE_RED, label);
    } else {
        svg_text(s, x + dx, y - 0.5, anchor, FORCE_RED, label);
    }
}

/* The scale bar in the top-left corner: a round force and its length. */
static void svg_scale_bar(scene *s)
{
    double x = s->x0 + 0.2, y = s->y1 - 0.3;
    double newtons = s->newtons_per_unit, len = 1.0;
    char label[32];
    snprintf(label, sizeof label, "%g N", newtons);
    fprintf(s->svg,
            "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"3\"/>\n",
            sx(s, x), sy(s, y), sx(s, x + len), sy(s, y), FORCE_RED);
    svg_text(s, x + len + 0.1, y - 0.07, "start", "#333", label);
}

/* ---- solving the file ---- */

static cf_status solve(const cf_problem *p, double *f, double *a)
{
    if (p->n == 1)
        return stage1_solve(p, NULL, f, a);
    return stage2_compute_forces(p, NULL, f, a);
}

/* ---- the scenes ---- */

/* Examples 1 and 1b: a particle of mass 2 on a floor; in 1b a 30 N pull. */
static int scene_particle(scene *s, const cf_problem *p, double pull)
{
    const double m = 2.0, radius = 0.18;
    /* One contact, normal +y: J = [0, 1], A = 1/m, b = -g + pull/m. */
    s->n = 1;
    s->A[0] = 1.0 / m;
    s->b[0] = -CF_GRAVITY + pull / m;
    if (!matches_file(s, p))
        return EXIT_MISMATCH;
    double f[1], a[1];
    cf_status status = solve(p, f, a);
    if (status != CF_OK)
        return EXIT_MISMATCH;
    const double shown[2] = {f[0], pull};
    choose_scale(s, 2, shown);
    double longest = (f[0] > pull ? f[0] : pull) / s->newtons_per_unit;
    double top = 2.0 * radius + longest + 0.7;
    svg_begin(s, -2.0, 2.0, -0.8, top);
    svg_floor(s, -1.8, 1.8, 0.0);
    fprintf(s->svg, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"#dde6f0\" stroke=\"#34495e\" stroke-width=\"1.5\"/>\n",
            sx(s, 0.0), sy(s, radius), radius * PIXELS_PER_UNIT);
    svg_text(s, -0.3, radius - 0.05, "end", "#333", "m = 2");
    if (pull > 0.0) {
        svg_arrow(s, 0.0, 2.0 * radius, 0.0, pull / s->newtons_per_unit, PUSH_BLUE, "blue");
        svg_text(s, 0.12, 2.0 * radius + pull / s->newtons_per_unit - 0.1, "start", PUSH_BLUE, "pull 30 N");
    }
    svg_force(s, 0.0, 0.0, 0.0, 1.0, f[0], 0, "start");
    svg_contact_point(s, 0.0, 0.0, 0, 0.0);
    svg_scale_bar(s);
    svg_end(s);
    return EXIT_OK;
}

/* One 2x2 box of mass 1 at (0, 1) on the floor, touching it at the given x. */
static int scene_box_on_floor(scene *s, const cf_problem *p, int k, const double *xs, double torque)
{
    cf_box box = {.x = 0.0, .y = 1.0, .half_width = 1.0, .half_height = 1.0, .mass = 1.0};
    cf_contact2d contacts[MAX_CONTACTS];
    for (int i = 0; i < k; i++)
        contacts[i] = (cf_contact2d){.body = 0, .other = -1, .px = xs[i], .py = 0.0, .nx = 0.0, .ny = 1.0};
    cf_scene2d boxes = {.n_boxes = 1, .boxes = &box, .n_contacts = k, .contacts = contacts};
    if (take_box_problem(s, &boxes) != 0)
        return EXIT_USAGE;
    /* An applied torque adds (r x n) tau / I to b_i (Baraff 1994, section 3). */
    const double inertia = box.mass * 8.0 / 12.0;
    for (int i = 0; i < k; i++)
        s->b[i] += ((xs[i] - box.x) * 1.0 - (0.0 - box.y) * 0.0) * torque / inertia;
    if (!matches_file(s, p))
        return EXIT_MISMATCH;
    double f[MAX_CONTACTS], a[MAX_CONTACTS];
    if (solve(p, f, a) != CF_OK)
        return EXIT_MISMATCH;
    choose_scale(s, k, f);
    svg_begin(s, -3.0, 3.0, -0.8, 3.0);
    svg_floor(s, -2.8, 2.8, 0.0);
    svg_box(s, &box);
    if (torque != 0.0) {
        /* A clockwise arc around the centre for a negative torque. */
        double r = 0.55;
        fprintf(s->svg,
                "<path d=\"M %.1f %.1f A %.1f %.1f 0 1 1 %.1f %.1f\" fill=\"none\" stroke=\"%s\" "
                "stroke-width=\"2.5\" marker-end=\"url(#head-blue)\"/>\n",
                sx(s, box.x - r * 0.7), sy(s, box.y + r * 0.7), r * PIXELS_PER_UNIT, r * PIXELS_PER_UNIT,
                sx(s, box.x - r * 0.7), sy(s, box.y - r * 0.7), PUSH_BLUE);
        svg_text(s, box.x, box.y + 0.75, "middle", PUSH_BLUE, "torque 10 N m");
    }
    for (int i = 0; i < k; i++) {
        const char *anchor = xs[i] < box.x - 0.5 ? "end" : xs[i] > box.x + 0.5 ? "start" : "middle";
        svg_force(s, xs[i], 0.0, 0.0, 1.0, f[i], i, anchor);
        svg_contact_point(s, xs[i], 0.0, i, 0.0);
    }
    svg_scale_bar(s);
    svg_end(s);
    return EXIT_OK;
}

/* Example 4: two 2x2 boxes stacked on the floor. */
static int scene_stacked(scene *s, const cf_problem *p)
{
    cf_box boxes[2] = {{.x = 0.0, .y = 1.0, .half_width = 1.0, .half_height = 1.0, .mass = 1.0},
                       {.x = 0.0, .y = 3.0, .half_width = 1.0, .half_height = 1.0, .mass = 1.0}};
    cf_contact2d contacts[4] = {
        {.body = 0, .other = -1, .px = -1.0, .py = 0.0, .nx = 0.0, .ny = 1.0},
        {.body = 0, .other = -1, .px = 1.0, .py = 0.0, .nx = 0.0, .ny = 1.0},
        {.body = 1, .other = 0, .px = -1.0, .py = 2.0, .nx = 0.0, .ny = 1.0},
        {.body = 1, .other = 0, .px = 1.0, .py = 2.0, .nx = 0.0, .ny = 1.0},
    };
    cf_scene2d scene2d = {.n_boxes = 2, .boxes = boxes, .n_contacts = 4, .contacts = contacts};
    if (take_box_problem(s, &scene2d) != 0)
        return EXIT_USAGE;
    if (!matches_file(s, p))
        return EXIT_MISMATCH;
    double f[4], a[4];
    if (solve(p, f, a) != CF_OK)
        return EXIT_MISMATCH;
    choose_scale(s, 4, f);
    svg_begin(s, -3.2, 3.2, -0.8, 4.6);
    svg_floor(s, -3.0, 3.0, 0.0);
    svg_box(s, &boxes[0]);
    svg_box(s, &boxes[1]);
    for (int i = 0; i < 4; i++) {
        const cf_contact2d *c = &contacts[i];
        svg_force(s, c->px, c->py, c->nx, c->ny, f[i], i, c->px < 0.0 ? "end" : "start");
        svg_contact_point(s, c->px, c->py, i, c->px < 0.0 ? -0.2 : 0.2);
    }
    svg_scale_bar(s);
    svg_end(s);
    return EXIT_OK;
}

/* Example 3: a cube of side 2 and mass 1 on four corners, drawn in an
 * oblique projection (x right, z up, y into the page). */
static void project(const double p[3], double out[2])
{
    out[0] = p[0] + 0.5 * p[1];
    out[1] = p[2] + 0.35 * p[1];
}

static int scene_cube(scene *s, const cf_problem *p)
{
    const double corners[4][2] = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};
    const double m = 1.0, inertia = m * (4.0 + 4.0) / 12.0; /* about every axis */
    /* Row i: J = [n, r_i x n] with n = (0, 0, 1), r_i = (x_i, y_i, -1), so
     * r_i x n = (y_i, -x_i, 0); A = J M^-1 J^T, b = n . g. */
    s->n = 4;
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 4; j++) {
            double ri[3] = {corners[i][1], -corners[i][0], 0.0};
            double rj[3] = {corners[j][1], -corners[j][0], 0.0};
            s->A[i * 4 + j] = 1.0 / m + (ri[0] * rj[0] + ri[1] * rj[1] + ri[2] * rj[2]) / inertia;
        }
        s->b[i] = -CF_GRAVITY;
    }
    if (!matches_file(s, p))
        return EXIT_MISMATCH;
    double f[4], a[4];
    if (solve(p, f, a) != CF_OK)
        return EXIT_MISMATCH;
    choose_scale(s, 4, f);
    svg_begin(s, -4.0, 4.0, -1.4, 3.4);
    /* The plane z = 0. */
    double plane[8], q[2];
    const double pc[4][3] = {{-2.6, -2.2, 0}, {2.6, -2.2, 0}, {2.6, 2.2, 0}, {-2.6, 2.2, 0}};
    for (int k = 0; k < 4; k++) {
        project(pc[k], q);
        plane[2 * k] = q[0];
        plane[2 * k + 1] = q[1];
    }
    svg_polygon(s, 4, plane, "#eeeeee", 1.0);
    /* Forces at the back corners (y = +1) are drawn before the cube, the
     * front ones after, so the translucent cube sits between them. */
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            const double faces[3][4][3] = {
                {{-1, -1, 0}, {1, -1, 0}, {1, -1, 2}, {-1, -1, 2}}, /* front */
                {{1, -1, 0}, {1, 1, 0}, {1, 1, 2}, {1, -1, 2}},     /* right */
                {{-1, -1, 2}, {1, -1, 2}, {1, 1, 2}, {-1, 1, 2}},   /* top */
            };
            const char *fills[3] = {"#dde6f0", "#c8d4e3", "#eef3f8"};
            for (int k = 0; k < 3; k++) {
                double xy[8];
                for (int c = 0; c < 4; c++) {
                    project(faces[k][c], q);
                    xy[2 * c] = q[0];
                    xy[2 * c + 1] = q[1];
                }
                svg_polygon(s, 4, xy, fills[k], 0.75);
            }
        }
        for (int i = 0; i < 4; i++) {
            int back = corners[i][1] > 0.0;
            if (back != (pass == 0))
                continue;
            double base[3] = {corners[i][0], corners[i][1], 0.0};
            project(base, q);
            const char *anchor = corners[i][0] < 0.0 ? "end" : "start";
            svg_force(s, q[0], q[1], 0.0, 1.0, f[i], i, anchor);
            svg_contact_point(s, q[0], q[1], i, 0.0);
        }
    }
    svg_scale_bar(s);
    svg_end(s);
    return EXIT_OK;
}

/* Examples 9 and 9b: Painleve's rod, half-length 1, mass 1, I = 1/3, at
 * angle atan 2 to the floor, its foot sliding in -x with friction mu = 2,
 * spinning at omega.  Folding the sliding friction f_F = -mu f_N slide
 * into the normal row gives the 1x1 problem A = K_NN - mu slide K_NT. */
static int scene_painleve(scene *s, const cf_problem *p, double omega)
{
    const double l = 1.0, m = 1.0, inertia = 1.0 / 3.0, mu = 2.0, slide = -1.0;
    const double c = 1.0 / sqrt(5.0), sn = 2.0 / sqrt(5.0);
    /* Foot at the origin, centre at l (c, sn): r = foot - centre = -l (c, sn). */
    const double rx = -l * c, ry = -l * sn;
    const double jn_rot = rx * 1.0 - ry * 0.0; /* r x n, n = (0, 1) */
    const double jt_rot = rx * 0.0 - ry * 1.0; /* r x t, t = (1, 0) */
    const double k_nn = 1.0 / m + jn_rot * jn_rot / inertia;
    const double k_nt = jn_rot * jt_rot / inertia;
    s->n = 1;
    s->A[0] = k_nn - mu * slide * k_nt;
    /* Gravity, and the centripetal acceleration -omega^2 r of the foot. */
    s->b[0] = -CF_GRAVITY - omega * omega * ry;
    if (!matches_file(s, p))
        return EXIT_MISMATCH;
    double f[1], a[1];
    cf_status status = solve(p, f, a);
    choose_scale(s, 1, f);
    svg_begin(s, -2.2, 2.6, -1.2, 2.4);
    svg_floor(s, -2.0, 2.4, 0.0);
    fprintf(s->svg,
            "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#34495e\" stroke-width=\"9\" "
            "stroke-linecap=\"round\"/>\n",
            sx(s, 0.0), sy(s, 0.0), sx(s, 2.0 * l * c), sy(s, 2.0 * l * sn));
    fprintf(s->svg,
            "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#dde6f0\" stroke-width=\"6\" "
            "stroke-linecap=\"round\"/>\n",
            sx(s, 0.0), sy(s, 0.0), sx(s, 2.0 * l * c), sy(s, 2.0 * l * sn));
    svg_arrow(s, -0.2, 0.25, -0.9, 0.0, PUSH_BLUE, "blue");
    svg_text(s, -0.2, 0.45, "end", PUSH_BLUE, "foot slides, &#956; = 2");
    if (omega != 0.0)
        svg_text(s, l * c + 0.25, l * sn, "start", PUSH_BLUE, "spinning, &#969; = 4");
    if (status == CF_OK) {
        svg_force(s, 0.0, 0.0, 0.0, 1.0, f[0], 0, "middle");
    } else {
        svg_text(s, 0.2, -0.55, "middle", FORCE_RED, "no contact force");
        svg_text(s, 0.2, -0.8, "middle", FORCE_RED, "satisfies the conditions");
    }
    svg_contact_point(s, 0.0, 0.0, 0, 0.15);
    svg_scale_bar(s);
    svg_end(s);
    return EXIT_OK;
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: scene KEY CASE OUT.svg   (KEY: ex1 ex1b ex2 ex2b ex3 ex4 ex9 ex9b)\n");
        return EXIT_USAGE;
    }
    scene s = {.key = argv[1]};
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_problem_read_file(argv[2], &err);
    if (p == NULL) {
        fprintf(stderr, "scene: %s\n", err.message);
        return EXIT_USAGE;
    }
    /* Write to a temporary name, renamed only on success, so that a
     * failed check never leaves a figure behind. */
    char partial[1024];
    snprintf(partial, sizeof partial, "%s.part", argv[3]);
    s.svg = fopen(partial, "w");
    if (s.svg == NULL) {
        fprintf(stderr, "scene: cannot write %s\n", partial);
        cf_problem_free(p);
        return EXIT_USAGE;
    }
    static const double two[2] = {-1.0, 1.0};
    static const double three[3] = {0.5, -1.0, 1.0};
    int code;
    if (strcmp(s.key, "ex1") == 0)
        code = scene_particle(&s, p, 0.0);
    else if (strcmp(s.key, "ex1b") == 0)
        code = scene_particle(&s, p, 30.0);
    else if (strcmp(s.key, "ex2") == 0)
        code = scene_box_on_floor(&s, p, 2, two, 0.0);
    else if (strcmp(s.key, "ex2b") == 0)
        code = scene_box_on_floor(&s, p, 3, three, -10.0);
    else if (strcmp(s.key, "ex3") == 0)
        code = scene_cube(&s, p);
    else if (strcmp(s.key, "ex4") == 0)
        code = scene_stacked(&s, p);
    else if (strcmp(s.key, "ex9") == 0)
        code = scene_painleve(&s, p, 0.0);
    else if (strcmp(s.key, "ex9b") == 0)
        code = scene_painleve(&s, p, 4.0);
    else {
        fprintf(stderr, "scene: no scene is known for '%s'\n", s.key);
        code = EXIT_USAGE;
    }
    if (code == EXIT_MISMATCH)
        fprintf(stderr, "scene %s: the problem file %s does not describe the drawn scene\n", s.key,
                argv[2]);
    int closed = fclose(s.svg) == 0;
    if (code == EXIT_OK && closed && rename(partial, argv[3]) != 0) {
        fprintf(stderr, "scene: cannot rename %s\n", partial);
        code = EXIT_USAGE;
    }
    if (code != EXIT_OK || !closed)
        remove(partial);
    cf_problem_free(p);
    return code == EXIT_OK && !closed ? EXIT_USAGE : code;
}
