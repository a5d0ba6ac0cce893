def while_else_compound_test(n, stop):
    i = 0
    r = []
    while i < n and i != 7:
        if i == stop:
            r.append(1)
            break
        i += 1
    else:
        r.append(2)
    r.append(i)
    return r
