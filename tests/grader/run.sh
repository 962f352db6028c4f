#!/bin/sh
# run.sh - the grader's own tests (make test-grader, part of make test).
#
#   run.sh BUILD [SANITIZED_GRADER]
#
# BUILD/exercises holds the grader and the kits (exercises/grader/kit.mk).
# Everything this makes goes to BUILD/grader-tests.  It checks:
#   - make-exercise.sh: the skeletons compile with -Werror, hold no solution,
#     and keep a student's edits;
#   - the reference solutions score full marks, the skeletons low marks with
#     "still a stub" messages;
#   - every planted bug (planted/*.sed for exercise 2, mutants/04-static-friction/
#     for exercise 4, mutants/05-friction-3d/ for exercise 5, mutants/03-bilateral/
#     *.sed for exercise 3, applied to the reference so they follow it)
#     loses points with the message its "# expect:" lines name, and every
#     correct variant (mutants/03-bilateral/valid/*.sed) scores full marks;
#   - every hostile submission (hostile/*.c, hooked into the reference) gets
#     a complete report, exactly the tests its "fails:" line names marked
#     failed, its "expect:" message, nothing left running, nothing written
#     outside its folder, and the grader done within its time;
#   - grading a class writes a complete CSV gradebook;
#   - the Gradescope zip's run_autograder writes a valid results.json, also
#     when the submission does not compile or crashes, and leaks nothing
#     of the hidden problems;
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
kit03=$kits/03-bilateral/kit
tests02=$(grep -c '^test ' exercises/instructor/02-dantzig/tests.txt)
tests03=$(grep -c '^test ' exercises/instructor/03-bilateral/tests.txt)
tests01=$(grep -c '^test ' exercises/instructor/01-single-contact/tests.txt)

echo "== skeletons (make-exercise.sh)"
for ex in 01-single-contact 02-dantzig 03-bilateral 05-friction-3d; do
    check "$ex: skeleton generated and compiled with -Werror" \
        sh -c "sh exercises/tools/make-exercise.sh $ex '$out/exercises/$ex' > '$out/make-$ex.log' 2>&1"
done
check "02-dantzig: no solution line left in the skeleton" \
    sh -c "! grep -q -e 'SOLUTION' -e 'cf_solve_dense(k' -e 'candidate < step' '$out/exercises/02-dantzig/dantzig.c'"
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
grade "$kit02" code/02-dantzig/dantzig.c reference-02
echo "        reference 02-dantzig: $(score_of "$out/reference-02.log") in ${took} s"
check "02-dantzig: the reference scores full marks and exits 0" \
    sh -c "[ $code -eq 0 ] && [ '$(last_line "$out/reference-02.log")' = 'Score: 52/52' ]"
grade "$kit03" code/03-bilateral/bilateral.c reference-03
echo "        reference 03-bilateral: $(score_of "$out/reference-03.log") in ${took} s"
check "03-bilateral: the reference scores full marks and exits 0" \
    sh -c "[ $code -eq 0 ] && [ '$(last_line "$out/reference-03.log")' = 'Score: 57/57' ]"
grade "$kit03" "$out/exercises/03-bilateral" skeleton-03
check "03-bilateral: the skeleton scores 0, told which functions are stubs" \
    sh -c "[ $code -eq 1 ] && [ '$(score_of "$out/skeleton-03.log")' = '0/57' ] \
           && [ \$(grep -c -E '^  (ok|PART|FAIL) ' '$out/skeleton-03.log') -eq $tests03 ] \
           && grep -q 'maxstep, solve_bilateral_block and compute_forces are still stubs' '$out/skeleton-03.log'"
grade "$kit01" code/01-single-contact/single_contact.c reference-01
echo "        reference 01-single-contact: $(score_of "$out/reference-01.log") in ${took} s"
check "01-single-contact: the reference scores full marks and exits 0" \
    sh -c "[ $code -eq 0 ] && [ '$(last_line "$out/reference-01.log")' = 'Score: 13/13' ]"
