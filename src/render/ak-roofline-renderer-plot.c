/* ak-roofline-renderer-plot.c: the renderer's roof and point functions
 *
 * The roofs and points a renderer draws live in its AkRooflinePlot; these
 * functions, kept from before the plot was its own model, forward to it.
 * New code calls ak_roofline_plot_*() on ak_roofline_renderer_get_plot().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-roofline-renderer.h"

/**
 * ak_roofline_renderer_set_roof:
 * @self: a renderer
 * @roof: which roof to set
 * @name: the accelerator's name
 * @peak_flops: peak dense compute, FLOP/s
 * @bandwidth_bytes_s: peak memory bandwidth, bytes/s
 * @error: see ak_roofline_plot_set_roof()
 *
 * ak_roofline_plot_set_roof() on the renderer's plot.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_roofline_renderer_set_roof (AkRooflineRenderer  *self,
                               AkRooflineRoof       roof,
                               const char          *name,
                               double               peak_flops,
                               double               bandwidth_bytes_s,
                               GError             **error)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), FALSE);

  return ak_roofline_plot_set_roof (ak_roofline_renderer_get_plot (self), roof, name, peak_flops, bandwidth_bytes_s, error);
}

/**
 * ak_roofline_renderer_clear_roof:
 * @self: a renderer
 * @roof: which roof to remove
 *
 * ak_roofline_plot_clear_roof() on the renderer's plot.
 */
void
ak_roofline_renderer_clear_roof (AkRooflineRenderer *self,
                                 AkRooflineRoof      roof)
{
  g_return_if_fail (AK_IS_ROOFLINE_RENDERER (self));

  ak_roofline_plot_clear_roof (ak_roofline_renderer_get_plot (self), roof);
}

/**
 * ak_roofline_renderer_clear_points:
 * @self: a renderer
 *
 * Removes every point, and so the selection.
 */
void
ak_roofline_renderer_clear_points (AkRooflineRenderer *self)
{
  g_return_if_fail (AK_IS_ROOFLINE_RENDERER (self));

  ak_roofline_plot_clear_points (ak_roofline_renderer_get_plot (self));
}

/**
 * ak_roofline_renderer_add_point:
 * @self: a renderer
 * @label: the point's name
 * @flops: work of one step, FLOPs
 * @bytes: memory traffic of one step, bytes
 * @emphasized: draw the point larger
 *
 * ak_roofline_plot_add_point() on the renderer's plot.
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
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), 0);

  return ak_roofline_plot_add_point (ak_roofline_renderer_get_plot (self), label, flops, bytes, emphasized);
}

/**
 * ak_roofline_renderer_set_scene:
 * @self: a renderer
 * @page: a roofline page, for its workloads
 * @scene: what to show
 * @error: see ak_roofline_plot_set_scene()
 *
 * ak_roofline_plot_set_scene() on the renderer's plot. The selection is
 * kept when it is still a point.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_roofline_renderer_set_scene (AkRooflineRenderer     *self,
                                const AkPage           *page,
                                const AkRooflineScene  *scene,
                                GError                **error)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), FALSE);

  return ak_roofline_plot_set_scene (ak_roofline_renderer_get_plot (self), page, scene, error);
}

/**
 * ak_roofline_renderer_get_n_points:
 * @self: a renderer
 *
 * Returns: ak_roofline_plot_get_n_points() of the renderer's plot
 */
guint
ak_roofline_renderer_get_n_points (AkRooflineRenderer *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), 0);

  return ak_roofline_plot_get_n_points (ak_roofline_renderer_get_plot (self));
}

/**
 * ak_roofline_renderer_get_n_hidden:
 * @self: a renderer
 *
 * Returns: ak_roofline_plot_get_n_hidden() of the renderer's plot
 */
guint
ak_roofline_renderer_get_n_hidden (AkRooflineRenderer *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), 0);

  return ak_roofline_plot_get_n_hidden (ak_roofline_renderer_get_plot (self));
}

/**
 * ak_roofline_renderer_get_point:
 * @self: a renderer
 * @index: a point's index
 * @out_info: (out): the point
 *
 * Returns: ak_roofline_plot_get_point() of the renderer's plot
 */
gboolean
ak_roofline_renderer_get_point (AkRooflineRenderer  *self,
                                guint                index,
                                AkRooflinePointInfo *out_info)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), FALSE);

  return ak_roofline_plot_get_point (ak_roofline_renderer_get_plot (self), index, out_info);
}

/**
 * ak_roofline_renderer_describe_point:
 * @self: a renderer
 * @index: a point's index
 *
 * Returns: (transfer full) (nullable): ak_roofline_plot_describe_point()
 *   of the renderer's plot
 */
char *
ak_roofline_renderer_describe_point (AkRooflineRenderer *self,
                                     guint               index)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), NULL);

  return ak_roofline_plot_describe_point (ak_roofline_renderer_get_plot (self), index);
}

/**
 * ak_roofline_renderer_describe:
 * @self: a renderer
 *
 * Returns: (transfer full): ak_roofline_plot_describe() of the renderer's
 *   plot
 */
char *
ak_roofline_renderer_describe (AkRooflineRenderer *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (self), NULL);

  return ak_roofline_plot_describe (ak_roofline_renderer_get_plot (self));
}
