#!/usr/bin/env python3
"""Repeatable per-call cost and output fingerprints of ``undis.decompile_checked``.

    # 1. pick a seeded sample of stdlib functions, marshal their code objects
    python benchmarks/profile_calls.py sample --limit 300 --out /tmp/s313.bin
    # 2. run it: --passes N decompiles the whole sample N times (fresh code objects
    #    each pass, read again from the marshal data, so nothing is kept between passes)
    valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.1 \
        python benchmarks/profile_calls.py run /tmp/s313.bin --passes 1
    valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.2 \
        python benchmarks/profile_calls.py run /tmp/s313.bin --passes 2
    #    (instructions of run 2 - run 1) / functions = one warm call
    # 3. fingerprint every function of the stdlib (source + verified flag), to prove
    #    that a change leaves every output as it was
    python benchmarks/profile_calls.py hashes --out /tmp/h313.txt
    diff /tmp/h313-before.txt /tmp/h313-after.txt

The sample is chosen by ``corpus.select`` (same seed, same functions every time on one
interpreter); under valgrind only the marshal data is read, so the stdlib is not compiled
inside the measured process.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import marshal
import sys
import types
from pathlib import Path
from typing import List, Sequence, Tuple

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import corpus  # noqa: E402  (also puts src/ first on sys.path)


def _size(code: types.CodeType) -> int:
    """Bytes of bytecode of ``code`` and of the code objects nested in it."""
    return len(code.co_code) + sum(_size(c) for c in code.co_consts if isinstance(c, types.CodeType))


def _functions(limit: int | None, seed: int, max_size: int | None = None) -> List[Tuple[types.CodeType, str, str]]:
    """(code, qualname, 'file:line') of the selected functions, in corpus order
    (only those of at most ``max_size`` bytes of bytecode, if given)."""
    root = corpus.stdlib_root()
    refs, _, _ = corpus.enumerate_corpus(root)
    if max_size is not None:
        refs = [ref for ref in refs if _size(_code_of(root, ref)) <= max_size]
    chosen = corpus.select(refs, None, limit, seed)
    by_file: dict = {}
    for ref in chosen:
        by_file.setdefault(ref.file, []).append(ref)
    found = []
    for rel, file_refs in by_file.items():
        module = corpus.compile_file(root / rel)
        assert module is not None
        walked = list(corpus.walk_functions(module))
        for ref in file_refs:
            code, qualname = walked[ref.index]
            found.append((code, qualname, f"{rel}:{ref.line}:{ref.index}"))
    return found


_MODULES: dict = {}


def _code_of(root: Path, ref: "corpus.FunctionRef") -> types.CodeType:
    if ref.file not in _MODULES:
        _MODULES.clear()  # refs come file by file: keep one module's functions
        module = corpus.compile_file(root / ref.file)
        assert module is not None
        _MODULES[ref.file] = [code for code, _ in corpus.walk_functions(module)]
    return _MODULES[ref.file][ref.index]  # type: ignore[no-any-return]


def cmd_sample(args: argparse.Namespace) -> int:
    found = _functions(args.limit, args.seed, args.max_size)
    data = [(code, qualname) for code, qualname, _ in found]
    Path(args.out).write_bytes(marshal.dumps(data))
    print(f"{len(data)} functions -> {args.out}")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    import undis

    blob = Path(args.sample).read_bytes()
    warm = next(c for c in compile(corpus._WARM_UP, "<warm>", "exec").co_consts if isinstance(c, types.CodeType))
    undis.decompile_checked(corpus.as_function(warm, "warm"))  # first calls and lazy imports
    verified = 0
    gc.disable()  # as corpus.py times calls: collections are not the calls' work
    for _ in range(args.passes):
        for code, qualname in marshal.loads(blob):
            try:
                result = undis.decompile_checked(corpus.as_function(code, qualname))
            except undis.UndisError:
                continue
            verified += result.verified
    print(f"passes={args.passes} verified={verified}")
    return 0


def cmd_hashes(args: argparse.Namespace) -> int:
    import undis

    out = open(args.out, "w")
    for code, qualname, where in _functions(args.limit, args.seed):
        try:
            result = undis.decompile_checked(corpus.as_function(code, qualname))
            text = f"{int(result.verified)}\n{result.source}"
        except Exception as exc:  # noqa: BLE001 - the fingerprint records it
            text = f"error {type(exc).__name__}: {exc}"
        digest = hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]
        out.write(f"{where} {qualname} {digest}\n")
    out.close()
    return 0


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("sample")
    s.add_argument("--limit", type=int, default=300)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--max-size", type=int, default=None,
                   help="only functions with at most this many bytes of bytecode (nested code included)")
    s.add_argument("--out", required=True)
    r = sub.add_parser("run")
    r.add_argument("sample")
    r.add_argument("--passes", type=int, default=1)
    h = sub.add_parser("hashes")
    h.add_argument("--limit", type=int, default=None)
    h.add_argument("--seed", type=int, default=0)
    h.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    return {"sample": cmd_sample, "run": cmd_run, "hashes": cmd_hashes}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
