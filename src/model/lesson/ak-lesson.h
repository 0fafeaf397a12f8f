/* ak-lesson.h: a validated, immutable lesson loaded from JSON
 *
 * No GTK here: the lesson model is used by the views, by --validate and by
 * tests that run without a display. The JSON format is documented in
 * data/lessons/README.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-roofline.h"
#include "ak-transformer.h"

G_BEGIN_DECLS

/* The scheme of a glossary term's link (ak_lesson_markup_to_pango_with_terms()). */
#define AK_TERM_URI_PREFIX "ak-term:"

/* The only format_version this build reads. */
#define AK_LESSON_FORMAT_VERSION 1

/* Bytes in a GiB (2^30), the unit in which Google publishes TPU memory. */
#define AK_GIB_BYTES 1073741824.0

#define AK_LESSON_ERROR (ak_lesson_error_quark ())

/**
 * AkLessonError:
 * @AK_LESSON_ERROR_READ: the file could not be read
 * @AK_LESSON_ERROR_PARSE: the file is not well-formed JSON
 * @AK_LESSON_ERROR_VERSION: the format or format_version is not one this build reads
 * @AK_LESSON_ERROR_MISSING: a required member is absent
 * @AK_LESSON_ERROR_TYPE: a member has the wrong JSON type
 * @AK_LESSON_ERROR_RANGE: a value is out of range (empty text, bad number, bad index)
 * @AK_LESSON_ERROR_DUPLICATE: an id is used twice where ids must be unique
 * @AK_LESSON_ERROR_REFERENCE: a name refers to something that does not exist
 *   (unknown page kind, block type, bin, precision or accelerator id)
 * @AK_LESSON_ERROR_URL: a link is not an http or https URL
 * @AK_LESSON_ERROR_MARKUP: inline markup in a text is malformed
 *
 * Every error message has the form
 * `FILE:LINE:COLUMN: MEMBER.PATH: what is wrong`.
 */
typedef enum {
  AK_LESSON_ERROR_READ,
  AK_LESSON_ERROR_PARSE,
  AK_LESSON_ERROR_VERSION,
  AK_LESSON_ERROR_MISSING,
  AK_LESSON_ERROR_TYPE,
  AK_LESSON_ERROR_RANGE,
  AK_LESSON_ERROR_DUPLICATE,
  AK_LESSON_ERROR_REFERENCE,
  AK_LESSON_ERROR_URL,
  AK_LESSON_ERROR_MARKUP,
} AkLessonError;

typedef enum {
  AK_PAGE_READING,
  AK_PAGE_KITCHEN,
  AK_PAGE_ROOFLINE,
  AK_PAGE_MFU_MBU,
  AK_PAGE_SORT,
  AK_PAGE_QUIZ,
  AK_PAGE_BATCH,
  AK_PAGE_GLOSSARY,
  AK_PAGE_TRAINING,
  AK_PAGE_CHIPS,
} AkPageKind;

typedef enum {
  AK_BLOCK_HEADING,
  AK_BLOCK_PARAGRAPH,
  AK_BLOCK_BULLETS,
  AK_BLOCK_KEY_INSIGHT,
  AK_BLOCK_COMPARISON,
  AK_BLOCK_TABLE,
  AK_BLOCK_REFERENCES,
  AK_BLOCK_QA,
  AK_BLOCK_ACCELERATOR_TABLE,
  AK_BLOCK_MBU_EXAMPLE,
  AK_BLOCK_POWER_EXAMPLE,
  AK_BLOCK_WORKED_PROBLEM,
} AkBlockKind;

typedef enum {
  AK_REFERENCE_PAPER,
  AK_REFERENCE_ARTICLE,
  AK_REFERENCE_VIDEO,
  AK_REFERENCE_REPOSITORY,
} AkReferenceKind;

typedef enum {
  AK_BIN_COMPUTE,
  AK_BIN_MEMORY,
  AK_BIN_LINK,
} AkBin;

/* The bins of a sort page that names none: compute- and memory-bound. */
#define AK_SORT_BINS_DEFAULT ((1u << AK_BIN_COMPUTE) | (1u << AK_BIN_MEMORY))

