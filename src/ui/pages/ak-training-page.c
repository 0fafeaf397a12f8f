/* ak-training-page.c: the training planner page
 *
 * The controls of `--plan-training` (model, accelerator, tokens, sequence
 * length, global batch, chips, tensor and pipeline parallelism, ZeRO
 * stage, optimizer, recomputation, attention scores, micro-batch, MFU,
 * price per chip-hour): every input the plan uses is one the learner
 * sees, so the command line with the same values gives the same plan.
 * A choice replans at once; a typed field is checked at every key but
 * counts only when the learner stops typing, presses Enter or leaves it
 * (AkFieldCommit), so half-typed values never become the plan. A replan
 * runs ak_training_plan() and redraws the memory bar and the
 * days-against-chips chart (AkTrainingRenderer) with the lesson's
 * published runs as points. Every refused field (or choice the planner
 * refuses) is marked for eyes and screen readers (ak_entry_mark_refused())
 * and says why under the fields, by the name the learner sees; the last
 * good plan stays on screen, marked as such (ak_results_show()). Then
 * come the page's reading blocks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ak-announce.h"
#include "ak-entry-problem.h"
#include "ak-field-commit.h"
#include "ak-fixed-drop-down.h"
#include "ak-flow-box.h"
#include "ak-format.h"
#include "ak-training-chart.h"
#include "ak-training-cli.h"
#include "ak-training-page.h"
#include "ak-training-renderer.h"
#include "ak-chart-export.h"
#include "ak-chart-view.h"

#define N_CHOICES 6

struct _AkTrainingPage
{
  AkActivityPage      parent_instance;

  AkLesson           *lesson;
  GPtrArray          *models;          /* const AkModelSpec with a shape, owned by the lesson */
  GPtrArray          *accelerators;    /* const AkAccelerator, owned by the lesson */
  GtkEditable        *fields[AK_TRAINING_N_FIELDS];
  AkFieldCommit      *commit;          /* the fields count once typing stops */
  double              accepted[AK_TRAINING_N_FIELDS]; /* each field's last accepted value */
  GtkDropDown        *choices[N_CHOICES];
  GtkLabel           *problem;
  GtkLabel           *readout;
  char               *shown;          /* the readout's text of the last good plan */
  AkChartView        *chart;
  AkTrainingRenderer *renderer;
  GtkLabel           *export_status;
  AkTrainingPlan      plan;
  gboolean            has_plan;
  AkTrainingChart     runs;           /* the runs the guess offers */
  GtkDropDown        *guess_run;
  GtkEditable        *guess_days;
  GtkLabel           *guess_answer;
};

G_DEFINE_FINAL_TYPE (AkTrainingPage, ak_training_page, AK_TYPE_ACTIVITY_PAGE)

typedef struct {
  const char    *label;   /* translated at use */
  double         initial; /* written in the locale the field is read in */
  AkNumberLimits limits;
} FieldSpec;

static const FieldSpec field_specs[AK_TRAINING_N_FIELDS] = {
  [AK_TRAINING_FIELD_TOKENS] = { N_("Tokens to train on"), 2e12, { 1, AK_TRAINING_MAX_TOKENS, TRUE } },
  /* 1,024 × 4,096 tokens: about the 4M tokens per step of the lesson's Llama
   * runs, and 16 micro-batches of 1 for each of the 64 data-parallel
   * replicas of 512 chips at TP 8 (976, 4M exactly, does not split) */
  [AK_TRAINING_FIELD_SEQ_LEN] = { N_("Sequence length (tokens)"), 4096, { 1, AK_TRAINING_MAX_SEQ_LEN, TRUE } },
  [AK_TRAINING_FIELD_GLOBAL_BATCH] = { N_("Global batch (sequences)"), 1024, { 1, AK_TRAINING_MAX_BATCH, TRUE } },
  [AK_TRAINING_FIELD_CHIPS] = { N_("Chips"), 512, { 1, AK_TRAINING_MAX_CHIPS, TRUE } },
  [AK_TRAINING_FIELD_TP] = { N_("Tensor parallel"), 8, { 1, 4096, TRUE } },
  [AK_TRAINING_FIELD_PP] = { N_("Pipeline stages"), 1, { 1, 1024, TRUE } },
  [AK_TRAINING_FIELD_MICRO_BATCH] = { N_("Micro-batch (sequences)"), 1, { 1, AK_TRAINING_MAX_BATCH, TRUE } },
  [AK_TRAINING_FIELD_MFU] = { N_("MFU"), 0.4, { 1e-6, 1 } },
  [AK_TRAINING_FIELD_PRICE] = { N_("Price per chip-hour ($)"), 0, { 1e-9, AK_TRAINING_MAX_PRICE, FALSE, TRUE } },
};

