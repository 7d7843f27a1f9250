#!/usr/bin/env bash
# A regular, non-editable install, as a user gets it from a wheel (docs/install.md): build the
# project and install it into a fresh virtualenv outside the checkout, then run the commands from
# an empty folder, where nothing of the checkout is at hand.  Each must succeed with the expected
# output, the same as the checkout's own (.venv, an editable install) prints; and pip must print no
# warning of the project's making.  Run it after .ci/setup.sh (it uses .venv's pip).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
start=$SECONDS
tmp=$(mktemp -d "${TMPDIR:-/tmp}/constantinopolis-wheel.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
unset PYTHONPATH CONSTANTINOPOLIS_GLOSSARY CONSTANTINOPOLIS_CONCORDANCE CONSTANTINOPOLIS_DISCREPANCIES

fail() {
  echo "check_wheel_install: $*" >&2
  exit 1
}

# The source as git has it (tracked files and new ones not ignored; no build/, .venv/ or egg-info,
# whose leftovers an in-tree build would pack): the wheel is built from a copy, outside the checkout.
[ -x .venv/bin/python ] || fail "no .venv: run bash .ci/setup.sh first"
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || fail "run it in a git checkout: it builds from the files git has"
mkdir "$tmp/src" "$tmp/work"
git ls-files -z --cached --others --exclude-standard \
  | tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$tmp/src"

# A fresh virtualenv, and .venv's pip (a current one, which shows the build backend's warnings) to
# build the wheel in an isolated build environment (pyproject.toml's [build-system]) and install it.
"${PYTHON:-python3}" -m venv --without-pip "$tmp/venv"
if ! "$ROOT/.venv/bin/python" -m pip --python "$tmp/venv/bin/python" install "$tmp/src" \
  >"$tmp/pip.log" 2>&1; then
  cat "$tmp/pip.log" >&2
  fail "pip install failed"
fi
# This machine's pip configuration names an index folder that may not exist: pip's notice about it
# is not the project's making; anything else saying warning or deprecated is.
ours=$(grep -i -E 'warning|deprecat' "$tmp/pip.log" | grep -v -E "^WARNING: (Location '[^']*' is ignored|Retrying)" || true)
echo "pip install: $(wc -l <"$tmp/pip.log") lines, $(grep -c . <<<"$ours" || true) of them warnings of ours"
if [ -n "$ours" ]; then
  cat "$tmp/pip.log" >&2
  fail "pip install printed warnings: $ours"
fi

cp scenarios/en-auction-example.yaml scenarios/consul-preemption-funding.yaml "$tmp/work/"
cd "$tmp/work"
wheel=$tmp/venv/bin/constantinopolis
where=$("$tmp/venv/bin/python" -c 'import constantinopolis; print(constantinopolis.__file__)')
case $where in
  "$tmp/venv/"*) ;;
  *) fail "the fresh virtualenv imports constantinopolis from $where, not from the wheel" ;;
esac

# run EXPECTED ARGS...: the wheel's command succeeds, prints EXPECTED, and prints what the
# checkout's prints (the same data files: one source for each; simulate's time aside)
run() {
  local expected=$1
  shift
  local got want
  got=$("$wheel" "$@" 2>&1) || fail "constantinopolis $* failed:"$'\n'"$got"
  grep -q -F -- "$expected" <<<"$got" || fail "constantinopolis $*: no '$expected' in:"$'\n'"$got"
  want=$("$ROOT/.venv/bin/constantinopolis" "$@" 2>&1) || fail "the checkout's constantinopolis $* failed"
  [ "$(grep -v '^  time: ' <<<"$got")" = "$(grep -v '^  time: ' <<<"$want")" ] || fail "constantinopolis $*: the wheel's output differs from the checkout's:"$'\n'"$(
    diff <(echo "$want") <(echo "$got") | head -20
  )"
  echo "ok  constantinopolis $*  ($(wc -l <<<"$got") lines)"
}

run "consul-preemption-funding" discrepancies
run "offices/consul" glossary Consul
run "it:341" rules consul.preempt --book it
run "consul_preemption_funding: " options
run "simulated 5 random legal games: 3 players" simulate --players 3 --games 5 --seed 1
run "PASSED: 20/20 expectations held" play-scenario en-auction-example.yaml
run "option consul_preemption_funding" play-scenario consul-preemption-funding.yaml --all-editions
run "constantinopolis " --version

# python -m constantinopolis: the same command
got=$("$tmp/venv/bin/python" -m constantinopolis --version 2>&1) || fail "python -m constantinopolis --version failed: $got"
[ "$got" = "$("$wheel" --version)" ] || fail "python -m constantinopolis --version printed '$got'"
echo "ok  python -m constantinopolis --version  ($got)"

# no pytest plugin of ours outside the checkout: the package declares no pytest11 entry point
plugins=$("$tmp/venv/bin/python" -c '
from importlib.metadata import distribution
print(" ".join(sorted({e.group for e in distribution("constantinopolis").entry_points} - {"console_scripts"})))')
[ -z "$plugins" ] || fail "the installed package declares entry points $plugins (a pytest11 plugin is the checkout's conftest.py's)"
echo "ok  no pytest11 entry point (the verify plugin is the checkout's: -p constantinopolis.suite.verify.plugin elsewhere)"

# verify needs the checkout's features/ (and pytest): it says so, without a traceback
if out=$("$wheel" verify 2>&1); then
  fail "constantinopolis verify succeeded from a wheel"
fi
grep -q "run it from a checkout" <<<"$out" && ! grep -q Traceback <<<"$out" \
  || fail "constantinopolis verify from a wheel did not say what it needs:"$'\n'"$out"
echo "ok  constantinopolis verify says what it needs: ${out#error: }"

echo "wheel install checked in $((SECONDS - start)) s"
