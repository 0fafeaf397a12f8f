/* ak-roofline-renderer.c: draws a roofline chart into any cairo_t
 *
 * The model (roofs and points) is kept apart from the drawing: points are
 * stored as work and traffic per step, and their place on the chart is
 * derived from the primary roof with ak-roofline. Drawing lays the chart
 * out for the size it is given and remembers that layout, so the widget
 * can hit-test and tests can check geometry. Every label goes through one
 * placement check: a label that would overlap another or leave the
 * surface is not drawn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "ak-format.h"
#include "ak-machine-probe.h"
#include "ak-roofline-renderer.h"

#define PAD          8.0   /* surface edge to text */
#define TICK         4.0   /* tick length */
#define GAP          4.0   /* text to text */
#define INSET        8.0   /* axes to the data area, so markers are not cut */
#define MARKER       4.0   /* marker radius */
#define MIN_PLOT    24.0   /* below this the chart draws only its frame */
#define LOG_LIMIT  330.0   /* every positive double's log10 is inside */
#define MAX_OUTLINED 500   /* more points than this are drawn without outlines */

typedef struct {
  char    *label;
  double   flops;
  double   bytes;
  gboolean emphasized;
  /* derived from the primary roof */
  gboolean shown;
  double   intensity;
  double   attainable;
  double   step_seconds;
  AkBound  bound;
} Point;

typedef struct {
  char   *name;     /* NULL when there is no roof */
  double  peak;     /* FLOP/s */
  double  bandwidth; /* bytes/s */
  double  ridge;    /* FLOP/byte */
  gboolean measured_fp32; /* this computer's CPU, not a BF16 peak */
} Roof;

struct _AkRooflineRenderer
{
  GObject               parent_instance;

  Roof                  roofs[AK_ROOFLINE_N_ROOFS];
  GArray               *points;    /* Point */
  GArray               *order;     /* guint: shown points by intensity; NULL when stale */
  PangoFontDescription *font;
  int                   selected;

  /* the layout of the last draw */
  gboolean              laid_out;
  double                width, height;
  double                ax, ay, aw, ah;     /* data area */
  double                lx0, lx1, ly0, ly1; /* log10 ranges */
  GArray               *boxes;              /* cairo_rectangle_t */
  guint                 n_ticks;
};

G_DEFINE_FINAL_TYPE (AkRooflineRenderer, ak_roofline_renderer, G_TYPE_OBJECT)

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

/* ---- the model ----------------------------------------------------------- */

static void
point_clear (gpointer data)
{
  Point *point = data;

  g_clear_pointer (&point->label, g_free);
}

/* Places @point against the primary roof with the roofline formulas. */
static void
point_update (const Roof *roof,
              Point      *point)
{
  point->shown = FALSE;
  point->intensity = point->flops / point->bytes;

  if (roof->name == NULL || !isfinite (point->intensity) || point->intensity <= 0)
    return;

  point->shown =
    ak_roofline_attainable_flops (roof->peak, roof->bandwidth, point->intensity,
                                  &point->attainable, NULL) &&
    point->attainable > 0 &&
    ak_roofline_bound (roof->peak, roof->bandwidth, point->intensity,
                       &point->bound, NULL) &&
    ak_roofline_step_time (point->flops, point->bytes, roof->peak, roof->bandwidth,
                           &point->step_seconds, NULL);
}

static void
model_changed (AkRooflineRenderer *self)
{
  g_clear_pointer (&self->order, g_array_unref);
  self->laid_out = FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
update_points (AkRooflineRenderer *self)
{
  for (guint i = 0; i < self->points->len; i++)
    point_update (&self->roofs[AK_ROOFLINE_ROOF_PRIMARY],
                  &g_array_index (self->points, Point, i));
}

/**
 * ak_roofline_colors_init:
 * @colors: (out): the colours to fill in
 * @foreground: the text colour, e.g. the widget's colour from the theme
 * @background: the background to fill, or transparent for none
 *
 * Fills in a palette that reads well on @background: the roof in
 * @foreground, memory-bound points blue, compute-bound points orange and
 * the compared roof purple, in lighter tones when @foreground is light
 * (a dark style).
 */
void
ak_roofline_colors_init (AkColors      *colors,
                         const AkColor *foreground,
                         const AkColor *background)
{
  gboolean dark;

  g_return_if_fail (colors != NULL && foreground != NULL && background != NULL);

  dark = 0.2126 * foreground->red + 0.7152 * foreground->green
         + 0.0722 * foreground->blue > 0.5;

  colors->foreground = *foreground;
  colors->background = *background;
  colors->roof = *foreground;
  colors->accent = *foreground;
  /* GNOME palette: blue 3/1, orange 3/5, purple 3/4 */
  colors->memory = dark ? (AkColor) { 0.384, 0.627, 0.918, 1 }
                        : (AkColor) { 0.110, 0.443, 0.847, 1 };
  colors->compute = dark ? (AkColor) { 1.000, 0.639, 0.282, 1 }
                         : (AkColor) { 0.776, 0.275, 0.000, 1 };
  colors->compare = dark ? (AkColor) { 0.753, 0.380, 0.796, 1 }
                         : (AkColor) { 0.506, 0.239, 0.612, 1 };
}

/**
 * ak_roofline_renderer_new:
 *
 * Returns: (transfer full): a renderer with no roof and no points
 */
AkRooflineRenderer *
ak_roofline_renderer_new (void)
{
  return g_object_new (AK_TYPE_ROOFLINE_RENDERER, NULL);
}

/**
 * ak_roofline_renderer_set_roof:
 * @self: a renderer
 * @roof: which roof to set
 * @name: the accelerator's name, for the roof's label
 * @peak_flops: peak dense compute, FLOP/s (the flat roof)
 * @bandwidth_bytes_s: peak memory bandwidth, bytes/s (the sloped roof)
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error when a figure is not positive
 *   and finite or larger than %AK_ROOFLINE_MAX_INPUT
 *
 * Sets a roof. The points are placed against the primary roof.
 *
 * Returns: %TRUE on success; on error the roof is unchanged
 */
gboolean
ak_roofline_renderer_set_roof (AkRooflineRenderer  *self,
                               AkRooflineRoof       roof,
                               const char          *name,
                               double               peak_flops,
                               double               bandwidth_bytes_s,
                               GError             **error)
{
  double ridge;

  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), FALSE);
  g_return_val_if_fail ((guint) roof < AK_ROOFLINE_N_ROOFS, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (!ak_roofline_ridge_point (peak_flops, bandwidth_bytes_s, &ridge, error))
    return FALSE;

  g_free (self->roofs[roof].name);
  self->roofs[roof] = (Roof) { g_strdup (name), peak_flops, bandwidth_bytes_s, ridge, FALSE };
  if (roof == AK_ROOFLINE_ROOF_PRIMARY)
    update_points (self);
  model_changed (self);

  return TRUE;
}

