# cone_exit_step: the quadratic with mu where mu^2 belongs (||f_T||^2 against mu f_N^2).
# expect: a friction is outside its cone: the bound is ||f_T|| <= mu f_N, a norm; cone_exit_step finds where the line
/^double cone_exit_step/,/^}/ s|mu \* mu \*|mu *|g
