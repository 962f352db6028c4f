# When the force first moves inward, the far-side root is taken as (-sqrt(...) - qb) / qa, the minus sign of the textbook formula.
# function: cone_exit_step
# set: B
# shows when: qb <= 0 and qa > 0 (the force first moves inward, or across the cone, and leaves on the far side): the step comes out negative or too small
/^double cone_exit_step/,/END SOLUTION/{
s/step = (root - qb) \/ qa;/step = (-root - qb) \/ qa;/
}
