# pivot: a normal that leaves C does not release its friction (release_friction not called): the friction keeps its state, at its cone or sticking, while its normal is out of C.
# expect: releases its friction
/^static int pivot/,/^}/ s|^        release_friction(s, j);$|        (void)release_friction;|
