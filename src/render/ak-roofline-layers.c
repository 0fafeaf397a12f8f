/* ak-roofline-layers.c: the roofs, the points and their labels
 *
 * The data layers of the roofline chart: each roof as a sloped memory
 * line meeting a flat compute line at the ridge point, the points as
 * circles (memory-bound) or squares (compute-bound) at their normalised
 * places, the ring around the selected point, and the labels of the
 * selection, the roofs, the ridge and the bandwidth, in that order of
 * importance.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ak-format.h"
#include "ak-roofline-paint-private.h"

/* ---- roofs ------------------------------------------------------------------ */

typedef enum {
  LINE_SOLID,
  LINE_DASHED,
  LINE_DOTTED,
} LineStyle;

static void
draw_roof_line (AkRooflinePaint          *d,
                const AkRooflineRoofInfo *roof,
                const AkColor            *color,
                LineStyle                 style)
{
  AkRooflineFrame *self = d->frame;
  double lb = log10 (roof->bandwidth_bytes_s), lp = log10 (roof->peak_flops);
  double lridge = lp - lb;
  /* the sloped roof enters at the left edge or the bottom, whichever is later */
  double lstart = MAX (self->x.lo, self->y.lo - lb);
  static const double dash[] = { 6, 4 }, dots[] = { 2, 3 };

  cairo_save (d->cr);
  cairo_rectangle (d->cr, self->ax - INSET, self->ay - INSET,
                   self->aw + 2 * INSET, self->ah + 2 * INSET);
  cairo_clip (d->cr);
  ak_color_set_source (d->cr, color, 1);
  cairo_set_line_width (d->cr, 2);
  cairo_set_dash (d->cr, style == LINE_DOTTED ? dots : dash, style == LINE_SOLID ? 0 : 2, 0);
  cairo_move_to (d->cr, to_x (self, lstart), to_y (self, MIN (lstart + lb, lp)));
  if (lridge > lstart && lridge < self->x.hi)
    cairo_line_to (d->cr, to_x (self, lridge), to_y (self, lp));
  cairo_line_to (d->cr, to_x (self, self->x.hi), to_y (self, MIN (self->x.hi + lb, lp)));
  cairo_stroke (d->cr);
  cairo_restore (d->cr);
}

/* The levels of the cache ladder (dotted), the compared roof (dashed) and
 * the vector roof (dotted) under the primary one. */
void
ak_roofline_paint_roofs (AkRooflinePaint *d)
{
  AkRooflineRoofInfo roof;
  AkRooflineRoof owner;

  for (guint i = 0; ak_roofline_plot_get_level (d->plot, i, &roof, &owner); i++)
    draw_roof_line (d, &roof, ak_roofline_paint_level_color (d, owner), LINE_DOTTED);
  /* the link between chips, the third roof (dashed, the primary colour) */
  if (ak_roofline_plot_get_link (d->plot, &roof, NULL))
    draw_roof_line (d, &roof, &d->colors->roof, LINE_DASHED);

  if (ak_roofline_plot_get_roof (d->plot, AK_ROOFLINE_ROOF_COMPARE, &roof))
    draw_roof_line (d, &roof, &d->colors->compare, LINE_DASHED);
  if (ak_roofline_plot_get_roof (d->plot, AK_ROOFLINE_ROOF_VECTOR, &roof))
    draw_roof_line (d, &roof, &d->colors->vector, LINE_DOTTED);
  if (ak_roofline_plot_get_roof (d->plot, AK_ROOFLINE_ROOF_PRIMARY, &roof))
    draw_roof_line (d, &roof, &d->colors->roof, LINE_SOLID);
}

/* A roof's rate in the plot's units: "989 TFLOP/s", "1,024 chops/s". */
static char *
format_rate (AkRooflinePaint *d,
             double           value,
             gboolean         work)
{
  g_autofree char *number = NULL;

  if (!ak_roofline_paint_in_kitchen_units (d))
    return ak_format_si (value, work ? "FLOP/s" : "B/s");

  number = ak_format_number_trimmed (value, 4);
  /* Translators: the kitchen's roofs: chops per second, ingredients per second */
  return g_strdup_printf (work ? _("%s chops/s") : _("%s ingredients/s"), number);
}

/* The roof's name and dense peak beside its flat part: above it, or below
 * when @below_first (the compared roof, so the two labels part ways). */
