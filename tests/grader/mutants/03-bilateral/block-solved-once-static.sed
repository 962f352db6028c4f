# bilateral_solve_block: solves the block only on its first call (a static flag), so the next solve starts its joints at f = 0.
# expect: called a second time on the same problem, your solver answered differently: a solve must depend on its
/^cf_status bilateral_solve_block/,/^}/ s|^    const int n = s->n, k = b->k;$|&\n    static int solved = 0;\n    if (solved++ > 0)\n        return CF_OK;|
