/* ak-roofline-check-private.h: input and output checks shared by the
 * roofline formulas (ak-roofline.c) and the transformer's (ak-transformer.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-roofline.h"

G_BEGIN_DECLS

gboolean _ak_roofline_check_positive  (double        value,
                                       const char   *name,
                                       const char   *unit,
                                       GError      **error);
gboolean _ak_roofline_check_count     (guint         value,
                                       const char   *name,
                                       const char   *unit,
                                       GError      **error);
gboolean _ak_roofline_check_precision (AkPrecision   precision,
                                       GError      **error);
gboolean _ak_roofline_finish          (double        result,
                                       const char   *what,
                                       const char   *unit,
                                       double       *out,
                                       GError      **error);

#define CHECK_POSITIVE(v, name, unit) \
  G_STMT_START { \
    if (!_ak_roofline_check_positive ((v), (name), (unit), error)) \
      return FALSE; \
  } G_STMT_END

#define CHECK_COUNT(v, name, unit) \
  G_STMT_START { \
    if (!_ak_roofline_check_count ((v), (name), (unit), error)) \
      return FALSE; \
  } G_STMT_END

#define CHECK_PRECISION(p) \
  G_STMT_START { \
    if (!_ak_roofline_check_precision ((p), error)) \
      return FALSE; \
  } G_STMT_END

#define CHECK_OUT(out) \
  G_STMT_START { \
    g_return_val_if_fail ((out) != NULL, FALSE); \
    g_return_val_if_fail (error == NULL || *error == NULL, FALSE); \
  } G_STMT_END


G_END_DECLS
