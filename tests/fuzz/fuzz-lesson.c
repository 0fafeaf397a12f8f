/* fuzz-lesson.c: lesson bytes → load and validate → every text a learner reads
 *
 * A lesson that loads keeps the validator's promises: every text is UTF-8
 * without control characters other than newline and tab, every page and
 * accelerator is found by its id, and translating it (with no catalogue:
 * each text is kept) leaves it whole. One that does not load says why, in
 * its problems and its GError.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-fuzz.h"
#include "ak-lesson.h"

/* C0 and C1 controls other than newline and tab (data/lessons/README.md). */
static void
check_text (const char *text,
            const char *path)
{
  const char *end;

  if (text == NULL)
    return;
  if (!g_utf8_validate (text, -1, &end))
    ak_fuzz_fail ("%s: not UTF-8 at byte %td", path, end - text);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if ((c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7f && c <= 0x9f))
        ak_fuzz_fail ("%s: control character U+%04X in an accepted lesson", path, c);
    }
}

static void
visit_text (char       **text,
            const char  *path,
            gpointer     user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *pango = NULL;

  check_text (*text, path);
  /* Titles are plain text and reading text is markup: the conversion may
   * refuse a title, but it must not crash and must say why. */
  pango = ak_lesson_markup_to_pango (*text, &error);
  AK_FUZZ_CHECK_ERROR (pango != NULL, error, "ak_lesson_markup_to_pango()");
}

static void
check_lesson (AkLesson *lesson)
{
  GPtrArray *accelerators = ak_lesson_get_accelerators (lesson);
  guint n_pages = ak_lesson_get_n_pages (lesson);

  check_text (ak_lesson_get_id (lesson), "id");
  check_text (ak_lesson_get_title (lesson), "title");
  check_text (ak_lesson_get_summary (lesson), "summary");
  (void) ak_lesson_get_language (lesson);
  (void) ak_lesson_get_progress_key (lesson);
  (void) ak_lesson_get_sources (lesson);

  if (n_pages == 0)
    ak_fuzz_fail ("a lesson without pages was accepted");
  for (guint i = 0; i < n_pages; i++)
    {
      const AkPage *page = ak_lesson_get_page (lesson, i);
      guint found = G_MAXUINT;

      check_text (page->id, "pages[].id");
      if (ak_page_kind_to_string (page->kind) == NULL)
        ak_fuzz_fail ("page %u has no kind name", i);
      if (ak_lesson_find_page (lesson, page->id, &found) != page || found != i)
        ak_fuzz_fail ("page %u (\"%s\") is not found by its id", i, page->id);
    }

  for (guint i = 0; accelerators != NULL && i < accelerators->len; i++)
    {
      const AkAccelerator *accelerator = g_ptr_array_index (accelerators, i);

      if (ak_lesson_find_accelerator (lesson, accelerator->id) != accelerator)
        ak_fuzz_fail ("accelerator %u (\"%s\") is not found by its id", i, accelerator->id);
    }

  ak_lesson_foreach_text (lesson, visit_text, NULL);
  ak_lesson_translate (lesson, GETTEXT_PACKAGE);
  ak_lesson_foreach_text (lesson, visit_text, NULL);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = NULL;

  AK_FUZZ_INIT ();

  lesson = ak_lesson_new_from_bytes (bytes, "fuzz.json", &problems, &error);
  AK_FUZZ_CHECK_ERROR (lesson != NULL, error, "ak_lesson_new_from_bytes()");
  if (lesson == NULL)
    {
      if (problems == NULL || problems->len == 0)
        ak_fuzz_fail ("a lesson was refused without problems");
      return 0;
    }
  if (problems != NULL && problems->len > 0)
    ak_fuzz_fail ("a lesson was accepted with %u problems", problems->len);

  check_lesson (lesson);
  return 0;
}