static void
draw_roof_label (AkRooflinePaint          *d,
                 const AkRooflineRoofInfo *roof,
                 const AkColor            *color,
                 gboolean                  below_first)
{
  AkRooflineFrame *self = d->frame;
  g_autofree char *peak = format_rate (d, roof->peak_flops, TRUE);
  g_autofree char *full = NULL;
  double y = to_y (self, log10 (roof->peak_flops)), x = to_x (self, log10 (roof->ridge));
  double right = self->ax + self->aw;
  const Spot above[] = { { right, y - 3, -1, -1 }, { x + GAP, y - 3, 0, -1 } };
  const Spot below[] = { { right, y + 4, -1, 0 }, { x + GAP, y + 4, 0, 0 } };
  Spot spots[4];
  const char *texts[3];

  memcpy (spots, below_first ? below : above, sizeof above);
  memcpy (spots + 2, below_first ? above : below, sizeof below);

  if (color == &d->colors->vector)
    /* Translators: the vector units' roof label, FLOP/s */
    full = g_strdup_printf (_("vector units: %s FP32"), peak);
  else if (ak_roofline_paint_in_kitchen_units (d))
    /* Translators: the kitchen's flat roof: its name, chops per second */
    full = g_strdup_printf (_("%s: cooks’ peak %s"), roof->name, peak);
  else if (roof->measured_fp32)
    /* Translators: a measured roof's label: its name (which says it was
     * measured, and when), FLOP/s on the CPU cores or GPU shaders */
    full = g_strdup_printf (_("%s: %s FP32"), roof->name, peak);
  else
    /* Translators: a roof's label: accelerator name, FLOP/s, a number
     * format (BF16, FP8, INT8 or FP32) */
    full = g_strdup_printf (_("%s: %s dense %s"), roof->name, peak,
                            ak_roofline_roof_precision_name (roof->peak_case));
  texts[0] = full;
  texts[1] = color == &d->colors->vector ? full : roof->name;
  texts[2] = peak;
  ak_roofline_paint_place_variants (d, texts, G_N_ELEMENTS (texts), self->aw - 2 * GAP,
                                    spots, G_N_ELEMENTS (spots), color);
}

static void
draw_ridge (AkRooflinePaint          *d,
            const AkRooflineRoofInfo *roof)
{
  AkRooflineFrame *self = d->frame;
  g_autofree char *ridge = ak_format_number (roof->ridge, 3);
  /* Translators: the ridge point's label, in FLOP/byte; the kitchen's in
   * chops per ingredient */
  g_autofree char *full = g_strdup_printf (ak_roofline_paint_in_kitchen_units (d) ? _("ridge point: %s chops/ingredient")
                                                                : _("ridge point: %s FLOP/byte"), ridge);
  /* Translators: the ridge point's short label, in FLOP/byte */
  g_autofree char *brief = g_strdup_printf (_("ridge: %s"), ridge);
  const char *texts[] = { full, brief };
  double lr = log10 (roof->ridge), x = to_x (self, lr), y = to_y (self, log10 (roof->peak_flops));
  double bottom = self->ay + self->ah + INSET;
  const Spot spots[] = {
    { x + GAP, y + 6, 0, 0 }, { x + GAP, bottom - 2, 0, -1 },
    { x - GAP, bottom - 2, -1, -1 }, { x - GAP, y + 6, -1, 0 },
  };
  static const double dots[] = { 2, 3 };

  if (lr > self->x.hi)
    return;

  cairo_save (d->cr);
  ak_color_set_source (d->cr, &d->colors->roof, 0.7);
  cairo_set_line_width (d->cr, 1);
  cairo_set_dash (d->cr, dots, 2, 0);
  cairo_move_to (d->cr, round (x) + 0.5, y);
  cairo_line_to (d->cr, round (x) + 0.5, bottom);
  cairo_stroke (d->cr);
  cairo_restore (d->cr);

  ak_roofline_paint_place_variants (d, texts, G_N_ELEMENTS (texts), self->aw / 2,
                                    spots, G_N_ELEMENTS (spots), &d->colors->roof);
}

/* The sloped roof's own figure, above the line a quarter, half or three
 * quarters up the slope: above-left of a rising line is empty. */
