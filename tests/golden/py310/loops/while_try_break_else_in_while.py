def while_try_break_else_in_while(stack, calls):
    while True:
        stack.append(len(calls))
        while stack:
            try:
                calls.pop()()
                break
            except IndexError:
                stack.pop()
        else:
            return stack
