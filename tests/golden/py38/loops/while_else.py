def while_else(n, stop):
    i = 0
    while True:
        if i < n:
            if i == stop:
                break
            i += 1
            continue
    else:
        return ('exhausted', i)
    return ('stopped', i)
