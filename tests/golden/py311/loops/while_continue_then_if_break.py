def while_continue_then_if_break(xs, out):
    i = 0
    while i < len(xs):
        i += 1
        if xs[i - 1] == 1:
            continue
        if i > 2:
            out.append(i)
        break
    return out
