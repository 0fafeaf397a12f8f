/* ak-terminal.c: text from files made safe to print on a terminal
 *
 * Lesson text, file names and messages that quote them reach standard
 * output and standard error in the command-line modes; a lesson must not
 * be able to clear the screen, set colours or the window title, or
 * reorder what the terminal shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ak-terminal.h"

/* Bidirectional marks, embeddings, overrides and isolates */
static gboolean
is_bidi_control (gunichar c)
{
  return c == 0x061c || c == 0x200e || c == 0x200f ||
         (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

/**
 * ak_terminal_escape:
 * @text: any bytes, NUL-terminated (not necessarily UTF-8)
 *
 * Copies @text with every control character (C0, DEL and C1: tab and
 * newline too, so that a field stays on its line and in its column) and
 * every bidirectional control written as `\u{1b}`, and every byte that is
 * not UTF-8 as `\x{ff}`. Printable text, any script, is kept as it is.
 *
 * Returns: (transfer full): the text to print
 */
char *
ak_terminal_escape (const char *text)
{
  GString *out;
  const char *p = text;
  const char *end;

  g_return_val_if_fail (text != NULL, NULL);

  end = text + strlen (text);
  out = g_string_sized_new (end - text);
  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x{%02x}", (guchar) *p);
          p++;
          continue;
        }
      if (g_unichar_iscntrl (c) || is_bidi_control (c))
        g_string_append_printf (out, "\\u{%x}", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

/**
 * ak_terminal_printerr:
 * @text: a message, as for ak_terminal_escape()
 *
 * Prints @text, escaped with ak_terminal_escape(), and a newline to
 * standard error.
 */
void
ak_terminal_printerr (const char *text)
{
  g_autofree char *safe = ak_terminal_escape (text);

  g_printerr ("%s\n", safe);
}

/**
 * ak_terminal_printerr_at:
 * @where: what the message is about, usually a path as the user typed it
 * @message: the message
 *
 * Prints "WHERE: MESSAGE" with ak_terminal_printerr(): both can carry a
 * file's name or text, so both reach the terminal escaped.
 */
void
ak_terminal_printerr_at (const char *where,
                         const char *message)
{
  g_autofree char *line = g_strdup_printf ("%s: %s", where, message);

  ak_terminal_printerr (line);
}
