/* ak-lesson-validate-schema.c: walks a JSON object against its table
 *
 * The one place that reports unknown and duplicate members, missing
 * required ones, and each member's type and range, for every kind of
 * object a lesson has; the tables are in the files of the parts of a
 * lesson (ak-lesson-validate-{blocks,roofline,activities,pages}.c).
 *
 * Problems are reported in the order the tables list the members, which
 * is the order messages at the same position are shown in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-lesson-validate-schema-private.h"

/* Members */

static const LvMember *
find_member (const LvSchema *schema,
             const char     *name)
{
  for (guint i = 0; schema != NULL && i < schema->n_members; i++)
    if (strcmp (schema->members[i].name, name) == 0)
      return &schema->members[i];
  return NULL;
}

static guint
n_variants (const LvSchema *schema)
{
  for (guint i = 0; i < schema->n_members; i++)
    if (schema->members[i].kind == LV_KIND)
      return g_strv_length ((GStrv) schema->members[i].names->names);
  return 0;
}

static gboolean
in_any_variant (const LvSchema *schema,
                const char     *name)
{
  guint n = schema->variants != NULL ? n_variants (schema) : 0;

  for (guint i = 0; i < n; i++)
    if (find_member (schema->variants[i], name) != NULL)
      return TRUE;
  return FALSE;
}

static void
report_dup_member (const char *name,
                   gsize       offset,
                   gpointer    user_data)
{
  Validator *v = user_data;
  g_autofree char *shown = _ak_lesson_shorten (name);

  lv_report_at (v, offset, AK_LESSON_ERROR_DUPLICATE,
                _("member \"%s\" appears more than once"), shown);
}

/* Reports members in neither @schema nor @variant. Without a variant (its
 * kind is unknown), members of any variant are let through; with one,
 * members of another variant do not belong in it. */
static void
check_members (Validator      *v,
               LvObject       *o,
               const LvSchema *schema,
               const LvSchema *variant)
{
  JsonObject *object = json_node_get_object (o->node);
  g_autoptr(GList) names = json_object_get_members (object);
  g_autofree char *owner = NULL;

  _ak_lesson_source_foreach_dup (v->source, object, report_dup_member, v);
  _ak_lesson_source_count_members (v->source, json_object_get_size (object));

  for (const GList *l = names; l != NULL; l = l->next)
    {
      const char *name = l->data;
      g_autofree char *shown = NULL;
      gboolean foreign;
      gsize offset;

      if (find_member (schema, name) != NULL || find_member (variant, name) != NULL)
        continue;
      foreign = in_any_variant (schema, name);
      if (foreign && variant == NULL)
        continue;

      offset = _ak_lesson_source_locate (v->source, json_object_get_member (object, name),
                                         AK_LOCATE_NAME);
      shown = _ak_lesson_shorten (name);

      if (foreign)
        {
          const LvMember *kind = NULL;

          for (guint i = 0; kind == NULL && i < schema->n_members; i++)
            if (schema->members[i].kind == LV_KIND)
              kind = &schema->members[i];
          /* schema->owner is an N_() literal of the tables with one %s,
           * which msgfmt checks in every translation */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
          if (owner == NULL)
            owner = g_strdup_printf (_(schema->owner), kind->names->names[o->variant]);
#pragma GCC diagnostic pop
          lv_report_at (v, offset, AK_LESSON_ERROR_REFERENCE,
                        _("member \"%s\" does not belong in %s"), shown, owner);
        }
      else
        lv_report_at (v, offset, AK_LESSON_ERROR_REFERENCE, _("unknown member \"%s\""), shown);
    }
}

/* Values */

static StringKind
string_kind (LvKind kind)
{
  switch (kind)
    {
    case LV_TEXT:
    case LV_TITLE:
      return STRING_TEXT;
    case LV_MARKUP:
      return STRING_MARKUP;
    case LV_URL:
      return STRING_URL;
    case LV_ID:
    case LV_UNIQUE_ID:
    case LV_ACCELERATOR:
    case LV_ACCELERATOR_TDP:
    case LV_MODEL:
    case LV_PAGE:
      return STRING_ID;
    case LV_STRING:
    default:
      return STRING_PLAIN;
    }
}

