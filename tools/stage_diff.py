#!/usr/bin/env python3
"""stage_diff.py - what each stage changes, and a check that no stage copies another.

Every stage of the course is the stage it builds on plus one idea (the table
of stages, code/tools/stages.def: STAGE and BUILDS_ON lines).  A stage
folder holds only the functions its chapter teaches as new or changed; what
it keeps it calls.  This tool reads the C functions of every stage folder and

  chapter N [--student]    prints the markdown of chapter N's "What changed":
                           how many lines the stage adds, what it calls from
                           earlier stages, its new functions, and a diff of
                           every function it changes against the version of
                           the stage it builds on (old beside new).  With
                           --student, no function that is part of an exercise
                           (a BEGIN SOLUTION region) is shown, old or new.
  check                    fails (exit 1) on a copy: a function whose body is
                           that of a function of another stage, or that shares
                           six or more lines of the same shape with a function
                           of another stage that its chapter does not diff it
                           against; and on a chapter that does not include its
                           "What changed".
  lines N                  prints one number: the lines of code stage N adds.
  rows N                   prints one number: the rows of N's side-by-side diffs.

Functions are matched by name, or by base name: the name without the prefix
of its stage or module (dantzig_maxstep, bilateral_maxstep, cone_maxstep
and friction2d_maxstep are all "maxstep").  A file whose opening comment
says "NOT PART OF THE LESSON" is counted apart.  Python's standard library
only; run from the repository root (or give --root).
"""
import argparse
import difflib
import os
import re
import sys

PREFIXES = ("dantzig_", "bilateral_", "friction2d_", "cone_", "fast_")
STAGE_PREFIX = re.compile(r"^stage\d+_")
KEYWORDS = set("""auto break case char const continue default do double else enum extern
float for goto if inline int long register restrict return short signed sizeof static
struct switch typedef union unsigned void volatile while size_t NULL""".split())
APART = "NOT PART OF THE LESSON"
SHAPE_RUN = 6  # lines of the same shape that make a copy
CONTEXT = 3    # lines of context around each change in a diff


def base_name(name):
    name = STAGE_PREFIX.sub("", name)
    for prefix in PREFIXES:
        if name.startswith(prefix):
            return name[len(prefix):]
    return name


class Function:
    def __init__(self, stage, path, name, lines, start, comment, exported):
        self.stage, self.path, self.name = stage, path, name
        self.lines = lines          # the definition, from its first line to its closing brace
        self.start = start          # 1-based line of the definition
        self.comment = comment      # the comment block right above it
        self.exported = exported
        self.base = base_name(name)
        self.solution = any("BEGIN SOLUTION" in line for line in lines)

    def text(self):
        """The function as the book shows it: comment and body, no markers."""
        out = []
        for line in self.comment + self.lines:
            if re.match(r"\s*// (start|end) snippet", line) or "SOLUTION" in line:
                continue
            out.append(line)
        return out

    def code_lines(self):
        return [line for line in self.text() if is_code(line)]

    def body(self):
        """The code of the body, from its opening brace, white space folded."""
        lines = [line for line in self.lines if "SOLUTION" not in line]
        start = next((k for k, line in enumerate(lines) if line.startswith("{")), 0)
        return [" ".join(line.split()) for line in lines[start:] if is_code(line)]


def is_code(line):
    stripped = line.strip()
    return stripped != "" and not stripped.startswith(("/*", "*", "//"))


DEFINITION = re.compile(r"^(static\s+)?[A-Za-z_][\w \t\*]*?\b([A-Za-z_]\w*)\s*\(")


def read_functions(stage, path):
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    functions = []
    i = 0
    while i < len(lines):
        match = DEFINITION.match(lines[i])
        if match and not lines[i].rstrip().endswith(";") and not lines[i].startswith(("typedef", "#")):
            # the signature may span lines; the body opens with "{" at column 0
            j = i
            while j < len(lines) and not lines[j].startswith("{") and not lines[j].rstrip().endswith(";"):
                j += 1
            if j < len(lines) and lines[j].startswith("{"):
                k = j
                while k < len(lines) and not lines[k].startswith("}"):
                    k += 1
                comment = []
                c = i - 1
                while c >= 0 and re.match(r"\s*// (start|end) snippet", lines[c]):
                    c -= 1
                if c >= 0 and lines[c].rstrip().endswith("*/"):
                    end = c
                    while c >= 0 and not lines[c].lstrip().startswith("/*"):
                        c -= 1
                    comment = lines[c:end + 1]
                functions.append(Function(stage, path, match.group(2), lines[i:k + 1], i + 1,
                                          comment, match.group(1) is None))
                i = k + 1
                continue
        i += 1
    return functions


