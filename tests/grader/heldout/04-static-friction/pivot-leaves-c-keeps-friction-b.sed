# When a normal leaves C its force is set to zero but its friction is not released, keeping its state and force.
# function: pivot
# set: B
# shows when: a normal whose friction was already processed (sticking or at a bound) leaves C during a drive
/^static int pivot/,/END SOLUTION/{
s/^        release_friction(s, j);$/        (void)release_friction;/
}
