/* bench_friction.c - stages 4 and 5 against Siconos's friction-contact solvers.
 *
 *   bench_friction DIM DIR CAP SECONDS STACK_SECONDS CSV [SIZES...]
 *
 * DIM 2: stage 4 (pivot cap CAP, 0 for its default 20 n + 20), Siconos's
 * fc2d Lemke and fc2d NSGS (tolerance 1e-9, 20000 iterations), on every
 * 2D file of DIR/MANIFEST.tsv (the Siconos suite) and on piles of 2D boxes
 * with friction with each number of contacts in SIZES.
 *
 * DIM 3: stage 5 (cap CAP), Siconos's fc3d NSGS, nonsmooth Newton NSN_AC
 * and PROX, each with its own default tolerance and iteration count, and
 * again at tolerance 1e-9 with 20000 iterations; on every 3D file of the
 * manifest and on grids of stacked 3D boxes with each number of boxes in
 * SIZES.
 *
 * BENCH_COLUMNS (a comma-separated list of the CSV's solver names, say
 * "stage5,stage8,nsgs-1e-9") keeps those columns only.
 *
 * Every answer is judged by our certifier, per row at 1e-9, whatever the
 * solver said; the solver's own word (Siconos's info, stage 4 or 5's
 * status) is printed beside the verdict.  Every solve, our stage's
 * included, runs in a child process limited to SECONDS of CPU (the
 * generated problems to STACK_SECONDS): all solvers have the same budget,
 * a solve that exceeds it shows "time-limit", and an assert or an endless
 * loop in a library costs one cell.  The table goes to stdout, one row per
 * cell to CSV (the format of bench_rows.h), and what the children print
 * (Siconos's messages) to CSV.log.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench_cell.h"
#include "bench_fc_solve.h"
#include "bench_rows.h"
#include "boxes.h"
#include "certify.h"
#include "dense.h"
#include "siconos.h"
#include "world3d.h"

/* What one dimension runs: its columns and the names it writes. */
typedef struct bench_setup {
    fc_setup solve;
    const fc_column *columns;
    int count;
    const char *file_family, *generated_family;
    double seconds, stack_seconds;
    FILE *csv;
} bench_setup;

/* One cell: the verdict (a cell_verdict name), the text of the table, and
 * the CSV row. */
typedef struct cell {
    cell_verdict verdict;
    char text[48]; /* "certified", "rejected 3.0e-05", or a named status */
    bench_row row;
} cell;

/* Judge the answer the child sent: the certifier decides; the solver's
 * own word goes beside it (the table) and into code and detail (the CSV).
 * ok: certified, whatever the solver said; inexact: not certified though
 * the solver claimed success; failed: not certified, and the solver said
 * so. */
static void judge(const fc_column *c, const cf_problem *p, const double *f,
                  const fc_answer *a, cell *out)
{
    int finite = 1;
    for (int i = 0; i < p->n; i++)
        finite &= isfinite(f[i]) != 0;
    cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    int certified = finite && certificate.ok;
    double worst = finite ? certificate.worst : INFINITY;
    int claimed = fc_claimed(c, a);
    out->verdict = certified ? CELL_OK : claimed ? CELL_INEXACT : CELL_FAILED;
    out->row.worst = worst;
    snprintf(out->row.condition, sizeof out->row.condition, "%s",
             cf_condition_name(certificate.worst_condition));
    char *detail = out->row.detail;
    size_t used = strlen(detail), size = sizeof out->row.detail;
    if (FC_IS_OURS(c->solver)) {
        /* Our stage claims only certified answers: a named status is its cell. */
        if (a->info != CF_OK)
            snprintf(out->text, sizeof out->text, "%s", cf_status_name((cf_status)a->info));
        else
            snprintf(out->text, sizeof out->text, certified ? "certified" : "rejected %.1e",
                     worst);
        snprintf(detail + used, size - used, "%s%s%s", cf_status_name((cf_status)a->info),
                 a->note[0] != '\0' ? ": " : "", a->note);
        return;
    }
    if (certified)
        snprintf(out->text, sizeof out->text, "certified");
    else
        snprintf(out->text, sizeof out->text, "rejected %.1e", worst);
    if (a->info != 0) {
        size_t length = strlen(out->text);
        snprintf(out->text + length, sizeof out->text - length, " (info %d)", a->info);
    }
    snprintf(detail + used, size - used, "info %d after %d iterations; Siconos error %.2e",
             a->info, a->iterations, a->error);
}

/* A solve in a child (bench_fc_solve.h): a crash or the CPU limit
 * leaves the cell named. */
