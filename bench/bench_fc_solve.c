/* bench_fc_solve.c - one friction-contact solve in a child process (bench_fc_solve.h). */
#include "bench_fc_solve.h"

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

#include "dense.h"
#include "fast_friction.h"
#include "friction_3d.h"
#include "static_friction.h"

const fc_column fc_columns2d[] = {
    {"stage4", "stage 4", FC_OURS, 0.0, 0},
    {"stage8", "stage 8", FC_OURS_FAST, 0.0, 0},
    {"lemke", "Siconos fc2d Lemke", SICONOS_FRICTION_2D_LEMKE, 0.0, 0},
    {"nsgs-1e-9", "Siconos fc2d NSGS 1e-9", SICONOS_FRICTION_2D_NSGS, 1e-9, 20000},
};
const int fc_column_count2d = (int)(sizeof fc_columns2d / sizeof fc_columns2d[0]);

const fc_column fc_columns3d[] = {
    {"stage5", "stage 5", FC_OURS, 0.0, 0},
    {"stage8", "stage 8", FC_OURS_FAST, 0.0, 0},
    {"nsgs", "NSGS", SICONOS_FRICTION_3D_NSGS, 0.0, 0},
    {"nsgs-1e-9", "NSGS 1e-9", SICONOS_FRICTION_3D_NSGS, 1e-9, 20000},
    {"nsn-ac", "NSN_AC", SICONOS_FRICTION_3D_NSN_AC, 0.0, 0},
    {"nsn-ac-1e-9", "NSN_AC 1e-9", SICONOS_FRICTION_3D_NSN_AC, 1e-9, 20000},
    {"prox", "PROX", SICONOS_FRICTION_3D_PROX, 0.0, 0},
    {"prox-1e-9", "PROX 1e-9", SICONOS_FRICTION_3D_PROX, 1e-9, 20000},
};
const int fc_column_count3d = (int)(sizeof fc_columns3d / sizeof fc_columns3d[0]);
_Static_assert(sizeof fc_columns3d / sizeof fc_columns3d[0] <= FC_MAX_COLUMNS
                   && sizeof fc_columns2d / sizeof fc_columns2d[0] <= FC_MAX_COLUMNS,
               "FC_MAX_COLUMNS counts every column");

/* The CPU time of the calling thread.  Not clock(): under RLIMIT_CPU the
 * kernel keeps the process's CPU time in a timer that is brought up to
 * date only at scheduler ticks, and a solve shorter than a tick reads as
 * zero; the thread's own clock is exact, and every solver here runs in
 * the one thread (OPENBLAS_NUM_THREADS=1). */
