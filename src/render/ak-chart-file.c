/* ak-chart-file.c: any chart into a PNG, SVG or PDF file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <math.h>

#include "ak-atomic-file.h"
#include "ak-chart-file.h"

typedef enum {
  FORMAT_PNG,
  FORMAT_SVG,
  FORMAT_PDF,
} Format;

/* The whole file is drawn into memory, then written at once
 * (ak_atomic_file_replace()), so that a failure leaves no partial file. */
typedef GByteArray Sink;

static gboolean
format_of (GFile   *file,
           Format  *out_format,
           GError **error)
{
  static const char * const suffixes[] = { [FORMAT_PNG] = ".png", [FORMAT_SVG] = ".svg", [FORMAT_PDF] = ".pdf" };
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *lower = g_ascii_strdown (name != NULL ? name : "", -1);

  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    if (g_str_has_suffix (lower, suffixes[i]))
      {
        *out_format = (Format) i;
        return TRUE;
      }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               _("Cannot tell the format of “%s”: the name must end in .png, .svg or .pdf"), name);
  return FALSE;
}

static cairo_status_t
write_to_sink (void                *closure,
               const unsigned char *data,
               unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static cairo_surface_t *
surface_for (Format  format,
             double  width,
             double  height,
             Sink   *sink)
{
  cairo_surface_t *surface;

  if (format == FORMAT_SVG)
    return cairo_svg_surface_create_for_stream (write_to_sink, sink, width, height);
  if (format == FORMAT_PDF)
    return cairo_pdf_surface_create_for_stream (write_to_sink, sink, width, height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width * AK_CHART_FILE_PNG_SCALE),
                                        (int) ceil (height * AK_CHART_FILE_PNG_SCALE));
  cairo_surface_set_device_scale (surface, AK_CHART_FILE_PNG_SCALE, AK_CHART_FILE_PNG_SCALE);
  return surface;
}

static gboolean
draw_into (Format            format,
           double            width,
           double            height,
           AkChartFileDraw   draw,
           gpointer          user_data,
           Sink             *sink,
           GError          **error)
{
  cairo_surface_t *surface = surface_for (format, width, height, sink);
  cairo_t *cr = cairo_create (surface);
  cairo_status_t status;

  draw (cr, width, height, user_data);
  status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && format == FORMAT_PNG)
    status = cairo_surface_write_to_png_stream (surface, write_to_sink, sink);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("Could not draw the chart: %s"), cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/**
 * ak_chart_file_write:
 * @file: where to write; its name's extension (.png, .svg or .pdf, any
 *   case) chooses the format
 * @width: the chart's width, points, > 0
 * @height: the chart's height, points, > 0
 * @draw: (scope call): draws the chart
 * @user_data: for @draw
 * @error: a %G_IO_ERROR: %G_IO_ERROR_INVALID_ARGUMENT for an unknown
 *   extension, the error of writing @file (ak_atomic_file_replace()), or
 *   %G_IO_ERROR_FAILED when Cairo fails
 *
 * Draws with @draw into an SVG or PDF surface of @width × @height points,
 * or a PNG of %AK_CHART_FILE_PNG_SCALE pixels per point, and replaces
 * @file atomically once the whole chart is drawn: on any failure @file
 * keeps its old contents and no partial file is left. An existing file
 * keeps its permissions.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_chart_file_write (GFile            *file,
                     double            width,
                     double            height,
                     AkChartFileDraw   draw,
                     gpointer          user_data,
                     GError          **error)
{
  g_autoptr(GByteArray) sink = NULL;
  Format format;

  g_return_val_if_fail (G_IS_FILE (file) && draw != NULL, FALSE);
  g_return_val_if_fail (width > 0 && height > 0 && width < 1e5 && height < 1e5, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!format_of (file, &format, error))
    return FALSE;
  sink = g_byte_array_new ();
  if (!draw_into (format, width, height, draw, user_data, sink, error))
    return FALSE;
  return ak_atomic_file_replace (file, sink->data, sink->len, error);
}

static void
paint_for_export (cairo_t  *cr,
                  double    width,
                  double    height,
                  gpointer  user_data)
{
  AkChartColors colors;

  ak_chart_colors_init_export (&colors);
  ak_chart_painter_paint (user_data, cr, width, height, &colors, TRUE);
}

/**
 * ak_chart_file_export:
 * @file: where to write; its name's extension (.png, .svg or .pdf, any
 *   case) chooses the format
 * @painter: the chart
 * @error: a %G_IO_ERROR (see ak_chart_file_write())
 *
 * The one way a chart becomes a file, for every chart: @painter paints
 * itself for export (ak_chart_painter_paint()) at its export size
 * (ak_chart_painter_get_export_size(); PNG: %AK_CHART_FILE_PNG_SCALE
 * pixels per point) with ak_chart_colors_init_export(), and @file is
 * replaced only once the whole chart is written (ak_chart_file_write()).
 *
 * Returns: %TRUE on success
 */
gboolean
ak_chart_file_export (GFile           *file,
                      AkChartPainter  *painter,
                      GError         **error)
{
  double width, height;

  g_return_val_if_fail (G_IS_FILE (file) && AK_IS_CHART_PAINTER (painter), FALSE);

  ak_chart_painter_get_export_size (painter, &width, &height);
  return ak_chart_file_write (file, width, height, paint_for_export, painter, error);
}
