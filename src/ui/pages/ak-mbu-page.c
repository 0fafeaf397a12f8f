/* ak-mbu-page.c: the MFU/MBU calculator page
 *
 * Typed numbers are read in the user's locale (ak_format_parse_number()) and
 * the figures come from ak_roofline_utilization(); beside each result is
 * its formula with the numbers put in. Below the calculator come the
 * page's reading blocks, including the lesson's worked example, which the
 * calculator opens with.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "ak-announce.h"
#include "ak-efficiency-panel.h"
#include "ak-entry-problem.h"
#include "ak-format.h"
#include "ak-inference.h"
#include "ak-machine-probe.h"
#include "ak-mbu-page.h"
#include "ak-progress.h"
#include "ak-reading-blocks.h"

/* What the calculator shows when the page has no worked example. */
#define DEFAULT_PARAMS_BILLION 7.0
#define DEFAULT_TOKENS_PER_S   100.0

typedef enum {
  RESULT_BYTES,
  RESULT_BANDWIDTH,
  RESULT_MBU,
  RESULT_FLOPS,
  RESULT_MFU,
  RESULT_CEILING,
  N_RESULTS
} Result;

struct _AkMbuPage
{
  AkActivityPage parent_instance;

  AkLesson      *lesson;
  AkAcceleratorList *accelerators; /* the lesson's and the measured ones */
  GtkEntry      *rate_source;    /* the rate or the step time, whichever was typed last */
  gboolean       syncing;

  GtkEntry      *model_entry;
  GtkDropDown   *precision_drop_down;
  GtkDropDown   *accelerator_drop_down;
  GtkEntry      *rate_entry;
  GtkEntry      *step_entry;
  GtkSpinButton *batch_spin;
  GtkDropDown   *kv_model_drop_down;
  GtkSpinButton *context_spin;
  GPtrArray     *kv_models;      /* const AkModelSpec with a shape, owned by the lesson */
  GtkLabel      *input_error;
  GtkLabel          *estimate_readout;
  AkEfficiencyPanel *efficiency_panel;
  GtkLabel      *warning;
  GtkLabel      *values[N_RESULTS];
  GtkLabel      *formulas[N_RESULTS];
  GtkLabel      *precision_table;
};

G_DEFINE_FINAL_TYPE (AkMbuPage, ak_mbu_page, AK_TYPE_ACTIVITY_PAGE)

/* An input's text: the number in the locale, without trailing zeros. */
static char *
format_input (double value)
{
  return ak_format_number_trimmed (value, 6);
}

/* ---- reading the inputs ------------------------------------------------------- */

/* Typed figures stay far enough below AK_ROOFLINE_MAX_INPUT that no
 * product of them (with a batch of up to 4096) leaves the formulas' domain,
 * and far enough above zero that the rate and the step time, 1000 ÷ each
 * other, stay in the same range: a figure outside it is the learner's to
 * fix, in the field that holds it. */
static const AkNumberLimits typed_limits = { 1e-3, 1e6, FALSE, FALSE, FALSE };


/* GTK 4.8 does not read a description from a described-by relation: a
 * refused field's description is the error text itself. */
static void
describe_errors (AkMbuPage  *self,
                 const char *problems)
{
  GtkEntry *entries[] = { self->model_entry, self->rate_entry, self->step_entry };

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      gboolean refused = gtk_widget_has_css_class (GTK_WIDGET (entries[i]), "error");

      ak_accessible_set_description (GTK_WIDGET (entries[i]), refused && *problems != '\0' ? problems : NULL);
    }
}

static gboolean
read_entry (GtkEntry *entry,
            double   *out_value,
            GString  *problems)
{
  return ak_entry_read_number (GTK_WIDGET (entry), &typed_limits, out_value, problems);
}

static const AkAccelerator *
selected_accelerator (AkMbuPage *self)
{
  if (self->accelerators == NULL)
    return NULL;
  return ak_accelerator_list_get_accelerator (self->accelerators,
                                              gtk_drop_down_get_selected (self->accelerator_drop_down));
}

