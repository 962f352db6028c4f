# fold_sliding_friction and unfold: the friction acts along the sliding, not against it (+mu f_N slide in both, so the solve agrees with itself).
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ s|A_hat\[r \* n + row->normal\] -= row->mu|A_hat[r * n + row->normal] += row->mu|
/^static void unfold/,/^}/ s|f\[t\] = -p->rows\[t\].mu|f[t] = p->rows[t].mu|
