/* test-lesson.c: loading and validating lessons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ak-json-strict.h"
#include "ak-language.h"
#include "ak-lesson.h"

typedef struct {
  const char    *file;
  AkLessonError  code;
  const char    *message;  /* the first problem, exactly */
} BrokenCase;

/* One file in tests/lessons/broken/ per rule; see test_broken_all_listed. */
static const BrokenCase broken_cases[] = {
  { "answer-out-of-range.json", AK_LESSON_ERROR_RANGE,
    "answer-out-of-range.json:123:21: pages[5].questions[0].answer: 4 is out of range (3 choices)" },
  { "bad-bin.json", AK_LESSON_ERROR_REFERENCE,
    "bad-bin.json:111:64: pages[4].pieces[1].bin: unknown bin \"io-bound\" (expected compute-bound, memory-bound or link-bound)" },
  { "bin-not-on-page.json", AK_LESSON_ERROR_REFERENCE,
    "bin-not-on-page.json:111:64: pages[4].pieces[1].bin: \"link-bound\" is not a bin of this page (it has compute-bound, memory-bound); add it to the page's \"bins\"" },
  { "bins-named-twice.json", AK_LESSON_ERROR_DUPLICATE,
    "bins-named-twice.json:109:47: pages[4].bins[2]: \"compute-bound\" is named twice" },
  { "bad-id.json", AK_LESSON_ERROR_RANGE,
    "bad-id.json:18:13: pages[0].id: \"Idea 1\" is not a valid id (1 to 64 characters of a-z, 0-9 and \"-\", starting with a letter)" },
  { "bad-language.json", AK_LESSON_ERROR_RANGE,
    "bad-language.json:7:15: language: \"english!\" is not a BCP 47 language tag such as \"en\" or \"pt-BR\"" },
  { "bad-markup.json", AK_LESSON_ERROR_MARKUP,
    "bad-markup.json:25:58: pages[0].blocks[3].text: unclosed \"*\" (write \\* for a literal asterisk) at character 11" },
  { "bidi-title.json", AK_LESSON_ERROR_RANGE,
    "bidi-title.json:5:12: title: a title must not contain the bidirectional control character U+202E" },
  { "binary-garbage.json", AK_LESSON_ERROR_PARSE,
    "binary-garbage.json:1:1: the file is not valid UTF-8" },
  { "blank-text.json", AK_LESSON_ERROR_RANGE,
    "blank-text.json:64:20: pages[1].presets[0].label: text is only white space" },
  { "boolean-as-string.json", AK_LESSON_ERROR_TYPE,
    "boolean-as-string.json:92:26: pages[2].accelerators[0].approximate: expected true or false, found a string" },
  { "bullet-not-string.json", AK_LESSON_ERROR_TYPE,
    "bullet-not-string.json:24:47: pages[0].blocks[2].items[1]: expected a string, found a number" },
  { "deep-nesting.json", AK_LESSON_ERROR_PARSE,
    "deep-nesting.json:1:75: nested deeper than 64 levels" },
  { "duplicate-accelerator.json", AK_LESSON_ERROR_DUPLICATE,
    "duplicate-accelerator.json:110:17: pages[4].accelerators[0].id: duplicate id \"chip-a\" (first used at pages[2].accelerators[0].id)" },
  { "duplicate-member.json", AK_LESSON_ERROR_DUPLICATE,
    "duplicate-member.json:6:3: (root): member \"title\" appears more than once" },
  { "duplicate-page-id.json", AK_LESSON_ERROR_DUPLICATE,
    "duplicate-page-id.json:104:13: pages[3].id: duplicate id \"idea\" (first used at pages[0].id)" },
  { "c1-control.json", AK_LESSON_ERROR_RANGE,
    "c1-control.json:20:16: pages[0].title: string contains the control character U+009B (only newline and tab are allowed)" },
  { "comment.json", AK_LESSON_ERROR_PARSE,
    "comment.json:6:19: comments are not allowed in JSON" },
  { "control-member-name.json", AK_LESSON_ERROR_REFERENCE,
    "control-member-name.json:8:3: (root): unknown member \"\033]0;pwned\007\"" },
  { "control-in-string.json", AK_LESSON_ERROR_PARSE,
    "control-in-string.json:6:16: a tab inside a string: write \\t" },
  { "escape-apostrophe.json", AK_LESSON_ERROR_PARSE,
    "escape-apostrophe.json:6:26: “\\'” is not a JSON escape: write the apostrophe without a backslash" },
  { "escape-control-terminal.json", AK_LESSON_ERROR_RANGE,
    "escape-control-terminal.json:6:14: summary: string contains the control character U+001B (only newline and tab are allowed)" },
  { "escape-hex.json", AK_LESSON_ERROR_PARSE,
    "escape-hex.json:6:19: “\\x” is not a JSON escape: write \\u and four hex digits" },
  { "escape-line-continuation.json", AK_LESSON_ERROR_PARSE,
    "escape-line-continuation.json:6:25: a backslash before a line break is not a JSON escape: write \\n, or end the string" },
  { "escape-lone-surrogate.json", AK_LESSON_ERROR_PARSE,
    "escape-lone-surrogate.json:6:20: “\\uD83D” is the first half of a surrogate pair without the second" },
  { "escape-octal.json", AK_LESSON_ERROR_PARSE,
    "escape-octal.json:6:21: “\\1” is an octal escape, which JSON does not have: write \\u and four hex digits" },
  { "escape-short-unicode.json", AK_LESSON_ERROR_PARSE,
    "escape-short-unicode.json:6:21: “\\u” must be followed by four hex digits" },
  { "escape-unknown.json", AK_LESSON_ERROR_PARSE,
    "escape-unknown.json:6:20: “\\a” is not a JSON escape (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u with four hex digits)" },
  { "escape-vertical-tab.json", AK_LESSON_ERROR_PARSE,
    "escape-vertical-tab.json:6:17: “\\v” is not a JSON escape (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u with four hex digits)" },
  { "empty.json", AK_LESSON_ERROR_PARSE,
    "empty.json:1:1: the file is empty (expected a lesson object)" },
  { "file-url.json", AK_LESSON_ERROR_URL,
    "file-url.json:94:25: pages[2].accelerators[0].source_url: \"file:\" links are not allowed, only http and https" },
  { "hex-number.json", AK_LESSON_ERROR_TYPE,
    "hex-number.json:70:31: pages[1].presets[0].counter_capacity: 0x10 is not a valid JSON number" },
  { "huge-number.json", AK_LESSON_ERROR_RANGE,
    "huge-number.json:90:29: pages[2].accelerators[0].bandwidth_tb_s: 1e999 is not a finite number" },
  { "integer-fraction.json", AK_LESSON_ERROR_TYPE,
    "integer-fraction.json:66:20: pages[1].presets[0].cooks: expected an integer, found 2.5" },
  { "integer-overflow.json", AK_LESSON_ERROR_RANGE,
    "integer-overflow.json:66:20: pages[1].presets[0].cooks: 99999999999999999999999 is out of range (1 to 1024)" },
  { "invalid-utf8.json", AK_LESSON_ERROR_PARSE,
    "invalid-utf8.json:5:21: the file is not valid UTF-8" },
  { "javascript-url.json", AK_LESSON_ERROR_URL,
    "javascript-url.json:13:14: sources[0].url: \"javascript:\" links are not allowed, only http and https" },
  { "keep-order-not-boolean.json", AK_LESSON_ERROR_TYPE,
    "keep-order-not-boolean.json:125:25: pages[5].questions[0].keep_order: expected true or false, found a string" },
  { "kitchens-out-of-range.json", AK_LESSON_ERROR_RANGE,
    "kitchens-out-of-range.json:67:23: pages[1].presets[0].kitchens: 9 is out of range (1 to 8)" },
  { "kitchens-without-hatch.json", AK_LESSON_ERROR_MISSING,
    "kitchens-without-hatch.json:62:9: pages[1].presets[0]: required member \"hatch_items_per_second\" is missing: "
    "a preset of two or more kitchens passes half-done dishes through the hatch" },
  { "markup-empty-link.json", AK_LESSON_ERROR_MARKUP,
    "markup-empty-link.json:110:96: pages[4].pieces[0].explanation: link text is empty at character 9" },
  { "markup-javascript-link.json", AK_LESSON_ERROR_URL,
    "markup-javascript-link.json:30:39: pages[0].blocks[4].cards[1].text: \"javascript:\" links are not allowed, only http and https at character 20" },
  { "missing-pages.json", AK_LESSON_ERROR_MISSING,
    "missing-pages.json:1:1: (root): required member \"pages\" is missing" },
  { "missing-title.json", AK_LESSON_ERROR_MISSING,
    "missing-title.json:1:1: (root): required member \"title\" is missing" },
  { "absurd-peak.json", AK_LESSON_ERROR_RANGE,
    "absurd-peak.json:85:37: pages[2].accelerators[0].peak_bf16_dense_tflops: 1e308 is too large (at most 1e+06)" },
  { "tiny-bandwidth.json", AK_LESSON_ERROR_RANGE,
    "tiny-bandwidth.json:90:29: pages[2].accelerators[0].bandwidth_tb_s: 1e-300 is too small (at least 1e-06)" },
  { "model-absurd-vocab.json", AK_LESSON_ERROR_RANGE,
    "model-absurd-vocab.json:98:190: pages[2].models[0].vocab_size: 99999999999 is out of range (1 to 16777216)" },
  { "model-gated-not-boolean.json", AK_LESSON_ERROR_TYPE,
    "model-gated-not-boolean.json:98:210: pages[2].models[0].gated_mlp: expected true or false, found a string" },
  { "model-shape-inconsistent.json", AK_LESSON_ERROR_RANGE,
    "model-shape-inconsistent.json:98:9: pages[2].models[0]: the model’s shape is inconsistent: kv_heads (12) must divide heads (32)" },
  { "model-shape-missing-heads.json", AK_LESSON_ERROR_MISSING,
    "model-shape-missing-heads.json:98:9: pages[2].models[0]: required member \"heads\" is missing" },
  { "negative-vector-peak.json", AK_LESSON_ERROR_RANGE,
    "negative-vector-peak.json:89:38: pages[2].accelerators[0].peak_fp32_vector_tflops: -67 must be greater than 0 (from 0.001 to 1e+06)" },
  { "negative-bandwidth.json", AK_LESSON_ERROR_RANGE,
    "negative-bandwidth.json:90:29: pages[2].accelerators[0].bandwidth_tb_s: -3.35 must be greater than 0 (from 1e-06 to 1e+06)" },
  { "negative-overflow.json", AK_LESSON_ERROR_RANGE,
    "negative-overflow.json:70:31: pages[1].presets[0].counter_capacity: -99999999999999999999999 is out of range (1 to 64)" },
  { "no-pages.json", AK_LESSON_ERROR_RANGE,
    "no-pages.json:16:12: pages: expected 1 to 50 items, found 0" },
  { "not-json.json", AK_LESSON_ERROR_PARSE,
    "not-json.json:3:22: not valid JSON (json-glib says: “unexpected character `,', expected string constant”)" },
  { "nul-hides-link.json", AK_LESSON_ERROR_PARSE,
    "nul-hides-link.json:23:118: “\\u0000” (the NUL character) is not allowed in a string: the text after it would be lost" },
  { "nul-in-id.json", AK_LESSON_ERROR_PARSE,
    "nul-in-id.json:4:12: “\\u0000” (the NUL character) is not allowed in a string: the text after it would be lost" },
  { "nul-byte.json", AK_LESSON_ERROR_PARSE,
    "nul-byte.json:5:21: the file contains a NUL byte" },
  { "power-without-tdp.json", AK_LESSON_ERROR_REFERENCE,
    "power-without-tdp.json:54:51: pages[0].blocks[10].accelerator: accelerator \"chip-a\" has no tdp_w, which a power-example needs" },
  { "root-array.json", AK_LESSON_ERROR_TYPE,
    "root-array.json:1:1: (root): expected a lesson object, found an array" },
  { "root-string.json", AK_LESSON_ERROR_TYPE,
    "root-string.json:1:3: (root): expected a lesson object, found a string" },
  { "single-quoted-string.json", AK_LESSON_ERROR_PARSE,
    "single-quoted-string.json:6:14: JSON strings are written in double quotes, not single quotes" },
  { "sparse-below-dense.json", AK_LESSON_ERROR_RANGE,
    "sparse-below-dense.json:86:38: pages[2].accelerators[0].peak_bf16_sparse_tflops: 500 is less than peak_bf16_dense_tflops (989); the sparse peak must be at least the dense one" },
  { "table-row-length.json", AK_LESSON_ERROR_RANGE,
    "table-row-length.json:37:32: pages[0].blocks[5].rows[1]: row has 1 cell, expected 2 (one per column)" },
  { "text-too-long.json", AK_LESSON_ERROR_RANGE,
    "text-too-long.json:45:49: pages[0].blocks[7].items[0].question: text is 10001 characters long, at most 10000 are allowed" },
  { "too-few-choices.json", AK_LESSON_ERROR_RANGE,
    "too-few-choices.json:122:22: pages[5].questions[0].choices: expected 2 to 6 items, found 1" },
  { "trailing-content.json", AK_LESSON_ERROR_PARSE,
    "trailing-content.json:130:1: unexpected content after the top-level value (a lesson file holds one JSON object)" },
  { "unknown-accelerator.json", AK_LESSON_ERROR_REFERENCE,
    "unknown-accelerator.json:49:26: pages[0].blocks[9].accelerator: unknown accelerator \"chip-z\" (no accelerator with this id in the lesson)" },
  { "unknown-block-type.json", AK_LESSON_ERROR_REFERENCE,
    "unknown-block-type.json:22:19: pages[0].blocks[0].type: unknown block type \"video\" (expected heading, paragraph, bullets, key-insight, comparison, table, references, qa, accelerator-table, mbu-example, power-example or worked-problem)" },
  { "unknown-member.json", AK_LESSON_ERROR_MISSING,
    "unknown-member.json:17:5: pages[0]: required member \"title\" is missing" },
  { "unknown-model.json", AK_LESSON_ERROR_REFERENCE,
    "unknown-model.json:101:83: pages[2].workloads[0].model: unknown model \"gpt\" (no model with this id on this page)" },
  { "prediction-unknown-preset.json", AK_LESSON_ERROR_REFERENCE,
    "prediction-unknown-preset.json:74:9: pages[1].predictions[0]: unknown preset \"gpu\" (no kitchen preset with this id on this page)" },
  { "prediction-needs-model.json", AK_LESSON_ERROR_MISSING,
    "prediction-needs-model.json:105:24: pages[3].predictions[0]: the quantity \"tokens_per_s\" needs the member \"model\"" },
  { "prediction-needs-tolerance.json", AK_LESSON_ERROR_MISSING,
    "prediction-needs-tolerance.json:104:9: pages[2].predictions[0]: the quantity \"ridge_point\" needs the member \"tolerance\"" },
  { "prediction-zero-tolerance.json", AK_LESSON_ERROR_RANGE,
    "prediction-zero-tolerance.json:104:109: pages[2].predictions[0].tolerance: 0 must be greater than 0 (from 0.001 to 10)" },
  { "worked-problem-needs-model.json", AK_LESSON_ERROR_MISSING,
    "worked-problem-needs-model.json:55:9: pages[0].blocks[11]: the quantity \"tokens_per_s\" needs the member \"model\"" },
  { "worked-problem-unknown-preset.json", AK_LESSON_ERROR_REFERENCE,
    "worked-problem-unknown-preset.json:55:9: pages[0].blocks[11]: unknown preset \"cpu\" (no kitchen preset with this id on this page)" },
  { "worked-problem-zero-stage.json", AK_LESSON_ERROR_RANGE,
    "worked-problem-zero-stage.json:55:111: pages[0].blocks[11].zero: 4 is out of range (0 to 3)" },
  { "glossary-unknown-term.json", AK_LESSON_ERROR_REFERENCE,
    "glossary-unknown-term.json:23:40: pages[0].blocks[1].text: unknown glossary term \"prefill\" at character 53 "
    "(no term with this name in the lesson's glossary)" },
  { "glossary-unknown-page.json", AK_LESSON_ERROR_REFERENCE,
    "glossary-unknown-page.json:131:76: glossary[1].page: unknown page \"ridge\" (no page with this id in the lesson)" },
  { "unknown-see-page.json", AK_LESSON_ERROR_REFERENCE,
    "unknown-see-page.json:125:23: pages[5].questions[0].see_page: unknown page \"decode-page\" (no page with this id in the lesson)" },
  { "quiz-see-page.json", AK_LESSON_ERROR_REFERENCE,
    "quiz-see-page.json:125:23: pages[5].questions[0].see_page: page \"quiz\" is a quiz; name the page that explains the question" },
  { "unknown-page-kind.json", AK_LESSON_ERROR_REFERENCE,
    "unknown-page-kind.json:104:28: pages[3].kind: unknown page kind \"lecture\" (expected reading, kitchen, roofline, mfu-mbu, sort, quiz, batch, glossary, training or chips)" },
  { "unknown-precision.json", AK_LESSON_ERROR_REFERENCE,
    "unknown-precision.json:51:24: pages[0].blocks[9].precision: unknown precision \"fp6\" (expected fp32, bf16, fp16, fp8, int8 or int4)" },
  { "unterminated-string.json", AK_LESSON_ERROR_PARSE,
    "unterminated-string.json:2:41: a line break inside a string: end the string on the line it starts, or write \\n" },
  { "url-look-alike-host.json", AK_LESSON_ERROR_URL,
    "url-look-alike-host.json:94:25: pages[2].accelerators[0].source_url: the host name \"xn--exmple-4nf.org\" is not written in plain ASCII letters, digits, dots and hyphens, so it could imitate another site" },
  { "url-userinfo.json", AK_LESSON_ERROR_URL,
    "url-userinfo.json:13:14: sources[0].url: the URL has a user name before “@”, which can hide the real host: remove it" },
  { "version-as-string.json", AK_LESSON_ERROR_TYPE,
    "version-as-string.json:3:21: format_version: expected a number, found a string" },
  { "wrong-format.json", AK_LESSON_ERROR_VERSION,
    "wrong-format.json:2:13: format: expected \"accelerator-kitchen-lesson\", found \"kitchen-lesson\"" },
  { "wrong-kind-member.json", AK_LESSON_ERROR_REFERENCE,
    "wrong-kind-member.json:104:63: pages[3]: member \"questions\" does not belong in a \"mfu-mbu\" page" },
  { "wrong-type.json", AK_LESSON_ERROR_TYPE,
    "wrong-type.json:5:12: title: expected a string, found a number" },
  { "wrong-version.json", AK_LESSON_ERROR_VERSION,
    "wrong-version.json:3:21: format_version: version 2 is not supported (this build reads version 1)" },
};

