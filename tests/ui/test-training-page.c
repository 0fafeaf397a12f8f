/* test-training-page.c: the training planner page (suite "ui", needs a
 * display): it opens with a plan, every control is named for screen
 * readers and reachable with Tab, ZeRO and recomputation change the
 * memory bar, and a refused field keeps the last good plan
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "ak-fixed-drop-down.h"
#include "ak-training-cli.h"
#include "ak-training-page.h"

#include "ak-test-locale.h"
#include "ak-test-ui.h"

typedef struct {
  AkLesson   *lesson;
  AkProgress *progress;
  GtkWindow  *window;
  AkTrainingPage *page;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *widget;

  f->lesson = bundled_lesson ();
  f->progress = temporary_progress ();
  widget = show_lesson_page (f->lesson, f->progress, "training", &f->window);
  g_assert_true (AK_IS_TRAINING_PAGE (widget));
  f->page = AK_TRAINING_PAGE (widget);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  remove_temporary_progress (f->progress);
  g_object_unref (f->lesson);
}

/* Types @text into @field and presses Enter: the value counts now. */
static void
enter (GtkEditable *field,
       const char  *text)
{
  gtk_editable_set_text (field, text);
  g_signal_emit_by_name (field, "activate");
}

static void
assert_close (double a,
              double b)
{
  g_assert_cmpfloat (fabs (a - b), <=, fabs (b) * 1e-12);
}

static AkTrainingPlan
plan (Fixture *f)
{
  AkTrainingPlan p;

  g_assert_true (ak_training_page_get_plan (f->page, &p));
  return p;
}

/* 70B (68,976,648,192 parameters) on 512 H100s, TP 8, ZeRO 1: d = 64, so
 * weights and gradients 68,976,648,192 / 8 × 2 bytes each and the
 * optimizer's 12 bytes / 8 / 64. */
static void
test_opens_with_plan (Fixture *f, gconstpointer data)
{
  AkTrainingPlan p = plan (f);

  g_assert_cmpfloat (fabs (p.memory.weights_bytes - 68976648192.0 / 8 * 2), <, 1);
  g_assert_cmpfloat (fabs (p.memory.optimizer_bytes - 68976648192.0 / 8 * 12 / 64), <, 1);
  g_assert_cmpfloat (fabs (p.mfu - 0.4), <, 1e-12);
  g_assert_nonnull (strstr (ak_training_page_get_readout (f->page), "days"));
  g_assert_nonnull (strstr (ak_training_page_get_readout (f->page), "8.92 × 10²³ FLOPs"));
  g_assert_nonnull (strstr (ak_training_page_get_readout (f->page), "at TDP × PUE 1,"));
  /* the H100's own links: NVLink 4 inside the node, InfiniBand across */
  g_assert_nonnull (strstr (ak_training_page_get_readout (f->page), "One step:"));
  g_assert_null (strstr (ak_training_page_get_readout (f->page), "communication unknown"));
  /* 1,024 sequences: 16 whole micro-batches for each of the 64 replicas */
  g_assert_cmpuint (p.data_parallel, ==, 64);
  g_assert_cmpfloat (p.step.micro_batches, ==, 16);
  g_assert_nonnull (strstr (ak_training_page_get_readout (f->page), "cost unknown (no price given)"));
  g_assert_null (strstr (ak_training_page_get_readout (f->page), "cannot be reached"));
  g_assert_true (isfinite (p.step.dp_communication_s) && p.step.dp_communication_s > 0);
  g_assert_true (isfinite (p.step.tp_communication_s) && p.step.tp_communication_s > 0);
}

/* Every field and drop-down has a label that names it (LABELLED_BY) and
 * takes the keyboard focus. */
