/* ak-roofline-renderer.c: draws a roofline chart into any cairo_t
 *
 * The painter of the chart pipeline: the data (roofs, points, bounds, the
 * points normalised to the bounds) is an AkRooflinePlot; drawing lays the
 * chart out for the size it is given (margins from the text sizes, then
 * the data area), hands the layers (ak-roofline-axes, ak-roofline-layers,
 * ak-roofline-labels) the plot's precomputed arrays and remembers the
 * layout, so that the widget can hit-test and tests can check geometry.
 * The selected point is a drawing input: the chart widget decides which
 * point it is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-roofline-paint-private.h"

#define MIN_PLOT 24.0   /* below this the chart draws only its frame */

struct _AkRooflineRenderer
{
  GObject               parent_instance;

  AkRooflinePlot       *plot;
  PangoFontDescription *font;
  int                   selected;
  gboolean              exporting;  /* inside draw_export() */
  AkChartAxisSettings   settings;

  /* the layout of the last draw: the painter's own frame, and what hover,
   * clicks and keys read */
  gboolean              laid_out;
  AkRooflineFrame       frame;
  AkChartLayout        *layout;
};

static void ak_roofline_renderer_painter_init (AkChartPainterInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkRooflineRenderer, ak_roofline_renderer, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (AK_TYPE_CHART_PAINTER,
                                                      ak_roofline_renderer_painter_init))

enum {
  PROP_0,
  PROP_SELECTED,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The plot changed: a selection past its points goes, the layout is stale. */
static void
plot_changed (AkRooflineRenderer *self)
{
  if (self->selected >= (int) ak_roofline_plot_get_n_points (self->plot))
    ak_roofline_renderer_set_selected (self, -1);
  self->laid_out = FALSE;
  ak_chart_layout_reset (self->layout, 0, 0);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * ak_roofline_renderer_new:
 *
 * Returns: (transfer full): a renderer of an empty plot
 */
AkRooflineRenderer *
ak_roofline_renderer_new (void)
{
  return g_object_new (AK_TYPE_ROOFLINE_RENDERER, NULL);
}

/**
 * ak_roofline_renderer_get_plot:
 * @self: a renderer
 *
 * Returns: (transfer none): the plot @self draws
 */
AkRooflinePlot *
ak_roofline_renderer_get_plot (AkRooflineRenderer *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), NULL);

  return self->plot;
}

/* ---- what to draw besides the plot ----------------------------------------- */

/**
 * ak_roofline_renderer_set_font:
 * @self: a renderer
 * @font: (nullable): the font of the chart's text; %NULL for "Sans 10"
 */
void
ak_roofline_renderer_set_font (AkRooflineRenderer         *self,
                               const PangoFontDescription *font)
{
  g_return_if_fail (AK_IS_ROOFLINE_RENDERER (self));

  if (font != NULL && self->font != NULL && pango_font_description_equal (font, self->font))
    return;

  g_clear_pointer (&self->font, pango_font_description_free);
  self->font = font != NULL ? pango_font_description_copy (font)
                            : pango_font_description_from_string ("Sans 10");
  self->laid_out = FALSE;
  ak_chart_layout_reset (self->layout, 0, 0);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * ak_roofline_renderer_get_selected:
 * @self: a renderer
 *
 * Returns: the index of the point drawn as selected, or -1
 */
int
ak_roofline_renderer_get_selected (AkRooflineRenderer *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), -1);

  return self->selected;
}

/**
 * ak_roofline_renderer_set_selected:
 * @self: a renderer
 * @index: a point's index, or -1 for none
 *
 * Which point to draw with a ring and its name; the chart widget sets it
 * from the pointer and the keyboard.
 */
