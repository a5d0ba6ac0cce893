def assert_statements(x):
    if not x:
        raise AssertionError
    if not x > 0:
        raise AssertionError('x must be positive')
    if not isinstance(x, int):
        raise AssertionError(f'bad type {type(x).__name__}')
    return x
