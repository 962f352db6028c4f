/* sandbox.h - run an untrusted program isolated from the grader, with limits.
 *
 * Every build and every test of a student's submission goes through
 * cf_sandbox_run, in one of two modes that cf_sandbox_init chooses.
 *
 * Namespaces (CF_ISOLATION_NAMESPACES, wherever the kernel allows them).
 * The program runs in Linux namespaces of its own (user, mount, PID,
 * network, IPC, UTS), in a root made of a small tmpfs that holds only:
 *
 *   /usr, /bin, /lib, ...   the system's programs and libraries, read-only
 *                           (the compiler and the C library live there)
 *   /kit                    what the caller copies in (the exercise kit's
 *                           headers, the harness, the library), read-only
 *   /box                    its working directory: a small fresh tmpfs
 *   /tmp                    a small fresh tmpfs
 *   /dev/null, zero, random, urandom;  /proc of its own PID namespace
 *
 * So there is no path to the repository, the reference source, the
 * instructor's files, the grader's results, or the network (a network
 * namespace with no interface up).  Its process is not PID 1: a small init
 * of ours is, and when the program ends the init ends, and the kernel
 * kills every process left in the namespace before cf_sandbox_run
 * returns.  Limits on CPU time, memory, file size, processes and open
 * files are set on the program; the grader's clock kills it past its wall
 * time.  Run as root, the grader first switches to an unprivileged user
 * (nobody), so student code never holds a privilege outside its
 * namespaces.
 *
 * An unprivileged user of its own (CF_ISOLATION_USER).  Where user
 * namespaces are refused but the grader is root: in a Docker container
 * under Docker's default seccomp profile, which refuses unshare and clone
 * with CLONE_NEWUSER to a process without CAP_SYS_ADMIN, and root in such
 * a container lacks it (Gradescope runs its autograders so).  Root there
 * still holds CAP_SETUID, CAP_SETGID, CAP_CHOWN, CAP_KILL, CAP_FOWNER and
 * CAP_DAC_OVERRIDE (capabilities(7)), which are what this mode needs.
 * The program runs as a user and group id no one else has
 * (CF_SANDBOX_UID_BASE + the grading process's id), with the same limits,
 * in a fresh folder of its own below /tmp/cf-run-XXXXXX (a folder only
 * root and that group may enter):
 *
 *   box/        its working directory and HOME, owned by it (0700);
 *               box/tmp is its TMPDIR
 *   kit/        the caller's /kit files, readable by its group only
 *
 * argv entries naming /kit/... or /box/... (also after -I and -iquote)
 * are rewritten to ../kit/... and ./... .  It sees the machine's file
 * system as any other user does: what the grader must keep from it (the
 * kit's tests, the reference, the grader's output) must be closed to other
 * users, which cf_sandbox_reaches lets the caller check; the grader
 * refuses to grade otherwise, and creates its own files for root alone.
 * No path outside box is writable to it but those every user may write:
 * /tmp, /var/tmp, /dev/shm and /run/lock are world-writable on most
 * systems and in most containers, and without a mount namespace nothing
 * can hide them; after each run the grader deletes whatever that user
 * left there.  Its disk use (box and those folders) is measured while it
 * runs, and past the size the tmpfs would have had it is killed
 * (outcome.disk_exceeded).  When the program ends, or its wall time is up,
 * every process of that user is killed (kill(-1) from a process of that
 * user: kill(2)), so that nothing it started outlives the run.  There is
 * NO network isolation: without a network namespace the program reaches
 * whatever network the machine reaches.  It also sees every process of
 * the machine in /proc (it may signal none but its own).
 *
 * A grader that is not root and may not create user namespaces has no
 * way to isolate student code: cf_sandbox_init refuses, and the grader
 * never grades without isolation.
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

/* As root without --user, student code runs as CF_SANDBOX_UID_BASE plus the
 * grading process's id: a user no one else has, so that no other program
 * (another grading, another user's cleanup) shares its processes, its
 * process limit, or its signals. */
