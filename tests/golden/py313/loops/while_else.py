def while_else(n, stop):
    i = 0
    while i < n:
        if i == stop:
            return ('stopped', i)
        i += 1
    return ('exhausted', i)
