/* ak-test-lessons.h: generated lessons for the tests of the lesson
 * limits: tests/lessons/minimal.json with pages, blocks and texts added
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "config.h"

#include <json-glib/json-glib.h>

/* tests/lessons/minimal.json: pages idea (reading), kitchen, roofline,
 * mfu, sort, quiz. */
enum { PAGE_IDEA = 0, PAGE_SORT = 4, PAGE_QUIZ = 5 };

/* json_node_copy() shares a container's contents; a copy to change is
 * parsed afresh. */
G_GNUC_UNUSED static JsonNode *
deep_copy (JsonNode *node)
{
  g_autofree char *json = json_to_string (node, FALSE);

  return json_from_string (json, NULL);
}

G_GNUC_UNUSED static JsonNode *
minimal (void)
{
  g_autofree char *path = g_build_filename (TOP_SRCDIR, "tests", "lessons", "minimal.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  return deep_copy (json_parser_get_root (parser));
}

G_GNUC_UNUSED static JsonObject *
page (JsonNode *root,
      guint     index)
{
  JsonArray *pages = json_object_get_array_member (json_node_get_object (root), "pages");

  return json_array_get_object_element (pages, index);
}

G_GNUC_UNUSED static JsonArray *
page_array (JsonNode   *root,
            guint       index,
            const char *name)
{
  return json_object_get_array_member (page (root, index), name);
}

G_GNUC_UNUSED static JsonNode *
paragraph (gsize length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *text = g_strnfill (length, 'a');

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "paragraph");
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, text);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* A table of 8 columns and 100 rows: 911 values. */
G_GNUC_UNUSED static JsonNode *
big_table (void)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "table");
  json_builder_set_member_name (builder, "columns");
  json_builder_begin_array (builder);
  for (guint c = 0; c < 8; c++)
    json_builder_add_string_value (builder, "col");
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "rows");
  json_builder_begin_array (builder);
  for (guint r = 0; r < 100; r++)
    {
      json_builder_begin_array (builder);
      for (guint c = 0; c < 8; c++)
        json_builder_add_string_value (builder, "x");
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

G_GNUC_UNUSED static void
add_paragraphs (JsonArray *blocks,
                guint      n,
                gsize      length)
{
  for (guint i = 0; i < n; i++)
    json_array_add_element (blocks, paragraph (length));
}

