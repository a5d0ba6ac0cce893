def lambda_else_and_or_chain(stack, flag):
    pick = lambda: None if flag else stack and stack[0] or None
    return pick()
