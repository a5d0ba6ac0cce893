def for_else_with_continue(xs):
    count = 0
    for x in xs:
        if x:
            continue
        count += 1
    count += 100
    return count