static void
test_controls_named (Fixture *f, gconstpointer data)
{
  for (guint i = 0; i < AK_TRAINING_N_FIELDS; i++)
    {
      GtkWidget *field = GTK_WIDGET (ak_training_page_get_field (f->page, i));
      GtkWidget *label = gtk_widget_get_first_child (gtk_widget_get_parent (field));

      g_assert_true (GTK_IS_LABEL (label));
      g_assert_true (gtk_label_get_mnemonic_widget (GTK_LABEL (label)) == field);
      g_assert_true (gtk_widget_get_focusable (field) || gtk_widget_get_focusable (gtk_widget_get_first_child (field)));
    }
  for (guint i = 0; i < 6; i++)
    {
      GtkWidget *choice = GTK_WIDGET (ak_training_page_get_choice (f->page, i));
      GtkWidget *label = gtk_widget_get_first_child (gtk_widget_get_parent (choice));

      g_assert_true (GTK_IS_LABEL (label));
      g_assert_true (gtk_label_get_mnemonic_widget (GTK_LABEL (label)) == choice);
    }
  /* Tab moves from the first field on (the keyboard path) */
  gtk_widget_grab_focus (GTK_WIDGET (ak_training_page_get_field (f->page, AK_TRAINING_FIELD_TOKENS)));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (f->window), GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->window)),
                                         GTK_WIDGET (ak_training_page_get_field (f->page, AK_TRAINING_FIELD_SEQ_LEN))) ||
                 gtk_root_get_focus (GTK_ROOT (f->window)) ==
                 GTK_WIDGET (ak_training_page_get_field (f->page, AK_TRAINING_FIELD_SEQ_LEN)));
}

/* ZeRO 3 divides the weights by d = 64 too; full recomputation keeps
 * 2·s·b·h/t per layer (sequence parallel): less activation memory. */
static void
test_choices_change_memory (Fixture *f, gconstpointer data)
{
  AkTrainingPlan before = plan (f), after;

  gtk_drop_down_set_selected (ak_training_page_get_choice (f->page, 2), 3);
  after = plan (f);
  g_assert_cmpfloat (fabs (after.memory.weights_bytes - before.memory.weights_bytes / 64), <, 1);
  gtk_drop_down_set_selected (ak_training_page_get_choice (f->page, 4), 2);
  g_assert_cmpfloat (plan (f).memory.activations_bytes, <, after.memory.activations_bytes);
  g_assert_cmpfloat (plan (f).hfu, >, plan (f).mfu);
}

/* A refused MFU and a TP that does not divide the heads keep the plan,
 * said to be of the last accepted values, with the chart faded. */
static void
test_refused_keeps_plan (Fixture *f, gconstpointer data)
{
  AkTrainingPlan before = plan (f);
  GtkEditable *mfu = ak_training_page_get_field (f->page, AK_TRAINING_FIELD_MFU);
  GtkWidget *chart = ak_training_page_get_chart (f->page);

  g_assert_null (ak_training_page_get_problem (f->page));
  enter (mfu, "1.5");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (mfu), "error"));
  g_assert_cmpfloat (plan (f).mfu, ==, before.mfu);
  g_assert_true (g_str_has_prefix (ak_training_page_get_readout (f->page), "Not updated while a field is refused"));
  g_assert_nonnull (strstr (ak_training_page_get_readout (f->page), "days"));
  g_assert_true (gtk_widget_has_css_class (chart, "stale"));
  enter (mfu, "0.5");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (mfu), "error"));
  g_assert_cmpfloat (fabs (plan (f).mfu - 0.5), <, 1e-12);
  g_assert_null (strstr (ak_training_page_get_readout (f->page), "Not updated"));
  g_assert_false (gtk_widget_has_css_class (chart, "stale"));
  enter (ak_training_page_get_field (f->page, AK_TRAINING_FIELD_TP), "3");
  g_assert_cmpfloat (fabs (plan (f).mfu - 0.5), <, 1e-12);
  g_assert_cmpuint (plan (f).data_parallel, ==, before.data_parallel);
  g_assert_true (g_str_has_prefix (ak_training_page_get_readout (f->page), "Not updated"));
}

/* The planner's refusal names the field as the page labels it, not the
 * command line's option, and marks that field. */
