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

#include "ak-test-ui.h"

/* The pages are built as the window builds them, from one page context
 * with a progress store in a temporary directory, and shown in a plain
 * window: no application, no AkWindow. */
typedef struct {
  AkProgress     *progress;
  AkPageContext  *context;
  GtkWindow      *window;
  AkRooflinePage *page;
  char           *toast;
} Fixture;

static void
on_toast (AkPageContext *context,
          const char    *message,
          Fixture       *f)
{
  g_free (f->toast);
  f->toast = g_strdup (message);
}

static void
fixture_open (Fixture    *f,
              AkProgress *progress)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();

  f->progress = progress;
  f->toast = NULL;
  f->context = test_page_context (lesson, progress);
  g_signal_connect (f->context, "toast", G_CALLBACK (on_toast), f);
  f->page = AK_ROOFLINE_PAGE (ak_roofline_page_new (f->context, ak_lesson_find_page (lesson, "roofline", NULL)));
  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 900, 700);
  gtk_window_set_child (f->window, GTK_WIDGET (f->page));
  gtk_window_present (f->window);
  iterate_until (is_mapped, f->page);
}

static void
fixture_set_up (Fixture *f)
{
  fixture_open (f, temporary_progress ());
}

static void
fixture_close (Fixture *f)
{
  gtk_window_destroy (f->window);
  g_clear_object (&f->context);
  g_clear_pointer (&f->toast, g_free);
}

static void
fixture_tear_down (Fixture *f)
{
  fixture_close (f);
  remove_temporary_progress (g_steal_pointer (&f->progress));
}

/* The MFU/MBU page, from the same context, in a window of its own. */
static GtkWidget *
open_mbu_page (Fixture *f)
{
  AkLesson *lesson = ak_page_context_get_lesson (f->context);
  GtkWidget *mbu = ak_mbu_page_new (f->context, ak_lesson_find_page (lesson, "mfu-mbu", NULL));
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_child (window, mbu);
  gtk_window_present (window);
  iterate_until (is_mapped, mbu);
  return mbu;
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
  /* Saved, and the learner is told so briefly. */
  g_assert_cmpstr (f.toast, ==, "Measurement saved.");

  report = ak_progress_get_machine_report (f.progress, &date);
  g_assert_nonnull (report);
  g_assert_nonnull (date);
  g_assert_cmpfloat_with_epsilon (report->fp32_flop_s / 1e12, compare->peak_bf16_dense_tflops, 1e-9);

  /* The MFU/MBU page offers it after the lesson's accelerators. */
  {
    GtkWidget *mbu = open_mbu_page (&f);
    GtkWidget *drop_down = find_named (mbu, "accelerator-drop-down");
    GListModel *items;
    g_autoptr(AkAcceleratorItem) last = NULL;
    guint n;

    g_assert_nonnull (drop_down);
    items = gtk_drop_down_get_model (GTK_DROP_DOWN (drop_down));
    n = g_list_model_get_n_items (items);
    last = g_list_model_get_item (items, n - 1);
    g_assert_cmpstr (ak_accelerator_item_get_name (last), ==, compare->name);
    g_assert_true (ak_accelerator_item_get_accelerator (last)->measured);
    /* Chosen there, its MFU is against the measured FP32 rate, not a dense peak. */
    gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), n - 1);
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_named (mbu, "mfu-formula"))),
                              "measured FP32 rate"));
    gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (mbu)));
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
  g_assert_null (ak_progress_get_machine_report (f.progress, NULL));
  g_assert_true (gtk_widget_get_sensitive (find_named (GTK_WIDGET (f.page), "measure-button")));

  fixture_tear_down (&f);
}

static void
test_saved_machine_restored (void)
{
  Fixture f;
  g_autofree char *path = NULL;

  fixture_set_up (&f);
  click (&f, "measure-button");
  iterate_until (has_machine_compare, f.page);
  path = g_strdup (ak_progress_get_path (f.progress));
  fixture_close (&f);
  g_clear_object (&f.progress);

  /* A new page reads the saved measurement: the roof is there at once. */
  {
    AkProgress *progress = ak_progress_new (path);

    g_assert_true (ak_progress_load (progress, NULL));
    fixture_open (&f, progress);
  }
  g_assert_true (has_machine_compare (f.page));
  fixture_tear_down (&f);
}

/* The classroom setting allow-measure disables the button, at once and
 * for a page built while it is off. */
static void
test_measure_not_allowed (void)
{
  g_autoptr(GSettings) settings = ak_application_new_settings ();
  Fixture f;
  GtkWidget *button;

  fixture_set_up (&f);
  button = find_named (GTK_WIDGET (f.page), "measure-button");
  g_assert_true (gtk_widget_get_sensitive (button));
  g_settings_set_boolean (settings, "allow-measure", FALSE);
  g_assert_false (gtk_widget_get_sensitive (button));
  g_assert_nonnull (gtk_widget_get_tooltip_text (button));
  fixture_tear_down (&f);

  fixture_set_up (&f);
  button = find_named (GTK_WIDGET (f.page), "measure-button");
  g_assert_false (gtk_widget_get_sensitive (button));
  g_settings_reset (settings, "allow-measure");
  g_assert_true (gtk_widget_get_sensitive (button));
  fixture_tear_down (&f);
}

/* Without a progress store nothing is saved, but the page still shows the
 * measurement as a roof to compare with. */
static void
test_measure_without_progress (void)
{
  Fixture f;

  fixture_open (&f, NULL);
  click (&f, "measure-button");
  iterate_until (has_machine_compare, f.page);
  g_assert_null (f.toast);
  fixture_close (&f);
}


int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_setenv ("AK_PROBE_QUICK", "1", TRUE);
  g_test_add_func ("/measure-view/measure", test_measure);
  g_test_add_func ("/measure-view/cancel", test_cancel);
  g_test_add_func ("/measure-view/saved-machine-restored", test_saved_machine_restored);
  g_test_add_func ("/measure-view/measure-without-progress", test_measure_without_progress);
  g_test_add_func ("/measure-view/measure-not-allowed", test_measure_not_allowed);

  return g_test_run ();
}
