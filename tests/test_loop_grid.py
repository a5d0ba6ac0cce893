"""The loop grids (tests/cases/_loop_grid.py): 1785 shapes per interpreter.

Two tests per shape: ``test_grid_behaviour`` (the output, exec'd, gives the same
results and the same ``got`` as the original on every sample) and
``test_grid_verified`` (it recompiles to the same bytecode).  Shapes listed in
this interpreter's LOOP_GRID_GAPS.txt are strict xfails: a fixed shape fails
until the list is regenerated (``scripts/regen-golden-all``).
"""

from __future__ import annotations

from typing import List

import pytest

import undis
from cases import _loop_grid as grid
from cases._harness import gap_reason

SHAPES = grid.shapes()
GAPS = grid.known_gaps()
def _params(test: str) -> List[object]:
    """Every shape, a strict xfail where its gap fails ``test`` ('behaviour', 'verified')."""
    reasons = {name: gap_reason(GAPS, name, test) for name in SHAPES}
    return [pytest.param(name, id=name, marks=[pytest.mark.xfail(strict=True, reason=reasons[name])]
                         if reasons[name] else []) for name in SHAPES]


def test_gap_list_names_real_shapes() -> None:
    assert not set(GAPS) - set(SHAPES), sorted(set(GAPS) - set(SHAPES))


def test_grid_is_the_documented_size() -> None:
    assert len(SHAPES) == 900 + 405 + 840 and len(set(SHAPES.values())) == len(SHAPES)


@pytest.mark.parametrize("name", _params("behaviour"))
def test_grid_behaviour(name: str) -> None:
    source = SHAPES[name]
    result = undis.decompile_checked(grid.function(source))
    assert grid.behaves_same(name, source, result.source), \
        f"--- original ---\n{source}--- decompiled ---\n{result.source}"


@pytest.mark.parametrize("name", _params("verified"))
def test_grid_verified(name: str) -> None:
    result = undis.decompile_checked(grid.function(SHAPES[name]))
    if not result.verified:
        pytest.fail(f"not verified: {result.verdict.summary()}\n--- source ---\n{result.source}", pytrace=False)