/**
 * ak_roofline_renderer_clear_roof:
 * @self: a renderer
 * @roof: which roof to remove; without a primary roof no point is shown
 */
void
ak_roofline_renderer_clear_roof (AkRooflineRenderer *self,
                                 AkRooflineRoof      roof)
{
  g_return_if_fail (AK_IS_ROOFLINE_RENDERER (self));
  g_return_if_fail ((guint) roof < AK_ROOFLINE_N_ROOFS);

  g_clear_pointer (&self->roofs[roof].name, g_free);
  if (roof == AK_ROOFLINE_ROOF_PRIMARY)
    update_points (self);
  model_changed (self);
}

/**
 * ak_roofline_renderer_clear_points:
 * @self: a renderer
 *
 * Removes every point and the selection.
 */
void
ak_roofline_renderer_clear_points (AkRooflineRenderer *self)
{
  g_return_if_fail (AK_IS_ROOFLINE_RENDERER (self));

  g_array_set_size (self->points, 0);
  ak_roofline_renderer_set_selected (self, -1);
  model_changed (self);
}

/**
 * ak_roofline_renderer_add_point:
 * @self: a renderer
 * @label: the point's name
 * @flops: work of one step, FLOPs
 * @bytes: memory traffic of one step, bytes
 * @emphasized: draw the point larger
 *
 * Adds a workload. Its arithmetic intensity is @flops ÷ @bytes; a point
 * whose intensity is zero, negative or not finite is kept and listed as
 * not shown.
 *
 * Returns: the point's index
 */
guint
ak_roofline_renderer_add_point (AkRooflineRenderer *self,
                                const char         *label,
                                double              flops,
                                double              bytes,
                                gboolean            emphasized)
{
  Point point = { .label = g_strdup (label), .flops = flops, .bytes = bytes, .emphasized = emphasized };

  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), 0);
  g_return_val_if_fail (label != NULL, 0);

  point_update (&self->roofs[AK_ROOFLINE_ROOF_PRIMARY], &point);
  g_array_append_val (self->points, point);
  model_changed (self);

  return self->points->len - 1;
}

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
  model_changed (self);
}

/* ---- the lesson's workloads ---------------------------------------------- */

/* Work and traffic of one step, with the formulas of ak-roofline: prefill
 * reads the weights once for T × B tokens; decode reads the weights and the
 * KV cache of T tokens per sequence to make one token per sequence. */
static gboolean
workload_step (const AkModelSpec  *model,
               AkPhase             phase,
               AkPrecision         precision,
               guint               batch_size,
               guint               tokens,
               double             *out_flops,
               double             *out_bytes,
               GError            **error)
{
  double params = model->params_billion * 1e9;
  double flops_per_token, kv_bytes;

  if (!ak_transformer_flops_per_token (params, &flops_per_token, error))
    return FALSE;

  if (phase == AK_PHASE_PREFILL)
    {
      *out_flops = flops_per_token * tokens * batch_size;
      return ak_transformer_weight_bytes (params, precision, out_bytes, error);
    }

  *out_flops = flops_per_token * batch_size;
  return ak_transformer_kv_cache_bytes (model->layers, model->kv_heads, model->head_dim,
                                        precision, tokens, batch_size, &kv_bytes, error) &&
         ak_transformer_decode_bytes (params, precision, kv_bytes, out_bytes, error);
}

static void
add_workload (AkRooflineRenderer *self,
              const char         *label,
              const AkModelSpec  *model,
              AkPhase             phase,
              AkPrecision         precision,
              guint               batch_size,
              guint               tokens,
              gboolean            emphasized)
{
  double flops = 0, bytes = 0;

  /* A workload that cannot be computed stays listed, as not shown. */
  if (!workload_step (model, phase, precision, batch_size, tokens, &flops, &bytes, NULL))
    flops = bytes = 0;

  ak_roofline_renderer_add_point (self, label, flops, bytes, emphasized);
}

/**
 * ak_roofline_scene_init_for_page:
 * @scene: (out): the scene to fill in
 * @page: a roofline page with at least one accelerator and one model
 *
 * The scene a roofline page opens with: its first accelerator and model,
 * BF16, batch 1 and a 2,048-token prompt.
 */
void
ak_roofline_scene_init_for_page (AkRooflineScene *scene,
                                 const AkPage    *page)
{
  g_return_if_fail (scene != NULL && page != NULL);

  *scene = (AkRooflineScene) {
    .accelerator = page->accelerators != NULL && page->accelerators->len > 0
                   ? g_ptr_array_index (page->accelerators, 0) : NULL,
    .model = page->models != NULL && page->models->len > 0
             ? g_ptr_array_index (page->models, 0) : NULL,
    .precision = AK_PRECISION_BF16,
    .batch_size = 1,
    .prompt_tokens = 2048,
  };
}

static gboolean
set_accelerator_roof (AkRooflineRenderer   *self,
                      AkRooflineRoof        roof,
                      const AkAccelerator  *accelerator,
                      GError              **error)
{
  if (accelerator == NULL)
    {
      ak_roofline_renderer_clear_roof (self, roof);
      return TRUE;
    }

  /* The roof uses the dense peak: the sparse figure assumes 2:4 sparsity. */
  if (!ak_roofline_renderer_set_roof (self, roof, accelerator->name,
                                      accelerator->peak_bf16_dense_tflops * 1e12,
                                      accelerator->bandwidth_tb_s * 1e12, error))
    return FALSE;

  self->roofs[roof].measured_fp32 = ak_accelerator_is_measured (accelerator);
  return TRUE;
}

