/* ak-accelerator-list.c: every accelerator a drop-down offers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-accelerator-list.h"
#include "ak-machine-probe.h"

/* ---- one accelerator as a list item ------------------------------------------ */

struct _AkAcceleratorItem
{
  GObject        parent_instance;

  AkLesson      *lesson;       /* owns @accelerator; or NULL */
  AkAccelerator *accelerator;  /* owned when @lesson is NULL (measured) */
  AkGpuReport   *gpu;          /* a measured GPU's report; or NULL */
};

G_DEFINE_FINAL_TYPE (AkAcceleratorItem, ak_accelerator_item, G_TYPE_OBJECT)

enum {
  ITEM_PROP_0,
  ITEM_PROP_NAME,
  ITEM_N_PROPS
};

static GParamSpec *item_properties[ITEM_N_PROPS];

static void
ak_accelerator_item_finalize (GObject *object)
{
  AkAcceleratorItem *self = AK_ACCELERATOR_ITEM (object);

  if (self->lesson == NULL)
    g_clear_pointer (&self->accelerator, ak_machine_accelerator_free);
  g_clear_pointer (&self->gpu, ak_gpu_report_free);
  g_clear_object (&self->lesson);

  G_OBJECT_CLASS (ak_accelerator_item_parent_class)->finalize (object);
}

static void
ak_accelerator_item_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  AkAcceleratorItem *self = AK_ACCELERATOR_ITEM (object);

  switch (prop_id)
    {
    case ITEM_PROP_NAME:
      g_value_set_string (value, self->accelerator->name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_accelerator_item_class_init (AkAcceleratorItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_accelerator_item_finalize;
  object_class->get_property = ak_accelerator_item_get_property;

  /**
   * AkAcceleratorItem:name:
   *
   * The accelerator's name, as drop-downs show it.
   */
  item_properties[ITEM_PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, ITEM_N_PROPS, item_properties);
}

static void
ak_accelerator_item_init (AkAcceleratorItem *self)
{
}

/* @lesson NULL: the item takes @accelerator, from
 * ak_machine_report_to_accelerator(). */
static AkAcceleratorItem *
item_new (AkLesson      *lesson,
          AkAccelerator *accelerator)
{
  AkAcceleratorItem *self = g_object_new (AK_TYPE_ACCELERATOR_ITEM, NULL);

  self->lesson = lesson != NULL ? g_object_ref (lesson) : NULL;
  self->accelerator = accelerator;
  return self;
}

/**
 * ak_accelerator_item_get_accelerator:
 * @self: an item
 *
 * Returns: (transfer none): the accelerator, alive as long as @self
 */
const AkAccelerator *
ak_accelerator_item_get_accelerator (AkAcceleratorItem *self)
{
  g_return_val_if_fail (AK_IS_ACCELERATOR_ITEM (self), NULL);

  return self->accelerator;
}

/**
 * ak_accelerator_item_get_gpu_report:
 * @self: an item
 *
 * Returns: (transfer none) (nullable): the report a measured GPU's
 *   accelerator was made from (for its datasheet comparison), alive as
 *   long as @self shows it; %NULL for any other item
 */
const AkGpuReport *
ak_accelerator_item_get_gpu_report (AkAcceleratorItem *self)
{
  g_return_val_if_fail (AK_IS_ACCELERATOR_ITEM (self), NULL);

  return self->gpu;
}

/**
 * ak_accelerator_item_get_name:
 * @self: an item
 *
 * Returns: (transfer none): the accelerator's name
 */
const char *
ak_accelerator_item_get_name (AkAcceleratorItem *self)
{
  g_return_val_if_fail (AK_IS_ACCELERATOR_ITEM (self), NULL);

  return self->accelerator->name;
}

/* ---- the list ----------------------------------------------------------------- */

struct _AkAcceleratorList
{
  GObject     parent_instance;

  AkLesson   *lesson;
  AkProgress *progress;      /* or NULL */
  GPtrArray  *items;         /* AkAcceleratorItem: the lesson's, the measured machine, the GPUs */
  guint       n_lesson;
  gboolean    has_machine;   /* the item after the lesson's is the machine */
  char       *machine_key;   /* the machine report shown, as JSON and date; or NULL */
  char       *gpus_key;      /* the GPU measurement shown, as JSON and date; or NULL */
};

static void ak_accelerator_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkAcceleratorList, ak_accelerator_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, ak_accelerator_list_model_init))

