def while_except_continue(items, got):
    while items:
        try:
            x = items.pop()
            y = 10 // x
        except ZeroDivisionError:
            continue
        got.append(y)
    return got
