# pivot: a driven friction whose a_T reached 0 is put at the bound instead of in C_F.
# expect: violates maximal dissipation
/^static int pivot/,/^}/ {
/case M_DRIVEN_FRICTION_STICKS:/,/return 1;/ s|set_state(s, contact, CONE_STICKING);|set_state(s, contact, CONE_AT_BOUND);|
}
