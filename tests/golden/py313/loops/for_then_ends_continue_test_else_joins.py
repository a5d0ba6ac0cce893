def for_then_ends_continue_test_else_joins(items, out):
    for li in items:
        if callable(li):
            line = li()
            if line is None:
                continue
        else:
            if isinstance(li, int):
                continue
            line = li
        if line.endswith('x'):
            out.append(line[:-1])
            continue
        out.append(line)
    return out
