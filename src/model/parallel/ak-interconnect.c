/* ak-interconnect.c: links between chips and the cost of ring collectives
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ak-interconnect.h"

/* The largest buffer a collective is priced for: 1 PB, far beyond any
 * model's activations or weights. */
#define MAX_COLLECTIVE_BYTES 1e15

G_DEFINE_QUARK (ak-interconnect-error-quark, ak_interconnect_error)

/**
 * ak_interconnect_find_link:
 * @lesson: a lesson
 * @link_id: the id of one of its links (`--link ID`)
 * @error: %AK_INTERCONNECT_ERROR_UNKNOWN_LINK when no link has this id
 *
 * Returns: (transfer none) (nullable): the link, or %NULL with @error set
 */
const AkLink *
ak_interconnect_find_link (AkLesson    *lesson,
                           const char  *link_id,
                           GError     **error)
{
  const AkLink *link;

  g_return_val_if_fail (AK_IS_LESSON (lesson), NULL);
  g_return_val_if_fail (link_id != NULL, NULL);

  link = ak_lesson_find_link (lesson, link_id);
  if (link == NULL)
    g_set_error (error, AK_INTERCONNECT_ERROR, AK_INTERCONNECT_ERROR_UNKNOWN_LINK,
                 _("unknown link “%s” (the lesson has no link with this id)"), link_id);
  return link;
}

/**
 * ak_interconnect_default_link:
 * @lesson: the lesson @accelerator belongs to
 * @accelerator: an accelerator
 * @error: %AK_INTERCONNECT_ERROR_NO_LINK when @accelerator names no link
 *
 * The accelerator's own fast link: the first of its `links`.
 *
 * Returns: (transfer none) (nullable): the link, or %NULL with @error set
 */
const AkLink *
ak_interconnect_default_link (AkLesson            *lesson,
                              const AkAccelerator *accelerator,
                              GError             **error)
{
  g_return_val_if_fail (AK_IS_LESSON (lesson), NULL);
  g_return_val_if_fail (accelerator != NULL, NULL);

  if (accelerator->links == NULL || accelerator->links[0] == NULL)
    {
      g_set_error (error, AK_INTERCONNECT_ERROR, AK_INTERCONNECT_ERROR_NO_LINK,
                   _("%s names no link in the lesson, so it cannot be joined to other chips"),
                   accelerator->name);
      return NULL;
    }
  return ak_interconnect_find_link (lesson, accelerator->links[0], error);
}

/**
 * ak_interconnect_accelerator_has_link:
 * @accelerator: an accelerator
 * @link_id: a link id
 *
 * Returns: whether @accelerator names @link_id among its links
 */
gboolean
ak_interconnect_accelerator_has_link (const AkAccelerator *accelerator,
                                      const char          *link_id)
{
  g_return_val_if_fail (accelerator != NULL, FALSE);
  g_return_val_if_fail (link_id != NULL, FALSE);

  return accelerator->links != NULL &&
         g_strv_contains ((const char * const *) accelerator->links, link_id);
}

/**
 * ak_interconnect_fast_domain_chips:
 * @accelerator: an accelerator
 *
 * How many chips the accelerator's first link joins (`fast_domain_chips`
 * in the lesson: 8 GPUs on one node's NVSwitch, a TPU slice).
 *
 * Returns: the count, or 0 when the lesson gives none (no limit is known)
 */
guint
ak_interconnect_fast_domain_chips (const AkAccelerator *accelerator)
{
  g_return_val_if_fail (accelerator != NULL, 0);
  return accelerator->fast_domain_chips;
}

/**
 * ak_link_bandwidth_bytes_s:
 * @link: a link
 *
 * Returns: the link's bandwidth in one direction, bytes/s (10^9 × the
 *   lesson's `bandwidth_gb_s`); never the vendor's two-way headline
 */
double
ak_link_bandwidth_bytes_s (const AkLink *link)
{
  g_return_val_if_fail (link != NULL, 0);
  return link->bandwidth_gb_s * 1e9;
}

/**
 * ak_collective_to_string:
 * @collective: a collective
 *
 * Returns: its name as the command line prints it, e.g. "all-reduce"
 */
const char *
ak_collective_to_string (AkCollective collective)
{
  switch (collective)
    {
    case AK_COLLECTIVE_ALL_REDUCE:
      return "all-reduce";
    case AK_COLLECTIVE_ALL_GATHER:
      return "all-gather";
    case AK_COLLECTIVE_REDUCE_SCATTER:
      return "reduce-scatter";
    case AK_COLLECTIVE_ALL_TO_ALL:
      return "all-to-all";
    default:
      g_return_val_if_reached ("all-reduce");
    }
}

