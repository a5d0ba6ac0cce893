"""Module and class bodies (MODULE_SOURCES: each compiled as a module)."""

SAMPLES = {}

MODULE_SOURCES = {
    "simple_module": '''\
"""Module docstring."""
import os
import os.path as osp
from collections import OrderedDict as OD, namedtuple
from json import *

X = 1
Y: int = 2
Z = X + Y
__all__ = ["X", "f"]


def f(a, b=X, *args, c=Z, **kw):
    return a + b + c


class K(object):
    """Doc."""
    attr = [i for i in range(3)]

    def method(self):
        return self.attr


if X:
    FLAG = "yes"
else:
    FLAG = "no"
for _i in range(2):
    Z += _i
del _i
try:
    import does_not_exist_undis
except ImportError:
    does_not_exist_undis = None
with open(os.devnull) as _fh:
    CONTENT = _fh.read()
RESULT = (f(1), K().method(), OD(a=1), namedtuple("P", "x")(1), dumps([1]), osp.sep)
''',
    "class_bodies": '''\
class Base:
    counter = 0

    def __init_subclass__(cls, **kw):
        super().__init_subclass__()
        Base.counter += 1


class Child(Base):
    __slots__ = ("a",)
    __private = 1
    label = "child" if __private else "none"

    @property
    def value(self):
        return self.__private

    def __repr__(self):
        return f"Child({self.value})"


class Empty:
    pass


class WithGlobal:
    global GLOBAL_FROM_CLASS
    GLOBAL_FROM_CLASS = 5
    x: int = 3


OUT = (Base.counter, repr(Child()), Child.label, WithGlobal.x)
''',
    "module_control_flow": '''\
total = 0
i = 0
while i < 5:
    i += 1
    if i == 2:
        continue
    total += i
else:
    total += 100
for j in range(3):
    if j == 1:
        break
try:
    raise ValueError("m")
except ValueError as err:
    caught = str(err)
finally:
    fin = True
values = [x * x for x in range(4)]
lookup = {k: v for k, v in zip("ab", range(2))}
square = lambda v: v * v
assert square(3) == 9, "square"
a, *rest = range(4)
''',
    "module_ends_with_try_else": '''\
import os
try:
    import undis_no_such_module
except ImportError:
    missing = True
else:
    missing = False
    if "PATH" in os.environ:
        path_set = True
''',
    "module_ends_with_try_else_taken": '''\
import os
try:
    import math
except ImportError:
    missing = True
else:
    missing = False
    if "UNDIS_NO_SUCH_VARIABLE" not in os.environ:
        unset = True
''',
    "module_ends_with_loop_try_break": '''\
i = 0
while i < 5:
    i += 1
    try:
        if i == 3:
            raise KeyError(i)
    except KeyError:
        stopped = i
        break
''',
    "module_ends_with_class_if": '''\
import sys


class Base:
    def greet(self):
        return "base"


class Child(Base):
    def plain(self):
        return __class__.__name__

    if sys.version_info >= (3, 0):
        def greet(self):
            return "new+" + super().greet()
    else:
        def greet(self):
            return "old+" + super().greet()
    try:
        mode = int("x")
    except ValueError:
        mode = None
    else:
        mode = -1


class Flag:
    kind = "flag"
    if Child().greet() == "new+base":
        new = True


OUT = (Child().greet(), Child().plain(), Child.mode, Flag.new)
''',
    "module_future_and_global": '''\
"""Doc."""
from __future__ import annotations

import os


def setup():
    global hook
    hook = os.sep


hook: str | None = None
setup()
''',
    "module_ends_with_main_loop": '''\
if __name__ == "undis_case_module":
    i = 0
    while True:
        i += 1
        if i > 3:
            break
''',
    "module_ends_with_string": '''\
import os
if "UNDIS_NO_SUCH_VARIABLE" not in os.environ:
    unset = True

"""A trailing string: compiled to nothing, but it gives the end a line."""
''',
    # 3.10-3.12: one function verifies only with the original's line breaks inside its
    # expressions (``spread`` on 3.10/3.11, ``filtered`` on 3.12), another only without
    # them (``closure_values`` on 3.12: the inlined comprehension's own lines): each is
    # written as it verifies, and the module with them
    "module_lines_per_function": '''\
def spread(name):
    return (name.isupper()
            and (name.startswith("SIG") and not name.startswith("SIG_"))
            or name.startswith("CTRL_"))


def filtered(xs):
    return [x for x in xs
            if x and
            not x.imag]


def closure_values(func, code):
    if func is None:
        values = {}
    else:
        values = {
            var : cell
            for var, cell in zip(code, func)
       }
    return values


OUT = (spread("SIGINT"), spread("CTRL_C"), filtered([0, 1, 2]), closure_values([1, 2], "ab"))
''',
}
