/* ak-batch-renderer.c: draws the batch explorer's charts into any cairo_t
 *
 * Three charts of one AkBatchSweep, in the roofline chart's style (Pango
 * text, the charts' palette, log axes from ak-log-axis): the curves and
 * the split (ak-batch-curves.c) and the frontier (ak-batch-frontier.c).
 * This file is the painter the widget and the export hold: the sweep, the
 * font and the axis settings go in; each draw refills the kept layout
 * (panels, axes, every point drawn) that hover, clicks and keys read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ak-batch-paint-private.h"
#include "ak-critical-batch.h"
#include "ak-format.h"

struct _AkBatchRenderer
{
  GObject               parent_instance;

  AkBatchSweep         *sweep;
  AkBatchChart          chart;
  PangoFontDescription *font;
  AkChartAxisSettings   settings;

  /* the last draw: panels, points and marks */
  AkChartLayout        *layout;
};

static void ak_batch_renderer_painter_init (AkChartPainterInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkBatchRenderer, ak_batch_renderer, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (AK_TYPE_CHART_PAINTER,
                                                      ak_batch_renderer_painter_init))

/* What is drawn changed: the kept layout no longer matches a picture. */
static void
forget_layout (AkBatchRenderer *self)
{
  ak_chart_layout_reset (self->layout, 0, 0);
}

/**
 * ak_batch_renderer_new:
 *
 * Returns: (transfer full): a renderer of an empty sweep, drawing all three
 *   charts (%AK_BATCH_CHART_ALL) in "Sans 10"
 */
AkBatchRenderer *
ak_batch_renderer_new (void)
{
  return g_object_new (AK_TYPE_BATCH_RENDERER, NULL);
}

/**
 * ak_batch_renderer_set_sweep:
 * @self: a renderer
 * @sweep: what to draw (copied); a selection past its points is moved to
 *   its last point
 */
void
ak_batch_renderer_set_sweep (AkBatchRenderer    *self,
                             const AkBatchSweep *sweep)
{
  g_return_if_fail (AK_IS_BATCH_RENDERER (self));
  g_return_if_fail (sweep != NULL && sweep->n_points <= AK_BATCH_SWEEP_MAX_POINTS);

  *self->sweep = *sweep;
  if (self->sweep->n_points > 0 && self->sweep->selected >= self->sweep->n_points)
    self->sweep->selected = self->sweep->n_points - 1;
  forget_layout (self);
}

/**
 * ak_batch_renderer_get_sweep:
 * @self: a renderer
 *
 * Returns: (transfer none): the sweep @self draws
 */
const AkBatchSweep *
ak_batch_renderer_get_sweep (AkBatchRenderer *self)
{
  g_return_val_if_fail (AK_IS_BATCH_RENDERER (self), NULL);

  return self->sweep;
}

/**
 * ak_batch_renderer_set_selected:
 * @self: a renderer
 * @index: the index in the sweep of the batch to draw as selected; clamped
 *   to its last point
 *
 * The selection moves the dots of the curves and the split's batch; the
 * points stay where they are, so the kept layout stays valid.
 */
void
ak_batch_renderer_set_selected (AkBatchRenderer *self,
                                guint            index)
{
  g_return_if_fail (AK_IS_BATCH_RENDERER (self));

  if (self->sweep->n_points > 0)
    self->sweep->selected = MIN (index, self->sweep->n_points - 1);
}

/**
 * ak_batch_renderer_set_chart:
 * @self: a renderer
 * @chart: which chart to draw
 */
void
ak_batch_renderer_set_chart (AkBatchRenderer *self,
                             AkBatchChart     chart)
{
  g_return_if_fail (AK_IS_BATCH_RENDERER (self));

  self->chart = chart;
  forget_layout (self);
}

/**
 * ak_batch_renderer_set_font:
 * @self: a renderer
 * @font: (nullable): the text's font; %NULL for "Sans 10"
 */
void
ak_batch_renderer_set_font (AkBatchRenderer            *self,
                            const PangoFontDescription *font)
{
  g_return_if_fail (AK_IS_BATCH_RENDERER (self));

  if (font != NULL && pango_font_description_equal (font, self->font))
    return;
  g_clear_pointer (&self->font, pango_font_description_free);
  self->font = font != NULL ? pango_font_description_copy (font)
                            : pango_font_description_from_string ("Sans 10");
  forget_layout (self);
}

/* ---- drawing ---------------------------------------------------------------- */

