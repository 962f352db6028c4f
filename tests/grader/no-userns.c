/* no-userns.c - run a command as root is run in a default Docker container.
 *
 *   no-userns COMMAND [ARG...]
 *
 * Gradescope runs each submission as root in a Docker container.  There,
 * root lacks CAP_SYS_ADMIN (Docker's default capability set), and Docker's
 * default seccomp profile refuses unshare and clone asking for new
 * namespaces to a process without it, and refuses clone3 with ENOSYS (its
 * flags are behind a pointer, which a BPF filter cannot read: seccomp(2)),
 * so that the C library falls back to clone.  The grader then has no user
 * namespace and must use its second isolation mode (sandbox.h).  This
 * launcher, run as root, makes that situation on any machine, for the
 * grader's tests:
 *
 *   - CAP_SYS_ADMIN leaves the bounding set (prctl PR_CAPBSET_DROP), so no
 *     exec gives it back, and the effective, permitted and inheritable
 *     sets (capset; capabilities(7));
 *   - no_new_privs is set, which an unprivileged seccomp filter requires;
 *   - a seccomp filter makes unshare, and clone with CLONE_NEWUSER, fail
 *     with EPERM, and clone3 with ENOSYS;
 *
 * then it execs COMMAND, which inherits all three.  The other namespaces
 * need CAP_SYS_ADMIN (user_namespaces(7)), which is gone; mount too.
 * Under it, "unshare -U true" fails.  The raw system calls are used:
 * libcap may not be installed.
 */
#define _GNU_SOURCE /* syscall */
#include <errno.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#else
#error "no-userns: add this machine's AUDIT_ARCH_ value"
#endif
#ifndef __NR_clone3
#define __NR_clone3 435 /* the same number on every architecture */
#endif
/* x32 system calls share x86-64's audit architecture, with this bit set
 * in their number: refused, so none reaches unshare by another number. */
#define X32_SYSCALL_BIT 0x40000000u

static int drop_sys_admin(void)
{
    if (prctl(PR_CAPBSET_DROP, CAP_SYS_ADMIN, 0, 0, 0) != 0) {
        perror("no-userns: prctl(PR_CAPBSET_DROP, CAP_SYS_ADMIN)");
        return -1;
    }
    struct __user_cap_header_struct header = {.version = _LINUX_CAPABILITY_VERSION_3, .pid = 0};
    struct __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3];
    memset(data, 0, sizeof data);
    if (syscall(SYS_capget, &header, data) != 0) {
        perror("no-userns: capget");
        return -1;
    }
    unsigned word = CAP_TO_INDEX(CAP_SYS_ADMIN), bit = CAP_TO_MASK(CAP_SYS_ADMIN);
    data[word].effective &= ~bit;
    data[word].permitted &= ~bit;
    data[word].inheritable &= ~bit;
    if (syscall(SYS_capset, &header, data) != 0) {
        perror("no-userns: capset");
        return -1;
    }
    return 0;
}

static int install_filter(void)
{
    struct sock_filter code[] = {
        /* Another architecture's numbers mean other calls: refuse them all. */
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NATIVE_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, X32_SYSCALL_BIT, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_unshare, 1, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, 0, 3),
        /* unshare(flags) and clone(flags, ...): flags is the first argument
         * (an int: its low 32 bits, first in memory on these little-endian
         * machines). */
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_NEWUSER, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    struct sock_fprog program = {.len = (unsigned short)(sizeof code / sizeof code[0]),
                                 .filter = code};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        perror("no-userns: prctl(PR_SET_NO_NEW_PRIVS)");
        return -1;
    }
    if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) != 0) {
        perror("no-userns: prctl(PR_SET_SECCOMP)");
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: no-userns COMMAND [ARG...]\n");
        return 2;
    }
    if (geteuid() != 0) {
        fprintf(stderr, "no-userns: run it as root (it reproduces root in a container)\n");
        return 2;
    }
    if (drop_sys_admin() != 0 || install_filter() != 0)
        return 2;
    execvp(argv[1], argv + 1);
    fprintf(stderr, "no-userns: %s: %s\n", argv[1], strerror(errno));
    return 127;
}
