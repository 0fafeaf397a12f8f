#!/usr/bin/env bash
# Each translation in po/LINGUAS is valid and complete: msgfmt --check
# passes and reports no fuzzy and no untranslated messages.
set -u
podir=${1:?usage: check-translations.sh PO_DIR}
status=0
while read -r lang; do
  case "$lang" in ''|'#'*) continue ;; esac
  stats=$(msgfmt --check --statistics -o /dev/null "$podir/$lang.po" 2>&1)
  rc=$?
  echo "$lang: $stats"
  if [ $rc -ne 0 ] || printf '%s' "$stats" | grep -qE 'fuzzy|untranslated'; then
    status=1
  fi
done < "$podir/LINGUAS"
exit $status
