def while_else(n, stop):
    i = 0
    if i < n:
        while i < n:
            if i == stop:
                break
            i += 1
        return ('stopped', i)
    return ('exhausted', i)
