/* ak-field-commit.h: typed fields whose values count once typing stops
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* How long a field waits after the last key before its value counts, ms. */
#define AK_FIELD_COMMIT_DELAY_MS 600

/**
 * AkFieldCommitFunc:
 * @page: the page the fields are on
 * @commit: %FALSE while the learner types (check and say what is refused,
 *   keep the accepted values), %TRUE when the typed values count
 */
typedef void (*AkFieldCommitFunc) (GtkWidget *page,
                                   gboolean   commit);

typedef struct _AkFieldCommit AkFieldCommit;

AkFieldCommit *ak_field_commit_new     (GtkWidget         *page,
                                        AkFieldCommitFunc  func);
void           ak_field_commit_watch   (AkFieldCommit     *self,
                                        GtkEditable       *field);
gboolean       ak_field_commit_pending (AkFieldCommit     *self);
void           ak_field_commit_free    (AkFieldCommit     *self);

G_END_DECLS
