# solve_bilateral_block: a is not recomputed from the joint forces, so the drives start from a = b.
# expect: recompute a from the joint forces
/^static cf_status solve_bilateral_block/,/^}/ s|    fresh_accelerations(s);|    (void)fresh_accelerations;|
