# bench-values.awk - the numbers chapter 7 quotes from the benchmark's CSV.
#   awk -F, -f figures/bench-values.awk bench/results/bench.csv > bench.values
# One "key<TAB>value" line per number, as figures/worked.c writes them
# (chapters/filters/book.lua reads both):
#   bench.FAMILY.N.SOLVER.ratio       time over reference dgesv's time for the same n
#   bench.FAMILY.N.SOLVER.ratio-openblas  time over OpenBLAS dgesv's time for the same n
#   bench.FAMILY.N.SOLVER.violation   the certifier's worst scaled violation
#   bench.FAMILY.N.SOLVER.load, .weight, .load-error   (piles) the floor's load,
#                                     the pile's weight and their difference
#   bench.FAMILY.N.SOLVER.pivots, .drives, .deferred   counts the fast stage reports
#   bench.FAMILY.N.A-over-B           time of A over time of B (solvers A, B), every n
#   bench.FAMILY.SOLVER.last-ok       the largest n whose answer was accepted
#   bench.FAMILY.SOLVER.first-bad     the smallest n whose answer was rejected
#   bench.FAMILY.SOLVER.max-violation the worst violation over every n
#   bench.FAMILY.nmax                 the largest n of the family
# Fails (exit 1) on a CSV without the columns it needs or without rows.
function fmt(x,    t) { t = sprintf("%.2g", x); return t }
function put(key, value) { printf "bench.%s\t%s\n", key, value }
/^#/ { next }
$1 == "family" {
    for (i = 1; i <= NF; i++) col[$i] = i
    if (!("median_s" in col) || !("verdict" in col) || !("worst_violation" in col) || !("ratio" in col)) {
        print "bench-values: the CSV has no median_s, verdict, ratio or worst_violation column" > "/dev/stderr"
        bad = 1; exit 1
    }
    next
}
{
    if (!("median_s" in col)) { print "bench-values: no header line" > "/dev/stderr"; bad = 1; exit 1 }
    f = $1; n = $2 + 0; s = $3; v = $col["verdict"]
    rows++
    if (n > nmax[f]) nmax[f] = n
    sizes[f, n] = 1
    if (v == "skipped" || v == "baseline") { time[f, n, s] = $col["median_s"]; next }
    time[f, n, s] = $col["median_s"]
    put(f "." n "." s ".ratio", fmt($col["ratio"]))
    if ("ratio_openblas" in col) put(f "." n "." s ".ratio-openblas", fmt($col["ratio_openblas"]))
    viol = $col["worst_violation"] + 0
    put(f "." n "." s ".violation", fmt(viol))
    if (viol > maxv[f, s]) maxv[f, s] = viol
    if (("invariant_got" in col) && $col["invariant_got"] != "nan" && $col["invariant_got"] != "") {
        put(f "." n "." s ".load", sprintf("%.10g", $col["invariant_got"]))
        put(f "." n "." s ".weight", sprintf("%.10g", $col["invariant_want"]))
        put(f "." n "." s ".load-error", fmt($col["invariant_got"] - $col["invariant_want"]))
    }
    if ("detail" in col) {
        d = $col["detail"]
        if (match(d, /[0-9]+ pivots/)) put(f "." n "." s ".pivots", substr(d, RSTART, RLENGTH - 7))
        if (match(d, /[0-9]+ drives/)) put(f "." n "." s ".drives", substr(d, RSTART, RLENGTH - 7))
        if (match(d, /[0-9]+ deferred/)) put(f "." n "." s ".deferred", substr(d, RSTART, RLENGTH - 9))
    }
    seen[f, s] = 1
    if (v == "ok" && n > lastok[f, s]) lastok[f, s] = n
    if (v != "ok" && (!((f, s) in firstbad) || n < firstbad[f, s])) firstbad[f, s] = n
}
END {
    if (bad) exit 1
    if (rows == 0) { print "bench-values: no rows" > "/dev/stderr"; exit 1 }
    for (k in seen) {
        split(k, p, SUBSEP)
        put(p[1] "." p[2] ".last-ok", lastok[k] + 0)
        put(p[1] "." p[2] ".max-violation", fmt(maxv[k]))
        if (k in firstbad) put(p[1] "." p[2] ".first-bad", firstbad[k])
    }
    for (f in nmax) put(f ".nmax", nmax[f])
    split("ode fast ode-reg fast lemke fast stage2 fast ode-reg ode fast-every fast", pairs, " ")
    for (k in sizes) {
        split(k, q, SUBSEP)
        for (i = 1; i < 12; i += 2) {
            a = time[q[1], q[2], pairs[i]]; b = time[q[1], q[2], pairs[i + 1]]
            if (a > 0 && b > 0) put(q[1] "." q[2] "." pairs[i] "-over-" pairs[i + 1], fmt(a / b))
        }
    }
}
