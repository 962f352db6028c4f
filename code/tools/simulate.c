/* simulate.c - a small simulation loop for a 2D world, with stage 6's forces.
 *
 * Every step: find the contact forces with stage 6 (stage6_resolve, which
 * stops inconsistent sliding with the sticking impulse first); turn them
 * into accelerations of the bodies, a = M^-1 (F_ext + J^T f) with each
 * row's force direction (a sliding row's includes its friction); step the
 * velocities, then the positions with the new velocities (semi-implicit
 * Euler).  A sliding contact whose tangential velocity would change sign
 * within the step stops there instead: the step is taken at the velocity
 * level for its contacts (Stewart and Trinkle 1996), where friction may
 * hold the contact at rest.  The contact states for the next step come
 * from the new velocities (impulse.c).
 */
#include "simulate.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "impulse.h"
#include "svg.h"

#define MAX_FRAMES 240
#define OUTLINE 16 /* points of a body's outline, at most */

static int moving(const cf_world2d *w, int k)
{
    return k >= 0 && !w->bodies[k].fixed;
}

double simulate_energy(const cf_world2d *w)
{
    double e = 0.0;
    for (int k = 0; k < w->n_bodies; k++) {
        const cf_body2d *b = &w->bodies[k];
        if (moving(w, k))
            e += 0.5 * b->mass * (b->vx * b->vx + b->vy * b->vy)
                 + 0.5 * b->inertia * b->omega * b->omega + b->mass * w->gravity * b->y;
    }
    return e;
}

// start snippet accelerations
/* The accelerations of the bodies under the applied loads and the contact
 * forces f of the world's rows: (x, y, angle) per body into acc[3 k];
 * the total contact force on each body into force[2 k]. */
static int body_accelerations(const cf_world2d *w, const double *f, double *acc, double *force)
{
    const int n = cf_world2d_row_count(w);
    cf_jrow2d *rows = malloc((size_t)(n > 0 ? n : 1) * sizeof *rows);
    if (rows == NULL)
        return -1;
    cf_world2d_rows(w, rows);
    for (int k = 0; k < w->n_bodies; k++) {
        const cf_body2d *b = &w->bodies[k];
        double load[3] = {b->fx, b->fy - b->mass * w->gravity, b->torque};
        force[2 * k] = force[2 * k + 1] = 0.0;
        for (int i = 0; i < n; i++)
            for (int side = 0; side < 2; side++)
                if (rows[i].body[side] == k) {
                    for (int q = 0; q < 3; q++)
                        load[q] += f[i] * rows[i].force[side][q];
                    force[2 * k] += f[i] * rows[i].force[side][0];
                    force[2 * k + 1] += f[i] * rows[i].force[side][1];
                }
        acc[3 * k] = moving(w, k) ? load[0] / b->mass : 0.0;
        acc[3 * k + 1] = moving(w, k) ? load[1] / b->mass : 0.0;
        acc[3 * k + 2] = moving(w, k) && b->inertia > 0.0 ? load[2] / b->inertia : 0.0;
    }
    free(rows);
    return 0;
}
// end snippet accelerations

/* Set the velocities of the moving bodies from u (3 per body, every body). */
static void set_velocities(cf_world2d *w, const double *u)
{
    for (int k = 0; k < w->n_bodies; k++)
        if (moving(w, k)) {
            w->bodies[k].vx = u[3 * k];
            w->bodies[k].vy = u[3 * k + 1];
            w->bodies[k].omega = u[3 * k + 2];
        }
}

static void get_velocities(const cf_world2d *w, double *u)
{
    for (int k = 0; k < w->n_bodies; k++) {
        u[3 * k] = w->bodies[k].vx;
        u[3 * k + 1] = w->bodies[k].vy;
        u[3 * k + 2] = w->bodies[k].omega;
    }
}

/* Does a sliding contact's tangential velocity change sign? */
static int slide_reverses(const cf_world2d *w)
{
    for (int c = 0; c < w->n_constraints; c++) {
        const cf_constraint2d *k = &w->constraints[c];
        if (k->kind != CF_CONTACT2D || k->slide == 0.0)
            continue;
        double v[2];
        stage6_contact_velocity(w, c, v);
        if (v[1] * k->slide < 0.0)
            return 1;
    }
    return 0;
}