static void
test_refusal_names_field (Fixture *f, gconstpointer data)
{
  GtkEditable *tp = ak_training_page_get_field (f->page, AK_TRAINING_FIELD_TP);
  GtkEditable *pp = ak_training_page_get_field (f->page, AK_TRAINING_FIELD_PP);
  const char *problem;

  enter (tp, "3");
  enter (pp, "7");
  problem = ak_training_page_get_problem (f->page);
  g_test_message ("%s", problem);
  g_assert_nonnull (problem);
  g_assert_null (strstr (problem, "--"));
  g_assert_nonnull (strstr (problem, "Tensor parallel: 3 does not divide the model’s 64 attention heads"));
  g_assert_nonnull (strstr (problem, "Pipeline stages: 7 does not divide the model’s 80 layers"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (tp), "error"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (pp), "error"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (ak_training_page_get_field (f->page, AK_TRAINING_FIELD_CHIPS)),
                                            "error"));
  enter (tp, "8");
  enter (pp, "1");
  g_assert_null (ak_training_page_get_problem (f->page));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (tp), "error"));
}

/* Three refused fields: all marked, all reasons given, the planner's
 * (a TP of 3) too while the other two are not numbers. */
static void
test_every_refusal_said (Fixture *f, gconstpointer data)
{
  GtkEditable *tokens = ak_training_page_get_field (f->page, AK_TRAINING_FIELD_TOKENS);
  GtkEditable *chips = ak_training_page_get_field (f->page, AK_TRAINING_FIELD_CHIPS);
  GtkEditable *tp = ak_training_page_get_field (f->page, AK_TRAINING_FIELD_TP);
  g_auto(GStrv) lines = NULL;

  enter (tokens, "abc");
  enter (chips, "0");
  enter (tp, "3");
  lines = g_strsplit (ak_training_page_get_problem (f->page), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_true (g_str_has_prefix (lines[0], "Tokens to train on: “abc” is not a number"));
  g_assert_true (g_str_has_prefix (lines[1], "Chips: “0”"));
  g_assert_true (g_str_has_prefix (lines[2], "Tensor parallel: 3 does not divide"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (tokens), "error"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (chips), "error"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (tp), "error"));
  /* the tokens mended, the others still said */
  enter (tokens, "2e12");
  g_clear_pointer (&lines, g_strfreev);
  lines = g_strsplit (ak_training_page_get_problem (f->page), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (tokens), "error"));
}

typedef struct {
  Fixture *f;
  double   flops;
} Waited;

static gboolean
flops_are (gpointer data)
{
  Waited *w = data;

  return plan (w->f).training_flops == w->flops;
}

/* Typing "3e12" goes through "3", "3e" and "3e1": none of them becomes
 * the plan (they did: the plan was of 3 then 30 tokens); "3e" is refused
 * at once. Enter counts the value; so does a pause in typing (the timer:
 * waited for, never timed) and hiding the page. */
static void
test_typing_commits_late (Fixture *f, gconstpointer data)
{
  GtkEditable *tokens = ak_training_page_get_field (f->page, AK_TRAINING_FIELD_TOKENS);
  AkTrainingPlan before = plan (f);
  const char * const typed[] = { "3", "3e", "3e1", "3e12" };
  Waited w = { f, before.training_flops * 2 };

  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    {
      gtk_editable_set_text (tokens, typed[i]);
      g_assert_cmpfloat (plan (f).training_flops, ==, before.training_flops);
      g_assert_true ((ak_training_page_get_problem (f->page) != NULL) == (i == 1));
    }
  g_assert_nonnull (strstr (ak_training_page_get_readout (f->page), "8.92 × 10²³ FLOPs"));
  g_signal_emit_by_name (tokens, "activate");
  assert_close (plan (f).training_flops, before.training_flops * 1.5);
  g_assert_nonnull (strstr (ak_training_page_get_readout (f->page), "1.34 × 10²⁴ FLOPs"));

  /* a pause: the value counts when the timer runs out */
  gtk_editable_set_text (tokens, "4");
  gtk_editable_set_text (tokens, "4e12");
  g_assert_cmpfloat (plan (f).training_flops, !=, w.flops);
  iterate_until (flops_are, &w);

  /* hidden with a value pending: it counts at once, no timer left */
  gtk_editable_set_text (tokens, "1e12");
  gtk_widget_set_visible (GTK_WIDGET (f->page), FALSE);
  assert_close (plan (f).training_flops, before.training_flops / 2);
  gtk_editable_set_text (tokens, "2e12");   /* typed while hidden */
  assert_close (plan (f).training_flops, before.training_flops);
  gtk_widget_set_visible (GTK_WIDGET (f->page), TRUE);
}

