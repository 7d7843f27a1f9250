#!/usr/bin/env bash
# Mutation testing of the rules core (the files of only_mutate in [tool.mutmut]) with mutmut 3.
# See docs/mutation.md.
#
#   bash .ci/mutation.sh                                      # every mutant without a result yet
#   bash .ci/mutation.sh 'constantinopolis.core.game.x__trade*'    # only these mutants, checked again
#   bash .ci/mutation.sh --fresh                              # forget every earlier result first
#
# mutmut 3 only finds a package under ./, src/ or source/, and the engine and the tests find their
# data relative to their own files.  So this builds a throw-away workspace, build/mutation/
# (git-ignored; MUTATION_WORKSPACE=DIR for another place), holding
#
#   src/constantinopolis/   a copy of engine/constantinopolis (mutmut copies it again, mutated, to mutants/)
#   pyproject.toml tests/ features/ translations/ scenarios/ docs/ README.md   links to the checkout's own
#   shared                  a link to the checkout's ../shared (the tests' ../shared/rulebooks)
#
# and runs `mutmut run` there ([tool.mutmut] in pyproject.toml) with every core (MUTATION_JOBS=N for
# fewer) through .ci/mutation_lines.py, which gives each mutant only the tests that executed its line
# (recorded once under coverage), then runs again the survivors whose tests changed since their result,
# (MUTATION_STALE=0: only listed, not run), then .ci/mutation_score.py: the score, and tests/mutation/survivors.yaml.  Results are kept in
# build/mutation/mutants/ between runs: a run checks only mutants without a result (a changed
# function's mutants lose theirs), unless mutant names or globs are given.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WS=${MUTATION_WORKSPACE:-$ROOT/build/mutation}
JOBS=${MUTATION_JOBS:-$(nproc)}

fresh=0
names=()
for arg in "$@"; do
  case "$arg" in
    --fresh) fresh=1 ;;
    -h | --help)
      sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    -*)
      echo "unknown option $arg (see --help)" >&2
      exit 2
      ;;
    *) names+=("$arg") ;;
  esac
done

echo "== set-up"
bash .ci/setup.sh
# the `mutation` extra of pyproject.toml, installed again only when its requirements change
mapfile -t requirements < <(.venv/bin/python -c '
import tomllib
print("\n".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["optional-dependencies"]["mutation"]))')
stamp=.venv/.mutation-$(printf '%s\n' "${requirements[@]}" | sha1sum | cut -c1-12)
if [ ! -f "$stamp" ] || [ ! -x .venv/bin/mutmut ]; then
  .venv/bin/python -m pip install --quiet "${requirements[@]}"
  rm -f .venv/.mutation-*
  touch "$stamp"
fi
.venv/bin/mutmut --version

echo "== workspace $WS"
mkdir -p "$WS"
if [ "$fresh" = 1 ]; then
  # every verdict, and the tests that killed them (killers.tsv orders the tests of the next mutants of a
  # function): a fresh run learns as one on a new clone does
  rm -rf "$WS/mutants" "$WS/killers.tsv"
fi
# The package is copied, not linked: `mutmut apply` writes into it, and must never write into engine/.
# cp -p keeps the files' times, by which mutmut tells a changed file (mutated again) from an unchanged one.
rm -rf "$WS/src"
mkdir -p "$WS/src"
cp -Rp engine/constantinopolis "$WS/src/"
find "$WS/src" -name __pycache__ -prune -exec rm -rf {} +
for path in pyproject.toml tests features translations scenarios docs README.md; do
  ln -sfn "$ROOT/$path" "$WS/$path"
done
ln -sfn "$(cd "$ROOT/.." && pwd)/shared" "$WS/shared"
if [ -d "$WS/mutants" ]; then
  # mutmut copies tests/ and the also_copy folders over the old copies (a deleted file would stay) and
  # the package's data files only once: bring both up to date
  mapfile -t copied < <(.venv/bin/python -c '
import tomllib
print("\n".join(["tests", *tomllib.load(open("pyproject.toml", "rb"))["tool"]["mutmut"].get("also_copy", [])]))')
  for path in "${copied[@]}"; do
    rm -rf "${WS:?}/mutants/$path"
  done
  (cd "$WS/src" && find constantinopolis -type f ! -name '*.py') | while read -r file; do
    if [ -d "$WS/mutants/src/$(dirname "$file")" ]; then
      cp -p "$WS/src/$file" "$WS/mutants/src/$file"
    fi
  done
fi

lines() { .venv/bin/python .ci/mutation_lines.py --workspace "$WS" "$@"; }
took() {
  local elapsed=$((SECONDS - $1))
  printf '%s took %dh%02dm%02ds (%d s)\n' "$2" $((elapsed / 3600)) $((elapsed % 3600 / 60)) $((elapsed % 60)) "$elapsed"
}
mutmut_run() {
  (cd "$WS" && "$ROOT/.venv/bin/python" "$ROOT/.ci/mutation_lines.py" run --coverage-jobs "$JOBS" -- --max-children "$JOBS" "$@")
}

start=$SECONDS
lines snapshot
# which test executes which line (unmutated, under coverage; made again only when the package or tests changed):
# mutation_lines.py makes it in a process beside mutmut's generation of the mutants and its stats run, and waits
# for it before choosing each mutant's tests
echo "== mutmut run (${JOBS} workers)${names[*]:+ ${names[*]}}, the line coverage beside"
mutmut_run "${names[@]}"
took "$start" "mutmut run"
# survivors whose tests changed since their verdict: run again (mutmut keeps a result until its function changes)
# (after a run of named mutants only those are recorded: the others wait for the next full run)
mapfile -t stale < <(lines stale --ran "${names[@]}")
if [ "${MUTATION_STALE:-1}" = 0 ] && [ "${#stale[@]}" -gt 0 ]; then
  echo "== ${#stale[@]} survivors whose tests changed since their result: not run again (MUTATION_STALE=0)"
elif [ "${#names[@]}" -eq 0 ] && [ "${#stale[@]}" -gt 0 ]; then
  echo "== ${#stale[@]} survivors whose tests changed since their result, run again"
  mutmut_run "${stale[@]}"
  lines stale --ran "${stale[@]}" >/dev/null
fi
took "$start" "the whole run"

echo "== score"
.venv/bin/python .ci/mutation_score.py --workspace "$WS"
