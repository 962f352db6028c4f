# A normal that joins C during a drive is taken to end the drive, as the driven normal joining C does.
# function: pivot
# set: B
# shows when: a drive (of a normal or a friction) makes another normal's acceleration fall to zero before the driven index reaches its new state
/^static int pivot/,/END SOLUTION/{
/case T_NORMAL_ENTERS_C:/,/return 0;/ s/return 0;/return 1;/
}
