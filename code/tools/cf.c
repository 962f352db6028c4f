/* cf.c - the course's command-line tool.
 *
 *   cf solve [--stage N] [--trace|--json] FILE
 *                                           solve a problem or scene file; print f, a, the status and the certificate
 *   cf build FILE.scene                     print the problem a scene file gives
 *   cf draw FILE.scene [FORCES]             write an SVG of the scene and its forces
 *   cf draw --friction MODEL ... FILE.scene the answers of friction models side by side
 *   cf check [--tol T] FILE FORCES          certify forces read from a file
 *   cf trace [--dot] [--stage N] FILE       print the pivot trace (text or Graphviz DOT)
 *   cf convert --lcp|--fc SICONOS.dat       print a Siconos test file in the course format
 *   cf pile [--scene] N                     print a pile of 2D boxes with N contacts
 *
 * Wherever a problem FILE is read, a scene file (FILE.scene) may be given
 * instead, 2D or 3D (world2d.h, world3d.h): its problem is built first.
 *   cf random N SEED                        print a random positive definite problem
 *
 * Exit codes: 0 success (solved and certified / certified), 1 the solver
 * returned a status other than ok or the forces were rejected, 2 bad usage
 * or input that could not be read.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assemble.h"
#include "boxes.h"
#include "certify.h"
#include "dense.h"
#include "friction_models.h"
#include "impulse.h"
#include "problem.h"
#include "siconos.h"
#include "simulate.h"
#include "stages.h"
#include "world2d.h"
#include "world3d.h"

enum { EXIT_SOLVED = 0, EXIT_REJECTED = 1, EXIT_USAGE = 2 };


static const char *const usage_text =
    "usage: cf COMMAND [OPTIONS] ...\n"
    "\n"
    "commands:\n"
    "  solve [--stage N] [--trace|--json] FILE\n"
    "                                     solve a problem (or scene) file; print f, a, status, certificate\n"
    "  build FILE.scene                   print the problem file a scene gives, row by row explained\n"
    "  draw [--stage N] FILE.scene [FORCES]  print an SVG of the scene with its forces\n"
    "  draw --friction MODEL ... FILE.scene  the answers of friction models side by side (3D)\n"
    "  check [--tol T] FILE FORCES        certify the forces in FORCES (n numbers) for FILE\n"
    "  trace [--dot] [--stage N] FILE     print the pivot trace as text, or as Graphviz DOT\n"
    "  convert --lcp|--fc SICONOS.dat     print a Siconos LCP or friction-contact file as a problem file\n"
    "  pile [--scene] N                   print a pile of 2D boxes with N contacts (N even)\n"
    "  random N SEED                      print a random positive definite problem of size N\n"
    "  impulse [--dt H] FILE.scene        stop the sliding of an inconsistent scene (stage 6)\n"
    "  simulate FILE.scene [--steps N] [--dt H] [--svg OUT.svg]  step a scene through time\n"
    "  stages                             list the stages\n"
    "\n"
    "'cf COMMAND --help' explains one command.\n"
    "exit codes: 0 solved and certified (or forces certified), 1 a solver status other than ok\n"
    "or forces rejected, 2 bad usage or unreadable input.\n";

static int usage(FILE *out, int code)
{
    fputs(usage_text, out);
    return code;
}

static int wants_help(int argc, char **argv)
{
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return 1;
    return 0;
}

static int parse_int(const char *text, int *out)
{
    char *end;
    long value = strtol(text, &end, 10);
    if (end == text || *end != '\0' || value < -1000000000L || value > 1000000000L)
        return -1;
    *out = (int)value;
    return 0;
}

static int is_scene(const char *path)
{
    size_t length = strlen(path);
    return length > 6 && strcmp(path + length - 6, ".scene") == 0;
}

/* A scene file's world: 2D, or 3D when its first statement is '3d'. */
typedef struct scene {
    cf_world2d *w2;
    cf_world3d *w3;
} scene;

static void scene_free(scene *s)
{
    cf_world2d_free(s->w2);
    cf_world3d_free(s->w3);
}

/* 0, or -1 with the reader's message printed. */
static int load_scene(const char *path, scene *s)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    s->w2 = NULL;
    s->w3 = NULL;
    if (cf_scene_dimensions(path) == 3)
        s->w3 = cf_world3d_read_file(path, &err);
    else
        s->w2 = cf_world2d_read_file(path, &err);
    if (s->w2 == NULL && s->w3 == NULL) {
        fprintf(stderr, "cf: %s\n", err.message);
        return -1;
    }
    return 0;
}