def read_table(root):
    stages, builds_on = {}, {}
    with open(os.path.join(root, "code/tools/stages.def"), encoding="utf-8") as handle:
        for line in handle:
            m = re.match(r'^STAGE\((\d+), *"([^"]*)", *(\w+), *"([^"]*)".*"([^"]*)"\)\s*$', line)
            if m:
                stages[int(m.group(1))] = {"folder": m.group(2), "title": m.group(4),
                                           "chapter": m.group(5)}
            m = re.match(r"^BUILDS_ON\((\d+), *(\d+)\)", line)
            if m:
                builds_on.setdefault(int(m.group(1)), []).append(int(m.group(2)))
    return stages, builds_on


class Tree:
    def __init__(self, root):
        self.root = root
        self.stages, self.builds_on = read_table(root)
        self.functions = {}  # stage -> [Function]
        self.files = {}      # stage -> [(path, apart, lines)]
        for number, stage in sorted(self.stages.items()):
            folder = os.path.join(root, "code", stage["folder"])
            functions, files = [], []
            for name in sorted(os.listdir(folder)):
                if not name.endswith((".c", ".h")):
                    continue
                path = os.path.join("code", stage["folder"], name)
                with open(os.path.join(root, path), encoding="utf-8") as handle:
                    text = handle.read()
                opening = text[:text.find("*/") + 2] if "*/" in text else ""
                files.append((path, APART in opening, text.split("\n")))
                if name.endswith(".c"):
                    for f in read_functions(number, os.path.join(root, path)):
                        f.path = path
                        f.apart = APART in opening
                        functions.append(f)
            self.functions[number], self.files[number] = functions, files

    def lineage(self, number):
        """The stages number builds on, nearest first (breadth first)."""
        order, queue = [], list(self.builds_on.get(number, []))
        while queue:
            s = queue.pop(0)
            if s not in order and s in self.stages:
                order.append(s)
                queue.extend(self.builds_on.get(s, []))
        return order

    def earlier_version(self, f):
        """The function f changes: the same name, else the same base name,
        in the nearest stage f's stage builds on; None for a new function,
        and for one that calls that earlier version (it keeps it, and adds
        to it: nothing of it is copied)."""
        for s in self.lineage(f.stage):
            same = [g for g in self.functions[s] if g.name == f.name]
            if not same:
                same = [g for g in self.functions[s] if g.base == f.base]
            if len(same) == 1:
                calls = re.compile(r"\b%s\s*\(" % re.escape(same[0].name))
                if f.name != same[0].name and any(calls.search(l) for l in f.code_lines()):
                    return None
                return same[0]
        return None

    def exported_names(self, number):
        return {f.name: f for f in self.functions[number] if f.exported}


def code_count(lines):
    return sum(1 for line in lines if is_code(line) and "SOLUTION" not in line)


def diff_lines(old, new):
    a, b = old.text(), new.text()
    label_a = "stage %d: %s (%s)" % (old.stage, old.name, old.path)
    label_b = "stage %d: %s (%s)" % (new.stage, new.name, new.path)
    return list(difflib.unified_diff(a, b, label_a, label_b, n=CONTEXT, lineterm=""))


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def side_by_side(old, new):
    """The two versions of a function beside each other, as an HTML table:
    only the hunks that differ, with CONTEXT lines around each.  Returns the
    lines of HTML and the number of rows."""
    a, b = old.text(), new.text()
    rows = []
    for group in difflib.SequenceMatcher(None, a, b, autojunk=False).get_grouped_opcodes(CONTEXT):
        first = group[0]
        rows.append('<tr class="hunk"><td>from its line %d</td><td>from its line %d</td></tr>'
                    % (first[1] + 1, first[3] + 1))
        for tag, i1, i2, j1, j2 in group:
            for k in range(max(i2 - i1, j2 - j1)):
                left = a[i1 + k] if i1 + k < i2 else None
                right = b[j1 + k] if j1 + k < j2 else None
                kind = "same" if tag == "equal" else "changed"
                rows.append('<tr class="%s"><td class="%s">%s</td><td class="%s">%s</td></tr>'
                            % (kind, "old" if left is not None and tag != "equal" else "",
                               escape(left) if left is not None else "",
                               "new" if right is not None and tag != "equal" else "",
                               escape(right) if right is not None else ""))
    html = ["```{=html}", '<table class="side-by-side">',
            '<tr><th>stage %d: <code>%s</code> (%s)</th><th>stage %d: <code>%s</code> (%s)</th></tr>'
            % (old.stage, old.name, escape(old.path), new.stage, new.name, escape(new.path))]
    html.extend(rows)
    html.extend(["</table>", "```"])
    return html, len(rows)


