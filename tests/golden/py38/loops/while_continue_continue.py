def while_continue_continue(n, out):
    while n > 0:
        n -= 1
        out.append(n)
        continue
        continue
    return out
