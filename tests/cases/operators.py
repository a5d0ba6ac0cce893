"""Arithmetic, bitwise, unary and subscript operators; precedence and parens."""


class _Mat:
    def __init__(self, v):
        self.v = v

    def __matmul__(self, other):
        return _Mat(self.v * other.v + 1)

    def __imatmul__(self, other):
        self.v = self.v - other.v
        return self

    def __repr__(self):
        return "_Mat(%r)" % (self.v,)


class _Echo:
    def __getitem__(self, key):
        return repr(key)


def binary_ops(a, b):
    return (a + b, a - b, a * b, a / b, a // b, a % b, a ** 2,
            a << 2, a >> 1, a & b, a | b, a ^ b)


def unary_ops(a):
    return (-a, +a, ~a, not a, -(-a), ~-a, not not a)


def precedence_mixed(a, b, c):
    return (a + b * c, (a + b) * c, a - (b - c), a - b - c, a ** b ** c,
            (a ** b) ** c, -a ** 2, (-a) ** 2, a * (b + c) // 3, a % b * c,
            a << b + c, (a << b) + c, a & b | c ^ a, a & (b | c), ~a & b)


def division_parens(a, b, c):
    return a / (b / c), a / b / c, a // (b * c), (a // b) * c


def power_unary(a, b):
    return 2 ** -a, -2 ** a, (-2) ** a, a ** -b if b else 0


def matmul_ops(x, y):
    m = _Mat(x) @ _Mat(y)
    n = _Mat(x)
    n @= _Mat(y)
    return m.v, n.v


def augmented_all(a, b):
    x = a
    x += b
    x -= 1
    x *= 3
    x //= 2
    x %= 7
    x **= 2
    x <<= 1
    x >>= 1
    x &= 255
    x |= 16
    x ^= 5
    y = float(x)
    y /= 4
    return x, y


def subscripts(seq, i):
    return seq[i], seq[-1], seq[i:], seq[:i], seq[1:i], seq[::2], seq[::-1], seq[1:-1:2], seq[:]


def subscript_exprs(seq, i):
    return seq[i + 1], seq[i:i * 2], seq[(i, 1)[1]], seq[len(seq) - 1]


def slice_assign(seq):
    seq[1:3] = [9, 9, 9]
    seq[::2] = seq[::2]
    del seq[0]
    del seq[-2:]
    seq[0] += 100
    return seq


def tuple_subscripts(d):
    return d[1, 2], d[(1, 2)], d[1:2, 3], d[...]


def string_ops(s, n):
    return s * n, s + s, "<%s>" % (s,), "%s-%d" % (s, n), n * s


def attribute_chain(obj):
    return obj.real.imag, (obj.real + 1).conjugate(), obj.__class__.__name__


def mixed_with_calls(f, a):
    return f(a) + f(a) * 2, -f(a), f(a)[0] if isinstance(f(a), tuple) else f(a), (f)(a)


def bool_values_grouped_left(a, b, c, d):
    # 3.12+: the jumps of the inner 'and'/'or' go to the outer operator's test, not past it
    # (earlier versions thread them): the parentheses are kept (torch's
    # sparse._triton_ops.check_blocksize.<locals>.is_compatible_blocksize)
    return (a and b) and c, (a or b) or c, ((a and b) and c) and d, (a and b) and c or d


SAMPLES = {
    "bool_values_grouped_left": [(1, 2, 3, 4), (0, 2, 3, 4), (1, 0, 3, 0), (1, 2, 0, 4), (0, 0, 0, 0)],
    "binary_ops": [(7, 3), (-7, 2), (12, 5)],
    "unary_ops": [(0,), (5,), (-3,)],
    "precedence_mixed": [(2, 3, 1), (1, 2, 2), (-1, 3, 2)],
    "division_parens": [(12, 3, 2), (7.5, 2.5, 0.5)],
    "power_unary": [(2, 1), (3, 0)],
    "matmul_ops": [(2, 3)],
    "augmented_all": [(3, 4), (10, -2)],
    "subscripts": [([1, 2, 3, 4, 5, 6], 2), ("abcdefg", 3)],
    "subscript_exprs": [([1, 2, 3, 4, 5, 6, 7], 2)],
    "slice_assign": [([1, 2, 3, 4, 5, 6, 7],)],
    "tuple_subscripts": [(_Echo(),)],
    "string_ops": [("ab", 3)],
    "attribute_chain": [(5,), (3.5,)],
    "mixed_with_calls": [(abs, -4), (float, 2)],
}