static void
draw_slope_label (AkRooflinePaint          *d,
                  const AkRooflineRoofInfo *roof,
                  const char               *text,
                  const AkColor            *color)
{
  AkRooflineFrame *self = d->frame;
  double lb = log10 (roof->bandwidth_bytes_s);
  double lx = MAX (self->x.lo, self->y.lo - lb), lend = MIN (log10 (roof->ridge), self->x.hi);
  Spot spots[3];

  for (guint i = 0; i < G_N_ELEMENTS (spots); i++)
    {
      double l = lx + (lend - lx) * (i + 1) / 4.0;

      spots[i] = (Spot) { to_x (self, l) - GAP, to_y (self, l + lb) - GAP, -1, -1 };
    }
  ak_roofline_paint_set_text (d, text, -1);
  ak_roofline_paint_place (d, spots, G_N_ELEMENTS (spots), color);
}

static void
draw_bandwidth_label (AkRooflinePaint          *d,
                      const AkRooflineRoofInfo *roof)
{
  g_autofree char *bandwidth = format_rate (d, roof->bandwidth_bytes_s, FALSE);

  draw_slope_label (d, roof, bandwidth, &d->colors->roof);
}

/* The link's name and bandwidth on its slope (the memory levels':
 * ak-roofline-levels.c). */
static void
draw_link_label (AkRooflinePaint *d)
{
  AkRooflineRoofInfo link;
  guint chips;

  if (ak_roofline_plot_get_link (d->plot, &link, &chips))
    {
      g_autofree char *bandwidth = ak_format_si (link.bandwidth_bytes_s, "B/s");
      /* Translators: the link roof's label: chips, the link's bandwidth per chip */
      g_autofree char *text = g_strdup_printf (_("link of %u chips: %s"), chips, bandwidth);

      draw_slope_label (d, &link, text, &d->colors->roof);
    }
}

/* ---- points ----------------------------------------------------------------- */

/* The plot counts chops and ingredients: the kitchen's rates are plain
 * numbers on the axis (its title names the unit). */
gboolean
ak_roofline_paint_in_kitchen_units (AkRooflinePaint *d)
{
  return ak_roofline_plot_get_units (d->plot) == AK_ROOFLINE_UNITS_KITCHEN;
}

/* A circle for a memory-bound point, a square for a compute-bound one. */
void
ak_roofline_paint_marker_path (cairo_t *cr,
                               double   x,
                               double   y,
                               double   r,
                               AkBound  bound)
{
  cairo_new_sub_path (cr);
  if (bound == AK_BOUND_MEMORY)
    cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  else
    cairo_rectangle (cr, x - r * 0.9, y - r * 0.9, 1.8 * r, 1.8 * r);
}

/* A decode operator: the marker's outline in its bound's colour, the
 * inside in the background (or left empty), so the two groups of the
 * operator view part. */
static void
draw_hollow (AkRooflinePaint *d,
             const AkColor   *color)
{
  if (d->colors->background.alpha > 0)
    {
      ak_color_set_source (d->cr, &d->colors->background, 1);
      cairo_fill_preserve (d->cr);
    }
  ak_color_set_source (d->cr, color, 1);
  cairo_save (d->cr);
  cairo_set_line_width (d->cr, 2);
  cairo_stroke (d->cr);
  cairo_restore (d->cr);
}

/* Each marker is filled on its own: one path of thousands of overlapping
 * markers costs Cairo several times more. Outlines, the costliest part,
 * only while the points are few. */
static void
draw_markers (AkRooflinePaint *d,
              AkBound          bound,
              gboolean         emphasized)
{
  const AkColor *color = bound == AK_BOUND_MEMORY ? &d->colors->memory : &d->colors->compute;
  double r = emphasized ? MARKER * 1.6 : MARKER;
  gboolean outline = emphasized || d->n_points <= MAX_OUTLINED;

  cairo_set_line_width (d->cr, emphasized ? 1.5 : 1);
  for (guint i = 0; i < d->n_points; i++)
    {
      const AkRooflinePlotPoint *p = &d->points[i];

      if (!p->shown || p->bound != bound || p->emphasized != emphasized)
        continue;

      cairo_new_path (d->cr);
      ak_roofline_paint_marker_path (d->cr, fraction_to_x (d->frame, p->x),
                                     fraction_to_y (d->frame, p->y), r, bound);
      if (p->group == AK_ROOFLINE_GROUP_DECODE)
        {
          draw_hollow (d, color);
          continue;
        }
      ak_color_set_source (d->cr, color, emphasized ? 1 : 0.85);
      if (!outline)
        {
          cairo_fill (d->cr);
          continue;
        }
      cairo_fill_preserve (d->cr);
      ak_color_set_source (d->cr, &d->colors->foreground, emphasized ? 0.9 : 0.35);
      cairo_stroke (d->cr);
    }
}