/**
 * ak_roofline_renderer_set_scene:
 * @self: a renderer
 * @page: a roofline page, for its workloads
 * @scene: what to show
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error when an accelerator's figures
 *   are out of range
 *
 * Replaces the roofs and points: the roof of @scene's accelerator (and of
 * the compared one), each of @page's workloads of @scene's model at
 * @scene's precision, and two emphasized points for the user's own batch
 * size and prompt length: a prefill of that prompt and a decode step with
 * that context. The selection is kept when the number of points stays the
 * same.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_roofline_renderer_set_scene (AkRooflineRenderer     *self,
                                const AkPage           *page,
                                const AkRooflineScene  *scene,
                                GError                **error)
{
  g_autofree char *prefill = NULL;
  g_autofree char *decode = NULL;
  g_autofree char *prompt = NULL;
  int selected;

  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), FALSE);
  g_return_val_if_fail (page != NULL && scene != NULL, FALSE);
  g_return_val_if_fail (scene->accelerator != NULL && scene->model != NULL, FALSE);

  /* One "changed" for the whole scene, not one per point. */
  g_signal_handlers_block_matched (self, G_SIGNAL_MATCH_ID, signals[CHANGED], 0, NULL, NULL, NULL);
  if (!set_accelerator_roof (self, AK_ROOFLINE_ROOF_PRIMARY, scene->accelerator, error) ||
      !set_accelerator_roof (self, AK_ROOFLINE_ROOF_COMPARE, scene->compare, error))
    {
      g_signal_handlers_unblock_matched (self, G_SIGNAL_MATCH_ID, signals[CHANGED], 0, NULL, NULL, NULL);
      model_changed (self);
      return FALSE;
    }

  selected = self->selected;
  g_array_set_size (self->points, 0);

  for (guint i = 0; page->workloads != NULL && i < page->workloads->len; i++)
    {
      const AkWorkload *workload = g_ptr_array_index (page->workloads, i);

      if (g_strcmp0 (workload->model_id, scene->model->id) == 0)
        add_workload (self, workload->label, scene->model, workload->phase, scene->precision,
                      workload->batch_size, workload->prompt_tokens, FALSE);
    }

  prompt = g_strdup_printf ("%'u", scene->prompt_tokens);
  /* Translators: a point on the chart; %u is the batch size, %s a number of tokens */
  prefill = g_strdup_printf (_("Your prefill: batch %u, %s-token prompt"), scene->batch_size, prompt);
  /* Translators: a point on the chart; %u is the batch size, %s a number of tokens */
  decode = g_strdup_printf (_("Your decode: batch %u, %s-token context"), scene->batch_size, prompt);
  add_workload (self, prefill, scene->model, AK_PHASE_PREFILL, scene->precision,
                scene->batch_size, scene->prompt_tokens, TRUE);
  add_workload (self, decode, scene->model, AK_PHASE_DECODE, scene->precision,
                scene->batch_size, scene->prompt_tokens, TRUE);

  g_signal_handlers_unblock_matched (self, G_SIGNAL_MATCH_ID, signals[CHANGED], 0, NULL, NULL, NULL);
  ak_roofline_renderer_set_selected (self, selected < (int) self->points->len ? selected : -1);
  model_changed (self);

  return TRUE;
}

/* ---- queries -------------------------------------------------------------- */

/**
 * ak_roofline_renderer_get_n_points:
 * @self: a renderer
 *
 * Returns: the number of points, shown or not
 */
guint
ak_roofline_renderer_get_n_points (AkRooflineRenderer *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), 0);

  return self->points->len;
}

/**
 * ak_roofline_renderer_get_n_hidden:
 * @self: a renderer
 *
 * Returns: the number of points that have no place on the log axes
 */
guint
ak_roofline_renderer_get_n_hidden (AkRooflineRenderer *self)
{
  guint n = 0;

  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), 0);

  for (guint i = 0; i < self->points->len; i++)
    n += !g_array_index (self->points, Point, i).shown;

  return n;
}

/**
 * ak_roofline_renderer_get_point:
 * @self: a renderer
 * @index: a point's index
 * @out_info: (out): the point; its label belongs to @self
 *
 * Returns: %TRUE if @index is a point
 */
gboolean
ak_roofline_renderer_get_point (AkRooflineRenderer  *self,
                                guint                index,
                                AkRooflinePointInfo *out_info)
{
  const Point *point;

  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), FALSE);
  g_return_val_if_fail (out_info != NULL, FALSE);

  if (index >= self->points->len)
    return FALSE;

  point = &g_array_index (self->points, Point, index);
  *out_info = (AkRooflinePointInfo) {
    point->label, point->flops, point->bytes, point->intensity, point->attainable,
    point->bound, point->step_seconds, point->shown, point->emphasized,
  };
  return TRUE;
}

static char *
format_seconds (double seconds)
{
  g_autofree char *number = NULL;

  if (seconds < 1e-3)
    {
      number = ak_format_number (seconds * 1e6, 3);
      /* Translators: microseconds */
      return g_strdup_printf (_("%s µs"), number);
    }
  if (seconds < 1)
    {
      number = ak_format_number (seconds * 1e3, 3);
      /* Translators: milliseconds */
      return g_strdup_printf (_("%s ms"), number);
    }
  number = ak_format_number (seconds, 3);
  /* Translators: seconds */
  return g_strdup_printf (_("%s s"), number);
}

static const char *
bound_text (AkBound bound)
{
  return bound == AK_BOUND_MEMORY ? _("memory-bound") : _("compute-bound");
}

/**
 * ak_roofline_renderer_describe_point:
 * @self: a renderer
 * @index: a point's index
 *
 * The point in words, in the current locale: its name, arithmetic
 * intensity, attainable FLOP/s, which roof binds it and the time per step.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL if @index is not
 *   a point
 */
char *
ak_roofline_renderer_describe_point (AkRooflineRenderer *self,
                                     guint               index)
{
  g_autofree char *intensity = NULL;
  g_autofree char *attainable = NULL;
  g_autofree char *step = NULL;
  const Point *point;

  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), NULL);

  if (index >= self->points->len)
    return NULL;

  point = &g_array_index (self->points, Point, index);
  if (!point->shown)
    /* Translators: %s is a workload's name */
    return g_strdup_printf (_("%s: not shown, its intensity has no place on a log axis"),
                            point->label);

  intensity = ak_format_number (point->intensity, 3);
  attainable = ak_format_si (point->attainable, "FLOP/s");
  step = format_seconds (point->step_seconds);
  /* Translators: a point on the roofline chart: name, FLOP/byte, FLOP/s,
   * "memory-bound" or "compute-bound", a duration */
  return g_strdup_printf (_("%s: arithmetic intensity %s FLOP/byte, attainable %s, %s, "
                            "at least %s per step"),
                          point->label, intensity, attainable,
                          bound_text (point->bound), step);
}

/**
 * ak_roofline_renderer_describe:
 * @self: a renderer
 *
 * What the chart shows, in words, for its accessible description: the
 * roofs, the ridge point, how many points each roof binds and which points
 * are not shown.
 *
 * Returns: (transfer full): the text
 */
char *
ak_roofline_renderer_describe (AkRooflineRenderer *self)
{
  GString *text;
  const Roof *roof;
  guint n_memory = 0, n_compute = 0, n_hidden = 0;

  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), NULL);

  text = g_string_new (NULL);
  roof = &self->roofs[AK_ROOFLINE_ROOF_PRIMARY];

  if (roof->name != NULL)
    {
      g_autofree char *peak = ak_format_si (roof->peak, "FLOP/s");
      g_autofree char *bandwidth = ak_format_si (roof->bandwidth, "B/s");
      g_autofree char *ridge = ak_format_number (roof->ridge, 3);

      if (roof->measured_fp32)
        g_string_append_printf (text, _("Roofline of %s: memory roof %s, compute roof %s "
                                        "(FP32 measured on the CPU), ridge point at %s FLOP/byte."),
                                roof->name, bandwidth, peak, ridge);
      else
        g_string_append_printf (text, _("Roofline of the %s: memory roof %s, dense compute roof %s, "
                                        "ridge point at %s FLOP/byte."),
                                roof->name, bandwidth, peak, ridge);
    }

  if (self->roofs[AK_ROOFLINE_ROOF_COMPARE].name != NULL)
    g_string_append_printf (text, _(" Compared with the %s."),
                            self->roofs[AK_ROOFLINE_ROOF_COMPARE].name);

  for (guint i = 0; i < self->points->len; i++)
    {
      const Point *point = &g_array_index (self->points, Point, i);

      if (!point->shown)
        n_hidden++;
      else if (point->bound == AK_BOUND_MEMORY)
        n_memory++;
      else
        n_compute++;
    }

  g_string_append_printf (text, _(" Workloads: %u memory-bound, %u compute-bound."),
                          n_memory, n_compute);
  if (n_hidden > 0)
    g_string_append_printf (text, _(" %u not shown."), n_hidden);

  return g_string_free (text, FALSE);
}

