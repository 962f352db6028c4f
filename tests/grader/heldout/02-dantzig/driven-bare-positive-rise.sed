# "a_d rises" is written as a bare delta a_d > 0 instead of asking dantzig_a_rises.
# function: dantzig_step_driven
# set: B
# shows when: delta a_d is positive by roundoff only (d depends on C, nearly singular A_CC): the reference sees no rise, this takes a huge step -a_d/da_d along a near-ray
/^double dantzig_step_driven/,/END SOLUTION/{
s/if (dantzig_a_rises(s, d))/if (s->da[d] > 0.0)/
}
