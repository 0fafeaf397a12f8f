/* bench-lesson-load.c: how much loading and validating a lesson costs
 * compared with json-glib parsing the same bytes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "ak-lesson.h"

#define N_RUNS 10
#define TARGET_RATIO 1.5

static double
best_parse (GBytes *bytes)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < N_RUNS; i++)
    {
      gsize len;
      const char *data = g_bytes_get_data (bytes, &len);
      gint64 start = g_get_monotonic_time ();
      JsonParser *parser = json_parser_new ();

      if (!json_parser_load_from_data (parser, data, len, NULL))
        g_error ("json-glib could not parse the benchmark lesson");
      /* the loader frees its JSON tree before returning, so this does too */
      g_object_unref (parser);
      best = MIN (best, (g_get_monotonic_time () - start) / 1000.0);
    }

  return best;
}

static double
best_load (GBytes     *bytes,
           const char *name)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < N_RUNS; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AkLesson) lesson = NULL;
      gint64 start = g_get_monotonic_time ();

      lesson = ak_lesson_new_from_bytes (bytes, name, NULL, &error);
      if (lesson == NULL)
        g_error ("%s", error->message);
      best = MIN (best, (g_get_monotonic_time () - start) / 1000.0);
    }

  return best;
}

static gboolean
measure (GBytes     *bytes,
         const char *name)
{
  double parse = best_parse (bytes);
  double load = best_load (bytes, name);
  double ratio = load / MAX (parse, 0.001);

  g_print ("%s: %.1f MB\n", name, g_bytes_get_size (bytes) / 1e6);
  g_print ("  json-glib parse and free:   %.2f ms (best of %d)\n", parse, N_RUNS);
  g_print ("  ak_lesson_new_from_bytes:   %.2f ms (best of %d)\n", load, N_RUNS);
  g_print ("  ratio: %.2fx (target: within %.1fx) %s\n", ratio, TARGET_RATIO,
           ratio <= TARGET_RATIO ? "ok" : "MISSED");

  return ratio <= TARGET_RATIO;
}

static const char paragraph_words[] =
  "An accelerator spends its time either computing or waiting for memory; "
  "the *roofline* tells which by comparing arithmetic intensity with the "
  "ridge point, and **decode** at batch one is almost always memory-bound, see "
  "[the paper](https://example.org/roofline). ";

static void
append_paragraph (GString *s)
{
  gsize start;

  g_string_append (s, "        { \"type\": \"paragraph\", \"text\": \"");
  for (start = s->len; s->len - start < 9000; )  /* long, but under 10,000 characters */
    g_string_append (s, paragraph_words);
  g_string_append (s, "end.\" },\n");
}

static void
append_quiz_page (GString *s,
                  guint    page)
{
  g_string_append_printf (s, "    { \"id\": \"quiz-%u\", \"kind\": \"quiz\", \"title\": \"Quiz %u\",\n"
                             "      \"questions\": [\n", page, page);
  for (guint q = 0; q < 200; q++)
    g_string_append_printf (s, "        { \"id\": \"q%u\", \"prompt\": \"Question %u: what limits decode?\", "
                               "\"choices\": [\"Compute\", \"Memory bandwidth\", \"Disk\"], \"answer\": %u, "
                               "\"explanation\": \"Decode reads **all** weights per token.\" }%s\n",
                            q, q, q % 3, q < 199 ? "," : "");
  g_string_append (s, "      ] },\n");
}

/* A lesson near its limits (1 MiB of text, 128 KiB a page, 4 MiB a
 * file): 10 reading pages of long paragraphs and 10 full quiz pages */
static GBytes *
generate_lesson (void)
{
  GString *s = g_string_new ("{\n  \"format\": \"accelerator-kitchen-lesson\",\n  \"format_version\": 1,\n"
                             "  \"id\": \"big\",\n  \"title\": \"Big\",\n  \"summary\": \"A large lesson.\",\n"
                             "  \"sources\": [],\n  \"pages\": [\n");

  for (guint page = 0; page < 10; page++)
    append_quiz_page (s, page);

  for (guint page = 0; page < 10; page++)
    {
      g_string_append_printf (s, "    { \"id\": \"read-%u\", \"kind\": \"reading\", \"title\": \"Reading %u\",\n"
                                 "      \"blocks\": [\n", page, page);
      for (guint block = 0; block < 7; block++)
        append_paragraph (s);
      g_string_append (s, "        { \"type\": \"heading\", \"text\": \"End\" } ] }");
      g_string_append (s, page < 9 ? ",\n" : "\n");
    }

  g_string_append (s, "  ]\n}\n");
  return g_string_free_to_bytes (s);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *bundled_path = g_build_filename (TOP_SRCDIR, "data", "lessons", "ai-accelerators.json", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *tmpdir = NULL;
  g_autofree char *big_path = NULL;
  g_autoptr(GBytes) big = NULL;
  g_autoptr(GBytes) reread = NULL;
  gboolean ok = TRUE;
  gsize len;

  if (g_file_get_contents (bundled_path, &contents, &len, NULL))
    {
      g_autoptr(GBytes) bundled = g_bytes_new_take (g_steal_pointer (&contents), len);
      ok &= measure (bundled, "ai-accelerators.json");
    }
  else
    g_print ("ai-accelerators.json: not found, skipped\n");

  /* written to disk and read back, as a teacher's file would be */
  big = generate_lesson ();
  tmpdir = g_dir_make_tmp ("bench-lesson-XXXXXX", NULL);
  big_path = g_build_filename (tmpdir, "big.json", NULL);
  if (tmpdir == NULL ||
      !g_file_set_contents (big_path, g_bytes_get_data (big, NULL), g_bytes_get_size (big), NULL) ||
      !g_file_get_contents (big_path, &contents, &len, NULL))
    g_error ("could not write %s", big_path);
  reread = g_bytes_new_take (g_steal_pointer (&contents), len);
  ok &= measure (reread, "big.json");

  g_unlink (big_path);
  g_rmdir (tmpdir);

  /* Benchmarks report; they never fail on a time. */
#ifndef __OPTIMIZE__
  g_print ("note: unoptimized build; the target applies to optimized builds\n");
#endif
  g_print ("all targets %s\n", ok ? "met" : "NOT met");
  return 0;
}
