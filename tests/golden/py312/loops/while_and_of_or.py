def while_and_of_or(seg):
    a = 0
    while a < len(seg) and (seg[a].isspace() or seg[a] != '['):
        a += 1
    return a
