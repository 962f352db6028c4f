# When a normal leaves C its force is set to zero and its friction released, but a is not computed afresh.
# function: cone_pivot
# set: B
# shows when: a normal whose friction carried force (sticking or at the cone) leaves C: the accelerations then still hold the old forces' effect for the correction and the next maxstep
/^int cone_pivot/,/END SOLUTION/{
/case M_NORMAL_LEAVES_C:/,/return 0;/{
/^        dantzig_fresh_accelerations(dz);$/d
}
}
