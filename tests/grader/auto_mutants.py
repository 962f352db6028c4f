#!/usr/bin/env python3
"""auto_mutants.py - wrong versions of an exercise made by machine: every
small change of one line of its solution regions that still compiles.

    python3 tests/grader/auto_mutants.py EX [--list]

The mutation suites (mutants/EX) and the held-out sets hold the mistakes
people thought of.  A search that only looks for problems on which those
differ from the reference finds tests against those mistakes alone; the
mistakes nobody wrote down go uncaught.  find_sweep.py --auto adds these
to the versions it searches against, so that the sweep problems it
chooses also separate the reference from changes nobody imagined.

Each change touches one line between "// BEGIN SOLUTION" and "// END
SOLUTION" (a student's part of the file), one occurrence at a time:
  comparisons     <  <=  >  >=  ==  != , each to its neighbours;
  logic           && and || swapped; a ! dropped;
  arithmetic      + and - swapped (binary, and += -=); a unary minus dropped;
  constants       0 and 1 swapped where they stand alone, 0.0 and 1.0 too;
                  "+ 1" and "- 1" dropped (off by one);
  statements      a whole statement deleted (an assignment, a call, a
                  break, a continue); break and continue swapped;
  names           the driven index d and the limiting index j swapped, and
                  f and a, df and da (members or arrays), where they stand
                  as whole words.
A change is a version only if the text differs, and the search drops the
ones that do not compile.  Each is written as a sed script of one "c"
command (line number, new text), applied to the reference as it is now:
they are made afresh at each search, never kept.  --list prints them.
Standard library only.
"""
import os
import re
import sys

import find_problem  # exercise_file: the file a student fills in

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# (pattern, replacement): each match of pattern, one at a time, is replaced.
# Comparisons look past neighbours so that "<<", "->" and "<=" are not
# read as "<" or ">".
OPERATORS = [
    (r"(?<![<>=!-])<(?![<=])", ["<=", ">"]),
    (r"<=", ["<", ">="]),
    (r"(?<![<>=-])>(?![>=])", [">=", "<"]),
    (r">=", [">", "<="]),
    (r"==", ["!="]),
    (r"!=", ["=="]),
    (r"&&", ["||"]),
    (r"\|\|", ["&&"]),
    (r"!(?=[A-Za-z_(])", [""]),
    (r"(?<=\S) \+ (?=\S)", [" - "]),
    (r"(?<=\S) - (?=\S)", [" + "]),
    (r"\+=", ["-="]),
    (r"-=", ["+="]),
    (r"(?<=[=(,] )-(?=[A-Za-z_(0-9])", [""]),
    (r"(?<=\()-(?=[A-Za-z_(0-9])", [""]),
    (r"\b0\.0\b", ["1.0"]),
    (r"\b1\.0\b", ["0.0", "-1.0"]),
    (r"(?<![.\w])0(?![.\w])", ["1"]),
    (r"(?<![.\w])1(?![.\w])", ["0"]),
    (r" \+ 1\b", [""]),
    (r" - 1\b", [""]),
    (r"\bbreak;", ["continue;"]),
    (r"\bcontinue;", ["break;"]),
    (r"\bd\b", ["j"]),
    (r"\bj\b", ["d"]),
    (r"(?<=->)f\b|(?<=\.)f\b", ["a"]),
    (r"(?<=->)a\b|(?<=\.)a\b", ["f"]),
    (r"\bdf\b", ["da"]),
    (r"\bda\b", ["df"]),
]


def solution_lines(text):
    """(number, line) of every line inside a solution region, from 1."""
    inside, out = False, []
    for number, line in enumerate(text.split("\n"), 1):
        if "// BEGIN SOLUTION" in line:
            inside = True
            continue
        if "// END SOLUTION" in line:
            inside = False
            continue
        if inside:
            out.append((number, line))
    return out


def code_part(line):
    """The line without a // comment (changes are made in the code only)."""
    at = line.find("//")
    return line if at < 0 else line[:at]


def changes(line):
    """Every changed text of one line."""
    code = code_part(line)
    if not code.strip() or code.strip().startswith(("/*", "*")):
        return []
    out = []
    for pattern, replacements in OPERATORS:
        for match in re.finditer(pattern, code):
            for new in replacements:
                out.append(code[:match.start()] + new + code[match.end():] + line[len(code):])
    stripped = code.strip()
    if stripped.endswith(";") and not stripped.startswith(("return", "}", "for", "case", "default")):
        indent = code[:len(code) - len(code.lstrip())]
        out.append(indent + "; /* deleted: " + stripped.replace("*/", "* /") + " */")
    seen, unique = set(), []
    for text in out:
        if text != line and text not in seen:
            seen.add(text)
            unique.append(text)
    return unique


def sed_escape(text):
    return text.replace("\\", "\\\\")


def scripts(reference_text):
    """(name, sed script) of every change."""
    out = []
    for number, line in solution_lines(reference_text):
        for k, text in enumerate(changes(line)):
            name = "auto-%04d-%d" % (number, k)
            out.append((name, "# line %d: %s\n#   -> %s\n%dc\\\n%s\n"
                        % (number, line.strip(), text.strip(), number, sed_escape(text))))
    return out


def reference_of(ex):
    return os.path.join(ROOT, "code", ex, find_problem.exercise_file(ex))


def write_scripts(ex, folder):
    """Write every change of exercise ex's reference as folder/NAME.sed;
    returns their paths."""
    with open(reference_of(ex)) as source:
        made = scripts(source.read())
    paths = []
    for name, script in made:
        path = os.path.join(folder, name + ".sed")
        with open(path, "w") as out:
            out.write(script)
        paths.append(path)
    return paths


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    with open(reference_of(argv[1])) as source:
        made = scripts(source.read())
    if "--list" in argv:
        for name, script in made:
            lines = script.split("\n")
            print(name, lines[0][2:], "->", lines[1][6:].strip())
    print("%s: %d changes" % (argv[1], len(made)))


if __name__ == "__main__":
    main(sys.argv)
