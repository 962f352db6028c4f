# Gathers A_BB from A by the joints' positions r, c in the block instead of their row indices, as if the joints were the first rows.
# function: bilateral_solve_block
# set: A
s/^            b->A_BB\[r \* k + c\] = s->p->A\[i \* n + b->rows\[c\]\];$/            b->A_BB[r * k + c] = s->p->A[r * n + c];/
