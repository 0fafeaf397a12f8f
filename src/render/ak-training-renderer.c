/* ak-training-renderer.c: the training planner's charts into any cairo_t
 *
 * Two panels, one above the other: memory per chip as a stacked bar
 * (weights, gradients, optimizer states, activations) against the chip's
 * capacity, and the days a run takes against the chips it runs on, on
 * log-log axes: the plan's line at its MFU (days × chips constant), the
 * plan itself ringed, and the lesson's published runs as points (the
 * series hover and keys step through; the selected one ringed too). The
 * description reads the kept layout: the axes and the runs as drawn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "ak-chart-paint-private.h"
#include "ak-format.h"
#include "ak-training-renderer.h"

struct _AkTrainingRenderer
{
  GObject               parent_instance;

  AkTrainingMemory      memory;
  AkTrainingChart       chart;
  gboolean              has_data;
  PangoFontDescription *font;
  AkChartAxisSettings   settings;
  int                   selected;   /* a run, or -1 */
  AkChartLayout        *layout;
};

static void painter_iface_init (AkChartPainterInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkTrainingRenderer, ak_training_renderer, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (AK_TYPE_CHART_PAINTER, painter_iface_init))

#define BAR_HEIGHT 28.0

/* One drawing: the context, its font and colours. */
typedef struct {
  cairo_t             *cr;
  PangoLayout         *text;
  const AkChartColors *colors;
  double               margin;  /* surface edge to text: the axis settings' padding */
} Paint;

/* Text at (x, y), its top-left corner, or its top-right with @right. */
static double
show (Paint      *p,
      double      x,
      double      y,
      const char *text,
      gboolean    right)
{
  int width, height;

  pango_layout_set_text (p->text, text, -1);
  pango_layout_get_pixel_size (p->text, &width, &height);
  cairo_move_to (p->cr, right ? x - width : x, y);
  ak_color_set_source (p->cr, &p->colors->foreground, 1);
  pango_cairo_show_layout (p->cr, p->text);
  return height;
}

