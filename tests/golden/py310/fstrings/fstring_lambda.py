def fstring_lambda(a):
    return f'{(lambda: a)()}'
