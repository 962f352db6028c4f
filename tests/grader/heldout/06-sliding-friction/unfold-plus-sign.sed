# The dynamic rows get f_T = +mu v f_N instead of -mu v f_N.
# function: unfold
# set: B
# shows when: any sliding contact with mu > 0 and f_N > 0: the reported friction force has the wrong sign
/^static void unfold/,/END SOLUTION/{
s/f\[t\] = -p->rows\[t\]\.mu \* p->rows\[t\]\.slide \* f\[p->rows\[t\]\.normal\];/f[t] = p->rows[t].mu * p->rows[t].slide * f[p->rows[t].normal];/
}
