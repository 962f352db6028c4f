#!/usr/bin/env python3
"""find_problem.py - search random problems for a hidden test that catches a
wrong version of an exercise and that every valid version passes.

    python3 tests/grader/find_problem.py EX WRONG.sed [--seeds FIRST:LAST]
            [--family normal|bilateral|friction2d|degenerate] [--contacts 2,3,3,4]
            [--write SEED FILE NAME]

EX is an exercise folder (02-dantzig, 03-bilateral, 04-static-friction);
WRONG.sed a wrong version (tests/grader/mutants/EX/ or heldout/EX/).  The
reference (code/EX/FILE), the wrong version and every valid version
(mutants/EX/valid/*.sed and heldout/EX/valid/*.sed) are each built into a
copy of cf (the stage's file replaced, linked with build/lib/libcf.a; run
make first).  A problem is kept when the reference solves it (status ok),
every valid version prints the same pivot trace as the reference (so the
test depends on no choice the handout leaves free), and the wrong version
prints another trace or another answer.  Each kept seed is printed with
its size; --write makes the problem file of one seed, with its expected f
from an enumeration of every state of every contact (separated, sticking
or clamped, and for a friction at +mu f_N or -mu f_N), which must find
exactly one solution.

The problems are made-up positive definite systems: A = J J^T with J
square and uniform in [-1, 1], b = J g with g uniform too, so every
contact couples with every other (family degenerate: J of small integers
with rows repeated or summed, so contacts are redundant and steps tie
exactly); mu per contact is 0 or uniform in
[0.1, 1.5]; the number of contacts is drawn from the --contacts list
(by default 2, 3, 3, 4).  Standard library only.
"""
import itertools
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def exercise_file(ex):
    with open(os.path.join(ROOT, "exercises/instructor", ex, "tests.txt")) as tests:
        for line in tests:
            if line.startswith("file"):
                return line.split()[1]
    sys.exit("find_problem: no 'file' line in the tests of " + ex)


def build_variant(ex, script, work, sources=(), main="build/obj/code/tools/cf.o", name="cf"):
    """A program with code/EX/FILE replaced by the script's version (or the
    reference when script is None): by default a copy of cf; find_sweep.py
    adds its driver's source and links it with stages.o instead of cf.o."""
    file_name = exercise_file(ex)
    reference = os.path.join(ROOT, "code", ex, file_name)
    text = subprocess.run(["sed", "-f", script, reference], capture_output=True, text=True,
                          check=True).stdout if script else open(reference).read()
    folder = tempfile.mkdtemp(dir=work)
    with open(os.path.join(folder, file_name), "w") as out:
        out.write(text)
    includes = ["-I" + os.path.join(ROOT, "code", d) for d in sorted(os.listdir(os.path.join(ROOT, "code")))
                if os.path.isdir(os.path.join(ROOT, "code", d))]
    objects = []
    for source in [os.path.join(folder, file_name)] + list(sources):
        obj = os.path.join(folder, os.path.basename(source) + ".o")
        subprocess.run(["cc", "-std=c11", "-O2", "-D_POSIX_C_SOURCE=200809L"] + includes
                       + ["-I" + os.path.join(ROOT, "code", ex), "-c", source, "-o", obj], check=True)
        objects.append(obj)
    program = os.path.join(folder, name)
    subprocess.run(["cc"] + objects + [os.path.join(ROOT, main),
                    os.path.join(ROOT, "build/lib/libcf.a"), "-o", program, "-lm"], check=True)
    return program


def make_problem(seed, family, contacts):
    """The problem of one seed: its rows' kinds, A and b.  (The order of the
    draws is part of what a seed means: hidden tests name their seed.)"""
    r = random.Random(seed)
    k = r.choice(contacts)
    n = 2 * k if family == "friction2d" else k
    if family == "degenerate":
        # small integers, and rows of J repeated or summed: redundant
        # contacts, exact ties and accelerations exactly at zero
        J = []
        for i in range(n):
            if i >= 2 and r.random() < 0.4:
                J.append([x + y for x, y in zip(J[r.randrange(i)], J[r.randrange(i)])]
                         if r.random() < 0.5 else list(J[r.randrange(i)]))
            else:
                J.append([float(r.randint(-2, 2)) for _ in range(n)])
        g = [float(r.randint(-3, 3)) for _ in range(n)]
    else:
        J = [[r.uniform(-1, 1) for _ in range(n)] for _ in range(n)]
        g = [r.uniform(-1, 1) for _ in range(n)]
    A = [[sum(J[i][m] * J[j][m] for m in range(n)) for j in range(n)] for i in range(n)]
    b = [sum(J[i][m] * g[m] for m in range(n)) for i in range(n)]
    kinds = []
    if family == "friction2d":
        mus = [r.choice([0.0, r.uniform(0.1, 1.5), r.uniform(0.1, 1.5)]) for _ in range(k)]
        for c in range(k):
            kinds += [("normal", None), ("friction2d", (2 * c, mus[c]))]
    else:
        for c in range(k):
            kinds.append(("bilateral" if family == "bilateral" and r.random() < 0.3 else "normal", None))
    return kinds, A, b


def problem_text(kinds, A, b, name, description=None, expect=None):
    lines = ["cf-problem 1", "name " + name]
    if description:
        lines.append("description " + description)
    lines.append("size %d" % len(b))
    for i, (kind, extra) in enumerate(kinds):
        if kind == "friction2d":
            lines.append("row %d friction2d normal %d mu %r" % (i, extra[0], extra[1]))
        else:
            lines.append("row %d %s" % (i, kind))
    lines.append("A dense")
    lines += [" ".join(repr(x) for x in row) for row in A]
    lines.append("b " + " ".join(repr(x) for x in b))
    if expect is not None:
        lines.append("expect f " + " ".join(repr(x) for x in expect) + " tol 1e-8")
        lines.append("unique f yes")
    return "\n".join(lines) + "\n"


