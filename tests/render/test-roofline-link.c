/* test-roofline-link.c: the link between chips as the roofline's third
 * roof (suite "model", Cairo image surfaces only)
 *
 * The test chip: 10^15 FLOP/s and 10^12 bytes/s of HBM (ridge 1,000
 * FLOP/byte); its link 10^10 bytes/s each way, so the link's ridge is
 * 10^15 / 10^10 = 100,000 FLOP per byte sent.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ak-test-roofline-render.h"

#define LINK 1e10

/* The dashed link roof passes where its bandwidth puts it (a tenth of the
 * way to its ridge, on the slope), at two sizes and at scale 2, and not
 * where only the HBM roof is; without it those pixels are not red. */
static void
test_link_roof_pixels (void)
{
  g_autoptr(AkRooflineRenderer) renderer = simple_renderer ();
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);
  g_autoptr(GError) error = NULL;
  AkRooflineRoofInfo info;
  guint chips;

  g_assert_false (ak_roofline_plot_set_link (plot, "Test link", LINK, 1, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_clear_error (&error);
  g_assert_false (ak_roofline_plot_set_link (plot, "Test link", 0, 2, &error));
  g_clear_error (&error);
  g_assert_true (ak_roofline_plot_set_link (plot, "Test link", LINK, 8, &error));
  g_assert_no_error (error);
  g_assert_true (ak_roofline_plot_get_link (plot, &info, &chips));
  g_assert_cmpfloat (info.ridge, ==, 1e5);
  g_assert_cmpuint (chips, ==, 8);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      int k = sizes[s].scale;
      /* the link's slope at 10^4 FLOP/byte: 10^4 × 10^10 = 10^14 FLOP/s;
       * the dashes are 6 px on, so one of three points along it is red */
      static const double along[] = { 8e3, 1e4, 1.25e4 };
      gboolean found = FALSE;
      cairo_surface_t *surface = draw_image (renderer, sizes[s].width, sizes[s].height, k);
      double x, y;

      for (guint i = 0; i < G_N_ELEMENTS (along); i++)
        {
          g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, along[i], along[i] * LINK, &x, &y));
          found |= red_near (surface, x * k, y * k, 2 * k);
        }
      if (!found)
        g_error ("%dx%d@%d: no link roof near 10^4 FLOP/byte", sizes[s].width, sizes[s].height, k);
      /* between the link's slope and the HBM slope there is no roof */
      g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, 10, 1e12, &x, &y));
      g_assert_false (red_near (surface, x * k, y * k, k));
      cairo_surface_destroy (surface);
    }

  ak_roofline_plot_clear_link (plot);
  g_assert_false (ak_roofline_plot_get_link (plot, NULL, NULL));
}

/* Without the link, the same place on the chart stays unpainted. */
static void
test_no_link_no_roof (void)
{
  g_autoptr(AkRooflineRenderer) renderer = simple_renderer ();
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);
  cairo_surface_t *surface;
  double x, y;

  /* the same axes as with the link: set it, read the pixel, clear it */
  g_assert_true (ak_roofline_plot_set_link (plot, "Test link", LINK, 2, NULL));
  surface = draw_image (renderer, 640, 400, 1);
  cairo_surface_destroy (surface);
  g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, 1e4, 1e14, &x, &y));
  ak_roofline_plot_clear_link (plot);
  surface = draw_image (renderer, 640, 400, 1);
  /* the axes shrink without the link; 10^4 FLOP/byte × 10^10 is now off
   * every roof */
  g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, 1e4, 1e14, &x, &y));
  g_assert_false (red_near (surface, x, y, 1));
  cairo_surface_destroy (surface);
}

/* The chart's words name the link, its chips and its ridge point. */
static void
test_link_description (void)
{
  g_autoptr(AkRooflineRenderer) renderer = simple_renderer ();
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);
  g_autofree char *text = NULL;

  g_assert_true (ak_roofline_plot_set_link (plot, "Test link", LINK, 4, NULL));
  text = ak_roofline_plot_describe (plot);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "Link roof of 4 chips over Test link: 10.0 GB/s per chip each way"));
  g_assert_nonnull (strstr (text, "below 100000 FLOP per byte sent"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/roofline-link/pixels", test_link_roof_pixels);
  g_test_add_func ("/roofline-link/no-link-no-roof", test_no_link_no_roof);
  g_test_add_func ("/roofline-link/description", test_link_description);

  return g_test_run ();
}
