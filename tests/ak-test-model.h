/* ak-test-model.h: helpers for tests of the models (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-inference.h"
#include "ak-lesson.h"

/* A bundled lesson (data/lessons/@name), read from the source tree;
 * aborts the test if it does not load. */
static inline AkLesson *
load_lesson_named (const char *name)
{
  g_autofree char *path = g_build_filename (TOP_SRCDIR, "data", "lessons", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  AkLesson *lesson = ak_lesson_new_from_file (file, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (lesson);
  return lesson;
}

/* The bundled lesson AI Accelerators. */
static inline AkLesson *
load_bundled_lesson (void)
{
  return load_lesson_named ("ai-accelerators.json");
}

/* Mixtral 8x7B: Mistral 7B's attention (32 layers, 4096 wide, 32 heads,
 * 8 KV heads), 8 experts of 14336, 2 per token, 32000 vocab. */
static inline AkTransformerShape
ak_test_mixtral_shape (void)
{
  AkTransformerShape s;

  ak_transformer_shape_init_dense (&s, 32, 4096, 32, 8, 0, 32000);
  s.experts = 8;
  s.experts_per_token = 2;
  s.expert_intermediate_size = 14336;
  return s;
}

/* Llama-2-70B's shape: 80 layers, hidden 8192, 64 heads, 8 KV heads of
 * 128, gated MLP 28672, vocabulary 32000, untied (see test-parallel.c). */
static inline AkTransformerShape
ak_test_dense_70b_shape (void)
{
  AkTransformerShape s;

  ak_transformer_shape_init_dense (&s, 80, 8192, 64, 8, 28672, 32000);
  return s;
}

/* A decode step of @batch sequences at @context tokens, all in BF16. */
static inline AkInferenceRequest
ak_test_decode_bf16 (double batch,
                     double context)
{
  return (AkInferenceRequest) { AK_PHASE_DECODE, context, batch,
                                AK_PRECISION_BF16, AK_PRECISION_BF16, AK_PRECISION_BF16 };
}
