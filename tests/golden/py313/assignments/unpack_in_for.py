def unpack_in_for(pairs):
    out = []
    for i, (a, b) in enumerate(pairs):
        out.append(i + a + b)
    for *head, tail in pairs:
        out.append((head, tail))
    return out