void
ak_roofline_renderer_set_selected (AkRooflineRenderer *self,
                                   int                 index)
{
  g_return_if_fail (AK_IS_ROOFLINE_RENDERER (self));
  g_return_if_fail (index >= -1 && index < (int) ak_roofline_plot_get_n_points (self->plot));

  if (self->selected == index)
    return;

  self->selected = index;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

/**
 * ak_roofline_renderer_step_selection:
 * @self: a renderer
 * @steps: how many shown points to move; see ak_roofline_plot_step()
 *
 * Selects the point @steps drawn points away from the selection, left to
 * right as the last draw placed them (ak_chart_layout_step()); before the
 * first draw, in the plot's order (ak_roofline_plot_step()), the same.
 *
 * Returns: the selected index, or -1 when no point is shown
 */
int
ak_roofline_renderer_step_selection (AkRooflineRenderer *self,
                                     int                 steps)
{
  int index;

  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), -1);

  index = self->laid_out
          ? ak_chart_layout_step (self->layout, AK_ROOFLINE_SERIES_POINTS, self->selected, steps)
          : ak_roofline_plot_step (self->plot, self->selected, steps);
  if (index >= 0)
    ak_roofline_renderer_set_selected (self, index);
  return index;
}

/* ---- drawing ---------------------------------------------------------------- */

/* Margins from the text sizes, then the data area inside them; the legend
 * goes at *@out_legend_y. */
static gboolean
lay_out (AkRooflinePaint *d,
         double          *out_x_label_width,
         double          *out_legend_y)
{
  AkRooflineFrame *frame = d->frame;
  double y_label = ak_roofline_paint_widest_y_tick (d);
  double x_label = ak_roofline_paint_widest_x_tick (d);
  double lh = d->line_height;
  guint rows = 3 + (ak_roofline_plot_get_n_hidden (d->plot) > 0) + frame->export;
  double left = frame->pad + lh + GAP + y_label + GAP + TICK + INSET;
  double right = MAX (frame->pad, x_label / 2 + 2) + INSET;
  double top = frame->pad + (frame->export ? frame->title_height + GAP : 0) + lh / 2 + INSET;
  double bottom = INSET + TICK + 1 + rows * (lh + GAP) + frame->pad;

  frame->ax = left;
  frame->ay = top;
  frame->aw = frame->width - left - right;
  frame->ah = frame->height - top - bottom;
  *out_x_label_width = x_label;
  *out_legend_y = frame->ay + frame->ah + INSET + TICK + 1 + 2 * (lh + GAP);

  return frame->aw >= MIN_PLOT && frame->ah >= MIN_PLOT;
}

/* The layers, back to front; an export adds its title, a row of roofs
 * under the marker key and the names of the user's points. */
static void
draw_layers (AkRooflinePaint *d,
             double           x_label_width,
             double           legend_y)
{
  gboolean hidden = ak_roofline_plot_get_n_hidden (d->plot) > 0;
  double row = d->line_height + GAP;

  if (d->frame->export)
    ak_roofline_paint_title (d);
  ak_roofline_paint_axes (d, x_label_width);
  if (hidden)
    ak_roofline_paint_hidden (d, legend_y + row);
  ak_roofline_paint_legend (d, legend_y);
  if (d->frame->export)
    ak_roofline_paint_roof_legend (d, legend_y + (hidden ? 2 : 1) * row);
  ak_roofline_paint_roofs (d);
  ak_roofline_paint_markers (d);
  ak_roofline_paint_labels (d);
  if (d->frame->export)
    ak_roofline_paint_point_labels (d);
}

/* The data area, the axes and every shown point, where the markers go. */
static void
keep_layout (AkRooflineRenderer        *self,
             const AkRooflinePlotPoint *points,
             guint                      n_points)
{
  const AkRooflineFrame *f = &self->frame;
  cairo_rectangle_t area = { f->ax, f->ay, f->aw, f->ah };
  AkChartAxis x, y;

  ak_chart_axis_init_log (&x, &f->x);
  ak_chart_axis_init_log (&y, &f->y);
  ak_chart_layout_add_panel (self->layout, 0, &area, &x, &y);
  for (guint i = 0; i < n_points; i++)
    if (points[i].shown)
      ak_chart_layout_add_point (self->layout, 0, AK_ROOFLINE_SERIES_POINTS, i,
                                 fraction_to_x (f, points[i].x), fraction_to_y (f, points[i].y));
}

static PangoLayout *
create_layout (AkRooflineRenderer *self,
               cairo_t            *cr)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);

  pango_layout_set_font_description (layout, self->font);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  return layout;
}

