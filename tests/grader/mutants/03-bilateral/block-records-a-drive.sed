# bilateral_solve_block: records the block as a drive of the first joint (d = the joint) instead of a record that drives nothing (d = -1).
/^cf_status bilateral_solve_block/,/^}/ s|return cf_trace_add(s->trace, s->drive, -1, 1.0, -1, CF_MOVE_OTHER,|return cf_trace_add(s->trace, s->drive, b->rows[0], 1.0, -1, CF_MOVE_OTHER,|
