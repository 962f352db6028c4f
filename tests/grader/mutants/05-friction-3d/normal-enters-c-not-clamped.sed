# cone_pivot: an unclamped normal whose a_N reached zero is left in NC.
# expect: a drive of another index: a drive must end only when the driven index reaches its new state (cone_pivot
/^int cone_pivot/,/^}/ { /case M_NORMAL_ENTERS_C:/,/return 0;/ s|dz->set\[j\] = CF_SET_CLAMPED;|(void)0;| }
