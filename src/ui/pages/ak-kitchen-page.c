/* ak-kitchen-page.c: the kitchen page: scene, controls, caption, reading
 *
 * The scene comes first so the kitchen is seen working before the reading
 * text below it states the formula. The caption says which side of the
 * ridge the settings are on and which control would help.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "ak-a11y-names.h"
#include "ak-announce.h"
#include "ak-format.h"
#include "ak-hatch-text.h"
#include "ak-kitchen-page.h"

/* Scales move along a logarithm of their quantity. */
typedef enum {
  CONTROL_COOKS,
  CONTROL_BANDWIDTH,
  CONTROL_INTENSITY,
  CONTROL_KITCHENS,   /* the hatch's, linear */
} Control;

static const double speeds[] = { 0.25, 0.5, 1.0, 2.0, 4.0 };

struct _AkKitchenPage
{
  AkActivityPage   parent_instance;

  AkLesson        *lesson;
  AkKitchenPoint  *kitchen_point;
  const AkPage    *page;
  AkKitchenSim    *sim;
  gboolean         syncing;
  int              roofline_index;
  /* The verdict last shown, -1 before the first: a change is announced. */
  int              verdict;

  GtkDropDown     *preset_dropdown;
  GtkLabel        *preset_description;
  AkKitchenView   *view;
  GtkToggleButton *play_button;
  GtkImage        *play_icon;
  GtkWidget       *still_label;
  GtkDropDown     *speed_dropdown;
  GtkRange        *cooks_scale;
  GtkRange        *bandwidth_scale;
  GtkRange        *intensity_scale;
  GtkLabel        *caption;
  GtkLabel        *roofline_link;

  /* Kitchens that share orders through a hatch, for presets of two or more */
  AkHatchSim      *hatch;
  AkHatchView     *hatch_view;
  GtkWidget       *kitchens_label;
  GtkRange        *kitchens_scale;
  gboolean         hatch_shown;
};

G_DEFINE_FINAL_TYPE (AkKitchenPage, ak_kitchen_page, AK_TYPE_ACTIVITY_PAGE)

/* ---- scale positions and values ---------------------------------------- */

static double
round_significant (double value,
                   int    digits)
{
  double unit = pow (10, floor (log10 (value)) - (digits - 1));

  return round (value / unit) * unit;
}

static double
control_value (Control control,
               double  position)
{
  switch (control)
    {
    case CONTROL_COOKS:
      return CLAMP (round (exp2 (position)), AK_KITCHEN_MIN_COOKS, AK_KITCHEN_MAX_COOKS);
    case CONTROL_BANDWIDTH:
      return round_significant (pow (10, position), 3);
    case CONTROL_KITCHENS:
      return CLAMP (round (position), AK_HATCH_MIN_KITCHENS, AK_HATCH_MAX_KITCHENS);
    case CONTROL_INTENSITY:
    default:
      return round_significant (exp2 (position), 3);
    }
}

static double
control_position (Control control,
                  double  value)
{
  switch (control)
    {
    case CONTROL_BANDWIDTH:
      return log10 (value);
    case CONTROL_KITCHENS:
      return value;
    case CONTROL_COOKS:
    case CONTROL_INTENSITY:
    default:
      return log2 (value);
    }
}

/* Whole numbers as such ("512", "1,024"), others to three digits ("0.25"). */
static char *
format_quantity (double value)
{
  if (value >= 1 && value == round (value))
    return ak_format_number (value, (int) floor (log10 (value)) + 1);

  return ak_format_number_trimmed (value, 3);
}

static char *
format_control (GtkScale *scale,
                double    position,
                gpointer  user_data)
{
  return format_quantity (control_value (GPOINTER_TO_INT (user_data), position));
}

