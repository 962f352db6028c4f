#!/bin/sh
# run.sh - the grader's own tests (make test-grader, part of make test).
#
#   run.sh BUILD [SANITIZED_GRADER]
#
# BUILD/exercises holds the grader and the kits (exercises/grader/kit.mk).
# Everything this makes goes to BUILD/grader-tests.  It checks:
#   - make-exercise.sh: the skeletons compile with -Werror, hold no solution
#     line of any exercise, match their handouts (every name a handout gives
#     exists, every function and helper a skeleton gives is named), and keep
#     a student's edits;
#   - the reference solutions score full marks, the skeletons 0 with
#     "still a stub" messages, in every exercise;
#   - a wrong version graded twice gets byte-identical reports, and details
#     that differ only in the time and memory of each run;
#   - the mutation suites (mutation.sh --sample 5): one in five wrong
#     versions of each exercise (make mutation grades all of them) loses
#     points with the message its "# expect:" lines name, every valid one
#     (the held-out ones too) scores full marks;
#   - every hostile or cheating submission (hostile/*.c), as root and as an
#     unprivileged user where the machine allows: a complete report, exactly
#     the tests its "fails:" line names marked failed, its score, its
#     "expect:" message, a valid results.json that no late writer changes,
#     nothing left running, nothing written outside, the grader done in time;
#   - what a student sees of hidden tests, in every exercise: name, concept
#     and verdict, and no number of a hidden problem in any output, file or
#     results.json;
#   - the student edition of the book: no line only a solution has;
#   - a class: the CSV gradebook, names a spreadsheet would take for
#     formulas written as text, 20 sleeping submissions within their
#     budgets, the class budget;
#   - the Gradescope zip holds every exercise's reference compiled and no
#     solution as source; its run_autograder writes a valid results.json,
#     also when the submission does not compile or crashes, and leaks
#     nothing of the hidden problems;
#   - the sanitized grader (ASan, UBSan) grades cleanly.
# Ends with "grader: N passed, M failed"; exits 1 if anything failed.
set -u
build=${1:?usage: run.sh BUILD [SANITIZED_GRADER]}
sanitized=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"
out=$root/$build/grader-tests
case $build in /*) out=$build/grader-tests ;; esac
grader=$(cd "$(dirname "$build/exercises/bin/grader")" && pwd)/grader
kits=$(dirname "$(dirname "$grader")")
rm -rf "$out"
mkdir -p "$out"
chmod 755 "$out"
started=$(date +%s)
passed=0
failed=0
as_root=0
[ "$(id -u)" -eq 0 ] && as_root=1

pass() { passed=$((passed + 1)); echo "  ok    $*"; }
fail() { failed=$((failed + 1)); echo "  FAIL  $*"; }
check() { # check DESCRIPTION COMMAND...
    what=$1
    shift
    if "$@"; then pass "$what"; else fail "$what"; fi
}
contains() { grep -F -q -- "$2" "$1"; }
last_line() { tail -n 1 "$1"; }
score_of() { sed -n 's|^Score: ||p' "$1" | tail -n 1; }
runners() { cat /proc/[0-9]*/comm 2>/dev/null | grep -c -x runner; }
seconds() { echo $(($(date +%s) - $1)); }

# grade KIT SUBMISSION LOGNAME [grader options]: the report in
# $out/LOGNAME.log, saved outputs in $out/LOGNAME/, the exit code in $code,
# the seconds it took in $took.  (POSIX sh has no local variables: the
# arguments are used in place.)
grade() {
    t0=$(date +%s)
    "$grader" --kit "$1" --submission "$2" --out "$out/$3" > "$out/$3.log" 2>&1
    code=$?
    took=$(seconds "$t0")
}

kit01=$kits/01-single-contact/kit
kit02=$kits/02-dantzig/kit
tests02=$(grep -c '^test ' exercises/instructor/02-dantzig/tests.txt)
max02=$(awk '/^(solve|trace)[ \t]/ { sum += $2 } /^rule[ \t]/ { sum += $3 } END { print sum }' exercises/instructor/02-dantzig/tests.txt)
all02=$(sed -n 's/^test //p' exercises/instructor/02-dantzig/tests.txt | sort | tr '\n' ' ')

# The mutation suites take the longest and need only the kits and the
# references: they start now, beside the sections before them, and are
# reported in their place.
sh "$here/mutation.sh" "$build" --sample 5 > "$out/mutation.log" 2>&1 &
mutation_pid=$!

echo "== skeletons (make-exercise.sh)"
for ex in 01-single-contact 02-dantzig 03-bilateral 04-static-friction 05-friction-3d 06-sliding-friction; do
    check "$ex: skeleton generated and compiled with -Werror" \
        sh -c "sh exercises/tools/make-exercise.sh $ex '$out/exercises/$ex' > '$out/make-$ex.log' 2>&1"