/* Move every body by dt with its velocity; a contact point moves with A. */
static void advance_positions(cf_world2d *w, double dt)
{
    for (int c = 0; c < w->n_constraints; c++) {
        cf_constraint2d *k = &w->constraints[c];
        if (k->kind != CF_CONTACT2D || !moving(w, k->a))
            continue;
        const cf_body2d *b = &w->bodies[k->a];
        double turn = b->omega * dt, rx = k->px - b->x, ry = k->py - b->y;
        k->px = b->x + b->vx * dt + cos(turn) * rx - sin(turn) * ry;
        k->py = b->y + b->vy * dt + sin(turn) * rx + cos(turn) * ry;
    }
    for (int k = 0; k < w->n_bodies; k++) {
        cf_body2d *b = &w->bodies[k];
        if (!moving(w, k))
            continue;
        b->x += b->vx * dt;
        b->y += b->vy * dt;
        b->angle += b->omega * dt;
    }
}

/* The outline of a body in world coordinates: *count points into xy. */
static void outline(const cf_body2d *b, double *xy, int *count)
{
    if (b->shape == CF_SHAPE_BOX) {
        double corners[4][2];
        cf_body2d_corners(b, corners);
        for (int i = 0; i < 4; i++) {
            xy[2 * i] = corners[i][0];
            xy[2 * i + 1] = corners[i][1];
        }
        *count = 4;
        return;
    }
    double rx = 0.5 * b->width, ry = b->shape == CF_SHAPE_ROD ? 0.03 : 0.5 * b->height;
    if (b->shape == CF_SHAPE_PARTICLE)
        rx = ry = 0.05;
    for (int i = 0; i < OUTLINE; i++) {
        double t = 2.0 * CF_PI * i / OUTLINE, x = rx * cos(t), y = ry * sin(t);
        if (b->shape == CF_SHAPE_ROD)
            x = cos(t) >= 0.0 ? rx : -rx;
        xy[2 * i] = b->x + cos(b->angle) * x - sin(b->angle) * y;
        xy[2 * i + 1] = b->y + sin(b->angle) * x + cos(b->angle) * y;
    }
    *count = OUTLINE;
}

/* The frames of the animation: per frame and body, the outline and the
 * contact force at the centre. */
typedef struct frames {
    int count, bodies;
    double *xy;     /* MAX_FRAMES * bodies * 2 * OUTLINE */
    int *points;    /* bodies */
    double *arrow;  /* MAX_FRAMES * bodies * 4: x, y, force x, force y */
} frames;

static void record_frame(frames *fr, const cf_world2d *w, const double *force)
{
    if (fr->xy == NULL || fr->count >= MAX_FRAMES)
        return;
    for (int k = 0; k < w->n_bodies; k++) {
        outline(&w->bodies[k], fr->xy + ((size_t)fr->count * fr->bodies + k) * 2 * OUTLINE,
                &fr->points[k]);
        double *arrow = fr->arrow + ((size_t)fr->count * fr->bodies + k) * 4;
        arrow[0] = w->bodies[k].x;
        arrow[1] = w->bodies[k].y;
        arrow[2] = force != NULL ? force[2 * k] : 0.0;
        arrow[3] = force != NULL ? force[2 * k + 1] : 0.0;
    }
    fr->count++;
}

/* The fixed frame the contacts with the world lean on: at each such
 * contact, a line across the picture at right angles to its normal, where
 * it was at the start, hatched below (the side the normal points away
 * from).  Contacts on one line draw it once. */
static void draw_ground(cf_svg *s, const cf_world2d *w)
{
    for (int c = 0; c < w->n_constraints; c++) {
        const cf_constraint2d *k = &w->constraints[c];
        if (k->kind != CF_CONTACT2D || k->b != CF_WORLD)
            continue;
        int drawn = 0;
        for (int e = 0; e < c && !drawn; e++) {
            const cf_constraint2d *o = &w->constraints[e];
            drawn = o->kind == CF_CONTACT2D && o->b == CF_WORLD && o->nx == k->nx
                    && o->ny == k->ny
                    && fabs((o->px - k->px) * k->nx + (o->py - k->py) * k->ny) < 1e-12;
        }
        if (drawn)
            continue;
        double tx = -k->ny, ty = k->nx, reach = (s->x1 - s->x0) + (s->y1 - s->y0);
        double band[8] = {k->px - reach * tx, k->py - reach * ty, k->px + reach * tx,
                          k->py + reach * ty, k->px + reach * tx - 0.25 * k->nx,
                          k->py + reach * ty - 0.25 * k->ny, k->px - reach * tx - 0.25 * k->nx,
                          k->py - reach * ty - 0.25 * k->ny};
        cf_svg_polygon(s, 4, band, "hatch");
    }
}

// start snippet smil
/* The animation: each moving body's polygon takes the outline of every
 * frame in turn (SMIL 'animate' of its points), and its contact force is a
 * red arrow whose ends move the same way.  No script. */
