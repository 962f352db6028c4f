/* siconos.c - reading the Siconos numerics test files of tests/peer/siconos.
 *
 * Siconos writes these files with its own printers and reads them back with
 * fscanf, so line breaks mostly carry no meaning: the reader below takes one
 * whitespace-separated word at a time and remembers the line each word was
 * on, for error messages.  The one exception is the CSparse dump of matrix
 * storage 2, which is read line by line.  Section numbers refer to
 * tests/peer/siconos/README.md, which describes the format.
 *
 * An LCP  w = M z + q  becomes  a = A f + b  with every row normal; a
 * friction-contact problem  u = W r + q  becomes the same, with each
 * contact's rows in the order normal, tangent 1 (, tangent 2).
 */
#include "siconos.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* The same limit as the problem format (problem_internal.h). */
enum { MAX_ROWS = CF_PROBLEM_MAX_N };

/* Reads words (and, for storage 2, whole lines) from a file. */
typedef struct scanner {
    FILE *file;
    const char *path;
    cf_error *err;
    int line;            /* the line the next character is on */
    int last_char;       /* the last character consumed, to name the last line at the end */
    char word[128];      /* the last word read */
    int word_line;       /* the line it was on */
    char *text;          /* the last line read by read_text_line */
    size_t text_capacity;
} scanner;

/* Fill the error with "path:line: message" and return -1. */
static int fail(scanner *sc, int line, const char *format, ...)
{
    cf_error *err = sc->err;
    size_t length = strlen(sc->path);
    if (length >= sizeof err->file)
        length = sizeof err->file - 1;
    memcpy(err->file, sc->path, length);
    err->file[length] = '\0';
    err->line = line;
    int prefix = line > 0 ? snprintf(err->message, sizeof err->message, "%s:%d: ", sc->path, line)
                          : snprintf(err->message, sizeof err->message, "%s: ", sc->path);
    if (prefix < 0)
        prefix = 0;
    if ((size_t)prefix >= sizeof err->message)
        prefix = (int)sizeof err->message - 1;
    va_list args;
    va_start(args, format);
    vsnprintf(err->message + prefix, sizeof err->message - (size_t)prefix, format, args);
    va_end(args);
    return -1;
}

static int is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* The line to name when the file ends: the last line that has text. */
static int last_line(const scanner *sc)
{
    return sc->last_char == '\n' ? sc->line - 1 : sc->line;
}

/* Read the next word into sc->word; 'what' says what it should be, for the
 * message when the file ends first. */
static int next_word(scanner *sc, const char *what)
{
    int c = getc(sc->file);
    while (c != EOF && is_space(c)) {
        sc->line += c == '\n';
        sc->last_char = c;
        c = getc(sc->file);
    }
    if (c == EOF)
        return fail(sc, last_line(sc), "expected %s, found the end of the file", what);
    sc->word_line = sc->line;
    size_t length = 0;
    while (c != EOF && !is_space(c)) {
        if (length + 1 == sizeof sc->word)
            return fail(sc, sc->word_line, "expected %s, found a word of more than %zu "
                        "characters", what, sizeof sc->word - 2);
        sc->word[length++] = (char)c;
        sc->last_char = c;
        c = getc(sc->file);
    }
    sc->word[length] = '\0';
    if (c != EOF)
        ungetc(c, sc->file);  /* a newline after the word still ends its line */
    return 0;
}

/* An integer from min to max, e.g. a size or an index. */
static int read_integer(scanner *sc, const char *what, long min, long max, long *value)
{
    if (next_word(sc, what) != 0)
        return -1;
    char *end;
    errno = 0;
    long x = strtol(sc->word, &end, 10);
    if (end == sc->word || *end != '\0' || errno == ERANGE || x < min || x > max) {
        if (min == max)
            return fail(sc, sc->word_line, "expected %s, %ld, found '%.40s'", what, min, sc->word);
        return fail(sc, sc->word_line, "expected %s from %ld to %ld, found '%.40s'",
                    what, min, max, sc->word);
    }
    *value = x;
    return 0;
}

/* A finite real number.  'name' with index i (and j when j >= 0) says
 * which, e.g. M(2,0) or q[1]; the message is only formatted on error. */