done
# handout_check EX SKELETON: 0 when the handout (handout-README.md) and the
# skeleton agree, else says what differs.  Every name the handout's code
# spans give (a function before "(", a field after "->", a constant in
# capitals, a lone name with "_") must be in the skeleton or the headers
# it compiles against; every function the skeleton defines, and every
# helper a stub names with "(void)", must be named in the handout.
handout_check() {
    hc_ex=$1
    hc_skel=$2
    hc_handout=exercises/instructor/$hc_ex/handout-README.md
    hc_uses=$(sed -n 's/^#[[:space:]]*uses[[:space:]]*//p' "exercises/instructor/$hc_ex/tests.txt")
    hc_given=$(mktemp)
    cat "$hc_skel" code/common/*.h "code/$hc_ex"/*.h $(for u in $hc_uses; do echo "code/$u/*.h"; done) > "$hc_given"
    hc_bad=""
    # What the handout names in code spans: functions (a name before "("),
    # fields (after "->" or "."), constants (upper case with "_") and lone
    # names with "_"; each must be in the skeleton or the headers it sees.
    for name in $(grep -o '`[^`]*`' "$hc_handout" | tr -d '`' | awk '
            { line = $0
              while (match(line, /[A-Za-z_][A-Za-z0-9_]*\(/)) { print substr(line, RSTART, RLENGTH - 1); line = substr(line, RSTART + RLENGTH) }
              line = index($0, "->") > 0 ? $0 : ""
              while (match(line, /(->|\.)[a-z_][a-z0-9_]*/)) { w = substr(line, RSTART, RLENGTH); sub(/^(->|\.)/, "", w); print w; line = substr(line, RSTART + RLENGTH) }
              line = $0
              while (match(line, /[A-Z][A-Z0-9]*_[A-Z0-9_]+/)) { print substr(line, RSTART, RLENGTH); line = substr(line, RSTART + RLENGTH) }
              if ($0 ~ /^[a-z][a-z0-9]*_[a-z0-9_]+$/) print $0 }' | sort -u); do
        grep -q -w -- "$name" "$hc_given" || hc_bad="$hc_bad $name"
    done
    # Every function the skeleton defines, and every helper a stub names
    # with "(void)", is named in the handout.
    hc_missing=""
    for name in $( { grep -E '^[a-z][a-z_0-9 ]*[ *][a-z_0-9]+\(' "$hc_skel" | grep -v ';$' \
                       | sed -E 's/^[a-z][a-z_0-9 ]*[ *]([a-z_0-9]+)\(.*/\1/'
                     grep -o '(void)[a-z_0-9]*;' "$hc_skel" | sed 's/(void)\(.*\);/\1/' \
                       | while read -r w; do grep -q -E "^[a-z][a-z_0-9 ]*[ *]$w\(" "$hc_skel" && echo "$w"; done
                   } | sort -u); do
        grep -q -w -- "$name" "$hc_handout" || hc_missing="$hc_missing $name"
    done
    rm -f "$hc_given"
    [ -z "$hc_bad$hc_missing" ] && return 0
    [ -z "$hc_bad" ] || echo "    $hc_ex: the handout names what the skeleton does not have:$hc_bad"
    [ -z "$hc_missing" ] || echo "    $hc_ex: the skeleton gives what the handout does not name:$hc_missing"
    return 1
}
for ex in 01-single-contact 02-dantzig 03-bilateral 04-static-friction 05-friction-3d 06-sliding-friction; do
    file=$(sed -n 's/^file[[:space:]]*//p' "exercises/instructor/$ex/tests.txt")
    check "$ex: the handout names only what the skeleton has, and every function and helper it gives" \
        handout_check "$ex" "$out/exercises/$ex/$file"
done
check "02-dantzig: no solution line left in the skeleton" \
    sh -c "! grep -q -e 'SOLUTION' -e 'cf_solve_psd(k' -e 'candidate < step' '$out/exercises/02-dantzig/dantzig.c'"
check "02-dantzig: every function to write is a stub" \
    sh -c "test \$(grep -c 'return CF_NOT_IMPLEMENTED;\$' '$out/exercises/02-dantzig/dantzig.c') -eq 3"
check "02-dantzig: README lists every test with its points" \
    sh -c "test \$(grep -c -E '\| (public|hidden) \|' '$out/exercises/02-dantzig/README.md') -eq $tests02"
check "02-dantzig: the public problems, and no hidden one, in cases/" \
    sh -c "test -f '$out/exercises/02-dantzig/cases/ex2-box-on-floor.cf' && ! ls '$out/exercises/02-dantzig/cases' | grep -q tie"
echo "/* my work */" >> "$out/exercises/02-dantzig/dantzig.c"
sh exercises/tools/make-exercise.sh 02-dantzig "$out/exercises/02-dantzig" > /dev/null 2>&1
check "02-dantzig: make exercises keeps a student's edits" \
    contains "$out/exercises/02-dantzig/dantzig.c" "/* my work */"

echo "== reference solutions and untouched skeletons"
# Every exercise: the reference scores full marks and exits 0; the
# untouched skeleton scores 0, exits 1, has one line per test, and is told
# which of its functions are still stubs (the TODO names of its file).
for tests in exercises/instructor/[0-9][0-9]-*/tests.txt; do
    ex=$(basename "$(dirname "$tests")")
    n=${ex%%-*}
    file=$(sed -n 's/^file[[:space:]]*//p' "$tests")
    max=$(awk '/^(solve|trace)[ \t]/ { sum += $2 } /^rule[ \t]/ { sum += $3 } END { print sum }' "$tests")
    count=$(grep -c '^test ' "$tests")
    grade "$kits/$ex/kit" "code/$ex/$file" "reference-$n"
    echo "        reference $ex: $(score_of "$out/reference-$n.log") in ${took} s"
    check "$ex: the reference scores full marks and exits 0" \
        sh -c "[ $code -eq 0 ] && [ '$(last_line "$out/reference-$n.log")' = 'Score: $max/$max' ]"
    sh exercises/tools/make-exercise.sh --force "$ex" "$out/exercises/$ex" > /dev/null 2>&1
    stubs=$(sed -n 's|.*/\* TODO(\([a-z0-9_]*\)).*|\1|p' "$out/exercises/$ex/$file" \
            | awk '{ names[NR] = $0 } END { for (k = 1; k <= NR; k++)
                     printf "%s%s", names[k], k == NR ? "" : k == NR - 1 ? " and " : ", " }')
    grade "$kits/$ex/kit" "$out/exercises/$ex" "skeleton-$n"
    echo "        skeleton $ex: $(score_of "$out/skeleton-$n.log")"
    check "$ex: the skeleton scores 0, exits 1, one line per test, told that $stubs are still stubs" \
        sh -c "[ $code -eq 1 ] && [ '$(score_of "$out/skeleton-$n.log")' = '0/$max' ] \
               && [ \$(grep -c -E '^  (ok|PART|FAIL) ' '$out/skeleton-$n.log') -eq $count ] \
               && grep -q -F '$stubs' '$out/skeleton-$n.log'"
done
check "02-dantzig: the full output of a failed test is saved" \
    contains "$out/skeleton-02/ex2-box-on-floor.txt" "status: not-implemented (expected ok)"

# The same file graded twice gets the same report, byte for byte, and the
# same saved details but for their "process:" lines (the CPU and wall time
# and memory a run took): nothing in a grading is drawn at random (the
# twins' factor comes from the file's bytes).  A wrong version that loses points
# on public problems (and so on their twins), in two exercises.
for pair in 02-dantzig:fdirection-rhs-sign 04-static-friction:at-bound-not-scaled-when-sticking-ends; do
    ex=${pair%%:*}
    file=$(sed -n 's/^file[[:space:]]*//p' "exercises/instructor/$ex/tests.txt")
    mkdir -p "$out/twice-$ex"
    sed -f "tests/grader/mutants/$ex/${pair#*:}.sed" "code/$ex/$file" > "$out/twice-$ex/$file"
    grade "$kits/$ex/kit" "$out/twice-$ex/$file" "twice-$ex-graded"
    mv "$out/twice-$ex-graded.log" "$out/twice-$ex-first.log"
    mv "$out/twice-$ex-graded" "$out/twice-$ex-first"
    grade "$kits/$ex/kit" "$out/twice-$ex/$file" "twice-$ex-graded"
    check "$ex: a wrong version graded twice gets byte-identical reports ($(score_of "$out/twice-$ex-graded.log")) and details" \
        sh -c "grep -q '^twin factor: ' '$out/twice-$ex-graded.log' \
               && [ '$(score_of "$out/twice-$ex-graded.log")' != '$(score_of "$out/reference-${ex%%-*}.log")' ] \
               && cmp -s '$out/twice-$ex-first.log' '$out/twice-$ex-graded.log' \
               && diff -r -I '^process: ' '$out/twice-$ex-first' '$out/twice-$ex-graded' > /dev/null"
