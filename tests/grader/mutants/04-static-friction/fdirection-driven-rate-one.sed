# fdirection: the driven index moves at rate 1 whatever sigma says (delta f_d = 1).
/^static cf_status fdirection/,/^}/ s|^    df\[d\] = sigma;|    df[d] = 1.0;|
