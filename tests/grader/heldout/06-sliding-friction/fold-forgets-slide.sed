# The fold subtracts mu A[:,t] without the slide v, as if every contact slid along +t.
# function: fold_sliding_friction
# set: B
# shows when: a contact sliding along -t (slide -1), or a 3D sliding contact (slides are the components of a unit vector): the friction's direction or size is wrong
/^static void fold_sliding_friction/,/END SOLUTION/{
s/-= row->mu \* row->slide \* p->A\[r \* n + t\];/-= row->mu * p->A[r * n + t];/
}
