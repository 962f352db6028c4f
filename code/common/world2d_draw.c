/* world2d_draw.c - a world and its forces as an SVG figure.
 *
 * Bodies in grey-blue, fixed bodies hatched, applied loads in blue, and
 * each row's force on body A as an arrow scaled to its size: normal forces
 * in red, friction forces in orange, joint forces in green, the two rows
 * of a pin as one arrow.  Like the PhysLab figures, only the force on the
 * body the normal points into is drawn; B feels the opposite one.
 */
#include "world2d.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "svg.h"

#define BODY_FILL "#dde6f0"
#define LONGEST_ARROW 1.6 /* world units: the largest force is drawn at most this long */
#define MOST_LABELS 12    /* more rows than this: arrows without labels */

typedef struct arrow {
    double x, y, dx, dy; /* the force vector, in newtons */
    const char *colour;
    char label[160];
} arrow;

static void body_outline(cf_svg *s, const cf_body2d *b)
{
    const char *fill = b->fixed ? "hatch" : BODY_FILL;
    double c = cos(b->angle), sn = sin(b->angle);
    switch (b->shape) {
    case CF_SHAPE_BOX: {
        double corners[4][2];
        cf_body2d_corners(b, corners);
        cf_svg_polygon(s, 4, &corners[0][0], fill);
        break;
    }
    case CF_SHAPE_ROD: {
        double h = 0.5 * b->width;
        cf_svg_line(s, b->x - h * c, b->y - h * sn, b->x + h * c, b->y + h * sn, "#34495e", 9);
        cf_svg_line(s, b->x - h * c, b->y - h * sn, b->x + h * c, b->y + h * sn, BODY_FILL, 6);
        break;
    }
    case CF_SHAPE_DISC: {
        double r = 0.5 * b->width;
        cf_svg_circle(s, b->x, b->y, r, b->fixed ? "#eeeeee" : BODY_FILL);
        cf_svg_line(s, b->x, b->y, b->x + r * c, b->y + r * sn, "#34495e", 1.5);
        break;
    }
    case CF_SHAPE_PARTICLE:
        cf_svg_circle(s, b->x, b->y, 0.12, BODY_FILL);
        return;
    }
    if (!b->fixed)
        fprintf(s->out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"#34495e\"/>\n", cf_svg_x(s, b->x),
                cf_svg_y(s, b->y));
}

/* Grow the window [lo, hi] to hold the point. */
static void include(double box[4], double x, double y)
{
    box[0] = fmin(box[0], x);
    box[1] = fmax(box[1], x);
    box[2] = fmin(box[2], y);
    box[3] = fmax(box[3], y);
}

static void include_body(double box[4], const cf_body2d *b)
{
    if (b->shape == CF_SHAPE_BOX) {
        double corners[4][2];
        cf_body2d_corners(b, corners);
        for (int k = 0; k < 4; k++)
            include(box, corners[k][0], corners[k][1]);
        return;
    }
    double reach = b->shape == CF_SHAPE_PARTICLE ? 0.15 : 0.5 * b->width + 0.1;
    include(box, b->x - reach, b->y - reach);
    include(box, b->x + reach, b->y + reach);
}

static void force_label(arrow *a, const char *rows, double value)
{
    snprintf(a->label, sizeof a->label, "f<tspan baseline-shift=\"sub\" font-size=\"10\">%s</tspan> = %.4g",
             rows, fabs(value) < 1e-9 ? 0.0 : value);
}

