/* ak-lesson-markup-private.h: checking a lesson's inline markup and links
 * (ak-lesson-markup.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson-data-private.h"

G_BEGIN_DECLS

/* A glossary term marked in a text, and the character where it starts
 * (counted from 1). */
typedef struct {
  char  *term;
  guint  char_index;
} AkMarkupTerm;

GArray   *_ak_lesson_markup_terms_new    (void);
gboolean  _ak_lesson_markup_check        (const char      *text,
                                          GString         *pango,
                                          gboolean         term_links,
                                          GArray          *terms,
                                          GError         **error);
gboolean  _ak_lesson_url_check           (const char      *url,
                                          GError         **error);

G_END_DECLS
