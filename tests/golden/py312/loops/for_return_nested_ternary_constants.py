def for_return_nested_ternary_constants(xs, k):
    for x in xs:
        if x > k:
            return x
        return 0 if x < -k else None
    return 1
