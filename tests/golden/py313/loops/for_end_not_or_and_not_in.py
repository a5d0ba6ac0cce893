def for_end_not_or_and_not_in(items, out):
    for x in items:
        if not isinstance(x, str) or ('a' not in x and 'b' not in x):
            out.append(x)
    return out
