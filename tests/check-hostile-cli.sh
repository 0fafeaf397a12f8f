#!/usr/bin/env bash
# The command-line modes against hostile files (tests/hostile/, and FIFOs
# and device links made here): each returns at once with exit 1 and one
# line naming the file, never hangs, never crashes. `timeout` is a hang
# guard, not a speed target: a mode that blocks on a FIFO never returns.
set -u
exe=$(realpath "${1:?usage: check-hostile-cli.sh EXECUTABLE SOURCE_ROOT}")
checks=$(dirname "$(realpath "$0")")/cli-checks.sh
cd "${2:?}" || exit 1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
# shellcheck source=cli-checks.sh
. "$checks"

mkfifo "$tmp/fifo.json"
ln -s /dev/zero "$tmp/zero.json"
home=$tmp/home/accelerator-kitchen
mkdir -p "$home" "$tmp/out-dir"

run() {
  XDG_DATA_HOME=$tmp/home timeout 60 env -u DISPLAY -u WAYLAND_DISPLAY "$exe" "$@" >"$tmp/out" 2>"$tmp/err"
}

bad "$tmp/fifo.json: not a regular file" --validate "$tmp/fifo.json"
bad "$tmp/zero.json: not a regular file" --validate "$tmp/zero.json"
bad "/dev/zero: not a regular file" --validate /dev/zero
bad "$tmp/fifo.json: not a regular file" --analyze --model "$tmp/fifo.json"
bad "$tmp/zero.json: not a regular file" --analyze --model "$tmp/zero.json"
bad "config-deep.json:1:161: nested deeper than 32 levels" --analyze --model tests/hostile/config-deep.json
# a file that is no config.json is said to be the --model one
bad "--model: " --analyze --model tests/hostile/config-deep.json
bad "--model: /dev/zero: not a regular file" --analyze --model /dev/zero

# The progress file that crashed every start, and the one that overflowed
# the stack: the export says what is wrong and the file is kept aside.
for name in progress-short-escape progress-deep; do
  rm -f "$home"/progress.json*
  cp "tests/hostile/$name.json" "$home/progress.json"
  run --export-progress "$tmp/results.csv"; rc=$?
  [ $rc -eq 1 ] || { echo "FAIL: $name: expected exit 1, got $rc"; cat "$tmp/err"; status=1; }
  grep -q "progress:1:" "$tmp/err" || { echo "FAIL: $name: no position: $(cat "$tmp/err")"; status=1; }
  ls "$home"/progress.json.corrupt-* >/dev/null 2>&1 || { echo "FAIL: $name was not kept aside"; status=1; }
done

# A FIFO or a link to /dev/zero in the progress file's place: refused at
# once and left as it is.
for kind in fifo zero; do
  rm -f "$home"/progress.json*
  if [ $kind = fifo ]; then mkfifo "$home/progress.json"; else ln -s /dev/zero "$home/progress.json"; fi
  run --export-progress "$tmp/results.csv"; rc=$?
  [ $rc -eq 1 ] || { echo "FAIL: progress $kind: expected exit 1, got $rc"; cat "$tmp/err"; status=1; }
  grep -q "not a regular file" "$tmp/err" || { echo "FAIL: progress $kind: $(cat "$tmp/err")"; status=1; }
  [ -p "$home/progress.json" ] || [ -L "$home/progress.json" ] || { echo "FAIL: progress $kind replaced"; status=1; }
done

# Modes that clash, and an option a mode would ignore, are refused with one
# line naming both (they were dropped silently).
bad "--export-roofline and --export-progress cannot be used together" \
  --export-progress "$tmp/r.csv" --export-roofline "$tmp/r.png"
bad "--analyze and --measure cannot be used together" --analyze --measure
bad "--list-lessons and --analyze cannot be used together" --list-lessons --analyze
bad "--batch does nothing with --measure" --measure --batch 4
bad "--model does nothing with --validate" --validate data/lessons/ai-accelerators.json --model dense-7b

# A file name that holds a terminal escape is printed escaped in every mode.
esc=$(printf '\033]0;pwned\007\033[2J')
no_raw_controls() {
  if LC_ALL=C grep -q "$(printf '[\001-\010\013-\037]')" "$tmp/err"; then
    echo "FAIL: raw control characters on stderr: $*"; status=1
  fi
}
run --analyze --model "$tmp/$esc.json"; no_raw_controls --analyze --model
run --export-roofline "$tmp/no-such-dir/$esc.svg"; no_raw_controls --export-roofline
run --export-chart batch "$tmp/no-such-dir/$esc.svg"; no_raw_controls --export-chart
run --export-progress "$tmp/no-such-dir/$esc.csv"; no_raw_controls --export-progress
# one file is the lesson to play (as --lesson); a second one is refused, named escaped
run "$tmp/lesson.json" "$tmp/$esc.json"; no_raw_controls a stray argument
grep -q 'u{1b}' "$tmp/err" || { echo "FAIL: the escape is not shown as \\u{1b}: $(cat "$tmp/err")"; status=1; }

[ $status -eq 0 ] && echo "all hostile-file checks passed"
exit $status
