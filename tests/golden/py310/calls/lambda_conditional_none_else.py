def lambda_conditional_none_else(stack, flag):
    pop = lambda: stack.pop(-1) and None if stack else None
    pick = lambda: stack[0] or None if flag else None
    return (pick(), pop(), pop(), pop(), stack)
