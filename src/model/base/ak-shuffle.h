/* ak-shuffle.h: a seeded, reproducible shuffle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void ak_shuffle_indices (GRand *rand,
                         guint *indices,
                         guint  n);

G_END_DECLS
