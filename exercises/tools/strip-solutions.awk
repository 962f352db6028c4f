# strip-solutions.awk - turn a reference source into an exercise skeleton.
#
# Every region
#
#     // BEGIN SOLUTION stub: STATEMENT; STATEMENT; ...
#     ...the reference code...
#     // END SOLUTION
#
# becomes a TODO comment naming the enclosing function, followed by the stub
# statements, one per line, at the marker's indentation.  The stub is what
# makes the skeleton compile cleanly (-Wall -Wextra -Werror): "(void)x;"
# for the parameters and helpers the real code will use, and a return of
# CF_NOT_IMPLEMENTED (status.h), or a value that says "no result" where the
# function does not return a status.  Everything outside the regions is
# copied unchanged, except the book's "// start snippet" and "// end snippet"
# lines, which are dropped.
#
# Usage: awk -v source=PATH -f strip-solutions.awk PATH > SKELETON
#
# With -v exercise=NN-name (the student edition of the book, from the same
# markers): each TODO comment also says which exercise asks for the
# function, and the snippet lines are kept, so that the book's listings
# are cut from the stripped copy exactly as from the reference.
# Exits 1, naming the line, on a marker out of place or a region without a stub.

function fail(message) {
    printf "%s:%d: %s\n", source, NR, message > "/dev/stderr"
    failed = 1
    exit 1
}

# A function definition starts at column 0 with a type and a name followed
# by "(": remember the name, for the TODO comment.
/^[A-Za-z_][A-Za-z_0-9 *]*[ *][A-Za-z_][A-Za-z_0-9]*\(/ && !/;[ \t]*$/ {
    if (!inside) {
        name = $0
        sub(/\(.*/, "", name)
        sub(/.*[ *]/, "", name)
        function_name = name
    }
}

/^[ \t]*\/\/ BEGIN SOLUTION/ {
    if (inside)
        fail("BEGIN SOLUTION inside another solution region")
    inside = 1
    regions++
    indent = $0
    sub(/\/\/.*/, "", indent)
    stub = $0
    if (sub(/.*BEGIN SOLUTION stub:[ \t]*/, "", stub) == 0 || stub == "")
        fail("BEGIN SOLUTION needs its stub: // BEGIN SOLUTION stub: return CF_NOT_IMPLEMENTED;")
    printf "%s/* TODO(%s): write this function (the comment above says what it\n", indent, function_name
    printf "%s * computes; README.md walks through it).  Replace these lines. */\n", indent
    if (exercise != "")
        printf "%s/* Exercise %s asks you to write it: make exercises, then see\n%s * exercises/%s/README.md. */\n", indent, exercise, indent, exercise
    count = split(stub, statements, ";")
    for (k = 1; k <= count; k++) {
        statement = statements[k]
        gsub(/^[ \t]+|[ \t]+$/, "", statement)
        if (statement != "")
            printf "%s%s;\n", indent, statement
    }
    next
}

/^[ \t]*\/\/ END SOLUTION/ {
    if (!inside)
        fail("END SOLUTION without BEGIN SOLUTION")
    inside = 0
    next
}

inside { next }

# The book's snippet markers mean nothing to a student (but the book's own).
/^[ \t]*\/\/ (start|end) snippet / && exercise == "" { next }

{ print }

END {
    if (failed)
        exit 1
    if (inside)
        fail("BEGIN SOLUTION never closed by END SOLUTION")
    if (regions == 0)
        fail("no BEGIN SOLUTION region: nothing for the student to write")
}
