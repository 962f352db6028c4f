/* sandbox.c - fork, limit, drop privileges, exec, watch the clock.
 *
 * Linux-specific by necessity (prctl, unshare, mount), hence _GNU_SOURCE.
 */
#define _GNU_SOURCE
#include "sandbox.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <pwd.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* How long the grader waits for abandoned grandchildren to die after
 * it has killed them. */
#define REAP_SECONDS 2.0

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void pause_seconds(double seconds)
{
    struct timespec t = {.tv_sec = (time_t)seconds,
                         .tv_nsec = (long)((seconds - (double)(time_t)seconds) * 1e9)};
    while (nanosleep(&t, &t) != 0 && errno == EINTR) {
    }
}

/* Number of processes whose real user is uid, from /proc. */
static int count_processes_of(uid_t uid)
{
    DIR *proc = opendir("/proc");
    if (proc == NULL)
        return -1;
    int count = 0;
    struct dirent *entry;
    while ((entry = readdir(proc)) != NULL) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9')
            continue;
        char path[300], line[256];
        snprintf(path, sizeof path, "/proc/%s/status", entry->d_name);
        FILE *status = fopen(path, "r");
        if (status == NULL)
            continue;
        while (fgets(line, sizeof line, status) != NULL) {
            unsigned long real;
            if (sscanf(line, "Uid: %lu", &real) == 1) {
                if ((uid_t)real == uid)
                    count++;
                break;
            }
        }
        fclose(status);
    }
    closedir(proc);
    return count;
}

int cf_sandbox_init(cf_sandbox *box, const char *user, char *why, size_t why_size)
{
    memset(box, 0, sizeof *box);
    /* Orphaned descendants of student code come back to us to be reaped. */
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    if (geteuid() != 0) {
        box->uid = getuid();
        box->gid = getgid();
        snprintf(box->user, sizeof box->user, "uid %ld (the grader's own user)", (long)box->uid);
        return 0;
    }
    struct passwd *pw = getpwnam(user);
    if (pw == NULL || pw->pw_uid == 0) {
        snprintf(why, why_size,
                 "running as root, the grader runs student code as the user '%s', which %s;"
                 " create one (useradd --system %s) or name another with --user",
                 user, pw == NULL ? "does not exist" : "is root", user);
        return -1;
    }
    box->switch_user = 1;
    box->uid = pw->pw_uid;
    box->gid = pw->pw_gid;
    snprintf(box->user, sizeof box->user, "%s", user);
    box->reap_user = count_processes_of(box->uid) == 0;
    return 0;
}

int cf_sandbox_below_tmp(const char *path)
{
    char real[PATH_MAX];
    if (realpath(path, real) == NULL)
        return 1; /* cannot tell: assume it would be hidden */
    static const char *const places[] = {"/tmp/", "/var/tmp/", "/dev/shm/"};
    for (size_t k = 0; k < sizeof places / sizeof places[0]; k++)
        if (strncmp(real, places[k], strlen(places[k])) == 0)
            return 1;
    return 0;
}

int cf_sandbox_make_box(const cf_sandbox *box, const char *path)
{
    if (mkdir(path, 0700) != 0 && errno != EEXIST)
        return -1;
    if (box->switch_user && chown(path, box->uid, box->gid) != 0)
        return -1;
    return chmod(path, 0700);
}

/* ---- the child, between fork and exec ---- */

/* What went wrong before exec, sent to the parent through a pipe that
 * exec closes (so an empty read means the exec succeeded). */
typedef struct child_failure {
    int error;
    char step[48];
} child_failure;

static void child_fail(int pipe_fd, const char *step)
{
    child_failure failure = {.error = errno};
    snprintf(failure.step, sizeof failure.step, "%s", step);
    ssize_t ignored = write(pipe_fd, &failure, sizeof failure);
    (void)ignored;
    _exit(127);
}

static void set_limit(int resource, rlim_t soft, rlim_t hard, int pipe_fd, const char *step)
{
    struct rlimit limit = {.rlim_cur = soft, .rlim_max = hard};
    if (setrlimit(resource, &limit) != 0)
        child_fail(pipe_fd, step);
}

/* As root: a private mount namespace with fresh, small /tmp, /var/tmp and
 * /dev/shm, and a private network namespace with no way out.  Best effort:
 * where the kernel refuses (some containers), the unprivileged user and
 * the file permissions are the protection. */
