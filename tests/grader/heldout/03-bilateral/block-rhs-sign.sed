# Puts +b_B instead of -b_B on the right-hand side, solving A_BB f_B = b_B.
# function: bilateral_solve_block
# set: A
s/^        minus_b\[r\] = -s->p->b\[i\];$/        minus_b[r] = s->p->b[i];/
