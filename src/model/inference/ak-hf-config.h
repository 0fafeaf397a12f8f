/* ak-hf-config.h: a transformer's shape from a Hugging Face config.json
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-transformer.h"

G_BEGIN_DECLS

#define AK_HF_CONFIG_ERROR (ak_hf_config_error_quark ())

/* The largest config.json read, bytes. */
#define AK_HF_CONFIG_MAX_BYTES (1024 * 1024)

/**
 * AkHfConfigError:
 * @AK_HF_CONFIG_ERROR_READ: the file cannot be read or is too large
 * @AK_HF_CONFIG_ERROR_PARSE: the file is not JSON, or its root is not an object
 * @AK_HF_CONFIG_ERROR_UNKNOWN_FAMILY: `model_type` names no family this
 *   reader knows
 * @AK_HF_CONFIG_ERROR_MISSING: a required member is absent
 * @AK_HF_CONFIG_ERROR_TYPE: a member has the wrong JSON type
 * @AK_HF_CONFIG_ERROR_RANGE: a number is out of range, or the shape is
 *   inconsistent (see ak_transformer_shape_check())
 * @AK_HF_CONFIG_ERROR_UNSUPPORTED: the config describes something the
 *   model cannot count (for example dense layers between sparse ones)
 *
 * Every message starts with the file's name and the member's path, as
 * in "config.json: text_config.num_hidden_layers: missing".
 */
typedef enum {
  AK_HF_CONFIG_ERROR_READ,
  AK_HF_CONFIG_ERROR_PARSE,
  AK_HF_CONFIG_ERROR_UNKNOWN_FAMILY,
  AK_HF_CONFIG_ERROR_MISSING,
  AK_HF_CONFIG_ERROR_TYPE,
  AK_HF_CONFIG_ERROR_RANGE,
  AK_HF_CONFIG_ERROR_UNSUPPORTED,
} AkHfConfigError;

GQuark     ak_hf_config_error_quark  (void);

gboolean   ak_hf_config_parse_data   (const char          *data,
                                      gssize               length,
                                      const char          *display_name,
                                      AkTransformerShape  *out_shape,
                                      char               **out_family,
                                      GError             **error);
gboolean   ak_hf_config_load_file    (GFile               *file,
                                      AkTransformerShape  *out_shape,
                                      char               **out_family,
                                      GError             **error);

G_END_DECLS
