/* test-prediction-card.c: predict, then check, on the roofline page in a
 * window, with real keys (XTest): the guess typed, Enter, then the answer
 * the app computes and the gap; a verdict chosen with the keyboard; a
 * refused guess; guesses saved and shown again after a restart (suite
 * "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "ak-page-factory.h"
#include "ak-prediction-card.h"

#include "ak-test-keys.h"
#include "ak-test-ui.h"

typedef struct {
  AkLesson         *lesson;
  AkPageContext    *context;
  GtkWidget        *window;
  AkPredictionCard *ridge;    /* h100-ridge: a number */
  AkPredictionCard *verdict;  /* decode-7b-verdict: compute or memory */
} Fixture;

static gboolean
is_card (GtkWidget     *widget,
         gconstpointer  data)
{
  return AK_IS_PREDICTION_CARD (widget);
}

static gboolean
is_check_button_labelled (GtkWidget     *widget,
                          gconstpointer  label)
{
  return GTK_IS_CHECK_BUTTON (widget) && g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (widget)), label) == 0;
}

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not contain “%s”", text, part);
}

static void
fixture_set_up_with (Fixture    *f,
                     AkProgress *progress)
{
  GtkWidget *page;

  f->lesson = bundled_lesson ();
  f->context = test_page_context (f->lesson, progress);
  /* As the window builds it (ak_page_factory_create()). */
  page = ak_page_factory_create (f->context, ak_lesson_find_page (f->lesson, "roofline", NULL));
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 800);
  gtk_window_set_child (GTK_WINDOW (f->window), page);
  gtk_window_present (GTK_WINDOW (f->window));
  iterate_until (is_mapped, page);
  f->ridge = AK_PREDICTION_CARD (find_widget (page, is_card, NULL));
  g_assert_nonnull (f->ridge);
  f->verdict = AK_PREDICTION_CARD (find_widget (gtk_widget_get_next_sibling (GTK_WIDGET (f->ridge)), is_card, NULL));
  g_assert_nonnull (f->verdict);
}

static void
fixture_set_up (Fixture *f)
{
  fixture_set_up_with (f, NULL);
}

static void
fixture_tear_down (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->context);
  g_clear_object (&f->lesson);
}

static void
type_text (Fixture    *f,
           const char *text)
{
  for (const char *c = text; *c != '\0'; c++)
    press_key (GTK_WINDOW (f->window), gdk_unicode_to_keyval ((guint) *c));
  iterate_briefly ();
}

static gboolean
is_revealed (gpointer card)
{
  return ak_prediction_card_is_revealed (card);
}

/* 300 FLOP/byte against 989 / 3.35 = 295 (within 25 %): "Close", with
 * the computed figure; 100 is too low. */
static void
test_number_by_keys (void)
{
  Fixture f;
  GtkWidget *entry;

  if (!have_xtest ())
    {
      g_test_skip ("no X server with the XTest extension and libXtst.so.6");
      return;
    }
  fixture_set_up (&f);
  entry = find_named (GTK_WIDGET (f.ridge), "prediction-guess");
  g_assert_false (ak_prediction_card_is_revealed (f.ridge));
  g_assert_true (gtk_widget_grab_focus (entry));
  type_text (&f, "300");
  press_key (GTK_WINDOW (f.window), GDK_KEY_Return);
  iterate_until (is_revealed, f.ridge);
  g_assert_true (ak_prediction_card_is_right (f.ridge));
  assert_contains (ak_prediction_card_get_result (f.ridge), "Close");
  assert_contains (ak_prediction_card_get_result (f.ridge), "295 FLOP/byte");

  /* the answer itself is right, not "Close … (0% off)"; the guess is shown
   * as typed */
  gtk_editable_set_text (GTK_EDITABLE (entry), "295.22");
  g_assert_true (ak_prediction_card_check (f.ridge));
  assert_contains (ak_prediction_card_get_result (f.ridge), "Right: you said 295.22;");

  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  type_text (&f, "100");
  press_key (GTK_WINDOW (f.window), GDK_KEY_Return);
  iterate_briefly ();
  g_assert_false (ak_prediction_card_is_right (f.ridge));
  assert_contains (ak_prediction_card_get_result (f.ridge), "Too low");
  fixture_tear_down (&f);
}

/* A refused guess says why and shows nothing; Memory-bound chosen with
 * the keyboard is right for decoding one sequence. */