/**
 * ak_roofline_renderer_draw:
 * @self: a renderer
 * @cr: where to draw, in user units (scale it for a denser device)
 * @width: the chart's width in user units, >= 1
 * @height: the chart's height in user units, >= 1
 * @colors: the palette; see ak_chart_colors_init()
 *
 * Draws the chart: log-log axes with ticks at powers of ten, the roofs,
 * the ridge point, the points coloured by the roof that binds them, the
 * selection and the list of points not shown. Axis ranges are whole
 * decades around the data (ak_roofline_plot_get_bounds()), the x axis
 * widened by the axis settings' margin. Labels that
 * would overlap or leave the surface are left out. Remembers the layout
 * for ak_roofline_renderer_pick() and the other geometry queries.
 */
void
ak_roofline_renderer_draw (AkRooflineRenderer *self,
                           cairo_t            *cr,
                           int                 width,
                           int                 height,
                           const AkChartColors *colors)
{
  g_autoptr(PangoLayout) layout = NULL;
  AkRooflinePaint d = { .frame = &self->frame, .plot = self->plot, .selected = self->selected,
                        .cr = cr, .colors = colors };
  double x_label_width, legend_y, w;

  g_return_if_fail (AK_IS_ROOFLINE_RENDERER (self));
  g_return_if_fail (cr != NULL && colors != NULL);

  self->frame.width = MAX (width, 1);
  self->frame.height = MAX (height, 1);
  ak_chart_layout_reset (self->layout, self->frame.width, self->frame.height);
  self->frame.n_ticks = 0;
  self->frame.export = self->exporting;
  self->frame.title_box = self->frame.legend_box = (cairo_rectangle_t) { 0, 0, 0, 0 };
  g_array_set_size (self->frame.boxes, 0);
  g_array_set_size (self->frame.level_boxes, 0);
  g_array_set_size (self->frame.point_boxes, 0);
  g_array_set_size (self->frame.marker_boxes, 0);
  ak_roofline_plot_get_bounds (self->plot, &self->frame.x, &self->frame.y);
  self->frame.plot_x = self->frame.x;
  self->frame.x.lo -= self->settings.margin;
  self->frame.x.hi += self->settings.margin;
  self->frame.pad = self->settings.padding;
  d.points = ak_roofline_plot_get_normalized (self->plot, &d.n_points);

  cairo_save (cr);
  if (colors->background.alpha > 0)
    {
      ak_color_set_source (cr, &colors->background, 1);
      cairo_paint (cr);
    }

  d.layout = layout = create_layout (self, cr);
  ak_roofline_paint_set_text (&d, "Ag", -1);
  ak_roofline_paint_text_size (&d, &w, &d.line_height);
  self->frame.title_height = 0;
  if (self->frame.export)
    {
      ak_roofline_paint_set_title (&d);
      ak_roofline_paint_text_size (&d, &w, &self->frame.title_height);
    }

  self->laid_out = lay_out (&d, &x_label_width, &legend_y);
  if (self->laid_out)
    {
      keep_layout (self, d.points, d.n_points);
      draw_layers (&d, x_label_width, legend_y);
    }

  cairo_restore (cr);
}

/* Draws the chart for a document or a slide (ak_chart_painter_paint() with
 * for_export): as ak_roofline_renderer_draw() without the selection,
 * with a title above the plot (the scene's model, accelerator and
 * precision, see ak_roofline_plot_get_title()), the names of the user's
 * own (emphasized) points beside them, and under the marker key a legend
 * of the roofs (name and number format, in their colours and line
 * styles). ak_roofline_renderer_get_title_box() and
 * ak_roofline_renderer_get_legend_box() give where they went. */
static void
draw_export (AkRooflineRenderer  *self,
             cairo_t             *cr,
             int                  width,
             int                  height,
             const AkChartColors *colors)
{
  g_autoptr(AkChartLayout) scratch = ak_chart_layout_new ();
  AkChartLayout *screen = self->layout;
  int selected = self->selected;

  /* The keyboard selection ring belongs on screen, not in a document; and
   * the screen's layout stays the one hover and keys read. */
  self->selected = -1;
  self->exporting = TRUE;
  self->layout = scratch;
  ak_roofline_renderer_draw (self, cr, width, height, colors);
  self->layout = screen;
  self->exporting = FALSE;
  self->selected = selected;
}

