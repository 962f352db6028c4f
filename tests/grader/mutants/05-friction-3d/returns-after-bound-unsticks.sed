# pivot: ends the drive when a friction at its cone comes back to sticking.
# expect: a drive must end only when the driven index reaches its new state
/^static int pivot/,/^}/ {
/case M_BOUND_UNSTICKS:/,/return 0;/ s|return 0;|return 1;|
}
