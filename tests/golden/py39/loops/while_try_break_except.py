def while_try_break_except(funcs, stack):
    node = None
    while stack:
        try:
            node = funcs[-1](stack)
            break
        except IndexError:
            stack.pop()
    return (node, stack)
