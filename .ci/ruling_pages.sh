#!/usr/bin/env bash
# Write ruling pages (adjudicate --html) in each judge's language, with their JSON, and check them in
# headless Chromium (.ci/check_ruling_page.py).  Run from the checkout, after .ci/setup.sh.
set -euo pipefail
out=build/rulings
rm -rf "$out" && mkdir -p "$out"
page() {  # NAME FILE EDITION LANG
  .venv/bin/constantinopolis adjudicate "$2" --edition "$3" --lang "$4" --html "$out/$1.html" --json >"$out/$1.json"
  echo "$4" >"$out/$1.lang"
}
consul=scenarios/rulings/consul-19-gold-metallum.yaml
for lang in en es fr de it; do page "consul-$lang" "$consul" "$lang" "$lang"; done
page licence-double-skip-it scenarios/rulings/a-licence-double-skip.yaml it it
page tie-gold-de scenarios/rulings/c-tie-gold-before-goods.yaml de de
page office-wall-fr scenarios/rulings/a-office-wall-answer-to-raise.yaml fr fr
if ! command -v chromium >/dev/null 2>&1; then
  apt-get update -qq >/dev/null && apt-get install -y -qq chromium >/dev/null
fi
.venv/bin/python .ci/check_ruling_page.py "$out"
