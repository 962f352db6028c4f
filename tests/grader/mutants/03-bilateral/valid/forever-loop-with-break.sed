# compute_forces drives in a for (;;) loop that breaks when dantzig_next_to_drive finds nothing.
/^static cf_status compute_forces/,/^}/ s|    while ((d = dantzig_next_to_drive(s)) >= 0) {|    for (;;) {\n        d = dantzig_next_to_drive(s);\n        if (d < 0)\n            break;|
