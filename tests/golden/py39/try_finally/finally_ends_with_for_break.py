def finally_ends_with_for_break(items, out):
    try:
        out.append(items[0])
    finally:
        for item in items:
            if item:
                out.append(item)
                break