typedef enum {
  AK_PHASE_PREFILL,
  AK_PHASE_DECODE,
} AkPhase;

typedef struct {
  char *title;
  char *tagline;  /* short, e.g. "few, large"; may be NULL */
  char *text;     /* inline markup */
} AkCard;

typedef struct {
  char            *title;
  char            *publisher; /* may be NULL */
  AkReferenceKind  kind;
  char            *url;
} AkReference;

typedef struct {
  char *question;
  char *answer;    /* inline markup */
} AkQa;

/**
 * AkQuantity:
 * @AK_QUANTITY_RIDGE_POINT: an accelerator's ridge point, FLOP/byte
 * @AK_QUANTITY_TOKENS_PER_S: a model's tokens per second on an accelerator
 * @AK_QUANTITY_STEP_TIME_MS: the time of one step, milliseconds
 * @AK_QUANTITY_CRITICAL_BATCH: the decode batch at which the weight
 *   matmuls turn compute-bound, sequences
 * @AK_QUANTITY_MAX_BATCH: the largest batch whose weights and KV cache fit
 * @AK_QUANTITY_MEMORY_NEEDED_GB: weights and KV cache of the step, GB
 * @AK_QUANTITY_BOUND: compute-bound or memory-bound (a verdict)
 * @AK_QUANTITY_KITCHEN_CHOPS_PER_SECOND: a kitchen preset's steady chops
 *   per second
 * @AK_QUANTITY_KITCHEN_BOUND: what sets a kitchen preset's pace (a verdict)
 * @AK_QUANTITY_TRAINING_MEMORY_GB: the weights, gradients and optimizer
 *   states each chip holds while training a model with mixed-precision
 *   Adam, GB (the training planner's memory, activations left out)
 * @AK_QUANTITY_CHIPS_TO_FIT: the fewest chips of 1, 2, 4 … 64, joined by
 *   the accelerator's own link and split as the chips chart's tensor
 *   policy does, on which the model's weights and KV cache fit
 *   (ak_chips_sweep_compute()'s memory wall)
 *
 * What a prediction or a worked problem asks for; the app computes it, the
 * lesson only names it.
 */
typedef enum {
  AK_QUANTITY_RIDGE_POINT,
  AK_QUANTITY_TOKENS_PER_S,
  AK_QUANTITY_STEP_TIME_MS,
  AK_QUANTITY_CRITICAL_BATCH,
  AK_QUANTITY_MAX_BATCH,
  AK_QUANTITY_MEMORY_NEEDED_GB,
  AK_QUANTITY_BOUND,
  AK_QUANTITY_KITCHEN_CHOPS_PER_SECOND,
  AK_QUANTITY_KITCHEN_BOUND,
  AK_QUANTITY_TRAINING_MEMORY_GB,
  AK_QUANTITY_CHIPS_TO_FIT,
} AkQuantity;

/* A quantity and the inputs the app computes it from (ak-prediction.h). */
typedef struct {
  AkQuantity  quantity;
  char       *accelerator_id;  /* the quantities of an accelerator or a model */
  char       *model_id;        /* a model with a shape */
  char       *preset_id;       /* a kitchen preset of the same page */
  AkPhase     phase;           /* default decode */
  guint       batch_size;      /* default 1 */
  guint       context_tokens;  /* default 2048 */
  guint       chips;           /* training: chips, default 1 */
  guint       zero;            /* training: ZeRO stage 0 to 3, default 0 */
} AkQuantityQuery;

