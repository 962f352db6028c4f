# cone_pivot: ends the drive when a sticking friction (not the driven one) reaches its cone.
# expect: a friction that is not the driven one sticking or reaching its cone, or another normal's move, never ends it
/^int cone_pivot/,/^}/ { /case M_STICKING_TO_BOUND:/,/return 0;/ s|return 0;|return 1;| }
