"""Every import form, at function level (module level: module_bodies.py)."""


def import_plain():
    import os
    import os.path
    import collections.abc
    return os.sep, os.path.join("a", "b"), collections.abc.Sequence.__name__


def import_as():
    import os.path as osp
    import json as j
    return osp.basename("/x/y"), j.dumps([1])


def import_dotted_as():
    import xml.etree.ElementTree as ET
    import email.mime.text as mt
    return ET.__name__, mt.__name__


def from_import():
    from os import path, sep
    from os.path import join as pjoin, basename
    return pjoin("a", "b"), basename("/q"), sep, path.sep


def from_import_relative_fails():
    try:
        from . import nothing_here  # noqa: F401
    except ImportError as e:
        return type(e).__name__
    return "imported"


def import_in_try():
    try:
        import does_not_exist_undis  # noqa: F401
    except ImportError:
        import json as does_not_exist_undis
    return does_not_exist_undis.__name__


def dunder_import():
    return __import__("math").floor(2.5), __import__("os.path", fromlist=["join"]).join("p", "q")


def import_then_global():
    global json_mod
    import json as json_mod
    return json_mod.loads("[1]")


SAMPLES = {}
