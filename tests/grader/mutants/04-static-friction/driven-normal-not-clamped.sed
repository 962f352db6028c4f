# pivot: a driven normal whose a_N reached zero is put in NC instead of C.
/^static int pivot/,/^}/ { /case T_DRIVEN_NORMAL_CLAMPED:/,/return 1;/ s|dz->set\[j\] = CF_SET_CLAMPED;|dz->set[j] = CF_SET_UNCLAMPED;| }
