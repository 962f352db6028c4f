# unfold: the friction is -mu f_N, without the slide, whichever way the contact slides.
# expect: unfold, one sliding contact: f_T = -mu slide f_N: f
/^static void unfold/,/^}/ s|f\[t\] = -p->rows\[t\].mu \* p->rows\[t\].slide \* f|f[t] = -p->rows[t].mu * f|
