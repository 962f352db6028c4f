#!/bin/sh
# run-tests.sh BUILD TIMEOUT BIN...  - run each test binary under a timeout.
# One binary per stage, so a crash or a cycling pivot costs one suite,
# reported as such, instead of the whole run.
set -u
build=$1; limit=$2; shift 2
passed=0; failed=0; failed_names=""
tests_passed=0; tests_failed=0
mkdir -p "$build/test-logs"
for bin in "$@"; do
    name=$(basename "$bin")
    log="$build/test-logs/$name.log"
    echo "== $name"
    timeout --kill-after=10 "$limit" "$bin" >"$log" 2>&1
    rc=$?
    # Show the suite's own summary (and any failures) without flooding,
    # with the solved counts of the Siconos friction files.
    grep -E 'FAILED|Failed|failed|Run Summary|suites|tests  |asserts|peer|summary|ERROR|runtime error|AddressSanitizer|^siconos [23]D[:,]' "$log" | head -n 60
    # CUnit's summary row: "tests  total ran passed failed inactive".
    counts=$(awk '$1 == "tests" && NF >= 5 { print $4, $5 }' "$log" | tail -n 1)
    if [ -n "$counts" ]; then
        tests_passed=$((tests_passed + ${counts% *}))
        tests_failed=$((tests_failed + ${counts#* }))
    fi
    if [ $rc -eq 0 ]; then
        passed=$((passed + 1))
    else
        if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
            echo "   $name: TIMED OUT after ${limit}s (log: $log)"
        else
            echo "   $name: FAILED with exit code $rc (log: $log)"
        fi
        failed=$((failed + 1)); failed_names="$failed_names $name"
    fi
done
echo
echo "suites ($build): $passed passed, $failed failed"
echo "tests: $tests_passed passed, $tests_failed failed"
[ $failed -eq 0 ] || { echo "failed suites:$failed_names"; exit 1; }
exit 0
