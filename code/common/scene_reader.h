/* scene_reader.h - the statements and options that the 2D and the 3D scene
 * readers share (world2d_scene.c, world3d_scene.c), on top of the shared
 * text reader (text_reader.h): numbers named in messages, options in any
 * order, body names, 'name' and 'description', and which world a scene
 * file describes.  Every function reports at the current line and returns
 * 0, or -1 with the message filled.
 */
#ifndef CF_SCENE_READER_H
#define CF_SCENE_READER_H

#include <stdio.h>

#include "text_reader.h"

/* Standard gravity, m/s^2: the default of every world. */
#define CF_GRAVITY 9.81

#define CF_PI 3.14159265358979323846

/* The body index of the fixed world frame, in 2D and 3D. */
#define CF_WORLD (-1)

/* How a reader finds its world's bodies: the index of a name (CF_WORLD for
 * "world", -2 if none) and whether body k is fixed. */
typedef struct cf_body_lookup {
    const void *world;
    int (*find)(const void *world, const char *name);
    int (*fixed)(const void *world, int k);
} cf_body_lookup;

/* 'count' numbers from word k on, each named in messages by what[]. */
int cf_scene_values(cf_text_reader *ps, int k, int count, const char *form, const char *const *what,
                    double *values);

/* The end of the line must come after word k - 1. */
int cf_scene_end(cf_text_reader *ps, int k);

/* Options: words that each take a fixed number of numbers, in any order,
 * each at most once, such as 'at X Y' or 'mu MU'. */
typedef struct cf_option {
    const char *word;
    int count;            /* how many numbers follow it, at most 4 */
    const char *what[4];  /* their names in messages */
    int positive;         /* 1: each must be > 0; 2: each must be >= 0 */
} cf_option;

/* Read the options from word k to the end of the line: seen[o] is set and
 * values[o] filled for each option o found.  'form' is the statement's
 * whole form, shown when a word is not one of the options. */
int cf_scene_options(cf_text_reader *ps, int k, const cf_option *options, int count, int *seen,
                     double (*values)[4], const char *form);

/* A body named by word k: one declared above, or 'world' when allowed. */
int cf_scene_body(cf_text_reader *ps, const cf_body_lookup *bodies, int k, int allow_world, int *body);
/* Two distinct bodies named by words ka and kb, not both fixed. */
int cf_scene_pair(cf_text_reader *ps, const cf_body_lookup *bodies, int ka, int kb, int *a, int *b);
/* A new body name at word 1, into name[size]. */
int cf_scene_new_body_name(cf_text_reader *ps, const cf_body_lookup *bodies, char *name, size_t size);

/* 'name IDENT' into name[size]; *seen_line as in cf_check_once. */
int cf_scene_name(cf_text_reader *ps, int *seen_line, char *name, size_t size);
/* 'description TEXT': appended to *description as a new line. */
int cf_scene_description(cf_text_reader *ps, char **description);
/* 'gravity G' */
int cf_scene_gravity(cf_text_reader *ps, int *seen_line, double *gravity);
/* Write the description as 'description' lines. */
void cf_scene_write_description(FILE *out, const char *description);

/* The reading of one scene file: the text, the statements a world knows
 * (their first words, the header '2d' or '3d' first) and the lines where
 * the statements that may come once have come.  A world's reader keeps
 * this as the first member of its own parser. */
typedef struct cf_scene_parser {
    cf_text_reader text;
    const char *const *keywords;
    int n_keywords;
    int header_line, name_line, gravity_line;
} cf_scene_parser;

/* The index in ps->keywords of the current line's first word; -1 with the
 * message when it is none of them, or when the header has not come first. */
int cf_scene_keyword(cf_scene_parser *ps);
/* The header statement (keywords[0]): once, alone on its line. */
int cf_scene_header(cf_scene_parser *ps);
/* Read the text line by line with read_statement, then check that the
 * header and the name came and that the world has rows: 0, or -1 with
 * rep filled. */
int cf_scene_read(cf_scene_parser *ps, const char *text, size_t length, const cf_reporter *rep,
                  int (*read_statement)(cf_scene_parser *ps), int (*row_count)(cf_scene_parser *ps));

/* 3 if the file's first statement is '3d', else 2 (and its reader will say
 * what is wrong with it). */
int cf_scene_dimensions(const char *path);

#endif
