def while_try_break_except(funcs, stack):
    node = None
    while stack:
        try:
            node = funcs[-1](stack)
        except IndexError:
            stack.pop()
        else:
            return (node, stack)
    return (node, stack)
