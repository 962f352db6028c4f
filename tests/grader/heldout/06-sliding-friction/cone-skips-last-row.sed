# The loop over the impulse's rows stops one short (i < n - 1).
# function: stage6_impulse_in_cone
# set: B
# shows when: the only violation is in the last row (a pull at the last normal row, or the last friction row outside its cone): the reference rejects the impulse, this accepts it
/^int stage6_impulse_in_cone/,/END SOLUTION/{
s/for (int i = 0; i < p->n; i++) {/for (int i = 0; i < p->n - 1; i++) {/
}