done

# No skeleton holds a line of any exercise's solution: the lines of the
# solution regions that no other source has (code/ but the exercises'
# references), in every student folder make-exercise.sh writes.
trimmed() { sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' "$@" | sort -u; }
solutions=$out/solution-lines
mkdir -p "$solutions"
references=""
for tests in exercises/instructor/[0-9][0-9]-*/tests.txt; do
    ex=$(basename "$(dirname "$tests")")
    references="$references code/$ex/$(sed -n 's/^file[[:space:]]*//p' "$tests")"
done
awk '/\/\/ BEGIN SOLUTION/ { inside = 1; next } /\/\/ END SOLUTION/ { inside = 0 } inside' $references \
    | trimmed | awk 'length($0) >= 8' > "$solutions/all"
others=$(for f in code/*/*.c code/*/*.h; do case " $references " in *" $f "*) ;; *) echo "$f" ;; esac; done)
# (the references' lines outside their solution regions, and the stubs'
# statements, are no solution's alone)
{ cat $others; awk '/\/\/ BEGIN SOLUTION/ { inside = 1; next } /\/\/ END SOLUTION/ { inside = 0; next } !inside' $references
  sed -n 's|.*// BEGIN SOLUTION stub:||p' $references | tr ';' '\n' | sed -e 's/^ *//' -e 's/$/;/'; } \
    | trimmed > "$solutions/elsewhere"
comm -23 "$solutions/all" "$solutions/elsewhere" > "$solutions/distinct"
find "$out/exercises" -type f -name '*.[ch]' -exec cat {} + | trimmed > "$solutions/skeletons"
comm -12 "$solutions/distinct" "$solutions/skeletons" > "$solutions/in-skeletons"
check "no skeleton holds any of the $(wc -l < "$solutions/distinct") lines only the exercises' solutions have" \
    sh -c "[ \$(wc -l < '$solutions/distinct') -ge 100 ] && [ ! -s '$solutions/in-skeletons' ]"

echo "== mutation suites (mutation.sh: mutants/EX/*.sed wrong, mutants/EX/valid/*.sed right)"
wait $mutation_pid
mutation=$?
sed 's/^/        /' "$out/mutation.log"
check "every wrong version caught with its expected message, every valid one at full marks" [ $mutation -eq 0 ]

