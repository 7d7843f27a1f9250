#!/usr/bin/env bash
# CI: the Node example engine of the docs (docs/examples/auction-engine.js), verified the way a
# user verifies his own engine.  It plays the Public Office auction of the en edition only, so
# the run is partial: verify --partial exits 0 only when no scenario fails or errs (the rest is
# not supported).  Needs .venv (bash .ci/setup.sh); installs Node.js with apt-get when `node`
# is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq nodejs
fi
node --version

.venv/bin/constantinopolis verify --engine "node docs/examples/auction-engine.js" --books en --partial \
  --report build/node-report --quiet
