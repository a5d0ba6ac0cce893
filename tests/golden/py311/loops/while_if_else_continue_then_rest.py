def while_if_else_continue_then_rest(xs, out):
    while xs:
        x = xs.pop()
        if x > 2:
            out.append(x)
        else:
            continue
        out.append(-x)
        break
    return out
