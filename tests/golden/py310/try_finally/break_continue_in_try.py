def break_continue_in_try(xs):
    out = []
    for x in xs:
        try:
            if x < 0:
                continue
            if x > 10:
                break
            out.append(x)
        finally:
            out.append('f')
    return out