static GPtrArray *
read_objects (Validator      *v,
              LvObject       *o,
              const LvMember *m,
              JsonNode       *member)
{
  const LvSchema *schema = m->schema;
  GPtrArray *items = g_ptr_array_new_with_free_func (schema->free);
  g_autoptr(GHashTable) scope = NULL;
  JsonArray *array = member != NULL ? lv_read_array_node (v, member, m->min, m->max) : NULL;
  guint len;

  if (array == NULL)
    return items;

  scope = lv_scope_new ();
  len = MIN (json_array_get_length (array), (guint) m->max);
  for (guint i = 0; i < len; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      gsize saved = lv_path_push_index (v, i);

      if (lv_expect_type (v, element, JSON_NODE_HOLDS_OBJECT (element), N_("an object")))
        {
          LvObject e = { element, g_malloc0 (schema->size), o->item, scope, -1 };

          lv_read_object (v, &e, schema);
          g_ptr_array_add (items, e.item);
        }
      lv_path_pop (v, saved);
    }

  return items;
}

/* Reads the string @member into the char * @field. */
static gboolean
read_string (Validator      *v,
             const LvMember *m,
             JsonNode       *member,
             char          **field)
{
  if (!lv_check_string (v, member, string_kind (m->kind)))
    return FALSE;
  if (m->kind == LV_TITLE && !lv_check_title (v, member))
    return FALSE;
  *field = g_strdup (json_node_get_string (member));
  return TRUE;
}

static gboolean
read_enum (Validator      *v,
           LvObject       *o,
           const LvMember *m,
           JsonNode       *member,
           gpointer        field)
{
  int index = lv_read_enum_node (v, member, m->names->names, m->names->what, m->names->expected);

  if (index < 0)
    return FALSE;
  if (m->names->as_string)
    {
      g_free (*(char **) field);  /* a default the schema's init set */
      *(char **) field = g_strdup (m->names->names[index]);
    }
  else
    *(int *) field = index;
  if (m->kind == LV_KIND)
    o->variant = index;
  return TRUE;
}

static gboolean
read_value (Validator      *v,
            LvObject       *o,
            const LvMember *m,
            JsonNode       *member)
{
  gpointer field = m->kind == LV_CUSTOM ? NULL : G_STRUCT_MEMBER_P (o->item, m->field);

  switch (m->kind)
    {
    case LV_STRING:
    case LV_TEXT:
    case LV_TITLE:
    case LV_MARKUP:
    case LV_ID:
    case LV_URL:
      return read_string (v, m, member, field);

    case LV_UNIQUE_ID:
      if (!read_string (v, m, member, field))
        return FALSE;
      lv_note_unique_id (v, member, o->scope);
      return TRUE;

    case LV_ACCELERATOR:
    case LV_ACCELERATOR_TDP:
      if (!read_string (v, m, member, field))
        return FALSE;
      lv_note_ref (v, v->accelerator_refs, member, m->kind == LV_ACCELERATOR_TDP);
      return TRUE;

    case LV_MODEL:
      if (!read_string (v, m, member, field))
        return FALSE;
      lv_note_ref (v, v->model_refs, member, FALSE);
      return TRUE;

    case LV_PAGE:
      if (!read_string (v, m, member, field))
        return FALSE;
      lv_note_ref (v, v->page_refs, member, FALSE);
      return TRUE;

    case LV_NUMBER:
      return lv_read_positive_node (v, member, m->min, m->max, field);

    case LV_INTEGER:
      return lv_read_integer_node (v, member, m->min, m->max, field);

    case LV_BOOL:
      return lv_read_bool_node (v, member, field);

    case LV_ENUM:
    case LV_KIND:
      return read_enum (v, o, m, member, field);

    case LV_STRINGS:
      *(GStrv *) field = lv_read_strings_node (v, member, m->min, m->max, m->strings);
      return *(GStrv *) field != NULL;

    case LV_OBJECTS:
      g_clear_pointer ((GPtrArray **) field, g_ptr_array_unref);
      *(GPtrArray **) field = read_objects (v, o, m, member);
      return TRUE;

    case LV_CUSTOM:
      return m->read (v, o, m, member);

    default:
      g_assert_not_reached ();
    }
}

