#!/bin/sh
# stages.sh STAGES_DEF - print the map of the course's stages as Graphviz DOT.
# Read from the course's one table of stages (code/tools/stages.def): a
# STAGE line is drawn solid and names its folder, a PLANNED line dashed;
# a BUILDS_ON line is an edge, and the first edge into a stage says what
# changes from the stage before.
set -eu
table=${1:-code/tools/stages.def}
[ -f "$table" ] || { echo "stages.sh: no table $table" >&2; exit 2; }

cat <<'HEAD'
digraph stages {
  graph [rankdir=TB, fontname="Helvetica", nodesep=0.3, ranksep=0.22];
  node [shape=box, fontname="Helvetica", fontsize=12, margin="0.15,0.06"];
  edge [fontname="Helvetica", fontsize=10, color="#555555"];
HEAD
# One line per stage: number, folder (empty when planned), title, paper, change.
sed -n \
    -e 's/^STAGE(\([0-9]*\), *"\([^"]*\)", *[a-z0-9_]*, *"\([^"]*\)", *"\([^"]*\)", *"\([^"]*\)".*/\1|\2|\3|\4|\5/p' \
    -e 's/^PLANNED(\([0-9]*\), *"\([^"]*\)", *"\([^"]*\)", *"\([^"]*\)").*/\1||\2|\3|\4/p' "$table" |
sort -t '|' -k 1,1n > "${TMPDIR:-/tmp}/stages.$$"
{
    while IFS='|' read -r number folder title paper change; do
        if [ -n "$folder" ]; then
            printf '  s%s [label=<<B>%s. %s</B><BR/><FONT POINT-SIZE="10">%s<BR/>code/%s/</FONT>>, style="rounded,filled", fillcolor="#d8f0dc", color="#1a7f37"];\n' \
                "$number" "$number" "$title" "$paper" "$folder"
        else
            printf '  s%s [label=<<B>%s. %s</B><BR/><FONT POINT-SIZE="10">%s<BR/>planned</FONT>>, style="rounded,dashed", color="#777777", fontcolor="#555555"];\n' \
                "$number" "$number" "$title" "$paper"
        fi
    done
} < "${TMPDIR:-/tmp}/stages.$$"
# The edges: earlier -> stage, labelled once per stage with its change.
sed -n 's/^BUILDS_ON(\([0-9]*\), *\([0-9]*\)).*/\1 \2/p' "$table" | {
    labelled=" "
    while read -r number earlier; do
        change=$(awk -F'|' -v n="$number" '$1 == n { print $5 }' "${TMPDIR:-/tmp}/stages.$$")
        case $labelled in
            *" $number "*) printf '  s%s -> s%s;\n' "$earlier" "$number" ;;
            *) printf '  s%s -> s%s [label="  %s"];\n' "$earlier" "$number" "$change"
               labelled="$labelled$number " ;;
        esac
    done
}
rm -f "${TMPDIR:-/tmp}/stages.$$"
echo "}"