/* Where point @i's estimate is drawn (ak_roofline_plot_set_efficiency()):
 * straight below the bound's marker, at the FLOP/s the estimate expects.
 * FALSE for a point without one, or one off the axes. */
static gboolean
estimate_position (AkRooflinePaint     *d,
                   const AkEfficiency  *e,
                   guint                i,
                   AkBound             *out_bound,
                   double              *out_x,
                   double              *out_y)
{
  const AkRooflinePlotPoint *p = &d->points[i];
  AkRooflinePointInfo info;
  double t, ly;

  if (!p->shown || !p->emphasized || !ak_roofline_plot_get_point (d->plot, i, &info) ||
      info.group != AK_ROOFLINE_GROUP_WORKLOAD)
    return FALSE;
  t = ak_efficiency_scale_time (info.step_seconds, info.bound, e);
  if (!(t > 0) || !(info.flops > 0))
    return FALSE;
  ly = log10 (info.flops / t);
  if (ly < d->frame->y.lo || ly > d->frame->y.hi)
    return FALSE;
  *out_bound = info.bound;
  *out_x = fraction_to_x (d->frame, p->x);
  *out_y = to_y (d->frame, ly);
  return TRUE;
}

static gboolean
has_estimates (AkRooflinePaint *d,
               AkEfficiency    *out)
{
  return ak_roofline_plot_get_units (d->plot) == AK_ROOFLINE_UNITS_FLOP &&
         ak_roofline_plot_get_efficiency (d->plot, out);
}

/* The estimate of each emphasized workload: a dashed outline of its
 * marker, joined to the bound's marker by a dotted line. */