/* A title wrapped to @width; returns its height. */
static double
show_wrapped (Paint      *p,
              double      x,
              double      y,
              double      width,
              const char *text)
{
  double height;

  pango_layout_set_width (p->text, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (p->text, PANGO_WRAP_WORD_CHAR);
  height = show (p, x, y, text, FALSE);
  pango_layout_set_width (p->text, -1);
  return height;
}

static double
text_width (Paint      *p,
            const char *text)
{
  int width;

  pango_layout_set_text (p->text, text, -1);
  pango_layout_get_pixel_size (p->text, &width, NULL);
  return width;
}

static double
line_height (Paint *p)
{
  int height;

  pango_layout_set_text (p->text, "Ag", -1);
  pango_layout_get_pixel_size (p->text, NULL, &height);
  return height;
}

/* The four parts of the bar, in order, with their colours. */
static void
parts (const AkTrainingRenderer *self,
       const AkChartColors      *colors,
       double                    out_bytes[4],
       const AkColor            *out_colors[4],
       const char               *out_names[4])
{
  out_bytes[0] = self->memory.weights_bytes, out_colors[0] = &colors->memory, out_names[0] = _("Weights");
  out_bytes[1] = self->memory.gradients_bytes, out_colors[1] = &colors->compute, out_names[1] = _("Gradients");
  out_bytes[2] = self->memory.optimizer_bytes, out_colors[2] = &colors->compare, out_names[2] = _("Optimizer");
  out_bytes[3] = self->memory.activations_bytes, out_colors[3] = &colors->vector, out_names[3] = _("Activations");
}

/* The stacked bar and its key; returns where the panel ends. */
static double
paint_memory (AkTrainingRenderer *self,
              Paint              *p,
              double              width)
{
  double bytes[4], scale, x = p->margin, y = p->margin, bar_width = width - 2 * p->margin;
  const AkColor *colors[4];
  const char *names[4];
  g_autofree char *total = ak_format_si (self->memory.total_bytes, "B");
  g_autofree char *title = g_strdup_printf (_("Memory per chip: %s"), total);
  cairo_rectangle_t frame;

  parts (self, p->colors, bytes, colors, names);
  y += show_wrapped (p, p->margin, y, width - 2 * p->margin, title) + 4;
  scale = MAX (self->memory.total_bytes, self->memory.capacity_bytes) * 1.05;
  frame = (cairo_rectangle_t) { x, y, bar_width, BAR_HEIGHT };
  for (guint i = 0; i < 4 && scale > 0; i++)
    {
      double w = bytes[i] / scale * bar_width;

      cairo_rectangle (p->cr, x, y, w, BAR_HEIGHT);
      ak_color_set_source (p->cr, colors[i], 1);
      cairo_fill (p->cr);
      x += w;
    }
  cairo_rectangle (p->cr, frame.x + 0.5, y + 0.5, bar_width - 1, BAR_HEIGHT - 1);
  ak_color_set_source (p->cr, &p->colors->foreground, 0.5);
  cairo_set_line_width (p->cr, 1);
  cairo_stroke (p->cr);
  if (self->memory.capacity_bytes > 0 && scale > 0)
    {
      double cx = round (frame.x + self->memory.capacity_bytes / scale * bar_width) + 0.5;
      g_autofree char *capacity = ak_format_si (self->memory.capacity_bytes, "B");
      g_autofree char *label = g_strdup_printf (_("capacity %s"), capacity);

      cairo_move_to (p->cr, cx, y - 4);
      cairo_line_to (p->cr, cx, y + BAR_HEIGHT + 4);
      ak_color_set_source (p->cr, &p->colors->foreground, 1);
      cairo_set_line_width (p->cr, 2);
      cairo_stroke (p->cr);
      show (p, cx - 4, y + BAR_HEIGHT + 6, label, TRUE);
    }
  {
    AkChartAxis x_axis, y_axis;

    ak_chart_axis_init_linear (&x_axis, 0, scale);
    ak_chart_axis_init_linear (&y_axis, 0, 1);
    ak_chart_layout_add_panel (self->layout, AK_TRAINING_PANEL_MEMORY, &frame, &x_axis, &y_axis);
  }
  y += BAR_HEIGHT + 6 + line_height (p) + 4;

  /* the key: a swatch and a name per part, wrapped to the width */
  x = p->margin;
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *size = ak_format_si (bytes[i], "B");
      g_autofree char *key = g_strdup_printf ("%s %s", names[i], size);
      int kw;

      pango_layout_set_text (p->text, key, -1);
      pango_layout_get_pixel_size (p->text, &kw, NULL);
      if (x > p->margin && x + 16 + kw > width - p->margin)
        x = p->margin, y += line_height (p) + 2;
      cairo_rectangle (p->cr, x, y + 3, 10, 10);
      ak_color_set_source (p->cr, colors[i], 1);
      cairo_fill (p->cr);
      show (p, x + 14, y, key, FALSE);
      x += 14 + kw + 16;
    }
  return y + line_height (p) + 10;
}

/* Decades of a log axis that hold every value. */
static void
decades (const double *values,
         guint         n,
         int          *out_lo,
         int          *out_hi)
{
  double lo = INFINITY, hi = -INFINITY;

  for (guint i = 0; i < n; i++)
    if (values[i] > 0 && isfinite (values[i]))
      lo = MIN (lo, values[i]), hi = MAX (hi, values[i]);
  *out_lo = isfinite (lo) ? (int) floor (log10 (lo)) : 0;
  *out_hi = isfinite (hi) ? MAX ((int) ceil (log10 (hi)), *out_lo + 1) : 1;
}

typedef struct {
  cairo_rectangle_t frame;
  double x_lo, x_hi;  /* decades, widened by the axis settings' margin */
  int y_lo, y_hi;
} DaysFrame;

static gboolean
to_point (const DaysFrame *f,
          double           chips,
          double           days,
          double          *out_x,
          double          *out_y)
{
  if (!(chips > 0 && days > 0))
    return FALSE;
  *out_x = f->frame.x + (log10 (chips) - f->x_lo) / (f->x_hi - f->x_lo) * f->frame.width;
  *out_y = f->frame.y + f->frame.height - (log10 (days) - f->y_lo) / (f->y_hi - f->y_lo) * f->frame.height;
  return TRUE;
}

