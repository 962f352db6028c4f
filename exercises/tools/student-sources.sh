#!/bin/sh
# student-sources.sh - the sources of the student edition of the book.
#
#   student-sources.sh OUT
#
# Run from the repository root (make book EDITION=student does).  For every
# exercise of $INSTRUCTOR (default exercises/instructor), writes
# OUT/code/NN-name/FILE: the reference code/NN-name/FILE with each solution
# region replaced by the skeleton's text and a pointer to the exercise
# (strip-solutions.awk, the same markers that make the skeletons), snippet
# markers kept.  The book's filter reads a source from OUT when OUT has it
# (metadata source-root), so every listing of the student edition that
# shows an exercise's function shows its stub.
set -eu
[ $# -eq 1 ] || { echo "usage: student-sources.sh OUT" >&2; exit 2; }
out=$1
instructor=${INSTRUCTOR:-exercises/instructor}
rm -rf "$out"
for tests in "$instructor"/[0-9][0-9]-*/tests.txt; do
    exercise=$(basename "$(dirname "$tests")")
    file=$(sed -n 's/^file[[:space:]]*//p' "$tests")
    mkdir -p "$out/code/$exercise"
    awk -v source="code/$exercise/$file" -v exercise="$exercise" \
        -f exercises/tools/strip-solutions.awk "code/$exercise/$file" > "$out/code/$exercise/$file"
done
touch "$out/.complete"
