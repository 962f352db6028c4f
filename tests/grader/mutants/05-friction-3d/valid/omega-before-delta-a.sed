# fdirection turns delta f by omega first and then computes delta a = A delta f, instead of turning both (omega is +-1: the same numbers).
/^static cf_status fdirection/,/^}/ {
    /^    cf_matvec(n, s->p->A, s->df, s->da); \/\* delta a = A delta f \*\/$/d
    /^        s->da\[i\] \*= s->omega;$/d
    s|^    return CF_OK;$|    cf_matvec(n, s->p->A, s->df, s->da); /* delta a = A delta f, for the turned delta f */\n&|
}