static void write_svg(FILE *out, const cf_world2d *w, const frames *fr, double duration)
{
    double x0 = INFINITY, x1 = -INFINITY, y0 = INFINITY, y1 = -INFINITY, largest = 0.0;
    for (int i = 0; i < fr->count * fr->bodies; i++) {
        int k = i % fr->bodies;
        for (int p = 0; p < fr->points[k]; p++) {
            x0 = fmin(x0, fr->xy[(size_t)i * 2 * OUTLINE + 2 * p]);
            x1 = fmax(x1, fr->xy[(size_t)i * 2 * OUTLINE + 2 * p]);
            y0 = fmin(y0, fr->xy[(size_t)i * 2 * OUTLINE + 2 * p + 1]);
            y1 = fmax(y1, fr->xy[(size_t)i * 2 * OUTLINE + 2 * p + 1]);
        }
        if (moving(w, k))
            largest = fmax(largest, hypot(fr->arrow[4 * i + 2], fr->arrow[4 * i + 3]));
    }
    double scale = cf_svg_force_scale(1, &largest, 1.5);
    x0 -= 0.5;
    x1 += 0.5;
    y1 = fmax(y1, y0 + 1.0) + 1.7;
    y0 -= 0.5;
    double ppu = 560.0 / (x1 - x0) < 80.0 ? 560.0 / (x1 - x0) : 80.0;
    cf_svg s;
    cf_svg_begin(&s, out, x0, x1, y0, y1, ppu);
    s.newtons_per_unit = scale;
    draw_ground(&s, w);
    for (int k = 0; k < w->n_bodies; k++) {
        if (moving(w, k))
            continue;
        cf_svg_polygon(&s, fr->points[k], fr->xy + (size_t)k * 2 * OUTLINE, "hatch");
    }
    for (int k = 0; k < w->n_bodies; k++) {
        if (!moving(w, k))
            continue;
        /* the first frame is the still picture where SMIL does not run */
        fprintf(out, "<polygon fill=\"#f3d9a4\" stroke=\"#34495e\" stroke-width=\"1.5\" points=\"");
        for (int p = 0; p < fr->points[k]; p++)
            fprintf(out, "%s%.1f,%.1f", p == 0 ? "" : " ", cf_svg_x(&s, fr->xy[(size_t)k * 2 * OUTLINE + 2 * p]),
                    cf_svg_y(&s, fr->xy[(size_t)k * 2 * OUTLINE + 2 * p + 1]));
        fprintf(out, "\">\n<animate attributeName=\"points\" dur=\"%.3fs\" repeatCount=\"indefinite\" "
                     "calcMode=\"discrete\" values=\"", duration);
        for (int f = 0; f < fr->count; f++) {
            const double *xy = fr->xy + ((size_t)f * fr->bodies + k) * 2 * OUTLINE;
            for (int p = 0; p < fr->points[k]; p++)
                fprintf(out, "%s%.1f,%.1f", p == 0 ? "" : " ", cf_svg_x(&s, xy[2 * p]),
                        cf_svg_y(&s, xy[2 * p + 1]));
            fprintf(out, "%s", f + 1 < fr->count ? ";" : "");
        }
        fprintf(out, "\"/>\n</polygon>\n");
        const double *a0 = fr->arrow + (size_t)k * 4;
        fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" "
                     "stroke-width=\"2.5\" marker-end=\"url(#head-contact)\">\n",
                cf_svg_x(&s, a0[0]), cf_svg_y(&s, a0[1]), cf_svg_x(&s, a0[0] + a0[2] / scale),
                cf_svg_y(&s, a0[1] + a0[3] / scale), CF_SVG_CONTACT);
        const char *attribute[4] = {"x1", "y1", "x2", "y2"};
        for (int q = 0; q < 4; q++) {
            fprintf(out, "<animate attributeName=\"%s\" dur=\"%.3fs\" repeatCount=\"indefinite\" "
                         "calcMode=\"discrete\" values=\"", attribute[q], duration);
            for (int f = 0; f < fr->count; f++) {
                const double *a = fr->arrow + ((size_t)f * fr->bodies + k) * 4;
                double x = a[0] + (q >= 2 ? a[2] / scale : 0.0);
                double y = a[1] + (q >= 2 ? a[3] / scale : 0.0);
                fprintf(out, "%.1f%s", q % 2 == 0 ? cf_svg_x(&s, x) : cf_svg_y(&s, y),
                        f + 1 < fr->count ? ";" : "");
            }
            fprintf(out, "\"/>\n");
        }
        fprintf(out, "</line>\n");
    }
    cf_svg_scale_bar(&s);
    cf_svg_end(&s);
}
// end snippet smil

