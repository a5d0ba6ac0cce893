def while_else_in_if(a, n, stop):
    i = 0
    if a:
        while i < n:
            if i == stop:
                return i
            i += 1
        i = -1
    return i