/* Short enough to show whole on a drop-down's button
 * (AK_FIXED_DROP_DOWN_CHARS), after the label that says what they are. */
/* Translators: ZeRO stages after the label "ZeRO stage": what is sharded; at most 16 characters each */
static const char * const zero_names[] = { N_("0 (replicated)"), N_("1 (optimizer)"), N_("2 (+ gradients)"),
                                           N_("3 (+ weights)"), NULL };
/* Translators: optimizers; at most 16 characters each */
static const char * const optimizer_names[] = { N_("Adam, mixed"), N_("Adam, FP32"), N_("SGD, momentum"), NULL };
/* Translators: after the label "Recomputation"; at most 16 characters each */
static const char * const recompute_names[] = { N_("None"), N_("Selective"), N_("Full"), NULL };
/* Translators: after the label "Attention scores"; at most 16 characters each */
static const char * const score_names[] = { N_("Fused, not kept"), N_("Stored"), NULL };
static const char * const choice_labels[N_CHOICES] = {
  N_("Model"), N_("Accelerator"), N_("ZeRO stage"), N_("Optimizer"), N_("Recomputation"), N_("Attention scores"),
};

/* One refused input: marked, and its reason, after the name the learner
 * sees, said under the fields and given to the control as its
 * description (GTK 4.8 reads no described-by relation). */
static void
refuse_input (AkTrainingPage *self,
              GtkWidget      *control,
              const char     *label,
              const char     *reason,
              GString        *problem)
{
  g_autofree char *line = label != NULL ? g_strdup_printf ("%s: %s", label, reason) : g_strdup (reason);

  if (control != NULL)
    {
      ak_entry_mark_refused (control, GTK_WIDGET (self->problem), TRUE);
      ak_accessible_set_description (control, line);
    }
  g_string_append_printf (problem, "%s%s", problem->len > 0 ? "\n" : "", line);
}

static void
accept_all (AkTrainingPage *self)
{
  for (guint f = 0; f < AK_TRAINING_N_FIELDS; f++)
    {
      ak_entry_mark_refused (GTK_WIDGET (self->fields[f]), GTK_WIDGET (self->problem), FALSE);
      ak_accessible_set_description (GTK_WIDGET (self->fields[f]), NULL);
    }
  for (guint c = 0; c < N_CHOICES; c++)
    {
      ak_entry_mark_refused (GTK_WIDGET (self->choices[c]), GTK_WIDGET (self->problem), FALSE);
      ak_accessible_set_description (GTK_WIDGET (self->choices[c]), NULL);
    }
}

/* The control of the input a planner's error names (AkTrainingError),
 * and its label; NULL for one the page does not show (the PUE). */
static GtkWidget *
control_of (AkTrainingPage  *self,
            const GError    *error,
            const char     **out_label)
{
  static const int fields[] = {
    [AK_TRAINING_ERROR_TOKENS] = AK_TRAINING_FIELD_TOKENS, [AK_TRAINING_ERROR_SEQ_LEN] = AK_TRAINING_FIELD_SEQ_LEN,
    [AK_TRAINING_ERROR_GLOBAL_BATCH] = AK_TRAINING_FIELD_GLOBAL_BATCH,
    [AK_TRAINING_ERROR_MICRO_BATCH] = AK_TRAINING_FIELD_MICRO_BATCH, [AK_TRAINING_ERROR_CHIPS] = AK_TRAINING_FIELD_CHIPS,
    [AK_TRAINING_ERROR_TP] = AK_TRAINING_FIELD_TP, [AK_TRAINING_ERROR_PP] = AK_TRAINING_FIELD_PP,
    [AK_TRAINING_ERROR_PRICE] = AK_TRAINING_FIELD_PRICE, [AK_TRAINING_ERROR_RATE] = AK_TRAINING_FIELD_MFU,
  };
  int choice = error->domain != AK_TRAINING_ERROR ? 0  /* the model's shape */
               : error->code == AK_TRAINING_ERROR_MODEL ? 0
               : error->code == AK_TRAINING_ERROR_ACCELERATOR ? 1
               : error->code == AK_TRAINING_ERROR_ZERO ? 2 : -1;

  *out_label = NULL;
  if (choice >= 0)
    {
      *out_label = _(choice_labels[choice]);
      return GTK_WIDGET (self->choices[choice]);
    }
  if (error->code < (int) G_N_ELEMENTS (fields) && (error->code == AK_TRAINING_ERROR_TOKENS || fields[error->code] > 0))
    {
      *out_label = _(field_specs[fields[error->code]].label);
      return GTK_WIDGET (self->fields[fields[error->code]]);
    }
  return NULL;
}