/* A 2D scene's world, for the commands that work in the plane (impulse,
 * simulate); NULL with a message for a 3D scene or a bad file. */
static cf_world2d *load_scene2d(const char *path)
{
    scene s;
    if (load_scene(path, &s) != 0)
        return NULL;
    if (s.w3 != NULL) {
        fprintf(stderr, "cf: %s: expected a 2D scene; this command works in the plane\n", path);
        scene_free(&s);
        return NULL;
    }
    return s.w2;
}

static cf_problem *scene_problem(const scene *s, cf_error *err)
{
    return s->w3 != NULL ? cf_world3d_problem(s->w3, err) : cf_world2d_problem(s->w2, err);
}

/* A problem file, or the problem of a scene file. */
static cf_problem *load(const char *path)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = NULL;
    if (is_scene(path)) {
        scene s;
        if (load_scene(path, &s) != 0)
            return NULL;
        p = scene_problem(&s, &err);
        scene_free(&s);
    } else {
        p = cf_problem_read_file(path, &err);
    }
    if (p == NULL)
        fprintf(stderr, "cf: %s\n", err.message);
    return p;
}

/* f and a are printed with 17 significant digits, so that they read back
 * as the same doubles: another checker (or cf check) judges exactly the
 * forces that were certified here. */
static void print_vector(const char *label, int n, const double *v)
{
    printf("%s", label);
    for (int i = 0; i < n; i++)
        printf(" %.17g", v[i] == 0.0 ? 0.0 : v[i]); /* no "-0" */
    printf("\n");
}

/* --json: one object for tools and scripts.  Strings are escaped as JSON
 * requires; numbers that JSON cannot hold (inf, nan) are written null. */
static void json_string(const char *text)
{
    putchar('"');
    for (const unsigned char *c = (const unsigned char *)text; *c != '\0'; c++) {
        if (*c == '"' || *c == '\\')
            printf("\\%c", *c);
        else if (*c < 0x20)
            printf("\\u%04x", *c);
        else
            putchar(*c);
    }
    putchar('"');
}

static void json_number(double x)
{
    if (!isfinite(x))
        printf("null");
    else
        printf("%.17g", x == 0.0 ? 0.0 : x);
}

static void json_vector(int n, const double *v)
{
    putchar('[');
    for (int i = 0; i < n; i++) {
        if (i > 0)
            printf(", ");
        json_number(v[i]);
    }
    putchar(']');
}

static void print_json(const cf_problem *p, int stage_number, cf_status status, const double *f,
                       const double *a, const cf_certificate *c)
{
    printf("{\"name\": ");
    json_string(p->name);
    printf(", \"description\": ");
    json_string(p->description);
    printf(",\n \"n\": %d, \"stage\": %d, \"status\": ", p->n, stage_number);
    json_string(cf_status_name(status));
    printf(",\n \"f\": ");
    json_vector(p->n, f);
    printf(",\n \"a\": ");
    json_vector(p->n, a);
    printf(",\n \"certificate\": {\"certified\": %s, \"worst_violation\": ",
           c->ok ? "true" : "false");
    json_number(c->worst);
    printf(", \"worst_row\": %d, \"condition\": ", c->worst_row);
    json_string(c->worst_row >= 0 ? cf_condition_name(c->worst_condition) : "none");
    printf(", \"tol\": ");
    json_number(c->tol);
    printf("}}\n");
}

/* Options shared by solve and trace. */
typedef struct solve_args {
    int stage;
    int trace;
    int dot;
    int json;
    const char *friction; /* --friction MODEL, or NULL */
    friction_model model;
    const char *file;
} solve_args;

static int parse_solve_args(int argc, char **argv, solve_args *args, int allow_dot)
{
    args->stage = 2;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--stage") == 0 && i + 1 < argc) {
            if (parse_int(argv[++i], &args->stage) != 0 || cf_find_stage(args->stage) == NULL) {
                fprintf(stderr, "cf: --stage expects one of the stage numbers ('cf stages')\n");
                return -1;
            }
        } else if (strcmp(argv[i], "--trace") == 0) {
            args->trace = 1;
        } else if (allow_dot && strcmp(argv[i], "--dot") == 0) {
            args->dot = 1;
        } else if (!allow_dot && strcmp(argv[i], "--json") == 0) { /* solve only */
            args->json = 1;
        } else if (!allow_dot && strcmp(argv[i], "--friction") == 0 && i + 1 < argc) {
            args->friction = argv[++i];
            if (friction_model_parse(args->friction, &args->model) != 0) {
                fprintf(stderr, "cf: --friction expects cone, box, pyramid:K (3 <= K <= 64) "
                                "or line\n");
                return -1;
            }
        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            fprintf(stderr, "cf: unknown option %s\n", argv[i]);
            return -1;
        } else if (args->file == NULL) {
            args->file = argv[i];
        } else {
            fprintf(stderr, "cf: expected one problem file, found another: %s\n", argv[i]);
            return -1;
        }
    }
    if (args->file == NULL) {
        fprintf(stderr, "cf: expected a problem file\n");
        return -1;
    }
    if (args->json && args->trace) {
        fprintf(stderr, "cf: --json prints one JSON object; it does not go with --trace\n");
        return -1;
    }
    return 0;
}

