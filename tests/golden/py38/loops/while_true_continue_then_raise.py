def while_true_continue_then_raise(values, out):
    while True:
        v = values.pop()
        if v > 2:
            continue
        out.append(v)
        raise ValueError(v)
