def for_then_not_test_continue_then_code(nodes, out):
    for n in nodes:
        if n > 0:
            d = n * 2
            if d % 3:
                if d > 10:
                    out.append(n)
                out.append(d)
        elif n < -5:
            out.append(1)
    return out