/**
 * AkBlock:
 * One block of a reading text. Which members are set depends on @kind:
 * - HEADING: @text
 * - PARAGRAPH: @text (inline markup)
 * - BULLETS: @items (inline markup each)
 * - KEY_INSIGHT: @title (may be NULL), @text
 * - COMPARISON: @cards (#AkCard)
 * - TABLE: @title (caption, may be NULL), @columns, @rows (each a GStrv of
 *   as many cells as @columns)
 * - REFERENCES: @references (#AkReference)
 * - QA: @qa (#AkQa)
 * - ACCELERATOR_TABLE: nothing; the view lists the lesson's accelerators
 *   with their computed ridge points
 * - MBU_EXAMPLE: @accelerator_id, @model_params_billion, @precision,
 *   @tokens_per_second; the view computes bytes per token, bandwidth and MBU
 * - POWER_EXAMPLE: @accelerator_id, @hours, @household_kwh; the view
 *   computes energy at TDP
 * - WORKED_PROBLEM: @title (may be NULL), @question, @query, @explanation
 *   (inline markup); the view computes the answer (ak_quantity_compute())
 *   and shows it, with its figures and @explanation, on request
 */
typedef struct {
  AkBlockKind  kind;
  char        *text;
  char        *title;
  GStrv        items;
  GPtrArray   *cards;
  GStrv        columns;
  GPtrArray   *rows;
  GPtrArray   *references;
  GPtrArray   *qa;
  char        *accelerator_id;
  double       model_params_billion;
  AkPrecision  precision;
  double       tokens_per_second;
  double       hours;
  double       household_kwh;
  char        *question;
  AkQuantityQuery query;
  char        *explanation;
} AkBlock;

/**
 * AkAccelerator:
 * Figures are exactly as the vendor or source states them. A figure the
 * source does not give is 0 (only the optional ones may be 0).
 */
typedef struct {
  char   *id;
  char   *name;
  char   *vendor;
  char   *category;                 /* "training", "inference" or "edge" */
  char   *memory_type;              /* e.g. "HBM3"; may be NULL */
  double  peak_bf16_dense_tflops;   /* required, > 0 */
  double  peak_bf16_sparse_tflops;  /* optional, 2:4 structured sparsity */
  double  peak_fp8_dense_tflops;    /* optional */
  double  peak_int8_dense_tops;     /* optional */
  double  peak_fp32_vector_tflops;  /* optional: FP32 on the vector units, no matrix units */
  double  memory_gb;                /* optional; 1 GB = 1e9 bytes; set from memory_gib too */
  double  bandwidth_tb_s;           /* required, > 0; 1 TB = 1e12 bytes */
  double  tdp_w;                    /* optional */
  gboolean approximate;             /* the source marks figures as approximate */
  char   *source;                   /* required: where the figures come from */
  char   *source_url;               /* optional */
  gboolean measured;                /* measured on this computer, not from a lesson:
                                     * the compute roof is an FP32 rate on CPU cores */
  double  memory_gib;               /* optional: the capacity as published in GiB
                                     * (1 GiB = 2^30 bytes), or 0 when given in GB */
  double  max_power_w;              /* optional: the maximum power measured by the
                                     * source, in watts (not the TDP) */
  GStrv   links;                    /* optional: ids of #AkLink on the same page, the
                                     * fast one first; NULL when the chip names none */
  guint   fast_domain_chips;        /* optional: how many chips the first link joins
                                     * (8 GPUs per NVLink node, a TPU slice); 0 when absent */
} AkAccelerator;

/**
 * AkLink:
 * A link between chips, as lesson data with its source. @bandwidth_gb_s is
 * one direction only (1 GB = 10^9 bytes), counted for one chip, one port or
 * one link as @per says; a vendor headline that adds both directions is
 * @headline_gb_s, shown for comparison and never used in a formula.
 */
typedef struct {
  char    *id;
  char    *name;
  double   bandwidth_gb_s;  /* required, > 0: per direction */
  char    *per;             /* "chip", "port" or "link" */
  char    *topology;        /* "switch" (every chip reaches every other) or "torus" */
  double   headline_gb_s;   /* optional: the vendor's figure, both directions added */
  gboolean approximate;     /* the source rounds the figure */
  char    *source;          /* required */
  char    *source_url;      /* required in a bundled lesson */
} AkLink;

typedef struct {
  char   *id;
  char   *name;
  double  params_billion;
  guint   layers;
  guint   kv_heads;
  guint   head_dim;
  gboolean           has_shape;  /* the lesson gives the shape below */
  AkTransformerShape shape;      /* checked; layers, kv_heads, head_dim as above */
} AkModelSpec;

