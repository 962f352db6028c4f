/* world2d_scene.c - reading and writing scene files (.scene).
 *
 * The format is line by line like the problem format, read with the same
 * words, numbers and messages (text_reader.h); world2d.h lists the
 * statements and chapters/appendix-world.md describes them.  The reader is
 * strict: every error says file:line: what was expected.
 */
#include "world2d.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "scene_reader.h"

typedef struct scene_parser {
    cf_scene_parser base; /* first: the reading shared by the 2D and 3D scenes */
    cf_world2d *world;
} scene_parser;


static const char *word(const scene_parser *ps, int k)
{
    return cf_word(&ps->base.text, k);
}

static int n_words(const scene_parser *ps)
{
    return cf_n_words(&ps->base.text);
}

static int out_of_memory(scene_parser *ps)
{
    return cf_out_of_memory(&ps->base.text);
}

static int find(const void *world, const char *name)
{
    return cf_world2d_find_body(world, name);
}

static int fixed(const void *world, int k)
{
    return ((const cf_world2d *)world)->bodies[k].fixed;
}

static int read_values(scene_parser *ps, int k, int count, const char *form, const char *const *what,
                       double *values)
{
    return cf_scene_values(&ps->base.text, k, count, form, what, values);
}

static int read_body(scene_parser *ps, int k, int allow_world, int *body)
{
    cf_body_lookup bodies = {ps->world, find, fixed};
    return cf_scene_body(&ps->base.text, &bodies, k, allow_world, body);
}

