# pivot: ends the drive when an unclamped normal joins C (NC to C), before the driven index reaches its new state.
# expect: status pivot-limit, but this problem has a solution: a drive never ended: pivot must return
/^static int pivot/,/^}/ { /case T_NORMAL_ENTERS_C:/,/return 0;/ s|return 0;|return 1;| }
