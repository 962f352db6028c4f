# unfold: the friction is -mu slide, not -mu f_N slide: its size does not follow the normal force.
/^static void unfold/,/^}/ s|\* p->rows\[t\].slide \* f\[p->rows\[t\].normal\];|* p->rows[t].slide;|
