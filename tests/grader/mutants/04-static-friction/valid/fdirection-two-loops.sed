# fdirection clears delta f in one loop and gathers the unknowns in another.
/^static cf_status fdirection/,/^}/ s|^        df\[i\] = 0.0;$|        df[i] = 0.0;\n    }\n    for (int i = 0; i < n; i++) {|
