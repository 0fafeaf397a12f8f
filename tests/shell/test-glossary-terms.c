/* test-glossary-terms.c: a glossary term marked in reading text, by real
 * keys (XTest): Tab reaches the term, its definition is the label's
 * accessible description, Enter opens it in a popover that takes the focus
 * and says it once, Escape goes back to the term; a label of two terms
 * describes the one the focus is on (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "ak-announce.h"
#include "ak-glossary-terms.h"
#include "ak-page-factory.h"
#include "ak-window.h"
#include "ak-wrapped-label.h"

#include "ak-test-keys.h"
#include "ak-test-ui.h"

static GPtrArray *spoken;

/* The focus is on a term: a label whose focused link is an ak-term: one. */
static gboolean
on_term (GtkWidget *window)
{
  GtkWidget *focus = window_focus (window);

  return GTK_IS_LABEL (focus) && gtk_label_get_current_uri (GTK_LABEL (focus)) != NULL &&
         g_str_has_prefix (gtk_label_get_current_uri (GTK_LABEL (focus)), AK_TERM_URI_PREFIX);
}

static gboolean
is_hidden (gpointer widget)
{
  return !gtk_widget_get_visible (widget);
}

static gboolean
has_popover (gpointer label)
{
  return find_named (label, "glossary-popover") != NULL;
}

static char *
definition_of (AkLesson   *lesson,
               const char *term)
{
  const AkGlossaryEntry *entry = ak_lesson_find_term (lesson, term);

  g_assert_nonnull (entry);
  return ak_lesson_markup_to_plain (entry->definition);
}

static void
test_term_by_keys (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  g_autoptr(AkPageContext) context = test_page_context (lesson, NULL);
  g_autofree char *definition = definition_of (lesson, "HBM");
  g_autofree char *heard = NULL;
  GtkWidget *window, *page, *term, *popover;
  guint tabs = 0;

  if (!have_xtest ())
    {
      g_test_skip ("no X server with the XTest extension and libXtst.so.6");
      return;
    }
  spoken = g_ptr_array_new_with_free_func (g_free);
  ak_announce_set_observer (ak_test_collect_spoken, spoken);

  window = test_window_with_page (context, "many-chips", &page);

  /* Tab reaches the term "HBM" in the first paragraph. */
  while (!on_term (window) && tabs++ < 40)
    {
      press_key (GTK_WINDOW (window), GDK_KEY_Tab);
      iterate_briefly ();
    }
  g_assert_true (on_term (window));
  term = window_focus (window);
  g_assert_cmpstr (gtk_label_get_current_uri (GTK_LABEL (term)), ==, "ak-term:HBM");
  /* What a screen reader is told with the label: the definition. */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (term), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, definition);

  /* Enter shows it, and the focus goes to it. */
  press_key (GTK_WINDOW (window), GDK_KEY_Return);
  iterate_until (has_popover, term);
  popover = find_named (term, "glossary-popover");
  g_assert_nonnull (popover);
  iterate_until (is_visible_now, popover);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (popover), GTK_ACCESSIBLE_PROPERTY_LABEL, "HBM");
  g_assert_true (GTK_IS_LABEL (window_focus (window)));
  g_assert_cmpstr (gtk_widget_get_name (window_focus (window)), ==, "glossary-definition");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (window_focus (window))), ==, definition);
  heard = g_strdup_printf ("HBM: %s", definition);
  g_assert_cmpuint (spoken->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (spoken, 0), ==, heard);

  /* Escape closes it; the focus is back on the term. */
  press_key (GTK_WINDOW (window), GDK_KEY_Escape);
  iterate_until (is_hidden, popover);
  iterate_briefly ();
  g_assert_true (window_focus (window) == term);


  ak_announce_set_observer (NULL, NULL);
  g_clear_pointer (&spoken, g_ptr_array_unref);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A definition of two lines: the popover shows all of it and the button
 * under it (GTK 4.8 sized the popover for one width and gave its content
 * another, and a new user saw "Read: Introduction" cut off). */
