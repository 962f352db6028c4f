/* sandbox.c - namespaces, a private root, limits, and the grader's clock.
 *
 * With namespaces, three processes per run:
 *   the grader          watches the wall clock; kills the process group past it
 *   "outer"  (fork)     drops root, unshares the namespaces, maps its user
 *   "init"   (fork)     PID 1 of the new PID namespace: builds the root,
 *                       starts the program, waits for it, reports how it
 *                       ended, and exits, which kills whatever is left
 *   the program         forked by init, limited, exec'd
 * Without them (CF_ISOLATION_USER, sandbox.h), two: the grader, which
 * watches the clock and the disk and kills every process of the run's
 * user, and the program, forked by the grader, switched to that user,
 * limited, exec'd.
 * Linux-specific by necessity (unshare, mount, pivot_root), hence _GNU_SOURCE.
 */
#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <sched.h>
#include <signal.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* How long the grader waits for the processes of a run to be gone after
 * it has killed them. */
#define REAP_SECONDS 5.0
/* The user and group student code has inside its namespace. */
#define INSIDE_ID 1000
/* Where the new root is assembled, in the run's own mount namespace. */
#define NEW_ROOT "/tmp"


/* Close every descriptor from first up but keep1 and keep2: close_range(2)
 * (Linux 5.9) over the gaps, one call each instead of a thousand close()
 * calls per run; the loop where the kernel is older. */
static void close_all_but(int first, int keep1, int keep2)
{
    int low = keep1 < keep2 ? keep1 : keep2, high = keep1 < keep2 ? keep2 : keep1;
    int gaps[3][2] = {{first, low - 1}, {low + 1, high - 1}, {high + 1, -1}};
    for (int k = 0; k < 3; k++) {
        int from = gaps[k][0] > first ? gaps[k][0] : first, to = gaps[k][1];
        if (to != -1 && to < from)
            continue;
#ifdef SYS_close_range
        if (syscall(SYS_close_range, (unsigned)from, to == -1 ? ~0u : (unsigned)to, 0u) == 0)
            continue;
#endif
        for (int fd = from; fd <= (to == -1 ? 1023 : to); fd++)
            if (fd != keep1 && fd != keep2)
                close(fd);
    }
}
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

/* A descriptor that becomes readable when the child pid ends (Linux 5.3
 * and later), or -1: the waits below then nap a millisecond at a time. */
static int open_pidfd(pid_t pid)
{
#ifdef SYS_pidfd_open
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    (void)pid;
    return -1;
#endif
}

/* Block until the child behind pidfd ends or seconds pass, whichever is
 * first: a run is waited for, not polled, so that a short one costs no
 * more wall time than it takes. */
static void wait_for_end(int pidfd, double seconds)
{
    if (seconds <= 0)
        return;
    if (pidfd < 0) {
        pause_seconds(seconds < 0.001 ? seconds : 0.001);
        return;
    }
    struct pollfd ended = {.fd = pidfd, .events = POLLIN};
    double ms = seconds * 1e3 + 1.0;
    (void)poll(&ended, 1, ms > 1e6 ? 1000000 : (int)ms);
}

/* init's alarm: it only interrupts init's wait for its children. */
static void wake_up(int signal)
{
    (void)signal;
}

/* Number of processes whose real user is uid, from /proc; with living
 * set, not counting those that are dead but not yet reaped (zombies). */
static int count_processes_of(uid_t uid, int living)
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
            char state;
            if (living && sscanf(line, "State: %c", &state) == 1 && state == 'Z')
                break;
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

/* ---- the child processes, between fork and exec ---- */

/* What went wrong before exec, sent to the grader through a pipe that
 * exec closes (so an empty read means the program started). */
typedef struct child_failure {
    int error;
    char step[64];
} child_failure;

/* Whether the program started: the failure pipe closes at its exec, or
 * carries the step that failed (then out->message says which). */
static void read_start_failure(int fd, cf_outcome *out)
{
    child_failure failure;
    ssize_t got;
    do
        got = read(fd, &failure, sizeof failure);
    while (got < 0 && errno == EINTR);
    close(fd);
    out->started = got == 0;
    if (got > 0)
        snprintf(out->message, sizeof out->message, "could not start: %.63s: %s", failure.step,
                 strerror(failure.error));
}

/* How the program ended, sent by init once it is gone. */
typedef struct child_report {
    int status;           /* as waitpid gives it */
    int collected;
    int timed_out;        /* init killed it at its wall time */
    struct rusage usage;
} child_report;

static void child_fail(int pipe_fd, const char *step)
{
    child_failure failure = {.error = errno};
    snprintf(failure.step, sizeof failure.step, "%s", step);
    ssize_t ignored = write(pipe_fd, &failure, sizeof failure);
    (void)ignored;
    _exit(127);
}

static void set_limit(int resource, rlim_t value, int pipe_fd, const char *step)
{
    struct rlimit limit = {.rlim_cur = value, .rlim_max = value};
    if (setrlimit(resource, &limit) != 0)
        child_fail(pipe_fd, step);
}

static int write_text(const char *path, const char *text)
{
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t length = (ssize_t)strlen(text);
    int failed = write(fd, text, (size_t)length) != length;
    failed |= close(fd) != 0;
    return failed ? -1 : 0;
}

/* The flags a read-only remount must keep: the kernel refuses to clear
 * those the mount was locked with. */
static unsigned long kept_flags(const char *path)
{
    static const unsigned long pairs[][2] = {
        {ST_NOSUID, MS_NOSUID},       {ST_NODEV, MS_NODEV},         {ST_NOEXEC, MS_NOEXEC},
        {ST_NOATIME, MS_NOATIME},     {ST_NODIRATIME, MS_NODIRATIME}, {ST_RELATIME, MS_RELATIME}};
    struct statvfs st;
    unsigned long flags = 0;
    if (statvfs(path, &st) != 0)
        return 0;
    for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++)
        if (st.f_flag & pairs[k][0])
            flags |= pairs[k][1];
    return flags;
}