static char *
lesson_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "lessons", name, NULL);
}

static AkLesson *
load_file (const char  *path,
           GPtrArray  **problems,
           GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return ak_lesson_new_from_file (file, problems, error);
}

static void
test_minimal (void)
{
  g_autofree char *path = lesson_path ("minimal.json");
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = load_file (path, &problems, &error);
  const AkPage *page;
  const AkBlock *block;
  const AkAccelerator *accelerator;
  const AkQuestion *question;
  const AkKitchenPreset *preset;
  const AkWorkload *workload;
  const AkReference *reference;
  guint index = 0;

  g_assert_no_error (error);
  g_assert_null (problems);
  g_assert_nonnull (lesson);

  g_assert_cmpstr (ak_lesson_get_id (lesson), ==, "minimal");
  g_assert_cmpstr (ak_lesson_get_title (lesson), ==, "Minimal lesson");
  g_assert_cmpstr (ak_lesson_get_summary (lesson), ==, "One page of every kind, for the tests.");
  g_assert_cmpstr (ak_lesson_get_display_name (lesson), ==, "minimal.json");
  g_assert_cmpuint (ak_lesson_get_n_pages (lesson), ==, 6);
  g_assert_null (ak_lesson_get_page (lesson, 6));

  g_assert_cmpuint (ak_lesson_get_sources (lesson)->len, ==, 1);
  reference = g_ptr_array_index (ak_lesson_get_sources (lesson), 0);
  g_assert_cmpint (reference->kind, ==, AK_REFERENCE_PAPER);
  g_assert_cmpstr (reference->publisher, ==, "Communications of the ACM");

  page = ak_lesson_get_page (lesson, 0);
  g_assert_cmpint (page->kind, ==, AK_PAGE_READING);
  g_assert_cmpstr (ak_page_kind_to_string (page->kind), ==, "reading");
  g_assert_cmpuint (page->blocks->len, ==, 11);
  g_assert_cmpuint (page->questions->len, ==, 0);
  block = g_ptr_array_index (page->blocks, 2);
  g_assert_cmpint (block->kind, ==, AK_BLOCK_BULLETS);
  g_assert_cmpuint (g_strv_length (block->items), ==, 2);
  g_assert_cmpstr (block->items[1], ==, "two \\* three");
  block = g_ptr_array_index (page->blocks, 4);
  g_assert_cmpuint (block->cards->len, ==, 2);
  g_assert_null (((AkCard *) g_ptr_array_index (block->cards, 1))->tagline);
  block = g_ptr_array_index (page->blocks, 5);
  g_assert_cmpint (block->kind, ==, AK_BLOCK_TABLE);
  g_assert_cmpstr (block->title, ==, "Figures");
  g_assert_cmpuint (block->rows->len, ==, 2);
  g_assert_cmpstr (((GStrv) g_ptr_array_index (block->rows, 1))[1], ==, "2");
  block = g_ptr_array_index (page->blocks, 9);
  g_assert_cmpint (block->kind, ==, AK_BLOCK_MBU_EXAMPLE);
  g_assert_cmpstr (block->accelerator_id, ==, "chip-a");
  g_assert_cmpint (block->precision, ==, AK_PRECISION_BF16);
  g_assert_cmpfloat (block->tokens_per_second, ==, 30.5);
  block = g_ptr_array_index (page->blocks, 10);
  g_assert_cmpfloat (block->household_kwh, ==, 10);

  page = ak_lesson_find_page (lesson, "kitchen", &index);
  g_assert_nonnull (page);
  g_assert_cmpuint (index, ==, 1);
  g_assert_cmpuint (page->blocks->len, ==, 0);
  preset = g_ptr_array_index (page->presets, 0);
  g_assert_cmpuint (preset->cooks, ==, 8);
  g_assert_cmpfloat (preset->hallway_ingredients_per_second, ==, 2.5);
  g_assert_cmpuint (preset->counter_capacity, ==, 16);
  g_assert_null (ak_lesson_find_page (lesson, "nope", NULL));

  page = ak_lesson_get_page (lesson, 2);
  g_assert_cmpint (page->kind, ==, AK_PAGE_ROOFLINE);
  workload = g_ptr_array_index (page->workloads, 0);
  g_assert_cmpint (workload->phase, ==, AK_PHASE_DECODE);
  g_assert_cmpstr (workload->model_id, ==, "llama");
  g_assert_cmpuint (workload->prompt_tokens, ==, 2048);
  g_assert_cmpuint (((AkModelSpec *) g_ptr_array_index (page->models, 0))->head_dim, ==, 128);

  g_assert_cmpuint (ak_lesson_get_accelerators (lesson)->len, ==, 1);
  accelerator = ak_lesson_find_accelerator (lesson, "chip-a");
  g_assert_nonnull (accelerator);
  g_assert_true (accelerator == g_ptr_array_index (ak_lesson_get_accelerators (lesson), 0));
  g_assert_cmpfloat (accelerator->peak_bf16_dense_tflops, ==, 989);
  g_assert_cmpfloat (accelerator->bandwidth_tb_s, ==, 3.35);
  g_assert_cmpfloat (accelerator->tdp_w, ==, 700);
  g_assert_false (accelerator->approximate);
  g_assert_cmpstr (accelerator->category, ==, "training");
  g_assert_null (ak_lesson_find_accelerator (lesson, "chip-z"));

  page = ak_lesson_get_page (lesson, 4);
  g_assert_cmpint (((AkSortPiece *) g_ptr_array_index (page->pieces, 1))->bin, ==, AK_BIN_MEMORY);

  page = ak_lesson_get_page (lesson, 5);
  question = g_ptr_array_index (page->questions, 0);
  g_assert_cmpuint (question->n_choices, ==, 3);
  g_assert_cmpuint (question->answer, ==, 1);
  g_assert_cmpstr (question->choices[1], ==, "Memory bandwidth");
  g_assert_true (question->keep_order);
}

