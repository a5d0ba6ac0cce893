def matmul_ops(x, y):
    m = _Mat(x) @ _Mat(y)
    n = _Mat(x)
    n @= _Mat(y)
    return (m.v, n.v)
