/* ak-roofline-export.c: the roofline chart as PNG, SVG or PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-application.h"
#include "ak-chart-file.h"
#include "ak-roofline-export.h"

/**
 * ak_roofline_export_colors:
 * @colors: (out): the palette of exported charts
 *
 * Dark text on white, whatever the style of the desktop: an exported chart
 * goes into documents and slides.
 */
void
ak_roofline_export_colors (AkColors *colors)
{
  static const AkColor black = { 0.12, 0.12, 0.12, 1 };
  static const AkColor white = { 1, 1, 1, 1 };

  ak_roofline_colors_init (colors, &black, &white);
}

static void
draw_renderer (cairo_t  *cr,
               double    width,
               double    height,
               gpointer  user_data)
{
  AkRooflineRenderer *renderer = user_data;
  int selected = ak_roofline_renderer_get_selected (renderer);
  AkColors colors;

  /* The keyboard selection ring belongs on screen, not in a document. */
  ak_roofline_export_colors (&colors);
  ak_roofline_renderer_set_selected (renderer, -1);
  ak_roofline_renderer_draw (renderer, cr, (int) width, (int) height, &colors);
  ak_roofline_renderer_set_selected (renderer, selected);
}

/**
 * ak_roofline_export_to_file:
 * @renderer: the chart to draw
 * @file: where to write; its name's extension (.png, .svg or .pdf, any
 *   case) chooses the format
 * @error: a %G_IO_ERROR (see ak_chart_file_write())
 *
 * Draws @renderer at %AK_ROOFLINE_EXPORT_WIDTH × %AK_ROOFLINE_EXPORT_HEIGHT
 * points (PNG: twice as many pixels) with ak_roofline_export_colors(), and
 * replaces @file only once the whole chart is written.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_roofline_export_to_file (AkRooflineRenderer  *renderer,
                            GFile               *file,
                            GError             **error)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (renderer), FALSE);

  return ak_chart_file_write (file, AK_ROOFLINE_EXPORT_WIDTH, AK_ROOFLINE_EXPORT_HEIGHT,
                              draw_renderer, renderer, error);
}

static const AkPage *
find_roofline_page (AkLesson *lesson)
{
  for (guint i = 0; i < ak_lesson_get_n_pages (lesson); i++)
    {
      const AkPage *page = ak_lesson_get_page (lesson, i);

      if (page->kind == AK_PAGE_ROOFLINE && page->accelerators->len > 0 && page->models->len > 0)
        return page;
    }
  return NULL;
}

static const AkAccelerator *
find_accelerator (const AkPage *page,
                  const char   *id)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < page->accelerators->len; i++)
    {
      const AkAccelerator *accelerator = g_ptr_array_index (page->accelerators, i);

      if (g_strcmp0 (accelerator->id, id) == 0)
        return accelerator;
      g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", accelerator->id);
    }

  g_printerr (_("There is no accelerator “%s” on the roofline page; its accelerators are: %s\n"),
              id, ids->str);
  return NULL;
}

static AkLesson *
load_lesson (const char *lesson_path)
{
  g_autoptr(GFile) file = lesson_path != NULL ? g_file_new_for_commandline_arg (lesson_path) : NULL;
  g_autoptr(GPtrArray) problems = NULL;
  AkLesson *lesson = ak_application_load_lesson (file, &problems);

  for (guint i = 0; lesson == NULL && problems != NULL && i < problems->len; i++)
    g_printerr ("%s\n", ((GError *) g_ptr_array_index (problems, i))->message);

  return lesson;
}

/**
 * ak_roofline_export_command_line:
 * @output_path: the file to write, as given on the command line
 * @accelerator_id: (nullable): the accelerator whose roof to draw; %NULL
 *   for the page's first
 * @lesson_path: (nullable): a lesson file; %NULL for the bundled lesson
 *
 * `--export-roofline`: draws the lesson's first roofline page as it opens
 * (see ak_roofline_scene_init_for_page()) into @output_path, without a
 * display. Problems go to standard error.
 *
 * Returns: the exit status: 0 on success, 1 on failure
 */
int
ak_roofline_export_command_line (const char *output_path,
                                 const char *accelerator_id,
                                 const char *lesson_path)
{
  g_autoptr(AkLesson) lesson = NULL;
  g_autoptr(AkRooflineRenderer) renderer = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  const AkPage *page;
  AkRooflineScene scene;

  g_return_val_if_fail (output_path != NULL, 1);

  lesson = load_lesson (lesson_path);
  if (lesson == NULL)
    return 1;

  page = find_roofline_page (lesson);
  if (page == NULL)
    {
      g_printerr ("%s\n", _("The lesson has no roofline page with accelerators and models"));
      return 1;
    }

  ak_roofline_scene_init_for_page (&scene, page);
  if (accelerator_id != NULL && (scene.accelerator = find_accelerator (page, accelerator_id)) == NULL)
    return 1;

  renderer = ak_roofline_renderer_new ();
  file = g_file_new_for_commandline_arg (output_path);
  if (!ak_roofline_renderer_set_scene (renderer, page, &scene, &error) ||
      !ak_roofline_export_to_file (renderer, file, &error))
    {
      g_printerr ("%s: %s\n", output_path, error->message);
      return 1;
    }

  return 0;
}
