# block-values.awk - the numbers chapter 6 quotes about the sliding block.
#   awk -v dt=STEP -f figures/block-values.awk SCENE SIMULATE-OUTPUT
# From the scene: the block's speed v_0 and the floor's mu (every contact
# has the same).  From cf simulate's output (CSV, "# " comments): x where
# the event column says "stops".  Computed: the exact stop v_0^2/(2 mu g)
# and the Euler shortfall v_0 dt/2 (exercise 6.5).
BEGIN { g = 9.81 }
FNR == NR && $1 == "body" {
    for (i = 1; i < NF; i++) if ($i == "velocity") v0 = $(i + 1)
}
FNR == NR && $1 == "contact" {
    for (i = 1; i < NF; i++) if ($i == "mu") mu = $(i + 1)
}
FNR != NR && /stops$/ { split($0, c, ","); stop = c[4] }
END {
    if (v0 == "" || mu == "" || stop == "" || dt == "") {
        print "block-values.awk: no v_0, mu, stop or dt" > "/dev/stderr"
        exit 1
    }
    exact = v0 * v0 / (2 * mu * g)
    short = v0 * dt / 2
    printf "block.v0\t%g\nblock.mu\t%g\nblock.dt\t%g\n", v0, mu, dt
    printf "block.exact\t%.5f\nblock.short\t%g\nblock.euler\t%.5f\nblock.stop\t%s\n", exact, short, exact - short, stop
    printf "block.stop.r5\t%.5f\n", stop
}
