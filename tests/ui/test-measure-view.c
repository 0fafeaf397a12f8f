/* test-measure-view.c: measuring this computer from the roofline page
 * (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <unistd.h>

#include "ak-announce.h"
#include "ak-gpu-probe.h"
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

/* Whether the measurement's status line says @text. */
static gboolean
status_says (Fixture    *f,
             const char *text)
{
  GtkWidget *status = find_named (GTK_WIDGET (f->page), "measure-status");

  return gtk_widget_get_visible (status) && strstr (gtk_label_get_text (GTK_LABEL (status)), text) != NULL;
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

/* The measured GPUs the compare list offers (ids "measured-gpu-N"). */
static guint
n_measured_gpus (Fixture *f)
{
  GListModel *items = gtk_drop_down_get_model (GTK_DROP_DOWN (find_named (GTK_WIDGET (f->page),
                                                                          "compare-drop-down")));
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (items, i);
      const AkAccelerator *accelerator;

      if (!AK_IS_ACCELERATOR_ITEM (item))
        continue;
      accelerator = ak_accelerator_item_get_accelerator (AK_ACCELERATOR_ITEM (item));
      if (g_str_has_prefix (accelerator->id, AK_GPU_ACCELERATOR_ID_PREFIX))
        {
          g_assert_true (accelerator->measured);
          g_assert_nonnull (strstr (accelerator->name, "(measured "));
          n++;
        }
    }
  return n;
}

static const char *
status_text (Fixture *f)
{
  return gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (f->page), "measure-status")));
}

/* Measuring runs to its end: the button can be clicked again. */
static void
measure_to_the_end (Fixture *f)
{
  click (f, "measure-button");
  iterate_until (is_sensitive, find_named (GTK_WIDGET (f->page), "measure-button"));
}

static void
collect_announcement (GtkWidget  *widget,
                      const char *message,
                      gpointer    user_data)
{
  g_ptr_array_add (user_data, g_strdup (message));
}

static void
test_measure (void)
{
  Fixture f;
  const AkMachineReport *report;
  const AkAccelerator *compare;
  g_autoptr(GDateTime) date = NULL;
  g_autoptr(GPtrArray) spoken = g_ptr_array_new_with_free_func (g_free);
  guint n_before;

  fixture_set_up (&f);
  n_before = n_compare_items (&f);
  g_assert_null (ak_roofline_page_get_compare (f.page));
  ak_announce_set_observer (collect_announcement, spoken);

  click (&f, "measure-button");
  g_assert_false (gtk_widget_get_sensitive (find_named (GTK_WIDGET (f.page), "measure-button")));
  g_assert_true (gtk_widget_get_visible (find_named (GTK_WIDGET (f.page), "measure-cancel-button")));
  iterate_until (has_machine_compare, f.page);
  iterate_until (is_sensitive, find_named (GTK_WIDGET (f.page), "measure-button"));

  compare = ak_roofline_page_get_compare (f.page);
  g_assert_true (g_str_has_prefix (compare->source, "Measured on this computer"));
  g_assert_cmpfloat (compare->peak_bf16_dense_tflops, >, 0);
  g_assert_cmpfloat (compare->bandwidth_tb_s, >, 0);
  g_assert_cmpuint (n_compare_items (&f), ==, n_before + 1 + n_measured_gpus (&f));
  assert_idle (&f);
  /* Saved, and the learner is told so beside the result: a toast covered
   * the Open config.json… button. */
  g_assert_true (status_says (&f, "Measurement saved."));
  g_assert_null (f.toast);
  /* A screen reader heard the first stage, not every progress report,
   * and the end with what was measured. */
  ak_announce_set_observer (NULL, NULL);
  g_assert_cmpuint (spoken->len, >=, 2);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (spoken, 0), "CPU: "));
  g_assert_true (g_str_has_prefix (g_ptr_array_index (spoken, spoken->len - 1), "Measurement finished. "));
  for (guint i = 1; i < spoken->len; i++)
    g_assert_cmpstr (g_ptr_array_index (spoken, i), !=, g_ptr_array_index (spoken, i - 1));

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
    n = g_list_model_get_n_items (items) - n_measured_gpus (&f);
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
  g_assert_cmpuint (n_compare_items (&f), ==, n_before + 1 + n_measured_gpus (&f));

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

/* What Escape runs on the page (test-window checks the key): it stops a
 * measurement started with Ctrl+M, wherever the focus is (a keyboard user
 * found Cancel 13 Tab stops away, and the run over before reaching it). */