static void
test_from_bytes (void)
{
  g_autofree char *path = lesson_path ("minimal.json");
  g_autofree char *contents = NULL;
  g_autofree char *with_bom = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(AkLesson) lesson = NULL;
  g_autoptr(AkLesson) lesson2 = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  bytes = g_bytes_new (contents, len);
  lesson = ak_lesson_new_from_bytes (bytes, "given.json", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ak_lesson_get_display_name (lesson), ==, "given.json");

  /* a byte order mark is skipped and does not shift columns */
  g_clear_pointer (&bytes, g_bytes_unref);
  with_bom = g_strconcat ("\xEF\xBB\xBF", contents, NULL);
  bytes = g_bytes_new (with_bom, strlen (with_bom));
  lesson2 = ak_lesson_new_from_bytes (bytes, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ak_lesson_get_display_name (lesson2), ==, "<data>");
}

static void
test_read_errors (void)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = NULL;

  lesson = load_file ("/nonexistent/lesson.json", &problems, &error);
  g_assert_null (lesson);
  g_assert_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_READ);
  g_assert_true (g_str_has_prefix (error->message, "lesson.json: "));
  g_assert_cmpuint (problems->len, ==, 1);
  g_clear_error (&error);
  g_clear_pointer (&problems, g_ptr_array_unref);

  lesson = ak_lesson_new_from_resource ("/no/such/resource.json", &problems, &error);
  g_assert_null (lesson);
  g_assert_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_READ);
  g_assert_true (g_str_has_prefix (error->message, "resource.json: "));
}