/* Show the path source read-only at target, which is made to match: a
 * directory for a directory, an empty file otherwise. */
static int bind_read_only(const char *source, const char *target)
{
    struct stat st;
    if (stat(source, &st) != 0)
        return -1;
    if (S_ISDIR(st.st_mode)) {
        if (mkdir(target, 0755) != 0 && errno != EEXIST)
            return -1;
    } else {
        int fd = open(target, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0)
            return -1;
        close(fd);
    }
    if (mount(source, target, NULL, MS_BIND | MS_REC, NULL) != 0)
        return -1;
    return mount(NULL, target, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | kept_flags(target),
                 NULL);
}

static int copy_fd(int from, int to)
{
    char buffer[65536];
    for (;;) {
        ssize_t got = read(from, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return got < 0 ? -1 : 0;
        for (ssize_t done = 0; done < got;) {
            ssize_t put = write(to, buffer + done, (size_t)(got - done));
            if (put < 0 && errno == EINTR)
                continue;
            if (put <= 0)
                return -1;
            done += put;
        }
    }
}

/* The system's programs and libraries: symlinks as they are, folders read-only. */
static const char *const system_dirs[] = {"usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32"};
static const char *const devices[] = {"null", "zero", "random", "urandom"};

/* In init, still in the grader's file system view: assemble the new root
 * at NEW_ROOT and move into it. */
static void build_root(const cf_run *run, const int *file_fds, int pipe_fd)
{
    char path[4096 + 64], options[64];
    long box_mib = run->box_mib > 0 ? run->box_mib : 16;
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
        child_fail(pipe_fd, "making its mounts private");
    if (mount("tmpfs", NEW_ROOT, "tmpfs", MS_NOSUID | MS_NODEV, "size=1m,mode=0755") != 0)
        child_fail(pipe_fd, "mounting its root");
    for (size_t k = 0; k < sizeof system_dirs / sizeof system_dirs[0]; k++) {
        char from[64], link[4096];
        snprintf(from, sizeof from, "/%s", system_dirs[k]);
        snprintf(path, sizeof path, NEW_ROOT "/%s", system_dirs[k]);
        struct stat st;
        if (lstat(from, &st) != 0)
            continue;
        if (S_ISLNK(st.st_mode)) {
            ssize_t length = readlink(from, link, sizeof link - 1);
            if (length < 0)
                child_fail(pipe_fd, "reading a system link");
            link[length] = '\0';
            if (symlink(link, path) != 0)
                child_fail(pipe_fd, "linking a system folder");
        } else if (S_ISDIR(st.st_mode) && bind_read_only(from, path) != 0) {
            child_fail(pipe_fd, "showing a system folder");
        }
    }
    if (mkdir(NEW_ROOT "/etc", 0755) != 0 || mkdir(NEW_ROOT "/dev", 0755) != 0
        || mkdir(NEW_ROOT "/proc", 0555) != 0 || mkdir(NEW_ROOT "/kit", 0755) != 0
        || mkdir(NEW_ROOT "/box", 0755) != 0 || mkdir(NEW_ROOT "/tmp", 0755) != 0)
        child_fail(pipe_fd, "making its folders");
    if (access("/etc/ld.so.cache", R_OK) == 0
        && bind_read_only("/etc/ld.so.cache", NEW_ROOT "/etc/ld.so.cache") != 0)
        child_fail(pipe_fd, "showing the loader's cache");
    for (size_t k = 0; k < sizeof devices / sizeof devices[0]; k++) {
        char from[64];
        snprintf(from, sizeof from, "/dev/%s", devices[k]);
        snprintf(path, sizeof path, NEW_ROOT "/dev/%s", devices[k]);
        if (bind_read_only(from, path) != 0 && strcmp(devices[k], "null") == 0)
            child_fail(pipe_fd, "showing /dev/null");
    }
    /* /dev/null must stay writable: a bind of a device carries it. */
    if (mount(NULL, NEW_ROOT "/dev/null", NULL, MS_REMOUNT | MS_BIND | MS_NOSUID
              | kept_flags(NEW_ROOT "/dev/null"), NULL) != 0)
        child_fail(pipe_fd, "opening /dev/null for writing");
    if (symlink("/proc/self/fd", NEW_ROOT "/dev/fd") != 0)
        child_fail(pipe_fd, "linking /dev/fd");
    snprintf(options, sizeof options, "size=%ldm,mode=0755", box_mib);
    if (mount("tmpfs", NEW_ROOT "/box", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0
        || mount("tmpfs", NEW_ROOT "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0
        || mount("tmpfs", NEW_ROOT "/kit", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0)
        child_fail(pipe_fd, "mounting /box, /kit and /tmp");
    /* The files: by descriptors the grader opened, so that no path of
     * the grader's is ever looked up from here. */
    for (int k = 0; k < run->n_files; k++) {
        snprintf(path, sizeof path, NEW_ROOT "%s", run->files[k].inside);
        for (char *slash = strchr(path + strlen(NEW_ROOT) + 1, '/'); slash != NULL;
             slash = strchr(slash + 1, '/')) {
            *slash = '\0';
            if (mkdir(path, 0755) != 0 && errno != EEXIST)
                child_fail(pipe_fd, "making the kit's folders");
            *slash = '/';
        }
        int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0 || copy_fd(file_fds[k], fd) != 0 || close(fd) != 0)
            child_fail(pipe_fd, "copying the kit and the submission in");
        close(file_fds[k]);
    }
    if (mount(NULL, NEW_ROOT "/kit", NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, options) != 0)
        child_fail(pipe_fd, "making /kit read-only");
    /* The kernel lets a namespace mount a /proc only while it sees another. */
    if (mount("proc", NEW_ROOT "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0)
        child_fail(pipe_fd, "mounting /proc");
    /* Into the new root; the old one is detached, so no path leads back. */
    if (chdir(NEW_ROOT) != 0 || syscall(SYS_pivot_root, ".", ".") != 0
        || umount2(".", MNT_DETACH) != 0 || chdir("/") != 0)
        child_fail(pipe_fd, "entering its root");
    if (mount(NULL, "/", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0)
        child_fail(pipe_fd, "making its root read-only");
    if (chdir("/box") != 0)
        child_fail(pipe_fd, "entering /box");
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

/* The program: descriptors 0 to 3, limits, exec; home is its HOME and
 * working folder, tmp its TMPDIR. */
static void start_program(const cf_run *run, char *const *argv, const char *home,
                          const char *tmp, int program_fd, int pipe_fd, int others)
{
    signal(SIGPIPE, SIG_DFL);
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
    close_all_but(4, pipe_fd, program_fd);

    const cf_limits *l = &run->limits;
    rlim_t cpu = (rlim_t)(l->cpu_seconds + 0.999);
    set_limit(RLIMIT_CORE, 0, pipe_fd, "limiting core dumps");
    struct rlimit cpu_limit = {.rlim_cur = cpu, .rlim_max = cpu + 1};
    if (setrlimit(RLIMIT_CPU, &cpu_limit) != 0)
        child_fail(pipe_fd, "limiting CPU time");
    set_limit(RLIMIT_FSIZE, (rlim_t)l->output_kib * 1024, pipe_fd, "limiting output");
    set_limit(RLIMIT_NOFILE, 64, pipe_fd, "limiting open files");
    if (l->memory_mib > 0)
        set_limit(RLIMIT_AS, (rlim_t)l->memory_mib << 20, pipe_fd, "limiting memory");
    if (l->processes > 0) /* RLIMIT_NPROC counts every process of the user */
        set_limit(RLIMIT_NPROC, (rlim_t)l->processes + (rlim_t)(others > 0 ? others : 0), pipe_fd,
                  "limiting processes");
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
        child_fail(pipe_fd, "forbidding new privileges");

    /* A small, fixed environment: nothing of the grader's leaks in. */
    char home_entry[4200], tmp_entry[4200];
    snprintf(home_entry, sizeof home_entry, "HOME=%s", home);
    snprintf(tmp_entry, sizeof tmp_entry, "TMPDIR=%s", tmp);
    char *const envp[] = {"PATH=/usr/local/bin:/usr/bin:/bin", "LC_ALL=C", home_entry,
                          tmp_entry, NULL};
    /* Not being uid 0 (inside its namespace, or at all), the program loses
     * every capability at exec. */
    fexecve(program_fd, argv, envp);
    child_fail(pipe_fd, "starting the program");
}

/* PID 1 of the run's namespace. */
static void run_init(const cf_run *run, int program_fd, const int *file_fds, int pipe_fd,
                     int report_fd, int others)
{
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0); /* the program may not look into init */
    build_root(run, file_fds, pipe_fd);
    pid_t program = fork();
    if (program < 0)
        child_fail(pipe_fd, "starting the program");
    if (program == 0) {
        close(report_fd);
        start_program(run, run->argv, "/box", "/tmp", program_fd, pipe_fd, others);
    }
    close(pipe_fd);
    close(program_fd);
    if (run->in_fd >= 0)
        close(run->in_fd);
    close(run->out_fd);
    if (run->result_fd >= 0)
        close(run->result_fd);
    child_report report;
    memset(&report, 0, sizeof report);
    /* Reap orphans as they come; stop when the program itself ends.  Past
     * its wall time, kill every process of the namespace, and report the
     * CPU time it had used. */
    double deadline = now_seconds() + run->limits.wall_seconds;
    /* init blocks in wait4; an alarm at the deadline interrupts it (and a
     * SIGALRM the program sends early changes nothing: the clock decides). */
    struct sigaction alarm_action;
    memset(&alarm_action, 0, sizeof alarm_action);
    alarm_action.sa_handler = wake_up; /* no SA_RESTART: wait4 returns EINTR */
    sigaction(SIGALRM, &alarm_action, NULL);
    struct itimerval alarm_at;
    memset(&alarm_at, 0, sizeof alarm_at);
    long long alarm_us = (long long)(run->limits.wall_seconds * 1e6) + 1;
    alarm_at.it_value.tv_sec = (time_t)(alarm_us / 1000000);
    alarm_at.it_value.tv_usec = (suseconds_t)(alarm_us % 1000000);
    alarm_at.it_interval.tv_usec = 100000; /* again, should the first find it early */
    setitimer(ITIMER_REAL, &alarm_at, NULL);
    for (;;) {
        int status;
        struct rusage usage;
        pid_t done = wait4(-1, &status, 0, &usage);
        if (done == program) {
            report.status = status;
            report.usage = usage;
            break;
        }
        if (done > 0)
            continue;
        if (done < 0 && errno != EINTR)
            break;
        if (!report.timed_out && now_seconds() > deadline) {
            report.timed_out = 1;
            kill(-1, SIGKILL); /* from init: every other process of the namespace */
        }
    }
    if (run->collect_fd >= 0) {
        char path[4096];
        snprintf(path, sizeof path, "/box/%s", run->collect_name);
        int fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        struct stat st;
        report.collected = fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode)
                        && copy_fd(fd, run->collect_fd) == 0;
        if (fd >= 0)
            close(fd);
    }
    ssize_t ignored = write(report_fd, &report, sizeof report);
    (void)ignored;
    _exit(0); /* and the kernel kills whatever the program left running */
}

/* The first child: leaves root behind, enters new namespaces, starts init. */
static void run_outer(const cf_sandbox *box, const cf_run *run, int program_fd,
                      const int *file_fds, int pipe_fd, int report_fd, int others)
{
    setpgid(0, 0);
    if (box->switch_user) {
        uid_t uid = box->own_uid ? CF_SANDBOX_UID_BASE + (uid_t)getppid() : box->uid;
        gid_t gid = box->own_uid ? CF_SANDBOX_UID_BASE + (gid_t)getppid() : box->gid;
        if (setgroups(0, NULL) != 0 || setgid(gid) != 0 || setuid(uid) != 0)
            child_fail(pipe_fd, "switching to the unprivileged user");
        if (setuid(0) == 0)
            child_fail(pipe_fd, "dropping root for good");
        /* A changed user makes /proc/self root's; it must be ours to map. */
        prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
    }
    uid_t uid = geteuid();
    gid_t gid = getegid();
    if (unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC
                | CLONE_NEWUTS) != 0)
        child_fail(pipe_fd, "creating its namespaces (unshare)");
    char map[64];
    snprintf(map, sizeof map, "%d %ld 1\n", INSIDE_ID, (long)uid);
    if (write_text("/proc/self/uid_map", map) != 0)
        child_fail(pipe_fd, "mapping its user");
    snprintf(map, sizeof map, "%d %ld 1\n", INSIDE_ID, (long)gid);
    if (write_text("/proc/self/setgroups", "deny") != 0 || write_text("/proc/self/gid_map", map) != 0)
        child_fail(pipe_fd, "mapping its group");
    pid_t init = fork();
    if (init < 0)
        child_fail(pipe_fd, "starting its init");
    if (init == 0)
        run_init(run, program_fd, file_fds, pipe_fd, report_fd, others);
    close(pipe_fd);
    close(report_fd);
    int status;
    while (waitpid(init, &status, 0) < 0 && errno == EINTR) {
    }
    _exit(0);
}

/* ---- the grader's side ---- */

/* Wait until no child of ours is left (the init of a PID namespace is
 * reapable only once every process in it is gone). */
static void reap_all(void)
{
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


/* ---- without namespaces: an unprivileged user of its own ---- */

/* Folders every user may write on most systems and in most containers: a
 * mount namespace would have hidden them, and nothing else can.  What the
 * run's user leaves there counts as its disk use, and is deleted after
 * the run. */
static const char *const shared_dirs[] = {"/tmp", "/var/tmp", "/dev/shm", "/run/lock"};

/* How deep its folders may go and how many entries they may hold before
 * it counts as filling the disk; how deep the removal goes (it holds a
 * descriptor per level); how often the grader measures its folder, and
 * at most how seldom the shared folders. */
#define MAX_DEPTH 32
#define MAX_ENTRIES 20000
#define REMOVE_DEPTH 256
#define DISK_CHECK_SECONDS 0.01
#define SHARED_CHECK_SECONDS 0.1

typedef struct disk_use {
    long long bytes;
    long entries;
    int too_deep;
} disk_use;

static int dot_or_dotdot(const char *name)
{
    return strcmp(name, ".") == 0 || strcmp(name, "..") == 0;
}

/* Add what the folder dir_fd holds to use; closes dir_fd.  No link is
 * followed, so nothing outside is counted. */
static void measure_dir(int dir_fd, int depth, disk_use *use)
{
    DIR *dir = fdopendir(dir_fd);
    if (dir == NULL) {
        close(dir_fd);
        return;
    }
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL && use->entries <= MAX_ENTRIES) {
        struct stat st;
        if (dot_or_dotdot(entry->d_name)
            || fstatat(dirfd(dir), entry->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
            continue;
        use->entries++;
        use->bytes += (long long)st.st_blocks * 512;
        if (!S_ISDIR(st.st_mode))
            continue;
        if (depth >= MAX_DEPTH) {
            use->too_deep = 1;
            continue;
        }
        int sub = openat(dirfd(dir), entry->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (sub >= 0)
            measure_dir(sub, depth + 1, use);
    }
    closedir(dir);
}

/* Remove name in the folder dir_fd and everything it holds, never
 * following a link (by descriptors: a folder replaced by a link on the
 * way is not entered). */
static void remove_at(int dir_fd, const char *name, int depth)
{
    if (unlinkat(dir_fd, name, 0) == 0 || (errno != EISDIR && errno != EPERM))
        return;
    int sub = depth < REMOVE_DEPTH
                ? openat(dir_fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1;
    DIR *dir = sub >= 0 ? fdopendir(sub) : NULL;
    if (dir == NULL && sub >= 0)
        close(sub);
    /* Twice: entries removed while reading may hide others from readdir. */
    for (int pass = 0; dir != NULL && pass < 2; pass++) {
        struct dirent *entry;
        rewinddir(dir);
        while ((entry = readdir(dir)) != NULL)
            if (!dot_or_dotdot(entry->d_name))
                remove_at(dirfd(dir), entry->d_name, depth + 1);
    }
    if (dir != NULL)
        closedir(dir);
    unlinkat(dir_fd, name, AT_REMOVEDIR);
}

/* What uid owns in the shared folders: added to use (unless NULL), and
 * removed when remove is set. */
static void shared_leftovers(uid_t uid, disk_use *use, int remove)
{
    for (size_t k = 0; k < sizeof shared_dirs / sizeof shared_dirs[0]; k++) {
        int fd = open(shared_dirs[k], O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        DIR *dir = fd >= 0 ? fdopendir(fd) : NULL;
        if (dir == NULL) {
            if (fd >= 0)
                close(fd);
            continue;
        }
        struct dirent *entry;
        while ((entry = readdir(dir)) != NULL) {
            struct stat st;
            if (dot_or_dotdot(entry->d_name)
                || fstatat(dirfd(dir), entry->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0
                || st.st_uid != uid)
                continue;
            if (use != NULL) {
                use->entries++;
                use->bytes += (long long)st.st_blocks * 512;
                int sub = S_ISDIR(st.st_mode) ? openat(dirfd(dir), entry->d_name, O_RDONLY
                                                       | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1;
                if (sub >= 0)
                    measure_dir(sub, 1, use);
            }
            if (remove)
                remove_at(dirfd(dir), entry->d_name, 0);
        }
        closedir(dir);
    }
}

/* 1 when what the run wrote (its folder, and, with shared set, its files
 * in the shared folders, which remove deletes after counting) is past
 * limit_mib, too many entries or too deep. */
static int disk_exceeded(const char *box_dir, uid_t uid, long limit_mib, int shared, int remove)
{
    disk_use use = {0, 0, 0};
    int fd = open(box_dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd >= 0)
        measure_dir(fd, 0, &use);
    if (shared)
        shared_leftovers(uid, &use, remove);
    return use.bytes > (long long)limit_mib << 20 || use.entries > MAX_ENTRIES || use.too_deep;
}

/* Kill every process of uid.  kill(-1) from a process of that user
 * reaches all of them and nothing else (kill(2): the sender's user must
 * be the target's real or saved user; theirs cannot change, as they hold
 * no privilege and exec nothing setuid under no_new_privs).  While /proc
 * shows one alive (usually none is, and no process is started); the
 * grader, a child subreaper, reaps them later. */
static void kill_user(uid_t uid, gid_t gid)
{
    double until = now_seconds() + REAP_SECONDS;
    while (count_processes_of(uid, 1) > 0) {
        pid_t killer = fork();
        if (killer == 0) {
            if (setgroups(0, NULL) == 0 && setgid(gid) == 0 && setuid(uid) == 0)
                kill(-1, SIGKILL);
            _exit(0);
        }
        if (killer > 0)
            while (waitpid(killer, NULL, 0) < 0 && errno == EINTR) {
            }
        if (now_seconds() > until)
            return;
        pause_seconds(0.001);
    }
}

static int under(const char *path, const char *folder)
{
    size_t length = strlen(folder);
    return strncmp(path, folder, length) == 0 && (path[length] == '\0' || path[length] == '/');
}

/* argv with the paths /kit/... and /box/... (alone, or after -I or
 * -iquote) made relative to the working folder box, beside kit; one
 * allocation, or NULL. */
static char **relative_argv(char *const *argv)
{
    size_t count = 0, bytes = 0;
    for (; argv[count] != NULL; count++)
        bytes += strlen(argv[count]) + 3; /* "/kit" becomes "../kit" */
    char **copy = malloc((count + 1) * sizeof *copy + bytes);
    if (copy == NULL)
        return NULL;
    char *at = (char *)(copy + count + 1);
    for (size_t k = 0; k < count; k++) {
        const char *arg = argv[k];
        int prefix = strncmp(arg, "-iquote", 7) == 0 ? 7 : strncmp(arg, "-I", 2) == 0 ? 2 : 0;
        const char *path = arg + prefix;
        copy[k] = at;
        if (under(path, "/kit"))
            at += sprintf(at, "%.*s..%s", prefix, arg, path);
        else if (under(path, "/box"))
            at += sprintf(at, "%.*s.%s", prefix, arg, path + 4);
        else
            at += sprintf(at, "%s", arg);
        at++;
    }
    copy[count] = NULL;
    return copy;
}

/* Make the folder path (mode, owned by uid:gid); 0 or -1. */
static int make_owned_dir(const char *path, mode_t mode, uid_t uid, gid_t gid)
{
    if (mkdir(path, mode) != 0 && errno != EEXIST)
        return -1;
    struct stat st;
    if (lstat(path, &st) != 0 || !S_ISDIR(st.st_mode))
        return -1;
    return chown(path, uid, gid) != 0 || chmod(path, mode) != 0 ? -1 : 0;
}

/* The run's folder, root/box and root/kit, with the caller's files. */
static int prepare_run_dir(const char *root, const cf_run *run, const int *file_fds, int n_files,
                           uid_t uid, gid_t gid, char *message, size_t message_size)
{
    char path[4200];
    /* root: entered by root and the run's group only; kit: read by them
     * only; box: the program's alone. */
    int failed = make_owned_dir(root, 0710, 0, gid) != 0;
    snprintf(path, sizeof path, "%s/kit", root);
    failed = failed || make_owned_dir(path, 0750, 0, gid) != 0;
    snprintf(path, sizeof path, "%s/box", root);
    failed = failed || make_owned_dir(path, 0700, uid, gid) != 0;
    snprintf(path, sizeof path, "%s/box/tmp", root);
    failed = failed || make_owned_dir(path, 0700, uid, gid) != 0;
    if (failed) {
        snprintf(message, message_size, "cannot prepare its folder %s: %s", root, strerror(errno));
        return -1;
    }
    for (int k = 0; k < n_files; k++) {
        const char *inside = run->files[k].inside; /* "/kit/..." or "/box/...", checked */
        int in_box = under(inside, "/box");
        snprintf(path, sizeof path, "%s%s", root, inside);
        for (char *slash = strchr(path + strlen(root) + 5, '/'); slash != NULL;
             slash = strchr(slash + 1, '/')) {
            *slash = '\0';
            failed |= make_owned_dir(path, in_box ? 0700 : 0750, in_box ? uid : 0, gid) != 0;
            *slash = '/';
        }
        int fd = failed ? -1 : open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
        /* fchmod: the grader's umask may be 077 (without namespaces it is). */
        failed |= fd < 0 || copy_fd(file_fds[k], fd) != 0 || fchmod(fd, 0644) != 0
                  || (in_box && fchown(fd, uid, gid) != 0);
        if (fd >= 0)
            failed |= close(fd) != 0;
        if (failed) {
            snprintf(message, message_size, "cannot copy %s into its folder: %s", inside,
                     strerror(errno));
            return -1;
        }
    }
    return 0;
}

/* Remove the run's folder, and, with shared set, what its user left in
 * the shared folders. */
static void clean_after(const char *root, uid_t uid, int shared)
{
    int tmp = open("/tmp", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (tmp >= 0) {
        remove_at(tmp, root + strlen("/tmp/"), 0);
        close(tmp);
    }
    if (shared)
        shared_leftovers(uid, NULL, 1);
}

/* cf_sandbox_run without namespaces.  Takes the descriptors. */
static void run_as_user(const cf_run *run, int program_fd, const int *file_fds, int n_files,
                        cf_outcome *out)
{
    uid_t uid = CF_SANDBOX_UID_BASE + (uid_t)getpid();
    gid_t gid = CF_SANDBOX_UID_BASE + (gid_t)getpid();
    long limit_mib = 2 * (run->box_mib > 0 ? run->box_mib : 16); /* box and tmp together */
    out->disk_limit_mib = limit_mib;
    char root[] = "/tmp/cf-run-XXXXXX", box_dir[64], tmp_dir[64];
    char **argv = NULL;
    int failure_pipe[2] = {-1, -1};
    int made = mkdtemp(root) != NULL;
    snprintf(box_dir, sizeof box_dir, "%s/box", root);
    snprintf(tmp_dir, sizeof tmp_dir, "%s/box/tmp", root);
    if (!made)
        snprintf(out->message, sizeof out->message, "cannot make its folder: %s", strerror(errno));
    int ready = made && prepare_run_dir(root, run, file_fds, n_files, uid, gid, out->message,
                                        sizeof out->message) == 0;
    for (int k = 0; k < n_files; k++)
        close(file_fds[k]);
    if (ready && (argv = relative_argv(run->argv)) == NULL) {
        snprintf(out->message, sizeof out->message, "out of memory");
        ready = 0;
    }
    if (ready && pipe2(failure_pipe, O_CLOEXEC) != 0) {
        snprintf(out->message, sizeof out->message, "pipe: %s", strerror(errno));
        ready = 0;
    }
    double start = now_seconds();
    pid_t pid = ready ? fork() : -1;
    if (pid == 0) {
        close(failure_pipe[0]);
        setpgid(0, 0);
        /* Until exec, this process holds the grader's memory (the hidden
         * problems): no process of the new user may look into it. */
        prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
        if (setgroups(0, NULL) != 0 || setgid(gid) != 0 || setuid(uid) != 0)
            child_fail(failure_pipe[1], "switching to the unprivileged user");
        if (setuid(0) == 0)
            child_fail(failure_pipe[1], "dropping root for good");
        prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0); /* set after setuid, which clears it */
        if (chdir(box_dir) != 0)
            child_fail(failure_pipe[1], "entering its folder");
        start_program(run, argv, box_dir, tmp_dir, program_fd, failure_pipe[1], 0);
    }
    close(program_fd);
    if (failure_pipe[1] >= 0)
        close(failure_pipe[1]);
    if (pid < 0) {
        if (ready)
            snprintf(out->message, sizeof out->message, "fork: %s", strerror(errno));
        if (failure_pipe[0] >= 0)
            close(failure_pipe[0]);
        free(argv);
        if (made)
            clean_after(root, uid, 1);
        return;
    }
    setpgid(pid, pid);
    read_start_failure(failure_pipe[0], out);

    /* The grader's clock is the only one here; the disk is measured as
     * it goes, since no file system of the run's own has a size: its
     * folder often, the shared folders (every entry of /tmp is looked at)
     * less and less often. */
    double deadline = start + run->limits.wall_seconds, next_check = start + DISK_CHECK_SECONDS;
    double shared_every = 2 * DISK_CHECK_SECONDS, next_shared = start + shared_every;
    int pidfd = open_pidfd(pid);
    int status = 0, have_status = 0, killed = 0;
    struct rusage usage;
    memset(&usage, 0, sizeof usage);
    for (;;) {
        pid_t done = wait4(pid, &status, WNOHANG, &usage);
        if (done == pid) {
            have_status = 1;
            break;
        }
        if (done < 0 && errno != EINTR)
            break;
        double now = now_seconds();
        if (!killed && now > deadline) {
            out->wall_timeout = 1;
            killed = 1;
            kill_user(uid, gid);
        }
        if (!killed && now >= next_check) {
            int shared = now >= next_shared;
            next_check = now + DISK_CHECK_SECONDS;
            if (shared) {
                shared_every = shared_every * 2 < SHARED_CHECK_SECONDS ? shared_every * 2
                                                                        : SHARED_CHECK_SECONDS;
                next_shared = now + shared_every;
            }
            if (disk_exceeded(box_dir, uid, limit_mib, shared, 0)) {
                out->disk_exceeded = 1;
                killed = 1;
                kill_user(uid, gid);
            }
        }
        if (killed && now > deadline + REAP_SECONDS)
            kill(pid, SIGKILL); /* root may: the backstop */
        double until = killed ? deadline + REAP_SECONDS : next_check < deadline ? next_check : deadline;
        wait_for_end(pidfd, until > now + 0.001 ? until - now : 0.001);
    }
    if (pidfd >= 0)
        close(pidfd);
    /* Whatever it started dies with it. */
    kill_user(uid, gid);
    reap_all();
    out->wall_seconds = now_seconds() - start;
    /* Counted once more, as it ends, and its files in the shared folders
     * deleted in the same pass. */
    if (disk_exceeded(box_dir, uid, limit_mib, 1, 1))
        out->disk_exceeded = 1;
    if (run->collect_fd >= 0 && have_status) {
        /* Every process of the user is gone: nothing changes the file
         * under us.  It must be a plain file the program made, not a
         * link to another's. */
        char path[128];
        snprintf(path, sizeof path, "%s/%s", box_dir, run->collect_name);
        int fd = strchr(run->collect_name, '/') == NULL
                   ? open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) : -1;
        struct stat st;
        out->collected = fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == uid
                      && st.st_nlink == 1 && copy_fd(fd, run->collect_fd) == 0;
        if (fd >= 0)
            close(fd);
    }
    clean_after(root, uid, 0);
    free(argv);
    if (!have_status) {
        if (out->started && !out->wall_timeout) {
            out->started = 0;
            snprintf(out->message, sizeof out->message, "its process could not be waited for");
        }
        return;
    }
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
}

void cf_sandbox_run(const cf_sandbox *box, const cf_run *run, cf_outcome *out)
{
    memset(out, 0, sizeof *out);
    out->wall_limit = run->limits.wall_seconds;
    int program_fd = open(run->program, O_RDONLY | O_CLOEXEC);
    if (program_fd < 0) {
        snprintf(out->message, sizeof out->message, "cannot open %s: %s", run->program,
                 strerror(errno));
        return;
    }
    int file_fds[CF_SANDBOX_MAX_FILES];
    int n_files = run->n_files < CF_SANDBOX_MAX_FILES ? run->n_files : CF_SANDBOX_MAX_FILES;
    for (int k = 0; k < n_files; k++) {
        const char *inside = run->files[k].inside;
        if ((strncmp(inside, "/kit/", 5) != 0 && strncmp(inside, "/box/", 5) != 0)
            || strstr(inside, "..") != NULL || strlen(inside) > 1024) {
            errno = EINVAL;
            file_fds[k] = -1;
        } else {
            file_fds[k] = open(run->files[k].path, O_RDONLY | O_CLOEXEC);
        }
        if (file_fds[k] < 0) {
            snprintf(out->message, sizeof out->message, "cannot open %s: %s", run->files[k].path,
                     strerror(errno));
            for (int j = 0; j < k; j++)
                close(file_fds[j]);
            close(program_fd);
            return;
        }
    }
    if (box->isolation == CF_ISOLATION_USER) {
        run_as_user(run, program_fd, file_fds, n_files, out);
        return;
    }
    int failure_pipe[2] = {-1, -1}, report_pipe[2] = {-1, -1};
    if (pipe2(failure_pipe, O_CLOEXEC) != 0 || pipe2(report_pipe, O_CLOEXEC) != 0) {
        snprintf(out->message, sizeof out->message, "pipe: %s", strerror(errno));
        for (int k = 0; k < 2; k++) {
            if (failure_pipe[k] >= 0)
                close(failure_pipe[k]);
            if (report_pipe[k] >= 0)
                close(report_pipe[k]);
        }
        for (int k = 0; k < n_files; k++)
            close(file_fds[k]);
        close(program_fd);
        return;
    }

    /* The user's processes before ours, and those parallel gradings may
     * add: the process limit comes on top. */
    int others = 0;
    if (run->limits.processes > 0)
        others = box->own_uid ? 2 /* outer and init */
                              : count_processes_of(box->uid, 0) + box->process_slack + 2;
    double start = now_seconds();
    pid_t pid = fork();
    if (pid == 0) {
        close(failure_pipe[0]);
        close(report_pipe[0]);
        cf_run mine = *run;
        mine.n_files = n_files;
        run_outer(box, &mine, program_fd, file_fds, failure_pipe[1], report_pipe[1], others);
    }
    close(failure_pipe[1]);
    close(report_pipe[1]);
    close(program_fd);
    for (int k = 0; k < n_files; k++)
        close(file_fds[k]);
    if (pid < 0) {
        snprintf(out->message, sizeof out->message, "fork: %s", strerror(errno));
        close(failure_pipe[0]);
        close(report_pipe[0]);
        return;
    }
    setpgid(pid, pid); /* also done by the child; whichever comes first */

    /* The failure pipe closes at the program's exec, or carries why not. */
    read_start_failure(failure_pipe[0], out);

    /* init keeps the wall time; this clock is the backstop. */
    double deadline = start + run->limits.wall_seconds + 5.0;
    int pidfd = open_pidfd(pid);
    for (;;) {
        int status;
        pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid || (done < 0 && errno != EINTR))
            break;
        double now = now_seconds();
        if (now > deadline) {
            out->wall_timeout = 1;
            kill(-pid, SIGKILL); /* the outer process and init: the namespace goes with init */
            break;
        }
        wait_for_end(pidfd, deadline - now);
    }
    if (pidfd >= 0)
        close(pidfd);
    reap_all();
    out->wall_seconds = now_seconds() - start;

    child_report report;
    int have_report = 0;
    ssize_t got;
    fcntl(report_pipe[0], F_SETFL, O_NONBLOCK);
    do
        got = read(report_pipe[0], &report, sizeof report);
    while (got < 0 && errno == EINTR);
    close(report_pipe[0]);
    have_report = got == (ssize_t)sizeof report && !out->wall_timeout;
    out->wall_timeout |= have_report && report.timed_out;
    if (!have_report) {
        if (out->started && !out->wall_timeout) {
            out->started = 0;
            snprintf(out->message, sizeof out->message, "its init ended without a report (%zd)", got);
        }
        return;
    }
    const struct rusage *usage = &report.usage;
    out->cpu_seconds = (double)usage->ru_utime.tv_sec + (double)usage->ru_utime.tv_usec * 1e-6
                     + (double)usage->ru_stime.tv_sec + (double)usage->ru_stime.tv_usec * 1e-6;
    out->max_rss_kib = usage->ru_maxrss;
    out->collected = report.collected;
    if (WIFEXITED(report.status)) {
        out->exited = 1;
        out->exit_code = WEXITSTATUS(report.status);
    } else if (WIFSIGNALED(report.status)) {
        out->signaled = 1;
        out->signal = WTERMSIG(report.status);
    }
}

static const char how_to_enable[] =
    "the grader runs student code in namespaces of its own or, as root, as a user of its own,"
    " and never without isolation."
    " Allow unprivileged user namespaces: on Debian and Ubuntu,"
    " 'sysctl -w kernel.unprivileged_userns_clone=1' (where it exists) and, on Ubuntu 23.10"
    " and later, 'sysctl -w kernel.apparmor_restrict_unprivileged_userns=0';"
    " everywhere, user.max_user_namespaces must be above 0; in a container,"
    " run it with --security-opt seccomp=unconfined (Docker) or --privileged, or run the"
    " grader as root";

/* One empty run of /bin/true as box says; 0 when it went well, else -1
 * with what happened in what. */
static int probe(const cf_sandbox *box, cf_outcome *outcome, char *what, size_t what_size)
{
    char *argv[] = {"true", NULL};
    cf_run run = {.program = "/bin/true", .argv = argv, .in_fd = -1, .result_fd = -1,
                  .limits = {.cpu_seconds = 5, .wall_seconds = 10, .memory_mib = 256,
                             .output_kib = 64, .processes = 4},
                  .collect_fd = -1, .box_mib = 1};
    run.out_fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
    cf_sandbox_run(box, &run, outcome);
    if (run.out_fd >= 0)
        close(run.out_fd);
    cf_outcome_describe(outcome, what, what_size);
    return outcome->started && outcome->exited && outcome->exit_code == 0 ? 0 : -1;
}

int cf_sandbox_init(cf_sandbox *box, const char *user, char *why, size_t why_size)
{
    memset(box, 0, sizeof *box);
    box->isolation = CF_ISOLATION_NAMESPACES;
    /* Orphaned outer processes come back to us to be reaped. */
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    if (geteuid() != 0) {
        box->uid = getuid();
        box->gid = getgid();
        snprintf(box->user, sizeof box->user, "uid %ld (the grader's own user)", (long)box->uid);
    } else if (user == NULL) {
        box->switch_user = 1;
        box->own_uid = 1;
        snprintf(box->user, sizeof box->user, "user id %u + the grader's process id",
                 CF_SANDBOX_UID_BASE);
    } else {
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
    }
    /* Try it: one empty run in a root of its own. */
    cf_outcome outcome;
    char what[300];
    if (probe(box, &outcome, what, sizeof what) == 0) {
        box->overhead = outcome.wall_seconds;
        return 0;
    }
    if (geteuid() != 0) {
        snprintf(why, why_size, "cannot isolate student code (%s, as %s): %s", what, box->user,
                 how_to_enable);
        return -1;
    }
    /* Root without user namespaces (a Docker container under its default
     * seccomp profile): a user of its own, without namespaces. */
    cf_sandbox plain = *box;
    plain.isolation = CF_ISOLATION_USER;
    plain.switch_user = 1;
    plain.own_uid = 1;
    plain.process_slack = 0;
    snprintf(plain.user, sizeof plain.user, "user id %u + the grader's process id",
             CF_SANDBOX_UID_BASE);
    char plain_what[300];
    if (probe(&plain, &outcome, plain_what, sizeof plain_what) == 0) {
        *box = plain;
        box->overhead = outcome.wall_seconds;
        return 0;
    }
    snprintf(why, why_size, "cannot isolate student code (%s, as %s; without namespaces, as a"
             " user of its own: %s): %s", what, box->user, plain_what, how_to_enable);
    return -1;
}

const char *cf_sandbox_isolation(const cf_sandbox *box)
{
    return box->isolation == CF_ISOLATION_USER
             ? "unprivileged user, no namespaces (network reachable)"
             : "namespaces (user, mount, PID, network, IPC, UTS)";
}

int cf_sandbox_reaches(const cf_sandbox *box, const char *path, int mode)
{
    if (box->isolation != CF_ISOLATION_USER)
        return 0;
    /* Ask as such a user: a child that becomes one, an id no one has. */
    pid_t child = fork();
    if (child == 0) {
        uid_t uid = CF_SANDBOX_UID_BASE + (uid_t)getppid();
        gid_t gid = CF_SANDBOX_UID_BASE + (gid_t)getppid();
        if (setgroups(0, NULL) != 0 || setgid(gid) != 0 || setuid(uid) != 0)
            _exit(2);
        _exit(access(path, mode) == 0 ? 0 : 1);
    }
    int status;
    if (child < 0)
        return -1;
    while (waitpid(child, &status, 0) < 0)
        if (errno != EINTR)
            return -1;
    if (!WIFEXITED(status) || WEXITSTATUS(status) > 1)
        return -1;
    return WEXITSTATUS(status) == 0;
}

void cf_outcome_describe(const cf_outcome *out, char *text, size_t size)
{
    if (!out->started)
        snprintf(text, size, "%s", out->message);
    else if (out->disk_exceeded)
        snprintf(text, size, "killed for writing more than %ld MiB of files (or too many)",
                 out->disk_limit_mib);
    else if (out->wall_timeout)
        snprintf(text, size, "killed after %.1f s of wall time", out->wall_seconds);
    else if (out->signaled)
        snprintf(text, size, "killed by signal %d (%s)", out->signal, strsignal(out->signal));
    else
        snprintf(text, size, "exit code %d", out->exit_code);
}
