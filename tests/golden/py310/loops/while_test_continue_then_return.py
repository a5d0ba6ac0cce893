def while_test_continue_then_return(values):
    while values:
        v = values.pop()
        if not v > 2:
            continue
        return v
    return 5