/* The readout's words: a tiny run in powers of ten, not 0.0000000255
 * days; a price refused by its own rule; the warning when the
 * data-parallel all-reduce cannot be hidden (64 sequences over 64
 * replicas: the README's command line). */
static void
test_readout_words (Fixture *f, gconstpointer data)
{
  GtkEditable *price = ak_training_page_get_field (f->page, AK_TRAINING_FIELD_PRICE);
  const char *readout;

  enter (ak_training_page_get_field (f->page, AK_TRAINING_FIELD_TOKENS), "1000");
  g_test_message ("%s", ak_training_page_get_readout (f->page));
  g_assert_nonnull (strstr (ak_training_page_get_readout (f->page), "2.55 × 10⁻⁸ days"));
  enter (price, "-1");
  g_assert_cmpstr (ak_training_page_get_problem (f->page), ==,
                   "Price per chip-hour ($): “-1” is below zero: a price per chip-hour is 0 or more; "
                   "0 means no price");
  enter (price, "2");
  g_assert_nonnull (strstr (ak_training_page_get_readout (f->page), "cost $"));
  enter (ak_training_page_get_field (f->page, AK_TRAINING_FIELD_TOKENS), "2e12");
  enter (ak_training_page_get_field (f->page, AK_TRAINING_FIELD_GLOBAL_BATCH), "64");
  g_assert_null (ak_training_page_get_problem (f->page));
  readout = ak_training_page_get_readout (f->page);
  g_test_message ("%s", readout);
  g_assert_true (plan (f).step.optimistic);
  g_assert_nonnull (strstr (readout, "The assumed MFU of 40.0% cannot be reached"));
  g_assert_nonnull (strstr (readout, "so the plan is optimistic."));
}

/* 976 sequences (4M tokens) do not split over 64 replicas: refused by
 * the field's name, the plan kept. */
static void
test_global_batch_split (Fixture *f, gconstpointer data)
{
  GtkEditable *batch = ak_training_page_get_field (f->page, AK_TRAINING_FIELD_GLOBAL_BATCH);

  enter (batch, "976");
  g_assert_cmpstr (ak_training_page_get_problem (f->page), ==,
                   "Global batch (sequences): must be a whole multiple of 64 sequences (64 data-parallel "
                   "replicas × micro-batch of 1), e.g. 960; got 976");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (batch), "error"));
  g_assert_cmpfloat (plan (f).step.micro_batches, ==, 16);
  enter (batch, "960");
  g_assert_null (ak_training_page_get_problem (f->page));
  g_assert_cmpfloat (plan (f).step.micro_batches, ==, 15);
}

/* The guess, then the planner's days and the paper's: LLaMA 65B is the
 * first run that states chips and tokens (1.4e12 / (380 × 2048 × 86,400)
 * = 20.8 days; the paper: about 21). */
static void
test_guess (Fixture *f, gconstpointer data)
{
  const char *answer = ak_training_page_guess (f->page, 0, "30");

  g_test_message ("%s", answer);
  g_assert_nonnull (strstr (answer, "You guessed 30 days"));
  g_assert_nonnull (strstr (answer, "20.8 days on 2048 chips"));
  g_assert_nonnull (strstr (answer, "about 21 days"));
  answer = ak_training_page_guess (f->page, 0, "-1");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (ak_training_page_get_field (f->page, 0)), "error") == FALSE);
  g_assert_null (strstr (answer, "You guessed"));
}

/* The model and accelerator shown, by id: the page lists the roofline
 * page's models that have a shape, and the lesson's accelerators. */
static const char *
chosen_model_id (Fixture *f)
{
  guint wanted = gtk_drop_down_get_selected (ak_training_page_get_choice (f->page, 0)), n = 0;

  for (guint i = 0; i < ak_lesson_get_n_pages (f->lesson); i++)
    {
      const AkPage *page = ak_lesson_get_page (f->lesson, i);

      for (guint j = 0; page->kind == AK_PAGE_ROOFLINE && j < page->models->len; j++)
        {
          const AkModelSpec *model = g_ptr_array_index (page->models, j);

          if (model->has_shape && n++ == wanted)
            return model->id;
        }
    }
  g_assert_not_reached ();
}

