def fstring_lambda(a):
    return {(lambda: a)()}
