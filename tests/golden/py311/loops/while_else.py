def while_else(n, stop):
    i = 0
    while i < n:
        if i == stop:
            break
        i += 1
    else:
        return ('exhausted', i)
    return ('stopped', i)
