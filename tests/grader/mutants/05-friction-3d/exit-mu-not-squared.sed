# cone_exit_step: the quadratic with mu where mu^2 belongs (||f_T||^2 against mu f_N^2).
/^double cone_exit_step/,/^}/ s|mu \* mu \*|mu *|g
