#!/usr/bin/env bash
# Each translation in po/LINGUAS is valid and complete: msgfmt --check
# passes and reports no fuzzy and no untranslated messages, and (given the
# template the build makes from the sources and lessons) every message of
# that template has a translation, so a string added without running
# update-translations fails here too.
set -u
podir=${1:?usage: check-translations.sh PO_DIR [FULL_POT]}
pot=${2:-}
status=0
while read -r lang; do
  case "$lang" in ''|'#'*) continue ;; esac
  stats=$(msgfmt --check --statistics -o /dev/null "$podir/$lang.po" 2>&1)
  rc=$?
  echo "$lang: $stats"
  if [ $rc -ne 0 ] || printf '%s' "$stats" | grep -qE 'fuzzy|untranslated'; then
    status=1
  fi
  if [ -n "$pot" ] && ! msgcmp "$podir/$lang.po" "$pot"; then
    echo "$lang: messages of the template are missing; run: meson compile -C _build update-translations"
    status=1
  fi
done < "$podir/LINGUAS"
exit $status
