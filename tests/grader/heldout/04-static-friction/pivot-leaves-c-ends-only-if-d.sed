# pivot ends the drive on a normal leaving C only when that normal is d itself, so a friction drive goes on after its own normal let go.
# function: pivot
# set: A
/^static int pivot/,/END SOLUTION/{
s/return is_friction(dz, d) && dz->p->rows\[d\]\.normal == j;/return j == d;/
}