/* The value in words with its unit, as a screen reader reads it. */
static char *
control_text (Control control,
              double  value)
{
  g_autofree char *number = format_quantity (value);

  switch (control)
    {
    case CONTROL_COOKS:
      /* Translators: the value of the cooks slider, e.g. "512 cooks" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s cook", "%s cooks", (gulong) value), number);
    case CONTROL_KITCHENS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u kitchen", "%u kitchens", (gulong) value),
                              (guint) value);
    case CONTROL_BANDWIDTH:
      /* Translators: the value of the hallway slider, e.g. "50 ingredients per second" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s ingredient per second",
                                           "%s ingredients per second", value == 1 ? 1 : 2), number);
    case CONTROL_INTENSITY:
    default:
      /* Translators: the value of the chops slider, e.g. "4 chops per ingredient" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s chop per ingredient",
                                           "%s chops per ingredient", value == 1 ? 1 : 2), number);
    }
}

/* A slider's position is a logarithm (the Kitchens slider's the number
 * itself): a screen reader is given the number it shows, its range and its
 * unit instead, after every change. */
static void
expose_control (GtkRange *scale)
{
  Control control = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (scale), "ak-control"));
  GtkAdjustment *adjustment = gtk_range_get_adjustment (scale);
  double value = control_value (control, gtk_range_get_value (scale));
  g_autofree char *text = control_text (control, value);

  ak_accessible_set_range_value (GTK_WIDGET (scale), value,
                                 control_value (control, gtk_adjustment_get_lower (adjustment)),
                                 control_value (control, gtk_adjustment_get_upper (adjustment)),
                                 text);
  /* GTK 4.8 sends no value-changed event that Orca 43 hears: a slider
   * the learner moves says its new value as an announcement. */
  if (gtk_widget_has_focus (GTK_WIDGET (scale)))
    ak_announce (GTK_WIDGET (scale), text);
}

static void
sync_controls (AkKitchenPage *self)
{
  guint cooks = ak_kitchen_sim_get_cooks (self->sim);
  double bandwidth = ak_kitchen_sim_get_hallway_ingredients_per_second (self->sim);
  double intensity = ak_kitchen_sim_get_chops_per_ingredient (self->sim);

  self->syncing = TRUE;
  gtk_range_set_value (self->cooks_scale, control_position (CONTROL_COOKS, cooks));
  gtk_range_set_value (self->bandwidth_scale, control_position (CONTROL_BANDWIDTH, bandwidth));
  gtk_range_set_value (self->intensity_scale, control_position (CONTROL_INTENSITY, intensity));
  self->syncing = FALSE;

  expose_control (self->cooks_scale);
  expose_control (self->bandwidth_scale);
  expose_control (self->intensity_scale);
}

/* ---- caption ----------------------------------------------------------- */

/* The readout's figures are running averages: a compute-bound hallway's
 * moves around peak ÷ hallway supply (the share of its trips the cooks
 * use, 80 ÷ 160 = 50 % in the CPU kitchen) as its bursts come and go. */
static char *
averages_text (AkKitchenSim *sim)
{
  g_autofree char *seconds = ak_format_number (ak_kitchen_sim_get_readout_seconds (sim), 2);
  g_autofree char *share = NULL;

  if (ak_kitchen_sim_get_expected_bound (sim) == AK_BOUND_MEMORY)
    return g_strdup_printf (_("The busy figures above are running averages of the last %s s."), seconds);

  share = ak_format_percent (ak_kitchen_sim_get_peak_chops_per_second (sim) /
                             ak_kitchen_sim_get_hallway_chops_per_second (sim));
  return g_strdup_printf (_("The busy figures above are running averages of the last %s s: "
                            "the hallway’s moves around %s, the share of its trips the cooks use."),
                          seconds, share);
}

static char *
verdict_text (AkKitchenSim *sim)
{
  g_autofree char *peak = ak_format_number (ak_kitchen_sim_get_peak_chops_per_second (sim), 3);
  g_autofree char *supply = ak_format_number (ak_kitchen_sim_get_hallway_chops_per_second (sim), 3);
  g_autofree char *ridge = ak_format_number (ak_kitchen_sim_get_ridge_chops_per_ingredient (sim), 3);

  if (ak_kitchen_sim_get_expected_bound (sim) == AK_BOUND_MEMORY)
    return g_strdup_printf (_("Memory-bound: the hallway brings enough for %s chops a second, "
                              "but the cooks could manage %s. More cooks will not help. "
                              "A faster hallway (more ingredients per second) will, and so will "
                              "more chops per ingredient (batching): from %s chops per ingredient "
                              "on, this kitchen is compute-bound."),
                            supply, peak, ridge);

  return g_strdup_printf (_("Compute-bound: the cooks manage %s chops a second and the hallway "
                            "could bring enough for %s. A faster hallway will not help; more "
                            "cooks will. Below %s chops per ingredient this kitchen would be "
                            "memory-bound."),
                          peak, supply, ridge);
}

