def while_clause_break_else(items, got):
    while items:
        got.append(items.pop())
        try:
            got.append(6 // got[-1])
        except ZeroDivisionError:
            break
    else:
        got.append(7)
    return got