static void
test_broken (gconstpointer data)
{
  const BrokenCase *c = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "lessons", "broken", c->file, NULL);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = load_file (path, &problems, &error);
  GError *first;

  g_assert_null (lesson);
  g_assert_nonnull (problems);
  g_assert_cmpuint (problems->len, >=, 1);
  g_assert_error (error, AK_LESSON_ERROR, (int) c->code);
  g_assert_cmpstr (error->message, ==, c->message);

  first = g_ptr_array_index (problems, 0);
  g_assert_true (g_error_matches (first, error->domain, error->code));
  g_assert_cmpstr (first->message, ==, error->message);

  for (guint i = 1; i < problems->len; i++)
    g_test_message ("also: %s", ((GError *) g_ptr_array_index (problems, i))->message);
}

/* every file in broken/ has an expected message above */
static void
test_broken_all_listed (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "lessons", "broken", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (broken_cases); i++)
        found |= strcmp (broken_cases[i].file, name) == 0;
      if (!found)
        g_test_message ("no expected message for %s", name);
      g_assert_true (found);
      n++;
    }

  g_assert_cmpuint (n, ==, G_N_ELEMENTS (broken_cases));
  g_assert_cmpuint (n, >=, 25);
}

static void
test_several_problems (void)
{
  static const char * const expected[] = {
    "several-problems.json:4:9: id: \"Minimal\" is not a valid lesson id (1 to 64 characters of a-z, 0-9, \"-\" and \".\", "
    "each part between dots starting with a letter, such as \"org.example.week-3\")",
    "several-problems.json:7:21: (root): unknown member \"colour\"",
    "several-problems.json:66:20: pages[1].presets[0].cooks: 0 is out of range (1 to 1024)",
    "several-problems.json:77:16: pages[2].title: text is empty",
    "several-problems.json:123:21: pages[5].questions[0].answer: 9 is out of range (3 choices)",
  };
  static const AkLessonError codes[] = {
    AK_LESSON_ERROR_RANGE, AK_LESSON_ERROR_REFERENCE, AK_LESSON_ERROR_RANGE,
    AK_LESSON_ERROR_RANGE, AK_LESSON_ERROR_RANGE,
  };
  g_autofree char *path = lesson_path ("several-problems.json");
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(AkLesson) lesson = load_file (path, &problems, NULL);

  g_assert_null (lesson);
  g_assert_cmpuint (problems->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < problems->len; i++)
    {
      GError *problem = g_ptr_array_index (problems, i);

      g_assert_error (problem, AK_LESSON_ERROR, (int) codes[i]);
      g_assert_cmpstr (problem->message, ==, expected[i]);
    }
}

