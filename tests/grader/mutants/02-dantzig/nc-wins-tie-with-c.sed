# dantzig_maxstep: an unclamped acceleration wins a tie against a clamped force (but not against d), as if NC were examined before C.
# expect: dantzig_maxstep chose the driven contact
/^double dantzig_maxstep/,/^}/ { /CF_SET_UNCLAMPED ? dantzig_step_unclamped/ { n; s/if (candidate < step) {/if (candidate < step || (candidate == step \&\& j != d)) {/ } }
