"""Recompile decompiled source in the context its original was defined in.

A function's bytecode depends on where it lived: the enclosing classes (name
mangling, the implicit ``__class__`` cell for ``super()``), the enclosing
functions (free variables, ``CO_NESTED``, qualified names) and, on 3.11+,
module-level imports (see :mod:`undis.verify.imports`).  The qualified name
is parsed into scopes -- ``A.m.<locals>.B.g`` is ``g`` in class ``B`` in
function ``m`` in class ``A`` -- and the source's AST is spliced into
matching wrapper ``class``/``def`` nodes.  Working on the AST keeps string
literals intact (no re-indentation) and lets wrapper scopes carry names such
as ``<lambda>`` that cannot be spelt in source.  Free variables of the
original that the source does not provide itself (e.g. via PEP 695 type
parameters) are bound (``name = None``) in the innermost enclosing wrapper
function; if there is none, a synthetic outermost function is added.
``__class__`` is left to an enclosing class; without one, the target is put
in a synthetic class named ``_`` (an all-underscore class name disables name
mangling and keeps ``CO_NESTED`` unset).

Building Python ``ast`` objects and compiling them back costs several times
what compiling text does, so the same contexts are first tried as text
(:mod:`undis.verify.wrapper_text`: headers above the source, which is
re-indented except on lines inside its multi-line strings), with the same
order and result; the AST way remains for what text cannot express or where
an attempt fails (its errors are the ones reported).  Two steps are skipped
where they cannot change the result: the unbound context where it surely
lacks a free variable, and the scopes around a function that none of them
could change (it is compiled alone, see ``_context_changes_nothing``).
"""

from __future__ import annotations

import ast
import re
import types
import warnings
from collections import deque
from typing import AbstractSet, Iterator, NamedTuple, Sequence

from undis.bytecode.versions import facts
from undis.verify.normalize import CO_NESTED, CO_OPTIMIZED, FUTURE_FLAGS, child_path, nested_code
from undis.verify.wrapper_text import is_plain_name, string_lines, wrapper_text

__all__ = [
    "FILENAME",
    "ContextError",
    "Scope",
    "build_module",
    "parse_qualname",
    "recompile",
]

FILENAME = "<undis-verify>"
_MODULE = "<module>"
_SYNTHETIC_DEF = "_undis_context_"
_SYNTHETIC_CLASS = "_"  # all underscores: no name mangling
# Runs of word characters from two underscores on: where one starts a word, a
# private name (``__x``), mangled in a class unless it also ends with two
# underscores (anywhere in the text: strings too).  A literal first, for speed.
_PRIVATE = re.compile(r"__\w*")
# MemoryError: 3.8's parser reports "s_push: parser stack overflow" with it.
_COMPILE_ERRORS = (SyntaxError, ValueError, OverflowError, RecursionError, MemoryError)


#: the filter of ``warnings.simplefilter("ignore")``
_IGNORE_ALL = ("ignore", None, Warning, None, 0)


class ContextError(Exception):
    """The source could not be recompiled or its counterpart not found."""


class Scope(NamedTuple):
    """One enclosing scope: ``kind`` is ``"def"`` or ``"class"``."""

    kind: str
    name: str
    type_params: tuple[str, ...] = ()  # PEP 695 (3.12+), classes only


def parse_qualname(qualname: str) -> tuple[tuple[Scope, ...], str]:
    """Split ``A.m.<locals>.g`` into enclosing scopes and the final name."""
    parts = qualname.split(".")
    scopes: list[Scope] = []
    i = 0
    while i < len(parts) - 1:
        if parts[i + 1] == "<locals>":
            scopes.append(Scope("def", parts[i]))
            i += 2
        else:
            scopes.append(Scope("class", parts[i]))
            i += 1
    return tuple(scopes), parts[-1]


def _describe(exc: BaseException, line_shift: int = 0) -> str:
    """Error text; ``line_shift`` maps compiled line numbers to the source's."""
    if isinstance(exc, SyntaxError):
        where = f" (line {exc.lineno - line_shift})" if exc.lineno else ""
        return f"{type(exc).__name__}: {exc.msg}{where}"
    return f"{type(exc).__name__}: {exc}"


