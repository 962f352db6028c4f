/* world3d_scene.c - reading and writing 3D scene files (.scene, '3d').
 *
 * The statements are those of the 2D scene files with three coordinates
 * (world3d.h lists them; chapters/appendix-world.md describes them), read
 * with the same words, numbers, options and messages (scene_reader.h).
 * The reader is strict: every error says file:line: what was expected.
 */
#include "world3d.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "scene_reader.h"

typedef struct scene_parser {
    cf_scene_parser base; /* first: the reading shared by the 2D and 3D scenes */
    cf_world3d *world;
} scene_parser;

static const char *const xyz_point[3] = {"the point's x", "the point's y", "the point's z"};

static int find(const void *world, const char *name)
{
    return cf_world3d_find_body(world, name);
}

static int fixed(const void *world, int k)
{
    return ((const cf_world3d *)world)->bodies[k].fixed;
}

static cf_body_lookup lookup(const scene_parser *ps)
{
    cf_body_lookup bodies = {ps->world, find, fixed};
    return bodies;
}

static int fail(scene_parser *ps, const char *message)
{
    return cf_fail(&ps->base.text, "%s", message);
}

static int out_of_memory(scene_parser *ps)
{
    return cf_out_of_memory(&ps->base.text);
}

static int is_zero(const double v[3])
{
    return v[0] == 0.0 && v[1] == 0.0 && v[2] == 0.0;
}

/* ---- statements ---- */

static int read_header(scene_parser *ps)
{
    return cf_scene_header(&ps->base);
}

static int read_name(scene_parser *ps)
{
    return cf_scene_name(&ps->base.text, &ps->base.name_line, ps->world->name, sizeof ps->world->name);
}

static int read_description(scene_parser *ps)
{
    return cf_scene_description(&ps->base.text, &ps->world->description);
}

static int read_gravity(scene_parser *ps)
{
    return cf_scene_gravity(&ps->base.text, &ps->base.gravity_line, &ps->world->gravity);
}

typedef struct shape_form {
    const char *word;
    cf_shape3d shape;
    int dimensions;
    const char *form;
} shape_form;

static const shape_form shapes[] = {
    {"particle", CF_SHAPE3D_PARTICLE, 0, "body NAME particle"},
    {"box", CF_SHAPE3D_BOX, 3, "body NAME box X Y Z"},
    {"sphere", CF_SHAPE3D_SPHERE, 1, "body NAME sphere R"},
    {"plane", CF_SHAPE3D_PLANE, 0, "body NAME plane"},
};

enum {
    OPT_AT, OPT_ROTATION, OPT_ORIENTATION, OPT_NORMAL, OPT_MASS, OPT_DENSITY, OPT_INERTIA,
    OPT_VELOCITY, OPT_SPIN, OPT_FIXED, OPT_COUNT
};
static const cf_option body_options[OPT_COUNT] = {
    {"at", 3, {"the x of the centre", "the y of the centre", "the z of the centre"}, 0},
    {"rotation", 4, {"the axis's x", "the axis's y", "the axis's z", "the angle in degrees"}, 0},
    {"orientation", 4, {"the quaternion's w", "the quaternion's x", "the quaternion's y", "the quaternion's z"}, 0},
    {"normal", 3, {"the normal's x", "the normal's y", "the normal's z"}, 0},
    {"mass", 1, {"the mass"}, 1},
    {"density", 1, {"the density"}, 1},
    {"inertia", 3, {"the moment about x", "the moment about y", "the moment about z"}, 1},
    {"velocity", 3, {"the x velocity", "the y velocity", "the z velocity"}, 0},
    {"spin", 3, {"the angular velocity's x", "the angular velocity's y", "the angular velocity's z"}, 0},
    {"fixed", 0, {""}, 0},
};
static const char *const body_form = "body NAME SHAPE at X Y Z [rotation AX AY AZ DEG | orientation W X Y Z] "
                                     "[normal NX NY NZ] [mass M | density RHO] [inertia IX IY IZ] "
                                     "[velocity VX VY VZ] [spin WX WY WZ] [fixed]";