static void
draw_estimates (AkRooflinePaint *d)
{
  static const double dash[] = { 3, 2 };
  AkEfficiency e;

  if (!has_estimates (d, &e))
    return;
  cairo_save (d->cr);
  cairo_set_dash (d->cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (d->cr, 1.5);
  for (guint i = 0; i < d->n_points; i++)
    {
      AkBound bound;
      double x, y;

      if (!estimate_position (d, &e, i, &bound, &x, &y))
        continue;
      ak_color_set_source (d->cr, bound == AK_BOUND_MEMORY ? &d->colors->memory : &d->colors->compute, 1);
      cairo_new_path (d->cr);
      cairo_move_to (d->cr, x, fraction_to_y (d->frame, d->points[i].y) + MARKER * 1.6);
      cairo_line_to (d->cr, x, y - MARKER * 1.6);
      cairo_stroke (d->cr);
      ak_roofline_paint_marker_path (d->cr, x, y, MARKER * 1.6, bound);
      cairo_stroke (d->cr);
    }
  cairo_restore (d->cr);
}

/* No label is placed over the user's own markers or their estimates (the
 * roof's name was crossed by a dashed estimate marker). The lesson's many
 * small markers are not kept clear: a roof's name would find no room. */
static void
keep_markers_clear (AkRooflinePaint *d)
{
  const double r = MARKER * 1.6 + 1;
  AkEfficiency e;
  gboolean estimates = has_estimates (d, &e);

  for (guint i = 0; i < d->n_points; i++)
    {
      const AkRooflinePlotPoint *p = &d->points[i];
      AkBound bound;
      double x, y;

      if (!p->shown || !p->emphasized)
        continue;
      x = fraction_to_x (d->frame, p->x);
      y = fraction_to_y (d->frame, p->y);
      g_array_append_val (d->frame->marker_boxes, ((cairo_rectangle_t) { x - r, y - r, 2 * r, 2 * r }));
      if (estimates && estimate_position (d, &e, i, &bound, &x, &y))
        g_array_append_val (d->frame->marker_boxes, ((cairo_rectangle_t) { x - r, y - r, 2 * r, 2 * r }));
    }
}

/* Every marker, emphasized ones on top; then the estimates. */
void
ak_roofline_paint_markers (AkRooflinePaint *d)
{
  for (guint e = 0; e < 2; e++)
    for (guint b = 0; b < 2; b++)
      draw_markers (d, b == 0 ? AK_BOUND_MEMORY : AK_BOUND_COMPUTE, e);
  draw_estimates (d);
}

static void
draw_selection (AkRooflinePaint *d)
{
  AkRooflineFrame *self = d->frame;
  const AkRooflinePlotPoint *p;
  AkRooflinePointInfo info;
  double x, y, r;

  if (d->selected < 0 || (guint) d->selected >= d->n_points)
    return;

  p = &d->points[d->selected];
  if (!p->shown || !ak_roofline_plot_get_point (d->plot, d->selected, &info))
    return;

  x = fraction_to_x (self, p->x);
  y = fraction_to_y (self, p->y);
  r = (p->emphasized ? MARKER * 1.6 : MARKER) + 4;

  ak_color_set_source (d->cr, &d->colors->accent, 1);
  cairo_set_line_width (d->cr, 2);
  cairo_new_path (d->cr);
  cairo_arc (d->cr, x, y, r, 0, 2 * G_PI);
  cairo_stroke (d->cr);

  {
    const char *texts[] = { info.label, info.label };
    const Spot spots[] = {
      { x, y + r + 2, -0.5, 0 }, { x + r + 2, y + 2, 0, 0 }, { x - r - 2, y + 2, -1, 0 },
      { x + r, y - r, 0, -1 }, { x - r, y - r, -1, -1 },
      { self->ax, self->ay, 0, 0 }, { self->ax + self->aw, self->ay + self->ah, -1, -1 },
    };

    ak_roofline_paint_place_variants (d, texts, G_N_ELEMENTS (texts), self->aw,
                                      spots, G_N_ELEMENTS (spots), &d->colors->foreground);
  }
}

/* Labels inside the axes, in order of importance (a later one gives way):
 * the selected point's name, the primary roof's name, ridge and
 * bandwidth, then the vector roof's and the compared roof's names. */
void
ak_roofline_paint_labels (AkRooflinePaint *d)
{
  AkRooflineRoofInfo roof;

  d->in_plot = TRUE;
  keep_markers_clear (d);
  draw_selection (d);
  if (ak_roofline_plot_get_roof (d->plot, AK_ROOFLINE_ROOF_PRIMARY, &roof))
    {
      draw_roof_label (d, &roof, &d->colors->roof, FALSE);
      draw_ridge (d, &roof);
      draw_bandwidth_label (d, &roof);
    }
  if (ak_roofline_plot_get_roof (d->plot, AK_ROOFLINE_ROOF_VECTOR, &roof))
    draw_roof_label (d, &roof, &d->colors->vector, TRUE);
  if (ak_roofline_plot_get_roof (d->plot, AK_ROOFLINE_ROOF_COMPARE, &roof))
    draw_roof_label (d, &roof, &d->colors->compare, TRUE);
  ak_roofline_paint_level_labels (d);
  draw_link_label (d);
  d->in_plot = FALSE;
}

/* ---- an export's title and the user's points ------------------------------ */

/* The title's markup in the layout: bold and larger, cut short to the
 * surface's width; under it the plot's warning, if any (that the workload
 * does not fit), in its own paragraph. */
void
ak_roofline_paint_set_title (AkRooflinePaint *d)
{
  const char *title = ak_roofline_plot_get_title (d->plot);
  const char *warning = ak_roofline_plot_get_warning (d->plot);
  g_autofree char *escaped = g_markup_escape_text (title != NULL ? title : _("Roofline"), -1);
  g_autofree char *escaped_warning = warning != NULL ? g_markup_escape_text (warning, -1) : NULL;
  g_autofree char *markup = escaped_warning != NULL
                            ? g_strdup_printf ("<b><big>%s</big></b>\n⚠ %s", escaped, escaped_warning)
                            : g_strdup_printf ("<b><big>%s</big></b>", escaped);

  ak_roofline_paint_set_markup (d, markup, d->frame->width - 2 * d->frame->pad);
  /* A long model name (or warning) wraps onto a second line rather than
   * being cut. */
  pango_layout_set_wrap (d->layout, PANGO_WRAP_WORD);
  pango_layout_set_height (d->layout, -2);
}

/* The title, centred above the plot; its box is kept in the frame. */
void
ak_roofline_paint_title (AkRooflinePaint *d)
{
  AkRooflineFrame *self = d->frame;
  const Spot spot = { self->width / 2, self->pad, -0.5, 0 };

  ak_roofline_paint_set_title (d);
  if (ak_roofline_paint_place (d, &spot, 1, &d->colors->foreground))
    self->title_box = g_array_index (self->boxes, cairo_rectangle_t, self->boxes->len - 1);
}

/* A thin line from a marker at (@x, @y), radius @r, to the nearest point
 * of the label @box placed a line away from it. */
static void
draw_leader (AkRooflinePaint         *d,
             double                   x,
             double                   y,
             double                   r,
             const cairo_rectangle_t *box)
{
  double tx = CLAMP (x, box->x, box->x + box->width), ty = CLAMP (y, box->y, box->y + box->height);
  double dx = tx - x, dy = ty - y, length = hypot (dx, dy);

  if (length <= r + 2)
    return;
  cairo_save (d->cr);
  ak_color_set_source (d->cr, &d->colors->foreground, 0.6);
  cairo_set_line_width (d->cr, 1);
  cairo_move_to (d->cr, x + dx / length * (r + 1), y + dy / length * (r + 1));
  cairo_line_to (d->cr, tx, ty);
  cairo_stroke (d->cr);
  cairo_restore (d->cr);
}

/* The label of the emphasized point @i at (@x, @y): beside its marker
 * (whole, then in two lines, which keeps a long name's start near the
 * marker too), else a line further off with a leader to the marker. */
static void
place_point_label (AkRooflinePaint *d,
                   guint            i,
                   const char      *label,
                   double           x,
                   double           y)
{
  AkRooflineFrame *self = d->frame;
  double r = MARKER * 1.6 + 2, w, h, line = d->line_height, two_lines;
  const Spot near[] = {
    { x + r, y + 2, 0, 0 }, { x - r, y + 2, -1, 0 }, { x, y + r, -0.5, 0 },
    { x + r, y - 2, 0, -1 }, { x - r, y - 2, -1, -1 }, { x, y - r, -0.5, -1 },
  };
  const Spot far[] = {
    { x - r, y + r + line, -1, 0 }, { x + r, y + r + line, 0, 0 },
    { x - r, y - r - line, -1, -1 }, { x + r, y - r - line, 0, -1 },
  };
  gboolean placed;

  ak_roofline_paint_set_text (d, label, -1);
  ak_roofline_paint_text_size (d, &w, &h);
  two_lines = MIN (self->aw / 2, MAX (w * 0.55, 8 * line));
  placed = ak_roofline_paint_place (d, near, G_N_ELEMENTS (near), &d->colors->foreground);
  if (!placed)
    {
      ak_roofline_paint_set_text (d, label, two_lines);
      placed = ak_roofline_paint_place (d, near, G_N_ELEMENTS (near), &d->colors->foreground);
    }
  if (!placed)
    {
      const char *texts[] = { label, label };

      placed = ak_roofline_paint_place_variants (d, texts, G_N_ELEMENTS (texts), two_lines,
                                                 far, G_N_ELEMENTS (far), &d->colors->foreground);
      if (placed)
        draw_leader (d, x, y, MARKER * 1.6, &g_array_index (self->boxes, cairo_rectangle_t, self->boxes->len - 1));
    }
  if (placed && i < self->point_boxes->len)
    g_array_index (self->point_boxes, AkRooflinePointLabel, i) = (AkRooflinePointLabel) {
      g_array_index (self->boxes, cairo_rectangle_t, self->boxes->len - 1), x, y
    };
}

/* The name of each emphasized point (the user's own workloads) beside its
 * marker, where it overlaps no other label. */
void
ak_roofline_paint_point_labels (AkRooflinePaint *d)
{
  AkRooflineFrame *self = d->frame;

  d->in_plot = TRUE;
  g_array_set_size (self->point_boxes, d->n_points);
  memset (self->point_boxes->data, 0, sizeof (AkRooflinePointLabel) * d->n_points);
  for (guint i = 0; i < d->n_points; i++)
    {
      const AkRooflinePlotPoint *p = &d->points[i];
      AkRooflinePointInfo info;

      if (!p->shown || !p->emphasized || !ak_roofline_plot_get_point (d->plot, i, &info))
        continue;
      place_point_label (d, i, info.label, fraction_to_x (self, p->x), fraction_to_y (self, p->y));
    }
  d->in_plot = FALSE;
}
