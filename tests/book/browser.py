#!/usr/bin/env python3
"""browser.py - open every page of the book in headless Chromium and check it.

    python3 tests/book/browser.py --site build/book --single build/book.html --out build/book-check

Drives Debian's chromium through Debian's chromedriver (the W3C WebDriver
protocol: JSON over HTTP), with nothing but Python's standard library; see
tests/book/README.md for why this way.  For every page of the site, and for
the single file, it fails on:

  - an error in the browser's console (a script error, a resource that
    does not load);
  - a link to a page that does not exist, or to an anchor that the target
    page does not have;
  - a MathML element that renders with zero width or height;
  - an image that does not load;
  - a page wider than the screen at 375 px (wide content must scroll
    inside its own box);
  - a figure that print layout may split: in print media every figure
    must have break-inside: avoid and fit on one printed page;
  - a piece of math with its punctuation broken over two lines;
  - diff listings whose additions are not green and removals not red;
  - a search box that finds nothing for a heading's word.

With --cf and --live-list it also checks the live worked examples
(chapters/filters/live.js) on every page that has them, and on the student
edition (--student): for every problem file of every stepper it presses
"step" to the end and compares every number shown, and the head and sets
of every pivot, with `cf trace` of the same file, and the verdict shown
with `cf solve`; in the full edition it changes mu in Example 10, solves
again in the page and compares with `cf solve` and `cf trace` of the
edited file.  Numbers must be equal as printed; the only allowance is for
a number at the level of roundoff (within 1e-9 times the largest number
of the same output) that WebAssembly's C library (wasi-libc's libm, not
glibc's) rounds differently: those are counted and named.

It saves the first screen of each page at 1280 and 375 px as PNG files in
--out, for a person to look at, and prints one line per check; the last
line reads "browser: N passed, M failed".
"""
import argparse
import base64
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

# A4 at 96 px per inch, less the margins of book.css's @page (18 mm, 16 mm).
PRINT_WIDTH_PX = round((210 - 2 * 16) / 25.4 * 96)
PRINT_HEIGHT_PX = round((297 - 2 * 18) / 25.4 * 96)


