# pivot: a friction at its bound whose a_F reached zero is left at the bound (its state is not set back to C_F).
/^static int pivot/,/^}/ { /case T_MINUS_UNSTICKS:/,/return 0;/ s|set_friction(dz, j, FRICTION_STICKING);|(void)0;| }
