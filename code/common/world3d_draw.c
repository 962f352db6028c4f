/* world3d_draw.c - a 3D world and its forces as an SVG figure, in an
 * oblique projection: x to the right, z up, y into the page drawn half a
 * unit right and 0.35 up per unit (a cabinet-like view that shows a box's
 * front, top and right faces).
 *
 * Planes are drawn as hatched patches under the bodies, boxes by their
 * visible faces, spheres as discs.  The forces are those of world2d_draw.c
 * in the same colours (svg.h): at each contact the normal force on A in
 * red and the friction force (the two tangent rows together, f1 t1 +
 * f2 t2) in orange; a joint's force in green; applied loads in blue.
 * Several answers to one scene (the cone's and the box's friction, say)
 * are drawn side by side, in one window and at one force scale.
 */
#include "world3d.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "svg.h"

#define LONGEST_ARROW 1.6 /* world units: the largest force is drawn at most this long */
#define MOST_LABELS 12    /* more contacts than this: arrows without labels */
#define PANELS_WIDTH 860.0 /* pixels: panels side by side fit the book's column */
#define SUB "<tspan baseline-shift=\"sub\" font-size=\"10\">"

static const double view[3] = {0.5, -1.0, 0.35}; /* towards the viewer: visible faces face it */

static void project(const double p[3], double out[2])
{
    out[0] = p[0] + 0.5 * p[1];
    out[1] = p[2] + 0.35 * p[1];
}

typedef struct arrow {
    double at[3], force[3]; /* where, and the force vector in newtons */
    const char *colour;
    char label[160];
} arrow;

/* ---- the window ---- */

static void include(double box[4], const double p[3])
{
    double q[2];
    project(p, q);
    box[0] = fmin(box[0], q[0]);
    box[1] = fmax(box[1], q[0]);
    box[2] = fmin(box[2], q[1]);
    box[3] = fmax(box[3], q[1]);
}

/* How far a body reaches from its centre. */
static double reach(const cf_body3d *b)
{
    if (b->shape == CF_SHAPE3D_BOX)
        return 0.5 * sqrt(cf_dot3(b->size, b->size));
    return b->shape == CF_SHAPE3D_SPHERE ? b->size[0] : 0.15;
}

/* ---- bodies ---- */

