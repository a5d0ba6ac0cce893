def guard_return_then_while_finally_break(items, out):
    if not out:
        return out
    while items:
        try:
            out.append(items.pop())
        finally:
            if len(out) > 3:
                break
    return out