static void
test_refused_and_verdict (void)
{
  Fixture f;
  GtkWidget *entry, *toggle, *check;

  if (!have_xtest ())
    {
      g_test_skip ("no X server with the XTest extension and libXtst.so.6");
      return;
    }
  fixture_set_up (&f);
  entry = find_named (GTK_WIDGET (f.ridge), "prediction-guess");
  gtk_editable_set_text (GTK_EDITABLE (entry), "lots");
  g_assert_false (ak_prediction_card_check (f.ridge));
  g_assert_false (ak_prediction_card_is_revealed (f.ridge));
  /* the reason is on screen, not only the field's red */
  {
    GtkWidget *problem = find_named (GTK_WIDGET (f.ridge), "prediction-problem");

    g_assert_true (gtk_widget_get_visible (problem));
    assert_contains (gtk_label_get_text (GTK_LABEL (problem)), "not a number");
  }

  /* Check before choosing is refused too. */
  g_assert_false (ak_prediction_card_check (f.verdict));
  toggle = find_widget (GTK_WIDGET (f.verdict), is_check_button_labelled, (gpointer) "Memory-bound");
  /* the two choices one above the other, each label whole on its line
   * (side by side, 360 px broke "Rechengebunden" inside the word) */
  {
    GtkWidget *compute = find_widget (GTK_WIDGET (f.verdict), is_check_button_labelled, (gpointer) "Compute-bound");
    graphene_point_t at;

    g_assert_true (gtk_widget_compute_point (toggle, compute, &GRAPHENE_POINT_INIT (0, 0), &at));
    g_assert_cmpfloat (at.y, >=, gtk_widget_get_height (compute));
    g_assert_cmpfloat (fabs (at.x), <, 1);
  }
  g_assert_true (gtk_widget_grab_focus (toggle));
  press_key (GTK_WINDOW (f.window), GDK_KEY_space);
  iterate_briefly ();
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (toggle)));
  check = find_named (GTK_WIDGET (f.verdict), "prediction-check");
  g_assert_true (gtk_widget_grab_focus (check));
  press_key (GTK_WINDOW (f.window), GDK_KEY_Return);
  iterate_until (is_revealed, f.verdict);
  g_assert_true (ak_prediction_card_is_right (f.verdict));
  assert_contains (ak_prediction_card_get_result (f.verdict), "memory-bound");
  fixture_tear_down (&f);
}

static gboolean
is_active (GtkWidget     *widget,
           gconstpointer  data)
{
  return GTK_IS_CHECK_BUTTON (widget) && gtk_check_button_get_active (GTK_CHECK_BUTTON (widget));
}

/* Both guesses, checked by keys, are saved; a page built again from the
 * file (a restart) shows each guess with its answer revealed; Reset
 * Progress empties the cards. */
static void
test_saved_and_restored (void)
{
  g_autoptr(AkProgress) progress = temporary_progress ();
  g_autoptr(AkProgress) restarted = NULL;
  g_autoptr(GError) error = NULL;
  Fixture f;
  GtkWidget *entry, *toggle;

  if (!have_xtest ())
    {
      g_test_skip ("no X server with the XTest extension and libXtst.so.6");
      return;
    }
  fixture_set_up_with (&f, progress);
  entry = find_named (GTK_WIDGET (f.ridge), "prediction-guess");
  g_assert_true (gtk_widget_grab_focus (entry));
  type_text (&f, "100");
  press_key (GTK_WINDOW (f.window), GDK_KEY_Return);
  iterate_until (is_revealed, f.ridge);
  g_assert_false (ak_prediction_card_is_right (f.ridge));
  toggle = find_widget (GTK_WIDGET (f.verdict), is_check_button_labelled, (gpointer) "Memory-bound");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (toggle), TRUE);
  g_assert_true (ak_prediction_card_check (f.verdict));
  fixture_tear_down (&f);

  restarted = ak_progress_new (ak_progress_get_path (progress));
  g_assert_true (ak_progress_load (restarted, &error));
  g_assert_no_error (error);
  fixture_set_up_with (&f, restarted);
  entry = find_named (GTK_WIDGET (f.ridge), "prediction-guess");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "100");
  g_assert_true (ak_prediction_card_is_revealed (f.ridge));
  g_assert_false (ak_prediction_card_is_right (f.ridge));
  assert_contains (ak_prediction_card_get_result (f.ridge), "Too low");
  assert_contains (ak_prediction_card_get_result (f.ridge), "295 FLOP/byte");
  g_assert_true (ak_prediction_card_is_revealed (f.verdict));
  g_assert_true (ak_prediction_card_is_right (f.verdict));
  toggle = find_widget (GTK_WIDGET (f.verdict), is_active, NULL);
  g_assert_cmpstr (gtk_check_button_get_label (GTK_CHECK_BUTTON (toggle)), ==, "Memory-bound");

  g_assert_true (ak_progress_reset (restarted, NULL));
  g_assert_false (ak_prediction_card_is_revealed (f.ridge));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_null (find_widget (GTK_WIDGET (f.verdict), is_active, NULL));
  fixture_tear_down (&f);
  remove_temporary_progress (restarted);
}

static gboolean
is_laid_out (gpointer widget)
{
  return gtk_widget_get_width (widget) > 0;
}

/* The unit beside the field is one line: the narrow layout's wrapping
 * once broke "FLOP/byte" and "GB" in two at any window width. */
static void
test_unit_whole (void)
{
  g_autoptr(PangoLayout) layout = NULL;
  GtkWidget *entry, *unit;
  Fixture f;
  int width;

  fixture_set_up (&f);
  entry = find_named (GTK_WIDGET (f.ridge), "prediction-guess");
  unit = gtk_widget_get_next_sibling (entry);
  g_assert_true (GTK_IS_LABEL (unit));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (unit)), ==, "FLOP/byte");
  iterate_until (is_laid_out, unit);
  layout = gtk_widget_create_pango_layout (unit, "FLOP/byte");
  pango_layout_get_pixel_size (layout, &width, NULL);
  g_assert_cmpint (gtk_widget_get_width (unit), >=, width);
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (unit))), ==, 1);
  fixture_tear_down (&f);
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/prediction-card/number-by-keys", test_number_by_keys);
  g_test_add_func ("/prediction-card/refused-and-verdict", test_refused_and_verdict);
  g_test_add_func ("/prediction-card/saved-and-restored", test_saved_and_restored);
  g_test_add_func ("/prediction-card/unit-whole", test_unit_whole);

  return g_test_run ();
}
