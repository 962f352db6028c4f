#!/bin/sh
# run.sh BUILD - what cf solve prints, cf check accepts (part of make test).
#
# For every problem file below tests/ (*.cf, and *.scene where there are
# scenes; every Siconos peer problem, converted with cf convert) and every
# stage that cf stages lists:
#   - cf solve's exit code is 0 exactly when it prints "status: ok";
#   - when it is ok, the f it printed, fed to cf check, is certified: the
#     17 digits read back as the forces that were certified;
#   - cf solve --json prints one JSON object (checked by python3's json)
#     with the same name, stage, status and f, and a certificate with its
#     worst violation and row.
# Files that cf solve cannot read (exit 2) must be the malformed ones, in
# a folder named malformed.  Two planted failures check the checks: a
# force moved by 1 must be rejected, and so must a broken JSON object.
# Ends with "solve-check: N passed, M failed"; exit 1 if anything failed.
set -u
build=${1:?usage: run.sh BUILD}
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../.."
cf=$build/cf
out=$build/solve-check
rm -rf "$out"
mkdir -p "$out/peer" "$out/json"
passed=0
failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "  FAIL  $*"; }

stages=$("$cf" stages | sed -n 's/^stage \([0-9]*\):.*/\1/p')
[ -n "$stages" ] || { echo "solve-check: cf stages listed no stage"; exit 1; }

find tests -name '*.cf' -o -name '*.scene' | sort > "$out/problems"
# Peer problems larger than this are left to the stages' own suites.
peer_max_n=100
peer_skipped=0
for kind in lcp fc; do
    for dat in tests/peer/siconos/$kind/*.dat; do
        name=$(basename "$dat" .dat)
        if "$cf" convert --$kind "$dat" > "$out/peer/$kind-$name.cf" 2> "$out/peer/$kind-$name.err"; then
            # Every stage solves every problem here; the large friction
            # files take the pivoting stages minutes each, and their own
            # suites and make bench run them.  The round trip is the same
            # at any size.
            size=$(sed -n 's/^size //p' "$out/peer/$kind-$name.cf")
            if [ "${size:-0}" -le "$peer_max_n" ]; then
                echo "$out/peer/$kind-$name.cf" >> "$out/problems"
            else
                peer_skipped=$((peer_skipped + 1))
            fi
        else
            rm -f "$out/peer/$kind-$name.cf"   # a format the course does not read
        fi
    done
done

solved=0
unreadable=0
k=0
while IFS= read -r problem; do
    for stage in $stages; do
        k=$((k + 1))
        text=$out/run$k.txt
        "$cf" solve --stage "$stage" "$problem" > "$text" 2> "$out/run$k.err"
        rc=$?
        if [ "$rc" -eq 2 ]; then
            case $problem in
                */malformed/*) pass; unreadable=$((unreadable + 1)) ;;
                *) fail "$problem, stage $stage: cf solve could not read it: $(head -n 1 "$out/run$k.err")" ;;
            esac
            continue
        fi
        status=$(sed -n 's/^status: \([^ ]*\).*/\1/p' "$text")
        if { [ "$rc" -eq 0 ] && [ "$status" = ok ]; } || { [ "$rc" -eq 1 ] && [ "$status" != ok ]; }; then
            pass
        else
            fail "$problem, stage $stage: exit $rc with status '$status'"
        fi
        "$cf" solve --json --stage "$stage" "$problem" > "$out/json/run$k.json" 2>/dev/null
        printf '%s\t%s\t%s\t%s\n' "$out/json/run$k.json" "$text" "$stage" "$problem" >> "$out/json/index"
        [ "$status" = ok ] || continue
        solved=$((solved + 1))
        sed -n 's/^f://p' "$text" > "$out/run$k.forces"
        if "$cf" check "$problem" "$out/run$k.forces" > "$out/run$k.check" 2>&1; then
            pass
        else
            fail "$problem, stage $stage: cf check rejects the f cf solve printed: $(head -n 1 "$out/run$k.check")"
        fi
    done
done < "$out/problems"
echo "solve-check: $(wc -l < "$out/problems") problems ($peer_skipped peer problems with n > $peer_max_n left to the stage suites), $k solves, $solved ok and certified again by cf check, $unreadable malformed files refused"

# Planted: one force moved by 1 is rejected (cf check is not a rubber stamp).
"$cf" solve tests/cases/ex2-box-on-floor.cf | sed -n 's/^f://p' \
    | awk '{ $1 = $1 + 1; print }' > "$out/moved.forces"
if "$cf" check tests/cases/ex2-box-on-floor.cf "$out/moved.forces" > "$out/moved.check" 2>&1; then
    fail "cf check accepted Example 2's forces with f_0 moved by 1"
else
    pass
fi

# Every JSON object parses and agrees with the text output; a broken one
# (planted) does not.
printf '{"name": "broken", "f": [1, 2,]}\n' > "$out/json/broken.json"
printf '%s\t%s\t%s\t%s\n' "$out/json/broken.json" "$out/run1.txt" 1 planted >> "$out/json/index"
python3 - "$out/json/index" > "$out/json/report" <<'EOF'
import json, math, sys
bad = 0
for line in open(sys.argv[1]):
    path, text_path, stage, problem = line.rstrip("\n").split("\t")
    text = dict(l.split(":", 1) for l in open(text_path).read().splitlines() if ":" in l)
    try:
        with open(path) as f:
            obj = json.load(f)
        assert set(obj) >= {"name", "stage", "status", "f", "a", "certificate"}, "keys missing"
        assert obj["stage"] == int(stage), "stage"
        assert obj["status"] == text["status"].split()[0], "status"
        assert obj["name"] == text["problem"].split()[0], "name"
        f_text = [v if math.isfinite(v) else None for v in map(float, text["f"].split())]
        assert obj["f"] == f_text, "f differs from the text output"
        assert len(obj["a"]) == len(obj["f"]) == obj["n"], "lengths"
        c = obj["certificate"]
        assert isinstance(c["certified"], bool) and isinstance(c["worst_row"], int), "certificate"
        assert c["worst_violation"] is None or c["worst_violation"] >= 0, "worst violation"
        assert c["certified"] == text["certificate"].strip().startswith("certified"), "verdict"
        print("ok", path)
    except (ValueError, AssertionError, KeyError) as e:
        print("bad", path, problem, "stage", stage, e)
EOF
json_ok=$(grep -c '^ok ' "$out/json/report")
if grep -q "^bad $out/json/broken.json " "$out/json/report"; then pass
else fail "the planted broken JSON object was not caught"; fi
grep '^bad ' "$out/json/report" | grep -v "broken.json" | while IFS= read -r line; do
    echo "  FAIL  cf solve --json: $line"
done
json_bad=$(grep '^bad ' "$out/json/report" | grep -c -v "broken.json")
passed=$((passed + json_ok))
failed=$((failed + json_bad))
echo "solve-check: $json_ok JSON objects parse and agree with the text output"
echo "solve-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
