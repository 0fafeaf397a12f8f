/* test-batch-chips.c: the batch explorer's Chips and Layout controls
 * (suite "ui", needs a display)
 *
 * The 70B model at batch 8 needs 137.95 GB of weights and 5.4 GB of KV
 * cache: not one 80 GB H100, but two by TP (68.98 GB + 2.7 GB each, see
 * tests/model/test-parallel.c), which the page offers and switches to.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "ak-batch-page.h"
#include "ak-format.h"
#include "ak-page-factory.h"
#include "ak-system-controls.h"

#include "ak-test-batch.h"

/* Positions in the drop-downs: the lesson's order. */
#define MODEL_70B   1
#define CHIP_GAUDI3 11

static const char *
text_of (Fixture    *f,
         const char *name)
{
  GtkWidget *w = named (f, name);

  return GTK_IS_LABEL (w) ? gtk_label_get_text (GTK_LABEL (w)) : gtk_editable_get_text (GTK_EDITABLE (w));
}

static const AkBatchPoint *
selected_point (Fixture *f)
{
  const AkBatchSweep *sweep = ak_batch_page_get_sweep (AK_BATCH_PAGE (f->page));

  g_assert_nonnull (sweep);
  return &sweep->points[sweep->selected];
}

static AkSystemControls *
controls (Fixture *f)
{
  return AK_SYSTEM_CONTROLS (named (f, "system-controls"));
}

static void
seventy_b_at_batch_8 (Fixture *f)
{
  gtk_drop_down_set_selected (GTK_DROP_DOWN (named (f, "model-drop-down")), MODEL_70B);
  gtk_editable_set_text (GTK_EDITABLE (named (f, "batch-entry")), "8");
}

static void
test_offer_more_chips (Fixture       *f,
                       gconstpointer  data)
{
  AkLayout layout;

  seventy_b_at_batch_8 (f);
  g_assert_false (selected_point (f)->fits_in_memory);
  g_assert_true (gtk_widget_get_visible (named (f, "system-offer")));
  g_assert_nonnull (strstr (text_of (f, "system-offer"), "fits on 2 chips"));
  g_assert_true (gtk_widget_get_visible (named (f, "system-offer-button")));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (named (f, "system-offer-button"))), ==, "Use 2 chips");

  g_signal_emit_by_name (named (f, "system-offer-button"), "clicked");
  g_assert_cmpstr (text_of (f, "chips-entry"), ==, "2");
  g_assert_cmpuint (ak_system_controls_get_chips (controls (f)), ==, 2);
  g_assert_true (ak_system_controls_get_layout (controls (f), &layout));
  g_assert_cmpuint (layout.tp, ==, 2);
  g_assert_true (selected_point (f)->fits_in_memory);
  g_assert_false (gtk_widget_get_visible (named (f, "system-offer")));
  g_assert_nonnull (strstr (text_of (f, "readout"), "On 2 chips (TP 2)"));
  g_assert_nonnull (strstr (text_of (f, "readout"), "over NVLink 4"));
}