static void
refuse_error (AkTrainingPage *self,
              const GError   *error,
              GString        *problem)
{
  const char *label;
  GtkWidget *control = control_of (self, error, &label);

  refuse_input (self, control, label, error->message, problem);
}

/* Reads every field; each refused one is marked and named in @problem,
 * and its last accepted value stands in for it, so that the planner can
 * still check the others (a TP of 3 beside tokens of "abc"). */
static gboolean
read_fields (AkTrainingPage *self,
             double          values[AK_TRAINING_N_FIELDS],
             GString        *problem)
{
  gboolean all = TRUE;

  for (guint f = 0; f < AK_TRAINING_N_FIELDS; f++)
    {
      g_autoptr(GError) error = NULL;

      const char *text = gtk_editable_get_text (self->fields[f]);

      if (f == AK_TRAINING_FIELD_PRICE ? ak_training_parse_price (text, &values[f], &error)
                                       : ak_format_parse_field (text, &field_specs[f].limits, &values[f], &error))
        continue;
      refuse_input (self, GTK_WIDGET (self->fields[f]), _(field_specs[f].label), error->message, problem);
      values[f] = self->accepted[f];
      all = FALSE;
    }
  return all;
}

static void
set_fields (AkTrainingPage        *self,
            AkTrainingSetup       *s,
            const double           v[AK_TRAINING_N_FIELDS])
{
  s->tokens = v[AK_TRAINING_FIELD_TOKENS];
  s->seq_len = (guint) v[AK_TRAINING_FIELD_SEQ_LEN];
  s->global_batch = (guint) v[AK_TRAINING_FIELD_GLOBAL_BATCH];
  s->chips = (guint) v[AK_TRAINING_FIELD_CHIPS];
  s->tp = (guint) v[AK_TRAINING_FIELD_TP];
  s->pp = (guint) v[AK_TRAINING_FIELD_PP];
  s->micro_batch = (guint) v[AK_TRAINING_FIELD_MICRO_BATCH];
  s->price_per_chip_hour = v[AK_TRAINING_FIELD_PRICE] > 0 ? v[AK_TRAINING_FIELD_PRICE] : -1;
  s->zero = gtk_drop_down_get_selected (self->choices[2]);
  s->optimizer = gtk_drop_down_get_selected (self->choices[3]);
  s->recompute = gtk_drop_down_get_selected (self->choices[4]);
  s->scores = gtk_drop_down_get_selected (self->choices[5]);
}

/* The setup the controls show; every problem with it is marked and
 * named in @problem, the fields' and the planner's alike. */
static gboolean
read_setup (AkTrainingPage  *self,
            gboolean         commit,
            AkTrainingSetup *s,
            double          *out_mfu,
            GString         *problem)
{
  double v[AK_TRAINING_N_FIELDS];
  guint model = gtk_drop_down_get_selected (self->choices[0]);
  guint accelerator = gtk_drop_down_get_selected (self->choices[1]);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  const AkLink *tp_link, *dp_link;

  gboolean fields = read_fields (self, v, problem);

  if (model >= self->models->len || accelerator >= self->accelerators->len)
    return FALSE;
  ak_training_setup_init (s);
  if (!ak_training_setup_set_shape (s, &((const AkModelSpec *) g_ptr_array_index (self->models, model))->shape,
                                    &error))
    {
      refuse_error (self, error, problem);
      return FALSE;
    }
  ak_training_setup_set_accelerator (s, g_ptr_array_index (self->accelerators, accelerator));
  set_fields (self, s, v);
  *out_mfu = v[AK_TRAINING_FIELD_MFU];
  ak_training_setup_choose_links (self->lesson, g_ptr_array_index (self->accelerators, accelerator), s,
                                  &tp_link, &dp_link);
  problems = ak_training_setup_problems (s);
  for (guint i = 0; i < problems->len; i++)
    {
      const GError *e = g_ptr_array_index (problems, i);
      const char *label;
      GtkWidget *control = control_of (self, e, &label);

      /* a field already refused is not refused again for its stand-in */
      if (control == NULL || !gtk_widget_has_css_class (control, "error"))
        refuse_error (self, e, problem);
    }
  if (commit && fields && problems->len == 0)
    memcpy (self->accepted, v, sizeof self->accepted);
  return fields && problems->len == 0;
}

