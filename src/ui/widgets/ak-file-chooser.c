/* ak-file-chooser.c: the file choosers the pages open, set up one way
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-file-chooser.h"
#include "ak-focus.h"

/**
 * ak_file_chooser_new:
 * @for_widget: the widget whose window the chooser belongs to (it need not
 *   be in a window yet)
 * @title: the chooser's title
 * @action: open or save
 * @accept_label: the label of the button that accepts
 *
 * A modal native file chooser (the portal's where there is one), transient
 * for @for_widget's window, with a Cancel button. The caller connects
 * #GtkNativeDialog::response and shows it.
 *
 * Returns: (transfer full): the chooser
 */
GtkFileChooserNative *
ak_file_chooser_new (GtkWidget            *for_widget,
                     const char           *title,
                     GtkFileChooserAction  action,
                     const char           *accept_label)
{
  GtkNative *native;
  GtkFileChooserNative *chooser;

  g_return_val_if_fail (GTK_IS_WIDGET (for_widget), NULL);

  native = gtk_widget_get_native (for_widget);
  chooser = gtk_file_chooser_native_new (title, GTK_IS_WINDOW (native) ? GTK_WINDOW (native) : NULL,
                                         action, accept_label, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  return chooser;
}

/**
 * ak_file_chooser_add_filter:
 * @chooser: a file chooser
 * @name: the filter's name, as the chooser shows it
 * @pattern: a glob, for example "*.[pP][nN][gG]" (any case)
 *
 * Adds a filter of one pattern.
 */
void
ak_file_chooser_add_filter (GtkFileChooser *chooser,
                            const char     *name,
                            const char     *pattern)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  g_return_if_fail (GTK_IS_FILE_CHOOSER (chooser));

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (chooser, filter);
}

/**
 * ak_file_chooser_add_json_filter:
 * @chooser: a file chooser
 * @name: the filter's name, as the chooser shows it
 *
 * Adds a filter for `.json` files in any case.
 */
void
ak_file_chooser_add_json_filter (GtkFileChooser *chooser,
                                 const char     *name)
{
  ak_file_chooser_add_filter (chooser, name, "*.[jJ][sS][oO][nN]");
}

/**
 * ak_file_chooser_add_chart_filters:
 * @chooser: a file chooser
 *
 * Adds the formats a chart is exported to (ak_chart_file_write()): PNG,
 * SVG or PDF together, then each alone.
 */
void
ak_file_chooser_add_chart_filters (GtkFileChooser *chooser)
{
  static const char * const patterns[] = { "*.[pP][nN][gG]", "*.[sS][vV][gG]", "*.[pP][dD][fF]" };
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  g_return_if_fail (GTK_IS_FILE_CHOOSER (chooser));

  gtk_file_filter_set_name (all, _("PNG, SVG or PDF"));
  for (guint i = 0; i < G_N_ELEMENTS (patterns); i++)
    gtk_file_filter_add_pattern (all, patterns[i]);
  gtk_file_chooser_add_filter (chooser, all);
  ak_file_chooser_add_filter (chooser, _("PNG image"), patterns[0]);
  ak_file_chooser_add_filter (chooser, _("SVG image"), patterns[1]);
  ak_file_chooser_add_filter (chooser, _("PDF document"), patterns[2]);
}

typedef struct {
  GtkWidget        *owner;
  const char       *key;
  AkFileChosenFunc  chosen;
  GWeakRef          focus;  /* what had the focus when the chooser opened */
} Asked;

static void
asked_free (gpointer data)
{
  Asked *asked = data;

  g_weak_ref_clear (&asked->focus);
  g_free (asked);
}

/* Back from the chooser, the focus returns where it was, with its ring
 * showing: after a dialog GTK would hide it until the next key press. */
static void
restore_focus (Asked *asked)
{
  g_autoptr(GtkWidget) focus = g_weak_ref_get (&asked->focus);

  if (focus != NULL && gtk_widget_get_root (focus) != NULL)
    ak_focus_visibly (focus);
}

static void
close_chooser (gpointer data)
{
  gtk_native_dialog_destroy (data);
  g_object_unref (data);
}

static void
asked_response_cb (GtkNativeDialog *dialog,
                   int              response,
                   Asked           *asked)
{
  g_autoptr(GFile) file = NULL;
  GtkWidget *owner = asked->owner;
  AkFileChosenFunc chosen = asked->chosen;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  restore_focus (asked);
  /* The chooser goes now, so that the next Open or Export asks again. */
  g_object_set_data (G_OBJECT (owner), asked->key, NULL);
  if (file != NULL)
    chosen (owner, file, NULL);
}

/**
 * ak_file_chooser_ask:
 * @owner: the page that asks; its window is the chooser's parent
 * @key: (not nullable): which of @owner's questions this is, a static
 *   string such as "ak-open-config": one chooser per key at a time
 * @title: the chooser's title
 * @action: open or save
 * @accept_label: the label of the button that accepts
 * @chosen: called with the chosen file; not called on Cancel
 *
 * Opens nothing yet: the caller adds filters or a suggested name to the
 * chooser this returns, then shows it with gtk_native_dialog_show(). The
 * chooser belongs to @owner until it answers or ak_file_chooser_close()
 * (call that from @owner's dispose).
 *
 * Returns: (transfer none) (nullable): the new chooser, or %NULL when
 *   @owner's chooser for @key is open already (a second press of the key)
 */
GtkFileChooser *
ak_file_chooser_ask (GtkWidget            *owner,
                     const char           *key,
                     const char           *title,
                     GtkFileChooserAction  action,
                     const char           *accept_label,
                     AkFileChosenFunc      chosen)
{
  GtkFileChooserNative *chooser;
  Asked *asked;

  g_return_val_if_fail (GTK_IS_WIDGET (owner), NULL);
  g_return_val_if_fail (key != NULL && chosen != NULL, NULL);

  if (g_object_get_data (G_OBJECT (owner), key) != NULL)
    return NULL;

  chooser = ak_file_chooser_new (owner, title, action, accept_label);
  asked = g_new0 (Asked, 1);
  asked->owner = owner;
  asked->key = key;
  asked->chosen = chosen;
  g_weak_ref_init (&asked->focus, gtk_widget_get_root (owner) != NULL
                                  ? gtk_root_get_focus (gtk_widget_get_root (owner)) : NULL);
  g_object_set_data_full (G_OBJECT (chooser), "ak-asked", asked, asked_free);
  g_signal_connect (chooser, "response", G_CALLBACK (asked_response_cb), asked);
  g_object_set_data_full (G_OBJECT (owner), key, chooser, close_chooser);
  return GTK_FILE_CHOOSER (chooser);
}

/**
 * ak_file_chooser_close:
 * @owner: a page
 * @key: as given to ak_file_chooser_ask()
 *
 * Closes @owner's chooser for @key if one is open, without an answer.
 */
void
ak_file_chooser_close (GtkWidget  *owner,
                       const char *key)
{
  g_return_if_fail (G_IS_OBJECT (owner));

  g_object_set_data (G_OBJECT (owner), key, NULL);
}
