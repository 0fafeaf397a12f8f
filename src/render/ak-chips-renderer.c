/* ak-chips-renderer.c: the chips chart into any cairo_t
 *
 * One panel on log-log axes: chips across (the sweep's counts, 1 to 64),
 * milliseconds up. The compute (orange), memory (blue) and link (purple,
 * dashed) terms of each step as lines, the step itself in the text colour
 * with a dot per chip count (hollow where the model does not fit); the
 * chip counts below the memory wall shaded and the count where the link
 * takes over marked by a dashed line. Every point drawn, the panel and
 * both marks go into the kept layout, which hover, keys and the
 * description (ak-chips-describe.c) read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ak-chart-paint-private.h"
#include "ak-chips-paint-private.h"
#include "ak-format.h"

/* Room at each end of the chips axis, decades, so end dots are whole. */
#define X_ROOM 0.12

struct _AkChipsRenderer
{
  GObject               parent_instance;

  AkChipsSweep         *sweep;      /* NULL: nothing to draw */
  PangoFontDescription *font;
  AkChartAxisSettings   settings;
  int                   selected;
  AkChartLayout        *layout;
  char                 *memory_label; /* the memory term's legend: "memory (GDDR6)", or "memory" */
};

static void painter_iface_init (AkChartPainterInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkChipsRenderer, ak_chips_renderer, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (AK_TYPE_CHART_PAINTER, painter_iface_init))

/* ---- axes ------------------------------------------------------------------ */

static double
term_ms (const AkChipsPoint *p,
         AkChipsSeries       series)
{
  switch (series)
    {
    case AK_CHIPS_SERIES_COMPUTE:
      return p->compute_s * 1e3;
    case AK_CHIPS_SERIES_MEMORY:
      return p->memory_s * 1e3;
    case AK_CHIPS_SERIES_LINK:
      return p->link_s * 1e3;
    case AK_CHIPS_SERIES_STEP:
    default:
      return p->step_s * 1e3;
    }
}

static AkLogAxis
chips_axis (const AkChipsSweep *s,
            double              margin)
{
  AkLogAxis axis = { log10 (s->points[0].chips) - X_ROOM, log10 (s->points[s->n_points - 1].chips) + X_ROOM };

  ak_chart_paint_widen (&axis, margin);
  return axis;
}

/* Whole decades of milliseconds around every term drawn. */
static AkLogAxis
time_axis (const AkChipsSweep *s)
{
  AkLogAxis axis;

  ak_log_axis_init (&axis);
  for (guint i = 0; i < s->n_points; i++)
    for (AkChipsSeries t = AK_CHIPS_SERIES_STEP; s->points[i].analysed && t <= AK_CHIPS_SERIES_LINK; t++)
      if (term_ms (&s->points[i], t) > 0)
        ak_log_axis_extend (&axis, term_ms (&s->points[i], t));
  ak_log_axis_round (&axis, -1, 2);
  return axis;
}

/* A label at every chip count the width allows, and a faint grid line. */
static void
paint_chip_ticks (AkChartPaint            *p,
                  const AkChipsSweep      *s,
                  const cairo_rectangle_t *a,
                  const AkLogAxis         *x)
{
  g_autofree char *widest = ak_format_number_trimmed (s->points[s->n_points - 1].chips, 6);
  /* the counts double, so their ticks are evenly spaced */
  double spacing = log10 (2) / (x->hi - x->lo) * a->width, f;
  guint stride = (guint) CLAMP (ceil ((ak_chart_paint_text_width (p, widest) + 2 * GAP) / spacing), 1, 64);

  for (guint i = 0; i < s->n_points; i++)
    {
      g_autofree char *text = ak_format_number_trimmed (s->points[i].chips, 6);
      double px;

      if (!ak_chart_paint_place (x, s->points[i].chips, &f))
        continue;
      px = round (a->x + f * a->width) + 0.5;
      ak_color_set_source (p->cr, &p->c->foreground, 0.12);
      cairo_move_to (p->cr, px, a->y);
      cairo_line_to (p->cr, px, a->y + a->height);
      cairo_stroke (p->cr);
      if (i % stride == 0)
        ak_chart_paint_text (p, text, px, a->y + a->height + GAP, -0.5, 0, &p->c->foreground);
    }
}