#define CF_SANDBOX_UID_BASE 1500000000u

/* How student code is kept from the grader (see the top of this file). */
enum { CF_ISOLATION_NAMESPACES = 1, CF_ISOLATION_USER = 2 };

/* Who runs untrusted code, decided once (cf_sandbox_init). */
typedef struct cf_sandbox {
    int isolation;        /* CF_ISOLATION_NAMESPACES or CF_ISOLATION_USER */
    int switch_user;      /* 1 when the grader is root: run as uid/gid below */
    int own_uid;          /* 1: uid and gid are CF_SANDBOX_UID_BASE + the grading process's id */
    uid_t uid;
    gid_t gid;
    char user[64];
    int process_slack;    /* processes of the same user that parallel gradings may add */
    double overhead;      /* seconds one empty run takes (measured by cf_sandbox_init) */
} cf_sandbox;

/* A file of the caller's, copied in before the program starts: to /box
 * (where the program may change it) or to /kit (read-only). */
typedef struct cf_file {
    const char *path;     /* outside */
    const char *inside;   /* "/kit/include/problem.h", "/box/dantzig.c" */
} cf_file;

#define CF_SANDBOX_MAX_FILES 64

/* One program to run. */
typedef struct cf_run {
    const char *program;  /* path of the executable (opened by the grader) */
    char *const *argv;
    int in_fd;            /* becomes standard input; -1: /dev/null */
    int out_fd;           /* becomes standard output and standard error */
    int result_fd;        /* becomes descriptor 3; -1: none */
    cf_limits limits;
    const cf_file *files; /* copied in */
    int n_files;
    int collect_fd;       /* -1, or where /box/collect_name is copied after the end */
    const char *collect_name;
    long box_mib;         /* size of /box and of /tmp; 0: 16 MiB (without namespaces:
                             the two together, on the machine's disk) */
} cf_run;

typedef struct cf_outcome {
    int started;          /* 0: the program could not be started (message says why) */
    char message[256];
    int exited, exit_code;
    int signaled, signal;
    int wall_timeout;     /* 1: killed after limits.wall_seconds */
    double wall_limit;    /* limits.wall_seconds of the run */
    int collected;        /* 1: /box/collect_name was copied out */
    double wall_seconds, cpu_seconds;
    long max_rss_kib;
    int disk_exceeded;    /* 1: killed for writing more than disk_limit_mib, or too many files */
    long disk_limit_mib;
} cf_outcome;

/* Decide who runs untrusted code (when root, the user named, e.g.
 * "nobody", or with user NULL an id of its own; otherwise the grader's
 * own user), and check that the kernel gives that user the namespaces,
 * by one empty run.  Where it does not and the grader is root, the mode
 * is CF_ISOLATION_USER, with an id of its own whatever user says (killing
 * every process of a shared user such as nobody would kill others'),
 * checked by one empty run too.  0 on success; -1 and why otherwise, with
 * how to enable what is missing. */
int cf_sandbox_init(cf_sandbox *box, const char *user, char *why, size_t why_size);

/* The isolation in use, for reports: "namespaces (...)" or "unprivileged
 * user, no namespaces (network reachable)". */
const char *cf_sandbox_isolation(const cf_sandbox *box);

/* 1 when student code could access path (access(2) mode: R_OK, W_OK,
 * X_OK), -1 when that cannot be told, 0 otherwise.  Always 0 with
 * namespaces, where no path of the grader's is visible. */
int cf_sandbox_reaches(const cf_sandbox *box, const char *path, int mode);

/* Run one program and wait until it, and every process it started, is
 * gone.  Always fills out. */
void cf_sandbox_run(const cf_sandbox *box, const cf_run *run, cf_outcome *out);

/* "killed by signal 11 (segmentation fault)", "exit code 3", ... */
void cf_outcome_describe(const cf_outcome *out, char *text, size_t size);

#endif
