#!/bin/sh
# mutation.sh - the mutation score of every exercise's tests (make mutation,
# and part of make test).
#
#   mutation.sh BUILD [EX...]
#
# With EX (02, 04-static-friction, ...) only the exercises whose folder name
# starts with one of them; otherwise all of them.
#
# For each folder mutants/EX/ (EX an exercise, e.g. 02-dantzig), with FILE
# the exercise's file (its tests.txt) and code/EX/FILE its reference:
#   NAME.sed        a wrong version of the reference, made by a sed script so
#                   that it follows the reference as it changes.  Its first
#                   line says what is wrong; it must lose points, and the
#                   report must hold each of its "# expect:" phrases.
#   valid/NAME.sed  a correct variant (another order the rules allow, another
#                   linear solver, a restructured loop): it must score full marks.
# A script that no longer changes the reference is an error, and so is a
# version that does not compile (it would be caught for the wrong reason).  Every version
# is graded as one class (grader --class, in parallel); then, per exercise:
#   mutation score 02-dantzig: 48 of 48 wrong versions caught (100%); 5 of 5 valid at full marks
# Exits 1 unless every exercise scores 100% with every valid version at full marks.
# A later exercise adds its own folder mutants/NN-name/: nothing here changes.
set -u
build=${1:?usage: mutation.sh BUILD [EX...]}
shift
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"
case $build in /*) ;; *) build=$root/$build ;; esac
grader=$build/exercises/bin/grader
out=$build/mutation
rm -rf "$out"
status=0
for folder in "$here"/mutants/*/; do
    ex=$(basename "$folder")
    if [ $# -gt 0 ]; then
        wanted=0
        for prefix in "$@"; do
            case $ex in "$prefix"*) wanted=1 ;; esac
        done
        [ "$wanted" -eq 1 ] || continue
    fi
    tests=exercises/instructor/$ex/tests.txt
    kit=$build/exercises/$ex/kit
    if [ ! -f "$tests" ] || [ ! -d "$kit" ]; then
        echo "mutation $ex: no exercise $ex (no $tests or $kit)"
        status=1
        continue
    fi
    file=$(sed -n 's/^file[[:space:]]*//p' "$tests")
    reference=code/$ex/$file
    class=$out/$ex/class
    mkdir -p "$class"
    broken=""
    for script in "$folder"*.sed "$folder"valid/*.sed; do
        [ -f "$script" ] || continue
        case $script in */valid/*) kind=valid ;; *) kind=wrong ;; esac
        name=$kind-$(basename "$script" .sed)
        mkdir -p "$class/$name"
        sed -f "$script" "$reference" > "$class/$name/$file"
        if cmp -s "$reference" "$class/$name/$file"; then
            broken="$broken $name"
            rm -rf "${class:?}/$name"
        fi
    done
    "$grader" --kit "$kit" --class "$class" --gradebook "$out/$ex/gradebook.csv" --out "$out/$ex/reports" \
        > "$out/$ex/class.log" 2>&1 || { echo "mutation $ex: the grader failed ($out/$ex/class.log)"; status=1; continue; }
    wrong=0 caught=0 valid=0 full=0
    missed="" false_failures="" unexplained="" uncompiled=""
    # The gradebook's last three cells: total, max, status (which holds no comma).
    while IFS= read -r row; do
        [ -n "$row" ] || continue
        name=${row%%,*}
        rest=$(printf '%s\n' "$row" | awk -F, '{ print $(NF - 2), $(NF - 1) }')
        total=${rest% *}
        max=${rest#* }
        case ${row##*,} in "did not compile"*) uncompiled="$uncompiled $name" ;; esac
        case $name in
            wrong-*)
                wrong=$((wrong + 1))
                script=$folder${name#wrong-}.sed
                if [ "$total" = "$max" ]; then
                    missed="$missed ${name#wrong-}"
                    continue
                fi
                caught=$((caught + 1))
                while IFS= read -r expected; do
                    [ -n "$expected" ] || continue
                    grep -r -q -F -- "$expected" "$out/$ex/reports/$name" 2>/dev/null \
                        || unexplained="$unexplained ${name#wrong-} [$expected]"
                done <<LINES
$(sed -n 's/^# expect: //p' "$script")
LINES
                ;;
            valid-*)
                valid=$((valid + 1))
                if [ "$total" = "$max" ]; then full=$((full + 1)); else false_failures="$false_failures ${name#valid-} ($total/$max)"; fi
                ;;
        esac
    done <<ROWS
$(tail -n +2 "$out/$ex/gradebook.csv")
ROWS
    percent=$(awk -v c="$caught" -v w="$wrong" 'BEGIN { printf "%d", (w > 0 ? 100 * c / w : 0) }')
    echo "mutation score $ex: $caught of $wrong wrong versions caught ($percent%); $full of $valid valid at full marks"
    [ -z "$missed" ] || echo "  not caught:$missed"
    [ -z "$false_failures" ] || echo "  valid versions that lost points:$false_failures"
    [ -z "$unexplained" ] || echo "  caught, but the report lacks:$unexplained"
    [ -z "$broken" ] || echo "  scripts that no longer change $reference (update them):$broken"
    [ -z "$uncompiled" ] || echo "  versions that do not compile (update their scripts):$uncompiled"
    if [ -n "$missed$false_failures$unexplained$broken$uncompiled" ] || [ "$wrong" -eq 0 ]; then
        status=1
    fi
done
exit $status
