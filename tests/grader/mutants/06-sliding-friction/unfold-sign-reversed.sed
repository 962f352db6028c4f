# unfold: the friction is given along the sliding, not against it.
/^static void unfold/,/^}/ s|f\[t\] = -p->rows\[t\].mu|f[t] = p->rows[t].mu|