echo "        ($(seconds "$started") s so far)"
echo "== hostile and cheating submissions (hostile/*.c), in every mode the machine allows"
cc -std=c11 -Wall -Wextra -Werror -pedantic -O2 "$here/check_results.c" -o "$out/check_results" -lcjson -lm
# The launcher of the root-no-userns mode: root as in a default Docker
# container (no CAP_SYS_ADMIN, Docker's seccomp rules on namespaces).
cc -std=c11 -Wall -Wextra -Werror -pedantic -O2 "$here/no-userns.c" -o "$out/no-userns"
# find_sweep.py's driver (it compiles it with each version it searches):
# here once with the library as it is, warnings as errors, and it must give
# a found problem's forces as cf solve does.
sweep_includes=$(for d in code/*/; do printf ' -I%s' "${d%/}"; done)
sweep_case=exercises/instructor/02-dantzig/hidden/sweep-01.cf
check "find_sweep.py's driver builds with -Werror and answers as cf solve does" sh -c "
    cc -std=c11 -Wall -Wextra -Werror -pedantic -O2 -D_POSIX_C_SOURCE=200809L $sweep_includes \
        '$here/sweep_driver.c' '$build/obj/code/tools/stages.o' '$build/lib/libcf.a' -lm \
        -o '$out/sweep_driver' &&
    [ \"\$('$out/sweep_driver' 2 '$sweep_case' | cut -d' ' -f2- | cut -d'|' -f1 | sed 's/ *\$//')\" \
      = \"\$('$build/cf' solve --stage 2 '$sweep_case' | sed -n 's/^f: //p')\" ]"
# find_waits.c, the search behind exercise 4's hidden tests of drives that
# wait: it builds with -Werror, and the seeds the hidden files name still
# give those problems (the same rows, A and b, byte for byte).
waits_hidden=exercises/instructor/04-static-friction/hidden
same_problem() { # FOUND FILE: the problem lines of both, from "size" on
    sed -n '/^size/,$p' "$2" > "$out/waits-want"
    sed -n '/^size/,$p' "$1" > "$out/waits-got"
    cmp -s "$out/waits-want" "$out/waits-got"
}
check "find_waits.c builds with -Werror and its seeds give the hidden problems of drives that wait" sh -c "
    cc -std=c11 -Wall -Wextra -Werror -pedantic -O2 -D_POSIX_C_SOURCE=200809L $sweep_includes \
        '$here/find_waits.c' '$build/obj/code/04-static-friction/maxstep.o' \
        '$build/obj/code/04-static-friction/friction_states.o' '$build/lib/libcf.a' -lm \
        -o '$out/find_waits' &&
    '$out/find_waits' singular 16019376 16019377 > '$out/waits-a.cf' &&
    '$out/find_waits' singular 8012178 8012179 > '$out/waits-b.cf' &&
    '$out/find_waits' pair 161710 3966843 > '$out/waits-c.cf' &&
    '$out/find_waits' pair 163315 3242594 > '$out/waits-d.cf'"
for pair in "a singular-drive-waits-a" "b singular-drive-waits-b" "c drives-wait-ray-first" \
            "d drives-wait-singular-first"; do
    check "find_waits: the seed of $waits_hidden/${pair#* }.cf gives its problem" \
        same_problem "$out/waits-${pair%% *}.cf" "$waits_hidden/${pair#* }.cf"
done
# hooked FILE: FILE whose stage entry point (stageN_solve or
# stageN_compute_forces: what the runner calls) first asks hostile(p, f, a),
# which the text before it defines; 1 means "answer with f and a as they are".
# Exercise 5's file has no entry point (friction_3d.c, given, has it): there
# cone_fdirection asks, with the solve's problem, f and a, and 1 means "no
# direction" (CF_SINGULAR), so the drives fail and f stays 0.
hooked() {
    awk '{ print }
         /^cf_status stage[0-9]_(solve|compute_forces)\(/ { want = "    if (hostile(p, f, a))\n        return CF_OK;"; next }
         /^cf_status cone_fdirection\(/ { want = "    if (hostile(s->base.dz.p, s->base.dz.f, s->base.dz.a))\n        return CF_SINGULAR;"; next }
         want != "" && /^\{$/ { print want; want = "" }' "$1"
}
# hook NAME MODE: the submission.  Its header's "base:" is the file it goes
# into: the reference (default), the skeleton, or none (the file as is).
# compute_forces first asks the hostile code; 1 means "answer as is".
hook() {
    base=$(sed -n 's/^ \* base: //p' "$here/hostile/$1.c")
    eval "dir=\$hostile_$(var "$2")/$1 kit=\$kit02_$(var "$2") repo=\$repo_$(var "$2")"
    # A relative path that reaches the reference from any folder: up to / first.
    reference=$(printf '../%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16)${repo#/}/code/02-dantzig/dantzig.c
    sed -e "s|@SUBMISSION@|$dir|g" -e "s|@KIT@|$kit|g" -e "s|@ESCAPE@|$out/escape|g" \
        -e "s|@ROOT@|$repo|g" -e "s|@CF@|$repo/$build/cf|g" -e "s|@JSON@|$dir.json|g" \
        -e "s|@GRADEBOOK@|$dir.gradebook.csv|g" -e "s|@REFERENCE@|$reference|g" "$here/hostile/$1.c"
    case $base in
        none) return ;;
        skeleton) into=$out/exercises/02-dantzig/dantzig.c ;;
        *) into=code/02-dantzig/dantzig.c ;;
    esac
    hooked "$into"
}
# Modes: as root, the grader as root (student code as a user id of its
# own), the grader as an unprivileged user (an id no one else has), and the
# grader as root in a default Docker container, reproduced by no-userns
# (root-no-userns: no user namespace, so student code runs as a user id of
# its own without namespaces); otherwise, the grader as this user.
if [ $as_root -eq 1 ]; then
    modes="root user root-no-userns"
    test_uid=$((1400000000 + $$ % 100000))
else
    modes="user"
    test_uid=$(id -u)
fi
# var MODE: the mode's name as part of a variable's name (root_no_userns).
var() { echo "$1" | tr -c 'a-z0-9\n' _; }
# Processes left by student code after the grader (pid $1) ended: of the
# user id the grader gave them (as root, 1500000000 + its pid), of the test
# user (the unprivileged mode), or else ours named runner.
leftovers() {
    if [ $as_root -eq 1 ]; then
        cat /proc/[0-9]*/status 2>/dev/null \
            | awk -v own=$((1500000000 + $1)) -v test="$test_uid" -v mode="$2" \
                  '$1 == "Uid:" && ((mode != "user" && $2 == own) || (mode == "user" && $2 == test)) { n++ }
                   END { print n + 0 }'
    else
        cat /proc/[0-9]*/status 2>/dev/null \
            | awk -v me="$(id -u)" '$1 == "Name:" { name = $2 } $1 == "Uid:" && name == "runner" && $2 == me { n++ }
                                    END { print n + 0 }'
    fi
}
mkdir -p "$out/escape"
chmod 755 "$out/escape"
# Where each mode's grader, kit and submissions live.  The unprivileged user
# must be able to walk to them; a clone below a folder only its owner may
# enter (mktemp -d makes 0700) does not allow that, so that mode then works
# on a copy of the kits in a scratch folder everyone may enter.
grader_root=$grader kit02_root=$kit02 hostile_root=$out/hostile-root repo_root=$root
grader_user=$grader kit02_user=$kit02 hostile_user=$out/hostile-user repo_user=$root
scratch=""
if [ $as_root -eq 1 ] && ! setpriv --reuid=$test_uid --regid=$test_uid --clear-groups \
        sh -c "test -x '$grader' && test -r '$kit02/tests/tests.txt' && test -x '$out'" 2>/dev/null; then
    scratch=$(mktemp -d /tmp/cf-grader-user.XXXXXX)
    chmod 755 "$scratch"
    cp -R "$kits" "$scratch/exercises" && chmod -R a+rX "$scratch/exercises"
    grader_user=$scratch/exercises/bin/grader
    kit02_user=$scratch/exercises/02-dantzig/kit
    hostile_user=$scratch/hostile-user
    mkdir -p "$hostile_user"
    ln -s "$hostile_user" "$out/hostile-user"
    trap 'rm -rf "$scratch"' EXIT
    echo "   (the clone is closed to other users: the unprivileged mode runs from a copy in $scratch)"
fi
# Without namespaces, student code sees the machine's files as any other
# user does, and the grader refuses to grade unless the kit's tests and its
# outputs are closed to others: on Gradescope setup.sh closes
# /autograder/source (the repository's copy) but the kit's headers.  So
# that mode works in a folder only root may enter, with a copy of the kit
# (its tests closed) and of the repository's files the hostile submissions
# name (@ROOT@ and @CF@ point there): the clone itself is open to all.
if [ $as_root -eq 1 ]; then
    nu=$out/closed
    mkdir -p "$nu/repo/code/02-dantzig" "$nu/repo/exercises/instructor/02-dantzig" "$nu/repo/$build"
    chmod 700 "$nu"
    cp -R "$kit02" "$nu/kit02"
    chmod -R go-rwx "$nu/kit02/tests"
    cp code/02-dantzig/dantzig.c "$nu/repo/code/02-dantzig/"
    cp -R exercises/instructor/02-dantzig/hidden "$nu/repo/exercises/instructor/02-dantzig/"
    cp "$build/cf" "$nu/repo/$build/cf" 2>/dev/null
    grader_root_no_userns=$grader kit02_root_no_userns=$nu/kit02 hostile_root_no_userns=$nu/hostile
    repo_root_no_userns=$nu/repo
    check "no-userns: under it, 'unshare -U true' fails, a plain command runs" \
        sh -c "! '$out/no-userns' unshare -U true 2> /dev/null && '$out/no-userns' true"
    # Why the grader's sandbox is its own and not bubblewrap (exercises/README.md,
    # "Isolation"): where Gradescope runs it, bubblewrap cannot start at all,
    # while the grader grades in its second mode (below).
    check "no-userns: bubblewrap cannot make its namespaces there (it runs outside it)" \
        sh -c "bwrap --unshare-all --ro-bind / / true \
               && ! '$out/no-userns' bwrap --unshare-all --ro-bind / / true 2> '$out/bwrap-no-userns.log'"
