# Only the near-side root -qc / (qb + sqrt(...)) is used; when qb is not above the noise the force is taken never to leave the cone.
# function: cone_exit_step
# set: B
# shows when: the force first moves inward or straight across the cone (qb <= noise) with qa > 0, so that it leaves on the far side: a finite step is expected, not INFINITY
/^double cone_exit_step/,/END SOLUTION/{
/^    else if (qa > 0\.0)$/{
N
/step = (root - qb) \/ qa;/d
}
}
