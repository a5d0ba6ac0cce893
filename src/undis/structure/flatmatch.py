"""``match`` statements' opcodes (3.10+) as the state-machine fallback spells them.

The structurer rebuilds a ``match`` statement from its pattern code; the fallback has no
statement to rebuild, so each opcode becomes an expression with its effect: the subject's
type flags for ``MATCH_SEQUENCE``/``MATCH_MAPPING`` (``Py_TPFLAGS_SEQUENCE``/``MAPPING``,
exactly what the interpreter tests), ``len`` for ``GET_LEN``, and calls of three helper
functions for ``MATCH_KEYS``, ``MATCH_CLASS`` and ``COPY_DICT_WITHOUT_KEYS`` which do what
the interpreter does (CPython's ``match_keys``/``match_class``, with their errors), defined
at the top of the decompiled function (:func:`helpers`) when it uses them.
"""

from __future__ import annotations

import ast
from typing import List

from undis.bytecode import VersionFacts

#: the helpers' names (``__undis_`` names: no variable of the decompiled code has them)
KEYS = "__undis_match_keys"
CLASS = "__undis_match_class"
REST = "__undis_match_rest"

#: ``type(x).__flags__`` bits: Py_TPFLAGS_SEQUENCE, Py_TPFLAGS_MAPPING, _Py_TPFLAGS_MATCH_SELF
SEQUENCE_FLAG = 1 << 5
MAPPING_FLAG = 1 << 6
MATCH_SELF_FLAG = 1 << 22

_HELPERS = f'''
def {KEYS}(subject, keys, *, b=__undis_builtins):
    if not keys:
        return ()
    missing, seen, values = b.object(), b.set(), []
    get = subject.get
    for key in keys:
        if key in seen:
            raise b.ValueError("mapping pattern checks duplicate key (%r)" % (key,))
        seen.add(key)
        value = get(key, missing)
        if value is missing:
            return None
        values.append(value)
    return b.tuple(values)


def {CLASS}(subject, cls, count, names, *, b=__undis_builtins):
    if not b.isinstance(cls, b.type):
        raise b.TypeError("called match pattern must be a NOUN")
    if not b.isinstance(subject, cls):
        return None
    attrs, seen = [], b.set()

    def take(name):
        if name in seen:
            raise b.TypeError("%s() got multiple sub-patterns for attribute %r" % (cls.__name__, name))
        seen.add(name)
        attrs.append(b.getattr(subject, name))

    try:
        if count:
            match_args = b.getattr(cls, "__match_args__", seen)
            if match_args is seen:
                if not cls.__flags__ & {MATCH_SELF_FLAG}:
                    raise b.TypeError("%s() accepts 0 positional sub-patterns (%d given)" % (cls.__name__, count))
                if count > 1:
                    raise b.TypeError("%s() accepts 1 positional sub-pattern (%d given)" % (cls.__name__, count))
                attrs.append(subject)
            else:
                if not b.isinstance(match_args, b.tuple):
                    raise b.TypeError("%s.__match_args__ must be a tuple (got %s)"
                                      % (cls.__name__, b.type(match_args).__name__))
                if count > b.len(match_args):
                    raise b.TypeError("%s() accepts %d positional sub-pattern%s (%d given)" % (
                        cls.__name__, b.len(match_args), "" if b.len(match_args) == 1 else "s", count))
                for name in match_args[:count]:
                    if not b.isinstance(name, b.str):
                        raise b.TypeError("__match_args__ elements must be strings (got %s)"
                                          % b.type(name).__name__)
                    take(name)
        for name in names:
            take(name)
    except b.AttributeError:
        return None
    return b.tuple(attrs)


def {REST}(subject, keys, *, b=__undis_builtins):
    rest = b.dict(subject)
    for key in keys:
        del rest[key]
    return rest
'''


def helpers(fx: VersionFacts) -> List[ast.stmt]:
    """The helper functions' definitions (after ``import builtins as __undis_builtins``),
    with the running interpreter's wording of their errors."""
    return list(ast.parse(_HELPERS.replace("NOUN", fx.match_class_noun)).body)
