#!/bin/sh
# grade.sh - what `make grade` runs.
#
#   grade.sh SUBMISSION EXERCISE...
#
# Environment: GRADER (the program), OUT (where kit.mk put the kits), BUILD,
# INSTRUCTOR.  With SUBMISSION empty, grades each exercise's working copy,
# exercises/NN-name/FILE; otherwise grades SUBMISSION (a file or a folder)
# for the one exercise named.  Each exercise ends with its own
# "Score: X/Y"; with several, a last line adds them up.  Exits 0 only
# with full marks everywhere.
set -u
submission=$1
shift
if [ "${1:-none}" = none ]; then
    echo "grade: no exercise matches EX (exercises: $(ls "$INSTRUCTOR" | tr '\n' ' '))" >&2
    exit 2
fi
# SUBMISSION without EX: the exercise whose file it is, or holds.
if [ -n "$submission" ] && [ $# -gt 1 ]; then
    matches=""
    for exercise in "$@"; do
        file=$(sed -n 's/^file[[:space:]]*//p' "$INSTRUCTOR/$exercise/tests.txt")
        if [ "$(basename "$submission")" = "$file" ] \
            || { [ -d "$submission" ] && [ -n "$(find "$submission" -name "$file" -type f | head -n 1)" ]; }; then
            matches="$matches $exercise"
        fi
    done
    set -- $matches
    if [ $# -ne 1 ]; then
        echo "grade: cannot tell which exercise $submission is: add EX=NN (e.g. EX=02)" >&2
        exit 2
    fi
fi

audience=student
[ -z "$submission" ] || audience=instructor
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT INT TERM
graded=0
failed=0
total=0
max=0
for exercise in "$@"; do
    file=$(sed -n 's/^file[[:space:]]*//p' "$INSTRUCTOR/$exercise/tests.txt")
    target=${submission:-exercises/$exercise/$file}
    if [ -z "$submission" ] && [ ! -f "$target" ]; then
        if [ $# -gt 1 ]; then
            echo "grade: skipping $exercise: there is no $target yet ('make exercises' makes it)"
            continue
        fi
        echo "grade: there is no $target: run 'make exercises' first" >&2
        exit 2
    fi
    [ $graded -gt 0 ] && echo
    # Grading another's file is the instructor's work: hidden tests show everything.
    { "$GRADER" --kit "$OUT/$exercise/kit" --submission "$target" --out "$BUILD/grade/$exercise" \
          --audience "$audience" ${BUDGET:+--budget "$BUDGET"}
      echo $? > "$scratch/status"; } | tee "$scratch/log"
    status=$(cat "$scratch/status")
    [ "$status" -eq 0 ] || failed=1
    [ "$status" -le 1 ] || continue
    graded=$((graded + 1))
    score=$(sed -n 's|^Score: ||p' "$scratch/log" | tail -n 1)
    total=$(awk -v a="$total" -v b="${score%/*}" 'BEGIN { print a + b }')
    max=$(awk -v a="$max" -v b="${score#*/}" 'BEGIN { print a + b }')
done
if [ $graded -eq 0 ]; then
    echo "grade: nothing to grade: run 'make exercises' first" >&2
    exit 2
fi
if [ $# -gt 1 ]; then
    echo
    echo "Score: $total/$max"
fi
exit $failed
