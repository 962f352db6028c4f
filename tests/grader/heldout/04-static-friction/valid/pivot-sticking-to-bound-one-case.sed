# pivot handles T_STICKING_TO_PLUS and T_STICKING_TO_MINUS in one case, with the side +1 or -1 giving both f_F = side mu f_N and the state.
# function: pivot
# set: B
/^static int pivot/,/END SOLUTION/{
/^    case T_STICKING_TO_PLUS:$/{
N
N
N
N
N
N
N
s/.*/    case T_STICKING_TO_PLUS:\
    case T_STICKING_TO_MINUS: {\
        double side = t == T_STICKING_TO_PLUS ? 1.0 : -1.0;\
        dz->f[j] = side * row->mu * dz->f[row->normal];\
        set_friction(dz, j, side > 0.0 ? FRICTION_BOUND_PLUS : FRICTION_BOUND_MINUS);\
        return 0;\
    }/
}
}
