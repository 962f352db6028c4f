# When the driven force returns to zero the drive returns CF_UNBOUNDED_RAY but forgets to mark s->returned_drive[d].
# function: drive_to_zero
# set: B
# shows when: a drive's path turns back and the driven force comes back to zero (T_DRIVE_RETURNED): compute_forces then treats it as a real ray and stops instead of driving the others first
/^static cf_status drive_to_zero/,/END SOLUTION/{
/^            s->returned_drive\[d\] = 1;$/d
}
