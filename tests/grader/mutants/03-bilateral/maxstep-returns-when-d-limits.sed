# maxstep: returns as soon as d limits, without looking at C and NC for a smaller step.
# expect: a clamped force at index 0 limits the step before d
/^static double maxstep/,/^}/ {
/} else if (s->da\[d\] > RANK_TOL/ { n; n; s|$|\n        *limiting = j;\n        return step;| }
}
