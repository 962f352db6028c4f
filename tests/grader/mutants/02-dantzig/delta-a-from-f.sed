# drive_to_zero: computes delta a as A f instead of A delta f.
/^static cf_status drive_to_zero/,/^}/ s|cf_matvec(s->n, s->p->A, s->df, s->da);|cf_matvec(s->n, s->p->A, s->f, s->da);|
