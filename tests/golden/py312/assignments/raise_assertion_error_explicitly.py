def raise_assertion_error_explicitly(x):
    if x is None:
        raise AssertionError
    if x > 10:
        raise AssertionError('too big')
    return x
