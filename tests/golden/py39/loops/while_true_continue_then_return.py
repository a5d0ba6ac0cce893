def while_true_continue_then_return(values):
    while True:
        v = values.pop()
        if not v > 2:
            continue
        return v