fi
sh exercises/tools/make-exercise.sh --force 02-dantzig "$out/exercises/02-dantzig" > /dev/null 2>&1
# field NAME SOURCE MODE: the header's "NAME:" line of a hostile file; in
# the root-no-userns mode its "no-userns-NAME:" line instead, where there
# is one (an exception, whose reason its "no-userns:" line gives).
field() {
    if [ "$3" = root-no-userns ] && grep -q "^ \* no-userns-$1:" "$2"; then
        sed -n "s/^ \* no-userns-$1:[[:space:]]*//p" "$2"
    else
        sed -n "s/^ \* $1:[[:space:]]*//p" "$2"
    fi
}
# hostile_mode MODE: every hostile submission in one mode; a line "ok ..." or
# "FAIL ..." for each (the modes run side by side, each in a subshell).
hostile_mode() {
    mode=$1
    eval "mode_dir=\$hostile_$(var $mode) mode_grader=\$grader_$(var $mode) mode_kit=\$kit02_$(var $mode)"
    mkdir -p "$mode_dir"
    as=""  # who makes the submission's files
    launch=""  # what the grader runs under
    if [ $as_root -eq 1 ] && [ $mode = user ]; then
        as="setpriv --reuid=$test_uid --regid=$test_uid --clear-groups"
        launch=$as
        chown "$test_uid:$test_uid" "$mode_dir"
    fi
    [ $mode = root-no-userns ] && launch=$out/no-userns
    for source in "$here"/hostile/*.c; do
        name=$(basename "$source" .c)
        dir=$mode_dir/$name
        $as mkdir -p "$dir"
        hook "$name" "$mode" > "$mode_dir/$name.c" && $as cp "$mode_dir/$name.c" "$dir/dantzig.c"
        printf 'student,total\nalice,10\n' | $as tee "$dir.gradebook.csv" > /dev/null
        options=$(sed -n 's/^ \* options: //p' "$source")
        t0=$(date +%s)
        $launch "$mode_grader" --kit "$mode_kit" --submission "$dir" --out "$dir.out" --results-json "$dir.json" \
            $options > "$dir.log" 2>&1 &
        pid=$!
        wait $pid
        code=$?
        took=$(seconds "$t0")
        log=$dir.log
        if [ "$name" = fork-write-late ]; then
            sum=$(cat "$dir.json" "$dir.gradebook.csv" | cksum)
            sleep 2
            [ "$(cat "$dir.json" "$dir.gradebook.csv" | cksum)" = "$sum" ] || late=1
        fi
        want_failed=$(field fails "$source" $mode | tr -s ' ' '\n' | grep . | sort | tr '\n' ' ')
        [ "$want_failed" = "all " ] && want_failed=$all02
        got_failed=$(grep -E '^  (PART|FAIL) ' "$log" | awk '{ print $2 }' | sort | tr '\n' ' ')
        expect=$(field expect "$source" $mode)
        want_score=$(field score "$source" $mode | sed "s/^full\$/$max02/")
        # "full-5": full marks but for the points of the tests it must fail
        case $want_score in full-*) want_score=$((max02 - ${want_score#full-})) ;; esac
        lines=$(grep -c -E '^  (ok|PART|FAIL) ' "$log")
        problems=""
        if [ -z "$want_score" ] || [ "$want_score" != 0 ] || grep -q '^build: ok' "$log"; then
            [ "$lines" -eq "$tests02" ] || problems="$problems; $lines test lines, not $tests02"
        fi
        last_line "$log" | grep -q "^Score: [0-9.]*/$max02\$" || problems="$problems; the last line is not the grader's Score"
        [ -z "$want_score" ] || [ "$(score_of "$log")" = "$want_score/$max02" ] \
            || problems="$problems; scored $(score_of "$log"), not $want_score"
        grep -q -E '^ \* (no-userns-)?fails:' "$source" && [ "$want_failed" != "$got_failed" ] \
            && problems="$problems; failed [$got_failed], expected [$want_failed]"
        [ -z "$expect" ] || contains "$log" "$expect" || problems="$problems; no '$expect'"
        for absent in $(sed -n 's/^ \* absent: //p' "$source"); do
            grep -r -q -F "$absent" "$log" "$dir.json" "$dir.out" 2>/dev/null && problems="$problems; '$absent' in its report"
        done
        "$out/check_results" "$dir.json" > /dev/null 2>&1 || problems="$problems; results.json is not valid"
        [ "$took" -le 30 ] || problems="$problems; took $took s"
        [ "$(leftovers $pid $mode)" -eq 0 ] || problems="$problems; processes left running"
        [ "${late:-0}" -eq 0 ] || problems="$problems; results.json or the gradebook changed after grading"
        late=0
        grep -q -x 'Score: 100/100' "$log" && problems="$problems; the fake score reached the report"
        if [ "$name" = fork-loop ] && ! grep -q -E 'forked [0-9] of 64' "$dir.out/ex2-box-on-floor.txt"; then
            problems="$problems; the process limit did not hold the forks back"
        fi
        if [ $mode = root-no-userns ]; then
            # The mode it was meant to test, and nothing of the run's user
            # left in the folders every user may write.
            grep -q -x 'isolation: unprivileged user, no namespaces (network reachable)' "$log" \
                || problems="$problems; the report does not say it graded without namespaces"
            [ -z "$(find /tmp /var/tmp /dev/shm /run/lock -maxdepth 1 -uid $((1500000000 + pid)) 2>/dev/null)" ] \
                || problems="$problems; files of its user left in /tmp, /var/tmp, /dev/shm or /run/lock"
        fi
        if [ "$name" = fill-disk ] && [ $mode != root-no-userns ]; then
            most=$(sed -n 's/^ \* wrote-at-most: //p' "$source")
            wrote=$(sed -n 's/^wrote \([0-9]*\) MiB$/\1/p' "$dir.out/ex2-box-on-floor.txt" | sort -n | tail -n 1)
            [ -n "$wrote" ] && [ "$wrote" -le "$most" ] || problems="$problems; it wrote ${wrote:-?} MiB"
        fi
        if [ "$name" = write-outside ]; then
            for escaped in "$dir/ESCAPED" "$mode_kit/ESCAPED" "$out/escape/ESCAPED" "$dir.out/ESCAPED" \
                           "$mode_dir/ESCAPED" /tmp/cf-grader-test-ESCAPED \
                           /run/lock/cf-grader-test-ESCAPED /dev/shm/cf-grader-test-ESCAPED \
                           /var/tmp/cf-grader-test-ESCAPED; do
                [ -e "$escaped" ] && problems="$problems; it wrote $escaped"
            done
            contains "$mode_kit/tests/tests.txt" "escaped" && problems="$problems; it wrote into the kit's tests"
        fi
        if [ -z "$problems" ]; then
            echo "ok $mode: hostile $name: $(score_of "$log") in ${took} s, failed: ${got_failed:-none}"
        else
            echo "FAIL $mode: hostile $name:${problems#;} ($log)"
        fi
    done
}

