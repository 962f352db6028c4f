#!/bin/sh
# make-exercise.sh - generate a student's exercise folder from the reference.
#
#   make-exercise.sh [--force] EXERCISE OUTDIR
#
# Run from the repository root (make exercises does).  For EXERCISE, e.g.
# 02-dantzig, with its definition in $INSTRUCTOR/EXERCISE (default
# exercises/instructor):
#   OUTDIR/FILE        code/EXERCISE/FILE with its solution regions stubbed
#                      (strip-solutions.awk), checked to compile with -Werror;
#                      an existing FILE is the student's work and is kept
#                      unless --force is given
#   OUTDIR/README.md   handout-README.md with its @TESTS@ line replaced by the
#                      table of tests, points and descriptions from tests.txt
#   OUTDIR/cases/      the public problems, copied from tests/cases
# Nothing from hidden/ is ever copied.
set -eu

force=0
if [ "${1:-}" = --force ]; then
    force=1
    shift
fi
[ $# -eq 2 ] || { echo "usage: make-exercise.sh [--force] EXERCISE OUTDIR" >&2; exit 2; }
exercise=$1
out=$2
instructor=${INSTRUCTOR:-exercises/instructor}/$exercise
tests=$instructor/tests.txt
cc=${CC:-cc}

[ -f "$tests" ] || { echo "make-exercise: no $tests" >&2; exit 1; }
file=$(sed -n 's/^file[[:space:]]*//p' "$tests")
reference=code/$exercise/$file
[ -f "$reference" ] || { echo "make-exercise: $tests names file $file, but there is no $reference" >&2; exit 1; }

mkdir -p "$out/cases"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT INT TERM

# The skeleton, with a banner that says where it came from.
{
    printf '/* Exercise %s: write the functions marked TODO, then check them with\n' "$exercise"
    printf ' *     make grade EX=%s\n' "$(printf '%s' "$exercise" | cut -c1-2)"
    printf ' * (README.md says what each function computes).  Generated from\n'
    printf ' * %s by make exercises. */\n' "$reference"
    awk -v source="$reference" -f exercises/tools/strip-solutions.awk "$reference"
} > "$scratch/$file"

# Every skeleton compiles cleanly, with the course's strictest flags; a
# stage built on an earlier one ("# uses NN-name" in tests.txt) sees its headers.
uses=$(sed -n 's/^#[[:space:]]*uses[[:space:]]*//p' "$tests")
if ! "$cc" -std=c11 -Wall -Wextra -Werror -pedantic -D_POSIX_C_SOURCE=200809L \
        -Icode/common -I"code/$exercise" $(for u in $uses; do printf -- '-Icode/%s ' "$u"; done) \
        -fsyntax-only "$scratch/$file"; then
    echo "make-exercise: the skeleton of $reference does not compile; check its SOLUTION stubs" >&2
    exit 1
fi

if [ ! -f "$out/$file" ] || [ $force -eq 1 ]; then
    cp "$scratch/$file" "$out/$file"
    echo "exercise $exercise: wrote $out/$file"
elif cmp -s "$scratch/$file" "$out/$file"; then
    echo "exercise $exercise: $out/$file is up to date"
else
    echo "exercise $exercise: kept your $out/$file (make exercises FORCE=1 starts it over)"
fi

# The public problems.
for name in $(sed -n 's|^problem[[:space:]]*file[[:space:]]*public/||p' "$tests"); do
    cp "tests/cases/$name" "$out/cases/$name"
done

# The README: the handout text, then the tests in a table.
awk '
    /^test[ \t]/ { flush(); name = $2; hidden = 0; points = 0; text = ""; concept = ""; next }
    name == "" { next }
    /^hidden/ { hidden = 1 }
    /^(solve|trace)[ \t]/ { points += $2 }
    /^rule[ \t]/ { points += $3 }
    /^describe[ \t]/ { sub(/^describe[ \t]+/, ""); text = text (text == "" ? "" : " ") $0 }
    /^concept[ \t]/ { sub(/^concept[ \t]+/, ""); concept = $0 }
    # A hidden test shows its concept only: its description may hold its values.
    function flush() {
        if (name == "")
            return
        printf "| `%s` | %s | %s | %s |\n", name, points, hidden ? "hidden" : "public",
               hidden ? "Tests " concept "." : text
        total += points
    }
    END {
        flush()
        printf "\nTotal: %s points.\n", total
    }
' "$tests" > "$scratch/table"
{
    printf '| test | points | kind | what it checks |\n|---|---|---|---|\n'
    cat "$scratch/table"
} > "$scratch/tests.md"
awk -v table="$scratch/tests.md" '
    $0 == "@TESTS@" { while ((getline line < table) > 0) print line; next }
    { print }
' "$instructor/handout-README.md" > "$out/README.md"
