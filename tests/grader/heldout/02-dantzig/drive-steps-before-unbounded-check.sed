# The step is taken before checking whether anything limits it.
# function: dantzig_drive_to_zero
# set: B
# shows when: a drive finds an unbounded ray: the reference returns CF_UNBOUNDED_RAY with f and a where the drive stopped, this first adds an infinite step, leaving inf/NaN in f and a
/^cf_status dantzig_drive_to_zero/,/END SOLUTION/{
/^ *if (j < 0) \/\* f + s delta f/i\
        for (int i = 0; i < s->n; i++) {\
            s->f[i] += step * s->df[i];\
            s->a[i] += step * s->da[i];\
        }
/^ *d, s->a\[d\], s->da\[d\]);$/,/^ *}$/{
/^ *d, s->a\[d\], s->da\[d\]);$/b
d
}
}
