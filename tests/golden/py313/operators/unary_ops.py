def unary_ops(a):
    return (-a, +a, ~a, not a, --a, ~-a, not not a)
