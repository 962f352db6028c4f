# cone_pivot, for a driven friction reaching its cone, calls to_bound before setting s->driven = -1 (to_bound and cone_advance do not read s->driven).
# function: cone_pivot
# set: A
/^int cone_pivot/,/END SOLUTION/{
/case M_DRIVEN_FRICTION_AT_BOUND:/{
n
N
s/^\( *\)\(s->driven = -1;\)\n\( *\)\(to_bound(s, contact);\)/\1\4\n\3\2/
}
}
