def complex_signed_zeros(x):
    values = (-0.9 + 0j, -(0.9 + 0j), (1+0j), -1 + 0j, -2j, -2j, 0.0 - 2j, -(0.0 - 1j), -0j, -(-0.7071067811865476 + 0j))
    return [repr(v) for v in values] + [repr(x ** (-1j)), repr([-1j, 2, 3])]
