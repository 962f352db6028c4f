# pivot: ends the drive when a friction at its bound comes back to sticking (NC_F to C_F).
# expect: your pivots differ from the algorithm's at pivot
/^static int pivot/,/^}/ { /case T_MINUS_UNSTICKS:/,/return 0;/ s|return 0;|return 1;| }