static void
test_escape_cancels (void)
{
  Fixture f;
  gint64 until;

  fixture_set_up (&f);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "roofline.measure", NULL));
  g_assert_true (gtk_widget_get_visible (find_named (GTK_WIDGET (f.page), "measure-cancel-button")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f.page), "roofline.cancel-measure", NULL));
  assert_idle (&f);
  g_assert_true (gtk_widget_get_sensitive (find_named (GTK_WIDGET (f.page), "measure-button")));

  until = g_get_monotonic_time () + G_USEC_PER_SEC;
  iterate_until (idle_for_a_while, &until);
  g_assert_null (ak_roofline_page_get_compare (f.page));
  fixture_tear_down (&f);
}

/* As after a restart: a new store on the same file, a new page. */
static void
reopen (Fixture *f)
{
  g_autofree char *path = g_strdup (ak_progress_get_path (f->progress));
  AkProgress *progress;

  fixture_close (f);
  g_clear_object (&f->progress);
  progress = ak_progress_new (path);
  g_assert_true (ak_progress_load (progress, NULL));
  fixture_open (f, progress);
}

static void
test_saved_machine_restored (void)
{
  Fixture f;

  fixture_set_up (&f);
  click (&f, "measure-button");
  iterate_until (has_machine_compare, f.page);
  /* A new page reads the saved measurement: the roof is there at once. */
  reopen (&f);
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
  iterate_until (is_sensitive, find_named (GTK_WIDGET (f.page), "measure-button"));
  g_assert_false (status_says (&f, "Measurement saved."));
  g_assert_null (f.toast);
  fixture_close (&f);
}


/* ---- the GPUs ---------------------------------------------------------------- */

static gboolean
progress_shows_gpu (gpointer data)
{
  Fixture *f = data;
  GtkWidget *bar = find_named (GTK_WIDGET (f->page), "measure-progress");
  const char *text = gtk_progress_bar_get_text (GTK_PROGRESS_BAR (bar));

  return gtk_widget_get_visible (bar) && text != NULL && g_str_has_prefix (text, "GPU 1 of ");
}

/* On lavapipe (build-aux/dev test installs it) the GPU probe finds a
 * device: it is offered as measured, named as software Vulkan on the CPU,
 * saved, and restored by a new store on the same file. */
