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

# Lesson text and file names reach the terminal escaped (issue 23 item 5):
# no ESC, BEL or other control byte, whatever the lesson or its name holds.
out=$("$exe" --validate tests/lessons/broken/control-member-name.json 2>&1)
printf '%s\n' "$out" | cat -v
if printf '%s' "$out" | LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]'; then
  echo "--validate printed a raw control character"; status=1
fi
printf '%s\n' "$out" | grep -qF 'unknown member "\u{1b}]0;pwned\u{7}"' \
  || { echo "a control character must be printed as \\u{1b}"; status=1; }

data_home=$(mktemp -d)
mkdir -p "$data_home/accelerator-kitchen/lessons"
cp tests/lessons/minimal.json "$data_home/accelerator-kitchen/lessons/"$'\e]0;pwned\a'"x.json"
cp tests/lessons/broken/escape-control-terminal.json "$data_home/accelerator-kitchen/lessons/"
out=$(XDG_DATA_HOME=$data_home "$exe" --list-lessons 2>&1)
printf '%s\n' "$out" | cat -v
if printf '%s' "$out" | LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]'; then
  echo "--list-lessons printed a raw control character"; status=1
fi
printf '%s\n' "$out" | grep -qF '\u{1b}]0;pwned\u{7}x.json' \
  || { echo "--list-lessons must name the file with its controls escaped"; status=1; }
printf '%s\n' "$out" | grep -q 'escape-control-terminal.json:6:14: summary: string contains the control character U+001B' \
  || { echo "--list-lessons must report the lesson with a control character"; status=1; }
rm -rf "$data_home"

exit $status
