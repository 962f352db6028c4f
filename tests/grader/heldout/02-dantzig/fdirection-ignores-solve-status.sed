# Calls cf_solve_psd but never looks at its status, so a failed solve goes on with whatever is in x.
# function: fdirection
# set: A
/cf_status status = cf_solve_psd(k, s->A11, s->rhs, s->x, DANTZIG_RANK_TOL);/,/^        return status;$/{
/^    if (status != CF_OK)$/d
/^        return status;$/d
s/cf_status status = cf_solve_psd(/cf_solve_psd(/
}
