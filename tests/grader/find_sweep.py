#!/usr/bin/env python3
"""find_sweep.py - find the problems of an exercise's hidden sweep test: made-up
problems of many families on which known wrong versions differ from the
reference while every valid version takes the reference's pivots.

    python3 tests/grader/find_sweep.py EX [--seeds FIRST:LAST] [--keep K]
            [--write] [--first NUMBER] [--only NAME,...] [--auto] [--existing]

EX is an exercise folder (02-dantzig, 03-bilateral, 04-static-friction,
05-friction-3d).  Every version is built into a copy of sweep_driver.c
(the stage's file replaced, linked with build/obj/code/tools/stages.o and
build/lib/libcf.a; run make first): the reference (code/EX/FILE), every
valid version (mutants/EX/valid/*.sed, heldout/EX/valid/*.sed), and the
wrong versions the tests may be tuned against: mutants/EX/*.sed and the
held-out scripts of set A (heldout/EX/*.sed whose third line is
"# set: A").  Set B is never built: it measures the tests, so nothing is
chosen by it.

Each seed makes one problem (make_problem): its contacts (2 to 5), its rows
(stage 2 normals; stage 3 normals and, one in three, bilateral joints;
stage 4 a normal and a 2D friction per contact; stage 5 a normal and two
3D friction rows), A = J J^T + (rarely) a small multiple of I and b = J g
from one of the families
  random      J and g uniform in [-1, 1];
  degenerate  J of small integers with rows repeated or summed: redundant
              contacts and joints, exact ties, accelerations at zero;
  roundoff    degenerate, then every entry of J moved by about 1e-13:
              steps and accelerations of roundoff size;
(seeds from 1000000 on: the structured families of make_structured,
zero-b, duplicated and ties, on integer J and g), and then, each with its
own chance, the rows shuffled (a friction no
longer beside its normal, a joint anywhere), A and b scaled by powers of
ten (relative tolerances), a contact with mu = 0, g = 0 for half the
bodies (contacts with b = 0: zero steps, deferred and returned drives).
A seed is kept when the reference returns ok, every valid version returns
ok with the reference's pivots (d, j, move, and s within 1e-9 relative),
and at least one wrong version returns another status or other pivots.
The kept seeds are ranked greedily: first until each wrong version that
any kept seed catches is caught by three chosen problems (or all that catch
it), then by how many wrong versions a problem catches; --keep K (24) of
them are printed, and with --write written as
exercises/instructor/EX/hidden/sweep-NN.cf (the certifier judges their
answers: no expectation is written; --first NUMBER numbers them from
NUMBER, after the files an earlier search wrote) and listed on stdout as the problem
lines of the exercise's sweep test.  --only NAME,... searches for the named
wrong versions alone (script names without .sed, of mutants/EX or of set A):
those the tests already written miss, as make mutation names them.
--answers looks for the problems of the scenes test instead (written as
hidden/scene-NN.cf): problems on which the valid versions may pivot
differently (frictions waiting together, whose order is free) but all
return ok, and a wrong version does not (another status, a crash, a hang:
its ok is certified by the given code, so any answer it gives is right);
the test judges the answers alone.  --auto adds the versions auto_mutants.py makes (every one-line change of
the solution regions that compiles), so that the chosen problems also
separate the reference from mistakes nobody wrote down; --existing counts
what the problems of the sweep test already written (the seeds their first
lines name) catch before choosing, so that the new ones go to what those
miss.  Standard library only.
"""
import concurrent.futures
import math
import os
import random
import re
import subprocess
import sys
import tempfile

import auto_mutants  # --auto: the one-line changes of the solution regions
import find_problem  # build_variant: one way to build a version of an exercise

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.join(ROOT, "tests/grader")


def build(ex, script, work):
    """sweep_driver linked with code/EX/FILE as the script makes it."""
    return find_problem.build_variant(ex, script, work, sources=[os.path.join(HERE, "sweep_driver.c")],
                                      main="build/obj/code/tools/stages.o", name="driver")


