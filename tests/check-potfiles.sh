#!/usr/bin/env bash
# Every source or template with translatable strings is in po/POTFILES.in,
# every listed file exists, and the list is sorted.
set -u
top=${1:?usage: check-potfiles.sh SOURCE_ROOT [FULL_POT]}
pot=${2:+$(realpath "$2")}
cd "$top" || exit 1
status=0

listed=$(grep -v '^#' po/POTFILES.in | sed '/^$/d')

if [ "$listed" != "$(printf '%s\n' "$listed" | LC_ALL=C sort)" ]; then
  echo "po/POTFILES.in is not sorted (LC_ALL=C sort)"
  status=1
fi

for file in $listed; do
  [ -f "$file" ] || { echo "po/POTFILES.in lists $file, which does not exist"; status=1; }
done

for file in $(grep -lE '(^|[^A-Za-z0-9_])(N?C?_|g_dngettext|g_dpgettext2)[[:space:]]*\(' $(find src -name '*.c' | LC_ALL=C sort) 2>/dev/null) \
            $(grep -l 'translatable="yes"' data/ui/*.ui 2>/dev/null); do
  if ! printf '%s\n' "$listed" | grep -qxF "$file"; then
    echo "$file has translatable strings but is missing from po/POTFILES.in"
    status=1
  fi
done

# The generated template must be rebuilt whenever a listed file changes.
if [ -n "$pot" ]; then
  for file in $listed data/lessons/*.json; do
    if [ "$file" -nt "$pot" ]; then
      echo "$pot is older than $file: the template was not regenerated"
      status=1
    fi
  done
fi

[ $status -eq 0 ] && echo "po/POTFILES.in is complete and sorted"
exit $status
