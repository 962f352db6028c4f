#!/bin/sh
# live-list.sh CF DIR CHAPTER.md ... - the live worked examples of the book.
#
# For every "### Example K: title" of the chapters given (chapters/NN-x.md:
# stage NN), one line per problem file of the example:
#     K STAGE CASE SCENE
# where CASE is tests/cases/exK-*.cf (or, when there is none, each of
# tests/cases/exKa-*.cf, exKb-*.cf, ...) and SCENE its tests/scenes/ twin,
# or "-".  For the student edition, which replays them, it also writes
# DIR/STEM.trace (cf trace --stage STAGE CASE) and DIR/STEM.solve (cf solve).
set -eu
cf=$1; dir=$2; shift 2
mkdir -p "$dir"
for chapter in "$@"; do
    name=${chapter##*/}
    stage=$(printf '%s' "$name" | sed -n 's/^0*\([0-9][0-9]*\)-.*/\1/p')
    [ -n "$stage" ] || { echo "live-list.sh: $chapter: no stage number in its name" >&2; exit 2; }
    sed -n 's/^### Example \([0-9A-Za-z]*\):.*/\1/p' "$chapter" | while read -r key; do
        cases=$(ls tests/cases/ex"$key"-*.cf 2>/dev/null || true)
        [ -n "$cases" ] || cases=$(ls tests/cases/ex"$key"[a-z]-*.cf 2>/dev/null || true)
        [ -n "$cases" ] || { echo "live-list.sh: Example $key of $chapter has no problem file" >&2; exit 1; }
        for case in $cases; do
            stem=$(basename "$case" .cf)
            scene=tests/scenes/$stem.scene
            [ -f "$scene" ] || scene=-
            "$cf" trace --stage "$stage" "$case" > "$dir/$stem.trace" 2> "$dir/$stem.trace-err" || true
            "$cf" solve --stage "$stage" "$case" > "$dir/$stem.solve" 2>&1 || true
            printf '%s %s %s %s\n' "$key" "$stage" "$case" "$scene"
        done
    done
done
