def continue_then_while_true_to_header(items, seen, out):
    for x in items:
        if x in seen:
            continue
        while True:
            if x in out:
                if x > 2:
                    return out
            else:
                out.append(x)
            while x:
                try:
                    x = x - 1
                    break
                except TypeError:
                    x = 0
            else:
                break
    return out
