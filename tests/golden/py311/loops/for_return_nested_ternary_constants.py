def for_return_nested_ternary_constants(xs, k):
    for x in xs:
        return x if x > k else 0 if x < -k else None
    return 1