static void
test_popover_whole (void)
{
  g_autofree char *path = g_build_filename (TOP_SRCDIR, "tests", "lessons", "glossary-wrap.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_file (file, NULL, &error);
  g_autoptr(AkApplication) app = NULL;
  AkWindow *window;
  GtkWidget *term = NULL, *popover, *content, *read;
  graphene_rect_t bounds;
  guint tabs = 0;

  g_assert_no_error (error);
  if (!have_xtest ())
    {
      g_test_skip ("no X server with the XTest extension and libXtst.so.6");
      return;
    }
  /* in the app's window, with its style */
  app = test_application ();
  window = ak_window_new (app);
  ak_window_set_lesson (window, lesson, "intro");
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);
  while (!on_term (GTK_WIDGET (window)) && tabs++ < 20)
    {
      press_key (GTK_WINDOW (window), GDK_KEY_Tab);
      iterate_briefly ();
    }
  g_assert_true (on_term (GTK_WIDGET (window)));
  term = window_focus (GTK_WIDGET (window));
  press_key (GTK_WINDOW (window), GDK_KEY_Return);
  iterate_until (has_popover, term);
  popover = find_named (term, "glossary-popover");
  iterate_until (is_visible_now, popover);
  iterate_briefly ();

  content = gtk_popover_get_child (GTK_POPOVER (popover));
  read = gtk_widget_get_last_child (content);
  g_assert_true (GTK_IS_BUTTON (read));
  g_assert_true (gtk_widget_compute_bounds (read, content, &bounds));
  /* The button's bottom inside the popover's surface, which is what
   * shows: the content was allocated whole, the surface made shorter. */
  {
    GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (popover));
    graphene_point_t bottom;
    double sx, sy;

    gtk_native_get_surface_transform (GTK_NATIVE (popover), &sx, &sy);
    g_assert_true (gtk_widget_compute_point (read, popover,
                                             &GRAPHENE_POINT_INIT (0, bounds.size.height), &bottom));
    g_test_message ("surface %d × %d, popover %d × %d, button's bottom at %.0f + %.0f",
                    gdk_surface_get_width (surface), gdk_surface_get_height (surface),
                    gtk_widget_get_width (popover), gtk_widget_get_height (popover), bottom.y, sy);
    g_assert_cmpfloat (bottom.y + sy, <=, gdk_surface_get_height (surface) + 0.5);
  }
  /* and inside the popover's rounded box, which clips what overflows it */
  {
    GtkWidget *box = gtk_widget_get_parent (content);
    graphene_rect_t in_box;

    g_assert_true (gtk_widget_compute_bounds (read, box, &in_box));
    g_test_message ("box %d × %d, button's bottom at %.0f", gtk_widget_get_width (box),
                    gtk_widget_get_height (box), in_box.origin.y + in_box.size.height);
    g_assert_cmpfloat (in_box.origin.y + in_box.size.height, <=, gtk_widget_get_height (box) + 0.5);
  }

  press_key (GTK_WINDOW (window), GDK_KEY_Escape);
  iterate_until (is_hidden, popover);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
focus_link_is (gpointer data)
{
  GtkLabel *label = data;
  const char *uri = gtk_label_get_current_uri (label);

  return uri != NULL && strcmp (uri, g_object_get_data (G_OBJECT (label), "wanted")) == 0;
}

/* Two terms in one label: before the focus, the description lists both;
 * on each term, it is that term's definition. */
static void
test_two_terms (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  g_autofree char *markup = ak_lesson_markup_to_pango_with_terms ("[[HBM]] feeds the [[ridge point]].", NULL);
  g_autofree char *hbm = definition_of (lesson, "HBM");
  g_autofree char *ridge = definition_of (lesson, "ridge point");
  g_autofree char *both = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *before = gtk_button_new_with_label ("Before");
  GtkWidget *label = ak_wrapped_label_new (NULL, NULL);

  if (!have_xtest ())
    {
      g_test_skip ("no X server with the XTest extension and libXtst.so.6");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  gtk_label_set_markup (GTK_LABEL (label), markup);
  g_assert_cmpuint (ak_glossary_terms_attach (GTK_LABEL (label), lesson), ==, 2);
  gtk_box_append (GTK_BOX (box), before);
  gtk_box_append (GTK_BOX (box), label);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, label);
  both = g_strdup_printf ("HBM: %s Ridge point: %s", hbm, ridge);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, both);

  g_assert_true (gtk_widget_grab_focus (before));
  press_key (GTK_WINDOW (window), GDK_KEY_Tab);
  g_object_set_data (G_OBJECT (label), "wanted", (gpointer) "ak-term:HBM");
  iterate_until (focus_link_is, label);
  iterate_briefly ();
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, hbm);

  press_key (GTK_WINDOW (window), GDK_KEY_Tab);
  g_object_set_data (G_OBJECT (label), "wanted", (gpointer) "ak-term:ridge%20point");
  iterate_until (focus_link_is, label);
  iterate_briefly ();
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, ridge);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  /* The accessible properties, as a screen reader is told them. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/glossary-terms/term-by-keys", test_term_by_keys);
  g_test_add_func ("/glossary-terms/two-terms", test_two_terms);
  g_test_add_func ("/glossary-terms/popover-whole", test_popover_whole);

  return g_test_run ();
}
