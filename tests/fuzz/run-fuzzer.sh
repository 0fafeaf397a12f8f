#!/bin/sh
# run-fuzzer.sh FUZZER WORKDIR DICT SEEDDIR...
#
# Copies the *.json and *.txt files of each SEEDDIR into a fresh
# WORKDIR/corpus (the committed seeds are never written to), then runs the
# libFuzzer harness FUZZER over it: for AK_FUZZ_SECONDS seconds when set
# (build-aux/dev fuzz), else for AK_FUZZ_RUNS inputs (default 2000: the
# smoke run of the `fuzz` suite). libFuzzer's own output goes to
# WORKDIR/fuzz.log; a crash input is saved in AK_FUZZ_CRASH_DIR (default
# WORKDIR/crashes). Prints one line: the fuzzer, its executions, and
# whether it crashed; exits non-zero when it did.
set -u

fuzzer=$1 work=$2 dict=$3
shift 3
name=$(basename "$fuzzer")
crashes=${AK_FUZZ_CRASH_DIR:-$work/crashes}

rm -rf "$work/corpus" && mkdir -p "$work/corpus" "$crashes" || exit 1
for dir in "$@"; do
  for seed in "$dir"/*.json "$dir"/*.txt; do
    [ -f "$seed" ] && cp "$seed" "$work/corpus/"
  done
done

# A smoke run mutates with a fixed seed, so that it tries the same inputs
# on every machine.
if [ -n "${AK_FUZZ_SECONDS:-}" ]; then
  limit="-max_total_time=$AK_FUZZ_SECONDS"
else
  limit="-runs=${AK_FUZZ_RUNS:-2000} -seed=1"
fi

# GLib's slice allocator hides use-after-free from AddressSanitizer.
G_SLICE=always-malloc "$fuzzer" $limit -dict="$dict" -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 -artifact_prefix="$crashes/$name-" "$work/corpus" > "$work/fuzz.log" 2>&1
status=$?

runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/fuzz.log" | tail -n 1)
if [ "$status" -eq 0 ]; then
  echo "$name: ${runs:-?} executions, no crash"
else
  input=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$work/fuzz.log" | tail -n 1)
  reason=$(grep -m 1 -E '^(==[0-9]+==ERROR|ak-fuzz:|.*runtime error:|\*\*$|.*CRITICAL)' "$work/fuzz.log")
  echo "$name: ${runs:-?} executions, CRASH: ${reason:-exit status $status}; input: ${input:-none saved} (log: $work/fuzz.log)"
fi
exit "$status"
