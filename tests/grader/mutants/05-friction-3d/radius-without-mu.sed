# cone_advance: a friction at the bound is put back at radius f_N, without mu.
/^void cone_advance/,/^}/ s|double radius = cone_mu(s, i) \* fmax(dz->f\[i\], 0.0);|double radius = fmax(dz->f[i], 0.0);|