# What a student sees of the hidden tests (printed after the hostile
# submissions): it grades as root in folders of its own, so it runs beside
# them, its lines replayed below.
leak_section() {
    # Numbers of 3 digits or more, or with a decimal point; not the times and
    # sizes of the process lines, which are no problem's.
    numbers() {
        cat "$@" 2>/dev/null | grep -v '^process: ' \
            | grep -o -E -- '-?[0-9]+\.[0-9]+([eE][-+]?[0-9]+)?|-?[0-9]{3,}' | sort -u
    }
    # A submission that prints every problem it is given, then answers f = 0:
    # every test whose answer is not f = 0 fails, and its failure message and
    # output hold numbers.  The instructor's report of the hidden tests holds
    # those numbers; nothing a student sees may hold one that no public test
    # or published problem has.
    for tests in exercises/instructor/[0-9][0-9]-*/tests.txt; do
        ex=$(basename "$(dirname "$tests")")
        leak=$out/leak-$ex
        mkdir -p "$leak/submission"
        file=$(sed -n 's/^file[[:space:]]*//p' "$tests")
        {
            printf '#include <stdio.h>\n#include "problem.h"\n'
            printf 'static int hostile(const cf_problem *p, double *f, double *a)\n{\n'
            printf '    for (int i = 0; i < p->n * p->n; i++)\n        printf("%%.17g\\n", p->A[i]);\n'
            printf '    for (int i = 0; i < p->n; i++)\n        printf("%%.17g\\n", p->b[i]);\n'
            printf '    for (int i = 0; i < p->n; i++) {\n        f[i] = 0.0;\n        a[i] = p->b[i];\n    }\n'
            printf '    return 1;\n}\n'
            hooked "code/$ex/$file"
        } > "$leak/submission/$file"
        "$grader" --kit "$kits/$ex/kit" --submission "$leak/submission" --out "$leak/student" \
            --results-json "$leak/student.json" > "$leak/student.log" 2>&1
        "$grader" --kit "$kits/$ex/kit" --submission "$leak/submission" --out "$leak/instructor" --audience instructor \
            > "$leak/instructor.log" 2>&1
        "$out/check_results" "$leak/student.json" --visible "$leak/visible.txt" > /dev/null
        hidden_names=$(awk '/^test / { name = $2 } /^hidden/ { print name }' "$tests")
        public_names=$(awk '/^test / { name = $2 } /^public/ { print name }' "$tests")
        count=$(grep -c '^test ' "$tests")
        numbers $(for t in $hidden_names; do echo "$leak/instructor/$t.txt"; done) > "$leak/hidden-numbers"
        numbers $(for t in $public_names; do echo "$leak/instructor/$t.txt"; done) tests/cases/*.cf \
            "$out/exercises/$ex/cases/"*.cf > "$leak/public-numbers"
        comm -23 "$leak/hidden-numbers" "$leak/public-numbers" > "$leak/only-hidden"
        numbers "$leak/student.log" "$leak/visible.txt" "$leak"/student/*.txt > "$leak/student-numbers"
        comm -12 "$leak/only-hidden" "$leak/student-numbers" > "$leak/leaked"
        # The same comparison on a student log with the hidden reports pasted
        # in must find a leak: the check can fail.
        numbers "$leak/student.log" $(for t in $hidden_names; do echo "$leak/instructor/$t.txt"; done) \
            | comm -12 "$leak/only-hidden" - > "$leak/planted-leak"
        check "$ex: the instructor's report holds $(wc -l < "$leak/only-hidden") numbers of the hidden problems; a student's output, results.json (before release) and saved files hold none (a planted leak shows $(wc -l < "$leak/planted-leak"))" \
            sh -c "[ \$(wc -l < '$leak/only-hidden') -ge 50 ] && [ ! -s '$leak/leaked' ] && [ -s '$leak/planted-leak' ]"
        check "$ex: a student's report names each hidden test with its concept, and saves no file of it" \
            sh -c "for t in $(echo $hidden_names); do grep -q -E \"^  (ok|FAIL|PART) +\$t .*[(]hidden test: \" '$leak/student.log' \
                   && [ ! -e '$leak/student/'\$t.txt ] || exit 1; done"
        check "$ex: results.json: each hidden test visible with its points and verdict, its details after_published" \
            sh -c "[ \$(grep -c '\"visibility\":[[:space:]]*\"after_published\"' '$leak/student.json') -eq $(echo $hidden_names | wc -w) ] \
                   && '$out/check_results' '$leak/student.json' --tests $count > /dev/null"
    done
}
# replay FILE: the lines a section run beside another wrote, counted as
# its checks ("  ok    ..." passed, "  FAIL  ..." failed).
replay() {
    while IFS= read -r line; do
        case $line in
            "  ok    "*) pass "${line#  ok    }" ;;
            "  FAIL  "*) fail "${line#  FAIL  }" ;;
            *) echo "$line" ;;
        esac
    done < "$1"
}
for mode in $modes; do
    hostile_mode "$mode" > "$out/hostile-$mode.results" 2>&1 &
done
leak_section > "$out/leak.results" 2>&1 &
wait
for mode in $modes; do
    while IFS= read -r line; do
        case $line in
            "ok "*) pass "${line#ok }" ;;
            "FAIL "*) fail "${line#FAIL }" ;;
            *) echo "$line" ;;
        esac
    done < "$out/hostile-$mode.results"
done
rm -f /tmp/cf-grader-test-ESCAPED /run/lock/cf-grader-test-ESCAPED /dev/shm/cf-grader-test-ESCAPED \
    /var/tmp/cf-grader-test-ESCAPED

echo "        ($(seconds "$started") s so far)"
echo "== what a student sees of the hidden tests, in every exercise"
replay "$out/leak.results"

echo "== the student edition of the book (make book-student)"
# The lines of the solution regions that no other source has (every file
# of code/ but the exercises' references, and the stripped copies): a
# "return CF_OK;" proves nothing, "double candidate = -s->f[i] / s->df[i];"
# in stage 2's own words does.
if [ -f "$build/book-student.html" ] && [ -f "$build/book.html" ] && [ -d "$build/student-src" ]; then
    sb=$out/student-book
    mkdir -p "$sb"
    # the solution lines and the other sources of the skeletons' check above
    trimmed $others $(find "$build/student-src" -name '*.[ch]') > "$sb/elsewhere"
    comm -23 "$solutions/all" "$sb/elsewhere" > "$sb/distinct"
    for edition in book book-student; do
        pandoc -f html -t plain --wrap=none "$build/$edition.html" 2>/dev/null | trimmed > "$sb/$edition.txt"
        comm -12 "$sb/distinct" "$sb/$edition.txt" > "$sb/$edition.found"
    done
    check "the book shows $(wc -l < "$sb/book.found") of the $(wc -l < "$sb/distinct") lines only solutions have; the student edition none" \
        sh -c "[ \$(wc -l < '$sb/distinct') -ge 20 ] && [ -s '$sb/book.found' ] && [ ! -s '$sb/book-student.found' ]"
    check "the student edition shows each exercise's stub and points to the exercise" \
        sh -c "grep -q 'TODO(dantzig_maxstep)' '$sb/book-student.txt' && grep -q 'Exercise 02-dantzig asks you to write it' '$sb/book-student.txt'"
else
    fail "no $build/book-student.html, $build/book.html or $build/student-src: make book-student"
fi

# The Gradescope zip (printed after the class): independent of the class
# gradings, so it runs beside them, its lines replayed below.
gradescope_section() {
    ag=$out/autograder
    if sh exercises/tools/make-autograder.sh 02-dantzig "$out/autograder-staging" "$out/autograder.zip" \
            > "$out/autograder-zip.log" 2>&1; then
        check "autograder: the zip has setup.sh and run_autograder at its root" \
            sh -c "unzip -l '$out/autograder.zip' | awk '{ print \$4 }' | grep -q -x setup.sh \
                   && unzip -l '$out/autograder.zip' | awk '{ print \$4 }' | grep -q -x run_autograder"
        mkdir -p "$ag/source"
        chmod 755 "$ag"
        unzip -q "$out/autograder.zip" -d "$ag/source"
        # Every stage's files are in every exercise's zip: one zip shows that no
        # exercise's solution is shipped but as machine code.
        find "$ag/source" -type f ! -name '*.o' -exec cat {} + | trimmed > "$out/autograder-lines"
        comm -12 "$solutions/distinct" "$out/autograder-lines" > "$out/autograder-solution-lines"
        check "autograder: the zip holds every exercise's reference compiled (prebuilt/), no solution region or line as source" \
            sh -c "! grep -r -I -q 'BEGIN SOLUTION' '$ag/source' && [ ! -s '$out/autograder-solution-lines' ] \
                   && [ \$(find '$ag/source/prebuilt' -name '*.o' | wc -l) -eq \$(grep -l 'BEGIN SOLUTION' code/*/*.c | wc -l) ]"
        check "autograder: setup.sh builds the grader" sh -c "sh '$ag/source/setup.sh' > '$out/setup.log' 2>&1"
        # autograde NAME FILE: run_autograder on one submission
        autograde() {
            rm -rf "$ag/submission" "$ag/results"
            mkdir -p "$ag/submission"
            cp "$2" "$ag/submission/dantzig.c"
            AUTOGRADER_ROOT=$ag sh "$ag/source/run_autograder" > "$out/autograde-$1.log" 2>&1
            cp "$ag/results/results.json" "$out/results-$1.json" 2>/dev/null
        }
        autograde reference code/02-dantzig/dantzig.c
        check "autograder: reference: valid results.json with $max02 points in $tests02 tests" \
            "$out/check_results" "$out/results-reference.json" --score $max02 --tests "$tests02"
        printf 'int broken(void) { return }\n' > "$out/broken.c"
        autograde broken "$out/broken.c"
        check "autograder: a file that does not compile: valid results.json, 0 points, the compiler's words" \
            sh -c "'$out/check_results' '$out/results-broken.json' --score 0 --tests $tests02 \
                   && grep -q 'did not compile' '$out/results-broken.json' \
                   && ! grep -q 'Passed' '$out/results-broken.json'"
        # Every function the student writes crashes: the rule tests call
        # fdirection, dantzig_maxstep and dantzig_drive_to_zero alone.
        awk '{ print } /^(static )?(cf_status|double) (compute_forces|dantzig_drive_to_zero|dantzig_maxstep|dantzig_step_[a-z]*|fdirection)\(/ { getline; print;
             print "    { volatile int *nowhere = 0; *nowhere = 1; }" }' code/02-dantzig/dantzig.c > "$out/crash.c"
        autograde crash "$out/crash.c"
        check "autograder: a submission that always crashes: valid results.json, 0 points" \
            sh -c "'$out/check_results' '$out/results-crash.json' --score 0 --tests $tests02 \
                   && grep -q 'segmentation fault' '$out/results-crash.json'"
        # Student code that prints every hidden problem it can read.
        {
            printf '#include <stdio.h>\n#include "problem.h"\n'
            printf 'static int hostile(const cf_problem *p, double *f, double *a)\n{\n'
            printf '    (void)p; (void)f; (void)a;\n'
            printf '    const char *paths[] = {"%s", "%s", "%s"};\n' \
                "$ag/source/build/02-dantzig/kit/tests/hidden/tie-driven-and-clamped.cf" \
                "$ag/source/exercises/instructor/02-dantzig/hidden/tie-driven-and-clamped.cf" \
                "$ag/source/code/02-dantzig/dantzig.c"
            printf '    for (int k = 0; k < 3; k++) { FILE *in = fopen(paths[k], "r"); int c;\n'
            printf '        if (in == NULL) continue; while ((c = fgetc(in)) != EOF) putchar(c); fclose(in); }\n'
            printf '    return 0;\n}\n'
            hooked code/02-dantzig/dantzig.c
        } > "$out/snoop.c"
        autograde snoop "$out/snoop.c"
        check "autograder: student code cannot read the hidden problems or the reference" \
            "$out/check_results" "$out/results-snoop.json" --score $max02 \
            --absent "Exactly equal in floating point" --absent "BEGIN SOLUTION"
        rm -f "$ag/source/build/bin/grader"
        autograde no-grader code/02-dantzig/dantzig.c
        check "autograder: without a grader, run_autograder still writes a results.json" \
            "$out/check_results" "$out/results-no-grader.json" --score 0 --tests 0
    else
        fail "autograder: make-autograder.sh failed ($out/autograder-zip.log)"
    fi
}
gradescope_section > "$out/gradescope.results" 2>&1 &
gradescope=$!

