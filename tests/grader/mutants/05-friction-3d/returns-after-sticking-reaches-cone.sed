# cone_pivot: ends the drive when a sticking friction (not the driven one) reaches its cone.
/^int cone_pivot/,/^}/ { /case M_STICKING_TO_BOUND:/,/return 0;/ s|return 0;|return 1;| }