static void
paint_days_axes (Paint           *p,
                 const DaysFrame *f)
{
  cairo_rectangle (p->cr, f->frame.x + 0.5, f->frame.y + 0.5, f->frame.width, f->frame.height);
  ak_color_set_source (p->cr, &p->colors->foreground, 0.6);
  cairo_set_line_width (p->cr, 1);
  cairo_stroke (p->cr);
  for (int d = (int) ceil (f->x_lo), shown_to = -1000; d <= f->x_hi; d++)
    {
      double x, y, w;
      g_autofree char *label = ak_format_number_trimmed (pow (10, d), 3);

      to_point (f, pow (10, d), pow (10, f->y_lo), &x, &y);
      w = text_width (p, label);
      /* a label that would overlap the last one, or leave the frame, is left out */
      if (x + 4 > shown_to + 8 && x + 4 + w <= f->frame.x + f->frame.width + p->margin)
        {
          show (p, x + 4, y + 4, label, FALSE);
          shown_to = (int) (x + 4 + w);
        }
      cairo_move_to (p->cr, round (x) + 0.5, f->frame.y);
      cairo_line_to (p->cr, round (x) + 0.5, y);
      ak_color_set_source (p->cr, &p->colors->foreground, 0.15);
      cairo_stroke (p->cr);
    }
  for (int d = f->y_lo; d <= f->y_hi; d++)
    {
      double x, y;
      g_autofree char *label = ak_format_number_trimmed (pow (10, d), 3);

      to_point (f, pow (10, f->x_lo), pow (10, d), &x, &y);
      show (p, x - 4, y - line_height (p) / 2, label, TRUE);
      cairo_move_to (p->cr, x, round (y) + 0.5);
      cairo_line_to (p->cr, f->frame.x + f->frame.width, round (y) + 0.5);
      ak_color_set_source (p->cr, &p->colors->foreground, 0.15);
      cairo_stroke (p->cr);
    }
}

static void
dot (cairo_t       *cr,
     double         x,
     double         y,
     double         radius,
     const AkColor *color,
     gboolean       ring)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
  ak_color_set_source (cr, color, 1);
  if (ring)
    {
      cairo_set_line_width (cr, 2.5);
      cairo_stroke (cr);
    }
  else
    cairo_fill (cr);
}

/* Each run's name beside its dot (right, else left, else above or below),
 * never over a dot, the plan's marker or another name; left out where
 * none of those is free (the chart's description still names it). */
static void
paint_run_names (Paint              *p,
                 const DaysFrame    *f,
                 const AkTrainingChart *c,
                 double              width)
{
  g_autoptr(GArray) taken = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  const cairo_rectangle_t inside = { 0, f->frame.y - line_height (p), width - 2, f->frame.height + line_height (p) };
  double lh = line_height (p), x, y;

  if (to_point (f, c->chips, c->days, &x, &y))
    g_array_append_val (taken, ((cairo_rectangle_t) { x - 8, y - 8, 16, 16 }));
  for (guint i = 0; i < c->n_runs; i++)
    if (to_point (f, c->runs[i].chips, c->runs[i].days, &x, &y))
      g_array_append_val (taken, ((cairo_rectangle_t) { x - 5, y - 5, 10, 10 }));

  for (guint i = 0; i < c->n_runs; i++)
    {
      double w = text_width (p, c->runs[i].name);
      cairo_rectangle_t r;

      if (!to_point (f, c->runs[i].chips, c->runs[i].days, &x, &y))
        continue;
      {
        const cairo_rectangle_t spots[] = {
          { x + 7, y - lh / 2, w, lh },
          { x - 7 - w, y - lh / 2, w, lh },
          { x - w / 2, y - 7 - lh, w, lh },
          { x - w / 2, y + 7, w, lh },
        };

        if (ak_chart_place_box (taken, &inside, spots, G_N_ELEMENTS (spots), &r))
          show (p, r.x, r.y, c->runs[i].name, FALSE);
      }
    }
}

