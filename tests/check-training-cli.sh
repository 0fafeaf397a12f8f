#!/usr/bin/env bash
# accelerator-kitchen --plan-training without a display: good invocations
# print JSON with every documented member; bad ones exit 1 with one line on
# standard error naming the option and print nothing on standard output.
set -u
exe=$(realpath "${1:?usage: check-training-cli.sh EXECUTABLE SOURCE_ROOT}")
checks=$(dirname "$(realpath "$0")")/cli-checks.sh
cd "${2:?}" || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0

run() { env -u DISPLAY -u WAYLAND_DISPLAY "$exe" --plan-training "$@" >"$tmp/out" 2>"$tmp/err"; }

good() {
  local check=$1; shift
  if ! run "$@"; then
    echo "FAIL (exit $?): $* : $(cat "$tmp/err")"; status=1; return
  fi
  python3 - "$check" "$tmp/out" <<'PY' || { echo "FAIL: $*"; status=1; }
import json, sys
d = json.load(open(sys.argv[2]))
members = ["training_flops", "mfu", "hfu", "tokens_per_s_per_chip", "days", "chip_hours", "energy_kwh",
           "usd", "per_chip", "max_micro_batch", "step"]
missing = [m for m in members if m not in d]
assert not missing, missing
for m in ["weights_bytes", "gradients_bytes", "optimizer_bytes", "activations_bytes",
          "activations_per_layer_bytes", "total_bytes", "capacity_bytes", "fits"]:
    assert m in d["per_chip"], m
for m in ["compute_s", "dp_communication_s", "tp_communication_s", "bubble_fraction", "step_s"]:
    assert m in d["step"], m
close = lambda a, b: abs(a - b) <= abs(b) * 1e-9
exec(sys.argv[1])
PY
  [ -s "$tmp/err" ] && { echo "FAIL: stderr not empty: $*"; status=1; }
}

# shellcheck source=tests/cli-checks.sh
. "$checks"

# 70B on 64 A100s, ZeRO 3: 16 bytes × 68,976,648,192 parameters / 64.
good 'assert close(d["per_chip"]["weights_bytes"] + d["per_chip"]["gradients_bytes"] + d["per_chip"]["optimizer_bytes"], 16 * 68976648192 / 64) and d["per_chip"]["fits"] is True and d["usd"] is None' \
  --model dense-70b --accelerator a100-80gb-sxm --tokens 2e12 --seq-len 4096 --global-batch 1024 --chips 64 --zero 3 --recompute full --mfu 0.4
# full recomputation: HFU = MFU × (8N + 16·L·H·Q·T) / (6N + 12·L·H·Q·T) = 4/3 of it
good 'assert close(d["hfu"], d["mfu"] * 4 / 3) and close(d["usd"], d["chip_hours"] * 2) and close(d["energy_kwh"], d["chip_hours"] * 0.4 * 1.2)' \
  --model dense-7b --accelerator a100-80gb-sxm --tokens 1e11 --chips 8 --recompute full --mfu 0.5 --price-per-chip-hour 2 --pue 1.2
# 4 stages, 8 micro-batches per pipeline: bubble 3/11
good 'assert close(d["step"]["bubble_fraction"], 3 / 11) and d["data_parallel"] == 2' \
  --model dense-7b --accelerator h100-sxm --tokens 1e11 --chips 16 --tp 2 --pp 4 --global-batch 16 --mfu 0.4
# the MFU 1,000 tokens/s per chip imply, and the days back
good 'assert close(d["mfu"], 1000 * d["model_flops_per_token"] / 989e12)' \
  --model dense-7b --accelerator h100-sxm --tokens 1e11 --chips 8 --tokens-per-s-per-chip 1000
good 'assert close(d["days"], 10) and d["mfu"] < 1' \
  --model dense-7b --accelerator h100-sxm --tokens 1e11 --chips 64 --days 10
# links of the accelerator: TP on NVLink 4 inside the node of 8, DP over
# InfiniBand NDR (50 GB/s) across the two nodes: gradients 6,738,415,616 / 8
# × 2 bytes, all-reduce over 2 chips sends 2 × 1/2 of them: 0.03369207808 s
good 'assert d["step"]["tp_link"] == "nvlink-4" and d["step"]["dp_link"] == "infiniband-ndr" and close(d["step"]["dp_communication_s"], 6738415616 / 8 * 2 / 50e9)' \
  --model dense-7b --accelerator h100-sxm --tokens 1e11 --chips 16 --tp 8 --global-batch 64 --mfu 0.4
# an accelerator that names no link: communication unknown
good 'assert d["step"]["dp_link"] is None and d["step"]["dp_communication_s"] is None' \
  --model dense-7b --accelerator mi300x --tokens 1e11 --chips 8 --mfu 0.4
# published runs
good 'assert d["run"]["id"] == "llama-65b" and abs(d["days"] - 21) < 0.5 and d["chips"] == 2048' --run llama-65b
good 'assert abs(d["mfu"] - 0.462) < 0.0005 and d["run"]["implied_mfu"]["from_days"] is None and d["run"]["not_derived"]' \
  --run palm-540b
