# delta f is never multiplied by omega, so turning the path back only flips omega without changing the direction.
# function: drive_to_zero
# set: B
# shows when: a drive's path turns back (an index blocks the step in both of its states with a zero step)
/^static cf_status drive_to_zero/,/END SOLUTION/{
/^        for (int i = 0; i < dz->n; i++)$/{
N
/dz->df\[i\] \*= s->omega;/d
}
}