def build_many(ex, scripts, work):
    """(script, program) of every script whose version compiles, two at a time."""
    def one(script):
        try:
            return script, build(ex, script, work)
        except subprocess.CalledProcessError:
            return script, None
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        return [(s, p) for s, p in pool.map(one, scripts) if p is not None]


def existing_seeds(ex, prefix):
    """The seeds of the sweep problems already written (their first lines)."""
    folder = os.path.join(ROOT, "exercises/instructor", ex, "hidden")
    seeds = []
    for name in sorted(os.listdir(folder)):
        if name.startswith(prefix + "-"):
            with open(os.path.join(folder, name)) as problem:
                found = re.search(r"seed (\d+)", problem.readline())
            if found:
                seeds.append(int(found.group(1)))
    return seeds


STRUCTURED = 1000000


def shuffled(r, kinds, A, b):
    """The same problem with its rows in a random order: row i of the new
    problem is row order[i] of the old, and a friction row names its normal's
    new index."""
    n = len(b)
    order = list(range(n))
    r.shuffle(order)
    where = {old: new for new, old in enumerate(order)}
    A = [[A[order[i]][order[j]] for j in range(n)] for i in range(n)]
    b = [b[order[i]] for i in range(n)]
    kinds = [(kinds[o][0], None if kinds[o][1] is None else (where[kinds[o][1][0]], kinds[o][1][1]))
             for o in order]
    return kinds, A, b


def make_structured(seed, stage):
    """A seed from STRUCTURED on: the families built to reach what the random
    ones rarely do, on integer J and g (exact arithmetic, exact ties):
      zero-b      contacts at a = 0 when a drive starts (b_i = 0 exactly:
                  unclamped accelerations at zero that must limit a step of
                  0, drives that start with the driven index at zero);
      duplicated  contacts listed twice or three times (the same row of J:
                  redundant with C once one is clamped, deferred, and
                  returned when C changes), and contacts whose row is the
                  sum of two others;
      ties        b of very few values, J of 0 and 1: steps equal between
                  d, clamped and unclamped candidates;
      near-duplicated  duplicated, each repeated row then moved by about
                  1e-7: redundant with C, yet falling beyond roundoff
                  (deferred drives that must come back when C changes)."""
    r = random.Random(seed * 7919 + stage)
    k = r.choice([3, 4, 5, 6]) if stage < 4 else r.choice([2, 3, 3, 4])
    per = {4: 2, 5: 3}.get(stage, 1)
    n = per * k
    m = r.choice([n, n, max(2, n - 1), max(2, n - 2)])  # bodies' freedoms: fewer, singular A
    family = r.choice(["zero-b", "duplicated", "ties", "near-duplicated"])
    values = [0.0, 1.0] if family == "ties" else [-2.0, -1.0, 0.0, 1.0, 2.0]
    J = []
    for i in range(n):
        if family != "ties" and i >= 1 and r.random() < (0.25 if family == "zero-b" else 0.5):
            J.append(list(J[r.randrange(i)]) if r.random() < 0.7 or i < 2
                     else [x + y for x, y in zip(J[r.randrange(i)], J[r.randrange(i)])])
        else:
            J.append([r.choice(values) for _ in range(m)])
    if family == "near-duplicated":
        # a contact listed twice up to 1e-7: redundant with C (its pivot,
        # about 1e-14, is below the rank tolerance) although its acceleration
        # falls at a rate far beyond roundoff; it waits, deferred, and comes
        # back when C changes
        seen = set()
        for i in range(n):
            key = tuple(J[i])
            if key in seen:
                J[i] = [x + r.uniform(-1e-7, 1e-7) for x in J[i]]
            seen.add(key)
    g = [float(r.randint(-3, 3)) for _ in range(m)]
    A = [[sum(J[i][q] * J[j][q] for q in range(m)) for j in range(n)] for i in range(n)]
    b = [sum(J[i][q] * g[q] for q in range(m)) for i in range(n)]
    if family == "zero-b":
        for i in range(n):
            if r.random() < 0.4:
                b[i] = 0.0
    elif family == "ties":
        b = [r.choice([-2.0, -1.0, -1.0, 0.0, 1.0]) for _ in range(n)]
    if r.random() < 0.3:
        A = [[A[i][j] + (1.0 if i == j else 0.0) for j in range(n)] for i in range(n)]
    kinds = []
    for c in range(k):
        if stage == 2:
            kinds.append(("normal", None))
        elif stage == 3:
            kinds.append(("bilateral" if r.random() < 0.3 else "normal", None))
        else:
            mu = r.choice([0.0, 0.5, 1.0, 0.25])
            kinds.append(("normal", None))
            for _ in range(per - 1):
                kinds.append(("friction%dd" % (stage - 2), (per * c, mu)))
    tags = [family]
    if r.random() < 0.4:
        kinds, A, b = shuffled(r, kinds, A, b)
        tags.append("shuffled")
    return kinds, A, b, tags


