# Every friction row is unfolded, static friction2d rows too, which sets them to -mu * 0 * f_N = 0.
# function: unfold
# set: B
# shows when: a static friction2d row with a nonzero force beside a sliding contact: its force is overwritten with 0
/^static void unfold/,/END SOLUTION/{
s/if (p->rows\[t\]\.kind == CF_ROW_DYNAMIC)/if (p->rows[t].kind == CF_ROW_DYNAMIC || p->rows[t].kind == CF_ROW_FRICTION2D)/
}