static GType
ak_accelerator_list_get_item_type (GListModel *model)
{
  return AK_TYPE_ACCELERATOR_ITEM;
}

static guint
ak_accelerator_list_get_n_items (GListModel *model)
{
  return AK_ACCELERATOR_LIST (model)->items->len;
}

static gpointer
ak_accelerator_list_get_item (GListModel *model,
                              guint       position)
{
  AkAcceleratorList *self = AK_ACCELERATOR_LIST (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
ak_accelerator_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = ak_accelerator_list_get_item_type;
  iface->get_n_items = ak_accelerator_list_get_n_items;
  iface->get_item = ak_accelerator_list_get_item;
}

/* What identifies a measurement (its JSON, @json, and its date), so that
 * a signal for one part does not replace the other's items. */
static char *
measured_key (char      *json,
              GDateTime *date)
{
  g_autofree char *owned = json;
  g_autofree char *iso = NULL;

  if (owned == NULL)
    return NULL;
  iso = date != NULL ? g_date_time_format_iso8601 (date) : g_strdup ("");
  return g_strconcat (iso, "\n", owned, NULL);
}

/* The measured item stays the same object when a new measurement replaces
 * the old one, so that a drop-down showing it keeps it selected; the old
 * figures live until items-changed has been emitted. */
static void
replace_machine (AkAcceleratorList     *self,
                 const AkMachineReport *report,
                 GDateTime             *date)
{
  guint had = self->has_machine ? 1 : 0;
  AkAcceleratorItem *item;
  AkAccelerator *old = NULL;

  if (report == NULL)
    {
      if (had > 0)
        g_ptr_array_remove_index (self->items, self->n_lesson);
    }
  else if (had > 0)
    {
      item = g_ptr_array_index (self->items, self->n_lesson);
      old = g_steal_pointer (&item->accelerator);
      item->accelerator = ak_machine_report_to_accelerator (report, date);
    }
  else
    {
      g_ptr_array_insert (self->items, self->n_lesson,
                          item_new (NULL, ak_machine_report_to_accelerator (report, date)));
    }
  self->has_machine = report != NULL;

  g_list_model_items_changed (G_LIST_MODEL (self), self->n_lesson, had, report != NULL ? 1 : 0);
  if (had > 0 && report != NULL)
    g_object_notify_by_pspec (g_ptr_array_index (self->items, self->n_lesson), item_properties[ITEM_PROP_NAME]);
  ak_machine_accelerator_free (old);
}

static void
sync_machine (AkAcceleratorList *self)
{
  g_autoptr(GDateTime) date = NULL;
  const AkMachineReport *report;
  g_autofree char *key = NULL;

  report = ak_progress_get_machine_report (self->progress, &date);
  key = measured_key (report != NULL ? ak_machine_report_to_json (report) : NULL, date);
  if (g_strcmp0 (key, self->machine_key) == 0)
    return;

  g_free (self->machine_key);
  self->machine_key = g_steal_pointer (&key);
  replace_machine (self, report, date);
}

/* ---- the measured GPUs ---------------------------------------------------------- */

/* A measured GPU item takes @accelerator and copies @report. */
static void
item_set_gpu (AkAcceleratorItem *item,
              const AkGpuReport *report,
              AkAccelerator     *accelerator)
{
  g_clear_pointer (&item->gpu, ak_gpu_report_free);
  item->gpu = ak_gpu_report_copy (report);
  item->accelerator = accelerator;
}

/* A figure above 1.5 times the lesson's datasheet for the device is not
 * shown as fact: its name says so wherever it is offered. */
static void
mark_suspect (AkAcceleratorList *self,
              const AkGpuReport *report,
              AkAccelerator     *accelerator)
{
  const AkAccelerator *datasheet = ak_gpu_report_find_datasheet (report, ak_lesson_get_accelerators (self->lesson));
  char *name;

  if (!ak_gpu_report_is_suspect (report, datasheet))
    return;
  /* Translators: %s is a measured GPU's name, e.g. "NVIDIA H200 (measured 2026-12-01)" */
  name = g_strdup_printf (_("%s, suspect: above the datasheet"), accelerator->name);
  g_free (accelerator->name);
  accelerator->name = name;
}

/* The devices with both figures become items; the first ones take the
 * place (and the item) of the ones shown before, so a drop-down that
 * shows the first GPU keeps it selected after measuring again. Replaced
 * figures live until items-changed has been emitted. */
static void
replace_gpus (AkAcceleratorList      *self,
              const AkGpuMeasurement *measurement,
              GDateTime              *date)
{
  guint first = self->n_lesson + (self->has_machine ? 1 : 0);
  guint had = self->items->len - first;
  guint now = 0;
  g_autoptr(GPtrArray) old = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_machine_accelerator_free);

  for (guint i = 0; measurement != NULL && i < measurement->devices->len; i++)
    {
      const AkGpuReport *report = g_ptr_array_index (measurement->devices, i);
      AkAccelerator *accelerator = ak_gpu_report_to_accelerator (report, i, date);
      AkAcceleratorItem *item;

      if (accelerator == NULL)
        continue;
      mark_suspect (self, report, accelerator);
      if (now < had)
        {
          item = g_ptr_array_index (self->items, first + now);
          g_ptr_array_add (old, g_steal_pointer (&item->accelerator));
        }
      else
        {
          item = item_new (NULL, NULL);
          g_ptr_array_add (self->items, item);
        }
      item_set_gpu (item, report, accelerator);
      now++;
    }
  if (now < had)
    g_ptr_array_remove_range (self->items, first + now, had - now);

  if (had == 0 && now == 0)
    return;
  g_list_model_items_changed (G_LIST_MODEL (self), first, had, now);
  for (guint i = 0; i < MIN (had, now); i++)
    g_object_notify_by_pspec (g_ptr_array_index (self->items, first + i), item_properties[ITEM_PROP_NAME]);
}

