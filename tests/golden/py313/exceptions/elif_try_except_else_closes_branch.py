def elif_try_except_else_closes_branch(name, table, out):
    if name in out:
        m = 1
    elif name:
        if name in table:
            try:
                m = table[name](name)
            except ValueError:
                m = name
        else:
            m = name.upper()
    else:
        m = 0
    out.append(m)
    return out