class WebDriver:
    """The few WebDriver commands the checks need, over HTTP."""

    def __init__(self, driver, browser, profile):
        self.port = free_port()
        self.log = tempfile.TemporaryFile()
        self.process = subprocess.Popen([driver, "--port=%d" % self.port],
                                        stdout=self.log, stderr=self.log)
        self.base = "http://127.0.0.1:%d" % self.port
        deadline = time.time() + 20
        while True:
            try:
                self.request("GET", "/status")
                break
            except (urllib.error.URLError, ConnectionError):
                if time.time() > deadline or self.process.poll() is not None:
                    self.close()
                    raise RuntimeError("chromedriver did not start")
                time.sleep(0.1)
        capabilities = {
            "browserName": "chrome",
            "goog:loggingPrefs": {"browser": "ALL"},
            "goog:chromeOptions": {
                "binary": browser,
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                         "--disable-background-networking", "--disable-component-update",
                         "--disable-sync", "--no-first-run", "--disable-extensions",
                         "--user-data-dir=" + profile, "--window-size=1280,900",
                         "--hide-scrollbars", "--force-device-scale-factor=1"],
            },
        }
        try:
            reply = self.request("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        except RuntimeError as error:
            # No driver object reaches the caller, so nobody else would stop
            # chromedriver.
            self.close()
            if not resolves("localhost"):
                # Chromedriver opens Chromium's DevTools WebSocket at
                # "localhost"; without a name for it the session fails with
                # a bare "unable to connect to renderer".
                raise RuntimeError("%s\n     (the name localhost does not resolve here: "
                                   "/etc/hosts needs the line '127.0.0.1 localhost')"
                                   % error) from None
            raise
        self.session = reply["value"]["sessionId"]

    def request(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=60) as reply:
                return json.loads(reply.read().decode() or "{}")
        except urllib.error.HTTPError as error:
            detail = error.read().decode(errors="replace")[:500]
            raise RuntimeError("WebDriver %s %s: %s" % (method, path, detail)) from None

    def command(self, method, path, body=None):
        return self.request(method, "/session/%s%s" % (self.session, path), body)["value"]

    def cdp(self, cmd, params):
        return self.command("POST", "/goog/cdp/execute", {"cmd": cmd, "params": params})

    def open(self, url):
        self.command("POST", "/url", {"url": url})
        # The navigation can return before a large page is parsed: once, a
        # check read chapter 6 (half a megabyte) without its last sections.
        # Every check reads the whole page: wait until the document is this
        # URL's and complete.
        deadline = time.time() + 60
        while not self.run(LOADED, url):
            if time.time() > deadline:
                raise RuntimeError("%s did not finish loading within 60 s" % url)
            time.sleep(0.05)

    def run(self, script, *args):
        return self.command("POST", "/execute/sync", {"script": script, "args": list(args)})

    def console(self):
        return self.command("POST", "/se/log", {"type": "browser"})

    def screenshot(self, path):
        with open(path, "wb") as out:
            out.write(base64.b64decode(self.command("GET", "/screenshot")))

    def viewport(self, width, height, mobile, media=""):
        self.cdp("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
        self.cdp("Emulation.setEmulatedMedia", {"media": media})

    def close(self):
        try:
            if getattr(self, "session", None):
                self.request("DELETE", "/session/" + self.session)
        except (RuntimeError, urllib.error.URLError, ConnectionError):
            pass
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def resolves(name):
    try:
        socket.getaddrinfo(name, None)
        return True
    except OSError:
        return False


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# Whether the document shown is the given URL's (as given, or with its
# escapes undone: a folder with a space in its name) and fully loaded.
LOADED = r"""
const url = arguments[0], shown = document.URL.split('#')[0];
return document.readyState === 'complete' && (shown === url || decodeURI(shown) === url);
"""

# What a page says about itself, measured in the browser.
INSPECT = r"""
const out = {ids: [], links: [], math: [], images: [], nowrap: [], diff: null};
for (const e of document.querySelectorAll('[id], a[name]')) out.ids.push(e.id || e.getAttribute('name'));
for (const a of document.querySelectorAll('a[href]')) out.links.push(a.href);
let k = 0;
for (const m of document.querySelectorAll('math')) {
  const r = m.getBoundingClientRect();
  if (r.width <= 0 || r.height <= 0)
    out.math.push((m.getAttribute('alttext') || m.textContent).slice(0, 60));
  k++;
}
out.mathCount = k;
for (const img of document.images)
  if (!img.complete || img.naturalWidth === 0) out.images.push(img.src.slice(0, 80));
out.imageCount = document.images.length;
for (const s of document.querySelectorAll('span.nowrap')) {
  // on one line: every box of the span starts above the bottom of the first
  const boxes = Array.from(s.getClientRects());
  if (boxes.some((b) => b.top >= boxes[0].bottom - 1)) out.nowrap.push(s.textContent.slice(0, 40));
}
const add = document.querySelector('code.diff span.va'), del = document.querySelector('code.diff span.st');
if (add && del) {
  const rgb = (e) => getComputedStyle(e).color.match(/\d+/g).map(Number);
  out.diff = {add: rgb(add), del: rgb(del)};
}
return out;
"""

OVERFLOW = r"""
const width = document.documentElement.clientWidth;
const over = document.documentElement.scrollWidth - width;
const culprits = [];
if (over > 0) {
  for (const e of document.body.querySelectorAll('*')) {
    const r = e.getBoundingClientRect();
    if (r.right > width + 1 && culprits.length < 5) {
      let scrolled = false;
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX === 'auto' || s.overflowX === 'scroll' || s.overflowX === 'hidden') { scrolled = true; break; }
      }
      if (!scrolled) culprits.push(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
                                   (e.className && e.className.baseVal === undefined ? '.' + e.className : '') +
                                   ' (' + Math.round(r.right) + ' px)');
    }
  }
}
return {over: over, culprits: culprits};
"""

PRINT = r"""
const height = arguments[0], bad = [];
let n = 0;
for (const f of document.querySelectorAll('figure')) {
  n++;
  const s = getComputedStyle(f), r = f.getBoundingClientRect();
  const avoid = s.breakInside === 'avoid' || s.breakInside === 'avoid-page' || s.pageBreakInside === 'avoid';
  if (!avoid || r.height > height)
    bad.push((f.querySelector('figcaption') || f).textContent.slice(0, 50) +
             ' (break-inside: ' + s.breakInside + ', ' + Math.round(r.height) + ' px)');
}
const chapters = [];
for (const h of document.querySelectorAll('h1:not(.title)')) {
  const s = getComputedStyle(h);
  if (s.breakBefore !== 'page') chapters.push(h.textContent.slice(0, 40));
}
const pre = [];
for (const p of document.querySelectorAll('pre')) {
  const s = getComputedStyle(p);
  if (s.whiteSpace !== 'pre-wrap' && s.whiteSpace !== 'break-spaces') pre.push(p.textContent.slice(0, 30));
}
return {figures: n, bad: bad, chapters: chapters, pre: pre.slice(0, 3), preCount: pre.length};
"""

SEARCH = r"""
const box = document.getElementById('book-search'), list = document.getElementById('book-search-results');
if (!box || !list) return -1;
box.value = arguments[0];
box.dispatchEvent(new Event('input'));
const n = list.querySelectorAll('a[href]').length;
box.value = '';
box.dispatchEvent(new Event('input'));
return n;
"""


def page_checks(driver, path, shots):
    """Every check of one page: a list of (ok, what, detail), the page's ids
    and its links.  shots: where its screenshots go (None: no screenshots)."""
    name = os.path.basename(path)
    stem = name[:-5]
    results = []

    def check(ok, what, detail=""):
        results.append((bool(ok), "%s: %s" % (name, what), detail))

    # --- the desktop screen
    driver.viewport(1280, 900, False)
    driver.console()  # drop what earlier pages logged
    driver.open("file://" + path)
    info = driver.run(INSPECT)
    if shots:
        driver.screenshot(os.path.join(shots, "%s-1280.png" % stem))
    errors = [e for e in driver.console() if e.get("level") == "SEVERE"]
    check(not errors, "no console errors", "; ".join(e.get("message", "")[:160] for e in errors[:3]))
    check(not info["math"], "all %d MathML elements render with a size" % info["mathCount"],
          "zero size: %s" % " | ".join(info["math"][:5]))
    check(not info["images"], "all %d images load" % info["imageCount"],
          "not loaded: %s" % " | ".join(info["images"][:5]))
    check(not info["nowrap"], "math and its punctuation stay on one line",
          "broken: %s" % " | ".join(info["nowrap"][:5]))
    if info["diff"] is not None:
        add, rem = info["diff"]["add"], info["diff"]["del"]
        check(add[1] > add[0] and rem[0] > rem[1], "diff additions are green, removals red",
              "addition rgb%s, removal rgb%s" % (tuple(add), tuple(rem)))
    # --- the small screen
    driver.viewport(375, 740, True)
    driver.open("file://" + path)
    over = driver.run(OVERFLOW)
    if shots:
        driver.screenshot(os.path.join(shots, "%s-375.png" % stem))
    check(over["over"] <= 0, "no horizontal overflow at 375 px",
          "%d px too wide: %s" % (over["over"], ", ".join(over["culprits"])))
    # --- print layout
    driver.viewport(PRINT_WIDTH_PX, PRINT_HEIGHT_PX, False, "print")
    printed = driver.run(PRINT, PRINT_HEIGHT_PX)
    check(not printed["bad"], "print keeps each of its %d figures on one page" % printed["figures"],
          " | ".join(printed["bad"][:5]))
    check(not printed["chapters"], "print starts each chapter on a new page", " | ".join(printed["chapters"][:5]))
    check(printed["preCount"] == 0, "printed listings wrap", " | ".join(printed["pre"]))
    driver.viewport(1280, 900, False)
    if name == "index.html":
        found = driver.run(SEARCH, "pivot")
        check(found > 0, "the search box finds headings ('pivot': %d)" % found)
    return results, set(info["ids"]), info["links"]


def link_checks(driver, path, links, ids, root):
    """Every file:// link of a page lands on a page that exists, and on an
    anchor that page has (ids: file -> its ids, filled as pages are read)."""
    broken = []
    for url in links:
        if not url.startswith("file://"):
            continue
        target, fragment = file_of(url)
        if target not in ids:
            if not os.path.exists(target):
                broken.append(url.replace("file://" + root + "/", ""))
                continue
            driver.open("file://" + target)
            ids[target] = set(driver.run(INSPECT)["ids"])
        if fragment and fragment not in ids[target]:
            broken.append(os.path.basename(target) + "#" + fragment)
    return (not broken, "%s: all %d links land on a page and an anchor" % (os.path.basename(path), len(links)),
            "broken: %s" % ", ".join(sorted(set(broken))[:8]))


# A page with one of each defect the checks look for: each check must fail on it.
PLANTED = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>code.diff span.va { color: #c00; } code.diff span.st { color: #0a0; }</style></head>
<body>
<h1>One</h1><h1>Two</h1>
<p><a href="#nowhere">a broken anchor</a> <a href="no-such-page.html">a missing page</a></p>
<div style="display: none"><math><mi>x</mi></math></div>
<img src="no-such-image.png" alt="">
<div style="width: 2000px">too wide</div>
<figure style="height: 3000px"><figcaption>too tall, and may split</figcaption></figure>
<pre>a listing that does not wrap</pre>
<div style="width: 3em"><span class="nowrap" style="white-space: normal">math and its punctuation, broken</span></div>
<pre><code class="diff"><span class="va">+added</span> <span class="st">-removed</span></code></pre>
<script>no_such_function();</script>
</body></html>
"""


def planted_checks(driver, work):
    """The checks themselves: each one must catch its planted defect."""
    path = os.path.join(work, "planted.html")
    with open(path, "w") as out:
        out.write(PLANTED)
    results, ids, links = page_checks(driver, path, None)
    results.append(link_checks(driver, path, links, {path: ids}, work))
    caught = [what for ok, what, _ in results if not ok]
    missed = [what for ok, what, _ in results if ok]
    return caught, missed


# --- the live worked examples ------------------------------------------

# Wait until every stepper of the page has its trace (data-state ready).
LIVE_READY = r"""
const roots = Array.from(document.querySelectorAll('div.cf-live'));
return {count: roots.length, ready: roots.filter((r) => r.getAttribute('data-state') === 'ready').length,
        failed: roots.filter((r) => r.getAttribute('data-state') === 'failed').map((r) => r.id)};
"""

# Every case of every stepper: choose it in the select, press "step" to the
# end, and read what each pivot shows.  Async: a case is solved in the page.
LIVE_WALK = r"""
const done = arguments[arguments.length - 1];
const only = arguments[0];
const roots = Array.from(document.querySelectorAll('div.cf-live'));
const result = [];
const wait = (root, runs) => new Promise((resolve) => {
  const poll = () => (root.getAttribute('data-state') === 'ready' && Number(root.getAttribute('data-runs')) > runs)
    ? resolve() : setTimeout(poll, 10);
  poll();
});
const read = (root) => {
  const cell = (c) => { const e = root.querySelector('.cf-live-' + c); return e ? e.textContent : null; };
  return {number: cell('number'), drive: cell('drive'), d: cell('d'), s: cell('s'), j: cell('j'), why: cell('why'),
          sets: root.querySelector('.cf-live-sets').textContent,
          rows: Array.from(root.querySelectorAll('table.cf-live-table tr')).slice(1).map(
            (tr) => Array.from(tr.querySelectorAll('td.cf-live-num')).map((td) => td.textContent))};
};
(async () => {
  for (const root of roots) {
    if (only && root.id !== only) continue;
    const select = root.querySelector('select.cf-live-case');
    for (let i = 0; i < select.options.length; i++) {
      const runs = Number(root.getAttribute('data-runs'));
      select.value = String(i);
      select.dispatchEvent(new Event('change'));
      await wait(root, runs);
      const step = root.querySelector('button.cf-live-step'), back = root.querySelector('button.cf-live-back');
      const pivots = [];
      while (!step.disabled && pivots.length < 1000) {
        step.click();
        pivots.push(read(root));
      }
      let backs = 0;
      while (!back.disabled && backs < 1000) { back.click(); backs++; }
      // the scene of pivot 0 of this run, drawn by cf draw in the page (when it has one)
      const scene = root.querySelector('div.cf-live-scene'), drawn = root.getAttribute('data-runs') + '/0';
      for (let t = 0; t < 500 && !(scene.getAttribute('data-drawn') || '').startsWith(drawn); t++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      result.push({id: root.id, stem: select.options[i].textContent, pivots: pivots, backs: backs,
                   count: Number(root.getAttribute('data-pivots')),
                   solve: root.querySelector('pre.cf-live-solve').textContent,
                   scene: scene.getAttribute('data-drawn') === drawn});
    }
  }
  done(result);
})().catch((e) => done({error: String(e)}));
"""

# Example 10's stepper: a case, its problem text edited, solved again.
LIVE_EDIT = r"""
const done = arguments[arguments.length - 1];
const [id, stem, from, to] = arguments;
const root = document.getElementById(id);
const select = root.querySelector('select.cf-live-case');
const wait = (runs) => new Promise((resolve) => {
  const poll = () => (root.getAttribute('data-state') === 'ready' && Number(root.getAttribute('data-runs')) > runs)
    ? resolve() : setTimeout(poll, 10);
  poll();
});
(async () => {
  const i = Array.from(select.options).findIndex((o) => o.textContent === stem);
  let runs = Number(root.getAttribute('data-runs'));
  select.value = String(i);
  select.dispatchEvent(new Event('change'));
  await wait(runs);
  root.querySelector('details.cf-live-edit').open = true;
  const text = root.querySelector('textarea.cf-live-problem');
  if (text.value.indexOf(from) < 0) { done({error: 'no "' + from + '" in the problem shown'}); return; }
  text.value = text.value.split(from).join(to);
  runs = Number(root.getAttribute('data-runs'));
  root.querySelector('button.cf-live-solve-problem').click();
  await wait(runs);
  const pivots = [];
  const step = root.querySelector('button.cf-live-step');
  while (!step.disabled && pivots.length < 1000) {
    step.click();
    const cell = (c) => root.querySelector('.cf-live-' + c).textContent;
    pivots.push({number: cell('number'), drive: cell('drive'), d: cell('d'), s: cell('s'), j: cell('j'),
                 why: cell('why'), sets: root.querySelector('.cf-live-sets').textContent,
                 rows: Array.from(root.querySelectorAll('table.cf-live-table tr')).slice(1).map(
                   (tr) => Array.from(tr.querySelectorAll('td.cf-live-num')).map((td) => td.textContent))});
  }
  done({problem: text.value, solve: root.querySelector('pre.cf-live-solve').textContent, pivots: pivots});
})().catch((e) => done({error: String(e)}));
"""

TRACE_HEAD = re.compile(r"^pivot (\d+) \(drive (\d+), driving index (-?\d+)\): step s = (\S+), "
                        r"limited by index (-?\d+): ?(.*)$")


def parse_trace(text):
    """cf trace's text, as the page shows it: per pivot its head, sets and
    the rows (delta f, delta a, f, a of each index)."""
    lines = text.split("\n")
    pivots = []
    for i, line in enumerate(lines):
        m = TRACE_HEAD.match(line)
        if not m:
            continue
        vectors = [lines[i + 1 + k][10:].split() for k in range(4)]
        pivots.append({"number": m.group(1), "drive": m.group(2), "d": m.group(3), "s": m.group(4),
                       "j": m.group(5), "why": m.group(6), "sets": lines[i + 5].strip(),
                       "rows": [list(r) for r in zip(*vectors)]})
    return pivots


class Tally:
    """Numbers compared: equal as printed, or within roundoff (named)."""

    def __init__(self):
        self.steps = 0
        self.numbers = 0
        self.roundoff = []

    def same(self, shown, expected, scale, where):
        self.numbers += 1
        if shown == expected:
            return True
        try:
            x, y = float(shown.rstrip(",;)")), float(expected.rstrip(",;)"))
        except ValueError:
            return False
        if shown[-1] in ",;)" and shown[-1] != expected[-1]:
            return False
        if abs(x - y) <= 1e-9 * max(scale, 1e-300):
            self.roundoff.append("%s: %s for %s" % (where, shown, expected))
            return True
        return False


def largest(text):
    """The largest force or acceleration in cf's output: the scale of roundoff."""
    numbers = [abs(float(w)) for line in re.findall(r"^ *(?:f|a|delta f|delta a):? +(.*)$", text, re.M)
               for w in line.split()]
    return max(numbers) if numbers else 1.0


def compare_pivots(shown, expected, tally, where, scale):
    """'' when the pivots shown are cf trace's, else what differs."""
    if len(shown) != len(expected):
        return "%s: %d pivots shown, cf trace prints %d" % (where, len(shown), len(expected))
    for k, (p, q) in enumerate(zip(shown, expected), 1):
        tally.steps += 1
        at = "%s pivot %d" % (where, k)
        for field in ("number", "drive", "d", "j", "why", "sets"):
            if p[field] != q[field]:
                return "%s: %s shown %r, cf trace %r" % (at, field, p[field], q[field])
        if not tally.same(p["s"], q["s"], scale, at + " s"):
            return "%s: s shown %s, cf trace %s" % (at, p["s"], q["s"])
        if len(p["rows"]) != len(q["rows"]):
            return "%s: %d rows shown, cf trace %d" % (at, len(p["rows"]), len(q["rows"]))
        scales = [scale] * 4
        for i, (row, want) in enumerate(zip(p["rows"], q["rows"])):
            if len(row) != len(want):
                return "%s row %d: %d numbers shown, cf trace %d" % (at, i, len(row), len(want))
            for c, (x, y) in enumerate(zip(row, want)):
                if not tally.same(x, y, scales[c], "%s row %d %s" % (at, i, ("delta f", "delta a", "f", "a")[c])):
                    return "%s row %d: %s shown, cf trace %s" % (at, i, x, y)
    return ""


def compare_solve(shown, expected, tally, where, scale):
    """The verdict shown against cf solve's output, line by line; numbers as above."""
    a, b = shown.rstrip("\n").split("\n"), expected.rstrip("\n").split("\n")
    if len(a) != len(b):
        return "%s: %d lines shown, cf solve prints %d" % (where, len(a), len(b))
    for x, y in zip(a, b):
        if x == y:
            continue
        wx, wy = x.split(), y.split()
        if len(wx) != len(wy) or wx[0] != wy[0]:
            return "%s: shown %r, cf solve %r" % (where, x, y)
        for u, v in zip(wx, wy):
            if u != v and not tally.same(u, v, scale, where + " " + wy[0]):
                return "%s: shown %r, cf solve %r" % (where, x, y)
    return ""


def read_live_list(path):
    cases = {}
    with open(path) as f:
        for line in f:
            key, stage, case, scene = line.split()
            cases[os.path.basename(case)[:-3]] = (key, int(stage), case, scene)
    return cases


def run_cf(cf, *args):
    done = subprocess.run([cf] + list(args), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True)
    return done.stdout, done.stderr


def draws(cf, scene, trace):
    """Whether cf draw draws SCENE with forces as many as the trace's."""
    pivots = parse_trace(trace)
    if not pivots:
        return False
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as forces:
        forces.write(" ".join(row[2] for row in pivots[-1]["rows"]) + "\n")
        forces.flush()
        return subprocess.run([cf, "draw", scene, forces.name], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL).returncode == 0


def live_checks(driver, path, cf, cases, edition, shots, reopen=True):
    """The steppers of one page against cf; a list of (ok, what, detail).
    reopen=False: the page is open already (its console not yet read)."""
    name = os.path.basename(path)
    results = []

    def check(ok, what, detail=""):
        results.append((bool(ok), "%s: %s" % (name, what), detail))

    driver.viewport(1280, 900, False)
    if reopen:
        driver.console()
        driver.open("file://" + path)
    deadline = time.time() + 60
    state = driver.run(LIVE_READY)
    while state["ready"] + len(state["failed"]) < state["count"] and time.time() < deadline:
        time.sleep(0.05)
        state = driver.run(LIVE_READY)
    if state["count"] == 0:
        return results
    check(state["ready"] == state["count"], "all %d steppers have their trace" % state["count"],
          "not ready: %d; failed: %s" % (state["count"] - state["ready"], ", ".join(state["failed"])))
    driver.command("POST", "/timeouts", {"script": 120000})
    walked = driver.command("POST", "/execute/async", {"script": LIVE_WALK, "args": [None]})
    if isinstance(walked, dict):
        check(False, "the steppers can be walked", walked.get("error", ""))
        return results
    tally = Tally()
    problems = []
    for case in walked:
        if case["stem"] not in cases:
            problems.append("%s: %s is not in the list of live examples" % (case["id"], case["stem"]))
            continue
        key, stage, file, scene = cases[case["stem"]]
        trace, _ = run_cf(cf, "trace", "--stage", str(stage), file)
        solve, solve_err = run_cf(cf, "solve", "--stage", str(stage), file)
        where = "%s (%s)" % (case["stem"], case["id"])
        scale = largest(trace + solve)
        problem = compare_pivots(case["pivots"], parse_trace(trace), tally, where, scale)
        problem = problem or compare_solve(case["solve"], solve + solve_err, tally, where + " cf solve", scale)
        if not problem and case["backs"] != len(case["pivots"]):
            problem = "%s: back returned %d of %d pivots" % (where, case["backs"], len(case["pivots"]))
        if not problem and edition == "full" and scene != "-" and not case["scene"] and draws(cf, scene, trace):
            problem = "%s: the scene is not drawn" % where
        if problem:
            problems.append(problem)
    check(not problems and walked,
          "%d steppers, %d problem files, %d steps and %d numbers shown are cf trace's and cf solve's "
          "(%d within roundoff)" % (state["count"], len(walked), tally.steps, tally.numbers, len(tally.roundoff)),
          " | ".join(problems[:4]))
    for line in tally.roundoff[:6]:
        print("     roundoff: " + line)
    if edition == "full" and any(c["stem"] == "ex10b-particle-push-30-at-bound" for c in walked):
        stepper = next(c["id"] for c in walked if c["stem"] == "ex10b-particle-push-30-at-bound")
        edited = driver.command("POST", "/execute/async", {"script": LIVE_EDIT, "args": [
            stepper, "ex10b-particle-push-30-at-bound", "mu 0.5", "mu 0.3"]})
        problem = edited.get("error", "")
        if not problem:
            work = tempfile.mkdtemp(prefix="book-live-")
            try:
                file = os.path.join(work, "ex10b-particle-push-30-at-bound.cf")
                with open(file, "w") as out:
                    out.write(edited["problem"])
                trace, _ = run_cf(cf, "trace", "--stage", "5", file)
                solve, solve_err = run_cf(cf, "solve", "--stage", "5", file)
            finally:
                shutil.rmtree(work, ignore_errors=True)
            edit_tally = Tally()
            scale = largest(trace + solve)
            problem = compare_pivots(edited["pivots"], parse_trace(trace), edit_tally, "ex10b, mu 0.3", scale)
            problem = problem or compare_solve(edited["solve"], solve + solve_err, edit_tally, "ex10b, mu 0.3",
                                               scale)
            for line in edit_tally.roundoff:
                print("     roundoff: " + line)
            if not problem and edited["solve"] == case_solve(walked, "ex10b-particle-push-30-at-bound"):
                problem = "the verdict did not change with mu"
        check(not problem, "Example 10 with mu 0.3 typed in: the page's trace and verdict are cf's "
              "(%d steps, %d numbers, %d within roundoff)" % (len(edited.get("pivots", [])),
                                                              edit_tally.numbers if not edited.get("error") else 0,
                                                              len(edit_tally.roundoff) if not edited.get("error") else 0),
              problem)
    if edition == "full":
        explore_checks(driver, cf, check)
        if shots and driver.run("return !!document.getElementById('explore-push');"):
            driver.run("document.getElementById('explore-push').scrollIntoView();")
            time.sleep(0.3)
            driver.screenshot(os.path.join(shots, "explore-push-%s.png" % name[:-5]))
    if shots and any(c["id"] == "live-ex2b" for c in walked):
        driver.run("const r = document.getElementById('live-ex2b'); r.scrollIntoView();"
                   "r.querySelector('button.cf-live-step').click();")
        time.sleep(0.3)
        driver.screenshot(os.path.join(shots, "live-ex2b-%s.png" % name[:-5]))
    errors = [e for e in driver.console() if e.get("level") == "SEVERE"]
    check(not errors, "no console errors while the steppers run",
          "; ".join(e.get("message", "")[:160] for e in errors[:3]))
    return results


# The explorations: the push at one angle, and Painleve's map.
EXPLORE_PUSH = r"""
const done = arguments[arguments.length - 1];
const root = document.getElementById('explore-push');
const explorer = window.cfLive.explorers.find((e) => e.root === root);
const slider = root.querySelector('input[type=range]');
const wait = (runs) => new Promise((resolve) => {
  const poll = () => (root.getAttribute('data-state') === 'ready' && Number(root.getAttribute('data-runs')) > runs)
    ? resolve() : setTimeout(poll, 10);
  poll();
});
(async () => {
  await wait(0);
  const runs = Number(root.getAttribute('data-runs'));
  slider.value = arguments[0];
  slider.dispatchEvent(new Event('input'));
  await wait(runs);
  done({problem: explorer.problem(Number(arguments[0])),
        rows: Array.from(root.querySelectorAll('table tr')).slice(1).map(
          (tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent))});
})().catch((e) => done({error: String(e)}));
"""

EXPLORE_PAINLEVE = r"""
const done = arguments[arguments.length - 1];
const root = document.getElementById('explore-painleve');
const explorer = window.cfLive.explorers.find((e) => e.root === root);
const started = performance.now();
const poll = () => {
  if (root.getAttribute('data-map') !== 'done' || root.getAttribute('data-state') !== 'ready') {
    if (performance.now() - started > 60000) { done({error: 'the map was not done within 60 s'}); return; }
    setTimeout(poll, 20);
    return;
  }
  const cells = Array.from(root.querySelectorAll('rect[data-status]'));
  const picked = [0, 100, 170, 250, cells.length - 1].map((i) => {
    const mu = 0.15 * (Math.floor(i / 17) + 1), theta = 5 * (i % 17 + 1);
    return {mu: mu, theta: theta, status: cells[i].getAttribute('data-status'), scene: explorer.scene(mu, theta)};
  });
  done({cells: cells.length, picked: picked, shown: root.querySelector('pre.cf-live-solve').textContent,
        scene: explorer.scene(Number(explorer.mu.value), Number(explorer.theta.value))});
};
poll();
"""


def explore_checks(driver, cf, check):
    """The explorations of the page open in the driver, against cf."""
    has = driver.run("return [!!document.getElementById('explore-push'), "
                     "!!document.getElementById('explore-painleve')];")
    work = tempfile.mkdtemp(prefix="book-explore-")
    try:
        if has[0]:
            shown = driver.command("POST", "/execute/async", {"script": EXPLORE_PUSH, "args": ["45"]})
            problem = shown.get("error", "")
            file = os.path.join(work, "push.cf")
            with open(file, "w") as out:
                out.write(shown.get("problem", ""))
            for row in shown.get("rows", []):
                out, _ = run_cf(cf, "solve", "--friction", row[0], file)
                f = re.search(r"^f: (.*)$", out, re.M)
                status = re.search(r"^status: (\S+)", out, re.M)
                want = [float(x) for x in f.group(1).split()] if f else []
                got = [float(x) for x in row[2:5]]
                if not status or status.group(1) != row[1] or len(want) != 3 or any(
                        abs(x - y) > 5e-6 * max(abs(y), 1e-12) for x, y in zip(got, want)):
                    problem = problem or "%s: shown %s, cf solve %s" % (row[0], row[1:5], out.split("\n")[1:4])
            check(not problem and len(shown.get("rows", [])) == 4,
                  "the push at 45 degrees: the friction of %d models is cf solve --friction's"
                  % len(shown.get("rows", [])), problem)
        if has[1]:
            shown = driver.command("POST", "/execute/async", {"script": EXPLORE_PAINLEVE, "args": []})
            problem = shown.get("error", "")
            scene = os.path.join(work, "rod.scene")
            for cell in shown.get("picked", []):
                with open(scene, "w") as out:
                    out.write(cell["scene"])
                out, _ = run_cf(cf, "solve", "--stage", "6", scene)
                status = re.search(r"^status: (\S+)", out, re.M)
                if not status or status.group(1) != cell["status"]:
                    problem = problem or "mu %g, %g degrees: shown %s, cf solve %s" % (
                        cell["mu"], cell["theta"], cell["status"], status and status.group(1))
            if not problem:
                with open(scene, "w") as out:
                    out.write(shown["scene"])
                out, err = run_cf(cf, "solve", "--stage", "6", scene)
                if shown["shown"] != out + err:
                    problem = "the rod chosen by the sliders: shown %r, cf solve %r" % (shown["shown"][:200], out[:200])
            check(not problem and shown.get("cells") == 340,
                  "Painleve's map: %s cells, %d of them and the chosen rod solved again by cf solve"
                  % (shown.get("cells"), len(shown.get("picked", []))), problem)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def case_solve(walked, stem):
    return next((c["solve"] for c in walked if c["stem"] == stem), None)


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, name, detail=""):
        if ok:
            self.passed += 1
            print("ok   " + name)
        else:
            self.failed += 1
            print("FAIL " + name)
            if detail:
                print("     " + detail)


def file_of(url):
    parsed = urllib.parse.urlparse(url)
    return urllib.parse.unquote(parsed.path), parsed.fragment


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", required=True, help="the folder of the site (build/book)")
    parser.add_argument("--single", help="the single-file book (build/book.html)")
    parser.add_argument("--out", required=True, help="where the screenshots go")
    parser.add_argument("--browser", default=shutil.which("chromium") or "/usr/bin/chromium")
    parser.add_argument("--driver", default=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    parser.add_argument("--cf", help="the command-line tool (build/cf): check the live examples against it")
    parser.add_argument("--live-list", help="the list of live examples (build/generated/live.list)")
    parser.add_argument("--student", help="the student edition (build/book-student.html), when built")
    args = parser.parse_args()

    for tool, package in ((args.browser, "chromium"), (args.driver, "chromium-driver")):
        if not os.path.exists(tool):
            print("FAIL the browser checks need %s: apt-get install -y %s (make installs it)"
                  % (tool, package))
            print("\nbrowser: 0 passed, 1 failed")
            return 1
    site = os.path.abspath(args.site)
    pages = sorted(p for p in os.listdir(site) if p.endswith(".html"))
    targets = [os.path.join(site, p) for p in pages]
    if args.single:
        targets.append(os.path.abspath(args.single))
    os.makedirs(args.out, exist_ok=True)

    checks = Checks()
    checks.check("index.html" in pages and len(pages) >= 3, "the site has an index and one page per chapter",
                 "pages: %s" % ", ".join(pages))
    profile = tempfile.mkdtemp(prefix="book-browser-")
    started = time.time()
    driver = None
    try:
        driver = WebDriver(args.driver, args.browser, profile)
        caught, missed = planted_checks(driver, profile)
        checks.check(not missed and len(caught) >= 10,
                     "the checks catch a page planted with every defect (%d caught)" % len(caught),
                     "not caught: %s" % " | ".join(missed))
        ids = {}        # file -> set of ids
        links = {}      # file -> links
        cases = read_live_list(args.live_list) if args.cf and args.live_list else None
        for path in targets:
            results, ids[path], links[path] = page_checks(driver, path, args.out)
            if cases is not None:
                results += live_checks(driver, path, args.cf, cases, "full", args.out, reopen=False)
            for ok, what, detail in results:
                checks.check(ok, what, detail)
        for path in targets:
            checks.check(*link_checks(driver, path, links[path], ids, site))
        if cases is not None and args.student and os.path.exists(args.student):
            for ok, what, detail in live_checks(driver, os.path.abspath(args.student), args.cf, cases,
                                                "student", args.out):
                checks.check(ok, what, detail)
    except RuntimeError as error:
        checks.check(False, "the browser runs", str(error))
    finally:
        if driver is not None:
            driver.close()
        shutil.rmtree(profile, ignore_errors=True)
    print("screenshots: %s (%d pages at 1280 and 375 px), %.0f s"
          % (args.out, len(targets), time.time() - started))
    print("\nbrowser: %d passed, %d failed" % (checks.passed, checks.failed))
    return 0 if checks.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
