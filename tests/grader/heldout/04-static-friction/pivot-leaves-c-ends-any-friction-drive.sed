# Any normal leaving C during a friction drive ends the drive, not only the driven friction's own normal.
# function: pivot
# set: B
# shows when: a friction drive makes another contact's normal force fall to zero (that normal leaves C) before the friction sticks or reaches its bound
/^static int pivot/,/END SOLUTION/{
s/return is_friction(dz, d) && dz->p->rows\[d\]\.normal == j;/return is_friction(dz, d);/
}
