# cone_fdirection reads w as s->u[2 d] with d the driven friction row, instead of s->u of the driven contact's normal row s->driven.
# function: cone_fdirection
# set: A
/^cf_status cone_fdirection/,/END SOLUTION/{
s/s->u\[2 \* s->driven\]/s->u[2 * d]/
s/s->u\[2 \* s->driven + 1\]/s->u[2 * d + 1]/
}