/* ---- geometry of the last draw ------------------------------------------- */

/**
 * ak_roofline_renderer_data_to_pixel:
 * @self: a renderer
 * @intensity: FLOP/byte, > 0
 * @flops: FLOP/s, > 0
 * @out_x: (out): x in the user units of the last draw
 * @out_y: (out): y in the user units of the last draw
 *
 * Returns: %FALSE if nothing has been drawn since the plot changed, or an
 *   input has no place on a log axis
 */
gboolean
ak_roofline_renderer_data_to_pixel (AkRooflineRenderer *self,
                                    double              intensity,
                                    double              flops,
                                    double             *out_x,
                                    double             *out_y)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), FALSE);
  g_return_val_if_fail (out_x != NULL && out_y != NULL, FALSE);

  return ak_chart_layout_to_pixel (self->layout, 0, intensity, flops, out_x, out_y);
}

/**
 * ak_roofline_renderer_pick:
 * @self: a renderer
 * @x: x in the user units of the last draw
 * @y: y in the user units of the last draw
 * @radius: how far a point may be, in user units
 *
 * Picks from the kept layout (ak_chart_layout_pick()): where the last draw
 * put the markers.
 *
 * Returns: the index of the shown point nearest (@x, @y) within @radius,
 *   or -1
 */
int
ak_roofline_renderer_pick (AkRooflineRenderer *self,
                           double              x,
                           double              y,
                           double              radius)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), -1);

  return ak_chart_layout_pick (self->layout, AK_ROOFLINE_SERIES_POINTS, x, y, radius,
                               AK_CHART_PICK_NEAREST);
}

/**
 * ak_roofline_renderer_get_label_boxes:
 * @self: a renderer
 * @out_n_boxes: (out): the number of boxes
 *
 * Returns: (transfer none) (array length=out_n_boxes): the box of every
 *   label of the last draw, in its user units
 */
const cairo_rectangle_t *
ak_roofline_renderer_get_label_boxes (AkRooflineRenderer *self,
                                      guint              *out_n_boxes)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), NULL);
  g_return_val_if_fail (out_n_boxes != NULL, NULL);

  *out_n_boxes = self->frame.boxes->len;
  return (const cairo_rectangle_t *) self->frame.boxes->data;
}

/**
 * ak_roofline_renderer_get_point_label_box:
 * @self: a renderer
 * @index: a point, in ak_roofline_plot_get_point()'s order
 * @out_box: (out): the box of its name in the last draw, in its user
 *   units; all zero when it has none
 * @out_x: (out) (optional): the centre of the marker it names, x
 * @out_y: (out) (optional): the same, y
 *
 * Only the user's own (emphasized) points are named, in an export.
 *
 * Returns: %TRUE if the last draw placed that point's name
 */
gboolean
ak_roofline_renderer_get_point_label_box (AkRooflineRenderer *self,
                                          guint               index,
                                          cairo_rectangle_t  *out_box,
                                          double             *out_x,
                                          double             *out_y)
{
  AkRooflinePointLabel label = { { 0, 0, 0, 0 }, 0, 0 };

  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), FALSE);
  g_return_val_if_fail (out_box != NULL, FALSE);

  if (index < self->frame.point_boxes->len)
    label = g_array_index (self->frame.point_boxes, AkRooflinePointLabel, index);
  *out_box = label.box;
  if (out_x != NULL)
    *out_x = label.x;
  if (out_y != NULL)
    *out_y = label.y;
  return label.box.width > 0;
}

/**
 * ak_roofline_renderer_get_level_label_box:
 * @self: a renderer
 * @index: a memory level, in ak_roofline_plot_get_level()'s order
 * @out_box: (out): the box of its label in the last draw, in its user
 *   units; all zero when it has none
 *
 * Returns: %TRUE if the last draw had that level and placed its label
 */