/* A plane as a patch around the bodies' feet on it. */
static void draw_plane(cf_svg *s, const cf_world3d *w, const cf_body3d *plane)
{
    double t1[3], t2[3], centre[3] = {0.0, 0.0, 0.0};
    cf_tangent_basis(plane->normal, t1, t2);
    int moving = 0;
    for (int k = 0; k < w->n_bodies; k++)
        if (w->bodies[k].shape != CF_SHAPE3D_PLANE) {
            for (int q = 0; q < 3; q++)
                centre[q] += w->bodies[k].position[q];
            moving++;
        }
    if (moving == 0)
        memcpy(centre, plane->position, sizeof centre);
    else
        for (int q = 0; q < 3; q++)
            centre[q] /= moving;
    double r[3] = {centre[0] - plane->position[0], centre[1] - plane->position[1], centre[2] - plane->position[2]};
    double height = cf_dot3(r, plane->normal), half = 1.0;
    for (int q = 0; q < 3; q++)
        centre[q] -= height * plane->normal[q];
    for (int k = 0; k < w->n_bodies; k++) {
        const cf_body3d *b = &w->bodies[k];
        if (b->shape == CF_SHAPE3D_PLANE)
            continue;
        double d[3] = {b->position[0] - centre[0], b->position[1] - centre[1], b->position[2] - centre[2]};
        half = fmax(half, fmax(fabs(cf_dot3(d, t1)), fabs(cf_dot3(d, t2))) + reach(b) + 0.6);
    }
    static const double signs[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    double xy[8];
    for (int k = 0; k < 4; k++) {
        double p[3];
        for (int q = 0; q < 3; q++)
            p[q] = centre[q] + half * (signs[k][0] * t1[q] + signs[k][1] * t2[q]);
        project(p, xy + 2 * k);
    }
    cf_svg_polygon(s, 4, xy, "hatch");
}

/* A box by its faces that face the viewer, shaded by which way they face. */
static void draw_box(cf_svg *s, const cf_body3d *b)
{
    static const int faces[6][4] = {{0, 2, 6, 4}, {1, 3, 7, 5}, {0, 1, 5, 4},
                                    {2, 3, 7, 6}, {0, 1, 3, 2}, {4, 5, 7, 6}};
    static const char *const shades[3] = {"#c9d6e4", "#b5c6d8", "#dde6f0"}; /* sides, front/back, top */
    double corners[8][3], R[3][3];
    cf_body3d_corners(b, corners);
    cf_quaternion_matrix(b->q, R);
    for (int f = 0; f < 6; f++) {
        int axis = f / 2;
        double sign = f % 2 == 0 ? -1.0 : 1.0;
        double n[3] = {sign * R[0][axis], sign * R[1][axis], sign * R[2][axis]};
        if (cf_dot3(n, view) <= 0.0)
            continue;
        double xy[8];
        for (int k = 0; k < 4; k++)
            project(corners[faces[f][k]], xy + 2 * k);
        int shade = fabs(n[2]) >= fabs(n[0]) && fabs(n[2]) >= fabs(n[1]) ? 2 : fabs(n[1]) > fabs(n[0]) ? 1 : 0;
        cf_svg_polygon(s, 4, xy, b->fixed ? "hatch" : shades[shade]);
    }
}

static void draw_body(cf_svg *s, const cf_world3d *w, const cf_body3d *b)
{
    double c[2];
    project(b->position, c);
    switch (b->shape) {
    case CF_SHAPE3D_PLANE:
        draw_plane(s, w, b);
        return;
    case CF_SHAPE3D_BOX:
        draw_box(s, b); /* its centre is inside: no dot */
        return;
    case CF_SHAPE3D_SPHERE:
        cf_svg_circle(s, c[0], c[1], b->size[0], b->fixed ? "#eeeeee" : "#dde6f0");
        break;
    case CF_SHAPE3D_PARTICLE:
        cf_svg_circle(s, c[0], c[1], 0.12, "#dde6f0");
        return;
    }
    if (!b->fixed)
        fprintf(s->out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"#34495e\"/>\n", cf_svg_x(s, c[0]),
                cf_svg_y(s, c[1]));
}

/* Back to front: the bodies further into the page (larger y), then lower, first. */
static int compare_depth(const void *left, const void *right, const cf_world3d *w)
{
    const cf_body3d *l = &w->bodies[*(const int *)left], *r = &w->bodies[*(const int *)right];
    int lp = l->shape == CF_SHAPE3D_PLANE, rp = r->shape == CF_SHAPE3D_PLANE;
    if (lp != rp)
        return lp ? -1 : 1;
    if (l->position[1] != r->position[1])
        return l->position[1] > r->position[1] ? -1 : 1;
    if (l->position[2] != r->position[2])
        return l->position[2] < r->position[2] ? -1 : 1;
    return 0;
}

static void draw_bodies(cf_svg *s, const cf_world3d *w)
{
    /* An insertion sort: qsort has no argument for the world. */
    int order[64], count = w->n_bodies < 64 ? w->n_bodies : 64;
    for (int k = 0; k < count; k++) {
        int j = k;
        order[k] = k;
        while (j > 0 && compare_depth(&order[j - 1], &order[j], w) > 0) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
            j--;
        }
    }
    for (int k = 0; k < count; k++)
        draw_body(s, w, &w->bodies[order[k]]);
    for (int k = count; k < w->n_bodies; k++)
        draw_body(s, w, &w->bodies[k]);
}

/* ---- forces ---- */

static double clean(double x)
{
    return fabs(x) < 1e-9 ? 0.0 : x;
}

