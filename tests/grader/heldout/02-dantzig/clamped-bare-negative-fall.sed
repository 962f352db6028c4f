# "f_i falls" is written as a bare delta f_i < 0 instead of asking dantzig_f_falls.
# function: dantzig_step_clamped
# set: B
# shows when: a clamped force's delta f is negative by roundoff only (e.g. -1e-17 next to delta f of order 1): the reference ignores it, this lets it limit the step and unclamps it
/^double dantzig_step_clamped/,/END SOLUTION/{
s/dantzig_f_falls(s, i)/s->df[i] < 0.0/
}
