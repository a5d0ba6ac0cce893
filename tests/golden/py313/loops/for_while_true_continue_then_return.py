def for_while_true_continue_then_return(items, values):
    for x in items:
        while True:
            v = values.pop()
            if not v:
                continue
            return v + x