/* The arrows of the rows' forces, one or two per constraint; how many. */
static int row_arrows(const cf_world3d *w, const cf_jrow3d *rows, int n, const double *f, arrow *out)
{
    int count = 0;
    for (int i = 0; i < n;) {
        const cf_constraint3d *c = &w->constraints[rows[i].constraint];
        int last = i;
        while (last + 1 < n && rows[last + 1].constraint == rows[i].constraint)
            last++;
        /* The force on A, or on B (opposite) when A does not move. */
        double sign = c->a < 0 || w->bodies[c->a].fixed ? -1.0 : 1.0;
        arrow *a = &out[count++];
        memset(a, 0, sizeof *a);
        memcpy(a->at, c->p, sizeof a->at);
        int linear = c->kind == CF_CONTACT3D ? 1 : 3;
        for (int r = i; r < i + linear; r++)
            for (int q = 0; q < 3; q++)
                a->force[q] += sign * f[r] * rows[r].d[q];
        if (c->kind == CF_CONTACT3D) {
            a->colour = CF_SVG_CONTACT;
            snprintf(a->label, sizeof a->label, "f" SUB "%d</tspan> = %.4g", i, clean(f[i]));
        } else {
            a->colour = CF_SVG_JOINT;
            snprintf(a->label, sizeof a->label, "f" SUB "%d-%d</tspan> = (%.4g, %.4g, %.4g)", i, i + 2,
                     clean(f[i]), clean(f[i + 1]), clean(f[i + 2]));
        }
        if (c->kind == CF_CONTACT3D && c->friction) {
            arrow *t = &out[count++];
            memset(t, 0, sizeof *t);
            memcpy(t->at, c->p, sizeof t->at);
            for (int r = i + 1; r <= i + 2; r++)
                for (int q = 0; q < 3; q++)
                    t->force[q] += sign * f[r] * rows[r].d[q];
            t->colour = CF_SVG_FRICTION;
            snprintf(t->label, sizeof t->label, "f" SUB "%d,%d</tspan> = (%.4g, %.4g)", i + 1, i + 2,
                     clean(f[i + 1]), clean(f[i + 2]));
        }
        i = last + 1;
    }
    return count;
}

static int load_arrows(const cf_world3d *w, arrow *out)
{
    int count = 0;
    for (int k = 0; k < w->n_bodies; k++) {
        const cf_body3d *b = &w->bodies[k];
        if (b->force[0] == 0.0 && b->force[1] == 0.0 && b->force[2] == 0.0)
            continue;
        arrow *a = &out[count++];
        memset(a, 0, sizeof *a);
        memcpy(a->at, b->position, sizeof a->at);
        memcpy(a->force, b->force, sizeof a->force);
        a->colour = CF_SVG_LOAD;
        snprintf(a->label, sizeof a->label, "applied %.4g N", sqrt(cf_dot3(b->force, b->force)));
    }
    return count;
}

/* The arrow's start and end in the projection. */
static void arrow_ends(const arrow *a, double newtons, double from[2], double to[2])
{
    double end[3];
    for (int q = 0; q < 3; q++)
        end[q] = a->at[q] + a->force[q] / newtons;
    project(a->at, from);
    project(end, to);
}

static void draw_arrow(cf_svg *s, const arrow *a, int labelled)
{
    double from[2], to[2];
    arrow_ends(a, s->newtons_per_unit, from, to);
    double dx = to[0] - from[0], dy = to[1] - from[1];
    if (hypot(dx, dy) > 0.02) /* shorter than two pixels or so: the head alone would show */
        cf_svg_arrow(s, from[0], from[1], dx, dy, a->colour);
    if (labelled)
        cf_svg_text(s, to[0] + (dx >= 0.0 ? 0.08 : -0.08), to[1] + (dy >= 0.0 ? 0.08 : -0.3),
                    dx >= 0.0 ? "start" : "end", a->colour, a->label);
}

int cf_world3d_draw_svg(FILE *out, const cf_world3d *w, const double *f, int n)
{
    return cf_world3d_draw_panels(out, w, 1, &f, NULL, 0, n);
}

/* The disc ||f_T|| <= mu f_N of each contact with friction, at the normal
 * force of f and the force scale, in its tangent plane: seen at an angle,
 * an ellipse.  The friction of the cone (Baraff 1994, section 7) ends on
 * it or inside; a model that replaces the cone may reach beyond it. */
