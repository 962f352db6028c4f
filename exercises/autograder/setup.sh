#!/bin/sh
# setup.sh - Gradescope runs this once, as root, when it builds the
# autograder's image (the zip is unpacked in /autograder/source).
# It installs the compiler and cJSON, builds the grader and the grading kit
# of exercise @EXERCISE@ with the course's own rules (exercises/grader/kit.mk),
# and makes everything but what a submission compiles against root's alone
# (student code runs in a root of its own that holds none of it anyway).
set -eu
cd "$(dirname "$0")"
source=$(pwd)

missing=""
for package in gcc make libc6-dev libcjson-dev; do
    dpkg -s "$package" >/dev/null 2>&1 || missing="$missing $package"
done
if [ -n "$missing" ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi

make --no-print-directory -f exercises/grader/kit.mk ROOT="$source" OUT="$source/build" \
    EXERCISES=@EXERCISE@ >/dev/null

# The tests (hidden problems), the compiled references (prebuilt/: the zip
# holds no solution as source) and the grader are root's alone; the kit's
# headers and objects stay readable for the build.
kit=build/@EXERCISE@/kit
chmod -R go-rwx "$source"
chmod go+x "$source" build build/@EXERCISE@ "$kit"
chmod -R go+rX "$kit/include"
chmod go+r "$kit/runner.o" "$kit/libcommon.a"
echo "setup: the grader of @EXERCISE@ is ready in $source/build"
