# stage6_impulse_in_cone loops i < n - 1 and never looks at the last row.
# function: stage6_impulse_in_cone
# set: A
/^int stage6_impulse_in_cone/,/END SOLUTION/{
s/for (int i = 0; i < p->n; i++)/for (int i = 0; i < p->n - 1; i++)/
}
