# The next contact to drive is the first one in index order with a_d < 0, not the most negative one.
# function: compute_forces
# set: B
# shows when: two or more unclamped contacts accelerate into their obstacle with different a: the reference drives the most negative first, this the lowest index; the pivots (and, where the answer is not unique, the forces) differ
/^static cf_status compute_forces/,/END SOLUTION/{
s/while ((d = dantzig_next_to_drive(s)) >= 0) {/while ((d = dantzig_next_to_drive(s)) >= 0) {\
        for (int i = 0; i < s->n; i++)\
            if (s->set[i] != CF_SET_CLAMPED \&\& !dantzig_reached_zero(s, i)) {\
                d = i;\
                break;\
            }/
}
