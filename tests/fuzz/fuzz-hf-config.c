/* fuzz-hf-config.c: config.json bytes → a transformer's shape → its counts
 *
 * What --analyze --model config.json and the batch page's Open config.json
 * read. A shape that is returned has passed ak_transformer_shape_check(),
 * so its parameters and its KV cache can be counted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-fuzz.h"
#include "ak-hf-config.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *contents = NULL;
  g_autofree char *family = NULL;
  g_autoptr(GError) error = NULL;
  AkTransformerShape shape;
  AkParameterCount count;
  double kv_bytes;
  gboolean parsed;

  AK_FUZZ_INIT ();

  if (size > AK_HF_CONFIG_MAX_BYTES)
    return 0;  /* ak_hf_config_load_file() reads no more */

  contents = ak_fuzz_string (data, size);
  parsed = ak_hf_config_parse_data (contents, size, "config.json", &shape, &family, &error);
  AK_FUZZ_CHECK_ERROR (parsed, error, "ak_hf_config_parse_data()");
  if (!parsed)
    return 0;

  if (family == NULL || !g_utf8_validate (family, -1, NULL))
    ak_fuzz_fail ("the family read is missing or not UTF-8");
  if (!ak_transformer_shape_check (&shape, &error))
    ak_fuzz_fail ("a shape that fails its check was returned: %s", error->message);
  if (!ak_transformer_count_parameters (&shape, &count, &error))
    ak_fuzz_fail ("the parameters of a checked shape cannot be counted: %s", error->message);
  if (count.active > count.total)
    ak_fuzz_fail ("more active parameters than parameters");
  if (!ak_transformer_shape_kv_cache_bytes (&shape, AK_PRECISION_BF16, 4096, 64, &kv_bytes, &error))
    ak_fuzz_fail ("the KV cache of a checked shape cannot be counted: %s", error->message);
  return 0;
}
