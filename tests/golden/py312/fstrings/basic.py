def basic(name, n):
    return (f'hello {name}', {n}, f'{name}{n}', f'{{literal}} {n}')
