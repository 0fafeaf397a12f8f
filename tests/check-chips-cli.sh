#!/usr/bin/env bash
# accelerator-kitchen --analyze on many chips, and --plan-serving, without
# a display: good invocations print the documented members; bad ones exit
# 1 with one line on standard error naming the option, nothing on
# standard output.
set -u
exe=$(realpath "${1:?usage: check-chips-cli.sh EXECUTABLE SOURCE_ROOT}")
checks=$(dirname "$(realpath "$0")")/cli-checks.sh
cd "${2:?}" || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
mode=--analyze

run() { env -u DISPLAY -u WAYLAND_DISPLAY "$exe" "$mode" "$@" >"$tmp/out" 2>"$tmp/err"; }

# good CHECK ARGS…: exit 0, the system's members, then the python CHECK
good() {
  local check=$1; shift
  if ! run "$@"; then
    echo "FAIL (exit $?): $mode $* : $(cat "$tmp/err")"; status=1; return
  fi
  python3 - "$check" "$tmp/out" "$mode" <<'PY' || { echo "FAIL: $mode $*"; status=1; }
import json, sys
d = json.load(open(sys.argv[2]))
if sys.argv[3] == "--analyze":
    members = ["chips", "layout", "per_chip", "communication_bytes_per_chip", "communication_time_s",
               "memory_time_s", "compute_time_s", "link", "tokens_per_s_per_chip", "bound",
               "step_time_s", "tokens_per_s", "collectives", "bubble_fraction", "microbatches", "overlap"]
    assert not [m for m in members if m not in d], [m for m in members if m not in d]
    assert sorted(d["layout"]) == ["dp", "ep", "pp", "tp"]
    for m in ["weight_bytes", "kv_cache_bytes", "memory_needed_bytes", "memory_capacity_bytes", "fits_in_memory"]:
        assert m in d["per_chip"], m
    assert d["bound"] in ("compute", "memory", "interconnect")
    # the estimate is the system's step derated: never faster than the bound
    e = d["estimate"]
    assert e["step_time_s"] >= d["step_time_s"], (e["step_time_s"], d["step_time_s"])
    assert e["tokens_per_s"] <= d["tokens_per_s"], (e["tokens_per_s"], d["tokens_per_s"])
    assert e["tokens_per_s_per_chip"] <= d["tokens_per_s_per_chip"]
    assert abs(e["tokens_per_s_per_chip"] * d["chips"] - e["tokens_per_s"]) <= 1e-9 * e["tokens_per_s"]
    for p in d.get("sweep", []):
        if "refused" not in p:
            assert p["estimate_step_time_s"] >= p["step_time_s"], p
            assert p["estimate_tokens_per_s"] <= p["tokens_per_s"], p
            assert p["estimate_tokens_per_s_per_chip"] <= p["tokens_per_s_per_chip"], p
else:
    for m in ["min_chips", "layout", "candidates", "target", "link"]:
        assert m in d, m
exec(sys.argv[1])
PY
  [ -s "$tmp/err" ] && { echo "FAIL: stderr not empty: $*"; status=1; }
}

# shellcheck source=tests/cli-checks.sh
. "$checks"

# 70B decode, batch 8, TP 8 on NVLink 4: 160 all-reduces of 131,072 bytes,
# 229,376 sent by each chip each time (test-parallel.c).
good 'assert d["chips"] == 8 and d["layout"] == {"tp": 8, "pp": 1, "ep": 1, "dp": 1}
assert d["communication_bytes_per_chip"] == 36700160 and d["link"]["id"] == "nvlink-4"
assert d["link"]["bandwidth_bytes_s"] == 450e9 and d["per_chip"]["weight_bytes"] == 17246470144' \
  --model dense-70b --accelerator h100-sxm --chips 8 --batch 8
# --chips 8 --tp 2: four replicas of 2 chips
good 'assert d["layout"] == {"tp": 2, "pp": 1, "ep": 1, "dp": 4} and d["per_chip"]["sequences"] == 2' \
  --model dense-70b --accelerator h100-sxm --chips 8 --tp 2 --batch 8
# PP 4, 4 micro-batches: a bubble of 3/7
good 'assert abs(d["bubble_fraction"] - 3 / 7) < 1e-12 and d["collectives"]["pp_sends"] == 4' \
  --model dense-70b --accelerator h100-sxm --pp 4 --batch 4
