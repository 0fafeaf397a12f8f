/* ak-roofline-page-link.c: the link between chips as the roofline page's
 * third roof
 *
 * With two chips or more, the accelerator's own fast link (its first in
 * the lesson) is drawn as a sloped roof under the compute roof
 * (ak_roofline_plot_set_link()); a chip that names no link cannot be
 * joined to others, and the Chips field says so below itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-entry-problem.h"
#include "ak-interconnect.h"
#include "ak-roofline-page-link-private.h"

static void
show_refusal (GtkSpinButton *spin,
              GtkLabel      *label,
              const char    *message)
{
  ak_entry_mark_refused (GTK_WIDGET (spin), GTK_WIDGET (label), message != NULL);
  gtk_label_set_text (label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (label), message != NULL);
}

/**
 * _ak_roofline_page_add_link:
 * @plot: the page's plot, its scene just set (which removed any link)
 * @lesson: the lesson, for its links
 * @accelerator: (nullable): the chosen accelerator
 * @chips_spin: the Chips field
 * @chips_error: the line below it
 *
 * Adds the link roof for two chips or more, or says why there is none.
 */
void
_ak_roofline_page_add_link (AkRooflinePlot      *plot,
                            AkLesson            *lesson,
                            const AkAccelerator *accelerator,
                            GtkSpinButton       *chips_spin,
                            GtkLabel            *chips_error)
{
  guint chips = (guint) gtk_spin_button_get_value_as_int (chips_spin);
  g_autoptr(GError) error = NULL;
  const AkLink *link;

  gtk_accessible_update_relation (GTK_ACCESSIBLE (chips_spin),
                                  GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE, chips_error, -1);
  if (chips < 2 || accelerator == NULL || lesson == NULL)
    {
      show_refusal (chips_spin, chips_error, NULL);
      return;
    }
  link = ak_interconnect_default_link (lesson, accelerator, &error);
  if (link == NULL || !ak_roofline_plot_set_link (plot, link->name, ak_link_bandwidth_bytes_s (link), chips, &error))
    {
      show_refusal (chips_spin, chips_error, error->message);
      return;
    }
  show_refusal (chips_spin, chips_error, NULL);
}
