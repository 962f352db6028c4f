# fold_sliding_friction: only the normal rows of column N are folded; the joints and the static frictions do not feel the sliding friction.
# expect: fold_sliding_friction, one sliding contact (mu
/^static void fold_sliding_friction/,/^}/ s|^\( *\)A_hat\[r \* n + row->normal\] -= |\1if (p->rows[r].kind == CF_ROW_NORMAL)\
\1    A_hat[r * n + row->normal] -= |