static char *
readout_text (const AkTrainingSetup *s,
              const AkTrainingPlan  *p)
{
  g_autofree char *mfu = ak_format_percent (p->mfu);
  g_autofree char *hfu = ak_format_percent (p->hfu);
  g_autofree char *days = ak_format_scientific (p->days, 3);
  g_autofree char *hours = ak_format_scientific (p->chip_hours, 3);
  g_autofree char *flops = ak_format_scientific (p->training_flops, 3);
  g_autofree char *pue = ak_format_number_trimmed (s->pue, 3);
  g_autofree char *largest = ak_format_number (p->memory.max_micro_batch, 9);
  g_autofree char *energy = isfinite (p->energy_kwh) ? ak_format_scientific (p->energy_kwh, 3) : g_strdup ("—");
  g_autofree char *dollars = isfinite (p->usd) ? ak_format_scientific (p->usd, 3) : NULL;
  /* Translators: a cost in US dollars; put the sign where your language does, e.g. "%s $" */
  g_autofree char *usd = dollars != NULL ? g_strdup_printf (_("$%s"), dollars)
                                         : g_strdup (_("unknown (no price given)"));
  g_autofree char *fit = p->memory.capacity_bytes > 0
    ? (p->memory.fits ? g_strdup (_("fits in memory"))
                      : g_strdup_printf (_("does not fit in memory (largest micro-batch that fits: %s)"), largest))
    : g_strdup (_("memory capacity unknown"));

  /* Translators: the training planner's readout: FLOPs, MFU, HFU, days, chip-hours, energy, dollars, memory */
  return g_strdup_printf (_("%s FLOPs of training at MFU %s (HFU %s): %s days, %s chip-hours, %s kWh at %s × PUE %s, "
                            "cost %s; %s"),
                          flops, mfu, hfu, days, hours, energy,
                          s->power_name != NULL && g_str_equal (s->power_name, "tdp") ? _("TDP") : _("max power"),
                          pue, usd, fit);
}

/* One optimizer step: compute at the peak, the collectives, the bubble. */
static char *
step_text (const AkTrainingPlan *p)
{
  g_autofree char *step = ak_format_scientific (p->step.step_s, 3);
  g_autofree char *compute = ak_format_scientific (p->step.compute_s, 3);
  g_autofree char *dp = isfinite (p->step.dp_communication_s) ? ak_format_scientific (p->step.dp_communication_s, 3)
                                                               : g_strdup (_("unknown"));
  g_autofree char *tp = isfinite (p->step.tp_communication_s) ? ak_format_scientific (p->step.tp_communication_s, 3)
                                                               : g_strdup (_("unknown"));
  g_autofree char *bubble = ak_format_percent (p->step.bubble_fraction);

  /* Translators: one training step: its time, compute at peak, data- and tensor-parallel communication, bubble */
  return g_strdup_printf (_("One step: %s s at this MFU; compute at the peak %s s, data-parallel communication %s s, "
                            "tensor-parallel communication %s s, pipeline bubble %s."), step, compute, dp, tp, bubble);
}

/* Says what is refused; with @commit, plans what the controls show, else
 * (while the learner types) keeps the last plan, said to be so. */