/* Steps per second from the rate, or from the step time in milliseconds. */
static gboolean
read_rate (AkMbuPage *self,
           double    *out_steps_per_second,
           GString   *problems)
{
  GtkEntry *other = self->rate_source == self->rate_entry ? self->step_entry : self->rate_entry;
  /* an emptied field leaves the other one to say the rate */
  GtkEntry *source = ak_entry_is_blank (GTK_WIDGET (self->rate_source)) && !ak_entry_is_blank (GTK_WIDGET (other)) ? other : self->rate_source;
  double value;

  if (!read_entry (source, &value, problems))
    return FALSE;

  *out_steps_per_second = source == self->rate_entry ? value : 1000.0 / value;
  return TRUE;
}

/* The model whose KV cache is counted, or NULL for weights only. */
static const AkModelSpec *
selected_kv_model (AkMbuPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->kv_model_drop_down);

  if (self->kv_models == NULL || selected == 0 || selected > self->kv_models->len)
    return NULL;
  return g_ptr_array_index (self->kv_models, selected - 1);
}

/* The KV cache each sequence reads per step and the attention FLOPs per
 * token of the chosen model at the context length; zero without one. */
static gboolean
read_kv (AkMbuPage           *self,
         AkUtilizationInputs *in,
         GString             *problems)
{
  const AkModelSpec *model = selected_kv_model (self);
  g_autoptr(GError) error = NULL;

  if (model == NULL)
    return TRUE;
  if (ak_inference_decode_per_sequence (&model->shape, in->precision,
                                        gtk_spin_button_get_value_as_int (self->context_spin),
                                        &in->kv_bytes_per_sequence, &in->attention_flops_per_token,
                                        &error))
    return TRUE;
  g_string_append_printf (problems, "%s%s", problems->len > 0 ? "\n" : "", error->message);
  return FALSE;
}

static gboolean
read_inputs (AkMbuPage           *self,
             AkUtilizationInputs *in,
             GString             *problems)
{
  const AkAccelerator *accelerator = selected_accelerator (self);
  guint precision = gtk_drop_down_get_selected (self->precision_drop_down);
  double params_billion = 0, steps_per_second = 0;
  gboolean ok = read_entry (self->model_entry, &params_billion, problems);

  ok &= read_rate (self, &steps_per_second, problems);
  if (accelerator == NULL)
    g_string_append_printf (problems, "%s%s", problems->len > 0 ? "\n" : "",
                            _("This lesson has no accelerators to compare with."));
  if (!ok || accelerator == NULL || precision >= AK_N_PRECISIONS)
    return FALSE;

  *in = (AkUtilizationInputs) {
    .params = params_billion * 1e9,
    .precision = (AkPrecision) precision,
    .steps_per_second = steps_per_second,
    .batch_size = gtk_spin_button_get_value_as_int (self->batch_spin),
    .peak_flops = accelerator->peak_bf16_dense_tflops * 1e12,
    .bandwidth_bytes_s = accelerator->bandwidth_tb_s * 1e12,
    .memory_bytes = accelerator->memory_gb > 0 ? accelerator->memory_gb * 1e9 : 0,
  };
  return read_kv (self, in, problems);
}

/* ---- the results ---------------------------------------------------------------- */

static void
show_result (AkMbuPage  *self,
             Result      result,
             const char *value,
             const char *formula)
{
  gtk_label_set_text (self->values[result], value);
  gtk_label_set_text (self->formulas[result], formula);
}