static void
test_measure_gpus (void)
{
  Fixture f;
  const AkGpuMeasurement *saved;

  if (!ak_gpu_probe_has_vulkan ())
    {
      g_test_skip ("built without Vulkan");
      return;
    }

  fixture_set_up (&f);
  click (&f, "measure-button");
  /* Progress per part: the CPU first, then each device by number. */
  iterate_until (progress_shows_gpu, &f);
  iterate_until (is_sensitive, find_named (GTK_WIDGET (f.page), "measure-button"));

  saved = ak_progress_get_gpu_measurement (f.progress, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (saved->devices->len, >=, 1);
  g_assert_cmpuint (n_measured_gpus (&f), >=, 1);
  g_assert_nonnull (ak_progress_get_machine_report (f.progress, NULL));
  g_assert_true (status_says (&f, "Measurement saved."));
  /* The CPU is compared with; the GPUs are offered beside it. */
  g_assert_true (has_machine_compare (f.page));
  for (guint i = 0; i < saved->devices->len; i++)
    {
      const AkGpuReport *report = g_ptr_array_index (saved->devices, i);

      g_assert_nonnull (strstr (status_text (&f), report->name));
      if (ak_gpu_report_is_software (report))
        g_assert_nonnull (strstr (status_text (&f), "software Vulkan on the CPU"));
    }

  reopen (&f);
  g_assert_cmpuint (n_measured_gpus (&f), >=, 1);
  fixture_tear_down (&f);
}

/* Cancel while the GPUs are measured: nothing is kept, not even the CPU. */
static void
test_cancel_during_gpus (void)
{
  Fixture f;
  guint n_before;
  gint64 until;

  if (!ak_gpu_probe_has_vulkan ())
    {
      g_test_skip ("built without Vulkan");
      return;
    }

  fixture_set_up (&f);
  n_before = n_compare_items (&f);
  click (&f, "measure-button");
  iterate_until (progress_shows_gpu, &f);
  click (&f, "measure-cancel-button");
  assert_idle (&f);

  until = g_get_monotonic_time () + G_USEC_PER_SEC;
  iterate_until (idle_for_a_while, &until);
  g_assert_cmpuint (n_compare_items (&f), ==, n_before);
  g_assert_null (ak_progress_get_machine_report (f.progress, NULL));
  g_assert_null (ak_progress_get_gpu_measurement (f.progress, NULL));
  g_assert_null (ak_roofline_page_get_compare (f.page));
  g_assert_cmpstr (status_text (&f), ==, "Measurement cancelled.");
  fixture_tear_down (&f);
}

/* A device that fails is reported with its error beside the CPU, which is
 * kept; the devices measured after it are offered. Run with
 * AK_PROBE_FAULT=device-lost in the environment (see main()). */
static void
test_gpu_fails (void)
{
  Fixture f;
  const AkGpuMeasurement *saved;

  if (!ak_gpu_probe_has_vulkan ())
    {
      g_test_skip ("built without Vulkan");
      return;
    }

  fixture_set_up (&f);
  measure_to_the_end (&f);

  saved = ak_progress_get_gpu_measurement (f.progress, NULL);
  g_assert_nonnull (saved);
  if (saved->devices->len == 0)
    {
      g_test_skip ("no Vulkan device (install mesa-vulkan-drivers)");
      fixture_tear_down (&f);
      return;
    }
  g_assert_nonnull (((AkGpuReport *) g_ptr_array_index (saved->devices, 0))->error);
  g_assert_nonnull (strstr (status_text (&f), "could not be measured"));
  g_assert_nonnull (ak_progress_get_machine_report (f.progress, NULL));
  g_assert_true (has_machine_compare (f.page));
  fixture_tear_down (&f);
}

/* No Vulkan driver: the CPU is measured and offered, with a note. Run
 * with VK_DRIVER_FILES=/nonexistent in the environment (see main()). */
static void
test_no_vulkan_device (void)
{
  Fixture f;
  const AkGpuMeasurement *saved;

  fixture_set_up (&f);
  measure_to_the_end (&f);

  g_assert_true (has_machine_compare (f.page));
  g_assert_cmpuint (n_measured_gpus (&f), ==, 0);
  g_assert_nonnull (ak_progress_get_machine_report (f.progress, NULL));
  saved = ak_progress_get_gpu_measurement (f.progress, NULL);
  g_assert_nonnull (saved);
  g_assert_cmpuint (saved->devices->len, ==, 0);
  g_assert_nonnull (strstr (status_text (&f), "only the CPU was measured"));
  g_assert_nonnull (strstr (status_text (&f), ak_gpu_probe_has_vulkan () ? "No Vulkan device"
                                                                       : "Built without Vulkan"));
  fixture_tear_down (&f);
}

static guint
find_compare (Fixture    *f,
              const char *id)
{
  GListModel *items = gtk_drop_down_get_model (GTK_DROP_DOWN (find_named (GTK_WIDGET (f->page),
                                                                          "compare-drop-down")));

  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (items, i);

      if (AK_IS_ACCELERATOR_ITEM (item) &&
          g_strcmp0 (ak_accelerator_item_get_accelerator (AK_ACCELERATOR_ITEM (item))->id, id) == 0)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

static AkGpuReport *
fake_gpu (const char *name,
          double      bandwidth_bytes_per_s)
{
  AkGpuReport *report = ak_gpu_report_new (name, "discrete");

  report->bandwidth_bytes_per_s = bandwidth_bytes_per_s;
  report->fp32_flop_s = 40e12;
  return report;
}

/* A saved measurement of an H200 at 3 TB/s is compared with the lesson's
 * H200 SXM datasheet (4.8 TB/s); one at 9 TB/s (above 1.5 times) is
 * flagged as suspect, in its name and beside the chart. */
static void
test_datasheet_and_suspect (void)
{
  g_autoptr(AkGpuMeasurement) measurement = ak_gpu_measurement_new (NULL);
  AkProgress *progress = temporary_progress ();
  GtkDropDown *compare;
  const char *figures;
  Fixture f;
  guint fair, suspect;

  g_ptr_array_add (measurement->devices, fake_gpu ("NVIDIA H200", 3e12));
  g_ptr_array_add (measurement->devices, fake_gpu ("NVIDIA H200", 9e12));
  g_assert_true (ak_progress_set_gpu_measurement (progress, measurement, NULL));
  fixture_open (&f, progress);
  compare = GTK_DROP_DOWN (find_named (GTK_WIDGET (f.page), "compare-drop-down"));

  fair = find_compare (&f, AK_GPU_ACCELERATOR_ID_PREFIX "0");
  suspect = find_compare (&f, AK_GPU_ACCELERATOR_ID_PREFIX "1");
  g_assert_cmpuint (fair, !=, GTK_INVALID_LIST_POSITION);
  g_assert_cmpuint (suspect, !=, GTK_INVALID_LIST_POSITION);

  gtk_drop_down_set_selected (compare, fair);
  figures = gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (f.page), "figures-label")));
  g_assert_nonnull (strstr (figures, "3.00 TB/s against 4.80 TB/s (62.5"));
  g_assert_nonnull (strstr (figures, "NVIDIA H200 SXM"));
  g_assert_null (strstr (figures, "Suspect"));
  g_assert_null (strstr (ak_roofline_page_get_compare (f.page)->name, "suspect"));

  gtk_drop_down_set_selected (compare, suspect);
  g_assert_nonnull (strstr (ak_roofline_page_get_compare (f.page)->name, "suspect: above the datasheet"));
  figures = gtk_label_get_text (GTK_LABEL (find_named (GTK_WIDGET (f.page), "figures-label")));
  g_assert_nonnull (strstr (figures, "Suspect"));
  g_assert_true (ak_roofline_page_get_compare (f.page)->measured);
  fixture_tear_down (&f);
}