/* Refused counts keep the last good one; the layouts follow the count. */
static void
test_refuses (Fixture       *f,
              gconstpointer  data)
{
  GtkDropDown *layouts = GTK_DROP_DOWN (named (f, "layout-drop-down"));

  seventy_b_at_batch_8 (f);
  gtk_editable_set_text (GTK_EDITABLE (named (f, "chips-entry")), "4");
  /* TP 4; TP 2 × PP 2 or × DP 2; PP 4, PP 2 × DP 2, DP 4: 6 layouts */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (layouts)), ==, 6);
  gtk_editable_set_text (GTK_EDITABLE (named (f, "chips-entry")), "0");
  g_assert_true (gtk_widget_get_visible (named (f, "chips-error")));
  g_assert_cmpuint (ak_system_controls_get_chips (controls (f)), ==, 4);
  gtk_editable_set_text (GTK_EDITABLE (named (f, "chips-entry")), "1000000");
  g_assert_true (gtk_widget_get_visible (named (f, "chips-error")));
  g_assert_cmpuint (ak_system_controls_get_chips (controls (f)), ==, 4);

  /* 3 chips: TP 3 does not divide 64 heads; PP 3 and DP 3 do */
  gtk_editable_set_text (GTK_EDITABLE (named (f, "chips-entry")), "3");
  g_assert_false (gtk_widget_get_visible (named (f, "chips-error")));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (layouts)), ==, 2);
  g_assert_nonnull (strstr (text_of (f, "readout"), "On 3 chips (PP 3)"));

  /* a chip without a link: back to one, and more are refused */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (named (f, "accelerator-drop-down")), CHIP_GAUDI3);
  g_assert_cmpuint (ak_system_controls_get_chips (controls (f)), ==, 1);
  gtk_editable_set_text (GTK_EDITABLE (named (f, "chips-entry")), "2");
  g_assert_true (gtk_widget_get_visible (named (f, "chips-error")));
  g_assert_nonnull (strstr (text_of (f, "chips-error"), "names no link"));
  g_assert_cmpuint (ak_system_controls_get_chips (controls (f)), ==, 1);
}

/* Every point of the sweep: the estimate (dashed) is the system's step
 * derated, so never faster than the bound (solid), per chip as it. */
static void
assert_estimate_below_bound (Fixture *f)
{
  const AkBatchSweep *sweep = ak_batch_page_get_sweep (AK_BATCH_PAGE (f->page));
  const AkBatchPoint *p = selected_point (f);
  g_autofree char *ms = ak_format_number (p->estimate_ms_per_token, 3);
  g_autofree char *tps = ak_format_number (p->estimate_tokens_per_s, 3);
  g_autofree char *said = g_strdup_printf ("Estimate (dashed): %s ms per token, %s tokens/s per chip", ms, tps);

  g_assert_cmpuint (sweep->n_points, >, 1);
  for (guint i = 0; i < sweep->n_points; i++)
    {
      g_assert_cmpfloat (sweep->points[i].estimate_tokens_per_s, <=, sweep->points[i].tokens_per_s);
      g_assert_cmpfloat (sweep->points[i].estimate_ms_per_token, >=, sweep->points[i].ms_per_token);
    }
  g_assert_nonnull (strstr (text_of (f, "readout"), said));
}

/* A new user's case: End on the chart selects the last batch, past the
 * memory wall; the page offers 16 chips. There the estimate was one
 * chip's (13 times slower per token, yet more tokens/s per chip); it is
 * the system's now, on 16 chips and on 3 (PP 3). */
static void
test_estimate_on_chips (Fixture       *f,
                        gconstpointer  data)
{
  g_assert_true (press_key (named (f, "batch-chart"), GDK_KEY_End));
  g_assert_false (selected_point (f)->fits_in_memory);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (named (f, "system-offer-button"))), ==, "Use 16 chips");
  g_signal_emit_by_name (named (f, "system-offer-button"), "clicked");
  g_assert_cmpuint (ak_system_controls_get_chips (controls (f)), ==, 16);
  g_assert_true (selected_point (f)->fits_in_memory);
  assert_estimate_below_bound (f);

  gtk_editable_set_text (GTK_EDITABLE (named (f, "chips-entry")), "3");
  g_assert_cmpuint (ak_system_controls_get_chips (controls (f)), ==, 3);
  assert_estimate_below_bound (f);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add ("/batch-chips/offer-more-chips", Fixture, NULL, fixture_set_up, test_offer_more_chips,
              fixture_tear_down);
  g_test_add ("/batch-chips/refuses", Fixture, NULL, fixture_set_up, test_refuses, fixture_tear_down);
  g_test_add ("/batch-chips/estimate-on-chips", Fixture, NULL, fixture_set_up, test_estimate_on_chips,
              fixture_tear_down);

  return g_test_run ();
}