/* Solve with the chosen stage; print the trace as text or DOT if asked. */
static int run_solve(const solve_args *args, int print_results)
{
    cf_problem *p = load(args->file);
    if (p == NULL)
        return EXIT_USAGE;
    const cf_stage *chosen = cf_find_stage(args->stage);
    double *f = cf_vec_new(p->n);
    double *a = cf_vec_new(p->n);
    cf_trace *trace = args->trace || args->dot ? cf_trace_new(p->n) : NULL;
    if (f == NULL || a == NULL || ((args->trace || args->dot) && trace == NULL)) {
        fprintf(stderr, "cf: out of memory\n");
        free(f);
        free(a);
        cf_trace_free(trace);
        cf_problem_free(p);
        return EXIT_USAGE;
    }
    char note[512] = "";
    cf_solve_options options = {.trace = trace, .note = note, .note_size = sizeof note};
    cf_status status = args->friction != NULL
                           ? friction_model_solve(p, args->model, &options, f, a)
                           : chosen->solve(p, &options, f, a);

    if (args->dot) {
        cf_trace_print_dot(stdout, trace, p->name);
    } else if (args->json) {
        cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
        print_json(p, chosen->number, status, f, a, &certificate);
    } else {
        if (trace != NULL)
            cf_trace_print_text(stdout, trace);
        if (print_results) {
            if (args->friction != NULL)
                printf("problem: %s (n = %d), friction model %s\n", p->name, p->n,
                       args->friction);
            else
                printf("problem: %s (n = %d), stage %d: %s (%s)\n", p->name, p->n,
                       chosen->number, chosen->title, chosen->paper);
            printf("status: %s (%s)\n", cf_status_name(status), cf_status_explain(status));
            if (note[0] != '\0')
                printf("note: %s\n", note);
            print_vector("f:", p->n, f);
            print_vector("a:", p->n, a);
            cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
            printf("certificate: ");
            cf_certificate_print(stdout, p, &certificate);
            if (status == CF_OK) {
                char why[256];
                if (cf_check_expectations(p, f, a, why, sizeof why))
                    printf("expectations: every stated expectation holds\n");
                else
                    printf("expectations: FAILED: %s\n", why);
            }
        }
    }
    int code = status == CF_OK ? EXIT_SOLVED : EXIT_REJECTED;
    if (!args->dot && !print_results && status != CF_OK)
        fprintf(stderr, "cf: status %s: %s\n", cf_status_name(status), cf_status_explain(status));
    free(f);
    free(a);
    cf_trace_free(trace);
    cf_problem_free(p);
    return code;
}

static int command_solve(int argc, char **argv)
{
    if (wants_help(argc, argv)) {
        printf("usage: cf solve [--stage N] [--trace|--json] [--friction MODEL] FILE\n"
               "Solve the problem in FILE with stage N (default 2) and print f, a, the status,\n"
               "the certifier's verdict and whether the file's expectations hold.  f and a have\n"
               "17 significant digits: 'cf check' reads back exactly the forces certified here.\n"
               "--trace also prints every pivot.  --json prints one JSON object instead: name,\n"
               "description, n, stage, status, f, a, and the certificate (certified,\n"
               "worst_violation, worst_row, condition, tol).\n"
               "--friction cone|box|pyramid:K|line solves a 3D friction problem with that model\n"
               "of friction (cone: stage 5) and certifies it against the cone's conditions.\n"
               "Exit 0 when the status is ok, 1 otherwise.\n");
        return EXIT_SOLVED;
    }
    solve_args args = {0};
    if (parse_solve_args(argc, argv, &args, 0) != 0)
        return EXIT_USAGE;
    return run_solve(&args, 1);
}

