# cone_exit_step tests |qb| > noise for the cancellation-free root, so a force moving inward (qb < 0) on a quadratic with qa <= 0 gets a negative root instead of INFINITY.
# function: cone_exit_step
# set: A
/^double cone_exit_step/,/END SOLUTION/{
s/^    if (qb > noise)$/    if (fabs(qb) > noise)/
}
