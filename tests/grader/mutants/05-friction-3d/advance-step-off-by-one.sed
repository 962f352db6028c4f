# cone_advance: the step f += s delta f starts at index 1.
# expect: nothing was driven: cone_fdirection must give the driven index its rate (delta f_d
/^void cone_advance/,/^}/ { /^    for (int i = 0; i < dz->n; i++)$/ { N; /dz->f\[i\] += step/ s|int i = 0;|int i = 1;| } }