static int command_trace(int argc, char **argv)
{
    if (wants_help(argc, argv)) {
        printf("usage: cf trace [--dot] [--stage N] FILE\n"
               "Print each pivot of the solve: the driven index, delta f, delta a, the step, the\n"
               "index that limited it, the move made, and C and NC afterwards.  --dot prints the\n"
               "same as a Graphviz graph (render with: dot -Tsvg).\n");
        return EXIT_SOLVED;
    }
    solve_args args = {0};
    if (parse_solve_args(argc, argv, &args, 1) != 0)
        return EXIT_USAGE;
    args.trace = 1;
    return run_solve(&args, 0);
}

static int command_check(int argc, char **argv)
{
    if (wants_help(argc, argv)) {
        printf("usage: cf check [--tol T] FILE FORCES\n"
               "Compute a = A f + b for the n forces in FORCES and check every condition of every\n"
               "row of FILE (default relative tolerance %g).  Exit 0 when certified, 1 when rejected.\n",
               CF_CERTIFY_DEFAULT_TOL);
        return EXIT_SOLVED;
    }
    double tol = CF_CERTIFY_DEFAULT_TOL;
    const char *files[2] = {NULL, NULL};
    int count = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--tol") == 0 && i + 1 < argc) {
            char *end;
            tol = strtod(argv[++i], &end);
            if (*end != '\0' || !(tol >= 0.0)) {
                fprintf(stderr, "cf: --tol expects a number >= 0\n");
                return EXIT_USAGE;
            }
        } else if (count < 2) {
            files[count++] = argv[i];
        } else {
            fprintf(stderr, "cf: expected FILE FORCES, found an extra argument: %s\n", argv[i]);
            return EXIT_USAGE;
        }
    }
    if (count != 2) {
        fprintf(stderr, "cf: expected FILE FORCES\n");
        return EXIT_USAGE;
    }
    cf_problem *p = load(files[0]);
    if (p == NULL)
        return EXIT_USAGE;
    cf_error err;
    memset(&err, 0, sizeof err);
    double *f = cf_read_vector_file(files[1], p->n, &err);
    if (f == NULL) {
        fprintf(stderr, "cf: %s\n", err.message);
        cf_problem_free(p);
        return EXIT_USAGE;
    }
    double *a = cf_vec_new(p->n);
    if (a == NULL) {
        free(f);
        cf_problem_free(p);
        return EXIT_USAGE;
    }
    cf_certificate certificate = cf_certify(p, f, tol, a);
    cf_certificate_print(stdout, p, &certificate);
    print_vector("a:", p->n, a);
    free(f);
    free(a);
    cf_problem_free(p);
    return certificate.ok ? EXIT_SOLVED : EXIT_REJECTED;
}

static int write_problem(cf_problem *p)
{
    int failed = cf_problem_write(stdout, p) != 0;
    cf_problem_free(p);
    if (failed) {
        fprintf(stderr, "cf: could not write the problem\n");
        return EXIT_USAGE;
    }
    return EXIT_SOLVED;
}

static int command_convert(int argc, char **argv)
{
    if (wants_help(argc, argv) || argc != 2
        || (strcmp(argv[0], "--lcp") != 0 && strcmp(argv[0], "--fc") != 0)) {
        printf("usage: cf convert --lcp|--fc SICONOS.dat\n"
               "Read a Siconos numerics test file (an LCP with --lcp, a friction-contact problem\n"
               "with --fc; tests/peer/siconos/README.md) and print it in the course's format.\n");
        return wants_help(argc, argv) ? EXIT_SOLVED : EXIT_USAGE;
    }
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = strcmp(argv[0], "--lcp") == 0 ? cf_siconos_read_lcp(argv[1], &err)
                                                  : cf_siconos_read_fc(argv[1], &err);
    if (p == NULL) {
        fprintf(stderr, "cf: %s\n", err.message);
        return EXIT_USAGE;
    }
    return write_problem(p);
}

/* 'cf build --check CASE.cf FILE.scene': the scene must build the file's A and b. */
static int check_twin(const char *case_file, const char *scene_file)
{
    scene s;
    if (load_scene(scene_file, &s) != 0)
        return EXIT_USAGE;
    cf_problem *twin = load(case_file);
    if (twin == NULL) {
        scene_free(&s);
        return EXIT_USAGE;
    }
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *built = scene_problem(&s, &err);
    char why[512];
    snprintf(why, sizeof why, "%s", err.message);
    int same = built != NULL && cf_same_problem(built, twin, 1e-12, why, sizeof why);
    cf_problem_free(built);
    if (same)
        printf("%s builds the rows, A and b of %s (to 1e-12)\n", scene_file, case_file);
    else
        fprintf(stderr, "cf: %s does not describe the scene %s: %s\n", case_file, scene_file, why);
    cf_problem_free(twin);
    scene_free(&s);
    return same ? EXIT_SOLVED : EXIT_REJECTED;
}

