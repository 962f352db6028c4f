#!/bin/sh
# fresh-debian.sh - does the README work on a fresh Debian 12 machine?
#
#   tools/fresh-debian.sh        (or: make fresh-check)
#
# Makes a minimal Debian 12 root (debootstrap --variant=minbase bookworm)
# with nothing added but make, copies a clean "git archive HEAD" of this
# repository into it, and runs the two commands at the top of README.md
# there as root, with that root as "/" (pivot_root in namespaces of its
# own), printing how long each took.  It needs root, debootstrap and the
# Debian mirror (MIRROR, default deb.debian.org), and takes minutes: it is a
# maintainer's check, not part of make test.
#
# Everything goes below build/fresh-debian/ (FRESH_DIR): the root, the
# logs of both commands, and a cache of downloaded packages that makes a
# second run faster without making its root any less fresh.
# Exit: 0 both commands passed; 1 one failed; 2 root, debootstrap, git or
# the mirror is missing.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
self=$here/tools/$(basename "$0")
mirror=${MIRROR:-http://deb.debian.org/debian}
work=${FRESH_DIR:-$here/build/fresh-debian}
root=$work/root
# Not below /root (mode 700): the grader compiles and runs submissions as
# nobody, who must be able to read the repository.
repo=/srv/contact-forces

say() { echo "fresh-debian: $*"; }
give_up() { say "$*" >&2; exit 2; }

[ "$(id -u)" -eq 0 ] || give_up "needs root (debootstrap, mounts and namespaces); run: sudo $0"
command -v debootstrap >/dev/null 2>&1 \
    || give_up "needs debootstrap; run as root: apt-get install -y debootstrap"
command -v git >/dev/null 2>&1 && git rev-parse --verify -q HEAD >/dev/null 2>&1 \
    || give_up "needs git and a git checkout: it copies 'git archive HEAD'"

# The rest runs in its own mount and process namespaces.  The host never
# sees the root's mounts, and they go away with this script whatever kills
# it; every process started in the root (a chromedriver whose browser
# failed, a daemon a package starts) ends with it too, so none can keep the
# root busy.
if [ -z "${FRESH_DEBIAN_NAMESPACE:-}" ]; then
    command -v unshare >/dev/null 2>&1 || give_up "needs unshare (package util-linux)"
    FRESH_DEBIAN_NAMESPACE=1 exec unshare --mount --propagation private --pid --fork \
        /bin/sh "$self" "$@"
fi

# The two commands, as README.md gives them in its first sh block.
commands=$(awk '/^```sh/ { inside = 1; next } inside && /^```/ { exit }
                inside { sub(/[ \t]*#.*/, ""); if ($0 != "") print }' README.md)
[ "$(printf '%s\n' "$commands" | wc -l)" -eq 2 ] \
    || give_up "README.md should start with a sh block of two commands, found: $commands"

# Mounts in and of the root are undone whatever happens (the namespace
# would drop them anyway when the script ends); a root that still has one
# is never deleted (rm would reach the host's /dev through it).  A mount
# that a process still uses is detached at once and freed when that
# process ends.
mounted() { awk -v r="$root" '$2 == r || index($2, r "/") == 1 { m = 1 } END { exit !m }' \
                /proc/mounts; }
unmount_all() {
    for m in "$root/sys" "$root/dev/shm" "$root/dev/pts" "$root/dev" "$root/proc" "$root"; do
        if grep -q " $m " /proc/mounts; then
            umount "$m" 2>/dev/null || umount -l "$m"
        fi
    done
    return 0
}
trap 'unmount_all' EXIT
trap 'unmount_all; exit 1' INT TERM HUP

unmount_all
mounted && give_up "$root still has something mounted in it; unmount that first"
rm -rf --one-file-system "$root"
mkdir -p "$root" "$work/cache"

elapsed() { echo $(($(date +%s) - $1)); }

say "debootstrap --variant=minbase bookworm from $mirror"
start=$(date +%s)
if ! debootstrap --variant=minbase --cache-dir="$work/cache" bookworm "$root" "$mirror" \
        >"$work/debootstrap.log" 2>&1; then
    tail -n 5 "$work/debootstrap.log" >&2
    give_up "debootstrap failed (log: $work/debootstrap.log); is the mirror $mirror reachable?"
fi
debootstrap_seconds=$(elapsed "$start")

# The root becomes a mount point, which pivot_root (in_root, below) needs.
mount --bind "$root" "$root"
# What a booted Debian has and debootstrap leaves out.
# /proc: apt, dpkg and Python read their processes there, and the grader
# mounts a proc of its own for student code, which Linux allows only where
# a whole proc is visible already.  Mounted in this script's process
# namespace, it shows only the processes started here.
mount -t proc proc "$root/proc"
# /dev: /dev/null, /dev/urandom and the rest, from the host.
mount --bind /dev "$root/dev"
# /dev/pts: a bind of /dev does not carry the host's mounts below it.
mount --bind /dev/pts "$root/dev/pts"
# /dev/shm: where Chromium (the book's browser checks) keeps its shared
# memory; a tmpfs of the root's own rather than the host's.
mount -t tmpfs -o mode=1777,nosuid,nodev shm "$root/dev/shm"
# /sys: programs (Chromium among them) read the machine's hardware there;
# read-only, so nothing in the root can change the host.
mount --bind -o ro /sys "$root/sys"
# The name localhost: the Debian installer writes /etc/hosts, debootstrap
# does not.  Chromedriver reaches Chromium at ws://localhost:PORT, so
# without this file the browser checks fail with "unable to connect to
# renderer".  The lines are the installer's.
cat > "$root/etc/hosts" <<EOF
127.0.0.1	localhost
127.0.1.1	$(uname -n)
::1	localhost ip6-localhost ip6-loopback
ff02::1	ip6-allnodes
ff02::2	ip6-allrouters
EOF
# The mirror's name: the host's resolver, as the installer would set it up.
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null

# in_root COMMAND: run COMMAND in the root, with a clean environment and
# no locale (LANG and LC_ALL unset, as on a fresh minimal machine): the
# build and its tests must not depend on the caller's locale.
# Not with chroot: Linux does not let a chrooted process create a user
# namespace, and the grader runs student code in one (make test checks
# that).  Instead a mount namespace of the command's own takes the root as
# its "/" (pivot_root, the old "/" parked on the root's empty /mnt) and then
# lets go of the host's files (umount), as a booted machine has none.
in_root() {
    unshare --mount --fork /bin/sh -c 'cd "$1" && pivot_root . mnt && umount -l /mnt &&
        exec /usr/bin/env -i HOME=/root TERM=dumb \
            PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
            /bin/sh -c "$2"' in_root "$root" "$1"
}

say "the machine gets make, and nothing else"
start=$(date +%s)
in_root 'apt-get update -qq && apt-get install -y -qq --no-install-recommends make' \
    >"$work/make-install.log" 2>&1 \
    || give_up "could not install make from $mirror (log: $work/make-install.log)"
make_install_seconds=$(elapsed "$start")
in_root 'command -v cc || command -v gcc || test -f /usr/include/stdio.h' >/dev/null \
    && give_up "the root already has a compiler or C headers; it is not the machine to test"

mkdir -p "$root$repo"
# The commit is read once: the checkout may move on while the root builds.
commit=$(git rev-parse HEAD)
git archive --format=tar "$commit" | tar -x -C "$root$repo"
say "copied git archive HEAD ($(git rev-parse --short "$commit")) to $repo"

status=0
report=""
n=0
printf '%s\n' "$commands" > "$work/commands"
while IFS= read -r command; do
    n=$((n + 1))
    log=$work/command-$n.log
    say "running '$command' in $repo (log: $log)"
    start=$(date +%s)
    in_root "cd $repo && $command" >"$log" 2>&1 </dev/null
    rc=$?
    took=$(elapsed "$start")
    tail -n 4 "$log" | sed 's/^/    | /'
    report="$report$(printf '  %-10s exit %d, %d s' "$command" "$rc" "$took")
"
    [ "$rc" -eq 0 ] || status=1
done < "$work/commands"

echo
say "summary (Debian 12 minbase, commit $(git rev-parse --short "$commit"))"
printf '  %-10s %d s\n' debootstrap "$debootstrap_seconds" "install make" "$make_install_seconds"
printf '%s' "$report"
if [ "$status" -eq 0 ]; then say "PASSED: both README commands work on a fresh machine"
else say "FAILED: see the logs in $work"; fi
exit "$status"
