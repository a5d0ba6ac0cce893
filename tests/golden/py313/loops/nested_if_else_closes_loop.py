def nested_if_else_closes_loop(pairs, seen):
    out = []
    for k, v in pairs:
        if v is None:
            if k in seen:
                out.append(k)
        else:
            out.append(v)
    while pairs:
        if pairs.pop()[1] is None:
            if seen:
                out.append(len(seen))
        else:
            out.append(0)
    return out
