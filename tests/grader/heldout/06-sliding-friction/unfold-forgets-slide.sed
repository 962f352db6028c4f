# The dynamic rows get f_T = -mu f_N, without the slide v.
# function: unfold
# set: B
# shows when: a contact sliding along -t (slide -1) or a 3D sliding contact: the reported friction force has the wrong sign or size
/^static void unfold/,/END SOLUTION/{
s/\* p->rows\[t\]\.slide \* f\[p->rows\[t\]\.normal\]/* f[p->rows[t].normal]/
}
