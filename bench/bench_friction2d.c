/* bench_friction2d.c - stage 4 against Siconos's 2D friction solvers.
 *
 *   bench_friction2d DIR CAP SECONDS PILES...
 *
 * For every 2D file of DIR/MANIFEST.tsv (the Siconos suite) and for piles
 * of boxes with friction with each number of contacts in PILES: stage 4
 * (pivot cap CAP, 0 for its default 20 n + 20), Siconos's fc2d Lemke and
 * fc2d NSGS (tolerance 1e-9, 20000 iterations).  Every answer is judged
 * by our certifier, per row at 1e-9, whatever the solver said; the table
 * gives verdicts and times.  Every solve, stage 4's included, runs in a
 * child process limited to SECONDS of CPU: all three have the same time
 * budget, a solve that exceeds it shows "time-limit", and an assert or an
 * endless loop in a library costs one cell.
 */
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "FrictionContactProblem.h"
#include "Friction_cst.h"
#include "NonSmoothDrivers.h"
#include "NumericsMatrix.h"
#include "SolverOptions.h"

#include "boxes.h"
#include "certify.h"
#include "dense.h"
#include "siconos.h"
#include "static_friction.h"

typedef struct cell {
    char verdict[48]; /* "certified", "rejected 3e-05", or a named status */
    double seconds;
} cell;