/**
 * ak_collective_bytes_per_chip:
 * @collective: a collective
 * @n_chips: chips taking part, 1 or more
 * @bytes: the buffer on each chip, bytes (for all-gather: the gathered
 *   result; for reduce-scatter and all-reduce: the full buffer summed;
 *   for all-to-all: what one chip holds before the exchange)
 *
 * The bytes each chip sends, in a ring (scaling book, sharding and GPU
 * chapters): all-gather and reduce-scatter send @bytes × (N − 1) / N, since each
 * chip passes on every shard but its own once; all-reduce is a
 * reduce-scatter followed by an all-gather, 2 × (N − 1) / N × @bytes. In an
 * all-to-all each chip keeps 1/N of its buffer and sends the rest,
 * (N − 1) / N × @bytes, each part straight to its chip (a switch or a
 * pairwise exchange).
 *
 * Returns: bytes sent per chip; 0 for one chip
 */
double
ak_collective_bytes_per_chip (AkCollective collective,
                              guint        n_chips,
                              double       bytes)
{
  double share;

  g_return_val_if_fail (n_chips >= 1, 0);

  share = (double) (n_chips - 1) / n_chips * bytes;
  return collective == AK_COLLECTIVE_ALL_REDUCE ? 2 * share : share;
}

/**
 * ak_collective_hops:
 * @collective: a collective
 * @n_chips: chips taking part, 1 or more
 *
 * Steps that follow one another, each waiting once for the link's
 * latency: a ring all-gather or reduce-scatter passes each shard on N − 1
 * times, one step each; an all-reduce is both, 2 (N − 1); a pairwise
 * all-to-all exchanges with each of the N − 1 others in turn.
 *
 * Returns: the number of steps; 0 for one chip
 */
double
ak_collective_hops (AkCollective collective,
                    guint        n_chips)
{
  g_return_val_if_fail (n_chips >= 1, 0);

  return collective == AK_COLLECTIVE_ALL_REDUCE ? 2.0 * (n_chips - 1) : (double) (n_chips - 1);
}

static gboolean
check_cost_inputs (guint    n_chips,
                   double   bytes,
                   double   bandwidth_bytes_s,
                   double   latency_s,
                   GError **error)
{
  if (n_chips < 1 || n_chips > AK_INTERCONNECT_MAX_CHIPS)
    g_set_error (error, AK_INTERCONNECT_ERROR, AK_INTERCONNECT_ERROR_INVALID,
                 _("%u chips is outside 1 to %u"), n_chips, AK_INTERCONNECT_MAX_CHIPS);
  else if (!isfinite (bytes) || bytes < 0 || bytes > MAX_COLLECTIVE_BYTES)
    g_set_error (error, AK_INTERCONNECT_ERROR, AK_INTERCONNECT_ERROR_INVALID,
                 _("a collective of %g bytes is outside 0 to 10^15"), bytes);
  else if (!isfinite (bandwidth_bytes_s) || bandwidth_bytes_s <= 0)
    g_set_error (error, AK_INTERCONNECT_ERROR, AK_INTERCONNECT_ERROR_INVALID,
                 _("the link bandwidth must be above 0 bytes/s"));
  else if (!isfinite (latency_s) || latency_s < 0 || latency_s > 1)
    g_set_error (error, AK_INTERCONNECT_ERROR, AK_INTERCONNECT_ERROR_INVALID,
                 _("a link latency of %g s is outside 0 to 1 s"), latency_s);
  else
    return TRUE;
  return FALSE;
}

/**
 * ak_collective_cost:
 * @collective: a collective
 * @n_chips: chips taking part, 1 to %AK_INTERCONNECT_MAX_CHIPS
 * @bytes: the buffer, bytes, 0 to 10^15 (see ak_collective_bytes_per_chip())
 * @bandwidth_bytes_s: the link's bandwidth in one direction per chip,
 *   bytes/s, above 0
 * @latency_s: the time one step waits before its first byte arrives,
 *   seconds, 0 to 1. The lesson gives no latency figure (none of its
 *   sources states one the app could check), so it is the caller's
 *   parameter: pass 0 for the bandwidth term alone.
 * @out_cost: (out): the cost
 * @error: %AK_INTERCONNECT_ERROR_INVALID when an input is out of range
 *
 * time = bytes per chip / bandwidth + hops × latency (the α–β model of a
 * ring; scaling book, sharding chapter: an all-reduce costs
 * 2 (N − 1) / N × bytes / bandwidth). Each chip sends and receives at once,
 * one direction each, so the one-way bandwidth is the right one. A torus
 * that runs a ring both ways round could halve this; the app keeps the
 * one-way ring for every link.
 *
 * Returns: %TRUE, or %FALSE with @error set
 */
gboolean
ak_collective_cost (AkCollective      collective,
                    guint             n_chips,
                    double            bytes,
                    double            bandwidth_bytes_s,
                    double            latency_s,
                    AkCollectiveCost *out_cost,
                    GError          **error)
{
  g_return_val_if_fail (out_cost != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_cost_inputs (n_chips, bytes, bandwidth_bytes_s, latency_s, error))
    return FALSE;

  out_cost->bytes_per_chip = ak_collective_bytes_per_chip (collective, n_chips, bytes);
  out_cost->hops = ak_collective_hops (collective, n_chips);
  out_cost->time_s = out_cost->bytes_per_chip / bandwidth_bytes_s + out_cost->hops * latency_s;
  return TRUE;
}