typedef struct {
  char    *id;
  char    *label;
  AkPhase  phase;
  char    *model_id;
  guint    batch_size;
  guint    prompt_tokens;   /* prefill: tokens processed; decode: context length */
} AkWorkload;

typedef struct {
  char   *id;
  char   *label;
  char   *description;
  guint   cooks;                           /* 1..1024 */
  double  chops_per_second_per_cook;       /* > 0 */
  double  hallway_ingredients_per_second;  /* > 0 */
  double  chops_per_ingredient;            /* > 0 */
  guint   counter_capacity;                /* 1..64 */
  guint   kitchens;                        /* 1..8; 1 when absent */
  double  hatch_items_per_second;          /* > 0; 0 when absent (one kitchen) */
} AkKitchenPreset;

typedef struct {
  char  *id;
  char  *label;
  AkBin  bin;
  char  *explanation;
} AkSortPiece;

/* A guess the learner commits to before an activity page shows the answer. */
typedef struct {
  char            *id;
  char            *question;
  AkQuantityQuery  query;
  double           tolerance;    /* a number's relative tolerance, > 0; 0 for a verdict */
  char            *explanation;  /* inline markup */
} AkPrediction;

/* One term of the lesson's glossary. */
typedef struct {
  char *term;
  char *definition;  /* inline markup */
  char *page_id;     /* the page that explains it */
} AkGlossaryEntry;

typedef struct {
  char  *id;
  char  *prompt;
  GStrv  choices;
  guint  n_choices;
  guint  answer;       /* index into @choices */
  char  *explanation;
  gboolean keep_order; /* choices are never shuffled (an ordered scale) */
  char  *see_page;     /* optional: the id of the page that explains it */
} AkQuestion;

/**
 * AkTrainingRun:
 * A published training run (a "training" page's `training_runs`), each
 * figure exactly as its source states it; one the source does not give
 * is 0 (%NULL for the strings, %FALSE for @days_include_downtime). The
 * shape is a lesson model's (@model_id) or its own (@params_billion,
 * @layers, @hidden_size, @heads, optionally @head_dim).
 */
typedef struct {
  char    *id;
  char    *name;
  char    *source;
  char    *source_url;
  char    *accelerator_id;         /* required: an accelerator of the lesson */
  char    *model_id;               /* a model with a shape on a roofline page, or NULL */
  double   params_billion;
  guint    layers;
  guint    hidden_size;
  guint    heads;
  guint    head_dim;               /* 0: hidden_size / heads */
  guint    seq_len;                /* required, tokens per sequence */
  guint    chips;
  guint    global_batch;           /* sequences per step */
  double   global_batch_tokens;    /* tokens per step, as stated */
  double   tokens;                 /* the tokens trained, D */
  double   tokens_per_s;           /* of the whole run */
  double   tokens_per_s_per_chip;
  double   tflops_per_chip;        /* achieved, as the source counts FLOPs */
  double   chip_hours;
  double   days;
  double   mfu;
  double   hfu;
  gboolean days_include_downtime;  /* the stated time includes restarts and downtime */
} AkTrainingRun;

typedef struct {
  char       *id;
  AkPageKind  kind;
  char       *title;
  GPtrArray  *blocks;        /* AkBlock; every page may have blocks */
  GPtrArray  *presets;       /* AkKitchenPreset (kitchen) */
  GPtrArray  *accelerators;  /* AkAccelerator (roofline) */
  GPtrArray  *links;         /* AkLink (roofline): what the accelerators name */
  GPtrArray  *models;        /* AkModelSpec (roofline) */
  GPtrArray  *workloads;     /* AkWorkload (roofline) */
  GPtrArray  *pieces;        /* AkSortPiece (sort) */
  guint       sort_bins;     /* sort: a mask of 1 << AkBin, AK_SORT_BINS_DEFAULT when not given */
  GPtrArray  *questions;     /* AkQuestion (quiz) */
  GPtrArray  *predictions;   /* AkPrediction (activity pages) */
  /* batch, chips: what the page opens with; NULL ids for the lesson's first */
  char       *model_id;        /* a model with a shape on a roofline page */
  char       *accelerator_id;  /* an accelerator of the lesson */
  guint       context_tokens;  /* 1..AK_INFERENCE_MAX_TOKENS, default 2048 */
  guint       batch_size;      /* 1..AK_INFERENCE_MAX_BATCH, default 1 */
  AkPrecision weight_precision; /* the weights' precision, default BF16 */
  AkPrecision kv_precision;     /* the KV cache's precision, default BF16 */
  AkPhase     phase;           /* chips: the step, default decode */
  char       *layout_policy;   /* chips: "tensor" (default), "pipeline" or "fastest" */
  GPtrArray  *training_runs;   /* AkTrainingRun (training) */
} AkPage;

