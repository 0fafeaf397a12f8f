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

# 7B, batch 72, 2k context, A100 80GB (80 GiB): 13.48 GB of weights + 72 GiB
# of KV cache do not fit; (85,899,345,920 − 13,476,831,232) / 2^30 = 67.4, so
# 67 sequences do.
good 'assert d["fits_in_memory"] is False and d["max_batch"] == 67 and d["kv_cache_bytes"] == 77309411328' \
  --model dense-7b --accelerator a100-80gb-sxm --batch 72 --context 2048
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
# The estimate is never faster than the bound; factors typed with --efficiency.
good 'e = d["estimate"]; assert e["efficiency"] == {"compute": 0.7, "memory": 0.8, "overhead_s": 2e-05, "source": "user"} and e["step_time_s"] > d["step_time_s"] and 0 < e["mbu"] < d["mbu"]' \
  --accelerator a100-80gb-sxm --efficiency compute=0.7,memory=0.8,overhead=20e-6
# A request: e2e = TTFT + TPOT × (OSL − 1); $2/hour ÷ 3600 ÷ tokens/s × 10^6;
# 400 W (TDP) ÷ tokens/s.
good 'q = d["request"]; e = d["request_estimate"]; assert abs(q["e2e_s"] - q["ttft_s"] - q["tpot_s"] * 127) < 1e-12 and abs(q["usd_per_million_output_tokens"] - 2 / 3600 / q["output_tokens_per_s"] * 1e6) < 1e-12 and q["power_figure"] == "tdp_w" and abs(q["joules_per_output_token"] - 400 / q["output_tokens_per_s"]) < 1e-12 and e["e2e_s"] > q["e2e_s"] and q["input_tokens"] == 128' \
  --accelerator a100-80gb-sxm --batch 8 --request 128/128 --price-per-hour 2
# Llama 2 7B at 4k context: no batch turns compute-bound; 8k is past its 4,096 positions.
good 'assert d["critical_batch_with_kv"] is None and d["context_exceeds_model_max"] is False' \
  --model tests/configs/llama-2-7b.json --accelerator a100-80gb-sxm --context 4096
good 'assert d["critical_batch_with_kv"] is None and d["context_exceeds_model_max"] is True' \
  --model tests/configs/llama-2-7b.json --accelerator a100-80gb-sxm --context 8192
good 'assert d["context_exceeds_model_max"] is True' \
  --model tests/configs/llama-2-7b.json --accelerator a100-80gb-sxm --context 4000 --request 4000/200
good 'assert d["critical_batch_with_kv"] == 166' --model tests/configs/llama-2-7b.json --accelerator a100-80gb-sxm --context 1

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
bad "--compute-precision: NVIDIA B200 (HGX) lists no fp32 peak" --accelerator b200 --precision fp32
bad "--model: the lesson’s model “llama” has no shape" --lesson tests/lessons/minimal.json
bad "--context: the model has a learned table of 1024 positions" --model tests/configs/gpt2.json --context 1025
bad "--request: the model has a learned table of 1024 positions" --model tests/configs/gpt2.json --request 1000/100
bad "--efficiency: compute: “0” is not a number greater than zero" --efficiency compute=0
bad "--efficiency: memory: “1.5” is too large" --efficiency memory=1.5
bad "--efficiency: compute: “nan” is not a number" --efficiency compute=nan
bad "--efficiency: overhead: “-1”" --efficiency overhead=-1
bad "--efficiency: “speed=1”" --efficiency speed=1
bad "--request: expected ISL/OSL" --request 0/5
bad "--request: expected ISL/OSL" --request 5/10000001
bad "--price-per-hour: “0” is not a number greater than zero" --request 1/1 --price-per-hour 0
bad "--price-per-hour: “-2”" --request 1/1 --price-per-hour -2
bad "--price-per-hour: needs --request" --price-per-hour 2
bad "empty.json:1:1: the file is empty" --lesson tests/lessons/broken/empty.json

exit $status
