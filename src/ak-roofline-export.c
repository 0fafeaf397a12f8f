/* ak-roofline-export.c: the roofline chart as PNG, SVG or PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>

#include "ak-roofline-export.h"

#define PNG_SCALE 2

typedef enum {
  FORMAT_PNG,
  FORMAT_SVG,
  FORMAT_PDF,
} Format;

typedef struct {
  GOutputStream *stream;
  GError        *error;
} Sink;

static gboolean
format_from_name (const char  *name,
                  Format      *out_format,
                  GError     **error)
{
  static const struct { const char *suffix; Format format; } formats[] = {
    { ".png", FORMAT_PNG }, { ".svg", FORMAT_SVG }, { ".pdf", FORMAT_PDF },
  };
  g_autofree char *lower = g_ascii_strdown (name, -1);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_str_has_suffix (lower, formats[i].suffix))
      {
        *out_format = formats[i].format;
        return TRUE;
      }

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               _("Cannot tell the format of “%s”: the name must end in .png, .svg or .pdf"), name);
  return FALSE;
}

static cairo_status_t
sink_write (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  Sink *sink = closure;

  if (sink->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!g_output_stream_write_all (sink->stream, data, length, NULL, NULL, &sink->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

static cairo_surface_t *
create_surface (Format  format,
                Sink   *sink)
{
  cairo_surface_t *surface;

  switch (format)
    {
    case FORMAT_SVG:
      return cairo_svg_surface_create_for_stream (sink_write, sink, AK_ROOFLINE_EXPORT_WIDTH,
                                                  AK_ROOFLINE_EXPORT_HEIGHT);
    case FORMAT_PDF:
      return cairo_pdf_surface_create_for_stream (sink_write, sink, AK_ROOFLINE_EXPORT_WIDTH,
                                                  AK_ROOFLINE_EXPORT_HEIGHT);
    case FORMAT_PNG:
    default:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                            AK_ROOFLINE_EXPORT_WIDTH * PNG_SCALE,
                                            AK_ROOFLINE_EXPORT_HEIGHT * PNG_SCALE);
      cairo_surface_set_device_scale (surface, PNG_SCALE, PNG_SCALE);
      return surface;
    }
}

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

static gboolean
draw_and_write (AkRooflineRenderer  *renderer,
                Format               format,
                Sink                *sink,
                GError             **error)
{
  cairo_surface_t *surface = create_surface (format, sink);
  cairo_t *cr = cairo_create (surface);
  int selected = ak_roofline_renderer_get_selected (renderer);
  AkColors colors;
  cairo_status_t status;

  /* The keyboard selection ring belongs on screen, not in a document. */
  ak_roofline_export_colors (&colors);
  ak_roofline_renderer_set_selected (renderer, -1);
  ak_roofline_renderer_draw_export (renderer, cr, AK_ROOFLINE_EXPORT_WIDTH,
                                    AK_ROOFLINE_EXPORT_HEIGHT, &colors);
  ak_roofline_renderer_set_selected (renderer, selected);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS && format == FORMAT_PNG)
    status = cairo_surface_write_to_png_stream (surface, sink_write, sink);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (sink->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&sink->error));
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Could not draw the chart: %s"), cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/**
 * ak_roofline_export_to_file:
 * @renderer: the chart to draw
 * @file: where to write; its name's extension (.png, .svg or .pdf, any
 *   case) chooses the format
 * @error: a %G_IO_ERROR: %G_IO_ERROR_INVALID_ARGUMENT for an unknown
 *   extension, the error of writing @file, or %G_IO_ERROR_FAILED when Cairo
 *   fails
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
  g_autoptr(GFileOutputStream) stream = NULL;
  g_autofree char *name = NULL;
  Sink sink = { NULL, NULL };
  Format format;

  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (renderer), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  name = g_file_get_basename (file);
  if (!format_from_name (name, &format, error))
    return FALSE;

  stream = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL, error);
  if (stream == NULL)
    return FALSE;

  sink.stream = G_OUTPUT_STREAM (stream);
  if (!draw_and_write (renderer, format, &sink, error))
    {
      /* Cancelling the close keeps the old file. */
      g_autoptr(GCancellable) cancel = g_cancellable_new ();

      g_cancellable_cancel (cancel);
      g_output_stream_close (G_OUTPUT_STREAM (stream), cancel, NULL);
      return FALSE;
    }

  return g_output_stream_close (G_OUTPUT_STREAM (stream), NULL, error);
}