static char *
caption_text (AkKitchenSim *sim)
{
  g_autofree char *verdict = verdict_text (sim);
  g_autofree char *averages = averages_text (sim);

  return g_strdup_printf ("%s %s", verdict, averages);
}

static gboolean
same_value (double a,
            double b)
{
  return fabs (a - b) <= 1e-9 * MAX (fabs (a), fabs (b));
}

static gboolean
sim_matches_preset (AkKitchenSim          *sim,
                    const AkKitchenPreset *preset)
{
  return ak_kitchen_sim_get_cooks (sim) == preset->cooks &&
         same_value (ak_kitchen_sim_get_chops_per_second_per_cook (sim), preset->chops_per_second_per_cook) &&
         same_value (ak_kitchen_sim_get_hallway_ingredients_per_second (sim), preset->hallway_ingredients_per_second) &&
         same_value (ak_kitchen_sim_get_chops_per_ingredient (sim), preset->chops_per_ingredient);
}

/* The kitchens and the hatch too, when they are shown. */
static gboolean
hatch_matches_preset (AkKitchenPage         *self,
                      const AkKitchenPreset *preset)
{
  return !self->hatch_shown ||
         (ak_hatch_sim_get_kitchens (self->hatch) == preset->kitchens &&
          same_value (ak_hatch_sim_get_hatch_items_per_second (self->hatch), preset->hatch_items_per_second));
}

/* The preset's description is true of the preset only: once a control
 * moves away from it, say so rather than keep describing a kitchen that is
 * no longer shown. */
static void
update_preset_description (AkKitchenPage *self)
{
  guint index = gtk_drop_down_get_selected (self->preset_dropdown);
  const AkKitchenPreset *preset;

  if (index >= self->page->presets->len)
    return;

  preset = g_ptr_array_index (self->page->presets, index);
  if (sim_matches_preset (self->sim, preset) && hatch_matches_preset (self, preset))
    {
      gtk_label_set_text (self->preset_description, preset->description ? preset->description : "");
      gtk_widget_set_visible (GTK_WIDGET (self->preset_description), preset->description != NULL);
    }
  else
    {
      g_autofree char *text = g_strdup_printf (_("Your own settings, changed from “%s”: the caption below describes them."),
                                               preset->label);

      gtk_label_set_text (self->preset_description, text);
      gtk_widget_set_visible (GTK_WIDGET (self->preset_description), TRUE);
    }
}

/* WCAG 4.1.3: the caption changes without a focus change. It is spoken
 * when the steady-state verdict changes sides, not at every control step
 * that only changes its numbers. */
static void
announce_verdict (AkKitchenPage *self,
                  const char    *caption)
{
  int verdict = self->hatch_shown ? 16 + (int) ak_hatch_sim_get_bound (self->hatch)
                                  : (int) ak_kitchen_sim_get_expected_bound (self->sim);

  if (self->verdict >= 0 && verdict != self->verdict)
    ak_announce (GTK_WIDGET (self), caption);
  self->verdict = verdict;
}

static void
on_sim_changed (AkKitchenPage *self)
{
  g_autofree char *text = self->hatch_shown ? ak_hatch_renderer_caption (self->hatch)
                                            : caption_text (self->sim);

  gtk_label_set_text (self->caption, text);
  announce_verdict (self, text);
  sync_controls (self);
  update_preset_description (self);
}

/* ---- kitchens that share orders (ak-hatch-sim.h) ------------------------ */

/* A preset of two or more kitchens shows the kitchens and the hatch, and
 * the Kitchens slider, instead of the one kitchen; the kitchen's own
 * sliders then set every kitchen. */
static void
show_hatch (AkKitchenPage         *self,
            const AkKitchenPreset *preset)
{
  g_autoptr(GError) error = NULL;

  self->hatch_shown = preset->kitchens > 1;
  gtk_widget_set_visible (GTK_WIDGET (self->view), !self->hatch_shown);
  gtk_widget_set_visible (GTK_WIDGET (self->hatch_view), self->hatch_shown);
  gtk_widget_set_visible (self->kitchens_label, self->hatch_shown);
  gtk_widget_set_visible (GTK_WIDGET (self->kitchens_scale), self->hatch_shown);
  if (!self->hatch_shown)
    return;

  if (!ak_hatch_sim_apply_preset (self->hatch, preset, &error))
    g_warning ("Kitchen preset %s: %s", preset->id, error->message);
  self->syncing = TRUE;
  gtk_range_set_value (self->kitchens_scale,
                       control_position (CONTROL_KITCHENS, ak_hatch_sim_get_kitchens (self->hatch)));
  self->syncing = FALSE;
  expose_control (self->kitchens_scale);
  ak_hatch_view_reset (self->hatch_view);
}

