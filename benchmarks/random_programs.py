#!/usr/bin/env python3
"""Round-trip random structured programs: nested control flow the standard library rarely has.

    python benchmarks/random_programs.py                   # 500 programs, seed 0
    python benchmarks/random_programs.py --count 2000 --seed 3 --depth 4
    python benchmarks/random_programs.py --kinds if,while,for --reduce 20
    python benchmarks/random_programs.py --json out/random-py312.json

Each program is one function whose body nests ``if``/``elif``/``else``, ``while``
(with a test, ``while True``, ``while 1``; ``else`` clauses), ``for``/``else``,
``try`` with ``except``/``else``/``finally`` clauses, ``with`` (one or two items, ``as``)
and, on 3.10+, ``match``, down to ``--depth`` levels, with simple statements, short-circuit
conditions and ``break``/``continue``/``return`` ending blocks.  Programs are drawn from a
seeded generator: the same ``--seed`` gives the same programs on every run (3.8 and 3.9,
which have no ``match``, draw other programs than 3.10+ from the same seed).

Every program is compiled, decompiled with ``undis.decompile_checked`` and sorted into:
``identical`` (recompiles to the same normalized bytecode), ``not-identical``,
``state-machine`` (the fallback for bytecode without structured source: valid, same
behaviour, not verified), ``exception`` (undis raised) and ``does-not-compile`` (the output
is not valid Python); the time reported is CPU time per program (the behaviour runs
included).  Every unverified output (``not-identical``, ``state-machine``) is also run
against the original on a fixed set of inputs (benchmarks/behaviour.py): ``misbehaves``
counts those that do something else, which verification had flagged (undis never runs
them on a user's behalf) but a reader of the source would be misled by.  ``--reduce N`` shrinks
the first ``N`` programs that are not identical (deleting statements and clauses, hoisting
bodies, while the outcome stays the same) and prints the smallest forms with how many
programs shrank to each: a worklist of root causes.  ``--reduce-misbehaving N`` does the
same for the first ``N`` programs that misbehave, keeping the misbehaviour (an unverified
output that does something else than the original): the worklist of what most misleads a reader.
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence, Tuple

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))  # measure the working tree
sys.path.insert(0, str(REPO / "benchmarks"))
import behaviour  # noqa: E402

KINDS = ("if", "while", "for", "try", "with", "match")
OUTCOMES = ("identical", "not-identical", "state-machine", "exception", "does-not-compile")
UNVERIFIED = ("not-identical", "state-machine")  # outputs that compile but are not verified
CONDITIONS = ("a", "not b", "a and b", "a or c", "x > 1", "a and (b or c)", "not (a or b)", "0 < x < 9")
SIMPLE = ("x = x + 1", "f(x)", "y = g(a)", "log.append(x)")
RETURNS = ("return x", "return", "return 1", "return None")
HANDLERS = ("except ValueError:", "except (KeyError, TypeError) as e:", "except:")
WITHS = ("with cm:", "with cm as z:", "with cm, cm2:")
HEADER = "def fn(a, b, c, x, items, log, cm, cm2):"


@dataclass
class Stmt:
    """A statement: a simple one (``clauses`` empty) or a compound one, each clause a
    header line and a body."""

    text: str
    clauses: List[Tuple[str, List["Stmt"]]] = field(default_factory=list)


def render(body: Sequence[Stmt]) -> str:
    """The function's source."""
    lines = [HEADER]
    _render(body, 1, lines)
    return "\n".join(lines) + "\n"


def _render(body: Sequence[Stmt], level: int, lines: List[str]) -> None:
    pad = "    " * level
    for s in body or [Stmt("pass")]:
        if not s.clauses:
            lines.append(pad + s.text)
        for header, inner in s.clauses:
            lines.append(pad + header)
            _render(inner, level + 1, lines)


