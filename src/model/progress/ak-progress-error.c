/* ak-progress-error.c: the progress store's error domain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-progress-error.h"

/**
 * ak_progress_error_quark:
 *
 * Returns: the error domain of #AkProgressError
 */
G_DEFINE_QUARK (ak-progress-error-quark, ak_progress_error)