static double cpu_seconds(void)
{
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

/* Our stage in the child: its status is the info sent back. */
static void solve_ours(const fc_setup *setup, int fast, const cf_problem *p, double *f,
                       fc_answer *out)
{
    double *a = cf_vec_new(p->n);
    if (a == NULL) {
        out->info = CF_NO_MEMORY;
        return;
    }
    cf_solve_options options = {.max_pivots = setup->cap, .note = out->note,
                                .note_size = sizeof out->note};
    double start = cpu_seconds();
    cf_status status = fast                ? stage8_compute_forces(p, &options, f, a)
                       : setup->dim == 2 ? stage4_compute_forces(p, &options, f, a)
                                         : stage5_compute_forces(p, &options, f, a);
    out->seconds = cpu_seconds() - start;
    out->info = (int)status;
    free(a);
}

/* Siconos's layout: contact by contact, its normal row, then its dim - 1
 * tangent rows.  A problem of ours may list its rows in any order (the
 * property test's families shuffle them), so order[k] is the row of ours
 * at Siconos's position k.  Returns the number of contacts, or -1 when
 * the rows are not contacts of this dimension (a bilateral row, a normal
 * row without its tangents). */
static int contact_order(const cf_problem *p, int dim, int *order)
{
    const cf_row_kind tangent = dim == 2 ? CF_ROW_FRICTION2D : CF_ROW_FRICTION3D;
    int placed = 0, contacts = 0;
    for (int i = 0; i < p->n; i++) {
        if (p->rows[i].kind != CF_ROW_NORMAL)
            continue;
        order[placed++] = i;
        int found = 0;
        for (int j = 0; j < p->n && found < dim - 1; j++)
            if (p->rows[j].kind == tangent && p->rows[j].normal == i) {
                order[placed++] = j;
                found++;
            }
        if (found != dim - 1)
            return -1;
        contacts++;
    }
    return placed == p->n ? contacts : -1;
}

/* A Siconos solver in the child, on A as a dense column-major matrix (the
 * problem is read into our dense A, so every solver sees the same
 * numbers), its rows in Siconos's order (contact_order); its mu per
 * contact is that of the contact's first tangent row, and its answer r
 * goes back to our rows in f.  Returns 0; -1 when memory ran out, -2 when
 * the rows are not contacts. */
static int solve_siconos(const fc_setup *setup, const fc_column *c, const cf_problem *p,
                         double *f, fc_answer *out)
{
    const int n = p->n;
    int *order = malloc((size_t)n * sizeof *order);
    if (order == NULL)
        return -1;
    const int contacts = contact_order(p, setup->dim, order);
    if (contacts < 0) {
        free(order);
        return -2;
    }
    double *data = malloc((size_t)n * (size_t)n * sizeof *data);
    double *u = calloc((size_t)n, sizeof *u), *q = malloc((size_t)n * sizeof *q);
    double *r = calloc((size_t)n, sizeof *r);
    double *mu = malloc((size_t)contacts * sizeof *mu);
    NumericsMatrix *M = NULL;
    FrictionContactProblem *problem = NULL;
    if (data != NULL && q != NULL && mu != NULL)
        M = NM_create_from_data(NM_DENSE, n, n, data);
    if (M != NULL) {
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++)
                data[(size_t)j * n + i] = p->A[(size_t)order[i] * n + order[j]];
        for (int i = 0; i < n; i++)
            q[i] = p->b[order[i]];
        for (int k = 0; k < contacts; k++)
            mu[k] = p->rows[order[setup->dim * k + 1]].mu;
        problem = frictionContactProblem_new_with_data(setup->dim, contacts, M, q, mu);
    }
    SolverOptions *options = problem != NULL ? solver_options_create(c->solver) : NULL;
    if (options == NULL || u == NULL || r == NULL) {
        /* The problem, once made, owns M (and its data), q and mu. */
        if (problem != NULL)
            frictionContactProblem_free(problem);
        else {
            if (M != NULL)
                NM_clear(M);
            free(M);
            if (M == NULL)
                free(data);
            free(q);
            free(mu);
        }
        if (options != NULL)
            solver_options_delete(options);
        free(u);
        free(r);
        free(order);
        return -1;
    }
    if (c->tolerance > 0.0)
        options->dparam[SICONOS_DPARAM_TOL] = c->tolerance;
    if (c->max_iterations > 0)
        options->iparam[SICONOS_IPARAM_MAX_ITER] = c->max_iterations;
    double start = cpu_seconds();
    out->info = setup->dim == 2 ? fc2d_driver(problem, r, u, options)
                                : fc3d_driver(problem, r, u, options);
    out->seconds = cpu_seconds() - start;
    out->iterations = options->iparam[SICONOS_IPARAM_ITER_DONE];
    out->error = options->dparam[SICONOS_DPARAM_RESIDU];
    for (int i = 0; i < n; i++)
        f[order[i]] = r[i];
    solver_options_delete(options);
    frictionContactProblem_free(problem);
    free(u);
    free(r);
    free(order);
    return 0;
}

static int write_all(int fd, const void *data, size_t size)
{
    const char *bytes = data;
    while (size > 0) {
        ssize_t part = write(fd, bytes, size);
        if (part <= 0)
            return -1;
        bytes += part;
        size -= (size_t)part;
    }
    return 0;
}

static int read_all(int fd, void *data, size_t size)
{
    char *bytes = data;
    while (size > 0) {
        ssize_t part = read(fd, bytes, size);
        if (part <= 0)
            return -1;
        bytes += part;
        size -= (size_t)part;
    }
    return 0;
}

/* The child's exit status when Siconos cannot be given the problem. */
#define NOT_CONTACTS 5