static void
show_gpus (AkAcceleratorList      *self,
           const AkGpuMeasurement *measurement,
           GDateTime              *date)
{
  g_autofree char *key = measured_key (measurement != NULL ? ak_gpu_measurement_to_json (measurement) : NULL, date);

  if (g_strcmp0 (key, self->gpus_key) == 0)
    return;
  g_free (self->gpus_key);
  self->gpus_key = g_steal_pointer (&key);
  replace_gpus (self, measurement, date);
}

static void
sync_measured (AkAcceleratorList *self)
{
  g_autoptr(GDateTime) date = NULL;
  const AkGpuMeasurement *gpus;

  g_assert (AK_IS_ACCELERATOR_LIST (self));

  sync_machine (self);
  gpus = ak_progress_get_gpu_measurement (self->progress, &date);
  show_gpus (self, gpus, date);
}

static void
ak_accelerator_list_dispose (GObject *object)
{
  AkAcceleratorList *self = AK_ACCELERATOR_LIST (object);

  if (self->progress != NULL)
    g_signal_handlers_disconnect_by_data (self->progress, self);
  g_clear_object (&self->progress);

  G_OBJECT_CLASS (ak_accelerator_list_parent_class)->dispose (object);
}

static void
ak_accelerator_list_finalize (GObject *object)
{
  AkAcceleratorList *self = AK_ACCELERATOR_LIST (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);
  g_clear_pointer (&self->machine_key, g_free);
  g_clear_pointer (&self->gpus_key, g_free);
  g_clear_object (&self->lesson);

  G_OBJECT_CLASS (ak_accelerator_list_parent_class)->finalize (object);
}

static void
ak_accelerator_list_class_init (AkAcceleratorListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ak_accelerator_list_dispose;
  object_class->finalize = ak_accelerator_list_finalize;
}

static void
ak_accelerator_list_init (AkAcceleratorList *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
}

/**
 * ak_accelerator_list_new:
 * @lesson: the lesson, for its accelerators (ak_lesson_get_accelerators())
 * @progress: (nullable): the progress store, for the measured machine
 *
 * A list of #AkAcceleratorItem: the lesson's accelerators in document
 * order, then this computer's CPU as last measured
 * (ak_machine_report_to_accelerator()), then each Vulkan device last
 * measured with both figures (ak_gpu_report_to_accelerator(), in the
 * probe's order); every measured accelerator has #AkAccelerator.measured
 * set. It follows #AkProgress::machine-changed: a new measurement
 * replaces the old one in place (one items-changed, the same items with
 * new figures, items added or removed at the end).
 *
 * Returns: (transfer full): the list
 */
