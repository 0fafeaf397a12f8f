/* ak-fuzz.h: what every libFuzzer harness of tests/fuzz/ shares
 *
 * A harness includes this header, calls AK_FUZZ_INIT () at the start of
 * LLVMFuzzerTestOneInput() and turns the input into a string with
 * ak_fuzz_string(). A broken promise of the code under test (a result
 * without its GError, a document that does not read back) is reported
 * with ak_fuzz_fail(), which aborts, so libFuzzer saves the input.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

/* Warnings and messages about bad input are expected by the thousand:
 * dropped. A critical (a g_return_if_fail() that failed) or an error is a
 * bug: printed, then abort(). */
static GLogWriterOutput
ak_fuzz_log_writer (GLogLevelFlags   level,
                    const GLogField *fields,
                    gsize            n_fields,
                    gpointer         user_data)
{
  if ((level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_ERROR)) == 0)
    return G_LOG_WRITER_HANDLED;

  g_log_writer_standard_streams (level, fields, n_fields, user_data);
  abort ();
}

static inline void
ak_fuzz_init_once (void)
{
  static gsize initialized;

  if (g_once_init_enter (&initialized))
    {
      g_log_set_writer_func (ak_fuzz_log_writer, NULL, NULL);
      /* No GSettings, no D-Bus: nothing outside the process. */
      g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
      g_setenv ("GIO_USE_VFS", "local", TRUE);
      g_once_init_leave (&initialized, 1);
    }
}

#define AK_FUZZ_INIT() ak_fuzz_init_once ()

/* The input as a NUL-terminated string of @size bytes (it may hold NULs:
 * readers that take a length must read all of them). */
static inline char *
ak_fuzz_string (const uint8_t *data,
                size_t         size)
{
  char *text = g_malloc (size + 1);

  if (size > 0)
    memcpy (text, data, size);
  text[size] = '\0';
  return text;
}

G_GNUC_NORETURN G_GNUC_PRINTF (1, 2) static inline void
ak_fuzz_fail (const char *format,
              ...)
{
  va_list args;

  va_start (args, format);
  fputs ("ak-fuzz: ", stderr);
  vfprintf (stderr, format, args);
  fputc ('\n', stderr);
  va_end (args);
  abort ();
}

/* A reader that fails must say why. */
#define AK_FUZZ_CHECK_ERROR(result, error, what)                               \
  G_STMT_START {                                                               \
    if (!(result) && (error) == NULL)                                          \
      ak_fuzz_fail ("%s failed without setting its GError", what);            \
    if ((result) && (error) != NULL)                                           \
      ak_fuzz_fail ("%s succeeded but set a GError: %s", what,                \
                    (error)->message);                                         \
  } G_STMT_END
