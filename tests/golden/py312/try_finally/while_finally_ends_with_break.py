def while_finally_ends_with_break(items, out):
    while items:
        try:
            out.append(10 // items.pop())
        finally:
            out.append(len(items))
            break
    return out
