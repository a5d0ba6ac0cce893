def while_true_finally_ends_with_break(items, out):
    while True:
        if not items:
            break
        try:
            out.append(10 // items.pop())
        finally:
            out.append(len(items))
            break
    return out
