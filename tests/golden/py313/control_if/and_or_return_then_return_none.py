def and_or_return_then_return_none(a, b, c):
    if a and (b or c):
        return 1
    return
