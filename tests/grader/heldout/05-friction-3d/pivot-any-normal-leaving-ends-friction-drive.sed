# cone_pivot ends a friction drive whenever any normal leaves C (s->driven >= 0), not only when it is the driven contact's own normal.
# function: cone_pivot
# set: A
/^int cone_pivot/,/END SOLUTION/{
s/if (s->driven == j) {/if (s->driven >= 0) {/
}
