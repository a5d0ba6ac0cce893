def nested_try_except_tail(a, out):
    try:
        try:
            out.append(a[0])
        except IndexError:
            out.append(5)
    except TypeError:
        pass
    return out