/* The orientation from 'rotation' or 'orientation', at most one of them. */
static int read_orientation(scene_parser *ps, cf_body3d *body, const int seen[OPT_COUNT],
                            double (*v)[4])
{
    body->q[0] = 1.0;
    if (seen[OPT_ROTATION] && seen[OPT_ORIENTATION])
        return fail(ps, "expected one of 'rotation' or 'orientation', found both");
    if (seen[OPT_ROTATION]) {
        if (is_zero(v[OPT_ROTATION]))
            return fail(ps, "expected a nonzero rotation axis, found (0, 0, 0)");
        cf_quaternion_from_axis(v[OPT_ROTATION], v[OPT_ROTATION][3], body->q);
    }
    if (seen[OPT_ORIENTATION]) {
        double length = sqrt(v[OPT_ORIENTATION][0] * v[OPT_ORIENTATION][0] + cf_dot3(v[OPT_ORIENTATION] + 1,
                                                                                    v[OPT_ORIENTATION] + 1));
        if (!(length > 0.0))
            return fail(ps, "expected a nonzero quaternion, found (0, 0, 0, 0)");
        for (int k = 0; k < 4; k++)
            body->q[k] = v[OPT_ORIENTATION][k] / length;
    }
    return 0;
}

/* Mass from density, inertia from the shape, and the rules between options. */
static int finish_body(scene_parser *ps, cf_body3d *body, const int seen[OPT_COUNT], double (*v)[4])
{
    if (!seen[OPT_AT])
        return cf_fail(&ps->base.text, "expected 'at X Y Z' (the centre of body %.40s)", body->name);
    if (read_orientation(ps, body, seen, v) != 0)
        return -1;
    int plane = body->shape == CF_SHAPE3D_PLANE;
    if (seen[OPT_NORMAL] != plane)
        return fail(ps, plane ? "expected 'normal NX NY NZ' for a plane"
                              : "expected 'normal' on a plane only (a body's orientation is 'rotation')");
    if (plane) {
        if (is_zero(v[OPT_NORMAL]))
            return fail(ps, "expected a nonzero normal, found (0, 0, 0)");
        memcpy(body->normal, v[OPT_NORMAL], sizeof body->normal);
        cf_normalise3(body->normal);
        body->fixed = 1;
    }
    if (body->fixed) {
        for (int o = OPT_MASS; o <= OPT_SPIN; o++)
            if (seen[o])
                return cf_fail(&ps->base.text, "expected no '%s' on a fixed body (%.40s does not move)",
                               body_options[o].word, body->name);
        return 0;
    }
    if (seen[OPT_MASS] == seen[OPT_DENSITY])
        return cf_fail(&ps->base.text, "expected one of 'mass M' or 'density RHO' for the moving body %.40s",
                       body->name);
    if (body->shape == CF_SHAPE3D_PARTICLE && (seen[OPT_DENSITY] || seen[OPT_INERTIA]))
        return cf_fail(&ps->base.text, "expected 'mass M' and no '%s' for the particle %.40s (it has no size)",
                       seen[OPT_DENSITY] ? "density" : "inertia", body->name);
    body->mass = v[OPT_MASS][0];
    if (seen[OPT_DENSITY]) {
        double r = body->size[0];
        double volume = body->shape == CF_SHAPE3D_BOX ? body->size[0] * body->size[1] * body->size[2]
                                                      : 4.0 / 3.0 * CF_PI * r * r * r;
        body->mass = v[OPT_DENSITY][0] * volume;
    }
    if (seen[OPT_INERTIA])
        memcpy(body->inertia, v[OPT_INERTIA], sizeof body->inertia);
    else
        cf_shape3d_inertia(body->shape, body->size, body->mass, body->inertia);
    memcpy(body->velocity, v[OPT_VELOCITY], sizeof body->velocity);
    memcpy(body->omega, v[OPT_SPIN], sizeof body->omega);
    return 0;
}

