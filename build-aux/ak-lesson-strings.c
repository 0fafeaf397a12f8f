/* ak-lesson-strings.c: extract a lesson's texts for translators
 *
 * Usage: ak-lesson-strings OUTPUT.pot LESSON.json...
 *
 * Writes a gettext template with every text ak_lesson_foreach_text() visits,
 * which is exactly what ak_lesson_translate() looks up at run time. Each
 * entry names its file and, as a comment for translators, its member path.
 * gettext cannot read JSON itself (xgettext 0.21 has no JSON parser).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gio/gio.h>

#include "ak-lesson.h"

typedef struct {
  GPtrArray  *order;    /* msgids in first-seen order, borrowed from entries */
  GHashTable *entries;  /* msgid -> GString of comments and references */
  const char *file;
} Catalogue;

static void
add_text (char       **text,
          const char  *path,
          gpointer     user_data)
{
  Catalogue *cat = user_data;
  GString *notes = g_hash_table_lookup (cat->entries, *text);

  if (notes == NULL)
    {
      char *key = g_strdup (*text);

      notes = g_string_new (NULL);
      g_hash_table_insert (cat->entries, key, notes);
      g_ptr_array_add (cat->order, key);
    }

  g_string_append_printf (notes, "#. %s\n#: %s\n", path, cat->file);
}

static void
write_po_string (GString    *out,
                 const char *keyword,
                 const char *text)
{
  g_string_append_printf (out, "%s \"", keyword);
  for (const char *c = text; *c != '\0'; c++)
    {
      switch (*c)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\t': g_string_append (out, "\\t"); break;
        default: g_string_append_c (out, *c);
        }
    }
  g_string_append (out, "\"\n");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GHashTable) entries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                         (GDestroyNotify) NULL);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  Catalogue cat = { order, entries, NULL };

  if (argc < 3)
    {
      g_printerr ("Usage: %s OUTPUT.pot LESSON.json...\n", argv[0]);
      return 2;
    }

  for (int i = 2; i < argc; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (argv[i]);
      g_autoptr(AkLesson) lesson = ak_lesson_new_from_file (file, NULL, &error);

      if (lesson == NULL)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }

      cat.file = argv[i];
      ak_lesson_foreach_text (lesson, add_text, &cat);
    }

  g_string_append (out, "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n");
  for (guint i = 0; i < order->len; i++)
    {
      const char *msgid = g_ptr_array_index (order, i);
      GString *notes = g_hash_table_lookup (entries, msgid);

      g_string_append (out, notes->str);
      write_po_string (out, "msgid", msgid);
      g_string_append (out, "msgstr \"\"\n\n");
      g_string_free (notes, TRUE);
    }

  if (!g_file_set_contents (argv[1], out->str, out->len, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  return 0;
}
