# cone_pivot puts a driven friction that reaches its cone at the bound but leaves s->driven set to its contact.
# function: cone_pivot
# set: A
/^int cone_pivot/,/END SOLUTION/{
/case M_DRIVEN_FRICTION_AT_BOUND:/,/return 1;/{
/s->driven = -1;/d
}
}