/* ---- selection ------------------------------------------------------------ */

/**
 * ak_roofline_renderer_get_selected:
 * @self: a renderer
 *
 * Returns: the selected point's index, or -1
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
 */
void
ak_roofline_renderer_set_selected (AkRooflineRenderer *self,
                                   int                 index)
{
  g_return_if_fail (AK_IS_ROOFLINE_RENDERER (self));
  g_return_if_fail (index >= -1 && index < (int) self->points->len);

  if (self->selected == index)
    return;

  self->selected = index;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

static int
compare_by_intensity (gconstpointer a,
                      gconstpointer b,
                      gpointer      data)
{
  GArray *points = data;
  const Point *pa = &g_array_index (points, Point, *(const guint *) a);
  const Point *pb = &g_array_index (points, Point, *(const guint *) b);

  if (pa->intensity != pb->intensity)
    return pa->intensity < pb->intensity ? -1 : 1;
  return *(const guint *) a < *(const guint *) b ? -1 : 1;
}

static GArray *
get_order (AkRooflineRenderer *self)
{
  if (self->order != NULL)
    return self->order;

  self->order = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < self->points->len; i++)
    if (g_array_index (self->points, Point, i).shown)
      g_array_append_val (self->order, i);

  g_array_sort_with_data (self->order, compare_by_intensity, self->points);
  return self->order;
}

/**
 * ak_roofline_renderer_step_selection:
 * @self: a renderer
 * @steps: how many shown points to move, left to right by intensity;
 *   %G_MININT or %G_MAXINT go to the first or last point
 *
 * Moves the selection among the shown points; with no selection a move to
 * the right starts at the first point and a move to the left at the last.
 *
 * Returns: the selected index, or -1 when no point is shown
 */
int
ak_roofline_renderer_step_selection (AkRooflineRenderer *self,
                                     int                 steps)
{
  GArray *order;
  gint64 position = -1;

  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), -1);

  order = get_order (self);
  if (order->len == 0)
    return -1;

  for (guint i = 0; self->selected >= 0 && i < order->len; i++)
    if (g_array_index (order, guint, i) == (guint) self->selected)
      position = i;

  if (position < 0)
    position = steps > 0 ? -1 : (gint64) order->len;

  position = CLAMP (position + (gint64) steps, 0, (gint64) order->len - 1);
  ak_roofline_renderer_set_selected (self, g_array_index (order, guint, position));

  return self->selected;
}

/* ---- layout ----------------------------------------------------------------- */

typedef struct {
  AkRooflineRenderer     *self;
  cairo_t                *cr;
  PangoLayout            *layout;
  const AkColors *colors;
  double                  line_height;
  gboolean                in_plot;   /* labels must stay inside the axes */
} Draw;

static double
to_x (AkRooflineRenderer *self,
      double              lx)
{
  return self->ax + (lx - self->lx0) / (self->lx1 - self->lx0) * self->aw;
}

static double
to_y (AkRooflineRenderer *self,
      double              ly)
{
  return self->ay + self->ah - (ly - self->ly0) / (self->ly1 - self->ly0) * self->ah;
}

static void
extend (double *lo,
        double *hi,
        double  value)
{
  if (!isfinite (value) || value <= 0)
    return;

  *lo = MIN (*lo, log10 (value));
  *hi = MAX (*hi, log10 (value));
}

/* Whole decades around the data, at least two wide. */
static void
round_range (double *lo,
             double *hi,
             double  default_lo,
             double  default_hi)
{
  if (*lo > *hi)
    {
      *lo = default_lo;
      *hi = default_hi;
    }

  *lo = CLAMP (floor (*lo), -LOG_LIMIT, LOG_LIMIT);
  *hi = CLAMP (ceil (*hi), -LOG_LIMIT, LOG_LIMIT);
  while (*hi - *lo < 2)
    {
      *lo -= 1;
      *hi += 1;
    }
}

static void
compute_ranges (AkRooflineRenderer *self)
{
  double lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE;

  for (guint i = 0; i < self->points->len; i++)
    if (g_array_index (self->points, Point, i).shown)
      extend (&lo, &hi, g_array_index (self->points, Point, i).intensity);
  for (guint r = 0; r < AK_ROOFLINE_N_ROOFS; r++)
    if (self->roofs[r].name != NULL)
      extend (&lo, &hi, self->roofs[r].ridge);
  round_range (&lo, &hi, -1, 3);
  self->lx0 = lo;
  self->lx1 = hi;

  lo = G_MAXDOUBLE;
  hi = -G_MAXDOUBLE;
  for (guint i = 0; i < self->points->len; i++)
    if (g_array_index (self->points, Point, i).shown)
      extend (&lo, &hi, g_array_index (self->points, Point, i).attainable);
  for (guint r = 0; r < AK_ROOFLINE_N_ROOFS; r++)
    if (self->roofs[r].name != NULL)
      {
        extend (&lo, &hi, self->roofs[r].peak);
        /* where the sloped roof enters the chart */
        extend (&lo, &hi, self->roofs[r].bandwidth * pow (10, self->lx0));
      }
  round_range (&lo, &hi, 9, 15);
  self->ly0 = lo;
  self->ly1 = hi;
}

static void
set_text (Draw       *d,
          const char *markup,
          double      max_width)
{
  pango_layout_set_width (d->layout, max_width > 0 ? (int) (max_width * PANGO_SCALE) : -1);
  pango_layout_set_markup (d->layout, markup, -1);
}

static void
set_plain_text (Draw       *d,
                const char *text,
                double      max_width)
{
  pango_layout_set_width (d->layout, max_width > 0 ? (int) (max_width * PANGO_SCALE) : -1);
  pango_layout_set_attributes (d->layout, NULL);
  pango_layout_set_text (d->layout, text, -1);
}

static void
text_size (Draw   *d,
           double *width,
           double *height)
{
  int w, h;

  pango_layout_get_pixel_size (d->layout, &w, &h);
  *width = w;
  *height = h;
}

