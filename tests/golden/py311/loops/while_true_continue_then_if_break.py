def while_true_continue_then_if_break(xs, out):
    i = 0
    while True:
        i += 1
        if i < len(xs) and xs[i]:
            continue
        if i > 2:
            out.append(i)
            break
        out.append(-i)
        break
    return out