/* Reads member @m of @o: TRUE if it is there and right. */
static gboolean
read_member (Validator      *v,
             LvObject       *o,
             const LvMember *m,
             gboolean        required)
{
  JsonNode *member = lv_get_member (v, o->node, m->name, required);
  gboolean ok;
  gsize saved;

  if (member == NULL)
    {
      if (m->kind == LV_OBJECTS)  /* every array is set, so views need no NULL checks */
        {
          GPtrArray **field = G_STRUCT_MEMBER_P (o->item, m->field);

          g_clear_pointer (field, g_ptr_array_unref);
          *field = read_objects (v, o, m, NULL);
        }
      return FALSE;
    }

  saved = lv_path_push (v, m->name);
  ok = read_value (v, o, m, member);
  if (ok && m->then != NULL)
    m->then (v, o, member);
  lv_path_pop (v, saved);

  return ok;
}

static gboolean
requires (const LvSchema *variant,
          const char     *name)
{
  return variant != NULL && variant->requires != NULL &&
         g_strv_contains ((const char * const *) variant->requires, name);
}

static void
read_members (Validator      *v,
              LvObject       *o,
              const LvSchema *schema,
              const LvSchema *variant)
{
  for (guint i = 0; i < schema->n_members; i++)
    {
      const LvMember *m = &schema->members[i];

      if (m->gate || m->later)
        continue;
      read_member (v, o, m, m->required || requires (variant, m->name));
      if (m->kind == LV_KIND && o->variant >= 0)
        variant = schema->variants[o->variant];
    }
}

/**
 * lv_read_object:
 * @v: the validator
 * @o: the object, and the struct it fills
 * @schema: its table
 *
 * Reads the JSON object @o->node against @schema into @o->item: the gate
 * members, then the others in table order, then the members of the
 * variant its LV_KIND member names, then the checks. Everything wrong is
 * reported; nothing stops the walk but a gate that is there and wrong
 * (then every other message would be noise).
 */
void
lv_read_object (Validator      *v,
                LvObject       *o,
                const LvSchema *schema)
{
  const LvSchema *variant = NULL;
  gboolean gates_ok = TRUE;

  o->variant = -1;
  if (schema->init != NULL)
    schema->init (v, o);

  for (guint i = 0; i < schema->n_members; i++)
    {
      const LvMember *m = &schema->members[i];

      if (m->gate && !read_member (v, o, m, m->required) &&
          lv_get_member (v, o->node, m->name, FALSE) != NULL)
        gates_ok = FALSE;
    }
  if (!gates_ok)
    return;

  read_members (v, o, schema, NULL);
  if (o->variant >= 0)
    variant = schema->variants[o->variant];
  check_members (v, o, schema, variant);

  if (variant != NULL)
    {
      if (variant->init != NULL)
        variant->init (v, o);
      read_members (v, o, variant, NULL);
      if (variant->check != NULL)
        variant->check (v, o);
    }

  if (schema->check != NULL)
    schema->check (v, o);
}

/**
 * lv_read_later:
 * @v: the validator
 * @o: the object
 * @schema: its table, which has a member @name
 * @name: a member marked `later`
 *
 * Reads one member that @schema's check reads itself, because whether and
 * when it is read depends on other members.
 *
 * Returns: %TRUE if it is there and right
 */
gboolean
lv_read_later (Validator      *v,
               LvObject       *o,
               const LvSchema *schema,
               const char     *name)
{
  const LvMember *m = find_member (schema, name);

  g_assert (m != NULL);
  return read_member (v, o, m, m->required);
}
