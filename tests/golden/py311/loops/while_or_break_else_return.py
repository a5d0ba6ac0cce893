def while_or_break_else_return(a, c):
    if a or c:
        pass
    else:
        return 1
    return 2
