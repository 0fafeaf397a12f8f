/* ak-lesson-validate-training.c: the table of a training page and its
 * published runs
 *
 * A run holds its figures exactly as its source states them, each
 * optional but the accelerator and the sequence length; the planner
 * (ak-training-run) recomputes what follows from them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-lesson-validate-kinds-private.h"

#define FIGURE(name, max) \
  LV_MEMBER (#name, LV_NUMBER, LV_OPTIONAL, 1e-6, max, LV_FIELD (AkTrainingRun, name))
#define COUNT(name, max) \
  LV_MEMBER (#name, LV_INTEGER, LV_OPTIONAL, 1, max, LV_FIELD (AkTrainingRun, name))

static const LvMember run_members[] = {
  LV_MEMBER ("id", LV_UNIQUE_ID, LV_REQUIRED, 0, 0, LV_FIELD (AkTrainingRun, id)),
  LV_MEMBER ("name", LV_STRING, LV_REQUIRED, 0, 0, LV_FIELD (AkTrainingRun, name)),
  LV_MEMBER ("source", LV_STRING, LV_REQUIRED, 0, 0, LV_FIELD (AkTrainingRun, source)),
  LV_MEMBER ("source_url", LV_URL, LV_REQUIRED, 0, 0, LV_FIELD (AkTrainingRun, source_url)),
  LV_MEMBER ("accelerator", LV_ACCELERATOR, LV_REQUIRED, 0, 0, LV_FIELD (AkTrainingRun, accelerator_id)),
  LV_MEMBER ("model", LV_MODEL, LV_OPTIONAL, 0, 0, LV_FIELD (AkTrainingRun, model_id)),
  FIGURE (params_billion, 1e6),
  COUNT (layers, 1024),
  COUNT (hidden_size, 1 << 18),
  COUNT (heads, 4096),
  COUNT (head_dim, 1 << 18),
  LV_MEMBER ("seq_len", LV_INTEGER, LV_REQUIRED, 1, 1 << 24, LV_FIELD (AkTrainingRun, seq_len)),
  COUNT (chips, 1 << 24),
  COUNT (global_batch, 1 << 24),
  FIGURE (global_batch_tokens, 1e12),
  FIGURE (tokens, 1e15),
  FIGURE (tokens_per_s, 1e12),
  FIGURE (tokens_per_s_per_chip, 1e12),
  FIGURE (tflops_per_chip, 1e6),
  FIGURE (chip_hours, 1e12),
  FIGURE (days, 1e5),
  FIGURE (mfu, 1),
  FIGURE (hfu, 1),
  LV_MEMBER ("days_include_downtime", LV_BOOL, LV_OPTIONAL, 0, 0,
    LV_FIELD (AkTrainingRun, days_include_downtime)),
};

static const LvSchema run_schema = {
  sizeof (AkTrainingRun), (GDestroyNotify) _ak_training_run_free, NULL, LV_MEMBERS (run_members),
};

static const LvMember training_page_members[] = {
  LV_MEMBER ("training_runs", LV_OBJECTS, LV_OPTIONAL, 0, 40, LV_FIELD (AkPage, training_runs),
    .schema = &run_schema),
  LV_PREDICTIONS,
};

const LvSchema lv_training_page_schema = { 0, NULL, NULL, LV_MEMBERS (training_page_members) };