/* ---- the marks ------------------------------------------------------------- */

/* The chip counts that do not hold the model, shaded up to halfway (in
 * log terms) below the fewest that do; the whole axis when none does. */
static void
paint_wall (AkChartPaint            *p,
            const AkChipsSweep      *s,
            const cairo_rectangle_t *a,
            const AkLogAxis         *x)
{
  const char *label = _("does not fit");
  double f, right, value;

  if (!s->memory_known || s->wall_chips == 1)
    return;
  value = s->wall_chips > 0 ? s->wall_chips : s->points[s->n_points - 1].chips;
  if (s->wall_chips > 0 && !ak_chart_paint_place (x, s->wall_chips / G_SQRT2, &f))
    return;
  right = s->wall_chips > 0 ? a->x + CLAMP (f, 0, 1) * a->width : a->x + a->width;
  ak_color_set_source (p->cr, &p->c->shade, 1);
  cairo_rectangle (p->cr, a->x, a->y, right - a->x, a->height);
  cairo_fill (p->cr);
  if (right - a->x >= ak_chart_paint_text_width (p, label) + 2 * GAP)
    ak_chart_paint_text (p, label, a->x + GAP, a->y + GAP, 0, 0, &p->c->foreground);
  else
    ak_chart_paint_text (p, label, right + GAP, a->y + GAP, 0, 0, &p->c->foreground);
  ak_chart_layout_add_mark (p->kept, 0, AK_CHIPS_MARK_WALL, value, right);
}

static void
paint_link_mark (AkChartPaint            *p,
                 const AkChipsSweep      *s,
                 const cairo_rectangle_t *a,
                 const AkLogAxis         *x)
{
  g_autofree char *number = NULL;
  g_autofree char *label = NULL;
  double f, px;

  if (s->link_chips == 0 || !ak_chart_paint_place (x, s->link_chips, &f) || f < 0 || f > 1)
    return;
  number = ak_format_number_trimmed (s->link_chips, 6);
  /* Translators: marks the chip count from which the link between the chips is the bound */
  label = g_strdup_printf (_("link takes over at %s chips"), number);
  px = ak_chart_paint_dashed_line (p, a, a->x + f * a->width, &p->c->compare);
  /* on the second row, below the wall's label */
  ak_chart_paint_text (p, label, px + (f < 0.55 ? GAP : -GAP), a->y + 2 * GAP + p->line,
                       f < 0.55 ? 0 : -1, 0, &p->c->compare);
  ak_chart_layout_add_mark (p->kept, 0, AK_CHIPS_MARK_LINK, s->link_chips, px);
}

/* ---- the series ------------------------------------------------------------- */