good 'assert close(d["mfu"], 147 / 312)' --run opt-175b --tokens 180e9
good 'assert d["zero"] == 1 and d["recompute"] == "selective" and d["attention_scores"] == "stored"' \
  --run bloom-176b --zero 1 --recompute selective --attention-scores stored --tp 4 --pp 2
# the README's example: data-parallel communication the step cannot hide
# makes MFU 0.4 out of reach; the figures stay, a warning says so
good 'assert d["step"]["dp_communication_hidden"] is False and len(d["warnings"]) == 1 and "MFU of 40.0% cannot be reached" in d["warnings"][0] and close(d["step"]["dp_exposed_s"], d["step"]["dp_communication_s"] - d["step"]["compute_s"] * 2 / 3) and close(d["mfu"], 0.4)' \
  --model dense-70b --accelerator h100-sxm --tokens 2e12 --chips 512 --tp 8 --zero 1 --mfu 0.4
good 'assert d["warnings"] == [] and d["step"]["micro_batches"] == 16' \
  --model dense-70b --accelerator h100-sxm --tokens 2e12 --seq-len 4096 --global-batch 1024 --chips 512 --tp 8 --zero 1 --recompute selective --mfu 0.4
# a price of 0 is no price, as on the page
good 'assert d["usd"] is None' --model dense-7b --tokens 1e9 --mfu 0.5 --price-per-chip-hour 0
# a run's stated batch (4M / 2,048 = 1,953 sequences) split over 2,048 replicas, and said so
good 'assert d["global_batch"] == 2048 and d["step"]["micro_batches"] == 1 and any("not the stated 1953" in n for n in d["run"]["not_derived"])' \
  --run llama-65b

bad "--global-batch: must be a whole multiple of 64 sequences (64 data-parallel replicas × micro-batch of 1), e.g. 64; got 10" \
  --model dense-70b --accelerator h100-sxm --tokens 2e12 --chips 512 --tp 8 --global-batch 10 --mfu 0.4
bad "--global-batch: must be a whole multiple of 64 sequences" \
  --model dense-70b --accelerator h100-sxm --tokens 2e12 --chips 512 --tp 8 --global-batch 976 --mfu 0.4
bad "--global-batch: must be a whole multiple of 128 sequences (64 data-parallel replicas × micro-batch of 2)" \
  --model dense-70b --accelerator h100-sxm --tokens 2e12 --chips 512 --tp 8 --global-batch 64 --micro-batch 2 --mfu 0.4
bad "--tokens: the run “opt-175b” states no token count, so --tokens is needed" --run opt-175b
bad "--price-per-chip-hour: “-1” is below zero: a price per chip-hour is 0 or more; 0 means no price" \
  --model dense-7b --tokens 1e9 --mfu 0.5 --price-per-chip-hour -1
bad "--chips: 12 chips cannot be split into tensor-parallel groups of 8 and pipelines of 1 stage (" \
  --model dense-7b --tokens 1e9 --mfu 0.5 --chips 12 --tp 8
bad "--tokens: " --model dense-7b --tokens 0 --mfu 0.5
bad "--tokens: " --model dense-7b --tokens 2e15 --mfu 0.5
bad "--tokens: the token budget D is needed" --model dense-7b --mfu 0.5
bad "--mfu: " --model dense-7b --tokens 1e9 --mfu 1.5
bad "--mfu: " --model dense-7b --tokens 1e9 --mfu 0
bad "--mfu: give one of" --model dense-7b --tokens 1e9
bad "--days: give only one of" --model dense-7b --tokens 1e9 --mfu 0.5 --days 3
bad "--days: the run would need an MFU of" --model dense-7b --tokens 1e12 --days 0.001
bad "--chips: " --model dense-7b --tokens 1e9 --mfu 0.5 --chips 0
bad "--micro-batch: must be from 1 to the global batch" --model dense-7b --tokens 1e9 --mfu 0.5 --global-batch 4 --micro-batch 8
bad "--tp: 3 does not divide the model’s 32 attention heads" --model dense-7b --tokens 1e9 --mfu 0.5 --chips 6 --tp 3
bad "--pp: 5 does not divide the model’s 32 layers" --model dense-7b --tokens 1e9 --mfu 0.5 --chips 5 --pp 5
bad "--zero: unknown value “4”" --model dense-7b --tokens 1e9 --mfu 0.5 --zero 4
bad "--optimizer: unknown value “lion”" --model dense-7b --tokens 1e9 --mfu 0.5 --optimizer lion
bad "--recompute: unknown value “some”" --model dense-7b --tokens 1e9 --mfu 0.5 --recompute some
bad "--attention-scores: unknown value “flash”" --model dense-7b --tokens 1e9 --mfu 0.5 --attention-scores flash
bad "--pue: " --model dense-7b --tokens 1e9 --mfu 0.5 --pue 0.5
bad "--run: no published run “gpt-9”" --run gpt-9
bad "--accelerator: no accelerator “no-such-chip”" --accelerator no-such-chip --tokens 1e9 --mfu 0.5
bad "--batch does nothing with --plan-training" --batch 4 --tokens 1e9 --mfu 0.5
run() { env -u DISPLAY -u WAYLAND_DISPLAY "$exe" "$@" >"$tmp/out" 2>"$tmp/err"; }
bad "--zero does nothing without --plan-training" --analyze --zero 2
bad "--plan-training cannot be used together" --plan-training --measure

exit $status
