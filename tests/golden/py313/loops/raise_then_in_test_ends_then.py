def raise_then_in_test_ends_then(items, seen, out):
    for x in items:
        if x in seen:
            if x < 0:
                raise ValueError(x)
            if x in out:
                out.append(-x)
        elif x > 2:
            out.append(x)
    return out
