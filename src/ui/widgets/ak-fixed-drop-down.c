/* ak-fixed-drop-down.c: drop-downs whose button keeps one width
 *
 * A drop-down's button is as wide as its selected item asks for, so
 * choosing a long name (a lesson's model, a measured GPU) widened it and
 * made a flow box of controls reflow: the next click landed on another
 * control. Here the button's label asks for the same width whatever is
 * selected (AK_FIXED_DROP_DOWN_CHARS characters, longer names ellipsized;
 * the tooltip and the list show them whole), so choosing an item never
 * moves any control.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-accelerator-list.h"
#include "ak-fixed-drop-down.h"
#include "ak-narrow.h"

static void
label_setup_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  button)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (button != NULL)
    {
      /* Fewer, larger characters with large text, so that the button
       * still fits a 360 px window at 22 pt (tests/test-large-text.c). */
      int chars = MAX (AK_FIXED_DROP_DOWN_CHARS / 2,
                       (int) (AK_FIXED_DROP_DOWN_CHARS / ak_narrow_text_scale (label)));

      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), chars);
      gtk_label_set_max_width_chars (GTK_LABEL (label), chars);
    }
  gtk_list_item_set_child (item, label);
}

/* Items are strings, or accelerators from the shared list. */
static void
label_bind_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  button)
{
  gpointer object = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  const char *text = AK_IS_ACCELERATOR_ITEM (object)
                     ? ak_accelerator_item_get_name (object)
                     : gtk_string_object_get_string (object);

  gtk_label_set_text (GTK_LABEL (label), text);
  if (button != NULL)
    gtk_widget_set_tooltip_text (label, text);
}

static GtkListItemFactory *
label_factory (gboolean button)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (label_setup_cb), GINT_TO_POINTER (button));
  g_signal_connect (factory, "bind", G_CALLBACK (label_bind_cb), GINT_TO_POINTER (button));
  return factory;
}

/**
 * ak_fixed_drop_down_fill:
 * @drop_down: a drop-down
 * @model: (transfer full): its items: #GtkStringObject or #AkAcceleratorItem
 * @selected: the item selected at first
 *
 * Gives @drop_down @model, a button of one width (the selected item cut
 * short to %AK_FIXED_DROP_DOWN_CHARS characters) and a list that shows
 * every item whole.
 */
void
ak_fixed_drop_down_fill (GtkDropDown *drop_down,
                         GListModel  *model,
                         guint        selected)
{
  g_autoptr(GtkListItemFactory) button = label_factory (TRUE);
  g_autoptr(GtkListItemFactory) list = label_factory (FALSE);

  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));
  g_return_if_fail (G_IS_LIST_MODEL (model));

  gtk_drop_down_set_factory (drop_down, button);
  gtk_drop_down_set_list_factory (drop_down, list);
  gtk_drop_down_set_model (drop_down, model);
  gtk_drop_down_set_selected (drop_down, selected);
  g_object_unref (model);
}

/**
 * ak_fixed_drop_down_new_words:
 * @names: %NULL-terminated N_() marked names, translated here
 *
 * Returns: (transfer floating): a drop-down of @names, the first chosen
 */
GtkDropDown *
ak_fixed_drop_down_new_words (const char * const *names)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  GtkDropDown *drop_down = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));

  for (guint i = 0; names[i] != NULL; i++)
    gtk_string_list_append (list, _(names[i]));
  ak_fixed_drop_down_fill (drop_down, G_LIST_MODEL (list), 0);
  return drop_down;
}