/* The arrows of the rows' forces; returns how many. */
static int row_arrows(const cf_world2d *w, const cf_jrow2d *rows, int n, const double *f, arrow *out)
{
    int count = 0;
    for (int i = 0; i < n; i++) {
        const cf_constraint2d *c = &w->constraints[rows[i].constraint];
        arrow *a = &out[count++];
        char which[24];
        snprintf(which, sizeof which, "%d", i);
        a->x = c->px;
        a->y = c->py;
        a->colour = c->kind != CF_CONTACT2D                      ? CF_SVG_JOINT
                    : rows[i].row.kind == CF_ROW_FRICTION2D ? CF_SVG_FRICTION
                                                            : CF_SVG_CONTACT;
        /* The force on A is f_i times the row's force direction (its
         * translational part): +d, or n - mu S t when sliding is folded in. */
        int side = 0;
        double scale = 1.0;
        if (rows[i].body[0] < 0 || w->bodies[rows[i].body[0]].fixed) {
            side = 1; /* A is fixed: show the force on B instead */
            scale = -1.0;
        }
        a->dx = scale * f[i] * rows[i].force[side][0];
        a->dy = scale * f[i] * rows[i].force[side][1];
        if (side == 1 && c->kind == CF_LINK2D) {
            a->x = c->qx;
            a->y = c->qy;
        }
        if (c->kind == CF_PIN2D && i + 1 < n && rows[i + 1].constraint == rows[i].constraint) {
            a->dy = scale * f[i + 1] * rows[i + 1].force[side][1];
            snprintf(which, sizeof which, "%d,%d", i, i + 1);
            snprintf(a->label, sizeof a->label,
                     "f<tspan baseline-shift=\"sub\" font-size=\"10\">%s</tspan> = (%.4g, %.4g)", which,
                     fabs(f[i]) < 1e-9 ? 0.0 : f[i], fabs(f[i + 1]) < 1e-9 ? 0.0 : f[i + 1]);
            i++;
            continue;
        }
        force_label(a, which, f[i]);
    }
    return count;
}

static void draw_arrow(cf_svg *s, const arrow *a, double centre_x, int labelled)
{
    double dx = a->dx / s->newtons_per_unit, dy = a->dy / s->newtons_per_unit;
    const char *anchor = a->x < centre_x - 0.5 ? "end" : a->x > centre_x + 0.5 ? "start" : "middle";
    double shift = strcmp(anchor, "end") == 0 ? -0.12 : strcmp(anchor, "start") == 0 ? 0.12 : 0.0;
    if (hypot(dx, dy) > 0.02) /* shorter than two pixels or so: the head alone would show */
        cf_svg_arrow(s, a->x, a->y, dx, dy, a->colour);
    if (!labelled)
        return;
    if (hypot(dx, dy) > 0.02)
        cf_svg_text(s, a->x + dx + shift, a->y + dy + (dy >= 0.0 ? 0.08 : -0.3), anchor, a->colour, a->label);
    else
        cf_svg_text(s, a->x + shift, a->y - 0.5, anchor, a->colour, a->label);
}

/* Applied forces, torques and spins, in blue, as arrows from each centre. */
static int load_arrows(const cf_world2d *w, arrow *out)
{
    int count = 0;
    for (int k = 0; k < w->n_bodies; k++) {
        const cf_body2d *b = &w->bodies[k];
        if (b->fx == 0.0 && b->fy == 0.0)
            continue;
        arrow *a = &out[count++];
        double top = b->shape == CF_SHAPE_PARTICLE ? 0.12 : 0.0;
        *a = (arrow){.x = b->x, .y = b->y + top, .dx = b->fx, .dy = b->fy, .colour = CF_SVG_LOAD};
        snprintf(a->label, sizeof a->label, "applied %.4g N", hypot(b->fx, b->fy));
    }
    return count;
}

static void draw_turns(cf_svg *s, const cf_world2d *w)
{
    for (int k = 0; k < w->n_bodies; k++) {
        const cf_body2d *b = &w->bodies[k];
        char label[64];
        if (b->torque != 0.0) {
            cf_svg_turn(s, b->x, b->y, 0.55, b->torque > 0.0);
            snprintf(label, sizeof label, "torque %.4g N m", b->torque);
            cf_svg_text(s, b->x, b->y + 0.75, "middle", CF_SVG_LOAD, label);
        }
        if (b->omega != 0.0) {
            snprintf(label, sizeof label, "spinning, &#969; = %.4g", b->omega);
            cf_svg_text(s, b->x + 0.25, b->y, "start", CF_SVG_LOAD, label);
        }
    }
    for (int k = 0; k < w->n_constraints; k++) {
        const cf_constraint2d *c = &w->constraints[k];
        if (c->kind != CF_CONTACT2D || c->slide == 0.0)
            continue;
        double tx = c->slide * c->ny, ty = -c->slide * c->nx;
        cf_svg_arrow(s, c->px - 0.2 * tx + 0.25 * c->nx, c->py - 0.2 * ty + 0.25 * c->ny, 0.9 * tx, 0.9 * ty,
                     CF_SVG_LOAD);
        char label[64];
        snprintf(label, sizeof label, "slides, &#956; = %.4g", c->mu);
        cf_svg_text(s, c->px - 0.2 * tx + 0.45 * c->nx, c->py + 0.45 * c->ny, tx < 0.0 ? "end" : "start",
                    CF_SVG_LOAD, label);
    }
}