def _template(text: str) -> ast.stmt:
    return ast.parse(text).body[0]


def _binding(name: str) -> ast.stmt:
    node = _template("_undis_name_ = None")
    assert isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
    node.targets[0].id = name
    return node


def _import(name: str) -> ast.stmt:
    node = _template("import _undis_module_")
    assert isinstance(node, ast.Import)
    node.names[0].name = name
    return node


def _wrap(scope: Scope, body: list[ast.stmt]) -> ast.stmt:
    if scope.kind == "class":
        params = f"[{', '.join(scope.type_params)}]" if scope.type_params else ""
        klass = _template(f"class _undis_class_{params}: pass")
        assert isinstance(klass, ast.ClassDef)
        klass.name, klass.body = scope.name, body
        return klass
    func = _template("def _undis_def_(): pass")
    assert isinstance(func, ast.FunctionDef)
    func.name, func.body = scope.name, body
    return func


def _layout(scopes: Sequence[Scope], freevars: Sequence[str]) -> tuple[list[Scope], list[str], int]:
    """Where :func:`build_module` binds ``freevars``: the scopes (with any
    synthetic class or function added), the names to bind (``__class__``
    is left to a class) and the index of the scope that binds them (-1: none)."""
    if not scopes and not freevars:  # (the usual case: nothing around the source)
        return [], [], -1
    scopes = list(scopes)
    if "__class__" in freevars and not any(scope.kind == "class" for scope in scopes):
        scopes.append(Scope("class", _SYNTHETIC_CLASS))
    needed = [name for name in freevars if name != "__class__"]
    defs = [i for i, scope in enumerate(scopes) if scope.kind == "def"]
    if needed and not defs:
        scopes.insert(0, Scope("def", _SYNTHETIC_DEF))
        defs = [0]
    return scopes, needed, defs[-1] if needed else -1


def build_module(
    body: Sequence[ast.stmt],
    scopes: Sequence[Scope],
    freevars: Sequence[str],
    imports: Sequence[str] = (),
) -> ast.Module:
    """Wrap ``body`` in ``scopes`` (outermost first), binding ``freevars``."""
    scopes, needed, bind_at = _layout(scopes, freevars)
    inner: list[ast.stmt] = list(body)
    for i in reversed(range(len(scopes))):
        prefix = [_binding(name) for name in needed] if i == bind_at else []
        inner = [_wrap(scopes[i], prefix + inner)]
    # Every statement here was parsed (the body, the templates): all have
    # locations already, so no ast.fix_missing_locations pass is needed.
    return ast.Module(body=[_import(name) for name in imports] + inner, type_ignores=[])


def _quiet_compile(source: ast.Module | str, flags: int) -> object:
    """``compile()`` without re-emitting warnings the original already gave
    (and without a ``-W error`` setting turning them into spurious errors).

    For the call, ``warnings.filters`` is a list that ignores every warning:
    the list both ``warnings.warn`` and the compiler's warnings read at each
    warning, and the attribute ``warnings.catch_warnings`` replaces too.  An
    "ignore" action records nothing in any ``__warningregistry__``, so unlike
    ``catch_warnings`` (a twentieth of the cost of verifying a small
    function) nothing else needs saving or invalidating."""
    saved = warnings.filters
    warnings.filters = [_IGNORE_ALL]
    try:
        return compile(source, FILENAME, "exec", flags=flags, dont_inherit=True, optimize=0)
    finally:
        warnings.filters = saved


def _compile(node: ast.Module | str, flags: int, line_shift: int = 0) -> types.CodeType:
    try:
        code = _quiet_compile(node, flags)
    except _COMPILE_ERRORS as exc:
        raise ContextError(_describe(exc, line_shift)) from exc
    assert isinstance(code, types.CodeType)
    return code


