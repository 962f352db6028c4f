# cone_pivot: when the driven friction's own normal leaves C the drive goes on, driving a friction with no normal force to lean on.
# expect: and a normal that leaves C releases its friction (cone_pivot calls cone_release_friction
/^int cone_pivot/,/^}/ { /^        if (s->driven == j) {$/,/^        }$/d; }
