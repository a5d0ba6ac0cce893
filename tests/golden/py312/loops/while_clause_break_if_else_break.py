def while_clause_break_if_else_break(items, got):
    while items:
        got.append(items.pop())
        try:
            got.append(6 // got[-1])
        except ZeroDivisionError:
            break
        if got[-1] % 2:
            got.append(3)
        else:
            return got
    return got
