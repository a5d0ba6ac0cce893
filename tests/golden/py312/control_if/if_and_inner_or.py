def if_and_inner_or(a, b, c):
    if a and len(b or c) > 1:
        return 1
    return 2