static int read_body_line(scene_parser *ps)
{
    cf_body3d body;
    memset(&body, 0, sizeof body);
    if (cf_n_words(&ps->base.text) < 3)
        return fail(ps, "expected 'body NAME SHAPE ...' (SHAPE: particle, box X Y Z, sphere R, plane), "
                        "found the end of the line");
    cf_body_lookup bodies = lookup(ps);
    if (cf_scene_new_body_name(&ps->base.text, &bodies, body.name, sizeof body.name) != 0)
        return -1;
    const shape_form *shape = NULL;
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
        if (strcmp(cf_word(&ps->base.text, 2), shapes[s].word) == 0)
            shape = &shapes[s];
    if (shape == NULL)
        return cf_fail(&ps->base.text, "expected a shape (particle, box, sphere or plane), found '%.40s'",
                       cf_word(&ps->base.text, 2));
    body.shape = shape->shape;
    static const char *const what[3] = {"the first dimension", "the second dimension", "the third dimension"};
    if (cf_scene_values(&ps->base.text, 3, shape->dimensions, shape->form, what, body.size) != 0)
        return -1;
    for (int q = 0; q < shape->dimensions; q++)
        if (!(body.size[q] > 0.0))
            return cf_fail(&ps->base.text, "expected dimensions > 0 ('%s'), found '%.40s'", shape->form,
                           cf_word(&ps->base.text, 3 + q));
    int seen[OPT_COUNT] = {0};
    double v[OPT_COUNT][4] = {{0.0}};
    if (cf_scene_options(&ps->base.text, 3 + shape->dimensions, body_options, OPT_COUNT, seen, v, body_form) != 0)
        return -1;
    memcpy(body.position, v[OPT_AT], sizeof body.position);
    body.fixed = seen[OPT_FIXED];
    if (finish_body(ps, &body, seen, v) != 0)
        return -1;
    return cf_world3d_add_body(ps->world, &body) < 0 ? out_of_memory(ps) : 0;
}

/* A load on a moving body, at word 1. */
static int read_loaded_body(scene_parser *ps, int *body)
{
    cf_body_lookup bodies = lookup(ps);
    if (cf_scene_body(&ps->base.text, &bodies, 1, 0, body) != 0)
        return -1;
    if (ps->world->bodies[*body].fixed)
        return cf_fail(&ps->base.text, "expected a moving body, found the fixed body '%.40s'", cf_word(&ps->base.text, 1));
    return 0;
}

/* 'force BODY FX FY FZ [at X Y Z]' */
static int read_force(scene_parser *ps)
{
    static const char *const form = "force BODY FX FY FZ [at X Y Z]";
    static const char *const what[3] = {"the force's x", "the force's y", "the force's z"};
    int k;
    double f[3], p[3];
    if (read_loaded_body(ps, &k) != 0 || cf_scene_values(&ps->base.text, 2, 3, form, what, f) != 0)
        return -1;
    memcpy(p, ps->world->bodies[k].position, sizeof p);
    if (cf_n_words(&ps->base.text) > 5 &&
        (cf_expect_literal(&ps->base.text, 5, "at", form) != 0 || cf_scene_values(&ps->base.text, 6, 3, form, xyz_point, p) != 0 ||
         cf_scene_end(&ps->base.text, 9) != 0))
        return -1;
    cf_world3d_apply_force(ps->world, k, f, p);
    return 0;
}

/* 'torque BODY TX TY TZ' */
static int read_torque(scene_parser *ps)
{
    static const char *const what[3] = {"the torque's x", "the torque's y", "the torque's z"};
    int k;
    double t[3];
    if (read_loaded_body(ps, &k) != 0 || cf_expect_word_count(&ps->base.text, 5, "torque BODY TX TY TZ") != 0 ||
        cf_scene_values(&ps->base.text, 2, 3, "torque BODY TX TY TZ", what, t) != 0)
        return -1;
    for (int q = 0; q < 3; q++)
        ps->world->bodies[k].torque[q] += t[q];
    return 0;
}

