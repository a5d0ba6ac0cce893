def while_continue_then_endless_rest(xs, out):
    while xs:
        x = xs.pop()
        if x is None:
            return
        if x < 3:
            continue
        while True:
            out.append(x)
            x -= 1
            if x < 3:
                return out