static void run_column(const bench_setup *setup, const fc_column *c, const cf_problem *p,
                       double seconds, cell *out)
{
    out->verdict = CELL_CRASHED;
    fc_answer a;
    char why[120];
    double *f = cf_vec_new(p->n);
    if (f == NULL) {
        snprintf(out->text, sizeof out->text, "no-memory");
        return;
    }
    fc_outcome outcome = fc_solve_in_child(&setup->solve, c, p, seconds, f, &a, why, sizeof why);
    size_t used = strlen(out->row.detail);
    if (outcome != FC_ANSWERED) {
        int out_of_time = outcome == FC_OUT_OF_TIME;
        out->verdict = out_of_time ? CELL_TIMEOUT : CELL_CRASHED;
        snprintf(out->text, sizeof out->text, "%s", out_of_time ? "time-limit" : "crashed");
        if (out_of_time)
            out->row.median = out->row.min = out->row.max = seconds; /* the whole budget went */
        snprintf(out->row.detail + used, sizeof out->row.detail - used, "%s", why);
    } else {
        out->row.median = out->row.min = out->row.max = a.seconds;
        out->row.runs = 1;
        out->row.code = a.info;
        judge(c, p, f, &a, out);
    }
    free(f);
}

/* Solve p with every column; print a row of the table and write the CSV
 * rows.  label names the problem in the table and begins each CSV detail
 * (the file name, for the files: several files have the same n). */
static void run_row(const bench_setup *setup, const char *family, const char *label,
                    const cf_problem *p, double seconds, int *certified)
{
    printf("| %-40s | %5d |", label, p->n);
    for (int k = 0; k < setup->count; k++) {
        cell c;
        memset(&c, 0, sizeof c);
        bench_row *row = &c.row;
        snprintf(row->family, sizeof row->family, "%s", family);
        row->n = p->n;
        snprintf(row->solver, sizeof row->solver, "%s", setup->columns[k].name);
        row->dgesv = row->ratio = row->worst = NAN;
        row->invariant_got = row->invariant_want = NAN;
        snprintf(row->detail, sizeof row->detail, "%s: ", label);
        run_column(setup, &setup->columns[k], p, seconds, &c);
        snprintf(row->verdict, sizeof row->verdict, "%s", cell_verdict_name(c.verdict));
        certified[k] += c.verdict == CELL_OK;
        printf(" %-24s %8.2f |", c.text, row->median);
        bench_csv_write_row(setup->csv, row);
        fflush(stdout);
    }
    printf("\n");
}

static void header(const bench_setup *setup)
{
    printf("| %-40s | %5s |", "problem", "n");
    for (int k = 0; k < setup->count; k++)
        printf(" %-24s %8s |", setup->columns[k].heading, "s");
    printf("\n|---|---|");
    for (int k = 0; k < setup->count; k++)
        printf("---|");
    printf("\n");
}

/* A pile of 2D boxes with friction (mu 0.5) and a sideways push on every
 * third box, from the pile of boxes.h. */
static cf_problem *friction_pile(int contacts)
{
    cf_scene2d *scene = cf_scene2d_pile(contacts);
    if (scene == NULL)
        return NULL;
    for (int c = 0; c < scene->n_constraints; c++) {
        scene->constraints[c].friction = 1;
        scene->constraints[c].mu = 0.5;
    }
    for (int k = 1; k < scene->n_bodies; k += 3)
        cf_world2d_apply_force(scene, k, 3.0, 0.0, scene->bodies[k].x, scene->bodies[k].y);
    cf_error err;
    memset(&err, 0, sizeof err);
    cf_problem *p = cf_world2d_problem(scene, &err);
    cf_scene2d_free(scene);
    return p;
}

/* Stacks of 3D boxes on a floor: columns of (at most) four 1 x 1 x 0.5
 * boxes of mass 1, on a square grid with gaps between the columns, each
 * box shifted 0.1 along x from the one below, alternately left and right,
 * so that each rests on two of its own corners and two of the lower box's
 * (the contact finder's corner-on-face contacts; four per box).  Every
 * third box is pushed sideways at a top corner (3 N along x, 1.5 N along
 * y, which also twists it); mu 0.5.  boxes boxes give 12 boxes rows. */
