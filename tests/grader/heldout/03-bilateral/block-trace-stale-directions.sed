# Records the block pivot with s->df and s->da as the solve left them (-b_B and f_B) instead of zero delta f and delta a.
# function: bilateral_solve_block
# set: A
/^    for (int i = 0; i < n; i++)$/{
N
/\n        s->df\[i\] = s->da\[i\] = 0\.0;$/d
}
