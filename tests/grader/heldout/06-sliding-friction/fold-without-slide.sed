# fold_sliding_friction subtracts mu A[:,t] without the slide v, as if every contact slid along +t.
# function: fold_sliding_friction
# set: A
/^static void fold_sliding_friction/,/END SOLUTION/{
s/row->mu \* row->slide \* p->A/row->mu * p->A/
}
