#!/usr/bin/env bash
# `pnpm test` needs programs from Debian besides Node: Chromium (browser journeys), HAProxy (the
# cluster test), LibreOffice Calc (exports opened in a real spreadsheet) and PostgreSQL's tools
# (backup round trip). Installs the missing ones when it can (root, or sudo without a password), or stops at once with the
# command to run. TEST_TOOLS_ROOT prefixes every path looked at (its test points it at an empty
# folder to see every tool missing).
set -euo pipefail
root="${TEST_TOOLS_ROOT:-}"

missing=()
[ -x "$root/usr/bin/chromium" ] || missing+=(chromium)
[ -x "$root/usr/sbin/haproxy" ] || missing+=(haproxy)
[ -x "$root/usr/bin/soffice" ] || [ -x "$root/usr/lib/libreoffice/program/soffice" ] || missing+=(libreoffice-calc-nogui)
compgen -G "$root/usr/lib/postgresql/*/bin/pg_dump" >/dev/null || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0

command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing[*]}"
if [ -z "$root" ] && [ "$(id -u)" -eq 0 ]; then
  echo "Installing what the tests need from Debian: ${missing[*]}"
  sh -c "$command"
  exit 0
fi
if [ -z "$root" ] && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  echo "Installing what the tests need from Debian (sudo): ${missing[*]}"
  sudo sh -c "$command"
  exit 0
fi
echo "The tests need ${missing[*]} from Debian. Run as root:" >&2
echo "  $command" >&2
exit 1
