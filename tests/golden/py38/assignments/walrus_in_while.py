def walrus_in_while(data):
    out = []
    it = iter(data)
    while True:
        if (chunk := next(it, None)) is not None:
            out.append(chunk)
            continue
    return out
