# fast-bench.awk - chapter 8's tables from make bench-fast-friction's CSV.
#   awk -F, -v dim=2 -v md=OUT.md -v values=OUT.values -f figures/fast-bench.awk CSV
# One row per Siconos file: each solver's verdict and CPU seconds, in the
# CSV's column order; then, for the generated problems (piles or stacks),
# the same, and for each solver the exponent of a least-squares fit of
# log(seconds) on log(n) over the sizes from n = 64 up that it certified,
# and the largest of them.
/^#/ { next }
$1 == "family" { next }
{
    family = $1; n = $2; solver = $3; verdict = $4; seconds = $6; detail = $NF
    if (!(solver in seen)) { seen[solver] = 1; order[++solvers] = solver }
    if (family ~ /-file$/) {
        name = detail; sub(/:.*/, "", name)
        key = name
    } else {
        key = "n = " n
    }
    if (!(key in known)) { known[key] = 1; keys[++count] = key; kind[key] = family; size[key] = n }
    cell[key, solver] = (verdict == "ok" ? sprintf("%.3g s", seconds) : verdict " " sprintf("%.3g s", seconds))
    if (family !~ /-file$/ && verdict == "ok" && n >= 64) {
        fit_n[solver] += 1; x = log(n); y = log(seconds)
        sx[solver] += x; sy[solver] += y; sxx[solver] += x * x; sxy[solver] += x * y
        if (n > largest[solver]) largest[solver] = n
    }
}
END {
    for (part = 1; part <= 2; part++) {
        printf "| %s | $n$ |", part == 1 ? "Siconos file" : "generated" > md
        for (s = 1; s <= solvers; s++) printf " %s |", order[s] > md
        printf "\n|:--|--:|" > md
        for (s = 1; s <= solvers; s++) printf "--:|" > md
        printf "\n" > md
        for (k = 1; k <= count; k++) {
            key = keys[k]
            if ((part == 1) != (kind[key] ~ /-file$/)) continue
            printf "| %s | %d |", (part == 1 ? "`" key "`" : kind[key]), size[key] > md
            for (s = 1; s <= solvers; s++) printf " %s |", cell[key, order[s]] > md
            printf "\n" > md
        }
        printf "\n" > md
    }
    for (s = 1; s <= solvers; s++) {
        solver = order[s]
        m = fit_n[solver]
        if (m >= 2) {
            slope = (m * sxy[solver] - sx[solver] * sy[solver]) / (m * sxx[solver] - sx[solver] * sx[solver])
            printf "fastbench%d.%s.exponent\t%.2f\nfastbench%d.%s.largest\t%d\n", dim, solver, slope, dim, solver, largest[solver] > values
        } else {
            printf "fastbench%d.%s.exponent\t(fewer than two sizes certified)\nfastbench%d.%s.largest\t%d\n", dim, solver, dim, solver, largest[solver] > values
        }
    }
}
