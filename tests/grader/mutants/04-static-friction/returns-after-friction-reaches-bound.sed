# pivot: ends the drive when a sticking friction (not the driven one) reaches its bound (C_F to NC_F).
# expect: status unbounded-ray, but this problem has a solution: nothing limited a step: the bound moves with f_N (mu
/^static int pivot/,/^}/ {
    /case T_STICKING_TO_PLUS:/,/return 0;/ s|return 0;|return 1;|
    /case T_STICKING_TO_MINUS:/,/return 0;/ s|return 0;|return 1;|
}
