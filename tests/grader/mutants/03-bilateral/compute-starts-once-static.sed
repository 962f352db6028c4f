# compute_forces: sets f = 0, a = b and the sets only on its first call (a static flag), so a second solve starts from whatever is in its buffers.
# expect: keep nothing from one call to the next
/^static cf_status compute_forces/,/^}/ { /^    for (int i = 0; i < s->n; i++) {$/i\    static int started = 0;\n    if (started++ == 0)
}