static int make_private_tmp(void)
{
    if (unshare(CLONE_NEWNS | CLONE_NEWNET) != 0)
        return 0;
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
        return 0;
    static const char *const places[] = {"/tmp", "/var/tmp", "/dev/shm"};
    int made = 0;
    for (size_t k = 0; k < sizeof places / sizeof places[0]; k++) {
        struct stat st;
        if (stat(places[k], &st) == 0 && S_ISDIR(st.st_mode)
            && mount("tmpfs", places[k], "tmpfs", MS_NOSUID | MS_NODEV, "size=16m,mode=1777") == 0)
            made++;
    }
    return made > 0;
}

static void move_fd(int from, int to, int pipe_fd)
{
    if (from == to) {
        int flags = fcntl(to, F_GETFD);
        if (flags < 0 || fcntl(to, F_SETFD, flags & ~FD_CLOEXEC) != 0)
            child_fail(pipe_fd, "keeping a descriptor");
        return;
    }
    if (dup2(from, to) < 0)
        child_fail(pipe_fd, "setting up descriptors");
}

static void run_child(const cf_sandbox *box, const cf_run *run, int program_fd, int pipe_fd,
                      int others)
{
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);

    /* Lift every descriptor we hand over above 3 first, so that dup2 into
     * 0..3 cannot overwrite one still needed. */
    int in = run->in_fd >= 0 ? run->in_fd : open("/dev/null", O_RDONLY);
    int lifted_in = fcntl(in, F_DUPFD, 10);
    int lifted_out = fcntl(run->out_fd, F_DUPFD, 10);
    int lifted_result = run->result_fd >= 0 ? fcntl(run->result_fd, F_DUPFD, 10) : -1;
    if (lifted_in < 0 || lifted_out < 0 || (run->result_fd >= 0 && lifted_result < 0))
        child_fail(pipe_fd, "setting up descriptors");
    move_fd(lifted_in, 0, pipe_fd);
    move_fd(lifted_out, 1, pipe_fd);
    move_fd(lifted_out, 2, pipe_fd);
    if (lifted_result >= 0)
        move_fd(lifted_result, 3, pipe_fd);
    else
        close(3);
    struct rlimit files;
    long top = getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < 65536 ? (long)files.rlim_cur : 65536;
    for (long fd = 4; fd < top; fd++)
        if (fd != pipe_fd && fd != program_fd)
            close((int)fd);

    if (chdir(run->cwd) != 0)
        child_fail(pipe_fd, "entering its directory");
    int private_tmp = box->switch_user && run->private_tmp && make_private_tmp();

    const cf_limits *l = &run->limits;
    rlim_t cpu = (rlim_t)(l->cpu_seconds + 0.999);
    set_limit(RLIMIT_CORE, 0, 0, pipe_fd, "limiting core dumps");
    set_limit(RLIMIT_CPU, cpu, cpu + 1, pipe_fd, "limiting CPU time");
    set_limit(RLIMIT_FSIZE, (rlim_t)l->output_kib * 1024, (rlim_t)l->output_kib * 1024, pipe_fd,
              "limiting output");
    set_limit(RLIMIT_NOFILE, 64, 64, pipe_fd, "limiting open files");
    if (l->memory_mib > 0)
        set_limit(RLIMIT_AS, (rlim_t)l->memory_mib << 20, (rlim_t)l->memory_mib << 20, pipe_fd,
                  "limiting memory");
    if (l->processes > 0) {
        /* RLIMIT_NPROC counts every process of the user: allow the ones it
         * already has (other programs of that user), plus ours. */
        rlim_t allowed = (rlim_t)l->processes + (rlim_t)(others > 0 ? others : 0);
        set_limit(RLIMIT_NPROC, allowed, allowed, pipe_fd, "limiting processes");
    }

    if (box->switch_user) {
        if (setgroups(0, NULL) != 0 || setgid(box->gid) != 0 || setuid(box->uid) != 0)
            child_fail(pipe_fd, "switching to the unprivileged user");
        if (setuid(0) == 0)
            child_fail(pipe_fd, "dropping root for good");
    }

    /* A small, fixed environment: nothing of the grader's leaks in. */
    char home[4096 + 8], tmpdir[4096 + 8];
    const char *place = private_tmp ? "/tmp" : run->cwd;
    snprintf(home, sizeof home, "HOME=%s", place);
    snprintf(tmpdir, sizeof tmpdir, "TMPDIR=%s", place);
    char *const envp[] = {"PATH=/usr/local/bin:/usr/bin:/bin", "LC_ALL=C", home, tmpdir, NULL};
    fexecve(program_fd, run->argv, envp);
    child_fail(pipe_fd, "starting the program");
}

