# cone_pivot: an unclamped normal whose a_N reached zero is left in NC.
/^int cone_pivot/,/^}/ { /case M_NORMAL_ENTERS_C:/,/return 0;/ s|dz->set\[j\] = CF_SET_CLAMPED;|(void)0;| }
