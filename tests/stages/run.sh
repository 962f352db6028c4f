#!/bin/sh
# run.sh BUILD - no stage folder holds a copy of another's function, and
# every chapter shows its "What changed" (tools/stage_diff.py check); then
# the check must fail on copies planted in a scratch copy of the tree: a
# test that cannot fail proves nothing.
#   1. stage 2's dantzig_fresh_accelerations, renamed and with one line
#      changed, in stage 4's folder: a copy that diverges, under a name no
#      chapter diffs;
#   2. the same function, unchanged, under its base name in stage 3's
#      folder: an identical copy, which should be a call;
#   3. a call from stage 5's cone.c to friction_3d.c, which calls cone.c:
#      two files of a stage that call each other.
set -u
build=$1
python3 tools/stage_diff.py check || exit 1
scratch=$build/stage-copies
rm -rf "$scratch"
mkdir -p "$scratch"
cp -R code chapters "$scratch/" || exit 1
mkdir -p "$scratch/tools"
cp tools/stage_diff.py "$scratch/tools/"
# The function, from its definition to its closing brace.
function_of() {
    awk -v name="$1" '$0 ~ "^[a-z].*[ *]" name "\\(" { keep = 1 } keep { print } keep && /^}/ { exit }' "$2"
}
plant() {
    what=$1; file=$2
    if python3 "$scratch/tools/stage_diff.py" --root "$scratch" check > "$scratch/$what.log" 2>&1; then
        echo "stage copies: FAIL: the check passed with $what planted in $file"
        return 1
    fi
    echo "stage copies: $what in $file fails the check, as it must: $(grep -m 1 'stage_diff: code' "$scratch/$what.log" | cut -c1-160)"
    return 0
}
cp "$scratch/code/04-static-friction/static_friction.c" "$scratch/saved.c"
function_of dantzig_fresh_accelerations code/02-dantzig/solve.c |
    sed -e 's/^void dantzig_fresh_accelerations(dantzig \*s)/static void update_accelerations(dantzig *s)/' \
        -e 's/s->a\[i\] = sum + s->p->b\[i\];/s->a[i] = s->p->b[i] + sum;/' \
        >> "$scratch/code/04-static-friction/static_friction.c"
plant "a diverging copy" code/04-static-friction/static_friction.c || exit 1
cp "$scratch/saved.c" "$scratch/code/04-static-friction/static_friction.c"
function_of dantzig_fresh_accelerations code/02-dantzig/solve.c |
    sed 's/^void dantzig_fresh_accelerations(dantzig \*s)/static void fresh_accelerations(dantzig *s)/' \
        >> "$scratch/code/03-bilateral/bilateral.c"
plant "an identical copy" code/03-bilateral/bilateral.c || exit 1
rm "$scratch/code/03-bilateral/bilateral.c" && cp code/03-bilateral/bilateral.c "$scratch/code/03-bilateral/"
printf '%s\n' 'static cf_status solve_again(const cf_problem *p, double *f, double *a)' '{' \
    '    return stage5_compute_forces(p, NULL, f, a);' '}' >> "$scratch/code/05-friction-3d/cone.c"
plant "a cycle between two files" code/05-friction-3d/cone.c || exit 1
exit 0