static void draw_discs(cf_svg *s, const cf_world3d *w, const cf_jrow3d *rows, int rows_n, const double *f)
{
    enum { STEPS = 48 };
    for (int i = 0; i < rows_n; i++) {
        const cf_constraint3d *c = &w->constraints[rows[i].constraint];
        if (c->kind != CF_CONTACT3D || !c->friction || (i > 0 && rows[i - 1].constraint == rows[i].constraint))
            continue;
        double radius = c->mu * f[i] / s->newtons_per_unit, t2[3];
        if (!(radius > 0.0))
            continue;
        cf_cross3(c->n, c->t, t2);
        fprintf(s->out, "<polygon points=\"");
        for (int k = 0; k < STEPS; k++) {
            double angle = 2.0 * CF_PI * k / STEPS, p[3], q[2];
            for (int d = 0; d < 3; d++)
                p[d] = c->p[d] + radius * (cos(angle) * c->t[d] + sin(angle) * t2[d]);
            project(p, q);
            fprintf(s->out, "%s%.1f,%.1f", k == 0 ? "" : " ", cf_svg_x(s, q[0]), cf_svg_y(s, q[1]));
        }
        fprintf(s->out, "\" fill=\"%s\" fill-opacity=\"0.15\" stroke=\"%s\" stroke-width=\"1.5\" "
                        "stroke-dasharray=\"5 3\"/>\n",
                CF_SVG_FRICTION, CF_SVG_FRICTION);
    }
}

#define LEGEND_LINE 20.0 /* pixels between two lines of a panel's legend */

/* One panel: the bodies, the arrows, the contact points and the title.
 * With a legend (panels side by side, small), the arrows' labels are lines
 * of text under the scene, in the arrows' colours, where they cover
 * nothing; else each label is at its arrow's tip. */
static void draw_panel(cf_svg *s, const cf_world3d *w, const cf_jrow3d *rows, int rows_n, const arrow *arrows,
                       int total, int forces, const char *title, const double *discs, int legend)
{
    draw_bodies(s, w);
    if (discs != NULL)
        draw_discs(s, w, rows, rows_n, discs);
    int contacts = w->n_constraints, labelled = contacts <= MOST_LABELS;
    for (int k = 0; k < total; k++)
        draw_arrow(s, &arrows[k], !legend && (labelled || k >= forces));
    for (int k = 0, line = 0; legend && k < total; k++)
        if (labelled || k >= forces)
            cf_svg_text(s, s->x0 + 0.3, s->y0 + (total - line++ - 0.4) * LEGEND_LINE / s->pixels_per_unit,
                        "start", arrows[k].colour, arrows[k].label);
    for (int i = 0; i < rows_n; i++) {
        if (i > 0 && rows[i - 1].constraint == rows[i].constraint)
            continue;
        double q[2];
        char label[16];
        project(w->constraints[rows[i].constraint].p, q);
        snprintf(label, sizeof label, "%d", i);
        cf_svg_point(s, q[0], q[1], labelled ? label : "");
    }
    if (title != NULL) {
        char text[160];
        snprintf(text, sizeof text, "<tspan font-weight=\"bold\">%s</tspan>", title);
        cf_svg_text(s, 0.5 * (s->x0 + s->x1), s->y1 - 0.35, "middle", "#333", text);
    }
}