static void
show_memory_results (AkMbuPage                 *self,
                     const AkUtilizationInputs *in,
                     const AkUtilization       *u)
{
  g_autofree char *params = format_input (in->params / 1e9);
  g_autofree char *bpp = format_input (ak_precision_bytes (in->precision));
  g_autofree char *per_token = ak_format_si (u->bytes_per_token, "B");
  g_autofree char *rate = format_input (u->tokens_per_second);
  g_autofree char *needed = ak_format_si (u->bandwidth_bytes_s, "B/s");
  g_autofree char *peak = ak_format_si (in->bandwidth_bytes_s, "B/s");
  g_autofree char *mbu = ak_format_percent (u->mbu);
  g_autofree char *f_bytes = NULL, *f_bandwidth = NULL, *f_mbu = NULL;

  if (in->kv_bytes_per_sequence > 0)
    {
      g_autofree char *kv = ak_format_si (in->kv_bytes_per_sequence, "B");

      /* Translators: a formula: (parameters (billions) × bytes per parameter
       * + batch × KV cache per sequence) ÷ batch = bytes */
      f_bytes = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "(%s billion parameters × %s bytes + %u × %s KV cache) "
                                              "÷ %u sequence = %s",
                                              "(%s billion parameters × %s bytes + %u × %s KV cache) "
                                              "÷ %u sequences = %s",
                                              in->batch_size),
                                 params, bpp, in->batch_size, kv, in->batch_size, per_token);
    }
  else
    /* Translators: a formula: parameters (billions) × bytes per parameter ÷ batch = bytes */
    f_bytes = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%s billion parameters × %s bytes ÷ %u sequence = %s",
                                            "%s billion parameters × %s bytes ÷ %u sequences = %s",
                                            in->batch_size),
                               params, bpp, in->batch_size, per_token);
  /* Translators: a formula: bytes per token × tokens per second = bytes/s */
  f_bandwidth = g_strdup_printf (_("%s × %s tokens/s = %s"), per_token, rate, needed);
  /* Translators: a formula: bandwidth needed ÷ peak bandwidth = percentage */
  f_mbu = g_strdup_printf (_("%s ÷ %s peak bandwidth = %s"), needed, peak, mbu);

  show_result (self, RESULT_BYTES, per_token, f_bytes);
  show_result (self, RESULT_BANDWIDTH, needed, f_bandwidth);
  show_result (self, RESULT_MBU, mbu, f_mbu);
}

static void
show_compute_results (AkMbuPage                 *self,
                      const AkUtilizationInputs *in,
                      const AkUtilization       *u)
{
  const AkAccelerator *accelerator = selected_accelerator (self);
  g_autofree char *params = format_input (in->params / 1e9);
  g_autofree char *rate = format_input (u->tokens_per_second);
  g_autofree char *flops = ak_format_si (u->flops_per_second, "FLOP/s");
  g_autofree char *peak = ak_format_si (in->peak_flops, "FLOP/s");
  g_autofree char *mfu = ak_format_percent (u->mfu);
  g_autofree char *bandwidth = ak_format_si (in->bandwidth_bytes_s, "B/s");
  g_autofree char *per_step = ak_format_si (u->bytes_per_step, "B");
  g_autofree char *work = ak_format_si ((2 * in->params + in->attention_flops_per_token) * in->batch_size,
                                        "FLOP");
  g_autofree char *memory = ak_format_number (u->memory_ceiling_steps_s, 3);
  g_autofree char *compute = ak_format_number (u->compute_ceiling_steps_s, 3);
  g_autofree char *ceiling = ak_format_number (u->ceiling_steps_s, 3);
  g_autofree char *f_flops = NULL, *f_mfu = NULL, *f_ceiling = NULL, *v_ceiling = NULL;

  if (in->attention_flops_per_token > 0)
    {
      g_autofree char *attention = ak_format_si (in->attention_flops_per_token, "FLOP");

      /* Translators: a formula: (2 × parameters (billions) + attention FLOPs
       * per token) × tokens per second = FLOP/s */
      f_flops = g_strdup_printf (_("(2 × %s billion parameters + %s attention) × %s tokens/s = %s"),
                                 params, attention, rate, flops);
    }
  else
    /* Translators: a formula: 2 × parameters (billions) × tokens per second = FLOP/s */
    f_flops = g_strdup_printf (_("2 × %s billion parameters × %s tokens/s = %s"), params, rate, flops);
  if (accelerator != NULL && ak_accelerator_is_measured (accelerator))
    /* Translators: a formula: FLOP/s needed ÷ this computer's measured FP32 rate = percentage */
    f_mfu = g_strdup_printf (_("%s ÷ %s measured FP32 rate = %s"), flops, peak, mfu);
  else
    /* Translators: a formula: FLOP/s needed ÷ dense peak = percentage */
    f_mfu = g_strdup_printf (_("%s ÷ %s dense peak = %s"), flops, peak, mfu);
  /* Translators: a formula: the lower of the memory and compute ceilings */
  f_ceiling = g_strdup_printf (_("min (%s ÷ %s, %s ÷ %s) = min (%s, %s) = %s tokens/s per sequence"),
                               bandwidth, per_step, peak, work, memory, compute, ceiling);
  /* Translators: tokens per second */
  v_ceiling = g_strdup_printf (_("%s tokens/s"), ceiling);

  show_result (self, RESULT_FLOPS, flops, f_flops);
  show_result (self, RESULT_MFU, mfu, f_mfu);
  show_result (self, RESULT_CEILING, v_ceiling, f_ceiling);
}