/* 'A B at X Y Z' from word 1; the point goes to c->p. */
static int read_pair_at(scene_parser *ps, const char *form, cf_constraint3d *c)
{
    cf_body_lookup bodies = lookup(ps);
    if (cf_n_words(&ps->base.text) < 7)
        return cf_fail(&ps->base.text, "expected '%s', found the end of the line", form);
    if (cf_scene_pair(&ps->base.text, &bodies, 1, 2, &c->a, &c->b) != 0 ||
        cf_expect_literal(&ps->base.text, 3, "at", form) != 0 || cf_scene_values(&ps->base.text, 4, 3, form, xyz_point, c->p) != 0)
        return -1;
    return 0;
}

static int add(scene_parser *ps, const cf_constraint3d *c)
{
    return cf_world3d_add_constraint(ps->world, c) < 0 ? out_of_memory(ps) : 0;
}

/* 'contact A B at X Y Z normal NX NY NZ [tangent TX TY TZ] [mu MU]' */
static int read_contact(scene_parser *ps)
{
    static const char *const form = "contact A B at X Y Z normal NX NY NZ [tangent TX TY TZ] [mu MU]";
    static const char *const what[3] = {"the normal's x", "the normal's y", "the normal's z"};
    static const cf_option options[2] = {
        {"tangent", 3, {"the tangent's x", "the tangent's y", "the tangent's z"}, 0},
        {"mu", 1, {"the friction coefficient mu"}, 2}};
    cf_constraint3d c = {.kind = CF_CONTACT3D};
    double v[2][4] = {{0.0}};
    int seen[2] = {0, 0};
    if (read_pair_at(ps, form, &c) != 0)
        return -1;
    if (cf_n_words(&ps->base.text) < 8)
        return cf_fail(&ps->base.text, "expected '%s', found the end of the line", form);
    if (cf_expect_literal(&ps->base.text, 7, "normal", form) != 0 || cf_scene_values(&ps->base.text, 8, 3, form, what, c.n) != 0 ||
        cf_scene_options(&ps->base.text, 11, options, 2, seen, v, form) != 0)
        return -1;
    if (is_zero(c.n))
        return fail(ps, "expected a nonzero normal, found (0, 0, 0)");
    if (seen[0]) {
        double n[3] = {c.n[0], c.n[1], c.n[2]}, t[3] = {v[0][0], v[0][1], v[0][2]};
        cf_normalise3(n);
        if (cf_normalise3(t) != 0 || fabs(cf_dot3(n, t)) > 1e-9)
            return fail(ps, "expected a tangent perpendicular to the normal (to 1e-9)");
        memcpy(c.t, v[0], sizeof c.t);
    }
    c.friction = seen[1];
    c.mu = v[1][0];
    return add(ps, &c);
}

/* 'find-contacts [tol T] [mu MU]' */
static int read_find_contacts(scene_parser *ps)
{
    static const cf_option options[2] = {{"tol", 1, {"the tolerance T"}, 2},
                                         {"mu", 1, {"the friction coefficient mu"}, 2}};
    double v[2][4] = {{1e-9}, {0.0}};
    int seen[2] = {0, 0};
    if (cf_scene_options(&ps->base.text, 1, options, 2, seen, v, "find-contacts [tol T] [mu MU]") != 0)
        return -1;
    return cf_world3d_find_contacts(ps->world, v[0][0], seen[1], v[1][0]) < 0 ? out_of_memory(ps) : 0;
}

/* 'ball A B at X Y Z' */
static int read_ball(scene_parser *ps)
{
    cf_constraint3d c = {.kind = CF_BALL3D};
    if (read_pair_at(ps, "ball A B at X Y Z", &c) != 0 || cf_scene_end(&ps->base.text, 7) != 0)
        return -1;
    return add(ps, &c);
}

