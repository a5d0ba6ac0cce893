def assert_statements(x):
    assert x
    assert x > 0, 'x must be positive'
    assert isinstance(x, int), f'bad type {type(x).__name__}'
    return x
