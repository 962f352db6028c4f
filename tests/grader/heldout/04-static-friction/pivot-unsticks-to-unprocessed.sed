# pivot reads T_PLUS_UNSTICKS / T_MINUS_UNSTICKS as the friction coming unstuck and sends it back to not yet processed instead of into C_F.
# function: pivot
# set: A
/^static int pivot/,/END SOLUTION/{
/case T_PLUS_UNSTICKS:/,/return 0;/s/FRICTION_STICKING/FRICTION_UNPROCESSED/
}