static void
update (AkTrainingPage *self,
        gboolean        commit)
{
  g_autoptr(GString) problem = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  AkTrainingSetup s;
  AkTrainingChart chart;
  AkTrainingPlan plan;
  double mfu;

  accept_all (self);
  if (!read_setup (self, commit, &s, &mfu, problem) ||
      !ak_training_plan (&s, AK_TRAINING_RATE_MFU, mfu, &plan, &error))
    {
      if (error != NULL)
        refuse_error (self, error, problem);
      /* the reasons under the fields; the last good plan stays, said to be so */
      gtk_label_set_text (self->problem, problem->str);
      gtk_widget_set_visible (GTK_WIDGET (self->problem), TRUE);
      ak_results_show (self->readout, self->shown != NULL ? self->shown : "", GTK_WIDGET (self->chart), TRUE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->problem), FALSE);
  if (!commit)
    {
      ak_results_show (self->readout, self->shown != NULL ? self->shown : "", GTK_WIDGET (self->chart), TRUE);
      return;
    }
  self->plan = plan, self->has_plan = TRUE;
  {
    g_autofree char *readout = readout_text (&s, &plan);
    g_autofree char *step = step_text (&plan);
    g_autofree char *warning = ak_training_plan_warning (&plan);

    g_free (self->shown);
    self->shown = g_strdup_printf ("%s\n%s%s%s", readout, step, warning != NULL ? "\n" : "",
                                   warning != NULL ? warning : "");
  }
  ak_results_show (self->readout, self->shown, GTK_WIDGET (self->chart), FALSE);
  ak_training_chart_compute (self->lesson, &s, &plan, &chart);
  self->runs = chart;
  ak_training_renderer_set_data (self->renderer, &plan.memory, &chart);
  /* the chart describes itself from its kept layout */
  if (self->chart != NULL)
    ak_chart_view_changed (self->chart);
}

/* A choice counts at once, and with it whatever was typed. */
static void
replan (AkTrainingPage *self) { update (self, TRUE); }

static void
fields_changed (GtkWidget *page,
                gboolean   commit)
{
  update (AK_TRAINING_PAGE (page), commit);
}

static void
fill_lists (AkTrainingPage *self)
{
  GPtrArray *accelerators = ak_lesson_get_accelerators (self->lesson);

  self->models = g_ptr_array_new ();
  self->accelerators = g_ptr_array_new ();
  for (guint i = 0; i < ak_lesson_get_n_pages (self->lesson); i++)
    {
      const AkPage *page = ak_lesson_get_page (self->lesson, i);

      for (guint j = 0; page->kind == AK_PAGE_ROOFLINE && j < page->models->len; j++)
        if (((const AkModelSpec *) g_ptr_array_index (page->models, j))->has_shape)
          g_ptr_array_add (self->models, g_ptr_array_index (page->models, j));
    }
  for (guint i = 0; accelerators != NULL && i < accelerators->len; i++)
    g_ptr_array_add (self->accelerators, g_ptr_array_index (accelerators, i));
}

static GtkDropDown *
list_drop_down (GPtrArray *items,
                gboolean   models,
                guint      selected)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  GtkDropDown *drop_down = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));

  for (guint i = 0; i < items->len; i++)
    gtk_string_list_append (list, models ? ((const AkModelSpec *) g_ptr_array_index (items, i))->name
                                         : ((const AkAccelerator *) g_ptr_array_index (items, i))->name);
  ak_fixed_drop_down_fill (drop_down, G_LIST_MODEL (list), MIN (selected, items->len > 0 ? items->len - 1 : 0));
  return drop_down;
}

static guint
index_of_accelerator (GPtrArray  *accelerators,
                      const char *id)
{
  for (guint i = 0; i < accelerators->len; i++)
    if (g_strcmp0 (((const AkAccelerator *) g_ptr_array_index (accelerators, i))->id, id) == 0)
      return i;
  return 0;
}

/* What the paper says about the run's time, in words. */
static char *
paper_days (const AkTrainingRun *run)
{
  g_autofree char *days = NULL;

  if (run->days_include_downtime)
    return g_strdup (_("its stated training time includes downtime and restarts, so it cannot be compared"));
  if (!(run->days > 0))
    return g_strdup (_("it states no number of days"));
  days = ak_format_number_trimmed (run->days, 3);
  return g_strdup_printf (_("about %s days"), days);
}