typedef void (*AkLessonTextFunc) (char       **text,
                                  const char  *path,
                                  gpointer     user_data);

#define AK_TYPE_LESSON (ak_lesson_get_type ())

G_DECLARE_FINAL_TYPE (AkLesson, ak_lesson, AK, LESSON, GObject)

GQuark               ak_lesson_error_quark          (void);

AkLesson            *ak_lesson_new_from_bytes       (GBytes      *bytes,
                                                     const char  *display_name,
                                                     GPtrArray  **out_problems,
                                                     GError     **error);
AkLesson            *ak_lesson_new_from_file        (GFile       *file,
                                                     GPtrArray  **out_problems,
                                                     GError     **error);
AkLesson            *ak_lesson_new_from_file_bytes  (GFile       *file,
                                                     GBytes      *bytes,
                                                     GPtrArray  **out_problems,
                                                     GError     **error);
AkLesson            *ak_lesson_new_from_resource    (const char  *resource_path,
                                                     GPtrArray  **out_problems,
                                                     GError     **error);

const char          *ak_lesson_get_id               (AkLesson    *self);
const char          *ak_lesson_get_title            (AkLesson    *self);
const char          *ak_lesson_get_summary          (AkLesson    *self);
const char          *ak_lesson_get_display_name     (AkLesson    *self);
const char          *ak_lesson_get_language         (AkLesson    *self);
gboolean             ak_lesson_is_translated        (AkLesson    *self);
const char          *ak_lesson_get_source_uri       (AkLesson    *self);
gboolean             ak_lesson_id_is_valid          (const char  *id);
const char          *ak_lesson_get_digest           (AkLesson    *self);
const char          *ak_lesson_get_progress_key     (AkLesson    *self);
GPtrArray           *ak_lesson_get_sources          (AkLesson    *self);
GPtrArray           *ak_lesson_get_glossary         (AkLesson    *self);
guint                ak_lesson_get_n_pages          (AkLesson    *self);
const AkPage        *ak_lesson_get_page             (AkLesson    *self,
                                                     guint        index);
const AkPage        *ak_lesson_find_page            (AkLesson    *self,
                                                     const char  *page_id,
                                                     guint       *out_index);
const AkAccelerator *ak_lesson_find_accelerator     (AkLesson    *self,
                                                     const char  *accelerator_id);
GPtrArray           *ak_lesson_get_accelerators     (AkLesson    *self);
const AkLink        *ak_lesson_find_link            (AkLesson    *self,
                                                     const char  *link_id);

void                 ak_lesson_foreach_text         (AkLesson         *self,
                                                     AkLessonTextFunc  func,
                                                     gpointer          user_data);
void                 ak_lesson_translate            (AkLesson    *self,
                                                     const char  *domain);

const char          *ak_page_kind_to_string         (AkPageKind   kind);
gboolean             ak_page_kind_is_activity       (AkPageKind   kind);

char                *ak_lesson_markup_to_pango      (const char  *text,
                                                     GError     **error);
char                *ak_lesson_markup_to_pango_with_terms (const char  *text,
                                                           GError     **error);
char                *ak_lesson_term_from_uri        (const char  *uri);
const AkGlossaryEntry *ak_lesson_find_term          (AkLesson    *self,
                                                     const char  *term);
char                *ak_lesson_url_get_host         (const char  *url);

G_END_DECLS