static void
setup_hatch (AkKitchenPage *self)
{
  self->hatch = ak_hatch_sim_new (self->sim);
  g_signal_connect_object (self->hatch, "notify", G_CALLBACK (on_sim_changed), self, G_CONNECT_SWAPPED);
  ak_hatch_view_set_sim (self->hatch_view, self->hatch);
  g_object_bind_property (self->view, "playing", self->hatch_view, "playing",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
}

/* ---- presets ----------------------------------------------------------- */

static void
apply_preset (AkKitchenPage *self,
              guint          index)
{
  const AkKitchenPreset *preset;
  g_autoptr(GError) error = NULL;

  if (index >= self->page->presets->len)
    return;

  preset = g_ptr_array_index (self->page->presets, index);
  if (!ak_kitchen_sim_apply_preset (self->sim, preset, &error))
    g_warning ("Kitchen preset %s: %s", preset->id, error->message);

  ak_kitchen_view_reset (self->view);
  show_hatch (self, preset);
  on_sim_changed (self);
}

static void
on_preset_selected (AkKitchenPage *self)
{
  apply_preset (self, gtk_drop_down_get_selected (self->preset_dropdown));
}

/**
 * ak_kitchen_page_select_preset:
 * @self: a kitchen page
 * @preset_id: the id of one of the page's presets
 *
 * Returns: %TRUE if the page has that preset and it is now applied
 */
gboolean
ak_kitchen_page_select_preset (AkKitchenPage *self,
                               const char    *preset_id)
{
  g_return_val_if_fail (AK_IS_KITCHEN_PAGE (self), FALSE);

  for (guint i = 0; i < self->page->presets->len; i++)
    {
      const AkKitchenPreset *preset = g_ptr_array_index (self->page->presets, i);

      if (g_strcmp0 (preset->id, preset_id) == 0)
        {
          gtk_drop_down_set_selected (self->preset_dropdown, i);
          return TRUE;
        }
    }

  return FALSE;
}

/* ---- controls ---------------------------------------------------------- */

static gboolean
expose_control_later_cb (gpointer data)
{
  GtkRange *range = data;

  g_object_set_data (G_OBJECT (range), "ak-expose-pending", NULL);
  expose_control (range);
  return G_SOURCE_REMOVE;
}

/* GTK 4.8 sets the slider's value to its position again after a key or a
 * drag has moved it (after value-changed), so the number shown is given
 * once that is done too. */
static void
expose_control_later (GtkRange *range)
{
  if (g_object_get_data (G_OBJECT (range), "ak-expose-pending") != NULL)
    return;
  g_object_set_data (G_OBJECT (range), "ak-expose-pending", GINT_TO_POINTER (1));
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, expose_control_later_cb, g_object_ref (range), g_object_unref);
}

static void
on_control_changed (AkKitchenPage *self,
                    GtkRange      *range)
{
  double position = gtk_range_get_value (range);

  expose_control (range);
  expose_control_later (range);
  if (self->syncing)
    return;

  if (range == self->kitchens_scale)
    {
      ak_hatch_sim_set_kitchens (self->hatch, (guint) control_value (CONTROL_KITCHENS, position), NULL);
      return;
    }
  if (range == self->cooks_scale)
    ak_kitchen_sim_set_cooks (self->sim, (guint) control_value (CONTROL_COOKS, position), NULL);
  else if (range == self->bandwidth_scale)
    ak_kitchen_sim_set_hallway_ingredients_per_second (self->sim, control_value (CONTROL_BANDWIDTH, position), NULL);
  else
    ak_kitchen_sim_set_chops_per_ingredient (self->sim, control_value (CONTROL_INTENSITY, position), NULL);
  /* A still frame (animations off) shows the new steady state. */
  ak_kitchen_view_settle (self->view);
}