/* The ceiling as a real run is expected to reach it (ak-efficiency). */
static void
show_estimate (AkMbuPage           *self,
               const AkUtilization *u)
{
  AkEfficiency e;
  g_autofree char *text = NULL;

  ak_efficiency_panel_get_efficiency (self->efficiency_panel, &e);
  text = ak_efficiency_describe_ceiling (u, &e);
  gtk_label_set_text (self->estimate_readout, text);
}

/* Weights and the batch's KV cache against the accelerator's memory. */
static void
append_memory_warning (GString                   *text,
                       const AkUtilizationInputs *in,
                       const AkUtilization       *u)
{
  g_autofree char *weights = ak_format_si (u->memory_needed_bytes - u->kv_bytes_per_step, "B");
  g_autofree char *kv = ak_format_si (u->kv_bytes_per_step, "B");
  g_autofree char *memory = ak_format_si (in->memory_bytes, "B");

  if (u->fits_in_memory)
    return;
  if (text->len > 0)
    g_string_append_c (text, ' ');
  if (u->kv_bytes_per_step > 0)
    /* Translators: weights in bytes, the batch's KV cache in bytes, the
     * accelerator's memory, e.g. "14 GB of weights + 69 GB of KV cache do
     * not fit in its 80 GB of memory." */
    g_string_append_printf (text, _("%s of weights + %s of KV cache do not fit in its %s of memory."),
                            weights, kv, memory);
  else
    /* Translators: weights in bytes, the accelerator's memory */
    g_string_append_printf (text, _("%s of weights do not fit in its %s of memory."), weights, memory);
}

static void
show_warning (AkMbuPage                 *self,
              const AkUtilizationInputs *in,
              const AkUtilization       *u)
{
  const AkAccelerator *accelerator = selected_accelerator (self);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *rate = format_input (in->steps_per_second);
  g_autofree char *memory = ak_format_number (u->memory_ceiling_steps_s, 3);
  g_autofree char *compute = ak_format_number (u->compute_ceiling_steps_s, 3);

  if (u->mbu > 1)
    /* Translators: the rate typed, the most the memory bandwidth allows */
    g_string_append_printf (text, _("%s tokens/s per sequence is more than its memory bandwidth allows "
                                    "(at most %s tokens/s at this model size and precision)."),
                            rate, memory);
  if (u->mfu > 1)
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* Translators: the rate typed, the most the dense peak allows */
      g_string_append_printf (text, _("%s tokens/s per sequence needs more than its dense peak "
                                      "(at most %s tokens/s at this batch size)."),
                              rate, compute);
    }
  append_memory_warning (text, in, u);
  if (text->len > 0)
    {
      /* The accelerator's name stands on its own, so that any name reads
       * well ("This computer (measured …)" as much as "NVIDIA H100"). */
      /* Translators: an accelerator's name, then what it cannot do, e.g.
       * "NVIDIA A100: 1000 tokens/s per sequence is more than its memory
       * bandwidth allows (…)" */
      g_autofree char *line = g_strdup_printf (_("%s: %s"), accelerator->name, text->str);

      g_string_assign (text, line);
    }

  gtk_label_set_text (self->warning, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->warning), text->len > 0);
}

/* The lesson's point: each halving of the bytes per parameter halves the
 * bandwidth the same rate needs. */
