#!/usr/bin/env bash
# The Flatpak manifest parses offline without a single warning, and asks
# for no more than the permissions the app needs.
set -u
manifest=${1:?usage: check-flatpak-manifest.sh MANIFEST}

if ! command -v flatpak-builder >/dev/null; then
  echo "flatpak-builder is not installed (apt-get install flatpak-builder)"
  exit 77
fi

err=$(flatpak-builder --show-manifest "$manifest" 2>&1 >/dev/null)
rc=$?
if [ $rc -ne 0 ] || [ -n "$err" ]; then
  echo "flatpak-builder --show-manifest: exit $rc"
  printf '%s\n' "$err"
  exit 1
fi

python3 - "$manifest" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
allowed = ["--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri"]
if m.get("finish-args") != allowed:
    sys.exit(f"finish-args must be exactly {allowed}, found {m.get('finish-args')}")
if not any(mod.get("run-tests") for mod in m["modules"] if isinstance(mod, dict)):
    sys.exit("the app module must have run-tests")
print("manifest ok")
PY
