# dantzig_maxstep: never asks dantzig_false_limit, so the roundoff of a nearly singular A_CC cuts off a real ray.
# expect: maxstep, a ray that only the roundoff of a nearly singular A_CC would cut off: dantzig_maxstep chose j
/^double dantzig_maxstep/,/^}/ { /if (dantzig_false_limit(s, d, j))/ { N; d } }
