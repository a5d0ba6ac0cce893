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
}
