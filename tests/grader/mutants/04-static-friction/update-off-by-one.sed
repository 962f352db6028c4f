# drive_to_zero: the step f += s delta f, a += s delta a starts at index 1.
# expect: drive_to_zero, a friction drive that ends when the friction sticks: f
/^static cf_status drive_to_zero/,/^}/ { /^        for (int i = 0; i < dz->n; i++) {$/ { N; /dz->f\[i\] += step/ s|int i = 0;|int i = 1;| } }
