# unfold: every friction row with a normal is set from it, static ones too, so a static friction's force from stage 4 or 5 is overwritten.
# expect: only dynamic rows unfold: a static friction's force is stage
/^static void unfold/,/^}/ s|if (p->rows\[t\].kind == CF_ROW_DYNAMIC)|if (p->rows[t].normal >= 0)|
