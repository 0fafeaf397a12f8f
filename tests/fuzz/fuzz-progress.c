/* fuzz-progress.c: progress file bytes → parse → merge → write → parse
 *
 * What the app does with the progress file at every start and save: read
 * it (ak_progress_format_parse()), merge it with the records in memory
 * (here: the same file read twice, then into an empty table), write it
 * back (ak_progress_format_to_json()). What it writes must read back,
 * with the same records.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-fuzz.h"
#include "ak-progress-records.h"

static GHashTable *
parse (const char   *contents,
       gsize         length,
       Measurements *measured,
       const char   *what)
{
  g_autoptr(GError) error = NULL;
  GHashTable *lessons = ak_progress_format_parse (contents, length, measured, &error);

  AK_FUZZ_CHECK_ERROR (lessons != NULL, error, what);
  if (lessons == NULL && (measured->machine != NULL || measured->gpus != NULL))
    ak_fuzz_fail ("%s failed but kept measurements", what);
  return lessons;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *contents = NULL;
  g_autoptr(GHashTable) mine = NULL;
  g_autoptr(GHashTable) disk = NULL;
  g_autoptr(GHashTable) merged = NULL;
  g_autoptr(GHashTable) again = NULL;
  g_autofree char *written = NULL;
  Measurements measured = { 0 };
  Measurements measured_again = { 0 };
  Measurements ignored = { 0 };
  gsize length;

  AK_FUZZ_INIT ();

  contents = ak_fuzz_string (data, size);
  if (!(mine = parse (contents, size, &measured, "ak_progress_format_parse()")))
    return 0;
  /* A second instance's records, the same ones, merged in. */
  if (!(disk = parse (contents, size, &ignored, "ak_progress_format_parse() again")))
    ak_fuzz_fail ("the same file parsed once, then failed");
  ak_progress_measurements_clear (&ignored);
  ak_progress_merge_lessons (mine, disk);
  if (g_hash_table_size (disk) != 0)
    ak_fuzz_fail ("merging left %u records behind", g_hash_table_size (disk));

  merged = ak_progress_lessons_new ();
  ak_progress_merge_lessons (merged, mine);
  written = ak_progress_format_to_json (merged, &measured, &length);
  if (written == NULL || strlen (written) != length)
    ak_fuzz_fail ("ak_progress_format_to_json() returned no document or a wrong length");

  if (!(again = parse (written, length, &measured_again, "reading back what was written")))
    ak_fuzz_fail ("what was written does not read back:\n%s", written);
  if (g_hash_table_size (again) != g_hash_table_size (merged))
    ak_fuzz_fail ("%u records written, %u read back", g_hash_table_size (merged), g_hash_table_size (again));
  /* Not checked: that writing what was read back gives the same
   * document. The machine's ridge point is written computed from figures
   * that are written rounded, so it can change in the last digits. */

  ak_progress_measurements_clear (&measured);
  ak_progress_measurements_clear (&measured_again);
  return 0;
}
