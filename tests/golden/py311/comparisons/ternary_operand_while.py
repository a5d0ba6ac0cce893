def ternary_operand_while(n, s, t, u, w):
    if n < 4:
        if not s:
            if t:
                if u:
                    pass
            if w:
                pass
        while True:
            n += 1
            if n < 4:
                if not s:
                    if t:
                        if not u:
                            break
                        continue
                    if w:
                        continue
                    break
            break
    return n