/* Days against chips, log-log, from @top to the bottom. */
static void
paint_days (AkTrainingRenderer *self,
            Paint              *p,
            double              width,
            double              top,
            double              height)
{
  const AkTrainingChart *c = &self->chart;
  double xs[2 + AK_TRAINING_CHART_MAX_RUNS + 1], ys[2 + AK_TRAINING_CHART_MAX_RUNS + 1];
  double left, lh = line_height (p), x0, y0, x1, y1;
  guint n = 0;
  DaysFrame f;
  AkChartAxis x_axis, y_axis;

  int x_lo, x_hi;

  xs[n] = c->chips_min, ys[n++] = c->days_at_min;
  xs[n] = c->chips_max, ys[n++] = c->days_at_max;
  xs[n] = c->chips, ys[n++] = c->days;
  for (guint i = 0; i < c->n_runs; i++)
    xs[n] = c->runs[i].chips, ys[n++] = c->runs[i].days;
  decades (xs, n, &x_lo, &x_hi);
  decades (ys, n, &f.y_lo, &f.y_hi);
  f.x_lo = x_lo - self->settings.margin;
  f.x_hi = x_hi + self->settings.margin;

  top += show_wrapped (p, p->margin, top, width - 2 * p->margin,
                       _("Days against chips at this MFU (log-log); published runs as points")) + 4;
  {
    g_autofree char *widest = ak_format_number_trimmed (pow (10, f.y_lo), 3);
    int w;

    pango_layout_set_text (p->text, widest, -1);
    pango_layout_get_pixel_size (p->text, &w, NULL);
    left = p->margin + MAX (w, 40) + 8;
  }
  f.frame = (cairo_rectangle_t) { left, top, MAX (width - left - p->margin, 10), MAX (height - top - p->margin - 2 * lh - 8, 10) };
  paint_days_axes (p, &f);
  show (p, f.frame.x + f.frame.width, f.frame.y + f.frame.height + lh + 6, _("chips"), TRUE);
  show (p, f.frame.x + 6, f.frame.y + 4, _("days"), FALSE);

  /* log axes: their bounds are decades */
  x_axis = (AkChartAxis) { AK_CHART_SCALE_LOG, f.x_lo, f.x_hi };
  y_axis = (AkChartAxis) { AK_CHART_SCALE_LOG, f.y_lo, f.y_hi };
  ak_chart_layout_add_panel (self->layout, AK_TRAINING_PANEL_DAYS, &f.frame, &x_axis, &y_axis);

  cairo_save (p->cr);
  cairo_rectangle (p->cr, f.frame.x, f.frame.y, f.frame.width, f.frame.height);
  cairo_clip (p->cr);
  if (to_point (&f, c->chips_min, c->days_at_min, &x0, &y0) && to_point (&f, c->chips_max, c->days_at_max, &x1, &y1))
    {
      cairo_move_to (p->cr, x0, y0);
      cairo_line_to (p->cr, x1, y1);
      ak_color_set_source (p->cr, &p->colors->roof, 1);
      cairo_set_line_width (p->cr, 2);
      cairo_stroke (p->cr);
    }
  for (guint i = 0; i < c->n_runs; i++)
    if (to_point (&f, c->runs[i].chips, c->runs[i].days, &x0, &y0))
      {
        dot (p->cr, x0, y0, 4.5, &p->colors->compute, FALSE);
        ak_chart_layout_add_point (self->layout, AK_TRAINING_PANEL_DAYS, 0, i, x0, y0);
      }
  if (to_point (&f, c->chips, c->days, &x0, &y0))
    dot (p->cr, x0, y0, 7, &p->colors->accent, TRUE);
  if (self->selected >= 0 && (guint) self->selected < c->n_runs &&
      to_point (&f, c->runs[self->selected].chips, c->runs[self->selected].days, &x0, &y0))
    dot (p->cr, x0, y0, 8, &p->colors->foreground, TRUE);
  cairo_restore (p->cr);
  paint_run_names (p, &f, c, width);
}

