# The drive returns as soon as d joins C, before the pivot is recorded.
# function: dantzig_drive_to_zero
# set: B
# shows when: always, with a trace: the last pivot of every drive (d joining C) is missing from the recorded pivots
/^cf_status dantzig_drive_to_zero/,/END SOLUTION/{
/move = CF_MOVE_DRIVEN_TO_C;/a\
            return CF_OK;
}