/* 'hinge A B at X Y Z axis AX AY AZ' */
static int read_hinge(scene_parser *ps)
{
    static const char *const form = "hinge A B at X Y Z axis AX AY AZ";
    static const char *const what[3] = {"the axis's x", "the axis's y", "the axis's z"};
    cf_constraint3d c = {.kind = CF_HINGE3D};
    if (cf_expect_word_count(&ps->base.text, 11, form) != 0 || read_pair_at(ps, form, &c) != 0 ||
        cf_expect_literal(&ps->base.text, 7, "axis", form) != 0 || cf_scene_values(&ps->base.text, 8, 3, form, what, c.n) != 0)
        return -1;
    if (is_zero(c.n))
        return fail(ps, "expected a nonzero axis, found (0, 0, 0)");
    return add(ps, &c);
}

/* The statements: their first words, and the functions that read them. */
static const char *const keywords[] = {
    "3d", "name", "description", "gravity", "body", "force", "torque", "contact",
    "find-contacts", "ball", "hinge"
};
static int (*const readers[])(scene_parser *ps) = {
    read_header, read_name, read_description, read_gravity, read_body_line, read_force,
    read_torque, read_contact, read_find_contacts, read_ball, read_hinge
};

static int read_statement(cf_scene_parser *base)
{
    int k = cf_scene_keyword(base);
    return k < 0 ? -1 : readers[k]((scene_parser *)base);
}

static int row_count(cf_scene_parser *base)
{
    return cf_world3d_row_count(((scene_parser *)base)->world);
}

static void *parse_scene(const char *text, size_t length, const cf_reporter *rep)
{
    scene_parser ps;
    memset(&ps, 0, sizeof ps);
    ps.base.keywords = keywords;
    ps.base.n_keywords = (int)(sizeof keywords / sizeof keywords[0]);
    ps.world = cf_world3d_new("");
    if (ps.world == NULL) {
        cf_report(rep, 0, "out of memory");
        return NULL;
    }
    if (cf_scene_read(&ps.base, text, length, rep, read_statement, row_count) != 0) {
        cf_world3d_free(ps.world);
        return NULL;
    }
    return ps.world;
}

cf_world3d *cf_world3d_read_string(const char *text, const char *origin, cf_error *err)
{
    return cf_parse_text(text, origin, err, parse_scene, "a scene");
}

cf_world3d *cf_world3d_read_file(const char *path, cf_error *err)
{
    return cf_parse_file(path, err, parse_scene);
}

/* ---- writing ---- */

static const char *name_of(const cf_world3d *w, int k)
{
    return k < 0 ? "world" : w->bodies[k].name;
}

static void write_vector(FILE *out, const char *word, const double v[3])
{
    fprintf(out, " %s %.17g %.17g %.17g", word, v[0], v[1], v[2]);
}

static void write_body(FILE *out, const cf_body3d *b)
{
    const char *shape = "particle";
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
        if (shapes[s].shape == b->shape)
            shape = shapes[s].word;
    fprintf(out, "body %s %s", b->name, shape);
    if (b->shape == CF_SHAPE3D_BOX)
        fprintf(out, " %.17g %.17g %.17g", b->size[0], b->size[1], b->size[2]);
    else if (b->shape == CF_SHAPE3D_SPHERE)
        fprintf(out, " %.17g", b->size[0]);
    write_vector(out, "at", b->position);
    if (b->q[0] != 1.0 || !is_zero(b->q + 1))
        fprintf(out, " orientation %.17g %.17g %.17g %.17g", b->q[0], b->q[1], b->q[2], b->q[3]);
    if (b->shape == CF_SHAPE3D_PLANE) {
        write_vector(out, "normal", b->normal);
        fprintf(out, "\n");
        return;
    }
    if (b->fixed) {
        fprintf(out, " fixed\n");
        return;
    }
    fprintf(out, " mass %.17g", b->mass);
    if (b->shape != CF_SHAPE3D_PARTICLE)
        write_vector(out, "inertia", b->inertia);
    if (!is_zero(b->velocity))
        write_vector(out, "velocity", b->velocity);
    if (!is_zero(b->omega))
        write_vector(out, "spin", b->omega);
    fprintf(out, "\n");
    if (!is_zero(b->force))
        fprintf(out, "force %s %.17g %.17g %.17g\n", b->name, b->force[0], b->force[1], b->force[2]);
    if (!is_zero(b->torque))
        fprintf(out, "torque %s %.17g %.17g %.17g\n", b->name, b->torque[0], b->torque[1], b->torque[2]);
}

