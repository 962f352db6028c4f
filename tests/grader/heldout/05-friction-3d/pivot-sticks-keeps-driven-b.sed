# When the driven friction sticks the drive ends, but s->driven is left pointing at its contact.
# function: cone_pivot
# set: B
# shows when: a friction drive ends with the friction sticking and another drive follows (its fdirection still drives that friction along w)
/^int cone_pivot/,/END SOLUTION/{
/case M_DRIVEN_FRICTION_STICKS:/,/return 1;/{
/s->driven = -1;/d
}
}
