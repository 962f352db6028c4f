# fdirection gathers C with a while loop over the indices.
/^static cf_status fdirection/,/^}/ {
    s|^    for (int i = 0; i < n; i++) {$|    int i = 0;\n    while (i < n) {|
    s|^            s->clamped\[k++\] = i;$|&\n        i++;|
}
