# unfold: the friction is -mu slide, not -mu f_N slide: its size does not follow the normal force.
# expect: unfold, one sliding contact: f_T = -mu slide f_N: f
/^static void unfold/,/^}/ s|\* p->rows\[t\].slide \* f\[p->rows\[t\].normal\];|* p->rows[t].slide;|