static void
on_play_toggled (AkKitchenPage   *self,
                 GParamSpec      *pspec,
                 GtkToggleButton *button)
{
  gboolean playing = gtk_toggle_button_get_active (button);

  gtk_image_set_from_icon_name (self->play_icon,
                                playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
}

static void
on_step_clicked (AkKitchenPage *self)
{
  if (self->hatch_shown)
    ak_hatch_view_step (self->hatch_view);
  else
    ak_kitchen_view_step (self->view);
}

static void
on_reset_clicked (AkKitchenPage *self)
{
  if (self->hatch_shown)
    ak_hatch_view_reset (self->hatch_view);
  else
    ak_kitchen_view_reset (self->view);
}

/* A page command: what its button and its shortcut do. */
static void
on_step_clicked_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  on_step_clicked (AK_KITCHEN_PAGE (widget));
}

/* A page command: what its button and its shortcut do. */
static void
on_reset_clicked_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  on_reset_clicked (AK_KITCHEN_PAGE (widget));
}

static void
play_pause_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  AkKitchenPage *self = AK_KITCHEN_PAGE (widget);

  gtk_toggle_button_set_active (self->play_button, !gtk_toggle_button_get_active (self->play_button));
}

static void
on_speed_selected (AkKitchenPage *self)
{
  guint selected = gtk_drop_down_get_selected (self->speed_dropdown);

  if (selected < G_N_ELEMENTS (speeds))
    {
      ak_kitchen_view_set_speed (self->view, speeds[selected]);
      ak_hatch_view_set_speed (self->hatch_view, speeds[selected]);
    }
}

/* Hands the kitchen's figures to the roofline page (through the page
 * context), which plots them, then shows that page. */
static gboolean
on_roofline_link (AkKitchenPage *self,
                  const char    *uri)
{
  g_autoptr(GError) error = NULL;

  if (!ak_kitchen_point_set_from_sim (self->kitchen_point, self->sim, &error))
    g_warning ("Kitchen page: %s", error->message);
  if (self->roofline_index >= 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.goto-page", "i", self->roofline_index);
  return TRUE;
}

/* ---- construction ------------------------------------------------------ */

static void
setup_scale (GtkRange *scale,
             Control   control)
{
  g_object_set_data (G_OBJECT (scale), "ak-control", GINT_TO_POINTER (control));
  gtk_scale_set_format_value_func (GTK_SCALE (scale), format_control, GINT_TO_POINTER (control), NULL);
}

static void
setup_roofline_link (AkKitchenPage *self)
{
  g_autofree char *markup = NULL;

  self->roofline_index = -1;
  for (guint i = 0; i < ak_lesson_get_n_pages (self->lesson); i++)
    {
      if (ak_lesson_get_page (self->lesson, i)->kind == AK_PAGE_ROOFLINE)
        {
          self->roofline_index = (int) i;
          break;
        }
    }

  if (self->roofline_index < 0)
    return;

  markup = g_markup_printf_escaped ("<a href=\"page:roofline\">%s</a>",
                                    _("See where this kitchen sits on the roofline"));
  gtk_label_set_markup (self->roofline_link, markup);
  gtk_widget_set_visible (GTK_WIDGET (self->roofline_link), TRUE);
}

static void
setup_presets (AkKitchenPage *self)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

  for (guint i = 0; i < self->page->presets->len; i++)
    {
      const AkKitchenPreset *preset = g_ptr_array_index (self->page->presets, i);

      gtk_string_list_append (labels, preset->label);
    }

  gtk_drop_down_set_model (self->preset_dropdown, G_LIST_MODEL (labels));
  gtk_widget_set_visible (GTK_WIDGET (self->preset_dropdown), self->page->presets->len > 0);
}

static void
ak_kitchen_page_dispose (GObject *object)
{
  AkKitchenPage *self = AK_KITCHEN_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_KITCHEN_PAGE);
  g_clear_object (&self->hatch);
  g_clear_object (&self->sim);
  g_clear_object (&self->kitchen_point);
  g_clear_object (&self->lesson);

  G_OBJECT_CLASS (ak_kitchen_page_parent_class)->dispose (object);
}