static void write_csv_lines(FILE *csv, const cf_world2d *w, int step, double t, double energy,
                            const char *event)
{
    int contacts = 0, sliding = 0;
    for (int c = 0; c < w->n_constraints; c++)
        if (w->constraints[c].kind == CF_CONTACT2D) {
            contacts++;
            sliding += w->constraints[c].slide != 0.0;
        }
    for (int k = 0; k < w->n_bodies; k++) {
        const cf_body2d *b = &w->bodies[k];
        if (moving(w, k))
            fprintf(csv, "%d,%.9g,%s,%.12g,%.12g,%.12g,%.12g,%.12g,%.12g,%.12g,%d,%d,%s\n", step, t,
                    b->name, b->x, b->y, b->angle, b->vx, b->vy, b->omega, energy, contacts,
                    sliding, event);
    }
}

// start snippet step
/* One step of length dt; *event says what happened beyond the ordinary. */
static cf_status step(cf_world2d *w, double dt, double *u, double *acc, double *force,
                      simulate_report *report, const char **event)
{
    stage6_resolution r;
    cf_status status = stage6_resolve(w, dt, &r);
    *event = "";
    if (r.contacts > 0) {
        report->impulses++;
        *event = "impulse";
    }
    if (status == CF_OK && body_accelerations(w, r.f, acc, force) != 0)
        status = CF_NO_MEMORY;
    stage6_resolution_free(&r);
    if (status != CF_OK)
        return status;
    get_velocities(w, u);
    for (int i = 0; i < 3 * w->n_bodies; i++)
        u[i] += dt * acc[i];
    double *before = u + 3 * w->n_bodies;
    for (int i = 0; i < 3 * w->n_bodies; i++)
        before[i] = u[i] - dt * acc[i];
    set_velocities(w, u);
    if (slide_reverses(w)) {
        /* A slide ends within this step: take it at the velocity level. */
        set_velocities(w, before);
        int *contact = malloc((size_t)(w->n_constraints > 0 ? w->n_constraints : 1) * sizeof *contact);
        double *P = malloc((size_t)(2 * w->n_constraints + 1) * sizeof *P);
        int count = 0;
        for (int c = 0; contact != NULL && c < w->n_constraints; c++)
            if (w->constraints[c].kind == CF_CONTACT2D && w->constraints[c].friction)
                contact[count++] = c;
        status = contact == NULL || P == NULL ? CF_NO_MEMORY
                                              : stage6_velocity_step(w, contact, count, dt, P);
        free(contact);
        free(P);
        if (status != CF_OK)
            return status;
        report->velocity_steps++;
        *event = "stops";
    }
    advance_positions(w, dt);
    return CF_OK;
}
// end snippet step

cf_status simulate_run(cf_world2d *w, int steps, double dt, FILE *csv, FILE *svg,
                          simulate_report *report)
{
    memset(report, 0, sizeof *report);
    const int m = w->n_bodies > 0 ? w->n_bodies : 1;
    double *u = calloc((size_t)6 * m, sizeof *u), *acc = calloc((size_t)3 * m, sizeof *acc);
    double *force = calloc((size_t)2 * m, sizeof *force);
    frames fr = {0, w->n_bodies, NULL, NULL, NULL};
    if (svg != NULL) {
        fr.xy = malloc((size_t)MAX_FRAMES * m * 2 * OUTLINE * sizeof *fr.xy);
        fr.points = calloc((size_t)m, sizeof *fr.points);
        fr.arrow = calloc((size_t)MAX_FRAMES * m * 4, sizeof *fr.arrow);
    }
    report->status = CF_NO_MEMORY;
    if (u == NULL || acc == NULL || force == NULL
        || (svg != NULL && (fr.xy == NULL || fr.points == NULL || fr.arrow == NULL)))
        goto done;
    report->status = CF_OK;
    report->energy0 = simulate_energy(w);
    int every = steps / MAX_FRAMES + 1;
    if (csv != NULL) {
        fprintf(csv, "step,t,body,x,y,angle,vx,vy,omega,energy,contacts,sliding,event\n");
        write_csv_lines(csv, w, 0, 0.0, report->energy0, "start");
    }
    for (int k = 0; k < steps && report->status == CF_OK; k++) {
        double before = simulate_energy(w);
        const char *event = "";
        report->status = step(w, dt, u, acc, force, report, &event);
        if (report->status != CF_OK)
            break;
        if (k % every == 0)
            record_frame(&fr, w, force);
        report->steps++;
        double after = simulate_energy(w);
        report->max_rise = fmax(report->max_rise, after - before);
        if (csv != NULL)
            write_csv_lines(csv, w, k + 1, (k + 1) * dt, after, event);
    }
    if (svg != NULL && fr.count > 0)
        write_svg(svg, w, &fr, fr.count * every * dt);
done:
    free(u);
    free(acc);
    free(force);
    free(fr.xy);
    free(fr.points);
    free(fr.arrow);
    return report->status;
}