static void
ak_training_renderer_paint (AkChartPainter      *painter,
                            cairo_t             *cr,
                            double               width,
                            double               height,
                            const AkChartColors *colors,
                            gboolean             for_export)
{
  AkTrainingRenderer *self = AK_TRAINING_RENDERER (painter);
  g_autoptr(PangoLayout) text = pango_cairo_create_layout (cr);
  Paint p = { cr, text, colors, self->settings.padding };
  double bottom;

  ak_chart_layout_reset (self->layout, width, height);
  if (colors->background.alpha > 0)
    {
      ak_color_set_source (cr, &colors->background, 1);
      cairo_paint (cr);
    }
  if (!self->has_data)
    return;
  pango_layout_set_font_description (text, self->font);
  cairo_save (cr);
  bottom = paint_memory (self, &p, width);
  paint_days (self, &p, width, bottom, height);
  cairo_restore (cr);
}

static const AkChartLayout *
ak_training_renderer_get_layout (AkChartPainter *painter)
{
  return AK_TRAINING_RENDERER (painter)->layout;
}

/* The memory bar in words, if the last draw drew it. */
static void
describe_memory (AkTrainingRenderer *self,
                 GString            *s)
{
  double bytes[4];
  const AkColor *colors[4];
  const char *names[4];
  AkChartColors unused = { 0 };
  g_autofree char *total = ak_format_si (self->memory.total_bytes, "B");
  g_autofree char *capacity = ak_format_si (self->memory.capacity_bytes, "B");

  if (ak_chart_layout_get_panel (self->layout, AK_TRAINING_PANEL_MEMORY) == NULL)
    return;
  parts (self, &unused, bytes, colors, names);
  g_string_append (s, _("Memory per chip:"));
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *size = ak_format_si (bytes[i], "B");

      g_string_append_printf (s, " %s %s%s", names[i], size, i < 3 ? "," : ".");
    }
  g_string_append_printf (s, self->memory.fits ? _(" Total %s of %s: it fits.") : _(" Total %s of %s: it does not fit."),
                          total, capacity);
}

/* The days chart as drawn: its axes, the plan, each run drawn, and the
 * selected run first. */
static void
describe_days (AkTrainingRenderer *self,
               GString            *s)
{
  const AkChartPanel *panel = ak_chart_layout_get_panel (self->layout, AK_TRAINING_PANEL_DAYS);
  g_autofree char *days = ak_format_number (self->chart.days, 3);
  g_autofree char *chips = ak_format_number_trimmed (self->chart.chips, 6);
  g_autofree char *x = NULL;
  g_autofree char *y = NULL;

  if (panel == NULL)
    return;
  x = ak_chart_axis_format_range (&panel->x, NULL);
  y = ak_chart_axis_format_range (&panel->y, NULL);
  g_string_append_printf (s, _(" Days against chips: %s days on %s chips at this MFU."), days, chips);
  /* Translators: two axis ranges, "from 10 to 100,000" */
  g_string_append_printf (s, _(" Chips %s, days %s."), x, y);
  for (guint i = 0; i < self->chart.n_runs; i++)
    {
      g_autofree char *run_days = ak_format_number (self->chart.runs[i].days, 3);
      g_autofree char *run_chips = ak_format_number_trimmed (self->chart.runs[i].chips, 6);

      if (ak_chart_layout_has_point (self->layout, 0, i))
        g_string_append_printf (s, _(" %s: %s days on %s chips."), self->chart.runs[i].name, run_days, run_chips);
    }
}

