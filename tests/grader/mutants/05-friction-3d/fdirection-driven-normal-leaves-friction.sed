# fdirection: a driven normal whose friction kept its place at the bound grows alone; its friction does not grow with f_N.
# expect: whose friction kept its place at the cone
/^static cf_status fdirection/,/^}/ {
/^        if (s->p->rows\[d\].kind == CF_ROW_NORMAL && state_of(s, d) == CONE_AT_BOUND) {$/,/^        }$/d
}
