def while_true_two_continues_then_return(values, out):
    while True:
        v = values.pop()
        if not v:
            continue
        if v > 3:
            out.append(v)
            continue
        return v
