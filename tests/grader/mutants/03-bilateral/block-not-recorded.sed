# bilateral_solve_block: the block is solved but never recorded as the first pivot.
/^cf_status bilateral_solve_block/,/^}/ s|if (s->trace == NULL)$|if (1)|