static void
ak_kitchen_page_class_init (AkKitchenPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_kitchen_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, AK_RESOURCE_PREFIX "/ui/ak-kitchen-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, preset_dropdown);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, preset_description);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, view);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, play_button);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, play_icon);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, still_label);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, cooks_scale);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, bandwidth_scale);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, intensity_scale);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, caption);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, roofline_link);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, hatch_view);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, kitchens_label);
  gtk_widget_class_bind_template_child (widget_class, AkKitchenPage, kitchens_scale);
  gtk_widget_class_bind_template_callback (widget_class, on_preset_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_control_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_play_toggled);
  /* Page commands: their buttons and their keys (listed in the shortcuts window). */
  gtk_widget_class_install_action (widget_class, "kitchen.play-pause", NULL, play_pause_action);
  gtk_widget_class_install_action (widget_class, "kitchen.step", NULL, on_step_clicked_action);
  gtk_widget_class_install_action (widget_class, "kitchen.reset", NULL, on_reset_clicked_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, GDK_CONTROL_MASK, "kitchen.play-pause", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_period, GDK_CONTROL_MASK, "kitchen.step", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "kitchen.reset", NULL);
  gtk_widget_class_bind_template_callback (widget_class, on_speed_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_roofline_link);
  gtk_widget_class_set_css_name (widget_class, "kitchenpage");
}

static void
ak_kitchen_page_init (AkKitchenPage *self)
{
  g_type_ensure (AK_TYPE_KITCHEN_VIEW);
  g_type_ensure (AK_TYPE_HATCH_VIEW);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->verdict = -1;

  setup_scale (self->cooks_scale, CONTROL_COOKS);
  setup_scale (self->bandwidth_scale, CONTROL_BANDWIDTH);
  setup_scale (self->intensity_scale, CONTROL_INTENSITY);
  setup_scale (self->kitchens_scale, CONTROL_KITCHENS);

  self->sim = ak_kitchen_sim_new (1);
  g_signal_connect_object (self->sim, "notify", G_CALLBACK (on_sim_changed), self, G_CONNECT_SWAPPED);
  ak_kitchen_view_set_sim (self->view, self->sim);
  g_object_bind_property (self->view, "playing", self->play_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->view, "animations-enabled", self->play_button, "sensitive",
                          G_BINDING_SYNC_CREATE);
  setup_hatch (self);
  /* With animations off nothing moves by itself: say what Step does. */
  g_object_bind_property (self->view, "animations-enabled", self->still_label, "visible",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
}

/**
 * ak_kitchen_page_new:
 * @context: what pages are handed: the lesson, for the roofline link, and
 *   the kitchen point the link hands the kitchen's figures to
 * @page: one of the context's lesson's pages, of kind %AK_PAGE_KITCHEN
 *
 * Returns: (transfer floating): the page, showing its first preset
 */
AkKitchenPage *
ak_kitchen_page_new (AkPageContext *context,
                     const AkPage  *page)
{
  AkKitchenPage *self;

  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL, NULL);

  self = g_object_new (AK_TYPE_KITCHEN_PAGE, NULL);
  self->lesson = g_object_ref (ak_page_context_get_lesson (context));
  self->kitchen_point = g_object_ref (ak_page_context_get_kitchen_point (context));
  self->page = page;

  setup_presets (self);
  setup_roofline_link (self);
  ak_activity_page_set_page (AK_ACTIVITY_PAGE (self), context, page);
  apply_preset (self, 0);

  return self;
}

/**
 * ak_kitchen_page_get_view:
 * @self: a kitchen page
 *
 * Returns: (transfer none): the kitchen scene
 */
AkKitchenView *
ak_kitchen_page_get_view (AkKitchenPage *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_PAGE (self), NULL);
  return self->view;
}

/**
 * ak_kitchen_page_get_hatch_view:
 * @self: a kitchen page
 *
 * Returns: (transfer none): the scene of kitchens that share orders, shown
 *   instead of the kitchen for a preset of two or more kitchens
 */
AkHatchView *
ak_kitchen_page_get_hatch_view (AkKitchenPage *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_PAGE (self), NULL);
  return self->hatch_view;
}

/**
 * ak_kitchen_page_get_caption:
 * @self: a kitchen page
 *
 * Returns: (transfer none): the caption under the controls
 */
const char *
ak_kitchen_page_get_caption (AkKitchenPage *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_PAGE (self), NULL);
  return gtk_label_get_text (self->caption);
}

/**
 * ak_kitchen_page_get_preset_description:
 * @self: a kitchen page
 *
 * Returns: (transfer none): the text under the preset chooser: the preset's
 *   description, or a note that the controls have moved away from it
 */
const char *
ak_kitchen_page_get_preset_description (AkKitchenPage *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_PAGE (self), NULL);
  return gtk_label_get_text (self->preset_description);
}
