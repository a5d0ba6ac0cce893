def else_of_returning_branches(a, b):
    if a:
        return 1
    if b:
        return 2
    else:
        return 3
