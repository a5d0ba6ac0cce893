def while_or_break_else_return(a, c):
    if a or c:
        return 2
    return 1
