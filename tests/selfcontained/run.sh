#!/bin/sh
# run.sh - the repository needs nothing beside it (part of make test).
#
#   run.sh [DIR]        check the repository in DIR (default: this one)
#   run.sh --self-test  plant each kind of bad reference in a copy and
#                       require that the check fails on it
#
# Every text file of the repository (the files git knows, or, in a copy
# without .git such as a tarball, every file below DIR except build/) is
# read, and the check fails when one
#   - refers to the design notes or peer folders that lived beside the
#     repository, or to a notes file the repository does not have (the
#     three strings are spelled out in forbidden_strings below);
#   - names an absolute path outside the system's own folders (/usr, /tmp,
#     /dev, ...: see system_roots), or a home folder (a tilde and a slash);
#   - names a relative path (../x) that climbs out of the repository;
#   - names a repository file (code/..., tests/..., chapters/...,
#     exercises/..., figures/..., bench/..., mk/..., tools/...) that does
#     not exist, from the root or from the folder of the file that names
#     it.  Names with wildcards, variables or placeholders in capitals
#     (code/NN-name/FILE.c) are patterns, not files, and are skipped; so
#     are the folders the build generates (is_generated) and the names in
#     tests/selfcontained/allowed.txt (examples and deliberately missing
#     files, each with its reason).
# Each finding is printed as FILE:LINE: what.  Exit 0 when there is none.
set -u
here=$(cd "$(dirname "$0")" && pwd)