def solve_linear(rows, rhs):
    n = len(rhs)
    m = [row[:] + [rhs[i]] for i, row in enumerate(rows)]
    for c in range(n):
        p = max(range(c, n), key=lambda i: abs(m[i][c]))
        if abs(m[p][c]) < 1e-12:
            return None
        m[c], m[p] = m[p], m[c]
        for i in range(n):
            if i != c:
                factor = m[i][c] / m[c][c]
                for j in range(c, n + 1):
                    m[i][j] -= factor * m[c][j]
    return [m[i][n] / m[i][i] for i in range(n)]


def enumerate_solutions(kinds, A, b, eps=1e-9):
    """Every solution, by trying every state of every index."""
    n = len(b)
    choices = []
    for kind, extra in kinds:
        choices.append({"normal": "SC", "bilateral": "C", "friction2d": "CPM"}[kind])
    found = []
    for states in itertools.product(*choices):
        if any(kind == "friction2d" and states[extra[0]] == "S" and states[i] != "C"
               for i, (kind, extra) in enumerate(kinds)):
            continue  # a separated contact's friction is 0: counted once
        rows, rhs = [], []
        for i, (kind, extra) in enumerate(kinds):
            unit = [0.0] * n
            normal = extra[0] if kind == "friction2d" else i
            if kind == "friction2d" and states[normal] == "S":
                unit[i] = 1.0
                rows.append(unit)
                rhs.append(0.0)
            elif states[i] == "S":
                unit[i] = 1.0
                rows.append(unit)
                rhs.append(0.0)
            elif states[i] == "C":
                rows.append(A[i][:])
                rhs.append(-b[i])
            else:
                unit[i] = 1.0
                unit[normal] = -(1.0 if states[i] == "P" else -1.0) * extra[1]
                rows.append(unit)
                rhs.append(0.0)
        f = solve_linear(rows, rhs)
        if f is None:
            continue
        a = [sum(A[i][j] * f[j] for j in range(n)) + b[i] for i in range(n)]
        ok = True
        for i, (kind, extra) in enumerate(kinds):
            if kind == "normal":
                ok &= f[i] >= -eps and a[i] >= -eps
            elif kind == "friction2d":
                normal, mu = extra
                if states[normal] == "S":
                    continue
                if states[i] == "C":
                    ok &= abs(f[i]) <= mu * f[normal] + eps
                else:
                    ok &= a[i] * (1.0 if states[i] == "P" else -1.0) <= eps
        if ok:
            found.append((states, f))
    return found


def run(program, stage, path, command):
    return subprocess.run([program, command, "--stage", str(stage), path], capture_output=True,
                          text=True).stdout


def main(argv):
    if len(argv) < 3:
        sys.exit(__doc__)
    ex, wrong = argv[1], argv[2]
    seeds, family, contacts, write = (0, 1000), None, [2, 3, 3, 4], None
    k = 3
    while k < len(argv):
        if argv[k] == "--seeds":
            first, last = argv[k + 1].split(":")
            seeds = (int(first), int(last))
        elif argv[k] == "--family":
            family = argv[k + 1]
        elif argv[k] == "--contacts":
            contacts = [int(c) for c in argv[k + 1].split(",")]
        elif argv[k] == "--write":
            write = (int(argv[k + 1]), argv[k + 2], argv[k + 3])
            k += 2
        else:
            sys.exit(__doc__)
        k += 2
    stage = int(ex[:2])
    family = family or {2: "normal", 3: "bilateral"}.get(stage, "friction2d")
    if write is not None:
        seed, path, name = write
        kinds, A, b = make_problem(seed, family, contacts)
        solutions = enumerate_solutions(kinds, A, b)
        if len(solutions) != 1:
            sys.exit("find_problem: seed %d has %d solutions, not one" % (seed, len(solutions)))
        with open(path, "w") as out:
            out.write(problem_text(kinds, A, b, name, expect=solutions[0][1]))
        print("wrote %s: states %s" % (path, " ".join(solutions[0][0])))
        return
    with tempfile.TemporaryDirectory() as work:
        reference = build_variant(ex, None, work)
        wrong_cf = build_variant(ex, wrong, work)
        valid = []
        for folder in ("tests/grader/mutants", "tests/grader/heldout"):
            where = os.path.join(ROOT, folder, ex, "valid")
            if os.path.isdir(where):
                valid += [build_variant(ex, os.path.join(where, s), work)
                          for s in sorted(os.listdir(where)) if s.endswith(".sed")]
        path = os.path.join(work, "problem.cf")
        kept = 0
        for seed in range(*seeds):
            kinds, A, b = make_problem(seed, family, contacts)
            with open(path, "w") as out:
                out.write(problem_text(kinds, A, b, "seed-%d" % seed))
            if "status: ok" not in run(reference, stage, path, "solve"):
                continue
            trace = run(reference, stage, path, "trace")
            if (run(wrong_cf, stage, path, "trace") == trace
                    and run(wrong_cf, stage, path, "solve") == run(reference, stage, path, "solve")):
                continue
            if any(run(v, stage, path, "trace") != trace for v in valid):
                continue
            kept += 1
            print("seed %d: %d rows, %d pivots" % (seed, len(b), trace.count("\npivot") + trace.startswith("pivot")))
        print("%d of %d seeds kept (%d valid versions agree on each)" % (kept, seeds[1] - seeds[0], len(valid)))


if __name__ == "__main__":
    main(sys.argv)
