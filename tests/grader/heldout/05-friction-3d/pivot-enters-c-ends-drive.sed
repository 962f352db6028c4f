# cone_pivot returns 1 when an unclamped normal joins C (M_NORMAL_ENTERS_C), as for the driven normal, so the drive ends before d reaches its new state.
# function: cone_pivot
# set: A
/^int cone_pivot/,/END SOLUTION/{
/case M_NORMAL_ENTERS_C:/,/return 0;/s/return 0;/return 1;/
}
