# dantzig_step_driven: a d already at zero (after a tie) is not a step of 0: it limits only if delta a_d rises.
# expect: whether or not its acceleration rises: dantzig_step_driven returns
/^double dantzig_step_driven/,/^}/ { /if (dantzig_reached_zero(s, d))/ { N; d } }
