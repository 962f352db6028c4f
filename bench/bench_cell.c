/* bench_cell.c - one solver on one problem, timed in a forked child. */
#include "bench_cell.h"

#include <errno.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "certify.h"
#include "dense.h"

#define MAX_RUNS 51
#define ENOUGH_SECONDS 0.1  /* repeat until this much time is spent ... */
#define MIN_RUNS 3          /* ... but at least this often, */
#define ONE_RUN_SECONDS 2.0 /* unless one run takes longer than this */

static const char *const verdict_names[CELL_VERDICT_COUNT] = {
    [CELL_OK] = "ok",           [CELL_BASELINE] = "baseline", [CELL_INEXACT] = "inexact",
    [CELL_FAILED] = "failed",   [CELL_CRASHED] = "crashed",   [CELL_TIMEOUT] = "timeout",
    [CELL_SKIPPED] = "skipped",
};

const char *cell_verdict_name(cell_verdict verdict)
{
    return (int)verdict >= 0 && verdict < CELL_VERDICT_COUNT ? verdict_names[verdict] : "?";
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int by_value(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static double median_of(double *times, int count)
{
    qsort(times, (size_t)count, sizeof *times, by_value);
    return count % 2 ? times[count / 2] : 0.5 * (times[count / 2 - 1] + times[count / 2]);
}

/* Judge the answer f as any user would: the certifier, and the problem's
 * invariants (for the piles: the floor carries the whole weight). */
static void judge(const cf_problem *p, const double *f, int solver_ok, cell_result *r)
{
    int finite = 1;
    for (int i = 0; i < p->n; i++)
        finite &= isfinite(f[i]) != 0;
    cf_certificate c = cf_certify(p, f, CF_CERTIFY_DEFAULT_TOL, NULL);
    r->worst = finite ? c.worst : INFINITY;
    r->worst_condition = (int)c.worst_condition;
    int invariants_hold = 1;
    if (p->n_invariants > 0) {
        const cf_invariant *inv = &p->invariants[0];
        double *a = cf_vec_new(p->n);
        double got = 0.0;
        if (a != NULL) {
            cf_matvec(p->n, p->A, f, a);
            for (int i = 0; i < p->n; i++)
                got += inv->f_coef[i] * f[i] + inv->a_coef[i] * (a[i] + p->b[i]);
        }
        free(a);
        r->has_invariant = 1;
        r->invariant_got = got;
        r->invariant_want = inv->value;
        invariants_hold = fabs(got - inv->value) <= inv->tol;
    }
    if (!solver_ok)
        r->verdict = CELL_FAILED;
    else if (finite && c.ok && invariants_hold)
        r->verdict = CELL_OK;
    else
        r->verdict = CELL_INEXACT;
}

/* In the child: everything, then one write of the result. */
static void child(const bench_solver *solver, const cf_problem *p, int fd)
{
    cell_result r;
    memset(&r, 0, sizeof r);
    double *f = cf_vec_new(p->n);
    double times[MAX_RUNS];
    void *state = f != NULL ? solver->prepare(p) : NULL;
    if (state == NULL) {
        r.verdict = CELL_CRASHED;
        snprintf(r.detail, sizeof r.detail, "no memory to prepare the problem");
    } else {
        double spent = 0.0;
        while (r.runs < MAX_RUNS) {
            solver->reset(state);
            double start = now();
            r.code = solver->run(state, f);
            double elapsed = now() - start;
            times[r.runs++] = elapsed;
            spent += elapsed;
            if (r.runs == 1 && elapsed > ONE_RUN_SECONDS)
                break;
            if (r.runs >= MIN_RUNS && spent >= ENOUGH_SECONDS)
                break;
        }
        solver->describe(state, r.code, r.detail, sizeof r.detail);
        if (solver->is_baseline)
            r.verdict = CELL_BASELINE;
        else
            judge(p, f, r.code == 0, &r);
        r.median = median_of(times, r.runs);
        r.min = times[0];
        r.max = times[r.runs - 1];
        solver->release(state);
    }
    free(f);
    fflush(NULL);
    ssize_t written = write(fd, &r, sizeof r);
    _exit(written == (ssize_t)sizeof r ? 0 : 1);
}

cell_result cell_run(const bench_solver *solver, const cf_problem *p, double limit,
                     const char *log_path)
{
    cell_result r;
    memset(&r, 0, sizeof r);
    r.verdict = CELL_CRASHED;
    int fds[2];
    if (pipe(fds) != 0) {
        snprintf(r.detail, sizeof r.detail, "pipe: %s", strerror(errno));
        return r;
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(r.detail, sizeof r.detail, "fork: %s", strerror(errno));
        close(fds[0]);
        close(fds[1]);
        return r;
    }
    if (pid == 0) {
        close(fds[0]);
        if (log_path != NULL && freopen(log_path, "a", stdout) != NULL) {
            printf("== %s, %s (n = %d)\n", solver->name, p->name, p->n);
            fflush(stdout);
            dup2(fileno(stdout), fileno(stderr));
        }
        child(solver, p, fds[1]);
    }
    close(fds[1]);
    struct pollfd wait_for = {.fd = fds[0], .events = POLLIN};
    int ready;
    do {
        ready = poll(&wait_for, 1, (int)(limit * 1000.0));
    } while (ready < 0 && errno == EINTR);
    int got = 0;
    if (ready > 0) {
        cell_result from_child;
        size_t have = 0;
        while (have < sizeof from_child) {
            ssize_t n = read(fds[0], (char *)&from_child + have, sizeof from_child - have);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break;
            have += (size_t)n;
        }
        if (have == sizeof from_child) {
            r = from_child;
            got = 1;
        }
    } else {
        kill(pid, SIGKILL);
    }
    close(fds[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (!got) {
        if (ready == 0) {
            r.verdict = CELL_TIMEOUT;
            snprintf(r.detail, sizeof r.detail, "killed after %.0f s", limit);
        } else if (WIFSIGNALED(status)) {
            r.verdict = CELL_CRASHED;
            snprintf(r.detail, sizeof r.detail, "died of signal %d (%s)", WTERMSIG(status),
                     strsignal(WTERMSIG(status)));
        } else {
            r.verdict = CELL_CRASHED;
            snprintf(r.detail, sizeof r.detail, "exited with status %d without a result",
                     WIFEXITED(status) ? WEXITSTATUS(status) : -1);
        }
    }
    return r;
}