static int command_build(int argc, char **argv)
{
    int checking = argc == 3 && strcmp(argv[0], "--check") == 0;
    if (wants_help(argc, argv) || (argc != 1 && !checking)) {
        printf("usage: cf build FILE.scene\n"
               "       cf build --check CASE.cf FILE.scene\n"
               "Build the problem of a scene file (A = J M^-1 J^T, b = J M^-1 F_ext + velocity\n"
               "terms; chapters/appendix-world.md) and print it as a problem file, after a comment\n"
               "block that says where each row comes from.  With --check, print nothing but whether\n"
               "the scene builds the row kinds, A and b of CASE.cf to 1e-12 (exit 1 if not).\n");
        return wants_help(argc, argv) ? EXIT_SOLVED : EXIT_USAGE;
    }
    if (checking)
        return check_twin(argv[1], argv[2]);
    scene s;
    if (load_scene(argv[0], &s) != 0)
        return EXIT_USAGE;
    cf_error err;
    memset(&err, 0, sizeof err);
    int failed = s.w3 != NULL ? cf_world3d_print_problem(stdout, s.w3, argv[0], &err)
                              : cf_world2d_print_problem(stdout, s.w2, argv[0], &err);
    scene_free(&s);
    if (failed)
        fprintf(stderr, "cf: %s\n", err.message);
    return failed ? EXIT_USAGE : EXIT_SOLVED;
}

/* The stage a figure is solved with when none is named: the first in the
 * table of stages that takes every row (its solver does not answer
 * unsupported), so 1 for one contact, 2 without joints, 3 with; 0 if none. */
static int default_stage(const cf_problem *p)
{
    int count;
    const cf_stage *stages = cf_stages(&count);
    double *f = cf_vec_new(p->n), *a = cf_vec_new(p->n);
    int chosen = 0;
    for (int s = 0; f != NULL && a != NULL && s < count && chosen == 0; s++)
        if (stages[s].solve(p, NULL, f, a) != CF_UNSUPPORTED)
            chosen = stages[s].number;
    free(f);
    free(a);
    return chosen;
}

/* The forces to draw: read from a file, or solved; NULL draws none. */
static double *forces_to_draw(const cf_problem *p, const char *forces_file, int stage_number)
{
    cf_error err;
    memset(&err, 0, sizeof err);
    if (forces_file != NULL) {
        double *f = cf_read_vector_file(forces_file, p->n, &err);
        if (f == NULL)
            fprintf(stderr, "cf: %s\n", err.message);
        return f;
    }
    if (stage_number == 0)
        stage_number = default_stage(p);
    const cf_stage *chosen = cf_find_stage(stage_number);
    if (chosen == NULL) {
        fprintf(stderr, "cf: no stage solves every row of %s; drawing the scene without forces\n", p->name);
        return NULL;
    }
    double *f = cf_vec_new(p->n), *a = cf_vec_new(p->n);
    cf_status status = f != NULL && a != NULL ? chosen->solve(p, NULL, f, a) : CF_NO_MEMORY;
    free(a);
    if (status != CF_OK) {
        fprintf(stderr, "cf: stage %d: %s (%s); drawing the scene without forces\n", chosen->number,
                cf_status_name(status), cf_status_explain(status));
        free(f);
        return NULL;
    }
    return f;
}

/* The forces of each friction model asked for, one panel each (NULL where
 * the model does not answer ok, with its status on stderr); the number
 * that answered ok. */
static int model_forces(const cf_problem *p, int models, const friction_model *model, char *const *names,
                        double **f)
{
    int solved = 0;
    double *a = cf_vec_new(p->n);
    for (int k = 0; k < models; k++) {
        f[k] = a != NULL ? cf_vec_new(p->n) : NULL;
        cf_status status = f[k] != NULL ? friction_model_solve(p, model[k], NULL, f[k], a) : CF_NO_MEMORY;
        if (status != CF_OK) {
            fprintf(stderr, "cf: friction %s: %s (%s); its panel is drawn without forces\n", names[k],
                    cf_status_name(status), cf_status_explain(status));
            free(f[k]);
            f[k] = NULL;
        }
        solved += f[k] != NULL;
    }
    free(a);
    return solved;
}

enum { MOST_PANELS = 4 };

