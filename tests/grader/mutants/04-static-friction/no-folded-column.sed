# fdirection: A11 is A over the unknowns, without the friction column of a contact at the bound folded into its normal column (clamped_entry not used).
# expect: fdirection solves A11 x = -sigma v1 over C
/^static cf_status fdirection/,/^}/ s|dz->A11\[r \* k + c\] = clamped_entry(s, dz->clamped\[r\], dz->clamped\[c\]);|dz->A11[r * k + c] = dz->p->A[dz->clamped[r] * n + dz->clamped[c]];|