echo "== a class (grade-all)"
class=$out/class
mkdir -p "$class/alice" "$class/bob" "$class/carol/nested" "$class/dave" "$class/erin"
cp code/02-dantzig/dantzig.c "$class/alice/"
cp "$out/exercises/02-dantzig/dantzig.c" "$class/bob/"
sed -f "$here/mutants/02-dantzig/never-c-to-nc.sed" code/02-dantzig/dantzig.c > "$class/carol/nested/dantzig.c"
printf 'this is not C\n' > "$class/erin/dantzig.c"
# Names a spreadsheet would take for formulas, and names that need quoting.
for name in '=1+1' '+cmd' '-2' '@SUM(A1)' "$(printf '\tTAB')" "$(printf '\rCR')" 'say "hi", then'; do
    mkdir -p "$class/$name"
    cp "$out/exercises/02-dantzig/dantzig.c" "$class/$name/"
done
t0=$(date +%s)
"$grader" --kit "$kit02" --class "$class" --gradebook "$out/gradebook.csv" --out "$out/class-out" \
    > "$out/class.log" 2>&1
code=$?
csv=$out/gradebook.csv
check "grade-all: exit 0, one progress line per student with a running count" \
    sh -c "[ $code -eq 0 ] && [ \$(grep -c '^\[ *[0-9]*/12\]' '$out/class.log') -eq 12 ] \
           && grep -q '^\[12/12\]' '$out/class.log'"
