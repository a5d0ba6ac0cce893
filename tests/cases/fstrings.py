"""f-strings: conversions, format specs (nested), ``=`` debugging."""


def basic(name, n):
    return f"hello {name}", f"{n}", f"{name}{n}", f"{{literal}} {n}"


def conversions(v):
    return f"{v!r}", f"{v!s}", f"{v!a}", f"{v!r:>20}"


def format_specs(x, width, prec):
    return f"{x:10.3f}", f"{x:{width}.{prec}f}", f"{x:>{width}}", f"{x:_}", f"{x:#x}" if isinstance(x, int) else ""


def debug_equals(x, y):
    return f"{x=}", f"{x + y = }", f"{x=!s}", f"{y=:>5}"


def expressions_inside(items):
    return f"{len(items)} items: {', '.join(map(str, items))}", f"{items[0] if items else None}"


def nested_fstring(a):
    return f"{f'{a}'!r}", f"{'x' if a else 'y'}"


def fstring_with_dict(d):
    return f"{d['k']}-{d.get('m', 0)}"


def multiline_fstring(a, b):
    return (f"a={a} "
            f"b={b}")


def fstring_mixed_concat(a):
    return "prefix " f"{a}" " suffix", f"{a}" + "!"


def fstring_lambda(a):
    return f"{(lambda: a)()}"


def ternary_parts_over_lines(device, aot):
    # 3.13: the jump after the last ternary to the code that returns, spread over lines,
    # stays a jump; on one line it becomes a copy of that code
    base = device.split(":")[0]
    return (
        "inc/"
        f"{'a' if aot else 'b'}/"
        f"{'x' if base == 'cpu' else base}.h"
    )


SAMPLES = {
    "ternary_parts_over_lines": [("cpu:0", True), ("cuda", False)],
    "basic": [("world", 3)],
    "conversions": [("é",), (3,)],
    "format_specs": [(3.14159, 10, 2), (255, 6, 1)],
    "debug_equals": [(1, 2)],
    "expressions_inside": [([1, 2],), ([],)],
    "nested_fstring": [(0,), ("s",)],
    "fstring_with_dict": [({"k": 1},)],
    "multiline_fstring": [(1, "b")],
    "fstring_mixed_concat": [(2,)],
    "fstring_lambda": [(3,)],
}
