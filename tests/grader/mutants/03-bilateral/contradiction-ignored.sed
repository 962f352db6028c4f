# solve_bilateral_block: a singular A_BB f_B = -b_B is ignored, and the solve goes on with a residual.
# expect: not go on with a residual
/^static cf_status solve_bilateral_block/,/^}/ s|if (status != CF_OK)|if (status != CF_OK \&\& status != CF_SINGULAR)|