/* The learner chose an accelerator under "Compare with": measuring keeps
 * it, and offers the measurements in the list (issue 19 item 8). */
static void
test_compare_choice_kept (void)
{
  Fixture f;
  GtkDropDown *compare;
  const AkAccelerator *chosen;
  guint n_before;

  fixture_set_up (&f);
  compare = GTK_DROP_DOWN (find_named (GTK_WIDGET (f.page), "compare-drop-down"));
  n_before = n_compare_items (&f);
  gtk_drop_down_set_selected (compare, 2);
  chosen = ak_roofline_page_get_compare (f.page);
  g_assert_nonnull (chosen);
  g_assert_false (chosen->measured);

  measure_to_the_end (&f);
  g_assert_true (ak_roofline_page_get_compare (f.page) == chosen);
  g_assert_cmpuint (gtk_drop_down_get_selected (compare), ==, 2);
  g_assert_cmpuint (find_compare (&f, "this-computer"), !=, GTK_INVALID_LIST_POSITION);
  g_assert_cmpuint (n_compare_items (&f), ==, n_before + 1 + n_measured_gpus (&f));
  g_assert_nonnull (strstr (status_text (&f), "choice is kept"));

  /* "None" chosen on purpose is a choice too. */
  gtk_drop_down_set_selected (compare, 0);
  measure_to_the_end (&f);
  g_assert_null (ak_roofline_page_get_compare (f.page));
  fixture_tear_down (&f);
}

int
main (int   argc,
      char *argv[])
{
  /* Before GTK starts a thread (see ak-test-env.h). */
  g_setenv ("AK_PROBE_QUICK", "1", TRUE);
  if (!ui_test_init (&argc, &argv))
    return 0;

  /* The probe's fault and the Vulkan loader's driver list are read from the
   * environment, which must not change while the Vulkan driver's threads of
   * an earlier case are alive (setenv() is not thread-safe: it corrupted
   * the heap). So meson runs these cases again, each in its own process
   * with the variable set from the start (tests/meson.build). */
  if (g_strcmp0 (g_getenv ("AK_PROBE_FAULT"), "device-lost") == 0)
    {
      g_test_add_func ("/measure-view/gpu-fails", test_gpu_fails);
      return g_test_run ();
    }
  if (g_strcmp0 (g_getenv ("VK_DRIVER_FILES"), "/nonexistent") == 0)
    {
      g_test_add_func ("/measure-view/no-vulkan-device", test_no_vulkan_device);
      return g_test_run ();
    }

  g_test_add_func ("/measure-view/measure", test_measure);
  g_test_add_func ("/measure-view/cancel", test_cancel);
  g_test_add_func ("/measure-view/escape-cancels", test_escape_cancels);
  g_test_add_func ("/measure-view/saved-machine-restored", test_saved_machine_restored);
  g_test_add_func ("/measure-view/measure-without-progress", test_measure_without_progress);
  g_test_add_func ("/measure-view/measure-not-allowed", test_measure_not_allowed);
  g_test_add_func ("/measure-view/measure-gpus", test_measure_gpus);
  g_test_add_func ("/measure-view/cancel-during-gpus", test_cancel_during_gpus);
  g_test_add_func ("/measure-view/datasheet-and-suspect", test_datasheet_and_suspect);
  g_test_add_func ("/measure-view/compare-choice-kept", test_compare_choice_kept);

  return g_test_run ();
}
