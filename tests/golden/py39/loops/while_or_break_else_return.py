def while_or_break_else_return(a, c):
    while a or c:
        break
    else:
        return 1
    return 2
