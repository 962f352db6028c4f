# bilateral_maxstep is stage 2's maxstep unchanged: a joint in C is a candidate like any clamped force.
# function: bilateral_maxstep
# set: B
# shows when: a joint's force falls during a drive (delta f_joint < 0) and would reach zero before a_d does: the reference ignores it, this unclamps the joint and lets its acceleration drift
/^double bilateral_maxstep/,/END SOLUTION/{
s/s->set\[i\] == CF_SET_CLAMPED && s->p->rows\[i\]\.kind != CF_ROW_BILATERAL/s->set[i] == CF_SET_CLAMPED/
}
