def raise_assertion_error_starred(cond, *args):
    if not cond:
        raise AssertionError(*args)
