def ternary_in_calls(a):
    if a:
        return (max(a if a > 0 else -a, 1), str(a))
    return (max(a if a > 0 else -a, 1), 'none')