/* Either a lesson, or problems that each have a message naming the file. */
static void
check_outcome (const char *data,
               gsize       len)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, len);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_bytes (bytes, "fuzz.json", &problems, &error);

  if (lesson != NULL)
    {
      g_assert_no_error (error);
      g_assert_null (problems);
      g_assert_cmpuint (ak_lesson_get_n_pages (lesson), >=, 1);
      return;
    }

  g_assert_nonnull (error);
  g_assert_true (error->domain == AK_LESSON_ERROR);
  g_assert_true (g_str_has_prefix (error->message, "fuzz.json:"));
  g_assert_cmpuint (strlen (error->message), >, strlen ("fuzz.json:1:1: "));
  g_assert_cmpuint (problems->len, >=, 1);
  for (guint i = 0; i < problems->len; i++)
    {
      const GError *problem = g_ptr_array_index (problems, i);
      g_assert_true (g_str_has_prefix (problem->message, "fuzz.json:"));
      g_assert_true (g_utf8_validate (problem->message, -1, NULL));
    }
}

static void
test_fuzz_truncate (void)
{
  g_autofree char *path = lesson_path ("minimal.json");
  g_autofree char *contents = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  for (gsize cut = 0; cut < len; cut++)
    check_outcome (contents, cut);
}

static void
test_fuzz_flip (void)
{
  static const char interesting[] = "{}[]\",:\\*01-e.9 \nxu/'";
  g_autofree char *path = lesson_path ("minimal.json");
  g_autofree char *contents = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240601);
  guint n_lessons = 0;
  gsize len;

  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  for (guint i = 0; i < 4000; i++)
    {
      g_autofree char *copy = g_memdup2 (contents, len);
      guint n_flips = g_rand_int_range (rand, 1, 4);

      for (guint j = 0; j < n_flips; j++)
        {
          gsize at = g_rand_int_range (rand, 0, len);

          /* half structural characters, half arbitrary bytes */
          if (g_rand_boolean (rand))
            copy[at] = interesting[g_rand_int_range (rand, 0, sizeof interesting - 1)];
          else
            copy[at] = (char) g_rand_int_range (rand, 0, 256);
        }

      check_outcome (copy, len);
      {
        g_autoptr(GBytes) bytes = g_bytes_new (copy, len);
        g_autoptr(AkLesson) lesson = ak_lesson_new_from_bytes (bytes, NULL, NULL, NULL);
        n_lessons += lesson != NULL;
      }
    }

  g_test_message ("%u of 4000 mutants were still valid lessons", n_lessons);
}

