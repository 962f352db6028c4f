# friction-random-values.awk - the numbers chapter 5 quotes from the random friction bench.
#   awk -F, -v prefix=fr -f figures/friction-random-values.awk bench/results/friction-random.csv
# One "key<TAB>value" line per number (chapters/filters/book.lua reads them):
#   PREFIX.FAMILY.SOLVER.correct, .wrong, .wrong-mixed, .gave-up   counts of the CSV's row
#   PREFIX.FAMILY.problems, PREFIX.FAMILY.mixed   problems, and those whose contacts differ in mu
# PREFIX is fr for the soak's problems, fr1 for the control with one mu per problem.
# Fails (exit 1) on a CSV without the columns it needs or without rows.
function put(key, value) { printf "%s.%s\t%s\n", prefix, key, value }
/^# friction[23]d: / {
    family = $1; sub(/^# /, "", family); sub(/:.*/, "", family)
    line = $0
    if (match(line, /[0-9]+ with contacts of different mu/)) {
        mixed = substr(line, RSTART, RLENGTH); sub(/ .*/, "", mixed)
        put(family ".mixed", mixed)
    }
    next
}
/^#/ { next }
$1 == "family" {
    for (i = 1; i <= NF; i++) col[$i] = i
    if (!("correct" in col) || !("wrong" in col) || !("gave_up" in col) || !("wrong_mixed_mu" in col)) {
        print "friction-random-values: the CSV has no correct, wrong, gave_up or wrong_mixed_mu column" > "/dev/stderr"
        bad = 1; exit 1
    }
    next
}
{
    if (!("correct" in col)) { print "friction-random-values: no header line" > "/dev/stderr"; bad = 1; exit 1 }
    key = $1 "." $2
    put(key ".correct", $col["correct"])
    put(key ".wrong", $col["wrong"])
    put(key ".wrong-mixed", $col["wrong_mixed_mu"])
    put(key ".gave-up", $col["gave_up"])
    if (!($1 in seen)) put($1 ".problems", $col["problems"])
    seen[$1] = 1
    rows++
}
END {
    if (bad) exit 1
    if (rows == 0) { print "friction-random-values: no rows" > "/dev/stderr"; exit 1 }
}
