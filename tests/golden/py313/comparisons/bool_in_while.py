def bool_in_while(n, limit):
    out = []
    i = 0
    while i < n and (len(out) < limit or i % 2 == 0):
        out.append(i)
        i += 1
    return out
