# delta_a: computes delta a as A f instead of A delta f.
/^static void delta_a/,/^}/ s|sum += A_i\[j\] \* s->df\[j\];|sum += A_i[j] * s->f[j];|
