/* test-measure-view.c: measuring this computer from the roofline page
 * (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <unistd.h>

#include "ak-mbu-page.h"
#include "ak-progress.h"
#include "ak-roofline-page.h"
#include "ak-window.h"

#include "ak-test-ui.h"

typedef struct {
  AkApplication  *app;
  AkWindow       *window;
  AkRooflinePage *page;
} Fixture;

/* A run of this test keeps its progress in its own data directory, never
 * the user's (gtk_test_init() does not isolate directories). */
static void
forget_progress (void)
{
  g_autofree char *path = ak_progress_get_default_path ();

  g_remove (path);
}

static void
fixture_set_up (Fixture *f)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();

  f->app = test_application ();
  f->window = ak_window_new (f->app);
  ak_window_set_lesson (f->window, lesson, "roofline");
  gtk_window_present (GTK_WINDOW (f->window));
  f->page = AK_ROOFLINE_PAGE (ak_window_get_page_widget (f->window, "roofline"));
  iterate_until (is_mapped, f->page);
}

static void
fixture_tear_down (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->app);
}

static void
click (Fixture    *f,
       const char *name)
{
  GtkWidget *button = find_named (GTK_WIDGET (f->page), name);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

/* Measure can be clicked; no progress bar, no Cancel. */
static void
assert_idle (Fixture *f)
{
  g_assert_true (gtk_widget_get_sensitive (find_named (GTK_WIDGET (f->page), "measure-button")));
  g_assert_false (gtk_widget_get_visible (find_named (GTK_WIDGET (f->page), "measure-cancel-button")));
  g_assert_false (gtk_widget_get_visible (find_named (GTK_WIDGET (f->page), "measure-progress")));
}

static gboolean
has_machine_compare (gpointer data)
{
  const AkAccelerator *compare = ak_roofline_page_get_compare (data);

  return compare != NULL && g_strcmp0 (compare->id, "this-computer") == 0;
}

static gboolean
is_sensitive (gpointer widget)
{
  return gtk_widget_get_sensitive (widget);
}

static guint
n_compare_items (Fixture *f)
{
  GtkWidget *drop_down = find_named (GTK_WIDGET (f->page), "compare-drop-down");

  return g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (drop_down)));
}

static void
test_measure (void)
{
  Fixture f;
  const AkMachineReport *report;
  const AkAccelerator *compare;
  g_autoptr(GDateTime) date = NULL;
  guint n_before;

  forget_progress ();
  fixture_set_up (&f);
  n_before = n_compare_items (&f);
  g_assert_null (ak_roofline_page_get_compare (f.page));

  click (&f, "measure-button");
  g_assert_false (gtk_widget_get_sensitive (find_named (GTK_WIDGET (f.page), "measure-button")));
  g_assert_true (gtk_widget_get_visible (find_named (GTK_WIDGET (f.page), "measure-cancel-button")));
  iterate_until (has_machine_compare, f.page);

  compare = ak_roofline_page_get_compare (f.page);
  g_assert_true (g_str_has_prefix (compare->source, "Measured on this computer"));
  g_assert_cmpfloat (compare->peak_bf16_dense_tflops, >, 0);
  g_assert_cmpfloat (compare->bandwidth_tb_s, >, 0);
  g_assert_cmpuint (n_compare_items (&f), ==, n_before + 1);
  assert_idle (&f);

  report = ak_progress_get_machine_report (ak_window_get_progress (f.window), &date);
  g_assert_nonnull (report);
  g_assert_nonnull (date);
  g_assert_cmpfloat_with_epsilon (report->fp32_flop_s / 1e12, compare->peak_bf16_dense_tflops, 1e-9);

  /* The MFU/MBU page offers it after the lesson's accelerators. */
  {
    GtkWidget *mbu = ak_window_get_page_widget (f.window, "mfu-mbu");
    GtkWidget *drop_down = find_named (mbu, "accelerator-drop-down");
    GListModel *names;
    guint n;

    g_assert_nonnull (drop_down);
    g_assert_true (ak_window_select_page (f.window, "mfu-mbu"));
    iterate_until (is_mapped, mbu);
    names = gtk_drop_down_get_model (GTK_DROP_DOWN (drop_down));
    n = g_list_model_get_n_items (names);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), n - 1), ==, compare->name);
    /* Chosen there, its MFU is against the measured FP32 rate, not a dense peak. */
    gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), n - 1);
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_named (mbu, "mfu-formula"))),
                              "measured FP32 rate"));
    g_assert_true (ak_window_select_page (f.window, "roofline"));
    iterate_until (is_mapped, f.page);
  }

  /* Measuring again replaces the entry instead of adding one. */
  click (&f, "measure-button");
  iterate_until (has_machine_compare, f.page);
  iterate_until (is_sensitive, find_named (GTK_WIDGET (f.page), "measure-button"));
  g_assert_cmpuint (n_compare_items (&f), ==, n_before + 1);

  fixture_tear_down (&f);
}

static gboolean
idle_for_a_while (gpointer data)
{
  return g_get_monotonic_time () > *(gint64 *) data;
}

static void
test_cancel (void)
{
  Fixture f;
  guint n_before;
  gint64 until;

  forget_progress ();
  fixture_set_up (&f);
  n_before = n_compare_items (&f);
  g_assert_null (ak_roofline_page_get_compare (f.page));

  click (&f, "measure-button");
  click (&f, "measure-cancel-button");
  g_assert_null (ak_roofline_page_get_compare (f.page));
  assert_idle (&f);

  /* Let the cancelled thread finish and its callback run. */
  until = g_get_monotonic_time () + G_USEC_PER_SEC;
  iterate_until (idle_for_a_while, &until);

  g_assert_null (ak_roofline_page_get_compare (f.page));
  g_assert_cmpuint (n_compare_items (&f), ==, n_before);
  g_assert_null (ak_progress_get_machine_report (ak_window_get_progress (f.window), NULL));
  g_assert_true (gtk_widget_get_sensitive (find_named (GTK_WIDGET (f.page), "measure-button")));

  fixture_tear_down (&f);
}

static void
test_saved_machine_restored (void)
{
  Fixture f;

  forget_progress ();
  fixture_set_up (&f);
  click (&f, "measure-button");
  iterate_until (has_machine_compare, f.page);
  fixture_tear_down (&f);

  /* A new window reads the saved measurement: the roof is there at once. */
  fixture_set_up (&f);
  g_assert_true (has_machine_compare (f.page));
  fixture_tear_down (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  int status;

  if (g_getenv ("DISPLAY") != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    {
      data_home = g_dir_make_tmp ("test-measure-view-XXXXXX", NULL);
      g_assert_nonnull (data_home);
      g_setenv ("XDG_DATA_HOME", data_home, TRUE);
    }
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_setenv ("AK_PROBE_QUICK", "1", TRUE);
  g_test_add_func ("/measure-view/measure", test_measure);
  g_test_add_func ("/measure-view/cancel", test_cancel);
  g_test_add_func ("/measure-view/saved-machine-restored", test_saved_machine_restored);

  status = g_test_run ();
  path = ak_progress_get_default_path ();
  dir = g_path_get_dirname (path);
  forget_progress ();
  g_rmdir (dir);
  g_rmdir (g_get_user_data_dir ());
  return status;
}