/* The widest line of text a chart of the three draws on one line. */
static double
widest_legend (PangoLayout *layout)
{
  g_autofree char *curves = g_strdup_printf ("━ %s   ━ %s", _("ms per token (left)"),
                                             _("tokens/s per chip (right)"));
  g_autofree char *split = g_strdup_printf ("■ %s  ■ %s  ■ %s", _("weights"), _("KV cache"), _("FLOPs"));
  const char *lines[] = { curves, split, _("batch (sequences)"), _("milliseconds") };
  double widest = 0;

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      int w;

      pango_layout_set_text (layout, lines[i], -1);
      pango_layout_get_pixel_size (layout, &w, NULL);
      widest = MAX (widest, w);
    }
  return widest;
}

static void
lay_out_all (AkChartPaint       *p,
             const AkBatchSweep *s,
             double              w,
             double              h)
{
  /* Side by side only where half the width still holds each legend. */
  gboolean narrow = w < 560 || w / 2 < widest_legend (p->layout) + 2 * p->pad;
  double top = narrow ? h / 2 : h * 0.55;

  ak_batch_paint_curves (p, s, (cairo_rectangle_t) { 0, 0, w, top });
  if (narrow)
    {
      ak_batch_paint_split (p, s, (cairo_rectangle_t) { 0, top, w, (h - top) * 0.45 });
      ak_batch_paint_frontier (p, s, (cairo_rectangle_t) { 0, top + (h - top) * 0.45, w, (h - top) * 0.55 });
      return;
    }
  ak_batch_paint_split (p, s, (cairo_rectangle_t) { 0, top, w / 2, h - top });
  ak_batch_paint_frontier (p, s, (cairo_rectangle_t) { w / 2, top, w / 2, h - top });
}

/**
 * ak_batch_renderer_get_min_width:
 * @self: a renderer
 * @context: the Pango context the charts' text will be laid out with
 *
 * The least width at which the charts stay legible with @self's font:
 * their legends and axis titles on one line inside the padding, and never
 * less than %AK_BATCH_RENDERER_MIN_WIDTH. A view narrower than this
 * scrolls the chart rather than shrinking it.
 *
 * Returns: the width, user units
 */
double
ak_batch_renderer_get_min_width (AkBatchRenderer *self,
                                 PangoContext    *context)
{
  g_autoptr(PangoLayout) layout = NULL;

  g_return_val_if_fail (AK_IS_BATCH_RENDERER (self), AK_BATCH_RENDERER_MIN_WIDTH);
  g_return_val_if_fail (PANGO_IS_CONTEXT (context), AK_BATCH_RENDERER_MIN_WIDTH);

  layout = pango_layout_new (context);
  pango_layout_set_font_description (layout, self->font);
  return MAX (AK_BATCH_RENDERER_MIN_WIDTH, ceil (widest_legend (layout) + 2 * self->settings.padding));
}

static void
paint_chart (AkBatchRenderer *self,
             AkChartPaint    *p,
             double           width,
             double           height)
{
  cairo_rectangle_t all = { 0, 0, width, height };

  switch (self->chart)
    {
    case AK_BATCH_CHART_CURVES:
      ak_batch_paint_curves (p, self->sweep, all);
      break;
    case AK_BATCH_CHART_SPLIT:
      ak_batch_paint_split (p, self->sweep, all);
      break;
    case AK_BATCH_CHART_FRONTIER:
      ak_batch_paint_frontier (p, self->sweep, all);
      break;
    case AK_BATCH_CHART_ALL:
    default:
      lay_out_all (p, self->sweep, width, height);
      break;
    }
}

/**
 * ak_batch_renderer_draw:
 * @self: a renderer
 * @cr: where to draw, in user units (any device scale)
 * @width: the width to fill, user units (from about 320)
 * @height: the height to fill, user units
 * @colors: the palette (ak_chart_colors_init())
 *
 * Draws the chosen chart of the sweep into (0, 0, @width, @height); with
 * no points only the background. The critical batch is drawn only where
 * it falls on the batch axis; the memory wall only when the capacity is
 * known, from halfway (in log terms) past the largest batch that fits, or
 * over the whole axis when even the weights do not fit. Keeps the layout
 * (ak_batch_renderer_get_layout()) with those markers (#AkBatchMark).
 */
