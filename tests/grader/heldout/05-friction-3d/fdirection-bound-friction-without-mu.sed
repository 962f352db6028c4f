# cone_fdirection grows the friction of a driven normal that kept its place at the cone by u instead of mu u.
# function: cone_fdirection
# set: A
/^cf_status cone_fdirection/,/END SOLUTION/{
s/= cone_mu(s, d) \* s->u/= s->u/
}
