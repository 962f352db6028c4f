# pivot: a driven friction whose a_F reached zero goes to NC_F+ instead of C_F.
# expect: violates friction direction
/^static int pivot/,/^}/ {
/case T_DRIVEN_FRICTION_STICKS:/,/return 1;/ s|set_friction(s, j, FRICTION_STICKING);|set_friction(s, j, FRICTION_BOUND_PLUS);|
}
