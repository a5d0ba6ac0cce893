def ternary_in_calls(a):
    return (max(a if a > 0 else -a, 1), str(a) if a else 'none')