static void
show_precision_table (AkMbuPage                 *self,
                      const AkUtilizationInputs *in)
{
  static const AkPrecision rows[] = { AK_PRECISION_FP32, AK_PRECISION_FP16, AK_PRECISION_INT8, AK_PRECISION_INT4 };
  g_autoptr(GString) markup = g_string_new (NULL);
  gboolean over = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      AkUtilizationInputs row = *in;
      AkUtilization u;
      g_autofree char *name = g_ascii_strup (ak_precision_to_string (rows[i]), -1);
      g_autofree char *bpp = NULL, *needed = NULL, *mbu = NULL, *ceiling = NULL, *line = NULL;
      gboolean current = ak_precision_bytes (rows[i]) == ak_precision_bytes (in->precision);

      row.precision = rows[i];
      if (!ak_roofline_utilization (&row, &u, NULL))
        continue;

      bpp = format_input (ak_precision_bytes (rows[i]));
      needed = ak_format_si (u.bandwidth_bytes_s, "B/s");
      mbu = ak_format_percent (u.mbu);
      ceiling = ak_format_number (u.memory_ceiling_steps_s, 3);
      /* Translators: precision, bytes per parameter, bandwidth, MBU, tokens/s */
      line = g_markup_printf_escaped (g_dngettext (GETTEXT_PACKAGE,
                                                   "%s, %s byte per parameter: needs %s (MBU %s); "
                                                   "the bandwidth allows %s tokens/s",
                                                   "%s, %s bytes per parameter: needs %s (MBU %s); "
                                                   "the bandwidth allows %s tokens/s",
                                                   ak_precision_bytes (rows[i]) == 1 ? 1 : 2),
                                      name, bpp, needed, mbu, ceiling);
      g_string_append_printf (markup, "%s%s%s%s", markup->len > 0 ? "\n" : "",
                              current ? "<b>" : "", line, current ? "</b>" : "");
      if (u.mbu > 1)
        {
          /* An MBU above 100 % is not a real step: the step time typed is
           * shorter than the memory needs to move those bytes once. */
          g_autofree char *note = g_markup_escape_text (_("above 100 percent: faster than the memory "
                                                          "can move these bytes"), -1);

          g_string_append_printf (markup, " <i>(%s)</i>", note);
          over = TRUE;
        }
    }

  gtk_label_set_markup (self->precision_table, markup->str);
  ak_accessible_set_description (GTK_WIDGET (self->precision_table),
                                 over ? _("An MBU above 100 percent means that the time per step "
                                          "entered is shorter than the memory needs to move those "
                                          "bytes: no real step can be that fast.") : NULL);
}

/* The estimate is a result too: never one of earlier inputs beside the
 * dashes. */
static void
clear_results (AkMbuPage *self)
{
  for (guint r = 0; r < N_RESULTS; r++)
    show_result (self, r, "—", "");
  /* Translators: the estimate line while an input is refused */
  gtk_label_set_text (self->estimate_readout, _("Estimate: —"));
  gtk_widget_set_visible (GTK_WIDGET (self->warning), FALSE);
  gtk_label_set_text (self->precision_table, "");
}

/* The two utilisations, heard once after typing settles (issue 30). */
static void
announce_results (AkMbuPage *self)
{
  /* Translators: spoken when the results change, e.g. "MBU 41.0 %, MFU 1.2 %" */
  g_autofree char *text = g_strdup_printf (_("MBU %s, MFU %s"), gtk_label_get_text (self->values[RESULT_MBU]),
                                           gtk_label_get_text (self->values[RESULT_MFU]));

  ak_announce_settled (GTK_WIDGET (self), text);
}

static void
update (AkMbuPage *self)
{
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  AkUtilizationInputs in;
  AkUtilization u;

  if (self->lesson == NULL)
    return;

  ak_efficiency_panel_offer_for (self->efficiency_panel, ak_activity_page_get_context (AK_ACTIVITY_PAGE (self)),
                                 selected_accelerator (self));
  if (!read_inputs (self, &in, problems) || !ak_roofline_utilization (&in, &u, &error))
    {
      if (error != NULL)
        g_string_append_printf (problems, "%s%s", problems->len > 0 ? "\n" : "", error->message);
      clear_results (self);
    }
  else
    {
      show_memory_results (self, &in, &u);
      show_compute_results (self, &in, &u);
      show_estimate (self, &u);
      show_warning (self, &in, &u);
      show_precision_table (self, &in);
      announce_results (self);
    }

  gtk_label_set_text (self->input_error, problems->str);
  gtk_widget_set_visible (GTK_WIDGET (self->input_error), problems->len > 0);
  describe_errors (self, problems->str);
}

