#!/usr/bin/env bash
# The command line reads numbers as the README writes them ("0.4", "1.5e12")
# in every locale: under de_DE.UTF-8, --plan-training --mfu 0.4 was refused
# ("„0.4“ ist keine Zahl") and so were --tokens 1.5e12, --price-per-hour 2.5
# and --efficiency compute=0.7. A German comma inside --efficiency, which
# splits its keys, is refused with a hint. Skips (77) without a de_DE locale.
set -u
exe=$(realpath "${1:?usage: check-cli-locale.sh EXECUTABLE}")
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0

if LC_ALL=de_DE.UTF-8 locale 2>&1 | grep -q "Cannot set"; then
  if localedef -i de_DE -f UTF-8 "$tmp/de_DE.UTF-8" >/dev/null 2>&1; then
    export LOCPATH=$tmp
  else
    echo "SKIP: no de_DE.UTF-8 locale and localedef could not make one"; exit 77
  fi
fi

german() { env -u DISPLAY -u WAYLAND_DISPLAY LC_ALL=de_DE.UTF-8 LANG=de_DE.UTF-8 LANGUAGE=de "$exe" "$@" >"$tmp/out" 2>"$tmp/err"; }

good() {
  german "$@"
  local rc=$?
  if [ $rc -ne 0 ]; then
    echo "FAIL (exit $rc): $* : $(cat "$tmp/err")"; status=1; return
  fi
  python3 -c 'import json, sys; json.load(open(sys.argv[1]))' "$tmp/out" || { echo "FAIL: not JSON: $*"; status=1; }
}

good --plan-training --model dense-70b --accelerator h100-sxm --tokens 2e12 --chips 512 --tp 8 --zero 1 --mfu 0.4
good --plan-training --model dense-70b --accelerator h100-sxm --tokens 1.5e12 --chips 512 --tp 8 --mfu 0.4 --price-per-hour 2.5
good --analyze --model dense-7b --accelerator h100-sxm --batch 8 --efficiency compute=0.7,memory=0.8,overhead=20e-6
good --analyze --model dense-7b --accelerator h100-sxm --batch 8 --request 512/128 --price-per-hour 2.5
good --analyze --model dense-7b --sweep batch --draft-tokens 4 --acceptance 0.8

if german --analyze --model dense-7b --accelerator h100-sxm --efficiency compute=0,7; then
  echo "FAIL: --efficiency compute=0,7 accepted"; status=1
elif ! grep -q "compute=0.7" "$tmp/err" || [ "$(wc -l <"$tmp/err")" -ne 1 ]; then
  echo "FAIL: --efficiency compute=0,7 gave: $(cat "$tmp/err")"; status=1
fi

[ $status -eq 0 ] && echo "PASS"
exit $status
