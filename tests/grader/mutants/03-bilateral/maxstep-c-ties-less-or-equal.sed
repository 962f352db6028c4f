# bilateral_maxstep: in the C loop a step equal to the current one replaces it (<= instead of <), so a clamped force wins a tie with d, or with an earlier clamped force.
# expect: bilateral_maxstep chose contact
/^double bilateral_maxstep/,/^}/ { /dantzig_step_clamped(s, i)/ { n; n; s|if (candidate < step) {|if (candidate <= step) {| } }
