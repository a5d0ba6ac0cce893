def if_condexpr_test(f, g, flag):
    out = []
    if f if flag is None else g:
        out.append(1)
    for x in (f, g):
        if x if flag else not x:
            out.append(x)
        out.append(3)
    return out
