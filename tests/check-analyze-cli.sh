#!/usr/bin/env bash
# accelerator-kitchen --analyze without a display: good invocations print
# JSON with every documented member; bad ones exit 1 with one line on
# standard error naming the option, or the file and member, and print
# nothing on standard output.
set -u
exe=$(realpath "${1:?usage: check-analyze-cli.sh EXECUTABLE SOURCE_ROOT}")
checks=$(dirname "$(realpath "$0")")/cli-checks.sh
cd "${2:?}" || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0

run() { env -u DISPLAY -u WAYLAND_DISPLAY "$exe" --analyze "$@" >"$tmp/out" 2>"$tmp/err"; }

# good: check members and a few figures with python
good() {
  local check=$1; shift
  if ! run "$@"; then
    echo "FAIL (exit $?): $* : $(cat "$tmp/err")"; status=1; return
  fi
  python3 - "$check" "$tmp/out" <<'PY' || { echo "FAIL: $*"; status=1; }
import json, sys
d = json.load(open(sys.argv[2]))
members = ["parameters", "active_parameters", "weight_bytes", "kv_cache_bytes", "memory_needed_bytes",
           "fits_in_memory", "max_batch", "critical_batch", "flops", "bytes",
           "arithmetic_intensity_flop_byte", "peak_flop_s", "bandwidth_bytes_s", "ridge_point_flop_byte",
           "bound", "step_time_s", "tokens_per_s", "mbu", "mfu", "operators"]
missing = [m for m in members if m not in d]
assert not missing, missing
for op in d["operators"]:
    for m in ["name", "flops", "bytes", "arithmetic_intensity_flop_byte", "bound", "time_s"]:
        assert m in op, (op, m)
assert d["bound"] in ("compute", "memory")
exec(sys.argv[1])
PY
  [ -s "$tmp/err" ] && { echo "FAIL: stderr not empty: $*"; status=1; }
}

# bad EXPECT ARGS…: exit 1, nothing on stdout, one line on stderr containing EXPECT
# shellcheck source=tests/cli-checks.sh
. "$checks"

# 7B, batch 64, 2k context, A100: 13.5 GB + 68.7 GB do not fit in 80 GB.
good 'assert d["fits_in_memory"] is False and d["max_batch"] == 61 and d["kv_cache_bytes"] == 68719476736' \
  --model dense-7b --accelerator a100-80gb-sxm --batch 64 --context 2048
good 'assert d["parameters"] == 8030261248 and d["family"] == "llama"' \
  --model tests/configs/llama-3.1-8b.json --accelerator h100-sxm
good 'assert d["active_parameters"] == 12879925248 and any(o["name"] == "experts" for o in d["operators"])' \
  --model tests/configs/mixtral-8x7b-v0.1.json --accelerator h100-sxm --phase prefill --context 512
good 'assert d["peak_case"] == "fp8" and d["peak_flop_s"] == 1979e12' \
  --accelerator h100-sxm --precision fp8
good 'assert d["peak_case"] == "weight-only" and d["peak_flop_s"] == 989e12 and d["weight_bytes"] == 6738415616 / 2' \
  --accelerator h100-sxm --precision int4
# A whole figure is written whole, not as json-glib's 17 digits of 2.039 × 1e12
# (2039000000000.0002).
good 'assert d["bandwidth_bytes_s"] == 2039e9' --accelerator a100-80gb-sxm

printf '{"model_type": "llama", "num_hidden_layers": "32"}\n' >"$tmp/wrong-type.json"
printf '{"model_type": "llama", "num_hidden_layers": -1}\n' >"$tmp/negative.json"
bad "$tmp/wrong-type.json: num_hidden_layers: must be a whole number" --model "$tmp/wrong-type.json"
bad "$tmp/negative.json: num_hidden_layers: must be from 1 to 1024, got -1" --model "$tmp/negative.json"
bad "$tmp/no-such.json: " --model "$tmp/no-such.json"
bad "--batch: must be a whole number from 1 to 1048576, got “0”" --batch 0
bad "--batch: must be a whole number from 1 to 1048576, got “-3”" --batch -3
bad "--context: must be a whole number from 1 to 16777216, got “1e99”" --context 1e99
bad "--accelerator: no accelerator “no-such-chip”" --accelerator no-such-chip
bad "--model: no model “gpt-9”" --model gpt-9
bad "--phase: unknown phase “train”" --phase train
bad "--precision: unknown precision “fp6”" --precision fp6
bad "--compute-precision: int4 is a storage format" --compute-precision int4
bad "--compute-precision: NVIDIA L4 lists no fp32 peak" --accelerator l4 --precision fp32
bad "--model: the lesson’s model “llama” has no shape" --lesson tests/lessons/minimal.json
bad "empty.json:1:1: the file is empty" --lesson tests/lessons/broken/empty.json

exit $status