# prefill over PCIe Gen4 x16 on 8 L4s: the link is the bound
good 'assert d["bound"] == "interconnect" and d["link"]["id"] == "pcie-gen4-x16"' \
  --model dense-7b --accelerator l4 --chips 8 --phase prefill --context 2048
# the link's latency is the user's: 14 hops of 1 µs add 14 µs to each all-reduce
good 'assert d["link"]["latency_s"] == 1e-6' --model dense-70b --accelerator h100-sxm --chips 8 --link-latency 1e-6
# a new user's case: 7B at batch 724 on TP 8 × PP 2. The estimate was the
# one-chip step (0.312 s, 2320 tokens/s) beside a system step of 0.0238 s;
# now it is that step derated: memory-bound, so about 1 / 0.79 of it.
good 'e = d["estimate"]
assert d["chips"] == 16 and d["bound"] == "memory" and abs(d["step_time_s"] - 0.02382) < 1e-4
assert 1 < e["step_time_s"] / d["step_time_s"] < 1.3, e
assert abs(e["tokens_per_s"] * e["step_time_s"] - 724) < 1e-6 and e["efficiency"]["source"] == "default"' \
  --model dense-7b --accelerator h100-sxm --chips 16 --tp 8 --pp 2 --batch 724
# with overlap, the user's factors and an overhead; the overhead counts once per step
good 'e = d["estimate"]
assert e["efficiency"] == {"compute": 0.5, "memory": 0.5, "overhead_s": 0.001, "source": "user"}
assert e["step_time_s"] >= 2 * d["step_time_s"] + 0.001 - 1e-12, e' \
  --model dense-70b --accelerator h100-sxm --chips 8 --tp 4 --pp 2 --batch 64 --overlap \
  --efficiency compute=0.5,memory=0.5,overhead=1e-3
# the batch sweep on a system: every point has the system's members
good 'assert all("tokens_per_s_per_chip" in p or "refused" in p for p in d["sweep"])
assert any(p.get("bound") for p in d["sweep"])' \
  --model dense-70b --accelerator h100-sxm --chips 4 --sweep batch

bad "--chips: “0” is not a number greater than zero" --chips 0
bad "--chips: “1000000” is too large" --chips 1000000
bad "--chips: TP 3 does not divide the model’s 64 attention heads" --model dense-70b --chips 3
bad "--chips: 8 chips do not split into replicas" --model dense-70b --chips 8 --tp 3
bad "--tp: TP × EP = 16 needs one fast domain" --model dense-70b --accelerator h100-sxm --tp 16
bad "--pp: PP 81 is more stages than the model’s 80 layers" --model dense-70b --pp 81
bad "--ep: EP 2 needs a mixture of experts" --model dense-70b --ep 2
bad "--link: unknown link “warp”" --link warp
bad "--link: NVIDIA H100 SXM does not use the link “ici-v5e”" --accelerator h100-sxm --link ici-v5e --chips 2
bad "--chips: Intel Gaudi 3 names no link" --accelerator gaudi-3 --chips 2
bad "--link-latency: must be a number of seconds from 0 to 1" --link-latency 2
bad "--microbatches: “0” is not a number greater than zero" --microbatches 0
bad "--batch: batch 1 leaves some of the DP × EP = 4 groups" --model dense-70b --chips 4 --tp 1
bad "--target is for --plan-serving" --target latency

mode=--plan-serving
# 70B in BF16: 2 GPUs of 80 GB by TP, 16 TPU v5e chips of 16 GiB
good 'assert d["min_chips"] == 2 and d["layout"]["tp"] == 2 and len(d["candidates"]) == 2
assert [c["chosen"] for c in d["candidates"]].count(True) == 1
assert all(c["reason"] for c in d["candidates"] if not c["chosen"])' \
  --model dense-70b --accelerator h100-sxm
good 'assert d["min_chips"] == 16 and d["link"]["id"] == "ici-v5e"' --model dense-70b --accelerator tpu-v5e
good 'assert d["target"] == "throughput"' --model dense-7b --accelerator l4 --target throughput
# a chip without a link: one chip only, and it does not fit
good 'assert d["min_chips"] is None and d["layout"] is None and d["link"] is None' \
  --model dense-70b --accelerator gaudi-3
bad "--target: unknown target “cheap”" --target cheap
bad "--chips does nothing with --plan-serving" --chips 2

exit $status
