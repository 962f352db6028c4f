# stage6_impulse_in_cone checks every normal row for a pull in a first loop and every friction row against its cone in a second.
# function: stage6_impulse_in_cone
# set: A
/^int stage6_impulse_in_cone/,/END SOLUTION/{
/^ *if (row->kind == CF_ROW_FRICTION2D && fabs/i\
    }\
    for (int i = 0; i < p->n; i++) {\
        const cf_row *row = &p->rows[i];
}
