# A normal joining C during a drive is taken to end the drive, like the driven normal joining C.
# function: cone_pivot
# set: B
# shows when: a drive makes another normal's acceleration fall to zero before the driven index reaches its new state
/^int cone_pivot/,/END SOLUTION/{
/case M_NORMAL_ENTERS_C:/,/return 0;/ s/return 0;/return 1;/
}
