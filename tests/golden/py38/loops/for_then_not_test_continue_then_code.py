def for_then_not_test_continue_then_code(nodes, out):
    for n in nodes:
        if n > 0:
            d = n * 2
            if not d % 3:
                continue
            if d > 10:
                out.append(n)
            out.append(d)
            continue
        if n < -5:
            out.append(1)
    return out
