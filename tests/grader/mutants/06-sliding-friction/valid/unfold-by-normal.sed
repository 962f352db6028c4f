# unfold goes through the normals and, for each, the dynamic rows bound to it, from the last row down.
/^static void unfold/,/^}/ {
    /^    for (int t = 0; t < p->n; t++)$/,/^            f\[t\] = .*;$/c\    for (int N = p->n - 1; N >= 0; N--)\n        for (int t = p->n - 1; t >= 0; t--)\n            if (p->rows[t].kind == CF_ROW_DYNAMIC \&\& p->rows[t].normal == N)\n                f[t] = -p->rows[t].mu * p->rows[t].slide * f[N];
}
