# cone_exit_step returns 0 at once when qc > 0 (a force on the cone up to roundoff), instead of taking qc as 0, so a force on its cone that moves inward is stopped at once.
# function: cone_exit_step
# set: A
/^double cone_exit_step/,/END SOLUTION/{
s/^        qc = 0\.0; \/\* on the cone, up to roundoff \*\/$/        return 0.0; \/* already on the cone: it leaves at once *\//
}
