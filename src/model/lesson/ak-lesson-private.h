/* ak-lesson-private.h: what the lesson's friends outside its core may use
 *
 * The lesson's structs, their limits and free functions are in
 * ak-lesson-data-private.h, at the bottom of the lesson's files; the files
 * that load and check a lesson include that, never this, so nothing below
 * the AkLesson object (ak-lesson.c) calls back into it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson.h"
#include "ak-lesson-data-private.h"