static char *
wrap_in_lesson (const char *pages)
{
  return g_strdup_printf ("{\"format\": \"accelerator-kitchen-lesson\", \"format_version\": 1, "
                          "\"id\": \"x\", \"title\": \"T\", \"summary\": \"S\", \"sources\": [], "
                          "\"pages\": %s}", pages);
}

/* The lesson's language tag: its direction, its language, its locale. */
static void
test_language (void)
{
  g_autofree char *path = lesson_path ("minimal.json");
  g_autoptr(AkLesson) lesson = load_file (path, NULL, NULL);
  g_autofree char *german = ak_language_find_locale ("de");

  g_assert_nonnull (lesson);
  g_assert_cmpstr (ak_lesson_get_language (lesson), ==, "en");
  g_assert_false (ak_lesson_is_translated (lesson));

  g_assert_cmpint (ak_language_get_text_direction ("en"), ==, AK_TEXT_DIRECTION_LTR);
  g_assert_cmpint (ak_language_get_text_direction ("pt-BR"), ==, AK_TEXT_DIRECTION_LTR);
  g_assert_cmpint (ak_language_get_text_direction ("he"), ==, AK_TEXT_DIRECTION_RTL);
  g_assert_cmpint (ak_language_get_text_direction ("ar-EG"), ==, AK_TEXT_DIRECTION_RTL);
  g_assert_cmpint (ak_language_get_text_direction ("az-Arab"), ==, AK_TEXT_DIRECTION_RTL);
  g_assert_cmpint (ak_language_get_text_direction ("ku-Latn"), ==, AK_TEXT_DIRECTION_LTR);
  g_assert_cmpint (ak_language_get_text_direction (""), ==, AK_TEXT_DIRECTION_LTR);
  g_assert_cmpint (ak_language_get_text_direction (NULL), ==, AK_TEXT_DIRECTION_LTR);

  g_assert_true (ak_language_same_language ("en", "C"));
  g_assert_true (ak_language_same_language ("en-GB", "en_US.UTF-8"));
  g_assert_true (ak_language_same_language ("pt-BR", "pt"));
  g_assert_false (ak_language_same_language ("de", "en_US.UTF-8"));
  g_assert_false (ak_language_same_language (NULL, "C"));

  g_assert_null (ak_language_find_locale ("xx"));
  g_assert_null (ak_language_find_locale (""));
  if (german != NULL)
    g_assert_cmpstr (german, ==, "de_DE.UTF-8");
}

/* What JSON allows passes the strict pre-scan; the first thing it forbids
 * is reported with its offset. */
