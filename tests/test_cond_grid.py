"""The condition grid (tests/cases/_cond_grid.py): 468 shapes per interpreter.

Two tests per shape: ``test_cond_behaviour`` (the output, exec'd, gives the same
results as the original on every sample) and ``test_cond_verified`` (it recompiles
to the same bytecode).  Shapes listed in this interpreter's COND_GRID_GAPS.txt are
strict xfails: a fixed shape fails until the list is regenerated
(``scripts/regen-golden-all``).
"""

from __future__ import annotations

from typing import List

import pytest

import undis
from cases import _cond_grid as grid
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
    assert len(SHAPES) == len(grid.KINDS) * len(grid.CONDITIONS) == 468 and len(set(SHAPES.values())) == len(SHAPES)


def test_samples_reach_every_outcome() -> None:
    """Each filter keeps some elements and drops others on the samples (a filter that is
    always true or always false would not tell a wrong condition from a right one)."""
    for name in grid.CONDITIONS:
        kept = grid.outcome(grid.function(SHAPES["list-" + name]), grid.SAMPLES[0])
        assert 0 < len(kept) < len(grid.SAMPLES[0]), name


@pytest.mark.parametrize("name", _params("behaviour"))
def test_cond_behaviour(name: str) -> None:
    source = SHAPES[name]
    result = undis.decompile_checked(grid.function(source))
    assert grid.behaves_same(source, result.source), f"--- original ---\n{source}--- decompiled ---\n{result.source}"


@pytest.mark.parametrize("name", _params("verified"))
def test_cond_verified(name: str) -> None:
    result = undis.decompile_checked(grid.function(SHAPES[name]))
    if not result.verified:
        pytest.fail(f"not verified: {result.verdict.summary()}\n--- source ---\n{result.source}", pytrace=False)