void
ak_batch_renderer_draw (AkBatchRenderer     *self,
                        cairo_t             *cr,
                        double               width,
                        double               height,
                        const AkChartColors *colors)
{
  const AkBatchSweep *sweep;
  AkChartPaint p;

  g_return_if_fail (AK_IS_BATCH_RENDERER (self));
  g_return_if_fail (cr != NULL && colors != NULL);

  sweep = self->sweep;
  forget_layout (self);
  if (!isfinite (width) || !isfinite (height) || width <= 0 || height <= 0)
    return;
  ak_chart_layout_reset (self->layout, width, height);

  cairo_save (cr);
  ak_color_set_source (cr, &colors->background, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_set_line_width (cr, 1);
  if (sweep->n_points == 0 || sweep->selected >= sweep->n_points)
    {
      cairo_restore (cr);
      return;
    }

  ak_chart_paint_begin (&p, cr, self->font, colors, &self->settings, self->layout);
  paint_chart (self, &p, width, height);
  ak_chart_paint_end (&p);
  cairo_restore (cr);
}

/**
 * ak_batch_renderer_get_layout:
 * @self: a renderer
 *
 * Returns: (transfer none): the panels (named by #AkBatchChart), their
 *   axes and the points (series #AkBatchSeries, indices into the sweep) of
 *   the last draw; empty before it and after the sweep, chart, font or
 *   settings changed
 */
const AkChartLayout *
ak_batch_renderer_get_layout (AkBatchRenderer *self)
{
  g_return_val_if_fail (AK_IS_BATCH_RENDERER (self), NULL);

  return self->layout;
}

/* ---- the description, from the kept layout ---------------------------------- */

/* The batch axis as drawn, and the critical batch: marked on it or not. */
static void
describe_axis (const AkBatchSweep  *sweep,
               const AkChartLayout *layout,
               GString             *text)
{
  const AkChartPanel *curves = ak_chart_layout_get_panel (layout, AK_BATCH_CHART_CURVES);
  g_autofree char *critical = ak_format_number (sweep->critical_batch, 3);
  g_autofree char *with_kv = ak_critical_batch_describe (sweep->critical_batch_with_kv);

  if (curves != NULL)
    {
      g_autofree char *range = ak_chart_axis_format_range (&curves->x, NULL);

      /* Translators: "from 1 to 1,000" */
      g_string_append_printf (text, _("Batch axis %s sequences."), range);
      g_string_append_c (text, ' ');
    }
  g_string_append_printf (text, _("Critical batch: %s sequences, where the weight matrix multiplies "
                                  "turn compute-bound."), critical);
  if (curves != NULL && !ak_chart_layout_get_mark (layout, AK_BATCH_MARK_CRITICAL, NULL))
    g_string_append_printf (text, " %s", _("It lies outside the batch axis, so it is not marked."));
  g_string_append_printf (text, " %s", with_kv);
}

/* The memory wall: shaded from the largest batch that fits, if drawn. */
static void
describe_wall (const AkBatchSweep  *sweep,
               const AkChartLayout *layout,
               GString             *text)
{
  g_autofree char *fits = ak_format_number_trimmed (sweep->max_batch, 7);
  gboolean drawn = ak_chart_layout_get_mark (layout, AK_BATCH_MARK_WALL, NULL);

  g_string_append_c (text, ' ');
  if (!sweep->memory_known)
    g_string_append (text, _("The accelerator’s memory is not known, so no memory wall is shown."));
  else if (sweep->max_batch < 1)
    g_string_append (text, _("The weights alone do not fit in the accelerator’s memory."));
  else
    g_string_append_printf (text, _("Largest batch that fits in memory: %s sequences."), fits);
  if (sweep->memory_known && drawn)
    g_string_append_printf (text, " %s", _("The batches that do not fit are shaded."));
}

/* The selected batch's figures, when the last draw drew it. */
static void
describe_selected (const AkBatchSweep  *sweep,
                   const AkChartLayout *layout,
                   GString             *text)
{
  const AkBatchPoint *p = &sweep->points[sweep->selected];
  g_autofree char *batch = ak_format_number_trimmed (p->batch, 7);
  g_autofree char *ms = ak_format_number (p->ms_per_token, 3);
  g_autofree char *tps = ak_format_number (p->tokens_per_s, 3);

  g_string_append_c (text, ' ');
  if (!ak_chart_layout_has_point (layout, AK_BATCH_SERIES_MS_PER_TOKEN, sweep->selected))
    {
      g_string_append_printf (text, _("Batch %s is selected but not drawn."), batch);
      return;
    }
  g_string_append_printf (text, _("At batch %s: %s ms per token, %s tokens/s per chip, %s."), batch, ms, tps,
                          p->bound == AK_BOUND_COMPUTE ? _("compute-bound") : _("memory-bound"));
  if (sweep->has_speculative)
    {
      g_autofree char *e = ak_format_number (sweep->speculative.expected_tokens_per_pass, 3);
      g_autofree char *x = ak_format_number (sweep->speculative.speedup, 3);

      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("Speculative decoding: %s tokens per verification pass, "
                                      "%s× the tokens/s."), e, x);
    }
}