/* "Check": the guess, then the planner's answer and the paper's. */
static void
check_guess (AkTrainingPage *self)
{
  static const AkNumberLimits limits = { .min = 1e-6, .max = AK_TRAINING_MAX_DAYS };
  guint i = gtk_drop_down_get_selected (self->guess_run);
  g_autoptr(GError) error = NULL;
  g_autofree char *planner = NULL;
  g_autofree char *chips = NULL;
  g_autofree char *mfu = NULL;
  g_autofree char *guess = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *text = NULL;
  double value;

  if (i >= self->runs.n_runs)
    return;
  if (!ak_format_parse_field (gtk_editable_get_text (self->guess_days), &limits, &value, &error))
    {
      ak_entry_mark_refused (GTK_WIDGET (self->guess_days), GTK_WIDGET (self->guess_answer), TRUE);
      gtk_label_set_text (self->guess_answer, error->message);
      return;
    }
  ak_entry_mark_refused (GTK_WIDGET (self->guess_days), GTK_WIDGET (self->guess_answer), FALSE);
  guess = ak_format_number_trimmed (value, 3);
  planner = ak_format_number (self->runs.runs[i].days, 3);
  chips = ak_format_number_trimmed (self->runs.runs[i].chips, 6);
  mfu = ak_format_percent (self->runs.runs[i].mfu);
  paper = paper_days (self->runs.runs[i].run);
  /* Translators: the guess, the planner's days, chips and MFU, then what the paper says */
  text = g_strdup_printf (_("You guessed %s days. The planner, from the figures the paper states: %s days on %s chips "
                            "(MFU %s). The paper: %s."), guess, planner, chips, mfu, paper);
  gtk_label_set_text (self->guess_answer, text);
}

/* Another run: its answer is not shown before the next guess. */
static void
clear_answer (AkTrainingPage *self)
{
  gtk_label_set_text (self->guess_answer, "");
}

static void
build_guess (AkTrainingPage *self,
             GtkBox         *activity)
{
  GtkFlowBox *grid = GTK_FLOW_BOX (gtk_flow_box_new ());
  GtkStringList *names = gtk_string_list_new (NULL);
  GtkWidget *heading = gtk_label_new (_("Guess the days"));
  GtkWidget *check = gtk_button_new_with_mnemonic (_("_Check"));

  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_flow_box_set_selection_mode (grid, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (grid, 3);
  gtk_flow_box_set_column_spacing (grid, 12);
  for (guint i = 0; i < self->runs.n_runs; i++)
    gtk_string_list_append (names, self->runs.runs[i].name);
  self->guess_run = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  ak_fixed_drop_down_fill (self->guess_run, G_LIST_MODEL (names), 0);
  self->guess_days = GTK_EDITABLE (gtk_entry_new ());
  gtk_editable_set_width_chars (self->guess_days, 8);
  ak_flow_box_add_labelled (grid, _("Run"), GTK_WIDGET (self->guess_run));
  ak_flow_box_add_labelled (grid, _("Your guess (days)"), GTK_WIDGET (self->guess_days));
  gtk_widget_set_valign (check, GTK_ALIGN_END);
  gtk_flow_box_append (grid, check);
  gtk_widget_set_focusable (gtk_widget_get_parent (check), FALSE);
  self->guess_answer = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->guess_answer, TRUE);
  gtk_label_set_xalign (self->guess_answer, 0);
  gtk_label_set_selectable (self->guess_answer, TRUE);
  g_signal_connect_object (check, "clicked", G_CALLBACK (check_guess), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->guess_days, "activate", G_CALLBACK (check_guess), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->guess_run, "notify::selected", G_CALLBACK (clear_answer), self, G_CONNECT_SWAPPED);
  gtk_box_append (activity, heading);
  gtk_box_append (activity, GTK_WIDGET (grid));
  gtk_box_append (activity, GTK_WIDGET (self->guess_answer));
}