check "grade-all: the gradebook has a header and 12 rows" sh -c "[ \$(grep -c -v '^\"*.CR' '$csv') -eq 13 ]"
check "grade-all: alice $max02, bob 0, carol in between, dave and erin 0 with their reason" \
    sh -c "grep -q '^alice,.*,$max02,$max02,graded\$' '$csv' && grep -q '^bob,.*,0,$max02,graded\$' '$csv' \
           && grep '^carol,' '$csv' | grep -q ',graded\$' && ! grep -q '^carol,.*,$max02,$max02,' '$csv' \
           && grep -q '^dave,.*,0,$max02,no dantzig.c found' '$csv' && grep -q '^erin,.*,0,$max02,did not compile' '$csv'"
check "grade-all: names a spreadsheet would read as formulas are written as text ('=, '+, '-, '@, tab, CR)" \
    sh -c "grep -q \"^'=1+1,\" '$csv' && grep -q \"^'+cmd,\" '$csv' && grep -q \"^'-2,\" '$csv' \
           && grep -q \"^'@SUM(A1),\" '$csv' && grep -q \"^'$(printf '\t')TAB,\" '$csv' \
           && grep -q \"^\\\"'$(printf '\r')CR\\\",\" '$csv' \
           && ! grep -q -E '(^|,)\"?[=+@-]' '$csv'"
check "grade-all: a name with a quote and a comma is quoted, the quote doubled" \
    grep -q '^"say ""hi"", then",' "$csv"
echo "        class of 12 graded in $(seconds "$t0") s"

# A class of sleepers: each gets its budget (2 s here), the class its own.
sleepers=$out/sleepers
for k in $(seq 1 20); do
    mkdir -p "$sleepers/student-$k"
    cp "$out/hostile-$(echo $modes | cut -d' ' -f1)/sleep-always/dantzig.c" "$sleepers/student-$k/"
done
t0=$(date +%s)
"$grader" --kit "$kit02" --class "$sleepers" --gradebook "$out/sleepers.csv" --out "$out/sleepers-out" \
    --budget 2 --jobs 2 --class-budget 120 > "$out/sleepers.log" 2>&1
took=$(seconds "$t0")
check "grade-all: 20 sleeping submissions, 2 at a time, each stopped by its budget of 2 s, in $took s (class budget 120 s)" \
    sh -c "[ \$(grep -c 'graded until its time budget of 2 s ran out' '$out/sleepers.csv') -eq 20 ] \
           && [ \$(grep -c '^\[' '$out/sleepers.log') -eq 20 ] && [ $took -le 120 ]"
"$grader" --kit "$kit02" --class "$sleepers" --gradebook "$out/sleepers-cut.csv" --out "$out/sleepers-out" \
    --budget 2 --jobs 2 --class-budget 3 > "$out/sleepers-cut.log" 2>&1
check "grade-all: past the class budget (3 s), no student is started and none runs on" \
    sh -c "[ \$(grep -c 'class.s time budget of 3 s ran out' '$out/sleepers-cut.csv') -ge 16 ] \
           && [ \$(wc -l < '$out/sleepers-cut.csv') -eq 21 ]"

wait $gradescope
echo "        ($(seconds "$started") s so far)"
echo "== Gradescope (make-autograder.sh, setup.sh, run_autograder)"
replay "$out/gradescope.results"

if [ -n "$sanitized" ]; then
    echo "== the grader under AddressSanitizer and UBSan"
    for case in "code/02-dantzig/dantzig.c reference" "$out/exercises/02-dantzig skeleton" \
                "$out/hostile-user/segfault segfault" "$out/hostile-user/fork-loop fork-loop"; do
        set -- $case
        "$sanitized" --kit "$kit02" --submission "$1" --out "$out/sanitized-$2" \
            --results-json "$out/sanitized-$2.json" > "$out/sanitized-$2.log" 2>&1
        code=$?
        check "sanitized grader on the $2: no sanitizer report, exit $code, valid results.json" \
            sh -c "[ $code -le 1 ] && ! grep -q -E 'Sanitizer|runtime error' '$out/sanitized-$2.log' \
                   && '$out/check_results' '$out/sanitized-$2.json' > /dev/null"
    done
fi

echo
echo "grader tests took $(seconds "$started") s; logs in $out"
echo "grader: $passed passed, $failed failed"
[ $failed -eq 0 ]