/* The child: solve, send the answer and f, and exit without returning. */
_Noreturn static void child(const fc_setup *setup, const fc_column *c, const cf_problem *p, double seconds,
                  int fd)
{
    const int n = p->n;
    if (setup->log_path != NULL && freopen(setup->log_path, "a", stdout) != NULL) {
        printf("== %s, %s (n = %d)\n", c->name, p->name, n);
        fflush(stdout);
        dup2(fileno(stdout), fileno(stderr));
    }
    rlim_t budget = (rlim_t)ceil(seconds);
    struct rlimit limit = {budget, budget + 1};
    setrlimit(RLIMIT_CPU, &limit);
    fc_answer a;
    memset(&a, 0, sizeof a);
    a.error = NAN;
    double *f = calloc((size_t)n, sizeof *f);
    if (f == NULL)
        _exit(3);
    for (int call = 0; call <= setup->warm; call++) {
        /* The last call is the one whose answer and time are sent. */
        memset(&a, 0, sizeof a);
        a.error = NAN;
        memset(f, 0, (size_t)n * sizeof *f);
        if (FC_IS_OURS(c->solver)) {
            solve_ours(setup, c->solver == FC_OURS_FAST, p, f, &a);
            continue;
        }
        int made = solve_siconos(setup, c, p, f, &a);
        if (made != 0) {
            free(f);
            _exit(made == -2 ? NOT_CONTACTS : 3);
        }
    }
    fflush(NULL);
    int sent = write_all(fd, &a, sizeof a) == 0 && write_all(fd, f, (size_t)n * sizeof *f) == 0;
    free(f);
    _exit(sent ? 0 : 4);
}

fc_outcome fc_solve_in_child(const fc_setup *setup, const fc_column *c, const cf_problem *p,
                             double seconds, double *f, fc_answer *answer, char *why,
                             size_t why_size)
{
    const int n = p->n;
    memset(answer, 0, sizeof *answer);
    answer->error = NAN;
    int fds[2];
    if (pipe(fds) != 0) {
        snprintf(why, why_size, "no pipe");
        return FC_DIED;
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        child(setup, c, p, seconds, fds[1]);
    }
    close(fds[1]);
    int got = pid > 0 && read_all(fds[0], answer, sizeof *answer) == 0
              && read_all(fds[0], f, (size_t)n * sizeof *f) == 0;
    close(fds[0]);
    int wstatus = 0;
    if (pid > 0)
        waitpid(pid, &wstatus, 0);
    if (got)
        return FC_ANSWERED;
    if (pid < 0) {
        snprintf(why, why_size, "no fork");
        return FC_DIED;
    }
    if (WIFSIGNALED(wstatus) && WTERMSIG(wstatus) == SIGXCPU) {
        snprintf(why, why_size, "out of CPU after %.0f s", seconds);
        return FC_OUT_OF_TIME;
    }
    if (WIFEXITED(wstatus) && WEXITSTATUS(wstatus) == NOT_CONTACTS)
        snprintf(why, why_size, "its rows are not %dD contacts (a normal row, then its "
                 "tangents)", setup->dim);
    else if (WIFSIGNALED(wstatus))
        snprintf(why, why_size, "died of signal %d (%s)", WTERMSIG(wstatus),
                 strsignal(WTERMSIG(wstatus)));
    else
        snprintf(why, why_size, "exited with status %d without an answer",
                 WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1);
    return FC_DIED;
}

int fc_claimed(const fc_column *c, const fc_answer *answer)
{
    return FC_IS_OURS(c->solver) ? answer->info == CF_OK : answer->info == 0;
}

void fc_describe_columns(const fc_column *columns, int count, char *text, size_t size)
{
    size_t used = 0;
    text[0] = '\0';
    for (int k = 0; k < count && used < size; k++) {
        const fc_column *c = &columns[k];
        const char *sep = k > 0 ? "; " : "";
        int wrote = 0;
        if (FC_IS_OURS(c->solver))
            wrote = snprintf(text + used, size - used, "%s%s = %s", sep, c->name, c->heading);
        else if (c->tolerance > 0.0)
            wrote = snprintf(text + used, size - used, "%s%s = Siconos %s tol %g max %d iterations",
                             sep, c->name, solver_options_id_to_name(c->solver), c->tolerance,
                             c->max_iterations);
        else {
            /* Siconos's defaults, as its options say. */
            SolverOptions *defaults = solver_options_create(c->solver);
            if (defaults != NULL)
                wrote = snprintf(text + used, size - used,
                                 "%s%s = Siconos %s default tol %g max %d iterations", sep,
                                 c->name, solver_options_id_to_name(c->solver),
                                 defaults->dparam[SICONOS_DPARAM_TOL],
                                 defaults->iparam[SICONOS_IPARAM_MAX_ITER]);
            solver_options_delete(defaults);
        }
        used += wrote > 0 ? (size_t)wrote : 0;
    }
}
