# cone_pivot makes a driven friction that sticks CONE_STICKING but leaves s->driven set to its contact.
# function: cone_pivot
# set: A
/^int cone_pivot/,/END SOLUTION/{
/case M_DRIVEN_FRICTION_STICKS:/,/return 1;/{
/s->driven = -1;/d
}
}