static void
test_strict_json (void)
{
  static const char valid[] =
    "{\"a\": \"\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9 \\uD83D\\uDE00 ' / \x7f\"}";
  static const struct { const char *text; gsize offset; AkJsonStrictError code; } bad[] = {
    { "[\"\\'\"]", 2, AK_JSON_STRICT_ERROR_ESCAPE },
    { "[\"ok\", \"\\u12\"]", 8, AK_JSON_STRICT_ERROR_ESCAPE },
    { "[\"\\uDE00\"]", 2, AK_JSON_STRICT_ERROR_ESCAPE },
    { "[\"\\uD83D\\n\"]", 2, AK_JSON_STRICT_ERROR_ESCAPE },
    { "[\"\\0\"]", 2, AK_JSON_STRICT_ERROR_ESCAPE },
    { "[\"a\nb\"]", 3, AK_JSON_STRICT_ERROR_CONTROL },
    { "[\"\x1b\"]", 2, AK_JSON_STRICT_ERROR_CONTROL },
    { "['a']", 1, AK_JSON_STRICT_ERROR_QUOTE },
    { "[1 /* x */]", 3, AK_JSON_STRICT_ERROR_COMMENT },
  };

  g_assert_true (ak_json_strict_check (valid, strlen (valid), NULL, NULL));
  /* an unterminated string or escape is json-glib's to report */
  g_assert_true (ak_json_strict_check ("[\"abc", 5, NULL, NULL));
  g_assert_true (ak_json_strict_check ("[\"abc\\", 6, NULL, NULL));
  g_assert_true (ak_json_strict_check ("", 0, NULL, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      gsize offset = 0;

      g_assert_false (ak_json_strict_check (bad[i].text, strlen (bad[i].text), &offset, &error));
      g_assert_error (error, AK_JSON_STRICT_ERROR, (int) bad[i].code);
      g_assert_cmpuint (offset, ==, bad[i].offset);
    }
}

static void
test_pathological (void)
{
  g_autoptr(GString) s = g_string_new (NULL);
  g_autofree char *lesson = NULL;

  /* json-glib 1.6 itself would overflow the stack on this */
  for (guint i = 0; i < 200000; i++)
    g_string_append_c (s, '[');
  check_outcome (s->str, s->len);
  g_string_append (s, "1");
  for (guint i = 0; i < 200000; i++)
    g_string_append_c (s, ']');
  check_outcome (s->str, s->len);

  /* brackets inside strings and json-glib's `/.../` comments do not count */
  g_string_truncate (s, 0);
  g_string_append (s, "[\"");
  for (guint i = 0; i < 1000; i++)
    g_string_append (s, "[{");
  g_string_append (s, "\", '[[[[', / [[[[ /, \"\\u12\"]");
  check_outcome (s->str, s->len);

  /* 100k pages: one problem for the count, only the first 50 read */
  g_string_assign (s, "[");
  for (guint i = 0; i < 100000; i++)
    g_string_append (s, i ? ", 1" : "1");
  g_string_append (s, "]");
  lesson = wrap_in_lesson (s->str);
  check_outcome (lesson, strlen (lesson));
  g_clear_pointer (&lesson, g_free);

  /* a 4 MB member name and string */
  g_string_assign (s, "{\"");
  for (guint i = 0; i < 4000000; i++)
    g_string_append_c (s, 'a');
  g_string_append (s, "\": \"");
  for (guint i = 0; i < 4000000; i++)
    g_string_append_c (s, 'b');
  g_string_append (s, "\"}");
  check_outcome (s->str, s->len);

  check_outcome ("", 0);
  check_outcome ("   \n\t ", 6);
  check_outcome ("null", 4);
  check_outcome ("{}", 2);
  check_outcome ("{\"a\":1} {\"b\":2}", 15);
  check_outcome ("[1] [2]", 7);
  check_outcome ("var lesson = {};", 16);
  check_outcome ("{\"pages\": [\"\\ud800x\"]}", 21);
  check_outcome ("{\"title\": \"\\377\\001\"}", 20);
  check_outcome ("{\"a\": 1e999, \"b\": -1e999, \"c\": 0x, \"d\": $ff}", 44);
  check_outcome ("\0\0\0\0", 4);
  check_outcome ("\xff\xfe{", 3);
}

static void
test_deep_message (void)
{
  g_autoptr(GString) s = g_string_new ("{\n  \"pages\": ");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = NULL;

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (s, '[');
  bytes = g_bytes_new (s->str, s->len);
  lesson = ak_lesson_new_from_bytes (bytes, "deep.json", NULL, &error);
  g_assert_null (lesson);
  g_assert_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "deep.json:2:75: nested deeper than 64 levels");
}

/* A problem on a line with multi-byte characters: columns count characters. */
static void
test_columns_count_characters (void)
{
  const char *text = "{\"format\": \"accelerator-kitchen-lesson\", \"format_version\": 1, "
                     "\"id\": \"x\", \"title\": \"Ünïcödé\", \"summary\": 7}";
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_bytes (bytes, "u.json", &problems, NULL);

  g_assert_null (lesson);
  g_assert_cmpuint (problems->len, ==, 3);
  g_assert_cmpstr (((GError *) problems->pdata[0])->message, ==,
                   "u.json:1:1: (root): required member \"sources\" is missing");
  g_assert_cmpstr (((GError *) problems->pdata[1])->message, ==,
                   "u.json:1:1: (root): required member \"pages\" is missing");
  g_assert_cmpstr (((GError *) problems->pdata[2])->message, ==,
                   "u.json:1:105: summary: expected a string, found a number");
}

typedef struct {
  const char *markup;
  const char *pango;  /* NULL: an error with @code */
  int         code;
} MarkupCase;

