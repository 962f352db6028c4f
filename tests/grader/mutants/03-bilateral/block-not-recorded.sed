# bilateral_solve_block: the block is solved but never recorded as the first pivot.
# expect: the problem has joints (bilateral rows), but no pivot was recorded: the bilateral block A_BB f_B = -b_B is
/^cf_status bilateral_solve_block/,/^}/ s|if (s->trace == NULL)$|if (1)|