/* The command line of what the page shows: every control, as typed. */
static GVariantDict *
options_of_page (Fixture *f)
{
  static const char * const fields[] = {
    [AK_TRAINING_FIELD_TOKENS] = "tokens", [AK_TRAINING_FIELD_SEQ_LEN] = "seq-len",
    [AK_TRAINING_FIELD_GLOBAL_BATCH] = "global-batch", [AK_TRAINING_FIELD_CHIPS] = "chips",
    [AK_TRAINING_FIELD_TP] = "tp", [AK_TRAINING_FIELD_PP] = "pp", [AK_TRAINING_FIELD_MICRO_BATCH] = "micro-batch",
    [AK_TRAINING_FIELD_MFU] = "mfu", [AK_TRAINING_FIELD_PRICE] = "price-per-chip-hour",
  };
  static const char * const choices[][4] = {
    { NULL }, { NULL }, { "0", "1", "2", "3" }, { "adam-mixed", "adam-fp32", "sgd" },
    { "none", "selective", "full" }, { "fused", "stored" },
  };
  static const char * const choice_options[] = { NULL, NULL, "zero", "optimizer", "recompute", "attention-scores" };
  GPtrArray *accelerators = ak_lesson_get_accelerators (f->lesson);
  guint accelerator = gtk_drop_down_get_selected (ak_training_page_get_choice (f->page, 1));
  GVariantDict *options = g_variant_dict_new (NULL);

  g_assert_cmpuint (G_N_ELEMENTS (fields), ==, AK_TRAINING_N_FIELDS);
  g_variant_dict_insert_value (options, "model", g_variant_new_bytestring (chosen_model_id (f)));
  g_variant_dict_insert (options, "accelerator", "s",
                         ((const AkAccelerator *) g_ptr_array_index (accelerators, accelerator))->id);
  for (guint i = 0; i < AK_TRAINING_N_FIELDS; i++)
    if (i != AK_TRAINING_FIELD_PRICE)  /* the page reads 0 as no price */
      g_variant_dict_insert (options, fields[i], "s", gtk_editable_get_text (ak_training_page_get_field (f->page, i)));
  for (guint c = 2; c < G_N_ELEMENTS (choice_options); c++)
    g_variant_dict_insert (options, choice_options[c], "s",
                           choices[c][gtk_drop_down_get_selected (ak_training_page_get_choice (f->page, c))]);
  return options;
}

/* The page plans what --plan-training plans for the controls it shows:
 * nothing it uses is hidden (the sequence length and the global batch
 * were, at 4,096 tokens and at least 976 sequences). */
static void
assert_page_is_cli (Fixture *f)
{
  g_autoptr(GVariantDict) options = options_of_page (f);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = ak_training_cli_to_json (f->lesson, options, &error);
  AkTrainingPlan p = plan (f);
  JsonObject *o, *step;

  g_assert_no_error (error);
  o = json_node_get_object (node);
  step = json_object_get_object_member (o, "step");
  assert_close (p.training_flops, json_object_get_double_member (o, "training_flops"));
  assert_close (p.days, json_object_get_double_member (o, "days"));
  assert_close (p.hfu, json_object_get_double_member (o, "hfu"));
  assert_close (p.memory.total_bytes,
                json_object_get_double_member (json_object_get_object_member (o, "per_chip"), "total_bytes"));
  assert_close (p.step.step_s, json_object_get_double_member (step, "step_s"));
  assert_close (p.step.dp_communication_s, json_object_get_double_member (step, "dp_communication_s"));
  assert_close (p.step.tp_communication_s, json_object_get_double_member (step, "tp_communication_s"));
}

static void
test_same_as_cli (Fixture *f, gconstpointer data)
{
  assert_page_is_cli (f);
  enter (ak_training_page_get_field (f->page, AK_TRAINING_FIELD_SEQ_LEN), "2048");
  enter (ak_training_page_get_field (f->page, AK_TRAINING_FIELD_GLOBAL_BATCH), "64");
  enter (ak_training_page_get_field (f->page, AK_TRAINING_FIELD_TP), "4");
  enter (ak_training_page_get_field (f->page, AK_TRAINING_FIELD_PP), "2");
  gtk_drop_down_set_selected (ak_training_page_get_choice (f->page, 3), 2);
  gtk_drop_down_set_selected (ak_training_page_get_choice (f->page, 4), 2);
  gtk_drop_down_set_selected (ak_training_page_get_choice (f->page, 5), 1);
  assert_page_is_cli (f);
  g_assert_cmpfloat (plan (f).step.bubble_fraction, >, 0);
}