SCENES = 2000000


def scene_mu(r):
    """A scene contact's mu: 0 one time in seven, else in [0.1, 1.2]."""
    return 0.0 if r.random() < 0.15 else round(r.uniform(0.1, 1.2), 3)


def make_scene(seed, stage):
    """A seed from SCENES on (stages 4 and 5): a random 2D scene (scene3d for
    stage 5's 3D ones), built by cf build
    into its problem (A = J M^-1 J^T, b from gravity and the pushes), so
    that the rows have the structure of real contacts, where the random
    families have none: a friction row couples to its own normal (a
    friction drive that lifts its own contact), contacts of one body share
    its freedoms (redundant, when three touch one edge), and pushes make
    frictions slide, stick and turn.  One to three boxes stacked on a fixed
    floor, each offset from the one below, touching it at the two ends of
    their common edge and, one time in four, also between them (three
    contacts on one edge: redundant); one time in four a fixed wall against
    the first box; pushes at random points; mu per contact 0 or in [0.1,
    1.2]; the whole scene tilted (an incline) one time in two."""
    r = random.Random(seed * 7919 + stage)
    theta = math.radians(r.uniform(-35.0, 35.0)) if r.random() < 0.5 else 0.0
    c, s = math.cos(theta), math.sin(theta)

    def turn(x, y):
        return c * x - s * y, s * x + c * y

    if stage == 5:
        return built_scene(r, scene3d(r, seed))
    lines = ["2d", "name seed-%d" % seed, "description a random scene",
             "body floor box 40 1 at %r %r angle %r fixed" % (turn(0.0, -0.5) + (math.degrees(theta),))]
    below, below_x, below_w, y = "floor", 0.0, 40.0, 0.0
    k = r.choice([1, 2, 2, 3])
    for i in range(k):
        w, h, m = r.uniform(0.8, 3.0), r.uniform(0.4, 1.5), r.uniform(0.5, 3.0)
        x = (r.uniform(-1.0, 1.0) if below == "floor"
             else below_x + r.uniform(-0.45, 0.45) * (below_w + w))
        name = "box%d" % i
        lines.append("body %s box %r %r at %r %r angle %r mass %r"
                     % ((name, w, h) + turn(x, y + h / 2) + (math.degrees(theta), m)))
        left, right = max(x - w / 2, below_x - below_w / 2), min(x + w / 2, below_x + below_w / 2)
        points = [left, right] + ([r.uniform(left, right)] if r.random() < 0.25 else [])
        for px in points:
            lines.append("contact %s %s at %r %r normal %r %r mu %r"
                         % ((name, below) + turn(px, y) + turn(0.0, 1.0) + (scene_mu(r),)))
        if i == 0 and r.random() < 0.25:
            lines.append("body wall box 1 20 at %r %r angle %r fixed"
                         % (turn(x - w / 2 - 0.5, 10.0) + (math.degrees(theta),)))
            lines.append("contact %s wall at %r %r normal %r %r mu %r"
                         % ((name,) + turn(x - w / 2, y + r.uniform(0.1, 0.9) * h) + turn(1.0, 0.0)
                            + (scene_mu(r),)))
        if r.random() < 0.6:
            side = r.choice([-1.0, 1.0])
            fx, fy = r.uniform(-20.0, 20.0), r.uniform(-10.0, 10.0)
            lines.append("force %s %r %r at %r %r" % ((name,) + turn(fx, fy)
                                                      + turn(x + side * w / 2, y + r.uniform(0.0, h))))
        below, below_x, below_w, y = name, x, w, y + h
    return built_scene(r, lines)