static gboolean
box_is_free (AkRooflineRenderer      *self,
             const cairo_rectangle_t *box)
{
  if (box->x < 0 || box->y < 0 ||
      box->x + box->width > self->width || box->y + box->height > self->height)
    return FALSE;

  for (guint i = 0; i < self->boxes->len; i++)
    {
      const cairo_rectangle_t *b = &g_array_index (self->boxes, cairo_rectangle_t, i);

      if (box->x < b->x + b->width && b->x < box->x + box->width &&
          box->y < b->y + b->height && b->y < box->y + box->height)
        return FALSE;
    }
  return TRUE;
}

static gboolean
box_fits (Draw                    *d,
          const cairo_rectangle_t *box)
{
  AkRooflineRenderer *self = d->self;

  if (d->in_plot &&
      (box->x < self->ax - INSET + 1 || box->y < self->ay - INSET ||
       box->x + box->width > self->ax + self->aw + INSET ||
       box->y + box->height > self->ay + self->ah + INSET - 1))
    return FALSE;

  return box_is_free (self, box);
}

/* A candidate place for a text: its top-left corner is (x + fx × width,
 * y + fy × height), so fx = -0.5 centres it on x and fy = -1 puts it
 * above y. */
typedef struct {
  double x, y, fx, fy;
} Spot;

/* Draws the current text at the first spot where it overlaps no other
 * label and stays on the surface. */
static gboolean
place_text (Draw                  *d,
            const Spot            *spots,
            guint                  n,
            const AkColor *color)
{
  double w, h;

  text_size (d, &w, &h);
  for (guint i = 0; i < n; i++)
    {
      cairo_rectangle_t box = { spots[i].x + spots[i].fx * w, spots[i].y + spots[i].fy * h, w, h };

      if (!box_fits (d, &box))
        continue;

      g_array_append_val (d->self->boxes, box);
      ak_color_set_source (d->cr, color, 1);
      cairo_move_to (d->cr, box.x, box.y);
      pango_cairo_show_layout (d->cr, d->layout);
      return TRUE;
    }
  return FALSE;
}

/* Tries each of @n_texts texts, longest first, at every spot; only the
 * last is cut short, to @max_width, when it is still too wide. */
static gboolean
place_variants (Draw                  *d,
                const char * const    *texts,
                guint                  n_texts,
                double                 max_width,
                const Spot            *spots,
                guint                  n_spots,
                const AkColor *color)
{
  for (guint t = 0; t < n_texts; t++)
    {
      set_plain_text (d, texts[t], t + 1 == n_texts ? max_width : -1);
      if (place_text (d, spots, n_spots, color))
        return TRUE;
    }
  return FALSE;
}

/* ---- tick labels ---------------------------------------------------------- */

static char *
x_tick_markup (int decade)
{
  if (decade >= -3 && decade <= 4)
    return ak_format_number (pow (10, decade), 1);

  return g_strdup_printf ("10<sup>%d</sup>", decade);
}

static char *
y_tick_markup (int decade)
{
  static const char *prefixes[] = { "", "k", "M", "G", "T", "P", "E" };
  g_autofree char *mantissa = NULL;

  if (decade < 0 || decade >= 3 * (int) G_N_ELEMENTS (prefixes))
    return g_strdup_printf ("10<sup>%d</sup> FLOP/s", decade);

  mantissa = ak_format_number (pow (10, decade % 3), 1);
  return g_strdup_printf ("%s %sFLOP/s", mantissa, prefixes[decade / 3]);
}

/* The widest tick label of [lo, hi]; beyond 40 decades a sample of them
 * (the ends and every few decades). */
static double
widest_tick (Draw   *d,
             char *(*markup) (int),
             double  lo,
             double  hi)
{
  int step = MAX (1, (int) ceil ((hi - lo) / 40));
  double widest = 0;

  for (int decade = (int) lo; ; decade = MIN (decade + step, (int) hi))
    {
      g_autofree char *text = markup (decade);
      double w, h;

      set_text (d, text, -1);
      text_size (d, &w, &h);
      widest = MAX (widest, w);
      if (decade >= (int) hi)
        break;
    }
  return widest;
}

/* Every how many decades a tick goes, so that labels of @size fit in
 * @length: decades / stride + 1 labels must fit. */
static int
tick_stride (double decades,
             double length,
             double size)
{
  double fit = MAX (2, floor (length / size));

  return MAX (1, (int) ceil (decades / (fit - 1)));
}

static int
floor_mod (int a,
           int b)
{
  int m = a % b;

  return m < 0 ? m + b : m;
}

static void
draw_grid_line (Draw     *d,
                gboolean  vertical,
                double    position,
                double    alpha)
{
  AkRooflineRenderer *self = d->self;

  ak_color_set_source (d->cr, &d->colors->foreground, alpha);
  cairo_set_line_width (d->cr, 1);
  if (vertical)
    {
      cairo_move_to (d->cr, round (position) + 0.5, self->ay - INSET);
      cairo_line_to (d->cr, round (position) + 0.5, self->ay + self->ah + INSET + TICK);
    }
  else
    {
      cairo_move_to (d->cr, self->ax - INSET - TICK, round (position) + 0.5);
      cairo_line_to (d->cr, self->ax + self->aw + INSET, round (position) + 0.5);
    }
  cairo_stroke (d->cr);
}

static void
draw_minor_grid (Draw     *d,
                 gboolean  vertical,
                 double    lo,
                 double    hi,
                 double    length)
{
  if ((hi - lo) > 12 || length / (hi - lo) < 60)
    return;

  for (int decade = (int) lo; decade < (int) hi; decade++)
    for (int m = 2; m <= 9; m++)
      {
        double l = decade + log10 (m);

        draw_grid_line (d, vertical, vertical ? to_x (d->self, l) : to_y (d->self, l), 0.05);
      }
}

static void
draw_x_ticks (Draw   *d,
              double  label_width)
{
  AkRooflineRenderer *self = d->self;
  int stride = tick_stride (self->lx1 - self->lx0, self->aw + label_width, label_width + 3 * GAP);

  if (stride == 1)
    draw_minor_grid (d, TRUE, self->lx0, self->lx1, self->aw);

  for (int decade = (int) self->lx0; decade <= (int) self->lx1; decade++)
    {
      g_autofree char *text = NULL;
      double x = to_x (self, decade);
      Spot spot = { x, self->ay + self->ah + INSET + TICK + 1, -0.5, 0 };

      if (floor_mod (decade, stride) != 0)
        continue;

      draw_grid_line (d, TRUE, x, 0.14);
      text = x_tick_markup (decade);
      set_text (d, text, -1);
      self->n_ticks += place_text (d, &spot, 1, &d->colors->foreground);
    }
}