static double cpu_seconds(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

static void judge(const cf_problem *p, const double *f, cell *c)
{
    cf_certificate certificate = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    if (certificate.ok)
        snprintf(c->verdict, sizeof c->verdict, "certified");
    else
        snprintf(c->verdict, sizeof c->verdict, "rejected %.1e", certificate.worst);
}

/* Which solver a child runs: stage 4, or a Siconos solver id. */
#define STAGE4 (-1)

/* Stage 4 in the child: its status is the info sent back. */
static int solve_stage4(const cf_problem *p, int cap, double *r)
{
    double *a = cf_vec_new(p->n);
    if (a == NULL)
        return CF_NO_MEMORY;
    cf_solve_options options = {.max_pivots = cap};
    cf_status status = stage4_compute_forces(p, &options, r, a);
    free(a);
    return (int)status;
}

/* A solve in a child: its answer r (n values), its info and its CPU time
 * come back through a pipe; a crash or the CPU limit leaves the cell
 * named.  Stage 4's cell is a status name unless it says ok; then, as for
 * Siconos, the certifier gives the verdict. */
static void run_solver(const cf_problem *p, int solver, int cap, int seconds, cell *c)
{
    const int n = p->n;
    int fds[2];
    if (pipe(fds) != 0) {
        snprintf(c->verdict, sizeof c->verdict, "no-pipe");
        return;
    }
    pid_t child = fork();
    if (child == 0) {
        close(fds[0]);
        struct rlimit limit = {(rlim_t)seconds, (rlim_t)seconds + 1};
        setrlimit(RLIMIT_CPU, &limit);
        if (solver == STAGE4) {
            double *f = cf_vec_new(n);
            if (f == NULL)
                _exit(3);
            double start = cpu_seconds();
            int status = solve_stage4(p, cap, f);
            double took = cpu_seconds() - start;
            if (write(fds[1], &status, sizeof status) != (ssize_t)sizeof status
                || write(fds[1], &took, sizeof took) != (ssize_t)sizeof took
                || write(fds[1], f, (size_t)n * sizeof *f) != (ssize_t)((size_t)n * sizeof *f))
                _exit(4);
            _exit(0);
        }
        double *data = malloc((size_t)n * (size_t)n * sizeof *data);
        double *r = calloc((size_t)n, sizeof *r), *u = calloc((size_t)n, sizeof *u);
        double *q = malloc((size_t)n * sizeof *q), *mu = malloc((size_t)n / 2 * sizeof *mu);
        if (data == NULL || r == NULL || u == NULL || q == NULL || mu == NULL)
            _exit(3);
        for (int j = 0; j < n; j++) /* column-major */
            for (int i = 0; i < n; i++)
                data[(size_t)j * n + i] = p->A[(size_t)i * n + j];
        memcpy(q, p->b, (size_t)n * sizeof *q);
        for (int k = 0; k < n / 2; k++)
            mu[k] = p->rows[2 * k + 1].mu;
        NumericsMatrix *M = NM_create_from_data(NM_DENSE, n, n, data);
        FrictionContactProblem *problem = frictionContactProblem_new_with_data(2, n / 2, M, q, mu);
        SolverOptions *options = solver_options_create(solver);
        if (solver == SICONOS_FRICTION_2D_NSGS) {
            options->dparam[SICONOS_DPARAM_TOL] = 1e-9;
            options->iparam[SICONOS_IPARAM_MAX_ITER] = 20000;
        }
        double start = cpu_seconds();
        int info = fc2d_driver(problem, r, u, options);
        double took = cpu_seconds() - start;
        if (write(fds[1], &info, sizeof info) != (ssize_t)sizeof info
            || write(fds[1], &took, sizeof took) != (ssize_t)sizeof took
            || write(fds[1], r, (size_t)n * sizeof *r) != (ssize_t)((size_t)n * sizeof *r))
            _exit(4);
        _exit(0);
    }
    close(fds[1]);
    int info = -1;
    double *r = cf_vec_new(n);
    int got = r != NULL && child > 0 && read(fds[0], &info, sizeof info) == (ssize_t)sizeof info
              && read(fds[0], &c->seconds, sizeof c->seconds) == (ssize_t)sizeof c->seconds;
    size_t want = (size_t)n * sizeof *r, have = 0;
    while (got && have < want) {
        ssize_t part = read(fds[0], (char *)r + have, want - have);
        if (part <= 0)
            got = 0;
        else
            have += (size_t)part;
    }
    close(fds[0]);
    int wstatus = 0;
    if (child > 0)
        waitpid(child, &wstatus, 0);
    if (!got) {
        int out_of_time = WIFSIGNALED(wstatus) && WTERMSIG(wstatus) == SIGXCPU;
        snprintf(c->verdict, sizeof c->verdict, "%s", out_of_time ? "time-limit" : "crashed");
        if (out_of_time)
            c->seconds = seconds; /* the whole budget went */
    } else if (solver == STAGE4 && info != CF_OK) {
        snprintf(c->verdict, sizeof c->verdict, "%s", cf_status_name((cf_status)info));
    } else {
        judge(p, r, c);
        if (solver != STAGE4 && info != 0) { /* what Siconos itself said, beside our verdict */
            size_t used = strlen(c->verdict);
            snprintf(c->verdict + used, sizeof c->verdict - used, " (info %d)", info);
        }
    }
    free(r);
}

static void row(const char *name, const cf_problem *p, int cap, int seconds, int *certified)
{
    cell cells[3];
    memset(cells, 0, sizeof cells);
    run_solver(p, STAGE4, cap, seconds, &cells[0]);
    run_solver(p, SICONOS_FRICTION_2D_LEMKE, cap, seconds, &cells[1]);
    run_solver(p, SICONOS_FRICTION_2D_NSGS, cap, seconds, &cells[2]);
    printf("| %-40s | %5d |", name, p->n);
    for (int k = 0; k < 3; k++) {
        printf(" %-24s %8.2f |", cells[k].verdict, cells[k].seconds);
        certified[k] += strcmp(cells[k].verdict, "certified") == 0;
    }
    printf("\n");
    fflush(stdout);
}

/* A pile of boxes with friction (mu 0.5) and a sideways push on every
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

static void header(void)
{
    printf("| %-40s | %5s | %-24s %8s | %-24s %8s | %-24s %8s |\n", "problem", "n",
           "stage 4", "s", "Siconos fc2d Lemke", "s", "Siconos fc2d NSGS 1e-9", "s");
    printf("|---|---|---|---|---|\n");
}

int main(int argc, char **argv)
{
    if (argc < 4) {
        fprintf(stderr, "usage: bench_friction2d DIR CAP SECONDS [PILES...]\n");
        return 2;
    }
    const char *dir = argv[1];
    int cap = atoi(argv[2]), seconds = atoi(argv[3]);
    char path[1024], line[4096];
    snprintf(path, sizeof path, "%s/MANIFEST.tsv", dir);
    FILE *manifest = fopen(path, "r");
    if (manifest == NULL) {
        fprintf(stderr, "bench_friction2d: cannot read %s\n", path);
        return 2;
    }
    if (cap > 0)
        printf("Siconos 2D friction-contact files: every answer judged by our certifier, per row "
               "at 1e-9; every solve limited to %d s of CPU, stage 4 also to %d pivots\n\n",
               seconds, cap);
    else
        printf("Siconos 2D friction-contact files: every answer judged by our certifier, per row "
               "at 1e-9; every solve limited to %d s of CPU, stage 4 also to its pivot cap "
               "(20 n + 20)\n\n", seconds);
    header();
    int certified[3] = {0, 0, 0}, files = 0;
    while (fgets(line, sizeof line, manifest) != NULL) {
        char file[256];
        int dim, contacts, n;
        if (sscanf(line, "%255s %d %d %d", file, &dim, &contacts, &n) != 4 || dim != 2)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, file);
        cf_error err;
        memset(&err, 0, sizeof err);
        cf_problem *p = cf_siconos_read_fc(path, &err);
        if (p == NULL) {
            printf("| %-40s | %5d | unreadable: %s |\n", file, n, err.message);
            continue;
        }
        row(file, p, cap, seconds, certified);
        files++;
        cf_problem_free(p);
    }
    fclose(manifest);
    printf("\ncertified: stage 4 %d of %d, Siconos Lemke %d of %d, Siconos NSGS %d of %d\n\n",
           certified[0], files, certified[1], files, certified[2], files);
    printf("Piles of boxes with friction (mu 0.5, a sideways push on every third box)\n\n");
    header();
    for (int k = 4; k < argc; k++) {
        int contacts = atoi(argv[k]);
        cf_problem *p = friction_pile(contacts);
        if (p == NULL)
            continue;
        char name[64];
        snprintf(name, sizeof name, "pile of %d contacts", contacts);
        int ignored[3] = {0, 0, 0};
        row(name, p, cap, seconds, ignored);
        cf_problem_free(p);
    }
    return 0;
}
