# Shared by the command-line checks (sourced, not run): bad EXPECT ARGS…
# runs `run ARGS…` (defined by the caller, writing "$tmp/out" and
# "$tmp/err") and expects exit 1, nothing on standard output and one line
# on standard error containing EXPECT; a failure sets status=1.
# shellcheck shell=bash

bad() {
  local expect=$1; shift
  run "$@"; local rc=$?
  [ $rc -eq 1 ] || { echo "FAIL: expected exit 1, got $rc: $*"; status=1; }
  [ -s "$tmp/out" ] && { echo "FAIL: stdout not empty: $*"; status=1; }
  [ "$(wc -l <"$tmp/err")" -eq 1 ] || { echo "FAIL: expected one line on stderr: $*"; cat "$tmp/err"; status=1; }
  grep -qF -- "$expect" "$tmp/err" || { echo "FAIL: stderr lacks '$expect': $(cat "$tmp/err")"; status=1; }
}
