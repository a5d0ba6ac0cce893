"""Golden-file construct tests: decompile known functions, compare with goldens.

Layout
------
``tests/cases/<family>.py``
    One file per construct family (operators, calls, loops, exceptions, ...).
    Every top-level function whose name does not start with ``_`` is a case;
    ``_helpers`` and classes are support code.  Optional module attributes:

    ``SAMPLES = {"func": [(arg, ...), {"args": (...), "kwargs": {...}}, ...]}``
        argument sets to run the original and the decompiled function with
        (deep-copied per call).  A function without an entry is called once
        with no arguments.
    ``MODULE_SOURCES = {"name": "source text"}``
        module bodies: each is compiled, and the module code object is the case.
    ``MIN_VERSION = (3, 10)``
        the family needs that Python (found by regex, never imported on older
        versions because it would not even parse); reported as one skipped test.

``tests/golden/py3X/<family>/<func>.py``
    The expected ``undis.decompile_checked(func).source`` under Python 3.X,
    byte for byte.  Module cases are stored as ``module__<name>.py``.
    Goldens are generated, never hand-written:

        python scripts/regen_golden.py      # running interpreter only
        scripts/regen-golden-all            # every interpreter (see scripts/_envs.py)

    then review ``git diff tests/golden``.

``tests/cases/_harness.py``
    Discovery, golden paths, and behaviour comparison, shared with the regen
    script (standard library only).

Three tests per case
--------------------
``test_golden_text``  the decompiled source equals the golden file;
``test_verified``     ``Decompilation.verified`` (recompiled bytecode matches);
``test_behaviour``    the decompiled source, exec'd in a copy of the case
                      module's globals, behaves like the original on SAMPLES:
                      same return value or exception (type, args, cause), same
                      mutated arguments; generators are drained, coroutines and
                      async generators are driven without an event loop.

If ``undis`` is not importable every case fails (they never skip).
"""

from __future__ import annotations

from typing import List

import pytest

from cases import _harness as h

FAMILIES = h.families()
CASES: List[h.Case] = h.all_cases()
GAPS = h.known_gaps()

# which tests a known gap makes fail: an error fails all three; an unverified output still
# has a golden text (a regression check) and, unless it misbehaves, the same behaviour.
_FAILS = {
    "error": {"text", "verified", "behaviour"},
    "misbehaves": {"verified", "behaviour"},
    "unverified": {"verified"},
}


def _params(test: str) -> List[object]:
    out: List[object] = []
    for case in CASES:
        kind, message = GAPS.get(str(case), ("", ""))
        if test in _FAILS.get(kind, ()):
            mark = pytest.mark.xfail(strict=True, reason="known gap (%s): %s" % (kind, message))
            out.append(pytest.param(case, marks=mark, id=str(case)))
        else:
            out.append(pytest.param(case, id=str(case)))
    return out


@pytest.mark.parametrize("family", FAMILIES, ids=lambda f: f.name)
def test_family_runs_here(family: h.Family) -> None:
    """One test per family; skipped (with the reason) where the version is too old."""
    if not family.supported:
        pytest.skip(family.skip_reason)
    assert h.cases_of(family), f"{family.path} defines no case functions"


@pytest.mark.parametrize("family", [f for f in FAMILIES if f.supported], ids=lambda f: f.name)
def test_samples_name_real_functions(family: h.Family) -> None:
    module = h.load_family(family.name)
    names = {c.name for c in h.cases_of(family)}
    unknown = sorted(set(getattr(module, "SAMPLES", {})) - names)
    assert not unknown, f"SAMPLES keys that are not case functions: {unknown}"


@pytest.mark.parametrize("case", _params("text"))
def test_golden_text(case: h.Case) -> None:
    result = h.decompiled(case)
    path = case.golden_path
    if not path.exists():
        pytest.fail(f"no golden file {path.relative_to(h.REPO)}; "
                    f"run `python scripts/regen_golden.py` and review the diff")
    expected = path.read_text(encoding="utf-8")
    if result.source != expected:
        pytest.fail("decompiled source differs from the golden file:\n"
                    + h.golden_diff(expected, result.source, path), pytrace=False)


@pytest.mark.parametrize("case", _params("verified"))
def test_verified(case: h.Case) -> None:
    result = h.decompiled(case)
    if not result.verified:
        pytest.fail(f"not verified: {result.verdict.summary()}\n--- source ---\n{result.source}",
                    pytrace=False)


@pytest.mark.parametrize("case", _params("behaviour"))
def test_behaviour(case: h.Case) -> None:
    result = h.decompiled(case)
    module = h.load_family(case.family)
    if case.kind == "module":
        original = h.module_outcome(module.MODULE_SOURCES[case.name], h.module_filename(case))
        rebuilt = h.module_outcome(result.source, f"<decompiled {case}>")
        assert rebuilt == original
        return
    original_func = getattr(module, case.name)
    rebuilt_func = h.rebuild_function(case, result.source)
    for args, kwargs in h.samples_for(case):
        expected = h.call_outcome(original_func, args, kwargs)
        with h.deadline():
            actual = h.call_outcome(rebuilt_func, args, kwargs)
        assert actual == expected, f"{case.name}(*{args!r}, **{kwargs!r})"