static char *
ak_training_renderer_describe (AkChartPainter *painter)
{
  AkTrainingRenderer *self = AK_TRAINING_RENDERER (painter);
  g_autoptr(GString) s = g_string_new (NULL);

  if (!self->has_data)
    return g_strdup (_("No plan"));
  if (self->selected >= 0 && (guint) self->selected < self->chart.n_runs &&
      ak_chart_layout_has_point (self->layout, 0, (guint) self->selected))
    {
      const AkTrainingChartRun *run = &self->chart.runs[self->selected];
      g_autofree char *days = ak_format_number (run->days, 3);
      g_autofree char *chips = ak_format_number_trimmed (run->chips, 6);

      /* Translators: the selected published run: its name, days, chips */
      g_string_append_printf (s, _("Selected: %s, %s days on %s chips. "), run->name, days, chips);
    }
  describe_memory (self, s);
  describe_days (self, s);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
ak_training_renderer_set_font_iface (AkChartPainter             *painter,
                                     const PangoFontDescription *font)
{
  ak_training_renderer_set_font (AK_TRAINING_RENDERER (painter), font);
}

static void
ak_training_renderer_set_axis_settings (AkChartPainter            *painter,
                                        const AkChartAxisSettings *settings)
{
  AkTrainingRenderer *self = AK_TRAINING_RENDERER (painter);

  self->settings = *settings;
  ak_chart_layout_reset (self->layout, 0, 0);
}

static void
ak_training_renderer_set_selected (AkChartPainter *painter,
                                   int             index)
{
  AK_TRAINING_RENDERER (painter)->selected = index;
}

static void
ak_training_renderer_get_export_size (AkChartPainter *painter,
                                      double         *out_width,
                                      double         *out_height)
{
  *out_width = 960, *out_height = 600;
}

static void
painter_iface_init (AkChartPainterInterface *iface)
{
  iface->paint = ak_training_renderer_paint;
  iface->get_layout = ak_training_renderer_get_layout;
  iface->describe = ak_training_renderer_describe;
  iface->set_font = ak_training_renderer_set_font_iface;
  iface->set_axis_settings = ak_training_renderer_set_axis_settings;
  iface->set_selected = ak_training_renderer_set_selected;
  iface->get_export_size = ak_training_renderer_get_export_size;
}

static void
ak_training_renderer_finalize (GObject *object)
{
  AkTrainingRenderer *self = AK_TRAINING_RENDERER (object);

  g_clear_pointer (&self->font, pango_font_description_free);
  g_clear_pointer (&self->layout, ak_chart_layout_free);
  G_OBJECT_CLASS (ak_training_renderer_parent_class)->finalize (object);
}

static void
ak_training_renderer_class_init (AkTrainingRendererClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ak_training_renderer_finalize;
}

static void
ak_training_renderer_init (AkTrainingRenderer *self)
{
  self->font = pango_font_description_from_string ("Sans 10");
  self->settings = (AkChartAxisSettings) { 12, 0 };
  self->selected = -1;
  self->layout = ak_chart_layout_new ();
}

/**
 * ak_training_renderer_new:
 *
 * Returns: (transfer full): a renderer with nothing to draw yet
 */
AkTrainingRenderer *
ak_training_renderer_new (void)
{
  return g_object_new (AK_TYPE_TRAINING_RENDERER, NULL);
}

/**
 * ak_training_renderer_set_data:
 * @self: a renderer
 * @memory: memory per chip (ak_training_memory())
 * @chart: days against chips (ak_training_chart_compute())
 *
 * Copies both; the next paint draws them.
 */
void
ak_training_renderer_set_data (AkTrainingRenderer     *self,
                               const AkTrainingMemory *memory,
                               const AkTrainingChart  *chart)
{
  g_return_if_fail (AK_IS_TRAINING_RENDERER (self) && memory != NULL && chart != NULL);

  self->memory = *memory;
  self->chart = *chart;
  self->has_data = TRUE;
  if (self->selected >= (int) chart->n_runs)
    self->selected = -1;
  ak_chart_layout_reset (self->layout, 0, 0);
}

/**
 * ak_training_renderer_set_font:
 * @self: a renderer
 * @font: the font of the text (the theme's, in a widget)
 */
void
ak_training_renderer_set_font (AkTrainingRenderer         *self,
                               const PangoFontDescription *font)
{
  g_return_if_fail (AK_IS_TRAINING_RENDERER (self) && font != NULL);

  if (self->font != NULL && pango_font_description_equal (self->font, font))
    return;
  g_clear_pointer (&self->font, pango_font_description_free);
  self->font = pango_font_description_copy (font);
  ak_chart_layout_reset (self->layout, 0, 0);
}
