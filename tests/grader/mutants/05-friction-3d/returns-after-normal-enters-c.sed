# cone_pivot: ends the drive when an unclamped normal joins C (NC to C), before the driven index reaches its new state.
# expect: a drive of another index: a drive must end only when the driven index reaches its new state (cone_pivot
/^int cone_pivot/,/^}/ { /case M_NORMAL_ENTERS_C:/,/return 0;/ s|return 0;|return 1;| }
