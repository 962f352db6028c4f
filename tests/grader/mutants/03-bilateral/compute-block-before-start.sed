# compute_forces: solves the bilateral block before dantzig_start, which then sets every force back to 0 and every row out of C.
/^static cf_status compute_forces/,/^}/ {
    /^    dantzig_start(s);/d
    /^    cf_status status = bilateral_solve_block(s, b);$/ { N; N; s|$|\n    dantzig_start(s);| }
}