# Written in pieces so that this file does not match them itself.
forbidden_strings() {
    printf '%s\n' '..''/shared' 'shared/peer''-cases' 'algorithms''.md'
}
# Absolute paths that name the system, not a place of one person's machine
# (autograder: the folders of Gradescope's machine).
system_roots='autograder bin dev etc lib lib64 proc run sbin srv sys tmp usr var'
# Folders that the build makes and that documents may name: the students'
# folders of make exercises (exercises/NN-name, from exercises/instructor).
is_generated() {
    case $1 in
        exercises/[0-9][0-9]-*)
            name=${1#exercises/}
            name=${name%%/*}
            [ -d "$root/exercises/instructor/$name" ] ;;
        *) return 1 ;;
    esac
}

# FILE may name PATH without PATH existing: allowed.txt says so.
is_allowed() {
    awk -v file="$1" -v path="$2" '$1 == file && $2 == path { found = 1 }
        END { exit !found }' "$here/allowed.txt"
}

# The files to read, one per line, relative to the root.
list_files() {
    if command -v git >/dev/null 2>&1 && [ -e "$root/.git" ] \
        && git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        git -C "$root" ls-files --cached --others --exclude-standard
    else
        (cd "$root" && find . -path ./build -prune -o -path ./.git -prune -o -type f -print \
            | sed 's|^\./||')
    fi
}

# Data files (problem data, tables, images) are not read: they hold numbers,
# not references.
is_data() {
    case $1 in
        *.dat|*.sol|*.tsv|*.csv|*.svg|*.png|*.jpg|*.pdf|*.zip|*.gz) return 0 ;;
        *) return 1 ;;
    esac
}

check_tree() {
    root=$1
    work=$(mktemp -d "${TMPDIR:-/tmp}/cf-selfcontained-XXXXXX") || exit 2
    list_files | while IFS= read -r f; do
        [ -f "$root/$f" ] && ! is_data "$f" && [ "$f" != tests/selfcontained/allowed.txt ] \
            && printf '%s\n' "$f"
    done > "$work/files"
    # Text files only (grep -I skips binary ones).
    (cd "$root" && tr '\n' '\0' < "$work/files" | xargs -0 grep -I -l '' 2>/dev/null) \
        > "$work/text" || true
    files_read=$(wc -l < "$work/text")
    forbidden_strings > "$work/forbidden"
    : > "$work/findings"
    (cd "$root" && tr '\n' '\0' < "$work/text" \
        | xargs -0 grep -n -F -f "$work/forbidden" /dev/null) \
        | sed 's/^\([^:]*:[0-9]*\):.*/\1: refers to a place outside the repository (see tests\/selfcontained\/run.sh)/' \
        >> "$work/findings"

    # Candidate paths: each word that starts after a space, quote, bracket,
    # =, comma, colon or semicolon.  Prints FILE<TAB>LINE<TAB>KIND<TAB>PATH.
    (cd "$root" && tr '\n' '\0' < "$work/text" | xargs -0 awk -v roots="$system_roots" '
        BEGIN {
            n = split(roots, r, " ")
            for (i = 1; i <= n; i++) system_root[r[i]] = 1
            prefixes = "^(code|tests|chapters|exercises|figures|bench|mk|tools)/"
        }
        function emit(kind, path) { printf "%s\t%d\t%s\t%s\n", FILENAME, FNR, kind, path }
        # Where does path, relative to the folder of FILENAME, lead?
        # "" when it climbs out of the repository.
        function resolve(path,    dir, n, parts, m, stack, i, out) {
            dir = FILENAME
            if (sub(/\/[^\/]*$/, "", dir) == 0) dir = ""
            m = 0
            if (dir != "") { n = split(dir, parts, "/"); for (i = 1; i <= n; i++) stack[++m] = parts[i] }
            n = split(path, parts, "/")
            for (i = 1; i <= n; i++) {
                if (parts[i] == "..") { if (m == 0) return ""; m-- }
                else if (parts[i] != "." && parts[i] != "") stack[++m] = parts[i]
            }
            out = "."
            for (i = 1; i <= m; i++) out = out "/" stack[i]
            return out
        }
        {
            line = $0
            # A word with a variable in it is a pattern; so is a string
            # glued to a macro (CF_PEER_DIR "/lcp/x").
            gsub(/[A-Z_][A-Z0-9_]* "\/[^"]*"/, " ", line)
            gsub(/[^ \t]*\$[^ \t]*/, " ", line)
            gsub(/[][ \t"\047`(){}=,;:<>|]/, " ", line)
            n = split(line, word, " ")
            for (i = 1; i <= n; i++) {
                w = word[i]
                sub(/[.]+$/, "", w)
                if (w ~ /[*?$%\\#@!&^]/) continue          # a pattern, not a path
                if (w ~ /path\/to\//) continue             # /path/to/x: a placeholder
                p = w
                gsub(/README|LICENSE|NOTICE|MANIFEST|COPYING/, "", p)
                if (p ~ /[A-Z][A-Z]/) continue              # code/NN-name: a placeholder
                if (w ~ /^~\//) { emit("home", w); continue }
                if (w ~ /^\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]/) {
                    top = substr(w, 2); sub(/\/.*/, "", top)
                    if (!(top in system_root)) emit("absolute", w)
                    continue
                }
                if (w ~ /^(\.\.\/)+[A-Za-z0-9._-]/ || w ~ /^\.\.$/) {
                    if (resolve(w) == "") emit("climbs", w)
                    continue
                }
                if (w ~ prefixes) emit("file", w)
            }
        }' /dev/null) > "$work/candidates"

    while IFS='	' read -r file line kind path; do
        case $kind in
            home)     echo "$file:$line: names a home folder: $path" ;;
            absolute) echo "$file:$line: names a place outside the repository: $path" ;;
            climbs)   echo "$file:$line: climbs out of the repository: $path" ;;
            file)
                if [ ! -e "$root/$path" ] && [ ! -e "$root/$(dirname "$file")/$path" ] \
                    && ! is_generated "$path" && ! is_allowed "$file" "$path"; then
                    echo "$file:$line: names $path, which is not in the repository"
                fi ;;
        esac
    done < "$work/candidates" >> "$work/findings"

    count=$(wc -l < "$work/findings")
    if [ "$count" -eq 0 ]; then
        echo "selfcontained: $files_read files read; every reference stays inside the repository"
        rm -rf "$work"
        return 0
    fi
    cat "$work/findings"
    echo "selfcontained: $count reference(s) to what is not in the repository ($files_read files read);"
    echo "  a name that is an example, not a reference, goes in tests/selfcontained/allowed.txt"
    rm -rf "$work"
    return 1
}

# --self-test: a clean copy passes; each planted reference makes it fail.
self_test() {
    repo=$(cd "$here/../.." && pwd)
    scratch=$(mktemp -d "${TMPDIR:-/tmp}/cf-selfcontained-test-XXXXXX") || exit 2
    passed=0; failed=0
    root=$repo
    list_files > "$scratch/list"
    mkdir -p "$scratch/clean"
    # Data files are not read, only named: empty stand-ins keep the copy quick.
    (cd "$repo" && tr '\n' '\0' < "$scratch/list" | xargs -0 sh -c \
        'for f; do [ -f "$f" ] || continue; mkdir -p "$(dirname "$0/$f")" || exit 1
             case $f in *.dat|*.sol|*.tsv|*.csv) : > "$0/$f" ;; *) cp "$f" "$0/$f" ;; esac
         done' "$scratch/clean")
    # A copy without .git: the find fallback.
    if check_tree "$scratch/clean" > "$scratch/clean.log"; then
        passed=$((passed + 1)); echo "  ok    a copy without .git passes ($(tail -n 1 "$scratch/clean.log"))"
    else
        failed=$((failed + 1)); echo "  FAIL  a copy without .git passes:"; cat "$scratch/clean.log"
    fi
    n=0
    # Each case: the file to plant in, the line planted, what the report must say.
    while IFS='|' read -r target planted expect; do
        n=$((n + 1))
        copy=$scratch/case$n
        cp -R "$scratch/clean" "$copy"
        mkdir -p "$(dirname "$copy/$target")"
        printf '%s\n' "$planted" >> "$copy/$target"
        if check_tree "$copy" > "$copy.log"; then
            failed=$((failed + 1)); echo "  FAIL  planted in $target: $planted (the check passed)"
        elif grep -q -F -- "$expect" "$copy.log"; then
            passed=$((passed + 1)); echo "  ok    planted in $target: $planted"
        else
            failed=$((failed + 1)); echo "  FAIL  planted in $target: $planted (no '$expect' in the report)"
            cat "$copy.log"
        fi
    done <<EOF
code/common/dense.c|/* see ..$(printf '/')shared/seeds/notes.txt */|code/common/dense.c:
tests/cases/ex1-particle-on-floor.cf|# peer data: ../..$(printf '/')shared/$(echo peer)-cases/siconos|tests/cases/ex1-particle-on-floor.cf:
README.md|The algorithm is in algorithms$(printf '.')md, section 2.|README.md:
chapters/01-single-contact.md|Run \`build/cf solve /home/student$(printf '/')cases/ex1.cf\`.|names a place outside the repository: /home$(printf '/')student/cases/ex1.cf
mk/book.mk|# notes in ~$(printf '/')notes/book.txt|names a home folder
tests/run-tests.sh|. ../../..$(printf '/')other-project/setup.sh|climbs out of the repository
exercises/README.md|See [the format](code$(printf '/')common/missing-file.h).|names code$(printf '/')common/missing-file.h
bench$(printf '/')new-notes.txt|data in tests$(printf '/')peer/siconos/lcp/missing-problem.dat|names tests$(printf '/')peer/siconos/lcp/missing-problem.dat
EOF
    rm -rf "$scratch"
    echo "selfcontained self-test: $passed passed, $failed failed"
    [ "$failed" -eq 0 ]
}

case ${1:-} in
    --self-test) self_test ;;
    "") check_tree "$(cd "$here/../.." && pwd)" ;;
    *) check_tree "$(cd "$1" && pwd)" ;;
esac
