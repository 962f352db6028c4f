# cone_pivot returns 0 for every normal leaving C, skipping the case of the driven friction's own normal letting go.
# function: cone_pivot
# set: A
/^int cone_pivot/,/END SOLUTION/{
/if (s->driven == j) {/,/^        }$/d
}
