def ternary_operand_while(n, s, t, u, w):
    while n < 4 and (s or (u if t else w)):
        n += 1
    return n