static gboolean
is_label_of (GtkWidget     *widget,
             gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/* The page's own choices show whole on their buttons ("ZeRO 1
 * (optimize…" was cut); a lesson's long model name is cut there but
 * whole in its tooltip, its list and what screen readers are told. */
static void
test_choices_fit (Fixture *f, gconstpointer data)
{
  const char *name = "70B dense transformer (Llama-2-70B shape, grouped-query attention)";
  g_autofree char *wanted = g_strdup_printf ("Model %s", name);
  GtkWidget *toggle, *label;

  for (guint c = 2; c < 6; c++)
    {
      GListModel *items = gtk_drop_down_get_model (ak_training_page_get_choice (f->page, c));

      for (guint i = 0; i < g_list_model_get_n_items (items); i++)
        {
          g_autoptr(GtkStringObject) item = g_list_model_get_item (items, i);
          const char *text = gtk_string_object_get_string (item);

          g_test_message ("%s", text);
          g_assert_cmpint (g_utf8_strlen (text, -1), <=, AK_FIXED_DROP_DOWN_CHARS);
        }
    }
  toggle = find_widget (GTK_WIDGET (ak_training_page_get_choice (f->page, 0)), is_toggle, NULL);
  g_assert_nonnull (toggle);
  wait_for_accessible_text (toggle, GTK_ACCESSIBLE_PROPERTY_LABEL, wanted);
  label = find_widget (toggle, is_label_of, name);
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==, name);
}

/* Under a comma locale the page opens with a plan: its MFU is written
 * "0,4", as the field reads it, not "0.4", which the field refused. */
static void
test_comma_locale (void)
{
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));
  Fixture f;

  if (!ak_test_use_de_numbers ())
    {
      g_test_skip ("the de_DE.UTF-8 locale is not installed and could not be made");
      return;
    }
  fixture_set_up (&f, NULL);
  g_assert_cmpstr (gtk_editable_get_text (ak_training_page_get_field (f.page, AK_TRAINING_FIELD_MFU)), ==, "0,4");
  for (guint i = 0; i < AK_TRAINING_N_FIELDS; i++)
    g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (ak_training_page_get_field (f.page, i)), "error"));
  g_assert_cmpfloat (fabs (plan (&f).mfu - 0.4), <, 1e-12);
  g_assert_nonnull (strstr (ak_training_page_get_readout (f.page), "days"));
  /* big numbers as the lesson writes them, counts grouped as the locale does */
  g_test_message ("%s", ak_training_page_get_readout (f.page));
  g_assert_nonnull (strstr (ak_training_page_get_readout (f.page), "8,92 × 10²³ FLOPs"));
  g_assert_nonnull (strstr (ak_training_page_get_readout (f.page), "626.435 chip-hours"));
  fixture_tear_down (&f, NULL);
  setlocale (LC_NUMERIC, old);
}

int
main (int   argc,
      char *argv[])
{
  /* The test accessibility backend lets the test read names back. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ak_test_provide_de_locale ();
  if (!ui_test_init (&argc, &argv))
    return 0;

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/training-page/opens-with-plan", test_opens_with_plan);
  ADD ("/training-page/controls-named", test_controls_named);
  ADD ("/training-page/choices-change-memory", test_choices_change_memory);
  ADD ("/training-page/refused-keeps-plan", test_refused_keeps_plan);
  ADD ("/training-page/refusal-names-field", test_refusal_names_field);
  ADD ("/training-page/every-refusal-said", test_every_refusal_said);
  ADD ("/training-page/guess", test_guess);
  ADD ("/training-page/same-as-cli", test_same_as_cli);
  ADD ("/training-page/typing-commits-late", test_typing_commits_late);
  ADD ("/training-page/readout-words", test_readout_words);
  ADD ("/training-page/global-batch-split", test_global_batch_split);
  ADD ("/training-page/choices-fit", test_choices_fit);
  g_test_add_func ("/training-page/comma-locale", test_comma_locale);

  return g_test_run ();
}
