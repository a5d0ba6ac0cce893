"""Constants of every type."""


def ints():
    return 0, 1, -1, 255, -256, 2 ** 62, 12345678901234567890123, -98765432109876543210, 0x7F


def floats():
    return 0.0, -0.0, 1.5, -2.25, 1e300, 1e-300, 3.141592653589793, 1e16, 0.1


def special_floats():
    inf = float("inf")
    return 1e999, -1e999, inf, float("nan"), 1e999 - 1e999


def complex_numbers():
    return 1j, -2j, 3 + 4j, 1.5 - 0.5j, complex(0, -0.0), 1e999j


def complex_signed_zeros(x):
    # the folding decides the signs of zero parts: each needs its own written form
    # (stdlib test_fractions/test_hash/test_complex came out with the sign of a zero flipped)
    values = (-0.9 + 0j, -(0.9 + 0j), 1 - 0j, -1 - 0j, -0.0 - 2j, -(2j), 0j - 2j, -(0.0 - 1j), -0j, 2 ** (-0.5 + 0j))
    return [repr(v) for v in values] + [repr(x ** -1j), repr([-1j, 2, 3])]


def strings():
    return "", "plain", 'quote"s', "apostrophe's", "tab\tnew\nline", "\x00\x7f", "ünïcödé", "\U0001F600"


def bytes_values():
    return b"", b"abc", b"\x00\xff", b"quote'\"", bytearray(b"xy")


def tuples_nested():
    return (), (1,), (1, (2, (3, (4,)))), ((), ((),)), ("a", b"b", 1.0, None, True)


def frozensets(x):
    return x in {1, 2, 3}, x in {"a", "b"}, x not in {1.5, None}, frozenset({1, 2})


def singletons():
    return None, True, False, ..., Ellipsis, NotImplemented


def big_collections():
    return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], {"a": 1, "b": 2, "c": 3}, {1, 2, 3}


def constant_folding():
    return 2 * 3 + 4, "a" + "b", (1, 2) + (3,), -5, not True, 1 << 10, "ab" * 3


def docstring_function():
    """I am a docstring."""
    return docstring_function.__doc__


def string_not_docstring(x):
    x = x + 1
    "not a docstring"
    return x


def long_string():
    return "a" * 100, ("implicitly " "concatenated " "string")



def membership_displays(x):
    small = x in {1, 2, 3}
    other = x not in (4, 5)
    seen = [y for y in {7, 8}]
    letters = {"a", "b", "c", "d"}
    return small, other, sorted(seen), x in letters


def infinities():
    return 1e309, -1e309, 2e309j


def large_dict_display(v):
    return {
        0: v + 0, 1: v, 2: v + 2, 3: v, 4: v + 4,
        5: v, 6: v + 6, 7: v, 8: v + 8, 9: v,
        10: v + 10, 11: v, 12: v + 12, 13: v, 14: v + 14,
        15: v, 16: v + 16, 17: v, 18: v + 18, 19: v,
    }

SAMPLES = {
    "large_dict_display": [(1,), (2.5,)],
    "frozensets": [(1,), ("a",), (None,)],
    "string_not_docstring": [(1,)],
    "membership_displays": [(1,), ("a",), (4,)],
    "infinities": [()],
    "complex_signed_zeros": [(2.0,), (-1.5 + 0.5j,)],
}
