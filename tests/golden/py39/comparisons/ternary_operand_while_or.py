def ternary_operand_while_or(n, t, u, w):
    while n < 4 or (u if t else w):
        n += 1
        if n > 9:
            break
    return n