static void
build_controls (AkTrainingPage *self,
                GtkBox         *activity)
{
  GtkFlowBox *grid = GTK_FLOW_BOX (gtk_flow_box_new ());
  const char * const *words[N_CHOICES] = { NULL, NULL, zero_names, optimizer_names, recompute_names, score_names };

  gtk_flow_box_set_selection_mode (grid, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (grid, 4);
  gtk_flow_box_set_column_spacing (grid, 12);
  gtk_flow_box_set_row_spacing (grid, 8);
  self->choices[0] = list_drop_down (self->models, TRUE, self->models->len > 1 ? 1 : 0);
  self->choices[1] = list_drop_down (self->accelerators, FALSE, index_of_accelerator (self->accelerators, "h100-sxm"));
  for (guint c = 2; c < N_CHOICES; c++)
    self->choices[c] = ak_fixed_drop_down_new_words (words[c]);
  gtk_drop_down_set_selected (self->choices[2], 1);
  gtk_drop_down_set_selected (self->choices[4], 1);
  for (guint c = 0; c < N_CHOICES; c++)
    {
      ak_flow_box_add_labelled (grid, _(choice_labels[c]), GTK_WIDGET (self->choices[c]));
      g_signal_connect_object (self->choices[c], "notify::selected", G_CALLBACK (replan), self, G_CONNECT_SWAPPED);
    }
  for (guint f = 0; f < AK_TRAINING_N_FIELDS; f++)
    {
      g_autofree char *initial = ak_format_field_text (field_specs[f].initial, 6);

      self->accepted[f] = field_specs[f].initial;
      self->fields[f] = GTK_EDITABLE (gtk_entry_new ());
      gtk_editable_set_text (self->fields[f], initial);
      gtk_editable_set_width_chars (self->fields[f], 8);
      ak_flow_box_add_labelled (grid, _(field_specs[f].label), GTK_WIDGET (self->fields[f]));
      ak_field_commit_watch (self->commit, self->fields[f]);
    }
  gtk_box_append (activity, GTK_WIDGET (grid));
}

/* ---- export ------------------------------------------------------------------------ */

static gboolean
export_chosen (GtkWidget  *page,
               GFile      *file,
               GError    **error)
{
  AkTrainingPage *self = AK_TRAINING_PAGE (page);

  return ak_chart_export_write (self->has_plan ? AK_CHART_PAINTER (self->renderer) : NULL, file,
                                self->export_status, ak_activity_page_get_context (AK_ACTIVITY_PAGE (self)),
                                error);
}

/* A page command: what its button and its shortcut do. */
static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  /* Translators: the suggested file name; keep the .png ending */
  ak_chart_export_ask (widget, _("training.png"), export_chosen);
}

static GtkWidget *
build_export_row (AkTrainingPage *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Export Chart…"));

  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "training.export-chart");
  self->export_status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->export_status, TRUE);
  gtk_label_set_xalign (self->export_status, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->export_status), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->export_status), "error");
  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->export_status));
  return row;
}

static void
build_outputs (AkTrainingPage *self,
               GtkBox         *activity)
{
  self->problem = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->problem, TRUE);
  gtk_label_set_xalign (self->problem, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->problem), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->problem), FALSE);
  self->readout = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->readout, TRUE);
  gtk_label_set_xalign (self->readout, 0);
  gtk_label_set_selectable (self->readout, TRUE);
  /* hover and the arrow keys choose a published run */
  self->chart = AK_CHART_VIEW (ak_chart_view_new (AK_CHART_PAINTER (self->renderer),
                                                  _("Memory per chip and days against chips")));
  ak_chart_view_set_aspect (self->chart, 0.6, 420);
  gtk_box_append (activity, GTK_WIDGET (self->problem));
  gtk_box_append (activity, GTK_WIDGET (self->readout));
  gtk_box_append (activity, ak_chart_view_scroll (self->chart));
  gtk_box_append (activity, build_export_row (self));
  ak_chart_view_changed (self->chart);
}

static void
ak_training_page_dispose (GObject *object)
{
  AkTrainingPage *self = AK_TRAINING_PAGE (object);

  g_clear_pointer (&self->commit, ak_field_commit_free);
  g_clear_pointer (&self->models, g_ptr_array_unref);
  g_clear_pointer (&self->accelerators, g_ptr_array_unref);
  g_clear_pointer (&self->shown, g_free);
  ak_chart_export_close (GTK_WIDGET (self));
  g_clear_object (&self->renderer);
  g_clear_object (&self->lesson);
  G_OBJECT_CLASS (ak_training_page_parent_class)->dispose (object);
}

static void
ak_training_page_class_init (AkTrainingPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ak_training_page_dispose;
  gtk_widget_class_set_css_name (widget_class, "trainingpage");
  gtk_widget_class_install_action (widget_class, "training.export-chart", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "training.export-chart", NULL);
}

static void
ak_training_page_init (AkTrainingPage *self)
{
  self->renderer = ak_training_renderer_new ();
  self->commit = ak_field_commit_new (GTK_WIDGET (self), fields_changed);
}

/**
 * ak_training_page_new:
 * @context: what pages are handed; the page reads its lesson's models,
 *   accelerators and published runs
 * @page: a training page of the context's lesson
 *
 * Returns: (transfer floating): the planner (a 70B-class model on 512
 *   chips of the lesson's H100 SXM, sequences of 4,096 tokens, a global
 *   batch of 1,024 sequences, TP 8, ZeRO 1, selective recomputation, MFU
 *   0.4, where the lesson has them), then the page's reading blocks
 */