static int command_draw(int argc, char **argv)
{
    int stage_number = 0, models = 0;
    friction_model model[MOST_PANELS];
    char *names[MOST_PANELS];
    const char *files[2] = {NULL, NULL};
    int count = 0, bad = wants_help(argc, argv);
    for (int i = 0; i < argc && !bad; i++) {
        if (strcmp(argv[i], "--stage") == 0 && i + 1 < argc)
            bad = parse_int(argv[++i], &stage_number) != 0 || cf_find_stage(stage_number) == NULL;
        else if (strcmp(argv[i], "--friction") == 0 && i + 1 < argc && models < MOST_PANELS) {
            names[models] = argv[++i];
            bad = friction_model_parse(names[models], &model[models]) != 0;
            models++;
        } else if (count < 2 && argv[i][0] != '-')
            files[count++] = argv[i];
        else
            bad = 1;
    }
    if (models > 0 && (stage_number != 0 || count != 1))
        bad = 1;
    if (bad || count == 0 || !is_scene(files[0])) {
        printf("usage: cf draw [--stage N] FILE.scene [FORCES]\n"
               "       cf draw --friction MODEL [--friction MODEL ...] FILE.scene\n"
               "Print an SVG figure of the scene: its bodies, its applied loads in blue, and each\n"
               "row's force as an arrow (normal red, friction orange, joints green), read from FORCES\n"
               "(n numbers) or solved by stage N (default: the first stage that takes every row,\n"
               "1 for one contact, 2 for contacts only, 3 with joints).  When no forces can be\n"
               "had the scene is drawn without them.  A 3D scene ('3d') is drawn in an oblique\n"
               "projection: x right, z up, y into the page.\n"
               "--friction cone|box|pyramid:K|line (up to %d times, 3D scenes) solves the scene\n"
               "with each model of friction, as 'cf solve --friction' does, and draws the answers\n"
               "side by side at one force scale, each panel titled with its model and each contact\n"
               "with the disc ||f_T|| <= mu f_N of its normal force dashed; exit 1 when a\n"
               "model does not answer ok (its panel is drawn without forces).\n",
               MOST_PANELS);
        return wants_help(argc, argv) ? EXIT_SOLVED : EXIT_USAGE;
    }
    scene s;
    if (load_scene(files[0], &s) != 0)
        return EXIT_USAGE;
    if (models > 0 && s.w3 == NULL) {
        fprintf(stderr, "cf: %s: --friction draws a 3D scene\n", files[0]);
        scene_free(&s);
        return EXIT_USAGE;
    }
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = scene_problem(&s, &err);
    if (p == NULL)
        fprintf(stderr, "cf: %s\n", err.message);
    int code = p == NULL ? EXIT_USAGE : EXIT_SOLVED, written = 0;
    if (p != NULL && models > 0) {
        double *panel_f[MOST_PANELS];
        char titles[MOST_PANELS][64];
        const char *panel_titles[MOST_PANELS];
        if (model_forces(p, models, model, names, panel_f) < models)
            code = EXIT_REJECTED;
        for (int k = 0; k < models; k++) {
            snprintf(titles[k], sizeof titles[k], "friction: %s", names[k]);
            panel_titles[k] = titles[k];
        }
        written = cf_world3d_draw_panels(stdout, s.w3, models, (const double *const *)panel_f, panel_titles, 1,
                                         p->n);
        for (int k = 0; k < models; k++)
            free(panel_f[k]);
    } else if (p != NULL) {
        double *f = forces_to_draw(p, files[1], stage_number);
        int n = f != NULL ? p->n : 0;
        if (files[1] != NULL && f == NULL)
            code = EXIT_USAGE;
        else
            written = s.w3 != NULL ? cf_world3d_draw_svg(stdout, s.w3, f, n) : cf_world2d_draw_svg(stdout, s.w2, f, n);
        free(f);
    }
    if (written != 0) {
        fprintf(stderr, "cf: could not write the figure\n");
        code = EXIT_USAGE;
    }
    cf_problem_free(p);
    scene_free(&s);
    return code;
}