class Generator:
    """Random function bodies: ``kinds`` of compound statements, nested ``depth`` deep."""

    def __init__(self, seed: int, depth: int, kinds: Sequence[str]) -> None:
        self.rng = random.Random(seed)
        self.depth = depth
        self.kinds = [k for k in kinds if k != "match" or sys.version_info >= (3, 10)]

    def body(self, level: int = 0, in_loop: bool = False) -> List[Stmt]:
        n = self.rng.randint(1, 3)
        return [self.stmt(level, in_loop, last=i == n - 1) for i in range(n)]

    def stmt(self, level: int, in_loop: bool, last: bool) -> Stmt:
        choices = ["simple", "simple"] + (self.kinds if level < self.depth else [])
        choices += (["break", "continue"] if in_loop and last else []) + (["return"] if last else [])
        kind = self.rng.choice(choices)
        if kind == "simple":
            return Stmt(self.rng.choice(SIMPLE))
        if kind in ("break", "continue"):
            return Stmt(kind)
        if kind == "return":
            return Stmt(self.rng.choice(RETURNS))
        make: Callable[[int, bool], List[Tuple[str, List[Stmt]]]] = getattr(self, "_" + kind)
        return Stmt(kind, make(level + 1, in_loop))

    def _cond(self) -> str:
        return self.rng.choice(CONDITIONS)

    def _maybe(self, p: float) -> bool:
        return self.rng.random() < p

    def _if(self, level: int, in_loop: bool) -> List[Tuple[str, List[Stmt]]]:
        clauses = [(f"if {self._cond()}:", self.body(level, in_loop))]
        r = self.rng.random()
        if r < 0.3:
            clauses.append((f"elif {self._cond()}:", self.body(level, in_loop)))
        if r < 0.6:
            clauses.append(("else:", self.body(level, in_loop)))
        return clauses

    def _while(self, level: int, in_loop: bool) -> List[Tuple[str, List[Stmt]]]:
        header = self.rng.choice([f"while {self._cond()}:", "while True:", "while 1:"])
        clauses = [(header, self.body(level, True))]
        if self._maybe(0.3):
            clauses.append(("else:", self.body(level, in_loop)))
        return clauses

    def _for(self, level: int, in_loop: bool) -> List[Tuple[str, List[Stmt]]]:
        clauses = [("for x in items:", self.body(level, True))]
        if self._maybe(0.3):
            clauses.append(("else:", self.body(level, in_loop)))
        return clauses

    def _try(self, level: int, in_loop: bool) -> List[Tuple[str, List[Stmt]]]:
        clauses = [("try:", self.body(level, in_loop))]
        r = self.rng.random()
        if r < 0.7:
            clauses.append((self.rng.choice(HANDLERS), self.body(level, in_loop)))
            if self._maybe(0.3):
                clauses.append(("else:", self.body(level, in_loop)))
        if r >= 0.5:
            clauses.append(("finally:", self.body(level, in_loop)))
        return clauses

    def _with(self, level: int, in_loop: bool) -> List[Tuple[str, List[Stmt]]]:
        return [(self.rng.choice(WITHS), self.body(level, in_loop))]

    def _match(self, level: int, in_loop: bool) -> List[Tuple[str, List[Stmt]]]:
        patterns = ["case 1:", "case [p, *q]:", "case {'k': v}:", "case str() as s:", "case 2 | 3 if a:"]
        cases = [Stmt("case", [(p, self.body(level, in_loop))]) for p in self.rng.sample(patterns, 2)]
        if self._maybe(0.4):
            cases.append(Stmt("case", [("case _:", self.body(level, in_loop))]))
        return [("match x:", cases)]


def programs(seed: int, count: int, depth: int, kinds: Sequence[str]) -> Iterator[List[Stmt]]:
    gen = Generator(seed, depth, kinds)
    for _ in range(count):
        yield gen.body()


# -- round trip ---------------------------------------------------------------------------
def outcome(source: str) -> Optional[str]:
    """What undis makes of the program ``source`` (None: it does not compile here)."""
    return decompiled(source)[0]


def decompiled(source: str) -> Tuple[Optional[str], str]:
    """(:func:`outcome`, undis's source for the program; "" if there is none)."""
    import undis

    namespace: Dict[str, object] = {}
    try:
        exec(compile(source, "<random program>", "exec"), namespace)
    except SyntaxError:
        return None, ""
    try:
        result = undis.decompile_checked(namespace["fn"])
    except Exception:  # noqa: BLE001 - counted: the benchmark reports exceptions
        return "exception", ""
    try:
        compile(result.source, "<decompiled>", "exec")
    except SyntaxError:
        return "does-not-compile", result.source
    if result.verified:
        return "identical", result.source
    return ("state-machine" if "__undis_builtins" in result.source else "not-identical"), result.source


# -- reduction ----------------------------------------------------------------------------
def _variants(body: List[Stmt]) -> Iterator[List[Stmt]]:
    """Smaller programs: one statement deleted (not a body's only one: an empty body, made
    ``pass``, is a shape of its own), one clause deleted (not the first), or a compound
    statement replaced by one of its clauses' bodies; recursively."""
    for i, s in enumerate(body):
        if len(body) > 1:
            yield body[:i] + body[i + 1:]
        for j, (_, inner) in enumerate(s.clauses):
            yield body[:i] + inner + body[i + 1:]
            if j:
                yield body[:i] + [Stmt(s.text, s.clauses[:j] + s.clauses[j + 1:])] + body[i + 1:]
            for smaller in _variants(inner):
                clauses = list(s.clauses)
                clauses[j] = (clauses[j][0], smaller)
                yield body[:i] + [Stmt(s.text, clauses)] + body[i + 1:]


def reduce(body: List[Stmt], keeps: Callable[[str], bool], budget: int = 2000) -> List[Stmt]:
    """The smallest program reached from ``body`` by :func:`_variants` for which ``keeps``
    holds (greedy: the first smaller variant that keeps it, until none does)."""
    tried = 0
    while tried < budget:
        for smaller in _variants(body):
            tried += 1
            if keeps(render(smaller)):
                body = smaller
                break
            if tried >= budget:
                break
        else:
            return body
    return body


