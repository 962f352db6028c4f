# cone_pivot moves a normal that leaves C to NC with f_N = 0 but does not release its friction, which keeps its state and its force.
# function: cone_pivot
# set: A
/^int cone_pivot/,/END SOLUTION/{
/case M_NORMAL_LEAVES_C:/,/return 0;/{
/^        cone_release_friction(s, j);$/d
}
}
