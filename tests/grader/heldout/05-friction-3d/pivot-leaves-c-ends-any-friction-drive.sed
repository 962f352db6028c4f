# Any normal leaving C during a friction drive ends the drive, not only the driven contact's own normal.
# function: cone_pivot
# set: B
# shows when: a friction drive makes another contact's normal force fall to zero before the driven friction sticks or reaches its cone
/^int cone_pivot/,/END SOLUTION/{
s/if (s->driven == j) {/if (s->driven >= 0) {/
}
