# advance measures ||f_T|| as sqrt(f_T1^2 + f_T2^2) instead of hypot (the same up to roundoff at these sizes).
/^static void advance/,/^}/ s|double length = hypot(s->f\[t1\], s->f\[t2\]);|double length = sqrt(s->f[t1] * s->f[t1] + s->f[t2] * s->f[t2]);|