def _parse(source: str, flags: int, blank_lines: int = 0) -> ast.Module:
    """Parse ``source`` as if it started ``blank_lines`` lines further down."""
    try:
        tree = _quiet_compile("\n" * blank_lines + source, flags | ast.PyCF_ONLY_AST)
    except _COMPILE_ERRORS as exc:
        raise ContextError(_describe(exc, blank_lines)) from exc
    assert isinstance(tree, ast.Module)
    return tree


def _first_line(stmt: ast.stmt) -> int:
    decorators: list[ast.expr] = getattr(stmt, "decorator_list", [])
    return min([stmt.lineno] + [node.lineno for node in decorators])


def _walk(module: types.CodeType) -> Iterator[tuple[types.CodeType, str]]:
    """Breadth-first (code, qualified name) pairs below ``module``."""
    queue: deque[tuple[types.CodeType, str]] = deque([(module, _MODULE)])
    while queue:
        code, qualname = queue.popleft()
        yield code, qualname
        for const in code.co_consts:
            if isinstance(const, types.CodeType):
                child = getattr(const, "co_qualname", None)
                if child is None:
                    child = child_path(code, qualname, const.co_name)
                queue.append((const, child))


def _find(module: types.CodeType, name: str, qualname: str) -> types.CodeType:
    if qualname == name != _MODULE:  # defined at the top: the first such child, if any
        for const in module.co_consts:
            if (isinstance(const, types.CodeType) and const.co_name == name
                    and getattr(const, "co_qualname", name) == name):
                return const
    wrappers = {".".join(qualname.split(".")[: i + 1]) for i in range(qualname.count("."))}
    fallback: types.CodeType | None = None
    for code, found in _walk(module):
        if code.co_name != name:
            continue
        if found == qualname:
            return code
        if fallback is None and found not in wrappers:
            fallback = code
    if fallback is None:
        raise ContextError(f"no code object named {name!r} found")
    return fallback


def recompile(
    original: types.CodeType,
    source: str,
    qualname: str,
    imports: Sequence[str] = (),
) -> types.CodeType:
    """Compile ``source`` in context and return the counterpart of ``original``.

    ``qualname`` locates ``original``; ``imports`` are module names to bind
    by ``import`` at the top of the wrapper module (ignored for modules).
    Up to three contexts are tried, in a fixed order, and the first whose
    counterpart has the original's free variables and ``CO_NESTED`` bit is
    returned (else the last one that compiled).  Raises
    :class:`ContextError` when nothing compiles or no counterpart exists.
    """
    flags = original.co_flags & FUTURE_FLAGS
    if original.co_name == _MODULE:
        return _compile(source, flags)
    scopes, name = parse_qualname(qualname)
    if name != original.co_name:
        raise ContextError(f"qualname {qualname!r} does not end with {original.co_name!r}")
    # Line numbers are ignored by the comparison, except that 3.13 records a
    # class's first line (its first decorator's, if any) as a constant
    # (``__firstlineno__``): start the source where the original started.
    # Decompiled source starts on line 1: blank lines in front put it there
    # (cheaper than renumbering the tree, which remains the fallback).
    shift = max(original.co_firstlineno - 1, 0)
    # Only the line number 3.13 keeps in class bodies can tell: where the
    # source has no class, the text needs no blank lines (which cost time:
    # a thousand of them double the compile time of a small function).  The
    # decompiled source has a class statement only for a class body in the
    # original (the word alone may be in any name or string).
    text_shift = shift if "class" in source and _holds_class(original) else 0
    found = _recompile_text(original, source, flags, text_shift, scopes, qualname, imports)
    if found is not None:
        return found
    tree = _parse(source, flags, shift)
    delta = original.co_firstlineno - _first_line(tree.body[0]) if tree.body else 0
    if delta:
        ast.increment_lineno(tree, delta)
        shift += delta
    errors: list[ContextError] = []

    def attempt(context: Sequence[Scope], bind: Sequence[str]) -> types.CodeType | None:
        module = build_module(tree.body, context, bind, imports)
        try:
            return _find(_compile(module, flags, shift), name, qualname)
        except ContextError as exc:  # e.g. "no binding for nonlocal": retry
            if isinstance(exc.__cause__, RecursionError):
                raise  # too deep for this recursion limit: so is every context
            errors.append(exc)
            return None

    # 1. No bindings: the source may provide its own free variables (type
    #    parameter scopes), and needless wrappers would set CO_NESTED.
    plain = attempt(scopes, ())
    if plain is not None and _fits(plain, original):
        return plain
    missing = [var for var in original.co_freevars if plain is None or var not in plain.co_freevars]
    # 2. A generic (PEP 695) enclosing class.
    generic_scopes = _generic_context(original, scopes, missing)
    if generic_scopes:
        generic = attempt(generic_scopes, ())
        if generic is not None and _fits(generic, original):
            return generic
    # 3. Bind the missing free variables in an enclosing function.
    bound = attempt(scopes, missing)
    if bound is not None:
        return bound
    if plain is not None:
        return plain
    raise errors[0]


