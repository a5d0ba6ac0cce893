def try_endless_loop_until_error(items):
    out = []
    while True:
        try:
            out.append(items.pop())
        except IndexError:
            break
    return out