static int read_real(scanner *sc, const char *name, long i, long j, double *value)
{
    char what[64];
    if (j >= 0)
        snprintf(what, sizeof what, "%s(%ld,%ld) (a finite number)", name, i, j);
    else
        snprintf(what, sizeof what, "%s[%ld] (a finite number)", name, i);
    if (next_word(sc, what) != 0)
        return -1;
    char *end;
    double x = strtod(sc->word, &end);
    if (end == sc->word || *end != '\0' || !isfinite(x))
        return fail(sc, sc->word_line, "expected %s, found '%.40s'", what, sc->word);
    *value = x;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Line by line, for the CSparse dump                                  */
/* ------------------------------------------------------------------ */

/* Skip what is left of the current line, newline included. */
static void skip_rest_of_line(scanner *sc)
{
    int c = getc(sc->file);
    while (c != EOF && c != '\n')
        c = getc(sc->file);
    sc->line += c == '\n';
    if (c != EOF)
        sc->last_char = c;
}

/* Read the next line into sc->text (without its newline). */
static int read_text_line(scanner *sc, const char *what)
{
    ssize_t length = getline(&sc->text, &sc->text_capacity, sc->file);
    if (length < 0)
        return fail(sc, last_line(sc), "expected %s, found the end of the file", what);
    sc->word_line = sc->line;
    sc->last_char = length > 0 ? (unsigned char)sc->text[length - 1] : sc->last_char;
    if (length > 0 && sc->text[length - 1] == '\n') {
        sc->text[length - 1] = '\0';
        sc->line++;
    }
    return 0;
}

/* Parsing one line of text piece by piece: each function skips blanks,
 * reads one piece and returns 0, or -1 if the piece is not there. */
static const char *skip_blanks(const char *at)
{
    while (*at == ' ' || *at == '\t' || *at == '\r')
        at++;
    return at;
}

static int take_literal(const char **at, const char *literal)
{
    const char *start = skip_blanks(*at);
    size_t length = strlen(literal);
    if (strncmp(start, literal, length) != 0)
        return -1;
    *at = start + length;
    return 0;
}

static int take_integer(const char **at, long *value)
{
    const char *start = skip_blanks(*at);
    char *end;
    errno = 0;
    *value = strtol(start, &end, 10);
    if (end == start || errno == ERANGE)
        return -1;
    *at = end;
    return 0;
}

static int take_real(const char **at, double *value)
{
    const char *start = skip_blanks(*at);
    char *end;
    *value = strtod(start, &end);
    if (end == start || !isfinite(*value) || (*end != '\0' && !is_space(*end)))
        return -1;
    *at = end;
    return 0;
}

static int at_line_end(const char *at)
{
    return *skip_blanks(at) == '\0';
}

/* ------------------------------------------------------------------ */
/* The matrix block (section 2)                                        */
/* ------------------------------------------------------------------ */

/* Storage 0: 'rows cols' again, then the values column by column. */
static int read_dense(scanner *sc, int n, double *A)
{
    long ignored;
    if (read_integer(sc, "the number of rows again", n, n, &ignored) != 0 ||
        read_integer(sc, "the number of columns again", n, n, &ignored) != 0)
        return -1;
    for (long j = 0; j < n; j++)
        for (long i = 0; i < n; i++)
            if (read_real(sc, "M", i, j, &A[i * n + j]) != 0)
                return -1;
    return 0;
}

/* 'count' cumulative block ends, strictly increasing, the last equal to n. */
static int read_block_ends(scanner *sc, const char *what, long count, int n, long *end)
{
    for (long k = 0; k < count; k++) {
        long previous = k == 0 ? 0 : end[k - 1];
        long least = previous + 1, most = n - (count - 1 - k);  /* leave room for the rest */
        if (k == count - 1)
            least = n;
        if (read_integer(sc, what, least, most, &end[k]) != 0)
            return -1;
    }
    return 0;
}

/* The blocks of storage 1, after its index arrays: block k is in block
 * row r (rowptr[r] <= k < rowptr[r+1]) and block column colidx[k]. */
static int read_blocks(scanner *sc, int n, double *A, long block_rows, const long *row_end,
                       const long *col_end, const long *rowptr, const long *colidx)
{
    for (long r = 0; r < block_rows; r++) {
        long first_row = r == 0 ? 0 : row_end[r - 1];
        long height = row_end[r] - first_row;
        for (long k = rowptr[r]; k < rowptr[r + 1]; k++) {
            long c = colidx[k], ignored;
            long first_col = c == 0 ? 0 : col_end[c - 1];
            long width = col_end[c] - first_col;
            if (read_integer(sc, "the number of the next block", k, k, &ignored) != 0)
                return -1;
            for (long jj = 0; jj < width; jj++)  /* column-major within the block */
                for (long ii = 0; ii < height; ii++) {
                    long i = first_row + ii, j = first_col + jj;
                    if (read_real(sc, "M", i, j, &A[i * n + j]) != 0)
                        return -1;
                }
        }
    }
    return 0;
}

/* Storage 1: sparse block (SBM), section 2.2. */
static int read_sparse_block(scanner *sc, int n, double *A)
{
    long blocks, block_rows, block_cols, ignored;
    if (read_integer(sc, "the number of stored blocks", 0, (long)n * n, &blocks) != 0)
        return -1;
    if (blocks == 0)
        return 0;  /* an empty matrix: nothing else is written */
    if (read_integer(sc, "the number of block rows", 1, n, &block_rows) != 0 ||
        read_integer(sc, "the number of block columns", 1, n, &block_cols) != 0)
        return -1;
    if (blocks > block_rows * block_cols)
        return fail(sc, sc->word_line, "expected at most %ld blocks in a %ld by %ld block grid, "
                    "found %ld", block_rows * block_cols, block_rows, block_cols, blocks);
    long *row_end = malloc((size_t)block_rows * sizeof *row_end);
    long *col_end = malloc((size_t)block_cols * sizeof *col_end);
    long *rowptr = malloc((size_t)(block_rows + 1) * sizeof *rowptr);
    long *colidx = malloc((size_t)blocks * sizeof *colidx);
    int status = 0;
    if (row_end == NULL || col_end == NULL || rowptr == NULL || colidx == NULL)
        status = fail(sc, sc->word_line, "cannot allocate memory for the block structure");
    if (status == 0)
        status = read_block_ends(sc, "the end of a block row", block_rows, n, row_end) != 0 ||
                 read_block_ends(sc, "the end of a block column", block_cols, n, col_end) != 0 ||
                 read_integer(sc, "filled1 = block rows + 1", block_rows + 1, block_rows + 1,
                              &ignored) != 0 ||
                 read_integer(sc, "filled2 = number of blocks", blocks, blocks, &ignored) != 0
                     ? -1 : 0;
    for (long r = 0; r <= block_rows && status == 0; r++) {
        long least = r == 0 ? 0 : rowptr[r - 1];
        long most = r == 0 ? 0 : blocks;
        if (r == block_rows)
            least = blocks;
        status = read_integer(sc, "the first block of a block row (rowptr)", least, most,
                              &rowptr[r]);
    }
    for (long k = 0; k < blocks && status == 0; k++)
        status = read_integer(sc, "the block column of a block (colidx)", 0, block_cols - 1,
                              &colidx[k]);
    if (status == 0)
        status = read_blocks(sc, n, A, block_rows, row_end, col_end, rowptr, colidx);
    free(row_end);
    free(col_end);
    free(rowptr);
    free(colidx);
    return status;
}

/* The header line of a CSparse dump: "R-by-C, nzmax: X nnz: Y, 1-norm: ...". */
static int read_csparse_header(scanner *sc, int n, long *nonzeros)
{
    const char *form = "'N-by-N, nzmax: X nnz: Y, ...'";
    if (read_text_line(sc, form) != 0)
        return -1;
    const char *at = sc->text;
    long rows, cols, nzmax;
    if (take_integer(&at, &rows) != 0 || take_literal(&at, "-by-") != 0 ||
        take_integer(&at, &cols) != 0 || take_literal(&at, ",") != 0 ||
        take_literal(&at, "nzmax:") != 0 || take_integer(&at, &nzmax) != 0 ||
        take_literal(&at, "nnz:") != 0 || take_integer(&at, nonzeros) != 0)
        return fail(sc, sc->word_line, "expected a CSparse header %s, found '%.60s'",
                    form, sc->text);
    if (rows != n || cols != n || *nonzeros < 0 || *nonzeros > (long)n * n)
        return fail(sc, sc->word_line, "expected a %d-by-%d matrix with at most %ld nonzeros, "
                    "found '%.60s'", n, n, (long)n * n, sc->text);
    return 0;
}

/* Storage 2: a CSparse dump of a compressed-column matrix, section 2.3. */
static int read_csparse(scanner *sc, int n, double *A)
{
    long kind, nonzeros, position = 0;
    if (read_integer(sc, "the kind of CSparse dump (2 = compressed columns; triplet and "
                     "row dumps are not supported)", 2, 2, &kind) != 0)
        return -1;
    skip_rest_of_line(sc);
    if (read_text_line(sc, "the CSparse version line") != 0 ||
        read_csparse_header(sc, n, &nonzeros) != 0)
        return -1;
    for (long j = 0; j < n; j++) {
        long col, first, last;
        if (read_text_line(sc, "a line 'col J : locations A to B'") != 0)
            return -1;
        const char *at = sc->text;
        if (take_literal(&at, "col") != 0 || take_integer(&at, &col) != 0 ||
            take_literal(&at, ":") != 0 || take_literal(&at, "locations") != 0 ||
            take_integer(&at, &first) != 0 || take_literal(&at, "to") != 0 ||
            take_integer(&at, &last) != 0 || !at_line_end(at) ||
            col != j || first != position || last < first - 1 || last >= nonzeros)
            return fail(sc, sc->word_line, "expected 'col %ld : locations %ld to B' with "
                        "B < %ld, found '%.60s'", j, position, nonzeros, sc->text);
        for (; position <= last; position++) {
            long i;
            double value;
            if (read_text_line(sc, "a line 'I : VALUE'") != 0)
                return -1;
            at = sc->text;
            if (take_integer(&at, &i) != 0 || take_literal(&at, ":") != 0 ||
                take_real(&at, &value) != 0 || !at_line_end(at) || i < 0 || i >= n)
                return fail(sc, sc->word_line, "expected a line 'I : VALUE' with I from 0 to %d "
                            "and a finite VALUE, found '%.60s'", n - 1, sc->text);
            A[i * n + j] += value;  /* a repeated entry adds up, as in CSparse */
        }
    }
    if (position != nonzeros)
        return fail(sc, sc->word_line, "expected %ld entries (nnz in the header), found %ld",
                    nonzeros, position);
    return 0;
}

/* The matrix block: storage, rows, cols, then the storage's own part. */
static int read_matrix_block(scanner *sc, int n, double *A, long *storage)
{
    long ignored;
    if (read_integer(sc, "the matrix storage (0 dense, 1 sparse block, 2 sparse)", 0, 2,
                     storage) != 0 ||
        read_integer(sc, "the number of rows of the matrix, n", n, n, &ignored) != 0 ||
        read_integer(sc, "the number of columns of the matrix, n", n, n, &ignored) != 0)
        return -1;
    if (*storage == 0)
        return read_dense(sc, n, A);
    if (*storage == 1)
        return read_sparse_block(sc, n, A);
    return read_csparse(sc, n, A);
}

static const char *storage_name(long storage)
{
    return storage == 0 ? "dense" : storage == 1 ? "sparse block (SBM)" : "CSparse";
}

/* ------------------------------------------------------------------ */
/* Naming the problem                                                  */
/* ------------------------------------------------------------------ */

/* The file's base name without ".dat", with any character the problem
 * format does not allow in a name replaced by '_'. */
static void name_from_path(const char *path, char *name, size_t size)
{
    const char *base = strrchr(path, '/');
    base = base != NULL ? base + 1 : path;
    size_t length = strlen(base);
    if (length > 4 && strcmp(base + length - 4, ".dat") == 0)
        length -= 4;
    if (length >= size)
        length = size - 1;
    for (size_t k = 0; k < length; k++) {
        char c = base[k];
        int allowed = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                      (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '+' || c == '-';
        name[k] = allowed ? c : '_';
    }
    name[length] = '\0';
    if (length == 0)
        snprintf(name, size, "siconos");
}

/* Replace p->description by a newly allocated copy of text. */
static int set_description(cf_problem *p, const char *text)
{
    char *copy = malloc(strlen(text) + 1);
    if (copy == NULL)
        return -1;
    strcpy(copy, text);
    free(p->description);
    p->description = copy;
    return 0;
}

/* ------------------------------------------------------------------ */
/* The two kinds of file                                               */
/* ------------------------------------------------------------------ */

typedef enum file_kind { LCP_FILE, FC_FILE } file_kind;

/* The part after the matrix: q, and for a friction problem mu. */
static int read_vectors(scanner *sc, cf_problem *p, file_kind kind, long dimension)
{
    for (long i = 0; i < p->n; i++)
        if (read_real(sc, "q", i, -1, &p->b[i]) != 0)
            return -1;
    if (kind == LCP_FILE)
        return 0;
    long contacts = p->n / dimension;
    for (long c = 0; c < contacts; c++) {
        double mu;
        if (read_real(sc, "mu", c, -1, &mu) != 0)
            return -1;
        if (mu < 0.0)
            return fail(sc, sc->word_line, "expected mu[%ld] >= 0, found '%.40s'", c, sc->word);
        /* Contact c owns rows d*c (normal) and d*c+1 .. d*c+d-1 (tangents). */
        long normal = dimension * c;
        for (long t = 1; t < dimension; t++) {
            cf_row *row = &p->rows[normal + t];
            row->kind = dimension == 2 ? CF_ROW_FRICTION2D : CF_ROW_FRICTION3D;
            row->normal = (int)normal;
            row->mu = mu;
        }
    }
    return 0;
}

static int describe(cf_problem *p, const char *path, file_kind kind, long dimension, long storage)
{
    char base[sizeof p->name];
    name_from_path(path, p->name, sizeof p->name);
    const char *slash = strrchr(path, '/');
    snprintf(base, sizeof base, "%s", slash != NULL ? slash + 1 : path);
    char text[512];
    if (kind == LCP_FILE)
        snprintf(text, sizeof text, "Siconos LCP test file %s (%s storage): "
                 "w = M z + q read as a = A f + b, every row normal.", base, storage_name(storage));
    else
        snprintf(text, sizeof text, "Siconos friction-contact test file %s (%ldD, %ld contact%s, "
                 "%s storage): u = W r + q read as a = A f + b; each contact is a normal row "
                 "followed by its %ld tangent row%s.", base, dimension, p->n / dimension,
                 p->n / dimension == 1 ? "" : "s", storage_name(storage), dimension - 1,
                 dimension == 2 ? "" : "s");
    return set_description(p, text);
}

static cf_problem *read_siconos(const char *path, cf_error *err, file_kind kind)
{
    cf_error scratch;
    if (err == NULL)
        err = &scratch;
    memset(err, 0, sizeof *err);
    scanner sc;
    memset(&sc, 0, sizeof sc);
    sc.path = path != NULL ? path : "(null)";
    sc.err = err;
    sc.line = 1;
    if (path == NULL) {
        fail(&sc, 0, "expected a file name, found NULL");
        return NULL;
    }
    sc.file = fopen(path, "r");
    if (sc.file == NULL) {
        fail(&sc, 0, "cannot open: %s", strerror(errno));
        return NULL;
    }

    long dimension = 1, size = 0, storage = 0;
    int status;
    if (kind == LCP_FILE) {
        status = read_integer(&sc, "the size n", 1, MAX_ROWS, &size);
    } else {
        long contacts = 0;
        status = read_integer(&sc, "the dimension d", 2, 3, &dimension) != 0 ||
                 read_integer(&sc, "the number of contacts", 1, MAX_ROWS / dimension,
                              &contacts) != 0 ? -1 : 0;
        size = dimension * contacts;
    }
    cf_problem *p = NULL;
    if (status == 0) {
        p = cf_problem_new((int)size);
        if (p == NULL)
            status = fail(&sc, sc.word_line, "cannot allocate memory for a problem of size %ld",
                          size);
    }
    if (status == 0)
        status = read_matrix_block(&sc, (int)size, p->A, &storage);
    if (status == 0)
        status = read_vectors(&sc, p, kind, dimension);
    /* Whatever follows the last value is ignored, as Siconos does. */
    if (status == 0 && describe(p, path, kind, dimension, storage) != 0)
        status = fail(&sc, 0, "cannot allocate memory for the description");
    if (status == 0) {
        snprintf(err->file, sizeof err->file, "%s", path);  /* names the file in its messages */
        status = cf_problem_validate(p, err);
    }
    fclose(sc.file);
    free(sc.text);
    if (status != 0) {
        cf_problem_free(p);
        return NULL;
    }
    return p;
}

cf_problem *cf_siconos_read_lcp(const char *path, cf_error *err)
{
    return read_siconos(path, err, LCP_FILE);
}

cf_problem *cf_siconos_read_fc(const char *path, cf_error *err)
{
    return read_siconos(path, err, FC_FILE);
}
