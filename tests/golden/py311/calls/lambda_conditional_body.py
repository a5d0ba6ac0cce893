def lambda_conditional_body(items):
    key = lambda x: x if isinstance(x, tuple) else (x,)
    pick = lambda x, seen=[]: x * 2 if seen else seen.append(x)
    nested = lambda a, b: a if a > b else b if b > 0 else -b
    return (sorted(items, key=key), pick(1), pick(2), nested(1, -5), nested(3, 2))