sh exercises/tools/make-exercise.sh --force 02-dantzig "$out/exercises/02-dantzig" > /dev/null 2>&1
grade "$kit02" "$out/exercises/02-dantzig" skeleton-02
echo "        skeleton 02-dantzig: $(score_of "$out/skeleton-02.log")"
check "02-dantzig: the skeleton scores 0, exits 1, one line per test" \
    sh -c "[ $code -eq 1 ] && [ '$(score_of "$out/skeleton-02.log")' = '0/52' ] \
           && [ \$(grep -c -E '^  (ok|PART|FAIL) ' '$out/skeleton-02.log') -eq $tests02 ]"
check "02-dantzig: the skeleton is told which functions are stubs" \
    contains "$out/skeleton-02.log" "status not-implemented: fdirection, maxstep, drive_to_zero and compute_forces are still stubs"
check "02-dantzig: the full output of a failed test is saved" \
    contains "$out/skeleton-02/ex2-box-on-floor.txt" "status: not-implemented (expected ok)"
grade "$kit01" "$out/exercises/01-single-contact" skeleton-01
echo "        skeleton 01-single-contact: $(score_of "$out/skeleton-01.log")"
check "01-single-contact: the skeleton scores 0 with a stub message" \
    sh -c "[ $code -eq 1 ] && [ '$(score_of "$out/skeleton-01.log")' = '0/13' ] \
           && grep -q 'single_contact_force is still a stub' '$out/skeleton-01.log'"

# planted_bugs KIT REFERENCE DIR FULL: every DIR/*.sed applied to the
# reference must lose points (a score other than FULL) with the messages
# its "# expect:" lines name.
planted_bugs() {
    echo "== planted bugs ($(basename "$3")/*.sed on $2)"
    for script in "$3"/*.sed; do
        name=$(basename "$script" .sed)
        mkdir -p "$out/planted/$name"
        mutant=$out/planted/$name/$(basename "$2")
        sed -f "$script" "$2" > "$mutant"
        if cmp -s "$2" "$mutant"; then
            fail "planted $name: the sed script no longer changes the reference (update it)"
            continue
        fi
        grade "$1" "$mutant" "planted/$name.out"
        log=$out/planted/$name.out.log
        score=$(score_of "$log")
        missing=""
        while IFS= read -r expected; do
            contains "$log" "$expected" || missing="$missing [$expected]"
        done <<EOF
$(sed -n 's/^# expect: //p' "$script")
EOF
        first=$(grep -m 1 -E '^  (PART|FAIL) ' "$log" | sed -e 's/ (details: .*//' \
                -e 's|^  [A-Z]* *\([^ ]*\) *[0-9.]*/[0-9]*  |\1: |' | cut -c 1-300)
        if [ -z "$score" ] || [ "$score" = "$4" ] || [ $code -ne 1 ]; then
            fail "planted $name: not caught (Score: $score, exit $code)"
        elif [ -n "$missing" ]; then
            fail "planted $name: $score, but the report lacks$missing"
        else
            pass "planted $name: $score"
            echo "        $first"
        fi
    done
}
planted_bugs "$kit02" code/02-dantzig/dantzig.c "$here/planted" 52/52
planted_bugs "$kit03" code/03-bilateral/bilateral.c "$here/mutants/03-bilateral" 57/57
kit04=$kits/04-static-friction/kit
grade "$kit04" code/04-static-friction/static_friction.c reference-04
check "04-static-friction: the reference scores full marks" \
    sh -c "[ $code -eq 0 ] && [ '$(score_of "$out/reference-04.log")' = '29/29' ]"
planted_bugs "$kit04" code/04-static-friction/static_friction.c "$here/mutants/04-static-friction" 29/29
kit05=$kits/05-friction-3d/kit
grade "$kit05" code/05-friction-3d/friction_3d.c reference-05
check "05-friction-3d: the reference scores full marks" \
    sh -c "[ $code -eq 0 ] && [ '$(score_of "$out/reference-05.log")' = '22/22' ]"
