#!/bin/sh
# run.sh BUILD [README] - every command README.md shows works (part of make test).
#
# Each line of each fenced ```sh block of README.md is a command (a comment
# after # is dropped, a line ending in \ goes on on the next).  Each runs
# with sh from the repository's root, after the build, and must exit 0.
# "make" and "make test" themselves are skipped, and said to be: make test
# would run itself.  Ends with "readme: N passed, M failed".  README (a
# path from the repository's root) replaces README.md, for the test's own
# planted failure.
set -u
build=${1:?usage: run.sh BUILD [README]}
readme=${2:-README.md}
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../.."
out=$build/readme
[ "$readme" = README.md ] || out=$build/readme-planted
rm -rf "$out"
mkdir -p "$out"
skip_list='make|make test'

awk '
    /^```sh[ \t]*$/ { inside = 1; next }
    inside && /^```/ { inside = 0; next }
    !inside { next }
    {
        line = $0
        if (line ~ /^[ \t]*#/) next
        sub(/[ \t]+#[^"\047]*$/, "", line)       # a comment after the command
        if (line ~ /\\$/) { sub(/\\$/, "", line); pending = pending line; next }
        line = pending line; pending = ""
        sub(/^[ \t]+/, "", line); sub(/[ \t]+$/, "", line)
        if (line != "") print line
    }' "$readme" > "$out/commands"

[ -s "$out/commands" ] || { echo "readme: $readme shows no sh commands"; exit 1; }
echo "readme: $(wc -l < "$out/commands") commands in $readme's sh blocks; skipped (make test would" \
     "run itself): $(echo "$skip_list" | sed 's/|/, /g')"

passed=0
failed=0
n=0
while IFS= read -r command; do
    n=$((n + 1))
    if printf '%s\n' "$command" | grep -q -x -E "$skip_list"; then
        echo "  skip  $command"
        continue
    fi
    if sh -c "$command" > "$out/$n.log" 2>&1 < /dev/null; then
        passed=$((passed + 1)); echo "  ok    $command"
    else
        rc=$?
        failed=$((failed + 1)); echo "  FAIL  $command  (exit $rc; $out/$n.log):"
        tail -n 5 "$out/$n.log" | sed 's/^/        /'
    fi
done < "$out/commands"
echo "readme: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
