#!/bin/sh
# student-sources.sh - the sources of the student edition of the book.
#
#   student-sources.sh OUT
#
# Run from the repository root (make book-student does).  Writes OUT/code/,
# a copy of code/ in which, for every exercise of $INSTRUCTOR (default
# exercises/instructor), code/NN-name/FILE is the reference with each
# solution region replaced by the skeleton's text and a pointer to the
# exercise (strip-solutions.awk, the same markers that make the skeletons),
# snippet markers kept.  The book's filter cuts every listing from OUT/code/
# when told (make variable BOOK_SOURCE_ROOT, metadata book-source-root), so
# every listing of the student edition that shows an exercise's function
# shows its stub.
set -eu
[ $# -eq 1 ] || { echo "usage: student-sources.sh OUT" >&2; exit 2; }
out=$1
instructor=${INSTRUCTOR:-exercises/instructor}
rm -rf "$out"
mkdir -p "$out"
cp -R code "$out/code"
for tests in "$instructor"/[0-9][0-9]-*/tests.txt; do
    exercise=$(basename "$(dirname "$tests")")
    file=$(sed -n 's/^file[[:space:]]*//p' "$tests")
    awk -v source="code/$exercise/$file" -v exercise="$exercise" \
        -f exercises/tools/strip-solutions.awk "code/$exercise/$file" > "$out/code/$exercise/$file"
done
touch "$out/.complete"
