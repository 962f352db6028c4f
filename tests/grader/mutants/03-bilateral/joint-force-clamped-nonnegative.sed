# solve_bilateral_block: a joint's force is clamped at zero, as if it were a contact.
# expect: never clamp it at zero
# expect: f_B must solve A_BB f_B = -b_B
/^static cf_status solve_bilateral_block/,/^}/ s|s->f\[s->bilateral\[r\]\] = f_B\[r\];|s->f[s->bilateral[r]] = f_B[r] > 0.0 ? f_B[r] : 0.0;|
