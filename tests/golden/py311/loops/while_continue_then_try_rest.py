def while_continue_then_try_rest(xs, out):
    while xs:
        x = xs.pop()
        if x is None:
            return
        if x < 3:
            continue
        try:
            return out[x]
        except IndexError:
            return x
