def not_combinations(a, b):
    return (not a and b, not (a and b), not a or not b, not (a or b), (not a) == b)