static int read_pair(scene_parser *ps, int ka, int kb, int *a, int *b)
{
    cf_body_lookup bodies = {ps->world, find, fixed};
    return cf_scene_pair(&ps->base.text, &bodies, ka, kb, a, b);
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

/* 'body NAME SHAPE DIMENSIONS OPTIONS...' */
typedef struct shape_form {
    const char *word;
    cf_shape2d shape;
    int dimensions;
    const char *form;
} shape_form;

static const shape_form shapes[] = {
    {"particle", CF_SHAPE_PARTICLE, 0, "body NAME particle"},
    {"box", CF_SHAPE_BOX, 2, "body NAME box W H"},
    {"rod", CF_SHAPE_ROD, 1, "body NAME rod L"},
    {"disc", CF_SHAPE_DISC, 1, "body NAME disc R"},
};

/* The options of a body, in the order of the 'seen' flags. */
enum { OPT_AT, OPT_ANGLE, OPT_MASS, OPT_DENSITY, OPT_INERTIA, OPT_VELOCITY, OPT_SPIN, OPT_FIXED, OPT_COUNT };
static const cf_option body_options[OPT_COUNT] = {
    {"at", 2, {"the x of the centre", "the y of the centre"}, 0},
    {"angle", 1, {"the angle in degrees", ""}, 0},
    {"mass", 1, {"the mass", ""}, 1},
    {"density", 1, {"the density", ""}, 1},
    {"inertia", 1, {"the moment of inertia", ""}, 1},
    {"velocity", 2, {"the x velocity", "the y velocity"}, 0},
    {"spin", 1, {"the angular velocity", ""}, 0},
    {"fixed", 0, {"", ""}, 0},
};

static int read_body_options(scene_parser *ps, int k, cf_body2d *body, int seen[OPT_COUNT],
                             double *density)
{
    double v[OPT_COUNT][4] = {{0.0}};
    if (cf_scene_options(&ps->base.text, k, body_options, OPT_COUNT, seen, v,
                     "body NAME SHAPE at X Y [angle DEG] [mass M | density RHO] [inertia I] "
                     "[velocity VX VY] [spin W] [fixed]") != 0)
        return -1;
    body->x = v[OPT_AT][0];
    body->y = v[OPT_AT][1];
    body->angle = v[OPT_ANGLE][0] * (CF_PI / 180.0);
    body->mass = v[OPT_MASS][0];
    *density = v[OPT_DENSITY][0];
    body->inertia = v[OPT_INERTIA][0];
    body->vx = v[OPT_VELOCITY][0];
    body->vy = v[OPT_VELOCITY][1];
    body->omega = v[OPT_SPIN][0];
    body->fixed = seen[OPT_FIXED];
    return 0;
}

/* Mass from density, inertia from the shape, and the rules between options. */
static int finish_body(scene_parser *ps, cf_body2d *body, const int seen[OPT_COUNT], double density)
{
    if (!seen[OPT_AT])
        return cf_fail(&ps->base.text, "expected 'at X Y' (the centre of body %.40s)", body->name);
    if (body->fixed) {
        for (int o = OPT_MASS; o <= OPT_SPIN; o++)
            if (seen[o])
                return cf_fail(&ps->base.text, "expected no '%s' on a fixed body (%.40s does not move)",
                            body_options[o].word, body->name);
        body->mass = body->inertia = 0.0;
        return 0;
    }
    if (seen[OPT_MASS] == seen[OPT_DENSITY])
        return cf_fail(&ps->base.text, "expected one of 'mass M' or 'density RHO' for the moving body %.40s",
                    body->name);
    if (body->shape == CF_SHAPE_PARTICLE && (seen[OPT_DENSITY] || seen[OPT_INERTIA]))
        return cf_fail(&ps->base.text, "expected 'mass M' and no '%s' for the particle %.40s (it has no size)",
                    seen[OPT_DENSITY] ? "density" : "inertia", body->name);
    if (seen[OPT_DENSITY]) {
        double size = body->shape == CF_SHAPE_BOX    ? body->width * body->height
                      : body->shape == CF_SHAPE_ROD  ? body->width
                                                     : CF_PI * 0.25 * body->width * body->width;
        body->mass = density * size;
    }
    if (!seen[OPT_INERTIA])
        body->inertia = cf_shape2d_inertia(body->shape, body->width, body->height, body->mass);
    return 0;
}

static int read_body_line(scene_parser *ps)
{
    cf_body2d body;
    memset(&body, 0, sizeof body);
    if (n_words(ps) < 3)
        return cf_fail(&ps->base.text, "expected 'body NAME SHAPE ...' (SHAPE: particle, box W H, rod L, "
                       "disc R), found the end of the line");
    cf_body_lookup bodies = {ps->world, find, fixed};
    if (cf_scene_new_body_name(&ps->base.text, &bodies, body.name, sizeof body.name) != 0)
        return -1;
    const shape_form *shape = NULL;
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
        if (strcmp(word(ps, 2), shapes[s].word) == 0)
            shape = &shapes[s];
    if (shape == NULL)
        return cf_fail(&ps->base.text, "expected a shape (particle, box, rod or disc), found '%.40s'", word(ps, 2));
    body.shape = shape->shape;
    static const char *const what[2] = {"the first dimension", "the second dimension"};
    double dims[2] = {0.0, 0.0};
    if (read_values(ps, 3, shape->dimensions, shape->form, what, dims) != 0)
        return -1;
    for (int q = 0; q < shape->dimensions; q++)
        if (!(dims[q] > 0.0))
            return cf_fail(&ps->base.text, "expected dimensions > 0 ('%s'), found '%.40s'", shape->form, word(ps, 3 + q));
    body.width = shape->shape == CF_SHAPE_DISC ? 2.0 * dims[0] : dims[0];
    body.height = shape->shape == CF_SHAPE_BOX ? dims[1] : shape->shape == CF_SHAPE_DISC ? body.width : 0.0;
    int seen[OPT_COUNT] = {0};
    double density = 0.0;
    if (read_body_options(ps, 3 + shape->dimensions, &body, seen, &density) != 0 ||
        finish_body(ps, &body, seen, density) != 0)
        return -1;
    return cf_world2d_add_body(ps->world, &body) < 0 ? out_of_memory(ps) : 0;
}

/* A load on a moving body. */
static int read_loaded_body(scene_parser *ps, int *body)
{
    if (read_body(ps, 1, 0, body) != 0)
        return -1;
    if (ps->world->bodies[*body].fixed)
        return cf_fail(&ps->base.text, "expected a moving body, found the fixed body '%.40s'", word(ps, 1));
    return 0;
}

/* 'force BODY FX FY [at X Y]' */
static int read_force(scene_parser *ps)
{
    int k;
    static const char *const what[2] = {"the force's x", "the force's y"};
    static const char *const where[2] = {"the point's x", "the point's y"};
    double f[2], p[2];
    if (read_loaded_body(ps, &k) != 0 || read_values(ps, 2, 2, "force BODY FX FY [at X Y]", what, f) != 0)
        return -1;
    p[0] = ps->world->bodies[k].x;
    p[1] = ps->world->bodies[k].y;
    if (n_words(ps) > 4) {
        if (cf_expect_literal(&ps->base.text, 4, "at", "force BODY FX FY [at X Y]") != 0 ||
            read_values(ps, 5, 2, "force BODY FX FY at X Y", where, p) != 0 || cf_scene_end(&ps->base.text, 7) != 0)
            return -1;
    }
    cf_world2d_apply_force(ps->world, k, f[0], f[1], p[0], p[1]);
    return 0;
}

static int read_torque(scene_parser *ps)
{
    int k;
    double t;
    if (read_loaded_body(ps, &k) != 0 || cf_expect_word_count(&ps->base.text, 3, "torque BODY T") != 0 ||
        cf_read_finite(&ps->base.text, word(ps, 2), "the torque", &t) != 0)
        return -1;
    ps->world->bodies[k].torque += t;
    return 0;
}

/* 'A B at X Y' starting at word 1; the point goes to c->px, c->py. */
static int read_pair_at(scene_parser *ps, const char *form, cf_constraint2d *c)
{
    static const char *const where[2] = {"the point's x", "the point's y"};
    double p[2];
    if (n_words(ps) < 6)
        return cf_fail(&ps->base.text, "expected '%s', found the end of the line", form);
    if (read_pair(ps, 1, 2, &c->a, &c->b) != 0 || cf_expect_literal(&ps->base.text, 3, "at", form) != 0 ||
        read_values(ps, 4, 2, form, where, p) != 0)
        return -1;
    c->px = p[0];
    c->py = p[1];
    return 0;
}

static int add(scene_parser *ps, const cf_constraint2d *c)
{
    return cf_world2d_add_constraint(ps->world, c) < 0 ? out_of_memory(ps) : 0;
}

/* 'contact A B at X Y normal NX NY [mu MU] [sliding S]' */
static int read_contact(scene_parser *ps)
{
    static const char *const form = "contact A B at X Y normal NX NY [mu MU] [sliding S]";
    static const char *const what[2] = {"the normal's x", "the normal's y"};
    static const cf_option options[2] = {{"mu", 1, {"the friction coefficient mu", ""}, 2},
                                      {"sliding", 1, {"the sliding direction S", ""}, 0}};
    cf_constraint2d c = {.kind = CF_CONTACT2D};
    double n[2], v[2][4] = {{0.0}};
    int seen[2] = {0, 0};
    if (read_pair_at(ps, form, &c) != 0)
        return -1;
    if (n_words(ps) < 7)
        return cf_fail(&ps->base.text, "expected '%s', found the end of the line", form);
    if (cf_expect_literal(&ps->base.text, 6, "normal", form) != 0 || read_values(ps, 7, 2, form, what, n) != 0 ||
        cf_scene_options(&ps->base.text, 9, options, 2, seen, v, form) != 0)
        return -1;
    if (n[0] == 0.0 && n[1] == 0.0)
        return cf_fail(&ps->base.text, "expected a nonzero normal, found (0, 0)");
    if (seen[1] && v[1][0] != 1.0 && v[1][0] != -1.0)
        return cf_fail(&ps->base.text, "expected sliding +1 or -1 (A slides along +t or -t), found %g", v[1][0]);
    if (seen[1] && !seen[0])
        return cf_fail(&ps->base.text, "expected 'mu MU' with 'sliding S' (sliding friction needs a coefficient)");
    c.nx = n[0];
    c.ny = n[1];
    c.friction = seen[0];
    c.mu = v[0][0];
    c.slide = v[1][0];
    return add(ps, &c);
}

/* 'find-contacts [tol T] [mu MU]' */
static int read_find_contacts(scene_parser *ps)
{
    static const cf_option options[2] = {{"tol", 1, {"the tolerance T", ""}, 2},
                                      {"mu", 1, {"the friction coefficient mu", ""}, 2}};
    double v[2][4] = {{1e-9}, {0.0}};
    int seen[2] = {0, 0};
    if (cf_scene_options(&ps->base.text, 1, options, 2, seen, v, "find-contacts [tol T] [mu MU]") != 0)
        return -1;
    return cf_world2d_find_contacts(ps->world, v[0][0], seen[1], v[1][0]) < 0 ? out_of_memory(ps) : 0;
}

static int read_pin(scene_parser *ps)
{
    cf_constraint2d c = {.kind = CF_PIN2D};
    if (read_pair_at(ps, "pin A B at X Y", &c) != 0 || cf_scene_end(&ps->base.text, 6) != 0)
        return -1;
    return add(ps, &c);
}

/* 'link A AX AY B BX BY' */
static int read_link(scene_parser *ps)
{
    static const char *const form = "link A AX AY B BX BY";
    static const char *const what[2] = {"the x of the end", "the y of the end"};
    cf_constraint2d c = {.kind = CF_LINK2D};
    double pa[2], pb[2];
    if (cf_expect_word_count(&ps->base.text, 7, form) != 0 || read_pair(ps, 1, 4, &c.a, &c.b) != 0 ||
        read_values(ps, 2, 2, form, what, pa) != 0 || read_values(ps, 5, 2, form, what, pb) != 0)
        return -1;
    if (pa[0] == pb[0] && pa[1] == pb[1])
        return cf_fail(&ps->base.text, "expected the link's two ends apart (use 'pin' for one point)");
    c.px = pa[0];
    c.py = pa[1];
    c.qx = pb[0];
    c.qy = pb[1];
    return add(ps, &c);
}

/* 'rail A B at X Y direction DX DY' */
static int read_rail(scene_parser *ps)
{
    static const char *const form = "rail A B at X Y direction DX DY";
    static const char *const what[2] = {"the direction's x", "the direction's y"};
    cf_constraint2d c = {.kind = CF_RAIL2D};
    double d[2];
    if (cf_expect_word_count(&ps->base.text, 9, form) != 0 || read_pair_at(ps, form, &c) != 0 ||
        cf_expect_literal(&ps->base.text, 6, "direction", form) != 0 || read_values(ps, 7, 2, form, what, d) != 0)
        return -1;
    if (d[0] == 0.0 && d[1] == 0.0)
        return cf_fail(&ps->base.text, "expected a nonzero direction, found (0, 0)");
    c.nx = -d[1];
    c.ny = d[0];
    return add(ps, &c);
}

/* The statements: their first words, and the functions that read them. */
static const char *const keywords[] = {
    "2d", "name", "description", "gravity", "body", "force", "torque", "contact",
    "find-contacts", "pin", "link", "rail"
};
static int (*const readers[])(scene_parser *ps) = {
    read_header, read_name, read_description, read_gravity, read_body_line, read_force,
    read_torque, read_contact, read_find_contacts, read_pin, read_link, read_rail
};

static int read_statement(cf_scene_parser *base)
{
    int k = cf_scene_keyword(base);
    return k < 0 ? -1 : readers[k]((scene_parser *)base);
}

static int row_count(cf_scene_parser *base)
{
    return cf_world2d_row_count(((scene_parser *)base)->world);
}

static void *parse_scene(const char *text, size_t length, const cf_reporter *rep)
{
    scene_parser ps;
    memset(&ps, 0, sizeof ps);
    ps.base.keywords = keywords;
    ps.base.n_keywords = (int)(sizeof keywords / sizeof keywords[0]);
    ps.world = cf_world2d_new("");
    if (ps.world == NULL) {
        cf_report(rep, 0, "out of memory");
        return NULL;
    }
    if (cf_scene_read(&ps.base, text, length, rep, read_statement, row_count) != 0) {
        cf_world2d_free(ps.world);
        return NULL;
    }
    return ps.world;
}

cf_world2d *cf_world2d_read_string(const char *text, const char *origin, cf_error *err)
{
    return cf_parse_text(text, origin, err, parse_scene, "a scene");
}

cf_world2d *cf_world2d_read_file(const char *path, cf_error *err)
{
    return cf_parse_file(path, err, parse_scene);
}

/* ---- writing ---- */

static const char *shape_word(cf_shape2d shape)
{
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
        if (shapes[s].shape == shape)
            return shapes[s].word;
    return "particle";
}

static const char *name_of(const cf_world2d *w, int k)
{
    return k < 0 ? "world" : w->bodies[k].name;
}

int cf_world2d_write(FILE *out, const cf_world2d *w, int found)
{
    fprintf(out, "2d\nname %s\n", w->name);
    cf_scene_write_description(out, w->description);
    if (w->gravity != CF_GRAVITY)
        fprintf(out, "gravity %.17g\n", w->gravity);
    for (int k = 0; k < w->n_bodies; k++) {
        const cf_body2d *b = &w->bodies[k];
        fprintf(out, "body %s %s", b->name, shape_word(b->shape));
        if (b->shape == CF_SHAPE_BOX)
            fprintf(out, " %.17g %.17g", b->width, b->height);
        else if (b->shape == CF_SHAPE_ROD)
            fprintf(out, " %.17g", b->width);
        else if (b->shape == CF_SHAPE_DISC)
            fprintf(out, " %.17g", 0.5 * b->width);
        fprintf(out, " at %.17g %.17g", b->x, b->y);
        if (b->angle != 0.0)
            fprintf(out, " angle %.17g", b->angle * (180.0 / CF_PI));
        if (b->fixed) {
            fprintf(out, " fixed\n");
            continue;
        }
        fprintf(out, " mass %.17g", b->mass);
        if (b->shape != CF_SHAPE_PARTICLE)
            fprintf(out, " inertia %.17g", b->inertia);
        if (b->vx != 0.0 || b->vy != 0.0)
            fprintf(out, " velocity %.17g %.17g", b->vx, b->vy);
        if (b->omega != 0.0)
            fprintf(out, " spin %.17g", b->omega);
        fprintf(out, "\n");
        if (b->fx != 0.0 || b->fy != 0.0)
            fprintf(out, "force %s %.17g %.17g\n", b->name, b->fx, b->fy);
        if (b->torque != 0.0)
            fprintf(out, "torque %s %.17g\n", b->name, b->torque);
    }
    for (int k = 0; k < w->n_constraints; k++) {
        const cf_constraint2d *c = &w->constraints[k];
        const char *a = name_of(w, c->a), *b = name_of(w, c->b);
        switch (c->kind) {
        case CF_CONTACT2D:
            if (found)
                break;
            fprintf(out, "contact %s %s at %.17g %.17g normal %.17g %.17g", a, b, c->px, c->py, c->nx, c->ny);
            if (c->friction)
                fprintf(out, " mu %.17g", c->mu);
            if (c->slide != 0.0)
                fprintf(out, " sliding %+g", c->slide);
            fprintf(out, "\n");
            break;
        case CF_PIN2D:
            fprintf(out, "pin %s %s at %.17g %.17g\n", a, b, c->px, c->py);
            break;
        case CF_LINK2D:
            fprintf(out, "link %s %.17g %.17g %s %.17g %.17g\n", a, c->px, c->py, b, c->qx, c->qy);
            break;
        case CF_RAIL2D:
            fprintf(out, "rail %s %s at %.17g %.17g direction %.17g %.17g\n", a, b, c->px, c->py, c->ny, -c->nx);
            break;
        }
    }
    if (found)
        fprintf(out, "find-contacts\n");
    return ferror(out) ? -1 : 0;
}

int cf_world2d_print_problem(FILE *out, const cf_world2d *w, const char *origin, cf_error *err)
{
    cf_problem *p = cf_world2d_problem(w, err);
    int n = p != NULL ? p->n : 0;
    cf_jrow2d *rows = p != NULL ? malloc((size_t)n * sizeof *rows) : NULL;
    if (rows == NULL) {
        if (p != NULL && err != NULL)
            snprintf(err->message, sizeof err->message, "%s: out of memory", origin);
        cf_problem_free(p);
        return -1;
    }
    cf_world2d_rows(w, rows);
    fprintf(out, "# Built from the scene %s: A = J M^-1 J^T, b = J M^-1 F_ext + velocity terms.\n", origin);
    fprintf(out, "# Gravity %g downward.  Each row: where it comes from, then its entries in J\n"
                 "# on each moving body (x, y, angle): A's, then B's (which carry the minus sign).\n", w->gravity);
    for (int i = 0; i < n; i++) {
        char text[256];
        cf_world2d_describe_row(w, &rows[i], text, sizeof text);
        fprintf(out, "#   row %d (%s): %s\n#       J:", i, cf_row_kind_name(rows[i].row.kind), text);
        for (int side = 0; side < 2; side++) {
            int k = rows[i].body[side];
            if (k >= 0 && !w->bodies[k].fixed)
                fprintf(out, " %s [%.6g %.6g %.6g]", w->bodies[k].name, rows[i].j[side][0] + 0.0,
                        rows[i].j[side][1] + 0.0, rows[i].j[side][2] + 0.0);
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
