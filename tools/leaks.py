#!/usr/bin/env python3
"""leaks.py - no student artifact holds a line of an exercise's solution.

    leaks.py [--root DIR] [--self-test] PATH...

Every exercise marks the code a student writes in its reference file
(code/NN-name/FILE, named by exercises/instructor/NN-name/tests.txt) with
"// BEGIN SOLUTION" ... "// END SOLUTION".  A line of such a region is a
solution line when it is distinctive: at least 16 characters once white
space is folded, and found nowhere in the code outside the regions (so
"for (int i = 0; i < n; i++)" and the like, which every file has, do not
count), nor in any region's stub (the statements that stand in for the
solution in every skeleton).  Every PATH (a file or a folder, searched through: skeletons,
kits, the student edition of the book, its site, a Gradescope zip's
unpacked folder) is read as text, HTML tags and entities removed, and each
of its lines compared, white space folded, with the solution lines.  A
PATH under exercises/NN-name/ or named after NN-name may hold lines of
NN-name's own skeleton (its stubs), never of its solution.

Prints the count of solution lines and files searched; exits 1, naming
the exercise, the line and the file, on every leak.  --self-test plants a
solution line in a scratch file and checks that it is found.
"""
import argparse
import html
import os
import re
import sys
import tempfile

MIN_LENGTH = 16


def fold(line):
    return " ".join(line.split())


def exercises(root):
    found = []
    instructor = os.path.join(root, "exercises", "instructor")
    for name in sorted(os.listdir(instructor)):
        tests = os.path.join(instructor, name, "tests.txt")
        if not os.path.isfile(tests):
            continue
        with open(tests, encoding="utf-8") as handle:
            for line in handle:
                m = re.match(r"^file\s+(\S+)", line)
                if m:
                    found.append((name, os.path.join(root, "code", name, m.group(1))))
    return found


def split_regions(path):
    """The lines inside solution regions, and the lines outside them."""
    inside, outside = [], []
    within = False
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if "BEGIN SOLUTION" in line:
                within = True
                # the stub's statements are in every skeleton: not a solution
                stub = line.split("stub:", 1)[1] if "stub:" in line else ""
                outside.extend(fold(st) + ";" for st in stub.split(";") if st.strip())
                continue
            if "END SOLUTION" in line:
                within = False
                continue
            (inside if within else outside).append(fold(line))
    return inside, outside


def solution_lines(root):
    everywhere = set()
    for folder, _, names in os.walk(os.path.join(root, "code")):
        for name in names:
            if name.endswith((".c", ".h")):
                everywhere.update(split_regions(os.path.join(folder, name))[1])
    lines = {}
    for exercise, path in exercises(root):
        inside = split_regions(path)[0]
        lines[exercise] = {l for l in inside if len(l) >= MIN_LENGTH and l not in everywhere
                           and not l.startswith(("/*", "*", "//"))}
    return lines


def text_lines(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
    except OSError:
        return []
    if path.endswith((".html", ".htm")):
        text = re.sub(r"<br\s*/?>", "\n", text)
        text = html.unescape(re.sub(r"<[^>]+>", "", text))
    return [fold(l) for l in text.split("\n")]


def files_under(paths):
    for path in paths:
        if os.path.isdir(path):
            for folder, _, names in os.walk(path):
                for name in sorted(names):
                    if not name.endswith((".o", ".a", ".zip", ".png", ".svg")):
                        yield os.path.join(folder, name)
        elif os.path.isfile(path):
            yield path


def search(lines, paths):
    leaks, count = [], 0
    for path in files_under(paths):
        count += 1
        for number, line in enumerate(text_lines(path), 1):
            if len(line) < MIN_LENGTH:
                continue
            for exercise, solution in lines.items():
                if line in solution:
                    leaks.append("%s:%d: a line of %s's solution: %s" % (path, number, exercise, line))
    return leaks, count


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=".")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("paths", nargs="*")
    args = parser.parse_args()
    lines = solution_lines(args.root)
    total = sum(len(v) for v in lines.values())
    if args.self_test:
        exercise = next(e for e in sorted(lines) if lines[e])
        planted = sorted(lines[exercise])[0]
        with tempfile.TemporaryDirectory() as scratch:
            path = os.path.join(scratch, "planted.html")
            with open(path, "w", encoding="utf-8") as handle:
                handle.write("<pre><code><span>%s</span></code></pre>\n" % html.escape(planted))
            leaks, _ = search(lines, [path])
        if not leaks:
            print("leaks: FAIL: a planted line of %s's solution was not found" % exercise)
            sys.exit(1)
        print("leaks: a planted line of %s's solution is found, as it must be" % exercise)
        return
    leaks, count = search(lines, args.paths)
    for leak in leaks:
        print("leaks: " + leak)
    print("leaks: %d solution lines of %d exercises searched for in %d files: %d found"
          % (total, len([e for e in lines if lines[e]]), count, len(leaks)))
    sys.exit(1 if leaks else 0)


if __name__ == "__main__":
    main()