AkAcceleratorList *
ak_accelerator_list_new (AkLesson   *lesson,
                         AkProgress *progress)
{
  AkAcceleratorList *self;
  GPtrArray *accelerators;

  g_return_val_if_fail (AK_IS_LESSON (lesson), NULL);
  g_return_val_if_fail (progress == NULL || AK_IS_PROGRESS (progress), NULL);

  self = g_object_new (AK_TYPE_ACCELERATOR_LIST, NULL);
  self->lesson = g_object_ref (lesson);
  accelerators = ak_lesson_get_accelerators (lesson);
  for (guint i = 0; i < accelerators->len; i++)
    g_ptr_array_add (self->items, item_new (lesson, g_ptr_array_index (accelerators, i)));
  self->n_lesson = self->items->len;

  if (progress != NULL)
    {
      self->progress = g_object_ref (progress);
      g_signal_connect_swapped (progress, "machine-changed", G_CALLBACK (sync_measured), self);
      sync_measured (self);
    }

  return self;
}

/**
 * ak_accelerator_list_set_machine_report:
 * @self: a list
 * @report: (nullable): this computer as measured, with positive triad
 *   bandwidth and FP32 FLOP/s; %NULL to remove it
 * @date: (nullable): when it was measured, %NULL for now
 *
 * For a list without a progress store: shows @report as the measured
 * machine (a list with a store follows #AkProgress::machine-changed
 * instead). The measured item stays the same #AkAcceleratorItem, with new
 * figures, so a drop-down that shows it keeps it selected.
 */
void
ak_accelerator_list_set_machine_report (AkAcceleratorList     *self,
                                        const AkMachineReport *report,
                                        GDateTime             *date)
{
  g_return_if_fail (AK_IS_ACCELERATOR_LIST (self));
  g_return_if_fail (report == NULL || (report->triad_bytes_per_s > 0 && report->fp32_flop_s > 0));

  replace_machine (self, report, date);
}

/**
 * ak_accelerator_list_set_gpu_measurement:
 * @self: a list
 * @measurement: (nullable): this computer's Vulkan devices as measured;
 *   %NULL to remove them
 * @date: (nullable): when they were measured, %NULL for now
 *
 * For a list without a progress store: shows each device of @measurement
 * that has both figures after the measured machine (a list with a store
 * follows #AkProgress::machine-changed instead).
 */
void
ak_accelerator_list_set_gpu_measurement (AkAcceleratorList      *self,
                                         const AkGpuMeasurement *measurement,
                                         GDateTime              *date)
{
  g_autoptr(GDateTime) now = NULL;

  g_return_if_fail (AK_IS_ACCELERATOR_LIST (self));

  if (measurement != NULL && date == NULL)
    date = now = g_date_time_new_now_utc ();
  show_gpus (self, measurement, date);
}

/**
 * ak_accelerator_list_get_accelerator:
 * @self: a list
 * @position: an index
 *
 * Returns: (transfer none) (nullable): the accelerator at @position, or
 *   %NULL past the end; a measured one lives until the list replaces it
 */
const AkAccelerator *
ak_accelerator_list_get_accelerator (AkAcceleratorList *self,
                                     guint              position)
{
  g_return_val_if_fail (AK_IS_ACCELERATOR_LIST (self), NULL);

  if (position >= self->items->len)
    return NULL;
  return ak_accelerator_item_get_accelerator (g_ptr_array_index (self->items, position));
}

/**
 * ak_accelerator_list_find:
 * @self: a list
 * @accelerator: (nullable): an accelerator
 *
 * Returns: the position of @accelerator, or %G_MAXUINT when it is not in
 *   the list (GTK_INVALID_LIST_POSITION has the same value)
 */
guint
ak_accelerator_list_find (AkAcceleratorList   *self,
                          const AkAccelerator *accelerator)
{
  g_return_val_if_fail (AK_IS_ACCELERATOR_LIST (self), G_MAXUINT);

  for (guint i = 0; accelerator != NULL && i < self->items->len; i++)
    if (ak_accelerator_list_get_accelerator (self, i) == accelerator)
      return i;
  return G_MAXUINT;
}
