def nested_fstring(a):
    return (f'{f'{a}'!r}', f'{('x' if a else 'y')}')