planted_bugs "$kit05" code/05-friction-3d/friction_3d.c "$here/mutants/05-friction-3d" 22/22
for script in "$here"/mutants/03-bilateral/valid/*.sed; do
    name=$(basename "$script" .sed)
    mkdir -p "$out/valid/$name"
    sed -f "$script" code/03-bilateral/bilateral.c > "$out/valid/$name/bilateral.c"
    grade "$kit03" "$out/valid/$name/bilateral.c" "valid/$name.out"
    check "valid variant $name: full marks" \
        sh -c "[ $code -eq 0 ] && [ '$(score_of "$out/valid/$name.out.log")' = '57/57' ]"
done


echo "== hostile submissions (hostile/*.c hooked into the reference)"
# The hook: compute_forces first asks the hostile code; 1 means "answer as is".
hook() {
    sed -e "s|@SUBMISSION@|$out/hostile/$1|g" -e "s|@KIT@|$kit02|g" -e "s|@ESCAPE@|$out/escape|g" \
        "$here/hostile/$1.c"
    awk '{ print }
         /^static cf_status compute_forces\(dantzig \*s\)$/ { want = 1; next }
         want && /^\{$/ { print "    if (hostile(s->p, s->f, s->a))"; print "        return CF_OK;"; want = 0 }' \
        code/02-dantzig/dantzig.c
}
mkdir -p "$out/escape"
chmod 755 "$out/escape"
before=$(runners)
for source in "$here"/hostile/*.c; do
    name=$(basename "$source" .c)
    mkdir -p "$out/hostile/$name"
    hook "$name" > "$out/hostile/$name/dantzig.c"
    grade "$kit02" "$out/hostile/$name" "hostile/$name.out"
    log=$out/hostile/$name.out.log
    want_failed=$(sed -n 's/^ \* fails://p' "$source" | tr -s ' ' '\n' | grep . | sort | tr '\n' ' ')
    got_failed=$(grep -E '^  (PART|FAIL) ' "$log" | awk '{ print $2 }' | sort | tr '\n' ' ')
    expect=$(sed -n 's/^ \* expect: //p' "$source")
    lines=$(grep -c -E '^  (ok|PART|FAIL) ' "$log")
    problems=""
    [ "$lines" -eq "$tests02" ] || problems="$problems; $lines test lines, not $tests02"
    last_line "$log" | grep -q '^Score: [0-9.]*/52$' || problems="$problems; the last line is not the grader's Score"
    [ "$want_failed" = "$got_failed" ] || problems="$problems; failed [$got_failed], expected [$want_failed]"
    contains "$log" "$expect" || problems="$problems; no '$expect'"
    [ "$took" -le 30 ] || problems="$problems; took $took s"
    [ "$(runners)" -le "$before" ] || problems="$problems; processes left running"
    if [ "$name" = fake-score ] && grep -q -x 'Score: 100/100' "$log"; then
        problems="$problems; the fake score reached the report"
    fi
    if [ "$name" = fork-loop ] && [ $as_root -eq 1 ] \
        && ! grep -q -E 'forked [0-7] of 64' "$out/hostile/$name.out/ex2-box-on-floor.txt"; then
        problems="$problems; the process limit did not hold the forks back"
    fi
    if [ "$name" = write-outside ] && [ $as_root -eq 1 ]; then
        for escaped in "$out/hostile/$name/ESCAPED" "$kit02/ESCAPED" "$out/escape/ESCAPED" \
                       "$out/hostile/$name.out/ESCAPED" /tmp/cf-grader-test-ESCAPED; do
            [ -e "$escaped" ] && problems="$problems; it wrote $escaped"
        done
        contains "$kit02/tests/tests.txt" "escaped" && problems="$problems; it wrote into the kit's tests"
    fi
    if [ -z "$problems" ]; then
        pass "hostile $name: $(score_of "$log") in ${took} s, failed: ${got_failed:-none}"
    else
        fail "hostile $name:${problems#;}"
    fi
done
[ $as_root -eq 1 ] || echo "        (not root: student code ran as this user; the write-outside check was skipped)"
rm -f /tmp/cf-grader-test-ESCAPED

echo "== a class (grade-all)"
class=$out/class
mkdir -p "$class/alice" "$class/bob" "$class/carol/nested" "$class/dave" "$class/erin"
cp code/02-dantzig/dantzig.c "$class/alice/"
cp "$out/exercises/02-dantzig/dantzig.c" "$class/bob/"
cp "$out/planted/never-c-to-nc/dantzig.c" "$class/carol/nested/"
printf 'this is not C\n' > "$class/erin/dantzig.c"
t0=$(date +%s)
"$grader" --kit "$kit02" --class "$class" --gradebook "$out/gradebook.csv" --out "$out/class-out" \
    > "$out/class.log" 2>&1
