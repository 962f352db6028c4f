#!/bin/sh
# deps.sh - find the Debian packages the build needs; install them when root.
#   deps.sh doctor    one line per missing tool, with the command that installs it
#   deps.sh install   install what is missing (as root), else print the command and fail
# Extra packages can be named after the mode, e.g. "deps.sh install chromium".
set -u
mode=${1:-doctor}
[ $# -gt 0 ] && shift

# tool-check package
missing=""
check() {
    # $1: how to test, $2: package, $3: what it is for
    if ! sh -c "$1" >/dev/null 2>&1; then
        missing="$missing $2"
        if [ "$mode" = doctor ]; then
            printf 'missing: %-16s (%s)  install: apt-get install -y %s\n' "$2" "$3" "$2"
        fi
    fi
}

check 'command -v cc'                         gcc            'the C compiler'
check 'command -v make'                       make           'GNU Make'
check 'test -f /usr/include/CUnit/CUnit.h'    libcunit1-dev  'the CUnit test framework'
check 'command -v dot'                        graphviz       'figures: pivot-trace graphs'
check 'command -v pandoc'                     pandoc         'the book'
check 'test -f /usr/include/cjson/cJSON.h'    libcjson-dev   'the grader: Gradescope results.json'
check 'echo "#include <gmp.h>" | cc -E - '    libgmp-dev     'the property test: exact rational arithmetic'
for extra in "$@"; do
    check "dpkg -s $extra" "$extra" 'requested by the build'
done

if [ -z "$missing" ]; then
    [ "$mode" = doctor ] && echo "doctor: everything the build needs is installed"
    exit 0
fi

if [ "$mode" = doctor ]; then
    echo "doctor: to install all of it: apt-get install -y$missing"
    exit 1
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "deps: installing$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq --no-install-recommends$missing >/dev/null \
        || { echo "deps: apt-get failed; run: apt-get install -y$missing" >&2; exit 1; }
    exit 0
fi

echo "deps: missing packages:$missing" >&2
echo "deps: run as root:  sudo apt-get install -y$missing" >&2
exit 1