int cf_world2d_draw_svg(FILE *out, const cf_world2d *w, const double *f, int n)
{
    int rows_n = cf_world2d_row_count(w);
    cf_jrow2d *rows = malloc((size_t)(rows_n > 0 ? rows_n : 1) * sizeof *rows);
    arrow *arrows = malloc((size_t)(rows_n + w->n_bodies + 1) * sizeof *arrows);
    double *sizes = malloc((size_t)(rows_n + w->n_bodies + 1) * sizeof *sizes);
    if (rows == NULL || arrows == NULL || sizes == NULL) {
        free(rows);
        free(arrows);
        free(sizes);
        return -1;
    }
    cf_world2d_rows(w, rows);
    int forces = f != NULL && n == rows_n ? row_arrows(w, rows, n, f, arrows) : 0;
    int total = forces + load_arrows(w, arrows + forces);
    for (int k = 0; k < total; k++)
        sizes[k] = hypot(arrows[k].dx, arrows[k].dy);
    double newtons = cf_svg_force_scale(total, sizes, LONGEST_ARROW);

    double box[4] = {INFINITY, -INFINITY, INFINITY, -INFINITY};
    double centre_x = 0.0;
    int moving = 0;
    for (int k = 0; k < w->n_bodies; k++) {
        include_body(box, &w->bodies[k]);
        if (!w->bodies[k].fixed) {
            centre_x += w->bodies[k].x;
            moving++;
        }
    }
    centre_x = moving > 0 ? centre_x / moving : 0.0;
    for (int k = 0; k < total; k++) {
        include(box, arrows[k].x, arrows[k].y - 0.6);
        include(box, arrows[k].x + arrows[k].dx / newtons, arrows[k].y + arrows[k].dy / newtons + 0.4);
    }
    for (int k = 0; k < w->n_constraints; k++)
        include(box, w->constraints[k].px, w->constraints[k].py);
    double margin = 0.8;
    double width = box[1] - box[0] + 2.0 * margin + 2.0;
    cf_svg s;
    cf_svg_begin(&s, out, box[0] - margin - 1.0, box[1] + margin + 1.0, box[2] - margin, box[3] + margin + 0.4,
                 fmin(80.0, 1200.0 / width));
    s.newtons_per_unit = newtons;
    for (int pass = 0; pass < 2; pass++) /* fixed bodies first, then the moving ones over them */
        for (int k = 0; k < w->n_bodies; k++)
            if (w->bodies[k].fixed == (pass == 0))
                body_outline(&s, &w->bodies[k]);
    draw_turns(&s, w);
    int labelled = rows_n <= MOST_LABELS;
    for (int k = 0; k < total; k++)
        draw_arrow(&s, &arrows[k], centre_x, labelled || k >= forces);
    for (int i = 0; i < rows_n; i++) {
        const cf_constraint2d *c = &w->constraints[rows[i].constraint];
        if (rows[i].row.kind == CF_ROW_FRICTION2D || (i > 0 && rows[i - 1].constraint == rows[i].constraint))
            continue;
        char label[16];
        snprintf(label, sizeof label, "%d", i);
        cf_svg_point(&s, c->px, c->py, labelled ? label : "");
        if (c->kind == CF_LINK2D) {
            cf_svg_line(&s, c->px, c->py, c->qx, c->qy, "#34495e", 2);
            cf_svg_point(&s, c->qx, c->qy, "");
        }
    }
    if (total > 0)
        cf_svg_scale_bar(&s);
    cf_svg_end(&s);
    free(rows);
    free(arrows);
    free(sizes);
    return ferror(out) ? -1 : 0;
}
