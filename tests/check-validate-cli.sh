#!/usr/bin/env bash
# accelerator-kitchen --validate as a teacher runs it: messages name each
# file as it was typed, a valid file is confirmed, the exit code tells.
set -u
exe=$(realpath "${1:?usage: check-validate-cli.sh EXECUTABLE SOURCE_ROOT}")
cd "${2:?}" || exit 1
status=0

out=$("$exe" --validate tests/lessons/broken/answer-out-of-range.json tests/lessons/minimal.json 2>&1)
rc=$?
printf '%s\n' "$out"
[ $rc -eq 1 ] || { echo "expected exit 1, got $rc"; status=1; }
printf '%s\n' "$out" | grep -q '^tests/lessons/broken/answer-out-of-range.json:[0-9]*:[0-9]*: pages\[' \
  || { echo "problem lines must start with the path as given"; status=1; }
printf '%s\n' "$out" | grep -q '^tests/lessons/minimal.json: no problems found' \
  || { echo "a valid lesson must be confirmed"; status=1; }

out=$("$exe" --validate tests/lessons/no-such-file.json 2>&1)
rc=$?
printf '%s\n' "$out"
[ $rc -eq 1 ] || { echo "a missing file must exit 1"; status=1; }
printf '%s\n' "$out" | grep -q '^tests/lessons/no-such-file.json: ' || { echo "missing file not named as typed"; status=1; }

# json-glib 1.6 reads \' as an apostrophe; JSON has no such escape.
out=$("$exe" --validate tests/lessons/broken/escape-apostrophe.json 2>&1)
rc=$?
printf '%s\n' "$out"
[ $rc -eq 1 ] || { echo "a lesson with \\' must exit 1, got $rc"; status=1; }
printf '%s\n' "$out" | grep -q "^tests/lessons/broken/escape-apostrophe.json:6:26: .*not a JSON escape" \
  || { echo "the bad escape must be named with its line and column"; status=1; }

exit $status
