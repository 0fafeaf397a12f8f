/* ak-roofline-page-state-private.h: the roofline page's state, which its
 * files share (ak-roofline-page.c: the chart and its controls;
 * ak-roofline-page-measure.c: measuring this computer)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-efficiency-panel.h"
#include "ak-measurement.h"
#include "ak-roofline-chart.h"
#include "ak-roofline-page.h"

G_BEGIN_DECLS

struct _AkRooflinePage
{
  AkActivityPage        parent_instance;

  AkPageContext        *context;
  const AkPage         *page;
  AkMeasurement        *measurement;  /* measures this computer, CPU then GPUs */
  GListModel           *accelerators; /* AkAcceleratorItem: the page's and the measured ones */
  gboolean              compare_measured; /* compare with the measurement being kept */
  gboolean              compare_chosen;   /* the learner chose in "Compare with" */
  gboolean              selecting;        /* the page sets "Compare with" */
  AkModelCatalog       *models;       /* the context's: models opened from config.json files */
  AkKitchenPoint       *kitchen;      /* the kitchen page's figures, from the context */
  guint                 kitchen_view; /* its "Show" entry, or GTK_INVALID_LIST_POSITION */

  GtkDropDown          *accelerator_drop_down;
  GtkDropDown          *compare_drop_down;
  GtkDropDown          *model_drop_down;
  GtkDropDown          *precision_drop_down;
  GtkSpinButton        *batch_spin;
  GtkSpinButton        *prompt_spin;
  GtkSpinButton        *chips_spin;   /* many chips: the link roof */
  GtkLabel             *chips_error;
  GtkDropDown          *view_drop_down;
  GtkLabel             *peak_case_label;
  GtkLabel             *figures_label;
  AkRooflineChart      *chart;
  GtkLabel             *point_label;
  AkEfficiencyPanel    *efficiency_panel;
  GtkLabel             *hidden_label;
  GtkLabel             *export_status;
  GtkStack             *measure_stack;
  GtkButton            *measure_button;
  GtkProgressBar       *measure_progress;
  GtkButton            *cancel_button;
  GtkLabel             *measure_status;
  char                 *spoken_stage;   /* the measuring stage last announced */
  gint64                spoken_at;      /* when, monotonic µs */
};


G_END_DECLS
