# dantzig_step_unclamped: any fall of an unclamped acceleration limits the step, however small against its terms (delta a_i < 0 instead of dantzig_a_falls).
# expect: delta a_i counts as a fall only beyond tol times the size of its terms, sum_j |A_ij delta f_j| (s->da_size):
/^double dantzig_step_unclamped/,/^}/ s|dantzig_a_falls(s, i)|s->da[i] < 0.0|
