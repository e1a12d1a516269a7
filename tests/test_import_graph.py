"""No import cycles among the modules of scorers/, calibration/, corpus/ and tasks/ (imports
inside functions count too: a cycle there still ties the modules together)."""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("scorers", "calibration", "corpus", "tasks")


def import_graph(packages: tuple[str, ...]) -> dict[str, set[str]]:
    """Module -> the modules of ``packages`` it imports."""
    files = {}
    for package in packages:
        for file in (ROOT / package).rglob("*.py"):
            name = ".".join(file.relative_to(ROOT).with_suffix("").parts)
            files[name.removesuffix(".__init__")] = file
    graph: dict[str, set[str]] = {name: set() for name in files}
    for name, file in files.items():
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                targets = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            else:
                continue
            graph[name] |= {t for t in targets if t in files and t != name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    try:
        TopologicalSorter(graph).prepare()
    except CycleError as error:
        return list(error.args[1])
    return None


def test_no_import_cycle() -> None:
    assert find_cycle(import_graph(PACKAGES)) is None


def test_a_cycle_through_an_import_inside_a_function_is_found() -> None:
    graph = import_graph(("corpus",))
    assert "corpus.datasheet" in graph["corpus.build"]  # imported inside write_outputs
    graph["corpus.datasheet"].add("corpus.build")
    assert set(find_cycle(graph) or []) >= {"corpus.build", "corpus.datasheet"}