static void
draw_y_ticks (Draw *d)
{
  AkRooflineRenderer *self = d->self;
  int stride = tick_stride (self->ly1 - self->ly0, self->ah + d->line_height, d->line_height + GAP);

  if (stride == 1)
    draw_minor_grid (d, FALSE, self->ly0, self->ly1, self->ah);

  for (int decade = (int) self->ly0; decade <= (int) self->ly1; decade++)
    {
      g_autofree char *text = NULL;
      double y = to_y (self, decade);
      Spot spot = { self->ax - INSET - TICK - GAP, y, -1, -0.5 };

      if (floor_mod (decade, stride) != 0)
        continue;

      draw_grid_line (d, FALSE, y, 0.14);
      text = y_tick_markup (decade);
      set_text (d, text, -1);
      self->n_ticks += place_text (d, &spot, 1, &d->colors->foreground);
    }
}

static void
draw_axes (Draw *d)
{
  AkRooflineRenderer *self = d->self;
  double left = round (self->ax - INSET) + 0.5;
  double bottom = round (self->ay + self->ah + INSET) + 0.5;

  ak_color_set_source (d->cr, &d->colors->foreground, 0.6);
  cairo_set_line_width (d->cr, 1);
  cairo_move_to (d->cr, left, self->ay - INSET);
  cairo_line_to (d->cr, left, bottom);
  cairo_line_to (d->cr, self->ax + self->aw + INSET, bottom);
  cairo_stroke (d->cr);
}

/* The y title runs upwards; its box is the rotated one. */
static gboolean
place_rotated (Draw *d)
{
  AkRooflineRenderer *self = d->self;
  double w, h;
  cairo_rectangle_t box;

  text_size (d, &w, &h);
  box = (cairo_rectangle_t) { PAD, self->ay + self->ah / 2 - w / 2, h, w };
  if (!box_is_free (self, &box))
    return FALSE;

  g_array_append_val (self->boxes, box);
  cairo_save (d->cr);
  ak_color_set_source (d->cr, &d->colors->foreground, 1);
  cairo_move_to (d->cr, box.x, box.y + box.height);
  cairo_rotate (d->cr, -G_PI / 2);
  pango_cairo_show_layout (d->cr, d->layout);
  cairo_restore (d->cr);
  return TRUE;
}

static void
draw_axis_titles (Draw *d)
{
  AkRooflineRenderer *self = d->self;
  const char *x_titles[] = { _("Arithmetic intensity (FLOP/byte)"), _("FLOP/byte") };
  const char *y_titles[] = { _("Attainable performance (FLOP/s)"), _("FLOP/s") };
  double y = self->ay + self->ah + INSET + TICK + 1 + d->line_height + GAP;
  const Spot x_spots[] = { { self->ax + self->aw / 2, y, -0.5, 0 }, { PAD, y, 0, 0 } };

  place_variants (d, x_titles, G_N_ELEMENTS (x_titles), self->width - 2 * PAD,
                  x_spots, G_N_ELEMENTS (x_spots), &d->colors->foreground);

  for (guint t = 0; t < G_N_ELEMENTS (y_titles); t++)
    {
      set_plain_text (d, y_titles[t], t + 1 == G_N_ELEMENTS (y_titles) ? self->ah + 2 * INSET : -1);
      if (place_rotated (d))
        break;
    }
}

/* ---- roofs and points ----------------------------------------------------- */

static void
draw_roof_line (Draw                  *d,
                const Roof            *roof,
                const AkColor *color,
                gboolean               dashed)
{
  AkRooflineRenderer *self = d->self;
  double lb = log10 (roof->bandwidth), lp = log10 (roof->peak);
  double lridge = lp - lb;
  /* the sloped roof enters at the left edge or the bottom, whichever is later */
  double lstart = MAX (self->lx0, self->ly0 - lb);
  static const double dash[] = { 6, 4 };

  cairo_save (d->cr);
  cairo_rectangle (d->cr, self->ax - INSET, self->ay - INSET,
                   self->aw + 2 * INSET, self->ah + 2 * INSET);
  cairo_clip (d->cr);
  ak_color_set_source (d->cr, color, 1);
  cairo_set_line_width (d->cr, 2);
  cairo_set_dash (d->cr, dash, dashed ? 2 : 0, 0);
  cairo_move_to (d->cr, to_x (self, lstart), to_y (self, MIN (lstart + lb, lp)));
  if (lridge > lstart && lridge < self->lx1)
    cairo_line_to (d->cr, to_x (self, lridge), to_y (self, lp));
  cairo_line_to (d->cr, to_x (self, self->lx1), to_y (self, MIN (self->lx1 + lb, lp)));
  cairo_stroke (d->cr);
  cairo_restore (d->cr);
}

/* The roof's name and dense peak beside its flat part: above it, or below
 * when @below_first (the compared roof, so the two labels part ways). */
static void
draw_roof_label (Draw                  *d,
                 const Roof            *roof,
                 const AkColor *color,
                 gboolean               below_first)
{
  AkRooflineRenderer *self = d->self;
  g_autofree char *peak = ak_format_si (roof->peak, "FLOP/s");
  g_autofree char *full = NULL;
  double y = to_y (self, log10 (roof->peak)), x = to_x (self, log10 (roof->ridge));
  double right = self->ax + self->aw;
  const Spot above[] = { { right, y - 3, -1, -1 }, { x + GAP, y - 3, 0, -1 } };
  const Spot below[] = { { right, y + 4, -1, 0 }, { x + GAP, y + 4, 0, 0 } };
  Spot spots[4];
  const char *texts[3];

  memcpy (spots, below_first ? below : above, sizeof above);
  memcpy (spots + 2, below_first ? above : below, sizeof below);

  if (roof->measured_fp32)
    /* Translators: this computer's roof label: its name, FLOP/s */
    full = g_strdup_printf (_("%s: %s FP32 measured on the CPU"), roof->name, peak);
  else
    /* Translators: a roof's label: accelerator name, FLOP/s */
    full = g_strdup_printf (_("%s: %s dense BF16"), roof->name, peak);
  texts[0] = full;
  texts[1] = roof->name;
  texts[2] = peak;
  place_variants (d, texts, G_N_ELEMENTS (texts), self->aw - 2 * GAP,
                  spots, G_N_ELEMENTS (spots), color);
}

static void
draw_ridge (Draw       *d,
            const Roof *roof)
{
  AkRooflineRenderer *self = d->self;
  g_autofree char *ridge = ak_format_number (roof->ridge, 3);
  /* Translators: the ridge point's label, in FLOP/byte */
  g_autofree char *full = g_strdup_printf (_("ridge point: %s FLOP/byte"), ridge);
  /* Translators: the ridge point's short label, in FLOP/byte */
  g_autofree char *brief = g_strdup_printf (_("ridge: %s"), ridge);
  const char *texts[] = { full, brief };
  double lr = log10 (roof->ridge), x = to_x (self, lr), y = to_y (self, log10 (roof->peak));
  double bottom = self->ay + self->ah + INSET;
  const Spot spots[] = {
    { x + GAP, y + 6, 0, 0 }, { x + GAP, bottom - 2, 0, -1 },
    { x - GAP, bottom - 2, -1, -1 }, { x - GAP, y + 6, -1, 0 },
  };
  static const double dots[] = { 2, 3 };

  if (lr > self->lx1)
    return;

  cairo_save (d->cr);
  ak_color_set_source (d->cr, &d->colors->roof, 0.7);
  cairo_set_line_width (d->cr, 1);
  cairo_set_dash (d->cr, dots, 2, 0);
  cairo_move_to (d->cr, round (x) + 0.5, y);
  cairo_line_to (d->cr, round (x) + 0.5, bottom);
  cairo_stroke (d->cr);
  cairo_restore (d->cr);

  place_variants (d, texts, G_N_ELEMENTS (texts), self->aw / 2,
                  spots, G_N_ELEMENTS (spots), &d->colors->roof);
}

