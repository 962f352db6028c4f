# The exit is found component by component, where either |f_T,c + s df_T,c| reaches mu (f_N + s df_N), as with a box, instead of the norm reaching the cone.
# function: cone_exit_step
# set: B
# shows when: the friction has two nonzero tangential components, e.g. f_T heading to (0.3, 0.4) with mu f_N = 0.45: it leaves the cone before either component reaches the bound
/^double cone_exit_step/,/END SOLUTION/{
/BEGIN SOLUTION/,/END SOLUTION/{
/BEGIN SOLUTION/!{
/END SOLUTION/!d
}
}
/BEGIN SOLUTION/a\
    double best = INFINITY;\
    (void)noise;\
    for (int c = 0; c < 2; c++)\
        for (int side = -1; side <= 1; side += 2) {\
            /* side * (f_T,c + s df_T,c) = mu (f_N + s df_N) */\
            double closing = side * df_T[c] - mu * df_N;\
            if (closing > 0.0) {\
                double step = (mu * f_N - side * f_T[c]) / closing;\
                if (step < best)\
                    best = step;\
            }\
        }\
    return best < 0.0 ? 0.0 : best;
}
