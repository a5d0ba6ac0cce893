def while_true_continue_then_break(values):
    while True:
        v = values.pop()
        if not v > 2:
            continue
        return v
