# When a normal leaves C its force is set to zero but its friction is not released.
# function: cone_pivot
# set: B
# shows when: a normal with a sticking friction (or one at the cone) leaves C: its f_T stays, with no normal force to lean on
/^int cone_pivot/,/END SOLUTION/{
/^        cone_release_friction(s, j);$/d
}
