def while_true_if_else_continue_then_rest(xs, out):
    while True:
        x = xs.pop() if xs else 9
        if x > 2:
            if x > 5:
                break
        else:
            continue
        out.append(-x)
        break
    out.append(0)
    return out
