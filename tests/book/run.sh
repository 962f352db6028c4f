#!/bin/sh
# run.sh BUILD - the book's checks, run by "make book-test" (and so by "make test").
#
# The book must be built already (make book).  This script checks what a
# reader would notice, then proves that each failure the build promises
# really fires: a missing snippet or source file, a missing figure, a
# broken internal link, a number that is not in the generated data or
# disagrees with the text, and a problem file that no longer matches its
# worked example or its drawn scene.  The last line reads
# "book: N passed, M failed".
#
# It passes in any locale (make test runs it again with LC_ALL=C): text
# that is not ASCII, such as the no-break space between "Example" and its
# number, is matched byte by byte, as the bytes of its UTF-8 encoding.
set -u
build=${1:-build}
book=$build/book.html
filter=chapters/filters/book.lua
values=$build/generated/book.values
worked=$build/figures/bin/worked
cf=$build/cf

passed=0
failed=0
work=$(mktemp -d "${TMPDIR:-/tmp}/book-test.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

# U+00A0, the no-break space the filter puts after "Example", "Figure", ...
nbsp=$(printf '\302\240')

pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ $# -gt 1 ] && printf '     %s\n' "$2"; }

# The book's own pandoc run, on one small markdown file, to html.
render() {
    pandoc "$1" --from markdown --to html5 --mathml --lua-filter "$filter" \
        --metadata title=test --metadata book-values="$values" -o "$work/out.html" \
        >"$work/pandoc.log" 2>&1
}

# expect_failure NAME FILE MESSAGE: rendering FILE must fail, saying MESSAGE.
expect_failure() {
    if render "$2"; then
        fail "$1" "the build succeeded but should have failed"
    elif grep -F -q -- "$3" "$work/pandoc.log"; then
        pass "$1"
    else
        fail "$1" "it failed, but without saying '$3': $(tr '\n' ' ' < "$work/pandoc.log")"
    fi
}

# ---- the built book, as a reader gets it ----

if [ -s "$book" ]; then pass "the book exists: $book ($(wc -c < "$book") bytes)"
else fail "the book exists" "no $book: run make book"; fi

if grep -q '<math' "$book"; then pass "equations are MathML"
else fail "equations are MathML" "no <math> element"; fi

if grep -q 'class="sourceCode c"' "$book" && grep -q 'class="sourceCode diff"' "$book"; then
    pass "listings and diffs are highlighted"
else
    fail "listings and diffs are highlighted" "no sourceCode c or diff block"
fi

images=$(grep -o '<img [^>]*src="[^"]*' "$book" | sed 's/.*src="//')
outside=$(printf '%s\n' "$images" | grep -v '^data:' | grep -c . || true)
count=$(printf '%s\n' "$images" | grep -c '^data:' || true)
if [ "$outside" -eq 0 ] && [ "$count" -ge 13 ]; then
    pass "all $count figures are embedded (the book works offline)"
else
    fail "all figures are embedded" "$count embedded, $outside pointing elsewhere"
fi

# In a listing a comment line is highlighted as <span class="co">...</span>;
# the prose may name the markers, the listings must not contain them.
markers='class="co">[[:space:]]*// (start snippet|end snippet|BEGIN SOLUTION|END SOLUTION)'
if grep -E -q "$markers" "$book"; then
    fail "no marker lines reach the reader" "$(grep -E -o "$markers.{0,30}" "$book" | head -n 3)"
else
    pass "no marker lines reach the reader"
fi

# Every internal link of the finished page (table of contents, citations,
# cross-references) must land on an element with that id.
grep -o 'href="#[^"]*"' "$book" | sed 's/^href="#//; s/"$//' | sort -u > "$work/targets"
grep -o ' id="[^"]*"' "$book" | sed 's/^ id="//; s/"$//' | sort -u > "$work/ids"
missing=$(comm -23 "$work/targets" "$work/ids")
if [ -z "$missing" ]; then pass "all $(wc -l < "$work/targets") internal link targets exist"
else fail "all internal link targets exist" "missing: $(echo $missing)"; fi

# Every chapter with exercises has an answer for each of them, in
# chapters/answers/ (a "**N." paragraph per exercise), and the book shows them.
missing=""
for chapter in chapters/[0-9][0-9]-*.md; do
    exercises=$(awk '/^## Exercises/ { on = 1; next } /^## |^::: / { on = 0 } on && /^[0-9]+\. \*\*/ { n++ } END { print n + 0 }' "$chapter")
    [ "$exercises" -eq 0 ] && continue
    answers=chapters/answers/$(basename "$chapter")
    for k in $(seq 1 "$exercises"); do
        grep -q "^\*\*$k\. " "$answers" 2>/dev/null || missing="$missing $(basename "$chapter" .md):$k"
    done
done
if [ -z "$missing" ]; then pass "every exercise of every chapter has an answer"
else fail "every exercise of every chapter has an answer" "no answer in chapters/answers for:$missing"; fi
if grep -q 'id="sec:answers"' "$book"; then pass "the answers are in the book"
else fail "the answers are in the book" "no #sec:answers in $book"; fi

if grep -q 'data-number="2.1"' "$book" && grep -q 'id="sec:references"' "$book"; then
    pass "chapters are numbered by stage and the references close the book"
else
    fail "chapters are numbered by stage and the references close the book"
fi

# The numbers the book shows are those of today's problem files: solving
# every case again gives exactly the values the book was built from.
mkdir -p "$work/fresh"
stale=""
examples=$build/generated/examples.list
count=0
while read -r key stage file; do
    count=$((count + 1))
    if ! "$worked" "$stage" "$file" "$key" "$work/fresh" >"$work/worked.log" 2>&1; then
        stale="$stale $key(fails: $(head -n 1 "$work/worked.log"))"
    elif ! cmp -s "$work/fresh/$key.values" "$build/generated/$key.values"; then
        stale="$stale $key"
    fi
done < "$examples"
if [ "$count" -eq 0 ]; then stale=" (no examples in $examples)"; fi
if [ -z "$stale" ]; then pass "all $count worked examples in the book match their problem files"
else fail "every worked example in the book matches its problem file" "stale:$stale"; fi

# ---- the filter: what it must include, and what it must drop ----

cat > "$work/sample.c" <<'EOF'
int before;
// start snippet a-b.c
int kept_one;
    // start snippet inner
int kept_two;
// BEGIN SOLUTION
int kept_three;
// END SOLUTION
    // end snippet inner
// end snippet a-b.c
// start snippet axbxc
int wrong_one;
// end snippet axbxc
EOF
cat > "$work/include.md" <<EOF
\`\`\`{.c include="$work/sample.c" snippet="a-b.c"}
\`\`\`
EOF
if render "$work/include.md" && grep -q kept_one "$work/out.html" && grep -q kept_three "$work/out.html" \
    && ! grep -E -q 'snippet|SOLUTION|wrong_one|before' "$work/out.html"; then
    pass "a snippet is cut by its plain name, nested and solution markers dropped"
else
    fail "a snippet is cut by its plain name, nested and solution markers dropped" "$(head -c 300 "$work/out.html" 2>/dev/null) $(cat "$work/pandoc.log")"
fi

cat > "$work/snippet.md" <<'EOF'
```{.c include="code/02-dantzig/dantzig.c" snippet="no_such_snippet"}
```
EOF
expect_failure "a missing snippet fails the build" "$work/snippet.md" "no snippet 'no_such_snippet' in code/02-dantzig/dantzig.c"

cat > "$work/pattern.md" <<EOF
\`\`\`{.c include="$work/sample.c" snippet="a.b.c"}
\`\`\`
EOF
expect_failure "snippet names are not Lua patterns" "$work/pattern.md" "no snippet 'a.b.c'"

cat > "$work/file.md" <<'EOF'
```{.c include="code/02-dantzig/no-such-file.c" snippet="maxstep"}
```
EOF
expect_failure "a missing source file fails the build" "$work/file.md" "cannot read code/02-dantzig/no-such-file.c"

cat > "$work/diff.md" <<'EOF'
```{.diff from="code/01-single-contact/single_contact.h" to="code/02-dantzig/no-such.h"}
```
EOF
expect_failure "a diff of a missing file fails the build" "$work/diff.md" "cannot read code/02-dantzig/no-such.h"

cat > "$work/figure.md" <<'EOF'
![A figure nobody made.](build/figures/no-such-figure.svg)
EOF
expect_failure "a missing figure fails the build" "$work/figure.md" "missing figure build/figures/no-such-figure.svg"

cat > "$work/link.md" <<'EOF'
# Here {#sec:here}

See [there](#sec:nowhere) and [here](#sec:here).
EOF
expect_failure "a broken internal link fails the build" "$work/link.md" "#sec:nowhere"

cat > "$work/value.md" <<'EOF'
The force is `ex2.f.7`{.v} N.
EOF
expect_failure "a number missing from the data fails the build" "$work/value.md" "no value 'ex2.f.7'"

cat > "$work/check.md" <<'EOF'
Each corner carries `ex2.f.0`{.v check="4.9"} N.
EOF
expect_failure "a number in the text that disagrees with the data fails the build" "$work/check.md" "the text says '4.9'"

cat > "$work/good.md" <<'EOF'
Each corner carries `ex2.f.0`{.v check="4.905"} N, so `f_0 = {ex2.f.0}`{.m}.
EOF
if render "$work/good.md" && grep -q '4.905' "$work/out.html" && grep -q '<math' "$work/out.html"; then
    pass "a number that agrees with the data is rendered, in text and in math"
else
    fail "a number that agrees with the data is rendered, in text and in math" "$(cat "$work/pandoc.log")"
fi

cat > "$work/typed.md" <<'EOF'
The box stops at 0.40675, and $f_N = 2.4525$.
EOF
expect_failure "a decimal number typed in the text fails the build" "$work/typed.md" "hand-typed number: $work/typed.md"

cat > "$work/given.md" <<'EOF'
With [$\mu = 0.35$]{.given} and `x = 2.75`, $g$ = 9.81 and `f_0 = {ex2.f.0}`{.m}; see section 4.4.
EOF
if render "$work/given.md"; then
    pass "a number marked given, in code, a stated constant or a section number passes the check"
else
    fail "a number marked given, in code, a stated constant or a section number passes the check" "$(cat "$work/pandoc.log")"
fi

# ---- a problem file edited after its example was written ----

sed 's/^b -9.81 -9.81$/b -19.62 -9.81/' tests/cases/ex2-box-on-floor.cf > "$work/ex2-edited.cf"
if cmp -s tests/cases/ex2-box-on-floor.cf "$work/ex2-edited.cf"; then
    fail "the edited problem file differs" "the sed did not change tests/cases/ex2-box-on-floor.cf"
else
    if "$worked" 2 "$work/ex2-edited.cf" ex2 "$work" >"$work/worked.log" 2>&1; then
        fail "a worked example whose file no longer matches its numbers fails" "worked accepted it"
    elif grep -q "no longer matches the problem file" "$work/worked.log"; then
        pass "a worked example whose file no longer matches its numbers fails"
    else
        fail "a worked example whose file no longer matches its numbers fails" "$(cat "$work/worked.log")"
    fi
    if "$cf" build --check "$work/ex2-edited.cf" tests/scenes/ex2-box-on-floor.scene >"$work/scene.log" 2>&1; then
        fail "a scene whose problem file describes other bodies fails" "cf build --check accepted it"
    elif grep -q "does not describe the scene" "$work/scene.log"; then
        pass "a scene whose problem file describes other bodies fails, so its figure is not drawn"
    else
        fail "a scene whose problem file describes other bodies fails" "$(cat "$work/scene.log")"
    fi
fi

# ---- the student edition and the site ----

student() {
    pandoc book.md chapters/[0-9][0-9]-*.md chapters/appendix-*.md chapters/answers/[0-9][0-9]-*.md \
        --from markdown --to html5 --mathml --lua-filter "$filter" --metadata title=test \
        --metadata book-values="$values" --metadata book-edition=student "$@" \
        -o "$work/student.html" >"$work/pandoc.log" 2>&1
}
if student && ! grep -q 'id="sec:answers"' "$work/student.html" && grep -q 'id="sec:stage1"' "$work/student.html"; then
    pass "the student edition leaves the answers out"
else
    fail "the student edition leaves the answers out" "$(head -c 300 "$work/pandoc.log")"
fi

# Listings can be cut from another copy of code/ (the student edition's,
# with the solutions stripped): a copy without a snippet stops the build.
mkdir -p "$work/root/code"
cp -r code/* "$work/root/code/"
sed -i 's|snippet maxstep$|snippet renamed|' "$work/root/code/02-dantzig/dantzig.c"
if student --metadata book-source-root="$work/root"; then
    fail "listings are cut from book-source-root" "the build used code/, not the copy"
elif grep -q "no snippet 'maxstep' in code/02-dantzig/dantzig.c" "$work/pandoc.log"; then
    pass "listings are cut from book-source-root"
else
    fail "listings are cut from book-source-root" "$(head -c 300 "$work/pandoc.log")"
fi

site=$build/book
pages=$(ls "$site"/*.html 2>/dev/null | wc -l)
expected=$(($(ls chapters/[0-9][0-9]-*.md chapters/appendix-*.md | wc -l) + 3))
if [ "$pages" -eq "$expected" ] && [ -s "$site/index.html" ]; then
    pass "the site has one page per chapter and appendix, an index, the answers and the references ($pages)"
else
    fail "the site has one page per chapter" "$pages pages in $site, expected $expected"
fi
if grep -q 'rel="next"' "$site/01-single-contact.html" && grep -q 'rel="prev"' "$site/01-single-contact.html" \
    && grep -q 'id="book-search"' "$site/index.html" && grep -q 'id="sec:contents"' "$site/index.html"; then
    pass "pages have previous/next links, the index its contents and a search box"
else
    fail "pages have previous/next links, the index its contents and a search box"
fi
if grep -q ">Example${nbsp}2\\.1<" "$site/02-dantzig.html" \
    && grep -q -e "Figure${nbsp}1\\.1\\." -e "Figure 1\\.1\\." "$site/01-single-contact.html" \
    && grep -q 'class="eqno">(1\.1)' "$site/01-single-contact.html"; then
    pass "examples, figures and equations are numbered per chapter"
else
    fail "examples, figures and equations are numbered per chapter"
fi

cat > "$work/mention.md" <<'EOF'
# One {#sec:one}

### Example 4z: a thing {#sec:ex4z}

As Example 4z shows, and as Example 77 does not.
EOF
expect_failure "a mention of an example that does not exist fails the build" "$work/mention.md" "names 'Example 77'"

echo
echo "book: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
