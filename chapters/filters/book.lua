-- book.lua - the pandoc Lua filter that makes the book from the real sources.
--
-- pandoc 2.17 runs these passes in order over the whole book:
--
--  1. settings: where the generated values are (metadata book-values), and
--     where code/ is read from for another edition (book-source-root);
--  2. numbering: chapters take the number of their file (chapters/07-x.md
--     is chapter 7, whatever comes before it), appendices letters A, B, ...;
--     book.md (title and preface) is unnumbered; the references come last;
--  3. listings, diffs and generated fragments, from fenced code blocks:
--       ```{.c include="code/02-dantzig/dantzig.c" snippet="maxstep"}```
--         the lines between "// start snippet maxstep" and
--         "// end snippet maxstep", without marker lines of any kind;
--       ```{.c include="code/02-dantzig/dantzig.h"}```  the whole file;
--       ```{.diff from="a.h" to="b.h"}```  diff -u of two files (an
--         optional snippet="name" compares that snippet in both);
--       ```{include="build/generated/ex2.md"}```  markdown written by the
--         build (figures/worked.c), parsed and inserted;
--  4. numbers from data: `ex2.f.0`{.v} is replaced by that value from the
--     generated values file, and `f_0 = {ex2.f.0}`{.m} by inline math with
--     every {key} replaced; check="4.905" makes a mismatch fail the build;
--  5. checks: every image exists, every internal link (#id) names an
--     element that has that id.
--
-- Anything missing (a file, a snippet, a value, an image, a link target)
-- stops the build with a message that names it: the book can show only
-- code that exists and numbers that the build computed.

local settings = { values_path = "build/generated/book.values", source_root = nil }

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
local function source_text(path, snippet)
  if settings.source_root ~= nil and starts_with(path, "code/") then
    path = settings.source_root .. "/" .. path
  end
  local lines = split_lines(read_file(path, snippet and ("snippet " .. snippet) or "listing"))
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

---------------------------------------------------------------------------
-- 1. settings

local settings_pass = {
  Meta = function(meta)
    if meta["book-values"] ~= nil then
      settings.values_path = pandoc.utils.stringify(meta["book-values"])
    end
    -- Another edition's copy of code/ (make book-student): listings come
    -- from book-source-root/code/... instead of code/.
    if meta["book-source-root"] ~= nil then
      settings.source_root = pandoc.utils.stringify(meta["book-source-root"])
    end
  end,
}

---------------------------------------------------------------------------
-- 2. numbering

-- What each level-1 header of the book is, in order, from the input files.
local function chapter_plan()
  local plan = {}
  local appendices = 0
  for _, path in ipairs(PANDOC_STATE.input_files) do
    local name = path:match("([^/]+)$") or path
    local stage = name:match("^(%d%d)%-")
    local appendix = starts_with(name, "appendix-")
    if appendix then
      appendices = appendices + 1
    end
    local doc = pandoc.read(read_file(path, "a chapter of the book"), "markdown")
    local first = true
    for _, block in ipairs(doc.blocks) do
      if block.t == "Header" and block.level == 1 then
        local entry = { kind = "front" }
        if first and stage ~= nil then
          entry = { kind = "numbered", label = tostring(tonumber(stage)) }
        elseif first and appendix then
          entry = { kind = "numbered", label = string.char(64 + appendices) }
        end
        plan[#plan + 1] = entry
        first = false
      end
    end
  end
  return plan
end

local numbering_pass = {
  Pandoc = function(doc)
    local plan = chapter_plan()
    local next_chapter = 0
    local chapter = nil -- label of the current chapter, nil when unnumbered
    local counters = {}
    for _, block in ipairs(doc.blocks) do
      if block.t == "Header" then
        if block.level == 1 then
          next_chapter = next_chapter + 1
          local entry = plan[next_chapter]
          if entry == nil then
            fail("the book has more chapters than its files; cannot number '" ..
              pandoc.utils.stringify(block.content) .. "'")
          end
          chapter = entry.kind == "numbered" and entry.label or nil
          counters = {}
          if has_class(block, "unnumbered") then
            chapter = nil
          end
        end
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
    end
    -- The bibliography goes last, under its own unnumbered heading.
    doc.blocks:insert(pandoc.Header(1, "References",
      pandoc.Attr("sec:references", { "unnumbered" }, {})))
    doc.blocks:insert(pandoc.Div({}, pandoc.Attr("refs", {}, {})))
    return doc
  end,
}

---------------------------------------------------------------------------
-- 3. listings, diffs, generated fragments

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

-- A listing: a caption naming the source, then the code.
local function listing(block, text, caption)
  local code = pandoc.CodeBlock(text, pandoc.Attr("", block.classes, {}))
  local label = pandoc.Para({ pandoc.Code(caption) })
  return pandoc.Div({ label, code }, pandoc.Attr(block.identifier, { "listing" }, {}))
end

local listings_pass = {
  CodeBlock = function(block)
    local include = block.attributes["include"]
    if has_class(block, "diff") and block.attributes["from"] ~= nil then
      local caption = "diff " .. block.attributes["from"] .. " " .. block.attributes["to"]
      if block.attributes["snippet"] then
        caption = caption .. " (snippet " .. block.attributes["snippet"] .. ")"
      end
      return listing(block, diff_text(block), caption)
    end
    if include == nil then
      return nil
    end
    if #block.classes == 0 then
      if not include:match("%.md$") then
        fail("include=" .. include .. ": a block without a language class includes markdown (.md) only")
      end
      local doc = pandoc.read(read_file(include, "a generated fragment: run make"), "markdown")
      return doc.blocks
    end
    local snippet = block.attributes["snippet"]
    local caption = include
    if snippet ~= nil then
      caption = include .. ": " .. snippet
    end
    return listing(block, source_text(include, snippet), caption)
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
      return pandoc.Str(rendered)
    end
    if has_class(code, "m") then
      local rendered = code.text:gsub("{([%a][%w_%-]*%.[%w_%.%-]+)}", function(key)
        return value_of(key)
      end)
      check_value(code, rendered)
      return pandoc.Math("InlineMath", rendered)
    end
    return nil
  end,
}

---------------------------------------------------------------------------
-- 5. checks

local ids = {}
local links = {}

local function note_id(element)
  if element.identifier ~= nil and element.identifier ~= "" then
    ids[element.identifier] = true
  end
end

local checks_pass = {
  Header = note_id,
  Div = note_id,
  Span = note_id,
  CodeBlock = note_id,
  Code = note_id,
  Table = function(table)
    if table.attr ~= nil then
      note_id(table.attr)
    end
  end,
  Image = function(image)
    note_id(image)
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
    note_id(link)
    if starts_with(link.target, "#") then
      links[#links + 1] = link.target:sub(2)
    end
  end,
  Pandoc = function(doc)
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

return { settings_pass, numbering_pass, listings_pass, values_pass, checks_pass }
