# cone_advance moves f and puts the frictions back on their cones but does not compute a afresh.
# function: cone_advance
# set: A
/^void cone_advance/,/END SOLUTION/{
/dantzig_fresh_accelerations(dz);/d
}
