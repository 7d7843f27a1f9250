"""Where the engine finds its data files, in a checkout, an editable install and a wheel (docs/install.md).

The translations the engine reads at run time have one source, ``translations/``;
``engine/constantinopolis/translations`` links to it, and a wheel carries a copy made at build
time (``pyproject.toml``'s package data).  An environment variable names another place for each.
A real wheel is built and installed by ``.ci/check_wheel_install.sh``; here the wheel's layout is
imitated by pointing :data:`constantinopolis.books.datafiles.PACKAGE` at a folder.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from importlib.metadata import distribution
from pathlib import Path

import pytest

from constantinopolis.books import concordance, datafiles
from constantinopolis.books.concordance import default_concordance_dir
from constantinopolis.books.discrepancies import default_catalogue_path, load_catalogue
from constantinopolis.books.glossary import default_glossary_dir, load_glossary
from constantinopolis.core.components import DEFAULT_MANIFEST
from constantinopolis.tools.cli import main

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "translations"
PACKAGE = ROOT / "engine" / "constantinopolis"
# False in the mutation workspace (docs/mutation.md), whose copy of the package is src/constantinopolis,
# without the link, and which has no pyproject.toml of its own: the checkout's layout is not there to check
CHECKOUT = PACKAGE.is_dir()
in_a_checkout = pytest.mark.skipif(not CHECKOUT, reason="the checkout's layout (not the mutation workspace's)")
SETTINGS = ("CONSTANTINOPOLIS_GLOSSARY", "CONSTANTINOPOLIS_CONCORDANCE", "CONSTANTINOPOLIS_DISCREPANCIES")
# each setting, a command that reads what it names, and what the command prints from the checkout's file
COMMANDS = {
    "CONSTANTINOPOLIS_GLOSSARY": (["glossary", "Consul"], "offices/consul"),
    "CONSTANTINOPOLIS_CONCORDANCE": (["rules", "consul.preempt", "--book", "it"], "it:341"),
    "CONSTANTINOPOLIS_DISCREPANCIES": (["discrepancies"], "consul-preemption-funding"),
}


@pytest.fixture(autouse=True)
def _no_settings(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No setting from the environment the tests run in; the concordance read afresh."""
    for name in SETTINGS:
        monkeypatch.delenv(name, raising=False)
    concordance.load.cache_clear()
    yield
    concordance.load.cache_clear()


def test_in_a_checkout_the_locators_find_the_checkouts_files() -> None:
    assert default_glossary_dir() == TRANSLATIONS / "glossary"
    assert default_concordance_dir() == TRANSLATIONS / "concordance"
    assert default_catalogue_path() == TRANSLATIONS / "discrepancies.yaml"
    assert DEFAULT_MANIFEST.resolve() == datafiles.PACKAGE / "data" / "components.yaml"
    assert datafiles.PACKAGE == PACKAGE or not CHECKOUT


@pytest.mark.parametrize("setting", SETTINGS)
def test_each_command_reads_the_checkouts_file(setting: str, capsys: pytest.CaptureFixture[str]) -> None:
    argv, expected = COMMANDS[setting]
    assert main(argv) == 0
    assert expected in capsys.readouterr().out


@in_a_checkout
def test_the_package_links_to_the_one_source_of_the_translations() -> None:
    """No copy in git: ``engine/constantinopolis/translations`` is a link to ``translations/``."""
    link = PACKAGE / "translations"
    assert link.is_symlink() and os.readlink(link) == "../../translations"
    assert link.resolve() == TRANSLATIONS
    tracked = subprocess.run(
        ["git", "ls-files", "-s", "engine/constantinopolis/translations"], cwd=ROOT, capture_output=True, text=True
    )
    if tracked.returncode == 0 and tracked.stdout:  # not a git checkout (a copy of it): the link alone
        assert tracked.stdout.split()[0] == "120000", f"not committed as a link: {tracked.stdout}"


@in_a_checkout
def test_the_wheel_carries_every_file_the_engine_reads() -> None:
    """The package data of pyproject.toml takes in every file the locators find in a checkout."""
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    shipped = {path for pattern in setuptools["package-data"]["constantinopolis"] for path in PACKAGE.glob(pattern)}
    read = {
        *(PACKAGE / "translations" / "glossary").glob("*.yaml"),
        *(PACKAGE / "translations" / "concordance").glob("*.yaml"),
        PACKAGE / "translations" / "discrepancies.yaml",
        PACKAGE / "data" / "components.yaml",
    }
    assert len(read) == 5 + 5 + 2
    assert not read - shipped, sorted(str(p.relative_to(PACKAGE)) for p in read - shipped)
    # the phrasebooks are the features' (which a wheel does not carry), not the engine's
    assert not any("phrasebooks" in str(p) for p in shipped)
    assert "constantinopolis.translations.phrasebooks*" in setuptools["packages"]["find"]["exclude"]


def test_the_package_registers_no_pytest_plugin() -> None:
    """No ``pytest11`` entry point: installing the package adds no option to other projects' pytest runs;
    the checkout's conftest.py registers the plugin (docs/install.md, "The pytest plugin")."""
    installed = {e.group for e in distribution("constantinopolis").entry_points}
    assert installed == {"console_scripts"}, installed
    if CHECKOUT:
        project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
        assert "entry-points" not in project and project["scripts"] == {
            "constantinopolis": "constantinopolis.tools.cli:main"
        }
        assert 'pytest_plugins = ["constantinopolis.suite.verify.plugin"]' in (ROOT / "conftest.py").read_text("utf-8")


