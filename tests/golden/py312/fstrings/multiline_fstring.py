def multiline_fstring(a, b):
    return f'a={a} b={b}'