/* ---- template callbacks ----------------------------------------------------------- */

static void
inputs_changed_cb (AkMbuPage *self)
{
  update (self);
}

/* The rate and the step time show the same thing; typing in one rewrites
 * the other, and the one typed in is the one computed with. */
static void
rate_or_step_changed (AkMbuPage *self,
                      GtkEntry  *typed,
                      GtkEntry  *other)
{
  g_autoptr(GString) ignored = g_string_new (NULL);
  double value;

  if (self->syncing || self->lesson == NULL)
    return;

  self->rate_source = typed;
  ak_entry_mark_ok (GTK_WIDGET (other), TRUE);
  /* An emptied field is not an error while the other holds a value. A
   * refused text leaves the other field as the last accepted value gave
   * it (the results show a dash meanwhile): a learner's figure is never
   * wiped by a typo in its partner. Otherwise tokens/s = 1000 ÷
   * milliseconds per step, and back. */
  if (ak_entry_is_blank (GTK_WIDGET (typed)))
    ak_entry_mark_ok (GTK_WIDGET (typed), TRUE);
  else if (read_entry (typed, &value, ignored))
    {
      g_autofree char *text = ak_format_field_text (1000.0 / value, 6);

      self->syncing = TRUE;
      gtk_editable_set_text (GTK_EDITABLE (other), text);
      self->syncing = FALSE;
    }

  update (self);
}

/* A model with a shape: its size goes into the size field, and the
 * context length counts. */
static void
kv_model_changed_cb (AkMbuPage *self)
{
  const AkModelSpec *model = selected_kv_model (self);

  gtk_widget_set_sensitive (GTK_WIDGET (self->context_spin), model != NULL);
  if (model != NULL)
    {
      g_autofree char *params = ak_format_field_text (model->params_billion, 6);

      gtk_editable_set_text (GTK_EDITABLE (self->model_entry), params);
    }
  update (self);
}

static void
rate_changed_cb (AkMbuPage *self)
{
  rate_or_step_changed (self, self->rate_entry, self->step_entry);
}

static void
step_changed_cb (AkMbuPage *self)
{
  rate_or_step_changed (self, self->step_entry, self->rate_entry);
}

/* ---- set-up ------------------------------------------------------------------------- */

static void
fill_drop_downs (AkMbuPage           *self,
                 const AkAccelerator *initial,
                 AkPrecision          precision)
{
  g_autoptr(GtkStringList) precisions = gtk_string_list_new (NULL);
  guint selected = ak_accelerator_list_find (self->accelerators, initial);

  for (guint p = 0; p < AK_N_PRECISIONS; p++)
    {
      g_autofree char *name = g_ascii_strup (ak_precision_to_string (p), -1);
      g_autofree char *bytes = format_input (ak_precision_bytes (p));
      /* Translators: a precision and its size, e.g. "BF16, 2 bytes" */
      g_autofree char *item = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %s byte", "%s, %s bytes",
                                                            ak_precision_bytes (p) == 1 ? 1 : 2),
                                               name, bytes);

      gtk_string_list_append (precisions, item);
    }

  gtk_drop_down_set_model (self->precision_drop_down, G_LIST_MODEL (precisions));
  gtk_drop_down_set_selected (self->precision_drop_down, precision);
  gtk_drop_down_set_expression (self->accelerator_drop_down,
                                gtk_property_expression_new (AK_TYPE_ACCELERATOR_ITEM, NULL, "name"));
  gtk_drop_down_set_model (self->accelerator_drop_down, G_LIST_MODEL (self->accelerators));
  gtk_drop_down_set_selected (self->accelerator_drop_down, selected != G_MAXUINT ? selected : 0);
}

