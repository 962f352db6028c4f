#!/bin/sh
# stage-table.sh STAGES_DEF - the table of chapters of book.md, as markdown,
# from the course's one table of stages (code/tools/stages.def): for each
# stage its chapter (linked by the id of the chapter's first heading), its
# folder, the paper's section, the stages it builds on, and its exercise's
# functions; a planned stage says so.
set -eu
table=${1:-code/tools/stages.def}
[ -f "$table" ] || { echo "stage-table.sh: no table $table" >&2; exit 2; }
echo "| Chapter | Stage folder | Paper | Builds on | Exercise: the functions a student writes |"
echo "|---|---|---|---|---|"
sed -n 's/^STAGE(\([0-9]*\), *"\([^"]*\)", *[a-z0-9_]*, *"\([^"]*\)", *"\([^"]*\)", *"[^"]*", *"\([^"]*\)", *"\([^"]*\)").*/\1|\2|\3|\4|\5|\6/p' "$table" |
while IFS='|' read -r number folder title paper exercise chapter; do
    heading=$(sed -n '1s/^# \(.*\) {#\([^}]*\)}.*/\1|\2/p' "$chapter")
    name=${heading%%|*}; id=${heading#*|}
    [ -n "$heading" ] || { echo "stage-table.sh: $chapter has no first heading with an id" >&2; exit 1; }
    builds=$(sed -n "s/^BUILDS_ON($number, *\([0-9]*\)).*/\1/p" "$table" | tr '\n' ' ' | sed 's/ $//; s/ /, /g')
    functions=$(printf '%s' "$exercise" | sed 's/\([A-Za-z0-9_]*\)/`\1`/g; s/` `/`, `/g')
    printf '| [%s. %s](#%s) | `code/%s` | %s | %s | %s |\n' "$number" "$name" "$id" "$folder" \
        "$paper" "${builds:-}" "${functions:-none}"
done
sed -n 's/^PLANNED(\([0-9]*\), *"\([^"]*\)", *"\([^"]*\)".*/\1|\2|\3/p' "$table" |
while IFS='|' read -r number title paper; do
    builds=$(sed -n "s/^BUILDS_ON($number, *\([0-9]*\)).*/\1/p" "$table" | tr '\n' ' ' | sed 's/ $//; s/ /, /g')
    printf '| %s. %s (planned) | | %s | %s | |\n' "$number" "$title" "$paper" "$builds"
done
echo
echo ': The chapters, their stages and where each is in the paper, from the table of stages (code/tools/stages.def).'