code=$?
csv=$out/gradebook.csv
check "grade-all: exit 0 and one progress line per student" \
    sh -c "[ $code -eq 0 ] && [ \$(grep -c '^\[' '$out/class.log') -eq 5 ]"
check "grade-all: the gradebook has a header and 5 rows of $((tests02 + 4)) columns" \
    sh -c "[ \$(wc -l < '$csv') -eq 6 ] && awk -F, 'NR > 1 && NF != $((tests02 + 4)) { exit 1 }' '$csv'"
check "grade-all: alice 52, bob 0, carol in between, dave and erin 0 with their reason" \
    sh -c "grep -q '^alice,.*,52,52,graded\$' '$csv' && grep -q '^bob,.*,0,52,graded\$' '$csv' \
           && grep '^carol,' '$csv' | grep -q ',graded\$' && ! grep -q '^carol,.*,52,52,' '$csv' \
           && grep -q '^dave,.*,0,52,no dantzig.c found' '$csv' && grep -q '^erin,.*,0,52,did not compile' '$csv'"
echo "        class of 5 graded in $(seconds "$t0") s"

echo "== Gradescope (make-autograder.sh, setup.sh, run_autograder)"
cc -std=c11 -Wall -Wextra -Werror -pedantic -O2 "$here/check_results.c" -o "$out/check_results" -lcjson -lm
ag=$out/autograder
if sh exercises/tools/make-autograder.sh 02-dantzig "$out/autograder-staging" "$out/autograder.zip" \
        > "$out/autograder-zip.log" 2>&1; then
    check "autograder: the zip has setup.sh and run_autograder at its root" \
        sh -c "unzip -l '$out/autograder.zip' | awk '{ print \$4 }' | grep -q -x setup.sh \
               && unzip -l '$out/autograder.zip' | awk '{ print \$4 }' | grep -q -x run_autograder"
    mkdir -p "$ag/source"
    chmod 755 "$ag"
    unzip -q "$out/autograder.zip" -d "$ag/source"
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
    check "autograder: reference: valid results.json with 52 points in $tests02 tests" \
        "$out/check_results" "$out/results-reference.json" --score 52 --tests "$tests02"
    printf 'int broken(void) { return }\n' > "$out/broken.c"
    autograde broken "$out/broken.c"
    check "autograder: a file that does not compile: valid results.json, 0 points, the compiler's words" \
        sh -c "'$out/check_results' '$out/results-broken.json' --score 0 --tests $tests02 \
               && grep -q 'did not compile' '$out/results-broken.json' \
               && ! grep -q 'Passed' '$out/results-broken.json'"
    awk '{ print } /^static cf_status compute_forces\(dantzig \*s\)$/ { getline; print;
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
        awk '{ print }
             /^static cf_status compute_forces\(dantzig \*s\)$/ { want = 1; next }
             want && /^\{$/ { print "    if (hostile(s->p, s->f, s->a))"; print "        return CF_OK;"; want = 0 }' \
            code/02-dantzig/dantzig.c
    } > "$out/snoop.c"
    autograde snoop "$out/snoop.c"
    if [ $as_root -eq 1 ]; then
        check "autograder: student code (as nobody) cannot read the hidden problems or the reference" \
            "$out/check_results" "$out/results-snoop.json" --score 52 \
            --absent "Exactly equal in floating point" --absent "BEGIN SOLUTION"
    fi
    rm -f "$ag/source/build/bin/grader"
    autograde no-grader code/02-dantzig/dantzig.c
    check "autograder: without a grader, run_autograder still writes a results.json" \
        "$out/check_results" "$out/results-no-grader.json" --score 0 --tests 0
else
    fail "autograder: make-autograder.sh failed ($out/autograder-zip.log)"
fi

if [ -n "$sanitized" ]; then
    echo "== the grader under AddressSanitizer and UBSan"
    for case in "code/02-dantzig/dantzig.c reference" "$out/exercises/02-dantzig skeleton" \
                "$out/hostile/segfault segfault" "$out/hostile/fork-loop fork-loop"; do
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
