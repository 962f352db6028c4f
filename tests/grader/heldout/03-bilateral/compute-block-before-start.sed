# Solves the bilateral block before dantzig_start, which then sets f back to 0 and every index back to unconsidered.
# function: compute_forces
# set: A
/^    dantzig_start(s); \/\* f = 0, a = b, every index not yet considered \*\/$/d
/^    cf_status status = bilateral_solve_block(s, b);$/{
n
n
s/$/\n    dantzig_start(s);/
}
