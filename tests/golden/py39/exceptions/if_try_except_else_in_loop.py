def if_try_except_else_in_loop(items, table, out):
    for name in items:
        if name in table:
            try:
                m = table[name](name)
            except ValueError:
                m = None
        else:
            m = name
        out.append(m)
    return out
