/* ak-model-catalog.c: the models every page offers beside the lesson's
 *
 * A model opened from a config.json on one page belongs to the learner's
 * session, not to that page: the window's page context holds one catalogue
 * and every page that offers models lists its files after the lesson's own
 * and follows #AkModelCatalog::file-added. One cap, one reader and one
 * message for all of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-model-catalog.h"
#include "ak-roofline-options.h"

struct _AkModelCatalog
{
  GObject    parent_instance;

  GPtrArray *files;  /* AkModelSpec, opened from config.json files, in order */
};

G_DEFINE_FINAL_TYPE (AkModelCatalog, ak_model_catalog, G_TYPE_OBJECT)

enum {
  FILE_ADDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
free_file_model (gpointer data)
{
  AkModelSpec *model = data;

  ak_roofline_scene_clear_file_model (model);
  g_free (model);
}

static void
ak_model_catalog_finalize (GObject *object)
{
  AkModelCatalog *self = AK_MODEL_CATALOG (object);

  g_clear_pointer (&self->files, g_ptr_array_unref);

  G_OBJECT_CLASS (ak_model_catalog_parent_class)->finalize (object);
}

static void
ak_model_catalog_class_init (AkModelCatalogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_model_catalog_finalize;

  /**
   * AkModelCatalog::file-added:
   * @self: the catalogue
   * @index: the new model's index, for ak_model_catalog_get_file()
   *
   * A config.json was opened: every page that offers models adds it.
   */
  signals[FILE_ADDED] =
    g_signal_new ("file-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
ak_model_catalog_init (AkModelCatalog *self)
{
  self->files = g_ptr_array_new_with_free_func (free_file_model);
}

/**
 * ak_model_catalog_new:
 *
 * Returns: (transfer full): an empty catalogue
 */
AkModelCatalog *
ak_model_catalog_new (void)
{
  return g_object_new (AK_TYPE_MODEL_CATALOG, NULL);
}

/**
 * ak_model_catalog_get_n_files:
 * @self: a catalogue
 *
 * Returns: how many config.json models were opened, at most
 *   %AK_MODEL_CATALOG_MAX_FILES
 */
guint
ak_model_catalog_get_n_files (AkModelCatalog *self)
{
  g_return_val_if_fail (AK_IS_MODEL_CATALOG (self), 0);

  return self->files->len;
}

/**
 * ak_model_catalog_get_file:
 * @self: a catalogue
 * @index: from 0 to ak_model_catalog_get_n_files() - 1
 *
 * The model has a shape (`has_shape`), its file's path as id and
 * "FILE (FAMILY)" as name, for example "gpt2.json (gpt2)".
 *
 * Returns: (transfer none): the model, alive as long as @self
 */
const AkModelSpec *
ak_model_catalog_get_file (AkModelCatalog *self,
                           guint           index)
{
  g_return_val_if_fail (AK_IS_MODEL_CATALOG (self), NULL);
  g_return_val_if_fail (index < self->files->len, NULL);

  return g_ptr_array_index (self->files, index);
}

static gboolean
find_file (AkModelCatalog *self,
           const char     *id,
           guint          *out_index)
{
  for (guint i = 0; i < self->files->len; i++)
    if (g_strcmp0 (((AkModelSpec *) g_ptr_array_index (self->files, i))->id, id) == 0)
      {
        *out_index = i;
        return TRUE;
      }
  return FALSE;
}

/**
 * ak_model_catalog_open_file:
 * @self: a catalogue
 * @file: a Hugging Face config.json
 * @out_index: (out) (optional): the model's index
 * @error: why the file gives no model: an %AK_HF_CONFIG_ERROR (the file
 *   cannot be read, %AK_HF_CONFIG_ERROR_READ, or describes no supported
 *   decoder), or %G_IO_ERROR_NO_SPACE when %AK_MODEL_CATALOG_MAX_FILES
 *   were opened already; the message is a whole sentence for the page
 *   to show, starting "Could not add the model:"
 *
 * Reads @file (ak_roofline_model_from_config()) and adds its model,
 * emitting #AkModelCatalog::file-added. A file opened before is not read
 * again: *@out_index is its model's.
 *
 * Returns: %TRUE if @file's model is in the catalogue
 */
gboolean
ak_model_catalog_open_file (AkModelCatalog  *self,
                            GFile           *file,
                            guint           *out_index,
                            GError         **error)
{
  g_autofree AkModelSpec *model = g_new0 (AkModelSpec, 1);
  g_autoptr(GError) local = NULL;
  g_autofree char *id = NULL;
  guint index;

  g_return_val_if_fail (AK_IS_MODEL_CATALOG (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  id = g_file_get_parse_name (file);
  if (find_file (self, id, &index))
    {
      if (out_index != NULL)
        *out_index = index;
      return TRUE;
    }

  if (self->files->len >= AK_MODEL_CATALOG_MAX_FILES)
    g_set_error (&local, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                 _("at most %d models can be opened from config.json files"), AK_MODEL_CATALOG_MAX_FILES);
  else
    ak_roofline_model_from_config (file, model, &local);
  if (local != NULL)
    {
      /* Translators: %s says why, e.g. "/home/me/config.json: model_type: missing" */
      g_set_error (error, local->domain, local->code, _("Could not add the model: %s"), local->message);
      return FALSE;
    }

  g_ptr_array_add (self->files, g_steal_pointer (&model));
  index = self->files->len - 1;
  if (out_index != NULL)
    *out_index = index;
  g_signal_emit (self, signals[FILE_ADDED], 0, index);
  return TRUE;
}