/* The sloped roof's own figure, above the line a quarter, half or three
 * quarters up the slope: above-left of a rising line is empty. */
static void
draw_bandwidth_label (Draw       *d,
                      const Roof *roof)
{
  AkRooflineRenderer *self = d->self;
  g_autofree char *bandwidth = ak_format_si (roof->bandwidth, "B/s");
  double lb = log10 (roof->bandwidth);
  double lx = MAX (self->lx0, self->ly0 - lb), lend = MIN (log10 (roof->ridge), self->lx1);
  Spot spots[3];

  for (guint i = 0; i < G_N_ELEMENTS (spots); i++)
    {
      double l = lx + (lend - lx) * (i + 1) / 4.0;

      spots[i] = (Spot) { to_x (self, l) - GAP, to_y (self, l + lb) - GAP, -1, -1 };
    }
  set_plain_text (d, bandwidth, -1);
  place_text (d, spots, G_N_ELEMENTS (spots), &d->colors->roof);
}

static void
marker_path (cairo_t  *cr,
             double    x,
             double    y,
             double    r,
             AkBound   bound)
{
  cairo_new_sub_path (cr);
  if (bound == AK_BOUND_MEMORY)
    cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  else
    cairo_rectangle (cr, x - r * 0.9, y - r * 0.9, 1.8 * r, 1.8 * r);
}

/* Each marker is filled on its own: one path of thousands of overlapping
 * markers costs Cairo several times more. Outlines, the costliest part,
 * only while the points are few. */
static void
draw_markers (Draw     *d,
              AkBound   bound,
              gboolean  emphasized)
{
  AkRooflineRenderer *self = d->self;
  const AkColor *color = bound == AK_BOUND_MEMORY ? &d->colors->memory : &d->colors->compute;
  double r = emphasized ? MARKER * 1.6 : MARKER;
  gboolean outline = emphasized || self->points->len <= MAX_OUTLINED;

  cairo_set_line_width (d->cr, emphasized ? 1.5 : 1);
  for (guint i = 0; i < self->points->len; i++)
    {
      const Point *p = &g_array_index (self->points, Point, i);

      if (!p->shown || p->bound != bound || p->emphasized != emphasized)
        continue;

      cairo_new_path (d->cr);
      marker_path (d->cr, to_x (self, log10 (p->intensity)),
                   to_y (self, log10 (p->attainable)), r, bound);
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

static void
draw_selection (Draw *d)
{
  AkRooflineRenderer *self = d->self;
  const Point *p;
  double x, y, r;

  if (self->selected < 0)
    return;

  p = &g_array_index (self->points, Point, self->selected);
  if (!p->shown)
    return;

  x = to_x (self, log10 (p->intensity));
  y = to_y (self, log10 (p->attainable));
  r = (p->emphasized ? MARKER * 1.6 : MARKER) + 4;

  ak_color_set_source (d->cr, &d->colors->accent, 1);
  cairo_set_line_width (d->cr, 2);
  cairo_new_path (d->cr);
  cairo_arc (d->cr, x, y, r, 0, 2 * G_PI);
  cairo_stroke (d->cr);

  {
    const char *texts[] = { p->label, p->label };
    const Spot spots[] = {
      { x, y + r + 2, -0.5, 0 }, { x + r + 2, y + 2, 0, 0 }, { x - r - 2, y + 2, -1, 0 },
      { x + r, y - r, 0, -1 }, { x - r, y - r, -1, -1 },
      { self->ax, self->ay, 0, 0 }, { self->ax + self->aw, self->ay + self->ah, -1, -1 },
    };

    place_variants (d, texts, G_N_ELEMENTS (texts), self->aw,
                    spots, G_N_ELEMENTS (spots), &d->colors->foreground);
  }
}

static void
draw_legend_item (Draw       *d,
                  double      x,
                  double      y,
                  AkBound     bound,
                  const char *text)
{
  Spot spot = { x + 2 * MARKER + GAP, y, 0, 0 };
  double w, h;

  set_plain_text (d, text, -1);
  text_size (d, &w, &h);
  if (!place_text (d, &spot, 1, &d->colors->foreground))
    return;

  marker_path (d->cr, x + MARKER, y + h / 2, MARKER, bound);
  ak_color_set_source (d->cr, bound == AK_BOUND_MEMORY ? &d->colors->memory : &d->colors->compute, 1);
  cairo_fill (d->cr);
}

/* The marker key, centred under the chart. */
static void
draw_legend (Draw   *d,
             double  y)
{
  AkRooflineRenderer *self = d->self;
  const char *texts[] = { _("memory-bound"), _("compute-bound") };
  double widths[G_N_ELEMENTS (texts)], total = 0, x, h;

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      set_plain_text (d, texts[i], -1);
      text_size (d, &widths[i], &h);
      total += 2 * MARKER + GAP + widths[i] + (i > 0 ? 3 * GAP : 0);
    }

  x = CLAMP (self->ax + self->aw / 2 - total / 2, PAD, MAX (PAD, self->width - PAD - total));
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      draw_legend_item (d, x, y, i == 0 ? AK_BOUND_MEMORY : AK_BOUND_COMPUTE, texts[i]);
      x += 2 * MARKER + GAP + widths[i] + 3 * GAP;
    }
}

static void
draw_hidden (Draw   *d,
             double  y)
{
  AkRooflineRenderer *self = d->self;
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *text = NULL;
  Spot spot = { PAD, y, 0, 0 };

  for (guint i = 0; i < self->points->len; i++)
    {
      const Point *p = &g_array_index (self->points, Point, i);

      if (p->shown)
        continue;
      if (names->len > 0)
        g_string_append (names, _(", "));
      g_string_append (names, p->label);
      if (names->len > 1000)
        break;
    }

  /* Translators: followed by a list of workload names */
  text = g_strdup_printf (_("Not shown (no place on a log axis): %s"), names->str);
  set_plain_text (d, text, self->width - 2 * PAD);
  place_text (d, &spot, 1, &d->colors->foreground);
}

/* ---- drawing ---------------------------------------------------------------- */