def _wheel_layout(tmp_path: Path, with_data: bool) -> Path:
    """A package folder as a wheel installs it: the translations copied in (or not), no checkout beside it."""
    package = tmp_path / "site-packages" / "constantinopolis"
    package.mkdir(parents=True)
    if with_data:
        shutil.copytree(TRANSLATIONS / "glossary", package / "translations" / "glossary")
        shutil.copytree(TRANSLATIONS / "concordance", package / "translations" / "concordance")
        shutil.copy(TRANSLATIONS / "discrepancies.yaml", package / "translations" / "discrepancies.yaml")
    return package


def test_a_wheel_reads_its_own_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = _wheel_layout(tmp_path, with_data=True)
    monkeypatch.setattr(datafiles, "PACKAGE", package)
    assert default_glossary_dir() == package / "translations" / "glossary"
    assert default_concordance_dir() == package / "translations" / "concordance"
    assert default_catalogue_path() == package / "translations" / "discrepancies.yaml"
    assert "consul" in load_glossary()["offices"]


@pytest.mark.parametrize("setting", SETTINGS)
def test_a_wheel_without_its_data_names_the_setting(
    setting: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(datafiles, "PACKAGE", _wheel_layout(tmp_path, with_data=False))
    argv, _ = COMMANDS[setting]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: cannot find the ") and f"name the {'file' if 'DISC' in setting else 'folder'}" in err
    assert f"with {setting} (see docs/install.md)" in err


def test_the_settings_point_the_engine_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    glossary = tmp_path / "glossary"
    glossary.mkdir()
    (glossary / "en.yaml").write_text("offices:\n  consul: [Tribune of the Plebs]\n", encoding="utf-8")
    folder = tmp_path / "concordance"
    shutil.copytree(TRANSLATIONS / "concordance", folder)
    text = (folder / "it.yaml").read_text(encoding="utf-8")
    (folder / "it.yaml").write_text(text.replace("CONSUL (vedi paragrafo 7.5)", "CONSOLE (vedi 7.5)", 1), "utf-8")
    catalogue = tmp_path / "catalogue.yaml"
    text = (TRANSLATIONS / "discrepancies.yaml").read_text(encoding="utf-8")
    catalogue.write_text(text.replace("consul-preemption-funding", "consul-preemption-paid"), "utf-8")  # readings too
    monkeypatch.setenv("CONSTANTINOPOLIS_GLOSSARY", str(glossary))
    monkeypatch.setenv("CONSTANTINOPOLIS_CONCORDANCE", str(folder))
    monkeypatch.setenv("CONSTANTINOPOLIS_DISCREPANCIES", str(catalogue))

    assert default_glossary_dir() == glossary
    assert load_glossary() == {"offices": {"consul": {"en": ["Tribune of the Plebs"]}}}
    assert main(["glossary", "Tribune"]) == 0 and "en: Tribune of the Plebs" in capsys.readouterr().out
    assert default_concordance_dir() == folder
    assert main(["rules", "consul.preempt", "--book", "it", "--json"]) == 0
    assert "CONSOLE (vedi 7.5)" in capsys.readouterr().out
    assert default_catalogue_path() == catalogue
    assert "consul-preemption-paid" in {d.id for d in load_catalogue()}
    assert main(["discrepancies"]) == 0 and "consul-preemption-paid" in capsys.readouterr().out


@pytest.mark.parametrize("setting", SETTINGS)
def test_a_setting_naming_nothing_is_a_clear_error(
    setting: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "moved-away"
    monkeypatch.setenv(setting, str(missing))
    argv, _ = COMMANDS[setting]
    assert main(argv) == 2
    captured = capsys.readouterr()
    kind = "file" if setting == "CONSTANTINOPOLIS_DISCREPANCIES" else "folder"
    assert captured.err.startswith(f"error: {setting}={missing}: no such {kind} (it names the ")
    assert captured.out == ""


def test_a_glossary_setting_naming_an_empty_folder_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CONSTANTINOPOLIS_GLOSSARY", str(tmp_path))
    assert main(["glossary", "Consul"]) == 2
    err = capsys.readouterr().err
    assert err == f"error: {tmp_path} (named by CONSTANTINOPOLIS_GLOSSARY): no glossary (<lang>.yaml) in this folder\n"


def test_the_command_line_gives_the_error_not_a_traceback(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in SETTINGS}
    env["CONSTANTINOPOLIS_DISCREPANCIES"] = str(tmp_path / "moved-away.yaml")
    proc = subprocess.run(
        [sys.executable, "-m", "constantinopolis.tools.cli", "discrepancies"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.startswith("error: CONSTANTINOPOLIS_DISCREPANCIES=") and "Traceback" not in proc.stderr


def test_verify_without_pytest_says_what_it_needs(tmp_path: Path) -> None:
    """A wheel installed without the test tools: verify says it runs from a checkout, not ModuleNotFoundError."""
    code = (
        "import sys; sys.modules['pytest'] = None; "
        "from constantinopolis.tools.cli import main; sys.exit(main(['verify']))"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False
    )
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.startswith("error: constantinopolis verify runs the suite's rulebook features")
    assert "run it from a checkout of the suite" in proc.stderr and "Traceback" not in proc.stderr
