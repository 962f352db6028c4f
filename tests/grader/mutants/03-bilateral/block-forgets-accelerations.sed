# bilateral_solve_block: a is not recomputed from the joint forces, so the drives start from a = b.
# expect: status unbounded-ray, but this problem has a solution; bilateral_solve_block: after the bilateral block a
/^cf_status bilateral_solve_block/,/^}/ { /^    dantzig_fresh_accelerations(s);/d; }