static int command_pile(int argc, char **argv)
{
    int contacts = 0;
    int as_scene = argc == 2 && strcmp(argv[0], "--scene") == 0;
    if (as_scene) {
        argc--;
        argv++;
    }
    if (wants_help(argc, argv) || argc != 1 || parse_int(argv[0], &contacts) != 0
        || contacts < 2 || contacts % 2 != 0 || contacts > CF_PROBLEM_MAX_N) {
        printf("usage: cf pile [--scene] N\n"
               "Print a pile of unit 2x2 boxes on a floor with N contacts (N even, 2..20000):\n"
               "a brick-bond pyramid whose contacts the contact finder finds, two per supporting\n"
               "face, gravity in b.  --scene prints the scene file instead of the problem.\n");
        return wants_help(argc, argv) ? EXIT_SOLVED : EXIT_USAGE;
    }
    cf_scene2d *scene = cf_scene2d_pile(contacts);
    if (scene != NULL && as_scene) {
        int failed = cf_world2d_write(stdout, scene, 1) != 0;
        cf_scene2d_free(scene);
        return failed ? EXIT_USAGE : EXIT_SOLVED;
    }
    char name[64];
    snprintf(name, sizeof name, "pile-%d", contacts);
    cf_problem *p = scene != NULL ? cf_scene2d_problem(scene, name) : NULL;
    cf_scene2d_free(scene);
    if (p == NULL) {
        fprintf(stderr, "cf: out of memory\n");
        return EXIT_USAGE;
    }
    return write_problem(p);
}

static int command_random(int argc, char **argv)
{
    int n = 0, seed = 0;
    if (wants_help(argc, argv) || argc != 2 || parse_int(argv[0], &n) != 0 || n < 1
        || n > CF_PROBLEM_MAX_N || parse_int(argv[1], &seed) != 0) {
        printf("usage: cf random N SEED\n"
               "Print a random symmetric positive definite problem A = B B^T + 1e-3 I of size N\n"
               "with b uniform in [-1, 1]; the same SEED always gives the same problem.\n");
        return wants_help(argc, argv) ? EXIT_SOLVED : EXIT_USAGE;
    }
    cf_problem *p = cf_random_pd_problem(n, (unsigned long long)seed, 1e-3);
    if (p == NULL) {
        fprintf(stderr, "cf: out of memory\n");
        return EXIT_USAGE;
    }
    return write_problem(p);
}

/* A finite number, whole word. */
static int parse_double(const char *text, double *out)
{
    char *end = NULL;
    double x = strtod(text, &end);
    if (end == text || *end != '\0' || !isfinite(x))
        return -1;
    *out = x;
    return 0;
}

static void print_velocities(const cf_world2d *w)
{
    for (int k = 0; k < w->n_bodies; k++)
        if (!w->bodies[k].fixed)
            printf("velocity %s: %.17g %.17g spin %.17g\n", w->bodies[k].name,
                   w->bodies[k].vx == 0.0 ? 0.0 : w->bodies[k].vx,
                   w->bodies[k].vy == 0.0 ? 0.0 : w->bodies[k].vy,
                   w->bodies[k].omega == 0.0 ? 0.0 : w->bodies[k].omega);
}

static int command_impulse(int argc, char **argv)
{
    double h = 1e-3;
    int bad = wants_help(argc, argv) || argc < 1;
    if (!bad && argc == 3 && strcmp(argv[0], "--dt") == 0)
        bad = parse_double(argv[1], &h) != 0 || !(h > 0.0);
    else if (argc != 1)
        bad = 1;
    if (bad) {
        printf("usage: cf impulse [--dt H] FILE.scene\n"
               "Solve the scene with stage 6.  If it is inconsistent, stop the sliding contacts\n"
               "on the unbounded ray with the sticking impulse P = -K^-1 v (or, outside the\n"
               "friction cone, one velocity-level step of length H, default 1e-3), apply it and\n"
               "solve again with static friction where the contacts stopped.  Prints v, P, both\n"
               "certificates and the new velocities (chapters/06-sliding-friction.md).\n");
        return wants_help(argc, argv) ? EXIT_SOLVED : EXIT_USAGE;
    }
    cf_world2d *w = load_scene2d(argv[argc - 1]);
    if (w == NULL)
        return EXIT_USAGE;
    stage6_resolution r;
    cf_status status = stage6_resolve(w, h, &r);
    printf("scene: %s\n", w->name);
    printf("before: %s\n", cf_status_name(r.first));
    if (r.contacts > 0) {
        for (int s = 0; s < r.contacts; s++)
            printf("contact %d: v = (%.17g, %.17g), P = (%.17g, %.17g)\n", r.contact[s],
                   r.v[2 * s], r.v[2 * s + 1], r.P[2 * s], r.P[2 * s + 1]);
        printf("impulse: %s, %s (worst violation %.2g at the velocity level)\n",
               r.in_cone ? "P = -K^-1 v, in the friction cone" : "velocity-level step",
               r.impulse_status == CF_OK ? "certified" : cf_status_name(r.impulse_status),
               r.impulse_violation);
        print_velocities(w);
    }
    printf("after: %s\n", cf_status_name(r.after));
    if (r.f != NULL && (r.contacts > 0 || r.first == CF_OK)) {
        print_vector("f:", r.n, r.f);
        print_vector("a:", r.n, r.a);
    }
    stage6_resolution_free(&r);
    cf_world2d_free(w);
    return status == CF_OK ? EXIT_SOLVED : EXIT_REJECTED;
}