/* The charts in words, for screen readers, as the kept layout drew them:
 * the batch axis, the critical batch, the largest batch that fits, and
 * the figures at the selected batch (and the speculative speedup when
 * there is a draft). */
static char *
describe (AkBatchRenderer *self)
{
  const AkBatchSweep *sweep = self->sweep;
  GString *text;

  if (sweep->n_points == 0 || sweep->selected >= sweep->n_points)
    return g_strdup (_("No batch sizes to show."));
  text = g_string_new (NULL);
  describe_axis (sweep, self->layout, text);
  describe_wall (sweep, self->layout, text);
  describe_selected (sweep, self->layout, text);
  return g_string_free (text, FALSE);
}

/* ---- the painter and GObject ------------------------------------------------ */

static void
painter_paint (AkChartPainter      *painter,
               cairo_t             *cr,
               double               width,
               double               height,
               const AkChartColors *colors,
               gboolean             for_export)
{
  AkBatchRenderer *self = AK_BATCH_RENDERER (painter);
  g_autoptr(AkChartLayout) scratch = NULL;
  AkChartLayout *screen = self->layout;

  /* A document shows the selected batch's split as the screen does; the
   * screen's layout stays the one hover and keys read. */
  if (!for_export)
    {
      ak_batch_renderer_draw (self, cr, width, height, colors);
      return;
    }
  self->layout = scratch = ak_chart_layout_new ();
  ak_batch_renderer_draw (self, cr, width, height, colors);
  self->layout = screen;
}

static const AkChartLayout *
painter_get_layout (AkChartPainter *painter)
{
  return AK_BATCH_RENDERER (painter)->layout;
}

static char *
painter_describe (AkChartPainter *painter)
{
  return describe (AK_BATCH_RENDERER (painter));
}

static void
painter_set_font (AkChartPainter             *painter,
                  const PangoFontDescription *font)
{
  ak_batch_renderer_set_font (AK_BATCH_RENDERER (painter), font);
}

static void
painter_set_axis_settings (AkChartPainter            *painter,
                           const AkChartAxisSettings *settings)
{
  AkBatchRenderer *self = AK_BATCH_RENDERER (painter);

  self->settings = *settings;
  forget_layout (self);
}

static void
painter_set_selected (AkChartPainter *painter,
                      int             index)
{
  if (index >= 0)
    ak_batch_renderer_set_selected (AK_BATCH_RENDERER (painter), (guint) index);
}

static guint
painter_get_pick_series (AkChartPainter *painter)
{
  return AK_BATCH_SERIES_MS_PER_TOKEN;
}

static void
painter_get_export_size (AkChartPainter *painter,
                         double         *out_width,
                         double         *out_height)
{
  *out_width = AK_BATCH_EXPORT_WIDTH;
  *out_height = AK_BATCH_EXPORT_HEIGHT;
}

static void
ak_batch_renderer_painter_init (AkChartPainterInterface *iface)
{
  iface->paint = painter_paint;
  iface->get_layout = painter_get_layout;
  iface->describe = painter_describe;
  iface->get_export_size = painter_get_export_size;
  iface->set_font = painter_set_font;
  iface->set_axis_settings = painter_set_axis_settings;
  iface->set_selected = painter_set_selected;
  iface->get_pick_series = painter_get_pick_series;
}

static void
ak_batch_renderer_finalize (GObject *object)
{
  AkBatchRenderer *self = AK_BATCH_RENDERER (object);

  g_clear_pointer (&self->sweep, g_free);
  g_clear_pointer (&self->font, pango_font_description_free);
  g_clear_pointer (&self->layout, ak_chart_layout_free);

  G_OBJECT_CLASS (ak_batch_renderer_parent_class)->finalize (object);
}

static void
ak_batch_renderer_class_init (AkBatchRendererClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ak_batch_renderer_finalize;
}

static void
ak_batch_renderer_init (AkBatchRenderer *self)
{
  self->sweep = g_new0 (AkBatchSweep, 1);
  self->chart = AK_BATCH_CHART_ALL;
  self->font = pango_font_description_from_string ("Sans 10");
  self->settings = (AkChartAxisSettings) { AK_CHART_DEFAULT_PADDING, 0 };
  self->layout = ak_chart_layout_new ();
}