static void
paint_term (AkChartPaint            *p,
            const AkChipsSweep      *s,
            const cairo_rectangle_t *a,
            const AkLogAxis         *x,
            const AkLogAxis         *y,
            AkChipsSeries            series,
            const AkColor           *color,
            gboolean                 dashed)
{
  static const double dash[] = { 5, 3 };
  gboolean started = FALSE;
  double px, py;

  cairo_new_path (p->cr);
  for (guint i = 0; i < s->n_points; i++)
    {
      const AkChipsPoint *pt = &s->points[i];

      if (!pt->analysed || !ak_chart_paint_to_point (a, x, y, pt->chips, term_ms (pt, series), &px, &py))
        {
          started = FALSE;  /* a gap where no layout splits the model */
          continue;
        }
      started ? cairo_line_to (p->cr, px, py) : cairo_move_to (p->cr, px, py);
      started = TRUE;
      ak_chart_layout_add_point (p->kept, 0, series, i, px, py);
    }
  ak_color_set_source (p->cr, color, 1);
  cairo_set_line_width (p->cr, series == AK_CHIPS_SERIES_STEP ? 2.5 : 2);
  if (dashed)
    cairo_set_dash (p->cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_stroke (p->cr);
  cairo_set_dash (p->cr, NULL, 0, 0);
  cairo_set_line_width (p->cr, 1);
}

/* A dot per step (hollow where the model does not fit) and the selected
 * chip count's line and rings. */
static void
paint_steps (AkChartPaint            *p,
             const AkChipsSweep      *s,
             const cairo_rectangle_t *a,
             int                      selected)
{
  const AkChartLayout *kept = p->kept;
  double px, py;

  for (guint i = 0; i < s->n_points; i++)
    if (ak_chart_layout_get_point (kept, AK_CHIPS_SERIES_STEP, i, &px, &py))
      {
        ak_color_set_source (p->cr, &p->c->foreground, 1);
        cairo_new_path (p->cr);
        cairo_arc (p->cr, px, py, MARKER, 0, 2 * G_PI);
        s->points[i].fits || !s->memory_known ? cairo_fill (p->cr) : cairo_stroke (p->cr);
      }
  if (selected < 0 || !ak_chart_layout_get_point (kept, AK_CHIPS_SERIES_STEP, (guint) selected, &px, &py))
    return;
  ak_color_set_source (p->cr, &p->c->accent, 0.6);
  cairo_move_to (p->cr, round (px) + 0.5, a->y);
  cairo_line_to (p->cr, round (px) + 0.5, a->y + a->height);
  cairo_stroke (p->cr);
  for (AkChipsSeries t = AK_CHIPS_SERIES_STEP; t <= AK_CHIPS_SERIES_LINK; t++)
    if (ak_chart_layout_get_point (kept, t, (guint) selected, &px, &py))
      {
        ak_color_set_source (p->cr, &p->c->accent, 1);
        cairo_new_path (p->cr);
        cairo_arc (p->cr, px, py, MARKER + 3, 0, 2 * G_PI);
        cairo_set_line_width (p->cr, 2);
        cairo_stroke (p->cr);
        cairo_set_line_width (p->cr, 1);
      }
}

static void
paint_legend (AkChipsRenderer         *self,
              AkChartPaint            *p,
              const cairo_rectangle_t *a)
{
  g_autofree char *compute = ak_chart_paint_swatch (&p->c->compute, "━", _("compute"));
  g_autofree char *memory = ak_chart_paint_swatch (&p->c->memory, "━", ak_chips_renderer_get_memory_label (self));
  g_autofree char *link = ak_chart_paint_swatch (&p->c->compare, "┅", _("link"));
  g_autofree char *step = ak_chart_paint_swatch (&p->c->foreground, "━", _("step"));
  g_autofree char *legend = g_strdup_printf ("%s  %s  %s  %s", compute, memory, link, step);

  ak_chart_paint_text (p, _("chips (log scale); hollow: does not fit"), a->x + a->width / 2,
                       a->y + a->height + GAP + p->line + GAP, -0.5, 0, &p->c->foreground);
  ak_chart_paint_text (p, legend, a->x + a->width / 2, a->y + a->height + 2 * (GAP + p->line) + GAP,
                       -0.5, 0, &p->c->foreground);
}

static void
paint_chart (AkChipsRenderer *self,
             AkChartPaint    *p,
             double           width,
             double           height)
{
  const AkChipsSweep *s = self->sweep;
  AkLogAxis x = chips_axis (s, self->settings.margin), y = time_axis (s);
  cairo_rectangle_t box = { 0, 0, width, height }, a;
  double left;

  box = ak_chart_paint_title (p, _("Time per step (ms) against chips"), box);
  left = p->pad + ak_chart_paint_widest_tick (p, &y) + GAP;
  a = (cairo_rectangle_t) { left, box.y + GAP, width - left - p->pad - GAP,
                            box.height - GAP - 3 * p->line - 2 * GAP - p->pad };
  if (a.width < MIN_AREA || a.height < MIN_AREA)
    return;
  ak_chart_paint_keep_panel (p, 0, &a, &x, &y);

  paint_wall (p, s, &a, &x);
  paint_chip_ticks (p, s, &a, &x);
  ak_chart_paint_log_ticks (p, &a, &y, AXIS_LEFT, TRUE);
  ak_chart_paint_frame (p, &a);
  paint_link_mark (p, s, &a, &x);
  cairo_save (p->cr);
  cairo_rectangle (p->cr, a.x - MARKER - 4, a.y - MARKER - 4, a.width + 2 * MARKER + 8, a.height + 2 * MARKER + 8);
  cairo_clip (p->cr);
  paint_term (p, s, &a, &x, &y, AK_CHIPS_SERIES_COMPUTE, &p->c->compute, FALSE);
  paint_term (p, s, &a, &x, &y, AK_CHIPS_SERIES_MEMORY, &p->c->memory, FALSE);
  paint_term (p, s, &a, &x, &y, AK_CHIPS_SERIES_LINK, &p->c->compare, TRUE);
  paint_term (p, s, &a, &x, &y, AK_CHIPS_SERIES_STEP, &p->c->foreground, FALSE);
  paint_steps (p, s, &a, self->selected);
  cairo_restore (p->cr);
  paint_legend (self, p, &a);
}

/* ---- the painter ------------------------------------------------------------ */

static gboolean
has_points (const AkChipsSweep *s)
{
  for (guint i = 0; s != NULL && i < s->n_points; i++)
    if (s->points[i].analysed)
      return TRUE;
  return FALSE;
}

static void
painter_paint (AkChartPainter      *painter,
               cairo_t             *cr,
               double               width,
               double               height,
               const AkChartColors *colors,
               gboolean             for_export)
{
  AkChipsRenderer *self = AK_CHIPS_RENDERER (painter);
  AkChartPaint p;
  int selected = self->selected;

  ak_chart_layout_reset (self->layout, 0, 0);
  if (!isfinite (width) || !isfinite (height) || width <= 0 || height <= 0)
    return;
  ak_chart_layout_reset (self->layout, width, height);
  cairo_save (cr);
  if (colors->background.alpha > 0)
    {
      ak_color_set_source (cr, &colors->background, 1);
      cairo_paint (cr);
    }
  if (has_points (self->sweep))
    {
      /* a document shows no selection */
      self->selected = for_export ? -1 : selected;
      ak_chart_paint_begin (&p, cr, self->font, colors, &self->settings, self->layout);
      paint_chart (self, &p, width, height);
      ak_chart_paint_end (&p);
      self->selected = selected;
    }
  cairo_restore (cr);
}

static const AkChartLayout *
painter_get_layout (AkChartPainter *painter)
{
  return AK_CHIPS_RENDERER (painter)->layout;
}

static char *
painter_describe (AkChartPainter *painter)
{
  AkChipsRenderer *self = AK_CHIPS_RENDERER (painter);

  return _ak_chips_describe (self->sweep, self->layout, self->selected);
}

static void
painter_get_export_size (AkChartPainter *painter,
                         double         *out_width,
                         double         *out_height)
{
  *out_width = AK_CHIPS_EXPORT_WIDTH;
  *out_height = AK_CHIPS_EXPORT_HEIGHT;
}

static void
painter_set_font (AkChartPainter             *painter,
                  const PangoFontDescription *font)
{
  AkChipsRenderer *self = AK_CHIPS_RENDERER (painter);

  if (pango_font_description_equal (font, self->font))
    return;
  g_clear_pointer (&self->font, pango_font_description_free);
  self->font = pango_font_description_copy (font);
  ak_chart_layout_reset (self->layout, 0, 0);
}

static void
painter_set_axis_settings (AkChartPainter            *painter,
                           const AkChartAxisSettings *settings)
{
  AkChipsRenderer *self = AK_CHIPS_RENDERER (painter);

  self->settings = *settings;
  ak_chart_layout_reset (self->layout, 0, 0);
}

static void
painter_set_selected (AkChartPainter *painter,
                      int             index)
{
  AkChipsRenderer *self = AK_CHIPS_RENDERER (painter);

  self->selected = self->sweep != NULL && index < (int) self->sweep->n_points ? index : -1;
}

static guint
painter_get_pick_series (AkChartPainter *painter)
{
  return AK_CHIPS_SERIES_STEP;
}

static void
painter_iface_init (AkChartPainterInterface *iface)
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

/* ---- GObject ----------------------------------------------------------------- */

static void
ak_chips_renderer_finalize (GObject *object)
{
  AkChipsRenderer *self = AK_CHIPS_RENDERER (object);

  g_clear_pointer (&self->sweep, ak_chips_sweep_free);
  g_clear_pointer (&self->font, pango_font_description_free);
  g_clear_pointer (&self->layout, ak_chart_layout_free);
  g_clear_pointer (&self->memory_label, g_free);
  G_OBJECT_CLASS (ak_chips_renderer_parent_class)->finalize (object);
}

static void
ak_chips_renderer_class_init (AkChipsRendererClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ak_chips_renderer_finalize;
}

static void
ak_chips_renderer_init (AkChipsRenderer *self)
{
  self->font = pango_font_description_from_string ("Sans 10");
  self->settings = (AkChartAxisSettings) { AK_CHART_DEFAULT_PADDING, 0 };
  self->selected = -1;
  self->layout = ak_chart_layout_new ();
}

/**
 * ak_chips_renderer_new:
 *
 * Returns: (transfer full): a renderer with nothing to draw, in "Sans 10"
 */
AkChipsRenderer *
ak_chips_renderer_new (void)
{
  return g_object_new (AK_TYPE_CHIPS_RENDERER, NULL);
}

/**
 * ak_chips_renderer_set_sweep:
 * @self: a renderer
 * @sweep: (nullable): what to draw (copied); %NULL for nothing
 *
 * A selection past the new sweep's points is dropped; the kept layout is
 * empty until the next draw.
 */
void
ak_chips_renderer_set_sweep (AkChipsRenderer    *self,
                             const AkChipsSweep *sweep)
{
  g_return_if_fail (AK_IS_CHIPS_RENDERER (self));

  g_clear_pointer (&self->sweep, ak_chips_sweep_free);
  if (sweep != NULL)
    self->sweep = ak_chips_sweep_copy (sweep);
  if (self->sweep == NULL || self->selected >= (int) self->sweep->n_points)
    self->selected = -1;
  ak_chart_layout_reset (self->layout, 0, 0);
}

/**
 * ak_chips_renderer_get_sweep:
 * @self: a renderer
 *
 * Returns: (transfer none) (nullable): the sweep it draws
 */
const AkChipsSweep *
ak_chips_renderer_get_sweep (AkChipsRenderer *self)
{
  g_return_val_if_fail (AK_IS_CHIPS_RENDERER (self), NULL);

  return self->sweep;
}

/**
 * ak_chips_renderer_set_memory_type:
 * @self: a renderer
 * @memory_type: (nullable): the chip's memory, as its accelerator's
 *   `memory_type` gives it ("HBM3", "GDDR6"); %NULL when not known
 *
 * Names the memory term in the legend: "memory (GDDR6)", or "memory"
 * alone when the kind is not known.
 */
void
ak_chips_renderer_set_memory_type (AkChipsRenderer *self,
                                   const char      *memory_type)
{
  g_return_if_fail (AK_IS_CHIPS_RENDERER (self));

  g_free (self->memory_label);
  /* Translators: the memory term of the chips chart's legend, then the kind of memory, e.g. "GDDR6" */
  self->memory_label = memory_type != NULL ? g_strdup_printf (_("memory (%s)"), memory_type) : NULL;
}

/**
 * ak_chips_renderer_get_memory_label:
 * @self: a renderer
 *
 * Returns: (transfer none): the memory term's name in the legend (see
 *   ak_chips_renderer_set_memory_type())
 */
const char *
ak_chips_renderer_get_memory_label (AkChipsRenderer *self)
{
  g_return_val_if_fail (AK_IS_CHIPS_RENDERER (self), NULL);

  /* Translators: the memory term of the chips chart's legend, its kind not known */
  return self->memory_label != NULL ? self->memory_label : _("memory");
}