static int command_simulate(int argc, char **argv)
{
    int steps = 100, bad = wants_help(argc, argv) || argc < 1;
    double dt = 1e-3;
    const char *svg_path = NULL, *scene = NULL;
    for (int i = 0; !bad && i < argc; i++) {
        if (strcmp(argv[i], "--steps") == 0 && i + 1 < argc)
            bad = parse_int(argv[++i], &steps) != 0 || steps < 1 || steps > 10000000;
        else if (strcmp(argv[i], "--dt") == 0 && i + 1 < argc)
            bad = parse_double(argv[++i], &dt) != 0 || !(dt > 0.0);
        else if (strcmp(argv[i], "--svg") == 0 && i + 1 < argc)
            svg_path = argv[++i];
        else if (scene == NULL && is_scene(argv[i]))
            scene = argv[i];
        else
            bad = 1;
    }
    if (bad || scene == NULL) {
        printf("usage: cf simulate FILE.scene [--steps N] [--dt H] [--svg OUT.svg]\n"
               "Step the scene N times (default 100) by H seconds (default 1e-3) with stage 6\n"
               "for the forces and the sticking impulse where it is inconsistent; print the\n"
               "trajectory as CSV (step,t,body,x,y,angle,vx,vy,omega,energy,contacts,sliding,\n"
               "event) and, with --svg, write an animated SVG (SMIL) with the contact forces.\n");
        return wants_help(argc, argv) ? EXIT_SOLVED : EXIT_USAGE;
    }
    cf_world2d *w = load_scene2d(scene);
    if (w == NULL)
        return EXIT_USAGE;
    FILE *svg = svg_path != NULL ? fopen(svg_path, "w") : NULL;
    if (svg_path != NULL && svg == NULL) {
        perror(svg_path);
        cf_world2d_free(w);
        return EXIT_USAGE;
    }
    simulate_report report;
    cf_status status = simulate_run(w, steps, dt, stdout, svg, &report);
    if (svg != NULL && fclose(svg) != 0)
        perror(svg_path);
    fprintf(stderr, "cf simulate: %s after %d steps; %d impulses, %d velocity-level steps; "
                    "largest energy rise in a step %.3g J\n",
            cf_status_name(status), report.steps, report.impulses, report.velocity_steps,
            report.max_rise);
    cf_world2d_free(w);
    return status == CF_OK ? EXIT_SOLVED : EXIT_REJECTED;
}

static int command_stages(void)
{
    int stage_count;
    const cf_stage *stages = cf_stages(&stage_count);
    for (int s = 0; s < stage_count; s++)
        printf("stage %d: %s (%s)%s%s\n", stages[s].number, stages[s].title, stages[s].paper,
               stages[s].exercise[0] != '\0' ? "; exercise: " : "", stages[s].exercise);
    return EXIT_SOLVED;
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return usage(stderr, EXIT_USAGE);
    const char *command = argv[1];
    int rest = argc - 2;
    char **rest_argv = argv + 2;
    if (strcmp(command, "solve") == 0)
        return command_solve(rest, rest_argv);
    if (strcmp(command, "check") == 0)
        return command_check(rest, rest_argv);
    if (strcmp(command, "trace") == 0)
        return command_trace(rest, rest_argv);
    if (strcmp(command, "convert") == 0)
        return command_convert(rest, rest_argv);
    if (strcmp(command, "build") == 0)
        return command_build(rest, rest_argv);
    if (strcmp(command, "draw") == 0)
        return command_draw(rest, rest_argv);
    if (strcmp(command, "pile") == 0)
        return command_pile(rest, rest_argv);
    if (strcmp(command, "random") == 0)
        return command_random(rest, rest_argv);
    if (strcmp(command, "impulse") == 0)
        return command_impulse(rest, rest_argv);
    if (strcmp(command, "simulate") == 0)
        return command_simulate(rest, rest_argv);
    if (strcmp(command, "stages") == 0)
        return command_stages();
    if (strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0 || strcmp(command, "help") == 0)
        return usage(stdout, EXIT_SOLVED);
    fprintf(stderr, "cf: unknown command '%s'\n", command);
    return usage(stderr, EXIT_USAGE);
}
