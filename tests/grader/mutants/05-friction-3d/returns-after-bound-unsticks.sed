# cone_pivot: ends the drive when a friction at its cone comes back to sticking.
# expect: the step differs from the algorithm's: check cone_fdirection (delta f cleared, the drive's part, every
/^int cone_pivot/,/^}/ { /case M_BOUND_UNSTICKS:/,/return 0;/ s|return 0;|return 1;| }
