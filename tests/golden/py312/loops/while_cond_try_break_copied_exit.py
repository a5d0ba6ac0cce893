def while_cond_try_break_copied_exit(stack, table):
    found = None
    while stack:
        try:
            found = table[stack.pop()]
        except KeyError:
            break
    return found