/* ---- the parent ---- */

/* Kill whatever the run left behind and reap it. */
static void clean_up_after(const cf_sandbox *box, pid_t group)
{
    kill(-group, SIGKILL);
    if (box->switch_user && box->reap_user) {
        /* Processes that left the group (setsid) still belong to the user. */
        pid_t reaper = fork();
        if (reaper == 0) {
            if (setgid(box->gid) == 0 && setuid(box->uid) == 0)
                kill(-1, SIGKILL);
            _exit(0);
        }
    }
    double until = now_seconds() + REAP_SECONDS;
    for (;;) {
        pid_t reaped = waitpid(-1, NULL, WNOHANG);
        if (reaped < 0 && errno == ECHILD)
            return;
        if (reaped <= 0) {
            if (now_seconds() > until)
                return;
            pause_seconds(0.002);
        }
    }
}

void cf_sandbox_run(const cf_sandbox *box, const cf_run *run, cf_outcome *out)
{
    memset(out, 0, sizeof *out);
    int program_fd = open(run->program, O_RDONLY | O_CLOEXEC);
    if (program_fd < 0) {
        snprintf(out->message, sizeof out->message, "cannot open %s: %s", run->program,
                 strerror(errno));
        return;
    }
    int failure_pipe[2];
    if (pipe(failure_pipe) != 0) {
        snprintf(out->message, sizeof out->message, "pipe: %s", strerror(errno));
        close(program_fd);
        return;
    }
    fcntl(failure_pipe[0], F_SETFD, FD_CLOEXEC);
    fcntl(failure_pipe[1], F_SETFD, FD_CLOEXEC);

    /* The user's processes before ours: the process limit comes on top. */
    int others = run->limits.processes > 0 ? count_processes_of(box->uid) : 0;
    double start = now_seconds();
    pid_t pid = fork();
    if (pid < 0) {
        snprintf(out->message, sizeof out->message, "fork: %s", strerror(errno));
        close(failure_pipe[0]);
        close(failure_pipe[1]);
        close(program_fd);
        return;
    }
    if (pid == 0) {
        close(failure_pipe[0]);
        run_child(box, run, program_fd, failure_pipe[1], others);
    }
    setpgid(pid, pid); /* also done by the child; whichever comes first */
    close(failure_pipe[1]);
    close(program_fd);

    child_failure failure;
    ssize_t got;
    do
        got = read(failure_pipe[0], &failure, sizeof failure);
    while (got < 0 && errno == EINTR);
    close(failure_pipe[0]);
    out->started = got == 0;
    if (got > 0)
        snprintf(out->message, sizeof out->message, "could not start: %.47s: %s", failure.step,
                 strerror(failure.error));

    double deadline = start + run->limits.wall_seconds;
    double nap = 0.0005;
    int status = 0;
    struct rusage usage;
    memset(&usage, 0, sizeof usage);
    for (;;) {
        pid_t done = wait4(pid, &status, WNOHANG, &usage);
        if (done == pid || (done < 0 && errno != EINTR))
            break;
        if (now_seconds() > deadline) {
            out->wall_timeout = 1;
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
            }
            break;
        }
        pause_seconds(nap);
        if (nap < 0.01)
            nap *= 2;
    }
    out->wall_seconds = now_seconds() - start;
    out->cpu_seconds = (double)usage.ru_utime.tv_sec + (double)usage.ru_utime.tv_usec * 1e-6
                     + (double)usage.ru_stime.tv_sec + (double)usage.ru_stime.tv_usec * 1e-6;
    out->max_rss_kib = usage.ru_maxrss;
    if (WIFEXITED(status)) {
        out->exited = 1;
        out->exit_code = WEXITSTATUS(status);
    } else if (WIFSIGNALED(status)) {
        out->signaled = 1;
        out->signal = WTERMSIG(status);
    }
    clean_up_after(box, pid);
}

void cf_outcome_describe(const cf_outcome *out, char *text, size_t size)
{
    if (!out->started)
        snprintf(text, size, "%s", out->message);
    else if (out->wall_timeout)
        snprintf(text, size, "killed after %.1f s of wall time", out->wall_seconds);
    else if (out->signaled)
        snprintf(text, size, "killed by signal %d (%s)", out->signal, strsignal(out->signal));
    else
        snprintf(text, size, "exit code %d", out->exit_code);
}
