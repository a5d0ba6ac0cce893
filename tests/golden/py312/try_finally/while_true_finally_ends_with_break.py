def while_true_finally_ends_with_break(items, out):
    if not items:
        return out
    try:
        out.append(10 // items.pop())
    finally:
        out.append(len(items))
        return out