static gboolean
has_model (GPtrArray  *models,
           const char *id)
{
  for (guint i = 0; i < models->len; i++)
    if (g_strcmp0 (((const AkModelSpec *) g_ptr_array_index (models, i))->id, id) == 0)
      return TRUE;
  return FALSE;
}

/* "None (weights only)", then each model with a shape on the lesson's
 * roofline pages, once. */
static void
fill_kv_models (AkMbuPage *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  self->kv_models = g_ptr_array_new ();
  gtk_string_list_append (names, _("None (weights only)"));
  for (guint p = 0; p < ak_lesson_get_n_pages (self->lesson); p++)
    {
      const AkPage *page = ak_lesson_get_page (self->lesson, p);

      for (guint i = 0; page->models != NULL && i < page->models->len; i++)
        {
          const AkModelSpec *model = g_ptr_array_index (page->models, i);

          if (!model->has_shape || has_model (self->kv_models, model->id))
            continue;
          g_ptr_array_add (self->kv_models, (gpointer) model);
          gtk_string_list_append (names, model->name);
        }
    }
  gtk_drop_down_set_model (self->kv_model_drop_down, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->kv_model_drop_down, 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->context_spin), FALSE);
}

static const AkBlock *
find_example (const AkPage *page)
{
  for (guint i = 0; i < page->blocks->len; i++)
    {
      const AkBlock *block = g_ptr_array_index (page->blocks, i);

      if (block->kind == AK_BLOCK_MBU_EXAMPLE)
        return block;
    }
  return NULL;
}

/* The calculator opens with the lesson's worked example, if there is one. */
static void
set_initial_inputs (AkMbuPage    *self,
                    const AkPage *page)
{
  const AkBlock *example = find_example (page);
  g_autofree char *params = ak_format_field_text (example != NULL ? example->model_params_billion
                                                                  : DEFAULT_PARAMS_BILLION, 6);
  g_autofree char *rate = ak_format_field_text (example != NULL ? example->tokens_per_second
                                                                : DEFAULT_TOKENS_PER_S, 6);

  fill_drop_downs (self,
                   example != NULL ? ak_lesson_find_accelerator (self->lesson, example->accelerator_id) : NULL,
                   example != NULL ? example->precision : AK_PRECISION_FP16);
  gtk_editable_set_text (GTK_EDITABLE (self->model_entry), params);
  gtk_editable_set_text (GTK_EDITABLE (self->rate_entry), rate);
}

static void
ak_mbu_page_dispose (GObject *object)
{
  AkMbuPage *self = AK_MBU_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_MBU_PAGE);
  g_clear_pointer (&self->kv_models, g_ptr_array_unref);
  g_clear_object (&self->accelerators);
  g_clear_object (&self->lesson);

  G_OBJECT_CLASS (ak_mbu_page_parent_class)->dispose (object);
}

