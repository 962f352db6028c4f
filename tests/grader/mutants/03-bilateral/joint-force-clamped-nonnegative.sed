# bilateral_solve_block: a joint's force is clamped at zero, as if it were a contact.
# expect: f_B must solve A_BB f_B = -b_B, and a joint's force may be negative (it pulls): never clamp it at zero
/^cf_status bilateral_solve_block/,/^}/ s|s->f\[b->rows\[r\]\] = f_B\[r\];|s->f[b->rows[r]] = fmax(f_B[r], 0.0);|
