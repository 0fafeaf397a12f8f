/* ak-chips-paint-private.h: the chips chart's parts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-chips-renderer.h"

G_BEGIN_DECLS

/* ak-chips-describe.c */
char *_ak_chips_describe (const AkChipsSweep  *sweep,
                          const AkChartLayout *layout,
                          int                  selected);

G_END_DECLS
