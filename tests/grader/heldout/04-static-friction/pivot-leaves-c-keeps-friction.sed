# pivot moves a normal that leaves C to NC with f_N = 0 but does not release its friction, which keeps its force and its state.
# function: pivot
# set: A
/^static int pivot/,/END SOLUTION/{
/case T_NORMAL_LEAVES_C:/,/return is_friction/{
/^        release_friction(s, j);$/d
}
s/^    \/\/ BEGIN SOLUTION stub: (void)s; (void)d; (void)j; (void)t; (void)release_friction; return 1;$/&\
    (void)release_friction;/
}