int cf_world3d_write(FILE *out, const cf_world3d *w, int found)
{
    fprintf(out, "3d\nname %s\n", w->name);
    cf_scene_write_description(out, w->description);
    if (w->gravity != CF_GRAVITY)
        fprintf(out, "gravity %.17g\n", w->gravity);
    for (int k = 0; k < w->n_bodies; k++)
        write_body(out, &w->bodies[k]);
    for (int k = 0; k < w->n_constraints; k++) {
        const cf_constraint3d *c = &w->constraints[k];
        const char *a = name_of(w, c->a), *b = name_of(w, c->b);
        switch (c->kind) {
        case CF_CONTACT3D:
            if (found)
                break;
            fprintf(out, "contact %s %s", a, b);
            write_vector(out, "at", c->p);
            write_vector(out, "normal", c->n);
            write_vector(out, "tangent", c->t);
            if (c->friction)
                fprintf(out, " mu %.17g", c->mu);
            fprintf(out, "\n");
            break;
        case CF_BALL3D:
            fprintf(out, "ball %s %s", a, b);
            write_vector(out, "at", c->p);
            fprintf(out, "\n");
            break;
        case CF_HINGE3D:
            fprintf(out, "hinge %s %s", a, b);
            write_vector(out, "at", c->p);
            write_vector(out, "axis", c->n);
            fprintf(out, "\n");
            break;
        }
    }
    if (found)
        fprintf(out, "find-contacts\n");
    return ferror(out) ? -1 : 0;
}

int cf_world3d_print_problem(FILE *out, const cf_world3d *w, const char *origin, cf_error *err)
{
    cf_problem *p = cf_world3d_problem(w, err);
    int n = p != NULL ? p->n : 0;
    cf_jrow3d *rows = p != NULL ? malloc((size_t)n * sizeof *rows) : NULL;
    if (rows == NULL) {
        if (p != NULL && err != NULL)
            snprintf(err->message, sizeof err->message, "%s: out of memory", origin);
        cf_problem_free(p);
        return -1;
    }
    cf_world3d_rows(w, rows);
    fprintf(out, "# Built from the scene %s: A = J M^-1 J^T, b = J M^-1 F_ext + velocity terms.\n", origin);
    fprintf(out, "# Gravity %g along -z.  Each row: where it comes from, then its entries in J on\n"
                 "# each moving body (velocity x y z, angular velocity x y z): A's, then B's.\n", w->gravity);
    for (int i = 0; i < n; i++) {
        char text[256];
        cf_world3d_describe_row(w, &rows[i], text, sizeof text);
        fprintf(out, "#   row %d (%s): %s\n#       J:", i, cf_row_kind_name(rows[i].row.kind), text);
        for (int side = 0; side < 2; side++) {
            int k = rows[i].body[side];
            if (k < 0 || w->bodies[k].fixed)
                continue;
            fprintf(out, " %s [", w->bodies[k].name);
            for (int q = 0; q < 6; q++)
                fprintf(out, "%s%.6g", q > 0 ? " " : "", rows[i].j[side][q] + 0.0);
            fprintf(out, "]");
        }
        if (rows[i].velocity != 0.0)
            fprintf(out, "; velocity term %.6g", rows[i].velocity);
        fprintf(out, "\n");
    }
    int failed = cf_problem_write(out, p);
    if (failed && err != NULL)
        snprintf(err->message, sizeof err->message, "%s: the built problem could not be written", origin);
    free(rows);
    cf_problem_free(p);
    return failed ? -1 : 0;
}
