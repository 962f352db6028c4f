-- book.lua - the pandoc Lua filter that makes the book from the real sources.
--
-- pandoc 2.17 runs these passes in order over the whole book (every page
-- of the site is made from the whole book, so numbers and links agree):
--
--  1. settings, from metadata: book-values (the generated values),
--     book-source-root (cut listings from ROOT/code/... instead of code/,
--     for an edition whose sources differ), book-edition (student: leave
--     the answers out), book-page (one page of the site, else the whole book);
--  1a. live examples (book-live, the list figures/live-list.sh writes):
--     after every worked example that the list names, a stepper over the
--     pivots of `cf trace` on its problem files (chapters/filters/live.js);
--     the full edition carries cf compiled to WebAssembly (book-live-wasm,
--     mk/live.mk) and runs it, the student edition the build's outputs;
--  1b. no hand-typed numbers: a decimal number (5.2971, 1e-9) typed in the
--     text fails the build unless it comes from the data ({.v}, {.m}), is
--     code, is a stated constant (stated_constants below), is marked as
--     defining a problem ([0.5]{.given});
--     book-numbers=report (make book-numbers) lists them all and counts them;
--  2. numbering: chapters take the number of their file (chapters/07-x.md
--     is chapter 7, whatever comes before it), appendices letters A, B, ...;
--     book.md (title and preface) is unnumbered; the answers
--     (chapters/answers/NN-x.md) close the book under one heading, then the
--     references.  Within a chapter, examples ("### Example 2b: title",
--     shown as "Example 2.2 (ex2b): title", the short name its files keep),
--     figures and labelled equations ($$ ... $$ {#eq:name}) are numbered
--     2.1, 2.2, ...;
--  3. listings, diffs, generated fragments and the API reference:
--       ```{.c include="code/02-dantzig/dantzig.c" snippet="maxstep"}```
--         the lines between "// start snippet maxstep" and
--         "// end snippet maxstep", without marker lines of any kind;
--       ```{.c include="code/02-dantzig/dantzig.h"}```  the whole file;
--       ```{.diff from="a.h" to="b.h"}```  diff -u of two files (an
--         optional snippet="name" compares that snippet in both);
--       ```{include="build/generated/ex2.md"}```  markdown written by the
--         build (figures/worked.c), parsed and inserted; the student edition
--         reads a chapter's "What changed", changes-NN.md, from
--         student-changes-NN.md (tools/stage_diff.py --student);
--       ::: {.api headers="code/common/a.h ..."}  one entry per declaration
--         of the headers, with the comment above it as its contract;
--       `code/02-dantzig/dantzig.c`{.stubs}  the functions an exercise
--         skeleton leaves as stubs, from the solution markers;
--     every listing is captioned with its file and functions;
--  4. numbers from data: `ex2.f.0`{.v} is replaced by that value from the
--     generated values file, and `f_0 = {ex2.f.0}`{.m} by inline math with
--     every {key} replaced; check="4.905" makes a mismatch fail the build;
--  5. cross-references: a link to an example, figure or equation gets its
--     number ([Example](#sec:ex2) -> "Example 2.1"); "Example 2b" written
--     in the text becomes such a link, and fails the build if there is no
--     such example; a helper named in `code` links to the API appendix;
--     each listing links to the other listings of the same function;
--  6. no line break between math and the punctuation around it;
--  7. checks: every image exists, every internal link (#id) names an
--     element that has that id;
--  8. the site: with book-page, only that page's chapter is kept, links to
--     other chapters name their page, and the page gets previous/next
--     links, its contents and a search box over the headings (the index:
--     the contents of the whole book).
--
-- Anything missing (a file, a snippet, a value, an image, a link target,
-- an example) stops the build with a message that names it: the book can
-- show only code that exists and numbers that the build computed.

local settings = {
  values_path = "build/generated/book.values",
  numbers = "fail", -- book-numbers: "fail" (the build), "report" (list them all, count, go on), "off"
  source_root = nil, -- where code/ is read from (another edition's copy), nil: here
  edition = "full",  -- "student": the answers to the exercises are left out
  page = nil,        -- one page of the site ("index", "02-dantzig", ...), nil: the whole book
  live = nil,        -- book-live: the list of live examples (figures/live-list.sh), nil: none
  live_wasm = nil,   -- book-live-wasm: the script that carries cf as WebAssembly (full edition)
}

local function fail(message)
  error("book.lua: " .. message, 0)
end

local function read_file(path, why)
  local handle = io.open(path, "r")
  if handle == nil then
    fail("cannot read " .. path .. " (" .. why .. ")")
  end
  local text = handle:read("a")
  handle:close()
  return text
end

local function starts_with(text, prefix)
  return text:sub(1, #prefix) == prefix
end

local function trim(text)
  return (text:gsub("^%s+", ""):gsub("%s+$", ""))
end

local function split_lines(text)
  local lines = {}
  for line in (text .. "\n"):gmatch("(.-)\r?\n") do
    lines[#lines + 1] = line
  end
  if lines[#lines] == "" then
    lines[#lines] = nil
  end
  return lines
end

-- Marker lines never reach the reader: snippet markers (of this or any
-- nested snippet) and the exercise markers around solution regions.
local function is_marker(line)
  local t = trim(line)
  return starts_with(t, "// start snippet ") or starts_with(t, "// end snippet ")
    or starts_with(t, "// BEGIN SOLUTION") or starts_with(t, "// END SOLUTION")
end

-- Remove the indentation common to every non-blank line.
local function dedent(lines)
  local common = nil
  for _, line in ipairs(lines) do
    if line:match("%S") then
      local indent = #line:match("^[ \t]*")
      if common == nil or indent < common then
        common = indent
      end
    end
  end
  if common == nil or common == 0 then
    return lines
  end
  local out = {}
  for i, line in ipairs(lines) do
    out[i] = line:sub(common + 1)
  end
  return out
end

-- The text of a source file, or of one named snippet of it, markers dropped.
-- Names are compared as plain strings (never as Lua patterns).
local function source_path(path)
  if settings.source_root ~= nil and starts_with(path, "code/") then
    return settings.source_root .. "/" .. path
  end
  return path
end

local function source_text(path, snippet)
  local lines = split_lines(read_file(source_path(path), snippet and ("snippet " .. snippet) or "listing"))
  local chosen = {}
  if snippet == nil or snippet == "" then
    for _, line in ipairs(lines) do
      if not is_marker(line) then
        chosen[#chosen + 1] = line
      end
    end
    return table.concat(chosen, "\n")
  end
  local start_marker = "// start snippet " .. snippet
  local end_marker = "// end snippet " .. snippet
  local inside, found, closed = false, false, false
  for number, line in ipairs(lines) do
    local t = trim(line)
    if t == start_marker then
      if found then
        fail(path .. ":" .. number .. ": snippet '" .. snippet .. "' starts a second time")
      end
      inside, found = true, true
    elseif t == end_marker then
      if not inside then
        fail(path .. ":" .. number .. ": snippet '" .. snippet .. "' ends before it starts")
      end
      inside, closed = false, true
    elseif inside and not is_marker(line) then
      chosen[#chosen + 1] = line
    end
  end
  if not found then
    fail("no snippet '" .. snippet .. "' in " .. path ..
      " (expected a line '" .. start_marker .. "')")
  end
  if not closed then
    fail("snippet '" .. snippet .. "' in " .. path .. " has no line '" .. end_marker .. "'")
  end
  return table.concat(dedent(chosen), "\n")
end

local function has_class(element, name)
  for _, class in ipairs(element.classes) do
    if class == name then
      return true
    end
  end
  return false
end

-- A non-breaking space: "Example 2.3" never breaks between word and number.
local nbsp = "\u{00A0}"

local function stringify(x)
  return pandoc.utils.stringify(x)
end

-- Function names defined or declared in C text: a line that starts at
-- column 0 (after an optional diff marker) with a type and "name(".
local c_words = { ["if"] = true, ["for"] = true, ["while"] = true, ["return"] = true,
  ["sizeof"] = true, ["switch"] = true, ["defined"] = true }
local function c_functions(text, is_diff)
  local names, seen = {}, {}
  for line in (text .. "\n"):gmatch("(.-)\n") do
    if is_diff then
      if starts_with(line, "+++") or starts_with(line, "---") then
        line = ""
      else
        line = line:sub(2)
      end
    end
    if line:match("^[%a_]") and not line:match("^typedef") and not line:match("^#") then
      local name = line:match("^[%w_ %*]-[%s%*]([%a_][%w_]*)%s*%(")
      if name ~= nil and not c_words[name] and not seen[name] then
        seen[name] = true
        names[#names + 1] = name
      end
    end
  end
  return names
end

---------------------------------------------------------------------------
-- 1. settings

local settings_pass = {
  Meta = function(meta)
    if meta["book-values"] ~= nil then
      settings.values_path = stringify(meta["book-values"])
    end
    if meta["book-source-root"] ~= nil then
      settings.source_root = stringify(meta["book-source-root"])
    end
    if meta["book-edition"] ~= nil then
      settings.edition = stringify(meta["book-edition"])
    end
    if meta["book-page"] ~= nil then
      settings.page = stringify(meta["book-page"])
    end
    if meta["book-live"] ~= nil then
      settings.live = stringify(meta["book-live"])
    end
    if meta["book-live-wasm"] ~= nil then
      settings.live_wasm = stringify(meta["book-live-wasm"])
    end
    if meta["book-numbers"] ~= nil then
      settings.numbers = stringify(meta["book-numbers"])
      if settings.numbers ~= "fail" and settings.numbers ~= "report" and settings.numbers ~= "off" then
        fail("book-numbers is fail, report or off, not '" .. settings.numbers .. "'")
      end
    end
  end,
}

---------------------------------------------------------------------------
-- 1a. live examples

-- A Lua string as a JSON string that is safe inside <script>: no "<".
local function live_json(text)
  return '"' .. text:gsub('[%c"\\<>&]', function(c)
    if c == '"' or c == "\\" then
      return "\\" .. c
    end
    return string.format("\\u%04x", c:byte())
  end) .. '"'
end

-- The list: "K STAGE CASE SCENE" lines, grouped by example key K.
local function live_examples()
  local examples = {}
  for _, line in ipairs(split_lines(read_file(settings.live, "the live examples: run make"))) do
    local key, stage, case, scene = line:match("^(%S+) (%d+) (%S+) (%S+)$")
    if key == nil then
      fail(settings.live .. ": a line is not 'KEY STAGE CASE SCENE': " .. line)
    end
    examples[key] = examples[key] or { stage = stage, cases = {} }
    table.insert(examples[key].cases, { case = case, scene = scene ~= "-" and scene or nil })
  end
  return examples
end

-- The stepper of one example: a div that live.js fills, with its data.
local function live_stepper(key, example, runtime)
  local dir = settings.live:match("^(.*)/[^/]*$") or "."
  local cases = {}
  for _, c in ipairs(example.cases) do
    local stem = c.case:match("([^/]+)%.cf$")
    local fields = {
      '"stem":' .. live_json(stem),
      '"file":' .. live_json(stem .. ".cf"),
      '"problem":' .. live_json(read_file(c.case, "a live example's problem file")),
    }
    if c.scene ~= nil then
      fields[#fields + 1] = '"sceneName":' .. live_json(c.scene:match("([^/]+)$"))
      fields[#fields + 1] = '"scene":' .. live_json(read_file(c.scene, "a live example's scene"))
    end
    if settings.edition == "student" then
      local base = dir .. "/live/" .. stem
      fields[#fields + 1] = '"trace":' .. live_json(read_file(base .. ".trace", "the build's cf trace"))
      fields[#fields + 1] = '"traceErr":' .. live_json(read_file(base .. ".trace-err", "the build's cf trace"))
      fields[#fields + 1] = '"solve":' .. live_json(read_file(base .. ".solve", "the build's cf solve"))
    end
    cases[#cases + 1] = "{" .. table.concat(fields, ",") .. "}"
  end
  local html = {}
  if runtime then
    if settings.edition ~= "student" and settings.live_wasm ~= nil then
      html[#html + 1] = "<script>" .. read_file(settings.live_wasm, "cf as WebAssembly: run make live") .. "</script>"
    end
    html[#html + 1] = "<script>" .. read_file("chapters/filters/live.js", "the live examples' script") .. "</script>"
  end
  html[#html + 1] = '<div class="cf-live" id="live-ex' .. key .. '" data-example="' .. key .. '">'
    .. '<script type="application/json" class="cf-live-data">{"key":' .. live_json(key)
    .. ',"stage":' .. example.stage .. ',"edition":' .. live_json(settings.edition)
    .. ',"cases":[' .. table.concat(cases, ",") .. "]}</script></div>"
  return pandoc.RawBlock("html", table.concat(html, "\n"))
end

-- The explorations, after two figures of the full edition: Example 10's
-- particle pushed in any direction, each model of friction solved in the
-- page (chapter 5), and Painleve's rod mapped by stage 6 (chapter 6).
local live_explorations = {
  ["build/figures/cone-polar.svg"] = { kind = "push", field = "problem",
    file = "tests/cases/ex10b-particle-push-30-at-bound.cf" },
  ["build/figures/painleve-map.svg"] = { kind = "painleve", field = "scene",
    file = "tests/scenes/ex9d-painleve-sliding-inconsistent.scene" },
}

local function live_exploration(block)
  if settings.edition == "student" or settings.live_wasm == nil or block.t ~= "Para"
      or #block.content ~= 1 or block.content[1].t ~= "Image" then
    return nil
  end
  return live_explorations[block.content[1].src]
end

local live_pass = {
  Pandoc = function(doc)
    if settings.live == nil then
      return nil
    end
    local examples = live_examples()
    local out = pandoc.List()
    local pending = nil
    local runtime_needed = true
    for _, block in ipairs(doc.blocks) do
      if block.t == "Header" and block.level <= 3 and pending ~= nil then
        out:insert(pending)
        pending = nil
      end
      -- every page of the site carries the script once, the single file once
      if block.t == "Header" and block.level == 1 and settings.page ~= nil then
        runtime_needed = true
      end
      out:insert(block)
      local exploration = live_exploration(block)
      if exploration ~= nil then
        local html = {}
        if runtime_needed then
          html[#html + 1] = "<script>" .. read_file(settings.live_wasm, "cf as WebAssembly: run make live") .. "</script>"
          html[#html + 1] = "<script>" .. read_file("chapters/filters/live.js", "the live examples' script") .. "</script>"
          runtime_needed = false
        end
        html[#html + 1] = '<div class="cf-explore" id="explore-' .. exploration.kind .. '">'
          .. '<script type="application/json" class="cf-live-data">{"kind":' .. live_json(exploration.kind)
          .. ',"' .. exploration.field .. '":' .. live_json(read_file(exploration.file, "an exploration's problem"))
          .. "}</script></div>"
        out:insert(pandoc.RawBlock("html", table.concat(html, "\n")))
      end
      local c = block.content
      if block.t == "Header" and block.level == 3 and #c >= 3 and c[1].t == "Str" and c[1].text == "Example"
          and c[3].t == "Str" and c[3].text:match("^[%w]+:$") then
        local key = c[3].text:sub(1, -2)
        if examples[key] ~= nil then
          pending = live_stepper(key, examples[key], runtime_needed)
          runtime_needed = false
          examples[key].shown = true
        end
      end
    end
    if pending ~= nil then
      out:insert(pending)
    end
    for key, example in pairs(examples) do
      if not example.shown then
        fail(settings.live .. " names Example " .. key .. ", but no heading is called that")
      end
    end
    doc.blocks = out
    return doc
  end,
}

---------------------------------------------------------------------------
-- 2. numbering and structure

-- What the book knows of itself once pass 2 has run.
local book = {
  chapters = {},   -- in order: { id, label, title, page }
  headers = {},    -- every numbered or unnumbered header: { level, number, title, id, page }
  labels = {},     -- id -> "Example 2.3", "Figure 1.2", "(7.1)"
  legacy = {},     -- "2b" (as in "Example 2b" and tests/cases/ex2b-*.cf) -> id
  page_of = {},    -- header id of a level-1 header -> its page
  api = {},        -- names documented in the API appendix (id "api:NAME")
}

-- What each level-1 header of the book is, in order, from the input files.
local plan_cache = nil
local function chapter_plan()
  if plan_cache ~= nil then
    return plan_cache
  end
  local plan = {}
  local appendices = 0
  for _, path in ipairs(PANDOC_STATE.input_files) do
    local name = path:match("([^/]+)$") or path
    local stage = name:match("^(%d%d)%-")
    local answers = path:match("answers/[^/]+$") ~= nil
    local appendix = not answers and starts_with(name, "appendix-")
    local page = name:gsub("%.md$", "")
    if name == "book.md" then
      page = "index"
    elseif answers then
      page = "answers"
    end
    if appendix then
      appendices = appendices + 1
    end
    local doc = pandoc.read(read_file(path, "a chapter of the book"), "markdown")
    local first = true
    for _, block in ipairs(doc.blocks) do
      if block.t == "Header" and block.level == 1 then
        local entry = { kind = "front", page = page }
        if answers then
          entry = { kind = "answers", page = page }
        elseif first and stage ~= nil then
          entry = { kind = "numbered", label = tostring(tonumber(stage)), page = page }
        elseif first and appendix then
          entry = { kind = "numbered", label = string.char(64 + appendices), page = page }
        end
        entry.file = path
        plan[#plan + 1] = entry
        first = false
      end
    end
  end
  plan_cache = plan
  return plan
end

-- Number the examples, figures and labelled equations of one top-level
-- block, inside chapter `prefix` ("2", "A", or nil for the front matter).
local function number_things(block, prefix, counters)
  local function next_label(kind)
    counters[kind] = (counters[kind] or 0) + 1
    return (prefix and (prefix .. ".") or "") .. tostring(counters[kind])
  end
  if block.t == "Header" and block.level >= 2 then
    local c = block.content
    if #c >= 3 and c[1].t == "Str" and c[1].text == "Example" and c[2].t == "Space"
        and c[3].t == "Str" and c[3].text:match("^[%w]+:$") then
      local key = c[3].text:sub(1, -2)
      if book.legacy[key] ~= nil then
        fail("two examples are called 'Example " .. key .. "'")
      end
      local label = next_label("example")
      book.legacy[key] = block.identifier
      book.labels[block.identifier] = "Example" .. nbsp .. label
      -- The number, then the short name the example's files and commands
      -- keep (tests/cases/ex5a-*.cf, "Example 5a" in the sources): one map
      -- from each to the other, printed where the example is.
      c[3] = pandoc.Str(label)
      c:insert(4, pandoc.Space())
      c:insert(5, pandoc.Span({ pandoc.Str("(ex" .. key .. "):") },
        pandoc.Attr("", { "example-files" }, {})))
    end
    return block
  end
  if block.t == "Para" and #block.content == 1 and block.content[1].t == "Image" then
    local image = block.content[1]
    local label = next_label("figure")
    if image.identifier ~= "" then
      book.labels[image.identifier] = "Figure" .. nbsp .. label
    end
    local caption = pandoc.List({ pandoc.Span({ pandoc.Str("Figure " .. label .. ".") },
      pandoc.Attr("", { "label" }, {})), pandoc.Space() })
    caption:extend(image.caption)
    image.caption = caption
    return block
  end
  -- $$ ... $$ {#eq:name}: a numbered equation.
  return pandoc.walk_block(block, {
    Inlines = function(inlines)
      local out = pandoc.List()
      local i = 1
      while i <= #inlines do
        local el = inlines[i]
        local j = i + 1
        if j <= #inlines and inlines[j].t == "Space" then
          j = j + 1
        end
        local tag = inlines[j]
        if el.t == "Math" and el.mathtype == "DisplayMath" and tag ~= nil and tag.t == "Str"
            and tag.text:match("^{#eq:[%w_%-]+}") then
          local id = tag.text:match("^{#(eq:[%w_%-]+)}")
          local rest = tag.text:sub(#id + 4)
          local label = "(" .. next_label("equation") .. ")"
          book.labels[id] = label
          out:insert(pandoc.Span({ pandoc.Span({ pandoc.Str(label) }, pandoc.Attr("", { "eqno" }, {})), el },
            pandoc.Attr(id, { "equation" }, {})))
          if rest ~= "" then
            out:insert(pandoc.Str(rest))
          end
          i = j + 1
        else
          out:insert(el)
          i = i + 1
        end
      end
      return out
    end,
  })
end

local numbering_pass = {
  Pandoc = function(doc)
    local plan = chapter_plan()
    local next_chapter = 0
    local chapter = nil -- label of the current chapter, nil when unnumbered
    local counters, things = {}, {}
    local page = "index"
    local skipping = false
    local answers_started = false
    local blocks = pandoc.List()
    for _, block in ipairs(doc.blocks) do
      local keep = true
      if block.t == "Header" and block.level == 1 then
        next_chapter = next_chapter + 1
        local entry = plan[next_chapter]
        if entry == nil then
          fail("the book has more chapters than its files; cannot number '" ..
            stringify(block.content) .. "'")
        end
        skipping = false
        if entry.kind == "answers" then
          if settings.edition == "student" then
            skipping = true
          else
            if not answers_started then
              answers_started = true
              local top = pandoc.Header(1, "Answers to the exercises",
                pandoc.Attr("sec:answers", { "unnumbered" }, {}))
              blocks:insert(top)
              book.page_of["sec:answers"] = entry.page
              book.chapters[#book.chapters + 1] = { id = "sec:answers", title = "Answers to the exercises",
                page = entry.page }
              book.headers[#book.headers + 1] = { level = 1, title = "Answers to the exercises",
                id = "sec:answers", page = entry.page }
              counters, things = {}, {}
            end
            block.level = 2
            chapter = nil
          end
        else
          chapter = entry.kind == "numbered" and entry.label or nil
          if has_class(block, "unnumbered") then
            chapter = nil
          end
          counters, things = {}, {}
          book.page_of[block.identifier] = entry.page
          book.chapters[#book.chapters + 1] = { id = block.identifier, label = chapter,
            title = stringify(block.content), page = entry.page }
        end
        page = entry.page
      end
      if skipping then
        keep = false
      end
      if keep and block.t == "Header" then
        if chapter == nil then
          if not has_class(block, "unnumbered") then
            block.classes:insert("unnumbered")
          end
        elseif not has_class(block, "unnumbered") then
          local label = chapter
          if block.level > 1 then
            counters[block.level] = (counters[block.level] or 0) + 1
            for deeper = block.level + 1, 6 do
              counters[deeper] = nil
            end
            for level = 2, block.level do
              label = label .. "." .. tostring(counters[level] or 0)
            end
          end
          block.attributes["number"] = label
        end
      end
      if keep then
        block = number_things(block, chapter, things)
        if block.t == "Header" and block.level <= 3 then
          book.headers[#book.headers + 1] = { level = block.level, number = block.attributes["number"],
            title = stringify(block.content), id = block.identifier, page = page }
        end
        blocks:insert(block)
      end
    end
    -- The bibliography goes last, under its own unnumbered heading.
    blocks:insert(pandoc.Header(1, "References", pandoc.Attr("sec:references", { "unnumbered" }, {})))
    blocks:insert(pandoc.Div({}, pandoc.Attr("refs", {}, {})))
    book.page_of["sec:references"] = "references"
    book.chapters[#book.chapters + 1] = { id = "sec:references", title = "References", page = "references" }
    book.headers[#book.headers + 1] = { level = 1, title = "References", id = "sec:references",
      page = "references" }
    doc.blocks = blocks
    return doc
  end,
}

---------------------------------------------------------------------------
-- 2b. no hand-typed numbers
--
-- A number with a decimal point or an exponent (5.2971, 0.40675, 1e-9)
-- typed in the text (Str and Math of paragraphs, lists, tables, headers,
-- captions) stops the build: a result must come from the data, as
-- `key`{.v} or `... {key} ...`{.m} (the literal TeX of an {.m} template
-- is checked too).  Not checked: code spans and blocks (code, listings,
-- generated fragments), numbers of several dots (5.3.2: a section), digits
-- inside a word (ex2.f, C11).  A number may be typed when it defines a
-- problem, not when it is a result: the author marks it [0.5]{.given}, or
-- it is one of the few constants below.  Integers are always allowed.
-- Runs before pass 2 (the labels it adds are not typed) and pass 3 (the
-- fragments it includes are generated).
-- book-numbers=report lists them all with their count and goes on.

-- The constants any page may state as they are.  Keep it short: each is a
-- parameter of every problem, not the answer to one.
local stated_constants = {
  ["9.81"] = "g, the gravity of every problem file and scene (m/s^2)",
  ["1e-9"] = "the solvers' default tolerance (CF_TOL)",
}

-- The decimal numbers of a text, in order.
local function typed_numbers(text)
  local found = {}
  local i = 1
  while true do
    local s, e = text:find("%d*%.?%d+", i)
    if s == nil then
      return found
    end
    local exponent = text:match("^[eE][%+%-]?%d+", e + 1)
    if exponent ~= nil then
      e = e + #exponent
    end
    local token = text:sub(s, e)
    local before = s > 1 and text:sub(s - 1, s - 1) or ""
    if text:sub(e + 1, e + 2):match("^%.%d") then
      -- 5.3.2: a section or a version, not a number
      e = e + #text:match("^[%.%d]*", e + 1)
    elseif not before:match("[%w_%.]") and (token:find(".", 1, true) or exponent ~= nil) then
      found[#found + 1] = token
    end
    i = e + 1
  end
end

-- Words after which a number is a reference (to a section of this book or
-- of a paper), not a quantity: "section 4.4", "sections 4.1 and 4.2".
local reference_words = { section = true, sections = true, Section = true, Sections = true,
  ["§"] = true, ["§§"] = true }
local reference_glue = { ["and"] = true, ["to"] = true, ["or"] = true, ["–"] = true }

local numbers_pass = {
  Pandoc = function(doc)
    if settings.numbers == "off" then
      return nil
    end
    local plan = chapter_plan()
    local offenders = {}
    local chapter, file, heading = 0, PANDOC_STATE.input_files[1] or "the book", "its start"
    for _, block in ipairs(doc.blocks) do
      if block.t == "Header" then
        if block.level == 1 then
          chapter = chapter + 1
          file = plan[chapter] and plan[chapter].file or file
        end
        heading = "\"" .. stringify(block.content) .. "\""
      end
      local function note(text)
        for _, number in ipairs(typed_numbers(text)) do
          if stated_constants[number] == nil then
            local where = stringify(block)
            local at = where:find(number, 1, true) or 1
            local context = where:sub(math.max(1, at - 40), at + #number + 20):gsub("%s+", " ")
            offenders[#offenders + 1] = file .. ", under " .. heading .. ": " .. number ..
              "  (\"..." .. context .. "...\")"
          end
        end
      end
      -- a number marked as given is the author's word (the mark must hold
      -- one); a citation's locator is a reference
      local unmarked = pandoc.walk_block(pandoc.Div({ block }), {
        Span = function(span)
          if has_class(span, "given") then
            if not stringify(span):match("%d") then
              fail(file .. ", under " .. heading .. ": [" .. stringify(span) ..
                "]{.given} holds no number (.given marks a number that defines a problem)")
            end
            return pandoc.Str("")
          end
          return nil
        end,
        Cite = function()
          return pandoc.Str("")
        end,
      })
      pandoc.walk_block(unmarked, {
        Inlines = function(inlines)
          local reference = false
          for _, el in ipairs(inlines) do
            if el.t == "Str" then
              local word = el.text:gsub("[%(%)%[%],;:]", "")
              local starts = reference_words[word] or el.text:match("^§")
              if starts then
                reference = true
                word = el.text:gsub("^§+", "")
              end
              if starts and reference_words[word] then
                -- the word itself: the number follows
              elseif reference and (word == "" or reference_glue[word] or word:match("^[%d%.]+$")) then
                -- "section 4.1 and 4.2": still the reference
              else
                reference = false
                note(el.text)
              end
            elseif el.t == "Math" then
              reference = false
              local key = el.text:match("{([%a][%w_%-]*%.[%w_%.%-]+)}")
              if key ~= nil then
                fail("the value '" .. key .. "' in $...$ would be typeset as letters: write `"
                     .. el.text .. "`{.m}")
              end
              note(el.text)
            elseif el.t == "Code" then
              reference = false
              if has_class(el, "m") then
                note((el.text:gsub("{[%a][%w_%-]*%.[%w_%.%-]+}", "")))
              end
            elseif el.t ~= "Space" and el.t ~= "SoftBreak" then
              reference = false
            end
          end
          return nil
        end,
      })
    end
    if #offenders == 0 then
      return nil
    end
    for _, line in ipairs(offenders) do
      io.stderr:write("book.lua: hand-typed number: " .. line .. "\n")
    end
    local summary = #offenders .. " hand-typed number" .. (#offenders == 1 and "" or "s") ..
      " in the text: take each from the data (`key`{.v}, {key} in `...`{.m}), or mark a number" ..
      " that defines a problem as [0.5]{.given}"
    if settings.numbers == "report" then
      io.stderr:write("book.lua: report: " .. summary .. "\n")
      return nil
    end
    fail(summary)
  end,
}

---------------------------------------------------------------------------
-- 3. listings, diffs, generated fragments, the API reference

local function shell_quote(text)
  return "'" .. text:gsub("'", "'\\''") .. "'"
end

local function write_temporary(text)
  local path = os.tmpname()
  local handle = io.open(path, "w")
  if handle == nil then
    fail("cannot write a temporary file for a diff")
  end
  handle:write(text, "\n")
  handle:close()
  return path
end

local function diff_text(block)
  local from, to = block.attributes["from"], block.attributes["to"]
  if from == nil or to == nil then
    fail("a diff block needs both from= and to= (got from=" .. tostring(from) ..
      ", to=" .. tostring(to) .. ")")
  end
  local snippet = block.attributes["snippet"]
  local from_snippet = block.attributes["from-snippet"] or snippet
  local to_snippet = block.attributes["to-snippet"] or snippet
  local old = write_temporary(source_text(from, from_snippet))
  local new = write_temporary(source_text(to, to_snippet))
  local context = tonumber(block.attributes["context"] or "3") or 3
  local command = string.format("diff -U %d --label %s --label %s %s %s", context,
    shell_quote(from), shell_quote(to), shell_quote(old), shell_quote(new))
  local pipe = io.popen(command, "r")
  local output = pipe:read("a")
  pipe:close()
  os.remove(old)
  os.remove(new)
  if output == "" then
    return "(no differences)"
  end
  return (output:gsub("\n$", ""))
end

-- Every listing of the book, in order: { id, functions, kind, file }.
local listings = {}

-- A listing: a caption naming the file and the functions, then the code.
local function listing(block, text, caption_inlines, kind, file, functions)
  local id = block.identifier
  if id == "" then
    id = "lst:" .. tostring(#listings + 1)
  end
  listings[#listings + 1] = { id = id, functions = functions, kind = kind, file = file }
  local code = pandoc.CodeBlock(text, pandoc.Attr("", block.classes, {}))
  return pandoc.Div({ pandoc.Para(caption_inlines), code },
    pandoc.Attr(id, { "listing" }, { ["data-functions"] = table.concat(functions, " ") }))
end

local function function_names(functions)
  local out = pandoc.List()
  for k, name in ipairs(functions) do
    if k > 1 then
      out:insert(pandoc.Str(k == #functions and " and " or ", "))
    end
    out:insert(pandoc.Code(name))
  end
  return out
end

local function caption(prefix, file, functions, whole)
  local inlines = pandoc.List({ pandoc.Str(prefix), pandoc.Code(file) })
  if whole then
    inlines:insert(pandoc.Str(", the whole file"))
  elseif #functions > 0 then
    inlines:insert(pandoc.Str(#functions == 1 and ", function " or ", functions "))
    inlines:extend(function_names(functions))
  end
  return inlines
end

-- The functions of a C file that hold a solution region (the exercise
-- skeleton replaces those regions with stubs): the enclosing definition
-- is the last line before the marker that starts a function.  Read from
-- the reference itself, whatever the edition: the student edition's copy
-- has the regions replaced already.
local function stub_functions(path)
  local names, seen, current = {}, {}, nil
  for _, line in ipairs(split_lines(read_file(path, "the functions of an exercise"))) do
    local name = line:match("^[%a_][%w_ %*]-[%s%*]([%a_][%w_]*)%s*%(")
    if name ~= nil and not c_words[name] then
      current = name
    end
    if trim(line):match("^// BEGIN SOLUTION") and current ~= nil and not seen[current] then
      seen[current] = true
      names[#names + 1] = { name = current, returns = line:match("return%s+([^;]+);") }
    end
  end
  if #names == 0 then
    fail(path .. " has no solution regions (// BEGIN SOLUTION)")
  end
  return names
end

-- "`fdirection` (which returns `CF_NOT_IMPLEMENTED`), ..." for an exercise.
local function stub_list(path)
  local out = pandoc.List()
  local stubs = stub_functions(path)
  for k, stub in ipairs(stubs) do
    if k > 1 then
      out:insert(pandoc.Str(k == #stubs and " and " or ", "))
    end
    out:insert(pandoc.Code(stub.name))
    if stub.returns ~= nil then
      out:insert(pandoc.Str(" (which returns "))
      out:insert(pandoc.Code(stub.returns))
      out:insert(pandoc.Str(")"))
    end
  end
  return out
end

-- The API reference of a header.  The header is read as paragraphs (runs
-- of non-blank lines): its first comment introduces the file; a paragraph
-- that is a comment and then declarations (prototypes, typedefs, #defines)
-- becomes one entry, the comment its contract; a comment alone is a note.
local function api_blocks(path)
  local lines = split_lines(read_file(source_path(path), "a header of the API reference"))
  local groups, current, depth = {}, nil, 0
  for _, line in ipairs(lines) do
    local guard = line:match("^#ifndef%s+[%w_]+_H%s*$") or line:match("^#define%s+[%w_]+_H%s*$")
      or line:match("^#endif") or line:match("^#include")
    depth = depth + select(2, line:gsub("{", "")) - select(2, line:gsub("}", ""))
    if (line:match("^%s*$") and depth == 0) or guard then
      current = nil
    else
      if current == nil then
        current = {}
        groups[#groups + 1] = current
      end
      current[#current + 1] = line
    end
  end
  local function comment_and_code(group)
    local comment, code, k = {}, {}, 1
    if group[1]:match("^/%*") then
      while k <= #group do
        local line = group[k]
        local body = line:gsub("^%s*/%*+", ""):gsub("%*+/%s*$", ""):gsub("^%s*%*%s?", "")
        comment[#comment + 1] = body
        k = k + 1
        if line:match("%*/%s*$") then
          break
        end
      end
    end
    for i = k, #group do
      code[#code + 1] = group[i]
    end
    return table.concat(comment, "\n"), table.concat(code, "\n")
  end
  local function paragraphs(comment)
    local out = pandoc.List()
    for para in (comment .. "\n\n"):gmatch("(.-)\n%s*\n") do
      if para:match("%S") then
        if para:match("\n%s%s%s") or para:match("^%s%s") then
          out:insert(pandoc.CodeBlock(para))
        else
          out:insert(pandoc.Para({ pandoc.Str((trim(para):gsub("%s+", " "))) }))
        end
      end
    end
    return out
  end
  local function names_of(code)
    local names, seen = {}, {}
    local function add(name)
      if name ~= nil and not seen[name] and not c_words[name] then
        seen[name] = true
        names[#names + 1] = name
      end
    end
    local depth = 0
    for line in (code .. "\n"):gmatch("(.-)\n") do
      local opened = select(2, line:gsub("{", ""))
      local closed = select(2, line:gsub("}", ""))
      if depth == 0 then
        add(line:match("^#define%s+([%w_]+)"))
        if not line:match("^typedef") and not line:match("^%s") then
          add(line:match("^[%w_ %*]-[%s%*]%(?%*?([%a_][%w_]*)%s*%("))
        end
        add(line:match("^typedef[^{(]-([%w_]+)%s*;"))
        add(line:match("^typedef[^{]-%(%*([%w_]+)%)"))
      end
      depth = depth + opened - closed
      if depth == 0 then
        add(line:match("^}%s*([%w_]+)%s*;"))
      end
    end
    return names
  end
  local blocks = pandoc.List()
  for index, group in ipairs(groups) do
    local comment, code = comment_and_code(group)
    if index == 1 and code == "" then
      local first_line, rest = comment:match("^([^\n]*)\n?(.*)$")
      local summary = trim(first_line):gsub("^[%w_%.]+ %- ", ""):gsub("^%l", string.upper)
      blocks:insert(pandoc.Para({ pandoc.Emph({ pandoc.Str(summary) }) }))
      blocks:extend(paragraphs(rest))
    elseif code == "" then
      blocks:insert(pandoc.Div(paragraphs(comment), pandoc.Attr("", { "api-note" }, {})))
    else
      local names = names_of(code)
      if #names == 0 then
        fail(path .. ": cannot tell what this declares: " .. code:sub(1, 60))
      end
      local title = pandoc.List()
      for k, name in ipairs(names) do
        if k > 1 then
          title:insert(pandoc.Str(", "))
        end
        title:insert(pandoc.Span({ pandoc.Code(name) }, pandoc.Attr(k > 1 and ("api:" .. name) or "", {}, {})))
      end
      local entry = pandoc.List({ pandoc.Para({ pandoc.Strong(title) }),
        pandoc.CodeBlock(code, pandoc.Attr("", { "c" }, {})) })
      entry:extend(paragraphs(comment))
      blocks:insert(pandoc.Div(entry, pandoc.Attr("api:" .. names[1], { "api-entry" }, {})))
      for _, name in ipairs(names) do
        book.api[name] = true
      end
    end
  end
  return blocks
end

local listings_pass = {
  CodeBlock = function(block)
    local include = block.attributes["include"]
    if has_class(block, "diff") and block.attributes["from"] ~= nil then
      local text = diff_text(block)
      local functions = c_functions(text, true)
      local snippet = block.attributes["snippet"]
      if snippet ~= nil then
        functions = c_functions(source_text(block.attributes["to"], block.attributes["to-snippet"] or snippet), false)
        if #functions == 0 then functions = { snippet } end
      end
      local inlines = pandoc.List({ pandoc.Str("What changed from "), pandoc.Code(block.attributes["from"]),
        pandoc.Str(" to "), pandoc.Code(block.attributes["to"]) })
      if snippet ~= nil and #functions > 0 then
        inlines:insert(pandoc.Str(#functions == 1 and ", function " or ", functions "))
        inlines:extend(function_names(functions))
      end
      return listing(block, text, inlines, "diff", block.attributes["to"], functions)
    end
    if include == nil then
      return nil
    end
    if #block.classes == 0 then
      if not include:match("%.md$") then
        fail("include=" .. include .. ": a block without a language class includes markdown (.md) only")
      end
      -- A chapter's "What changed" shows the functions of the exercises;
      -- the student edition reads the build's version without them.
      if settings.edition == "student" then
        local dir, name = include:match("^(.*/)(changes%-%d+%.md)$")
        if name ~= nil then
          include = dir .. "student-" .. name
        end
      end
      local doc = pandoc.read(read_file(include, "a generated fragment: run make"), "markdown")
      return doc.blocks
    end
    local snippet = block.attributes["snippet"]
    local text = source_text(include, snippet)
    local functions = {}
    if has_class(block, "c") then
      functions = c_functions(text, false)
    end
    return listing(block, text, caption("", include, functions, snippet == nil), "listing", include, functions)
  end,
  Div = function(div)
    if has_class(div, "api") then
      local out = pandoc.List()
      for path in (div.attributes["headers"] or ""):gmatch("%S+") do
        out:extend(api_blocks(path))
      end
      if #out == 0 then
        fail("an API reference needs headers=\"code/common/x.h ...\"")
      end
      div.content = out
      return div
    end
    return nil
  end,
  Code = function(code)
    if has_class(code, "stubs") then
      return stub_list(trim(code.text))
    end
    return nil
  end,
}

---------------------------------------------------------------------------
-- 4. numbers from data

local values = nil

local function load_values()
  if values ~= nil then
    return values
  end
  values = {}
  local text = read_file(settings.values_path, "the generated values of the worked examples: run make")
  for line in text:gmatch("[^\n]+") do
    local key, value = line:match("^([^\t]+)\t(.*)$")
    if key ~= nil then
      values[key] = value
    end
  end
  return values
end

local function value_of(key)
  local value = load_values()[key]
  if value == nil then
    fail("no value '" .. key .. "' in " .. settings.values_path ..
      " (the worked-example generator did not produce it)")
  end
  return value
end

local function check_value(element, rendered)
  local wanted = element.attributes["check"]
  if wanted ~= nil and wanted ~= rendered then
    fail("the text says '" .. wanted .. "' but the data give '" .. rendered ..
      "' for `" .. element.text .. "`: the problem file changed, or the text is wrong")
  end
end

local values_pass = {
  Code = function(code)
    if has_class(code, "v") then
      local rendered = value_of(trim(code.text))
      check_value(code, rendered)
      -- a negative number in the text takes a minus sign, as in the math
      return pandoc.Str((rendered:gsub("^%-(%d)", "\u{2212}%1")))
    end
    if has_class(code, "m") then
      local rendered = code.text:gsub("{([%a][%w_%-]*%.[%w_%.%-]+)}", function(key)
        return value_of(key)
      end)
      check_value(code, rendered)
      if code.attributes["display"] == "true" then
        return pandoc.Math("DisplayMath", rendered)
      end
      return pandoc.Math("InlineMath", rendered)
    end
    return nil
  end,
}

---------------------------------------------------------------------------
-- 5. cross-references: labelled links, "Example 2b" in the text, and the
--    links between listings of the same function

local links_pass = {
  Link = function(link)
    if not starts_with(link.target, "#") then
      return nil
    end
    local label = book.labels[link.target:sub(2)]
    if label == nil then
      return nil
    end
    local text = stringify(link.content)
    local first = text:match("^(%a+)") or ""
    local names = { Example = true, Examples = true, Figure = true, Figures = true, figure = true,
      equation = true, Equation = true }
    if text == "" or names[first] then
      local prefix = ""
      if first == "equation" or first == "Equation" then
        prefix = first .. nbsp
      elseif (first == "figure" or first == "Figure") and label:match("^Figure") then
        label = label:gsub("^Figure", first)
      end
      link.content = { pandoc.Str(prefix .. label) }
      return link
    end
    return nil
  end,
}

-- Rewrite a list of inlines left to right: step(list, i, out) appends what
-- replaces the elements from i on and returns how many it consumed, or nil
-- to keep list[i] as it is.  Returns nil when nothing changed.
local function rewrite_inlines(list, step)
  local out, changed, i = pandoc.List(), false, 1
  while i <= #list do
    local used = step(list, i, out)
    if used == nil then
      out:insert(list[i])
      i = i + 1
    else
      i = i + used
      changed = true
    end
  end
  if changed then
    return out
  end
  return nil
end

local function is_space(element)
  return element ~= nil and element.t == "Space"
end

-- "2b," -> "2b", ","  (nil for anything else)
local function example_key(element)
  if element == nil or element.t ~= "Str" then
    return nil
  end
  return element.text:match("^(%d+%a?)(%p*)$")
end

-- "Example 2b" written in the text becomes a link to that example, with its
-- number in the chapter; an example that does not exist stops the build.
local function example_id(key)
  local id = book.legacy[key]
  if id == nil then
    fail("the text names 'Example " .. key .. "', but no example heading is called that")
  end
  return id
end

local mentions_pass = {
  traverse = "topdown",
  Link = function(link)
    return link, false -- the text of a link is not a mention
  end,
  Header = function(header)
    return header, false
  end,
  Div = function(div)
    if has_class(div, "api-entry") then
      return div, false
    end
    return nil
  end,
  -- A helper named in the text links to its entry in the API appendix.
  Code = function(code)
    if book.api[code.text] and code.identifier == "" then
      return pandoc.Link({ code }, "#api:" .. code.text), false
    end
    return nil
  end,
  Inlines = function(inlines)
    -- "Example 2b" -> [Example 2.2]; "Examples 1 and 1b" -> two links
    return rewrite_inlines(inlines, function(list, i, out)
      local word = list[i].t == "Str" and list[i].text or nil
      if (word ~= "Example" and word ~= "Examples") or not is_space(list[i + 1]) then
        return nil
      end
      local key, punct = example_key(list[i + 2])
      if key == nil then
        return nil
      end
      local label = book.labels[example_id(key)]
      local text = word == "Examples" and ("Examples" .. nbsp .. label:sub(8 + #nbsp)) or label
      local link = pandoc.Link({ pandoc.Str(text) }, "#" .. example_id(key))
      if punct == "" then
        out:insert(link)
      else
        out:insert(pandoc.Span({ link, pandoc.Str(punct) }, pandoc.Attr("", { "nowrap" }, {})))
      end
      local key2, punct2 = example_key(list[i + 6])
      if word == "Examples" and is_space(list[i + 3]) and list[i + 4] ~= nil and list[i + 4].t == "Str"
          and list[i + 4].text == "and" and is_space(list[i + 5]) and key2 ~= nil then
        out:extend({ pandoc.Space(), pandoc.Str("and"), pandoc.Space(),
          pandoc.Link({ pandoc.Str(book.labels[example_id(key2)]:sub(8 + #nbsp)) },
            "#" .. example_id(key2)) })
        if punct2 ~= "" then
          out:insert(pandoc.Str(punct2))
        end
        return 7
      end
      return 3
    end)
  end,
}

-- Where each listing is: the number of the section it is in.
local function section_of_listings(doc)
  local where = {}
  local number, page = nil, "index"
  for _, block in ipairs(doc.blocks) do
    if block.t == "Header" then
      if block.level == 1 then
        page = book.page_of[block.identifier] or page
      end
      number = block.attributes["number"] or (block.level == 1 and nil or number)
      if block.level == 1 and block.attributes["number"] == nil then
        number = stringify(block.content)
      end
    end
    pandoc.walk_block(pandoc.Div({ block }), {
      Div = function(div)
        if has_class(div, "listing") then
          where[div.identifier] = { number = number, page = page }
        end
      end,
    })
  end
  return where
end

local also_pass = {
  Pandoc = function(doc)
    local where = section_of_listings(doc)
    local by_function = {}
    for _, l in ipairs(listings) do
      for _, name in ipairs(l.functions) do
        by_function[name] = by_function[name] or {}
        table.insert(by_function[name], l)
      end
    end
    doc.blocks = pandoc.walk_block(pandoc.Div(doc.blocks), {
      Div = function(div)
        if not has_class(div, "listing") then
          return nil
        end
        local functions = {}
        for name in (div.attributes["data-functions"] or ""):gmatch("%S+") do
          functions[#functions + 1] = name
        end
        local inlines = pandoc.List()
        for _, name in ipairs(functions) do
          local others, seen = pandoc.List(), {}
          for _, l in ipairs(by_function[name] or {}) do
            if l.id ~= div.identifier and where[l.id] ~= nil then
              local section = where[l.id].number or ""
              local text = (l.kind == "diff" and "changed in " or "shown in ") .. "§" .. section
              if not seen[text] then
                seen[text] = true
                others:insert(pandoc.Link({ pandoc.Str(text) }, "#" .. l.id))
              end
            end
          end
          if #others > 0 then
            if #inlines > 0 then
              inlines:insert(pandoc.Str("; "))
            end
            inlines:insert(pandoc.Code(name))
            inlines:insert(pandoc.Str(": "))
            for k, link in ipairs(others) do
              if k > 1 then
                inlines:insert(pandoc.Str(", "))
              end
              inlines:insert(link)
            end
          end
        end
        div.attributes["data-functions"] = nil
        local caption_para = div.content[1]
        local blocks = pandoc.List({ pandoc.Div({ caption_para }, pandoc.Attr("", { "listing-caption" }, {})) })
        blocks:insert(div.content[2])
        if #inlines > 0 then
          local also = pandoc.List({ pandoc.Str("Also: ") })
          also:extend(inlines)
          blocks:insert(pandoc.Div({ pandoc.Para(also) }, pandoc.Attr("", { "listing-also" }, {})))
        end
        div.content = blocks
        return div
      end,
    }).content
    return doc
  end,
}

---------------------------------------------------------------------------
-- 6. no line break between math and the punctuation after it

-- Inline math longer than this (in TeX characters) may be wider than a
-- small screen: it gets a box of its own that scrolls.
local wide_math = 40

local nowrap_pass = {
  Math = function(math)
    if math.mathtype == "InlineMath" and #math.text > wide_math then
      return pandoc.Span({ math }, pandoc.Attr("", { "math-wide" }, {}))
    end
    return nil
  end,
  Inlines = function(inlines)
    return rewrite_inlines(inlines, function(list, i, out)
      local el, nxt = list[i], list[i + 1]
      -- "(" right before inline math stays with it
      if el.t == "Str" and nxt ~= nil and nxt.t == "Math" and nxt.mathtype == "InlineMath"
          and #nxt.text <= wide_math and el.text:match("[%(%[]$") then
        local head, open = el.text:match("^(.-)([%(%[]+)$")
        if head ~= "" then
          out:insert(pandoc.Str(head))
        end
        local glued = pandoc.List({ pandoc.Str(open), nxt })
        local after = list[i + 2]
        local punct, rest = nil, nil
        if after ~= nil and after.t == "Str" then
          punct, rest = after.text:match("^([%.,;:!%?%)]+)(.*)$")
        end
        if punct ~= nil then
          glued:insert(pandoc.Str(punct))
        end
        out:insert(pandoc.Span(glued, pandoc.Attr("", { "nowrap" }, {})))
        if punct ~= nil and rest ~= "" then
          out:insert(pandoc.Str(rest))
        end
        return punct ~= nil and 3 or 2
      end
      local wide = el.t == "Span" and has_class(el, "math-wide")
      if not ((el.t == "Math" or wide) and nxt ~= nil and nxt.t == "Str") then
        return nil
      end
      local punct, rest = nxt.text:match("^([%.,;:!%?%)]+)(.*)$")
      if punct == nil then
        return nil
      end
      if wide then
        el.content:insert(pandoc.Str(punct))
        out:insert(el)
      elseif el.mathtype == "DisplayMath" then
        out:insert(pandoc.Math("DisplayMath", el.text .. "\\text{" .. punct .. "}"))
      else
        out:insert(pandoc.Span({ el, pandoc.Str(punct) },
          pandoc.Attr("", { #el.text > wide_math and "math-wide" or "nowrap" }, {})))
      end
      if rest ~= "" then
        out:insert(pandoc.Str(rest))
      end
      return 2
    end)
  end,
}

---------------------------------------------------------------------------
-- 7. checks: every image exists, every internal link lands

local ids = {}
local id_page = {}
local links = {}

local function note_id(element, page)
  if element.identifier ~= nil and element.identifier ~= "" then
    ids[element.identifier] = true
    id_page[element.identifier] = page
  end
end

local checks_pass = {
  Pandoc = function(doc)
    local page = "index"
    for _, block in ipairs(doc.blocks) do
      if block.t == "Header" and block.level == 1 then
        page = book.page_of[block.identifier] or page
      end
      local function note(element)
        note_id(element, page)
      end
      note(block)
      pandoc.walk_block(pandoc.Div({ block }), {
        Header = note,
        Div = note,
        Span = note,
        CodeBlock = note,
        Code = note,
        Table = function(t)
          if t.attr ~= nil then
            note_id(t.attr, page)
          end
        end,
        Image = function(image)
          note(image)
          local src = image.src
          if not (starts_with(src, "data:") or src:match("^%a+://")) then
            local handle = io.open(src, "r")
            if handle == nil then
              fail("missing figure " .. src .. " (make builds figures into build/figures)")
            end
            handle:close()
          end
        end,
        Link = function(link)
          note(link)
          if starts_with(link.target, "#") then
            links[#links + 1] = link.target:sub(2)
          end
        end,
      })
    end
    local broken = {}
    for _, target in ipairs(links) do
      if not ids[target] then
        broken[#broken + 1] = "#" .. target
      end
    end
    if #broken > 0 then
      fail("broken internal link(s), no element has the id: " .. table.concat(broken, ", "))
    end
    return doc
  end,
}

---------------------------------------------------------------------------
-- 8. the site: one page per chapter, with contents, previous/next, search

local function json_string(text)
  return '"' .. text:gsub('[%c"\\<>&]', function(c)
    return string.format("\\u%04x", c:byte())
  end) .. '"'
end

local function href(page, id)
  if settings.page == nil then
    return "#" .. id
  end
  return page .. ".html" .. (id and ("#" .. id) or "")
end

local function chapter_title(chapter)
  return (chapter.label and (chapter.label .. " ") or "") .. chapter.title
end

-- The search box and its index: every heading of levels 1 and 2.
local function search_blocks()
  local entries = {}
  for _, h in ipairs(book.headers) do
    if not (settings.edition == "student" and h.page == "answers") then
      local title = (h.number and (h.number .. " ") or "") .. h.title
      local target = (settings.page == nil) and ("#" .. h.id) or (h.page .. ".html#" .. h.id)
      entries[#entries + 1] = "[" .. json_string(title) .. "," .. json_string(target) .. "]"
    end
  end
  local script = [[
<script>
(function () {
  var index = []] .. table.concat(entries, ",\n") .. [[];
  var box = document.getElementById("book-search");
  var list = document.getElementById("book-search-results");
  if (!box || !list) return;
  box.addEventListener("input", function () {
    var words = box.value.toLowerCase().split(/\s+/).filter(function (w) { return w; });
    list.textContent = "";
    if (words.length === 0) return;
    var shown = 0;
    for (var i = 0; i < index.length && shown < 30; i++) {
      var title = index[i][0].toLowerCase();
      if (words.every(function (w) { return title.indexOf(w) >= 0; })) {
        var li = document.createElement("li"), a = document.createElement("a");
        a.href = index[i][1];
        a.textContent = index[i][0];
        li.appendChild(a);
        list.appendChild(li);
        shown++;
      }
    }
    if (shown === 0) {
      var none = document.createElement("li");
      none.textContent = "No heading matches.";
      list.appendChild(none);
    }
  });
})();
</script>]]
  return pandoc.RawBlock("html", script)
end

local function escape_html(text)
  return (text:gsub("&", "&amp;"):gsub("<", "&lt;"):gsub(">", "&gt;"):gsub('"', "&quot;"))
end

local function nav_html(position)
  local pages, here = {}, nil
  for _, chapter in ipairs(book.chapters) do
    if not (settings.edition == "student" and chapter.page == "answers") then
      pages[#pages + 1] = chapter
      if chapter.page == settings.page then
        here = #pages
      end
    end
  end
  local parts = {}
  if settings.page ~= nil then
    parts[#parts + 1] = '<a href="index.html">Contents</a>'
    if here ~= nil and here > 1 then
      local p = pages[here - 1]
      parts[#parts + 1] = '<a rel="prev" href="' .. p.page .. '.html">&#8592; ' .. escape_html(chapter_title(p)) .. '</a>'
    end
    if here ~= nil and here < #pages then
      local p = pages[here + 1]
      parts[#parts + 1] = '<a rel="next" href="' .. p.page .. '.html">' .. escape_html(chapter_title(p)) .. ' &#8594;</a>'
    end
  end
  if position == "top" then
    parts[#parts + 1] = '<span class="book-search"><input type="search" id="book-search" '
      .. 'placeholder="Search headings" aria-label="Search the headings of the book">'
      .. '<ul id="book-search-results" class="book-search-results"></ul></span>'
  end
  return pandoc.RawBlock("html", '<nav class="book-nav ' .. position .. '" aria-label="Book">'
    .. table.concat(parts, "\n") .. "</nav>")
end

-- The contents of the whole book, for the index page.
local function contents_blocks()
  local items = pandoc.List()
  local current = nil
  for _, h in ipairs(book.headers) do
    if not (settings.edition == "student" and h.page == "answers") then
      local text = (h.number and (h.number .. " ") or "") .. h.title
      local link = pandoc.Link({ pandoc.Str(text) }, href(h.page, h.id))
      if h.level == 1 then
        current = { pandoc.Plain({ link }) }
        items:insert(current)
      elseif current ~= nil and h.page ~= "index" and h.level == 2 then
        if #current == 1 then
          current[2] = pandoc.BulletList({})
        end
        current[2].content:insert({ pandoc.Plain({ link }) })
      end
    end
  end
  return pandoc.List({
    pandoc.Header(2, "Contents", pandoc.Attr("sec:contents", { "unnumbered" }, {})),
    pandoc.Div({ pandoc.BulletList(items) }, pandoc.Attr("", { "book-contents" }, {})),
  })
end

local page_pass = {
  Pandoc = function(doc)
    if settings.page == nil then
      doc.blocks:insert(1, nav_html("top"))
      doc.blocks:insert(search_blocks())
      return doc
    end
    local known = false
    for _, chapter in ipairs(book.chapters) do
      known = known or chapter.page == settings.page
    end
    if not known then
      fail("book-page=" .. settings.page .. ": the book has no such page")
    end
    local kept = pandoc.List()
    local page = "index"
    local title = nil
    local cites = false
    for _, block in ipairs(doc.blocks) do
      if block.t == "Header" and block.level == 1 then
        page = book.page_of[block.identifier] or page
        if page == settings.page and title == nil then
          title = (block.attributes["number"] and (block.attributes["number"] .. " ") or "") .. stringify(block.content)
        end
      end
      if page == settings.page or (block.t == "Div" and block.identifier == "refs") then
        kept:insert(block)
      end
    end
    -- Links to other pages name the page.
    local function relink(link)
      if starts_with(link.target, "#") then
        local id = link.target:sub(2)
        local target_page = id_page[id]
        if target_page ~= nil and target_page ~= settings.page then
          link.target = target_page .. ".html#" .. id
          return link
        end
      end
      return nil
    end
    kept = pandoc.walk_block(pandoc.Div(kept), {
      Link = relink,
      Cite = function(c)
        cites = true
        return nil
      end,
    }).content
    if settings.page ~= "references" and cites then
      -- the references of this page, after its text
      local refs = kept[#kept]
      kept[#kept] = pandoc.Header(2, "References", pandoc.Attr("sec:page-references", { "unnumbered" }, {}))
      kept:insert(refs)
    elseif settings.page ~= "references" then
      kept[#kept] = nil
    end
    if settings.page == "index" then
      kept:extend(contents_blocks())
    else
      -- the page's own contents, after its title
      local items = pandoc.List()
      for _, h in ipairs(book.headers) do
        if h.page == settings.page and h.level == 2 then
          items:insert({ pandoc.Plain({ pandoc.Link({ pandoc.Str((h.number and (h.number .. " ") or "") .. h.title) },
            "#" .. h.id) }) })
        end
      end
      if #items > 0 then
        local at = 2
        if kept[1].t == "Header" and kept[1].level == 1 then
          kept:insert(at, pandoc.Div({ pandoc.BulletList(items) }, pandoc.Attr("", { "page-toc" }, {})))
        end
      end
    end
    kept:insert(1, nav_html("top"))
    kept:insert(nav_html("bottom"))
    kept:insert(search_blocks())
    doc.blocks = kept
    if settings.page ~= "index" then
      doc.meta.title = nil
      doc.meta.subtitle = nil
      doc.meta.pagetitle = pandoc.MetaString((title or settings.page) .. " - Contact Forces")
    end
    return doc
  end,
}

return { settings_pass, numbers_pass, live_pass, numbering_pass, listings_pass, values_pass, links_pass, mentions_pass,
  also_pass, nowrap_pass, checks_pass, page_pass }
