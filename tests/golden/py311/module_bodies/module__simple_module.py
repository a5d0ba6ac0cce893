"""Module docstring."""
import os
import os.path as osp
from collections import OrderedDict as OD, namedtuple
from json import *
X = 1
Y: int = 2
Z = X + Y
__all__ = ['X', 'f']

def f(a, b=X, *args, c=Z, **kw):
    return a + b + c

class K(object):
    """Doc."""
    attr = [i for i in range(3)]

    def method(self):
        return self.attr
if X:
    FLAG = 'yes'
else:
    FLAG = 'no'
for _i in range(2):
    Z += _i
del _i
try:
    import does_not_exist_undis
except ImportError:
    does_not_exist_undis = None
with open(os.devnull) as _fh:
    CONTENT = _fh.read()
RESULT = (f(1), K().method(), OD(a=1), namedtuple('P', 'x')(1), dumps([1]), osp.sep)