static cf_problem *friction_stacks(int boxes)
{
    enum { HEIGHT = 4 };
    cf_world3d *w = cf_world3d_new("stacks3d");
    if (w == NULL)
        return NULL;
    cf_body3d floor = {.shape = CF_SHAPE3D_PLANE, .fixed = 1, .q = {1, 0, 0, 0},
                       .normal = {0, 0, 1}};
    snprintf(floor.name, sizeof floor.name, "floor");
    int failed = cf_world3d_add_body(w, &floor) < 0;
    int columns = (boxes + HEIGHT - 1) / HEIGHT, side = 1;
    while (side * side < columns)
        side++;
    for (int k = 0; k < boxes && !failed; k++) {
        int column = k / HEIGHT, level = k % HEIGHT;
        cf_body3d box = {.shape = CF_SHAPE3D_BOX, .size = {1.0, 1.0, 0.5}, .mass = 1.0,
                         .q = {1, 0, 0, 0}};
        snprintf(box.name, sizeof box.name, "box%d", k);
        cf_shape3d_inertia(box.shape, box.size, box.mass, box.inertia);
        box.position[0] = 2.0 * (column % side) + (level % 2 ? 0.1 : 0.0);
        box.position[1] = 2.0 * (column / side);
        box.position[2] = 0.5 * level + 0.25;
        int index = cf_world3d_add_body(w, &box);
        failed = index < 0;
        if (!failed && k % 3 == 1) {
            double push[3] = {3.0, 1.5, 0.0};
            double at[3] = {box.position[0] + 0.5, box.position[1] + 0.5, box.position[2] + 0.25};
            cf_world3d_apply_force(w, index, push, at);
        }
    }
    cf_problem *p = NULL;
    if (!failed && cf_world3d_find_contacts(w, 1e-9, 1, 0.5) >= 0) {
        cf_error err;
        memset(&err, 0, sizeof err);
        p = cf_world3d_problem(w, &err);
    }
    cf_world3d_free(w);
    return p;
}

static void print_certified(const bench_setup *setup, const int *certified, int total)
{
    printf("\ncertified:");
    for (int k = 0; k < setup->count; k++)
        printf("%s %s %d of %d", k > 0 ? "," : "", setup->columns[k].heading, certified[k], total);
    printf("\n\n");
}