/* Margins from the text sizes, then the data area inside them. */
static gboolean
lay_out (Draw   *d,
         double *out_x_label_width,
         double *out_bottom_rows)
{
  AkRooflineRenderer *self = d->self;
  double y_label = widest_tick (d, y_tick_markup, self->ly0, self->ly1);
  double x_label = widest_tick (d, x_tick_markup, self->lx0, self->lx1);
  double lh = d->line_height;
  guint rows = 3 + (ak_roofline_renderer_get_n_hidden (self) > 0);
  double left = PAD + lh + GAP + y_label + GAP + TICK + INSET;
  double right = MAX (PAD, x_label / 2 + 2) + INSET;
  double top = PAD + lh / 2 + INSET;
  double bottom = INSET + TICK + 1 + rows * (lh + GAP) + PAD;

  self->ax = left;
  self->ay = top;
  self->aw = self->width - left - right;
  self->ah = self->height - top - bottom;
  *out_x_label_width = x_label;
  *out_bottom_rows = self->ay + self->ah + INSET + TICK + 1 + 2 * (lh + GAP);

  return self->aw >= MIN_PLOT && self->ah >= MIN_PLOT;
}

static void
draw_content (Draw   *d,
              double  x_label_width,
              double  legend_y)
{
  AkRooflineRenderer *self = d->self;
  const Roof *primary = &self->roofs[AK_ROOFLINE_ROOF_PRIMARY];
  const Roof *compare = &self->roofs[AK_ROOFLINE_ROOF_COMPARE];

  draw_x_ticks (d, x_label_width);
  draw_y_ticks (d);
  draw_axes (d);
  draw_axis_titles (d);
  if (ak_roofline_renderer_get_n_hidden (self) > 0)
    draw_hidden (d, legend_y + d->line_height + GAP);
  draw_legend (d, legend_y);

  if (compare->name != NULL)
    draw_roof_line (d, compare, &d->colors->compare, TRUE);
  if (primary->name != NULL)
    draw_roof_line (d, primary, &d->colors->roof, FALSE);

  for (guint e = 0; e < 2; e++)
    for (guint b = 0; b < 2; b++)
      draw_markers (d, b == 0 ? AK_BOUND_MEMORY : AK_BOUND_COMPUTE, e);

  /* Labels in order of importance: a later one gives way. */
  d->in_plot = TRUE;
  draw_selection (d);
  if (primary->name != NULL)
    {
      draw_roof_label (d, primary, &d->colors->roof, FALSE);
      draw_ridge (d, primary);
      draw_bandwidth_label (d, primary);
    }
  if (compare->name != NULL)
    draw_roof_label (d, compare, &d->colors->compare, TRUE);
  d->in_plot = FALSE;
}

/**
 * ak_roofline_renderer_draw:
 * @self: a renderer
 * @cr: where to draw, in user units (scale it for a denser device)
 * @width: the chart's width in user units, >= 1
 * @height: the chart's height in user units, >= 1
 * @colors: the palette; see ak_roofline_colors_init()
 *
 * Draws the chart: log-log axes with ticks at powers of ten, the roofs,
 * the ridge point, the points coloured by the roof that binds them, the
 * selection and the list of points not shown. Axis ranges are whole
 * decades around the data. Labels that would overlap or leave the surface
 * are left out. Remembers the layout for ak_roofline_renderer_pick() and
 * the other geometry queries.
 */
void
ak_roofline_renderer_draw (AkRooflineRenderer     *self,
                           cairo_t                *cr,
                           int                     width,
                           int                     height,
                           const AkColors *colors)
{
  g_autoptr(PangoLayout) layout = NULL;
  Draw d = { .self = self, .cr = cr, .colors = colors };
  double x_label_width, legend_y, w;

  g_return_if_fail (AK_IS_ROOFLINE_RENDERER (self));
  g_return_if_fail (cr != NULL && colors != NULL);

  self->width = MAX (width, 1);
  self->height = MAX (height, 1);
  self->n_ticks = 0;
  g_array_set_size (self->boxes, 0);

  cairo_save (cr);
  if (colors->background.alpha > 0)
    {
      ak_color_set_source (cr, &colors->background, 1);
      cairo_paint (cr);
    }

  layout = pango_cairo_create_layout (cr);
  pango_layout_set_font_description (layout, self->font);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  d.layout = layout;
  set_plain_text (&d, "Ag", -1);
  text_size (&d, &w, &d.line_height);

  compute_ranges (self);
  self->laid_out = lay_out (&d, &x_label_width, &legend_y);
  if (self->laid_out)
    draw_content (&d, x_label_width, legend_y);

  cairo_restore (cr);
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
 * Returns: %FALSE if nothing has been drawn since the model changed, or an
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

  if (!self->laid_out || !isfinite (intensity) || !isfinite (flops) ||
      intensity <= 0 || flops <= 0)
    return FALSE;

  *out_x = to_x (self, log10 (intensity));
  *out_y = to_y (self, log10 (flops));
  return TRUE;
}

/**
 * ak_roofline_renderer_pick:
 * @self: a renderer
 * @x: x in the user units of the last draw
 * @y: y in the user units of the last draw
 * @radius: how far a point may be, in user units
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
  double best = radius * radius;
  int nearest = -1;

  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), -1);

  if (!self->laid_out)
    return -1;

  for (guint i = 0; i < self->points->len; i++)
    {
      const Point *p = &g_array_index (self->points, Point, i);
      double dx, dy;

      if (!p->shown)
        continue;

      dx = to_x (self, log10 (p->intensity)) - x;
      dy = to_y (self, log10 (p->attainable)) - y;
      if (dx * dx + dy * dy <= best)
        {
          best = dx * dx + dy * dy;
          nearest = i;
        }
    }
  return nearest;
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

  *out_n_boxes = self->boxes->len;
  return (const cairo_rectangle_t *) self->boxes->data;
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

  return self->n_ticks;
}

/* ---- GObject --------------------------------------------------------------- */

static void
ak_roofline_renderer_finalize (GObject *object)
{
  AkRooflineRenderer *self = AK_ROOFLINE_RENDERER (object);

  for (guint r = 0; r < AK_ROOFLINE_N_ROOFS; r++)
    g_clear_pointer (&self->roofs[r].name, g_free);
  g_clear_pointer (&self->points, g_array_unref);
  g_clear_pointer (&self->order, g_array_unref);
  g_clear_pointer (&self->boxes, g_array_unref);
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

  object_class->finalize = ak_roofline_renderer_finalize;
  object_class->get_property = ak_roofline_renderer_get_property;
  object_class->set_property = ak_roofline_renderer_set_property;

  /**
   * AkRooflineRenderer:selected:
   *
   * The index of the selected point, or -1.
   */
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkRooflineRenderer::changed:
   *
   * Emitted when roofs, points or the font change: the chart must be
   * drawn again.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ak_roofline_renderer_init (AkRooflineRenderer *self)
{
  self->points = g_array_new (FALSE, TRUE, sizeof (Point));
  g_array_set_clear_func (self->points, point_clear);
  self->boxes = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  self->font = pango_font_description_from_string ("Sans 10");
  self->selected = -1;
}
