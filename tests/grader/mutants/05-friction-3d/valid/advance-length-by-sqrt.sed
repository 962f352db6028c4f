# cone_advance measures ||f_T|| as sqrt(f_T1^2 + f_T2^2) instead of hypot (the same up to roundoff at these sizes).
/^void cone_advance/,/^}/ s|double length = hypot(dz->f\[t1\], dz->f\[t2\]);|double length = sqrt(dz->f[t1] * dz->f[t1] + dz->f[t2] * dz->f[t2]);|
