# cone_pivot: a normal that leaves C does not release its friction (cone_release_friction not called): the friction keeps its state, at its cone or sticking, while its normal is out of C.
/^int cone_pivot/,/^}/ s|^        cone_release_friction(s, j);$|        (void)0;|