gboolean
ak_roofline_renderer_get_level_label_box (AkRooflineRenderer *self,
                                          guint               index,
                                          cairo_rectangle_t  *out_box)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), FALSE);
  g_return_val_if_fail (out_box != NULL, FALSE);

  *out_box = (cairo_rectangle_t) { 0, 0, 0, 0 };
  if (index >= self->frame.level_boxes->len)
    return FALSE;
  *out_box = g_array_index (self->frame.level_boxes, cairo_rectangle_t, index);
  return out_box->width > 0;
}

/**
 * ak_roofline_renderer_get_data_area:
 * @self: a renderer
 * @out_area: (out): the data area of the last draw (an export's too), in
 *   its user units (the axes are %INSET outside it); all zero if nothing
 *   was laid out
 */
void
ak_roofline_renderer_get_data_area (AkRooflineRenderer *self,
                                    cairo_rectangle_t  *out_area)
{
  g_return_if_fail (AK_IS_ROOFLINE_RENDERER (self));
  g_return_if_fail (out_area != NULL);

  *out_area = self->laid_out
              ? (cairo_rectangle_t) { self->frame.ax, self->frame.ay, self->frame.aw, self->frame.ah }
              : (cairo_rectangle_t) { 0, 0, 0, 0 };
}

/**
 * ak_roofline_renderer_get_title_box:
 * @self: a renderer
 * @out_box: (out): where the last export drew its title, in its user units
 *
 * Returns: %FALSE (and an empty box) if the last draw was not an export
 *   or had no room for the title
 */
gboolean
ak_roofline_renderer_get_title_box (AkRooflineRenderer *self,
                                    cairo_rectangle_t  *out_box)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), FALSE);
  g_return_val_if_fail (out_box != NULL, FALSE);

  *out_box = self->frame.title_box;
  return self->laid_out && self->frame.export && out_box->width > 0;
}

/**
 * ak_roofline_renderer_get_legend_box:
 * @self: a renderer
 * @out_box: (out): the legend's rows of the last draw (marker key, and for
 *   an export the roofs), swatches included, in its user units
 *
 * Returns: %FALSE (and an empty box) if no legend entry was drawn
 */
gboolean
ak_roofline_renderer_get_legend_box (AkRooflineRenderer *self,
                                     cairo_rectangle_t  *out_box)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), FALSE);
  g_return_val_if_fail (out_box != NULL, FALSE);

  *out_box = self->frame.legend_box;
  return self->laid_out && out_box->width > 0;
}

/**
 * ak_roofline_renderer_get_n_ticks:
 * @self: a renderer
 *
 * Returns: the number of labelled ticks of the last draw, both axes
 */
guint
ak_roofline_renderer_get_n_ticks (AkRooflineRenderer *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), 0);

  return self->frame.n_ticks;
}

/**
 * ak_roofline_renderer_get_layout:
 * @self: a renderer
 *
 * Returns: (transfer none): the data area (panel 0), the log axes and the
 *   shown points (%AK_ROOFLINE_SERIES_POINTS, indices into the plot) of
 *   the last draw; empty before it and after the plot or the font changed
 */
const AkChartLayout *
ak_roofline_renderer_get_layout (AkRooflineRenderer *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), NULL);

  return self->layout;
}

/* ---- the painter ------------------------------------------------------------ */

static void
painter_paint (AkChartPainter      *painter,
               cairo_t             *cr,
               double               width,
               double               height,
               const AkChartColors *colors,
               gboolean             for_export)
{
  AkRooflineRenderer *self = AK_ROOFLINE_RENDERER (painter);
  int w = (int) CLAMP (ceil (width), 1, G_MAXINT), h = (int) CLAMP (ceil (height), 1, G_MAXINT);

  if (for_export)
    draw_export (self, cr, w, h, colors);
  else
    ak_roofline_renderer_draw (self, cr, w, h, colors);
}

static const AkChartLayout *
painter_get_layout (AkChartPainter *painter)
{
  return AK_ROOFLINE_RENDERER (painter)->layout;
}

static char *
painter_describe (AkChartPainter *painter)
{
  AkRooflineRenderer *self = AK_ROOFLINE_RENDERER (painter);

  return _ak_roofline_describe (self->plot, self->layout, self->selected);
}

