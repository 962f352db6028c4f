#!/bin/sh
# cf-check.sh CF CASE FORCES... - a markdown fragment for the book: for each
# forces vector (one quoted argument, numbers separated by blanks), the
# command `cf check CASE` on it and everything it printed, with its exit
# status.  The certifier appendix quotes it, so its numbers come from the
# build.
cf=$1
case_file=$2
shift 2
dir=$(mktemp -d) || exit 1
echo '```text'
for forces in "$@"; do
    echo "$forces" > "$dir/forces"
    echo "\$ echo $forces > forces"
    echo "\$ cf check $case_file forces"
    "$cf" check "$case_file" "$dir/forces"
    echo "(exit status $?)"
done
echo '```'
rm -rf "$dir"
