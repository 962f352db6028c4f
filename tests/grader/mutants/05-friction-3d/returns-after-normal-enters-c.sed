# cone_pivot: ends the drive when an unclamped normal joins C (NC to C), before the driven index reaches its new state.
/^int cone_pivot/,/^}/ { /case M_NORMAL_ENTERS_C:/,/return 0;/ s|return 0;|return 1;| }
