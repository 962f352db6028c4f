# compute_forces skips the special case of mu = 0, leaving such frictions not yet processed instead of FRICTION_NONE.
# function: compute_forces
# set: A
/^static cf_status compute_forces/,/END SOLUTION/{
/for (int t = 0; t < dz->n; t++)$/{
N
N
/FRICTION_NONE/d
}
}
