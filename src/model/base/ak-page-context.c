/* ak-page-context.c: what a page is handed when it is built
 *
 * The window makes one per lesson it shows and passes it through
 * ak_page_factory_create() to every page, so that no page looks for the
 * window or the application: a test builds a page from a lesson and a
 * temporary progress store alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-page-context.h"

struct _AkPageContext
{
  GObject            parent_instance;

  AkLesson          *lesson;
  AkProgress        *progress;      /* or NULL */
  GSettings         *settings;      /* or NULL */
  AkAcceleratorList *accelerators;
  AkKitchenPoint    *kitchen_point;
  AkModelCatalog    *models;
  AkMeasurement     *measurement;   /* made when first asked for */
};

G_DEFINE_FINAL_TYPE (AkPageContext, ak_page_context, G_TYPE_OBJECT)

enum {
  TOAST,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ak_page_context_dispose (GObject *object)
{
  AkPageContext *self = AK_PAGE_CONTEXT (object);

  g_clear_object (&self->kitchen_point);
  g_clear_object (&self->models);
  if (self->measurement != NULL)
    ak_measurement_cancel (self->measurement);
  g_clear_object (&self->measurement);
  g_clear_object (&self->accelerators);
  g_clear_object (&self->settings);
  g_clear_object (&self->progress);
  g_clear_object (&self->lesson);

  G_OBJECT_CLASS (ak_page_context_parent_class)->dispose (object);
}

static void
ak_page_context_class_init (AkPageContextClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ak_page_context_dispose;

  /**
   * AkPageContext::toast:
   * @self: the context
   * @message: a short confirmation, one sentence
   *
   * Emitted by ak_page_context_show_toast(); the window shows @message for
   * a few seconds.
   */
  signals[TOAST] =
    g_signal_new ("toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ak_page_context_init (AkPageContext *self)
{
  self->models = ak_model_catalog_new ();
}

/**
 * ak_page_context_new:
 * @lesson: the lesson the pages play
 * @progress: (nullable): the progress store; %NULL when nothing is saved
 * @settings: (nullable): the app's settings; %NULL when the schema is not
 *   installed
 *
 * Also makes the accelerator list every accelerator drop-down shares
 * (ak_accelerator_list_new()) and the kitchen point the kitchen page hands
 * to the roofline page (ak_kitchen_point_new()).
 *
 * Returns: (transfer full): the context
 */
AkPageContext *
ak_page_context_new (AkLesson   *lesson,
                     AkProgress *progress,
                     GSettings  *settings)
{
  AkPageContext *self;

  g_return_val_if_fail (AK_IS_LESSON (lesson), NULL);
  g_return_val_if_fail (progress == NULL || AK_IS_PROGRESS (progress), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (AK_TYPE_PAGE_CONTEXT, NULL);
  self->lesson = g_object_ref (lesson);
  g_set_object (&self->progress, progress);
  g_set_object (&self->settings, settings);
  self->accelerators = ak_accelerator_list_new (lesson, progress);
  self->kitchen_point = ak_kitchen_point_new ();
  return self;
}

/**
 * ak_page_context_get_lesson:
 * @self: a context
 *
 * Returns: (transfer none): the lesson
 */
AkLesson *
ak_page_context_get_lesson (AkPageContext *self)
{
  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (self), NULL);

  return self->lesson;
}

/**
 * ak_page_context_get_progress:
 * @self: a context
 *
 * Returns: (transfer none) (nullable): the progress store, or %NULL
 */
AkProgress *
ak_page_context_get_progress (AkPageContext *self)
{
  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (self), NULL);

  return self->progress;
}

/**
 * ak_page_context_get_settings:
 * @self: a context
 *
 * Returns: (transfer none) (nullable): the app's settings, or %NULL
 */
GSettings *
ak_page_context_get_settings (AkPageContext *self)
{
  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (self), NULL);

  return self->settings;
}

/**
 * ak_page_context_get_accelerators:
 * @self: a context
 *
 * Returns: (transfer none): the lesson's accelerators and the measured
 *   machines, shared by every page
 */
AkAcceleratorList *
ak_page_context_get_accelerators (AkPageContext *self)
{
  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (self), NULL);

  return self->accelerators;
}

/**
 * ak_page_context_get_kitchen_point:
 * @self: a context
 *
 * The kitchen page sets it when the learner asks where the kitchen sits on
 * the roofline; the roofline page then plots it (#AkKitchenPoint::changed).
 *
 * Returns: (transfer none): the kitchen's figures, shared by every page
 */
AkKitchenPoint *
ak_page_context_get_kitchen_point (AkPageContext *self)
{
  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (self), NULL);

  return self->kitchen_point;
}

/**
 * ak_page_context_show_toast:
 * @self: a context
 * @message: a short confirmation ("Saved the chart as …")
 *
 * Asks whoever shows the pages to show @message briefly (#AkPageContext::toast).
 */
void
ak_page_context_show_toast (AkPageContext *self,
                            const char    *message)
{
  g_return_if_fail (AK_IS_PAGE_CONTEXT (self));
  g_return_if_fail (message != NULL);

  g_signal_emit (self, signals[TOAST], 0, message);
}

/**
 * ak_page_context_get_models:
 * @self: a context
 *
 * The models opened from config.json files, which every page that offers
 * models lists after the lesson's own: one opened on one page is offered
 * on all of them.
 *
 * Returns: (transfer none): the model catalogue
 */
AkModelCatalog *
ak_page_context_get_models (AkPageContext *self)
{
  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (self), NULL);

  return self->models;
}

/**
 * ak_page_context_get_measurement:
 * @self: a context
 *
 * The one measurement of this computer that every page of the window
 * shows: started on one page, its progress and result reach all of them.
 * It saves into the context's progress store.
 *
 * Returns: (transfer none): the measurement controller
 */
AkMeasurement *
ak_page_context_get_measurement (AkPageContext *self)
{
  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (self), NULL);

  if (self->measurement == NULL)
    self->measurement = ak_measurement_new (self->progress, self->accelerators);
  return self->measurement;
}