int main(int argc, char **argv)
{
    if (argc < 7 || (atoi(argv[1]) != 2 && atoi(argv[1]) != 3)) {
        fprintf(stderr,
                "usage: bench_friction 2|3 DIR CAP SECONDS STACK_SECONDS CSV [SIZES...]\n");
        return 2;
    }
    bench_setup setup = {.solve = {.dim = atoi(argv[1]), .cap = atoi(argv[3])},
                         .seconds = atof(argv[4]), .stack_seconds = atof(argv[5])};
    const int dim = setup.solve.dim, cap = setup.solve.cap;
    if (dim == 2) {
        setup.columns = fc_columns2d;
        setup.count = fc_column_count2d;
        setup.file_family = "fc2d-file";
        setup.generated_family = "pile2d";
    } else {
        setup.columns = fc_columns3d;
        setup.count = fc_column_count3d;
        setup.file_family = "fc3d-file";
        setup.generated_family = "stack3d";
    }
    /* BENCH_COLUMNS=stage5,stage8,... keeps those columns only, in their order */
    fc_column kept[FC_MAX_COLUMNS];
    const char *only = getenv("BENCH_COLUMNS");
    if (only != NULL && only[0] != '\0') {
        int count = 0;
        for (int c = 0; c < setup.count; c++) {
            size_t length = strlen(setup.columns[c].name);
            for (const char *at = strstr(only, setup.columns[c].name); at != NULL;
                 at = strstr(at + 1, setup.columns[c].name))
                if ((at == only || at[-1] == ',') && (at[length] == ',' || at[length] == '\0')) {
                    kept[count++] = setup.columns[c];
                    break;
                }
        }
        if (count == 0) {
            fprintf(stderr, "bench_friction: BENCH_COLUMNS=%s names no column\n", only);
            return 2;
        }
        setup.columns = kept;
        setup.count = count;
    }
    const char *dir = argv[2], *csv_path = argv[6];
    char path[1024], line[4096], log_path[1024];
    snprintf(log_path, sizeof log_path, "%s.log", csv_path);
    setup.solve.log_path = log_path;
    snprintf(path, sizeof path, "%s/MANIFEST.tsv", dir);
    FILE *manifest = fopen(path, "r");
    if (manifest == NULL) {
        fprintf(stderr, "bench_friction: cannot read %s\n", path);
        return 2;
    }
    setup.csv = fopen(csv_path, "w");
    FILE *log = fopen(log_path, "w");
    if (setup.csv == NULL || log == NULL) {
        fprintf(stderr, "bench_friction: cannot write %s or its log\n", csv_path);
        fclose(manifest);
        if (setup.csv != NULL)
            fclose(setup.csv);
        if (log != NULL)
            fclose(log);
        return 2;
    }
    fclose(log);

    /* The facts of the run, as the CSV's "# key: value" lines. */
    bench_results facts;
    bench_results_init(&facts);
    char text[480];
    time_t now = time(NULL);
    strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", gmtime(&now));
    bench_results_fact(&facts, "date", text);
    if (gethostname(text, sizeof text) == 0) {
        text[sizeof text - 1] = '\0';
        bench_results_fact(&facts, "host", text);
    }
    snprintf(text, sizeof text, "%ld", sysconf(_SC_NPROCESSORS_ONLN));
    bench_results_fact(&facts, "cpus", text);
    snprintf(text, sizeof text, "every solve in a child process limited to %g s of CPU on the "
             "files and %g s on the generated problems; time = its CPU time, one run", 
             setup.seconds, setup.stack_seconds);
    bench_results_fact(&facts, "budget", text);
    if (cap > 0)
        snprintf(text, sizeof text, "%d pivots", cap);
    else
        snprintf(text, sizeof text, "the default, 20 n + 20 pivots");
    bench_results_fact(&facts, "pivot cap", text);
    bench_results_fact(&facts, "verdict",
                       "our certifier at 1e-9 per row; ok = certified whatever the solver said; "
                       "inexact = not certified though the solver claimed success; failed = "
                       "not certified and the solver said so; code = the solver's info (ours: "
                       "cf_status)");
    fc_describe_columns(setup.columns, setup.count, text, sizeof text);
    bench_results_fact(&facts, "solvers", text);
    snprintf(text, sizeof text, "%s = the %dD files of the Siconos suite; %s = %s", 
             setup.file_family, dim, setup.generated_family,
             dim == 2 ? "piles of 2D boxes, mu 0.5, a push on every third box"
                            : "columns of four 3D boxes on a grid, each shifted 0.1 from the one "
                              "below, mu 0.5, a push at a top corner of every third box");
    bench_results_fact(&facts, "families", text);
    bench_csv_write_header(setup.csv, &facts);
    bench_results_free(&facts);

    const char *ours = dim == 2 ? "stage 4" : "stage 5";
    if (cap > 0)
        printf("Siconos %dD friction-contact files: every answer judged by our certifier, per "
               "row at 1e-9; every solve limited to %g s of CPU, %s also to %d pivots\n\n",
               dim, setup.seconds, ours, cap);
    else
        printf("Siconos %dD friction-contact files: every answer judged by our certifier, per "
               "row at 1e-9; every solve limited to %g s of CPU, %s also to its pivot cap "
               "(20 n + 20)\n\n", dim, setup.seconds, ours);
    header(&setup);
    int certified[FC_MAX_COLUMNS] = {0}, files = 0;
    while (fgets(line, sizeof line, manifest) != NULL) {
        char file[256];
        int file_dim, contacts, n;
        if (sscanf(line, "%255s %d %d %d", file, &file_dim, &contacts, &n) != 4 || file_dim != dim)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, file);
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_problem *p = cf_siconos_read_fc(path, &err);
        if (p == NULL) {
            printf("| %-40s | %5d | unreadable: %s |\n", file, n, err.message);
            continue;
        }
        run_row(&setup, setup.file_family, file, p, setup.seconds, certified);
        files++;
        cf_problem_free(p);
    }
    fclose(manifest);
    print_certified(&setup, certified, files);
    if (dim == 2)
        printf("Piles of boxes with friction (mu 0.5, a sideways push on every third box)\n\n");
    else
        printf("Stacks of 3D boxes with friction (columns of four, mu 0.5, a push on every "
               "third box)\n\n");
    header(&setup);
    int generated[FC_MAX_COLUMNS] = {0}, count = 0;
    for (int k = 7; k < argc; k++) {
        int size = atoi(argv[k]);
        cf_problem *p = dim == 2 ? friction_pile(size) : friction_stacks(size);
        if (p == NULL) {
            fprintf(stderr, "bench_friction: cannot build the problem of size %d\n", size);
            continue;
        }
        char name[64];
        snprintf(name, sizeof name, dim == 2 ? "pile of %d contacts" : "stacks of %d boxes",
                 size);
        run_row(&setup, setup.generated_family, name, p, setup.stack_seconds, generated);
        count++;
        cf_problem_free(p);
    }
    if (count > 0)
        print_certified(&setup, generated, count);
    fclose(setup.csv);
    return 0;
}
