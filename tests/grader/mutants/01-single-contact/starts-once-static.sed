# single_contact_force: sets f = 0 and a = 0 only on its first call (a static flag).
# expect: keep nothing from one call to the next
s|^    \*f = 0.0;$|    static int started = 0;\n    if (started++ == 0)\n        *f = 0.0;|
