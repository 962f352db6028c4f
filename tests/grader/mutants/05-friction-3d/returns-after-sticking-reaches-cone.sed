# cone_pivot: ends the drive when a sticking friction (not the driven one) reaches its cone.
# expect: the step differs from the algorithm's: check cone_fdirection (delta f cleared, the drive's part, every
/^int cone_pivot/,/^}/ { /case M_STICKING_TO_BOUND:/,/return 0;/ s|return 0;|return 1;| }
