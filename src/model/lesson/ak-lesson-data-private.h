/* ak-lesson-data-private.h: the structs a lesson is made of, what they may
 * hold, and their free functions (ak-lesson-data.c)
 *
 * The bottom of the lesson's files: everything that builds, walks or frees
 * a lesson's structs may include this, and it calls nothing above it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson.h"

G_BEGIN_DECLS

/* A lesson is at most ~7 containers deep; json-glib 1.6 recurses once per
 * level and overflows the stack somewhere past 50,000, so anything deeper
 * than this is rejected before it reaches the parser.
 */
#define AK_LESSON_MAX_DEPTH 64

#define AK_LESSON_MAX_TEXT_CHARS 10000

/* What a lesson may hold (ak-lesson-limits.c; data/lessons/README.md).
 * The bundled lesson is 64 KB with about 1,000 values, 300 on its
 * largest page, and 41 KB of text. */
#define AK_LESSON_MAX_FILE_BYTES   (4u * 1024 * 1024)
#define AK_LESSON_MAX_VALUES       100000
#define AK_LESSON_MAX_PAGE_VALUES  20000
#define AK_LESSON_MAX_TEXT_BYTES   (1024u * 1024)
/* What one page may show: text laid out at once on one scrolling page
 * (the bundled lesson's largest page holds about 10 KB). */
#define AK_LESSON_MAX_PAGE_TEXT_BYTES (128u * 1024)
#define AK_LESSON_MAX_BLOCKS       200
#define AK_LESSON_MAX_SOURCES      200
#define AK_LESSON_MAX_GLOSSARY     300

/* What the validator builds; owned by AkLesson once the lesson is valid. */
typedef struct {
  char      *id;
  char      *title;
  char      *summary;
  char      *language;
  GPtrArray *sources;  /* AkReference */
  GPtrArray *pages;    /* AkPage */
  GPtrArray *glossary; /* AkGlossaryEntry, in the lesson's order; never NULL once read */
} AkLessonData;

void      _ak_lesson_data_clear          (AkLessonData    *data);

void      _ak_card_free                  (AkCard          *card);
void      _ak_reference_free             (AkReference     *reference);
void      _ak_qa_free                    (AkQa            *qa);
void      _ak_block_free                 (AkBlock         *block);
void      _ak_accelerator_free           (AkAccelerator   *accelerator);
void      _ak_link_free                  (AkLink          *link);
void      _ak_model_spec_free            (AkModelSpec     *model);
void      _ak_workload_free              (AkWorkload      *workload);
void      _ak_kitchen_preset_free        (AkKitchenPreset *preset);
void      _ak_sort_piece_free            (AkSortPiece     *piece);
void      _ak_question_free              (AkQuestion      *question);
void      _ak_glossary_entry_free        (AkGlossaryEntry *entry);
void      _ak_quantity_query_clear       (AkQuantityQuery *query);
const AkGlossaryEntry *_ak_glossary_find (GPtrArray       *glossary,
                                          const char      *term);
void      _ak_prediction_free            (AkPrediction    *prediction);
void      _ak_training_run_free          (AkTrainingRun   *run);
void      _ak_page_free                  (AkPage          *page);

G_END_DECLS
