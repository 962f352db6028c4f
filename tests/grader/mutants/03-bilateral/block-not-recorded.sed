# solve_bilateral_block: the block is solved but never recorded as the first pivot.
# expect: bilateral block
/^static cf_status solve_bilateral_block/,/^}/ s|if (s->trace == NULL \|\| k == 0)|if (1)|