static void
ak_mbu_page_class_init (AkMbuPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_mbu_page_dispose;

  g_type_ensure (AK_TYPE_EFFICIENCY_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, AK_RESOURCE_PREFIX "/ui/ak-mbu-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, model_entry);
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, precision_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, accelerator_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, rate_entry);
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, step_entry);
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, batch_spin);
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, kv_model_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, context_spin);
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, input_error);
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, estimate_readout);
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, efficiency_panel);
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, warning);
  gtk_widget_class_bind_template_child_full (widget_class, "bytes_value", FALSE, G_STRUCT_OFFSET (AkMbuPage, values[RESULT_BYTES]));
  gtk_widget_class_bind_template_child_full (widget_class, "bandwidth_value", FALSE, G_STRUCT_OFFSET (AkMbuPage, values[RESULT_BANDWIDTH]));
  gtk_widget_class_bind_template_child_full (widget_class, "mbu_value", FALSE, G_STRUCT_OFFSET (AkMbuPage, values[RESULT_MBU]));
  gtk_widget_class_bind_template_child_full (widget_class, "flops_value", FALSE, G_STRUCT_OFFSET (AkMbuPage, values[RESULT_FLOPS]));
  gtk_widget_class_bind_template_child_full (widget_class, "mfu_value", FALSE, G_STRUCT_OFFSET (AkMbuPage, values[RESULT_MFU]));
  gtk_widget_class_bind_template_child_full (widget_class, "ceiling_value", FALSE, G_STRUCT_OFFSET (AkMbuPage, values[RESULT_CEILING]));
  gtk_widget_class_bind_template_child_full (widget_class, "bytes_formula", FALSE, G_STRUCT_OFFSET (AkMbuPage, formulas[RESULT_BYTES]));
  gtk_widget_class_bind_template_child_full (widget_class, "bandwidth_formula", FALSE, G_STRUCT_OFFSET (AkMbuPage, formulas[RESULT_BANDWIDTH]));
  gtk_widget_class_bind_template_child_full (widget_class, "mbu_formula", FALSE, G_STRUCT_OFFSET (AkMbuPage, formulas[RESULT_MBU]));
  gtk_widget_class_bind_template_child_full (widget_class, "flops_formula", FALSE, G_STRUCT_OFFSET (AkMbuPage, formulas[RESULT_FLOPS]));
  gtk_widget_class_bind_template_child_full (widget_class, "mfu_formula", FALSE, G_STRUCT_OFFSET (AkMbuPage, formulas[RESULT_MFU]));
  gtk_widget_class_bind_template_child_full (widget_class, "ceiling_formula", FALSE, G_STRUCT_OFFSET (AkMbuPage, formulas[RESULT_CEILING]));
  gtk_widget_class_bind_template_child (widget_class, AkMbuPage, precision_table);
  gtk_widget_class_bind_template_callback (widget_class, inputs_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, rate_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, step_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, kv_model_changed_cb);
  gtk_widget_class_set_css_name (widget_class, "mbupage");
}

static void
ak_mbu_page_init (AkMbuPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rate_source = self->rate_entry;
  g_object_set_data (G_OBJECT (self->model_entry), "ak-error-label", self->input_error);
  g_object_set_data (G_OBJECT (self->rate_entry), "ak-error-label", self->input_error);
  g_object_set_data (G_OBJECT (self->step_entry), "ak-error-label", self->input_error);
  g_signal_connect_swapped (self->efficiency_panel, "notify::summary", G_CALLBACK (update), self);
}

/**
 * ak_mbu_page_new:
 * @context: what pages are handed: the lesson, and the shared list of
 *   accelerators (the lesson's, then this computer once measured), which
 *   the page follows
 * @page: an MFU/MBU page of the context's lesson
 *
 * Returns: (transfer floating): the page: the calculator, opened with the
 *   page's worked example, then the page's reading blocks
 */
GtkWidget *
ak_mbu_page_new (AkPageContext *context,
                 const AkPage  *page)
{
  AkMbuPage *self;

  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL, NULL);

  self = g_object_new (AK_TYPE_MBU_PAGE, NULL);
  /* The page is owned by the lesson, which this page keeps alive. */
  self->lesson = g_object_ref (ak_page_context_get_lesson (context));
  self->accelerators = g_object_ref (ak_page_context_get_accelerators (context));
  fill_kv_models (self);
  set_initial_inputs (self, page);
  update (self);
  /* A new measurement has new figures. */
  g_signal_connect_object (self->accelerators, "items-changed", G_CALLBACK (update),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);

  ak_activity_page_set_page (AK_ACTIVITY_PAGE (self), context, page);

  return GTK_WIDGET (self);
}

/**
 * ak_mbu_page_get_utilization:
 * @self: a page
 * @out_utilization: (out): the figures the page shows
 *
 * Returns: %TRUE if the inputs are valid and the figures shown; %FALSE if
 *   the page shows "—" for want of valid inputs
 */
gboolean
ak_mbu_page_get_utilization (AkMbuPage     *self,
                             AkUtilization *out_utilization)
{
  g_autoptr(GString) ignored = g_string_new (NULL);
  AkUtilizationInputs in;

  g_return_val_if_fail (AK_IS_MBU_PAGE (self), FALSE);
  g_return_val_if_fail (out_utilization != NULL, FALSE);

  return read_inputs (self, &in, ignored) &&
         ak_roofline_utilization (&in, out_utilization, NULL);
}
