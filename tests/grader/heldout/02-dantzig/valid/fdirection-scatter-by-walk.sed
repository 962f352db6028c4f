# Scatters x by walking the indices again and taking the next unknown at each clamped one, instead of through s->clamped.
# function: fdirection
# set: B
/^static cf_status fdirection/,/END SOLUTION/{
/^    for (int r = 0; r < k; r++)$/{
N
s/.*\n        df\[s->clamped\[r\]\] = s->x\[r\];/    for (int i = 0, r = 0; i < n; i++)\
        if (s->set[i] == CF_SET_CLAMPED)\
            df[i] = s->x[r++];/
}
}
