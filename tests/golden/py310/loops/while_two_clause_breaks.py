def while_two_clause_breaks(items, got):
    while items:
        try:
            got.append(6 // items.pop())
        except ZeroDivisionError:
            break
        try:
            got.append(6 // items.pop())
        except (ZeroDivisionError, IndexError):
            break
    return got