def scene3d(r, seed):
    """make_scene's 3D scene (stage 5): one or two boxes stacked on a fixed
    plane, touching at the four corners of their common rectangle and, one
    time in four, also inside it (five contacts on one face: redundant),
    pushes at random points, mu per contact, tilted about x one time in two."""
    theta = math.radians(r.uniform(-30.0, 30.0)) if r.random() < 0.5 else 0.0
    c, s = math.cos(theta), math.sin(theta)

    def turn(x, y, z):
        return x, c * y - s * z, s * y + c * z

    degrees = math.degrees(theta)
    lines = ["3d", "name seed-%d" % seed, "description a random scene",
             "body floor plane at 0 0 0 normal %r %r %r" % turn(0.0, 0.0, 1.0)]
    below, bx, by, bw, bd, z = "floor", 0.0, 0.0, 40.0, 40.0, 0.0
    for i in range(r.choice([1, 1, 2])):
        w, d, h, m = r.uniform(0.8, 3.0), r.uniform(0.8, 3.0), r.uniform(0.4, 1.5), r.uniform(0.5, 3.0)
        x = r.uniform(-1, 1) if below == "floor" else bx + r.uniform(-0.45, 0.45) * (bw + w)
        y = r.uniform(-1, 1) if below == "floor" else by + r.uniform(-0.45, 0.45) * (bd + d)
        name = "box%d" % i
        lines.append("body %s box %r %r %r at %r %r %r rotation 1 0 0 %r mass %r"
                     % ((name, w, d, h) + turn(x, y, z + h / 2) + (degrees, m)))
        x0, x1 = max(x - w / 2, bx - bw / 2), min(x + w / 2, bx + bw / 2)
        y0, y1 = max(y - d / 2, by - bd / 2), min(y + d / 2, by + bd / 2)
        points = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
        if r.random() < 0.25:
            points.append((r.uniform(x0, x1), r.uniform(y0, y1)))
        for px, py in points:
            lines.append("contact %s %s at %r %r %r normal %r %r %r mu %r"
                         % ((name, below) + turn(px, py, z) + turn(0.0, 0.0, 1.0) + (scene_mu(r),)))
        if r.random() < 0.7:
            f = (r.uniform(-20, 20), r.uniform(-20, 20), r.uniform(-10, 10))
            at = (x + r.choice([-1, 1]) * w / 2, y + r.uniform(-d / 2, d / 2), z + r.uniform(0, h))
            lines.append("force %s %r %r %r at %r %r %r" % ((name,) + turn(*f) + turn(*at)))
        below, bx, by, bw, bd, z = name, x, y, w, d, z + h
    return lines


