/* test-a11y-names.c: names GTK 4.8 would get wrong, given by ak-a11y-names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>

#include "ak-a11y-names.h"
#include "ak-test-ui.h"

static void
assert_named (GtkWidget  *toggle,
              const char *wanted)
{
  wait_for_accessible_text (toggle, GTK_ACCESSIBLE_PROPERTY_LABEL, wanted);
}

/* A drop-down's button says its label and the item shown, in words: a
 * labelled-by relation to the item's label broke whenever the list
 * replaced that label, and the button was read as "GtkToggleButton". */
static void
test_drop_down (void)
{
  const char *items[] = { "NVIDIA H100 SXM", "Google TPU v5e", NULL };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic ("_Accelerator");
  GtkWidget *drop_down = gtk_drop_down_new_from_strings (items);
  GtkWidget *toggle;

  gtk_label_set_mnemonic_widget (GTK_LABEL (label), drop_down);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), drop_down);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  ak_accessible_name_widget (drop_down);
  iterate_until (is_mapped, drop_down);
  toggle = find_widget (drop_down, is_toggle, NULL);
  g_assert_nonnull (toggle);

  assert_named (toggle, "Accelerator NVIDIA H100 SXM");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), 1);
  assert_named (toggle, "Accelerator Google TPU v5e");

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  /* The test accessibility backend keeps the properties to check. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/a11y-names/drop-down", test_drop_down);
  return g_test_run ();
}
