#!/bin/sh
# mutation.sh - the mutation score of every exercise's tests (make mutation,
# and part of make test).
#
#   mutation.sh BUILD [--heldout] [--sample N] [EX...]
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
# and heldout/EX/ (README.md there): versions written from the handout and
# the reference alone, without the tests, in two sets.
#   heldout/EX/valid/NAME.sed  must score full marks, like valid/ (always graded);
#   heldout/EX/NAME.sed        graded with --heldout (make mutation): their
#                   share caught is measured, not required: set A's misses
#                   are named (the tests may be improved against them), set
#                   B's only counted (a set nobody tunes against); and of the
#                   caught ones, how many get a first failing message that
#                   names the function their "# function:" line gives.
# With --sample N (make test, which must stay within its time), only the
# first of every N wrong versions of mutants/EX (in the order of their
# names) is graded; every valid version always is.
# A script that no longer changes the reference is an error, and so is a
# version that does not compile (it would be caught for the wrong reason).  Every version
# is graded as one class (grader --class, in parallel); then, per exercise:
#   mutation score 02-dantzig: 48 of 48 wrong versions caught (100%); 5 of 5 valid at full marks
# Exits 1 unless every exercise scores 100% with every valid version at full marks.
# A later exercise adds its own folder mutants/NN-name/: nothing here changes.
set -u
build=${1:?usage: mutation.sh BUILD [EX...]}
shift
heldout=0 sample=1
while [ $# -gt 0 ]; do
    case $1 in
        --heldout) heldout=1 ;;
        --sample) sample=${2:?--sample N}; shift ;;
        *) break ;;
    esac
    shift
done
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
    held=$here/heldout/$ex/
    more=""
    [ "$heldout" -eq 1 ] && more="$held*.sed"
    index=0
    for script in "$folder"*.sed "$folder"valid/*.sed "$held"valid/*.sed $more; do
        [ -f "$script" ] || continue
        case $script in
            "$folder"valid/*|"$held"*) ;;
            *)  # a wrong version of mutants/EX: with --sample N, one in N
                index=$((index + 1))
                [ $(((index - 1) % sample)) -eq 0 ] || continue ;;
        esac
        case $script in
            "$held"valid/*) kind=valid-heldout ;;
            "$held"*) kind=heldout-$(sed -n 's/^# set: \([AB]\)$/\1/p' "$script") ;;
            */valid/*) kind=valid ;;
            *) kind=wrong ;;
        esac
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
    set_a=0 caught_a=0 set_b=0 caught_b=0 named=0 missed_a=""
    header=$(head -n 1 "$out/$ex/gradebook.csv")
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
            heldout-*)
                set=${name#heldout-}
                set=${set%%-*}
                base=${name#heldout-?-}
                if [ "$set" = A ]; then set_a=$((set_a + 1)); else set_b=$((set_b + 1)); fi
                if [ "$total" = "$max" ]; then
                    [ "$set" = A ] && missed_a="$missed_a $base"
                    continue
                fi
                if [ "$set" = A ]; then caught_a=$((caught_a + 1)); else caught_b=$((caught_b + 1)); fi
                # The first test that lost points (the gradebook's columns
                # say "name (max)"), and the message its report opens with.
                first=$(printf '%s\n%s\n' "$header" "$row" | awk -F, '
                    NR == 1 { for (k = 2; k <= NF - 3; k++) { at = index($k, " (")
                              names[k] = substr($k, 1, at - 1); m = substr($k, at + 2)
                              sub(/[)].*/, "", m); most[k] = m } }
                    NR == 2 { for (k = 2; k <= NF - 3; k++) if ($k + 0 < most[k] + 0) { print names[k]; exit } }')
                fault=$(sed -n 's/^# function: //p' "$held$base.sed")
                if [ -n "$first" ] && sed -n 2p "$out/$ex/reports/$name/$first.txt" 2>/dev/null \
                        | grep -q -w -F -- "$fault"; then
                    named=$((named + 1))
                fi
                ;;
        esac
    done <<ROWS
$(tail -n +2 "$out/$ex/gradebook.csv")
ROWS
    percent=$(awk -v c="$caught" -v w="$wrong" 'BEGIN { printf "%d", (w > 0 ? 100 * c / w : 0) }')
    sampled=""
    [ "$sample" -eq 1 ] || sampled=" (one in $sample of them: make mutation grades every one)"
    echo "mutation score $ex: $caught of $wrong wrong versions caught ($percent%)$sampled; $full of $valid valid at full marks"
    if [ $((set_a + set_b)) -gt 0 ]; then
        share() { awk -v c="$1" -v w="$2" 'BEGIN { printf "%d of %d (%d%%)", c, w, (w > 0 ? 100 * c / w : 0) }'; }
        echo "  held-out versions (heldout/$ex): set A (the tests may be tuned against it) $(share $caught_a $set_a) caught;" \
             "set B (never tuned against) $(share $caught_b $set_b) caught;" \
             "the first failing message names the function at fault for $named of $((caught_a + caught_b)) caught"
        [ -z "$missed_a" ] || echo "  set A not caught:$missed_a"
    fi
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
