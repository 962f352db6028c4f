# dantzig_maxstep: in the C loop only, an equal step replaces the current choice (<= instead of <), so a tie between d and a clamped force goes to the clamped one.
# expect: maxstep, a tie between d and a clamped force: dantzig_maxstep chose j
/^double dantzig_maxstep/,/^}/ { /CF_SET_CLAMPED ? dantzig_step_clamped/ { n; s|if (candidate < step) {|if (candidate <= step) {| } }