int cf_world3d_draw_panels(FILE *out, const cf_world3d *w, int panels, const double *const *f,
                           const char *const *titles, int discs, int n)
{
    if (panels < 1)
        return -1;
    int rows_n = cf_world3d_row_count(w), per_panel = 2 * rows_n + w->n_bodies + 1;
    cf_jrow3d *rows = malloc((size_t)(rows_n > 0 ? rows_n : 1) * sizeof *rows);
    arrow *arrows = malloc((size_t)panels * (size_t)per_panel * sizeof *arrows);
    double *sizes = malloc((size_t)panels * (size_t)per_panel * sizeof *sizes);
    int *forces = malloc((size_t)panels * sizeof *forces), *totals = malloc((size_t)panels * sizeof *totals);
    if (rows == NULL || arrows == NULL || sizes == NULL || forces == NULL || totals == NULL) {
        free(rows);
        free(arrows);
        free(sizes);
        free(forces);
        free(totals);
        return -1;
    }
    cf_world3d_rows(w, rows);
    /* Every panel's arrows, and one force scale for them all: side by side,
     * equal forces are drawn equally long. */
    int sized = 0;
    for (int p = 0; p < panels; p++) {
        arrow *mine = arrows + p * per_panel;
        forces[p] = f[p] != NULL && n == rows_n ? row_arrows(w, rows, n, f[p], mine) : 0;
        totals[p] = forces[p] + load_arrows(w, mine + forces[p]);
        for (int k = 0; k < totals[p]; k++)
            sizes[sized++] = sqrt(cf_dot3(mine[k].force, mine[k].force));
    }
    double newtons = cf_svg_force_scale(sized, sizes, LONGEST_ARROW);

    /* One window for every panel: the bodies and every panel's arrows. */
    double box[4] = {INFINITY, -INFINITY, INFINITY, -INFINITY};
    for (int k = 0; k < w->n_bodies; k++) {
        const cf_body3d *b = &w->bodies[k];
        if (b->shape == CF_SHAPE3D_PLANE)
            continue;
        for (int corner = 0; corner < 8; corner++) {
            double r = reach(b), p[3] = {b->position[0] + (corner & 1 ? r : -r),
                                         b->position[1] + (corner & 2 ? r : -r),
                                         b->position[2] + (corner & 4 ? r : -r)};
            include(box, p);
        }
    }
    for (int p = 0; p < panels; p++)
        for (int k = 0; k < totals[p]; k++) {
            const arrow *a = &arrows[p * per_panel + k];
            double from[2], to[2];
            arrow_ends(a, newtons, from, to);
            double end[3] = {to[0], 0.0, to[1]};
            include(box, a->at);
            include(box, end);
        }
    if (!(box[0] <= box[1])) { /* nothing but planes */
        box[0] = box[2] = -1.0;
        box[1] = box[3] = 1.0;
    }
    /* Panels side by side list their labels under the scene (a legend),
     * so they need less room around it than labels at the arrows' tips. */
    int legend = panels > 1, lines = 0;
    for (int p = 0; p < panels; p++)
        lines = totals[p] > lines ? totals[p] : lines;
    double margin = legend ? 0.6 : 1.4, labels = legend ? 0.6 : 2.0;
    double width = box[1] - box[0] + 2.0 * margin + labels;
    double top = box[3] + margin + 0.4 + (titles != NULL ? 0.4 : 0.0);
    /* One figure is at most 1200 pixels wide; panels side by side share
     * the width of the book's column (54em, about 860 pixels), so that
     * their text is not scaled down. */
    double pixels = panels == 1 ? fmin(80.0, 1200.0 / width) : fmin(120.0, PANELS_WIDTH / (panels * width));
    double bottom = box[2] - margin - (legend ? (lines + 0.5) * LEGEND_LINE / pixels : 0.0);
    cf_svg s;
    cf_svg_begin(&s, out, box[0] - margin - 0.5 * labels, box[0] - margin - 0.5 * labels + panels * width,
                 bottom, top, pixels);
    s.newtons_per_unit = newtons;
    if (panels > 1) /* small panels: a white halo keeps the labels readable over the hatching */
        fprintf(out, "<style>text { paint-order: stroke; stroke: white; stroke-width: 3px; "
                     "stroke-linejoin: round; }</style>\n");
    cf_svg panel = s;
    panel.x1 = panel.x0 + width;
    for (int p = 0; p < panels; p++) {
        if (panels > 1)
            fprintf(out, "<g transform=\"translate(%.1f,0)\">\n", p * width * pixels);
        if (p > 0) /* a rule between the panels */
            cf_svg_line(&panel, panel.x0, panel.y0 + 0.2, panel.x0, panel.y1 - 0.2, "#cccccc", 1.0);
        draw_panel(&panel, w, rows, rows_n, arrows + p * per_panel, totals[p], forces[p],
                   titles != NULL ? titles[p] : NULL, discs && forces[p] > 0 ? f[p] : NULL, legend);
        if (panels > 1)
            fprintf(out, "</g>\n");
    }
    if (sized > 0 && legend) { /* at the bottom right, clear of the titles */
        double x = s.x0 + panels * width - 1.3 - 60.0 / pixels, y = s.y0 + 0.5 * LEGEND_LINE / pixels;
        char label[32];
        snprintf(label, sizeof label, "%g N", newtons);
        cf_svg_line(&s, x, y, x + 1.0, y, CF_SVG_CONTACT, 3.0);
        cf_svg_text(&s, x + 1.1, y - 0.07, "start", "#333", label);
    } else if (sized > 0) {
        cf_svg_scale_bar(&s);
    }
    cf_svg_end(&s);
    free(rows);
    free(arrows);
    free(sizes);
    free(forces);
    free(totals);
    return ferror(out) ? -1 : 0;
}