def built_scene(r, lines):
    """The problem cf build makes of a scene's lines: kinds, A, b, tags."""
    with tempfile.NamedTemporaryFile("w", suffix=".scene", delete=False) as scene:
        scene.write("\n".join(lines) + "\n")
    try:
        built = subprocess.run([os.path.join(ROOT, "build/cf"), "build", scene.name],
                               capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(scene.name)
    kinds, A, b, in_A = [], [], [], False
    for line in built.split("\n"):
        words = line.split()
        if not words or words[0].startswith("#"):
            continue
        if words[0] == "row":  # row I KIND [normal N mu MU]
            kinds.append((words[2], None) if len(words) == 3
                         else (words[2], (int(words[4]), float(words[6]))))
        elif words[0] == "A":  # A dense, then one line per row
            in_A = True
        elif words[0] == "b":
            b, in_A = [float(x) for x in words[1:]], False
        elif in_A:
            A.append([float(x) for x in words])
    tags = ["scene"]
    if r.random() < 0.4:
        kinds, A, b = shuffled(r, kinds, A, b)
        tags.append("shuffled")
    return kinds, A, b, tags


def make_problem(seed, stage):
    """The rows, A, b and family of one seed (the order of the draws is part
    of what a seed means: hidden files name their seed)."""
    if seed >= SCENES:
        return make_scene(seed, stage)
    if seed >= STRUCTURED:
        return make_structured(seed, stage)
    r = random.Random(seed * 7919 + stage)
    k = r.choice([2, 3, 4, 5, 6, 8]) if stage < 4 else r.choice([2, 3, 3, 4, 5])
    per = {4: 2, 5: 3}.get(stage, 1)
    n = per * k
    family = r.choice(["random", "degenerate", "degenerate", "roundoff"])
    if family == "random":
        J = [[r.uniform(-1, 1) for _ in range(n)] for _ in range(n)]
        g = [r.uniform(-1, 1) for _ in range(n)]
    else:
        J = []
        for i in range(n):
            if i >= 2 and r.random() < 0.4:
                J.append([x + y for x, y in zip(J[r.randrange(i)], J[r.randrange(i)])]
                         if r.random() < 0.5 else list(J[r.randrange(i)]))
            else:
                J.append([float(r.randint(-2, 2)) for _ in range(n)])
        g = [float(r.randint(-3, 3)) for _ in range(n)]
        if family == "roundoff":
            J = [[x + r.uniform(-1e-13, 1e-13) for x in row] for row in J]
    if r.random() < 0.3:
        g = [0.0 if r.random() < 0.5 else x for x in g]
    A = [[sum(J[i][m] * J[j][m] for m in range(n)) for j in range(n)] for i in range(n)]
    b = [sum(J[i][m] * g[m] for m in range(n)) for i in range(n)]
    kinds = []
    for c in range(k):
        if stage == 2:
            kinds.append(("normal", None))
        elif stage == 3:
            kinds.append(("bilateral" if r.random() < 0.35 else "normal", None))
        else:
            mu = 0.0 if r.random() < 0.15 else r.uniform(0.1, 1.5)
            kinds.append(("normal", None))
            for _ in range(per - 1):
                kinds.append(("friction%dd" % (stage - 2), (per * c, mu)))
    tags = [family]
    if r.random() < 0.5:
        kinds, A, b = shuffled(r, kinds, A, b)
        tags.append("shuffled")
    if r.random() < 0.25:
        alpha, beta = 10.0 ** r.randint(-4, 4), 10.0 ** r.randint(-4, 4)
        A = [[alpha * x for x in row] for row in A]
        b = [beta * x for x in b]
        tags.append("scaled")
    return kinds, A, b, tags


def problem_text(kinds, A, b, name, description):
    lines = ["cf-problem 1", "name " + name, "description " + description, "size %d" % len(b)]
    for i, (kind, extra) in enumerate(kinds):
        if extra is not None:
            lines.append("row %d %s normal %d mu %r" % (i, kind, extra[0], extra[1]))
        else:
            lines.append("row %d %s" % (i, kind))
    lines.append("A dense")
    lines += [" ".join(repr(x) for x in row) for row in A]
    lines.append("b " + " ".join(repr(x) for x in b))
    return "\n".join(lines) + "\n"


def answers(program, stage, paths):
    """One parsed line per path: (status, f, pivots), or None where the
    version crashed or hung (the driver flushes each line: a run that ends
    early keeps the lines before, and the next run starts after the file it
    ended on)."""
    lines, at, hangs = [], 0, 0
    while at < len(paths):
        if hangs >= 2:  # a version that hangs again and again: the rest count as hung
            lines += [""] * (len(paths) - at)
            break
        chunk = paths[at:at + 200]
        try:
            done = subprocess.run([program, str(stage)] + chunk, capture_output=True,
                                  timeout=2 + 0.02 * len(chunk))
            got = done.stdout
        except subprocess.TimeoutExpired as stopped:
            got = stopped.stdout or b""
            hangs += 1
        complete = got.decode(errors="replace").split("\n")[:-1][:len(chunk)]
        lines += complete
        at += len(complete)
        if len(complete) < len(chunk):
            lines.append("")  # the file it ended on
            at += 1
    out = []
    for line in lines:
        if "|" not in line:
            out.append(None)
            continue
        head, tail = line.split("|", 1)
        words, piv = head.split(), tail.split()
        out.append((int(words[0]), [float(x) for x in words[1:]],
                    [(int(piv[i]), int(piv[i + 1]), int(piv[i + 2]), float(piv[i + 3]))
                     for i in range(0, len(piv), 4)]))
    return out


def same_pivots(x, y):
    if x is None or y is None or x[0] != y[0] or len(x[2]) != len(y[2]):
        return False
    for u, v in zip(x[2], y[2]):
        if u[:3] != v[:3] or abs(u[3] - v[3]) > 1e-9 * max(1.0, abs(u[3]), abs(v[3])):
            return False
    return True


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    ex = argv[1]
    seeds, keep, write, first_number, only = (0, 600), 24, False, 1, None
    auto, existing, by_answer, prefix = False, False, False, "sweep"
    k = 2
    while k < len(argv):
        if argv[k] == "--seeds":
            first, last = argv[k + 1].split(":")
            seeds = (int(first), int(last))
            k += 2
        elif argv[k] == "--keep":
            keep = int(argv[k + 1])
            k += 2
        elif argv[k] == "--write":
            write = True
            k += 1
        elif argv[k] == "--first":
            first_number = int(argv[k + 1])
            k += 2
        elif argv[k] == "--auto":
            auto = True
            k += 1
        elif argv[k] == "--answers":
            by_answer, prefix = True, "scene"
            k += 1
        elif argv[k] == "--existing":
            existing = True
            k += 1
        elif argv[k] == "--only":
            only = set(argv[k + 1].split(","))
            k += 2
        else:
            sys.exit(__doc__)
    stage = int(ex[:2])
    wrong_scripts = sorted(os.path.join(HERE, "mutants", ex, s)
                           for s in os.listdir(os.path.join(HERE, "mutants", ex)) if s.endswith(".sed"))
    held = os.path.join(HERE, "heldout", ex)
    for s in sorted(os.listdir(held)) if os.path.isdir(held) else []:
        if s.endswith(".sed"):
            with open(os.path.join(held, s)) as script:
                if "# set: A" in [script.readline().strip() for _ in range(3)]:
                    wrong_scripts.append(os.path.join(held, s))
    if only is not None:
        unknown = only - {os.path.basename(w)[:-4] for w in wrong_scripts}
        if unknown:
            sys.exit("--only: no tunable wrong version named " + ", ".join(sorted(unknown)))
        wrong_scripts = [w for w in wrong_scripts if os.path.basename(w)[:-4] in only]
    valid_scripts = []
    for where in (os.path.join(HERE, "mutants", ex, "valid"), os.path.join(held, "valid")):
        if os.path.isdir(where):
            valid_scripts += sorted(os.path.join(where, s) for s in os.listdir(where) if s.endswith(".sed"))
    with tempfile.TemporaryDirectory() as work:
        reference = build(ex, None, work)
        valid = [build(ex, s, work) for s in valid_scripts]
        if auto:
            made = os.path.join(work, "auto")
            os.mkdir(made)
            wrong_scripts = wrong_scripts + auto_mutants.write_scripts(ex, made)
        wrong = build_many(ex, wrong_scripts, work)
        before = existing_seeds(ex, prefix) if existing else []
        paths, problems = [], {}
        for seed in before + [s for s in range(*seeds) if s not in before]:
            kinds, A, b, tags = make_problem(seed, stage)
            problems[seed] = (kinds, A, b, tags)
            path = os.path.join(work, "seed-%d.cf" % seed)
            with open(path, "w") as out:
                out.write(problem_text(kinds, A, b, "seed-%d" % seed, " ".join(tags)))
            paths.append(path)
        ref = answers(reference, stage, paths)
        usable = [i for i, x in enumerate(ref) if x is not None and x[0] == 0]
        def agrees(x, i):
            if by_answer:  # ok (the given code certifies before it says so)
                return x is not None and x[0] == 0
            return same_pivots(x, ref[i])
        for v in valid:
            got = answers(v, stage, [paths[i] for i in usable])
            usable = [i for i, x in zip(usable, got) if agrees(x, i)]
        def label(script):
            return os.path.basename(script)[:-4] if script.startswith(work) else os.path.relpath(script, HERE)
        catches = {i: set() for i in usable}
        for name, program in wrong:
            got = answers(program, stage, [paths[i] for i in usable])
            for i, x in zip(usable, got):
                if not agrees(x, i):
                    catches[i].add(label(name))
        found = {i: c for i, c in catches.items() if c}
        reachable = set().union(*found.values()) if found else set()
        hits = {w: 0 for w in reachable}
        old = set(range(len(before)))  # the problems already written
        for i in old & set(found):
            for w in found[i]:
                hits[w] += 1
        covered = {w for w in reachable if hits[w] > 0}
        chosen = []
        candidates = [i for i in found if i not in old]
        while len(chosen) < keep and len(chosen) < len(candidates):
            def worth(i):
                need = sum(1 for w in found[i] if hits[w] < 3)
                return (need, len(found[i]), -len(ref[i][2]), -i)
            best = max((i for i in candidates if i not in chosen), key=worth)
            chosen.append(best)
            for w in found[best]:
                hits[w] += 1
        seed_of = [int(problem_seed) for problem_seed in problems]
        print("%s: %d seeds, %d the reference solves and every valid version (%d) agrees on, "
              "%d catch a wrong version; %d of %d wrong versions caught by some"
              % (ex, len(paths), len(usable), len(valid), len(found), len(reachable), len(wrong)))
        if before:
            print("the %d problems already written catch %d of them; with the new ones, %d"
                  % (len(before), len(covered), len([w for w in reachable if hits[w] > 0])))
        never = sorted(label(s) for s, _ in wrong if label(s) not in reachable)
        machine = [w for w in never if w.startswith("auto-")]
        print("caught by none: " + " ".join(w for w in never if not w.startswith("auto-"))
              + (" (and %d one-line changes, many of them no mistake at all)" % len(machine)
                 if machine else ""))
        for number, i in enumerate(chosen, first_number):
            seed = seed_of[i]
            kinds, A, b, tags = problems[seed]
            print("seed %d (%s, %d rows, %d pivots): %d wrong versions" % (
                seed, " ".join(tags), len(b), len(ref[i][2]), len(found[i])))
            if write:
                name = "%s-%02d" % (prefix, number)
                path = os.path.join(ROOT, "exercises/instructor", ex, "hidden", name + ".cf")
                with open(path, "w") as out:
                    out.write("# found by tests/grader/find_sweep.py %s: seed %d\n" % (ex, seed))
                    out.write(problem_text(kinds, A, b, name, "made-up problem, family %s (seed %d)"
                                           % (" ".join(tags), seed)))
        if write:
            for number in range(first_number, first_number + len(chosen)):
                print("problem file hidden/%s-%02d.cf" % (prefix, number))


if __name__ == "__main__":
    main(sys.argv)
