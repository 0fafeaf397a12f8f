/* ak-progress-error.h: the progress file's version and errors, shared by
 * the store and the files that read and write it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The file format this build writes; it reads this version and older. */
#define AK_PROGRESS_VERSION 1

#define AK_PROGRESS_ERROR (ak_progress_error_quark ())

/**
 * AkProgressError:
 * @AK_PROGRESS_ERROR_CORRUPT: the saved file is not JSON, is empty or has
 *   the wrong shape; it was moved aside and progress starts afresh
 * @AK_PROGRESS_ERROR_VERSION: the saved file comes from a newer version of
 *   the app; it is left alone and nothing is saved
 * @AK_PROGRESS_ERROR_READ: the saved file exists but could not be read;
 *   nothing is saved so that it is not overwritten
 * @AK_PROGRESS_ERROR_WRITE: progress cannot be saved (for example the data
 *   directory cannot be created or written)
 * @AK_PROGRESS_ERROR_CLASH: a lesson reuses the id of another lesson
 *   (ak_progress_claim_lesson()); the message names both files
 */
typedef enum {
  AK_PROGRESS_ERROR_CORRUPT,
  AK_PROGRESS_ERROR_VERSION,
  AK_PROGRESS_ERROR_READ,
  AK_PROGRESS_ERROR_WRITE,
  AK_PROGRESS_ERROR_CLASH,
} AkProgressError;

GQuark ak_progress_error_quark (void);

G_END_DECLS
