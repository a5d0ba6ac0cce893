def try_pass_then_if_and_return_none(f, a, b):
    try:
        f(a)
    except ZeroDivisionError:
        pass
    if a and b:
        return 3
    return