def _recompile_text(
    original: types.CodeType, source: str, flags: int, blank_lines: int,
    scopes: Sequence[Scope], qualname: str, imports: Sequence[str],
) -> types.CodeType | None:
    """What :func:`recompile` returns, found by compiling wrapper *text*
    (:mod:`undis.verify.wrapper_text`) rather than wrapper ``ast`` nodes:
    the same contexts, tried in the same order, with the same result.  It
    applies when the source's first line holds its first statement (so the
    lines are those the tree would get) and every wrapper can be written as
    text.  None where it does not apply or an attempt fails to compile; the
    long way then runs (and reports any error)."""
    if not source[:1].isidentifier() and source[:1] != "@":
        return None
    if any(scope.type_params for scope in scopes):
        return None
    name = original.co_name
    strings: list[AbstractSet[int] | None] = []  # the lines inside strings, once needed

    def attempt(
        freevars: Sequence[str], scopes: Sequence[Scope] = scopes, path: str = qualname
    ) -> types.CodeType | None:
        context, needed, bind_at = _layout(scopes, freevars)
        inside: AbstractSet[int] = frozenset()  # no wrapper: nothing to indent
        if context:
            if not strings:
                strings.append(string_lines(source))
            found = strings[0]
            if found is None:
                return None  # lines it cannot tell: the long way reports any error
            inside = found
        pairs = [(scope.kind, scope.name) for scope in context]
        text = wrapper_text(source, inside, pairs, bind_at, needed, imports, blank_lines)
        if text is None:
            return None
        try:
            return _find(_compile(text, flags), name, path)
        except ContextError:
            return None

    if _context_changes_nothing(original, source, scopes):
        # Compiled alone (cheaper: one code object, or two where a function
        # binds its free variables), the function gets the same code but for
        # its own qualified name, which is not compared, and the CO_NESTED
        # bit, which only says whether a function encloses it.
        free = original.co_freevars
        found = attempt(free, (), f"{_SYNTHETIC_DEF}.<locals>.{name}" if free else name)
        if found is not None and not nested_code(found):
            nested = original.co_flags & CO_NESTED
            if nested and not found.co_flags & CO_NESTED:
                found = found.replace(co_flags=found.co_flags | nested)
            if _fits(found, original):
                return found
    # 1. No bindings, unless that surely lacks a free variable.
    skip = _plain_cannot_fit(original, source, scopes)
    plain = None if skip else attempt(())
    if not skip:
        if plain is None:
            return None
        if _fits(plain, original):
            return plain
    missing = [var for var in original.co_freevars if plain is None or var not in plain.co_freevars]
    # 2. A generic enclosing class: rare (3.12+), left to the long way.
    if _generic_context(original, scopes, missing):
        return None
    # 3. Bind the missing free variables (none: that is the plain context).
    if plain is not None and not missing:
        return plain
    return attempt(missing)


def _holds_class(code: types.CodeType) -> bool:
    """Whether ``code`` is a class body or holds one (nested at any depth)."""
    if not code.co_flags & CO_OPTIMIZED and code.co_name != _MODULE:
        return True
    return any(_holds_class(const) for const in nested_code(code))