def change_rows(tree, number):
    rows = 0
    for f in tree.functions[number]:
        old = tree.earlier_version(f) if not f.apart else None
        if old is not None and old.text() != f.text():
            rows += side_by_side(old, f)[1]
    return rows


def chapter(tree, number, student):
    stage = tree.stages[number]
    lineage = tree.lineage(number)
    functions = [f for f in tree.functions[number]]
    lesson = [f for f in functions if not f.apart]
    lesson_files = [(p, lines) for p, apart, lines in tree.files[number] if not apart]
    apart_files = [(p, lines) for p, apart, lines in tree.files[number] if apart]
    changed, new = [], []
    for f in lesson:
        old = tree.earlier_version(f)
        if old is None:
            new.append(f)
        elif old.text() != f.text():
            changed.append((old, f))
    added = sum(len(f.code_lines()) for f in new)
    for old, f in changed:
        added += sum(1 for line in diff_lines(old, f)[2:]
                     if line.startswith("+") and is_code(line[1:]))
    out = []
    builds = ", ".join("stage %d" % s for s in tree.builds_on.get(number, []))
    out.append("::: {.changes}")
    out.append("")
    total = sum(code_count(lines) for _, lines in lesson_files)
    sentence = ("**What changed from %s** (made by `tools/stage_diff.py chapter %d` from the "
                "sources).  Stage %d is `code/%s/`: %d lines of code in %d files that a "
                "student reads, not counting comments and blank lines; %d of them are new or "
                "changed, the rest keep the stage's functions apart from its idea."
                % (builds, number, number, stage["folder"], total, len(lesson_files), added))
    if apart_files:
        sentence += (" Apart from the lesson, labelled as such at their top: %s (%d lines of "
                     "code), which run only when the lesson's method fails or serve as "
                     "comparison models." % (", ".join("`%s`" % os.path.basename(p)
                                                       for p, _ in apart_files),
                                             sum(code_count(lines) for _, lines in apart_files)))
    out.append(sentence)
    out.append("")
    # what it keeps, and calls
    calls = []
    body = "\n".join("\n".join(lines) for _, _, lines in tree.files[number])
    for s in sorted(set(lineage)):
        names = sorted(n for n in tree.exported_names(s)
                       if re.search(r"\b%s\b" % re.escape(n), body))
        if names:
            calls.append("stage %d: %s" % (s, ", ".join("`%s`" % n for n in names)))
    if calls:
        out.append("**Kept, and called** (one definition each, in the earlier stage's "
                   "folder): " + "; ".join(calls) + ".")
        out.append("")
    if new:
        out.append("**New:** " + ", ".join("`%s` (%s)" % (f.name, os.path.basename(f.path))
                                           for f in new) + ".")
        out.append("")
    if changed:
        out.append("**Changed**, each against the version of the stage it builds on:")
        out.append("")
        rows = 0
        for old, f in changed:
            if student and (old.solution or f.solution):
                out.append("- `%s` against stage %d's `%s`: part of an exercise, so its "
                           "diff is not in the student edition." % (f.name, old.stage, old.name))
                out.append("")
                continue
            html, count = side_by_side(old, f)
            rows += count
            out.extend(html)
            out.append("")
        out.append("(%d rows of changes in all.)" % rows)
        out.append("")
    out.append("")
    out.append(":::")
    return "\n".join(out) + "\n", added


