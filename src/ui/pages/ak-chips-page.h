/* ak-chips-page.h: the Many chips page: the step split into compute,
 * memory and link as the chips grow from 1 to 64
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-activity-page.h"
#include "ak-chips-sweep.h"

G_BEGIN_DECLS

#define AK_TYPE_CHIPS_PAGE (ak_chips_page_get_type ())

G_DECLARE_FINAL_TYPE (AkChipsPage, ak_chips_page, AK, CHIPS_PAGE, AkActivityPage)

/**
 * AkChipsChoice:
 * The page's drop-downs, for tests: model, accelerator, phase and
 * layout policy.
 */
typedef enum {
  AK_CHIPS_CHOICE_MODEL,
  AK_CHIPS_CHOICE_ACCELERATOR,
  AK_CHIPS_CHOICE_PHASE,
  AK_CHIPS_CHOICE_POLICY,
  AK_CHIPS_N_CHOICES
} AkChipsChoice;

GtkWidget          *ak_chips_page_new         (AkPageContext *context,
                                               const AkPage  *page);
GtkDropDown        *ak_chips_page_get_choice  (AkChipsPage   *self,
                                               AkChipsChoice  choice);
GtkEditable        *ak_chips_page_get_batch   (AkChipsPage   *self);
GtkEditable        *ak_chips_page_get_context (AkChipsPage   *self);
GtkWidget          *ak_chips_page_get_chart   (AkChipsPage   *self);
const AkChipsSweep *ak_chips_page_get_sweep   (AkChipsPage   *self);
const char         *ak_chips_page_get_readout (AkChipsPage   *self);
const char         *ak_chips_page_get_problem (AkChipsPage   *self);
gboolean            ak_chips_page_export      (AkChipsPage   *self,
                                               GFile         *file,
                                               GError       **error);

G_END_DECLS
