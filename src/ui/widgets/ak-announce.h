/* ak-announce.h: status messages that screen readers speak
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * AkAnnounceObserver:
 * @widget: the widget the message is about
 * @message: the message, never empty
 * @user_data: the data given to ak_announce_set_observer()
 *
 * Sees every message ak_announce() sends (tests count them).
 */
typedef void (*AkAnnounceObserver) (GtkWidget  *widget,
                                    const char *message,
                                    gpointer    user_data);

void ak_announce                   (GtkWidget  *widget,
                                    const char *message);
gboolean ak_announce_focus         (GtkWidget  *target,
                                    const char *message);
/* How long typing must pause before ak_announce_settled() speaks. */
#define AK_ANNOUNCE_SETTLE_MS 800

void ak_announce_settled           (GtkWidget  *widget,
                                    const char *message);
void ak_announce_set_observer      (AkAnnounceObserver observer,
                                    gpointer           user_data);
char *ak_announce_join             (const char *first,
                                    const char *second);
void ak_accessible_set_description (GtkWidget  *widget,
                                    const char *description);
void ak_accessible_set_label       (GtkWidget  *widget,
                                    const char *label);

G_END_DECLS
