# cone_pivot: ends the drive when a friction at its cone comes back to sticking.
/^int cone_pivot/,/^}/ { /case M_BOUND_UNSTICKS:/,/return 0;/ s|return 0;|return 1;| }
