#!/bin/sh
# stages.sh CODE_DIR - print the map of the course's stages as Graphviz DOT.
# A stage whose folder code/NN-* exists is drawn solid and names its folder;
# a planned one is drawn dashed.  So the map follows the repository.
set -eu
code=${1:-code}

folder() {
    # the folder of stage $1 (two digits), or nothing
    for d in "$code"/"$1"-*; do
        [ -d "$d" ] && { printf '%s' "$d"; return 0; }
    done
    return 0
}

node() {
    # $1 number, $2 title, $3 paper
    dir=$(folder "$1")
    n=$(printf '%s' "$1" | sed 's/^0//')
    if [ -n "$dir" ]; then
        printf '  s%s [label=<<B>%s. %s</B><BR/><FONT POINT-SIZE="10">%s<BR/>%s/</FONT>>, style="rounded,filled", fillcolor="#d8f0dc", color="#1a7f37"];\n' "$n" "$n" "$2" "$3" "$dir"
    else
        printf '  s%s [label=<<B>%s. %s</B><BR/><FONT POINT-SIZE="10">%s<BR/>planned</FONT>>, style="rounded,dashed", color="#777777", fontcolor="#555555"];\n' "$n" "$n" "$2" "$3"
    fi
}

cat <<'HEAD'
digraph stages {
  graph [rankdir=TB, fontname="Helvetica", nodesep=0.3, ranksep=0.22];
  node [shape=box, fontname="Helvetica", fontsize=12, margin="0.15,0.06"];
  edge [fontname="Helvetica", fontsize=10, color="#555555"];
HEAD
node 01 "One contact" "Baraff 1994, section 3, eq. (2) with n = 1"
node 02 "Dantzig's pivoting" "section 4, eqs. (6) to (13)"
node 03 "Bilateral constraints" "end of section 4.5"
node 04 "Static friction in 2D" "section 5"
node 05 "Static friction in 3D" "section 5 (end)"
node 06 "Sliding friction, inconsistency" "section 6"
node 07 "Fast pivoting" "section 4.5: factorization updates"
node 08 "A small rigid-body simulation" "all of the above"
cat <<'EDGES'
  s1 -> s2 [label="  many contacts: clamp, unclamp, pivot"];
  s2 -> s3 [label="  rows with a = 0 always, f of any sign"];
  s3 -> s4 [label="  friction rows; A11 no longer symmetric"];
  s4 -> s5 [label="  a friction cone instead of an interval"];
  s5 -> s6 [label="  sliding friction folded into A"];
  s6 -> s7 [label="  same pivots, O(n^2) per pivot"];
  s7 -> s8 [label="  forces drive bodies through time"];
}
EDGES
