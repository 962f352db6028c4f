#!/bin/sh
# make-autograder.sh - the zip Gradescope wants for one exercise.
#
#   make-autograder.sh EXERCISE STAGING_DIR ZIP
#
# Run from the repository root (make autograder does).  The zip holds
# setup.sh and run_autograder at its root (from exercises/autograder, with
# the exercise's name filled in), and, in the repository's own layout, what
# they need to build and run the grader: code/common, the reference stages
# (every file with a solution region compiled, in prebuilt/, never as
# source), exercises/grader, the exercise's tests.txt and hidden problems,
# and its public problems from tests/cases.  Uses zip (Debian package zip).
set -eu
[ $# -eq 3 ] || { echo "usage: make-autograder.sh EXERCISE STAGING_DIR ZIP" >&2; exit 2; }
exercise=$1
stage=$2
zipfile=$3
instructor=${INSTRUCTOR:-exercises/instructor}/$exercise
[ -f "$instructor/tests.txt" ] || { echo "make-autograder: no $instructor/tests.txt" >&2; exit 1; }

rm -rf "$stage"
mkdir -p "$stage/code" "$stage/exercises/grader" "$stage/exercises/instructor/$exercise" \
    "$stage/tests/cases"
for script in setup.sh run_autograder; do
    sed "s/@EXERCISE@/$exercise/g" "exercises/autograder/$script" > "$stage/$script"
    chmod 755 "$stage/$script"
done
cp exercises/autograder/README.md "$stage/README.md"

# The shared code and the reference stages the grader links: every stage
# of the table code/tools/stages.def (kit.mk), and the table itself.  A
# file with solution regions (an exercise's reference) is never shipped as
# source: it is compiled here, without debugging information, into
# prebuilt/code/NN-name/FILE.o, which kit.mk uses where the source is
# missing.  So the zip holds no exercise's solution but as machine code.
cp -R code/common "$stage/code/"
mkdir -p "$stage/code/tools"
cp code/tools/stages.c code/tools/stages.h code/tools/stages.def "$stage/code/tools/"
cc=${CC:-cc}
includes="-Icode/common -Icode/tools"
for dir in code/[0-9][0-9]-*; do
    includes="$includes -I$dir"
done
for stage_dir in $(sed -n 's/^STAGE([0-9]*, *"\([^"]*\)".*/\1/p' code/tools/stages.def); do
    mkdir -p "$stage/code/$stage_dir"
    cp "code/$stage_dir"/*.h "$stage/code/$stage_dir/"
    for source in "code/$stage_dir"/*.c; do
        if grep -q 'BEGIN SOLUTION' "$source"; then
            mkdir -p "$stage/prebuilt/code/$stage_dir"
            "$cc" -std=c11 -O2 -D_POSIX_C_SOURCE=200809L $includes -c "$source" \
                -o "$stage/prebuilt/code/$stage_dir/$(basename "$source" .c).o"
        else
            cp "$source" "$stage/code/$stage_dir/"
        fi
    done
done
cp exercises/grader/*.c exercises/grader/*.h exercises/grader/kit.mk "$stage/exercises/grader/"
cp "$instructor/tests.txt" "$stage/exercises/instructor/$exercise/"
if [ -d "$instructor/hidden" ]; then
    cp -R "$instructor/hidden" "$stage/exercises/instructor/$exercise/"
fi
for name in $(sed -n 's|^problem[[:space:]]*file[[:space:]]*public/||p' "$instructor/tests.txt"); do
    cp "tests/cases/$name" "$stage/tests/cases/"
done

rm -f "$zipfile"
zipdir=$(cd "$(dirname "$zipfile")" && pwd)
(cd "$stage" && zip -q -r -X "$zipdir/$(basename "$zipfile")" .)
echo "autograder for $exercise: $zipfile"
