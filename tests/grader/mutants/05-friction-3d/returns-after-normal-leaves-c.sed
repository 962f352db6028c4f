# cone_pivot: ends every drive when a clamped normal leaves C, not only the drive of that normal's own friction.
# expect: a drive of another index: a drive must end only when the driven index reaches its new state (cone_pivot
/^int cone_pivot/,/^}/ { /case M_NORMAL_LEAVES_C:/,/^        return 0;/ s|^        return 0;|        return 1;| }
