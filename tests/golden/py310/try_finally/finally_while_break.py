def finally_while_break(items, got):
    try:
        got.append(items[0])
    finally:
        while len(items) > 1:
            if not items.pop():
                break
