# unfold: the friction is -mu f_N, without the slide, whichever way the contact slides.
/^static void unfold/,/^}/ s|f\[t\] = -p->rows\[t\].mu \* p->rows\[t\].slide \* f|f[t] = -p->rows[t].mu * f|
