# cone_pivot moves a sticking friction that reaches its cone to CONE_AT_BOUND with cone_set_state alone, without to_bound setting u from where f_T met the cone.
# function: cone_pivot
# set: A
/^int cone_pivot/,/END SOLUTION/{
/case M_STICKING_TO_BOUND:/,/return 0;/s/to_bound(s, contact);/cone_set_state(s, contact, CONE_AT_BOUND);/
}
