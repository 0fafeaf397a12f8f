#!/usr/bin/env bash
# accelerator-kitchen --analyze --sweep batch, speculative decoding and
# --export-chart batch without a display: good invocations print JSON with
# the documented members or write a valid file; bad ones exit 1 with one
# line on standard error naming the option and print nothing on standard
# output.
set -u
exe=$(realpath "${1:?usage: check-batch-cli.sh EXECUTABLE SOURCE_ROOT}")
checks=$(dirname "$(realpath "$0")")/cli-checks.sh
cd "${2:?}" || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0

run() { env -u DISPLAY -u WAYLAND_DISPLAY "$exe" "$@" >"$tmp/out" 2>"$tmp/err"; }

# good: run python checks on the JSON (d)
good() {
  local check=$1; shift
  if ! run --analyze "$@"; then
    echo "FAIL (exit $?): $* : $(cat "$tmp/err")"; status=1; return
  fi
  python3 -c "import json, sys; d = json.load(open(sys.argv[1])); $check" "$tmp/out" \
    || { echo "FAIL: $*"; status=1; }
  [ -s "$tmp/err" ] && { echo "FAIL: stderr not empty: $*"; status=1; }
}

# bad EXPECT ARGS…: exit 1, nothing on stdout, one line on stderr containing EXPECT
# shellcheck source=tests/cli-checks.sh
. "$checks"

a100='--model dense-7b --accelerator a100-80gb-sxm --context 2048'
sweep_members='
s = d["sweep"]
for p in s:
    for m in ["batch", "step_time_s", "ms_per_token", "tokens_per_s", "fits_in_memory", "bound",
              "weights_time_s", "kv_cache_time_s", "compute_time_s"]:
        assert m in p, (p, m)
    assert p["bound"] in ("memory", "compute")
    assert abs(p["ms_per_token"] - 1e3 * p["step_time_s"]) < 1e-9 * p["ms_per_token"]
b = [p["batch"] for p in s]
assert b == sorted(set(b)) and b[0] == 1
'

# 7B on an A100 80GB (80 GiB): the largest batch that fits is
# (85,899,345,920 − 13,476,831,232) / 2^30 = 67.4 → 67, the critical batch 153
# (rounded up 154); both are points of the sweep, and fitting stops at 67.
# shellcheck disable=SC2086
good "$sweep_members"'
assert 67 in b and 154 in b and 8 in b
assert all(p["fits_in_memory"] == (p["batch"] <= 67) for p in s)
assert all(p["estimate_ms_per_token"] >= p["ms_per_token"] for p in s)
assert "speculative" not in d' $a100 --batch 8 --sweep batch
# k = 4, a = 0.8: 3.3616 tokens per pass; at batch 1 the pass is
# memory-bound, so the speedup is 3.3616 / (1 + 4 × 0.05)
# shellcheck disable=SC2086
good 'r = d["speculative"]
assert abs(r["expected_tokens_per_pass"] - 3.3616) < 1e-9
assert abs(r["speedup"] - 3.3616 / 1.2) < 1e-6 and r["verification_bound"] == "memory"
assert "sweep" not in d' $a100 --draft-tokens 4 --acceptance 0.8 --draft-cost-ratio 0.05
# shellcheck disable=SC2086
good "$sweep_members"'
assert all("speculative_speedup" in p for p in s)
assert d["speculative"]["speedup"] > 0' $a100 --sweep batch --draft-tokens 2 --acceptance 0
# a chip whose memory the lesson gives: fits_in_memory is a boolean
good 'assert all(isinstance(p["fits_in_memory"], bool) for p in d["sweep"])' --accelerator l4 --sweep batch

bad '--acceptance' --analyze --draft-tokens 4 --acceptance 1
bad '--acceptance' --analyze --draft-tokens 4 --acceptance -0.1
bad '--acceptance' --analyze --draft-tokens 4 --acceptance nan
bad '--acceptance' --analyze --draft-tokens 4 --acceptance 0.5x
bad '--draft-tokens' --analyze --draft-tokens 0 --acceptance 0.5
bad '--draft-tokens' --analyze --draft-tokens 33 --acceptance 0.5
bad '--draft-tokens' --analyze --acceptance 0.5
bad '--draft-tokens' --analyze --draft-tokens 3
bad '--draft-cost-ratio' --analyze --draft-tokens 3 --acceptance 0.5 --draft-cost-ratio 1.5
bad '--sweep' --analyze --sweep context
bad '--phase' --analyze --sweep batch --phase prefill
bad '--batch' --analyze --sweep batch --batch 0
bad '--batch' --analyze --sweep batch --batch 2000000
bad '--context' --analyze --sweep batch --context 0
bad '--context' --analyze --sweep batch --context 99999999

# --export-chart batch FILE: a valid file of each format
for kind in png svg pdf; do
  out="$tmp/batch.$kind"
  if ! run --export-chart batch "$out" --model dense-7b --accelerator h100-sxm --batch 32 \
       --draft-tokens 4 --acceptance 0.7; then
    echo "FAIL: --export-chart batch $out: $(cat "$tmp/err")"; status=1; continue
  fi
  case $kind in
    png) [ "$(head -c 8 "$out" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] ;;
    svg) head -c 4096 "$out" | grep -q '<svg' ;;
    pdf) [ "$(head -c 5 "$out")" = '%PDF-' ] ;;
  esac || { echo "FAIL: $out is not a $kind file"; status=1; }
done
bad 'expected batch' --export-chart roofline "$tmp/x.png"
bad 'exactly one output file' --export-chart batch
bad '.png, .svg or .pdf' --export-chart batch "$tmp/x.gif"
bad '--acceptance' --export-chart batch "$tmp/x.png" --draft-tokens 4 --acceptance 1
bad '--batch' --export-chart batch "$tmp/x.png" --batch 0
[ -e "$tmp/x.png" ] && { echo "FAIL: a refused export wrote a file"; status=1; }

exit $status
