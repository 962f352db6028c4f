# pivot: a driven friction whose a_F reached zero goes to NC_F+ instead of C_F.
# expect: your pivots differ from the algorithm's at pivot
/^static int pivot/,/^}/ { /case T_DRIVEN_FRICTION_STICKS:/,/return 1;/ s|set_friction(dz, j, FRICTION_STICKING);|set_friction(dz, j, FRICTION_BOUND_PLUS);| }