static void
painter_set_font (AkChartPainter             *painter,
                  const PangoFontDescription *font)
{
  ak_roofline_renderer_set_font (AK_ROOFLINE_RENDERER (painter), font);
}

static void
painter_set_axis_settings (AkChartPainter            *painter,
                           const AkChartAxisSettings *settings)
{
  AkRooflineRenderer *self = AK_ROOFLINE_RENDERER (painter);

  self->settings = *settings;
  self->laid_out = FALSE;
  ak_chart_layout_reset (self->layout, 0, 0);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
painter_set_selected (AkChartPainter *painter,
                      int             index)
{
  AkRooflineRenderer *self = AK_ROOFLINE_RENDERER (painter);

  if (index < (int) ak_roofline_plot_get_n_points (self->plot))
    ak_roofline_renderer_set_selected (self, index);
}

static void
painter_get_export_size (AkChartPainter *painter,
                         double         *out_width,
                         double         *out_height)
{
  *out_width = AK_ROOFLINE_EXPORT_WIDTH;
  *out_height = AK_ROOFLINE_EXPORT_HEIGHT;
}

static void
ak_roofline_renderer_painter_init (AkChartPainterInterface *iface)
{
  iface->paint = painter_paint;
  iface->get_layout = painter_get_layout;
  iface->describe = painter_describe;
  iface->get_export_size = painter_get_export_size;
  iface->set_font = painter_set_font;
  iface->set_axis_settings = painter_set_axis_settings;
  iface->set_selected = painter_set_selected;
}

/* ---- GObject --------------------------------------------------------------- */

static void
ak_roofline_renderer_dispose (GObject *object)
{
  AkRooflineRenderer *self = AK_ROOFLINE_RENDERER (object);

  if (self->plot != NULL)
    g_signal_handlers_disconnect_by_data (self->plot, self);
  g_clear_object (&self->plot);

  G_OBJECT_CLASS (ak_roofline_renderer_parent_class)->dispose (object);
}

static void
ak_roofline_renderer_finalize (GObject *object)
{
  AkRooflineRenderer *self = AK_ROOFLINE_RENDERER (object);

  g_clear_pointer (&self->frame.boxes, g_array_unref);
  g_clear_pointer (&self->frame.level_boxes, g_array_unref);
  g_clear_pointer (&self->frame.point_boxes, g_array_unref);
  g_clear_pointer (&self->frame.marker_boxes, g_array_unref);
  g_clear_pointer (&self->layout, ak_chart_layout_free);
  g_clear_pointer (&self->font, pango_font_description_free);

  G_OBJECT_CLASS (ak_roofline_renderer_parent_class)->finalize (object);
}

static void
ak_roofline_renderer_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  AkRooflineRenderer *self = AK_ROOFLINE_RENDERER (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_roofline_renderer_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  AkRooflineRenderer *self = AK_ROOFLINE_RENDERER (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      ak_roofline_renderer_set_selected (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_roofline_renderer_class_init (AkRooflineRendererClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ak_roofline_renderer_dispose;
  object_class->finalize = ak_roofline_renderer_finalize;
  object_class->get_property = ak_roofline_renderer_get_property;
  object_class->set_property = ak_roofline_renderer_set_property;

  /**
   * AkRooflineRenderer:selected:
   *
   * The index of the point drawn as selected, or -1.
   */
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkRooflineRenderer::changed:
   *
   * Emitted when the plot or the font change: the chart must be drawn
   * again.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ak_roofline_renderer_init (AkRooflineRenderer *self)
{
  self->plot = ak_roofline_plot_new ();
  g_signal_connect_swapped (self->plot, "changed", G_CALLBACK (plot_changed), self);
  self->frame.boxes = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  self->frame.level_boxes = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  self->frame.point_boxes = g_array_new (FALSE, FALSE, sizeof (AkRooflinePointLabel));
  self->frame.marker_boxes = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  self->layout = ak_chart_layout_new ();
  self->font = pango_font_description_from_string ("Sans 10");
  self->selected = -1;
  self->settings = (AkChartAxisSettings) { AK_CHART_DEFAULT_PADDING, 0 };
}
