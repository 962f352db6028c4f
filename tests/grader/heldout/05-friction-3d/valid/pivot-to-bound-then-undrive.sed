# The driven friction that reaches its cone is put on the bound first and only then stops being the driven one.
# function: cone_pivot
# set: B
# shows when: never: putting a friction on its cone does not depend on s->driven
/^int cone_pivot/,/END SOLUTION/{
/case M_DRIVEN_FRICTION_AT_BOUND:/{
N
N
s/^\(    case M_DRIVEN_FRICTION_AT_BOUND:\)\n\(        s->driven = -1;\)\n\(        to_bound(s, contact);\)$/\1\
\3\
\2/
}
}