def _context_changes_nothing(original: types.CodeType, source: str, scopes: Sequence[Scope]) -> bool:
    """Whether the function ``original``, compiled without the scopes around
    it (its free variables bound in one synthetic function), gets the same
    code but for its ``co_qualname`` and ``CO_NESTED`` bit.  A scope changes
    a function's code only through the names it binds (free variables: any
    function binding them gives the same), the class name that mangles
    private names (``__x``) and the ``__class__`` cell of ``super()``.  So:
    free variables only where the source is one ``def`` or ``lambda`` (no
    decorators, no type parameters: nothing of the source's own binds them)
    and all are plain names (no ``__class__`` cell); no nested code objects
    (their qualified names would differ; the caller checks the recompiled
    side too); no ``super`` or ``__class__`` in the source; and, inside a
    class, no name in the source that the class would mangle."""
    if not scopes or not original.co_flags & CO_OPTIMIZED or nested_code(original):
        return False
    if "super" in source or "__class__" in source:
        return False
    if original.co_freevars and not (_is_bare_function(source, original.co_name)
                                     and all(map(_is_plain_free, original.co_freevars))):
        return False
    if any(scope.kind == "class" for scope in scopes):
        for match in _PRIVATE.finditer(source):
            start = match.start()
            starts_word = not start or not (source[start - 1].isalnum() or source[start - 1] == "_")
            if starts_word and not match.group().endswith("__"):
                return False
    return True


def _plain_cannot_fit(original: types.CodeType, source: str, scopes: Sequence[Scope]) -> bool:
    """Whether the first context (no bindings) surely lacks one of the
    original's free variables, so that :func:`recompile` would go on to bind
    them.  Where the source is one ``def`` or ``lambda`` without decorators
    or ``:=``, only the enclosing wrappers' names and the function's own name
    can be bound in the scopes around it (type parameters would follow the
    name): a free variable that is none of those (nor a dunder, such as
    ``__class__``, which classes provide) cannot be there."""
    name = original.co_name
    free = [var for var in original.co_freevars if var != "__class__"]
    if not free or ":=" in source or not _is_bare_function(source, name):
        return False
    taken = {scope.name for scope in scopes} | {name}
    return all(_is_plain_free(var) and var not in taken for var in free)


def _is_bare_function(source: str, name: str) -> bool:
    """Whether ``source`` is the ``def`` (or ``lambda``) of the function
    ``name`` itself: no decorators, no type parameters (which would follow
    the name), so nothing of the source's own binds names around it."""
    if name == "<lambda>":
        return source.startswith(("lambda ", "lambda:"))
    return source.startswith((f"def {name}(", f"async def {name}("))


def _is_plain_free(var: str) -> bool:
    """A free variable that a plain binding in an enclosing function gives
    (not a dunder such as ``__class__``, which classes provide)."""
    return is_plain_name(var) and not var.startswith("__")


def _fits(code: types.CodeType, original: types.CodeType) -> bool:
    nested = (code.co_flags ^ original.co_flags) & CO_NESTED
    return code.co_freevars == original.co_freevars and not nested


def _generic_context(
    original: types.CodeType, scopes: Sequence[Scope], missing: Sequence[str]
) -> list[Scope]:
    """3.12+: code nested only in classes, yet ``CO_NESTED``: one of those
    classes was generic (PEP 695), so its body ran inside a type-parameter
    scope.  Make the innermost class generic, with the missing free
    variables as its type parameters.  Code nested in nothing, yet
    ``CO_NESTED``, ran in its own type-parameter scope (a generic function's
    code given alone, a type parameter's lazily evaluated bound): a generic
    synthetic class (no name mangling, no names a function body could see)
    stands for it.  Empty when not applicable."""
    if not facts().has_type_params or not original.co_flags & CO_NESTED:
        return []
    if any(scope.kind == "def" for scope in scopes):
        return []
    params = tuple(var for var in missing if var.isidentifier() and var != "__class__") or ("_undis_T_",)
    if not scopes:  # a generic function or a type alias at module level
        return [Scope("class", _SYNTHETIC_CLASS, params)]
    # (every scope is a class: the innermost is the last)
    return [*scopes[:-1], Scope("class", scopes[-1].name, params)]
