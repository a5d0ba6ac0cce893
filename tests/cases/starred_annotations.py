"""Starred annotations of ``*args`` (PEP 646, Python 3.11+)."""

MIN_VERSION = (3, 11)


def starred_vararg_annotation(ts):
    def inner(*args: *ts):
        return args

    return inner.__annotations__, inner(1, 2)


def starred_vararg_annotation_with_others(ts, kind):
    def inner(first: kind, *args: *ts, last: kind = None) -> kind:
        return first

    return sorted(inner.__annotations__.items(), key=repr)


SAMPLES = {
    "starred_vararg_annotation": [([int],), ("a",)],
    "starred_vararg_annotation_with_others": [([str], int), ((1,), None)],
}
