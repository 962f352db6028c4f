/* live.js - the live worked examples of the book (chapters/filters/book.lua, pass "live").
 *
 * Every worked example of chapters 2 to 6 gets a stepper: "step" and "back"
 * walk the pivots that `cf trace --stage N FILE` prints (the sets C and NC
 * and the friction sets, f, a, delta f, delta a, the driven index, the step
 * and what limited it), with the forces drawn at each pivot, then the
 * verdict of `cf solve`.
 *
 * The full edition carries cf itself, compiled to WebAssembly for
 * wasm32-wasi (mk/live.mk), as base64 in window.cfLiveWasm: the page runs
 * the same program as the command line, with the small WASI layer below (its
 * files are held in memory, its output collected), one fresh instance per
 * command.  So a reader can edit the problem (A, b, mu) or its scene and the
 * example is solved, traced and certified again.  The student edition
 * carries no compiled stage: its steppers replay the outputs of cf that the
 * build saved in the page.
 */
(function () {
  "use strict";
  if (window.cfLive) {
    return;
  }
  var live = { steppers: [] };
  window.cfLive = live;

  /* ------------------------------------------------------------------ */
  /* WASI preview 1, as much as cf uses: arguments, stdout and stderr,   */
  /* and files read from one directory "/" held in memory.              */

  var EBADF = 8, ENOENT = 44, ENOSYS = 52, ESPIPE = 70;
  var encoder = new TextEncoder();
  var decoder = new TextDecoder();

  function Exit(code) {
    this.code = code;
  }

  var compiled = null;
  function wasmModule() {
    if (compiled === null) {
      if (typeof window.cfLiveWasm !== "string") {
        return Promise.reject(new Error("this edition carries no compiled solver"));
      }
      var text = atob(window.cfLiveWasm);
      var bytes = new Uint8Array(text.length);
      for (var i = 0; i < text.length; i++) {
        bytes[i] = text.charCodeAt(i);
      }
      compiled = WebAssembly.compile(bytes);
    }
    return compiled;
  }

  function joinBytes(chunks) {
    var length = 0;
    chunks.forEach(function (c) { length += c.length; });
    var all = new Uint8Array(length), at = 0;
    chunks.forEach(function (c) { all.set(c, at); at += c.length; });
    return decoder.decode(all);
  }

  /* Run "cf ARGS..." with FILES ({"/name": text}); resolves to
   * {code, out, err}: the exit code and what it printed. */
  live.run = function (args, files) {
    return wasmModule().then(function (module) {
      var memory = null, out = [], err = [], open = {}, nextFd = 4;
      var argv = ["cf"].concat(args).map(function (a) { return encoder.encode(a + "\0"); });
      function view() { return new DataView(memory.buffer); }
      function heap() { return new Uint8Array(memory.buffer); }
      function iovecs(iovs, count, each) {
        var v = view(), total = 0;
        for (var k = 0; k < count; k++) {
          var n = each(v.getUint32(iovs + 8 * k, true), v.getUint32(iovs + 8 * k + 4, true));
          total += n;
          if (n < v.getUint32(iovs + 8 * k + 4, true)) {
            break;
          }
        }
        return total;
      }
      var wasi = {
        args_sizes_get: function (countPtr, sizePtr) {
          var size = 0;
          argv.forEach(function (a) { size += a.length; });
          view().setUint32(countPtr, argv.length, true);
          view().setUint32(sizePtr, size, true);
          return 0;
        },
        args_get: function (argvPtr, bufPtr) {
          argv.forEach(function (a, i) {
            view().setUint32(argvPtr + 4 * i, bufPtr, true);
            heap().set(a, bufPtr);
            bufPtr += a.length;
          });
          return 0;
        },
        environ_sizes_get: function (countPtr, sizePtr) {
          view().setUint32(countPtr, 0, true);
          view().setUint32(sizePtr, 0, true);
          return 0;
        },
        environ_get: function () { return 0; },
        fd_prestat_get: function (fd, ptr) {
          if (fd !== 3) {
            return EBADF;
          }
          view().setUint8(ptr, 0);
          view().setUint32(ptr + 4, 1, true);
          return 0;
        },
        fd_prestat_dir_name: function (fd, ptr) {
          if (fd !== 3) {
            return EBADF;
          }
          heap()[ptr] = 47; /* "/" */
          return 0;
        },
        path_open: function (dirfd, dirflags, pathPtr, pathLength, oflags, rightsBase,
                             rightsInheriting, fdflags, fdPtr) {
          var path = "/" + decoder.decode(heap().slice(pathPtr, pathPtr + pathLength));
          if (dirfd !== 3 || oflags !== 0 || !Object.prototype.hasOwnProperty.call(files, path)) {
            return ENOENT;
          }
          var fd = nextFd++;
          open[fd] = { data: encoder.encode(files[path]), at: 0 };
          view().setUint32(fdPtr, fd, true);
          return 0;
        },
        fd_read: function (fd, iovs, count, readPtr) {
          var file = open[fd];
          if (file === undefined && fd !== 0) {
            return EBADF;
          }
          var total = file === undefined ? 0 : iovecs(iovs, count, function (ptr, length) {
            var chunk = file.data.subarray(file.at, file.at + length);
            heap().set(chunk, ptr);
            file.at += chunk.length;
            return chunk.length;
          });
          view().setUint32(readPtr, total, true);
          return 0;
        },
        fd_write: function (fd, iovs, count, writtenPtr) {
          var sink = fd === 1 ? out : fd === 2 ? err : null;
          if (sink === null) {
            return EBADF;
          }
          var total = iovecs(iovs, count, function (ptr, length) {
            sink.push(heap().slice(ptr, ptr + length));
            return length;
          });
          view().setUint32(writtenPtr, total, true);
          return 0;
        },
        fd_seek: function (fd, offset, whence, resultPtr) {
          var file = open[fd];
          if (file === undefined) {
            return fd <= 2 ? ESPIPE : EBADF;
          }
          var base = whence === 0 ? 0 : whence === 1 ? file.at : file.data.length;
          file.at = Math.max(0, base + Number(offset));
          view().setBigUint64(resultPtr, BigInt(file.at), true);
          return 0;
        },
        fd_close: function (fd) {
          if (open[fd] !== undefined) {
            delete open[fd];
            return 0;
          }
          return fd <= 2 ? 0 : EBADF;
        },
        fd_fdstat_get: function (fd, ptr) {
          if (fd > 3 && open[fd] === undefined) {
            return EBADF;
          }
          var v = view();
          v.setUint8(ptr, fd <= 2 ? 2 : fd === 3 ? 3 : 4); /* character device, directory, file */
          v.setUint16(ptr + 2, 0, true);
          v.setBigUint64(ptr + 8, BigInt.asUintN(64, BigInt(-1)), true);
          v.setBigUint64(ptr + 16, BigInt.asUintN(64, BigInt(-1)), true);
          return 0;
        },
        fd_fdstat_set_flags: function () { return 0; },
        clock_time_get: function () { return ENOSYS; },
        random_get: function () { return ENOSYS; },
        proc_exit: function (code) { throw new Exit(code); },
      };
      return WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi }).then(function (instance) {
        memory = instance.exports.memory;
        var code = 0;
        try {
          instance.exports._start();
        } catch (e) {
          if (!(e instanceof Exit)) {
            throw e;
          }
          code = e.code;
        }
        return { code: code, out: joinBytes(out), err: joinBytes(err) };
      });
    });
  };

  /* ------------------------------------------------------------------ */
  /* The trace, as cf_trace_print_text (code/common/trace.c) prints it.  */

  var HEAD = /^pivot (\d+) \(drive (\d+), driving index (-?\d+)\): step s = (\S+), limited by index (-?\d+): ?(.*)$/;
  var SET_NAMES = [["C_F", "C_F"], ["NC_F+", "NC_F+"], ["NC_F-", "NC_F-"], ["NC_F", "NC_F"]];

  function parseSet(text) {
    return text.trim() === "" ? [] : text.split(",").map(function (x) { return Number(x); });
  }

  live.parseTrace = function (text) {
    var lines = text.split("\n"), pivots = [];
    for (var i = 0; i < lines.length; i++) {
      var m = HEAD.exec(lines[i]);
      if (m === null) {
        continue;
      }
      var p = { number: m[1], drive: m[2], d: m[3], s: m[4], j: m[5], why: m[6], v: {}, sets: "", member: {} };
      ["delta f", "delta a", "f", "a"].forEach(function (label, k) {
        var line = lines[i + 1 + k] || "";
        p.v[label] = line.slice(2 + 8).trim().split(/\s+/).filter(function (x) { return x !== ""; });
      });
      p.sets = (lines[i + 5] || "").trim();
      var found, pattern = /(^|, |; )(C|NC|bilateral, always in C|C_F|NC_F\+|NC_F-|NC_F) = ?:? ?\{([^}]*)\}/g;
      var setsLine = p.sets.replace("bilateral, always in C: ", "bilateral, always in C = ");
      while ((found = pattern.exec(setsLine)) !== null) {
        var name = found[2] === "bilateral, always in C" ? "bilateral" : found[2];
        parseSet(found[3]).forEach(function (index) {
          (p.member[index] = p.member[index] || []).push(name);
        });
      }
      pivots.push(p);
      i += 5;
    }
    return pivots;
  };
  live.SET_NAMES = SET_NAMES;

  /* ------------------------------------------------------------------ */
  /* The stepper.                                                        */

  function element(tag, className, text) {
    var e = document.createElement(tag);
    if (className) {
      e.className = className;
    }
    if (text !== undefined) {
      e.textContent = text;
    }
    return e;
  }

  var COLOURS = { C: "#1f4e9c", NC: "#9a9a9a", bilateral: "#7a3e9d", C_F: "#2e8b57",
                  "NC_F+": "#d2691e", "NC_F-": "#d2691e", NC_F: "#d2691e" };

  function memberName(p, i) {
    var names = (p.member[i] || []).slice();
    if (names.indexOf("bilateral") >= 0) {
      names = names.filter(function (x) { return x !== "C"; });
    }
    return names.join(" ");
  }

  /* The forces of one pivot as bars, one per index, at one scale for the
   * whole trace: up for positive, down for negative, coloured by set. */
  function bars(pivots, k, n) {
    var ns = "http://www.w3.org/2000/svg", width = Math.max(160, 44 * n + 20), height = 140;
    var svg = document.createElementNS(ns, "svg");
    svg.setAttribute("width", width);
    svg.setAttribute("height", height);
    svg.setAttribute("viewBox", "0 0 " + width + " " + height);
    svg.setAttribute("class", "cf-live-bars");
    var largest = 0;
    pivots.forEach(function (p) {
      p.v.f.forEach(function (x) { largest = Math.max(largest, Math.abs(Number(x))); });
    });
    var mid = 70, scale = largest > 0 ? 55 / largest : 0;
    function add(tag, attrs, text) {
      var e = document.createElementNS(ns, tag);
      Object.keys(attrs).forEach(function (a) { e.setAttribute(a, attrs[a]); });
      if (text !== undefined) {
        e.textContent = text;
      }
      svg.appendChild(e);
    }
    add("line", { x1: 10, x2: width - 10, y1: mid, y2: mid, stroke: "#444" });
    for (var i = 0; i < n; i++) {
      var x = k > 0 ? Number(pivots[k - 1].v.f[i]) : 0;
      var set = k > 0 ? ((pivots[k - 1].member[i] || ["NC"]).filter(function (s) { return s !== "C"; })[0]
                         || "C") : "NC";
      var h = Math.abs(x) * scale, left = 20 + 44 * i;
      add("rect", { x: left, width: 28, y: x >= 0 ? mid - h : mid, height: Math.max(h, 0.5),
                    fill: COLOURS[set] || "#444" });
      add("text", { x: left + 14, y: height - 4, "text-anchor": "middle", "font-size": 11 }, "f" + i);
    }
    return svg;
  }

  function Stepper(root) {
    var data = JSON.parse(root.querySelector("script.cf-live-data").textContent);
    this.root = root;
    this.data = data;
    this.student = data.edition === "student";
    root.setAttribute("data-edition", data.edition);
    this.k = 0;
    this.pivots = [];
    this.drawn = {};
    this.build();
    this.load(0);
  }

  Stepper.prototype.build = function () {
    var self = this, root = this.root, data = this.data;
    var top = element("div", "cf-live-top");
    top.appendChild(element("span", "cf-live-title",
      this.student ? "Step through the pivots (replayed from the build's cf trace)"
                   : "Step through the pivots (cf, compiled to WebAssembly, runs in this page)"));
    this.select = element("select", "cf-live-case");
    this.select.setAttribute("aria-label", "problem file");
    data.cases.forEach(function (c, i) {
      var option = element("option", "", c.stem);
      option.value = String(i);
      self.select.appendChild(option);
    });
    this.select.addEventListener("change", function () { self.load(Number(self.select.value)); });
    top.appendChild(this.select);
    root.appendChild(top);

    this.figures = element("div", "cf-live-figures");
    /* the drawing goes in once it has loaded: no image stands empty */
    this.scene = element("div", "cf-live-scene");
    this.barBox = element("div", "cf-live-barbox");
    this.figures.appendChild(this.barBox);
    this.figures.appendChild(this.scene);
    root.appendChild(this.figures);

    var controls = element("div", "cf-live-controls");
    this.back = element("button", "cf-live-back", "\u25c0 back");
    this.step = element("button", "cf-live-step", "step \u25b6");
    this.back.type = this.step.type = "button";
    this.position = element("span", "cf-live-position");
    this.back.addEventListener("click", function () { self.show(self.k - 1); });
    this.step.addEventListener("click", function () { self.show(self.k + 1); });
    controls.appendChild(this.back);
    controls.appendChild(this.step);
    controls.appendChild(this.position);
    root.appendChild(controls);

    this.head = element("p", "cf-live-head");
    root.appendChild(this.head);
    this.table = element("table", "cf-live-table");
    root.appendChild(this.table);
    this.sets = element("p", "cf-live-sets");
    root.appendChild(this.sets);
    this.message = element("pre", "cf-live-message");
    root.appendChild(this.message);
    this.result = element("pre", "cf-live-solve");
    root.appendChild(this.result);

    if (!this.student) {
      var edit = element("details", "cf-live-edit");
      edit.appendChild(element("summary", "", "Edit the problem (A, b, \u03bc) or its scene, and solve again"));
      this.problemText = element("textarea", "cf-live-problem");
      this.problemText.spellcheck = false;
      this.problemText.setAttribute("aria-label", "problem file");
      var solveProblem = element("button", "cf-live-solve-problem", "solve this problem");
      solveProblem.type = "button";
      solveProblem.addEventListener("click", function () { self.solveEdited("problem"); });
      edit.appendChild(this.problemText);
      edit.appendChild(solveProblem);
      this.sceneText = element("textarea", "cf-live-scene-text");
      this.sceneText.spellcheck = false;
      this.sceneText.setAttribute("aria-label", "scene file");
      this.solveScene = element("button", "cf-live-solve-scene", "solve this scene");
      this.solveScene.type = "button";
      this.solveScene.addEventListener("click", function () { self.solveEdited("scene"); });
      edit.appendChild(this.sceneText);
      edit.appendChild(this.solveScene);
      root.appendChild(edit);
    }
  };

  /* Case i as the build wrote it. */
  Stepper.prototype.load = function (i) {
    var c = this.data.cases[i];
    this.current = c;
    if (!this.student) {
      this.problemText.value = c.problem;
      this.sceneText.value = c.scene || "";
      this.sceneText.hidden = this.solveScene.hidden = !c.scene;
    }
    if (this.student) {
      this.setOutputs(c.trace, c.traceErr || "", c.solve);
      return Promise.resolve();
    }
    return this.compute("/" + c.file, c.problem, c.scene ? "/" + c.sceneName : null, c.scene);
  };

  Stepper.prototype.solveEdited = function (which) {
    var c = this.current;
    if (which === "scene") {
      return this.compute("/" + c.sceneName, this.sceneText.value, "/" + c.sceneName, this.sceneText.value);
    }
    var same = this.problemText.value === c.problem;
    return this.compute("/" + c.file, this.problemText.value, same && c.scene ? "/" + c.sceneName : null,
                        c.scene);
  };

  /* Trace and solve PATH (holding TEXT) with the example's stage; draw
   * with SCENE_PATH (holding SCENE) when there is a scene to draw. */
  Stepper.prototype.compute = function (path, text, scenePath, scene) {
    var self = this, stage = String(this.data.stage), files = {};
    files[path] = text;
    if (scenePath !== null) {
      files[scenePath] = scene;
    }
    this.root.setAttribute("data-state", "busy");
    return live.run(["trace", "--stage", stage, path], files).then(function (trace) {
      return live.run(["solve", "--stage", stage, path], files).then(function (solve) {
        self.files = files;
        self.scenePath = scenePath;
        self.setOutputs(trace.out, trace.err, solve.out + solve.err);
      });
    }).catch(function (e) {
      self.message.textContent = "cf did not run: " + e;
      self.root.setAttribute("data-state", "failed");
    });
  };

  Stepper.prototype.setOutputs = function (traceText, traceErr, solveText) {
    this.pivots = live.parseTrace(traceText);
    this.n = 0;
    var m = /\(n = (\d+)\)/.exec(solveText);
    if (m !== null) {
      this.n = Number(m[1]);
    } else if (this.pivots.length > 0) {
      this.n = this.pivots[0].v.f.length;
    }
    this.drawn = {};
    this.scene.textContent = "";
    this.scene.removeAttribute("data-drawn");
    this.message.textContent = traceErr;
    this.message.hidden = traceErr === "";
    this.result.textContent = solveText;
    this.runs = (this.runs || 0) + 1;
    this.root.setAttribute("data-runs", String(this.runs));
    this.show(0);
    this.root.setAttribute("data-state", "ready");
  };

  Stepper.prototype.show = function (k) {
    var self = this, count = this.pivots.length;
    k = Math.max(0, Math.min(k, count));
    this.k = k;
    this.back.disabled = k === 0;
    this.step.disabled = k === count;
    this.position.textContent = count === 0 ? "no pivot" : "pivot " + k + " of " + count;
    this.root.setAttribute("data-pivot", String(k));
    this.root.setAttribute("data-pivots", String(count));
    this.table.textContent = "";
    this.head.textContent = "";
    if (k === 0) {
      this.head.textContent = "Start: f = 0, a = b, C = {}, NC = {}." +
        (count > 0 ? " Press step for the first pivot." : "");
      this.sets.textContent = "";
    } else {
      var p = this.pivots[k - 1];
      var fields = [["pivot ", "number", p.number], [" (drive ", "drive", p.drive],
                    [", driving index ", "d", p.d], ["): step s = ", "s", p.s],
                    [", limited by index ", "j", p.j], [": ", "why", p.why]];
      fields.forEach(function (f) {
        self.head.appendChild(document.createTextNode(f[0]));
        var span = element("span", "cf-live-" + f[1], f[2]);
        self.head.appendChild(span);
      });
      var header = element("tr");
      ["index", "set", "\u0394f", "\u0394a", "f", "a"].forEach(function (h) {
        header.appendChild(element("th", "", h));
      });
      this.table.appendChild(header);
      for (var i = 0; i < p.v.f.length; i++) {
        var row = element("tr");
        row.appendChild(element("td", "", String(i)));
        row.appendChild(element("td", "cf-live-set", memberName(p, i)));
        ["delta f", "delta a", "f", "a"].forEach(function (label) {
          row.appendChild(element("td", "cf-live-num", p.v[label][i]));
        });
        this.table.appendChild(row);
      }
      this.sets.textContent = p.sets;
    }
    this.barBox.textContent = "";
    if (this.n > 0 && count > 0) {
      this.barBox.appendChild(bars(this.pivots, k, this.n));
    }
    this.drawScene(k);
  };

  /* The scene with the forces of pivot k, drawn by cf draw (full edition). */
  Stepper.prototype.drawScene = function (k) {
    var self = this;
    /* data-drawn: "RUN/PIVOT" once drawn, "RUN/PIVOT none" when there is nothing to draw */
    if (this.student || !this.scenePath || this.n === 0) {
      this.scene.hidden = true;
      this.scene.setAttribute("data-drawn", this.runs + "/" + k + " none");
      return;
    }
    var forces = [];
    for (var i = 0; i < this.n; i++) {
      forces.push(k > 0 ? this.pivots[k - 1].v.f[i] : "0");
    }
    var runs = this.runs, key = k + "/" + runs;
    var shown = function (svg) {
      var image = new Image();
      image.alt = "the scene and the forces of pivot " + k;
      image.addEventListener("load", function () {
        if (self.k === k && self.runs === runs) {
          self.scene.textContent = "";
          self.scene.appendChild(image);
          self.scene.hidden = false;
          self.scene.setAttribute("data-drawn", runs + "/" + k);
        }
      });
      image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
    };
    if (this.drawn[key] !== undefined) {
      shown(this.drawn[key]);
      return;
    }
    var files = Object.assign({}, this.files);
    files["/forces.txt"] = forces.join(" ") + "\n";
    live.run(["draw", this.scenePath, "/forces.txt"], files).then(function (drawn) {
      if (drawn.code === 0) {
        self.drawn[key] = drawn.out;
        shown(drawn.out);
      } else if (self.k === k && self.runs === runs) {
        self.scene.hidden = true;
        self.scene.setAttribute("data-drawn", runs + "/" + k + " none");
      }
    });
  };


  /* ------------------------------------------------------------------ */
  /* Two explorations, full edition only: every point is a run of cf.    */

  var SVGNS = "http://www.w3.org/2000/svg";
  function svgElement(tag, attrs, text) {
    var e = document.createElementNS(SVGNS, tag);
    Object.keys(attrs).forEach(function (a) { e.setAttribute(a, attrs[a]); });
    if (text !== undefined) {
      e.textContent = text;
    }
    return e;
  }

  function slider(parent, label, min, max, step, value) {
    var box = element("label", "cf-explore-slider");
    box.appendChild(document.createTextNode(label + " "));
    var input = element("input");
    input.type = "range";
    input.min = String(min);
    input.max = String(max);
    input.step = String(step);
    input.value = String(value);
    var shown = element("span", "cf-explore-value", String(value));
    box.appendChild(input);
    box.appendChild(shown);
    parent.appendChild(box);
    input.addEventListener("input", function () { shown.textContent = input.value; });
    return input;
  }

  /* "f: 1 2 3" and "status: ok (...)" of cf solve's output. */
  function solved(text) {
    var f = /^f:(.*)$/m.exec(text), a = /^a:(.*)$/m.exec(text), status = /^status: (\S+)/m.exec(text);
    var numbers = function (m) { return m ? m[1].trim().split(/\s+/).map(Number) : []; };
    return { f: numbers(f), a: numbers(a), status: status ? status[1] : "failed" };
  }

  /* Chapter 5: Example 10's particle pushed in the direction of a slider,
   * solved with the cone (stage 5), the box and the pyramids (cf solve
   * --friction); the friction each model answers, drawn in the floor's
   * plane, and for the push's size the curve of those answers over every
   * direction. */
  function PushExplorer(root, data) {
    var self = this;
    this.root = root;
    this.template = data.problem;
    var b = /^b\s+(\S+)\s+(\S+)\s+(\S+)/m.exec(data.problem);
    this.bn = b[1];
    var push = Math.hypot(Number(b[2]), Number(b[3]));
    var angle = Math.atan2(Number(b[3]), Number(b[2])) * 180 / Math.PI;
    this.models = [["cone", "#c0392b"], ["box", "#1f4e9c"], ["pyramid:4", "#2e8b57"], ["pyramid:8", "#d2691e"]];
    root.appendChild(element("p", "cf-live-title",
      "Push the particle of Example 10 in any direction: each model of friction solved by cf in this page"));
    var controls = element("div", "cf-explore-controls");
    this.angle = slider(controls, "push angle (degrees)", 0, 360, 1, Math.round(angle));
    this.push = slider(controls, "push (N)", 0, 20, 0.5, Math.round(push * 2) / 2);
    root.appendChild(controls);
    this.plot = svgElement("svg", { width: 340, height: 340, viewBox: "-170 -170 340 340", class: "cf-explore-plot" });
    root.appendChild(this.plot);
    this.table = element("table", "cf-live-table cf-explore-table");
    root.appendChild(this.table);
    this.curves = {};
    this.generation = 0;
    this.angle.addEventListener("input", function () { self.update(); });
    this.push.addEventListener("input", function () { self.sweep(); });
    this.sweep();
  }

  PushExplorer.prototype.problem = function (degrees) {
    var P = Number(this.push.value), phi = degrees * Math.PI / 180;
    return this.template.split("\n").filter(function (line) {
      return !/^(expect|unique)\b/.test(line);
    }).map(function (line) {
      return /^b\s/.test(line) ? "b " + this.bn + " " + P * Math.cos(phi) + " " + P * Math.sin(phi) : line;
    }, this).join("\n");
  };

  PushExplorer.prototype.solve = function (model, degrees) {
    return live.run(["solve", "--friction", model, "/push.cf"], { "/push.cf": this.problem(degrees) })
      .then(function (r) { return solved(r.out); });
  };

  /* The curves for the push's size: 24 directions per model. */
  PushExplorer.prototype.sweep = function () {
    var self = this, generation = ++this.generation, jobs = [];
    this.curves = {};
    this.models.forEach(function (m) {
      self.curves[m[0]] = [];
      for (var k = 0; k < 24; k++) {
        jobs.push([m[0], k * 15]);
      }
    });
    this.root.setAttribute("data-state", "busy");
    var next = function (i) {
      if (generation !== self.generation) {
        return Promise.resolve();
      }
      if (i === jobs.length) {
        return self.update();
      }
      return self.solve(jobs[i][0], jobs[i][1]).then(function (r) {
        self.curves[jobs[i][0]].push(r.f);
        return next(i + 1);
      });
    };
    return next(0);
  };

  PushExplorer.prototype.update = function () {
    var self = this, degrees = Number(this.angle.value), generation = this.generation;
    this.root.setAttribute("data-state", "busy");
    return Promise.all(this.models.map(function (m) { return self.solve(m[0], degrees); })).then(function (answers) {
      if (generation !== self.generation) {
        return;
      }
      self.draw(answers, degrees);
      self.root.setAttribute("data-state", "ready");
      self.root.setAttribute("data-runs", String(Number(self.root.getAttribute("data-runs") || 0) + 1));
    });
  };

  PushExplorer.prototype.draw = function (answers, degrees) {
    var plot = this.plot, P = Number(this.push.value), phi = degrees * Math.PI / 180, self = this;
    plot.textContent = "";
    var largest = Math.max(P, 1);
    answers.forEach(function (r) { largest = Math.max(largest, Math.hypot(r.f[1] || 0, r.f[2] || 0)); });
    var scale = 150 / largest;
    var line = function (x, y, colour, width) {
      plot.appendChild(svgElement("line", { x1: 0, y1: 0, x2: x * scale, y2: -y * scale,
                                            stroke: colour, "stroke-width": width }));
    };
    plot.appendChild(svgElement("line", { x1: -165, y1: 0, x2: 165, y2: 0, stroke: "#bbb" }));
    plot.appendChild(svgElement("line", { x1: 0, y1: -165, x2: 0, y2: 165, stroke: "#bbb" }));
    var cone = answers[0];
    var mu = Number((/^row\s.*\bmu\s+(\S+)/m.exec(this.template) || [0, 0])[1]);
    if (cone.f.length > 0) {
      plot.appendChild(svgElement("circle", { cx: 0, cy: 0, r: mu * cone.f[0] * scale, fill: "none",
                                              stroke: "#888", "stroke-dasharray": "4 3" }));
    }
    this.models.forEach(function (m) {
      var points = self.curves[m[0]] || [];
      if (points.length === 24) {
        plot.appendChild(svgElement("polygon", {
          points: points.map(function (f) { return (f[1] * scale) + "," + (-f[2] * scale); }).join(" "),
          fill: "none", stroke: m[1], "stroke-opacity": 0.45 }));
      }
    });
    line(P * Math.cos(phi), P * Math.sin(phi), "#3b6fd8", 3);
    this.table.textContent = "";
    var header = element("tr");
    ["model", "status", "f_N", "f_T (x)", "f_T (y)", "|f_T|", "slip angle"].forEach(function (h) {
      header.appendChild(element("th", "", h));
    });
    this.table.appendChild(header);
    answers.forEach(function (r, k) {
      var m = self.models[k];
      if (r.f.length >= 3) {
        line(r.f[1], r.f[2], m[1], 2);
      }
      var row = element("tr");
      row.style.color = m[1];
      var slip = r.a.length >= 3 && Math.hypot(r.a[1], r.a[2]) > 1e-9 * Math.max(1, P)
        ? (Math.atan2(r.a[2], r.a[1]) * 180 / Math.PI).toPrecision(4) : "sticks";
      [m[0], r.status, r.f[0], r.f[1], r.f[2], Math.hypot(r.f[1], r.f[2]), slip].forEach(function (x) {
        row.appendChild(element("td", "", typeof x === "number" ? x.toPrecision(6) : String(x)));
      });
      self.table.appendChild(row);
    });
  };

  /* Chapter 6: Painleve's rod (Example 9's scene) with its foot sliding,
   * at every mu and angle of a grid: where cf's stage 6 finds a contact
   * force and where it answers inconsistent; the sliders choose one rod. */
  function PainleveExplorer(root, data) {
    var self = this;
    this.root = root;
    this.template = data.scene;
    root.appendChild(element("p", "cf-live-title",
      "Painlev\u00e9's rod, foot sliding: each cell is a cf solve --stage 6 run in this page"));
    var controls = element("div", "cf-explore-controls");
    var mu = /^contact\s.*\bmu\s+(\S+)/m.exec(data.scene), angle = /^body\s.*\bangle\s+(\S+)/m.exec(data.scene);
    this.mu = slider(controls, "\u03bc", 0.05, 3, 0.05, Number(mu[1]));
    this.theta = slider(controls, "angle (degrees)", 2, 88, 1, Math.round(Number(angle[1])));
    root.appendChild(controls);
    this.plot = svgElement("svg", { width: 420, height: 300, viewBox: "0 0 420 300", class: "cf-explore-plot" });
    root.appendChild(this.plot);
    this.cells = svgElement("g", {});
    this.marker = svgElement("circle", { r: 5, fill: "none", stroke: "#000", "stroke-width": 2 });
    this.plot.appendChild(this.cells);
    this.plot.appendChild(this.marker);
    this.plot.appendChild(svgElement("text", { x: 210, y: 296, "text-anchor": "middle", "font-size": 12 }, "\u03bc"));
    this.plot.appendChild(svgElement("text", { x: 12, y: 140, "font-size": 12 }, "\u03b8"));
    for (var tick = 1; tick <= 3; tick++) {
      this.plot.appendChild(svgElement("text", { x: this.x(tick), y: 296, "text-anchor": "middle",
                                                 "font-size": 11 }, String(tick)));
      this.plot.appendChild(svgElement("text", { x: 26, y: this.y(30 * tick) + 4, "text-anchor": "end",
                                                 "font-size": 11 }, 30 * tick + "\u00b0"));
    }
    this.output = element("pre", "cf-live-solve");
    root.appendChild(this.output);
    this.mu.addEventListener("input", function () { self.update(); });
    this.theta.addEventListener("input", function () { self.update(); });
    this.update().then(function () { return self.map(); });
  }

  PainleveExplorer.prototype.x = function (mu) { return 30 + mu / 3 * 380; };
  PainleveExplorer.prototype.y = function (theta) { return 280 - theta / 90 * 270; };

  /* The scene with the rod at THETA degrees and friction MU: the body's
   * centre stays above its foot's side, the foot on the floor. */
  PainleveExplorer.prototype.scene = function (mu, theta) {
    var t = theta * Math.PI / 180, half = 1, cx = 0;
    return this.template.split("\n").map(function (line) {
      var body = /^(body\s+\S+\s+rod\s+)(\S+)(\s+at\s+)(\S+)\s+\S+(\s+angle\s+)\S+(.*)$/.exec(line);
      if (body !== null) {
        half = Number(body[2]) / 2;
        cx = Number(body[4]);
        return body[1] + body[2] + body[3] + body[4] + " " + half * Math.sin(t) + body[5] + theta + body[6];
      }
      var contact = /^(contact\s+\S+\s+\S+\s+at\s+)\S+(\s+\S+.*\bmu\s+)\S+(.*)$/.exec(line);
      if (contact !== null) {
        return contact[1] + (cx - half * Math.cos(t)) + contact[2] + mu + contact[3];
      }
      return line;
    }).join("\n");
  };

  PainleveExplorer.prototype.solve = function (mu, theta) {
    return live.run(["solve", "--stage", "6", "/rod.scene"], { "/rod.scene": this.scene(mu, theta) });
  };

  PainleveExplorer.prototype.update = function () {
    var self = this, mu = Number(this.mu.value), theta = Number(this.theta.value);
    this.marker.setAttribute("cx", this.x(mu));
    this.marker.setAttribute("cy", this.y(theta));
    this.root.setAttribute("data-state", "busy");
    return this.solve(mu, theta).then(function (r) {
      if (Number(self.mu.value) === mu && Number(self.theta.value) === theta) {
        self.output.textContent = r.out + r.err;
        self.root.setAttribute("data-state", "ready");
        self.root.setAttribute("data-runs", String(Number(self.root.getAttribute("data-runs") || 0) + 1));
      }
    });
  };

  /* The map: 20 values of mu by 17 angles, cell by cell. */
  PainleveExplorer.prototype.map = function () {
    var self = this, jobs = [];
    for (var i = 1; i <= 20; i++) {
      for (var k = 1; k <= 17; k++) {
        jobs.push([0.15 * i, 5 * k]);
      }
    }
    var next = function (n) {
      if (n === jobs.length) {
        self.root.setAttribute("data-map", "done");
        return Promise.resolve();
      }
      var mu = jobs[n][0], theta = jobs[n][1];
      return self.solve(mu, theta).then(function (r) {
        var status = solved(r.out).status;
        self.cells.appendChild(svgElement("rect", {
          x: self.x(mu - 0.075), y: self.y(theta + 2.5), width: self.x(0.15) - self.x(0), height: self.y(0) - self.y(5),
          fill: status === "ok" ? "#9fd39f" : status === "inconsistent" ? "#e79a9a" : "#cccccc",
          "data-status": status }));
        return next(n + 1);
      });
    };
    return next(0);
  };

  function start() {
    var roots = document.querySelectorAll("div.cf-live");
    for (var i = 0; i < roots.length; i++) {
      live.steppers.push(new Stepper(roots[i]));
    }
    live.explorers = [];
    var explore = document.querySelectorAll("div.cf-explore");
    for (var k = 0; k < explore.length; k++) {
      var data = JSON.parse(explore[k].querySelector("script.cf-live-data").textContent);
      live.explorers.push(data.kind === "push" ? new PushExplorer(explore[k], data)
                                               : new PainleveExplorer(explore[k], data));
    }
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
