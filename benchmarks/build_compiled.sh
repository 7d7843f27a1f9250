#!/usr/bin/env bash
# Build a compiled copy of the rules core with mypyc, outside the source tree: build/compiled/
# (git-ignored).  The package is copied there whole (its data and translations too) and the modules
# below are compiled in the copy; engine/ is never touched, so the editable install, the tests and
# mutation testing keep running the Python source.  Use it with PYTHONPATH=build/compiled (prints the
# path on its last line); benchmarks/bench_games.py --compiled and benchmarks/same_engine.py call it.
#
# The copy is reused while the package's files, this script, Python and mypyc are unchanged (a digest
# stamp, build/compiled/STAMP); a changed source rebuilds it from scratch (about a minute here).
# Needs a C compiler and Python's headers (mypyc builds C extensions); mypyc comes with mypy (.venv).
#
# Compiled: every module of core/ (phases/ included) but the two below, suite/simulate.py (random
# play) and rulebooks.py (which core imports).  Left interpreted, because mypyc rewrites a dataclass's
# annotations into runtime classes (and makes its class variables fields, mypyc issue 1122):
#   core/actions.py  reads each action field's annotation text ("Goods", "int", "tuple[str, ...]") to
#                    parse and write actions, and each action class sets its verb as a class variable;
#   core/options.py  derives each rule option's values from its field's Literal[...] annotation.
#   core/errors.py   its exceptions are subclassed outside the core (golden.GoldenError is a LocatedError), and
#                    a compiled class's methods refuse an instance of a class interpreted code derived from it.
# benchmarks/README.md, "Compiled with mypyc".
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=$root/build/compiled
PYTHON=${PYTHON:-$root/.venv/bin/python}
MYPYC=${MYPYC:-$root/.venv/bin/mypyc}
INTERPRETED=(core/actions.py core/options.py core/errors.py)

mkdir -p "$root/build"
exec 9>"$root/build/compiled.lock"
flock 9 # one build at a time (two benchmarks started together)

digest=$(
    {
        find -L engine/constantinopolis -type f ! -path '*/__pycache__/*' ! -name '*.pyc' -print0 | sort -z |
            xargs -0 sha256sum
        sha256sum benchmarks/build_compiled.sh
        "$PYTHON" -c 'import sys; print(sys.version)'
        "$MYPYC" --version
    } | sha256sum | cut -c1-16
)
if [ -f "$out/STAMP" ] && [ "$(cat "$out/STAMP")" = "$digest" ]; then
    echo "build/compiled is up to date (digest $digest)" >&2
    echo "$out"
    exit 0
fi

start=$(date +%s)
rm -rf "$out"
mkdir -p "$out"
cp -rL engine/constantinopolis "$out/constantinopolis" # -L: the translations link becomes a copy
find "$out" -name __pycache__ -prune -exec rm -rf {} +
cd "$out"
modules=()
while IFS= read -r path; do
    skip=
    for kept in "${INTERPRETED[@]}"; do
        [ "$path" = "constantinopolis/$kept" ] && skip=1
    done
    [ -z "$skip" ] && modules+=("$path")
done < <(find constantinopolis/core -name '*.py' | sort)
modules+=(constantinopolis/suite/simulate.py constantinopolis/rulebooks.py)
echo "compiling ${#modules[@]} modules with $("$MYPYC" --version) into build/compiled/ ..." >&2
"$MYPYC" "${modules[@]}" >"$out/mypyc.log" 2>&1 || {
    tail -30 "$out/mypyc.log" >&2
    echo "mypyc failed; the whole log: $out/mypyc.log" >&2
    exit 1
}
# every module listed must now load from its extension, not its source
PYTHONPATH=$out "$PYTHON" - "${modules[@]}" <<'EOF'
import importlib
import sys

for path in sys.argv[1:]:
    name = path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
    module = importlib.import_module(name)
    if not str(module.__file__).endswith(".so"):
        sys.exit(f"{name} was not compiled: {module.__file__}")
EOF
echo "$digest" >"$out/STAMP"
echo "built in $(($(date +%s) - start)) s (log: build/compiled/mypyc.log)" >&2
echo "$out"
