# fdirection builds A11 transposed, clamped_entry(s, col, row), so the friction is folded into the normal's row instead of its column.
# function: fdirection
# set: A
/^static cf_status fdirection/,/END SOLUTION/{
s/clamped_entry(s, dz->clamped\[r\], dz->clamped\[c\])/clamped_entry(s, dz->clamped[c], dz->clamped[r])/
}
