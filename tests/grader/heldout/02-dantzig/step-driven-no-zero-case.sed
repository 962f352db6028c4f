# Leaves out the special case of a driven d already at zero after a tie: only a rising a_d limits the step.
# function: dantzig_step_driven
# set: A
/^    if (dantzig_reached_zero(s, d))$/,/^        return 0\.0;/d
