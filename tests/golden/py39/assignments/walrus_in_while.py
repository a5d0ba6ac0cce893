def walrus_in_while(data):
    out = []
    it = iter(data)
    while (chunk := next(it, None)) is not None:
        out.append(chunk)
    return out
