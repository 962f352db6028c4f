# pivot: ends the drive when a sticking friction (not the driven one) reaches its cone.
# expect: a drive must end only when the driven index reaches its new state
/^static int pivot/,/^}/ {
/case M_STICKING_TO_BOUND:/,/return 0;/ s|return 0;|return 1;|
}
