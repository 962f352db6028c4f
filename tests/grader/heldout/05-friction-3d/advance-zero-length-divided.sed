# cone_advance always reads u from f_T / ||f_T||, without the special case f_T = 0 where there is no direction to read.
# function: cone_advance
# set: A
/^void cone_advance/,/END SOLUTION/{
/if (length > 0\.0) {$/d
/^        }$/d
}