def shape(line):
    line = re.sub(r'"([^"\\]|\\.)*"', "S", line.strip())
    line = re.sub(r"\b\d+(\.\d*)?([eE][-+]?\d+)?\b", "N", line)
    return re.sub(r"\b[A-Za-z_]\w*\b", lambda m: m.group(0) if m.group(0) in KEYWORDS else "I",
                  line)


def shape_lines(f):
    """The shapes of f's lines, a run of one shape (a list of frees, say) as one."""
    out = []
    for line in f.code_lines():
        if line.strip() in ("{", "}", "};"):
            continue
        if not out or out[-1] != shape(line):
            out.append(shape(line))
    return out


def longest_common_run(a, b):
    best = 0
    previous = [0] * (len(b) + 1)
    for x in a:
        current = [0] * (len(b) + 1)
        for j, y in enumerate(b):
            if x == y:
                current[j + 1] = previous[j] + 1
                best = max(best, current[j + 1])
        previous = current
    return best


def file_cycles(tree):
    """Files of one stage that call each other, directly or round a loop:
    each file of a stage may call only files before it, never one that
    calls it back."""
    problems = []
    for number, functions in sorted(tree.functions.items()):
        defined = {}
        for f in functions:
            defined.setdefault(f.name, f.path)
        calls = {}
        for f in functions:
            for line in f.code_lines():
                for name in re.findall(r"\b([A-Za-z_]\w*)\s*\(", line):
                    target = defined.get(name)
                    if target is not None and target != f.path:
                        calls.setdefault(f.path, set()).add(target)
        # a file reaches itself through the files it calls: a cycle
        for start in sorted(calls):
            seen, stack = set(), list(calls[start])
            while stack:
                path = stack.pop()
                if path == start:
                    problems.append("%s: calls a file of stage %d that calls it back (%s); "
                                    "no two files of a stage may call each other"
                                    % (start, number, ", ".join(sorted(calls[start]))))
                    break
                if path not in seen:
                    seen.add(path)
                    stack.extend(calls.get(path, ()))
    return problems


def check(tree, chapters_dir):
    problems = []
    numbers = sorted(tree.functions)
    for i, s in enumerate(numbers):
        for t in numbers[i + 1:]:
            for g in tree.functions[t]:
                explained = tree.earlier_version(g)
                for f in tree.functions[s]:
                    if f.base == g.base and f.body() == g.body():
                        problems.append("%s:%d: %s is a copy of %s:%d: %s; call it instead"
                                        % (g.path, g.start, g.name, f.path, f.start, f.name))
                        continue
                    if explained is f:
                        continue
                    run = longest_common_run(shape_lines(f), shape_lines(g))
                    if run >= SHAPE_RUN:
                        problems.append(
                            "%s:%d: %s shares %d lines of the same shape with %s:%d: %s, and "
                            "chapter %d does not diff them; call the earlier one, or give this "
                            "one its name (or base name) in a stage stage %d builds on so that "
                            "the chapter shows the change" % (g.path, g.start, g.name, run,
                                                               f.path, f.start, f.name, t, t))
    problems.extend(file_cycles(tree))
    for number, stage in sorted(tree.stages.items()):
        if number < 2:
            continue
        path = os.path.join(tree.root, stage["chapter"])
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        if "build/generated/changes-%02d.md" % number not in text:
            problems.append("%s: does not include its What changed, "
                            "build/generated/changes-%02d.md" % (stage["chapter"], number))
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=".")
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("chapter")
    c.add_argument("number", type=int)
    c.add_argument("--student", action="store_true")
    sub.add_parser("check")
    n = sub.add_parser("lines")
    n.add_argument("number", type=int)
    r = sub.add_parser("rows")
    r.add_argument("number", type=int)
    args = parser.parse_args()
    tree = Tree(args.root)
    if args.command == "chapter":
        if args.number not in tree.stages:
            sys.exit("stage_diff.py: no stage %d in the table" % args.number)
        text, _ = chapter(tree, args.number, args.student)
        sys.stdout.write(text)
    elif args.command == "rows":
        print(change_rows(tree, args.number))
    elif args.command == "lines":
        _, added = chapter(tree, args.number, False)
        print(added)
    else:
        problems = check(tree, "chapters")
        for p in problems:
            print("stage_diff: " + p)
        count = sum(len(v) for v in tree.functions.values())
        print("stage_diff: %d functions in %d stage folders, %d copies"
              % (count, len(tree.functions), len(problems)))
        sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
