# dantzig_maxstep: in the NC loop only, an equal step replaces the current choice (<= instead of <), so a tie goes to the later unclamped index.
# expect: maxstep, a tie between d and an unclamped acceleration: dantzig_maxstep chose j
/^double dantzig_maxstep/,/^}/ { /CF_SET_UNCLAMPED ? dantzig_step_unclamped/ { n; s|if (candidate < step) {|if (candidate <= step) {| } }
