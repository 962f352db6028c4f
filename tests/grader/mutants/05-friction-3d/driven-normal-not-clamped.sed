# cone_pivot: a driven normal whose a_N reached zero is put in NC instead of C.
# expect: and a normal that leaves C releases its friction (cone_pivot calls cone_release_friction
/^int cone_pivot/,/^}/ { /case M_DRIVEN_NORMAL_CLAMPED:/,/return 1;/ s|dz->set\[j\] = CF_SET_CLAMPED;|dz->set[j] = CF_SET_UNCLAMPED;| }
