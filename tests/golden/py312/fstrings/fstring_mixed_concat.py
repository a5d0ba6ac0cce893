def fstring_mixed_concat(a):
    return (f'prefix {a} suffix', f'{a}' + '!')
