/* ak-progress-format-values.c: one member of the progress file, checked
 *
 * The reader (ak-progress-format.c) sees the file as dictionaries of
 * JSON-typed variants; these look a member up by name and type and name
 * the member's path in the error when it is missing, of another type or
 * out of range.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-progress-format-values.h"

gboolean
ak_progress_format_fail (GError     **error,
                         const char  *path,
                         const char  *what)
{
  g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CORRUPT, "%s: %s", path, what);
  return FALSE;
}

/* *@out is @dict's member @name when it has @type; NULL (and TRUE) when it
 * is absent and not @required. */
gboolean
ak_progress_format_lookup (GVariant            *dict,
                           const char          *name,
                           const GVariantType  *type,
                           gboolean             required,
                           const char          *path,
                           GVariant           **out,
                           GError             **error)
{
  g_autoptr(GVariant) value = g_variant_lookup_value (dict, name, NULL);
  g_autofree char *member_path = g_strdup_printf ("%s.%s", path, name);

  *out = NULL;
  if (value == NULL)
    return !required || ak_progress_format_fail (error, member_path, "missing");
  if (!g_variant_is_of_type (value, type))
    return ak_progress_format_fail (error, member_path, "wrong type");

  *out = g_steal_pointer (&value);
  return TRUE;
}

gboolean
ak_progress_format_read_count (GVariant    *dict,
                               const char  *name,
                               const char  *path,
                               guint64      max,
                               guint64     *out,
                               GError     **error)
{
  g_autoptr(GVariant) value = NULL;
  gint64 number;

  if (!ak_progress_format_lookup (dict, name, G_VARIANT_TYPE_INT64, TRUE, path, &value, error))
    return FALSE;

  number = g_variant_get_int64 (value);
  if (number < 0 || (guint64) number > max)
    return ak_progress_format_fail (error, path, "a count is out of range");

  *out = (guint64) number;
  return TRUE;
}

/* A text that is not empty; *@out is NULL when it is absent and not
 * @required. */
gboolean
ak_progress_format_read_string (GVariant    *dict,
                                const char  *name,
                                gboolean     required,
                                const char  *path,
                                char       **out,
                                GError     **error)
{
  g_autoptr(GVariant) value = NULL;

  *out = NULL;
  if (!ak_progress_format_lookup (dict, name, G_VARIANT_TYPE_STRING, required, path, &value, error))
    return FALSE;
  if (value == NULL)
    return TRUE;
  if (g_variant_get_string (value, NULL)[0] == '\0')
    return ak_progress_format_fail (error, path, "a text is empty");

  *out = g_variant_dup_string (value, NULL);
  return TRUE;
}

/* An optional ISO 8601 member; *@out stays NULL when it is absent. */
gboolean
ak_progress_format_read_date (GVariant    *dict,
                              const char  *name,
                              const char  *path,
                              GDateTime  **out,
                              GError     **error)
{
  g_autofree char *iso = NULL;

  if (!ak_progress_format_read_string (dict, name, FALSE, path, &iso, error))
    return FALSE;
  if (iso != NULL && !(*out = g_date_time_new_from_iso8601 (iso, NULL)))
    return ak_progress_format_fail (error, path, "a date is not an ISO 8601 date and time");

  return TRUE;
}
