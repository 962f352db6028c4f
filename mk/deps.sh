#!/bin/sh
# deps.sh - find the Debian packages the build needs; install them when root.
#   deps.sh doctor    one line per missing tool, with the command that installs it
#   deps.sh install   install what is missing (as root), else print the command and fail
# Extra packages can be named after the mode, e.g. "deps.sh install chromium".
# CC (from make) picks the compiler: CC=clang needs clang and its sanitizer
# runtime; any other CC is checked as a command.
#
# On a Debian 12 machine that has only make, "make" runs this as root and
# installs everything below; add a package with one more "need" line.
set -u
mode=${1:-doctor}
[ $# -gt 0 ] && shift
cc=${CC:-cc}

missing=""
# need TEST PACKAGE WHAT: PACKAGE is missing when the shell test TEST fails.
need() {
    if ! sh -c "$1" >/dev/null 2>&1; then
        missing="$missing $2"
        if [ "$mode" = doctor ]; then
            printf 'missing: %-16s (%s)  install: apt-get install -y %s\n' "$2" "$3" "$2"
        fi
    fi
}
# optional TEST PACKAGE WHAT: doctor mentions it; the build does not need it.
optional() {
    [ "$mode" = doctor ] || return 0
    if sh -c "$1" >/dev/null 2>&1; then
        printf 'optional: %-15s (%s)  installed\n' "$2" "$3"
    else
        printf 'optional: %-15s (%s)  install: apt-get install -y %s\n' "$2" "$3" "$2"
    fi
}

case $cc in
    cc|gcc|gcc-*|*/gcc|*/gcc-*)
        need "command -v $cc"                 gcc            'the C compiler' ;;
    clang|clang-*|*/clang|*/clang-*)
        need "command -v $cc"                 clang          'the C compiler clang'
        need 'ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.asan*' \
                                              libclang-rt-dev 'the sanitizers of clang' ;;
    *)
        need "command -v $cc"                 "$cc"          'the C compiler named by CC' ;;
esac
need 'test -f /usr/include/stdio.h'           libc6-dev      'the C library headers'
need 'command -v make'                        make           'GNU Make'
need 'test -f /usr/include/CUnit/CUnit.h'     libcunit1-dev  'the CUnit test framework'
need 'command -v dot'                         graphviz       'figures: pivot-trace graphs'
need 'command -v pandoc'                      pandoc         'the book'
need 'test -f /usr/include/cjson/cJSON.h'     libcjson-dev   'the grader: Gradescope results.json'
need 'command -v python3'                     python3        'tests: cf solve --json parses'
need 'command -v chromium'                    chromium       'the browser checks of the book'
need 'command -v chromedriver'                chromium-driver 'the browser checks of the book (WebDriver)'
need 'echo "#include <gmp.h>" | cc -E -' libgmp-dev   'the property test: exact rational arithmetic'
need 'command -v clang'                       clang          'the live examples: cf compiled to WebAssembly'
need 'command -v wasm-ld'                     lld            'the live examples: the WebAssembly linker'
need 'test -f /usr/lib/wasm32-wasi/libc.a'    wasi-libc      'the live examples: the C library for wasm32-wasi'
need 'ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a' \
                                              libclang-rt-dev-wasm32 'the live examples: compiler-rt for wasm32'
for extra in "$@"; do
    need "dpkg -s $extra"                     "$extra"       'requested by the build'
done
optional 'command -v clang'                   clang          'a second C compiler: make CC=clang'

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
