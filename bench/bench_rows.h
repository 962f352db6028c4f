/* bench_rows.h - benchmark results as rows: the CSV file, the tables and
 * the targets, shared by the benchmark (bench.c) and the report that the
 * book is built from (report.c), so both show the same numbers the same way.
 *
 * CSV: lines starting with '#' are "# key: value" facts about the run
 * (date, machine, libraries); then a header line; then one row per cell:
 *   family,n,solver,verdict,runs,median_s,min_s,max_s,dgesv_s,ratio,
 *   openblas_s,ratio_openblas,worst_violation,worst_condition,invariant_got,
 *   invariant_want,code,detail
 * The two anchors: dgesv_s is the time of dgesv from Debian's reference
 * LAPACK and BLAS, openblas_s that of dgesv from OpenBLAS (one thread),
 * both for the same family and n in the same run.  A CSV written before
 * the second anchor (16 fields, no openblas_s) still reads, with NaN
 * there.
 */
#ifndef CF_BENCH_ROWS_H
#define CF_BENCH_ROWS_H

#include <stdio.h>

typedef struct bench_row {
    char family[16];      /* "pd", "pile" or "stack" (timed), "pile-all" or "stack-all"
                             (bench_check.c) */
    int n;
    char solver[16];      /* a bench_solver name */
    char verdict[16];     /* a cell_verdict name */
    int runs;
    double median, min, max;
    double dgesv;         /* reference dgesv's median for the same family and n */
    double ratio;         /* median / dgesv */
    double openblas;      /* OpenBLAS dgesv's median for the same family and n */
    double ratio_openblas; /* median / openblas */
    double worst;         /* scaled violation; NaN where not judged */
    char condition[40];
    double invariant_got, invariant_want; /* NaN when the problem has none */
    int code;
    char detail[200];
} bench_row;

typedef struct bench_fact {
    char key[32];
    char value[480];
} bench_fact;

typedef struct bench_results {
    int count, capacity;
    bench_row *rows;
    int fact_count;
    bench_fact facts[32];
} bench_results;

/* The solvers in table order, with short headings; count in *count. */
typedef struct bench_column {
    const char *solver;
    const char *heading;
} bench_column;
extern const bench_column bench_columns[];
extern const int bench_column_count;

/* The families: "pd", "pile" and "stack", with a title each. */
const char *bench_family_title(const char *family);

void bench_results_init(bench_results *r);
void bench_results_free(bench_results *r);
int bench_results_add(bench_results *r, const bench_row *row); /* 0, or -1 on no memory */
void bench_results_fact(bench_results *r, const char *key, const char *value);
/* A CSV line "# key: value" becomes a fact of r (the line is changed);
 * 1 for any line that starts with '#', 0 otherwise. */
int bench_results_comment(bench_results *r, char *line);
const char *bench_results_get_fact(const bench_results *r, const char *key);
const bench_row *bench_results_find(const bench_results *r, const char *family, int n,
                                    const char *solver);

/* A time for a table: "-" when none, else in µs (us in plain text), ms or s. */
void bench_format_time(char *text, size_t size, double seconds, int markdown);

void bench_csv_write_header(FILE *out, const bench_results *r);
void bench_csv_write_row(FILE *out, const bench_row *row);
/* Read a CSV written by the functions above; 0 on success. */
int bench_csv_read(const char *path, bench_results *r, char *why, size_t why_size);

/* The fitted exponent p of time ~ n^p for one solver and family, by least
 * squares over the sizes n >= from_n that ran (any verdict but skipped,
 * crashed, timeout); NaN with fewer than three sizes. */
double bench_fitted_exponent(const bench_results *r, const char *family, const char *solver,
                             int from_n);

/* The table of one family: time per solve and ratios to both dgesv.
 * markdown: a pandoc pipe table of the given columns (NULL: all); else
 * plain text. */
void bench_print_table(FILE *out, const bench_results *r, const char *family, int markdown,
                       const char *const *solvers);

/* The targets of the issue, each MET or MISSED with the numbers; returns
 * how many were missed. */
int bench_print_targets(FILE *out, const bench_results *r, int markdown);

#endif
