/* sandbox.h - run an untrusted program in a process of its own, with limits.
 *
 * Every build and every test of a student's submission goes through
 * cf_sandbox_run: fork, then in the child set limits on CPU time, memory,
 * file size (the output), processes and open files, switch to an
 * unprivileged user when the grader runs as root, and exec.  The grader
 * watches the wall clock and kills the child's whole process group when it
 * runs too long.  Nothing the child does can stop the grader from writing
 * its report.
 *
 * Linux: the grader becomes a "child subreaper" so that processes the
 * student's code forks and abandons come back to it and are reaped, and,
 * as root, it gives each child a private /tmp when the kernel allows.
 */
#ifndef CF_SANDBOX_H
#define CF_SANDBOX_H

#include <stddef.h>
#include <sys/types.h>

typedef struct cf_limits {
    double cpu_seconds;   /* RLIMIT_CPU: SIGXCPU past it */
    double wall_seconds;  /* the grader's clock: SIGKILL past it */
    long memory_mib;      /* RLIMIT_AS; 0: no limit */
    long output_kib;      /* RLIMIT_FSIZE: SIGXFSZ past it */
    int processes;        /* RLIMIT_NPROC: processes of its own, beyond those the user
                             already has; 0: no limit */
} cf_limits;

/* Who runs untrusted code, decided once (cf_sandbox_init). */
typedef struct cf_sandbox {
    int switch_user;      /* 1 when the grader is root: run as uid/gid below */
    uid_t uid;
    gid_t gid;
    char user[64];
    int reap_user;        /* 1: no other process belongs to uid, so after each run
                             every process of uid can be killed */
} cf_sandbox;

/* One program to run. */
typedef struct cf_run {
    const char *program;  /* path of the executable */
    char *const *argv;
    const char *cwd;      /* a directory the child may write (its "box") */
    int in_fd;            /* becomes standard input; -1: /dev/null */
    int out_fd;           /* becomes standard output and standard error */
    int result_fd;        /* becomes descriptor 3; -1: none */
    cf_limits limits;
    int private_tmp;      /* give it a private /tmp (as root, where the kernel allows):
                             only when it needs no path below /tmp (its directory and
                             its program are opened before /tmp is replaced) */
} cf_run;

typedef struct cf_outcome {
    int started;          /* 0: the program could not be started (message says why) */
    char message[256];
    int exited, exit_code;
    int signaled, signal;
    int wall_timeout;     /* 1: killed by the grader after limits.wall_seconds */
    double wall_seconds, cpu_seconds;
    long max_rss_kib;
} cf_outcome;

/* Decide who runs untrusted code: when root, the user named (e.g. "nobody");
 * otherwise the grader's own user.  0 on success; -1 and why otherwise
 * (root with no such user: grading as root would be unsafe). */
int cf_sandbox_init(cf_sandbox *box, const char *user, char *why, size_t why_size);

/* Make a directory the sandbox user owns and may write (mode 0700). */
int cf_sandbox_make_box(const cf_sandbox *box, const char *path);

/* Run one program and wait for it (or kill it).  Always fills out. */
void cf_sandbox_run(const cf_sandbox *box, const cf_run *run, cf_outcome *out);

/* 1 if path (which must exist) lies below /tmp, /var/tmp or /dev/shm,
 * which a private /tmp would hide. */
int cf_sandbox_below_tmp(const char *path);

/* "killed by signal 11 (segmentation fault)", "exit code 3", ... */
void cf_outcome_describe(const cf_outcome *out, char *text, size_t size);

#endif
