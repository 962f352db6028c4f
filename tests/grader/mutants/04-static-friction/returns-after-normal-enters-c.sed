# pivot: ends the drive when an unclamped normal joins C (NC to C), before the driven index reaches its new state.
/^static int pivot/,/^}/ { /case T_NORMAL_ENTERS_C:/,/return 0;/ s|return 0;|return 1;| }
