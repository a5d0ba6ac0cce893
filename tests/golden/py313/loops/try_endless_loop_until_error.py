def try_endless_loop_until_error(items):
    out = []
    try:
        while True:
            out.append(items.pop())
    except IndexError:
        pass
    return out