# -- report -------------------------------------------------------------------------------
def run(args: argparse.Namespace) -> Dict[str, Any]:
    counts: Dict[str, int] = collections.Counter()
    failing: List[Tuple[List[Stmt], str]] = []
    misbehaving: List[Tuple[List[Stmt], str]] = []
    start = time.process_time()
    for body in programs(args.seed, args.count, args.depth, args.kinds):
        source = render(body)
        got, output = decompiled(source)
        if got is None:
            continue
        counts[got] += 1
        if got != "identical":
            failing.append((body, got))
        if args.behaviour and _misbehaving(source, got, output):
            misbehaving.append((body, "misbehaves"))
    elapsed = time.process_time() - start
    total = sum(counts.values())
    summary: Dict[str, Any] = {
        "python": ".".join(map(str, sys.version_info[:3])), "seed": args.seed, "depth": args.depth,
        "kinds": list(args.kinds), "programs": total, **{k: counts[k] for k in OUTCOMES},
        "misbehaves": len(misbehaving) if args.behaviour else None,
        "identical_pct": round(100.0 * counts["identical"] / total, 2) if total else None,
        "ms_per_program": round(1000.0 * elapsed / total, 2) if total else None,
    }
    if args.reduce:
        summary["reduced"] = _reduced(failing[:args.reduce], _same_outcome)
    if args.reduce_misbehaving:
        summary["reduced"] = summary.get("reduced", []) + _reduced(
            misbehaving[:args.reduce_misbehaving], lambda source, _: misbehaves(source))
    return summary


def _same_outcome(source: str, want: str) -> bool:
    return outcome(source) == want


def misbehaves(source: str) -> bool:
    """Whether undis's output for the program ``source`` is unverified and behaves otherwise."""
    return _misbehaving(source, *decompiled(source))


def _misbehaving(source: str, got: Optional[str], output: str) -> bool:
    """:func:`misbehaves`, given the outcome ``got`` and the ``output`` of :func:`decompiled`."""
    try:
        return got in UNVERIFIED and behaviour.differs(source, output) is not None
    except RecursionError:  # (3.12+: an output nested too deeply for compile(): not judged)
        return False


def _reduced(failing: List[Tuple[List[Stmt], str]],
             keeps: Callable[[str, str], bool]) -> List[Dict[str, Any]]:
    """Each of ``failing`` (a program and its outcome) shrunk while ``keeps(source, outcome)``
    holds; the distinct smallest forms, most common first."""
    found: Dict[str, Dict[str, Any]] = {}
    for body, got in failing:
        text = render(reduce(body, lambda source, want=got: keeps(source, want)))
        entry = found.setdefault(text, {"outcome": got, "programs": 0, "source": text})
        entry["programs"] += 1
    return sorted(found.values(), key=lambda e: (-e["programs"], len(e["source"])))


def report(summary: Dict[str, Any]) -> str:
    lines = [f"undis random programs: CPython {summary['python']}, seed {summary['seed']}, "
             f"depth {summary['depth']}, kinds {','.join(summary['kinds'])}",
             f"programs {summary['programs']}: " + ", ".join(f"{k} {summary[k]}" for k in OUTCOMES),
             f"identical {summary['identical_pct']}%, {summary['ms_per_program']} ms of CPU time per program"]
    if summary["misbehaves"] is not None:
        unverified = sum(summary[k] for k in UNVERIFIED)
        lines.append(f"misbehaves {summary['misbehaves']} of {unverified} unverified outputs "
                     f"(behaviour.py: {len(behaviour.SAMPLES)} inputs each)")
    for entry in summary.get("reduced", []):
        lines += ["", f"# {entry['programs']} program(s) shrink to ({entry['outcome']}):", entry["source"].rstrip()]
    return "\n".join(lines)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Round-trip random structured programs through undis.")
    p.add_argument("--count", type=int, default=500, help="programs to generate (default 500)")
    p.add_argument("--seed", type=int, default=0, help="generator seed (default 0)")
    p.add_argument("--depth", type=int, default=3, help="nesting depth of compound statements (default 3)")
    p.add_argument("--kinds", type=lambda s: tuple(s.split(",")), default=KINDS,
                   help="compound statements to use, comma-separated (default: %s)" % ",".join(KINDS))
    p.add_argument("--reduce", type=int, default=0, metavar="N",
                   help="shrink the first N programs that are not identical and print the smallest forms")
    p.add_argument("--reduce-misbehaving", type=int, default=0, metavar="N",
                   help="shrink the first N programs whose unverified output misbehaves, keeping that")
    p.add_argument("--json", type=Path, help="write the summary (and reduced forms) as JSON here")
    p.add_argument("--no-behaviour", dest="behaviour", action="store_false",
                   help="do not run the unverified outputs against the originals (benchmarks/behaviour.py)")
    args = p.parse_args(argv)
    if args.reduce_misbehaving and not args.behaviour:
        p.error("--reduce-misbehaving needs the behaviour runs (drop --no-behaviour)")
    unknown = set(args.kinds) - set(KINDS)
    if unknown:
        p.error("unknown kinds: %s (choose from %s)" % (", ".join(sorted(unknown)), ", ".join(KINDS)))
    return args


def main(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    summary = run(args)
    print(report(summary))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(summary, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