GtkWidget *
ak_training_page_new (AkPageContext *context,
                      const AkPage  *page)
{
  AkTrainingPage *self;

  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL, NULL);

  self = g_object_new (AK_TYPE_TRAINING_PAGE, NULL);
  self->lesson = g_object_ref (ak_page_context_get_lesson (context));
  fill_lists (self);
  build_controls (self, ak_activity_page_get_activity (AK_ACTIVITY_PAGE (self)));
  build_outputs (self, ak_activity_page_get_activity (AK_ACTIVITY_PAGE (self)));
  update (self, TRUE);
  build_guess (self, ak_activity_page_get_activity (AK_ACTIVITY_PAGE (self)));
  /* last: it names every control for screen readers (GTK 4.8 gets the
   * drop-downs' buttons and the flow box cells wrong) */
  ak_activity_page_set_page (AK_ACTIVITY_PAGE (self), context, page);
  return GTK_WIDGET (self);
}

/**
 * ak_training_page_get_field:
 * @self: a page
 * @field: which field
 *
 * Returns: (transfer none): the field's entry
 */
GtkEditable *
ak_training_page_get_field (AkTrainingPage  *self,
                            AkTrainingField  field)
{
  g_return_val_if_fail (AK_IS_TRAINING_PAGE (self) && field < AK_TRAINING_N_FIELDS, NULL);
  return self->fields[field];
}

/**
 * ak_training_page_get_choice:
 * @self: a page
 * @index: 0 model, 1 accelerator, 2 ZeRO stage, 3 optimizer,
 *   4 recomputation, 5 attention scores
 *
 * Returns: (transfer none): the drop-down
 */
GtkDropDown *
ak_training_page_get_choice (AkTrainingPage *self,
                             guint           index)
{
  g_return_val_if_fail (AK_IS_TRAINING_PAGE (self) && index < N_CHOICES, NULL);
  return self->choices[index];
}

/**
 * ak_training_page_get_plan:
 * @self: a page
 * @out_plan: (out): the plan on screen (the last good one)
 *
 * Returns: %FALSE if no plan was ever made
 */
gboolean
ak_training_page_get_plan (AkTrainingPage *self,
                           AkTrainingPlan *out_plan)
{
  g_return_val_if_fail (AK_IS_TRAINING_PAGE (self) && out_plan != NULL, FALSE);
  *out_plan = self->plan;
  return self->has_plan;
}

/**
 * ak_training_page_get_readout:
 * @self: a page
 *
 * Returns: the readout's text (time, energy, cost and MFU)
 */
const char *
ak_training_page_get_readout (AkTrainingPage *self)
{
  g_return_val_if_fail (AK_IS_TRAINING_PAGE (self), NULL);
  return gtk_label_get_text (self->readout);
}

/**
 * ak_training_page_get_problem:
 * @self: a page
 *
 * Returns: (nullable): what is said under the fields about the refused
 *   inputs, one a line; %NULL while none is refused
 */
const char *
ak_training_page_get_problem (AkTrainingPage *self)
{
  g_return_val_if_fail (AK_IS_TRAINING_PAGE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->problem)) ? gtk_label_get_text (self->problem) : NULL;
}

/**
 * ak_training_page_guess:
 * @self: a page
 * @run: the index of a run that states chips and tokens
 * @days: the guess, as typed
 *
 * Chooses the run, types the guess and presses Check.
 *
 * Returns: the answer shown
 */
const char *
ak_training_page_guess (AkTrainingPage *self,
                        guint           run,
                        const char     *days)
{
  g_return_val_if_fail (AK_IS_TRAINING_PAGE (self) && days != NULL, NULL);

  gtk_drop_down_set_selected (self->guess_run, run);
  gtk_editable_set_text (self->guess_days, days);
  check_guess (self);
  return gtk_label_get_text (self->guess_answer);
}

/**
 * ak_training_page_get_chart:
 * @self: a page
 *
 * Returns: (transfer none): the chart (an #AkChartView), with its
 *   accessible description of the numbers it shows
 */
GtkWidget *
ak_training_page_get_chart (AkTrainingPage *self)
{
  g_return_val_if_fail (AK_IS_TRAINING_PAGE (self), NULL);
  return GTK_WIDGET (self->chart);
}
