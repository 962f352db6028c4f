# cone_fdirection drives a normal with df[d] = 1 alone, skipping the special case of a normal whose friction kept its place at the cone (mu u on its tangent rows).
# function: cone_fdirection
# set: A
/^cf_status cone_fdirection/,/END SOLUTION/{
/if (dz->p->rows\[d\]\.kind == CF_ROW_NORMAL && cone_state(s, d) == CONE_AT_BOUND) {/,/^        }$/d
}
