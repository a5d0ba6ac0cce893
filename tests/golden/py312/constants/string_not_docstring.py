def string_not_docstring(x):
    x = x + 1
    return x