static void
test_markup (void)
{
  static const MarkupCase cases[] = {
    { "plain text", "plain text", 0 },
    { "a < b & c > d", "a &lt; b &amp; c &gt; d", 0 },
    { "*em*", "<i>em</i>", 0 },
    { "**strong**", "<b>strong</b>", 0 },
    { "***both***", "<b><i>both</i></b>", 0 },
    { "**bold *both***", "<b>bold <i>both</i></b>", 0 },
    { "*a **b***", "<i>a <b>b</b></i>", 0 },
    { "*a **b** c*", "<i>a <b>b</b> c</i>", 0 },
    { "see [the paper](https://example.org/x?a=1&b=2)",
      "see <a href=\"https://example.org/x?a=1&amp;b=2\">the paper</a> (example.org)", 0 },
    { "[*emphasised* link](http://example.org)",
      "<a href=\"http://example.org\"><i>emphasised</i> link</a> (example.org)", 0 },
    { "[wiki](https://en.wikipedia.org/wiki/Roofline_(model)).",
      "<a href=\"https://en.wikipedia.org/wiki/Roofline_(model)\">wiki</a> (en.wikipedia.org).", 0 },
    /* the host shown is the one the link goes to, whatever the text says */
    { "[https://bank.example](https://evil.example:8080/x)",
      "<a href=\"https://evil.example:8080/x\">https://bank.example</a> (evil.example)", 0 },
    { "[v6](http://[::1]/)", "<a href=\"http://[::1]/\">v6</a> (::1)", 0 },
    { "2 \\* 3 \\[x] \\\\ y", "2 * 3 [x] \\ y", 0 },
    { "a ] b ( c )", "a ] b ( c )", 0 },
    { "Ünïcödé *ok*", "Ünïcödé <i>ok</i>", 0 },
    { "", "", 0 },
    { "*unclosed", NULL, AK_LESSON_ERROR_MARKUP },
    { "**unclosed*", NULL, AK_LESSON_ERROR_MARKUP },
    { "2 * 3", NULL, AK_LESSON_ERROR_MARKUP },
    { "****", NULL, AK_LESSON_ERROR_MARKUP },
    { "[unclosed", NULL, AK_LESSON_ERROR_MARKUP },
    { "[text]", NULL, AK_LESSON_ERROR_MARKUP },
    { "[text] (https://example.org)", NULL, AK_LESSON_ERROR_MARKUP },
    { "[text](https://example.org", NULL, AK_LESSON_ERROR_MARKUP },
    { "[](https://example.org)", NULL, AK_LESSON_ERROR_MARKUP },
    { "[**](https://example.org)", NULL, AK_LESSON_ERROR_MARKUP },
    { "[a [b](https://example.org)](https://example.org)", NULL, AK_LESSON_ERROR_MARKUP },
    { "[*a](https://example.org)*", NULL, AK_LESSON_ERROR_MARKUP },
    { "back\\slash", NULL, AK_LESSON_ERROR_MARKUP },
    { "trailing \\", NULL, AK_LESSON_ERROR_MARKUP },
    { "[x](javascript:alert(1))", NULL, AK_LESSON_ERROR_URL },
    { "[x](file:///etc/passwd)", NULL, AK_LESSON_ERROR_URL },
    { "[x](JavaScript:alert(1))", NULL, AK_LESSON_ERROR_URL },
    { "[x](data:text/html,hi)", NULL, AK_LESSON_ERROR_URL },
    { "[x](/relative)", NULL, AK_LESSON_ERROR_URL },
    { "[x](https://exa mple.org)", NULL, AK_LESSON_ERROR_URL },
    { "[x]()", NULL, AK_LESSON_ERROR_URL },
    { "[x](https://)", NULL, AK_LESSON_ERROR_URL },
    /* a user name hides the real host; look-alike letters imitate one */
    { "[x](https://example.org@evil.example/)", NULL, AK_LESSON_ERROR_URL },
    { "[x](https://user:pw@example.org/)", NULL, AK_LESSON_ERROR_URL },
    { "[x](https://xn--pple-43d.com/)", NULL, AK_LESSON_ERROR_URL },
    { "[x](https://www.XN--pple-43d.com/)", NULL, AK_LESSON_ERROR_URL },
    { "[x](https://\xd0\xb0pple.com/)", NULL, AK_LESSON_ERROR_URL },
    { "[x](https://%D0%B0pple.com/)", NULL, AK_LESSON_ERROR_URL },
    /* glossary terms: their shown text here (test_markup_terms() for links) */
    { "the [[ridge point]] of a chip", "the ridge point of a chip", 0 },
    { "[[ridge points|Ridge point]] & *[[HBM]]*", "ridge points &amp; <i>HBM</i>", 0 },
    { "[[unclosed", NULL, AK_LESSON_ERROR_MARKUP },
    { "[[]]", NULL, AK_LESSON_ERROR_MARKUP },
    { "[[shown|]]", NULL, AK_LESSON_ERROR_MARKUP },
    { "[[|term]]", NULL, AK_LESSON_ERROR_MARKUP },
    { "[[a|b|c]]", NULL, AK_LESSON_ERROR_MARKUP },
    { "[[*em*]]", NULL, AK_LESSON_ERROR_MARKUP },
    { "[[a\\b]]", NULL, AK_LESSON_ERROR_MARKUP },
    { "[[two\nlines]]", NULL, AK_LESSON_ERROR_MARKUP },
    { "[see [[HBM]]](https://example.org)", NULL, AK_LESSON_ERROR_MARKUP },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *pango = ak_lesson_markup_to_pango (cases[i].markup, &error);

      g_test_message ("markup %s", cases[i].markup);
      if (cases[i].pango != NULL)
        {
          g_assert_no_error (error);
          g_assert_cmpstr (pango, ==, cases[i].pango);
        }
      else
        {
          g_assert_null (pango);
          g_assert_error (error, AK_LESSON_ERROR, cases[i].code);
          g_assert_nonnull (strstr (error->message, "at character "));
        }
    }
}

/* With links: each term an ak-term: link that gives the term back. */
static void
test_markup_terms (void)
{
  g_autofree char *pango = ak_lesson_markup_to_pango_with_terms ("a [[ridge points|Ridge point]] & [[x<y]]", NULL);
  g_autofree char *term = ak_lesson_term_from_uri ("ak-term:Ridge%20point");

  g_assert_cmpstr (pango, ==, "a <a href=\"ak-term:Ridge%20point\">ridge points</a> &amp; "
                               "<a href=\"ak-term:x%3Cy\">x&lt;y</a>");
  g_assert_cmpstr (term, ==, "Ridge point");
  g_assert_null (ak_lesson_term_from_uri ("https://example.org"));
}

static void
test_markup_messages (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *pango = ak_lesson_markup_to_pango ("abc *def", &error);

  g_assert_null (pango);
  g_assert_cmpstr (error->message, ==,
                   "unclosed \"*\" (write \\* for a literal asterisk) at character 5");
  g_clear_error (&error);

  pango = ak_lesson_markup_to_pango ("\xff", &error);
  g_assert_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_MARKUP);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson/minimal", test_minimal);
  g_test_add_func ("/lesson/from-bytes", test_from_bytes);
  g_test_add_func ("/lesson/read-errors", test_read_errors);
  for (guint i = 0; i < G_N_ELEMENTS (broken_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/lesson/broken/%s", broken_cases[i].file);
      g_test_add_data_func (name, &broken_cases[i], test_broken);
    }
  g_test_add_func ("/lesson/broken-all-listed", test_broken_all_listed);
  g_test_add_func ("/lesson/several-problems", test_several_problems);
  g_test_add_func ("/lesson/columns-count-characters", test_columns_count_characters);
  g_test_add_func ("/lesson/deep-message", test_deep_message);
  g_test_add_func ("/lesson/pathological", test_pathological);
  g_test_add_func ("/lesson/strict-json", test_strict_json);
  g_test_add_func ("/lesson/language", test_language);
  g_test_add_func ("/lesson/fuzz/truncate", test_fuzz_truncate);
  g_test_add_func ("/lesson/fuzz/flip", test_fuzz_flip);
  g_test_add_func ("/lesson/markup", test_markup);
  g_test_add_func ("/lesson/markup-messages", test_markup_messages);
  g_test_add_func ("/lesson/markup-terms", test_markup_terms);

  return g_test_run ();
}
